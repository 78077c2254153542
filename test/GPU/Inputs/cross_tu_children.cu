// The children of cross_tu_launch.cu, in their own translation unit (built
// with DPAgg, without it, or with -foffload-lto: test/GPU/Tests.cmake).
#include "GPUTest.cuh"

using gputest::hash;

// Writes its configuration and parameters: an aggregated child must rebuild
// blockIdx/blockDim/gridDim exactly.
__global__ void xtu_fill(uint32_t *Out, int N, int P, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(P, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
}

// Warp-level: its aggregated child is only for 1-D blocks (the descriptor's
// flag). Each row of the block reads its warp's lane 0.
__global__ void xtu_row_broadcast(uint32_t *Out, int P, uint32_t Salt) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  uint32_t Mine = hash(P, T, threadIdx.y, Salt);
  uint32_t Lead = __shfl_sync(0xffffffffu, Mine, 0);
  Out[blockIdx.x * blockDim.x * blockDim.y + T] = Mine ^ Lead;
}

// Warp-level, launched with blocks of exactly one warp whose shape the
// launching unit cannot see (issue 21, item 17): each lane's result depends
// on every lane of the block.
__global__ void xtu_warp_vote(uint32_t *Out, int P, uint32_t Salt) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  uint32_t Mine = hash(P, T, blockIdx.x, Salt);
  uint32_t Ballot = __ballot_sync(0xffffffffu, Mine & 1);
  Out[blockIdx.x * 32 + T] = hash(Ballot, T);
}
