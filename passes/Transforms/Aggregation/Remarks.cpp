//===- Remarks.cpp - the remarks of a site, from its plan ----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Remarks.h. Each remark reads the site's SitePlan and the launch site it
/// names, nothing else the planner or the lowering computed.
///
//===----------------------------------------------------------------------===//
#include "Remarks.h"

#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

namespace {
/// The remarks of one site, at its launch.
struct SiteRemarks {
  const SitePlan &P;
  const LaunchSite &S;
  const AggregateOptions &Opts;
  OptimizationRemarkEmitter &ORE;
  DiagnosticLocation Loc;
  BasicBlock *BB;
  std::string Child;

  SiteRemarks(const SitePlan &P, const AggregateOptions &Opts,
              OptimizationRemarkEmitter &ORE)
      : P(P), S(*P.Site), Opts(Opts), ORE(ORE), Loc(launchLocation(S.Launch)),
        BB(S.Launch->getParent()),
        Child(S.Kernel ? kernelName(*S.Kernel) : "<unknown>") {}

  // A kernel that launches itself has the launch in its aggregated clone too,
  // at the same source line. The two are decided separately (the clone's
  // runs when the kernel was launched aggregated) and may differ, so both
  // are reported, and the clone's says whose it is.
  void Prefix(DiagnosticInfoOptimizationBase &R) const {
    if (P.CloneOf)
      R << "in the aggregated clone of "
        << ore::NV("CloneOf", kernelName(*P.CloneOf)) << ": ";
  }
  void facts();
  void decision();
  void refused();
  void tailChained();
  void notTailChained();
  void inPlace();
  void aggregated();
  void notScalarized();
  void molding();
  void serial();
  void notAtLastExit();
  void rejoin();
  void movedToBlockStream();
};
} // namespace

/// -Rpass-analysis: the facts behind the site's verdict, one remark, named
/// by the rule (Support/Reasons.def) so tools reading the optimization record
/// can count them. A refused site names the rule that refused it; an
/// aggregated one the scope asked and chosen, whether its configuration is
/// uniform (the record then repeats the same configuration; it is correct
/// either way), how many parameters are stored once per aggregate, and
/// whether it runs once per thread and is the thread's only launch (what
/// the fire-and-forget stream and per-thread stream rules ask).
void SiteRemarks::facts() {
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "LaunchFacts", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child) << ": ";
    if (P.refused()) {
      R << "refused by rule " << ore::NV("Rule", ruleName(P.Reason));
      return R;
    }
    R << "scope asked " << scopeName(P.Asked) << ", chosen "
      << ore::NV("Scope", scopeName(*P.At));
    for (Scope Sc : reverse(AllScopes)) // widest first
      if (P.WhyNot[Sc] != Narrowing::None)
        R << " (rule " << ore::NV("Rule", ruleName(P.WhyNot[Sc])) << ")";
    R << blockMeetingWords(P);
    R << "; configuration " << configUniformity(P);
    ArrayRef<bool> Uniform = storedOnce(P);
    R << "; " << ore::NV("ScalarParams", count(Uniform, true)) << " of "
      << ore::NV("Params", S.Params.size()) << " parameters stored once per "
      << storedOnceUnit(P) << "; "
      << (!isKernel(*S.Caller) ? "in a device function"
          : P.InCycle          ? "in a loop"
                               : "once per thread");
    if (P.OnceAndOnly)
      R << ", the thread's only launch";
    if (P.ToBlockStream)
      R << ", into the block's NULL stream";
    if (P.FromOwnStreams)
      R << " from the thread's own streams";
    return R;
  });
}

/// -Rpass-analysis: the site's decision (DecisionPlan.cpp), one remark per
/// site with its parts as fields of the optimization record (Chosen,
/// RunnerUp, Rule, Reason): the words print<dpagg-plan> prints.
void SiteRemarks::decision() {
  const SiteDecision &D = P.Decision;
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "Decision", Loc, BB);
    Prefix(R);
    R << "launches of " << ore::NV("Kernel", Child) << ": chose "
      << ore::NV("Chosen", alternativeWords(D.Chosen)) << "; runner-up "
      << ore::NV("RunnerUp", alternativeWords(D.RunnerUp));
    if (D.Refused)
      R << ", refused";
    R << ": rule " << ore::NV("Rule", D.Rule) << " ("
      << ore::NV("Reason", D.Why) << ")";
    return R;
  });
}

/// Where -dpagg-block-meeting considered the block's last exit for a site
/// the block rules kept from meeting, and a rule of LastExitPlan.cpp refused
/// it.
void SiteRemarks::notAtLastExit() {
  if (!P.NoLastExit)
    return;
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotAtLastExit", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child)
      << " not aggregated per block at its threads' last exit ("
      << ore::NV("Rule", ruleName(*P.NoLastExit))
      << "): " << ore::NV("Reason", P.NoLastExitText);
    return R;
  });
}

/// A per-warp site in a loop: whether the warp's lanes rejoin at the end of
/// every iteration (RejoinPlan.cpp), and if not, the rule that refused it.
void SiteRemarks::rejoin() {
  if (P.Rejoin.Header) {
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "WarpRejoined", Loc, BB);
      Prefix(R);
      R << "the lanes of each warp in the loop around the launch of "
        << ore::NV("Kernel", Child)
        << " rejoin at the end of every iteration (a ballot of the lanes "
           "still in the loop), so that they reach the launch together and "
           "aggregate as one group";
      return R;
    });
    return;
  }
  if (!P.NoRejoin)
    return;
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "WarpNotRejoined", Loc, BB);
    Prefix(R);
    R << "the lanes of a warp in the loop around the launch of "
      << ore::NV("Kernel", Child)
      << " are not rejoined every iteration, so those that part in it "
         "aggregate apart ("
      << ore::NV("Rule", ruleName(*P.NoRejoin))
      << "): " << ore::NV("Reason", P.NoRejoinText);
    return R;
  });
}

void SiteRemarks::refused() {
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotAggregated", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child)
      << " not aggregated: " << ore::NV("Reason", P.Why);
    return R;
  });
}

/// A refused launch into the per-thread stream, made as written into the
/// block's NULL stream with its kernel's aggregated ones (BlockStreamPlan.cpp);
/// or into a stream its thread created (OwnStreamsPlan.cpp).
void SiteRemarks::movedToBlockStream() {
  if (!P.ToBlockStream)
    return;
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "MovedToBlockStream", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child)
      << " made as written, but into its block's NULL stream instead of "
      << (P.FromOwnStreams ? "the stream its thread created"
                           : "the thread's per-thread default stream")
      << ", in order with the thread's other launches of its kernel, which "
         "go there too (children of different threads of a block"
      << (P.FromOwnStreams ? ", and of one thread's different streams," : "")
      << " run in order instead of concurrently)";
    return R;
  });
}

/// A chain's link (TailChainPlan.cpp): what the lowering does with it.
void SiteRemarks::tailChained() {
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "TailChained", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child)
      << " launched into cudaStreamTailLaunch when its grid is one block: "
         "a link of a chain of one-block grids, whose depth is then not "
         "bounded by the pending-launch limit (until the process has "
         "tail-launched "
      << ore::NV("Budget", Opts.TailChainBudget)
      << " links: later ones are launched as written, so that a chain with "
         "no end of its own still ends)";
    return R;
  });
}

/// A chain's link left as written by the tail-chain rules.
void SiteRemarks::notTailChained() {
  if (P.NotTailChained.empty())
    return;
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotTailChained", Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child)
      << " not tail-chained: " << ore::NV("Reason", P.NotTailChained);
    return R;
  });
}

/// A tail-chained link and its block (InPlacePlan.cpp).
void SiteRemarks::inPlace() {
  if (P.TailInPlace) {
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "TailChainInPlace", Loc, BB);
      Prefix(R);
      R << "launch of " << ore::NV("Kernel", Child)
        << " continues in the launching block instead, when the child is "
           "one block of that block's shape and dynamic shared memory: no "
           "launch on the chain's path (the block runs the kernel again "
           "with the new parameters)";
      return R;
    });
  } else if (!P.NotInPlace.empty()) {
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotInPlace", Loc, BB);
      Prefix(R);
      R << "launch of " << ore::NV("Kernel", Child)
        << " not continued in its block: " << ore::NV("Reason", P.NotInPlace);
      return R;
    });
  }
}

void SiteRemarks::aggregated() {
  Scope At = *P.At;
  StringRef Kind = plannedStreamKind(P);
  // A thread's per-thread stream never ordered other threads' launches.
  bool Ordered = Kind != "fire-and-forget" && !Kind.starts_with("per-thread");
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, scopeRemarkName(At), Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child) << " aggregated per ";
    if (At == Scope::MultiBlock) // its group's size, which the name lacks
      R << "group of " << ore::NV("GroupBlocks", P.GroupBlocks) << " blocks";
    else
      R << ore::NV("Scope", scopeName(At));
    if (P.NestedGrid && At == Scope::Grid)
      R << " in every parent grid, whatever its size (its child launches "
           "too: -dpagg-nested-grid)";
    else if (P.AutoGrid && At == Scope::Grid) {
      R << " where its parent grid has at least "
        << ore::NV("AutoGridBlocks", P.autoGridBlocks()) << " blocks";
      if (P.FewWaves)
        R << " and at most " << ore::NV("MaxWaves", DPAGG_FEW_WAVES)
          << " waves of threads (a loop or call runs after the launch, and "
             "the grid's aggregate waits for its latest thread)";
      R << ", else per block ("
        << (P.FewWavesFloor ? "-dpagg-few-waves-blocks" : "-dpagg-auto-grid")
        << ")";
    }
    for (Scope Sc : reverse(AllScopes)) // widest first
      if (P.WhyNot[Sc] != Narrowing::None)
        R << " (not per " << scopeName(Sc) << ": "
          << ore::NV("Reason", P.WhyNotText[Sc]) << ")";
    if (P.PostponeTo)
      R << ", postponed to where the block's threads meet again";
    if (P.atLastExit())
      R << ", launched by the " << (isGroupOfBlocks(At) ? "group" : "block")
        << "'s last thread to exit, which nothing waits for ("
        << ore::NV("NoBarrier", P.NoBarrier == Narrowing::None
                                    ? std::string("-dpagg-block-meeting=avoid")
                                    : "no block barrier: " + P.NoBarrierText)
        << ")";
    if (Ordered)
      R << "; sibling launches " << (Kind.empty() ? "into one stream" : "")
        << (Kind.empty() ? "" : "into the ") << Kind
        << (Kind.empty() ? "" : " stream")
        << " now run concurrently (-dpagg-strict-ordering refuses this)";
    if (P.FireAndForget)
      R << "; the aggregate goes to cudaStreamFireAndForget (the kernel's "
           "only launch, once per thread)";
    if (P.PrivateStream)
      R << "; the launch goes to cudaStreamFireAndForget instead of the "
           "stream its thread created for it (nothing else is ever launched "
           "into that stream, and the thread launches nothing else)";
    if (P.ToBlockStream && !P.FromOwnStreams)
      R << "; the thread's launches into its per-thread default stream go "
           "to its block's NULL stream instead, every such launch of the "
           "kernel (children of different threads of a block run in order "
           "instead of concurrently)";
    if (P.FromOwnStreams)
      R << "; the thread's launches into the streams it created go to its "
           "block's NULL stream instead, every such launch of the kernel, in "
           "the thread's order (children of different threads of a block, "
           "and of one thread's different streams, run in order instead of "
           "concurrently)";
    if (S.Kernel->isDeclaration())
      R << "; the child is defined in another translation unit, whose "
           "aggregated child is used if that unit was built with DPAgg "
           "(otherwise each launch is made alone)";
    if (P.AskChildAbout2D)
      R << "; the block shape is not provably one-dimensional, so launches "
           "are made alone if that unit says the child uses warp-level "
           "operations";
    if (S.ParamAlign > Align(16))
      R << "; note: a parameter is aligned to "
        << ore::NV("ParamAlign", S.ParamAlign.value())
        << " bytes, which the aggregated child reads right but a device-side "
           "launch of the kernel itself does not (CUDA lays out .param from a "
           "16-byte aligned base): launches that fall back behave like the "
           "platform";
    return R;
  });
}

/// Parameters that a scalarization rule kept per thread (the site is still
/// aggregated; its record is larger).
void SiteRemarks::notScalarized() {
  ArrayRef<std::string> ScalarWhy = P.ScalarWhy[*P.At];
  for (unsigned I = 0; I < ScalarWhy.size(); ++I) {
    if (ScalarWhy[I].empty())
      continue;
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotScalarized", Loc, BB);
      Prefix(R);
      R << "parameter " << ore::NV("Param", I) << " of "
        << ore::NV("Kernel", Child)
        << " stored per thread, not once per aggregate: "
        << ore::NV("Reason", ScalarWhy[I]);
      return R;
    });
  }
}

/// -dpagg-moldable, -dpagg-coarsen: what the aggregate's blocks do.
void SiteRemarks::molding() {
  bool Auto = P.LaunchFlags & DPAGG_LAUNCH_MOLD_AUTO;
  std::string Cut =
      Auto ? "an aggregate with more than " +
                 std::to_string(DPAGG_MOLD_AUTO_FACTOR) +
                 " times the blocks that can be resident runs with at most "
                 "that many"
           : std::string("launched with at most the blocks that can be "
                         "resident");
  if (P.Molded && P.Coarsen > 1) {
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "Molded", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << " is coarsened by " << ore::NV("Coarsen", P.Coarsen)
             << ": each block of an aggregate loops over about that many of "
                "its logical blocks (the aggregate's blocks / "
             << std::to_string(P.Coarsen) << ", made odd), and " << Cut;
    });
  } else if (P.Molded) {
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "Molded", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << (Auto ? " is moldable: " + Cut +
                            ", each looping over logical blocks; a smaller "
                            "one runs one block per logical block"
                      : " loops over logical blocks: " + Cut);
    });
  } else if (!P.WhyNotMolded.empty()) {
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotMolded", Loc, BB);
      R << "aggregated child of " << ore::NV("Kernel", Child)
        << " keeps one block per logical block";
      if (P.Coarsen > 1)
        R << " (coarsening by " << ore::NV("Coarsen", P.Coarsen)
          << " asked, not done)";
      R << ": " << ore::NV("Reason", P.WhyNotMolded);
      return R;
    });
  }
  if (P.Packed) {
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "Packed", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << " is packed: an aggregate whose blocks all have at most 32 "
                "threads runs "
             << ore::NV("Warps", DPAGG_PACK_WARPS)
             << " logical blocks per block, one per warp";
    });
  } else if (!P.WhyNotPacked.empty()) {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotPacked", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << " is not packed (a logical block per warp): "
             << ore::NV("Reason", P.WhyNotPacked);
    });
  }
}

/// Serialization, where it was asked for (SerialPlan.cpp): the threshold,
/// the work the cost model estimated and the order given up, or the rule
/// that refused it.
void SiteRemarks::serial() {
  const SerialPlan &SP = P.Serial;
  if (SP.Why == SerialRefusal::Off && !SP.serialized())
    return;
  if (!SP.serialized()) {
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotSerialized", Loc, BB);
      Prefix(R);
      R << "launch of " << ore::NV("Kernel", Child) << " not serialized ("
        << ore::NV("Rule", ruleName(SP.Why))
        << "): " << ore::NV("Reason", SP.WhyText);
      return R;
    });
    return;
  }
  StringRef Kind = plannedStreamKind(P);
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Serialized", Loc, BB);
    R << "launch of " << ore::NV("Kernel", Child)
      << " serialized: a launch of at most "
      << ore::NV("Threshold", SP.Threshold)
      << " logical threads that CUDA would accept runs in the launching "
         "thread (threshold "
      << (SP.Auto ? "auto" : "fixed") << ", work per logical thread ";
    if (SP.Work)
      R << ore::NV("Work", *SP.Work) << " instructions";
    if (SP.Work && SP.TripArg >= 0)
      R << " and " << ore::NV("WorkPerTrip", SP.WorkPerTrip)
        << " per unit of parameter #" << ore::NV("TripArg", SP.TripArg)
        << ", weighed at run time: at most " << ore::NV("Budget", SP.Budget)
        << " in all";
    else if (!SP.Work)
      R << "unknown: a loop whose trip count is not a small constant";
    R << "); larger ones are "
      << (P.refused() ? std::string("launched as written")
                      : ("aggregated per " + scopeName(*P.At)).str());
    if (Kind != "fire-and-forget" && !Kind.starts_with("per-thread"))
      R << "; sibling launches into "
        << (Kind.empty() ? std::string("its stream")
                         : ("the " + Kind + " stream").str())
        << " now run concurrently (-dpagg-strict-ordering refuses this)";
    return R;
  });
}

void dpagg::emitSiteRemarks(const SitePlan &P, const AggregateOptions &Opts,
                            OptimizationRemarkEmitter &ORE) {
  SiteRemarks R(P, Opts, ORE);
  R.facts();
  R.decision();
  R.notTailChained();
  if (P.refused()) {
    R.refused();
    R.movedToBlockStream();
    if (P.TailChain) {
      R.tailChained();
      R.inPlace();
    }
    R.serial();
    return;
  }
  R.aggregated();
  R.notAtLastExit();
  R.rejoin();
  R.notScalarized();
  R.molding();
  R.serial();
}
