// Red team of the warp rejoin: the outer loop's only exiting block is in a
// nested loop (rj_subloop.cuh). After leaving, each lane writes its sum to
// shared memory, meets its warp at __syncwarp() (full mask: blocks of 64),
// then reads its partner's slot. Valid: every lane of the warp reaches the
// __syncwarp, and it orders the writes before the reads.
// With the rewrite the ballot sits in the inner loop with the outer
// header's (stale) mask, the full warp in the first outer trip: the lanes
// that make a second inner trip after a lane left execute
// __ballot_sync(0xffffffff) while the leaver is at the program's
// __syncwarp(0xffffffff). Expected: base PASS; dpagg FAIL, either a wrong
// Got (the two pair on sm_70+ and the leaver reads a partner's slot before
// it is written) or a hang.
#include "rj_subloop.cuh"

__global__ void walk(int *Out, const int *Stop, const int *InnerN, int *Sum,
                     int *Got) {
  __shared__ int Sh[Threads];
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  Sh[threadIdx.x] = Poison;
  int S = 0;
  RJ_WALK(Out, Stop, InnerN, P, S)
  Sum[P] = S;
  Sh[threadIdx.x] = S;
  __syncwarp();
  Got[P] = Sh[threadIdx.x ^ 1];
}

int main() {
  rj::setup();
  SubloopHost H;
  int *Sum = H.poisoned(NP), *Got = H.poisoned(NP);
  walk<<<Blocks, Threads>>>(H.DOut, H.DStop, H.DInner, Sum, Got);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  std::vector<int> RefGot(NP);
  for (int P = 0; P < NP; ++P)
    RefGot[P] = H.RefSum[P ^ 1];
  int Bad = H.checkOut() + H.check("Sum", H.get(Sum, NP), H.RefSum) +
            H.check("Got", H.get(Got, NP), RefGot);
  std::printf("%s rj_subloop_syncwarp\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
