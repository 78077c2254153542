// 3-D grids and blocks. The child reads blockIdx/blockDim/gridDim in all
// three dimensions, some through a noinline __device__ helper.
#include <cuda_runtime.h>
__device__ __noinline__ unsigned linear_block() {
  return (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
}
__global__ void child3(int *p) {
  unsigned t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  p[linear_block() * blockDim.x * blockDim.y * blockDim.z + t] = gridDim.z;
}
// Every thread launches the same 3-D shape.
__global__ void uniform_shape(int *p) {
  child3<<<dim3(2, 3, 4), dim3(8, 4, 2)>>>(p + threadIdx.x * 1536);
}
// Each thread launches its own block shape.
__global__ void varying_shape(int *p, const int *w) {
  int t = threadIdx.x;
  child3<<<dim3(w[t], 1, 2), dim3(t + 1, 2, 1)>>>(p + t * 4096);
}
