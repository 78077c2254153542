// Shared memory declared in inline PTX (issue 21, item 18): 49,140 bytes of
// .shared that only the assembly names. A clone adds a copy of the
// parameters and the runtime's state, over the 48 KB nvlink accepts. The
// unit launches nothing: published children are built for every external
// leaf kernel, so the link of a program without any device launch broke.
#include <cuda_runtime.h>
__global__ void big_shared(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, r;
  asm volatile("{\n\t.shared .align 4 .b8 buf[49140];\n\t"
               "st.shared.u32 [buf], %1;\n\t"
               "ld.shared.u32 %0, [buf];\n\t}"
               : "=r"(r)
               : "r"(i));
  p[i] = r;
}
// Assembly that uses shared memory the module declares, and declares
// nothing itself: counted, cloned and published.
__shared__ unsigned tile[32];
__global__ void reads_tile(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, r;
  tile[threadIdx.x % 32] = i;
  __syncthreads();
  asm volatile("ld.shared.u32 %0, [%1];"
               : "=r"(r)
               : "r"((unsigned)__cvta_generic_to_shared(&tile[(i + 1) % 32])));
  p[i] = r;
}
