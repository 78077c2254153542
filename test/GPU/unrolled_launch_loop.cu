// Parent threads launch children in fully unrolled loops (#pragma unroll,
// constant trip counts), where clang's dim3 temporaries are shared by the
// unrolled launches, each between its own lifetime markers (aa1cde1 made
// these launches analyzable). One loop launches into the NULL stream with a
// condition per thread and iteration and a configuration per iteration; the
// other into cudaStreamFireAndForget, which only DPAgg's V2 rewrite makes
// work on sm_90 (clang's V1 launch into it fails: the base build's children
// never run, so it fails). Every child word and every launch result is
// checked.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/unrolled_launch_loop.dpagg
// RUN: %gpubin/unrolled_launch_loop.warp
// RUN: not %gpubin/unrolled_launch_loop.base
#include "GPUTest.cuh"

using gputest::hash;

constexpr int NullIters = 4, FFIters = 3;

__host__ __device__ inline bool launches(int Pid, int K, uint32_t Salt) {
  return hash(Pid, K, Salt, 0x11u) % 4 != 0;
}
__host__ __device__ inline int lengthOf(int Len, int K) { return Len + 7 * K; }
__host__ __device__ inline int blockOf(int K) { return 32 * (1 + K % 2); }

__global__ void child(uint32_t *Out, int N, int Pid, int K, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(Pid, K, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x,
                  Salt);
}

// Out + Off[Pid * Iters + K]: the words of launch K of parent thread Pid.
__global__ void parent_null(uint32_t *Out, const long long *Off,
                            uint32_t *Err, const int *Len, int P,
                            uint32_t Salt) {
  long long Pid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Pid >= P)
    return;
#pragma unroll
  for (int K = 0; K < NullIters; ++K) {
    if (launches((int)Pid, K, Salt)) {
      int N = lengthOf(Len[Pid], K), B = blockOf(K);
      child<<<(N + B - 1) / B, B>>>(Out + Off[Pid * NullIters + K], N,
                                    (int)Pid, K, Salt);
      Err[Pid * NullIters + K] = (uint32_t)cudaGetLastError();
    }
  }
}

__global__ void parent_ff(uint32_t *Out, const long long *Off, uint32_t *Err,
                          const int *Len, int P, uint32_t Salt) {
  long long Pid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Pid >= P)
    return;
#pragma unroll
  for (int K = 0; K < FFIters; ++K) {
    int N = lengthOf(Len[Pid], K), B = blockOf(K);
    child<<<(N + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(
        Out + Off[Pid * FFIters + K], N, (int)Pid, K, Salt);
    Err[Pid * FFIters + K] = (uint32_t)cudaGetLastError();
  }
}

int main() {
  gputest::Test T("unrolled_launch_loop");
  const int P = 4000, Rounds = 2;
  T.pendingLaunches(P * (NullIters + FFIters) + 4096);
  for (int Round = 0; Round < Rounds; ++Round) {
    std::vector<int> Len(P);
    for (int &L : Len)
      L = T.R.range(1, 90);
    const uint32_t Salt = (uint32_t)T.R.next();
    for (int Ff = 0; Ff < 2; ++Ff) {
      const int Iters = Ff ? FFIters : NullIters;
      // Where each launch writes, what it writes, and its result (0:
      // cudaSuccess; a launch that is not made keeps the poison).
      std::vector<long long> Off(P * Iters + 1, 0);
      std::vector<uint32_t> RefErr(P * Iters, 0xFFFFFFFFu); // poison()
      for (int Pid = 0; Pid < P; ++Pid)
        for (int K = 0; K < Iters; ++K) {
          bool On = Ff || launches(Pid, K, Salt);
          Off[Pid * Iters + K + 1] =
              Off[Pid * Iters + K] + (On ? lengthOf(Len[Pid], K) : 0);
          if (On)
            RefErr[Pid * Iters + K] = 0;
        }
      const long long Total = Off.back();
      std::vector<uint32_t> Ref(Total);
      for (int Pid = 0; Pid < P; ++Pid)
        for (int K = 0; K < Iters; ++K) {
          if (!Ff && !launches(Pid, K, Salt))
            continue;
          int N = lengthOf(Len[Pid], K), B = blockOf(K), G = (N + B - 1) / B;
          for (int I = 0; I < N; ++I)
            Ref[Off[Pid * Iters + K] + I] =
                hash(Pid, K, I, I / B, I % B, B, G, Salt);
        }
      int *DLen = gputest::upload(Len);
      long long *DOff = gputest::upload(Off);
      uint32_t *DOut = gputest::alloc<uint32_t>(Total),
               *DErr = gputest::alloc<uint32_t>(P * Iters);
      gputest::poison(DOut, Total);
      gputest::poison(DErr, P * Iters);
      if (Ff)
        parent_ff<<<(P + 127) / 128, 128>>>(DOut, DOff, DErr, DLen, P, Salt);
      else
        parent_null<<<(P + 127) / 128, 128>>>(DOut, DOff, DErr, DLen, P, Salt);
      CK_SYNC();
      T.compare(Ff ? "fire-and-forget children" : "NULL-stream children",
                gputest::download(DOut, Total), Ref);
      T.compare(Ff ? "fire-and-forget launch results"
                   : "NULL-stream launch results",
                gputest::download(DErr, P * Iters), RefErr);
      for (void *Ptr : {(void *)DLen, (void *)DOff, (void *)DOut, (void *)DErr})
        CK(cudaFree(Ptr));
    }
  }
  return T.finish();
}
