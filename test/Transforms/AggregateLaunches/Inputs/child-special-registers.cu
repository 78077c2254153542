// Special registers a child reads must read as in its own launch, or the
// site is refused (issue 9, class 4). Each child is launched with a
// per-thread dynamic shared memory size.
#include <cuda_runtime.h>
// %dynamic_smem_size in assembly (how CCCL's cuda::ptx::get_sreg reads it):
// the aggregate's is the largest parent's, and assembly cannot be rewritten.
__global__ void dyn_smem(unsigned *p) {
  unsigned v;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(v));
  p[threadIdx.x] = v;
}
// %total_smem_size: the aggregate's.
__global__ void total_smem(unsigned *p) {
  unsigned v;
  asm("mov.u32 %0, %%total_smem_size;" : "=r"(v));
  p[threadIdx.x] = v;
}
// %gridid: the aggregate's grid.
__global__ void grid_id(unsigned long long *p) {
  p[threadIdx.x] = __nvvm_read_ptx_sreg_gridid();
}
// %laneid, %smid and %clock64 describe the thread, the machine and the
// moment, not the launch: aggregated.
__global__ void machine(unsigned long long *p) {
  unsigned lane, sm;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %%smid;" : "=r"(sm));
  p[threadIdx.x] = lane + sm + clock64();
}
__global__ void parent(unsigned *p, unsigned long long *q) {
  unsigned t = threadIdx.x;
  dyn_smem<<<1, 32, t * 16>>>(p + t * 32);
  total_smem<<<1, 32, t * 16>>>(p + t * 32);
  grid_id<<<1, 32, t * 16>>>(q + t * 32);
  machine<<<1, 32, t * 16>>>(q + t * 32);
}
