// Red team of the warp rejoin: the outer loop's only exiting block is in a
// nested loop (rj_subloop.cuh); a lane that leaves writes its sum and its
// thread exits. With the rewrite the lanes still in the loop wait in the
// inner loop's ballot on a stale mask that names the exited lanes (and
// carry a ballot that may name them into the next outer trip). Whether
// this hangs depends on how sm_90 treats exited lanes named by a
// vote.sync mask (PTX: they must execute it; undefined otherwise).
// Expected: base PASS; dpagg: a probe (PASS if exited lanes count as
// arrived, else a hang).
#include "rj_subloop.cuh"

__global__ void walk(int *Out, const int *Stop, const int *InnerN, int *Sum) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int S = 0;
  RJ_WALK(Out, Stop, InnerN, P, S)
  Sum[P] = S;
}

int main() {
  rj::setup();
  SubloopHost H;
  int *Sum = H.poisoned(NP);
  walk<<<Blocks, Threads>>>(H.DOut, H.DStop, H.DInner, Sum);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  int Bad = H.checkOut() + H.check("Sum", H.get(Sum, NP), H.RefSum);
  std::printf("%s rj_subloop_exit\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
