// Red team of launch promotion P and PA (0a15f4a: the ended word, the exit
// count, the slabs of runtime/promote.cu, fire-and-forget first pools).
// A stress program that should pass everywhere; each mode attacks one
// sentence of PromoteLaunches.h, "Why PA is legal":
//  - "Freeing" and the slabs: 5 rounds of 4 streams x 32 host blocks (one
//    chain each), launched back to back without synchronizing, so more than the
//    64 slabs are taken at once and records and pools come from slabs and
//    from the heap in one run, and slabs are handed from one chain to
//    another while other chains still run;
//  - "The ended word": chain lengths drawn so that chains end at every
//    position of a pool (d = 0, 1, G-2, G-1, G, 2G-1 for G = 2, 7, 128 and
//    lengths 1, 2, 3 and random up to 300; one length per host grid);
//  - "Memory": each step's threads write their part of the step's values
//    and the block sum, __syncthreads, then the launcher (threadIdx.x == C,
//    not 0) launches the next step, which reads every part through the
//    premature child's acquire (the launcher's fence must carry the other
//    threads' writes: cumulativity);
//  - thread 0 returns early (before the link) in every step: K'''s thread 0
//    must still take the block's index and, in an aborted block, count it.
//  mode 0: the launcher is thread 37 of 64.
//  mode 1: the launcher is thread 40 and each device step is a block of 32
//    threads (no launcher thread: every chain ends at its second step, in
//    a pool, through thread 0's abort of slot 1 and the ended word).
//  mode 2: like mode 0, with a heap of 256 KiB (cudaLimitMallocHeapSize,
//    set before any kernel): past the 64 slabs the heap soon runs out, its
//    allocations fail and those links are launched as written.
//  mode 3: like mode 0, with a heap of 1 GiB, for .pa1m (pools of 1,000,000
//    blocks, 64 MB each from the heap: about 15 at once, the rest launched
//    as written; each chain ends within its first pool, and 999,700 or more
//    blocks of it leave through the ended word).
// Expected (not run here; no GPU): PASS everywhere (.base, .dpagg, .p, .pa,
// .pa2, .pa7, .pa1m). Exit 0 right, 1 wrong, 2 CUDA error. Argument: mode
// (0 to 3; each in its own process: modes 2 and 3 set the heap size).
//
// clang-format off
// VARIANT pa2: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=2
// VARIANT pa7: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=7
// VARIANT pa1m: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=1000000
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>
#include <utility>

constexpr int Chains = 32, Streams = 4, Rounds = 5, MaxSteps = 300;

// Chain blockIdx.x of the host's grid, of Len steps (one length per host
// grid: the link's condition must be computable at entry); each step
// writes 64 parts and a sum; BX: the device steps' block (64 or 32).
template <int C, int BX>
__global__ void step(int Len, const unsigned *In, unsigned *Parts,
                     unsigned *Sums, int I, unsigned Prev) {
  __shared__ unsigned S[64];
  size_t Chain = blockIdx.x; // 0 in device steps (pointers shifted)
  const unsigned *MyIn = In + Chain * MaxSteps;
  unsigned *MyParts = Parts + Chain * MaxSteps * 64;
  unsigned *MySums = Sums + Chain * MaxSteps;
  unsigned T = threadIdx.x;
  // The previous step's parts, written by all its threads before the link.
  unsigned Seen = Prev;
  if (I > 0)
    for (unsigned K = 0; K < 64; K += 9)
      Seen += MyParts[(size_t)(I - 1) * 64 + K];
  unsigned V = gputest::hash(Seen, MyIn[I], T);
  MyParts[(size_t)I * 64 + T] = V;
  S[T] = V;
  __syncthreads();
  if (T == 0)
    return; // thread 0 leaves before the link
  unsigned Sum = 0;
  for (unsigned K = 0; K < blockDim.x; ++K)
    Sum += S[K];
  if (T == blockDim.x - 1) // not a constant: no switch with the link's test
    MySums[I] = Sum;
  if (T == C && I + 1 < Len)
    step<C, BX><<<1, BX>>>(Len, MyIn, MyParts, MySums, I + 1, Sum);
}

// The reference: what step<C, BX> writes (BX threads after step 0).
static void reference(int Len, const unsigned *In, unsigned *Parts,
                      unsigned *Sums, int C, int BX) {
  unsigned Prev = 0;
  for (int I = 0; I < Len; ++I) {
    int Threads = I ? BX : 64;
    unsigned Seen = Prev;
    if (I > 0)
      for (unsigned K = 0; K < 64; K += 9)
        Seen += Parts[(size_t)(I - 1) * 64 + K];
    unsigned Sum = 0;
    for (int T = 0; T < Threads; ++T) {
      unsigned V = gputest::hash(Seen, In[I], (unsigned)T);
      Parts[(size_t)I * 64 + T] = V;
      Sum += V;
    }
    Sums[I] = Sum;
    Prev = Sum;
    if (C >= Threads) // no launcher thread in this step: the chain ends
      break;
  }
}

int main(int Argc, char **Argv) {
  gputest::Test T("pa_slab_churn");
  int Mode = Argc > 1 ? atoi(Argv[1]) : 0;
  if (Mode == 2 || Mode == 3)
    CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize,
                          Mode == 2 ? size_t(256) << 10 : size_t(1) << 30));
  // Without DPAgg each chain nests (a step stays pending until its child
  // ends): up to 4 x 32 chains of up to 300 steps at once.
  T.pendingLaunches(65536);
  int C = Mode == 1 ? 40 : 37, BX = Mode == 1 ? 32 : 64;
  static const int Ends[] = {1,  2,   3,   4,   7,   8,   9,   13,  14,
                             15, 127, 128, 129, 130, 255, 256, 257, 200};
  size_t Total = (size_t)Rounds * Streams * Chains;
  std::vector<int> Lens(Rounds * Streams);
  std::vector<unsigned> In(Total * MaxSteps);
  for (int K = 0; K < Rounds * Streams; ++K)
    Lens[K] = K < 18 ? Ends[K] : T.R.range(1, MaxSteps);
  for (int K = Rounds * Streams - 1; K > 0; --K)
    std::swap(Lens[K], Lens[T.R.range(0, K)]);
  for (unsigned &V : In)
    V = (unsigned)T.R.next();
  std::vector<unsigned> WantParts(Total * MaxSteps * 64, 0xFFFFFFFFu);
  std::vector<unsigned> WantSums(Total * MaxSteps, 0xFFFFFFFFu);
  for (size_t K = 0; K < Total; ++K)
    reference(Lens[K / Chains], &In[K * MaxSteps],
              &WantParts[K * MaxSteps * 64], &WantSums[K * MaxSteps], C, BX);
  unsigned *DIn = gputest::upload(In);
  unsigned *DParts = gputest::alloc<unsigned>(WantParts.size());
  unsigned *DSums = gputest::alloc<unsigned>(WantSums.size());
  gputest::poison(DParts, WantParts.size());
  gputest::poison(DSums, WantSums.size());
  cudaStream_t S[Streams];
  for (cudaStream_t &X : S)
    CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
  for (int R = 0; R < Rounds; ++R)
    for (int Q = 0; Q < Streams; ++Q) {
      size_t First = ((size_t)R * Streams + Q) * Chains;
      int L = Lens[R * Streams + Q];
      const unsigned *I = DIn + First * MaxSteps;
      unsigned *P = DParts + First * MaxSteps * 64;
      unsigned *Su = DSums + First * MaxSteps;
      if (Mode == 1)
        step<40, 32><<<Chains, 64, 0, S[Q]>>>(L, I, P, Su, 0, 0u);
      else
        step<37, 64><<<Chains, 64, 0, S[Q]>>>(L, I, P, Su, 0, 0u);
    }
  CK_SYNC();
  for (cudaStream_t X : S)
    CK(cudaStreamDestroy(X));
  std::string M = "mode " + std::to_string(Mode);
  T.compare((M + " sums").c_str(), gputest::download(DSums, WantSums.size()),
            WantSums);
  T.compare((M + " parts").c_str(), gputest::download(DParts, WantParts.size()),
            WantParts);
  return T.finish();
}
