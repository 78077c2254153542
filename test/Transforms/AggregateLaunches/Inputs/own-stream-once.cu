// Input of ../own-stream-once.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }
__global__ void child_s(int *p, cudaStream_t s) { p[threadIdx.x] = s != 0; }
__device__ void keep(cudaStream_t s); // defined in another unit
__device__ cudaStream_t g_stream;

#define CREATE4(s)                                                             \
  for (int k = 0; k < 4; ++k)                                                  \
    cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking)
#define DESTROY4(s)                                                            \
  for (int k = 0; k < 4; ++k)                                                  \
    cudaStreamDestroy(s[k])

// Issue 23, item 3: each thread creates four streams and makes its one
// launch into one of them. Aggregated, into cudaStreamFireAndForget.
__global__ void once(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// The same behind a bound check, with the creations' results checked.
__global__ void once_checked(int *p, int n, int *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    if (cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking) != cudaSuccess)
      err[t] = 1;
  child<<<1, 32, 0, s[t % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// Two launches into the thread's streams: both go to the block's NULL
// stream (Aggregation/OwnStreamsPlan.cpp) and are aggregated there.
__global__ void twice(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 64 * t, n);
  child<<<1, 32, 0, s[(threadIdx.x + 1) % 4]>>>(p + 64 * t + 32, n);
  DESTROY4(s);
}

// One launch into its own stream and one into the NULL stream: the first
// joins the second in the block's NULL stream.
__global__ void twice_null(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 64 * t, n);
  DESTROY4(s);
  child<<<1, 32>>>(p + 64 * t + 32, n);
}

// The handle escapes: stored to shared memory, where other threads of the
// block could launch into it.
__global__ void stored_shared(int *p, int n) {
  __shared__ cudaStream_t seen[128];
  cudaStream_t s[4];
  CREATE4(s);
  seen[threadIdx.x % 128] = s[0];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// Stored to global memory.
__global__ void stored_global(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  if (n == 12345)
    g_stream = s[1];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// Passed to a function of another unit (launch bounds: the kernel may call
// one, see calls-compiled-apart).
__global__ void __launch_bounds__(128) passed_unknown(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  keep(s[2]);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// Given to the child as a parameter.
__global__ void passed_to_child(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child_s<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, s[0]);
  DESTROY4(s);
}

// An event recorded into one of the streams.
__global__ void event_recorded(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventRecord(e, s[3]);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
  cudaEventDestroy(e);
}

// The error state read after the launch.
__global__ void error_read(int *p, int n, int *err) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  err[t] = (int)cudaGetLastError();
  DESTROY4(s);
}

// The launch in a loop: to the block's NULL stream, aggregated per warp.
__global__ void in_loop(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < n; ++i)
    child<<<1, 32, 0, s[(threadIdx.x + i) % 4]>>>(p + 32 * (t * n + i), n);
  DESTROY4(s);
}

// Created with a flag that is not a constant (the device takes only
// cudaStreamNonBlocking; another fails and leaves the handle undefined).
__global__ void flag_not_constant(int *p, int n, unsigned flags) {
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    cudaStreamCreateWithFlags(&s[k], flags);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  DESTROY4(s);
}

// Destroyed on a path that reaches the launch.
__global__ void destroyed_before(int *p, int n) {
  cudaStream_t s[4];
  CREATE4(s);
  if (n > 3)
    cudaStreamDestroy(s[0]);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  for (int k = 1; k < 4; ++k)
    cudaStreamDestroy(s[k]);
}

// A destruction that may destroy a stream from elsewhere.
__global__ void destroy_foreign(int *p, int n, cudaStream_t given) {
  cudaStream_t s[4];
  CREATE4(s);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  cudaStreamDestroy(n > 5 ? s[0] : given);
}
