//===- runtime/DPAggRuntime.cuh - shared helpers of the device runtime ----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: the V2 launch primitive every runtime path ends in,
/// and the error reporter. Everything DPAgg launches goes through V2
/// (cudaGetParameterBufferV2 + cudaLaunchDeviceV2): V1 launches into
/// cudaStreamFireAndForget or cudaStreamTailLaunch fail on sm_90.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_DPAGGRUNTIME_CUH
#define DPAGG_RUNTIME_DPAGGRUNTIME_CUH

#include "dpagg/Runtime/RuntimeABI.h"
#include <cuda_runtime.h>

#define DPAGG_RT extern "C" __device__
#define DPAGG_INTERNAL static __device__ __forceinline__

namespace dpagg_rt {

DPAGG_INTERNAL void reportLaunchError(const char *Name, cudaError_t Err,
                                      unsigned Flags) {
  if (Flags & DPAGG_LAUNCH_REPORT_ERRORS)
    printf("dpagg: device-side launch of %s failed: CUDA error %d\n", Name,
           (int)Err);
}

/// Launches a V2 parameter buffer the caller has filled.
DPAGG_INTERNAL cudaError_t launchBuffer(void *Buf, cudaStream_t Stream,
                                        unsigned Flags) {
  return (Flags & DPAGG_LAUNCH_PTSZ) ? cudaLaunchDeviceV2_ptsz(Buf, Stream)
                                     : cudaLaunchDeviceV2(Buf, Stream);
}

/// One V2 launch of \p Kernel with a copy of the parameter blob \p Args.
DPAGG_INTERNAL cudaError_t launchV2(void *Kernel, const void *Args,
                                    unsigned ArgSize, dim3 Grid, dim3 Block,
                                    unsigned Shmem, cudaStream_t Stream,
                                    unsigned Flags) {
  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);
  if (!Buf)
    return cudaErrorLaunchOutOfResources;
  // The blob is a 64-byte aligned staging buffer or a 16-byte aligned record
  // slot; the parameter buffer is 64-byte aligned (CUDA guide, "Device-side
  // Launch from PTX").
  if (ArgSize)
    memcpy(__builtin_assume_aligned(Buf, 16),
           __builtin_assume_aligned(Args, 16), ArgSize);
  return launchBuffer(Buf, Stream, Flags);
}

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_DPAGGRUNTIME_CUH
