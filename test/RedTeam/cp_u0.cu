// test/RedTeam/cp_u0.cu: unit 0 of the cp_* programs (cp_pool.cuh).
#include "cp_pool.cuh"

__global__ void cp_child0(unsigned *Out, int Base, int N, unsigned Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[Base + I] = cpHash(Salt, unsigned(Base + I));
}

__global__ void cp_parent0(unsigned *Out, unsigned Salt, unsigned *Err) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cpScratch(Salt, Err);
  int N = cpCount(0, T), B = cpBlock(0, T);
  cp_child0<<<(N + B - 1) / B, B>>>(Out, T * CpPer, N, Salt);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Err[CP_ERR_LAUNCH], 1u);
}
