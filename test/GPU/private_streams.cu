// Issue 23 item 3, last part: each parent thread creates four non-blocking
// streams and launches a child per work item into s[i % 4] (the style of
// Wu, Li and Becchi's applications), in a loop whose trip count differs per
// thread. DPAgg moves every launch of the kernel into the thread's streams
// to the block's NULL stream and aggregates it there
// (passes/Transforms/Aggregation/OwnStreamsPlan.cpp); each thread's
// launches into each of its streams must still run in the order it made
// them. Here they cannot run in any other order and give the right result:
// every child reads its stream's slot of the thread, which the thread's
// previous child in that stream wrote, and writes a hash of it back (and
// into its own output word), so child k of a stream sees child k-1's value
// only if it runs after it. A launch into the block's NULL stream (slot 4)
// chains the same way.
//
// The kernels (Kind):
//  - 0: one site in the loop, into s[i % 4];
//  - 1: and, under a condition, a second site into s[(i + 1) % 4] whose
//    child is DPAGG_NO_AGGREGATE (made as written, into the block's NULL
//    stream too);
//  - 2: and, under a condition, a launch into the NULL stream as written;
//  - 3: kind 0 with cudaGetLastError() read after each launch: the rule
//    refuses the kernel (own-streams-calls), everything as written.
// Err[T]: the OR of the thread's creation and destruction return codes
// (and, in kind 3, of cudaGetLastError()); 0 expected.
// Variants: .base, .base_ptds (no DPAgg), .dpagg, .warp, .grid (grid scope
// narrows the moved sites), .tinypool (a 4 KiB pool: fallbacks and
// replays, into the same stream), .strict (-dpagg-strict-ordering: nothing
// moved), .ptds (-fgpu-default-stream=per-thread: the launches into the
// created streams use the _ptsz entries, which the move replaces).
//
// CPU reference, random inputs, outputs poisoned, every CUDA return code
// checked (the device's creations and destructions through Err). Exit 0
// right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/private_streams.base
// RUN: %gpubin/private_streams.dpagg
// RUN: %gpubin/private_streams.warp
// RUN: %gpubin/private_streams.grid
// RUN: %gpubin/private_streams.tinypool
// RUN: %gpubin/private_streams.strict
// RUN: %gpubin/private_streams.ptds
// RUN: %gpubin/private_streams.base_ptds
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

#include <string>

using gputest::hash;

constexpr int Slots = 5; // four streams and the NULL stream
constexpr int MaxItems = 9;
constexpr int MaxL = 2 * MaxItems; // launches per thread, at most

__host__ __device__ inline uint32_t stepValue(uint32_t Old, uint32_t V,
                                              uint32_t Kind) {
  return hash(Old, V, Kind);
}
__host__ __device__ inline uint32_t childThreads(uint32_t V) {
  return 1u + V % 64u;
}
__host__ __device__ inline uint32_t itemValue(uint32_t S, int I) {
  return hash(S, (uint32_t)I, 0x17u);
}

__global__ void stepA(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0) {
    uint32_t X = stepValue(*Slot, V, 0xAu);
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
__global__ void stepNull(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  if (threadIdx.x == 0) {
    uint32_t X = stepValue(*Slot, V, 0xDu);
    *Slot = X;
    *Out = X;
  }
}

template <int Kind>
__global__ void items(uint32_t *Slot, uint32_t *Out, const uint32_t *In, int NP,
                      int *Err) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  if (T >= NP)
    return;
  uint32_t S = In[T];
  uint32_t *Sl = Slot + (size_t)T * Slots, *O = Out + (size_t)T * MaxL;
  for (int J = 0; J < Slots; ++J)
    Sl[J] = hash((uint32_t)T, (uint32_t)J, 0x51u);
  int E = 0;
  cudaStream_t St[4];
  for (int J = 0; J < 4; ++J)
    E |= (int)cudaStreamCreateWithFlags(&St[J], cudaStreamNonBlocking);
  int K = 0;
  for (int I = 0; I < (int)(S % (MaxItems + 1)); ++I) {
    uint32_t V = itemValue(S, I);
    stepA<<<1, childThreads(V), 0, St[I % 4]>>>(Sl + I % 4, O + K, V);
    ++K;
    if (Kind == 3)
      E |= (int)cudaGetLastError();
    if (Kind == 1 && (V & 1u)) {
      stepKept<<<1, childThreads(V >> 6), 0, St[(I + 1) % 4]>>>(
          Sl + (I + 1) % 4, O + K, V ^ 7u);
      ++K;
    }
    if (Kind == 2 && (V & 2u)) {
      stepNull<<<1, childThreads(V >> 6)>>>(Sl + 4, O + K, V ^ 9u);
      ++K;
    }
  }
  for (int J = 0; J < 4; ++J)
    E |= (int)cudaStreamDestroy(St[J]);
  Err[T] = E;
}

namespace {
constexpr uint32_t Poison = 0xffffffffu;

struct Outputs {
  std::vector<uint32_t> Slot, Out;
};

Outputs reference(const std::vector<uint32_t> &In, int NP, int Kind) {
  Outputs R{std::vector<uint32_t>((size_t)NP * Slots),
            std::vector<uint32_t>((size_t)NP * MaxL, Poison)};
  for (int T = 0; T < NP; ++T) {
    uint32_t S = In[T], *Sl = R.Slot.data() + (size_t)T * Slots;
    uint32_t *O = R.Out.data() + (size_t)T * MaxL;
    for (int J = 0; J < Slots; ++J)
      Sl[J] = hash((uint32_t)T, (uint32_t)J, 0x51u);
    int K = 0;
    for (int I = 0; I < (int)(S % (MaxItems + 1)); ++I) {
      uint32_t V = itemValue(S, I);
      O[K++] = Sl[I % 4] = stepValue(Sl[I % 4], V, 0xAu);
      if (Kind == 1 && (V & 1u))
        O[K++] = Sl[(I + 1) % 4] = stepValue(Sl[(I + 1) % 4], V ^ 7u, 0xCu);
      if (Kind == 2 && (V & 2u))
        O[K++] = Sl[4] = stepValue(Sl[4], V ^ 9u, 0xDu);
    }
  }
  return R;
}

void run(gputest::Test &T, int NP, int Kind) {
  std::vector<uint32_t> In(NP);
  for (auto &V : In)
    V = (uint32_t)T.R.next();
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>((size_t)NP * Slots);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
  int *DErr = gputest::alloc<int>(NP);
  gputest::poison(DSlot, (size_t)NP * Slots);
  gputest::poison(DOut, (size_t)NP * MaxL);
  gputest::poison(DErr, NP);
  void (*const Kernels[])(uint32_t *, uint32_t *, const uint32_t *, int,
                          int *) = {items<0>, items<1>, items<2>, items<3>};
  const int Threads = 128;
  Kernels[Kind]<<<(NP + Threads - 1) / Threads, Threads>>>(DSlot, DOut, DIn, NP,
                                                           DErr);
  CK_SYNC();
  static const char *Names[] = {
      "one site into s[i % 4]", "and a second site, not aggregated",
      "and a launch into the NULL stream", "the error state read (refused)"};
  std::string W =
      std::string(Names[Kind]) + " (" + std::to_string(NP) + " parents)";
  Outputs Ref = reference(In, NP, Kind);
  T.compare((W + ": creation and destruction codes").c_str(),
            gputest::download(DErr, NP), std::vector<int>(NP, 0));
  T.compare((W + ": each thread's last value per stream").c_str(),
            gputest::download(DSlot, Ref.Slot.size()), Ref.Slot);
  T.compare((W + ": every child's value, in launch order").c_str(),
            gputest::download(DOut, Ref.Out.size()), Ref.Out);
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
  CK(cudaFree(DErr));
}
} // namespace

int main() {
  gputest::Test T("private_streams");
  T.pendingLaunches((size_t)MaxL * 8000 + 2048);
  for (int Kind = 0; Kind < 4; ++Kind) {
    // One parent, a partial last block, many blocks.
    run(T, 1, Kind);
    run(T, T.R.range(2000, 8000), Kind);
  }
  return T.finish();
}
