// Static shared memory near the 48 KB limit (issue 9, class 6): what DPAgg
// adds must not push a kernel past it (nvlink would refuse the link).
#include <cuda_runtime.h>
// 48 KB of its own: the clone adds a copy of the parameters and the
// runtime's state; the site is refused.
__global__ void full_child(int *p) {
  __shared__ int buf[12288];
  buf[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}
// 1 KB: aggregated.
__global__ void small_child(int *p) {
  __shared__ int buf[256];
  buf[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}
__global__ void parent(int *p) {
  full_child<<<1, 32>>>(p + threadIdx.x * 32);
  small_child<<<1, 32>>>(p + threadIdx.x * 32);
}
// A parent with 48 KB of its own (through a callee): block scope would add
// the runtime's block state, so it is aggregated per warp.
__device__ __noinline__ void stage(int *p) {
  __shared__ int tile[12288];
  tile[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = tile[(threadIdx.x + 1) % 32];
}
__global__ void full_parent(int *p) {
  stage(p);
  small_child<<<1, 32>>>(p + threadIdx.x * 32);
}
