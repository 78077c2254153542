// Threads that return early split the block; a block that returns early
// splits only the grid.
#include <cuda_runtime.h>
__device__ __noinline__ int clamp_thread(int *out, int n) {
  int r = n;
  if (threadIdx.x >= 7)
    return r;                 // thread-dependent early return
  r = out[0] + 1;
  out[1] = r;
  return r;
}
__global__ void thread_exit(int *out, int n) {
  if (threadIdx.x >= n)
    return;
  out[threadIdx.x] = 1;
}
__global__ void block_exit(int *out, int n) {
  int v = n;
  if (blockIdx.x >= n)
    return;
  if (n > 4)
    v = n * 2;
  out[blockIdx.x] = v;        // v: phi after a grid-divergent early return
}
__global__ void caller(int *out, int n) {
  out[2] = clamp_thread(out, n);
}
