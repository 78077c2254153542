//===- PromotionRemarks.cpp - say why a kernel is not promoted ------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PromotionRemarks.h. Each remark reads one PromotionCandidate, nothing
/// else: the recognition decides, the remark only says it.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/PromotionRemarks.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LLVMRemarkStreamer.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

// dpagg-promote, so that -Rpass-missed=dpagg shows these remarks beside
// dpagg-aggregate's, and -Rpass-missed=dpagg-promote them alone.
#define DEBUG_TYPE "dpagg-promote"

namespace {

/// A candidate: what promotion would need, and that it is off (with
/// -dpagg-promote=p, dpagg-promote runs instead and says what it did).
OptimizationRemarkMissed candidateRemark(const PromotionCandidate &C) {
  const LaunchSite &S = *C.Site;
  DiagnosticLocation Loc = launchLocation(S.Launch);
  OptimizationRemarkMissed R(DEBUG_TYPE, "PromotionCandidate", Loc,
                             S.Launch->getParent());
  R << ore::NV("Kernel", kernelName(*C.Kernel))
    << " not promoted: it is a candidate for launch promotion (chain:";
  for (const Function *F : C.Chain)
    R << " " << kernelName(*F) << " ->";
  R << " " << kernelName(*C.Kernel) << "; launch site: ";
  if (Loc.isValid())
    R << "line " << ore::NV("Line", Loc.getLine());
  else
    R << "no debug location";
  R << "; prologue: " << ore::NV("Prologue", C.HasPrologue ? "yes" : "none")
    << "; postponed parameters:";
  unsigned Postponed = 0;
  for (unsigned I = 0; I < C.Postponed.size(); ++I)
    if (C.Postponed[I] && ++Postponed)
      R << " #" << ore::NV("Postponed", I);
  if (!Postponed)
    R << " none";
  R << "; epilogue: " << ore::NV("Epilogue", C.HasEpilogue ? "yes" : "none")
    << "), but launch promotion is off (-dpagg-promote=none)";
  return R;
}

} // namespace

OptimizationRemarkMissed dpagg::notPromotedRemark(const PromotionCandidate &C,
                                                  PromotionRefusal Why) {
  auto R = C.Site
               ? OptimizationRemarkMissed(DEBUG_TYPE, "NotPromoted",
                                          launchLocation(C.Site->Launch),
                                          C.Site->Launch->getParent())
               : OptimizationRemarkMissed(DEBUG_TYPE, "NotPromoted", C.Kernel);
  R << ore::NV("Kernel", kernelName(*C.Kernel))
    << " not promoted: " << ore::NV("Reason", promotionRefusalText(Why));
  return R;
}

PreservedAnalyses PromotionRemarksPass::run(Module &M,
                                            ModuleAnalysisManager &MAM) {
  // Without a remark asked for, the recognition is not computed: the pass
  // then costs nothing.
  LLVMContext &Ctx = M.getContext();
  if (!isDeviceModule(M) ||
      (!Ctx.getLLVMRemarkStreamer() &&
       !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled(DEBUG_TYPE)))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (const PromotionCandidate &C :
       MAM.getResult<PromotionCandidatesAnalysis>(M).Kernels) {
    // The remark belongs to the kernel; ORE is the function's own, so that
    // -pass-remarks-filter and the optimization record see it there.
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(
        const_cast<Function &>(*C.Kernel));
    ORE.emit([&] {
      return C.Refused ? notPromotedRemark(C, *C.Refused) : candidateRemark(C);
    });
  }
  return PreservedAnalyses::all();
}
