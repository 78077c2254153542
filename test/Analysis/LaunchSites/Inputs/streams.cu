// One launch into each kind of stream a device launch can name.
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
  child<<<1, 32>>>(p);
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(p);
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(p);
  child<<<1, 32, 0, cudaStreamPerThread>>>(p);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  child<<<1, 32, 0, s>>>(p);
  cudaStreamDestroy(s);
}
