// One parent, two children: one of this unit that uses warp-level
// operations, one of another translation unit.
#include <cuda_runtime.h>
__global__ void elsewhere(int *p);
__global__ void local_child(int *p, int n) {
  p[threadIdx.x] = __shfl_sync(0xffffffffu, n, 0);
}
__global__ void parent(int *p, int n) {
  local_child<<<1, 32>>>(p + threadIdx.x * 32, n);
  elsewhere<<<1, 32>>>(p + threadIdx.x * 32);
}
