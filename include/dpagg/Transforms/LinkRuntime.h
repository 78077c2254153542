//===- dpagg/Transforms/LinkRuntime.h - link the device runtime -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The last step of DPAgg's data flow: link the definitions of the __dpagg_*
/// runtime functions the earlier passes called into the device module. The
/// runtime is bitcode built from runtime/*.cu and embedded in libDPAgg.so.
/// Only what the module references is linked (Linker::LinkOnlyNeeded), and
/// every linked symbol is internalized, so several translation units of one
/// -fgpu-rdc program each carry a private copy and nvlink sees no duplicate.
/// That includes the aggregation pool: each translation unit owns its own
/// (documented in the README); nothing of the runtime is program-wide.
/// Linked functions take the module's target-cpu and target-features.
///
/// With the `inline` parameter (what the -O1..-O3 pipeline uses: it runs
/// after clang's inliner) every call to a runtime entry point is inlined, so
/// the optimizations that follow fold the constant arguments.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes='dpagg-link-runtime'
///        opt -load-pass-plugin=libDPAgg.so
///        -passes='dpagg-link-runtime<inline>'
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_LINKRUNTIME_H
#define DPAGG_TRANSFORMS_LINKRUNTIME_H

#include "llvm/IR/PassManager.h"

namespace dpagg {

class LinkRuntimePass : public llvm::PassInfoMixin<LinkRuntimePass> {
  bool InlineCalls;

public:
  explicit LinkRuntimePass(bool InlineCalls = false)
      : InlineCalls(InlineCalls) {}
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  /// Calls emitted by earlier passes must be resolved, even at -O0.
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_LINKRUNTIME_H
