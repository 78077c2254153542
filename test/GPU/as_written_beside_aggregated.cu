// A launch left as written beside an aggregated one in the same loop
// (session 9; red team s9-redgate's gate_mix). The loop is
// null_stream_pool_full's twoSites, with stepB's kernel marked
// DPAGG_NO_AGGREGATE: aggregation leaves its NULL-stream <<<>>> alone while
// stepA's launches go through DPAgg's runtime. CUDA's device runtime does
// not come back when diverged lanes of a warp are inside a launch call at
// once (test/Probes/null_stream_hang); the runtime's warp gate keeps its own
// launches apart, and since 95d8f4a the passes lower the launches left as
// written in a function with a runtime-launched site to V2, so they take
// the gate too (AggregationPlan::GateKernels). Before that, the tiny-pool
// builds of ptds_loop_order and private_streams, which have the same shape,
// timed out on the H200. Each child reads and writes its thread's slot
// (order checked); children have a barrier so none is serialized into its
// parent. CPU reference, random inputs, poisoned outputs, every CUDA return
// code checked. Exit 0 right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/as_written_beside_aggregated.base
// RUN: %gpubin/as_written_beside_aggregated.dpagg
// RUN: %gpubin/as_written_beside_aggregated.warp
// RUN: %gpubin/as_written_beside_aggregated.tinypool
// RUN: %gpubin/as_written_beside_aggregated.warp_tinypool
#include "GPUTest.cuh"

#include <string>
#if __has_include(<dpagg/dpagg.h>)
#include <dpagg/dpagg.h>
#endif
#ifndef DPAGG_NO_AGGREGATE
#define DPAGG_NO_AGGREGATE
#endif
#define STEPB_MARK DPAGG_NO_AGGREGATE

using gputest::hash;

__global__ void stepA(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  __shared__ uint32_t X;
  if (threadIdx.x == 0)
    X = *Slot;
  __syncthreads();
  if (threadIdx.x == 0)
    *Out = *Slot = hash(X, V, 0xAu);
}
STEPB_MARK __global__ void stepB(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  __shared__ uint32_t X;
  if (threadIdx.x == 0)
    X = *Slot;
  __syncthreads();
  if (threadIdx.x == 0)
    *Out = *Slot = hash(X, V, 0xBu);
}

__host__ __device__ inline uint32_t childThreads(uint32_t V) {
  return 1u + V % 32u;
}

constexpr int MaxL = 12;

// Trips 0..5 per thread; stepB under a data-dependent condition, so the
// lanes of a warp split between the sites from trip to trip.
__global__ void mixed(uint32_t *Slot, uint32_t *Out, const uint32_t *In) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = In[T];
  Slot[T] = hash((uint32_t)T, 0x3u);
  uint32_t *O = Out + (size_t)T * MaxL;
  int K = 0;
  for (uint32_t J = 0; J < S % 6u; ++J) {
    uint32_t V = hash(S, J);
    if (V & 2u) {
      stepA<<<1, childThreads(V), 0, 0>>>(Slot + T, O + K, V);
      ++K;
    }
    if (V & 1u) {
      stepB<<<1, childThreads(V >> 5), 0, 0>>>(Slot + T, O + K, V ^ 7u);
      ++K;
    }
  }
}

namespace {
constexpr uint32_t Poison = 0xffffffffu;

void reference(const std::vector<uint32_t> &In, int NP,
               std::vector<uint32_t> &Slot, std::vector<uint32_t> &Out) {
  Slot.assign(NP, 0);
  Out.assign((size_t)NP * MaxL, Poison);
  for (int T = 0; T < NP; ++T) {
    uint32_t S = In[T], X = hash((uint32_t)T, 0x3u);
    uint32_t *O = Out.data() + (size_t)T * MaxL;
    int K = 0;
    for (uint32_t J = 0; J < S % 6u; ++J) {
      uint32_t V = hash(S, J);
      if (V & 2u)
        O[K++] = X = hash(X, V, 0xAu);
      if (V & 1u)
        O[K++] = X = hash(X, V ^ 7u, 0xBu);
    }
    Slot[T] = X;
  }
}
} // namespace

int main() {
  gputest::Test T("as_written_beside_aggregated");
  const int NP = 128 * 128;
  T.pendingLaunches(MaxL * (size_t)NP + 2048);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    uint32_t *DIn = gputest::upload(In);
    uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
    uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
    gputest::poison(DSlot, NP);
    gputest::poison(DOut, (size_t)NP * MaxL);
    mixed<<<NP / 128, 128>>>(DSlot, DOut, DIn);
    CK_SYNC();
    std::vector<uint32_t> RSlot, ROut;
    reference(In, NP, RSlot, ROut);
    std::string W = "round " + std::to_string(Round);
    T.compare((W + ": each thread's last slot value").c_str(),
              gputest::download(DSlot, NP), RSlot);
    T.compare((W + ": every child's value, in launch order").c_str(),
              gputest::download(DOut, (size_t)NP * MaxL), ROut);
    CK(cudaFree(DIn));
    CK(cudaFree(DSlot));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
