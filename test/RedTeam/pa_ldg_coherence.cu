// Red team of launch promotion P and PA, "Memory" (PromoteLaunches.h): a
// probe of the non-coherent path. CUDA lets a kernel read through
// ld.global.nc (__ldg, clang 22: a load with !invariant.load) data that is
// read-only for the kernel's lifetime; a child grid sees what its parent
// wrote before launching it, so a chain step may __ldg what its ancestors
// wrote before their links. Promoted, a step is a block of a grid (P's
// premature child, PA's pool) that started before its ancestors wrote:
// the data changes during its grid's lifetime, and the clones keep
// !invariant.load (serialization drops it for this reason: SerialChild.h).
// Whether a stale line can be read depends on whether the acquire the block
// makes (ld.acquire.gpu, fence.acq_rel.gpu: CCTL.IVALL on sm_90?) also
// drops lines filled through the non-coherent path.
//
// Each chain's words W[0..Steps) share a few 32-byte sectors. Step I reads
// every earlier word through __ldg (filling its SM's L1 with the sectors,
// later words included, still poisoned), then writes W[I] (plain store)
// before its link. Later steps of the chain, often on the same SMs, read
// those sectors again through __ldg. 128 chains of 120 steps at once.
// Expected (not run here; no GPU): .base, .dpagg PASS; .pre.p, .pre.pa
// (the plugin of 0a15f4a: K.dpagg.pool has ld.global.nc) PASS if the
// acquire invalidates the non-coherent lines too, FAIL ("words: N wrong")
// if stale lines are read. Either way the clones broke the rule (the data
// is not read-only while their grid runs). Fixed (rule (6b)): K' and K''
// drop !invariant.load, as the serial copy does, and a K whose callees
// read through ldg/ldu is refused: .p, .pa PASS.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Steps = 120, Chains = 128, Rounds = 4;

__global__ void step(unsigned *Words, unsigned *Sums, int I, unsigned Prev) {
  size_t Chain = blockIdx.x;
  unsigned *W = Words + Chain * Steps;
  unsigned *MySums = Sums + Chain * Steps;
  unsigned T = threadIdx.x;
  __shared__ unsigned S[32];
  unsigned Acc = 0;
  for (int K = (int)T; K < I; K += 32)
    Acc += __ldg(W + K) * (unsigned)(K + 1);
  S[T] = Acc;
  __syncthreads();
  if (T == 0) {
    unsigned Sum = Prev;
    for (int K = 0; K < 32; ++K)
      Sum += S[K];
    MySums[I] = Sum;
    W[I] = gputest::hash(Sum, I);
    if (I + 1 < Steps)
      step<<<1, 32>>>(W, MySums, I + 1, Sum);
  }
}

int main() {
  gputest::Test T("pa_ldg_coherence");
  T.pendingLaunches(32768);
  size_t N = (size_t)Chains * Steps;
  std::vector<unsigned> WantW(N), WantSums(N);
  for (int C = 0; C < Chains; ++C) {
    unsigned Prev = 0;
    for (int I = 0; I < Steps; ++I) {
      unsigned Sum = Prev;
      for (int K = 0; K < I; ++K)
        Sum += WantW[(size_t)C * Steps + K] * (unsigned)(K + 1);
      WantSums[(size_t)C * Steps + I] = Sum;
      WantW[(size_t)C * Steps + I] = gputest::hash(Sum, I);
      Prev = Sum;
    }
  }
  unsigned *DW = gputest::alloc<unsigned>(N);
  unsigned *DSums = gputest::alloc<unsigned>(N);
  for (int R = 0; R < Rounds; ++R) {
    gputest::poison(DW, N);
    gputest::poison(DSums, N);
    step<<<Chains, 32>>>(DW, DSums, 0, 0u);
    CK_SYNC();
    T.compare("words", gputest::download(DW, N), WantW);
    T.compare("sums", gputest::download(DSums, N), WantSums);
  }
  return T.finish();
}
