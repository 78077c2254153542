// The loop shape of rj_subloop_*.cu: an outer loop whose only exit is a
// `goto` out of the loop nested in it, so the outer loop's single exiting
// block lies in the inner loop (it dominates the outer latch: LoopShape
// accepts it). The launch is in the outer loop, per warp; the inner loop
// runs 2 or 3 trips per outer trip, read from memory so that it is not
// unrolled. Lane P leaves in outer trip E(P), at the inner trip J = 0.
// Locals live at function scope: a scoped local would make clang route the
// `goto` through the outer latch (a cleanup switch), which hides the shape.
#pragma once
#include "rj_common.cuh"
#include <vector>

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;
constexpr int Poison = -777;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}

// Exit trip of lane P: partners (P, P^1) always differ; 0..5.
__host__ __device__ inline int exitTrip(int P) {
  int Lane = P % 32, B = P / 32;
  return (Lane * 5 + B) % 6;
}
__host__ inline int innerN(int P, int I) { return 2 + ((P * 7 + I * 3) % 2); }

#define RJ_WALK(Out, Stop, InnerN, P, S)                                       \
  {                                                                            \
    int I = 0, J = 0;                                                          \
    for (;;) {                                                                 \
      J = 0;                                                                   \
      for (;;) {                                                               \
        S += I * 3 + J;                                                        \
        if (Stop[P * Cap + I] == J)                                            \
          goto done;                                                           \
        if (++J >= InnerN[P * Cap + I])                                        \
          break;                                                               \
      }                                                                        \
      if (I & 1)                                                               \
        child<<<1, 1>>>(Out + P * Cap + I, P * 100 + I);                       \
      ++I;                                                                     \
    }                                                                          \
  }                                                                            \
  done:

struct SubloopHost {
  std::vector<int> Stop, Inner, RefOut, RefSum;
  int *DStop, *DInner, *DOut;
  SubloopHost() : Stop(NP * Cap), Inner(NP * Cap), RefOut(NP * Cap, Poison),
                  RefSum(NP, 0) {
    for (int P = 0; P < NP; ++P) {
      int E = exitTrip(P);
      for (int I = 0; I < Cap; ++I) {
        Stop[P * Cap + I] = I == E ? 0 : -1;
        Inner[P * Cap + I] = innerN(P, I);
      }
      int S = 0;
      for (int I = 0; I < E; ++I) {
        for (int J = 0; J < Inner[P * Cap + I]; ++J)
          S += I * 3 + J;
        if (I & 1)
          RefOut[P * Cap + I] = P * 100 + I;
      }
      RefSum[P] = S + E * 3;
    }
    CK(cudaMalloc(&DStop, NP * Cap * sizeof(int)));
    CK(cudaMalloc(&DInner, NP * Cap * sizeof(int)));
    CK(cudaMalloc(&DOut, NP * Cap * sizeof(int)));
    CK(cudaMemcpy(DStop, Stop.data(), NP * Cap * sizeof(int),
                  cudaMemcpyHostToDevice));
    CK(cudaMemcpy(DInner, Inner.data(), NP * Cap * sizeof(int),
                  cudaMemcpyHostToDevice));
    std::vector<int> P(NP * Cap, Poison);
    CK(cudaMemcpy(DOut, P.data(), NP * Cap * sizeof(int),
                  cudaMemcpyHostToDevice));
  }
  int *poisoned(int N) {
    int *D;
    CK(cudaMalloc(&D, N * sizeof(int)));
    std::vector<int> P(N, Poison);
    CK(cudaMemcpy(D, P.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    return D;
  }
  static std::vector<int> get(const int *D, int N) {
    std::vector<int> H(N);
    CK(cudaMemcpy(H.data(), D, N * sizeof(int), cudaMemcpyDeviceToHost));
    return H;
  }
  int check(const char *What, const std::vector<int> &Got,
            const std::vector<int> &Want) {
    int Bad = 0;
    for (size_t K = 0; K < Want.size(); ++K)
      if (Got[K] != Want[K] && Bad++ < 5)
        std::printf("  %s[%zu] = %d, want %d\n", What, K, Got[K], Want[K]);
    if (Bad)
      std::printf("  %s: %d wrong\n", What, Bad);
    return Bad;
  }
  int checkOut() { return check("Out", get(DOut, NP * Cap), RefOut); }
};
