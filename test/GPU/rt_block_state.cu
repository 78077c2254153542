// The runtime's per-call state across consecutive calls (issue 9, class 14;
// runtime/aggregate.cu, "Per-call state" and "The pool"). 1024-thread blocks
// run 512 iterations of a loop with one launch site; iteration I has no
// launcher, exactly one (a different thread each time), the lanes of some
// warps, or every thread, in a pattern that puts calls that aggregate right
// after calls that do not (the early exits: nobody, a record of one, the pool
// full in the .tinypool build). Every launch must run exactly once: each
// child block adds 1 to its launch's counter, which must end equal to the
// launch's grid size, unless the launching thread's cudaGetLastError()
// reported the launch failed (too many pending launches: the .base and
// .tinypool builds, which launch one child per thread, get there), and then
// it must not run at all.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/rt_block_state.base
// RUN: %gpubin/rt_block_state.dpagg
// RUN: %gpubin/rt_block_state.warp
// RUN: %gpubin/rt_block_state.tinypool
#include "GPUTest.cuh"

constexpr int Iters = 512, Threads = 1024;

__global__ void child(unsigned *Count, unsigned Id) {
  if (threadIdx.x == 0)
    atomicAdd(&Count[Id], 1u);
}

__host__ __device__ inline bool launches(int I, int T, uint32_t Salt) {
  switch (I % 4) {
  case 0: return false;
  case 1: return T == (int)(gputest::hash(I, Salt) % Threads);
  case 2: return gputest::hash(I, T / 32, Salt) % 3 == 0;
  default: return true;
  }
}

__host__ __device__ inline unsigned blocksOf(int I, int T) {
  return 1 + (I + T) % 3;
}

__global__ void __launch_bounds__(Threads) parent(unsigned *Count,
                                                  int *Err, uint32_t Salt) {
  int T = threadIdx.x;
  for (int I = 0; I < Iters; ++I) {
    unsigned Id = (blockIdx.x * Iters + I) * Threads + T;
    bool L = launches(I, T, Salt);
    if (L)
      child<<<blocksOf(I, T), 32>>>(Count, Id);
    __syncthreads();
    // After the barrier, where the postponed launch has happened; read by
    // every thread (no branch to split the block before the barrier).
    int E = cudaGetLastError();
    if (L)
      Err[Id] = E;
  }
}

int main() {
  gputest::Test T("rt_block_state");
  const int Blocks = 4, N = Blocks * Iters * Threads;
  T.pendingLaunches(1 << 20);
  unsigned *DCount = gputest::alloc<unsigned>(N);
  int *DErr = gputest::alloc<int>(N);
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t Salt = 0x9e3779b9u * (Round + 1);
    CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
    CK(cudaMemset(DErr, 0, N * sizeof(int)));
    parent<<<Blocks, Threads>>>(DCount, DErr, Salt);
    CK_SYNC();
    std::vector<int> Err = gputest::download(DErr, N);
    std::vector<unsigned> Want(N, 0);
    for (int B = 0; B < Blocks; ++B)
      for (int I = 0; I < Iters; ++I)
        for (int Th = 0; Th < Threads; ++Th)
          if (launches(I, Th, Salt) && !Err[(B * Iters + I) * Threads + Th])
            Want[(B * Iters + I) * Threads + Th] = blocksOf(I, Th);
    T.compare("child blocks run per launch", gputest::download(DCount, N),
              Want);
  }
  CK(cudaFree(DCount));
  CK(cudaFree(DErr));
  return T.finish();
}
