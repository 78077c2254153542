// Red team of launch promotion PA (PromotePool.cpp): K'' = K.dpagg.pool
// adds a 4-byte static shared variable (the block's index in its pool,
// K.dpagg.pool.index) to K's static shared memory. A kernel may have 48 KiB
// of static shared memory; `step` has exactly that (12,288 words), which
// compiles and links without DPAgg, and each step fills it, sums a sample
// and launches the next step (a promotion candidate). Under PA, nvlink
// refuses the clone: "Entry function '_Z4stepPjij_$_dpagg_$_pool' uses too
// much shared data (0xc004 bytes, 0xc000 max)": a valid program no longer
// builds (found here, with the plugin of 0a15f4a; no GPU needed).
// Expected: .pa does not build before the fix (rule (11) of
// PromoteLaunches.h, PoolSharedFull: PA refuses the kernel); after it every
// build PASSes. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Steps = 20, Words = 12288; // 48 KiB

__global__ void step(unsigned *Values, int I, unsigned Prev) {
  __shared__ unsigned Big[Words];
  for (int K = threadIdx.x; K < Words; K += blockDim.x)
    Big[K] = gputest::hash(Prev, I, K);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < Words; K += 97)
    Sum += Big[K];
  if (threadIdx.x == 0 && I + 1 < Steps)
    step<<<1, 128>>>(Values, I + 1, Sum);
  if (threadIdx.x == 0)
    Values[I] = Sum;
}

int main() {
  gputest::Test T("pa_shared_full");
  std::vector<unsigned> Want(Steps);
  unsigned Prev = 0;
  for (int I = 0; I < Steps; ++I) {
    unsigned Sum = 0;
    for (int K = 0; K < Words; K += 97)
      Sum += gputest::hash(Prev, I, K);
    Want[I] = Prev = Sum;
  }
  unsigned *DValues = gputest::alloc<unsigned>(Steps);
  gputest::poison(DValues, Steps);
  step<<<1, 128>>>(DValues, 0, 0u);
  CK_SYNC();
  T.compare("values", gputest::download(DValues, Steps), Want);
  return T.finish();
}
