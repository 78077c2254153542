// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// a chain kernel that is also launched from an AGGREGATED site. Every
// thread of a parent grid starts a chain of `link` into the NULL stream;
// DPAgg aggregates those launches (per block or warp), so the first links
// run in link's aggregated clone, whose physical grid holds many logical
// one-block grids: there the link must not be tail-launched (rule 5: the
// clone's sites are planned apart and aggregated) while the later links,
// launched by the clone's aggregates as link's own code or clone, may be.
// After a barrier thread 0 launches `snapshot` into the block's NULL stream,
// which CUDA orders after every earlier launch of the block and their
// nested children: it must see every chain of its block complete.
// A second round starts chains from a host grid of many one-warp blocks and
// from a host grid of one block (so `link`'s own code runs with nctaid 1
// and with more).
// Expected: PASS in every build (.base, .dpagg, .warp, .notail).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 20, Blocks = 4, Threads = 128;
constexpr size_t PerChain = (size_t)Steps * W;
constexpr size_t PerBlock = Threads * PerChain;

__global__ void link(uint32_t *Out, int I, int Chain, uint32_t Salt) {
  int C = Chain + (int)blockIdx.x; // a host grid of several blocks
  Out[(size_t)C * PerChain + (size_t)I * W + threadIdx.x] =
      gputest::hash(C, I, threadIdx.x, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    link<<<1, W>>>(Out, I + 1, C, Salt);
}

__global__ void snapshot(const uint32_t *Out, uint32_t *Snap, size_t N) {
  for (size_t I = threadIdx.x; I < N; I += blockDim.x)
    Snap[I] = ((const volatile uint32_t *)Out)[I];
}

__global__ void parent(uint32_t *Out, uint32_t *Snap, uint32_t Salt) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  link<<<1, W>>>(Out, 0, Id, Salt);
  __syncthreads();
  if (threadIdx.x == 0)
    snapshot<<<1, 256>>>(Out + blockIdx.x * PerBlock,
                         Snap + blockIdx.x * PerBlock, PerBlock);
}

int main() {
  gputest::Test T("tc_clone");
  T.pendingLaunches(Blocks * Threads * (Steps + 2) + 1024);
  const size_t N = Blocks * PerBlock;
  uint32_t *Out = gputest::alloc<uint32_t>(N),
           *Snap = gputest::alloc<uint32_t>(N);
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref(N);
  for (int C = 0; C < Blocks * Threads; ++C)
    for (int I = 0; I < Steps; ++I)
      for (int X = 0; X < W; ++X)
        Ref[C * PerChain + (size_t)I * W + X] = gputest::hash(C, I, X, Salt);
  gputest::poison(Out, N);
  gputest::poison(Snap, N);
  parent<<<Blocks, Threads>>>(Out, Snap, Salt);
  CK_SYNC();
  T.compare("device-started chains: snapshot", gputest::download(Snap, N), Ref);
  T.compare("device-started chains: output", gputest::download(Out, N), Ref);

  // From the host: Blocks * Threads / W chains from one grid of that many
  // one-warp blocks (nctaid > 1), then one chain from a one-block grid.
  const int HostChains = Blocks * Threads / W;
  const size_t N2 = (HostChains + 1) * PerChain;
  std::vector<uint32_t> Ref2(N2);
  for (int C = 0; C <= HostChains; ++C)
    for (int I = 0; I < Steps; ++I)
      for (int X = 0; X < W; ++X)
        Ref2[C * PerChain + (size_t)I * W + X] = gputest::hash(C, I, X, Salt);
  gputest::poison(Out, N2);
  link<<<HostChains, W>>>(Out, 0, 0, Salt);
  link<<<1, W>>>(Out, 0, HostChains, Salt);
  CK_SYNC();
  T.compare("host-started chains", gputest::download(Out, N2), Ref2);
  return T.finish();
}
