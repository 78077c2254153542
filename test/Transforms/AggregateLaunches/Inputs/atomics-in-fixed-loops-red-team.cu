// Input of ../atomics-in-fixed-loops-red-team.ll (the command is there).
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
// Exempt: a bounded poll, branch-free, of a uniform trip count (block scope).
__global__ void bounded_poll(int *p, volatile int *flag, int n) {
  int seen = 0;
  for (int i = 0; i < n; ++i)
    seen |= *flag;
  child<<<1, 32>>>(p + threadIdx.x * 32 + seen);
}
// Exempt: the exit calls a function of no memory.
__device__ __noinline__ int pure(int i) { return (i * 7) & 1; }
__global__ void pure_exit(int *p, int *c, int n) {
  int i = 0;
  do {
    atomicAdd(c, 1);
    ++i;
  } while (pure(i) || i < n);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// Exempt: a branch to unreachable on the atomic's result becomes an assume.
__global__ void unreach(int *p, int *c, int n) {
  for (int i = 0; i < n; ++i)
    if (atomicAdd(c, 1) > (1 << 30))
      __builtin_unreachable();
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// Waits from here on. The exit reads a warp vote (other lanes' values).
__global__ void any_exit(int *p, int *c, int n) {
  int i = 0;
  do {
    atomicAdd(c, 1);
    ++i;
  } while (__any_sync(~0u, i < n));
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// The exit reads the clock.
__global__ void clock_exit(int *p, int *c, long long t) {
  long long t0 = clock64();
  while (clock64() - t0 < t)
    atomicAdd(c, 1);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// A switch on the atomic's result.
__global__ void switch_exit(int *p, int *c, int n) {
  for (int i = 0; i < n; ++i) {
    switch (atomicAdd(c, 1) & 3) {
    case 0: p[1] = i; break;
    case 1: p[2] = i; break;
    case 2: p[3] = 2; break;
    default: p[5] = 0;
    }
  }
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// The exit reads a shuffle of a value lane 0 loaded.
__global__ void shfl_exit(int *p, volatile int *f, int n) {
  int v = 0, i = 0;
  do {
    v = *f;
    ++i;
  } while (__shfl_sync(~0u, v, 0) == 0 && i < n);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// The exit reads __activemask().
__global__ void amask(int *p, int *c, int n) {
  int i = 0;
  do {
    atomicAdd(c, 1);
    ++i;
  } while (__activemask() != ~0u || i < n);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// An irreducible cycle (two entries) whose branch reads a volatile flag.
__global__ void irreducible(int *p, volatile int *f, int n, int s) {
  int i = 0;
  if (s)
    goto B;
A:
  atomicAdd(p, 1);
  ++i;
  if (i > n)
    goto E;
B:
  if (*f == 7)
    goto E;
  ++i;
  goto A;
E:
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
