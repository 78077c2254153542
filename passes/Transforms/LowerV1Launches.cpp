//===- LowerV1Launches.cpp - V1 device launches to V2 ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/LowerV1Launches.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/LaunchStaging.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-lower-v1-launches"

STATISTIC(NumLowered, "Number of V1 device launches rewritten to V2");
STATISTIC(NumKept, "Number of V1 device launches left unchanged");
STATISTIC(NumAsWritten,
          "Number of V1 device launches into the NULL stream left as written");

void dpagg::emitV2Launch(const LaunchSite &S, const StagedLaunch &SL,
                         Value *Stream, bool IntoBlockStream) {
  Module &M = *S.Caller->getParent();
  if (IntoBlockStream && !Stream)
    Stream = ConstantPointerNull::get(PointerType::getUnqual(M.getContext()));
  unsigned Flags =
      (S.PerThreadStream && !IntoBlockStream ? DPAGG_LAUNCH_PTSZ : 0) |
      (ReportLaunchErrorsOpt ? DPAGG_LAUNCH_REPORT_ERRORS : 0);
  IRBuilder<> B(S.Launch);
  RuntimeCall Args(RTFn::LaunchV2);
  Args[RTArg::Kernel] = S.Kernel;
  Args[RTArg::Args] = SL.Params;
  Args[RTArg::ArgSize] = B.getInt32(S.BufferSize);
  setLaunchConfiguration(Args, SL);
  if (Stream)
    Args[RTArg::Stream] = Stream;
  Args[RTArg::Flags] = B.getInt32(Flags);
  Args[RTArg::Name] = getKernelNameString(M, *S.Kernel);
  CallInst *Call = Args.create(B, M);
  Call->setDebugLoc(S.Launch->getDebugLoc());
  S.Launch->replaceAllUsesWith(Call);
  S.Launch->eraseFromParent();
  boundBlobLifetime(SL, *Call);
}

void dpagg::lowerV1Launch(const LaunchSite &S, OptimizationRemarkEmitter &ORE,
                          bool IntoBlockStream) {
  DiagnosticLocation Loc = launchLocation(S.Launch);
  BasicBlock *BB = S.Launch->getParent();
  StagedLaunch SL = stageLaunch(S);
  emitV2Launch(S, SL, nullptr, IntoBlockStream);
  ++NumLowered;
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "V1LaunchLowered", Loc, BB)
           << "launch of " << ore::NV("Kernel", kernelName(*S.Kernel))
           << " rewritten from V1 to V2";
  });
}

/// The CUDA header's V1 wrappers (internal, seen at -O0) that no launch uses
/// any more would still be emitted at -O0 and keep a V1 entry referenced.
static void eraseDeadHeaderWrappers(Module &M) {
  for (Function &F : make_early_inc_range(M))
    if (F.use_empty() && classifyLaunchEntry(&F).IsHeaderWrapper)
      F.eraseFromParent();
}

void LowerV1LaunchesPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name());
  if (All)
    OS << "<all>";
}

PreservedAnalyses LowerV1LaunchesPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  const LaunchSiteInfo &Info = MAM.getResult<LaunchSiteAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (const LaunchSite &S : Info.Sites) {
    if (S.IsV2)
      continue;
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Caller);
    if (!S.isAnalyzable()) {
      ++NumKept;
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "V1LaunchKept",
                                        launchLocation(S.Launch),
                                        S.Launch->getParent())
               << "device launch left as a V1 launch: " << S.Unanalyzable;
      });
      continue;
    }
    // V1 runs launches into the NULL stream and into streams the thread
    // created; only the named streams (cudaStreamTailLaunch,
    // cudaStreamFireAndForget: constants a created stream never is) need
    // V2 (LowerV1Launches.h), and the rewrite costs (the own-stream bench:
    // 4.49 against 3.87 ms as written). A null constant is the NULL stream
    // whatever the thread or the default-stream mode (_ptsz launches keep
    // their entry too). With -dpagg-report-launch-errors the user asked for
    // the reports only the rewritten launch makes.
    if (!All && !ReportLaunchErrorsOpt &&
        (isa<ConstantPointerNull>(S.Stream) ||
         streamCreatedByThread(S.Stream))) {
      ++NumAsWritten;
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "V1LaunchAsWritten",
                                          launchLocation(S.Launch),
                                          S.Launch->getParent())
               << "launch of " << ore::NV("Kernel", kernelName(*S.Kernel))
               << " left as a V1 launch: V1 launches into the "
               << (isa<ConstantPointerNull>(S.Stream)
                       ? "NULL stream"
                       : "streams the launching thread created")
               << " run, only the named streams need V2";
      });
      continue;
    }
    lowerV1Launch(S, ORE);
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  eraseDeadHeaderWrappers(M);
  widenMarkedCopies(M); // last: it splits blocks
  return PreservedAnalyses::none();
}
