// Shared by the rj2_*.cu red-team programs of the warp rejoin (second red
// team; RejoinPlan.cpp): rj_common.cuh's host helpers plus a poisoned
// buffer and a checker.
#pragma once
#include "rj_common.cuh"
#include <vector>

namespace rj2 {
constexpr int Poison = -777;
inline int *poisoned(size_t N, int V = Poison) {
  int *D;
  std::vector<int> H(N, V);
  CK(cudaMalloc(&D, N * sizeof(int)));
  CK(cudaMemcpy(D, H.data(), N * sizeof(int), cudaMemcpyHostToDevice));
  return D;
}
inline int check(const char *What, const int *D, const std::vector<int> &Want) {
  std::vector<int> H(Want.size());
  CK(cudaMemcpy(H.data(), D, H.size() * sizeof(int), cudaMemcpyDeviceToHost));
  int Bad = 0;
  for (size_t K = 0; K < H.size(); ++K)
    if (H[K] != Want[K] && Bad++ < 5)
      std::printf("  %s[%zu] = %d, want %d\n", What, K, H[K], Want[K]);
  return Bad;
}
inline int finish(const char *Name, int Bad) {
  std::printf("%s %s\n", Bad ? "FAIL" : "PASS", Name);
  return Bad ? 1 : 0;
}
} // namespace rj2

// The lane-dependent loop shape of every rj2 program: trips(P) trips, a
// `continue` before the launch on skip(P, K), so the lanes part in the body.
__host__ __device__ inline int trips(int P) { return (P * 7 + P / 32) % 7; }
__host__ __device__ inline bool skip(int P, int K) { return (P + K) % 3 == 0; }
