//===- dpagg/Transforms/PromotionRemarks.h - why no promotion ---*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The remarks of launch promotion's recognition (issue 24 item 1): one
/// missed remark, pass name dpagg-promote, per kernel that launches a kernel
/// (the domain of PromotionCandidatesAnalysis). A kernel that is no candidate
/// gets the first condition it fails (PromotionRefusals.def); a candidate
/// gets what a promotion would need (chain, launch site, prologue, postponed
/// parameters, epilogue) and that it is not promoted, since launch promotion
/// is off (-dpagg-promote=none; otherwise the pipeline runs dpagg-promote,
/// PromoteLaunches.h, in its place). The pass changes no IR.
///
/// It runs before dpagg-aggregate, which rewrites launches and clones
/// kernels: the recognition judges the kernels as the user wrote them.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes=dpagg-promotion-remarks
///            -pass-remarks-missed=dpagg-promote
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_PROMOTIONREMARKS_H
#define DPAGG_TRANSFORMS_PROMOTIONREMARKS_H

#include "dpagg/Analysis/PromotionCandidates.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/PassManager.h"

namespace dpagg {

/// The NotPromoted remark of kernel \p C for refusal \p R, at its launch of
/// the chain where there is one such launch, else at the kernel; the caller
/// may add details. Shared by this pass and dpagg-promote.
llvm::OptimizationRemarkMissed notPromotedRemark(const PromotionCandidate &C,
                                                 PromotionRefusal R);

class PromotionRemarksPass : public llvm::PassInfoMixin<PromotionRemarksPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_PROMOTIONREMARKS_H
