// Block scope at the threads' last exit (issue 26, item 3; runtime/block.cu,
// "Block scope at the last exit"): sites that block scope leaves per warp
// today because the block's threads cannot be proven to meet at a barrier,
// and that -dpagg-block-meeting=optional aggregates per block, the block's
// last thread to exit launching one aggregate over its warps' records:
//  - prologue: thread 0 fills shared memory before a __syncthreads (the
//    usual divergent prologue), then a divergent launch (2-D blocks too);
//  - branch_loop: the launch in one branch with code after it (a loop of
//    per-thread length), then a barrier and a block reduction;
//  - early_exit: the prologue, then threads returning early (some whole
//    blocks), then a divergent launch;
//  - fire_and_forget: the prologue's shape into cudaStreamFireAndForget.
// Blocks of 32 to 1024 threads (and 2-D), parent grids of one block and
// grids larger than any GPU holds at once; dense and sparse launches; every
// child writes a hash of its coordinates and arguments (the prologue's
// shared value included) over poisoned output, every parent thread its own
// result, all checked against a CPU reference. Two rounds: block slots and
// the pool must serve the next grids.
// Variants: .dpagg (the default: these sites per warp), .lastexit
// (-dpagg-block-meeting=optional), .lastexit_noserial (and serialization
// off: every launch through the aggregation path), .lastexit_tinypool (a
// 4 KiB pool: records and indexes run out, launches fall back),
// .lastexit_fewslots (64 block slots: blocks without one launch alone),
// .avoid (-dpagg-block-meeting=avoid: uniform sites too).
// With --time the program also times one shape per kernel (median of 7,
// cudaEvent on the NULL stream, output checked after): the staged run.sh
// (test/GPU/block_last_exit.sh) compares .base, .warp, .dpagg (the warp
// fallback) and .lastexit.
//
// .base (clang alone) fails the fire-and-forget rounds: clang's V1 launches
// into cudaStreamFireAndForget never run (platform-facts.md section 1; H100,
// 2026-11-27: every word of those rounds poisoned), so it is expected to fail.
// REQUIRES: cuda-gpu
// RUN: not %gpubin/block_last_exit.base
// RUN: %gpubin/block_last_exit.dpagg
// RUN: %gpubin/block_last_exit.warp
// RUN: %gpubin/block_last_exit.lastexit
// RUN: %gpubin/block_last_exit.lastexit_noserial
// RUN: %gpubin/block_last_exit.lastexit_tinypool
// RUN: %gpubin/block_last_exit.lastexit_fewslots
// RUN: %gpubin/block_last_exit.avoid
#include "GPUTest.cuh"

#include <algorithm>
#include <cstring>

using gputest::hash;
using gputest::mix;

__global__ void child(uint32_t *Out, int N, int P, uint32_t Salt, int Base) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] =
        hash(P, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt, Base);
}

/// The parent thread's index in a 1-D or 2-D block, and its block's threads.
__device__ int parentIndex() {
  int T = threadIdx.x + blockDim.x * threadIdx.y;
  return blockIdx.x * (blockDim.x * blockDim.y) + T;
}

/// Child blocks of 32 or 64 threads, by parent.
__host__ __device__ int childBlock(int P) { return 32 << (P & 1); }

__global__ void prologue(uint32_t *Out, uint32_t *Own, const int *Len,
                         const int *Off, const int *BlockBase, int NP,
                         uint32_t Salt) {
  __shared__ int Base;
  if (threadIdx.x == 0 && threadIdx.y == 0)
    Base = BlockBase[blockIdx.x];
  __syncthreads();
  int P = parentIndex();
  if (P >= NP)
    return;
  int N = Len[P], B = childBlock(P);
  Own[P] = hash(P, N, Base, Salt);
  if (N > 0)
    child<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P, Salt, Base);
}

__global__ void branch_loop(uint32_t *Out, uint32_t *Own, uint32_t *BlockSum,
                            const int *Len, const int *Off, int NP,
                            uint32_t Salt) {
  __shared__ uint32_t Part[1024];
  int P = parentIndex();
  int N = P < NP ? Len[P] : 0;
  uint32_t V = P;
  if (N > 0) {
    int B = childBlock(P);
    child<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P, Salt, 0);
    for (int K = 0; K < N; ++K)
      V = mix(V, K);
  }
  int T = threadIdx.x + blockDim.x * threadIdx.y;
  Part[T] = V;
  __syncthreads();
  if (T == 0) {
    uint32_t S = Salt;
    for (int K = 0; K < (int)(blockDim.x * blockDim.y); ++K)
      S = mix(S, Part[K]);
    BlockSum[blockIdx.x] = S;
  }
  if (P < NP)
    Own[P] = V;
}

__global__ void early_exit(uint32_t *Out, uint32_t *Own, const int *Len,
                           const int *Off, const int *BlockBase, int NP,
                           uint32_t Salt) {
  __shared__ int Base;
  if (threadIdx.x == 0 && threadIdx.y == 0)
    Base = BlockBase[blockIdx.x];
  __syncthreads();
  int P = parentIndex();
  if (P >= NP)
    return;
  int N = Len[P];
  if (N < 0) {
    Own[P] = ~0u;
    return;
  }
  Own[P] = hash(P, N, Base, Salt);
  int B = childBlock(P);
  if (N > 0)
    child<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P, Salt, Base);
}

__global__ void fire_and_forget(uint32_t *Out, uint32_t *Own, const int *Len,
                                const int *Off, const int *BlockBase, int NP,
                                uint32_t Salt) {
  __shared__ int Base;
  if (threadIdx.x == 0 && threadIdx.y == 0)
    Base = BlockBase[blockIdx.x];
  __syncthreads();
  int P = parentIndex();
  if (P >= NP)
    return;
  int N = Len[P], B = childBlock(P);
  Own[P] = hash(P, N, Base, Salt);
  if (N > 0)
    child<<<(N + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(Out + Off[P], N,
                                                              P, Salt, Base);
}

enum Kernel { Prologue, BranchLoop, EarlyExit, FireAndForget };
static const char *const KernelNames[] = {"prologue", "branch_loop",
                                          "early_exit", "fire_and_forget"};

struct Shape {
  int Blocks;
  dim3 Block;
  double Launching;   // fraction of parent threads that launch
  int MinLen, MaxLen; // a launch's child threads
  double Leaving;     // early_exit: fraction that return early
  bool Ragged;        // the last block partly past NP
};

/// One run's inputs, reference and device buffers.
struct Run {
  Kernel K;
  Shape S;
  int NP = 0;
  long Total = 0, Launches = 0;
  uint32_t Salt = 0;
  std::vector<int> Len, Off, Base;
  std::vector<uint32_t> Ref, RefOwn, RefSum;
  int *DLen = nullptr, *DOff = nullptr, *DBase = nullptr;
  uint32_t *DOut = nullptr, *DOwn = nullptr, *DSum = nullptr;

  Run(gputest::Test &T, Kernel K, const Shape &S) : K(K), S(S) {
    int PerBlock = S.Block.x * S.Block.y;
    NP = S.Blocks * PerBlock - (S.Ragged ? PerBlock / 3 + 1 : 0);
    Len.assign(NP, 0);
    Off.assign(NP, 0);
    Base.resize(S.Blocks);
    for (int &B : Base)
      B = (int)(T.R.next() & 0xffffff);
    for (int P = 0; P < NP; ++P) {
      if (K == EarlyExit && T.R.chance(S.Leaving))
        Len[P] = -1;
      else if (T.R.chance(S.Launching))
        Len[P] = T.R.range(S.MinLen, S.MaxLen);
      Off[P] = (int)Total;
      Total += std::max(Len[P], 0);
      Launches += Len[P] > 0;
    }
    Salt = (uint32_t)T.R.next();
    reference(PerBlock);
    DLen = gputest::upload(Len);
    DOff = gputest::upload(Off);
    DBase = gputest::upload(Base);
    DOut = gputest::alloc<uint32_t>(std::max<long>(Total, 1));
    DOwn = gputest::alloc<uint32_t>(std::max(NP, 1));
    DSum = gputest::alloc<uint32_t>(S.Blocks);
  }
  ~Run() {
    CK(cudaFree(DLen));
    CK(cudaFree(DOff));
    CK(cudaFree(DBase));
    CK(cudaFree(DOut));
    CK(cudaFree(DOwn));
    CK(cudaFree(DSum));
  }

  void reference(int PerBlock) {
    Ref.assign(Total, 0);
    RefOwn.assign(NP, 0);
    for (int P = 0; P < NP; ++P) {
      int N = Len[P], Bs = Base[P / PerBlock];
      int ChildBase = K == BranchLoop ? 0 : Bs;
      int B = childBlock(P), G = (std::max(N, 0) + B - 1) / B;
      for (int I = 0; I < N; ++I)
        Ref[Off[P] + I] = hash(P, I, I / B, I % B, B, G, Salt, ChildBase);
      if (K == BranchLoop) {
        uint32_t V = P;
        for (int J = 0; J < N; ++J)
          V = mix(V, J);
        RefOwn[P] = V;
      } else {
        RefOwn[P] = N < 0 ? ~0u : hash(P, N, Bs, Salt);
      }
    }
    if (K != BranchLoop)
      return;
    RefSum.assign(S.Blocks, 0);
    for (int Bk = 0; Bk < S.Blocks; ++Bk) {
      uint32_t Sum = Salt;
      for (int T = 0; T < PerBlock; ++T) {
        int P = Bk * PerBlock + T;
        uint32_t V = P;
        if (P < NP)
          for (int J = 0; J < Len[P]; ++J)
            V = mix(V, J);
        Sum = mix(Sum, V);
      }
      RefSum[Bk] = Sum;
    }
  }

  void poison() {
    gputest::poison(DOut, std::max<long>(Total, 1));
    gputest::poison(DOwn, std::max(NP, 1));
    gputest::poison(DSum, S.Blocks);
  }

  void launch() {
    switch (K) {
    case Prologue:
      prologue<<<S.Blocks, S.Block>>>(DOut, DOwn, DLen, DOff, DBase, NP, Salt);
      break;
    case BranchLoop:
      branch_loop<<<S.Blocks, S.Block>>>(DOut, DOwn, DSum, DLen, DOff, NP,
                                         Salt);
      break;
    case EarlyExit:
      early_exit<<<S.Blocks, S.Block>>>(DOut, DOwn, DLen, DOff, DBase, NP,
                                        Salt);
      break;
    case FireAndForget:
      fire_and_forget<<<S.Blocks, S.Block>>>(DOut, DOwn, DLen, DOff, DBase, NP,
                                             Salt);
      break;
    }
  }

  void check(gputest::Test &T, const char *What) {
    char Name[160];
    snprintf(Name, sizeof Name, "%s %s %d x (%u,%u)", What, KernelNames[K],
             S.Blocks, S.Block.x, S.Block.y);
    T.compare(Name, gputest::download(DOut, Total), Ref);
    T.compare("parents", gputest::download(DOwn, NP), RefOwn);
    if (K == BranchLoop)
      T.compare("block sums", gputest::download(DSum, S.Blocks), RefSum);
  }
};

static void runOnce(gputest::Test &T, Kernel K, const Shape &S) {
  Run R(T, K, S);
  R.poison();
  R.launch();
  CK_SYNC();
  R.check(T, "run");
}

/// Median milliseconds of \p Iters runs of \p R (after one warm-up), its
/// output checked after the last.
static void timeRun(gputest::Test &T, Run &R, int Iters) {
  cudaEvent_t A, B;
  CK(cudaEventCreate(&A));
  CK(cudaEventCreate(&B));
  std::vector<float> Ms;
  for (int I = 0; I <= Iters; ++I) {
    R.poison();
    CK(cudaEventRecord(A));
    R.launch();
    CK(cudaEventRecord(B));
    CK_SYNC();
    float M = 0;
    CK(cudaEventElapsedTime(&M, A, B));
    if (I)
      Ms.push_back(M);
  }
  R.check(T, "timed");
  std::sort(Ms.begin(), Ms.end());
  printf("time %s %d x (%u,%u), %ld launches: median %.3f ms, min %.3f ms\n",
         KernelNames[R.K], R.S.Blocks, R.S.Block.x, R.S.Block.y, R.Launches,
         Ms[Ms.size() / 2], Ms.front());
  CK(cudaEventDestroy(A));
  CK(cudaEventDestroy(B));
}

int main(int Argc, char **Argv) {
  gputest::Test T("block_last_exit");
  T.pendingLaunches(1 << 19);
  // Children of up to 130 threads run serially at the default
  // (-dpagg-serial-threshold=auto; SerialPlan.cpp): lengths from 1 mix both
  // paths there, lengths from 160 aggregate.
  const Shape Shapes[] = {
      {1, dim3(32), 1, 1, 40, .2, false},
      {1, dim3(1024), .5, 1, 300, .3, false},
      {7, dim3(96), .6, 1, 70, .2, true},
      {64, dim3(16, 8), .5, 1, 200, .25, true},
      {300, dim3(512), .3, 100, 200, .1, true},
      {1 << 16, dim3(32), .02, 1, 300, .3, true},  // more than resident
      {2048, dim3(1024), .01, 160, 300, .2, true}, // more than resident
      {1024, dim3(256), 1, 1, 48, 0, false},       // dense: every thread
      {256, dim3(64), 1, 160, 200, 0, false},      // dense, aggregated
      {512, dim3(128), .5, 1, 40, 1, false},       // early_exit: all leave
  };
  // --time-nff: only the timed shapes, without fire_and_forget, which the
  // build without DPAgg cannot run (clang's V1 launches into
  // cudaStreamFireAndForget fail) and after whose failures that build's
  // later launches fail too: its --time rows are not comparable (every
  // timed output wrong on the H100, 2026-11-27).
  bool NoFF = Argc > 1 && !strcmp(Argv[1], "--time-nff");
  for (int Round = 0; Round < 2 && !NoFF; ++Round)
    for (int K = Prologue; K <= FireAndForget; ++K)
      for (const Shape &S : Shapes)
        runOnce(T, Kernel(K), S);
  if (NoFF || (Argc > 1 && !strcmp(Argv[1], "--time"))) {
    // Children above the serial threshold: every build aggregates (or not)
    // every launch.
    const Shape Timed[] = {
        {512, dim3(256), 1, 160, 320, .25, false},     // every thread
        {4096, dim3(256), .125, 160, 320, .25, false}, // sparse
    };
    for (int K = Prologue; K <= (NoFF ? EarlyExit : FireAndForget); ++K)
      for (const Shape &S : Timed) {
        Run R(T, Kernel(K), S);
        timeRun(T, R, 7);
      }
  }
  return T.finish();
}
