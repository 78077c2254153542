// Loads at a uniform address: only memory that cannot change while the
// kernel runs gives a uniform value.
#include <cuda_runtime.h>
__constant__ int table[16];
struct Params { int a, b; };
__global__ void global_load(int *p, int *out) {
  if (p[0] > 0)            // global memory: other threads may write it
    out[threadIdx.x] = 1;
}
__global__ void ldg_load(const int *p, int *out) {
  if (__ldg(p) > 0)
    out[threadIdx.x] = 1;
}
__global__ void constant_load(int *out) {
  if (table[blockIdx.x & 15] > 0)
    out[threadIdx.x] = 1;
}
__global__ void restrict_load(const int *__restrict__ p, int *__restrict__ out) {
  if (p[blockIdx.x] > 0)
    out[threadIdx.x] = 1;
}
__global__ void shared_load(int *out) {
  __shared__ int s[32];
  s[threadIdx.x & 31] = threadIdx.x;
  __syncthreads();
  if (s[0] > 0)
    out[threadIdx.x] = 1;
}
__global__ void byval_param(Params p, int *out) {
  if (p.a > p.b)
    out[threadIdx.x] = 1;
}
__global__ void divergent_address(const int *__restrict__ p, int *out) {
  out[threadIdx.x] = __ldg(p + threadIdx.x);
}
