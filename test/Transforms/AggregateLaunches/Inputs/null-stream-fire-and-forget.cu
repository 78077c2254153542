// When may the aggregate of a NULL-stream launch go to fire-and-forget?
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void other(int *p) { p[threadIdx.x] = 2; }
// The kernel's only launch, once per thread: promoted.
__global__ void single(int *p) { child<<<1, 32>>>(p + threadIdx.x * 32); }
// Two launches of one thread are ordered in the NULL stream: kept.
__global__ void two(int *p) {
  child<<<1, 32>>>(p);
  other<<<1, 32>>>(p);
}
// Each iteration's launch waits for the previous one's: kept.
__global__ void loop(int *p, int n) {
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p + i * 32);
}
// Already fire-and-forget: nothing to promote (flags stay 2).
__global__ void ff(int *p) {
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(p);
}
