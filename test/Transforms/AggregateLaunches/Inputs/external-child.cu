// The child is defined in another translation unit.
#include <cuda_runtime.h>
__global__ void elsewhere(int *p);
__global__ void parent(int *p) { elsewhere<<<1, 32>>>(p + threadIdx.x * 32); }
