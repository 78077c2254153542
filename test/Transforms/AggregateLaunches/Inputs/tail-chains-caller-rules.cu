// Tail-chained links and the caller rules (TailChainPlan.cpp, rule 6).
#include <cuda_runtime.h>

// A function that ptxas compiles apart: its address is taken.
static __device__ __noinline__ float heavy(const float *P, int S) {
  float R = 0;
  for (int I = 0; I < 48; ++I)
    R += P[(I * S) % 64] * (float)I;
  return R;
}
__device__ float (*HeavyPtr)(const float *, int) = heavy;

// A chain link whose kernel has no launch bounds and calls heavy(): DPAgg's
// runtime would bring the register bound, which the link may refuse; left
// as written (rule calls-compiled-apart).
__global__ void apart_step(const float *In, float *Out, int Steps, int I) {
  Out[I * 32 + threadIdx.x] = heavy(In, threadIdx.x + I);
  if (threadIdx.x == 0 && I + 1 < Steps)
    apart_step<<<1, 32>>>(In, Out, Steps, I + 1);
}

// The same with launch bounds of its own: no bound is added; tail-chained.
__global__ void __launch_bounds__(32)
    bounded_step(const float *In, float *Out, int Steps, int I) {
  Out[I * 32 + threadIdx.x] = heavy(In, threadIdx.x + I);
  if (threadIdx.x == 0 && I + 1 < Steps)
    bounded_step<<<1, 32>>>(In, Out, Steps, I + 1);
}
