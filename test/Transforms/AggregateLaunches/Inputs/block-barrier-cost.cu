// Block barriers DPAgg would add where they can cost more than they save
// (issue 21, item 25): per iteration of a loop without a barrier of its own,
// and, postponed, where the source has no barrier after the meeting point.
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] += 1; }

__device__ int work(const int *w, int n) {
  int s = 0;
  for (int k = 0; k < n; ++k)
    s += w[k] * k;
  return s;
}

// A rare launch in a loop whose iterations have no barrier: per warp.
__global__ void rareInLoop(int *p, const int *w, int iters) {
  int acc = 0;
  for (int it = 0; it < iters; ++it) {
    if (threadIdx.x / 32 == it % 8) // heavy work rotates among the warps
      acc += work(w, 1000);
    if (p[it * blockDim.x + threadIdx.x] > 0)
      child<<<1, 32>>>(p + it);
  }
  p[threadIdx.x] = acc;
}

// Every thread launches in every iteration of such a loop: per warp.
__global__ void everyInLoop(int *p, int iters) {
  for (int it = 0; it < iters; ++it)
    child<<<1, 32>>>(p + it * 32 + threadIdx.x);
}

// The loop's iterations end at the source's own __syncthreads: per block,
// postponed to it.
__global__ void syncedLoop(int *p, int iters) {
  for (int it = 0; it < iters; ++it) {
    if (p[it * blockDim.x + threadIdx.x] > 0)
      child<<<1, 32>>>(p + it);
    __syncthreads();
  }
}

// A divergent launch, then convergent code and the end of the kernel, with
// no barrier of the source: not postponed (per warp).
__global__ void noBarrierAfter(int *p, const int *w) {
  int s = 0;
  if (threadIdx.x / 32 == 0) // the first warp works longest
    s = work(w, 1000);
  if (w[threadIdx.x] > 0)
    child<<<1, 32>>>(p + threadIdx.x);
  p[threadIdx.x] = __reduce_add_sync(0xffffffffu, s);
}

// The same with a block reduction after it (a __syncthreads): postponed.
__global__ void barrierAfter(int *p, const int *w) {
  __shared__ int sums[32];
  int s = 0;
  if (threadIdx.x / 32 == 0)
    s = work(w, 1000);
  if (w[threadIdx.x] > 0)
    child<<<1, 32>>>(p + threadIdx.x);
  sums[threadIdx.x / 32] = __reduce_add_sync(0xffffffffu, s);
  __syncthreads();
  if (threadIdx.x == 0)
    p[0] = sums[0] + sums[1];
}
