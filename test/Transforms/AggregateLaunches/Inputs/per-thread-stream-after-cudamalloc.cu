// The per-thread default stream (compiled with -Xclang
// -fgpu-default-stream=per-thread) after a device cudaMalloc (issue 23: the
// Bezier pattern). A device cudaMalloc/cudaFree only writes the thread's
// error state on failure (KnownCalls.def STREAM 2): it is order-free.
#include <cuda_runtime.h>
__global__ void fill(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = i;
}
// Bezier: allocate in a branch, store the pointer, launch the child that
// fills it: the thread's only launch, so aggregated.
__global__ void tessellate(float **bufs, const int *lens, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l >= nl)
    return;
  int n = lens[l];
  float *v = nullptr;
  if (n > 0)
    cudaMalloc((void **)&v, n * sizeof(float));
  bufs[l] = v;
  if (v)
    fill<<<(n + 31) / 32, 32>>>(v, n);
}
// The allocation in a function of its own: order-free, not launch-free.
__device__ __noinline__ float *allocate(int n) {
  float *v = nullptr;
  cudaMalloc((void **)&v, n * sizeof(float));
  return v;
}
// The same through it, then a free of an older buffer after the launch.
__global__ void refill(float **bufs, float **old, const int *lens, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l >= nl)
    return;
  float *v = allocate(lens[l]);
  bufs[l] = v;
  if (v)
    fill<<<(lens[l] + 31) / 32, 32>>>(v, lens[l]);
  cudaFree(old[l]);
}
// A read of the error state is not order-free: it could observe the
// launch's failure.
__global__ void checked(float **bufs, const int *lens, int *errs, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l >= nl)
    return;
  float *v = nullptr;
  cudaMalloc((void **)&v, lens[l] * sizeof(float));
  bufs[l] = v;
  if (v)
    fill<<<(lens[l] + 31) / 32, 32>>>(v, lens[l]);
  errs[l] = cudaGetLastError();
}
