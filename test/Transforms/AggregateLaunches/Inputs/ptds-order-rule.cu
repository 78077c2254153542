// Issue 23 item 3: a kernel's launches into the per-thread default stream
// (compiled with -Xclang -fgpu-default-stream=per-thread: <<<>>> uses the
// _ptsz entries) go to the block's NULL stream where every such launch of
// its threads is a site of the kernel, with a stream it names by a
// constant, and nothing else it runs launches or uses a stream, an event or
// the error state (Aggregation/BlockStreamPlan.cpp).
#include <cuda_runtime.h>
#include "dpagg/dpagg.h"
__global__ void child(int *p, int i) { p[i * 32 + threadIdx.x] += i; }
__global__ void other(int *p, int i) { p[i * 32 + threadIdx.x] ^= i; }
__global__ void DPAGG_NO_AGGREGATE kept(int *p, int i) {
  p[i * 32 + threadIdx.x] *= 3;
}
extern __device__ int hook(int);
__device__ __noinline__ void spawn(int *p, int i) { child<<<1, 32>>>(p, i); }

// The survey-propagation pattern: a launch in a grid-stride loop. Moved,
// aggregated per warp (no barrier in the loop).
__global__ void grid_stride(int *p, const int *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    if (c[i])
      child<<<1, 32>>>(p, i);
}
// Two sites, once each: both moved, aggregated per block.
__global__ void two_sites(int *p) {
  child<<<1, 32>>>(p, threadIdx.x);
  other<<<1, 32>>>(p, threadIdx.x);
}
// A site refused for another reason (its child is DPAGG_NO_AGGREGATE) is
// moved too, as written: the thread's two launches stay in order.
__global__ void with_kept(int *p) {
  child<<<1, 32>>>(p, threadIdx.x);
  kept<<<1, 32>>>(p, threadIdx.x);
}
// A device cudaMalloc only writes the error state: moved.
__global__ void with_malloc(int *p, int n) {
  int *q = nullptr;
  cudaMalloc((void **)&q, 64);
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p, i + threadIdx.x);
  cudaFree(q);
}
// Refused: an event recorded into the per-thread stream.
__global__ void event_record(int *p, int n, cudaEvent_t e) {
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p, i + threadIdx.x);
  cudaEventRecord(e, cudaStreamPerThread);
}
// Refused: a function of another unit, which may launch (launch bounds: a
// kernel without them that calls another unit is refused by
// calls-compiled-apart first).
__global__ void __launch_bounds__(256) external_call(int *p, int n) {
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p, i + threadIdx.x);
  p[threadIdx.x] = hook(n);
}
// Refused: a device function not inlined that launches into the
// per-thread stream.
__global__ void via_callee(int *p, int n) {
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p, i + threadIdx.x);
  spawn(p, threadIdx.x);
}
// Refused: a stream chosen at run time, which may be the per-thread one.
__global__ void runtime_stream(int *p, int n) {
  cudaStream_t s = n > 4 ? cudaStreamPerThread : cudaStreamFireAndForget;
  for (int i = 0; i < n; ++i)
    child<<<1, 32>>>(p, i + threadIdx.x);
  other<<<1, 32, 0, s>>>(p, threadIdx.x);
}
// Not moved: no launch of the kernel is aggregated (cost).
__global__ void none_aggregated(int *p, int n) {
  for (int i = 0; i < n; ++i)
    kept<<<1, 32>>>(p, i + threadIdx.x);
}
// The thread's only launch, once: the stream rule's own path, not moved.
__global__ void only_launch(int *p) { child<<<1, 32>>>(p, threadIdx.x); }
// A kernel launching itself in a loop: moved in the kernel, refused in its
// aggregated clone.
__global__ void walk(int *p, int d) {
  for (int i = 0; i < d; ++i)
    walk<<<1, 32>>>(p + i, d - 1);
}
