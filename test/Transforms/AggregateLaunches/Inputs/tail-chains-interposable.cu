// Tail-chained links and callees another unit may replace (TailChainPlan.cpp,
// rules 3 and 4).
#include <cuda_runtime.h>

// Empty here; with -fgpu-rdc another unit's strong definition may launch.
__device__ __attribute__((weak)) void hook(int *Out, int I) {}
// A definition the link cannot replace.
__device__ __noinline__ void plain(int *Out, int I) { Out[I] = I; }

// Calls the weak hook after its link: left as written.
__global__ void __launch_bounds__(32) weak_step(int *Out, int Steps, int I) {
  if (threadIdx.x == 0) {
    if (I + 1 < Steps)
      weak_step<<<1, 32>>>(Out, Steps, I + 1);
    hook(Out, I);
  }
}

// Calls a strong function instead: tail-chained.
__global__ void __launch_bounds__(32) strong_step(int *Out, int Steps, int I) {
  if (threadIdx.x == 0) {
    if (I + 1 < Steps)
      strong_step<<<1, 32>>>(Out, Steps, I + 1);
    plain(Out, I);
  }
}
