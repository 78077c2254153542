// The launch is in a noinline __device__ function, not in a kernel.
#include <cuda_runtime.h>
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__device__ __noinline__ void spawn(int *p, int n) { child<<<1, 32>>>(p, n); }
__global__ void parent(int *p) { spawn(p + threadIdx.x * 32, threadIdx.x); }
