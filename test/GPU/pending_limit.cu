// The pending-launch limit (cudaLimitDevRuntimePendingLaunchCount, which CDP2
// cannot exceed: it has no overflow pool) set to 64, with 1024 parent threads
// that each launch one slow child.
//  - `kept`: the child is DPAGG_NO_AGGREGATE, so every thread launches on its
//    own and most launches fail. Built without DPAgg the failures are silent,
//    and so they are with DPAgg by default (a compiler must not change what a
//    program prints). With -dpagg-report-launch-errors (`.report`) the first
//    8 failures of the module are printed, naming the kernel and the CUDA
//    error, and then one line saying the rest are not reported.
//  - `aggregated`: the same launches aggregated (one per warp or block) fit
//    the limit: every child runs.
// The program prints how many children ran and exits 0 when every child of
// the aggregated kernel ran (the kept kernel's shortfall is expected); built
// without DPAgg the "aggregated" kernel overflows the limit too and fails.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/pending_limit.dpagg | awk '/dpagg:/ { bad = 1 } END { exit bad }'
// RUN: %gpubin/pending_limit.warp | awk '/dpagg:/ { bad = 1 } END { exit bad }'
// RUN: %gpubin/pending_limit.report | awk '/dpagg: device-side launch of slow_kept\(unsigned int\*, int\) failed: CUDA error/ { n++ } /dpagg: further failed device-side launches are not reported/ { m++ } END { exit !(n == 8 && m == 1) }'
// RUN: not %gpubin/pending_limit.base
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

__device__ __forceinline__ void spin(int Iters) {
  long long Start = clock64();
  while (clock64() - Start < Iters)
    ;
}

DPAGG_NO_AGGREGATE __global__ void slow_kept(unsigned *Ran, int P) {
  spin(20000);
  if (threadIdx.x == 0)
    atomicAdd(Ran, 1u);
}

__global__ void slow_aggregated(unsigned *Ran, int P) {
  spin(20000);
  if (threadIdx.x == 0)
    atomicAdd(Ran, 1u);
}

__global__ void parent_kept(unsigned *Ran) {
  slow_kept<<<1, 32>>>(Ran, blockIdx.x * blockDim.x + threadIdx.x);
}

__global__ void parent_aggregated(unsigned *Ran) {
  slow_aggregated<<<1, 32>>>(Ran, blockIdx.x * blockDim.x + threadIdx.x);
}

int main() {
  gputest::Test T("pending_limit");
  const int NP = 1024; // 32 warp or 4 block aggregates: within the limit
  T.pendingLaunches(64);
  unsigned *DRan = gputest::alloc<unsigned>(2);
  CK(cudaMemset(DRan, 0, 2 * sizeof(unsigned)));
  parent_kept<<<NP / 256, 256>>>(DRan);
  // A failed device launch is not an error of the parent grid.
  CK_SYNC();
  parent_aggregated<<<NP / 256, 256>>>(DRan + 1);
  CK_SYNC();
  std::vector<unsigned> Ran = gputest::download(DRan, 2);
  printf("children run: kept %u of %d, aggregated %u of %d\n", Ran[0], NP,
         Ran[1], NP);
  std::vector<unsigned> Want = {Ran[0], (unsigned)NP};
  T.compare("aggregated children run", Ran, Want);
  CK(cudaFree(DRan));
  return T.finish();
}
