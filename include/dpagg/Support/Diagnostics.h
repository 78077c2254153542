//===- dpagg/Support/Diagnostics.h - remark helpers ------------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Remarks about a launch point at the user's `<<<>>>`, not into the CUDA
/// header the launch call was inlined from, and name kernels as written.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_DIAGNOSTICS_H
#define DPAGG_SUPPORT_DIAGNOSTICS_H

#include "llvm/IR/DiagnosticInfo.h"
#include <string>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace dpagg {

/// The outermost inlined-at location of \p I: where the user wrote the
/// launch, even after clang inlined the CUDA header's launch wrapper.
llvm::DiagnosticLocation launchLocation(const llvm::Instruction *I);

/// The demangled name of a kernel, e.g. "child(int, float*)".
std::string kernelName(const llvm::Function &K);

} // namespace dpagg
#endif // DPAGG_SUPPORT_DIAGNOSTICS_H
