// Second red team of the warp rejoin, item 1-2: callees kept apart
// (__noinline__ leaf, linkonce_odr template), a lane-dependent clock delay
// (out of line and inline), a rare printf, an assert and a __trap that never
// fire, all inside the rejoined loop; after it a __noinline__ callee that
// makes full-warp __syncwarp/__shfl_sync, and cooperative groups
// (coalesced_threads, a 32-lane tile). Applied (remark "rejoin at the end of
// every iteration"). Expected: base PASS; dpagg PASS (the callees hold no
// lane for another; the syncs after the loop name lanes that left it).
#include "rj2_common.cuh"
#include <cassert>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}
__device__ __noinline__ int leaf(int *A, int P, int K) {
  A[P] += K + 1;
  return A[P];
}
template <int M> __device__ __noinline__ int scaled(int V) { return V * M; }
__device__ __noinline__ int delay(int P) {
  long long T = clock64();
  while (clock64() - T < (P % 5) * 200)
    ;
  return P & 1;
}
__device__ __noinline__ int afterSync(int V) {
  __syncwarp();
  int L = threadIdx.x & 31;
  return __shfl_sync(0xffffffffu, V, L ^ 1);
}

__global__ void walk(int *Out, int *Acc, int *Sum, int *Nb, int *Red) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int S = 0;
  for (int K = 0; K < trips(P); ++K) {
    S += leaf(Acc, P, K) + scaled<3>(K) + delay(P + K);
    long long T = clock64();
    while (clock64() - T < ((P + K) % 4) * 100)
      ;
    assert(K < 100);
    if (K > 1000)
      __trap();
    if (P == 37 && K == 2)
      printf("rj2_callees: lane 37 trip 2 (printf in the loop)\n");
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
  Sum[P] = S;
  Nb[P] = afterSync(S);
  auto G = cg::coalesced_threads();
  int R = cg::reduce(G, 1, cg::plus<int>());
  G.sync();
  auto T32 = cg::tiled_partition<32>(cg::this_thread_block());
  Red[P] = R * 1000 + cg::reduce(T32, S & 7, cg::plus<int>());
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, rj2::Poison), RefAcc(NP, 0), RefSum(NP),
      RefNb(NP), RefRed(NP);
  for (int P = 0; P < NP; ++P) {
    int S = 0, A = 0;
    for (int K = 0; K < trips(P); ++K) {
      A += K + 1;
      S += A + 3 * K + ((P + K) & 1);
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
    RefAcc[P] = A;
    RefSum[P] = S;
  }
  for (int P = 0; P < NP; ++P) {
    RefNb[P] = RefSum[P ^ 1];
    int W = P & ~31, T = 0;
    for (int L = 0; L < 32; ++L)
      T += RefSum[W + L] & 7;
    RefRed[P] = 32 * 1000 + T; // all 32 lanes reach coalesced_threads together (after afterSync's __syncwarp)
  }
  int *Out = rj2::poisoned(NP * Cap), *Acc = rj2::poisoned(NP, 0),
      *Sum = rj2::poisoned(NP), *Nb = rj2::poisoned(NP),
      *Red = rj2::poisoned(NP);
  walk<<<Blocks, Threads>>>(Out, Acc, Sum, Nb, Red);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = rj2::check("Out", Out, RefOut) + rj2::check("Acc", Acc, RefAcc) +
            rj2::check("Sum", Sum, RefSum) + rj2::check("Nb", Nb, RefNb);
  // coalesced_threads() after a __syncwarp: CUDA does not promise the lanes
  // reconverge there, so R may be under 32; only its reduce over the group
  // must be consistent (checked per lane: R in 1..32) and the tile's exact.
  std::vector<int> H(NP);
  CK(cudaMemcpy(H.data(), Red, NP * sizeof(int), cudaMemcpyDeviceToHost));
  for (int P = 0; P < NP; ++P) {
    int R = H[P] / 1000, T = H[P] % 1000;
    if (R < 1 || R > 32 || T != RefRed[P] % 1000) {
      if (Bad++ < 5)
        std::printf("  Red[%d] = %d, want R in 1..32 and tile sum %d\n", P,
                    H[P], RefRed[P] % 1000);
    }
  }
  return rj2::finish("rj2_callees", Bad);
}
