// test/RedTeam/cp_u1.cu: unit 1 of the cp_* programs (cp_pool.cuh): each
// parent thread fills its first half of slots (rounded up) with its own child and the
// rest with unit 0's (a record of this unit's code, released by unit 0's
// child prologue).
#include "cp_pool.cuh"

#ifdef CP_NO_XTU
CP_DEFINE_LEAF(1)
#endif

__global__ void cp_child1(unsigned *Out, int Base, int N, unsigned Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[Base + I] = cpHash(Salt, unsigned(Base + I));
}

__global__ void cp_parent1(unsigned *Out, unsigned Salt, unsigned *Err) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cpScratch(Salt, Err);
  int N = cpCount(1, T), B = cpBlock(1, T);
  // Both launches unconditional (a divergent branch keeps DPAgg from block
  // scope): Mine >= 1; unit 0's child gets at least one block, even for no
  // slot.
  int Mine = (N + 1) / 2, Theirs = N - Mine;
  cp_child1<<<(Mine + B - 1) / B, B>>>(Out, T * CpPer, Mine, Salt);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Err[CP_ERR_LAUNCH], 1u);
  CP_LEAF(1)<<<Theirs ? (Theirs + B - 1) / B : 1, B>>>(Out, T * CpPer + Mine, Theirs, Salt);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Err[CP_ERR_LAUNCH], 1u);
}
