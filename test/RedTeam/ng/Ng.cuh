// Shared by the nested-grid red team (ng_*.cu; e7a9ca8): per-level
// accumulators that are independent of execution order (count, sum and
// a second mixed sum of each executed logical thread's 32-bit hash), so a
// lost, duplicated or wrongly placed logical thread shows, plus a CPU twin.
#ifndef NG_CUH
#define NG_CUH
#include "GPUTest.cuh"
#include <string>

using gputest::hash;

__host__ __device__ inline uint64_t mix64(uint64_t A, uint64_t B) {
  uint64_t Z = A * 0x9e3779b97f4a7c15ull + B + 0x632be59bd9b4e019ull;
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  return Z ^ (Z >> 31);
}

constexpr int NgMaxLevels = 64;
struct NgAcc {
  unsigned long long Count[NgMaxLevels], Sum[NgMaxLevels], Sum2[NgMaxLevels];
};

__device__ inline void ngRecord(NgAcc *A, int Level, uint32_t H) {
  atomicAdd(&A->Count[Level], 1ull);
  atomicAdd(&A->Sum[Level], (unsigned long long)H);
  atomicAdd(&A->Sum2[Level], (unsigned long long)mix64(H, Level) >> 20);
}

struct NgRef {
  unsigned long long Count[NgMaxLevels] = {}, Sum[NgMaxLevels] = {},
                                          Sum2[NgMaxLevels] = {};
  void record(int Level, uint32_t H) {
    Count[Level] += 1;
    Sum[Level] += H;
    Sum2[Level] += mix64(H, Level) >> 20;
  }
};

inline NgAcc *ngAlloc() {
  NgAcc *D = gputest::alloc<NgAcc>(1);
  CK(cudaMemset(D, 0, sizeof(NgAcc)));
  return D;
}

/// Compares the device accumulator with the reference, level by level.
inline int ngCompare(gputest::Test &T, const char *What, NgAcc *D,
                     const NgRef &R, int Levels) {
  std::vector<NgAcc> G = gputest::download(D, 1);
  std::vector<unsigned long long> Got, Want;
  for (int L = 0; L < Levels; ++L) {
    Got.push_back(G[0].Count[L]);
    Want.push_back(R.Count[L]);
    Got.push_back(G[0].Sum[L]);
    Want.push_back(R.Sum[L]);
    Got.push_back(G[0].Sum2[L]);
    Want.push_back(R.Sum2[L]);
  }
  printf("  %s: level counts", What);
  for (int L = 0; L < Levels && L < 16; ++L)
    printf(" %llu/%llu", G[0].Count[L], R.Count[L]);
  printf("%s\n", Levels > 16 ? " ..." : "");
  // Entries are (count, sum, sum2) per level: index 3L is level L's count.
  return T.compare(What, Got, Want);
}

/// Linear thread and block numbers, x fastest.
__device__ inline unsigned ngThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned ngBlock() {
  return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}
/// Everything CUDA says about where a thread is, hashed.
__device__ inline uint32_t ngWhere() {
  return hash(threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x, blockIdx.y,
              blockIdx.z, blockDim.x, blockDim.y, blockDim.z, gridDim.x,
              gridDim.y, gridDim.z);
}
inline uint32_t ngWhereHost(dim3 T, dim3 B, dim3 Bd, dim3 G) {
  return hash(T.x, T.y, T.z, B.x, B.y, B.z, Bd.x, Bd.y, Bd.z, G.x, G.y, G.z);
}

/// Calls F(threadIdx, blockIdx, linear thread, linear block) for every thread
/// of a grid, x fastest (the CPU twin of a launch).
template <class Fn> void ngForEach(dim3 G, dim3 B, Fn F) {
  for (unsigned bz = 0; bz < G.z; ++bz)
    for (unsigned by = 0; by < G.y; ++by)
      for (unsigned bx = 0; bx < G.x; ++bx) {
        unsigned Bl = bx + G.x * (by + G.y * bz);
        for (unsigned tz = 0; tz < B.z; ++tz)
          for (unsigned ty = 0; ty < B.y; ++ty)
            for (unsigned tx = 0; tx < B.x; ++tx)
              F(dim3(tx, ty, tz), dim3(bx, by, bz),
                tx + B.x * (ty + B.y * tz), Bl);
      }
}
#endif
