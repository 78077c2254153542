// The strong definition of tc_weak_hook.cu's hook() (another translation
// unit, linked with it; no main): step 0 of the chain launches a snapshot
// of the whole chain's output into its block's NULL stream, after its link.
#include "../../GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 200;

__global__ void snapshot(const uint32_t *Out, uint32_t *Snap) {
  for (int J = threadIdx.x; J < Steps * W; J += blockDim.x)
    Snap[J] = ((const volatile uint32_t *)Out)[J];
}

__device__ void hook(const uint32_t *Out, uint32_t *Snap, int I) {
  if (I == 0)
    snapshot<<<1, 256>>>(Out, Snap);
}
