// Red team of the warp rejoin, a control of rule 2's argument: a loop with
// one exiting block (lane-dependent trips, a `continue` before the launch),
// rejoined. After the loop each lane publishes its sum and waits (volatile
// spin, outside the loop) for its partner lane P^1, which may still be in
// the loop. A leaver votes itself out of the mask in the ballot it leaves
// by, so the lanes still in the loop never wait for it.
// Expected: base PASS; dpagg PASS.
#include "rj_common.cuh"
#include <vector>

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;
constexpr int Poison = -777;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}
__host__ __device__ inline int trips(int P) { return (P * 7 + P / 32) % 7; }
__host__ __device__ inline bool skip(int P, int K) { return (P + K) % 3 == 0; }

__global__ void walk(int *Out, int *Sum, int *Flag, int *Got, int *TimedOut) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int S = 0;
  for (int K = 0; K < trips(P); ++K) {
    S += K * 5 + P;
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
  Sum[P] = S;
  __threadfence();
  ((volatile int *)Flag)[P] = 1;
  if (!rjWaitFlag(Flag + (P ^ 1))) {
    TimedOut[P] = 1;
    return;
  }
  Got[P] = ((volatile int *)Sum)[P ^ 1];
}

static int check(const char *What, int *D, const std::vector<int> &Want) {
  std::vector<int> H(Want.size());
  CK(cudaMemcpy(H.data(), D, H.size() * sizeof(int), cudaMemcpyDeviceToHost));
  int Bad = 0;
  for (size_t K = 0; K < H.size(); ++K)
    if (H[K] != Want[K] && Bad++ < 5)
      std::printf("  %s[%zu] = %d, want %d\n", What, K, H[K], Want[K]);
  return Bad;
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, Poison), RefSum(NP, 0), RefGot(NP),
      Zero(NP, 0);
  for (int P = 0; P < NP; ++P)
    for (int K = 0; K < trips(P); ++K) {
      RefSum[P] += K * 5 + P;
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
  for (int P = 0; P < NP; ++P)
    RefGot[P] = RefSum[P ^ 1];
  int *Out, *Sum, *Flag, *Got, *TO;
  std::vector<int> Po(NP * Cap, Poison);
  CK(cudaMalloc(&Out, NP * Cap * sizeof(int)));
  CK(cudaMalloc(&Sum, NP * sizeof(int)));
  CK(cudaMalloc(&Flag, NP * sizeof(int)));
  CK(cudaMalloc(&Got, NP * sizeof(int)));
  CK(cudaMalloc(&TO, NP * sizeof(int)));
  CK(cudaMemcpy(Out, Po.data(), NP * Cap * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(Sum, Po.data(), NP * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(Got, Po.data(), NP * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemset(Flag, 0, NP * sizeof(int)));
  CK(cudaMemset(TO, 0, NP * sizeof(int)));
  walk<<<Blocks, Threads>>>(Out, Sum, Flag, Got, TO);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = check("Out", Out, RefOut) + check("Sum", Sum, RefSum) +
            check("Got", Got, RefGot) + check("TimedOut", TO, Zero);
  std::printf("%s rj_ok_spin_after\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
