// Host side of a CUDA program with device-side launches: the plugin must
// leave it exactly as it is.
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(p);
}
int main() {
  int *p;
  cudaMalloc(&p, 32 * sizeof(int));
  parent<<<4, 1>>>(p);
  cudaDeviceSynchronize();
  return 0;
}
