// parent -> child -> grandchild.
#include <cuda_runtime.h>
__global__ void grandchild(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 1; }
__global__ void child(int *p) {
  grandchild<<<2, 32>>>(p + (blockIdx.x * blockDim.x + threadIdx.x) * 64);
}
__global__ void parent(int *p) { child<<<1, 32>>>(p + threadIdx.x * 2048); }
