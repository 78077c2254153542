// Second red team of the warp rejoin, item 3: the launch is in a device
// function inlined into the kernel's loop; each lane's trip count is read
// from shared memory that another lane of its warp wrote before a
// __syncwarp (ordered, no race); a __syncthreads() and a shuffle by a
// block-uniform condition after the loop, then a coalesced group. Applied.
// Expected: base PASS; dpagg PASS.
#include "rj2_common.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}
__device__ inline void launchOne(int *Out, int P, int K) {
  if (skip(P, K))
    return;
  child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
}

__global__ void walk(int *Out, int *Sum, int *After, int Uniform) {
  __shared__ int Trips[Threads];
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int L = threadIdx.x;
  Trips[L ^ 1] = trips(P ^ 1); // the partner lane's trip count
  __syncwarp();
  int S = 0;
  for (int K = 0; K < Trips[L]; ++K) {
    S += K + P;
    launchOne(Out, P, K);
  }
  Sum[P] = S;
  __shared__ int Tot[Threads];
  Tot[L] = S;
  if (Uniform)
    __syncthreads();
  int Nb = __shfl_xor_sync(0xffffffffu, S, 2);
  After[P] = Tot[L ^ 32] + Nb * 0; // another warp's value, after the barrier
  auto G = cg::coalesced_threads();
  G.sync();
  if (G.size() < 1)
    After[P] = -1;
  Sum[P] += Nb - __shfl_xor_sync(0xffffffffu, S, 2);
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, rj2::Poison), RefSum(NP), RefAfter(NP);
  for (int P = 0; P < NP; ++P) {
    int S = 0;
    for (int K = 0; K < trips(P); ++K) {
      S += K + P;
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
    RefSum[P] = S;
  }
  for (int P = 0; P < NP; ++P)
    RefAfter[P] = RefSum[(P / Threads) * Threads + ((P % Threads) ^ 32)];
  int *Out = rj2::poisoned(NP * Cap), *Sum = rj2::poisoned(NP),
      *After = rj2::poisoned(NP);
  walk<<<Blocks, Threads>>>(Out, Sum, After, 1);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = rj2::check("Out", Out, RefOut) + rj2::check("Sum", Sum, RefSum) +
            rj2::check("After", After, RefAfter);
  return rj2::finish("rj2_inlined_site", Bad);
}
