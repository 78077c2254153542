// Each kernel stores one special register and branches on it, so the value
// and the branch show up at every scope.
#include <cuda_runtime.h>
__global__ void thread_index(int *out) {
  int v = threadIdx.x;
  if (v == 3)
    out[0] = v;
}
__global__ void block_index(int *out) {
  int v = blockIdx.x;
  if (v == 3)
    out[0] = v;
}
__global__ void block_dim(int *out) {
  int v = blockDim.x * gridDim.y;
  if (v == 3)
    out[0] = v;
}
// Registers that differ between threads of a warp, or between observations:
// clang's builtins give the intrinsics, the CUDA headers' inline asm stays asm.
__global__ void per_thread_registers(unsigned long long *out) {
  out[0] = __nvvm_read_ptx_sreg_laneid();
  out[1] = __nvvm_read_ptx_sreg_lanemask_lt();
  out[2] = __nvvm_read_ptx_sreg_warpid();
  out[3] = __nvvm_read_ptx_sreg_smid();
  out[4] = clock64();
  out[5] = __nvvm_read_ptx_sreg_globaltimer();
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[6] = lane;
}
