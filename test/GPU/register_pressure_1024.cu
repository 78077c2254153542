// Issue 9, class 15: parent kernels without __launch_bounds__ launched from
// the host with 1024 threads per block, which needs at most 64 registers per
// thread. Each keeps NLive values live across its (divergent) launch, so it
// already uses a fair share of the 64; one more kernel declares
// __launch_bounds__(1024). Built without DPAgg every kernel fits: ptxas -v
// (sm_90, at the commit that added this test) gives 31, 58 and 42 registers
// for NLive = 8, 24, 16, and 62 for the bounded one; at block scope with the
// runtime inlined, 50, 82, 66 and 64. A runtime inlined into the parent must
// not push it past 64 registers, or the host launch fails with
// cudaErrorLaunchOutOfResources (exit code 2).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/register_pressure_1024.base
// RUN: %gpubin/register_pressure_1024.dpagg
// RUN: %gpubin/register_pressure_1024.warp
#include "GPUTest.cuh"

using gputest::hash;

__global__ void child(uint32_t *Out, uint32_t V, int P) {
  Out[threadIdx.x] = hash(V, P, threadIdx.x);
}

// NLive values computed before the launch and used after it.
template <int NLive>
__device__ __forceinline__ void body(const uint32_t *In, uint32_t *Out,
                                     uint32_t *Own) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t L[NLive];
#pragma unroll
  for (int I = 0; I < NLive; ++I)
    L[I] = In[(P * 7 + I * 131) & 4095] * (I + 3) + I;
  uint32_t V = L[0] ^ L[NLive - 1];
  if (V % 3 == 0)
    child<<<1, 32>>>(Out + (size_t)P * 32, V, P);
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < NLive; ++I)
    Acc = Acc * 31 + (L[I] ^ (L[(I + 1) % NLive] >> 3));
  Own[P] = Acc;
}

template <int NLive>
__global__ void parent(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  body<NLive>(In, Out, Own);
}

__global__ void __launch_bounds__(1024)
    parent_bounded(const uint32_t *In, uint32_t *Out, uint32_t *Own) {
  body<24>(In, Out, Own);
}

template <int NLive>
static void reference(const std::vector<uint32_t> &In, int NP,
                      std::vector<uint32_t> &Out, std::vector<uint32_t> &Own) {
  for (int P = 0; P < NP; ++P) {
    uint32_t L[NLive];
    for (int I = 0; I < NLive; ++I)
      L[I] = In[(P * 7 + I * 131) & 4095] * (I + 3) + I;
    uint32_t V = L[0] ^ L[NLive - 1];
    if (V % 3 == 0)
      for (int T = 0; T < 32; ++T)
        Out[(size_t)P * 32 + T] = hash(V, P, T);
    uint32_t Acc = 0;
    for (int I = 0; I < NLive; ++I)
      Acc = Acc * 31 + (L[I] ^ (L[(I + 1) % NLive] >> 3));
    Own[P] = Acc;
  }
}

int main() {
  gputest::Test T("register_pressure_1024");
  const int Blocks = 16, Threads = 1024, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * 32),
           *DOwn = gputest::alloc<uint32_t>(NP);
  static const char *Names[] = {"8 live values", "24 live values",
                                "16 live values",
                                "24 live values, __launch_bounds__(1024)"};
  for (int Kind = 0; Kind < 4; ++Kind) {
    std::vector<uint32_t> In(4096);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> RefOut((size_t)NP * 32, 0xffffffffu), RefOwn(NP);
    if (Kind == 0)
      reference<8>(In, NP, RefOut, RefOwn);
    else if (Kind == 2)
      reference<16>(In, NP, RefOut, RefOwn);
    else // Kind 1, and the bounded parent (body<24>)
      reference<24>(In, NP, RefOut, RefOwn);
    uint32_t *DIn = gputest::upload(In);
    gputest::poison(DOut, (size_t)NP * 32);
    gputest::poison(DOwn, NP);
    if (Kind == 0)
      parent<8><<<Blocks, Threads>>>(DIn, DOut, DOwn);
    else if (Kind == 1)
      parent<24><<<Blocks, Threads>>>(DIn, DOut, DOwn);
    else if (Kind == 2)
      parent<16><<<Blocks, Threads>>>(DIn, DOut, DOwn);
    else
      parent_bounded<<<Blocks, Threads>>>(DIn, DOut, DOwn);
    CK_SYNC();
    char Buf[96];
    snprintf(Buf, sizeof Buf, "%s: children", Names[Kind]);
    T.compare(Buf, gputest::download(DOut, (size_t)NP * 32), RefOut);
    snprintf(Buf, sizeof Buf, "%s: parents' own result", Names[Kind]);
    T.compare(Buf, gputest::download(DOwn, NP), RefOwn);
    CK(cudaFree(DIn));
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DOwn));
  return T.finish();
}
