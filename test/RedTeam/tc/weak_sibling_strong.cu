// The strong definition of tc_weak_sibling.cu's hook() (another
// translation unit, linked with it; no main): each thread launches a
// snapshot of its own child's output into its block's NULL stream.
#include "../../GPU/Inputs/GPUTest.cuh"

constexpr int W = 32;

__global__ void snapshot(const uint32_t *Out, uint32_t *Snap, int Id) {
  Snap[Id * W + threadIdx.x] =
      ((const volatile uint32_t *)Out)[Id * W + threadIdx.x];
}

__device__ void hook(const uint32_t *Out, uint32_t *Snap, int Id) {
  snapshot<<<1, W>>>(Out, Snap, Id);
}
