// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp),
// rule (3) "nothing K runs launches anything else": FunctionSummaries judges
// a call by this unit's body of the callee, but a weak (interposable)
// definition is not the code that runs when another unit defines it
// strongly (-fgpu-rdc: nvlink keeps the strong one; sr_weak_child.cu relies
// on the same). `link` (with __launch_bounds__, so the calls-compiled-apart
// rule, which does look at interposable callees, is not asked) launches the
// next step and then calls hook(), empty and weak here; the strong hook() of
// tc/weak_hook_strong.cu launches, at step 0, `snapshot` into the block's
// NULL stream. CUDA runs a block's NULL-stream launches in order: without
// DPAgg the snapshot runs after step 1's grid and all its descendants, so
// it sees the whole chain. Tail-chained, step 1 waits for step 0's grid
// and all its non-tail work, the snapshot included: the snapshot runs
// first and sees only step 0.
//
// Expected: .base PASS, .notail PASS; at 55d7716 .dpagg and .warp FAIL
// ("snapshot: 6368 of 6400 wrong": steps 1..199 still poisoned). After the
// fix (rule 3 refuses a kernel that reaches an interposable definition):
// PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// FLAGS: test/RedTeam/tc/weak_hook_strong.cu
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
#include "../GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 200;

__device__ __attribute__((weak)) void hook(const uint32_t *Out, uint32_t *Snap,
                                           int I) {}

__global__ void __launch_bounds__(W)
    link(uint32_t *Out, uint32_t *Snap, int I, uint32_t Salt) {
  Out[I * W + threadIdx.x] = gputest::hash(I, threadIdx.x, Salt);
  if (threadIdx.x == 0) {
    if (I + 1 < Steps)
      link<<<1, W>>>(Out, Snap, I + 1, Salt);
    hook(Out, Snap, I);
  }
}

int main() {
  gputest::Test T("tc_weak_hook");
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref(Steps * W);
  for (int I = 0; I < Steps; ++I)
    for (int X = 0; X < W; ++X)
      Ref[I * W + X] = gputest::hash(I, X, Salt);
  uint32_t *Out = gputest::alloc<uint32_t>(Steps * W);
  uint32_t *Snap = gputest::alloc<uint32_t>(Steps * W);
  gputest::poison(Out, Steps * W);
  gputest::poison(Snap, Steps * W);
  link<<<1, W>>>(Out, Snap, 0, Salt);
  CK_SYNC();
  T.compare("chain", gputest::download(Out, Steps * W), Ref);
  T.compare("snapshot", gputest::download(Snap, Steps * W), Ref);
  return T.finish();
}
