// Every thread launches first; a divergent branch and a __syncthreads come
// after the launch and do not keep any thread from reaching it.
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p, int n) {
  __shared__ int s[128];
  int t = threadIdx.x;
  child<<<1, 32>>>(p + t * 32);
  if (t < n)
    s[t] = p[t];
  __syncthreads();
  p[t] = s[127 - t];
}
