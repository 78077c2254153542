//===- RejoinPlan.cpp - a warp's lanes rejoined in a loop of launches -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Warp scope aggregates the launches of the lanes that reach a site
/// together (__dpagg_aggregate_warp groups by __activemask()). In a loop
/// whose lanes part inside the body (a `continue`, a launch under a branch),
/// they may reach the launch apart for the rest of the loop: one aggregate
/// per part of the warp each iteration instead of one per warp. On the H200
/// PrivStreams' loop ran 2.7x faster with the lanes rejoined every iteration
/// by a ballot written in the source, at the hand-aggregated version's time
/// (bench/results/2026-11-28-h200-s23-warp-rejoin.md; docs/warp-rejoin.md
/// has the history). This file plans the same, per loop; the lowering
/// (Lower.cpp, Lowering::rejoinWarp) writes it:
///
///   preheader:  M0 = __activemask()             the lanes that enter together
///   header:     M  = phi [M0, preheader], [M', latch]
///   exiting:    M' = __ballot_sync(M, stay)     every lane of M, every trip
///               br stay, loop, exit             (the branch as written)
///
/// The decision is data: SitePlan::Rejoin (the loop's blocks) or, where it
/// was considered and refused, the rule (NoRejoin, a DPAGG_NO_WARP_REJOIN row
/// of Reasons.def); print<dpagg-plan> prints it, the remarks say it, the
/// lowering reads it.
///
/// The argument. The ballot reads no memory and writes none, so it can
/// change a program only by holding a lane (termination) or by pairing with
/// another synchronization (on sm_70 and later a warp-synchronous
/// instruction pairs with any other of the same mask, not only its own
/// instruction: the red team of session 21, docs/warp-rejoin.md).
///  1. The masks. A lane joins a mask at a preheader, with the lanes that
///     execute that instruction together (all of them enter: a preheader's
///     only successor is the header), and leaves it only at a ballot in which
///     it votes to leave; every lane of a mask executes the same ballots, so
///     all hold the same mask after each. Lanes that enter apart carry
///     disjoint masks and never wait for each other. So every lane of a mask
///     is inside its loop, and a lane in a loop nested in another is in the
///     inner mask and the outer one, never at the outer ballot while it is in
///     the inner loop: the lanes at a ballot and the lanes of any other live
///     mask differ, and two of the rewrite's ballots pair only when they are
///     the same collective.
///  2. Termination. A lane of M waits at the ballot until every lane of M
///     gets there. Each will, in the same trip, once: the exiting block is
///     the loop's only one, dominates its latch and lies in no cycle nested
///     in the loop (LoopShape: each lane of M passes it exactly once a trip,
///     so the mask a ballot names is the trip's), nothing in the
///     loop ends a thread or may not return (ThreadExit), and nothing in it
///     waits for another thread's progress (Waits: a volatile or atomic
///     access, a fence, an unknown call or intrinsic; callees judged by
///     FunctionSummary::Waits as called from a cycle), so a lane does not
///     wait, before the ballot, for a lane held at it. Without the rewrite
///     such a pair (a lane spinning on a flag that another lane of its warp
///     sets after its ballot) would terminate; with it, not: hence the
///     allow-list.
///  3. Pairing with the program. No warp synchronization, barrier,
///     collective or inline assembly in the loop or anything it calls (Sync:
///     convergent intrinsics other than __activemask() and special
///     registers; FunctionSummary::WarpSync and ChildFacts::HasBarrier of
///     callees). Outside the loop the program may synchronize with any
///     mask: a lane executes only masks that name it, and a program
///     synchronization with mask M would name only lanes that are inside the
///     loop, none of which executes it before leaving M (1).
///  4. Pairing with DPAgg. The runtime's synchronizations at a site use
///     masks of the lanes inside the runtime (the group that reached the site
///     together, or parts of it), all of which execute them there; a lane at
///     the ballot is not inside the runtime, so no mask of the runtime names
///     the lanes at a ballot. Another site the runtime launches at a wider
///     scope in the loop would add a block barrier there (OtherSite). A
///     serialized site's copy of its child, which the lowering puts in the
///     loop after this rule has read it, has no barrier, warp operation or
///     wait (SerialPlan.cpp's child rules (a)).
///     The same holds for what DPAgg's later passes put in the loop after
///     this rule has read it: allocation aggregation's frees
///     (__dpagg_free: a __match_any_sync and syncs of the lanes inside the
///     call; second red team of session 23, test/RedTeam/rj2_free.cu).
///     The warp gate's spin only delays a lane; its holder leaves the slot
///     before it returns, and the gate lets a lane in after its time limit
///     anyway (runtime/DPAggRuntime.cuh, "The warp gate"). Calls into CUDA's
///     device runtime and libc (streams, printf, free: KnownCalls.def WAITS
///     0) are trusted not to wait for another thread, as every block rule
///     trusts them; the device runtime's one known hang is lanes of a warp
///     inside it while not converged, which the rejoin makes rarer, not
///     more common.
/// Under 1-4 the rewrite only changes which lanes run together, which CUDA
/// never promises (__activemask() may then name more lanes: a program that
/// reads it cannot rely on which), and adds no memory ordering a program
/// could lose: a program that terminates without it terminates with it and
/// computes the same.
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Options.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace dpagg;

/// Intrinsics that a lane of the loop may call: not convergent (no
/// synchronization, no collective), except __activemask() and special
/// registers, which hold nobody; NVVM intrinsics only where KnownCalls.def
/// knows them not to wait (atomics, fences, nanosleep and mbarriers wait).
static std::string rejoinIntrinsicBlocker(const CallBase &CB,
                                          const Function &Callee,
                                          RejoinRefusal &Kind) {
  StringRef N = Callee.getName();
  if (Callee.getIntrinsicID() == Intrinsic::nvvm_exit) {
    Kind = RejoinRefusal::ThreadExit;
    return "a call to " + N.str() + " in the loop";
  }
  if (Callee.isConvergent() &&
      Callee.getIntrinsicID() != Intrinsic::nvvm_activemask &&
      !N.starts_with("llvm.nvvm.read.ptx.sreg.")) {
    Kind = RejoinRefusal::Sync;
    return "a call to " + N.str() +
           " in the loop, which the rejoining ballot could pair with or hold";
  }
  Kind = RejoinRefusal::Waits;
  if (!Callee.isTargetIntrinsic()) {
    const auto *MI = dyn_cast<MemIntrinsic>(&CB);
    return MI && MI->isVolatile() ? "a volatile memory transfer in the loop"
                                  : "";
  }
  const NVVMClass *C = lookupNVVMClass(N);
  if (!C || C->Waits)
    return "a call to " + N.str() +
           " in the loop, which may wait for another thread";
  return "";
}

/// Why the call \p CB in the loop may hold a lane before the ballot, pair
/// with it, or end the lane, or empty; \p Kind names the rule. Rules 2 and
/// 3 of the file's argument.
std::string Planner::rejoinCallBlocker(const CallBase &CB,
                                       RejoinRefusal &Kind) const {
  if (isa<InlineAsm>(CB.getCalledOperand())) {
    Kind = RejoinRefusal::Sync;
    return "inline assembly in the loop";
  }
  const Function *Callee = CB.getCalledFunction();
  Kind = RejoinRefusal::Waits;
  if (!Callee)
    return "an indirect call in the loop";
  if (Callee->isIntrinsic())
    return rejoinIntrinsicBlocker(CB, *Callee, Kind);
  std::string Name = demangle(Callee->getName());
  if (Callee->isDeclaration()) {
    const KnownCall *K = lookupKnownCall(*Callee);
    if (!K)
      return "a call to " + Name + ", defined elsewhere, in the loop";
    if (K->Waits)
      return "a call to " + Name +
             " in the loop, which may wait for "
             "another thread";
    Kind = RejoinRefusal::ThreadExit;
    return K->Returns ? "" : "a call to " + Name + ", which may not return";
  }
  // A definition the linker may replace runs another unit's code.
  if (Callee->isInterposable())
    return "a call to " + Name +
           ", which another unit's definition may replace, in the loop";
  const FunctionSummary *F = facts().lookup(*Callee);
  if (!F)
    return "a call to " + Name + ", not summarized, in the loop";
  if (!F->Waits[1].empty())
    return "a call to " + Name + " in the loop: " + F->Waits[1];
  Kind = RejoinRefusal::Sync;
  if (!F->WarpSync.empty())
    return "a call to " + Name + " in the loop, which synchronizes lanes (" +
           F->WarpSync + ")";
  if (F->Child.HasBarrier)
    return "a call to " + Name + " in the loop, which reaches a barrier";
  Kind = RejoinRefusal::ThreadExit;
  return F->ExitBlocker.empty() ? ""
                                : "a call to " + Name + ": " + F->ExitBlocker;
}

/// Why the lanes of a warp in loop \p L, around the per-warp site of \p P,
/// cannot rejoin every iteration, or empty; \p Kind names the rule.
/// Allow-lists, in the order of their Reasons.def rows.
std::string Planner::rejoinBlocker(const Loop &L, const SitePlan &P,
                                   ArrayRef<SitePlan> Plans,
                                   RejoinRefusal &Kind) const {
  // A clone's sites run per logical block of an aggregate; not planned yet.
  Kind = RejoinRefusal::InClone;
  if (P.CloneOf)
    return "the site is in an aggregated clone";
  // Rule 2: one exiting block, a conditional branch, passed every trip.
  Kind = RejoinRefusal::LoopShape;
  BasicBlock *Exiting = L.getExitingBlock();
  BasicBlock *Latch = L.getLoopLatch();
  if (!L.getLoopPreheader() || !Latch || !Exiting)
    return "the loop has no preheader, more than one latch or more than one "
           "exiting block";
  auto *Br = dyn_cast<BranchInst>(Exiting->getTerminator());
  if (!Br || !Br->isConditional())
    return "the loop's exit is not a conditional branch";
  Function &F = *P.Site->Caller;
  if (!FAM.getResult<DominatorTreeAnalysis>(F).dominates(Exiting, Latch))
    return "an iteration may reach the latch without passing the loop's exit";
  // Once per trip: the exiting block is in no cycle inside the loop (a
  // nested loop, an irreducible cycle), else the lanes would ballot again
  // with the trip's mask after one of them left (red team of session 23,
  // test/RedTeam/rj_subloop_spin.cu: a `goto` out of an inner loop).
  const CycleInfo &CI = FAM.getResult<CycleAnalysis>(F);
  if (CI.getCycle(Exiting) != CI.getCycle(L.getHeader()))
    return "the loop's exit is inside a loop or cycle nested in it";
  // Rule 4: a site of the loop that the runtime launches wider than a warp.
  Kind = RejoinRefusal::OtherSite;
  for (const SitePlan &Q : Plans) {
    if (Q.refused() || Q.At == Scope::Warp || Q.Site->Caller != &F)
      continue;
    if (L.contains(Q.Site->Launch->getParent()) ||
        (Q.PostponeTo && L.contains(Q.PostponeTo)))
      return "the launch of " +
             (Q.Site->Kernel ? kernelName(*Q.Site->Kernel) : "<unknown>") +
             " in the loop is aggregated per " + scopeName(*Q.At).str();
  }
  // Rules 2 and 3: what the loop's instructions do.
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB) {
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (std::string Why = rejoinCallBlocker(*CB, Kind); !Why.empty())
          return Why;
        continue;
      }
      Kind = RejoinRefusal::Waits;
      if (isa<AtomicRMWInst, AtomicCmpXchgInst, FenceInst>(I) ||
          (isa<LoadInst>(I) && !cast<LoadInst>(I).isSimple()) ||
          (isa<StoreInst>(I) && !cast<StoreInst>(I).isSimple()))
        return "a volatile or atomic access or a fence in the loop, where a "
               "lane may wait for another";
    }
  return "";
}

/// Rejoins the lanes of the loop around each per-warp site where the rules
/// allow (-dpagg-warp-rejoin); one WarpRejoin per loop, whose sites all
/// share it.
void Planner::settleRejoin(MutableArrayRef<SitePlan> Plans) {
  if (!Opts.WarpRejoin)
    return;
  for (SitePlan &P : Plans) {
    if (P.refused() || P.At != Scope::Warp)
      continue;
    BasicBlock *At = P.Site->Launch->getParent();
    const Loop *L = FAM.getResult<LoopAnalysis>(*P.Site->Caller).getLoopFor(At);
    if (!L)
      continue; // a launch made once per lane: nothing to rejoin
    RejoinRefusal Kind;
    if (std::string Why = rejoinBlocker(*L, P, Plans, Kind); !Why.empty()) {
      P.NoRejoin = Kind;
      P.NoRejoinText = std::move(Why);
      continue;
    }
    auto *Br = cast<BranchInst>(L->getExitingBlock()->getTerminator());
    P.Rejoin = {L->getLoopPreheader(), L->getHeader(), L->getExitingBlock(),
                L->contains(Br->getSuccessor(0))};
  }
}
