// Red team, issue 21 items 18 and 19: inline PTX declarations that
// inlineAsmDeclaration did not see. ptxas takes any number of labels before
// a directive, labels may start with `%`, and clang writes `%=` (a label
// unique per asm instance) as `${:uid}`, whose braces the parser split at;
// a __shared__ variable named only inside the PTX is not a use in the IR.
// Cloning any kernel below breaks the DPAgg build: 49,140 bytes of .shared
// that nvlink counts in the clone, or a .reg or label at function scope
// declared twice once the geometry-reading helper is inlined twice.
#include <cuda_runtime.h>
// Item 18: `L%=:` hides a .shared declaration.
__global__ void uid_shared(unsigned *p) {
  unsigned r;
  asm volatile("L%=: .shared .align 4 .b8 uid_buf[49140];\n\t"
               "mov.u32 %0, uid_buf;"
               : "=r"(r));
  p[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
// Item 18: the second of two labels hides a .shared declaration in braces.
__global__ void two_labels_shared(unsigned *p) {
  unsigned r;
  asm volatile("{\n\t"
               "first:\n\t"
               "second: .shared .align 4 .b8 two_buf[49140];\n\t"
               "mov.u32 %0, two_buf;\n\t"
               "}"
               : "=r"(r));
  p[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
// Item 18: a __shared__ variable that only the PTX names.
__shared__ unsigned named_buf[12285];
__global__ void named_shared(unsigned *p) {
  unsigned r;
  asm volatile("{\n\t.reg .u32 a;\n\t"
               "mov.u32 a, named_buf;\n\t"
               "st.shared.u32 [a], %1;\n\t"
               "ld.shared.u32 %0, [a+4];\n\t}"
               : "=r"(r)
               : "r"(threadIdx.x)
               : "memory");
  p[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
// Item 19: a label that starts with `%`, at function scope.
__device__ __noinline__ unsigned percentLabel(unsigned v) {
  unsigned r;
  asm volatile("%%pct_done: add.u32 %0, %1, %2;"
               : "=r"(r)
               : "r"(v), "r"(blockIdx.x));
  return r;
}
__global__ void percent_label(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = percentLabel(p[i]) + percentLabel(i);
}
// Item 19: `L%=:` hides a .reg declaration at function scope.
__device__ __noinline__ unsigned uidReg(unsigned v) {
  unsigned r;
  asm volatile("L%=: .reg .u32 uid_t;\n\t"
               "add.u32 uid_t, %1, %2;\n\t"
               "mov.u32 %0, uid_t;"
               : "=r"(r)
               : "r"(v), "r"(blockIdx.x));
  return r;
}
__global__ void uid_reg(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = uidReg(p[i]) + uidReg(i);
}
// Copyable: a `%=` label (unique per copy) before an instruction, at
// function scope, in a helper inlined twice.
__device__ __noinline__ unsigned uidLabel(unsigned v) {
  unsigned r;
  asm volatile("add.u32 %0, %1, %2;\n"
               "L%=: xor.b32 %0, %0, 1;"
               : "=r"(r)
               : "r"(v), "r"(blockIdx.x));
  return r;
}
__global__ void uid_label(unsigned *p) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = uidLabel(p[i]) + uidLabel(i);
}
__global__ void parent(unsigned *p) {
  unsigned *q = p + threadIdx.x * 64;
  uid_shared<<<2, 32>>>(q);
  two_labels_shared<<<2, 32>>>(q);
  named_shared<<<2, 32>>>(q);
  percent_label<<<2, 32>>>(q);
  uid_reg<<<2, 32>>>(q);
  uid_label<<<2, 32>>>(q);
}
