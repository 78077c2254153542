// Issue 23 item 3: launches into the per-thread default stream that are not
// their thread's only launch: in a grid-stride loop (survey propagation's
// pattern: `for (i = tid; i < n; i += stride) if (c(i)) child<<<>>>(i)`)
// and at two sites in a loop. DPAgg moves every such launch of the kernel
// to the block's NULL stream and aggregates it there
// (passes/Transforms/Aggregation/BlockStreamPlan.cpp); each thread's
// launches must still run in the order it made them. Here they cannot run
// in any other order and give the right result: every child reads the
// thread's slot, which the thread's previous child wrote, and writes a hash
// of it back (and into its own output word), so child k of thread t sees
// child k-1's value only if it runs after it.
//
// The kernels:
//  - gridStride: one site in a grid-stride loop, under a condition on the
//    input (trip counts and launch counts differ per thread);
//  - twoSites<0>: two sites in a loop of 0 to 3 trips, the second under a
//    condition;
//  - twoSites<1>: the second site's child is DPAGG_NO_AGGREGATE, so that
//    launch is made as written, in the block's NULL stream too;
//  - twoSites<2>: three sites without a loop, the middle one under a
//    condition (block scope for the others).
// Launches go to cudaStreamPerThread as written (.base, .dpagg, .warp,
// .tinypool), or to the NULL stream with -DPTDS_IMPLICIT: under
// -fgpu-default-stream=per-thread that is the per-thread stream (.ptds,
// .warp_ptds, .grid_ptds, .tinypool_ptds, .base_ptds), without it the
// block's NULL stream (.nullstream, .base_nullstream: for comparing times).
// The tinypool builds force a 4 KiB record pool: launches fall back and
// refused aggregates are replayed, into the same stream.
//
// `time [THREADS]` (not run by lit) times gridStride at THREADS parent
// threads (default 65536, blocks of 256, about one launch per thread): the
// median and fastest of 5 runs, after one warm-up, checked against the
// reference. Compare .base_ptds with .ptds (and .base_nullstream with
// .nullstream: the default-stream build).
//
// CPU reference, random inputs, outputs poisoned, every CUDA return code
// checked. Exit 0 right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/ptds_loop_order.base
// RUN: %gpubin/ptds_loop_order.dpagg
// RUN: %gpubin/ptds_loop_order.warp
// RUN: %gpubin/ptds_loop_order.tinypool
// RUN: %gpubin/ptds_loop_order.base_ptds
// RUN: %gpubin/ptds_loop_order.ptds
// RUN: %gpubin/ptds_loop_order.warp_ptds
// RUN: %gpubin/ptds_loop_order.grid_ptds
// RUN: %gpubin/ptds_loop_order.tinypool_ptds
// RUN: %gpubin/ptds_loop_order.base_nullstream
// RUN: %gpubin/ptds_loop_order.nullstream
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

#include <algorithm>
#include <cstring>
#include <string>

using gputest::hash;

#ifdef PTDS_IMPLICIT
#define STREAM 0
#else
#define STREAM cudaStreamPerThread
#endif

// One step of a thread's chain: the slot's next value, from the value the
// thread's previous child left there.
__host__ __device__ inline uint32_t stepValue(uint32_t Old, uint32_t V,
                                              uint32_t Kind) {
  return hash(Old, V, Kind);
}

__global__ void stepA(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0) {
    uint32_t X = stepValue(*Slot, V, 0xAu);
    *Slot = X;
    *Out = X;
  }
}
__global__ void stepB(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0) {
    uint32_t X = stepValue(*Slot, V, 0xBu);
    *Slot = X;
    *Out = X;
  }
}
DPAGG_NO_AGGREGATE __global__ void stepKept(uint32_t *Slot, uint32_t *Out,
                                            uint32_t V) {
  if (threadIdx.x == 0) {
    uint32_t X = stepValue(*Slot, V, 0xCu);
    *Slot = X;
    *Out = X;
  }
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
      // K counted apart: an argument's side effect would happen only where
      // the parameter buffer is not null (clang's <<<>>>), which leaves the
      // launch unanalyzable.
      stepA<<<1, childThreads(In[I]), 0, STREAM>>>(Slot + T, O + K, In[I]);
      ++K;
    }
}

constexpr int TwoSitesMaxL = 6;

// Kind 0: a loop of 0 to 3 trips, stepA and, under a condition, stepB;
// kind 1: the same with stepKept; kind 2: no loop, stepA, stepB under a
// condition, stepA again (the stepA sites are reached by every thread:
// block scope; the stepB site per warp).
template <int Kind>
__global__ void twoSites(uint32_t *Slot, uint32_t *Out, const uint32_t *In) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = In[T];
  Slot[T] = hash((uint32_t)T, 0x2u);
  uint32_t *O = Out + (size_t)T * TwoSitesMaxL;
  if (Kind == 2) {
    stepA<<<1, childThreads(S), 0, STREAM>>>(Slot + T, O, S);
    if (S & 1u)
      stepB<<<1, childThreads(S >> 5), 0, STREAM>>>(Slot + T, O + 1, S ^ 7u);
    stepA<<<1, childThreads(S >> 10), 0, STREAM>>>(Slot + T, O + 2, S ^ 9u);
    return;
  }
  int K = 0;
  for (uint32_t J = 0; J < S % 4u; ++J) {
    uint32_t V = hash(S, J);
    stepA<<<1, childThreads(V), 0, STREAM>>>(Slot + T, O + K, V);
    ++K;
    if (V & 1u) {
      if (Kind == 1)
        stepKept<<<1, childThreads(V >> 5), 0, STREAM>>>(Slot + T, O + K,
                                                         V ^ 7u);
      else
        stepB<<<1, childThreads(V >> 5), 0, STREAM>>>(Slot + T, O + K, V ^ 7u);
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
        R.Out[(size_t)T * MaxL + K++] = X = stepValue(X, In[I], 0xAu);
    R.Slot[T] = X;
  }
  return R;
}

Outputs refTwoSites(const std::vector<uint32_t> &In, int NP, int Kind) {
  Outputs R{std::vector<uint32_t>(NP),
            std::vector<uint32_t>((size_t)NP * TwoSitesMaxL, Poison)};
  for (int T = 0; T < NP; ++T) {
    uint32_t S = In[T], X = hash((uint32_t)T, 0x2u);
    uint32_t *O = R.Out.data() + (size_t)T * TwoSitesMaxL;
    if (Kind == 2) {
      O[0] = X = stepValue(X, S, 0xAu);
      if (S & 1u)
        O[1] = X = stepValue(X, S ^ 7u, 0xBu);
      O[2] = X = stepValue(X, S ^ 9u, 0xAu);
      R.Slot[T] = X;
      continue;
    }
    int K = 0;
    for (uint32_t J = 0; J < S % 4u; ++J) {
      uint32_t V = hash(S, J);
      O[K++] = X = stepValue(X, V, 0xAu);
      if (V & 1u)
        O[K++] = X = stepValue(X, V ^ 7u, Kind == 1 ? 0xCu : 0xBu);
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

void compare(gputest::Test &T, const char *What, uint32_t *DSlot,
             uint32_t *DOut, const Outputs &Ref) {
  std::string W = What;
  T.compare((W + ": each thread's last slot value").c_str(),
            gputest::download(DSlot, Ref.Slot.size()), Ref.Slot);
  T.compare((W + ": every child's value, in launch order").c_str(),
            gputest::download(DOut, Ref.Out.size()), Ref.Out);
}

/// The grid-stride kernel over NP parent threads (blocks of 256) and N
/// items; with Runs > 0, timed Runs times after a warm-up.
void runGridStride(gputest::Test &T, int NP, int N, int Runs) {
  int MaxL = (N + NP - 1) / NP;
  std::vector<uint32_t> In = randomInput(T, N);
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
  auto Run = [&] {
    gputest::poison(DSlot, NP);
    gputest::poison(DOut, (size_t)NP * MaxL);
    gridStride<<<NP / 256, 256>>>(DSlot, DOut, DIn, N, MaxL);
  };
  if (Runs > 0) {
    cudaEvent_t Start, Stop;
    CK(cudaEventCreate(&Start));
    CK(cudaEventCreate(&Stop));
    Run();
    CK_SYNC();
    std::vector<float> Ms;
    for (int R = 0; R < Runs; ++R) {
      gputest::poison(DSlot, NP);
      gputest::poison(DOut, (size_t)NP * MaxL);
      CK(cudaEventRecord(Start));
      gridStride<<<NP / 256, 256>>>(DSlot, DOut, DIn, N, MaxL);
      CK(cudaEventRecord(Stop));
      CK_SYNC();
      float M = 0;
      CK(cudaEventElapsedTime(&M, Start, Stop));
      Ms.push_back(M);
    }
    std::sort(Ms.begin(), Ms.end());
    size_t Launches = std::count_if(In.begin(), In.end(), takes);
    printf("time: grid-stride, %d parent threads, %zu launches: median %.3f "
           "ms, fastest %.3f ms (%d runs)\n",
           NP, Launches, Ms[Ms.size() / 2], Ms[0], Runs);
    CK(cudaEventDestroy(Start));
    CK(cudaEventDestroy(Stop));
  } else {
    Run();
    CK_SYNC();
  }
  compare(T, "grid-stride loop", DSlot, DOut, refGridStride(In, NP, N, MaxL));
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
}

void runTwoSites(gputest::Test &T, int NP, int Kind) {
  std::vector<uint32_t> In = randomInput(T, NP);
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * TwoSitesMaxL);
  gputest::poison(DSlot, NP);
  gputest::poison(DOut, (size_t)NP * TwoSitesMaxL);
  void (*const Kernels[])(uint32_t *, uint32_t *, const uint32_t *) = {
      twoSites<0>, twoSites<1>, twoSites<2>};
  Kernels[Kind]<<<NP / 128, 128>>>(DSlot, DOut, DIn);
  CK_SYNC();
  static const char *Names[] = {
      "two sites in a loop", "two sites in a loop, the second not aggregated",
      "three sites, no loop"};
  compare(T, Names[Kind], DSlot, DOut, refTwoSites(In, NP, Kind));
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
}
} // namespace

int main(int Argc, char **Argv) {
  bool Time = Argc > 1 && !strcmp(Argv[1], "time");
  gputest::Test T(Time ? "ptds_loop_order (time)" : "ptds_loop_order");
  if (Time) {
    int NP = Argc > 2 ? atoi(Argv[2]) : 65536;
    NP = std::max(256, NP / 256 * 256);
    T.pendingLaunches(2 * (size_t)NP + 2048);
    runGridStride(T, NP, 2 * NP, 5);
    return T.finish();
  }
  // Divergent trip counts: N is not a multiple of the parent grid.
  const int NP = 128 * 128;
  T.pendingLaunches(6 * (size_t)NP + 2048);
  runGridStride(T, NP, 3 * NP + T.R.range(1, NP - 1), 0);
  for (int Kind = 0; Kind < 3; ++Kind)
    runTwoSites(T, NP, Kind);
  return T.finish();
}
