// The patterns of issue 21 (items 21, 22, 23, 25) where DPAgg's default was
// slower than the same program without aggregation. Each family has two
// versions in one binary: `dp` (plain dynamic parallelism, what DPAgg
// transforms) and `dp-noagg` (the same code, the child marked
// DPAGG_NO_AGGREGATE, so every launch is made alone as without DPAgg).
// The figure of merit is noagg / dp in the default build (>= 0.97: the
// default is not slower). Every output is checked against a CPU reference.
//
//  - HeavyChild (21): each parent thread launches a child of ~100 live
//    floats per thread (over 64 registers) with a block size read from
//    memory (128), so the clone got the .maxnreg 64 bound and spilled.
//  - HeavyParent (21): each parent thread runs a loop that keeps ~100
//    floats live (about 160 registers without a bound), then launches a
//    one-warp child; DPAgg's bound of 64 for the parent made it spill.
//  - TailChild (22): 256 children of one block; thread 0 of each
//    tail-launches a small grid that works a while. Aggregated, the 256 tail
//    launches ran one after another after the whole aggregate. (The build
//    without DPAgg cannot run it: clang's V1 launches into the named CDP2
//    streams fail; see README.)
//  - SkewMold (23): children of many 32-thread blocks, every 32nd logical
//    block 50x heavier; molded with round-robin assignment the heavy blocks
//    all landed on the same physical blocks.
//  - LoopBarrier (25): 64 iterations in which the heavy work rotates among
//    the block's 8 warps and a rare launch (about 1 thread in 256 per
//    iteration) would get a block barrier each iteration.
//  - SkewPostpone (25): warps with skewed work, early warps launch long
//    children under a divergent branch, then a warp reduction and the end
//    (no __syncthreads): postponement would add a barrier that makes the
//    early warps' children wait for the slowest warp.
//  - LateExit (session 8): one thread in 8 launches a long child, then
//    every thread works as long as a child does, with no barrier after:
//    aggregated at the block's last exit, the children would start only
//    when the whole block has finished its work, not beside it. A second
//    argument makes every eighth block work that many times as long (a
//    group's last exit then waits for its slowest block).
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "dpagg/dpagg.h"

using namespace dpagg_bench;

#define NOAGG DPAGG_NO_AGGREGATE

// ---------------- HeavyChild ----------------
constexpr int HeavyN = 100;
__host__ __device__ inline float heavyOut(const float *v, int i) {
  float s = 0;
  for (int j = 0; j < HeavyN; j += 9)
    s += v[j] * v[(j * 7 + i) % HeavyN];
  return s;
}
#define HEAVY_BODY                                                           \
  int t = blockIdx.x * blockDim.x + threadIdx.x;                            \
  if (t >= n)                                                                \
    return;                                                                  \
  float v[HeavyN];                                                           \
  _Pragma("unroll") for (int i = 0; i < HeavyN; ++i) v[i] =                  \
      in[(size_t)(base + t) * HeavyN + i];                                   \
  _Pragma("unroll") for (int i = 0; i < HeavyN; ++i) v[i] =                  \
      v[i] * 1.5f + heavyOut(v, i) * 0.001f;                                 \
  float s = 0;                                                               \
  _Pragma("unroll") for (int i = 0; i < HeavyN; ++i) s += v[i] * (i + 1);    \
  out[base + t] = s;
__global__ void heavy(const float *in, float *out, int base, int n) {
  HEAVY_BODY
}
NOAGG __global__ void heavy_noagg(const float *in, float *out, int base,
                                  int n) {
  HEAVY_BODY
}
__global__ void heavyParent(const float *in, float *out, const int *blk,
                            int per, int np, bool agg) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np)
    return;
  int b = blk[p];
  if (agg)
    heavy<<<(per + b - 1) / b, b>>>(in, out, p * per, per);
  else
    heavy_noagg<<<(per + b - 1) / b, b>>>(in, out, p * per, per);
}
static void heavyRef(const std::vector<float> &in, std::vector<float> &ref) {
  parallelFor((long)ref.size(), [&](long t) {
    float v[HeavyN];
    for (int i = 0; i < HeavyN; ++i)
      v[i] = in[(size_t)t * HeavyN + i];
    for (int i = 0; i < HeavyN; ++i)
      v[i] = v[i] * 1.5f + heavyOut(v, i) * 0.001f;
    float s = 0;
    for (int i = 0; i < HeavyN; ++i)
      s += v[i] * (i + 1);
    ref[t] = s;
  });
}

// ---------------- HeavyParent ----------------
// The parent's own loop keeps HeavyN floats live (about 160 registers);
// each parent thread then launches a one-warp child.
constexpr int HeavyRounds = 16;
__host__ __device__ inline float heavyMix(const float *v, int i) {
  float s = 0;
  for (int j = 0; j < HeavyN; j += 9)
    s += v[j] * v[(j * 7 + i) % HeavyN];
  return s;
}
#define LIGHT_BODY out[at * 32 + threadIdx.x] = at * 32 + threadIdx.x;
__global__ void lightChild(unsigned *out, int at) { LIGHT_BODY }
NOAGG __global__ void lightChild_noagg(unsigned *out, int at) { LIGHT_BODY }
__global__ void heavyLauncher(const float *in, float *out, unsigned *cout,
                              int np, bool agg) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= np)
    return;
  float v[HeavyN];
#pragma unroll
  for (int i = 0; i < HeavyN; ++i)
    v[i] = in[(size_t)t * HeavyN + i];
  for (int r = 0; r < HeavyRounds; ++r) {
#pragma unroll
    for (int i = 0; i < HeavyN; ++i)
      v[i] = v[i] * 0.5f + heavyMix(v, i) * 0.01f;
  }
  float s = 0;
#pragma unroll
  for (int i = 0; i < HeavyN; ++i)
    s += v[i] * (i + 1);
  out[t] = s;
  if (agg)
    lightChild<<<1, 32>>>(cout, t);
  else
    lightChild_noagg<<<1, 32>>>(cout, t);
}
static void heavyLauncherRef(const std::vector<float> &in,
                             std::vector<float> &ref) {
  parallelFor((long)ref.size(), [&](long t) {
    float v[HeavyN];
    for (int i = 0; i < HeavyN; ++i)
      v[i] = in[(size_t)t * HeavyN + i];
    for (int r = 0; r < HeavyRounds; ++r)
      for (int i = 0; i < HeavyN; ++i)
        v[i] = v[i] * 0.5f + heavyMix(v, i) * 0.01f;
    float s = 0;
    for (int i = 0; i < HeavyN; ++i)
      s += v[i] * (i + 1);
    ref[t] = s;
  });
}

// ---------------- TailChild ----------------
__host__ __device__ inline unsigned tailWork(unsigned x) {
  for (int k = 0; k < 2000; ++k)
    x = x * 1664525u + 1013904223u;
  return x;
}
__global__ void tailLeaf(unsigned *out, int at) {
  out[at * 64 + threadIdx.x] = tailWork(at * 64 + threadIdx.x);
}
#define TAIL_BODY                                                            \
  if (threadIdx.x == 0)                                                      \
    tailLeaf<<<1, 64, 0, cudaStreamTailLaunch>>>(out, base);                 \
  atomicAdd(&out[NTail * 64 + base], 1u);
constexpr int NTail = 256;
__global__ void tailChild(unsigned *out, int base) { TAIL_BODY }
NOAGG __global__ void tailChild_noagg(unsigned *out, int base) { TAIL_BODY }
__global__ void tailParent(unsigned *out, int np, bool agg) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np)
    return;
  if (agg)
    tailChild<<<1, 64>>>(out, p);
  else
    tailChild_noagg<<<1, 64>>>(out, p);
}

// ---------------- SkewMold ----------------
__host__ __device__ inline unsigned skewWork(unsigned x, int steps) {
  for (int k = 0; k < steps; ++k)
    x = x * 1664525u + 1013904223u;
  return x;
}
#define SKEW_BODY                                                            \
  int t = blockIdx.x * blockDim.x + threadIdx.x;                            \
  out[base + t] = skewWork(base + t, blockIdx.x % 32 == 0 ? 5000 : 100);
__global__ void skewChild(unsigned *out, int base) { SKEW_BODY }
NOAGG __global__ void skewChild_noagg(unsigned *out, int base) { SKEW_BODY }
__global__ void skewParent(unsigned *out, int blocks, int np, bool agg) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np)
    return;
  if (agg)
    skewChild<<<blocks, 32>>>(out, p * blocks * 32);
  else
    skewChild_noagg<<<blocks, 32>>>(out, p * blocks * 32);
}

// ---------------- LoopBarrier ----------------
__global__ void loopChild(int *out, int at) { atomicAdd(&out[at], 1); }
NOAGG __global__ void loopChild_noagg(int *out, int at) {
  atomicAdd(&out[at], 1);
}
__host__ __device__ inline unsigned loopWork(unsigned x, int steps) {
  return skewWork(x, steps);
}
__global__ void loopParent(const int *flag, int *out, unsigned *acc,
                           int iters, bool agg) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = g;
  for (int it = 0; it < iters; ++it) {
    if ((threadIdx.x / 32) == it % 8) // the heavy work rotates
      a = loopWork(a, 4000);
    else
      a = loopWork(a, 50);
    if (flag[it * gridDim.x * blockDim.x + g]) {
      if (agg)
        loopChild<<<1, 32>>>(out, g);
      else
        loopChild_noagg<<<1, 32>>>(out, g);
    }
  }
  acc[g] = a;
}

// ---------------- SkewPostpone ----------------
#define LONG_BODY                                                            \
  int t = blockIdx.x * blockDim.x + threadIdx.x;                            \
  out[at * 64 + t] = skewWork(at * 64 + t, 20000);
__global__ void longChild(unsigned *out, int at) { LONG_BODY }
NOAGG __global__ void longChild_noagg(unsigned *out, int at) { LONG_BODY }
__global__ void postponeParent(unsigned *out, unsigned *acc, bool agg) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int w = threadIdx.x / 32;
  unsigned a = 0;
  if (w == 7) // the last warp works longest and launches nothing
    a = skewWork(g, 20000);
  if (w == 0 && threadIdx.x % 8 == 0) {
    if (agg)
      longChild<<<1, 64>>>(out, g);
    else
      longChild_noagg<<<1, 64>>>(out, g);
  }
  acc[g] = __reduce_add_sync(0xffffffffu, a);
}

// ---------------- LateExit ----------------
// Two kernels, not a flag: with both launches in one kernel neither is its
// thread's only launch, and the last exit takes only such a launch.
// Every eighth block works Slow times as long as the others (1: no skew);
// with Quiet, those blocks launch nothing (the red team's shape for a
// group's last exit, session 22: the other blocks' children could run
// beside the slow block's work, but per grid they wait for it).
__host__ __device__ inline int lateSteps(int Block, int Slow) {
  return Block % 8 == 0 ? 20000 * Slow : 20000;
}
__host__ __device__ inline bool lateLaunches(int Block, int Thread,
                                             int Quiet) {
  return Thread % 8 == 0 && !(Quiet && Block % 8 == 0);
}
#define LATE_BODY(CHILD)                                                     \
  int g = blockIdx.x * blockDim.x + threadIdx.x;                            \
  if (lateLaunches(blockIdx.x, threadIdx.x, quiet))                          \
    CHILD<<<1, 64>>>(out, g);                                                \
  acc[g] = skewWork(g, lateSteps(blockIdx.x, slow));
__global__ void lateParent(unsigned *out, unsigned *acc, int slow,
                           int quiet) {
  LATE_BODY(longChild)
}
__global__ void lateParent_noagg(unsigned *out, unsigned *acc, int slow,
                                 int quiet) {
  LATE_BODY(longChild_noagg)
}

namespace {

enum class Pat { Heavy, HeavyParent, Tail, Skew, Loop, Postpone, Late };

struct Losses : Case {
  Pat P;
  bool Agg;
  int NP = 0, Per = 0, Blocks = 0, Iters = 0, Threads = 0, Slow = 1,
      Quiet = 0;
  std::vector<float> InF, RefF;
  std::vector<int> Blk, Flag, RefI;
  std::vector<unsigned> RefU, RefAcc;
  DevBuf<float> DIn, DOutF;
  DevBuf<int> DBlk, DFlag, DOutI;
  DevBuf<unsigned> DOutU, DAcc;

  Losses(Pat P, bool Agg, const Args &A, Rng &R) : P(P), Agg(Agg) {
    switch (P) {
    case Pat::Heavy: {
      NP = (int)A[0];
      Per = 256;
      InF.resize((size_t)NP * Per * HeavyN);
      for (float &F : InF)
        F = (float)R.below(1000) / 1000.0f;
      Blk.assign(NP, 128);
      RefF.resize((size_t)NP * Per);
      heavyRef(InF, RefF);
      Info["launches"] = NP;
      break;
    }
    case Pat::HeavyParent: {
      NP = (int)A[0];
      InF.resize((size_t)NP * HeavyN);
      for (float &F : InF)
        F = (float)R.below(1000) / 1000.0f;
      RefF.resize(NP);
      heavyLauncherRef(InF, RefF);
      RefU.resize((size_t)NP * 32);
      for (size_t I = 0; I < RefU.size(); ++I)
        RefU[I] = (unsigned)I;
      Info["launches"] = NP;
      break;
    }
    case Pat::Tail:
      NP = NTail;
      RefU.resize((size_t)NP * 65);
      for (int I = 0; I < NP * 64; ++I)
        RefU[I] = tailWork(I);
      for (int I = 0; I < NP; ++I)
        RefU[NP * 64 + I] = 64;
      Info["launches"] = 2 * NP;
      break;
    case Pat::Skew:
      NP = (int)A[0];
      Blocks = (int)A[1];
      RefU.resize((size_t)NP * Blocks * 32);
      parallelFor((long)RefU.size(), [&](long I) {
        int B = (int)((I / 32) % Blocks);
        RefU[I] = skewWork((unsigned)I, B % 32 == 0 ? 5000 : 100);
      });
      Info["launches"] = NP;
      break;
    case Pat::Loop: {
      NP = (int)A[0]; // parent blocks of 256
      Iters = 64;
      Threads = NP * 256;
      Flag.resize((size_t)Iters * Threads);
      RefI.assign(Threads, 0);
      long L = 0;
      for (size_t I = 0; I < Flag.size(); ++I) {
        Flag[I] = R.below(256) == 0;
        RefI[I % Threads] += 32 * Flag[I]; // 32 threads add 1 each
        L += Flag[I];
      }
      RefAcc.resize(Threads);
      parallelFor(Threads, [&](long G) {
        unsigned a = (unsigned)G;
        int w = (int)((G % 256) / 32);
        for (int It = 0; It < Iters; ++It)
          a = loopWork(a, w == It % 8 ? 4000 : 50);
        RefAcc[G] = a;
      });
      Info["launches"] = (double)L;
      break;
    }
    case Pat::Late: {
      Slow = (int)A[1];
      Quiet = (int)A[2];
      long L = longChildRefs(A, [&](int G) {
        return lateLaunches(G / 256, G % 256, Quiet);
      });
      parallelFor(Threads, [&](long G) {
        RefAcc[G] = skewWork((unsigned)G, lateSteps((int)(G / 256), Slow));
      });
      Info["launches"] = (double)L;
      break;
    }
    case Pat::Postpone: {
      long L = longChildRefs(A, [](int G) {
        int T = G % 256;
        return T / 32 == 0 && T % 8 == 0;
      });
      parallelFor(Threads / 32, [&](long W) {
        unsigned S = 0;
        for (int L2 = 0; L2 < 32; ++L2) {
          long G = W * 32 + L2;
          S += (G % 256) / 32 == 7 ? skewWork((unsigned)G, 20000) : 0u;
        }
        for (int L2 = 0; L2 < 32; ++L2)
          RefAcc[W * 32 + L2] = S;
      });
      Info["launches"] = (double)L;
      break;
    }
    }
  }

  // SkewPostpone and LateExit: parent blocks of 256 (A[0]); the 64-thread
  // long child of every thread \p Launches picks, in RefU (the others' words
  // stay poisoned). Returns how many threads launch.
  template <class Pred> long longChildRefs(const Args &A, Pred Launches) {
    NP = (int)A[0];
    Threads = NP * 256;
    RefU.assign((size_t)Threads * 64, 0xffffffffu);
    RefAcc.resize(Threads);
    // In parallel: at 1,056 blocks and more the children's 20,000 steps a
    // word took most of a process's time (session 22 needed 240 s a process).
    std::vector<char> Launching(Threads);
    for (int G = 0; G < Threads; ++G)
      Launching[G] = Launches(G) ? 1 : 0;
    parallelFor(Threads, [&](long G) {
      if (Launching[G])
        for (int K = 0; K < 64; ++K)
          RefU[(size_t)G * 64 + K] = skewWork((unsigned)(G * 64 + K), 20000);
    });
    return std::count(Launching.begin(), Launching.end(), 1);
  }

  void upload() override {
    switch (P) {
    case Pat::Heavy:
      DIn = DevBuf<float>(InF);
      DOutF = DevBuf<float>(RefF.size());
      DBlk = DevBuf<int>(Blk);
      break;
    case Pat::HeavyParent:
      DIn = DevBuf<float>(InF);
      DOutF = DevBuf<float>(RefF.size());
      DOutU = DevBuf<unsigned>(RefU.size());
      break;
    case Pat::Tail:
    case Pat::Skew:
      DOutU = DevBuf<unsigned>(RefU.size());
      break;
    case Pat::Loop:
      DFlag = DevBuf<int>(Flag);
      DOutI = DevBuf<int>(RefI.size());
      DAcc = DevBuf<unsigned>(RefAcc.size());
      break;
    case Pat::Postpone:
    case Pat::Late:
      DOutU = DevBuf<unsigned>(RefU.size());
      DAcc = DevBuf<unsigned>(RefAcc.size());
      break;
    }
  }
  void reset() override {
    switch (P) {
    case Pat::Heavy:
      DOutF.fill(0xff);
      break;
    case Pat::HeavyParent:
      DOutF.fill(0xff);
      DOutU.fill(0xff);
      break;
    case Pat::Loop:
      DOutI.fill(0);
      DAcc.fill(0xff);
      break;
    case Pat::Skew:
      DOutU.fill(0xff);
      break;
    case Pat::Tail: // the counters start at 0, the tail grids' outputs poisoned
      DOutU.fill(0xff);
      CK(cudaMemset((unsigned *)DOutU + (size_t)NP * 64, 0,
                    NP * sizeof(unsigned)));
      break;
    case Pat::Postpone:
    case Pat::Late:
      DOutU.fill(0xff);
      DAcc.fill(0xff);
      break;
    }
  }
  void run() override {
    switch (P) {
    case Pat::Heavy:
      heavyParent<<<(NP + 127) / 128, 128>>>(DIn, DOutF, DBlk, Per, NP, Agg);
      break;
    case Pat::HeavyParent:
      heavyLauncher<<<(NP + 127) / 128, 128>>>(DIn, DOutF, DOutU, NP, Agg);
      break;
    case Pat::Tail:
      tailParent<<<(NP + 127) / 128, 128>>>(DOutU, NP, Agg);
      break;
    case Pat::Skew:
      skewParent<<<(NP + 127) / 128, 128>>>(DOutU, Blocks, NP, Agg);
      break;
    case Pat::Loop:
      loopParent<<<NP, 256>>>(DFlag, DOutI, DAcc, Iters, Agg);
      break;
    case Pat::Postpone:
      postponeParent<<<NP, 256>>>(DOutU, DAcc, Agg);
      break;
    case Pat::Late:
      if (Agg)
        lateParent<<<NP, 256>>>(DOutU, DAcc, Slow, Quiet);
      else
        lateParent_noagg<<<NP, 256>>>(DOutU, DAcc, Slow, Quiet);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    switch (P) {
    case Pat::Heavy: {
      std::vector<float> Got = DOutF.download();
      for (size_t I = 0; I < Got.size(); ++I)
        if (!(std::abs(Got[I] - RefF[I]) <= 1e-3f * (1 + std::abs(RefF[I]))))
          return "output " + std::to_string(I) + " differs";
      return "";
    }
    case Pat::HeavyParent: {
      std::vector<float> Got = DOutF.download();
      for (size_t I = 0; I < Got.size(); ++I)
        if (!(std::abs(Got[I] - RefF[I]) <= 1e-3f * (1 + std::abs(RefF[I]))))
          return "parent output " + std::to_string(I) + " differs";
      return compareExact("children", DOutU.download(), RefU);
    }
    case Pat::Tail:
      return compareExact("outputs", DOutU.download(), RefU);
    case Pat::Skew:
      return compareExact("elements", DOutU.download(), RefU);
    case Pat::Loop: {
      std::string W = compareExact("launches", DOutI.download(), RefI);
      return W.empty() ? compareExact("acc", DAcc.download(), RefAcc) : W;
    }
    case Pat::Postpone:
    case Pat::Late: {
      std::string W = compareExact("children", DOutU.download(), RefU);
      return W.empty() ? compareExact("acc", DAcc.download(), RefAcc) : W;
    }
    }
    return "unknown pattern";
  }
};

void add(const char *Family, Pat P, std::vector<Args> Configs) {
  for (bool Agg : {true, false})
    registerFamily(
        std::string(Family) + (Agg ? "/dp" : "/dp-noagg"),
        [P, Agg](const Args &A, Rng &R) {
          return std::make_unique<Losses>(P, Agg, A, R);
        },
        Configs, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(65536 + 4096);
  add("HeavyChild", Pat::Heavy, {{1024}});
  add("HeavyParent", Pat::HeavyParent, {{16384}});
  add("TailChild", Pat::Tail, {{256}});
  add("SkewMold", Pat::Skew, {{256, 512}});
  add("LoopBarrier", Pat::Loop, {{264}});
  add("SkewPostpone", Pat::Postpone, {{264}});
  // Session 22: grids under the auto-grid threshold (8 to 132 blocks), and
  // every eighth block 4x (session 23: 32x) as long (A[1]; 1: no skew),
  // launching too or not (A[2]), for the few-waves rule's floor.
  add("LateExit", Pat::Late,
      {{8, 1, 0},
       {33, 1, 0},
       {66, 1, 0},
       {132, 1, 0},
       {1056, 1, 0},
       {2112, 1, 0},
       {4224, 1, 0},
       {33, 4, 0},
       {132, 4, 0},
       {1056, 4, 0},
       {8, 4, 1},
       {33, 4, 1},
       {132, 4, 1},
       {1056, 4, 1},
       {2112, 4, 1},
       // Session 23: every eighth block 32x as long, launching or not (the
       // red team's unbounded skew: a grid aggregate waits for its slowest
       // block).
       {33, 32, 0},
       {132, 32, 0},
       {33, 32, 1},
       {132, 32, 1},
       {1056, 32, 1}});
}

DPAGG_BENCH_MAIN()
