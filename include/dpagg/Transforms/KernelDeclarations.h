//===- dpagg/Transforms/KernelDeclarations.h - kernel decls --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Gives a kernel that is only declared in the device module (defined in
/// another translation unit of an -fgpu-rdc program) the ptx_kernel calling
/// convention, so its PTX declaration is `.extern .entry` and nvlink links it
/// with its definition. clang 22 declares such a kernel as a plain function
/// (`.extern .func`, llvm/llvm-project#118212), and nvlink then refuses the
/// program: "Function 'k(...)' not declared __global__ in all source files".
///
/// A declaration is marked when it is
///  - the kernel operand of a device-side launch (cudaLaunchDevice[_ptsz],
///    cudaGetParameterBufferV2, in each form Support/Target.h recognises:
///    what clang emits for a device-side <<<>>>), or
///  - listed in @__clang_gpu_used_external (clang lists there the undefined
///    __global__ functions a host function of the translation unit launches
///    or takes the address of, and __device__ variables, which are not
///    functions).
/// Legality: the CUDA device runtime launches only __global__ functions
/// (the `func` of cudaLaunchDevice and cudaGetParameterBufferV2 is "the
/// kernel to be launched"), and clang's list holds only __global__ functions;
/// so in a valid program the definition is a kernel and the declaration now
/// says what the definition says. Nothing else is marked: other handles
/// (cudaFuncGetAttributes, function pointers) may legally name a __device__
/// function.
///
/// Runs at every optimization level, with aggregation off too; only the
/// wrapper's --dpagg-disable (no plugin at all) leaves clang's declarations
/// as they are.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes=dpagg-kernel-declarations
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_KERNELDECLARATIONS_H
#define DPAGG_TRANSFORMS_KERNELDECLARATIONS_H

#include "llvm/IR/PassManager.h"

namespace dpagg {

class KernelDeclarationsPass
    : public llvm::PassInfoMixin<KernelDeclarationsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  /// Without it the program does not link, at -O0 too.
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_KERNELDECLARATIONS_H
