//===- dpagg/Transforms/AggregationOff.h - no aggregation -------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where the pipeline does not aggregate at all (-O0, -dpagg-scope=none),
/// this pass takes the place of dpagg-aggregate so that the build is not a
/// silent no-op: each launch site gets one missed remark saying that it was
/// not aggregated and why, and -dpagg-summary its line. It changes nothing.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so
///            -passes='dpagg-aggregation-off<O0|scope-none>'
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATIONOFF_H
#define DPAGG_TRANSFORMS_AGGREGATIONOFF_H

#include "dpagg/Support/Report.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace dpagg {

class AggregationOffPass : public llvm::PassInfoMixin<AggregationOffPass> {
  Refusal Why;

public:
  /// \p Why is Refusal::OptLevel or Refusal::ScopeNone.
  explicit AggregationOffPass(Refusal Why) : Why(Why) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
  /// Runs at -O0, where it matters most.
  static bool isRequired() { return true; }
};

llvm::Expected<Refusal> parseAggregationOffOptions(llvm::StringRef Params);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATIONOFF_H
