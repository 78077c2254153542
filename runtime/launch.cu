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

DPAGG_RT cudaError_t __dpagg_launch_v2(void *Kernel, const void *Args,
                                       unsigned ArgSize, unsigned GridX,
                                       unsigned GridY, unsigned GridZ,
                                       unsigned BlockX, unsigned BlockY,
                                       unsigned BlockZ, unsigned Shmem,
                                       cudaStream_t Stream, unsigned Flags,
                                       const char *Name) {
  cudaError_t Err =
      dpagg_rt::launchV2(Kernel, Args, ArgSize, dim3(GridX, GridY, GridZ),
                         dim3(BlockX, BlockY, BlockZ), Shmem, Stream, Flags);
  if (Err != cudaSuccess)
    dpagg_rt::reportLaunchError(Name, Err, Flags);
  return Err;
}
