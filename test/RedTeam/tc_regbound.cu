// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// "a build that links without DPAgg must link with it". The tail-chain
// rule is decided in Planner::plan before refusedInCaller, so it skips the
// caller rules that protect the link: a kernel that gets DPAgg's runtime
// (here __dpagg_launch_v2) and has no __launch_bounds__ is held to 64
// registers (boundRegisters), and ptxas/nvlink refuse a bounded entry that
// calls a function compiled apart with more registers (rule
// calls-compiled-apart, test/Frontend/kernel-calls-function-compiled-apart-
// links.cu). `step` is a chain link (tail-chained: launches nothing else,
// waits for nobody) that calls heavy(), a static function whose address is
// also taken (so ptxas compiles it apart: about 126 registers).
//
// Expected: .base builds and PASSes; at 55d7716 the DPAgg builds (.dpagg,
// .warp) fail to BUILD ("Entry function '_Z4step...' with max regcount of
// 64 calls function '_ZL5heavyPKfi' with regcount of ...") or, with
// assertions, the plugin stops at boundRegisters' assert; .notail builds
// and PASSes. After the fix (the tail-chain rule refuses such a kernel):
// every build PASSes, the link stays as written (remark: calls-compiled-
// apart / not tail-chained).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 50, N = 64;

// 48 values live across an 8 x 48 product: about 126 registers.
static __device__ __noinline__ float heavy(const float *P, int S) {
  float A[48];
#pragma unroll
  for (int I = 0; I < 48; ++I)
    A[I] = P[(I * S) % N];
  float R = 0;
#pragma unroll
  for (int J = 0; J < 8; ++J)
#pragma unroll
    for (int I = 0; I < 48; ++I)
      R += A[I] * A[(I + J) % 48] * (J + 1);
  return R;
}
__device__ float (*HeavyPtr)(const float *, int) = heavy;

__global__ void step(const float *In, float *Out, int I) {
  Out[I * W + threadIdx.x] = heavy(In, threadIdx.x + I);
  if (threadIdx.x == 0 && I + 1 < Steps)
    step<<<1, W>>>(In, Out, I + 1);
}

// Keeps the pointer used.
__global__ void viaPointer(const float *In, float *Out) {
  Out[threadIdx.x] = HeavyPtr(In, threadIdx.x);
}

static float heavyRef(const float *P, int S) {
  float A[48];
  for (int I = 0; I < 48; ++I)
    A[I] = P[(I * S) % N];
  float R = 0;
  for (int J = 0; J < 8; ++J)
    for (int I = 0; I < 48; ++I)
      R += A[I] * A[(I + J) % 48] * (J + 1);
  return R;
}

int main() {
  gputest::Test T("tc_regbound");
  std::vector<float> In(N);
  for (float &V : In)
    V = (float)(T.R.next() % 8); // small integers: sums are exact
  std::vector<float> Ref(Steps * W), Ref2(W);
  for (int I = 0; I < Steps; ++I)
    for (int X = 0; X < W; ++X)
      Ref[I * W + X] = heavyRef(In.data(), X + I);
  for (int X = 0; X < W; ++X)
    Ref2[X] = heavyRef(In.data(), X);
  float *DIn = gputest::upload(In);
  float *Out = gputest::alloc<float>(Steps * W),
        *Out2 = gputest::alloc<float>(W);
  gputest::poison(Out, Steps * W);
  gputest::poison(Out2, W);
  step<<<1, W>>>(DIn, Out, 0);
  viaPointer<<<1, W>>>(DIn, Out2);
  CK_SYNC();
  T.compare("chain", gputest::download(Out, Steps * W), Ref);
  T.compare("via pointer", gputest::download(Out2, W), Ref2);
  return T.finish();
}
