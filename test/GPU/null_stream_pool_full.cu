// Session 8 (s8-hang): launches into the block's NULL stream, several per
// thread, at per-warp sites in loops, with a record pool small enough to
// fill. Built from s8-ptdsnull's ptds_loop_order (-DPTDS_IMPLICIT), main's
// plugin hung on the H100 (GPU busy, killed after 25 s) with a 1 MiB pool
// (in the grid-stride kernel), 64 KiB (two sites in a loop) and 4 KiB (3
// runs in 4), at block and warp scope, and passed with the default 32 MiB
// pool and without DPAgg (test/Probes/null_stream_hang). Each child reads
// and writes its thread's slot, so each thread's children must also run in
// the order it made them. Three rounds per kernel per process: the hang
// was not in every run.
//
// The cause (session 9, test/Probes/null_stream_hang, README): not the
// pool. CUDA's device runtime never returns when lanes of one warp that are
// not converged are inside a launch call at the same time; a lane that
// reaches a site alone launches at once (the group of one), so in these
// loops two diverged lanes of a warp often did. The runtime's warp gate
// (runtime/DPAggRuntime.cuh) lets one lane of a warp in at a time: 18 of 18
// runs of these builds passed on the H200, against 6 of 6 hangs before.
//
// The kernels:
//  - gridStride: one site in a grid-stride loop, under a condition on the
//    input (so a warp's groups differ from trip to trip);
//  - twoSites: stepA and, under a condition, stepB in a loop of 0 to 3 trips.
//
// CPU reference, random inputs, outputs poisoned, every CUDA return code
// checked. Exit 0 right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/null_stream_pool_full.base
// RUN: %gpubin/null_stream_pool_full.dpagg
// RUN: %gpubin/null_stream_pool_full.warp
// RUN: %gpubin/null_stream_pool_full.pool1m
// RUN: %gpubin/null_stream_pool_full.pool64k
// RUN: %gpubin/null_stream_pool_full.tinypool
// RUN: %gpubin/null_stream_pool_full.warp_tinypool
#include "GPUTest.cuh"

#include <string>

using gputest::hash;

__global__ void stepA(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0)
    *Out = *Slot = hash(*Slot, V, 0xAu);
}
__global__ void stepB(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0)
    *Out = *Slot = hash(*Slot, V, 0xBu);
}

__host__ __device__ inline bool takes(uint32_t In) { return In % 5u < 3u; }
__host__ __device__ inline uint32_t childThreads(uint32_t V) {
  return 1u + V % 32u;
}

// Out: MaxL words per thread, one per launch, in launch order.
__global__ void gridStride(uint32_t *Slot, uint32_t *Out, const uint32_t *In,
                           int N, int MaxL) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  int Stride = gridDim.x * blockDim.x;
  Slot[T] = hash((uint32_t)T, 0x51u);
  uint32_t *O = Out + (size_t)T * MaxL;
  int K = 0;
  for (int I = T; I < N; I += Stride)
    if (takes(In[I])) {
      stepA<<<1, childThreads(In[I]), 0, 0>>>(Slot + T, O + K, In[I]);
      ++K;
    }
}

constexpr int TwoSitesMaxL = 6;

__global__ void twoSites(uint32_t *Slot, uint32_t *Out, const uint32_t *In) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = In[T];
  Slot[T] = hash((uint32_t)T, 0x2u);
  uint32_t *O = Out + (size_t)T * TwoSitesMaxL;
  int K = 0;
  for (uint32_t J = 0; J < S % 4u; ++J) {
    uint32_t V = hash(S, J);
    stepA<<<1, childThreads(V), 0, 0>>>(Slot + T, O + K, V);
    ++K;
    if (V & 1u) {
      stepB<<<1, childThreads(V >> 5), 0, 0>>>(Slot + T, O + K, V ^ 7u);
      ++K;
    }
  }
}

namespace {
constexpr uint32_t Poison = 0xffffffffu;

struct Outputs {
  std::vector<uint32_t> Slot, Out;
};

Outputs refGridStride(const std::vector<uint32_t> &In, int NP, int N,
                      int MaxL) {
  Outputs R{std::vector<uint32_t>(NP),
            std::vector<uint32_t>((size_t)NP * MaxL, Poison)};
  for (int T = 0; T < NP; ++T) {
    uint32_t X = hash((uint32_t)T, 0x51u);
    int K = 0;
    for (int I = T; I < N; I += NP)
      if (takes(In[I]))
        R.Out[(size_t)T * MaxL + K++] = X = hash(X, In[I], 0xAu);
    R.Slot[T] = X;
  }
  return R;
}

Outputs refTwoSites(const std::vector<uint32_t> &In, int NP) {
  Outputs R{std::vector<uint32_t>(NP),
            std::vector<uint32_t>((size_t)NP * TwoSitesMaxL, Poison)};
  for (int T = 0; T < NP; ++T) {
    uint32_t S = In[T], X = hash((uint32_t)T, 0x2u);
    uint32_t *O = R.Out.data() + (size_t)T * TwoSitesMaxL;
    int K = 0;
    for (uint32_t J = 0; J < S % 4u; ++J) {
      uint32_t V = hash(S, J);
      O[K++] = X = hash(X, V, 0xAu);
      if (V & 1u)
        O[K++] = X = hash(X, V ^ 7u, 0xBu);
    }
    R.Slot[T] = X;
  }
  return R;
}

std::vector<uint32_t> randomInput(gputest::Test &T, size_t N) {
  std::vector<uint32_t> In(N);
  for (auto &V : In)
    V = (uint32_t)T.R.next();
  return In;
}

void compare(gputest::Test &T, const std::string &W, uint32_t *DSlot,
             uint32_t *DOut, const Outputs &Ref) {
  T.compare((W + ": each thread's last slot value").c_str(),
            gputest::download(DSlot, Ref.Slot.size()), Ref.Slot);
  T.compare((W + ": every child's value, in launch order").c_str(),
            gputest::download(DOut, Ref.Out.size()), Ref.Out);
}

void runGridStride(gputest::Test &T, int NP, int N, int Round) {
  int MaxL = (N + NP - 1) / NP;
  std::vector<uint32_t> In = randomInput(T, N);
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
  gputest::poison(DSlot, NP);
  gputest::poison(DOut, (size_t)NP * MaxL);
  gridStride<<<NP / 256, 256>>>(DSlot, DOut, DIn, N, MaxL);
  CK_SYNC();
  compare(T, "grid-stride loop, round " + std::to_string(Round), DSlot, DOut,
          refGridStride(In, NP, N, MaxL));
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
}

void runTwoSites(gputest::Test &T, int NP, int Round) {
  std::vector<uint32_t> In = randomInput(T, NP);
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * TwoSitesMaxL);
  gputest::poison(DSlot, NP);
  gputest::poison(DOut, (size_t)NP * TwoSitesMaxL);
  twoSites<<<NP / 128, 128>>>(DSlot, DOut, DIn);
  CK_SYNC();
  compare(T, "two sites in a loop, round " + std::to_string(Round), DSlot,
          DOut, refTwoSites(In, NP));
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
}
} // namespace

int main() {
  gputest::Test T("null_stream_pool_full");
  const int NP = 128 * 128;
  T.pendingLaunches(6 * (size_t)NP + 2048);
  for (int Round = 0; Round < 3; ++Round) {
    runGridStride(T, NP, 3 * NP + T.R.range(1, NP - 1), Round);
    runTwoSites(T, NP, Round);
  }
  return T.finish();
}
