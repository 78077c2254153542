// The warp rejoin (passes/Transforms/Aggregation/RejoinPlan.cpp): per-warp
// sites in loops whose lanes part, where the plugin adds a ballot of the lanes
// still in the loop at the end of every iteration. Each kernel's loops have
// lane-dependent trip counts and lanes that skip the launch in some trips:
//  - stride: a grid-stride loop over rows that are not a multiple of the
//    grid's threads, a `continue` before the launch (PrivStreams' shape);
//  - nested: an outer and an inner loop, each with its own launch, both
//    rejoined (an inner cohort's masks inside an outer cohort's);
//  - subset: only some lanes enter the loop, in blocks of 80 threads (a
//    partial last warp);
//  - callee: the loop is in a device function inlined into the kernel,
//    called by half the lanes.
// Every launch writes its own span of Out; the check is against the CPU,
// with Out poisoned before each run and a fresh salt. The .norejoin build
// (-dpagg-warp-rejoin=false) is the same plan without the ballot.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/warp_rejoin_loops.base
// RUN: %gpubin/warp_rejoin_loops.dpagg
// RUN: %gpubin/warp_rejoin_loops.warp
// RUN: %gpubin/warp_rejoin_loops.norejoin
#include "GPUTest.cuh"

#include <cstring>

using gputest::hash;

constexpr int Span = 64;

__global__ void child(uint32_t *Out, uint32_t V, int N) {
  if ((int)threadIdx.x < N)
    Out[threadIdx.x] = hash(V, threadIdx.x);
}

// A launch's width: 0 (no launch) for one value in five, else 1 to Span.
__host__ __device__ inline int width(uint32_t V) {
  return V % 5 == 0 ? 0 : 1 + (int)(V % Span);
}

// Launch number Id writes its span; one in five launches nothing.
__device__ __forceinline__ void launchSpan(uint32_t *Out, uint32_t Salt,
                                           long Id) {
  uint32_t V = hash(Salt, (uint32_t)Id, 5);
  int N = width(V);
  if (N == 0)
    return;
  child<<<1, Span>>>(Out + Id * Span, V, N);
}

__global__ void stride(uint32_t *Out, int Rows, uint32_t Salt) {
  for (int R = blockIdx.x * blockDim.x + threadIdx.x; R < Rows;
       R += gridDim.x * blockDim.x) {
    uint32_t V = hash(Salt, R, 5);
    int N = width(V);
    if (N == 0)
      continue;
    child<<<1, Span>>>(Out + (long)R * Span, V, N);
  }
}

// Ids: outer launches (P, A) -> P * 16 + A; inner (P, A, B) -> P * 16 + 4 +
// A * 3 + B (A < 4, B < 3).
__global__ void nested(uint32_t *Out, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int Trips = hash(Salt, P, 1) % 4;
  for (int A = 0; A < Trips; ++A) {
    if (A & 1)
      launchSpan(Out, Salt, (long)P * 16 + A);
    int Inner = hash(Salt, P, 2 + A) % 3;
    for (int B = 0; B < Inner; ++B)
      launchSpan(Out, Salt, (long)P * 16 + 4 + A * 3 + B);
  }
}

__global__ void subset(uint32_t *Out, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x % 3 == 0)
    return;
  int Trips = hash(Salt, P, 9) % 5; // 0 to 4
  for (int K = 0; K < Trips; ++K) {
    if (hash(Salt, P, K) & 1)
      continue;
    launchSpan(Out, Salt, (long)P * 4 + K);
  }
}

__device__ __forceinline__ void loopLaunches(uint32_t *Out, int P, uint32_t Salt) {
  int Trips = hash(Salt, P, 11) % 5; // 0 to 4
  for (int K = 0; K < Trips; ++K)
    launchSpan(Out, Salt, (long)P * 4 + K);
}
__global__ void callee(uint32_t *Out, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (hash(Salt, P, 12) & 1)
    loopLaunches(Out, P, Salt);
}

// The reference of one launch.
void refSpan(std::vector<uint32_t> &Ref, uint32_t Salt, long Id) {
  uint32_t V = hash(Salt, (uint32_t)Id, 5);
  for (int T = 0; T < width(V); ++T)
    Ref[Id * Span + T] = hash(V, T);
}

int main(int Argc, char **Argv) {
  gputest::Test T("warp_rejoin_loops");
  const int Blocks = 64, Threads = 128, NP = Blocks * Threads;
  const int Rows = NP * 3 + 37, SubThreads = 80, NPSub = Blocks * SubThreads;
  const size_t Spans = (size_t)NP * 16;
  T.pendingLaunches(Spans + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>(Spans * Span);
  for (const char *Form : {"stride", "nested", "subset", "callee"}) {
    if (Argc > 1 && strcmp(Argv[1], Form))
      continue;
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Spans * Span, 0xffffffffu);
    gputest::poison(DOut, Spans * Span);
    if (!strcmp(Form, "stride")) {
      for (int R = 0; R < Rows; ++R)
        refSpan(Ref, Salt, R); // stride's child is launchSpan's
      stride<<<Blocks, Threads>>>(DOut, Rows, Salt);
    } else if (!strcmp(Form, "nested")) {
      for (int P = 0; P < NP; ++P)
        for (int A = 0, Trips = hash(Salt, P, 1) % 4; A < Trips; ++A) {
          if (A & 1)
            refSpan(Ref, Salt, (long)P * 16 + A);
          for (int B = 0, Inner = hash(Salt, P, 2 + A) % 3; B < Inner; ++B)
            refSpan(Ref, Salt, (long)P * 16 + 4 + A * 3 + B);
        }
      nested<<<Blocks, Threads>>>(DOut, Salt);
    } else if (!strcmp(Form, "subset")) {
      for (int P = 0; P < NPSub; ++P) {
        if (P % SubThreads % 3 == 0)
          continue;
        for (int K = 0, Trips = hash(Salt, P, 9) % 5; K < Trips; ++K)
          if (!(hash(Salt, P, K) & 1))
            refSpan(Ref, Salt, (long)P * 4 + K);
      }
      subset<<<Blocks, SubThreads>>>(DOut, Salt);
    } else {
      for (int P = 0; P < NP; ++P)
        if (hash(Salt, P, 12) & 1)
          for (int K = 0, Trips = hash(Salt, P, 11) % 5; K < Trips; ++K)
            refSpan(Ref, Salt, (long)P * 4 + K);
      callee<<<Blocks, Threads>>>(DOut, Salt);
    }
    CK(cudaGetLastError());
    CK_SYNC();
    T.compare(Form, gputest::download(DOut, Spans * Span), Ref);
  }
  CK(cudaFree(DOut));
  return T.finish();
}
