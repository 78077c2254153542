// Red team of the warp rejoin: the outer loop's only exiting block is in a
// nested loop (rj_subloop.cuh). After leaving, each lane publishes its sum
// and waits (volatile spin, outside every loop) for its partner lane P^1
// to publish, then reads the partner's sum. Valid under independent thread
// scheduling: both lanes publish before waiting.
// With the rewrite the ballot sits in the inner loop and uses the outer
// header's mask for every inner trip: a lane that makes another inner trip
// after its partner left waits in the ballot for the partner, which spins
// for it. Expected: base PASS; dpagg FAIL (hang, then the 2 s bound).
#include "rj_subloop.cuh"

__global__ void walk(int *Out, const int *Stop, const int *InnerN, int *Sum,
                     int *Flag, int *Got, int *TimedOut) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int S = 0;
  RJ_WALK(Out, Stop, InnerN, P, S)
  Sum[P] = S;
  __threadfence();
  ((volatile int *)Flag)[P] = 1;
  if (!rjWaitFlag(Flag + (P ^ 1))) {
    TimedOut[P] = 1;
    return;
  }
  Got[P] = ((volatile int *)Sum)[P ^ 1];
}

int main() {
  rj::setup();
  SubloopHost H;
  int *Sum = H.poisoned(NP), *Got = H.poisoned(NP), *Flag, *TO;
  CK(cudaMalloc(&Flag, NP * sizeof(int)));
  CK(cudaMalloc(&TO, NP * sizeof(int)));
  CK(cudaMemset(Flag, 0, NP * sizeof(int)));
  CK(cudaMemset(TO, 0, NP * sizeof(int)));
  walk<<<Blocks, Threads>>>(H.DOut, H.DStop, H.DInner, Sum, Flag, Got, TO);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  std::vector<int> RefGot(NP), Zero(NP, 0);
  for (int P = 0; P < NP; ++P)
    RefGot[P] = H.RefSum[P ^ 1];
  int Bad = H.checkOut() + H.check("Sum", H.get(Sum, NP), H.RefSum) +
            H.check("Got", H.get(Got, NP), RefGot) +
            H.check("TimedOut", H.get(TO, NP), Zero);
  std::printf("%s rj_subloop_spin\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
