// Red team of in-place tail chains (-dpagg-tail-in-place; InPlace.cpp,
// inPlaceLoop): the loop moves only the STATIC allocas of K's entry block
// to dpagg.inplace.entry ("once per thread, not per step"); a dynamic
// alloca (__builtin_alloca with a run-time size; clang 22 lowers it for
// sm_90 to PTX `alloca`) stays in the body, and the loop has no
// stacksave/stackrestore around the body. Each step in place then takes
// another Len * 4 bytes of the thread's stack, never given back: after a
// few steps the thread's stack (cudaLimitStackSize, 1 KB by default) is
// exceeded. Without DPAgg every step is a grid of its own, with a fresh
// stack. Rules (8)-(10) do not look at allocas (the plan prints "in place
// when the child is the block's shape" for both kernels).
//   one    one chain of 3000 steps, 64 threads, Len = 24 + I % 9 words per
//          step, filled and hashed in a thread-dependent order
//   many   64 chains of 400 steps at once (the starter's blocks), Len = 40
// Every step's hash per thread is checked against the CPU.
//
// Expected on the GPU: .base PASS, .noip PASS; .dflt CUDAERR (an illegal
// address or a stack overflow reported at the synchronization) or FAIL
// (wrong hashes: the alloca'd words overlap other data once the stack is
// exceeded). Static evidence: in the .dflt device IR the `alloca i8, i64`
// is inside the loop (between dpagg.inplace.head and dpagg.inplace.meet)
// with no llvm.stacksave/stackrestore (PTX: `alloca.u64` after the loop
// header $L__BB0_1).
// H200 (plugin of 2026-11-28 08:53): .base, .noip PASS; .dflt CUDAERR
// (cudaErrorIllegalAddress in `one`).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int B = 64, StepsOne = 3000, StepsMany = 400, ChainsMany = 64;

// The starters observe their launch (cudaGetLastError), so that DPAgg does
// not aggregate the chains' heads per grid (whose clone's links would then
// be aggregated level by level, never one-block grids of K).
__device__ int StartErrors;

__global__ void one(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  int Len = 24 + I % 9;
  uint32_t *P = (uint32_t *)__builtin_alloca((size_t)Len * 4);
  for (int K = 0; K < Len; ++K)
    P[K] = gputest::hash(I, T, K, Salt);
  uint32_t H = 0;
  for (int K = 0; K < Len; ++K)
    H = gputest::mix(H, P[(K * 7 + T) % Len]);
  Out[(size_t)I * B + T] = H;
  if (T == 0 && I + 1 < StepsOne)
    one<<<1, B>>>(Out, I + 1, Salt);
}

__global__ void many(uint32_t *Out, int C, int I, int Len, uint32_t Salt) {
  int T = threadIdx.x;
  uint32_t *P = (uint32_t *)__builtin_alloca((size_t)Len * 4);
  for (int K = 0; K < Len; ++K)
    P[K] = gputest::hash(C, I, T, K, Salt);
  uint32_t H = 0;
  for (int K = 0; K < Len; ++K)
    H = gputest::mix(H, P[(K * 5 + T) % Len]);
  Out[((size_t)C * StepsMany + I) * B + T] = H;
  if (T == 0 && I + 1 < StepsMany)
    many<<<1, B>>>(Out, C, I + 1, Len, Salt);
}
__global__ void startMany(uint32_t *Out, int Len, uint32_t Salt) {
  if (threadIdx.x == 0) {
    many<<<1, B>>>(Out, (int)blockIdx.x, 0, Len, Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

int main() {
  gputest::Test T("ip_alloca");
  T.pendingLaunches(32768); // many: 64 x 400 pending without DPAgg
  uint32_t Salt = (uint32_t)T.R.next();
  {
    size_t N = (size_t)StepsOne * B;
    std::vector<uint32_t> Ref(N);
    for (int I = 0; I < StepsOne; ++I)
      for (int X = 0; X < B; ++X) {
        int Len = 24 + I % 9;
        std::vector<uint32_t> P(Len);
        for (int K = 0; K < Len; ++K)
          P[K] = gputest::hash(I, X, K, Salt);
        uint32_t H = 0;
        for (int K = 0; K < Len; ++K)
          H = gputest::mix(H, P[(K * 7 + X) % Len]);
        Ref[(size_t)I * B + X] = H;
      }
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    one<<<1, B>>>(Out, 0, Salt);
    CK_SYNC();
    T.compare("one", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  {
    const int Len = 40;
    size_t N = (size_t)ChainsMany * StepsMany * B;
    std::vector<uint32_t> Ref(N);
    for (int C = 0; C < ChainsMany; ++C)
      for (int I = 0; I < StepsMany; ++I)
        for (int X = 0; X < B; ++X) {
          std::vector<uint32_t> P(Len);
          for (int K = 0; K < Len; ++K)
            P[K] = gputest::hash(C, I, X, K, Salt);
          uint32_t H = 0;
          for (int K = 0; K < Len; ++K)
            H = gputest::mix(H, P[(K * 5 + X) % Len]);
          Ref[((size_t)C * StepsMany + I) * B + X] = H;
        }
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    startMany<<<ChainsMany, 32>>>(Out, Len, Salt);
    CK_SYNC();
    T.compare("many", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  return T.finish();
}
