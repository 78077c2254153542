// test/RedTeam/sw_prelude.cu: split-warp red team (sw_common.cuh), attack:
// what a parent thread runs BEFORE its only launch splits its warp into
// groups of lanes that reach the site apart, each of which may run the
// runtime's group protocol (formWarpGroup, owner's record, __shfl_sync of
// its pointer, entries, __syncwarp) with its own mask, at the same time as
// the other groups of the warp. Each parent thread P makes at most one
// launch (id P, 75% of the threads, under a divergent branch, result unused:
// unobserved), so at block and grid scope the site meets at the threads'
// last exit. Kernels (kind x stream NULL / cudaStreamFireAndForget):
//   loop      a loop with a lane-dependent trip count (0..299) before it
//   leader    lane 0 alone makes 1,500 atomics first (leader-only work)
//   even      even lanes run a 1,000-step loop, odd lanes nothing
//   early     a lane-dependent early return (1 in 3), then a short
//             divergent loop
//   sleep     __nanosleep by lane (lane * 300 ns plus up to 1 us)
//   halves    lanes 0-15 and 16-31 run loops of different lengths, each
//             half ending with its own __syncwarp(half mask)
//   warpalloc half the lanes take slots of a counter the opportunistic way
//             (__activemask, leader atomicAdd, __shfl_sync(mask)): the
//             pattern of DPAgg's own per-warp allocation
//   switch4   four lane-dependent cases: loop, sleep, atomics, nothing
//   break     a loop left by break at a lane-dependent iteration
//   malloc    device malloc of a scratch buffer, filled, checked, freed
//             (the known trigger, session 16: the control)
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "sw_common.cuh"

enum Kind {
  KLoop,
  KLeader,
  KEven,
  KEarly,
  KSleep,
  KHalves,
  KWarpAlloc,
  KSwitch4,
  KBreak,
  KMalloc,
  NumKinds
};
const char *KindName[] = {"loop",      "leader",  "even",  "early",
                          "sleep",     "halves",  "warpalloc", "switch4",
                          "break",     "malloc"};

__device__ unsigned SwScratchBad;

/// Whether parent P launches (host and device).
__host__ __device__ inline bool returnsEarly(int K, uint32_t P, uint32_t S) {
  return K == KEarly && swHash(P, S, 7) % 3 == 0;
}
__host__ __device__ inline bool launches(int K, uint32_t P, uint32_t S) {
  return !returnsEarly(K, P, S) && swHash(P, S, 100 + K) % 4 != 0;
}

__host__ __device__ inline uint32_t loopV(uint32_t V, uint32_t Trip) {
  for (uint32_t I = 0; I < Trip; ++I)
    V = swMix(V, I);
  return V;
}

/// The value parent P passes (host and device; the device's side effects
/// are in the kernel). Lane = P % 32 (blocks of whole warps).
__host__ __device__ inline uint32_t valueOf(int K, uint32_t P, uint32_t S) {
  uint32_t V = swHash(P, S, 1), Lane = P & 31;
  switch (K) {
  case KLoop:
    return loopV(V, swHash(P, S, 2) % 300);
  case KEven:
    return (Lane & 1) ? V : loopV(V, 1000);
  case KEarly:
    return loopV(V, swHash(P, S, 3) % 40);
  case KHalves:
    return Lane < 16 ? loopV(V, 50 + swHash(P, S, 4) % 50)
                     : loopV(V ^ 0x55u, 400 + swHash(P, S, 4) % 100);
  case KSwitch4:
    return (swHash(P, S, 5) & 3) == 0 ? loopV(V, 500) : V;
  case KBreak: {
    for (uint32_t I = 0; I < 200; ++I) {
      V = swMix(V, I);
      if ((V & 63) == 0)
        break;
    }
    return V;
  }
  default:
    return V;
  }
}

template <int K, bool FF>
__global__ void sw_pre(uint32_t *Out, unsigned *Hits, unsigned *Work,
                       uint32_t S) {
  uint32_t P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t Lane = swLane();
  uint32_t V;
  if (returnsEarly(K, P, S))
    return;
  if constexpr (K == KLeader) {
    if (Lane == 0)
      for (uint32_t I = 0; I < 1500; ++I)
        atomicAdd(&Work[(P >> 5) % 4096], I);
    V = valueOf(K, P, S);
  } else if constexpr (K == KSleep) {
    __nanosleep(Lane * 300 + swHash(P, S, 6) % 1000);
    V = valueOf(K, P, S);
  } else if constexpr (K == KHalves) {
    uint32_t V0 = swHash(P, S, 1);
    if (Lane < 16) {
      V = loopV(V0, 50 + swHash(P, S, 4) % 50);
      __syncwarp(0x0000ffffu);
    } else {
      V = loopV(V0 ^ 0x55u, 400 + swHash(P, S, 4) % 100);
      __syncwarp(0xffff0000u);
    }
  } else if constexpr (K == KWarpAlloc) {
    if (swHash(P, S, 8) & 1) {
      unsigned M = __activemask();
      unsigned Ld = __ffs(M) - 1;
      unsigned Base = 0;
      if (Lane == Ld)
        Base = atomicAdd(&Work[4096], __popc(M));
      Base = __shfl_sync(M, Base, Ld);
      unsigned Rank = __popc(M & ((1u << Lane) - 1));
      Work[4100 + (Base + Rank) % (1u << 20)] = P;
    }
    V = valueOf(K, P, S);
  } else if constexpr (K == KSwitch4) {
    switch (swHash(P, S, 5) & 3) {
    case 0:
      V = valueOf(K, P, S);
      break;
    case 1:
      __nanosleep(2000);
      V = valueOf(K, P, S);
      break;
    case 2:
      for (uint32_t I = 0; I < 300; ++I)
        atomicAdd(&Work[P % 4096], 1u);
      V = valueOf(K, P, S);
      break;
    default:
      V = valueOf(K, P, S);
      break;
    }
  } else if constexpr (K == KMalloc) {
    uint32_t N = 4 + P % 13;
    uint32_t *Sc = static_cast<uint32_t *>(malloc(N * sizeof(uint32_t)));
    if (!Sc) {
      atomicAdd(&SwScratchBad, 1u);
    } else {
      for (uint32_t I = 0; I < N; ++I)
        Sc[I] = swHash(P, I, S);
      unsigned Wrong = 0;
      for (uint32_t I = 0; I < N; ++I)
        Wrong += Sc[I] != swHash(P, I, S);
      if (Wrong)
        atomicAdd(&SwScratchBad, Wrong);
      free(Sc);
    }
    V = valueOf(K, P, S);
  } else {
    V = valueOf(K, P, S);
  }
  if (launches(K, P, S))
    swLaunch<FF>(Out, Hits, P, V, S);
}

typedef void (*ParentFn)(uint32_t *, unsigned *, unsigned *, uint32_t);
template <int K> struct Kernels {
  static constexpr ParentFn Null = sw_pre<K, false>;
  static constexpr ParentFn FF = sw_pre<K, true>;
};
static const ParentFn Table[NumKinds][2] = {
    {Kernels<KLoop>::Null, Kernels<KLoop>::FF},
    {Kernels<KLeader>::Null, Kernels<KLeader>::FF},
    {Kernels<KEven>::Null, Kernels<KEven>::FF},
    {Kernels<KEarly>::Null, Kernels<KEarly>::FF},
    {Kernels<KSleep>::Null, Kernels<KSleep>::FF},
    {Kernels<KHalves>::Null, Kernels<KHalves>::FF},
    {Kernels<KWarpAlloc>::Null, Kernels<KWarpAlloc>::FF},
    {Kernels<KSwitch4>::Null, Kernels<KSwitch4>::FF},
    {Kernels<KBreak>::Null, Kernels<KBreak>::FF},
    {Kernels<KMalloc>::Null, Kernels<KMalloc>::FF},
};

int main() {
  SwEnv E = swInit(1024, 256, "sw_prelude");
  uint32_t NumP = (uint32_t)E.Blocks * E.Threads;
  SwBufs B(NumP);
  unsigned *Work;
  SW_CK(cudaMalloc(&Work, (4100u + (1u << 20)) * sizeof(unsigned)));
  bool AllOk = true;
  for (int K = 0; K < NumKinds; ++K)
    for (int F = 0; F < 2; ++F) {
      char Name[64];
      std::snprintf(Name, sizeof Name, "prelude/%s/%s", KindName[K],
                    F ? "ff" : "null");
      if (!swSelected(E, Name))
        continue;
      uint64_t Wrong = 0, Made = 0;
      for (int R = 0; R < E.Rounds; ++R) {
        uint32_t S = swHash(E.Seed, (uint32_t)(K * 2 + F), (uint32_t)R);
        B.poison();
        unsigned Z = 0;
        SW_CK(cudaMemcpyToSymbol(SwScratchBad, &Z, sizeof Z));
        SW_CK(cudaMemset(Work, 0, 4100 * sizeof(unsigned)));
        Table[K][F]<<<E.Blocks, E.Threads>>>(B.Out, B.Hits, Work, S);
        Wrong += B.check(Name, R, S, [&](uint32_t L, uint32_t &V) {
          if (!launches(K, L, S))
            return false;
          ++Made;
          V = valueOf(K, L, S);
          return true;
        });
        SW_CK(cudaMemcpyFromSymbol(&Z, SwScratchBad, sizeof Z));
        if (Z) {
          std::printf("  %s round %d: %u scratch errors\n", Name, R, Z);
          Wrong += Z;
        }
      }
      AllOk &= swReport(Name, E.Rounds, Wrong, Made);
    }
  std::printf("%s\n", AllOk ? "PASS sw_prelude" : "FAIL sw_prelude");
  return AllOk ? 0 : 1;
}
