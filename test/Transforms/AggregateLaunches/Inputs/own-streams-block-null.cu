// Input of ../own-streams-block-null.ll. Issue 23 item 3, last part: a
// kernel's launches into streams its threads created go to the block's NULL
// stream where every such stream is private to the kernel's launches, every
// other launch names NULL, cudaStreamFireAndForget or cudaStreamTailLaunch,
// and nothing else it runs launches or uses a stream, an event or the error
// state (Aggregation/OwnStreamsPlan.cpp).
#include <cuda_runtime.h>
#include "dpagg/dpagg.h"
__global__ void child(int *p, int i) { p[i * 32 + threadIdx.x] += i; }
__global__ void other(int *p, int i) { p[i * 32 + threadIdx.x] ^= i; }
__global__ void DPAGG_NO_AGGREGATE kept(int *p, int i) {
  p[i * 32 + threadIdx.x] *= 3;
}
extern __device__ int hook(int);
__device__ cudaStream_t g_stream;

#define CREATE4(s)                                                             \
  for (int k = 0; k < 4; ++k)                                                  \
    cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking)
#define DESTROY4(s)                                                            \
  for (int k = 0; k < 4; ++k)                                                  \
    cudaStreamDestroy(s[k])

// The IPDPS pattern: a child per work item into s[i % 4]. Moved, per warp
// (no barrier in the loop).
__global__ void ipdps_loop(int *p, const int *c, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    if (c[i])
      child<<<1, 32, 0, s[i % 4]>>>(p, i);
  DESTROY4(s);
}
// Two launches into two of the thread's streams: moved, per block.
__global__ void two_streams(int *p) {
  cudaStream_t s[4];
  CREATE4(s);
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p, threadIdx.x);
  other<<<1, 32, 0, s[(threadIdx.x + 1) % 4]>>>(p, threadIdx.x);
  DESTROY4(s);
}
// The creations' results checked: moved (the results are returned as
// written).
__global__ void checked(int *p, int n, int *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    if (cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking) != cudaSuccess)
      err[t] = 1;
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, t * n + i);
  DESTROY4(s);
}
// With a launch into the block's NULL stream as written, which the moved
// ones join.
__global__ void with_null(int *p) {
  cudaStream_t s[4];
  CREATE4(s);
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p, threadIdx.x);
  other<<<1, 32>>>(p, threadIdx.x);
  DESTROY4(s);
}
// A site refused for another rule (DPAGG_NO_AGGREGATE) is moved too, as
// written: the thread's two launches into s[0] stay in order.
__global__ void with_kept(int *p) {
  cudaStream_t s[4];
  CREATE4(s);
  child<<<1, 32, 0, s[0]>>>(p, threadIdx.x);
  kept<<<1, 32, 0, s[0]>>>(p, threadIdx.x);
  DESTROY4(s);
}
// Refused (own-streams-private): a handle stored to global memory.
__global__ void stored(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  if (n == 12345)
    g_stream = s[1];
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  DESTROY4(s);
}
// Refused (own-streams-private): an event recorded into one of the streams.
__global__ void event_recorded(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  cudaEventRecord(e, s[3]);
  DESTROY4(s);
  cudaEventDestroy(e);
}
// Refused (own-streams-private): a flag that is not a constant.
__global__ void flag_not_constant(int *p, int n, unsigned flags) {
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    cudaStreamCreateWithFlags(&s[k], flags);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  DESTROY4(s);
}
// Refused (own-streams-private): each iteration creates, launches and
// destroys, so a destruction reaches the launch (through the loop).
__global__ void destroyed_in_loop(int *p, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s[1];
    cudaStreamCreateWithFlags(&s[0], cudaStreamNonBlocking);
    child<<<1, 32, 0, s[0]>>>(p, i + threadIdx.x);
    cudaStreamDestroy(s[0]);
  }
}
// Refused (own-streams-stream): a launch into the per-thread stream.
__global__ void with_per_thread(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  other<<<1, 32, 0, cudaStreamPerThread>>>(p, threadIdx.x);
  DESTROY4(s);
}
// Refused (own-streams-stream): a stream that may be the thread's own or
// one given.
__global__ void maybe_given(int *p, int n, cudaStream_t given) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  other<<<1, 32, 0, n > 7 ? s[0] : given>>>(p, threadIdx.x);
  DESTROY4(s);
}
// Refused (own-streams-calls): the error state read.
__global__ void error_read(int *p, int n, int *err) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  err[threadIdx.x] = (int)cudaGetLastError();
  DESTROY4(s);
}
// Refused (own-streams-calls): a function of another unit, which may
// launch (launch bounds: see calls-compiled-apart).
__global__ void __launch_bounds__(256) external_call(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  p[threadIdx.x] = hook(n);
  DESTROY4(s);
}
// Not moved: no launch of the kernel is aggregated (cost).
__global__ void none_aggregated(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < n; ++i)
    kept<<<1, 32, 0, s[i % 4]>>>(p, i + threadIdx.x);
  DESTROY4(s);
}
// The thread's only launch, once: privateStreamLaunch's path
// (cudaStreamFireAndForget), not moved.
__global__ void only_launch(int *p) {
  cudaStream_t s[4];
  CREATE4(s);
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p, threadIdx.x);
  DESTROY4(s);
}
// A kernel launching itself in a loop: moved in the kernel, refused in its
// aggregated clone (own-streams-in-clone).
__global__ void walk(int *p, int d) {
  cudaStream_t s[4];
  CREATE4(s);
  for (int i = 0; i < d; ++i)
    walk<<<1, 32, 0, s[i % 4]>>>(p + i, d - 1);
  DESTROY4(s);
}
