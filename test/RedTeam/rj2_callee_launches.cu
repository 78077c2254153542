// Second red team of the warp rejoin, items 1 and 4: the rejoined loop calls
// a __noinline__ device function g that has a launch loop of its own (its
// site refused, out-of-line-function, left as written: a raw device-runtime
// launch with diverged lanes while the caller's lanes rejoin around the
// aggregated site). Applied to the kernel's loop. Expected: base PASS;
// dpagg PASS (g waits for no lane; its launches are not gated).
#include "rj2_common.cuh"

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}
__device__ __noinline__ void g(int *Out, int P) {
  for (int J = 0; J < P % 4; ++J) {
    if ((P + J) % 3 == 1)
      continue;
    child<<<1, 1>>>(Out + J, P * 10 + J);
  }
}

__global__ void walk(int *Out, int *Out2) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < trips(P); ++K) {
    if (K % 2 == P % 2)
      g(Out2 + (P * Cap + K) * 4, P + K);
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, rj2::Poison), RefOut2(NP * Cap * 4, rj2::Poison);
  for (int P = 0; P < NP; ++P)
    for (int K = 0; K < trips(P); ++K) {
      if (K % 2 == P % 2)
        for (int J = 0; J < (P + K) % 4; ++J)
          if ((P + K + J) % 3 != 1)
            RefOut2[(P * Cap + K) * 4 + J] = (P + K) * 10 + J;
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
  int *Out = rj2::poisoned(NP * Cap), *Out2 = rj2::poisoned(NP * Cap * 4);
  walk<<<Blocks, Threads>>>(Out, Out2);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = rj2::check("Out", Out, RefOut) + rj2::check("Out2", Out2, RefOut2);
  return rj2::finish("rj2_callee_launches", Bad);
}
