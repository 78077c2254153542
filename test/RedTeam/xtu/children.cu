// The children's unit of xtu_extern_c (see parents.cu).
#include "../../../test/GPU/Inputs/GPUTest.cuh"

// C linkage, warp-level operation, 1-D only when blockDim.y == 1.
extern "C" __global__ void __launch_bounds__(64)
xc_shuffle(uint32_t *Out, int P, uint32_t Salt) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  uint32_t Mine = gputest::hash(P, T, Salt);
  // The lane of the linear thread T ^ 1 (same warp: T < 64, pairs).
  uint32_t Other = __shfl_xor_sync(0xffffffffu, Mine, 1);
  Out[(size_t)P * 64 + T] = Mine ^ (Other << 1);
}

// Dynamic shared memory, a limit the host lowers to 1024 bytes.
extern "C" __global__ void xc_smem(uint32_t *Out, int P, uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  Dyn[threadIdx.x] = gputest::hash(P, threadIdx.x, Salt);
  Out[(size_t)P * 64 + threadIdx.x] = Dyn[threadIdx.x] + 1;
}

// The host side needs the stubs to set attributes: a host function of this
// unit does it.
void xcLowerSmemLimit() {
  CK(cudaFuncSetAttribute(xc_smem,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
}
