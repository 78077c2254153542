// A child using __shfl_sync: aggregated with a 1-D block, refused with a
// 2-D block (masking threads per dimension would reshape its warps).
#include <cuda_runtime.h>
__global__ void sum(int *p) {
  int v = p[threadIdx.y * blockDim.x + threadIdx.x];
  v += __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) % 32);
  p[threadIdx.y * blockDim.x + threadIdx.x] = v;
}
__global__ void launch_2d(int *p) { sum<<<1, dim3(32, 2)>>>(p + threadIdx.x * 64); }
__global__ void launch_1d(int *p) { sum<<<1, 32>>>(p + threadIdx.x * 64); }
