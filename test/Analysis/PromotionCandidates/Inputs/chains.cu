// Launch-promotion recognition: kernels that launch themselves, one per
// behaviour (test/Analysis/PromotionCandidates/chains.ll).
#include <cuda_runtime.h>

// A prefix-sum step: every thread adds the carry, thread 0 launches the next
// step with the carry its block computed (postponed) and n, out (at entry).
__global__ void scan_step(const int *in, int *out, int n, int carry) {
  __shared__ int s[256];
  int i = threadIdx.x;
  s[i] = in[i];
  __syncthreads();
  for (int d = 1; d < 256; d *= 2) {
    int v = i >= d ? s[i - d] : 0;
    __syncthreads();
    s[i] += v;
    __syncthreads();
  }
  out[i] = s[i] + carry;
  if (threadIdx.x == 0 && n > 256)
    scan_step<<<1, 256>>>(in + 256, out + 256, n - 256, carry + s[255]);
}

// A chain through two kernels: ping launches pong, pong launches ping; code
// follows pong's launch (an epilogue).
__global__ void pong(int *p, int n);
__global__ void ping(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    pong<<<1, 128>>>(p, n - 1);
}
__global__ void pong(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    ping<<<1, 128>>>(p, n);
  p[threadIdx.x] = n;
}

// Refused: the next step is a grid of n blocks.
__global__ void wide(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    wide<<<n, 256>>>(p, n - 1);
}

// Refused: every thread launches.
__global__ void every_thread(int *p, int n) {
  if (n > 0)
    every_thread<<<1, 256>>>(p, n - 1);
}

// Refused: thread 0 launches in a loop.
__global__ void looped(int *p, int n) {
  if (threadIdx.x == 0)
    for (int k = 0; k < n; ++k)
      looped<<<1, 256>>>(p + k, k);
}

// Refused: the stream is one the analysis cannot see.
__global__ void foreign_stream(int *p, int n, cudaStream_t st) {
  if (threadIdx.x == 0 && n > 0)
    foreign_stream<<<1, 256, 0, st>>>(p, n - 1, st);
}

// Not recursive: launches another kernel, which never launches it back.
__global__ void leaf(int *p) { p[threadIdx.x] = 1; }
__global__ void not_recursive(int *p) {
  if (threadIdx.x == 0)
    leaf<<<1, 256>>>(p);
}
