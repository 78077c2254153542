//===- runtime/launch.cu - single V2 launch, used by the V1-to-V2 rewrite -===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// __dpagg_launch_v2 replaces one V1 launch (what clang emits for a device-side
/// <<<>>>) by a V2 launch with the same kernel, configuration, parameters and
/// stream. The caller has written the parameters into a thread-local blob in
/// the layout of the kernel's parameter buffer.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"

/// The module's count of reported launch failures (DPAggRuntime.cuh).
extern "C" __device__ unsigned __dpagg_launch_failures_reported = 0;

/// The module's warp gate (DPAggRuntime.cuh, "The warp gate").
extern "C" __device__ unsigned __dpagg_warp_gate[dpagg_rt::GateSlots] = {};

namespace dpagg_rt {

__device__ __noinline__ unsigned gateWait(unsigned Slot) {
  unsigned long long Start, Now;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(Start));
  unsigned Sleep = 32;
  for (;;) {
    // Off the holder's issue slots: it is a lane of this warp.
    __nanosleep(Sleep);
    Sleep = Sleep < 1024 ? 2 * Sleep : Sleep;
    if (*(volatile unsigned *)&__dpagg_warp_gate[Slot] == 0u &&
        casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) == 0u)
      return Slot;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(Now));
    if (Now - Start > GateTimeLimitNs)
      return GateBypassed;
  }
}

__device__ __noinline__ void reportLaunchFailure(const char *Name,
                                                 cudaError_t Err) {
  unsigned N = atomicAdd(&__dpagg_launch_failures_reported, 1u);
  if (N < MaxReports)
    printf("dpagg: device-side launch of %s failed: CUDA error %d\n", Name,
           (int)Err);
  else if (N == MaxReports)
    printf("dpagg: further failed device-side launches are not reported\n");
}

__device__ __noinline__ cudaError_t launchAlone(
    void *Kernel, const void *Args, unsigned ArgSize, dim3 Grid, dim3 Block,
    unsigned Shmem, cudaStream_t Stream, unsigned Flags, const char *Name) {
  cudaError_t Err = launchV2<BlobCopy::RunTime>(Kernel, Args, ArgSize, Grid,
                                                Block, Shmem, Stream, Flags);
  reportLaunchError(Name, Err, Flags);
  return Err;
}

} // namespace dpagg_rt

DPAGG_RT cudaError_t __dpagg_launch_v2(void *Kernel, const void *Args,
                                       unsigned ArgSize, unsigned GridX,
                                       unsigned GridY, unsigned GridZ,
                                       unsigned BlockX, unsigned BlockY,
                                       unsigned BlockZ, unsigned Shmem,
                                       cudaStream_t Stream, unsigned Flags,
                                       const char *Name) {
  // launchAlone's body, inlined: this is the launch's only path.
  return dpagg_rt::launchInline(
      {Kernel, Args, ArgSize, dim3(GridX, GridY, GridZ),
       dim3(BlockX, BlockY, BlockZ), Shmem, Stream, Flags, Name});
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_launch_v2);
