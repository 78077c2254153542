//===- AggregationOff.cpp - say why nothing is aggregated -----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregationOff.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace dpagg;

// The remarks are dpagg-aggregate's: -Rpass-missed=dpagg-aggregate selects
// every site's verdict whether aggregation ran or not.
#define DEBUG_TYPE "dpagg-aggregate"

Expected<Refusal> dpagg::parseAggregationOffOptions(StringRef Params) {
  if (Params == "O0")
    return Refusal::OptLevel;
  if (Params == "scope-none")
    return Refusal::ScopeNone;
  return make_error<StringError>(
      formatv("invalid parameter '{0}' (accepted: O0, scope-none)", Params)
          .str(),
      inconvertibleErrorCode());
}

void AggregationOffPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name()) << '<'
     << (Why == Refusal::OptLevel ? "O0" : "scope-none") << '>';
}

PreservedAnalyses AggregationOffPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  const LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  StringRef Reason =
      Why == Refusal::OptLevel
          ? "optimization level -O0 (aggregation runs at -O1 and above)"
          : "aggregation is disabled by -dpagg-scope=none";
  LaunchTally Tally;
  for (const LaunchSite &S : LSI.Sites) {
    Tally.addRefused(Why);
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Caller);
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotAggregated",
                                      launchLocation(S.Launch),
                                      S.Launch->getParent())
             << "launch of "
             << ore::NV("Kernel",
                        S.Kernel ? kernelName(*S.Kernel) : "<unknown>")
             << " not aggregated: " << ore::NV("Reason", Reason);
    });
  }
  printSummary(M, Tally);
  return PreservedAnalyses::all();
}
