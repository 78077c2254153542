// Input of ../block-last-exit-plan.ll and ../block-last-exit-lowering.ll
// (through block-last-exit.ll): block-scope sites whose block's threads
// cannot be proven to meet at a barrier, which the block rules narrow to warp
// scope and -dpagg-block-meeting=optional aggregates per block at the
// threads' last exit where its rules hold (Aggregation/LastExitPlan.cpp),
// and one site per rule that refuses it. The prologue that narrows them is
// the usual one: thread 0 fills shared memory, then a barrier.
#include <cuda_runtime.h>
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }

#define PROLOGUE(V)                                                            \
  __shared__ int base;                                                         \
  if (threadIdx.x == 0)                                                        \
    base = (V);                                                                \
  __syncthreads();                                                             \
  int i = blockIdx.x * blockDim.x + threadIdx.x;

// A divergent launch after the prologue.
__global__ void prologue(int *p, const int *len) {
  PROLOGUE(len[blockIdx.x])
  if (len[i] > 0)
    child<<<len[i], 32>>>(p + 64 * i, base);
}

// Code after the launch in its own branch (a loop), then a barrier.
__global__ void branch_then_loop(int *p, const int *len, int *own) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (len[i] > 0) {
    child<<<len[i], 32>>>(p + 64 * i, i);
    for (int k = 0; k < len[i]; ++k)
      own[i] += k;
  } else {
    own[i] = -1;
  }
  __syncthreads();
  p[i] = own[i];
}

// Early returns after the prologue, before a divergent launch.
__global__ void early_exit(int *p, const int *len, int n) {
  PROLOGUE(n)
  if (i >= n)
    return;
  if (len[i] > 0)
    child<<<len[i], 32>>>(p + 64 * i, base);
}

// Into cudaStreamFireAndForget.
__global__ void fire_and_forget(int *p, const int *len) {
  PROLOGUE(len[blockIdx.x])
  if (len[i] > 0)
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(p + 64 * i, base);
}

// Every thread launches: the block meets at a barrier (block scope as
// before), unless -dpagg-block-meeting=avoid.
__global__ void uniform(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}

// The rules that refuse the last exit, one kernel each (last-exit-in-clone:
// the recursive kernel's launch in its own aggregated clone).
// last-exit-observed: the error state is read after the launch.
__global__ void observed(int *p, const int *len, int *err) {
  PROLOGUE(len[blockIdx.x])
  if (len[i] > 0) {
    child<<<len[i], 32>>>(p + 64 * i, base);
    err[i] = cudaGetLastError();
  }
}
// last-exit-stream: a tail launch.
__global__ void tail(int *p, const int *len) {
  PROLOGUE(len[blockIdx.x])
  if (len[i] > 0)
    child<<<len[i], 32, 0, cudaStreamTailLaunch>>>(p + 64 * i, base);
}
// last-exit-waits: a spin on a flag before the launch.
__global__ void waits(int *p, const int *len, volatile int *flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  while (*flag == 0) {
  }
  if (len[i] > 0)
    child<<<len[i], 32>>>(p + 64 * i, i);
}
// last-exit-thread-exit: llvm.nvvm.exit, which no exit hook would see.
__global__ void thread_exit(int *p, const int *len) {
  PROLOGUE(len[blockIdx.x])
  if (len[i] > 0)
    child<<<len[i], 32>>>(p + 64 * i, base);
  if (len[i] < 0)
    __nvvm_exit();
  p[i] = 1;
}
// last-exit-in-clone: one launcher in two of the block's threads.
__global__ void walk(int *p, int depth) {
  PROLOGUE(depth)
  p[i] = base;
  if (depth > 0 && (threadIdx.x & 1))
    walk<<<1, 32>>>(p + 32, depth - 1);
}
