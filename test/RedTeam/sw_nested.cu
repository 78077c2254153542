// test/RedTeam/sw_nested.cu: split-warp red team (sw_common.cuh), attack:
// the shape of the known trigger (session 16: a parent's only launch, of a
// child that launches too, goes per grid at the threads' last exit by the
// nested-grid rule at DPAgg's defaults) with OTHER ways than malloc to split
// the parent's warps before it. Parent thread P (75% of them, under a
// divergent branch, result unused) launches a middle grid of one block of
// 64..127 threads; its first M (1..4) threads each launch one leaf (id
// 4P + j, value mix(V, j)); so two levels of records are in flight. Parent
// preludes (x NULL / FF for both launches):
//   loop      a loop with a lane-dependent trip count (0..299)
//   leader    lane 0 alone makes 1,500 atomics first
//   halves    halves with loops of different lengths and their own
//             __syncwarp(half)
//   warpalloc half the lanes take counter slots the opportunistic way
//             (__activemask, leader atomicAdd, __shfl_sync(mask))
//   sleep     __nanosleep by lane
//   early     a lane-dependent early return (1 in 3)
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "sw_common.cuh"

enum Kind { KLoop, KLeader, KHalves, KWarpAlloc, KSleep, KEarly, NumKinds };
const char *KindName[] = {"loop",      "leader", "halves",
                          "warpalloc", "sleep",  "early"};

__host__ __device__ inline uint32_t loopV(uint32_t V, uint32_t Trip) {
  for (uint32_t I = 0; I < Trip; ++I)
    V = swMix(V, I);
  return V;
}
__host__ __device__ inline bool returnsEarly(int K, uint32_t P, uint32_t S) {
  return K == KEarly && swHash(P, S, 7) % 3 == 0;
}
__host__ __device__ inline bool launches(int K, uint32_t P, uint32_t S) {
  return !returnsEarly(K, P, S) && swHash(P, S, 200 + K) % 4 != 0;
}
/// Leaves of parent P's middle grid (1..4) and its block size (64..127).
__host__ __device__ inline uint32_t leavesOf(uint32_t P, uint32_t S) {
  return 1 + swHash(P, S, 30) % 4;
}
__host__ __device__ inline uint32_t midBlock(uint32_t P, uint32_t S) {
  return 64 + swHash(P, S, 31) % 64;
}
__host__ __device__ inline uint32_t parentV(int K, uint32_t P, uint32_t S) {
  uint32_t V = swHash(P, S, 1), Lane = P & 31;
  if (K == KLoop)
    return loopV(V, swHash(P, S, 2) % 300);
  if (K == KHalves)
    return Lane < 16 ? loopV(V, 50 + swHash(P, S, 4) % 50)
                     : loopV(V ^ 0x55u, 400 + swHash(P, S, 4) % 100);
  return V;
}

__device__ unsigned SwMidBad;

template <bool FF>
__global__ void sw_mid(uint32_t *Out, unsigned *Hits, uint32_t P, uint32_t V,
                       uint32_t S) {
  if (4 * P >= SwLimit || blockDim.x != midBlock(P, S) || gridDim.x != 1) {
    if (threadIdx.x == 0)
      atomicAdd(&SwMidBad, 1u);
    return;
  }
  uint32_t J = threadIdx.x;
  if (J < leavesOf(P, S))
    swLaunch<FF>(Out, Hits, 4 * P + J, swMix(V, J), S);
}

template <int K, bool FF>
__global__ void sw_nest(uint32_t *Out, unsigned *Hits, unsigned *Work,
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
    V = parentV(K, P, S);
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
    V = parentV(K, P, S);
  } else if constexpr (K == KSleep) {
    __nanosleep(Lane * 300 + swHash(P, S, 6) % 1000);
    V = parentV(K, P, S);
  } else {
    V = parentV(K, P, S);
  }
  if (launches(K, P, S)) {
    if constexpr (FF)
      sw_mid<FF><<<1, midBlock(P, S), 0, cudaStreamFireAndForget>>>(Out, Hits,
                                                                    P, V, S);
    else
      sw_mid<FF><<<1, midBlock(P, S)>>>(Out, Hits, P, V, S);
  }
}

typedef void (*ParentFn)(uint32_t *, unsigned *, unsigned *, uint32_t);
#define SW_ROW(K) {sw_nest<K, false>, sw_nest<K, true>}
static const ParentFn Table[NumKinds][2] = {
    SW_ROW(KLoop),      SW_ROW(KLeader), SW_ROW(KHalves),
    SW_ROW(KWarpAlloc), SW_ROW(KSleep),  SW_ROW(KEarly)};

int main() {
  SwEnv E = swInit(1024, 128, "sw_nested");
  uint32_t NumP = (uint32_t)E.Blocks * E.Threads;
  SwBufs B(4 * NumP);
  unsigned *Work;
  SW_CK(cudaMalloc(&Work, (4100u + (1u << 20)) * sizeof(unsigned)));
  bool AllOk = true;
  for (int K = 0; K < NumKinds; ++K)
    for (int F = 0; F < 2; ++F) {
      char Name[64];
      std::snprintf(Name, sizeof Name, "nested/%s/%s", KindName[K],
                    F ? "ff" : "null");
      if (!swSelected(E, Name))
        continue;
      uint64_t Wrong = 0, Made = 0;
      for (int R = 0; R < E.Rounds; ++R) {
        uint32_t S = swHash(E.Seed, (uint32_t)(K * 2 + F + 128), (uint32_t)R);
        B.poison();
        unsigned Z = 0;
        SW_CK(cudaMemcpyToSymbol(SwMidBad, &Z, sizeof Z));
        SW_CK(cudaMemset(Work, 0, 4100 * sizeof(unsigned)));
        Table[K][F]<<<E.Blocks, E.Threads>>>(B.Out, B.Hits, Work, S);
        Wrong += B.check(Name, R, S, [&](uint32_t L, uint32_t &V) {
          uint32_t P = L / 4;
          if (!launches(K, P, S) || L % 4 >= leavesOf(P, S))
            return false;
          ++Made;
          V = swMix(parentV(K, P, S), L % 4);
          return true;
        });
        SW_CK(cudaMemcpyFromSymbol(&Z, SwMidBad, sizeof Z));
        if (Z) {
          std::printf("  %s round %d: %u middle grids saw bad parameters\n",
                      Name, R, Z);
          Wrong += Z;
        }
      }
      AllOk &= swReport(Name, E.Rounds, Wrong, Made);
    }
  std::printf("%s\n", AllOk ? "PASS sw_nested" : "FAIL sw_nested");
  return AllOk ? 0 : 1;
}
