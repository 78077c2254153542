// Per-thread launch results (issue 9, class 3; runtime/aggregate.cu, "What
// joins, and who launches"). The threads of 1024-thread blocks launch with
// per-thread configurations, some of which CUDA refuses (2048 threads,
// blockDim.z = 128, gridDim.y = 70000, an empty grid, 64 KB of dynamic
// shared memory without the opt-in, 256 threads for a kernel with
// __launch_bounds__(128)); some threads carry an earlier error into a valid
// launch; every thread records the launch's result and its
// cudaGetLastError() afterwards, and launches a fallback child when its
// launch failed. The reference is the same parent launching children that
// DPAgg leaves alone (DPAGG_NO_AGGREGATE): every thread must see the same
// result and error state, every child must run as many blocks as in the
// reference (once each), with its own block shape, and every fallback must
// run exactly when it does in the reference. In the .base build both
// parents are the reference.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/rt_launch_errors.base
// RUN: %gpubin/rt_launch_errors.dpagg
// RUN: %gpubin/rt_launch_errors.warp
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

struct Out {
  unsigned *Ran, *Shape;   // site 1: blocks run, blockDim product seen
  unsigned *Ran2, *Shape2; // site 2 (a __launch_bounds__(128) child)
  unsigned *Fallback;      // blocks of the fallback child that ran
  int *After1, *After2;    // cudaPeekAtLastError() after each site
  int *Cleared;            // cudaGetLastError() after the fallback
};

#define CHILD_BODY                                                            \
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {           \
    atomicAdd(&Ran[P], 1u);                                                  \
    Shape[P] = blockDim.x * blockDim.y * blockDim.z;                         \
  }

__global__ void child(unsigned *Ran, unsigned *Shape, int P) { CHILD_BODY }
__global__ void __launch_bounds__(128)
    bounded(unsigned *Ran, unsigned *Shape, int P) { CHILD_BODY }
__global__ void fallback(unsigned *Ran, int P) {
  if (threadIdx.x == 0)
    atomicAdd(&Ran[P], 1u);
}
DPAGG_NO_AGGREGATE __global__ void child_ref(unsigned *Ran, unsigned *Shape,
                                             int P) { CHILD_BODY }
DPAGG_NO_AGGREGATE __global__ void __launch_bounds__(128)
    bounded_ref(unsigned *Ran, unsigned *Shape, int P) { CHILD_BODY }
DPAGG_NO_AGGREGATE __global__ void fallback_ref(unsigned *Ran, int P) {
  if (threadIdx.x == 0)
    atomicAdd(&Ran[P], 1u);
}

/// Thread P's configuration at site 1: mixed within every warp.
__device__ void config(int P, dim3 &G, dim3 &B, unsigned &S) {
  G = dim3(1, 1, 1), B = dim3(32, 1, 1), S = 0;
  switch ((P * 7 + P / 32) % 8) {
  case 0: G.x = 2; break;
  case 1: G = dim3(1, 2, 1), B = dim3(8, 4, 2); break;
  case 2: B.x = 2048; break;              // too many threads
  case 3: B = dim3(1, 1, 128); break;     // blockDim.z > 64
  case 4: G.y = 70000; break;             // gridDim.y > 65535
  case 5: (P & 1 ? G.x : G.y) = 0; break; // an empty grid
  case 6: S = 64 * 1024; break;           // beyond 48 KB without opt-in
  default: G.x = 3, B.x = 64; break;
  }
}

// Every thread reaches both sites (block scope where DPAgg can); site 2
// comes with whatever error site 1 left (a thread whose first launch failed
// carries the error into a valid launch), and with 256 threads for some
// threads, which the bounded child refuses.
#define PARENT_BODY(CHILD, BOUNDED, FALLBACK)                                 \
  int P = blockIdx.x * blockDim.x + threadIdx.x;                             \
  dim3 G, B;                                                                 \
  unsigned S;                                                                \
  config(P, G, B, S);                                                        \
  CHILD<<<G, B, S>>>(O.Ran, O.Shape, P);                                     \
  O.After1[P] = cudaPeekAtLastError();                                       \
  BOUNDED<<<1 + P % 3, P % 5 == 0 ? 256 : 96 + 32 * (P & 1)>>>(O.Ran2,      \
                                                              O.Shape2, P); \
  O.After2[P] = cudaPeekAtLastError();                                       \
  if (cudaGetLastError() != cudaSuccess)                                     \
    FALLBACK<<<1, 32>>>(O.Fallback, P);                                      \
  O.Cleared[P] = cudaGetLastError();

__global__ void __launch_bounds__(1024) parent(Out O) {
  PARENT_BODY(child, bounded, fallback)
}
__global__ void __launch_bounds__(1024) parent_ref(Out O) {
  PARENT_BODY(child_ref, bounded_ref, fallback_ref)
}

struct Host {
  std::vector<unsigned> Ran, Shape, Ran2, Shape2, Fallback;
  std::vector<int> After1, After2, Cleared;
};

static Host run(bool Ref, int NP, int Blocks) {
  Out O{gputest::alloc<unsigned>(NP), gputest::alloc<unsigned>(NP),
        gputest::alloc<unsigned>(NP), gputest::alloc<unsigned>(NP),
        gputest::alloc<unsigned>(NP), gputest::alloc<int>(NP),
        gputest::alloc<int>(NP),      gputest::alloc<int>(NP)};
  for (unsigned *U : {O.Ran, O.Shape, O.Ran2, O.Shape2, O.Fallback})
    CK(cudaMemset(U, 0, NP * sizeof(unsigned)));
  for (int *I : {O.After1, O.After2, O.Cleared})
    gputest::poison(I, NP);
  if (Ref)
    parent_ref<<<Blocks, 1024>>>(O);
  else
    parent<<<Blocks, 1024>>>(O);
  CK_SYNC();
  Host H{gputest::download(O.Ran, NP),      gputest::download(O.Shape, NP),
         gputest::download(O.Ran2, NP),     gputest::download(O.Shape2, NP),
         gputest::download(O.Fallback, NP), gputest::download(O.After1, NP),
         gputest::download(O.After2, NP),   gputest::download(O.Cleared, NP)};
  for (unsigned *U : {O.Ran, O.Shape, O.Ran2, O.Shape2, O.Fallback})
    CK(cudaFree(U));
  for (int *I : {O.After1, O.After2, O.Cleared})
    CK(cudaFree(I));
  return H;
}

int main() {
  gputest::Test T("rt_launch_errors");
  const int Blocks = 8, NP = Blocks * 1024;
  T.pendingLaunches(4 * NP);
  for (int Round = 0; Round < 3; ++Round) {
    Host Want = run(true, NP, Blocks), Got = run(false, NP, Blocks);
    T.compare("error state after site 1", Got.After1, Want.After1);
    T.compare("error state after site 2", Got.After2, Want.After2);
    T.compare("error state after the fallback", Got.Cleared, Want.Cleared);
    T.compare("site 1 child blocks run", Got.Ran, Want.Ran);
    T.compare("site 1 child block shapes", Got.Shape, Want.Shape);
    T.compare("site 2 child blocks run", Got.Ran2, Want.Ran2);
    T.compare("site 2 child block shapes", Got.Shape2, Want.Shape2);
    T.compare("fallback children run", Got.Fallback, Want.Fallback);
  }
  return T.finish();
}
