// The strong definition of sr_weak_child.cu's child kernel (another
// translation unit, linked with it; no main).
#include "../../GPU/Inputs/GPUTest.cuh"

__global__ void child(uint32_t *Out, uint32_t Salt) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] =
      gputest::hash(2u, Salt, blockIdx.x, threadIdx.x);
}
