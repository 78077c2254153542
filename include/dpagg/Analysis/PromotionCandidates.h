//===- dpagg/Analysis/PromotionCandidates.h - launch promotion --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Recognition for launch promotion (issue 24 item 1, thesis chapter 4): the
/// kernels whose chains of single-block grids could be promoted. Nothing is
/// rewritten yet; this is an analysis and its printer.
///
/// A kernel K is a candidate when it launches itself, directly (K -> K) or
/// through one other kernel (K -> L -> K) in the launch graph of
/// FunctionSummaries, from exactly one launch site in its own code that
///  - launches a grid of one block (grid dim3 constant 1x1x1),
///  - is reached by one thread of the block: only with one constant value
///    of threadIdx.x (reachedOnlyWithTidConstant), in a block that is 1-D
///    at every device-side launch of K, or with threadIdx.y and threadIdx.z
///    constant as well (host launches of K are not in the module: with
///    threadIdx.x alone the rule rests on K's device launches),
///  - runs at most once per thread (in no cycle of the CFG),
///  - goes to the NULL stream or a stream the launching thread created.
/// For K -> L -> K each kernel of the chain is judged on its own site;
/// the chain can be promoted only where both are candidates.
///
/// For a candidate it records what a promoted launch needs: whether a
/// prologue runs before the launch (an instruction that may touch memory
/// or call, other than the launch's own parameter writes), which launch
/// parameters are available at kernel entry (K's arguments or constants,
/// unchanged) and which the prologue computes (postponed), and whether an
/// epilogue follows the launch. Every other kernel that launches a kernel
/// gets the first condition it fails (PromotionRefusals.def).
///
/// USAGE: opt -passes='print<dpagg-promotion-candidates>' -disable-output
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_PROMOTIONCANDIDATES_H
#define DPAGG_ANALYSIS_PROMOTIONCANDIDATES_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include <optional>

namespace llvm {
class Function;
class raw_ostream;
} // namespace llvm

namespace dpagg {
struct LaunchSite;

enum class PromotionRefusal {
#define DPAGG_PROMOTION_REFUSAL(Name, Text) Name,
#include "dpagg/Analysis/PromotionRefusals.def"
};

/// The text of a refusal (PromotionRefusals.def).
llvm::StringRef promotionRefusalText(PromotionRefusal R);

/// What launch promotion would need of one kernel's launch of its chain.
struct PromotionCandidate {
  const llvm::Function *Kernel = nullptr;
  /// The chain from Kernel back to itself: {K} or {K, L}.
  llvm::SmallVector<const llvm::Function *, 2> Chain;
  /// The launch of the chain's next kernel; null if there is none or several.
  const LaunchSite *Site = nullptr;
  /// Set when Kernel is not a candidate.
  std::optional<PromotionRefusal> Refused;
  /// Something with effects may run before the launch.
  bool HasPrologue = false;
  /// Per launch parameter: true if the prologue computes it (postponed),
  /// false if it is available at kernel entry.
  llvm::SmallVector<bool, 4> Postponed;
  /// Something with effects may run after the launch.
  bool HasEpilogue = false;

  void print(llvm::raw_ostream &OS) const;
};

class PromotionCandidates {
public:
  /// One per kernel that launches a kernel, in module order.
  llvm::SmallVector<PromotionCandidate, 4> Kernels;
  void print(llvm::raw_ostream &OS) const;
};

/// Module analysis: the promotion candidates of a device module.
class PromotionCandidatesAnalysis
    : public llvm::AnalysisInfoMixin<PromotionCandidatesAnalysis> {
  friend llvm::AnalysisInfoMixin<PromotionCandidatesAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = PromotionCandidates;
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
};

/// print<dpagg-promotion-candidates>
class PromotionCandidatesPrinterPass
    : public llvm::PassInfoMixin<PromotionCandidatesPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit PromotionCandidatesPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_PROMOTIONCANDIDATES_H
