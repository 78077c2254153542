// Red team of block scope at the threads' last exit (issue 26, item 3),
// argument (b): "the launches of the block's threads at the site (siblings)
// are not ordered with one another once aggregated, as at every scope". At
// warp scope and at a block barrier the siblings aggregated together reach
// the site in one dynamic instance, unordered in the program as written;
// at the last exit the block's threads reach the site at different times,
// and a valid program can order two of them, so that CUDA orders their
// children: "If multiple threads in a thread block launch into the implicit
// stream, then these launches will be executed in-order" (CUDA guide, the
// NULL stream is per block). Here lane 0 launches first (a slow child that
// writes Flag), then the other threads launch after synchronizing with it:
//  - warp: lanes 1..31 wait at one __syncwarp() that lane 0 reaches after
//    its launch (sm_70+: a warp barrier from different program points);
//  - exit: threads 1..63 wait at a __syncthreads() that thread 0, which
//    launches and returns, never reaches (its exit releases the barrier:
//    PTX ISA, bar; the pass's own rule counts exited threads as arrived).
// Each later child reads Flag and must see the first child's write.
// .base and .dpagg (warp fallback: two records, each into the block's NULL
// stream) keep the order; .opt/.avoid put both in one aggregate in
// cudaStreamFireAndForget, where the later children may run first.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "le/Le.cuh"

__global__ void kid(unsigned *Flag, unsigned *Seen, int P) {
  if (P == 0) {
    long long T0 = clock64();
    while (clock64() - T0 < 20000000) // ~10 ms: the others would run first
      ;
    atomicExch(&Flag[blockIdx.y], 42u);
  } else {
    Seen[P] = atomicAdd(&Flag[blockIdx.y], 0u);
  }
}

__global__ void orderWarp(unsigned *Flag, unsigned *Seen) {
  int L = threadIdx.x;
  if (L != 0)
    __syncwarp();
  kid<<<1, 1>>>(Flag + blockIdx.x, Seen + blockIdx.x * 32, L);
  if (L == 0)
    __syncwarp();
}

__global__ void orderExit(unsigned *Flag, unsigned *Seen) {
  int T = threadIdx.x;
  if (T != 0)
    __syncthreads();
  kid<<<1, 1>>>(Flag + blockIdx.x, Seen + blockIdx.x * 64, T);
}

int main() {
  gputest::Test T("le_order");
  T.pendingLaunches(1 << 16);
  const int Blocks = 8;
  for (int K = 0; K < 2; ++K) {
    int Per = K ? 64 : 32;
    unsigned *Flag = gputest::alloc<unsigned>(Blocks),
             *Seen = gputest::alloc<unsigned>(Blocks * Per);
    CK(cudaMemset(Flag, 0, Blocks * sizeof(unsigned)));
    gputest::poison(Seen, Blocks * Per);
    if (K)
      orderExit<<<Blocks, Per>>>(Flag, Seen);
    else
      orderWarp<<<Blocks, Per>>>(Flag, Seen);
    CK_SYNC();
    std::vector<unsigned> Want(Blocks * Per, 42u), Got = gputest::download(Seen, Blocks * Per);
    for (int B = 0; B < Blocks; ++B)
      Got[B * Per] = Want[B * Per] = 42u; // lane 0 writes no Seen
    T.compare(K ? "exit: later children see the first's write"
                : "warp: later children see the first's write",
              Got, Want);
    CK(cudaFree(Flag));
    CK(cudaFree(Seen));
  }
  return T.finish();
}
