// Issue 21, item 24: groups of one. Every parent thread creates its own
// streams (cudaStreamCreateWithFlags in the kernel) and launches into
// s[threadIdx.x % 4] and s[(threadIdx.x + 1) % 4], so no two threads share
// a stream and every group would hold one launch.
//  - `own`: the streams in a private array; the pass sees that they are the
//    thread's own, private to the kernel's launches, and moves both launches
//    to the block's NULL stream, aggregated there (OwnStreamsPlan.cpp; before
//    that rule, left as written: own-stream).
//  - `hidden`: the same streams passed through global memory, which the pass
//    cannot follow: aggregated, and the runtime sends each group of one to
//    the launch at once (runtime/aggregate.cu, __dpagg_aggregate_warp).
//  - `shared`: four streams per block, created by threads 0..3 and shared,
//    so eight lanes of a warp launch into each: aggregated.
// Each child writes a hash of its parent, its launch and its coordinates;
// CPU reference, with and without DPAgg, at either scope.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/own_streams.base
// RUN: %gpubin/own_streams.dpagg
// RUN: %gpubin/own_streams.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr int Launches = 2; // per parent thread

__global__ void fill(uint32_t *Out, unsigned P, unsigned K) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = hash(P, K, blockIdx.x, threadIdx.x, gridDim.x, blockDim.x);
}

__host__ __device__ inline unsigned gridOf(unsigned P, unsigned K,
                                           uint32_t Salt) {
  return 1 + hash(P, K, Salt) % 3;
}

// Two launches written out (a loop around a launch keeps clang's staging of
// its configuration on the launching side, which the pass leaves alone).
__device__ __forceinline__ void launchBoth(uint32_t *Out, const int *Off,
                                           unsigned P, uint32_t Salt,
                                           const cudaStream_t *S, int *Err) {
  fill<<<gridOf(P, 0, Salt), 32, 0, S[threadIdx.x % 4]>>>(
      Out + Off[Launches * P], P, 0);
  Err[Launches * P] = (int)cudaGetLastError();
  fill<<<gridOf(P, 1, Salt), 32, 0, S[(threadIdx.x + 1) % 4]>>>(
      Out + Off[Launches * P + 1], P, 1);
  Err[Launches * P + 1] = (int)cudaGetLastError();
}

__global__ void own(uint32_t *Out, const int *Off, uint32_t Salt, int *Err) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S[4];
  for (int I = 0; I < 4; ++I)
    if (cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking) != cudaSuccess)
      Err[Launches * P] = -1;
  launchBoth(Out, Off, P, Salt, S, Err);
  for (int I = 0; I < 4; ++I)
    cudaStreamDestroy(S[I]);
}

__global__ void hidden(uint32_t *Out, const int *Off, uint32_t Salt, int *Err,
                       cudaStream_t *Streams) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  for (int I = 0; I < 4; ++I)
    if (cudaStreamCreateWithFlags(&Streams[4 * P + I], cudaStreamNonBlocking) !=
        cudaSuccess)
      Err[Launches * P] = -1;
  launchBoth(Out, Off, P, Salt, Streams + 4 * P, Err);
  for (int I = 0; I < 4; ++I)
    cudaStreamDestroy(Streams[4 * P + I]);
}

__global__ void shared(uint32_t *Out, const int *Off, uint32_t Salt, int *Err) {
  __shared__ cudaStream_t S[4];
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 4 &&
      cudaStreamCreateWithFlags(&S[threadIdx.x], cudaStreamNonBlocking) !=
          cudaSuccess)
    Err[Launches * P] = -1;
  __syncthreads();
  launchBoth(Out, Off, P, Salt, S, Err);
  __syncthreads();
  if (threadIdx.x < 4)
    cudaStreamDestroy(S[threadIdx.x]);
}

int main() {
  gputest::Test T("own_streams");
  T.pendingLaunches(1 << 16);
  const int Blocks = 48, Threads = 128, NP = Blocks * Threads;
  cudaStream_t *DStreams = gputest::alloc<cudaStream_t>(4 * NP);
  int *DErr = gputest::alloc<int>(Launches * NP);
  for (int Kind = 0; Kind < 3; ++Kind) {
    for (int Round = 0; Round < 2; ++Round) {
      uint32_t Salt = (uint32_t)T.R.next();
      std::vector<int> Off(Launches * NP);
      int Total = 0;
      for (int P = 0; P < NP; ++P)
        for (int K = 0; K < Launches; ++K) {
          Off[Launches * P + K] = Total;
          Total += 32 * gridOf(P, K, Salt);
        }
      std::vector<uint32_t> Ref(Total);
      for (int P = 0; P < NP; ++P)
        for (int K = 0; K < Launches; ++K) {
          unsigned G = gridOf(P, K, Salt);
          for (unsigned I = 0; I < 32 * G; ++I)
            Ref[Off[Launches * P + K] + I] =
                hash((unsigned)P, (unsigned)K, I / 32, I % 32, G, 32u);
        }
      int *DOff = gputest::upload(Off);
      uint32_t *DOut = gputest::alloc<uint32_t>(Total);
      gputest::poison(DOut, Total);
      gputest::poison(DErr, Launches * NP);
      const char *Name = Kind == 0 ? "own" : Kind == 1 ? "hidden" : "shared";
      if (Kind == 0)
        own<<<Blocks, Threads>>>(DOut, DOff, Salt, DErr);
      else if (Kind == 1)
        hidden<<<Blocks, Threads>>>(DOut, DOff, Salt, DErr, DStreams);
      else
        shared<<<Blocks, Threads>>>(DOut, DOff, Salt, DErr);
      CK_SYNC();
      char What[64];
      snprintf(What, sizeof What, "%s: launch results", Name);
      T.compare(What, gputest::download(DErr, Launches * NP),
                std::vector<int>(Launches * NP, 0));
      snprintf(What, sizeof What, "%s: children's output", Name);
      T.compare(What, gputest::download(DOut, Total), Ref);
      CK(cudaFree(DOff));
      CK(cudaFree(DOut));
    }
  }
  CK(cudaFree(DStreams));
  CK(cudaFree(DErr));
  return T.finish();
}
