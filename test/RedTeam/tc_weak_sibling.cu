// Red team (found while attacking tail-chained links, 55d7716; NOT a tail
// chain): the same root cause as tc_weak_hook.cu in aggregation's own
// rules. Planner::onceAndOnlyLaunch asks FunctionSummaries::launchFree,
// which reads this unit's body of a weak callee; with -fgpu-rdc nvlink keeps
// another unit's strong definition. Here every thread of `parent` (with
// __launch_bounds__, so calls-compiled-apart is not asked) launches `child`
// into the NULL stream and then calls hook(), empty and weak here; the strong
// hook() of tc/weak_sibling_strong.cu launches `snapshot` of that thread's
// child's output into the NULL stream. CUDA runs one thread's NULL-stream
// launches in order, so without DPAgg each snapshot runs after its child
// (which first spins about 1 ms on clock64). DPAgg sees the site as its
// thread's only launch and sends the aggregate to cudaStreamFireAndForget
// (remark "the aggregate goes to cudaStreamFireAndForget"), which orders
// nothing: the snapshots may run first and read poison.
//
// Expected: .base PASS; .dpagg and .warp FAIL (snapshot words poisoned) if
// the fire-and-forget aggregate is not ordered before the snapshots (likely:
// the children spin 1 ms). Not fixed in this branch (it is aggregation's
// rule, shared by every site; the fix would be for launchFree/launchFreeCall
// and InterThreadWaits to treat an interposable callee as unknown).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// FLAGS: test/RedTeam/tc/weak_sibling_strong.cu
#include "../GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Blocks = 4, Threads = 64;

__device__ __attribute__((weak)) void hook(const uint32_t *Out, uint32_t *Snap,
                                           int Id) {}

__global__ void child(uint32_t *Out, int Id, uint32_t Salt, long long Delay) {
  long long T0 = clock64();
  while (clock64() - T0 < Delay) {
  }
  Out[Id * W + threadIdx.x] = gputest::hash(Id, threadIdx.x, Salt);
}

__global__ void __launch_bounds__(Threads)
    parent(uint32_t *Out, uint32_t *Snap, uint32_t Salt, long long Delay) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, W>>>(Out, Id, Salt, Delay);
  hook(Out, Snap, Id);
}

int main() {
  gputest::Test T("tc_weak_sibling");
  const int N = Blocks * Threads * W;
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref(N);
  for (int Id = 0; Id < Blocks * Threads; ++Id)
    for (int X = 0; X < W; ++X)
      Ref[Id * W + X] = gputest::hash(Id, X, Salt);
  uint32_t *Out = gputest::alloc<uint32_t>(N),
           *Snap = gputest::alloc<uint32_t>(N);
  gputest::poison(Out, N);
  gputest::poison(Snap, N);
  parent<<<Blocks, Threads>>>(Out, Snap, Salt, 2000000); // ~1 ms at 1.98 GHz
  CK_SYNC();
  T.compare("children", gputest::download(Out, N), Ref);
  T.compare("snapshots", gputest::download(Snap, N), Ref);
  return T.finish();
}
