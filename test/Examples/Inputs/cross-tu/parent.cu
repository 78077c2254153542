// Launches scale_child of child.cu from the device: each thread scales its
// own 32 elements.
#include <cuda_runtime.h>

__global__ void scale_child(float *p, int n, float s);

__global__ void parent(float *p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (32 * t < n)
    scale_child<<<1, 32>>>(p + 32 * t, 32, 2.0f);
}

cudaError_t run_parent(float *p, int n) {
  parent<<<(n / 32 + 63) / 64, 64>>>(p, n);
  return cudaGetLastError();
}
