// Red team of in-place tail chains (-dpagg-tail-in-place; TailChainPlan.cpp
// rule (9), InPlace.cpp): the non-coherent loads. CUDA lets a kernel read
// through __ldg (clang 22: a load with !invariant.load, then ld.global.nc)
// data that is read-only for the kernel's lifetime; LLVM's !invariant.load
// says the location holds one value wherever the function reads it. In a
// chain, a step may __ldg what an earlier step wrote before its link (each
// step is a grid of its own). In place, K's body is a loop inside ONE grid:
// the location changes between iterations, and the optimizer that runs
// after dpagg-aggregate (LICM in the module optimization pipeline) may
// hoist an invariant load of a loop-invariant address out of the loop, so
// every step reads step 0's value; the nc cache may also keep a line the
// same SM filled at an earlier step. Launch promotion refuses exactly this
// (rule (6b), NonCoherentRead; red team pa_ldg_coherence); rule (9) of the
// in-place rules does not look at ldg/ldu.
//   glob   a __device__ word G: even steps read it through __ldg (and never
//          write it), odd steps write it (and never read it), after a
//          barrier that follows every read of the step; an address that
//          does not change between steps, so hoistable
//   arr    per-step words W[I] in one 128-byte line: step I reads W[0..I)
//          through __ldg and writes W[I] (the nc line, filled at step I-1,
//          holds W[I] poisoned)
// Expected on the GPU: .base PASS, .noip PASS; .dflt FAIL in glob if the
// load was hoisted (static check: in the .dflt PTX of `glob` the
// ld.global.nc precedes the loop), and in arr if the nc line is stale (a
// probe).
// Found by reading, with the plugin of 2026-11-28 08:48: in the .dflt
// device IR of `glob`, `%7 = load i32, ptr addrspace(1) @G` sat in the
// entry block, before the loop header (preds: the entry and
// dpagg.inplace.next), the store to G inside the loop. The plugin of 08:53
// adds rule (11) (K's own !invariant.load loads become plain loads; callees
// that read through ldg/ldu are refused): the load stays in the loop, and
// on the H200 every build PASSes. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 64, Steps = 64;

__device__ uint32_t G;

__global__ void glob(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  uint32_t V = 0;
  if ((I & 1) == 0)
    for (int K = 0; K <= T % 3; ++K) // (keeps the load a branch's, not a select's)
      V = gputest::mix(V, __ldg(&G));
  Out[I * W + T] = gputest::mix(V, T);
  __syncthreads();
  if (T == 0) {
    if (I & 1)
      G = gputest::hash(I, Salt);
    if (I + 1 < Steps)
      glob<<<1, W>>>(Out, I + 1, Salt);
  }
}

__global__ void arr(uint32_t *Out, uint32_t *Words, int I, uint32_t Salt) {
  int T = threadIdx.x;
  uint32_t Acc = 0;
  for (int K = 0; K < I; ++K)
    Acc = gputest::mix(Acc, __ldg(Words + K));
  Out[I * W + T] = Acc ^ (uint32_t)T;
  __syncthreads();
  if (T == 0) {
    Words[I] = gputest::hash(7, I, Salt);
    if (I + 1 < 32)
      arr<<<1, W>>>(Out, Words, I + 1, Salt);
  }
}

int main() {
  gputest::Test T("ip_ldg");
  T.pendingLaunches(4096);
  uint32_t Salt = (uint32_t)T.R.next();
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t G0 = gputest::hash(Round, Salt, 99);
    CK(cudaMemcpyToSymbol(G, &G0, sizeof G0));
    std::vector<uint32_t> Ref(Steps * W);
    uint32_t Gv = G0;
    for (int I = 0; I < Steps; ++I) {
      for (int X = 0; X < W; ++X) {
        uint32_t V = 0;
        if ((I & 1) == 0)
          for (int K = 0; K <= X % 3; ++K)
            V = gputest::mix(V, Gv);
        Ref[I * W + X] = gputest::mix(V, X);
      }
      if (I & 1)
        Gv = gputest::hash(I, Salt);
    }
    uint32_t *Out = gputest::alloc<uint32_t>(Steps * W);
    gputest::poison(Out, Steps * W);
    glob<<<1, W>>>(Out, 0, Salt);
    CK_SYNC();
    T.compare("glob", gputest::download(Out, Steps * W), Ref);
    CK(cudaFree(Out));
  }
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t *Words = gputest::alloc<uint32_t>(32);
    gputest::poison(Words, 32);
    std::vector<uint32_t> Ref(32 * W);
    for (int I = 0; I < 32; ++I) {
      uint32_t Acc = 0;
      for (int K = 0; K < I; ++K)
        Acc = gputest::mix(Acc, gputest::hash(7, K, Salt));
      for (int X = 0; X < W; ++X)
        Ref[I * W + X] = Acc ^ (uint32_t)X;
    }
    uint32_t *Out = gputest::alloc<uint32_t>(32 * W);
    gputest::poison(Out, 32 * W);
    arr<<<1, W>>>(Out, Words, 0, Salt);
    CK_SYNC();
    T.compare("arr", gputest::download(Out, 32 * W), Ref);
    CK(cudaFree(Out));
    CK(cudaFree(Words));
  }
  return T.finish();
}
