// Inline PTX that declares names at function scope (issue 21, item 19): a
// __noinline__ helper that reads blockIdx is inlined into the aggregated
// child once per call, so two calls would declare `t` and `done` twice in
// one function (ptxas: "Duplicate definition"). Declarations inside braces
// are scoped by PTX and may be copied.
#include <cuda_runtime.h>
__device__ __noinline__ unsigned twice(unsigned v) {
  unsigned r;
  asm volatile(".reg .u32 t;\n\t"
               "add.u32 t, %1, %2;\n\t"
               "mov.u32 %0, t;\n"
               "done:\n\t"
               "bar.warp.sync -1;"
               : "=r"(r)
               : "r"(v), "r"(blockIdx.x));
  return r;
}
__global__ void fn_scope(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = twice(p[i]) + twice(i);
}
__device__ __noinline__ unsigned scoped(unsigned v) {
  unsigned r;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .u32 t;\n\t"
               "add.u32 t, %1, %2;\n\t"
               "setp.eq.u32 p, t, 0;\n"
               "again:\n\t"
               "@p add.u32 t, t, 1;\n\t"
               "mov.u32 %0, t;\n\t}"
               : "=r"(r)
               : "r"(v), "r"(blockIdx.x));
  return r;
}
__global__ void brace_scope(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = scoped(p[i]) + scoped(i);
}
__global__ void parent(unsigned *p) {
  fn_scope<<<2, 32>>>(p + threadIdx.x * 64);
  brace_scope<<<2, 32>>>(p + threadIdx.x * 64);
}
