// Second red team of the warp rejoin, item 4: in the rejoined loop each lane
// creates a stream (cudaStreamCreateWithFlags), launches into it (that site
// refused, own-stream, rewritten V1 to V2 through the warp gate), makes the
// aggregated NULL-stream launch and destroys its stream. Two DPAgg sites in
// one loop, one gated, plus device-runtime calls the DPAgg gate does not
// cover, with lanes parted by the `continue`. Applied. Expected: base PASS;
// dpagg PASS (no wait in the loop; but this is the program most exposed to
// the device runtime's unconverged-lanes hang that the gate exists for).
#include "rj2_common.cuh"

constexpr int Cap = 8, Blocks = 8, Threads = 64, NP = Blocks * Threads;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}

__global__ void walk(int *Out, int *Own, int *Errs) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < trips(P); ++K) {
    cudaStream_t S;
    if (cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking) != cudaSuccess) {
      Errs[0] = 1;
      continue;
    }
    child<<<1, 1, 0, S>>>(Own + P * Cap + K, P * 10 + K);
    if (cudaGetLastError() != cudaSuccess)
      Errs[1] = 1;
    if (cudaStreamDestroy(S) != cudaSuccess)
      Errs[2] = 1;
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, rj2::Poison), RefOwn(NP * Cap, rj2::Poison),
      Zero(3, 0);
  for (int P = 0; P < NP; ++P)
    for (int K = 0; K < trips(P); ++K) {
      RefOwn[P * Cap + K] = P * 10 + K;
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
  int *Out = rj2::poisoned(NP * Cap), *Own = rj2::poisoned(NP * Cap),
      *Errs = rj2::poisoned(3, 0);
  walk<<<Blocks, Threads>>>(Out, Own, Errs);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = rj2::check("Out", Out, RefOut) + rj2::check("Own", Own, RefOwn) +
            rj2::check("Errs", Errs, Zero);
  return rj2::finish("rj2_streams", Bad);
}
