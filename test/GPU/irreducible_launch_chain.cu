// Issue 9, class 2: a thread launches a chain of children into the NULL
// stream, child K reading what child K-1 of the same thread wrote. The NULL
// stream is per block and runs one block's launches in order, so the chain is
// well defined. The launches sit in a loop that some threads enter in its
// middle through a goto (an irreducible cycle: LoopInfo sees no loop), in a
// loop entered at its top with a data-dependent trip count, and in a plain
// for loop. A launch site treated as "once per thread" (and promoted to
// fire-and-forget) lets a thread's children run at the same time.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/irreducible_launch_chain.base
// RUN: %gpubin/irreducible_launch_chain.dpagg
// RUN: %gpubin/irreducible_launch_chain.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr int MaxSteps = 8, Lanes = 32;

// Step K of thread P's chain: lane L reads lane L+1 of step K-1 (written by
// the previous child) and writes its own word of step K.
__global__ void step(uint32_t *Chain, int P, int K, int Tag, uint32_t Salt) {
  int L = threadIdx.x;
  uint32_t *Mine = Chain + ((size_t)P * MaxSteps + K) * Lanes;
  uint32_t Prev = K == 0 ? Salt : Mine[-Lanes + (L + 1) % Lanes];
  Mine[L] = hash(Prev, P, K, Tag, L);
}

// Two blocks A and B form one cycle; odd threads enter at A, even ones at B
// (by the goto). Each block launches with its own tag, so the two cannot be
// merged into one reducible self-loop.
__global__ void goto_parent(uint32_t *Chain, const int *Len, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int N = Len[P], K = 0;
  if (P & 1)
    goto B;
A:
  if (K >= N)
    goto Done;
  step<<<1, Lanes>>>(Chain, P, K, 1, Salt);
  ++K;
B:
  if (K >= N)
    goto Done;
  step<<<1, Lanes>>>(Chain, P, K, 2, Salt);
  ++K;
  goto A;
Done:
  return;
}

// A do-while entered at its top, trip count from the data.
__global__ void while_parent(uint32_t *Chain, const int *Len, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int N = Len[P], K = 0;
  while (K < N) {
    step<<<1, Lanes>>>(Chain, P, K, 3, Salt);
    ++K;
  }
}

// The same chain in a plain for loop.
__global__ void for_parent(uint32_t *Chain, const int *Len, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < Len[P]; ++K)
    step<<<1, Lanes>>>(Chain, P, K, 4, Salt);
}

int main() {
  gputest::Test T("irreducible_launch_chain");
  const int Blocks = 32, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP * MaxSteps + 2048);
  const size_t Words = (size_t)NP * MaxSteps * Lanes;
  uint32_t *DChain = gputest::alloc<uint32_t>(Words);
  for (int Kind = 0; Kind < 3; ++Kind) {
    std::vector<int> Len(NP);
    for (auto &L : Len)
      L = T.R.range(0, MaxSteps);
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Words, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      for (int K = 0; K < Len[P]; ++K) {
        int Tag = Kind == 0 ? ((P & 1) ? (K % 2 == 0 ? 2 : 1) : (K % 2 == 0 ? 1 : 2))
                            : Kind == 1 ? 3 : 4;
        for (int L = 0; L < Lanes; ++L) {
          size_t At = ((size_t)P * MaxSteps + K) * Lanes;
          uint32_t Prev = K == 0 ? Salt : Ref[At - Lanes + (L + 1) % Lanes];
          Ref[At + L] = hash(Prev, P, K, Tag, L);
        }
      }
    }
    int *DLen = gputest::upload(Len);
    gputest::poison(DChain, Words);
    if (Kind == 0)
      goto_parent<<<Blocks, Threads>>>(DChain, DLen, Salt);
    else if (Kind == 1)
      while_parent<<<Blocks, Threads>>>(DChain, DLen, Salt);
    else
      for_parent<<<Blocks, Threads>>>(DChain, DLen, Salt);
    CK_SYNC();
    static const char *Names[] = {"goto-entered (irreducible) loop",
                                  "while loop", "for loop"};
    T.compare(Names[Kind], gputest::download(DChain, Words), Ref);
    CK(cudaFree(DLen));
  }
  CK(cudaFree(DChain));
  return T.finish();
}
