//===- dpagg/Support/Target.h - CUDA device-module facts -------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Facts about clang's CUDA device IR that every DPAgg pass needs: which
/// module is the device side, which functions are kernels, and which callees
/// are device-runtime launch entry points (in each form clang 22 emits them).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_TARGET_H
#define DPAGG_SUPPORT_TARGET_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Function;
class Metadata;
class Module;
class Value;
} // namespace llvm

namespace dpagg {

/// True for the nvptx64 module of a CUDA compile. The plugin is loaded in
/// both cc1 runs; everything DPAgg does is gated on this.
bool isDeviceModule(const llvm::Module &M);

/// True for a __global__ function (ptx_kernel calling convention).
bool isKernel(const llvm::Function &F);

/// The GPU a device function is compiled for: its "target-cpu" attribute
/// (clang sets it on every function from --cuda-gpu-arch), e.g. "sm_90a".
llvm::StringRef targetCPU(const llvm::Function &F);
/// targetCPU of the module's first defined function, or empty.
llvm::StringRef moduleTargetCPU(const llvm::Module &M);
/// The compute capability of an "sm_XY[a|f]" name times ten plus the minor
/// (sm_75: 75, sm_100a: 100), or 0 when \p CPU is not such a name.
unsigned smVersion(llvm::StringRef CPU);

/// Calls \p Fn(Key, Value) for every key/value pair that !nvvm.annotations
/// gives \p F (entries !{ptr @F, !"key", value, !"key", value, ...}): the
/// older IR form of __launch_bounds__, __grid_constant__ and friends, which
/// clang 22 writes as attributes instead.
void forEachNVVMAnnotation(
    const llvm::Function &F,
    llvm::function_ref<void(llvm::StringRef, const llvm::Metadata *)> Fn);

/// Stream handles with a fixed meaning (driver_types.h,
/// cuda_device_runtime_api.h).
enum : uint64_t {
  CudaStreamLegacy = 0x1,
  CudaStreamPerThread = 0x2,
  CudaStreamTailLaunch = 0x3,
  CudaStreamFireAndForget = 0x4,
};

/// A device-runtime entry point that takes part in a launch.
enum class LaunchEntryKind {
  None,
  GetParameterBuffer,   ///< V1: (align, size) -> buffer
  GetParameterBufferV2, ///< V2: (kernel, grid, block, shmem) -> buffer
  LaunchDevice,         ///< V1: (kernel, buffer, grid, block, shmem, stream)
  LaunchDeviceV2,       ///< V2: (buffer, stream)
};

struct LaunchEntry {
  LaunchEntryKind Kind = LaunchEntryKind::None;
  /// The launch goes to the per-thread default stream entry (_ptsz).
  bool PerThreadStream = false;
  /// The callee is one of the CUDA header's internal inline wrappers (seen
  /// before inlining and at -O0), not the runtime symbol itself.
  bool IsHeaderWrapper = false;
};

/// Classifies \p Callee. Recognised: the CDP2 symbols (__cudaCDP2*), the
/// public names (cudaGetParameterBuffer[V2], cudaLaunchDevice[V2][_ptsz]),
/// and the header's internal wrappers (e.g. _ZL22cudaGetParameterBuffermm),
/// whose per-thread-stream flavour is read from the CDP2 symbol they call.
LaunchEntry classifyLaunchEntry(const llvm::Function *Callee);

/// Expected CUDA error code when no parameter buffer could be obtained.
constexpr int CudaErrorLaunchOutOfResources = 701;

} // namespace dpagg
#endif // DPAGG_SUPPORT_TARGET_H
