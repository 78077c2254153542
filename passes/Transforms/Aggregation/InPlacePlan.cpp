//===- InPlacePlan.cpp - chains that continue in their own block: rules ---===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Chains in place (Planner::inPlaceBlocker; -dpagg-tail-in-place, on by
/// default). A tail-launched child still costs a launch on the chain's critical
/// path (about 12 us a step on the H100). Where the child is K itself in one
/// block of the launching block's shape, the block runs it: K's body
/// becomes a loop (InPlace.cpp), the link copies its parameter buffer into
/// its grid's record (global memory, keyed by %gridid: runtime/inplace.cu;
/// DPAgg adds no shared memory to a kernel) instead of launching, and after
/// every thread of the block has left the body (a barrier) the block starts
/// the body again with the record's parameters. The link does so only when,
/// at run time, K's grid is one block, that block is 1-D, the child's grid
/// is 1x1x1, its block is the launching block's and its dynamic shared
/// memory the launching block's, and the link holds an allowance from the
/// tail-chain budget; otherwise it is the tail link (TailChainPlan.cpp).
/// Rules, beyond TailChainPlan.cpp's (1) to (6):
///  (7) the chain is K -> K (the child is the code the block runs);
///  (8) every parameter of K is an integer, floating-point or pointer
///      value whose bytes in the parameter buffer are its own (no byval
///      aggregate, no __grid_constant__), and the buffer fits a record's
///      slot (DPAGG_INPLACE_ARGS_MAX, 256 bytes; red team ip_wide_params):
///      the next step's arguments are loaded back from the copied buffer;
///  (9) nothing K runs reads what differs between two grids of one block
///      or hides what it does: no %gridid, no clusters, no indirect call,
///      no code defined elsewhere (the child facts' Blocker); and no inline
///      assembly, which rule (3) already refuses (an assembly call is not
///      launch-free, FunctionSummaries::freeCall);
///  (10) every thread of K's block passes the same CTA barriers, and no
///      thread leaves while others may still wait for it: for every branch
///      that may split the block, (a) no CTA barrier between it and its
///      immediate post-dominator, and (b) not both a path to a return with
///      no CTA barrier and a path to a convergent operation (a barrier, a
///      warp collective, a call that may hold one; the link's calls
///      aside); and no function K calls waits at a CTA barrier (its early
///      returns are not K's). In the loop a thread that leaves the body
///      waits at the loop's barrier 0, where an exited thread counted as
///      arrived (sm_70 and later) and as absent from a warp collective:
///      with others at a barrier 0 of the body the two would complete each
///      other (red team ip_exit_conv: leavers past a __syncwarp, a shuffle,
///      a callee's barrier; red team 2, bcount: threads passing one barrier
///      fewer), and a full-mask collective of the others would wait for it
///      (red team 2, warpred);
///  (11) nothing K runs reads through the non-coherent path where the data
///      may change while the grid runs: no ldg or ldu intrinsic, no load
///      with !invariant.load in what K calls (promotion's rule (6b),
///      nonCoherentReader); K's own such loads (clang's __ldg) become plain
///      loads in the loop. ld.global.nc is for data read-only while the
///      grid runs, and the grid now runs every step: a step would read
///      what an earlier one wrote through a cache that need not see it;
///  (12) every thread of K ends by returning (exitBlocker, as for block
///      scope): a thread that ended otherwise would never reach the loop's
///      barrier;
///  (13) every alloca of K is static (a constant size in the entry block,
///      which the loop keeps in its own entry): another would take more of
///      the thread's stack at every step (red team ip_alloca).
/// Why it is legal, for every valid program, given the tail chain's
/// argument (the child as a tail launch is one of the program's orders):
///  - When the child runs. A tail child starts after its parent grid
///    completes; here the block starts the child once all its threads have
///    left the body and met at the barrier: K's grid is this one block, and
///    rule (3) leaves it no other pending work. With (1) and a 1-D block
///    (checked at run time) one thread per block, at most once, makes the
///    link, so there is at most one child per step.
///  - What the child sees. Every write of the parent grid (the barrier
///    orders the block's writes for its own threads), as a tail child does.
///    threadIdx, blockIdx, blockDim, gridDim and the dynamic shared memory
///    size are the child's own (checked equal at run time); %gridid, which
///    would differ, is refused (9). Shared memory, local memory and
///    registers start with what the parent left, where a new grid's are
///    indeterminate: a value the program could already read.
///  - Progress. Every thread reaches the loop's barrier: threads do not
///    wait for each other outside barriers (4), and none leaves while
///    another still has a barrier ahead (10).
///  - Results. The link returns cudaSuccess, as a tail launch that is made
///    does; K reads no error state (3). The host and the stream that
///    launched K wait for K's grid, which now holds the chain's steps, as
///    they waited for its tail work.
///  - Termination. Every step in place takes one link from the process's
///    tail-chain budget (a block reserves 1, 2, 4, ... up to 256 at a time,
///    at most twice what it uses plus one, and never past the budget), and
///    a link that gets none is the tail link, which past the budget goes
///    as written: the process makes at most budget steps in place or
///    tail-launched, then every chain nests and ends at the pending-launch
///    limit as without DPAgg (test/GPU/tail_chain_unbounded: budget + 2,000
///    to 2,100 steps).
///
//===----------------------------------------------------------------------===//
#include "../Promotion/Promotion.h"
#include "Plan.h"

#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Runtime/RuntimeABI.h"

#include "llvm/Analysis/PostDominators.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

/// Rule (8): a parameter the loop can load back from the copied buffer.
static std::string paramBlocker(const LaunchSite &S) {
  const DataLayout &DL = S.Caller->getParent()->getDataLayout();
  if (S.BufferSize > DPAGG_INPLACE_ARGS_MAX) // red team ip_wide_params
    return "its parameters take " + std::to_string(S.BufferSize) +
           " bytes, more than a record's " +
           std::to_string(DPAGG_INPLACE_ARGS_MAX) + " (rule 8)";
  for (const Argument &A : S.Caller->args()) {
    Type *T = A.getType();
    const LaunchParam &LP = S.Params[A.getArgNo()];
    bool Plain = (T->isIntegerTy() && T->getIntegerBitWidth() % 8 == 0) ||
                 T->isFloatingPointTy() || T->isPointerTy();
    if (!Plain || A.hasByValAttr() || A.hasAttribute("nvvm.grid_constant") ||
        LP.Size != DL.getTypeStoreSize(T))
      return "its parameter " + std::to_string(A.getArgNo()) +
             " is not a plain value the loop can load back (rule 8)";
  }
  return "";
}

/// A CTA barrier (KnownCalls.def's NVVM_BARRIER rows) in \p BB.
static bool hasCTABarrier(const BasicBlock &BB) {
  return any_of(BB, [](const Instruction &I) {
    const auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    return Callee && Callee->isIntrinsic() && lookupBarrier(Callee->getName());
  });
}

/// Rule (10), in a callee: \p F or a definition it reaches (not K itself)
/// waits at a CTA barrier, or empty.
static std::string calleeBarrier(const Function &K,
                                 const FunctionSummaries &FS) {
  for (const Function *F : FS.reachable(K))
    if (F != &K && any_of(*F, hasCTABarrier))
      return demangle(F->getName().str());
  return "";
}

/// The blocks a thread may run after taking a successor of \p D and before
/// every thread of the block is back together (\p D's immediate
/// post-dominator; all reachable blocks if it has none).
static SmallPtrSet<const BasicBlock *, 16>
divergentRegion(const BasicBlock &D, const PostDominatorTree &PDT) {
  const DomTreeNode *N = PDT.getNode(&D);
  const BasicBlock *Join =
      N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
  SmallPtrSet<const BasicBlock *, 16> Region;
  SmallVector<const BasicBlock *, 8> Work(succ_begin(&D), succ_end(&D));
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (BB == Join || !Region.insert(BB).second)
      continue;
    append_range(Work, successors(BB));
  }
  return Region;
}

/// Rule (10) over the branches of \p K that may split its block:
///  (a) no CTA barrier between such a branch and the point where its
///      threads are together again: every thread passes the same barriers
///      (red team 2, bcount: threads that passed one barrier fewer met the
///      loop's barrier, which completed the body's);
///  (b) not both a path from it to a return with no CTA barrier (threads
///      that leave; a warp collective on the way does not hold them) and a
///      path to a convergent operation, the link's calls \p Ignore aside: a
///      leaver counted as exited by a barrier or by a full-mask warp
///      collective of the others (red team ip_exit_conv; red team 2,
///      warpred) instead waits at the loop's barrier.
static std::string exitBeforeBarrier(const Function &K,
                                     const ScopedUniformityInfo &SUI,
                                     const PostDominatorTree &PDT,
                                     ArrayRef<const Instruction *> Ignore) {
  // Fixed points over the blocks: CleanExit, a path to a return with no
  // CTA barrier; ReachesConv, a path to a convergent operation.
  SmallPtrSet<const BasicBlock *, 16> CleanExit, ReachesConv;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const BasicBlock &BB : K) {
      bool Exit = !hasCTABarrier(BB) &&
                  (isa<ReturnInst>(BB.getTerminator()) ||
                   any_of(successors(&BB), [&](const BasicBlock *Su) {
                     return CleanExit.contains(Su);
                   }));
      bool Reach = hasConvergentCall(BB, Ignore) ||
                   any_of(successors(&BB), [&](const BasicBlock *Su) {
                     return ReachesConv.contains(Su);
                   });
      if (Exit && CleanExit.insert(&BB).second)
        Changed = true;
      if (Reach && ReachesConv.insert(&BB).second)
        Changed = true;
    }
  }
  for (const BasicBlock &BB : K) {
    if (succ_size(&BB) < 2 || !SUI.hasDivergentTerminator(BB, Scope::Block))
      continue;
    if (any_of(divergentRegion(BB, PDT),
               [](const BasicBlock *R) { return hasCTABarrier(*R); }))
      return "threads of the block may pass different barriers (rule 10)";
    bool Exit = any_of(successors(&BB), [&](const BasicBlock *Su) {
      return CleanExit.contains(Su);
    });
    bool Reach = any_of(successors(&BB), [&](const BasicBlock *Su) {
      return ReachesConv.contains(Su);
    });
    if (Exit && Reach)
      return "a thread may leave the kernel while others may still wait "
             "for it at a barrier or a warp collective (rule 10)";
  }
  return "";
}

/// Rule (13): every alloca of \p K is static (a constant size in the entry
/// block): the loop keeps those in its entry; another would take more of
/// the thread's stack at every step (red team ip_alloca).
static bool hasDynamicAlloca(const Function &K) {
  for (const BasicBlock &BB : K)
    for (const Instruction &I : BB)
      // What hoistStaticAllocas (AggregatedChild.h) would leave behind.
      if (const auto *AI = dyn_cast<AllocaInst>(&I);
          AI &&
          (&BB != &K.getEntryBlock() || !isa<ConstantInt>(AI->getArraySize()) ||
           AI->isUsedWithInAlloca()))
        return true;
  return false;
}

/// Why the link \p S, tail-chained, may not continue in its own block
/// (rules 8 to 10, "In place" above), or empty if it may.
std::string Planner::inPlaceBlocker(const LaunchSite &S) {
  Function &K = *S.Caller;
  if (S.Kernel != &K)
    return "the child is another kernel (rule 7)";
  if (std::string Why = paramBlocker(S); !Why.empty())
    return Why;
  if (const std::string &Why = facts().childFacts(K).Blocker; !Why.empty())
    return Why + " (rule 9)";
  if (std::string Who = promotion::nonCoherentReader(K, facts()); !Who.empty())
    return Who + " reads through the non-coherent path (rule 11)";
  if (const std::string &Why = facts().exitBlocker(K); !Why.empty())
    return Why + " (rule 12)";
  if (hasDynamicAlloca(K))
    return "it allocates stack memory of a size known only at run time, or "
           "outside its entry (rule 13)";
  if (std::string Who = calleeBarrier(K, facts()); !Who.empty())
    return "it calls " + Who +
           ", which waits at a barrier some threads may return past (rule 10)";
  SmallVector<const Instruction *, 2> Ignore = {S.Launch};
  if (S.Buffer)
    Ignore.push_back(S.Buffer);
  return exitBeforeBarrier(K, FAM.getResult<ScopedUniformityAnalysis>(K),
                           FAM.getResult<PostDominatorTreeAnalysis>(K), Ignore);
}
