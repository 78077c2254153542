// Red team of P's nesting (PromoteLaunches.h, "The nesting"), a probe of a
// behaviour this change brings to P: a chain that never stops linking
// (thread 0 launches the next step unconditionally, result unused: a P
// candidate, since the guard is threadIdx.x == 0 alone) ends, as written,
// where CUDA's pending-launch pool refuses its launch (about depth 2048;
// test/Probes/chain_tail_launch-results.md), and so did P before this
// change (its fallback link to K started a new nest that kept every
// ancestor pending: bench/results/2026-11-27-h100-p-nesting-experiment.md).
// Now the nest stops at max-nesting and the chain goes on as K.dpagg.tail
// until the process's tail budget is spent (2^24 links by default, about
// 200 s), then nests as written until the pool refuses. The program reads
// no error state, so rule (6) does not refuse it; it is tc_unbounded's
// class without the error state (TailChainPlan.cpp, "Termination": the
// budget is the answer there too).
// So that a run is short, every DPAgg build of this program has the tail
// budget 20,000 (DPAGG_FLAGS below). The program's own check is the
// program's expectation as written: the chain ends below depth 4096.
// Expected: .base PASS (depth ~2048); .p, .po, .p8, .po8 FAIL by design,
// depth ~ max-nesting + 20,000 + the rest of the pool (a terminating
// program runs ten times longer; with the default budget, minutes).
// Exit 0 right, 1 wrong, 2 CUDA error.
// DPAGG_FLAGS: -Xarch_device -mllvm=-dpagg-tail-chain-budget=20000
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Ring = 4096;

__global__ void forever(int *Depth, unsigned *Vals, int I, unsigned Prev) {
  unsigned V = gputest::hash(Prev, I);
  if (threadIdx.x != 0)
    return;
  *Depth = I; // each step after its parent's: the deepest is the last
  Vals[I % Ring] = V;
  forever<<<1, 32>>>(Depth, Vals, I + 1, V);
}

int main() {
  gputest::Test T("pn_unbounded");
  int *DDepth = gputest::alloc<int>(1);
  unsigned *DVals = gputest::alloc<unsigned>(Ring);
  CK(cudaMemset(DDepth, 0, sizeof(int)));
  gputest::poison(DVals, Ring);
  auto T0 = std::chrono::steady_clock::now();
  forever<<<1, 32>>>(DDepth, DVals, 0, 7u);
  CK_SYNC();
  double S = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                           T0)
                 .count();
  int Depth = gputest::download(DDepth, 1)[0];
  // The values up to the depth reached, as the chain computes them.
  std::vector<unsigned> Want(Ring, 0xFFFFFFFFu);
  unsigned Prev = 7u;
  for (int I = 0; I <= Depth; ++I)
    Want[I % Ring] = Prev = gputest::hash(Prev, I);
  printf("depth %d reached in %.3f s (as written: ~2048)\n", Depth, S);
  T.compare("values up to the depth reached",
            gputest::download(DVals, Ring), Want);
  T.compare("ended below depth 4096", std::vector<int>{Depth < 4096},
            std::vector<int>{1});
  return T.finish();
}
