// Second red team of the warp rejoin, item 2: a malloc before the loop
// (aggregated per warp by allocation aggregation, which runs after the
// rejoin was planned) freed inside the rejoined loop at a lane-dependent
// trip: the rewritten free (__dpagg_free: __match_any_sync, __syncwarp, an
// atomic) lands inside the loop the ballot rejoins, which the rule's
// planning never saw. Applied. Expected: base PASS; dpagg PASS (the free's
// collectives name lanes inside the free only).
#include "rj2_common.cuh"

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}

__global__ void walk(int *Out, int *Got, int *NoMem) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int *M = (int *)malloc(16);
  if (!M) {
    NoMem[P] = 1;
    return;
  }
  M[0] = P * 3;
  int T = P % 3;
  bool Freed = false;
  for (int K = 0; K < trips(P); ++K) {
    if (K == T) {
      Got[P] = M[0];
      free(M);
      Freed = true;
    }
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
  if (!Freed) {
    Got[P] = M[0];
    free(M);
  }
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, rj2::Poison), RefGot(NP), Zero(NP, 0);
  for (int P = 0; P < NP; ++P) {
    RefGot[P] = P * 3;
    for (int K = 0; K < trips(P); ++K)
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
  }
  int *Out = rj2::poisoned(NP * Cap), *Got = rj2::poisoned(NP),
      *NoMem = rj2::poisoned(NP, 0);
  for (int Round = 0; Round < 3; ++Round) { // the pool's blocks reused
    walk<<<Blocks, Threads>>>(Out, Got, NoMem);
    CK(cudaGetLastError());
    rj::waitOrDie("walk", 20.0);
  }
  int Bad = rj2::check("Out", Out, RefOut) + rj2::check("Got", Got, RefGot) +
            rj2::check("NoMem", NoMem, Zero);
  return rj2::finish("rj2_free", Bad);
}
