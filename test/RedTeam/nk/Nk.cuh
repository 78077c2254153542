//===- test/RedTeam/nk/Nk.cuh - order-free per-level counters of nk_* -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The red team of the folded grid keys (nk_*.cu): every logical thread
// records a hash of its path and geometry per level in spread counters
// (count, sum, second sum), poisoned before the launch and compared with a
// CPU twin (NkRef), so a lost, doubled or misplaced logical thread shows in
// its level whatever the order the GPU ran them in.
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_REDTEAM_NK_NK_CUH
#define DPAGG_REDTEAM_NK_NK_CUH

#include "ng/Ng.cuh"
#include <mutex>

constexpr int NkSpread = 32;
constexpr int NkMaxLevels = 16;
constexpr int NkWords = NkMaxLevels * 3 * NkSpread;
__host__ __device__ inline unsigned long long nkMix(uint32_t H, int L) {
  return mix64(H, (uint64_t)L) >> 24;
}
__device__ inline void nkRecord(unsigned long long *A, int L, uint32_t H) {
  unsigned S = (H >> 13) % NkSpread;
  atomicAdd(&A[(L * 3 + 0) * NkSpread + S], 1ull);
  atomicAdd(&A[(L * 3 + 1) * NkSpread + S], (unsigned long long)H);
  atomicAdd(&A[(L * 3 + 2) * NkSpread + S], nkMix(H, L));
}
struct NkRef {
  unsigned long long V[NkMaxLevels][3] = {};
  void record(int L, uint32_t H) {
    V[L][0] += 1;
    V[L][1] += H;
    V[L][2] += nkMix(H, L);
  }
};
/// A counter block poisoned with 0xff bytes: each word starts at 2^64 - 1,
/// so a word read back is (its adds) - 1; nothing stale can pass.
inline void nkPoison(unsigned long long *D, cudaStream_t S) {
  CK(cudaMemsetAsync(D, 0xff, NkWords * sizeof(unsigned long long), S));
}
inline std::mutex NkPrint;
inline int nkCompare(gputest::Test &T, const std::string &What,
                     const unsigned long long *D, const NkRef &R,
                     int Levels) {
  std::vector<unsigned long long> G = gputest::download(D, NkWords);
  std::vector<unsigned long long> Got, Want;
  for (int L = 0; L < Levels; ++L)
    for (int K = 0; K < 3; ++K) {
      unsigned long long Sum = 0;
      for (int S = 0; S < NkSpread; ++S)
        Sum += G[(L * 3 + K) * NkSpread + S] + 1; // poison: 2^64 - 1
      Got.push_back(Sum);
      Want.push_back(R.V[L][K]);
    }
  std::lock_guard<std::mutex> Lock(NkPrint);
  printf("  %s: level counts", What.c_str());
  for (int L = 0; L < Levels; ++L)
    printf(" %llu/%llu", Got[3 * L], Want[3 * L]);
  printf("\n");
  return T.compare(What.c_str(), Got, Want);
}

#endif // DPAGG_REDTEAM_NK_NK_CUH
