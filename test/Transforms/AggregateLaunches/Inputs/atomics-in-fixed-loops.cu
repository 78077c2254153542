// Input of ../atomics-in-fixed-loops.ll (the command is there).
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
// Block scope: the loops' exits read no memory (a grid-stride loop; the
// quadtree's scatter, whose atomic's result is an address); nor do their
// other branches (none).
__global__ void histogram(int *p, const int *in, int *hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&hist[in[i] & 15], 1);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
__global__ void scatter(int *p, const int *in, int *pos, int *dst, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    dst[atomicAdd(&pos[in[i] & 3], 1)] = in[i];
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// A volatile load whose value only feeds the atomic (a select, no branch):
// the loop still runs n iterations whatever it reads.
__global__ void select_on_flag(int *p, volatile int *flag, int *c, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    if (*flag)
      s += i;
    atomicAdd(c, s);
  }
  child<<<1, 32>>>(p + threadIdx.x * 32 + s);
}
// The exit reads the atomic's result.
__global__ void counter_exit(int *p, int *c, int n) {
  int v;
  do
    v = atomicAdd(c, 1);
  while (v < n);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// Warp scope from here on, conservatively for this one: a branch of the
// loop (a store under it, so no select) reads memory, though the exit does
// not; the rule asks every branch of the loop.
__global__ void steered_branch(int *p, volatile int *flag, int *c, int n) {
  for (int i = 0; i < n; ++i) {
    if (*flag)
      p[i] = i;
    atomicAdd(c, 1);
  }
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// The exit tests a value chosen by a branch on the atomic's result.
__global__ void chosen_exit(int *p, int *c) {
  int done;
  do {
    if (atomicAdd(c, 1) > 5)
      done = 1;
    else
      done = 0;
  } while (!done);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// An inner spin inside a loop of fixed trips.
__global__ void inner_spin(int *p, int *c, int n) {
  for (int i = 0; i < n; ++i)
    while (atomicAdd(c, 0) == i) {
    }
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// A spin on a plain load, with an atomic in the loop: not valid CUDA (a
// data race), but it works in practice; the exit reads memory.
__global__ void plain_spin(int *p, int *flag, int *dummy) {
  while (flag[0] == 0)
    atomicAdd(dummy, 0);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
