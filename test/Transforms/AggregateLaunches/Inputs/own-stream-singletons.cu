// Input of ../own-stream-singletons.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

// Issue 21, item 24: every thread creates its own streams and launches into
// one of them. No other thread launches into a stream of this thread, so
// every group would hold one launch; it is the thread's only launch, so it
// goes to cudaStreamFireAndForget and is aggregated (issue 23, item 3).
__global__ void per_thread_streams(int *p, int n) {
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
  for (int k = 0; k < 4; ++k)
    cudaStreamDestroy(s[k]);
}

// The same through a select of two created streams.
__global__ void picked_own_stream(int *p, int n) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, (t & 1) ? a : b>>>(p + 32 * t, n);
  cudaStreamDestroy(a);
  cudaStreamDestroy(b);
}

// Four streams of the block, created by four threads and shared: eight
// lanes of a warp launch into each, so the launches are aggregated.
__global__ void shared_streams(int *p, int n) {
  __shared__ cudaStream_t s[4];
  if (threadIdx.x < 4)
    cudaStreamCreateWithFlags(&s[threadIdx.x], cudaStreamNonBlocking);
  __syncthreads();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[threadIdx.x % 4]>>>(p + 32 * t, n);
}

// A private array that may also hold a stream from elsewhere (a store), so
// lanes may share it: aggregated.
__global__ void private_but_stored(int *p, int n, cudaStream_t given) {
  cudaStream_t s[2];
  cudaStreamCreateWithFlags(&s[0], cudaStreamNonBlocking);
  s[1] = given;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, s[n & 1]>>>(p + 32 * t, n);
}

// A stream indexed by thread id in global memory: the pass cannot see
// whether the entries differ (they may all be one stream), so aggregated;
// the runtime sends groups of one to the launch at once.
__global__ void indexed_streams(int *p, int n, cudaStream_t *streams) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, streams[t]>>>(p + 32 * t, n);
}
