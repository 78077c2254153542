// Launches in a fully unrolled loop: clang's dim3 temporaries are shared by
// the unrolled launches, each between its own lifetime markers.
#include <cuda_runtime.h>
__global__ void child(int *out, int k) { out[k * 32 + threadIdx.x] = k; }
__global__ void parent(int *out) {
  int t = threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    child<<<1, 32>>>(out + t * 128, k);
}
__global__ void parent_ff(int *out) {
  int t = threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + t * 128, k);
}
