// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// a chain whose END is the pending-launch limit. `walk` launches itself
// (one-block grid, thread 0, once, NULL stream: a promotion candidate)
// until its launch fails; the thread that sees the failure records the
// depth and the error, and the chain ends. Without DPAgg every ancestor
// stays pending, so the launch of step 2049 fails with
// cudaErrorLaunchPendingCountExceeded (test/Probes/chain_tail_launch-
// results.md) and the program terminates by itself. Tail-chained, no launch
// ever fails: the chain would run forever. So that the test terminates
// anyway, each step also reads a host-mapped Stop word, which the host sets
// after 3 s (then the chain ends at the step that sees it, with no error).
//
// The rule's argument says a launch the pool would have refused and that
// now succeeds is "a result the program already had to handle"; this
// program handles it - by ending - and DPAgg turns a terminating program
// into a non-terminating one (aggregation never does that: it cannot make
// a chain of single launches shallower).
//
// Expected: .base PASS, .notail PASS (the chain ended by itself at depth
// 2048 or 2049 with error 69 or 2); .dpagg and .warp FAIL ("stopped by the
// host at depth N" with N in the hundreds of thousands). A FAIL there is
// the documented consequence of the rule, not a miscompile by the project's
// standards (README "never miscompile" rests on valid programs; whether a
// program may rely on the pool's failure to end is the question this pins).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <thread>

struct State {
  int Depth;   // deepest step that ran
  int Error;   // the failed launch's error, or 0
  int Stopped; // 1 if the host's Stop word ended the chain
};

__global__ void walk(State *St, const volatile int *Stop, int I) {
  if (threadIdx.x != 0)
    return;
  St->Depth = I;
  if (*Stop) {
    St->Stopped = 1;
    return;
  }
  walk<<<1, 32>>>(St, Stop, I + 1);
  cudaError_t E = cudaGetLastError();
  if (E != cudaSuccess)
    St->Error = (int)E;
}

int main() {
  gputest::Test T("tc_unbounded");
  int *Stop = nullptr, *StopDev = nullptr;
  CK(cudaHostAlloc(&Stop, sizeof(int), cudaHostAllocMapped));
  CK(cudaHostGetDevicePointer((void **)&StopDev, Stop, 0));
  *Stop = 0;
  State *St = gputest::alloc<State>(1);
  CK(cudaMemset(St, 0, sizeof(State)));
  walk<<<1, 32>>>(St, StopDev, 0);
  CK(cudaGetLastError());
  // Wait up to 3 s for the chain to end by itself.
  auto T0 = std::chrono::steady_clock::now();
  cudaError_t Q;
  while ((Q = cudaStreamQuery(0)) == cudaErrorNotReady &&
         std::chrono::steady_clock::now() - T0 < std::chrono::seconds(3))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  bool EndedAlone = Q != cudaErrorNotReady;
  __atomic_store_n(Stop, 1, __ATOMIC_SEQ_CST);
  CK_SYNC();
  State H = gputest::download(St, 1)[0];
  printf("chain %s at depth %d (launch error %d, stopped flag %d)\n",
         EndedAlone ? "ended by itself" : "stopped by the host", H.Depth,
         H.Error, H.Stopped);
  // The program's own expectation: its chain ends where the pool refuses a
  // launch, by itself.
  std::vector<int> Got{EndedAlone ? 1 : 0, H.Error != 0 ? 1 : 0};
  T.compare("ended by itself at a refused launch", Got, std::vector<int>{1, 1});
  return T.finish();
}
