// PA's block rules (PromotionPlan.cpp, decidePool; red team
// test/RedTeam/pa_2d_launcher.cu and pa_shared_full.cu; pool-blocks.test
// reads pool-blocks.ll): one kernel per behaviour.
#include <cuda_runtime.h>

// Refused under pa (promoted under p): the launcher is tested on x, y and
// z, and each step is a 32 x 2 block, where a block of a pool would not
// find it (the tests apart, so that LLVM does not fold them into one).
__global__ void flat2d(unsigned *p, int n) {
  if (threadIdx.z == 0) {
    p[threadIdx.x + 64 * n] = n;
    if (threadIdx.y == 0) {
      p[threadIdx.x + 64 * n + 32] = n;
      if (threadIdx.x == 0 && n > 0)
        flat2d<<<1, dim3(32, 2)>>>(p, n - 1);
    }
  }
}

// Promoted: the same with the launching block's own extents, so a pool
// (launched only from a one-dimensional block) stays one-dimensional.
__global__ void own2d(unsigned *p, int n) {
  if (threadIdx.z == 0) {
    p[threadIdx.x + 64 * n] = n;
    if (threadIdx.y == 0) {
      p[threadIdx.x + 64 * n + 32] = n;
      if (threadIdx.x == 0 && n > 0)
        own2d<<<1, dim3(blockDim.x, blockDim.y)>>>(p, n - 1);
    }
  }
}

// Refused under pa (promoted under p): 48 KiB of static shared memory, the
// most a kernel may have, and the pool's block index would not fit.
__global__ void full(unsigned *p, int n) {
  __shared__ unsigned big[12288];
  for (int k = threadIdx.x; k < 12288; k += blockDim.x)
    big[k] = k + n;
  __syncthreads();
  p[n] = big[(n * 131) % 12288];
  if (threadIdx.x == 0 && n > 0)
    full<<<1, 64>>>(p, n - 1);
}

// Promoted: 4 bytes less, and the index fits.
__global__ void fits(unsigned *p, int n) {
  __shared__ unsigned big[12287];
  for (int k = threadIdx.x; k < 12287; k += blockDim.x)
    big[k] = k + n;
  __syncthreads();
  p[n] = big[(n * 131) % 12287];
  if (threadIdx.x == 0 && n > 0)
    fits<<<1, 64>>>(p, n - 1);
}
