// The child reads %ctaid.x with inline assembly, which cannot be rewritten.
#include <cuda_runtime.h>
__global__ void child(int *p) {
  unsigned b;
  asm("mov.u32 %0, %%ctaid.x;" : "=r"(b));
  p[b * 32 + threadIdx.x] = 1;
}
__global__ void parent(int *p) { child<<<2, 32>>>(p + threadIdx.x * 64); }
