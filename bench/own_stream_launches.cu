//===- bench/own_stream_launches.cu - launches into threads' own streams -===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 21, item 24 (groups of one), as a timed comparison of the default
// against the same child opted out (DPAGG_NO_AGGREGATE). Every parent thread
// creates four streams (cudaStreamCreateWithFlags in the kernel), launches
// two children into s[threadIdx.x % 4] and s[(threadIdx.x + 1) % 4] and
// destroys its streams; no two threads share a stream, so every group the
// aggregation runtime could form holds one launch. Each child (1 to 3 blocks
// of 32) writes hash(parent, launch, element).
//
// Versions (benchmark families; argument: parent threads):
//   Own/dp                 streams in a private array: the pass sees they
//                          are the thread's own, private to the kernel's
//                          launches, and moves both launches to the block's
//                          NULL stream, aggregated (OwnStreamsPlan.cpp;
//                          before that rule: left as written, own-stream)
//   Own/dp-optout          the same, child marked DPAGG_NO_AGGREGATE
//   Own/dp-hidden          the streams kept in global memory, which the pass
//                          cannot follow: aggregated, and the runtime sends
//                          each group of one to the launch at once
//   Own/dp-hidden-optout   the same, child marked DPAGG_NO_AGGREGATE
//   Own/flat               no dynamic parallelism
// The comparison: Own/dp against Own/dp-optout and Own/dp-hidden against
// Own/dp-hidden-optout in the .default build (ratios near 1 wanted; before
// issue 21 the runtime made such programs 1.06x to 1.64x slower):
//   own_stream_launches.default --benchmark_filter='Own/'
//
// Issue 23, item 3 (the style of Wu, Li and Becchi's applications): every
// parent thread creates its four streams, makes ONE launch into
// s[threadIdx.x % 4] (a child of 1 to 3 blocks of 32) and destroys them.
// The stream is private to the launch, so DPAgg sends it to
// cudaStreamFireAndForget and aggregates (or serializes) it
// (Aggregation/Plan.cpp, privateStreamLaunch).
//   OwnOnce/dp             the one launch per thread
//   OwnOnce/dp-optout      the same, child marked DPAGG_NO_AGGREGATE: plain
//                          dynamic parallelism in every build
//   OwnOnce/hand           consolidated by hand per parent block: no
//                          streams, thread 0 launches one child for its
//                          block's parents (a block-to-parent prefix)
//   OwnOnce/flat           no dynamic parallelism
// The target (issue 23, "Done when"): OwnOnce/dp in .default (and .grid,
// .noserial) at least 10x faster than OwnOnce/dp-optout:
//   own_stream_launches.default --benchmark_filter='OwnOnce/'
//
// Checks: output poisoned before every run, compared with a CPU reference
// (common/Bench.cuh); a failed stream creation or launch leaves it poisoned.
//
//===----------------------------------------------------------------------===//
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#include "common/Bench.cuh"
#include "dpagg/dpagg.h"

using namespace dpagg_bench;

static constexpr int ParentBlock = 128;

__host__ __device__ __forceinline__ unsigned mixOwn(unsigned P, unsigned K,
                                                    unsigned I) {
  unsigned H = P * 2654435761u ^ (K + 1) * 40503u ^ I * 2246822519u;
  return H ^ (H >> 15);
}
__host__ __device__ __forceinline__ int gridOfOwn(unsigned P, unsigned K) {
  return 1 + (int)(mixOwn(P, K, 7u) % 3);
}

__global__ void fill(unsigned *Out, unsigned P, unsigned K) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = mixOwn(P, K, I);
}
DPAGG_NO_AGGREGATE __global__ void fill_kept(unsigned *Out, unsigned P,
                                             unsigned K) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = mixOwn(P, K, I);
}

template <bool Kept>
__device__ __forceinline__ void launchTwo(unsigned *Out, const int *Off,
                                          unsigned P, const cudaStream_t *S) {
  if (Kept) {
    fill_kept<<<gridOfOwn(P, 0), 32, 0, S[threadIdx.x % 4]>>>(Out + Off[2 * P],
                                                              P, 0);
    fill_kept<<<gridOfOwn(P, 1), 32, 0, S[(threadIdx.x + 1) % 4]>>>(
        Out + Off[2 * P + 1], P, 1);
  } else {
    fill<<<gridOfOwn(P, 0), 32, 0, S[threadIdx.x % 4]>>>(Out + Off[2 * P], P,
                                                         0);
    fill<<<gridOfOwn(P, 1), 32, 0, S[(threadIdx.x + 1) % 4]>>>(
        Out + Off[2 * P + 1], P, 1);
  }
}

template <bool Kept>
__global__ void parent_own(unsigned *Out, const int *Off, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  cudaStream_t S[4];
  for (int I = 0; I < 4; ++I)
    cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
  launchTwo<Kept>(Out, Off, P, S);
  for (int I = 0; I < 4; ++I)
    cudaStreamDestroy(S[I]);
}

template <bool Kept>
__global__ void parent_hidden(unsigned *Out, const int *Off, int NP,
                              cudaStream_t *Streams) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  cudaStream_t *S = Streams + 4 * P;
  for (int I = 0; I < 4; ++I)
    cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
  launchTwo<Kept>(Out, Off, P, S);
  for (int I = 0; I < 4; ++I)
    cudaStreamDestroy(S[I]);
}

__global__ void parent_flat(unsigned *Out, const int *Off, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  for (unsigned K = 0; K < 2; ++K)
    for (unsigned I = 0; I < 32u * gridOfOwn(P, K); ++I)
      Out[Off[2 * P + K] + I] = mixOwn(P, K, I);
}

template <bool Kept>
__global__ void parent_once(unsigned *Out, const int *Off, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  cudaStream_t S[4];
  for (int I = 0; I < 4; ++I)
    cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
  if (Kept)
    fill_kept<<<gridOfOwn(P, 0), 32, 0, S[threadIdx.x % 4]>>>(Out + Off[P], P,
                                                              0);
  else
    fill<<<gridOfOwn(P, 0), 32, 0, S[threadIdx.x % 4]>>>(Out + Off[P], P, 0);
  for (int I = 0; I < 4; ++I)
    cudaStreamDestroy(S[I]);
}

/// The hand consolidation's child: block B of the block's parents' children
/// in order; Pre[J] is the first block of parent FirstP + J (Pre[N]: all).
DPAGG_NO_AGGREGATE __global__ void fill_hand(unsigned *Out, const int *Off,
                                             const int *Pre, unsigned FirstP,
                                             int N) {
  int B = blockIdx.x, Lo = 0, Hi = N - 1; // the last J with Pre[J] <= B
  while (Lo < Hi) {
    int Mid = (Lo + Hi + 1) / 2;
    if (Pre[Mid] <= B)
      Lo = Mid;
    else
      Hi = Mid - 1;
  }
  unsigned P = FirstP + Lo;
  unsigned I = (B - Pre[Lo]) * blockDim.x + threadIdx.x;
  Out[Off[P] + I] = mixOwn(P, 0, I);
}

__global__ void parent_hand(unsigned *Out, const int *Off, int NP, int *Pre) {
  __shared__ int Blocks[ParentBlock];
  unsigned First = blockIdx.x * ParentBlock, P = First + threadIdx.x;
  Blocks[threadIdx.x] = P < (unsigned)NP ? gridOfOwn(P, 0) : 0;
  __syncthreads();
  if (threadIdx.x != 0)
    return;
  int *MyPre = Pre + blockIdx.x * (ParentBlock + 1), Sum = 0;
  for (int J = 0; J < ParentBlock; ++J) {
    MyPre[J] = Sum;
    Sum += Blocks[J];
  }
  MyPre[ParentBlock] = Sum;
  int N = min(ParentBlock, NP - (int)First);
  fill_hand<<<Sum, 32>>>(Out, Off, MyPre, First, N);
}

__global__ void parent_once_flat(unsigned *Out, const int *Off, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  for (unsigned I = 0; I < 32u * gridOfOwn(P, 0); ++I)
    Out[Off[P] + I] = mixOwn(P, 0, I);
}

namespace {

enum class Version { Own, OwnKept, Hidden, HiddenKept, Flat };
enum class OnceVersion { Dp, DpKept, Hand, Flat };

/// One launch per parent thread (OwnOnce/...).
struct OwnOnce : Case {
  OnceVersion V;
  int NP;
  std::vector<int> Oh;
  std::vector<unsigned> Ref;
  DevBuf<unsigned> Out;
  DevBuf<int> Off, Pre;

  OwnOnce(OnceVersion V, const Args &A, Rng &) : V(V), NP((int)A[0]) {
    Oh.resize(NP);
    long Total = 0;
    for (int P = 0; P < NP; ++P) {
      Oh[P] = (int)Total;
      Total += 32 * gridOfOwn(P, 0);
    }
    Ref.resize(Total);
    for (int P = 0; P < NP; ++P)
      for (int I = 0; I < 32 * gridOfOwn(P, 0); ++I)
        Ref[Oh[P] + I] = mixOwn(P, 0, I);
    Info["launches"] = V == OnceVersion::Hand ? grid() : (double)NP;
  }

  void upload() override {
    Out = DevBuf<unsigned>(Ref.size());
    Off = DevBuf<int>(Oh);
    Pre = DevBuf<int>((size_t)grid() * (ParentBlock + 1));
  }
  int grid() const { return (NP + ParentBlock - 1) / ParentBlock; }
  void reset() override { Out.fill(0xff); }
  void run() override {
    switch (V) {
    case OnceVersion::Dp:
      parent_once<false><<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    case OnceVersion::DpKept:
      parent_once<true><<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    case OnceVersion::Hand:
      parent_hand<<<grid(), ParentBlock>>>(Out, Off, NP, Pre);
      break;
    case OnceVersion::Flat:
      parent_once_flat<<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("elements", Out.download(), Ref);
  }
};

struct OwnStreams : Case {
  Version V;
  int NP;
  std::vector<int> Oh;
  std::vector<unsigned> Ref;
  DevBuf<unsigned> Out;
  DevBuf<int> Off;
  DevBuf<cudaStream_t> Streams;

  OwnStreams(Version V, const Args &A, Rng &) : V(V), NP((int)A[0]) {
    Oh.resize(2 * NP);
    long Total = 0;
    for (int P = 0; P < NP; ++P)
      for (int K = 0; K < 2; ++K) {
        Oh[2 * P + K] = (int)Total;
        Total += 32 * gridOfOwn(P, K);
      }
    Ref.resize(Total);
    for (int P = 0; P < NP; ++P)
      for (int K = 0; K < 2; ++K)
        for (int I = 0; I < 32 * gridOfOwn(P, K); ++I)
          Ref[Oh[2 * P + K] + I] = mixOwn(P, K, I);
    Info["launches"] = 2.0 * NP;
  }

  void upload() override {
    Out = DevBuf<unsigned>(Ref.size());
    Off = DevBuf<int>(Oh);
    Streams = DevBuf<cudaStream_t>(4 * (size_t)NP);
  }
  int grid() const { return (NP + ParentBlock - 1) / ParentBlock; }
  void reset() override { Out.fill(0xff); }
  void run() override {
    switch (V) {
    case Version::Own:
      parent_own<false><<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    case Version::OwnKept:
      parent_own<true><<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    case Version::Hidden:
      parent_hidden<false><<<grid(), ParentBlock>>>(Out, Off, NP, Streams);
      break;
    case Version::HiddenKept:
      parent_hidden<true><<<grid(), ParentBlock>>>(Out, Off, NP, Streams);
      break;
    case Version::Flat:
      parent_flat<<<grid(), ParentBlock>>>(Out, Off, NP);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("elements", Out.download(), Ref);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) {
        return std::make_unique<OwnStreams>(V, A, R);
      },
      {{4096}, {16384}}, 5);
}

void addOnce(const char *Name, OnceVersion V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<OwnOnce>(V, A, R); },
      {{4096}, {16384}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(2 * 16384 + 4096);
  add("Own/dp", Version::Own);
  add("Own/dp-optout", Version::OwnKept);
  add("Own/dp-hidden", Version::Hidden);
  add("Own/dp-hidden-optout", Version::HiddenKept);
  add("Own/flat", Version::Flat);
  addOnce("OwnOnce/dp", OnceVersion::Dp);
  addOnce("OwnOnce/dp-optout", OnceVersion::DpKept);
  addOnce("OwnOnce/hand", OnceVersion::Hand);
  addOnce("OwnOnce/flat", OnceVersion::Flat);
}

DPAGG_BENCH_MAIN()
