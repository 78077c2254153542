//===- LastExitPlan.cpp - block scope without a meeting point ------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block scope at the threads' last exit (issue 26, item 3), the planning
/// half. Block scope meets every live thread of the block at DPAgg's
/// barriers at the site (or where it is postponed to); where the block rules
/// cannot prove that they all get there (Plan.cpp, blockScopeRules: a
/// divergent branch before a barrier, code after the launch in its own
/// branch, early returns), the site is narrowed to warp scope. A launch
/// that nothing observes needs no meeting: each warp group makes its record
/// at the site, appends it to its block's index, and the block's last
/// thread to exit launches one aggregate over the index
/// (runtime/block.cu, "Block scope at the last exit", has the argument).
///
/// The decision is data: SitePlan::Meeting (BlockMeeting::LastExit), the
/// block rule it stands in for (NoBarrier), or, where it was considered and
/// refused, the rule that refused it (NoLastExit, a DPAGG_NO_LAST_EXIT row of
/// Reasons.def); print<dpagg-plan> prints it, the remarks say it, the
/// lowering reads it. -dpagg-block-meeting chooses where it is considered:
/// required (the default) never; optional where the block rules narrowed a
/// site to warp scope; avoid also where they keep it at a barrier (grid
/// sites aside), for measuring one against the other.
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Support/Options.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace dpagg;

/// Why \p S (planned as \p P) cannot be aggregated per block at its threads'
/// last exit, or empty; \p Kind names the rule. Allow-lists, in the order of
/// their Reasons.def rows; runtime/block.cu, "Block scope at the last exit",
/// (a)-(g) is the argument each serves.
std::string Planner::lastExitBlocker(const LaunchSite &S, const SitePlan &P,
                                     LastExitRefusal &Kind) const {
  // A whole clone's block is one logical block, every thread of which
  // passes an exit hook, its surplus threads' included (cloneGroupBlocker).
  Kind = LastExitRefusal::InClone;
  if (std::optional<std::string> Why = cloneGroupBlocker(P.CloneOf))
    return *Why;
  // The block's aggregate is launched when its last thread exits, by
  // whichever thread that is, long after the launching thread went on: only
  // a launch nothing observes (DPAGG_LAUNCH_UNOBSERVED: the thread's only
  // launch, made once, its result unused, no stream, event or error-state
  // call anywhere the thread runs) can be made that late by another thread
  // ((a), (b)). A launch in a loop is made more than once: observed too.
  Kind = LastExitRefusal::Observed;
  if (!P.Unobserved)
    return "the launch is observed: the block's aggregate is launched when "
           "its last thread exits, so it takes only a launch that is its "
           "thread's only launch, made once, whose result and error state "
           "are unused";
  // The NULL stream, whose order binds only the launches of one block, so
  // aggregating its launches gives up only the order of the siblings at the
  // site (the kernel's only launch: nothing else of the block to order
  // with), and cudaStreamFireAndForget, which orders nothing. Another
  // stream (a tail launch, a stream value of the program) would be launched
  // into by another thread than the one that named it (b). The thread's own
  // per-thread stream, for its only launch, orders nothing either, and grid
  // scope takes it (Plan.cpp, groupBlocker); the last exit does not yet: a
  // conservative refusal, not an argument.
  Kind = LastExitRefusal::Stream;
  StringRef Stream = plannedStreamKind(P);
  if (Stream != "NULL" && Stream != "fire-and-forget")
    return ("it launches into the " +
            (Stream.empty() ? StringRef("unknown") : Stream) +
            " stream; the last exit takes the NULL stream and "
            "cudaStreamFireAndForget only")
        .str();
  // Nothing waits for the aggregate but a thread waiting for another thread
  // outside barriers could be waiting for it: a parent spinning on what its
  // child writes (not valid CUDA, but it runs without DPAgg while children
  // start early) would never see the child that only its block's last exit
  // launches (d).
  Kind = LastExitRefusal::Waits;
  if (std::string Why = waitsWhy(*S.Caller); !Why.empty())
    return "threads of the block may wait for one another outside barriers "
           "(" +
           Why +
           "), possibly for the child, which the block's last exit "
           "launches";
  // The block's count completes only when every thread passed an exit
  // hook, which the pass puts before each `ret`: a thread that ends another
  // way would leave the block's launches unmade (e).
  Kind = LastExitRefusal::ThreadExit;
  if (std::string Why = facts().exitBlocker(*S.Caller); !Why.empty())
    return "a thread may end without returning (" + Why +
           "), which would keep its block's count from completing and its "
           "launches from being made";
  return "";
}

/// Where a block-scope site's threads meet, once the block and grid rules
/// and the thread-exit rule have decided (Planner::settle): at the last
/// exit where -dpagg-block-meeting considers it and lastExitBlocker allows
/// it. Its records are warp records (each warp group's, runtime/Warp.cuh),
/// so what is stored once per record is what is uniform in the warp.
void Planner::settleBlockMeeting(SitePlan &P) {
  if (Opts.BlockMeeting == BlockMeetingMode::Required || P.refused())
    return;
  bool Narrowed =
      P.At == Scope::Warp && P.WhyNot[Scope::Block] != Narrowing::None;
  bool Avoided =
      Opts.BlockMeeting == BlockMeetingMode::Avoid && P.At == Scope::Block;
  if (!Narrowed && !Avoided)
    return;
  LastExitRefusal Kind;
  if (std::string Why = lastExitBlocker(*P.Site, P, Kind); !Why.empty()) {
    P.NoLastExit = Kind;
    P.NoLastExitText = std::move(Why);
    return;
  }
  P.NoBarrier = P.WhyNot[Scope::Block];
  P.NoBarrierText = P.WhyNotText[Scope::Block];
  P.widenTo(Scope::Block);
  P.Meeting = BlockMeeting::LastExit;
  P.PostponeTo = nullptr; // launched at the site
  P.UniformParams[Scope::Block] = P.UniformParams[Scope::Warp];
  P.ScalarWhy[Scope::Block] = P.ScalarWhy[Scope::Warp];
  // A group of blocks at the last exit too (runtime/grid.cu, "Grid scope at
  // the last exit"): the group asked, the nested-grid rule's grid, or the
  // auto rule's (per grid in a parent grid of at least N blocks, per block at
  // the last exit in a smaller one: __dpagg_aggregate_grid_at_exit and
  // __dpagg_grid_last_exit decide by gridDim, blockDim and %nsmid), and where
  // the launching threads loop or call after the launch, only in a grid of a
  // few waves (FewWaves; loopsAfterLaunch says why).
  if (!P.GridCandidate)
    return;
  P.FewWaves = P.AutoGrid && !P.NestedGrid && loopsAfterLaunch(*P.Site);
  widenToGroup(P);
}

/// Cost, not legality. At the last exit a group's aggregate waits for the
/// group's last thread to exit, so whatever the threads run after the launch
/// delays every child of the group: per grid, the latest thread of the grid.
/// In a grid of many waves that holds the first wave's children back behind
/// every later wave's work, which per block they overlap. Measured on the
/// H100 (bench/results/2026-11-27-h100-nested-grid.md, call 10): the suite's
/// TC, whose threads end in a block reduction after the launch, 1.3x to 1.5x
/// faster per grid than per block; LateExit, whose threads loop for a long
/// time after it, 5.4x slower at one wave (1.2 to 6.5 ms, before later
/// runtime changes). On the H200 (bench/results/2026-11-28-h200-s21-late-
/// exit-waves.md) LateExit per grid is 2.6x and 3.4x faster at one and two
/// waves and 1.05x slower at four. So where no loop and no call but
/// intrinsics can run between the launch and the thread's exit (a walk of
/// the blocks after the launch's, CycleInfo for loops, irreducible ones
/// included) the auto rule takes the site per grid in any grid it takes;
/// elsewhere only in grids of at most DPAGG_FEW_WAVES waves of threads
/// (runtime/Grid.cuh, groupsInThisGrid), per block at the last exit in
/// larger ones. -dpagg-few-waves-blocks may give such a site a floor of
/// parent blocks of its own (128 by default: DefaultFewWavesBlocks says
/// why; Planner::widenToGroup).
bool Planner::loopsAfterLaunch(const LaunchSite &S) {
  Function &F = *S.Caller;
  const CycleInfo &CI = FAM.getResult<CycleAnalysis>(F);
  BasicBlock *Start = S.Launch->getParent();
  if (CI.getCycle(Start))
    return true;
  auto CallsAfter = [&](const BasicBlock &B, bool FromLaunch) {
    bool After = !FromLaunch;
    for (const Instruction &I : B) {
      if (&I == S.Launch) {
        After = true;
        continue;
      }
      const auto *CB = dyn_cast<CallBase>(&I);
      if (After && CB && !isa<IntrinsicInst>(CB))
        return true;
    }
    return false;
  };
  if (CallsAfter(*Start, /*FromLaunch=*/true))
    return true;
  SmallPtrSet<const BasicBlock *, 16> Seen{Start};
  SmallVector<const BasicBlock *, 16> Work(succ_begin(Start), succ_end(Start));
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (!Seen.insert(B).second)
      continue;
    if (CI.getCycle(B) || CallsAfter(*B, /*FromLaunch=*/false))
      return true;
    append_range(Work, successors(B));
  }
  return false;
}

std::string dpagg::blockMeetingWords(const SitePlan &P) {
  if (P.atLastExit())
    return P.NoBarrier == Narrowing::None
               ? " at its threads' last exit (no barrier: "
                 "-dpagg-block-meeting=avoid)"
               : (" at its threads' last exit (no barrier: rule " +
                  ruleName(P.NoBarrier) + ")")
                     .str();
  if (P.NoLastExit)
    return (" (not at its threads' last exit: rule " + ruleName(*P.NoLastExit) +
            ")")
        .str();
  return "";
}
