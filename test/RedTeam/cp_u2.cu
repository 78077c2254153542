// test/RedTeam/cp_u2.cu: unit 2 of the cp_* programs (cp_pool.cuh): a
// middle level whose threads each launch unit 0's child for up to 4 slots
// (two levels of records in flight: the middle grid's from this unit's
// parent, the leaves' from this unit's aggregated middle clone).
#include "cp_pool.cuh"

#ifdef CP_NO_XTU
CP_DEFINE_LEAF(2)
#endif

__global__ void cp_mid2(unsigned *Out, int Base, int N, unsigned Salt,
                        unsigned *Err) {
  int I = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (I >= N)
    return;
  int M = N - I < 4 ? N - I : 4;
  CP_LEAF(2)<<<1, M>>>(Out, Base + I, M, Salt);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Err[CP_ERR_LAUNCH], 1u);
}

__global__ void cp_parent2(unsigned *Out, unsigned Salt, unsigned *Err) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cpScratch(Salt, Err);
  int N = cpCount(2, T);
  int Mid = (N + 3) / 4; // middle threads
  int B = cpBlock(2, T);
  cp_mid2<<<(Mid + B - 1) / B, B>>>(Out, T * CpPer, N, Salt, Err);
#ifndef CP_GRID_PARENT
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Err[CP_ERR_LAUNCH], 1u);
#endif
}
