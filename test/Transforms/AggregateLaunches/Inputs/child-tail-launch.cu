// Children that launch into cudaStreamTailLaunch (themselves or through a
// helper), or into a stream not known at compile time, are not aggregated:
// their tail launches would all wait for the whole aggregate and then run
// one after another. A child that launches into cudaStreamFireAndForget is.
#include <cuda_runtime.h>

__global__ void leaf(int *p) { p[threadIdx.x] += 1; }

__global__ void tailer(int *p) {
  if (threadIdx.x == 0)
    leaf<<<1, 32, 0, cudaStreamTailLaunch>>>(p);
  p[32 + threadIdx.x] = 2;
}

__device__ __noinline__ void tailHelper(int *p) {
  leaf<<<1, 32, 0, cudaStreamTailLaunch>>>(p);
}

__global__ void viaHelper(int *p) {
  if (threadIdx.x == 0)
    tailHelper(p);
}

__global__ void someStream(int *p, cudaStream_t s) {
  if (threadIdx.x == 0)
    leaf<<<1, 32, 0, s>>>(p);
}

__global__ void fireAndForget(int *p) {
  if (threadIdx.x == 0)
    leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(p);
}

__global__ void parent(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    tailer<<<1, 64>>>(p + 64 * i);
    viaHelper<<<1, 64>>>(p + 64 * i);
    someStream<<<1, 64>>>(p + 64 * i, cudaStreamTailLaunch);
    fireAndForget<<<1, 64>>>(p + 64 * i);
  }
}
