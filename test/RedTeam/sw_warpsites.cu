// test/RedTeam/sw_warpsites.cu: split-warp red team (sw_common.cuh), attack:
// launch sites that groups of one warp reach at different times or in
// different places, where DPAgg takes the launch per warp (or per block at a
// barrier): __dpagg_aggregate_warp's partial groups (formWarpGroup with the
// group's own mask) of two groups of one warp may run at once. Launch ids
// L = 4P + k (parent thread P, its k-th launch). Kernels (x NULL / FF):
//   loopsite  k < cnt(P) launches (0..3) in a loop with a lane-dependent
//             trip count (a launch inside a divergent loop)
//   twosites  lanes 0-15 loop shortly and launch at site A, lanes 16-31
//             loop longer and launch at site B (two sites, one per half)
//   observed  a lane-dependent loop, then the launch, whose error state is
//             read (cudaGetLastError; counted if not success)
//   breaksite the launch inside a loop, made at a lane-dependent
//             iteration, then break
//   sleeploop k < cnt(P) launches, each after a __nanosleep by lane
//   classes   lanes split in 3 classes (__match_any_sync), each class a
//             loop of its own length and __syncwarp(class), then the
//             launch (observed)
//   halfobs   halves with their own __syncwarp(half), then one observed
//             launch
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "sw_common.cuh"

enum Kind {
  KLoopSite,
  KTwoSites,
  KObserved,
  KBreakSite,
  KSleepLoop,
  KClasses,
  KHalfObs,
  NumKinds
};
const char *KindName[] = {"loopsite",  "twosites", "observed", "breaksite",
                          "sleeploop", "classes",  "halfobs"};

__device__ unsigned SwLaunchErr;

__host__ __device__ inline uint32_t loopV(uint32_t V, uint32_t Trip) {
  for (uint32_t I = 0; I < Trip; ++I)
    V = swMix(V, I);
  return V;
}

/// Launches of parent P (0..3 for the loops, else 0 or 1).
__host__ __device__ inline uint32_t countOf(int K, uint32_t P, uint32_t S) {
  if (K == KLoopSite || K == KSleepLoop)
    return swHash(P, S, 20 + K) % 4;
  return swHash(P, S, 20 + K) % 4 != 0;
}
/// Value of launch L = 4P + k.
__host__ __device__ inline uint32_t valueOf(int K, uint32_t L, uint32_t S) {
  uint32_t P = L / 4, Lane = P & 31, V = swHash(L, S, 1);
  switch (K) {
  case KTwoSites:
  case KHalfObs:
    return Lane < 16 ? loopV(V, 20 + swHash(P, S, 4) % 30)
                     : loopV(V ^ 0x77u, 300 + swHash(P, S, 4) % 200);
  case KObserved:
    return loopV(V, swHash(P, S, 2) % 300);
  case KBreakSite: {
    uint32_t I = 0;
    for (;; ++I) {
      V = swMix(V, I);
      if ((V & 31) == 0 || I == 150)
        break;
    }
    return V;
  }
  case KClasses:
    return loopV(V, 10 + 150 * (Lane % 3));
  default:
    return V;
  }
}

template <int K, bool FF>
__global__ void sw_ws(uint32_t *Out, unsigned *Hits, uint32_t S) {
  uint32_t P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t Lane = swLane();
  uint32_t Cnt = countOf(K, P, S);
  if constexpr (K == KLoopSite) {
    for (uint32_t k = 0; k < Cnt; ++k)
      swLaunch<FF>(Out, Hits, 4 * P + k, valueOf(K, 4 * P + k, S), S);
  } else if constexpr (K == KSleepLoop) {
    for (uint32_t k = 0; k < Cnt; ++k) {
      __nanosleep((Lane * 97 + k * 331) % 1500);
      swLaunch<FF>(Out, Hits, 4 * P + k, valueOf(K, 4 * P + k, S), S);
    }
  } else if constexpr (K == KTwoSites) {
    uint32_t L = 4 * P;
    if (Lane < 16) {
      uint32_t V = loopV(swHash(L, S, 1), 20 + swHash(P, S, 4) % 30);
      if (Cnt)
        swLaunch<FF>(Out, Hits, L, V, S);
    } else {
      uint32_t V =
          loopV(swHash(L, S, 1) ^ 0x77u, 300 + swHash(P, S, 4) % 200);
      if (Cnt)
        swLaunch<FF>(Out, Hits, L, V, S);
    }
  } else if constexpr (K == KObserved) {
    uint32_t L = 4 * P;
    uint32_t V = loopV(swHash(L, S, 1), swHash(P, S, 2) % 300);
    if (Cnt) {
      swLaunch<FF>(Out, Hits, L, V, S);
      if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&SwLaunchErr, 1u);
    }
  } else if constexpr (K == KBreakSite) {
    uint32_t L = 4 * P, V = swHash(L, S, 1);
    for (uint32_t I = 0;; ++I) {
      V = swMix(V, I);
      if ((V & 31) == 0 || I == 150) {
        if (Cnt)
          swLaunch<FF>(Out, Hits, L, V, S);
        break;
      }
    }
  } else if constexpr (K == KClasses) {
    uint32_t L = 4 * P;
    uint32_t C = Lane % 3;
    unsigned M = __match_any_sync(0xffffffffu, C);
    uint32_t V = swHash(L, S, 1);
    if (C == 0) {
      V = loopV(V, 10);
      __syncwarp(M);
    } else if (C == 1) {
      V = loopV(V, 160);
      __syncwarp(M);
    } else {
      V = loopV(V, 310);
      __syncwarp(M);
    }
    if (Cnt) {
      swLaunch<FF>(Out, Hits, L, V, S);
      if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&SwLaunchErr, 1u);
    }
  } else if constexpr (K == KHalfObs) {
    uint32_t L = 4 * P, V;
    if (Lane < 16) {
      V = loopV(swHash(L, S, 1), 20 + swHash(P, S, 4) % 30);
      __syncwarp(0x0000ffffu);
    } else {
      V = loopV(swHash(L, S, 1) ^ 0x77u, 300 + swHash(P, S, 4) % 200);
      __syncwarp(0xffff0000u);
    }
    if (Cnt) {
      swLaunch<FF>(Out, Hits, L, V, S);
      if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&SwLaunchErr, 1u);
    }
  }
}

typedef void (*ParentFn)(uint32_t *, unsigned *, uint32_t);
#define SW_ROW(K) {sw_ws<K, false>, sw_ws<K, true>}
static const ParentFn Table[NumKinds][2] = {
    SW_ROW(KLoopSite), SW_ROW(KTwoSites),  SW_ROW(KObserved), SW_ROW(KBreakSite),
    SW_ROW(KSleepLoop), SW_ROW(KClasses), SW_ROW(KHalfObs)};

int main() {
  SwEnv E = swInit(512, 256, "sw_warpsites");
  uint32_t NumP = (uint32_t)E.Blocks * E.Threads;
  SwBufs B(4 * NumP);
  bool AllOk = true;
  for (int K = 0; K < NumKinds; ++K)
    for (int F = 0; F < 2; ++F) {
      char Name[64];
      std::snprintf(Name, sizeof Name, "warpsites/%s/%s", KindName[K],
                    F ? "ff" : "null");
      if (!swSelected(E, Name))
        continue;
      uint64_t Wrong = 0, Made = 0;
      for (int R = 0; R < E.Rounds; ++R) {
        uint32_t S = swHash(E.Seed, (uint32_t)(K * 2 + F + 64), (uint32_t)R);
        B.poison();
        unsigned Z = 0;
        SW_CK(cudaMemcpyToSymbol(SwLaunchErr, &Z, sizeof Z));
        Table[K][F]<<<E.Blocks, E.Threads>>>(B.Out, B.Hits, S);
        Wrong += B.check(Name, R, S, [&](uint32_t L, uint32_t &V) {
          if (L % 4 >= countOf(K, L / 4, S))
            return false;
          ++Made;
          V = valueOf(K, L, S);
          return true;
        });
        SW_CK(cudaMemcpyFromSymbol(&Z, SwLaunchErr, sizeof Z));
        if (Z) {
          std::printf("  %s round %d: %u launches returned an error\n", Name,
                      R, Z);
          Wrong += Z;
        }
      }
      AllOk &= swReport(Name, E.Rounds, Wrong, Made);
    }
  std::printf("%s\n", AllOk ? "PASS sw_warpsites" : "FAIL sw_warpsites");
  return AllOk ? 0 : 1;
}
