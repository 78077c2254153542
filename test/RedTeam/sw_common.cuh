// test/RedTeam/sw_common.cuh: shared by the split-warp red team (sw_*.cu,
// session 17; docs/grid-scope.md "A hazard at the last exit: warps split
// into groups"). Each program splits the warps of a parent grid into groups
// of lanes that reach one launch site apart (divergent loops, leader-only
// work, early returns, __nanosleep by lane, halves of a warp with their own
// __syncwarp masks, a launch in a divergent loop, ...) and checks every child
// launch exactly: each launch has an id L and fills up to SwPer slots
// Out[L * SwPer + i] with swHash(L * SwPer + i, V, Salt), V a per-launch
// value the parent thread computed, and counts itself once in Hits[L]. A
// child that reads foreign or unwritten parameters writes wrong values,
// writes another launch's slots (Hits 2 there, 0 here), or fails its own
// checks (SwBad: an id out of range, a block or grid shape unlike the one
// written). The host poisons Out (0xff), zeroes Hits before each round and
// compares everything with a CPU reference.
//
// Environment: DPAGG_SEED (seed; printed), SW_ROUNDS (rounds per kernel,
// default 3), SW_BLOCKS, SW_THREADS (parent grid; threads a multiple of 32),
// SW_ONLY (substring: only kernels whose name contains it). Prints one PASS
// or FAIL line per kernel and stream; exit 0 right, 1 wrong, 2 CUDA error.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#define SW_CK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("CUDAERR %s:%d %s: %s\n", __FILE__, __LINE__, #x,            \
                  cudaGetErrorString(e_));                                     \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

constexpr uint32_t SwPoison = 0xffffffffu;
constexpr int SwPer = 4; // slots per launch

__host__ __device__ inline uint32_t swHash(uint32_t A, uint32_t B,
                                           uint32_t C) {
  uint32_t H = A * 0x9e3779b9u ^ (B + 0x7f4a7c15u) ^ (C * 0x85ebca6bu);
  H ^= H >> 16;
  H *= 0x85ebca6bu;
  H ^= H >> 13;
  H *= 0xc2b2ae35u;
  H ^= H >> 16;
  return H == SwPoison ? 0u : H;
}

/// Slots (1..SwPer), child blocks (1..2) and block size (128..192) of
/// launch L: at least 128 threads, more than DPAgg's serialization
/// threshold (auto: 71 threads for this child), so every launch reaches the
/// runtime's aggregation.
__host__ __device__ inline uint32_t swN(uint32_t L, uint32_t S) {
  return 1 + swHash(L, S, 11) % SwPer;
}
__host__ __device__ inline uint32_t swG(uint32_t L, uint32_t S) {
  return 1 + swHash(L, S, 13) % 2;
}
__host__ __device__ inline uint32_t swB(uint32_t L, uint32_t S) {
  return 128 + swHash(L, S, 12) % 65;
}

// Errors the children count: [0] id out of range, [1] wrong block shape,
// [2] wrong grid shape, [3] wrong N.
__device__ unsigned SwBad[4];
__device__ unsigned SwLimit; // launch ids < SwLimit

/// The leaf: launch L of N slots, value V. Checks what it can of its own
/// parameters against its configuration.
__global__ void sw_child(uint32_t *Out, unsigned *Hits, uint32_t L,
                         uint32_t N, uint32_t V, uint32_t S) {
  if (L >= SwLimit) {
    if (threadIdx.x == 0 && blockIdx.x == 0)
      atomicAdd(&SwBad[0], 1u);
    return;
  }
  uint32_t B = swB(L, S);
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    atomicAdd(&Hits[L], 1u);
    if (blockDim.x != B || blockDim.y != 1 || blockDim.z != 1)
      atomicAdd(&SwBad[1], 1u);
    if (gridDim.x != swG(L, S) || gridDim.y != 1 || gridDim.z != 1)
      atomicAdd(&SwBad[2], 1u);
    if (N != swN(L, S))
      atomicAdd(&SwBad[3], 1u);
  }
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N && I < SwPer)
    Out[L * SwPer + I] = swHash(L * SwPer + I, V, S);
}

/// Launch L into the NULL stream (FF false) or cudaStreamFireAndForget.
/// The result is not used: the launch is unobserved where the kernel makes
/// no other launch.
template <bool FF>
__device__ __forceinline__ void swLaunch(uint32_t *Out, unsigned *Hits,
                                         uint32_t L, uint32_t V, uint32_t S) {
  uint32_t N = swN(L, S), G = swG(L, S), B = swB(L, S);
  if (FF)
    sw_child<<<G, B, 0, cudaStreamFireAndForget>>>(Out, Hits, L, N, V, S);
  else
    sw_child<<<G, B>>>(Out, Hits, L, N, V, S);
}

__device__ __forceinline__ uint32_t swLane() { return threadIdx.x & 31; }
__host__ __device__ inline uint32_t swMix(uint32_t V, uint32_t I) {
  return V * 1664525u + 1013904223u + I;
}

//===----------------------------------------------------------------------===//
// Host side
//===----------------------------------------------------------------------===//

struct SwEnv {
  uint32_t Seed;
  int Rounds, Blocks, Threads;
  const char *Only;
};

inline int swEnvInt(const char *Name, int Dflt) {
  const char *E = std::getenv(Name);
  return E && *E ? std::atoi(E) : Dflt;
}

inline SwEnv swInit(int DfltBlocks, int DfltThreads, const char *Prog) {
  SwEnv E;
  const char *Sd = std::getenv("DPAGG_SEED");
  E.Seed = Sd && *Sd ? (uint32_t)std::strtoul(Sd, nullptr, 0)
                     : (uint32_t)std::time(nullptr);
  E.Rounds = swEnvInt("SW_ROUNDS", 3);
  // The control (clang alone, SW_BASE) at 1/16 of the blocks: at 1,024
  // blocks of 256 threads its NULL-stream children did not all run
  // (session 17, H200: 247,628 of 294,680 launches of warpsites/twosites
  // wrong), at 64 they did. The DPAgg builds keep the full size.
#ifdef SW_BASE
  DfltBlocks = DfltBlocks / 16 > 0 ? DfltBlocks / 16 : 1;
#endif
  E.Blocks = swEnvInt("SW_BLOCKS", DfltBlocks);
  E.Threads = swEnvInt("SW_THREADS", DfltThreads);
  E.Only = std::getenv("SW_ONLY");
  if (E.Threads % 32 || E.Threads > 1024 || E.Blocks < 1) {
    std::printf("FAIL bad SW_THREADS/SW_BLOCKS\n");
    std::exit(1);
  }
  std::printf("%s: seed %u (DPAGG_SEED=%u reproduces), %d rounds, %d x %d "
              "parents\n",
              Prog, E.Seed, E.Seed, E.Rounds, E.Blocks, E.Threads);
  SW_CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 20));
  SW_CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256u << 20));
  return E;
}

/// Whether kernel \p Name runs. Without DPAgg (SW_BASE) not the
/// fire-and-forget ones: clang emits a device launch as the V1 call, which
/// into cudaStreamFireAndForget returns cudaErrorInvalidValue and never runs
/// the child (shared/notes/platform-facts.md, section 0; session 17: every
/// such launch of the .base builds was lost). DPAgg launches through V2,
/// which works, so its builds run them.
inline bool swSelected(const SwEnv &E, const char *Name) {
#ifdef SW_BASE
  if (std::strstr(Name, "/ff")) {
    std::printf("SKIP %s: clang alone cannot launch into "
                "cudaStreamFireAndForget\n",
                Name);
    return false;
  }
#endif
  return !E.Only || std::strstr(Name, E.Only);
}

/// Device buffers of NumL launches.
struct SwBufs {
  uint32_t *Out = nullptr;
  unsigned *Hits = nullptr;
  uint32_t NumL = 0;
  std::vector<uint32_t> HOut;
  std::vector<unsigned> HHits;
  explicit SwBufs(uint32_t N) : NumL(N), HOut((size_t)N * SwPer), HHits(N) {
    SW_CK(cudaMalloc(&Out, (size_t)N * SwPer * sizeof(uint32_t)));
    SW_CK(cudaMalloc(&Hits, (size_t)N * sizeof(unsigned)));
  }
  void poison() {
    SW_CK(cudaMemset(Out, 0xff, (size_t)NumL * SwPer * sizeof(uint32_t)));
    SW_CK(cudaMemset(Hits, 0, (size_t)NumL * sizeof(unsigned)));
    unsigned Z[4] = {0, 0, 0, 0};
    SW_CK(cudaMemcpyToSymbol(SwBad, Z, sizeof(Z)));
    SW_CK(cudaMemcpyToSymbol(SwLimit, &NumL, sizeof(NumL)));
  }
  /// After the parent grid (synchronized here): compares with Want(L, V&)
  /// (true: launch L was made with value V). Prints up to 5 mismatches;
  /// returns the number of wrong launches.
  template <typename WantFn>
  uint64_t check(const char *Name, int Round, uint32_t S, WantFn Want) {
    SW_CK(cudaGetLastError());
    SW_CK(cudaDeviceSynchronize());
    SW_CK(cudaMemcpy(HOut.data(), Out, HOut.size() * sizeof(uint32_t),
                     cudaMemcpyDeviceToHost));
    SW_CK(cudaMemcpy(HHits.data(), Hits, HHits.size() * sizeof(unsigned),
                     cudaMemcpyDeviceToHost));
    unsigned Bad[4];
    SW_CK(cudaMemcpyFromSymbol(Bad, SwBad, sizeof(Bad)));
    uint64_t Wrong = 0;
    int Shown = 0;
    for (uint32_t L = 0; L < NumL; ++L) {
      uint32_t V = 0;
      bool Made = Want(L, V);
      uint32_t N = swN(L, S);
      bool Ok = HHits[L] == (Made ? 1u : 0u);
      for (uint32_t I = 0; I < (uint32_t)SwPer; ++I) {
        uint32_t E = Made && I < N ? swHash(L * SwPer + I, V, S) : SwPoison;
        Ok &= HOut[(size_t)L * SwPer + I] == E;
      }
      if (!Ok) {
        ++Wrong;
        if (Shown++ < 5)
          std::printf("  %s round %d: launch %u (parent %u) made %d hits %u, "
                      "got %08x %08x %08x %08x want V %08x N %u\n",
                      Name, Round, L, L, (int)Made, HHits[L],
                      HOut[(size_t)L * SwPer], HOut[(size_t)L * SwPer + 1],
                      HOut[(size_t)L * SwPer + 2], HOut[(size_t)L * SwPer + 3],
                      V, N);
      }
    }
    if (Bad[0] | Bad[1] | Bad[2] | Bad[3]) {
      std::printf("  %s round %d: children saw bad parameters: id %u block "
                  "%u grid %u N %u\n",
                  Name, Round, Bad[0], Bad[1], Bad[2], Bad[3]);
      Wrong += Bad[0] + Bad[1] + Bad[2] + Bad[3];
    }
    return Wrong;
  }
};

/// One PASS/FAIL line per kernel.
inline bool swReport(const char *Name, int Rounds, uint64_t Wrong,
                     uint64_t Made) {
  if (Wrong)
    std::printf("FAIL %s: %llu wrong launches in %d rounds (%llu made)\n",
                Name, (unsigned long long)Wrong, Rounds,
                (unsigned long long)Made);
  else
    std::printf("PASS %s: %d rounds, %llu launches checked\n", Name, Rounds,
                (unsigned long long)Made);
  return Wrong == 0;
}
