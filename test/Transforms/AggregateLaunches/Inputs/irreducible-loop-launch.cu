// A launch in a loop entered in its middle (a goto): LoopInfo sees no loop,
// CycleInfo sees an irreducible cycle (issue 9, class 2).
#include <cuda_runtime.h>
__global__ void step(int *p, int i) { p[threadIdx.x] += i; }
// Each thread's launches are a chain in the NULL stream: once per thread is
// false, so no cudaStreamFireAndForget.
__global__ void chain(int *p, int n, int skip) {
  int i = 0;
  int *q = p + threadIdx.x * 32;
  if (skip)
    goto middle;
loop:
  step<<<1, 32>>>(q, i);
middle:
  if (++i < n)
    goto loop;
}
// The same chain in a plain loop (LoopInfo sees it): no FireAndForget either.
__global__ void for_loop(int *p, int n) {
  for (int i = 0; i < n; ++i)
    step<<<1, 32>>>(p + threadIdx.x * 32, i);
}
// A device function's only launch runs once per call, not once per thread:
// inlined twice, it is two launches of the thread, neither its only one.
// (One that clang does not inline is not aggregated: out-of-line-function.)
__device__ void once(int *p) { step<<<1, 32>>>(p, 0); }
__global__ void twice(int *p) {
  once(p + threadIdx.x * 32);
  once(p + threadIdx.x * 32);
}
// Straight-line code in a kernel: once per thread, FireAndForget.
__global__ void single(int *p) { step<<<1, 32>>>(p + threadIdx.x * 32, 0); }
