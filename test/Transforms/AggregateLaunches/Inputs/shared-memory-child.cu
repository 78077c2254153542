// Children with static and dynamic shared memory and barriers.
#include <cuda_runtime.h>
__global__ void reduce_static(const int *in, int *out) {
  __shared__ int s[256];
  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k /= 2) {
    if (threadIdx.x < k)
      s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}
__global__ void reduce_dynamic(const int *in, int *out) {
  extern __shared__ int d[];
  d[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = d[blockDim.x - 1];
}
__global__ void parent(const int *in, int *out, int n) {
  int t = threadIdx.x;
  reduce_static<<<4, 256>>>(in + t * 1024, out + t * 4);
  reduce_dynamic<<<2, n, n * sizeof(int)>>>(in + t * 1024, out + 512 + t * 2);
}
