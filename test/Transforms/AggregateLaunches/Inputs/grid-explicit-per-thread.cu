// The thread's only launch, once, into an explicit cudaStreamPerThread
// (grid-explicit-per-thread-stream.ll).
#include <cuda_runtime.h>

__global__ void child(int *Out, int At) { Out[At * blockDim.x + threadIdx.x] = At; }

__global__ void explicit_once(int *Out) {
  int G = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out, G);
}
