// The launched kernel is chosen at run time.
#include <cuda_runtime.h>
__global__ void left(int *p) { p[threadIdx.x] = 1; }
__global__ void right(int *p) { p[threadIdx.x] = 2; }
__global__ void parent(int *p, int sel) {
  auto k = sel ? left : right;
  k<<<1, 32>>>(p + threadIdx.x * 32);
}
