// Postponement of divergent launches to where the block meets again.
#include <cuda_runtime.h>
__global__ void a(int *p) { p[threadIdx.x] = 1; }
__global__ void b(int *p) { p[threadIdx.x] = 2; }
// Both sides of an if launch: they wait together at the join.
__global__ void ifelse(int *p, const int *c) {
  int t = threadIdx.x;
  if (c[t] > 0)
    a<<<1, 32>>>(p + t * 32);
  else
    b<<<1, 32>>>(p + t * 32);
  __syncthreads();
  p[t] = c[(t + 1) % 32];
}
// The other side synchronizes the warp on its own: a runtime call at the
// join would have the launching threads in the block's barrier while their
// warp-mates wait in __syncwarp for them. Stays per warp.
__global__ void mixed(int *p, const int *c) {
  int t = threadIdx.x;
  if (c[t] > 0)
    a<<<1, 32>>>(p + t * 32);
  else if (c[t] < 0)
    __syncwarp();
}
// Each iteration of a loop with a uniform trip count: the launch waits at
// the barrier of the same iteration.
__global__ void loop(int *p, const int *c, int n) {
  __shared__ int s[256];
  int t = threadIdx.x;
  for (int i = 0; i < n; ++i) {
    if (c[i * 256 + t] > 0)
      a<<<1, 32>>>(p + (i * 256 + t) * 32);
    s[t] = i;
    __syncthreads();
  }
}
// The thread launches again before the meeting point: not postponed.
__global__ void twice(int *p, const int *c) {
  int t = threadIdx.x;
  if (c[t] > 0) {
    a<<<1, 32>>>(p);
    b<<<1, 32>>>(p);
  }
  __syncthreads();
}
// After the meeting point the block runs a tree reduction (divergent
// branches and barriers): those come after the launch and do not matter.
__global__ void tree(int *p, const int *c) {
  __shared__ int s[256];
  int t = threadIdx.x;
  if (c[t] > 0)
    a<<<1, 32>>>(p + t * 32);
  s[t] = c[t];
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0)
    p[0] = s[0];
}
