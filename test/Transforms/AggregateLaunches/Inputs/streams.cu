// Launches into the NULL stream and into cudaStreamFireAndForget.
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void null_stream(int *p) { child<<<1, 32>>>(p + threadIdx.x * 32); }
__global__ void fire_and_forget(int *p) {
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(p + threadIdx.x * 32);
}
__global__ void tail_launch(int *p) {
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(p + threadIdx.x * 32);
}
