//===- dpagg/Support/LaunchStaging.h - detach a launch's parts -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first step of every launch rewrite. The parameter buffer the launch
/// asked the device runtime for is replaced by a thread-local staging blob
/// with the same layout, so the original stores and copies of the parameters
/// stay exactly where they were (same evaluation order, same values) and the
/// rewrite decides later where the bytes go: a V2 parameter buffer, or a slot
/// of an aggregation record. The null checks of the old buffer fold to "not
/// null" (the launch now always proceeds to the point that actually launches,
/// and a buffer failure there is reported instead of silently skipped).
///
/// The configuration is read where the original read it: at the launch for
/// V1, at cudaGetParameterBufferV2 for V2 (whose dim3 temporaries may be dead
/// by the launch).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_LAUNCHSTAGING_H
#define DPAGG_SUPPORT_LAUNCHSTAGING_H

#include "llvm/IR/IRBuilder.h"
#include <array>

namespace dpagg {
struct LaunchSite;

struct StagedLaunch {
  llvm::AllocaInst *Params = nullptr; ///< staging blob, 64-byte aligned
  std::array<llvm::Value *, 3> Grid = {};
  std::array<llvm::Value *, 3> Block = {};
  llvm::Value *SharedMem = nullptr;
  llvm::Value *Stream = nullptr;
};

/// Detaches \p S (which must be analyzable) from its parameter buffer; the
/// buffer call is erased. The launch call itself stays for the caller to
/// replace. Invalidates S.Buffer, S.NullChecks and S.BufferDerived.
StagedLaunch stageLaunch(LaunchSite &S);

/// A private constant holding the kernel's demangled name, for run-time
/// diagnostics. One per kernel per module.
llvm::Constant *getKernelNameString(llvm::Module &M, const llvm::Function &K);

/// Declares (or finds) a runtime entry point from dpagg/Runtime/RuntimeABI.h.
llvm::FunctionCallee getRuntimeFunction(llvm::Module &M, llvm::StringRef Name,
                                        llvm::FunctionType *Ty);

} // namespace dpagg
#endif // DPAGG_SUPPORT_LAUNCHSTAGING_H
