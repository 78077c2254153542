// A chain with no end of its own (Aggregation/TailChainPlan.cpp,
// "Termination"). `walk` launches itself, one-block grid, thread 0, NULL
// stream, and never looks at the launch's result: a link DPAgg tail-chains.
// Without DPAgg every ancestor stays pending, the launch of step 2049 fails
// (unchecked) and the chain ends: the program terminates. Tail-chained, no
// launch fails; the process-wide budget of tail-launched links
// (-dpagg-tail-chain-budget) is what makes it end: past the budget the links
// are launched as written and the chain ends at the pending-launch limit, as
// without DPAgg.
//
// Each step also reads a host-mapped Stop word (the host sets it after its
// wait, so that a run that does not end by itself still ends; reading it is
// a condition on memory, which does not keep the link from being chained).
//
// argv[1]: the budget the build was given (0: none, the build without
// DPAgg); expected: the chain ends by itself, within 30 s, at a depth from
// budget + 2000 to budget + 2100 (the pending-launch limit after the last
// tail-launched link). argv[1] = "runs": the default budget (2^24 links, about
// 200 s): expected to be still running after 3 s, deeper than 100,000 steps
// (the chain is tail-launched), then stopped by the host.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/tail_chain_unbounded.base 0
// RUN: %gpubin/tail_chain_unbounded.budget 5000
// RUN: %gpubin/tail_chain_unbounded.dpagg runs
// RUN: %gpubin/tail_chain_unbounded.warp runs
#include "GPUTest.cuh"

#include <cstring>
#include <thread>

__global__ void walk(int *Depth, const volatile int *Stop, int I) {
  if (threadIdx.x != 0)
    return;
  *Depth = I;
  if (*Stop)
    return;
  walk<<<1, 32>>>(Depth, Stop, I + 1);
}

int main(int Argc, char **Argv) {
  gputest::Test T("tail_chain_unbounded");
  bool Runs = Argc > 1 && !strcmp(Argv[1], "runs");
  long Budget = Argc > 1 && !Runs ? atol(Argv[1]) : 0;
  int *Stop = nullptr, *StopDev = nullptr;
  CK(cudaHostAlloc(&Stop, sizeof(int), cudaHostAllocMapped));
  CK(cudaHostGetDevicePointer((void **)&StopDev, Stop, 0));
  *Stop = 0;
  int *Depth = gputest::alloc<int>(1);
  gputest::poison(Depth, 1);
  walk<<<1, 32>>>(Depth, StopDev, 1);
  CK(cudaGetLastError());
  auto T0 = std::chrono::steady_clock::now();
  auto Wait = std::chrono::seconds(Runs ? 3 : 30);
  cudaError_t Q;
  while ((Q = cudaStreamQuery(0)) == cudaErrorNotReady &&
         std::chrono::steady_clock::now() - T0 < Wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  bool EndedAlone = Q != cudaErrorNotReady;
  __atomic_store_n(Stop, 1, __ATOMIC_SEQ_CST);
  CK_SYNC();
  int D = gputest::download(Depth, 1)[0];
  printf("chain %s at depth %d\n",
         EndedAlone ? "ended by itself" : "stopped by the host", D);
  if (Runs) {
    T.compare("still running after 3 s, tail-chained past 100000 steps",
              std::vector<int>{EndedAlone ? 0 : 1, D > 100000 ? 1 : 0},
              std::vector<int>{1, 1});
  } else {
    bool InRange = D >= Budget + 2000 && D <= Budget + 2100;
    T.compare("ended by itself at budget + the pending-launch limit",
              std::vector<int>{EndedAlone ? 1 : 0, InRange ? 1 : 0},
              std::vector<int>{1, 1});
  }
  return T.finish();
}
