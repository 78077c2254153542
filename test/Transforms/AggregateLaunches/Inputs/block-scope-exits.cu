// Launches that every live thread of the block reaches: the threads that do
// not launch only exit.
#include <cuda_runtime.h>
__global__ void child(int *p, int n) { p[blockIdx.x * blockDim.x + threadIdx.x] = n; }
// `if (tid >= n) return;` before the launch.
__global__ void early_exit(int *p, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= n)
    return;
  child<<<1, 64>>>(p + tid * 64, tid);
}
// The launch nested in two ifs; the threads that skip it exit.
__global__ void nested_if(int *p, const int *counts, int np) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < np) {
    int n = counts[i];
    if (n > 0)
      child<<<(n + 31) / 32, 32>>>(p + i * 1024, n);
  }
}
