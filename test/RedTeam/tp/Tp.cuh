//===- test/RedTeam/tp/Tp.cuh - order-free counters of the tp_* programs --===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The red team of the team prologue (2026-11-28-team-prologue.patch): every
// logical child thread adds a hash of its parent, geometry and parameters
// into spread counters (count, sum, sum of a mix), poisoned before the
// launch and compared with a CPU twin, so a lost, doubled or misplaced
// logical thread, or a wrong parameter byte, shows whatever the order the
// GPU ran them in. Each parent records its launch's cudaGetLastError() in a
// poisoned slot; every slot is checked. Exit 0 right, 1 wrong, 2 CUDA error.
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_REDTEAM_TP_TP_CUH
#define DPAGG_REDTEAM_TP_TP_CUH

#include "GPUTest.cuh"
#include <string>

using gputest::hash;

constexpr int TpSpread = 64;
constexpr int TpWords = 3 * TpSpread;

__host__ __device__ inline unsigned long long tpMix(uint32_t H) {
  unsigned long long X = H * 0x9e3779b97f4a7c15ull;
  X ^= X >> 29;
  return (X * 0xbf58476d1ce4e5b9ull) >> 20;
}
__device__ inline void tpRecord(unsigned long long *A, uint32_t H) {
  unsigned S = (H >> 11) % TpSpread;
  atomicAdd(&A[S], 1ull);
  atomicAdd(&A[TpSpread + S], (unsigned long long)H);
  atomicAdd(&A[2 * TpSpread + S], tpMix(H));
}
struct TpRef {
  unsigned long long V[3] = {};
  void record(uint32_t H) {
    V[0] += 1;
    V[1] += H;
    V[2] += tpMix(H);
  }
};
/// Poisoned with 0xff: each word starts at 2^64 - 1.
inline void tpPoison(unsigned long long *D) {
  CK(cudaMemset(D, 0xff, TpWords * sizeof(unsigned long long)));
}
inline int tpCompare(gputest::Test &T, const std::string &What,
                     const unsigned long long *D, const TpRef &R) {
  std::vector<unsigned long long> G = gputest::download(D, TpWords);
  std::vector<unsigned long long> Got(3, 0), Want(R.V, R.V + 3);
  for (int K = 0; K < 3; ++K)
    for (int S = 0; S < TpSpread; ++S)
      Got[K] += G[K * TpSpread + S] + 1; // poison: 2^64 - 1
  printf("  %s: child threads %llu/%llu\n", What.c_str(), Got[0], Want[0]);
  return T.compare((What + " (count, sum, mix)").c_str(), Got, Want);
}
/// Launch results: Want[i] is 0 where parent i launched, poison elsewhere.
inline int tpCheckErrors(gputest::Test &T, const std::string &What,
                         const int *D, const std::vector<int> &Launched) {
  std::vector<int> G = gputest::download(D, Launched.size()), Want;
  for (int L : Launched)
    Want.push_back(L ? 0 : -1);
  return T.compare((What + " launch results").c_str(), G, Want);
}

/// Linear index of a thread or block, as CUDA orders them.
__device__ inline unsigned tpThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned tpBlock() {
  return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}
__device__ inline uint32_t tpGeom() {
  return hash(threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x, blockIdx.y,
              blockIdx.z, blockDim.x, blockDim.y, blockDim.z, gridDim.x,
              gridDim.y, gridDim.z);
}
inline uint32_t tpGeomHost(dim3 T, dim3 B, dim3 Bd, dim3 G) {
  return hash(T.x, T.y, T.z, B.x, B.y, B.z, Bd.x, Bd.y, Bd.z, G.x, G.y, G.z);
}
/// Calls F(threadIdx, blockIdx, linear thread, linear block) for every
/// thread of a launch of grid G and blocks B.
template <class F> void tpForEach(dim3 G, dim3 B, F &&Fn) {
  for (unsigned bz = 0; bz < G.z; ++bz)
    for (unsigned by = 0; by < G.y; ++by)
      for (unsigned bx = 0; bx < G.x; ++bx)
        for (unsigned tz = 0; tz < B.z; ++tz)
          for (unsigned ty = 0; ty < B.y; ++ty)
            for (unsigned tx = 0; tx < B.x; ++tx)
              Fn(dim3(tx, ty, tz), dim3(bx, by, bz),
                 tx + B.x * (ty + B.y * tz), bx + G.x * (by + G.y * bz));
}
inline int tpRounds(int Default) {
  const char *E = getenv("TP_ROUNDS");
  return E ? atoi(E) : Default;
}

#endif // DPAGG_REDTEAM_TP_TP_CUH
