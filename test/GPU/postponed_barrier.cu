// Postponement: launches under divergent conditions followed by code every
// thread of the block must reach together (__syncthreads on shared memory),
// in a loop with a uniform trip count, and an if/else pair of launches. At
// block scope DPAgg moves each launch to where the block meets again; the
// parents' own shared-memory results must come out as without DPAgg.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/postponed_barrier.base
// RUN: %gpubin/postponed_barrier.dpagg
// RUN: %gpubin/postponed_barrier.warp
// RUN: %gpubin/postponed_barrier.grid
#include "GPUTest.cuh"

using gputest::hash;

__global__ void left(uint32_t *Out, int N, int P, int It, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(1, P, It, I, blockIdx.x, blockDim.x, gridDim.x, Salt);
}

__global__ void right(uint32_t *Out, int N, int P, int It, uint32_t Salt) {
  int I = blockIdx.y * blockDim.y + threadIdx.y;
  if (I < N)
    Out[I] = hash(2, P, It, I, blockIdx.y, blockDim.y, gridDim.y, Salt);
}

// Iteration It: parent P launches when Kind[P*Iters+It] is 1 (left, 1-D) or
// 2 (right, a 2-D grid of 1-wide blocks), or not at all (0); then the block
// rotates a shared value through a barrier.
__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Kind,
                       const int *Len, const int *Off, int Iters,
                       uint32_t Salt) {
  __shared__ uint32_t S[256];
  int T = threadIdx.x, P = blockIdx.x * blockDim.x + T;
  uint32_t Acc = hash(P, Salt);
  for (int It = 0; It < Iters; ++It) {
    int K = Kind[P * Iters + It], N = Len[P * Iters + It];
    uint32_t *Dst = Out + Off[P * Iters + It];
    if (K == 1)
      left<<<(N + 63) / 64, 64>>>(Dst, N, P, It, Salt);
    else if (K == 2)
      right<<<dim3(1, (N + 31) / 32), dim3(1, 32)>>>(Dst, N, P, It, Salt);
    S[T] = Acc;
    __syncthreads();
    Acc = hash(Acc, S[(T + 1) % blockDim.x], It);
    __syncthreads();
  }
  Own[P] = Acc;
}

int main() {
  gputest::Test T("postponed_barrier");
  const int Blocks = 96, Threads = 256, NP = Blocks * Threads, Iters = 3;
  T.pendingLaunches(32768);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Kind(NP * Iters), Len(NP * Iters), Off(NP * Iters);
    int Total = 0;
    for (int I = 0; I < NP * Iters; ++I) {
      Kind[I] = T.R.chance(.3) ? T.R.range(1, 2) : 0;
      Len[I] = Kind[I] ? T.R.range(1, 90) : 0;
      Off[I] = Total;
      Total += Len[I];
    }
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total), RefOwn(NP);
    for (int B = 0; B < Blocks; ++B) {
      std::vector<uint32_t> Acc(Threads);
      for (int Tid = 0; Tid < Threads; ++Tid)
        Acc[Tid] = hash(B * Threads + Tid, Salt);
      for (int It = 0; It < Iters; ++It) {
        for (int Tid = 0; Tid < Threads; ++Tid) {
          int P = B * Threads + Tid, X = P * Iters + It, N = Len[X];
          for (int I = 0; I < N; ++I)
            Ref[Off[X] + I] =
                Kind[X] == 1
                    ? hash(1, P, It, I, I / 64, 64, (N + 63) / 64, Salt)
                    : hash(2, P, It, I, I / 32, 32, (N + 31) / 32, Salt);
        }
        std::vector<uint32_t> Next(Threads);
        for (int Tid = 0; Tid < Threads; ++Tid)
          Next[Tid] = hash(Acc[Tid], Acc[(Tid + 1) % Threads], It);
        Acc = Next;
      }
      for (int Tid = 0; Tid < Threads; ++Tid)
        RefOwn[B * Threads + Tid] = Acc[Tid];
    }
    int *DKind = gputest::upload(Kind), *DLen = gputest::upload(Len),
        *DOff = gputest::upload(Off);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total ? Total : 1),
             *DOwn = gputest::alloc<uint32_t>(NP);
    gputest::poison(DOut, Total ? Total : 1);
    gputest::poison(DOwn, NP);
    parent<<<Blocks, Threads>>>(DOut, DOwn, DKind, DLen, DOff, Iters, Salt);
    CK_SYNC();
    T.compare("parents", gputest::download(DOwn, NP), RefOwn);
    T.compare("children", gputest::download(DOut, Total), Ref);
    for (void *Ptr : {(void *)DKind, (void *)DLen, (void *)DOff, (void *)DOut,
                      (void *)DOwn})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
