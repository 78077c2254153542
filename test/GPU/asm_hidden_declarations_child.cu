// Red team, issue 21 items 18 and 19: inline PTX declarations that
// inlineAsmDeclaration did not see (2018a2d fixes them). Children whose
// assembly declares 49,140 bytes of .shared behind a `%=` label, behind a
// second label, or names a __shared__ variable that the IR never uses (so
// estimateStaticShared counted nothing): a clone adds a copy of the
// parameters and the runtime's state, and nvlink refuses the link ("uses
// too much shared data"). __noinline__ helpers that read blockIdx, called
// twice, whose assembly declares a label starting with `%`, or a .reg
// behind a `%=` label, at function scope: a clone inlines them twice and
// ptxas refuses it ("Duplicate definition"). Before 2018a2d the DPAgg
// builds did not link; every such launch must stay as written. A helper
// with a `%=` label before an instruction is copyable (LLVM prints it
// unique per copy): uid_label is aggregated, and so is half_sqrt, whose
// cuda_fp16 assembly declares `{.reg.b32 f; ...}` (registers in braces,
// refused before f531d1f). The build itself is the main check; the run
// compares with a CPU reference.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/asm_hidden_declarations_child.base
// RUN: %gpubin/asm_hidden_declarations_child.dpagg
// RUN: %gpubin/asm_hidden_declarations_child.warp
#include "GPUTest.cuh"
#include <cuda_fp16.h>

using gputest::hash;

// Thread T stores its value at word T of BUF and, thread 0 also, at its
// last word; after a barrier each reads the next thread's word and the last.
#define SHARED_BODY(BUF)                                                       \
  ".reg .u32 base, a, b;\n\t"                                                  \
  ".reg .pred first;\n\t"                                                      \
  "mov.u32 base, " BUF ";\n\t"                                                 \
  "mad.lo.u32 a, %2, 4, base;\n\t"                                             \
  "st.shared.u32 [a], %3;\n\t"                                                 \
  "setp.eq.u32 first, %2, 0;\n\t"                                              \
  "@first st.shared.u32 [" BUF "+49136], %3;\n\t"                              \
  "bar.sync 0;\n\t"                                                            \
  "mad.lo.u32 b, %4, 4, base;\n\t"                                             \
  "ld.shared.u32 %0, [b];\n\t"                                                 \
  "ld.shared.u32 %1, [" BUF "+49136];\n\t"                                     \
  "bar.sync 0;\n\t"
#define SHARED_OPERANDS                                                        \
  : "=r"(R), "=r"(Last)                                                        \
  : "r"(T), "r"(V), "r"((T + 1) % N)                                           \
  : "memory"

__global__ void uid_shared(uint32_t *Out, uint32_t Salt) {
  unsigned T = threadIdx.x, N = blockDim.x;
  uint32_t V = hash(blockIdx.x, T, Salt), R, Last;
  asm volatile("L%=: .shared .align 4 .b8 uid_buf[49140];\n\t"
               "{\n\t" SHARED_BODY("uid_buf") "}" SHARED_OPERANDS);
  Out[blockIdx.x * N + T] = hash(R, Last);
}

__global__ void two_labels_shared(uint32_t *Out, uint32_t Salt) {
  unsigned T = threadIdx.x, N = blockDim.x;
  uint32_t V = hash(blockIdx.x, T, Salt), R, Last;
  asm volatile(
      "{\n\tfirst_label:\n\t"
      "second_label: .shared .align 4 .b8 two_buf[49140];\n\t" SHARED_BODY(
          "two_buf") "}" SHARED_OPERANDS);
  Out[blockIdx.x * N + T] = hash(R, Last);
}

__shared__ uint32_t named_buf[12285];
__global__ void named_shared(uint32_t *Out, uint32_t Salt) {
  unsigned T = threadIdx.x, N = blockDim.x;
  uint32_t V = hash(blockIdx.x, T, Salt), R, Last;
  asm volatile("{\n\t" SHARED_BODY("named_buf") "}" SHARED_OPERANDS);
  Out[blockIdx.x * N + T] = hash(R, Last);
}

__device__ __noinline__ uint32_t percentLabel(uint32_t V) {
  uint32_t R;
  asm volatile("%%pct_done: add.u32 %0, %1, %2;"
               : "=r"(R)
               : "r"(V), "r"(blockIdx.x));
  return R;
}

__device__ __noinline__ uint32_t uidReg(uint32_t V) {
  uint32_t R;
  asm volatile("L%=: .reg .u32 uid_t;\n\t"
               "add.u32 uid_t, %1, %2;\n\t"
               "xor.b32 uid_t, uid_t, 0x9e3779b9;\n\t"
               "mov.u32 %0, uid_t;"
               : "=r"(R)
               : "r"(V), "r"(blockIdx.x));
  return R;
}

__device__ __noinline__ uint32_t uidLabel(uint32_t V) {
  uint32_t R;
  asm volatile("add.u32 %0, %1, %2;\n"
               "L%=: xor.b32 %0, %0, 0x5bd1e995;"
               : "=r"(R)
               : "r"(V), "r"(blockIdx.x));
  return R;
}

__global__ void percent_label(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = percentLabel(hash(I, Salt)) ^ percentLabel(I);
}
__global__ void uid_reg(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = uidReg(hash(I, Salt)) ^ uidReg(I);
}
__global__ void uid_label(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = uidLabel(hash(I, Salt)) ^ uidLabel(I);
}

// hsqrt of a perfect square below 2048 (exact in half precision).
__global__ void half_sqrt(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t K = hash(I, Salt) % 45u;
  Out[I] = (uint32_t)__half2float(hsqrt(__float2half((float)(K * K))));
}

__global__ void parent(uint32_t *Sh, uint32_t *Mix, int NP, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  uid_shared<<<2, 64>>>(Sh + (3 * P + 0) * 128, Salt + P);
  two_labels_shared<<<2, 64>>>(Sh + (3 * P + 1) * 128, Salt + P);
  named_shared<<<2, 64>>>(Sh + (3 * P + 2) * 128, Salt + P);
  percent_label<<<2, 32>>>(Mix + (3 * P + 0) * 64, Salt + P);
  uid_reg<<<2, 32>>>(Mix + (3 * P + 1) * 64, Salt + P);
  uid_label<<<2, 32>>>(Mix + (3 * P + 2) * 64, Salt + P);
  half_sqrt<<<2, 32>>>(Mix + (3 * NP + P) * 64, Salt + P);
}

int main() {
  gputest::Test T("asm_hidden_declarations_child");
  const int NP = 1024;
  T.pendingLaunches(7 * NP + 2048);
  uint32_t Salt = (uint32_t)T.R.next();
  uint32_t *DSh = gputest::alloc<uint32_t>(3 * NP * 128),
           *DMix = gputest::alloc<uint32_t>(4 * NP * 64);
  gputest::poison(DSh, 3 * NP * 128);
  gputest::poison(DMix, 4 * NP * 64);
  parent<<<NP / 128, 128>>>(DSh, DMix, NP, Salt);
  CK_SYNC();
  std::vector<uint32_t> RefSh(3 * NP * 128), RefMix(4 * NP * 64);
  for (int P = 0; P < NP; ++P) {
    uint32_t S = Salt + P;
    for (int K = 0; K < 3; ++K)
      for (unsigned B = 0; B < 2; ++B)
        for (unsigned I = 0; I < 64; ++I)
          RefSh[(3 * P + K) * 128 + B * 64 + I] =
              hash(hash(B, (I + 1) % 64, S), hash(B, 0, S));
    for (unsigned I = 0; I < 64; ++I) {
      uint32_t Blk = I / 32, A = hash(I, S);
      RefMix[(3 * P + 0) * 64 + I] = (A + Blk) ^ (I + Blk);
      RefMix[(3 * P + 1) * 64 + I] =
          ((A + Blk) ^ 0x9e3779b9u) ^ ((I + Blk) ^ 0x9e3779b9u);
      RefMix[(3 * P + 2) * 64 + I] =
          ((A + Blk) ^ 0x5bd1e995u) ^ ((I + Blk) ^ 0x5bd1e995u);
      RefMix[(3 * NP + P) * 64 + I] = A % 45u;
    }
  }
  T.compare("hidden .shared declarations", gputest::download(DSh, RefSh.size()),
            RefSh);
  T.compare("hidden function-scope names, %= labels, cuda_fp16",
            gputest::download(DMix, RefMix.size()), RefMix);
  CK(cudaFree(DSh));
  CK(cudaFree(DMix));
  return T.finish();
}
