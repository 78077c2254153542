// Launches into the per-thread default stream (compiled with -Xclang
// -fgpu-default-stream=per-thread: <<<>>> uses the _ptsz entries) and into
// cudaStreamPerThread (issue 9, class 12).
#include <cuda_runtime.h>
__global__ void produce(int *p) { p[threadIdx.x] = 1; }
__global__ void consume(int *p) { p[threadIdx.x] += 1; }
// A producer/consumer pair in the thread's own stream: both go to the
// block's NULL stream (BlockStreamPlan.cpp), aggregated there.
__global__ void pair(int *p) {
  produce<<<1, 32>>>(p + threadIdx.x * 32);
  consume<<<1, 32>>>(p + threadIdx.x * 32);
}
// A chain in a loop: into the block's NULL stream, aggregated.
__global__ void chain(int *p, int n) {
  for (int i = 0; i < n; ++i)
    consume<<<1, 32>>>(p + threadIdx.x * 32);
}
// cudaStreamPerThread named explicitly, twice: into the block's NULL stream.
__global__ void explicit_pair(int *p) {
  produce<<<1, 32, 0, cudaStreamPerThread>>>(p + threadIdx.x * 32);
  consume<<<1, 32, 0, cudaStreamPerThread>>>(p + threadIdx.x * 32);
}
// The thread's only launch: nothing to be ordered with, aggregated.
__global__ void single(int *p) { produce<<<1, 32>>>(p + threadIdx.x * 32); }
