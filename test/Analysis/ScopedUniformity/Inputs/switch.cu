// Switches on a thread-dependent and on a block-dependent value.
#include <cuda_runtime.h>
__global__ void switch_thread(int *out, int n) {
  int v;
  switch (threadIdx.x & 3) {
  case 0: v = n; break;
  case 1: v = n * 7; break;
  case 2: v = n + 9; break;
  default: v = 0; break;
  }
  out[blockIdx.x] = v;
}
__global__ void switch_block(int *out, int n) {
  int v;
  switch (blockIdx.x & 3) {
  case 0: v = n; break;
  case 1: v = n * 7; break;
  case 2: v = n + 9; break;
  default: v = 0; break;
  }
  out[blockIdx.x] = v;
}
