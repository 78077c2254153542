// Kernel arguments are the same for every thread of the grid; arguments of a
// __device__ function are whatever each thread passes.
#include <cuda_runtime.h>
__device__ __noinline__ void helper(int *out, int n) {
  if (n > 0)
    out[0] = n;
}
__global__ void kernel(int *out, int n) {
  if (n > 0)
    out[1] = n;
  helper(out, n);
}
