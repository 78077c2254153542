// Launch promotion (issue 24 items 2 to 4; Transforms/PromoteLaunches.h):
// a prefix-sum chain of one-block steps. Each step scans its 256 values
// (the prologue), launches the next step <<<1, 256>>> into the NULL stream
// while steps remain (a launch condition known at entry: promotion launches
// early only where the program launches, PromoteLaunches.h rule 4b) with the
// carry it computed (a postponed argument; the pointers, the count and the
// index are available at entry), and then writes its outputs (the
// epilogue).
//
// Arguments: the chain lengths to run (default 2 25 3000 100000), each as
// one chain; "x4" after a length also runs 4 chains from one host grid of 4
// blocks. --time: each length 7 times, the median printed (for comparing
// .base, .dpagg (tail chains), .p, .pa, .po, .pao). Outputs poisoned,
// compared with a CPU prefix sum; a step that never ran leaves its outputs
// poisoned.
//
// Expected: chains longer than the pending-launch limit (2048) fail without
// DPAgg; they pass with P (premature children nest at most
// -dpagg-promote-max-nesting deep, 1024; that step's link and every later
// one tail-launch K.dpagg.tail, K as written: PromoteLaunches.h, "The
// nesting"; .p_nest8 switches at depth 8, so its longer chains are nearly
// all tail chain), with the tail chain (.dpagg) and with PA
// (item 3: pools of descendant blocks, a new pool tail-launched by the last
// block of each): .pa (pools of 128), .pa_small (pools of 4: 25,000 pools
// in the longest chain) and .pa_big (pools of 2,000: more blocks than the
// GPU holds at once, most of them aborted on the short chains). .po and
// .pao (item 4) run each step's scan, which reads only `In` (int, while
// the kernel stores only long long) and shared memory, before the step
// waits for its carry: .po, .po_nest8, .pao, .pao_small and .pao_big pass
// as the .p and .pa builds do.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/promote_chain.base 2 25 25x4
// RUN: not %gpubin/promote_chain.base 3000
// RUN: %gpubin/promote_chain.dpagg 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.p 2 25 2000 3000 100000 25x4
// RUN: %gpubin/promote_chain.p_nest8 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pa 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pa_small 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pa_big 2 25 3000 100000 25x4 50
// RUN: %gpubin/promote_chain.pa_fromhead 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.po 2 25 2000 3000 100000 25x4
// RUN: %gpubin/promote_chain.po_nest8 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pao 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pao_small 2 25 3000 100000 25x4
// RUN: %gpubin/promote_chain.pao_big 2 25 3000 100000 25x4 50
#include "GPUTest.cuh"

#include <algorithm>
#include <cstring>
#include <string>

__global__ void step(const int *In, long long *Out, int Steps, int I,
                     long long Carry) {
  __shared__ long long S[256];
  int T = threadIdx.x;
  // With several blocks in the host's grid, block B runs chain B; later
  // steps are one-block grids whose pointers were shifted to chain B.
  size_t Base = ((size_t)blockIdx.x * Steps + I) * 256;
  S[T] = In[Base + T];
  __syncthreads();
  for (int D = 1; D < 256; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  long long Next = S[255] + Carry;
  if (T == 0 && I + 1 < Steps) {
    size_t Shift = (size_t)blockIdx.x * Steps * 256;
    step<<<1, 256>>>(In + Shift, Out + Shift, Steps, I + 1, Next);
  }
  Out[Base + T] = S[T] + Carry;
}

struct Round {
  int Chains, Steps;
};

static float runRound(gputest::Test &T, Round R, bool Check) {
  size_t N = (size_t)R.Chains * R.Steps * 256;
  std::vector<int> In(N);
  for (int &V : In)
    V = (int)(T.R.next() % 1000);
  std::vector<long long> Ref(N);
  for (int C = 0; C < R.Chains; ++C) {
    long long Acc = 0;
    for (size_t K = 0; K < (size_t)R.Steps * 256; ++K) {
      size_t At = (size_t)C * R.Steps * 256 + K;
      Acc += In[At];
      Ref[At] = Acc;
    }
  }
  int *DIn = gputest::upload(In);
  long long *DOut = gputest::alloc<long long>(N);
  gputest::poison(DOut, N);
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  CK(cudaEventRecord(E0));
  step<<<R.Chains, 256>>>(DIn, DOut, R.Steps, 0, 0);
  CK(cudaEventRecord(E1));
  CK_SYNC();
  float Ms = 0;
  CK(cudaEventElapsedTime(&Ms, E0, E1));
  CK(cudaEventDestroy(E0));
  CK(cudaEventDestroy(E1));
  if (Check) {
    char Name[96];
    snprintf(Name, sizeof Name, "%d chain(s) of %d steps", R.Chains, R.Steps);
    T.compare(Name, gputest::download(DOut, N), Ref);
  }
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
  return Ms;
}

int main(int Argc, char **Argv) {
  gputest::Test T("promote_chain");
  // PA's pools come from the device heap: 100,000 slots of 64 bytes, and
  // the next pool while the last block of one still runs.
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(256) << 20));
  bool Time = false;
  std::vector<Round> Rounds;
  for (int A = 1; A < Argc; ++A) {
    if (!strcmp(Argv[A], "--time")) {
      Time = true;
      continue;
    }
    std::string S = Argv[A];
    size_t X = S.find('x');
    Rounds.push_back({X == std::string::npos ? 1 : atoi(S.c_str() + X + 1),
                      atoi(S.c_str())});
  }
  if (Rounds.empty())
    Rounds = {{1, 2}, {1, 25}, {1, 3000}, {1, 100000}};
  for (Round R : Rounds) {
    if (!Time) {
      runRound(T, R, true);
      continue;
    }
    std::vector<float> Ms;
    for (int K = 0; K < 7; ++K)
      Ms.push_back(runRound(T, R, K == 0));
    std::sort(Ms.begin(), Ms.end());
    printf("time %d chain(s) of %d steps: median %.3f ms (min %.3f, max "
           "%.3f)\n",
           R.Chains, R.Steps, Ms[3], Ms[0], Ms[6]);
  }
  return T.finish();
}
