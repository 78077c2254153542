// Issue 9, class 15, calls compiled apart: parent kernels without
// __launch_bounds__ that call a device function ptxas compiles apart (not
// inlined and not internal to the unit, or reached through a function
// pointer), then launch a child per thread. DPAgg gives a kernel that gets
// its runtime a register bound (at most 64 registers, so that it stays
// launchable with 1024 threads); ptxas compiles a function apart without
// that bound, and ptxas or nvlink refused such a kernel ("Entry function
// '_Z12parentDirectPKjPjS1_' with max regcount of 64 calls function
// '_Z5heavyPKjj' with regcount of 124", at 8965be0). Such launches must stay
// as they are, so the program builds and runs in every variant. heavy()
// keeps 48 values live over a product loop (124 registers on sm_90), so the
// parents run 256 threads per block (1024 would not fit, with or without
// DPAgg). Kernels:
//   direct   calls the non-static __noinline__ heavy()
//   pointer  calls a static one through a __device__ function pointer
//   taken    calls that static one directly (its address is taken, so
//            ptxas compiles it apart too)
//   child    launches a child that calls heavy() (the aggregated child
//            would get the bound)
//   static   calls a static heavy whose address is not taken: compiled
//            under the kernel's bound, so the launch may be aggregated
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/calls_compiled_apart.base
// RUN: %gpubin/calls_compiled_apart.dpagg
// RUN: %gpubin/calls_compiled_apart.warp
#include "GPUTest.cuh"

using gputest::hash;

// The shared body; the host reference calls it directly.
__host__ __device__ __forceinline__ uint32_t heavyBody(const uint32_t *In,
                                                       unsigned P) {
  uint32_t A[48];
#pragma unroll
  for (int I = 0; I < 48; ++I)
    A[I] = In[(P * 7u + I * 131u) & 4095u];
  uint32_t S = P;
#pragma unroll
  for (int J = 0; J < 8; ++J)
#pragma unroll
    for (int I = 0; I < 48; ++I)
      S = S * 3u + (A[I] ^ (A[(I + J + 1) % 48] >> (J + 1)));
  return S;
}

// Not static: ptxas compiles it for callers of any unit.
__device__ __noinline__ uint32_t heavy(const uint32_t *In, unsigned P) {
  return heavyBody(In, P) ^ 0x1u;
}
// Static, with its address taken.
static __device__ __noinline__ uint32_t heavyTaken(const uint32_t *In,
                                                   unsigned P) {
  return heavyBody(In, P) ^ 0x2u;
}
__device__ uint32_t (*HeavyPtr)(const uint32_t *, unsigned) = heavyTaken;
// Static, its address not taken: internal to the unit.
static __device__ __noinline__ uint32_t heavyInternal(const uint32_t *In,
                                                      unsigned P) {
  return heavyBody(In, P) ^ 0x3u;
}

__global__ void child(uint32_t *Out, uint32_t V, unsigned P) {
  Out[threadIdx.x] = hash(V, P, threadIdx.x);
}

__global__ void childHeavy(uint32_t *Out, const uint32_t *In, unsigned P) {
  Out[threadIdx.x] = heavy(In, P * 32u + threadIdx.x);
}

enum Kind { Direct, Pointer, Taken, Child, Static, NumKinds };
static const char *Names[] = {"direct", "pointer", "taken", "child", "static"};

__device__ __forceinline__ unsigned parentIndex() {
  return blockIdx.x * blockDim.x + threadIdx.x;
}
// The parent's own result (Own), and for some values a launch.
__device__ __forceinline__ void parentTail(uint32_t *Out, uint32_t *Own,
                                           uint32_t V, unsigned P) {
  if (V % 3u != 0u)
    child<<<1, 32>>>(Out + (size_t)P * 32, V, P);
  Own[P] = V ^ P;
}

__global__ void parentDirect(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  unsigned P = parentIndex();
  parentTail(Out, Own, heavy(In, P), P);
}
__global__ void parentPointer(const uint32_t *In, uint32_t *Out,
                              uint32_t *Own) {
  unsigned P = parentIndex();
  parentTail(Out, Own, HeavyPtr(In, P), P);
}
__global__ void parentTaken(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  unsigned P = parentIndex();
  parentTail(Out, Own, heavyTaken(In, P), P);
}
__global__ void parentStatic(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  unsigned P = parentIndex();
  parentTail(Out, Own, heavyInternal(In, P), P);
}
__global__ void parentChild(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t V = In[P & 4095u];
  if (V % 3u != 0u)
    childHeavy<<<1, 32>>>(Out + (size_t)P * 32, In, P);
  Own[P] = V ^ P;
}

static void reference(int K, const std::vector<uint32_t> &In, int NP,
                      std::vector<uint32_t> &Out, std::vector<uint32_t> &Own) {
  for (int P = 0; P < NP; ++P) {
    if (K == Child) {
      uint32_t V = In[P & 4095];
      if (V % 3u != 0u)
        for (unsigned T = 0; T < 32; ++T)
          Out[(size_t)P * 32 + T] = heavyBody(In.data(), P * 32u + T) ^ 0x1u;
      Own[P] = V ^ P;
      continue;
    }
    uint32_t Xor = K == Direct ? 0x1u : K == Static ? 0x3u : 0x2u;
    uint32_t V = heavyBody(In.data(), P) ^ Xor;
    if (V % 3u != 0u)
      for (unsigned T = 0; T < 32; ++T)
        Out[(size_t)P * 32 + T] = hash(V, P, T);
    Own[P] = V ^ P;
  }
}

int main() {
  gputest::Test T("calls_compiled_apart");
  const int Blocks = 8, Threads = 256, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * 32),
           *DOwn = gputest::alloc<uint32_t>(NP);
  for (int K = 0; K < NumKinds; ++K) {
    std::vector<uint32_t> In(4096);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> RefOut((size_t)NP * 32, 0xffffffffu), RefOwn(NP);
    reference(K, In, NP, RefOut, RefOwn);
    uint32_t *DIn = gputest::upload(In);
    gputest::poison(DOut, (size_t)NP * 32);
    gputest::poison(DOwn, NP);
    switch (K) {
    case Direct:
      parentDirect<<<Blocks, Threads>>>(DIn, DOut, DOwn);
      break;
    case Pointer:
      parentPointer<<<Blocks, Threads>>>(DIn, DOut, DOwn);
      break;
    case Taken:
      parentTaken<<<Blocks, Threads>>>(DIn, DOut, DOwn);
      break;
    case Child:
      parentChild<<<Blocks, Threads>>>(DIn, DOut, DOwn);
      break;
    case Static:
      parentStatic<<<Blocks, Threads>>>(DIn, DOut, DOwn);
      break;
    }
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "%s: children", Names[K]);
    T.compare(Buf, gputest::download(DOut, (size_t)NP * 32), RefOut);
    snprintf(Buf, sizeof Buf, "%s: parents' own result", Names[K]);
    T.compare(Buf, gputest::download(DOwn, NP), RefOwn);
    CK(cudaFree(DIn));
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DOwn));
  return T.finish();
}
