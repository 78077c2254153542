// Chains of one-block grids deeper than the pending-launch limit (issue 24,
// item 5; Aggregation/TailChainPlan.cpp). A prefix sum over Steps x 256
// values: each step is one block of 256 threads that scans its values plus
// the carry its parent passed, and thread 0 launches the next step with
// `<<<1, 256>>>` into the NULL stream. Without DPAgg every ancestor stays
// pending until its child completes, so launch 2049 fails (error 69,
// unchecked by clang's launch) and the rest of the sum is never written
// (test/Probes/chain_tail_launch-results.md). With DPAgg the link goes to
// cudaStreamTailLaunch when the launching grid is one block.
//
// Rounds: 20 steps (every build is right), 3,000 and 100,000 steps (only
// the tail-chained builds), and one where the host launches the first step
// with 4 blocks, each starting its own chain of 3,000 steps: that grid's
// launches stay in the NULL stream (the run-time check), the chains' later
// links are tail-launched. Outputs poisoned, compared with a CPU prefix sum
// (a failed launch leaves its step's outputs poisoned). The kernel does not
// read the error state: a chain that does is not tail-chained (a chain may
// end on its launch's failure: TailChainPlan.cpp, rule 3).
//
// REQUIRES: cuda-gpu
// RUN: not %gpubin/tail_chain_scan.base
// RUN: %gpubin/tail_chain_scan.dpagg
// RUN: %gpubin/tail_chain_scan.warp
// RUN: not %gpubin/tail_chain_scan.notail
#include "GPUTest.cuh"

__global__ void step(const int *In, long long *Out, int Steps, int I,
                     long long Carry, int Chains) {
  __shared__ long long S[256];
  int T = threadIdx.x;
  // With several blocks in the first grid, block B runs chain B.
  size_t Base = ((size_t)blockIdx.x * Steps + I) * 256;
  S[T] = In[Base + T];
  __syncthreads();
  for (int D = 1; D < 256; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  Out[Base + T] = S[T] + Carry;
  if (T == 0 && I + 1 < Steps) {
    // Chain B's later steps run as one-block grids: their block index is 0,
    // so they shift their pointers to chain B's part.
    size_t Shift = (size_t)blockIdx.x * Steps * 256;
    step<<<1, 256>>>(In + Shift, Out + Shift, Steps, I + 1, S[255] + Carry,
                     Chains);
  }
}

static void runRound(gputest::Test &T, int Chains, int Steps) {
  size_t N = (size_t)Chains * Steps * 256;
  std::vector<int> In(N);
  for (int &V : In)
    V = (int)(T.R.next() % 1000);
  std::vector<long long> Ref(N);
  for (int C = 0; C < Chains; ++C) {
    long long Acc = 0;
    for (size_t K = 0; K < (size_t)Steps * 256; ++K) {
      size_t At = (size_t)C * Steps * 256 + K;
      Acc += In[At];
      Ref[At] = Acc;
    }
  }
  int *DIn = gputest::upload(In);
  long long *DOut = gputest::alloc<long long>(N);
  gputest::poison(DOut, N);
  step<<<Chains, 256>>>(DIn, DOut, Steps, 0, 0, Chains);
  CK_SYNC();
  char Name[96];
  snprintf(Name, sizeof Name, "%d chain(s) of %d steps", Chains, Steps);
  T.compare(Name, gputest::download(DOut, N), Ref);
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
}

int main() {
  gputest::Test T("tail_chain_scan");
  runRound(T, 1, 20);
  runRound(T, 1, 3000);
  runRound(T, 1, 100000);
  runRound(T, 4, 3000);
  return T.finish();
}
