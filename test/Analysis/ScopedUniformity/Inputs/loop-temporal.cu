// Loops whose trip count depends on the thread: the counter is uniform in
// each iteration, but threads leave in different iterations, so its value
// after the loop is not (temporal divergence).
#include <cuda_runtime.h>
__global__ void thread_trip(int *out, int n) {
  int i = 0, acc = n;
#pragma unroll 1
  for (; i < (int)threadIdx.x; ++i)
    acc = acc * 3 + n;
  out[0] = i + acc;
}
__global__ void thread_search(const int *__restrict__ keys, int *out) {
  int i = 0;
#pragma unroll 1
  while (keys[i] < (int)threadIdx.x) // keys[i]: uniform in each iteration
    ++i;
  out[threadIdx.x] = i * 7;          // i: defined in the loop, used after it
}
__global__ void block_trip(int *out, int n) {
  int i = 0, acc = n;
#pragma unroll 1
  for (; i < (int)blockIdx.x; ++i)
    acc = acc * 3 + n;
  out[0] = i + acc;
}
__global__ void uniform_trip(int *out, int n) {
  int acc = 0;
#pragma unroll 1
  for (int i = 0; i < n; ++i)
    acc = acc * 3 + i;
  out[threadIdx.x] = acc;
}
