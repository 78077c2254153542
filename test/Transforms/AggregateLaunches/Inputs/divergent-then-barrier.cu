// Threads may skip the launch and then reach a __syncthreads: block scope
// would deadlock, so the launch is aggregated per warp.
#include <cuda_runtime.h>
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__global__ void parent(int *p, const int *flags) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = flags[t];
  if (s[t] > 0)
    child<<<1, 32>>>(p + t * 32, s[t]);
  __syncthreads();
  p[t] = s[127 - t];
}
