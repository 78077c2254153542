//===- TailChainPlan.cpp - chains of one-block grids into the tail stream -===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Issue 24, item 5: a chain of one-block grids (a kernel whose one thread
/// launches the next one-block grid of its chain at the end, K -> K or
/// K -> L -> K) launched into the NULL stream keeps every ancestor grid
/// pending until its child completes, so a chain deeper than the
/// pending-launch limit (2048 by default) loses its launch 2049 with
/// cudaErrorLaunchPendingCountExceeded and computes a wrong result without
/// a host-visible error (test/Probes/chain_tail_launch-results.md, H100:
/// the NULL and fire-and-forget chains stop at depth 2048). Launched into
/// cudaStreamTailLaunch, a child starts after its parent grid completes and
/// the parent holds no slot: the same chain runs 100,000 steps right, and
/// at depths both run it is not slower (12.3 against 15.1 us per step).
///
/// The rule (planTailChain): a launch L of kernel K is lowered as a V2
/// launch whose stream is cudaStreamTailLaunch when K's grid is one block
/// (read at run time: host launches of K are not in the module) and as
/// written otherwise, where
///  (1) K is a launch promotion candidate and L its chain's launch
///      (PromotionCandidates.h: the launch of a grid of one block, by one
///      thread of the block, at most once per thread, in K's own code);
///  (2) L goes to the NULL stream (a null constant; per-thread default
///      stream too: then the thread's own stream);
///  (3) nothing K runs launches anything else or uses a stream, an event or
///      the error state (FunctionSummaries::launchFreeCall, L and its
///      buffer excepted). Not the error state: a chain may end when its
///      launch fails (at the pending-launch limit, about depth 2048), and
///      tail-launched it would not fail, so a program that ends without
///      DPAgg would run forever with it (red team, tc_unbounded.cu);
///  (4) no thread of K waits for another outside barriers
///      (interThreadWaits: a spin on memory, a known waiting call);
///  (3) and (4) are read from this unit's bodies, and a function K reaches
///      that another unit's definition can replace at the link (weak, or
///      linkonce without the one-definition rule: with -fgpu-rdc nvlink
///      keeps a strong definition) counts as an unknown launch and a
///      possible wait in FunctionSummaries itself, so both rules refuse it
///      (red team, test/RedTeam/tc_weak_hook.cu, where a strong hook()
///      launched into the NULL stream after L, and ran before L's
///      tail-launched child instead of after it);
///  (5) L is in K's own code, not in an aggregated clone (whose physical
///      grid holds many logical ones);
///  (6) the caller rules pass (Planner::refusedInCaller, checked first by
///      Planner::plan): the link calls DPAgg's runtime (__dpagg_launch_v2),
///      so a K without __launch_bounds__ is held to 64 registers
///      (boundRegisters), which must not break the link (calls-compiled-
///      apart: red team, test/RedTeam/tc_regbound.cu, where ptxas refused
///      "Entry function ... with max regcount of 64 calls function
///      '_ZL5heavyPKfi' with regcount of 198") nor make K spill
///      (parent-spills).
/// Why it is legal, for every valid program:
///  - Order. With (1), (3) and a one-block grid, L is the only launch of
///    K's grid. A tail launch runs after the parent grid and all its other
///    work complete (platform-facts.md section 2): here after K's grid, of
///    which nothing else is pending. In the NULL stream the child may start
///    at any time after L, including after K's grid completes (CUDA
///    guarantees no concurrency between a parent and its child; a child is
///    not guaranteed to start before the launching thread reaches a
///    launch-synchronization point, the parent's end), so the tail order
///    is one of the orders the program already allowed.
///  - Progress. A program could depend on the child running while K still
///    runs only if a thread of K waited for it, which (4) refuses (a
///    barrier of K's own block does not wait for the child). The child
///    waiting for K is satisfied earlier, not later: K has completed.
///  - Memory. A tail child sees every write of its parent grid (a superset
///    of the writes before L that a NULL-stream child is guaranteed to see).
///  - What K's launcher and the host see. The next work in the stream that
///    launched K waits for K's tail work (platform-facts.md section 2), as
///    it waited for K's nested child; the host's synchronization waits for
///    all descendants. L's result: the same configuration errors; a launch
///    the pending-launch pool would have refused now succeeds, as with
///    aggregation (fewer pending launches), a result the program already
///    had to handle.
///  - A grid of more than one block (K launched from the host with several
///    blocks): the run-time check keeps L as written, since tail launches of
///    a grid run one after another.
///  - Termination. Rule (3) covers a chain that ends when it sees its
///    launch fail. A chain with no end of its own at all (K launches itself
///    whatever happens, or under a condition that stays true, and ignores
///    the result) also ends without DPAgg, at the pending-launch limit (about
///    depth 2048), and tail-chained it would run forever. No rule on the
///    code can tell such a chain from a deep one that ends, so the lowering
///    counts: every link of a one-block grid adds one to a process-wide
///    count (the weak global __dpagg_tail_chain_links, one for every unit),
///    and a link that finds the count at the budget (-dpagg-tail-chain-
///    budget, 2^24 by default: about 200 s of one chain at 12.3 us per step)
///    is launched as written. From there the chain is what it was without
///    DPAgg: it ends at the pending-launch limit, so a program that
///    terminates without DPAgg terminates with it. A deep chain that ends by
///    itself is unaffected until the process has made 2^24 links; past the
///    budget, links are as without DPAgg (at worst as written, never
///    wrong). The count is relaxed: an atomic add needs no order, and
///    every value it returns is a distinct count.
///
///
/// In place: where the child is the launching block's own kernel and shape,
/// the block runs it itself instead (InPlacePlan.cpp: rules (7) to (13) and
/// their argument; InPlace.cpp: the lowering).
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace dpagg;

/// The candidate whose chain launch is \p S, or null.
static const PromotionCandidate *chainOf(const PromotionCandidates &C,
                                         const LaunchSite &S) {
  for (const PromotionCandidate &K : C.Kernels)
    if (!K.Refused && K.Site && K.Site->Launch == S.Launch)
      return &K;
  return nullptr;
}

bool Planner::planTailChain(const LaunchSite &S, SitePlan &P,
                            Function *CloneOf) {
  if (!Opts.TailChains || !Chains || CloneOf || !S.isAnalyzable())
    return false;
  const PromotionCandidate *C = chainOf(*Chains, S);
  if (!C)
    return false;
  // A chain's link left as written says why (the NotTailChained remark).
  if (!isa<ConstantPointerNull>(S.Stream))
    P.NotTailChained = "its stream is not the NULL stream (rule 2)";
  else if (facts().firstNotLaunchFree(*S.Caller, {S.Launch, S.Buffer})) // 3
    P.NotTailChained = "its kernel launches something else or uses a "
                       "stream, an event or the error state: a chain may end "
                       "when its launch fails (rule 3)";
  else if (std::string Why = waitsWhy(*S.Caller); !Why.empty())
    P.NotTailChained = "a thread of its kernel may wait for another outside "
                       "barriers (" +
                       Why + "; rule 4)";
  if (!P.NotTailChained.empty())
    return false;
  std::string Chain;
  for (const Function *F : C->Chain)
    Chain += demangle(F->getName().str()) + " -> ";
  Chain += demangle(C->Chain.front()->getName().str());
  P.TailChain = true;
  if (Opts.TailInPlace)
    P.NotInPlace = C->Chain.size() != 1
                       ? "the chain goes through another kernel (rule 7)"
                       : inPlaceBlocker(S);
  P.TailInPlace = Opts.TailInPlace && P.NotInPlace.empty();
  P.refuse(Refusal::TailChain,
           "a link of a chain of one-block grids (" + Chain +
               "): launched into cudaStreamTailLaunch when the grid is one "
               "block, so that the chain's depth is not bounded by the "
               "pending-launch limit");
  return true;
}
