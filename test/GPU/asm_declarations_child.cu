// Issue 21, item 19: a __noinline__ helper whose inline PTX declares a .reg
// variable and a label at function scope, called twice by a child kernel.
// The helper reads blockIdx, so building the aggregated child inlined it
// once per call, and ptxas refused the DPAgg builds (bb82e36: "Duplicate
// definition of variable" and "of label"), also through the child published
// for other units. The same helper with its declarations inside braces (PTX
// scopes them) may be copied: brace_child is aggregated and must build and
// compute the same. The build itself is the main check; the run compares
// with a CPU reference.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/asm_declarations_child.base
// RUN: %gpubin/asm_declarations_child.dpagg
// RUN: %gpubin/asm_declarations_child.warp
#include "GPUTest.cuh"

using gputest::hash;

__device__ __noinline__ uint32_t fnScope(uint32_t V) {
  uint32_t R;
  asm volatile(".reg .u32 fn_t;\n\t"
               "add.u32 fn_t, %1, %2;\n\t"
               "xor.b32 fn_t, fn_t, 0x9e3779b9;\n"
               "fn_done:\n\t"
               "mov.u32 %0, fn_t;"
               : "=r"(R)
               : "r"(V), "r"(blockIdx.x));
  return R;
}

__device__ __noinline__ uint32_t braceScope(uint32_t V) {
  uint32_t R;
  asm volatile("{\n\t"
               ".reg .u32 t;\n\t"
               ".reg .pred odd;\n\t"
               "add.u32 t, %1, %2;\n\t"
               "and.b32 %0, t, 1;\n\t"
               "setp.ne.u32 odd, %0, 0;\n\t"
               "@!odd bra even_done;\n\t"
               "xor.b32 t, t, 0x9e3779b9;\n"
               "even_done:\n\t"
               "mov.u32 %0, t;\n\t"
               "}"
               : "=r"(R)
               : "r"(V), "r"(blockIdx.x));
  return R;
}

__global__ void fn_child(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = fnScope(hash(I, Salt)) ^ fnScope(I);
}

__global__ void brace_child(uint32_t *Out, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = braceScope(hash(I, Salt)) ^ braceScope(I);
}

__global__ void parent(uint32_t *Fn, uint32_t *Brace, int NP, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  fn_child<<<2, 32>>>(Fn + P * 64, Salt + P);
  brace_child<<<2, 32>>>(Brace + P * 64, Salt + P);
}

static uint32_t fnRef(uint32_t V, uint32_t Blk) {
  return (V + Blk) ^ 0x9e3779b9u;
}
static uint32_t braceRef(uint32_t V, uint32_t Blk) {
  uint32_t T = V + Blk;
  return (T & 1) ? T ^ 0x9e3779b9u : T;
}

int main() {
  gputest::Test T("asm_declarations_child");
  const int NP = 4096;
  T.pendingLaunches(2 * NP + 2048);
  uint32_t Salt = (uint32_t)T.R.next();
  uint32_t *DFn = gputest::alloc<uint32_t>(NP * 64),
           *DBrace = gputest::alloc<uint32_t>(NP * 64);
  gputest::poison(DFn, NP * 64);
  gputest::poison(DBrace, NP * 64);
  parent<<<NP / 128, 128>>>(DFn, DBrace, NP, Salt);
  CK_SYNC();
  std::vector<uint32_t> RefFn(NP * 64), RefBrace(NP * 64);
  for (int P = 0; P < NP; ++P)
    for (unsigned I = 0; I < 64; ++I) {
      uint32_t S = Salt + P, Blk = I / 32;
      RefFn[P * 64 + I] = fnRef(hash(I, S), Blk) ^ fnRef(I, Blk);
      RefBrace[P * 64 + I] = braceRef(hash(I, S), Blk) ^ braceRef(I, Blk);
    }
  T.compare("function-scope declarations",
            gputest::download(DFn, NP * 64), RefFn);
  T.compare("brace-scoped declarations", gputest::download(DBrace, NP * 64),
            RefBrace);
  CK(cudaFree(DFn));
  CK(cudaFree(DBrace));
  return T.finish();
}
