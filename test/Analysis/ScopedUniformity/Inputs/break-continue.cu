// A uniform-trip-count loop left early by a thread-dependent break, and one
// that skips iterations with a thread-dependent continue.
#include <cuda_runtime.h>
__global__ void thread_break(const int *__restrict__ keys, int *out, int n) {
  int found = -1;
#pragma unroll 1
  for (int i = 0; i < n; ++i) {
    if (keys[i] == (int)threadIdx.x) {
      found = i;
      break;
    }
  }
  out[threadIdx.x] = found;
}
__global__ void thread_continue(int *out, int n) {
  int acc = 0;
#pragma unroll 1
  for (int i = 0; i < n; ++i) {
    if (((int)threadIdx.x + i) % 3 == 0)
      continue;
    acc = acc * 5 + i;
    out[i] = acc;
  }
  out[n + threadIdx.x] = acc;
}
__global__ void block_break(const int *__restrict__ keys, int *out, int n) {
  int found = -1;
#pragma unroll 1
  for (int i = 0; i < n; ++i) {
    if (keys[i] == (int)blockIdx.x) {
      found = i;
      break;
    }
  }
  out[blockIdx.x] = found;
}
