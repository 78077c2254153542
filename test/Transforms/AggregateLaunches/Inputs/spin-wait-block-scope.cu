// Block scope adds block barriers; threads that wait for each other other
// than at barriers (spin loops on memory) could deadlock there, so such
// kernels get warp scope (issue 9, class 7).
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
// Warp 0 launches, then sets a flag the other warps spin on (no barrier).
__global__ void flag_spin(int *p, volatile int *flag) {
  if (threadIdx.x < 32) {
    child<<<1, 32>>>(p + threadIdx.x * 32);
    if (threadIdx.x == 0)
      *flag = 1;
  } else {
    while (*flag == 0) {
    }
  }
}
// A lock taken with atomicCAS in a loop.
__global__ void lock_loop(int *p, int *lock) {
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  p[0] += 1;
  atomicExch(lock, 0);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// A __nanosleep back-off loop (inline assembly in a loop).
__global__ void sleep_loop(int *p, int n) {
  for (int i = 0; i < n; ++i)
    __nanosleep(100);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// The spin is in a device function.
__device__ __noinline__ void wait_for(volatile int *flag) {
  while (*flag == 0) {
  }
}
__global__ void callee_spin(int *p, volatile int *flag) {
  if (threadIdx.x >= 32)
    wait_for(flag);
  child<<<1, 32>>>(p + threadIdx.x * 32);
  if (threadIdx.x == 0)
    *flag = 1;
}
// A function defined in another translation unit may wait.
extern __device__ void elsewhere(int *p);
__global__ void unknown_callee(int *p) {
  elsewhere(p);
  child<<<1, 32>>>(p + threadIdx.x * 32);
}
// One atomic outside any loop, and a loop of plain loads and barriers: no
// thread waits for another but at barriers: block scope.
__global__ void no_wait(int *p, int *count, int n) {
  atomicAdd(count, 1);
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
    __syncthreads();
  }
  child<<<1, 32>>>(p + threadIdx.x * 32 + s);
}
