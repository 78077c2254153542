//===- FunctionFacts.h - the facts of one call-graph component -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rules of FunctionSummary, each as its own walk of the call tree from
/// one function of a strongly connected component of the call graph, cut
/// where the walk leaves the component: every function it calls outside
/// has its summary already (FunctionSummaries.cpp builds them bottom up),
/// and that summary is what the rule's walk would find below it. Private
/// to passes/Analysis.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_PASSES_ANALYSIS_FUNCTIONFACTS_H
#define DPAGG_PASSES_ANALYSIS_FUNCTIONFACTS_H

#include "dpagg/Analysis/FunctionSummaries.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include <memory>
#include <string>

namespace dpagg {
struct LaunchSite;

/// One strongly connected component of the call graph: its definitions,
/// and the finished summaries of everything else they call.
class Component {
  llvm::SmallPtrSet<const llvm::Function *, 4> Members;
  const FunctionSummaries &Below;
  mutable llvm::DenseMap<const llvm::Function *,
                         std::unique_ptr<llvm::CycleInfo>>
      Cycles;

public:
  Component(llvm::ArrayRef<llvm::Function *> Fns,
            const FunctionSummaries &Below)
      : Members(llvm::from_range, Fns), Below(Below) {}

  bool contains(const llvm::Function &F) const { return Members.contains(&F); }
  /// The summary of \p F, a definition outside the component.
  const FunctionSummary &below(const llvm::Function &F) const {
    return Below.get(F);
  }
  /// The cycles of \p F, a member, computed once.
  const llvm::CycleInfo &cycles(llvm::Function &F) const;
};

/// The launch sites of a function, in the order LaunchSiteAnalysis found
/// them.
using SitesOf = llvm::ArrayRef<const LaunchSite *>;

std::string interThreadWaits(const Component &C, llvm::Function &Root,
                             bool InCycle);
std::string exitBlocker(const Component &C, const llvm::Function &Root);
/// The first warp synchronization \p Root or a function it calls makes, as
/// words, or empty (FunctionSummary::WarpSync).
std::string warpSyncs(const Component &C, const llvm::Function &Root);
ChildFacts childFacts(const Component &C, const llvm::Function &Root);
SharedFacts sharedFacts(const Component &C, const llvm::Function &Root);
/// Why a launch of \p F itself could be serialized in an aggregated child.
std::string tailLaunchOwn(const llvm::Function &F, SitesOf Sites);
/// The same of the functions \p Root calls; \p Own gives tailLaunchOwn of a
/// member.
std::string
tailLaunchBelow(const Component &C, const llvm::Function &Root,
                llvm::function_ref<std::string(const llvm::Function &)> Own);
std::string compiledApart(const Component &C, const llvm::Function &Root);
std::string userCallee(const Component &C, const llvm::Function &Root);

} // namespace dpagg
#endif // DPAGG_PASSES_ANALYSIS_FUNCTIONFACTS_H
