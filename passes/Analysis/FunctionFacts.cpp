//===- FunctionFacts.cpp - the rules of FunctionSummary -------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each rule of FunctionSummary walks the call tree of one function of a
/// component (FunctionFacts.h) and takes, for a function below the
/// component, its finished summary instead of walking it again. The rules
/// keep the order of the walks they replace, so a function with several
/// reasons gives the same first one:
///  - the recursive rules (interThreadWaits, exitBlocker, childFacts) look
///    at a function's instructions in order and at a callee when they meet
///    its call: what is below the component is its summary; a callee in the
///    component is walked, with the functions in progress (recursion) as
///    the rule says;
///  - the rules of CallWalk.h's order (sharedFacts, the tail-launch rule,
///    compiledApart, userCallee) visit a function's calls in order and walk
///    the callees they descend into last pushed first: walkInOrder pops a
///    function below the component where the old walk would have walked
///    it, and its summary holds what that walk found.
///
//===----------------------------------------------------------------------===//
#include "FunctionFacts.h"

#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/PtxAsm.h"
#include "dpagg/Support/RegisterBound.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace dpagg;

const CycleInfo &Component::cycles(Function &F) const {
  std::unique_ptr<CycleInfo> &CI = Cycles[&F];
  if (!CI) {
    CI = std::make_unique<CycleInfo>();
    CI->compute(F);
  }
  return *CI;
}

namespace {

/// The function a call calls as CallWalk.h saw it (pointer casts stripped;
/// null for an indirect call).
Function *calleeOf(const CallBase &CB) {
  return dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
}

/// Pops functions from \p Root in the order of CallWalk.h's walk, each once:
/// a member of \p C is Expanded (it pushes the callees to walk, in the
/// order of their calls), a function below \p C is At its summary. Stops
/// when either returns true.
template <typename ExpandT, typename BelowT>
void walkInOrder(const Component &C, const Function &Root, ExpandT Expand,
                 BelowT AtBelow) {
  SmallPtrSet<const Function *, 16> Seen;
  SmallVector<const Function *, 16> Work = {&Root};
  while (!Work.empty()) {
    const Function *G = Work.pop_back_val();
    if (!Seen.insert(G).second)
      continue;
    if (C.contains(*G) ? Expand(*G, Work) : AtBelow(C.below(*G)))
      return;
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Inter-thread waits
//===----------------------------------------------------------------------===//

namespace {

/// Declarations known not to wait for another thread of the program
/// (column WAITS of KnownCalls.def): the device runtime API (CDP2 has no
/// device-side synchronization), printf, malloc/free (their internal locks
/// are held only inside the call, which reaches no barrier of ours; but an
/// allocation in a cycle (\p InCycle) may be retried until another thread
/// frees: WAITS 2 of KnownCalls.def), assert, libdevice math, DPAgg's
/// runtime.
bool isKnownNonWaitingDeclaration(const Function &F, bool InCycle) {
  const KnownCall *K = lookupKnownCall(F);
  return K && (K->Waits == 0 || (K->Waits == 2 && !InCycle));
}

/// An intrinsic call, in a cycle, that cannot be how a thread waits for
/// another thread's progress: target-independent intrinsics other than
/// volatile memory transfers, special registers (a clock read times a wait
/// but observes no thread), read-only loads (ldg/ldu), per-thread math,
/// and barriers and warp-collective operations, which are convergent and
/// are what blockDivergenceAt already reasons about.
bool isNonWaitingIntrinsic(const CallBase &CB, const Function &F) {
  if (!F.isTargetIntrinsic()) {
    const auto *MI = dyn_cast<MemIntrinsic>(&CB);
    return !MI || !MI->isVolatile();
  }
  // Column WAITS of KnownCalls.def's NVVM classes.
  const NVVMClass *C = lookupNVVMClass(F.getName());
  return C && !C->Waits;
}

/// Whether a branch of cycle \p Cyc may depend on memory the cycle reads: a
/// walk back from the condition of every conditional terminator in the
/// cycle, through the cycle's own instructions (phis' incoming values
/// included), finds one that may read or write memory (a load, an atomic, a
/// call that is not `memory(none)`) or inline assembly; or the cycle has a
/// terminator other than a branch or switch, or no exit at all. False means
/// the cycle runs a number of iterations that its values from before the
/// cycle fix: whether a thread goes round again never depends on what it
/// observes of another thread, so it cannot be waiting for one (see
/// InterThreadWaits). Every branch, not only the exiting ones: a value the
/// exit tests may be chosen by a branch on memory (a phi of constants), and
/// an exit may be reached only on such a branch.
bool branchesObserveMemory(const Cycle &Cyc) {
  SmallVector<BasicBlock *, 4> Exiting;
  Cyc.getExitingBlocks(Exiting);
  if (Exiting.empty())
    return true;
  SmallVector<const Value *, 16> Work;
  for (const BasicBlock *BB : Cyc.blocks()) {
    const Instruction *T = BB->getTerminator();
    if (const auto *Br = dyn_cast<BranchInst>(T)) {
      if (Br->isConditional())
        Work.push_back(Br->getCondition());
    } else if (const auto *Sw = dyn_cast<SwitchInst>(T)) {
      Work.push_back(Sw->getCondition());
    } else if (!isa<ReturnInst, UnreachableInst>(T)) {
      return true;
    }
  }
  SmallPtrSet<const Value *, 32> Seen;
  while (!Work.empty()) {
    const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Cyc.contains(I->getParent()) || !Seen.insert(I).second)
      continue; // a constant, an argument, or fixed before the cycle runs
    if (I->mayReadOrWriteMemory())
      return true;
    if (const auto *CB = dyn_cast<CallBase>(I); CB && CB->isInlineAsm())
      return true;
    for (const Value *Op : I->operand_values())
      Work.push_back(Op);
  }
  return false;
}

/// A CTA barrier intrinsic that may hold a thread for some threads of the
/// block only, or for a later point of theirs: one with a thread count
/// (`__barrier_sync_count`, PTX `bar.sync a, b`) or arrive-only, whose
/// threads the block-convergence rule cannot count, or a barrier of the
/// whole block whose id is not a constant (threads may wait at different
/// ones). Barrier 0 of the whole block (__syncthreads) and named barriers
/// with a constant id are what blockDivergenceAt reasons about.
bool isPartialBarrier(const CallBase &CB, const Function &F) {
  // Column COUNTED of KnownCalls.def's CTA barriers.
  const NVVMBarrier *B = lookupBarrier(F.getName());
  return B && (B->Counted || !isa<ConstantInt>(CB.getArgOperand(0)));
}

/// Whether operand \p Mask of the warp synchronization \p CB names the same
/// lanes in every lane that executes it: a constant, or the lanes that
/// execute it together (`__activemask()` read in the same basic block, so no
/// branch between the two lets a lane that read it skip the sync). Such a
/// sync waits only for lanes that reach it with the same mask where the
/// block-convergence rule sees the branches (a constant mask under a
/// divergent branch is that rule's), never for a lane past the launch.
bool isLaneUniformMask(const CallBase &CB, unsigned Mask) {
  const Value *V = CB.getArgOperand(Mask);
  if (isa<ConstantInt>(V))
    return true;
  const auto *A = dyn_cast<IntrinsicInst>(V);
  return A && A->getIntrinsicID() == Intrinsic::nvvm_activemask &&
         A->getParent() == CB.getParent();
}

/// Why threads of a block running a function may wait for one another other
/// than at barriers, or empty. Block scope and postponement put block
/// barriers where the launch is; the block-convergence rule lets threads
/// that do not launch leave for an exit, counting them as arrived at those
/// barriers, and that is only true if they get there without waiting for a
/// thread that is held at the barrier (warp 0 launches and then sets a flag
/// that the other warps spin on: valid under independent thread scheduling,
/// a deadlock with a barrier before the store). A wait for another thread
/// is a loop that observes memory another thread writes, so the rule (an
/// allow-list) refuses any cycle, in the kernel or in anything it calls,
/// with a volatile or atomic access, an atomic read-modify-write, an
/// acquire (or stronger) fence, an intrinsic not known to be harmless
/// (isNonWaitingIntrinsic: NVVM atomics, membar/fence, nanosleep,
/// mbarrier...), or inline assembly; inline assembly that branches (a loop
/// of its own); any call to a function defined elsewhere that is not known
/// not to wait, any indirect call, and recursion. A function called inside a
/// cycle counts as inside it, whole. Anywhere, in a cycle or not: barriers
/// of part of the block (isPartialBarrier) and inline assembly with a
/// barrier or warp-synchronous instruction (synchronizingAsmStatement),
/// whose operands or guards hold some threads for others where the IR shows
/// no branch for blockDivergenceAt to see (warp 1 waits at named barrier 1
/// before its launch for warp 0, which arrives after its own). Likewise warp
/// synchronizations (NVVM_WARP_SYNC), which on sm_70 and later pair with any
/// other of the same mask, after the launch too: one whose mask may differ
/// between lanes (isLaneUniformMask; lane 0 at __syncwarp(3) waiting for
/// lane 1's after its launch, in straight-line code), and a call to a
/// function that makes any (FunctionSummary::WarpSync: the branch that lets
/// only some lanes reach it is the callee's, which blockDivergenceAt does not
/// see). A sync with a lane-uniform mask in the function itself waits only
/// for lanes that reach it under branches blockDivergenceAt sees.
/// A memory access is not a wait, in a cycle of the function itself, when
/// no branch of that cycle or of any cycle around it reads memory
/// (branchesObserveMemory): such a loop runs the iterations its values
/// from before it fix, whatever other threads do, so the thread leaves it
/// without waiting for anyone (a histogram's atomicAdd in a grid-stride
/// loop; the quadtree's count and scatter). A thread that another thread
/// waits for is not held by this: the waiting thread's own loop reads the
/// memory, and the rule finds that loop. Calls in such a loop are judged as
/// before (a callee counts as inside a cycle, whole), and a function called
/// from a cycle (\p InCycle) keeps the rule without the exception: the
/// cycle's branches are its caller's.
class InterThreadWaits {
  const Component &C;
  /// Per InCycle (false, true).
  DenseMap<const Function *, std::string> Memo[2];
  SmallPtrSet<const Function *, 8> InProgress;

public:
  explicit InterThreadWaits(const Component &C) : C(C) {}

  /// \p InCycle: \p F is called from inside a cycle.
  std::string why(Function &F, bool InCycle) {
    if (!C.contains(F))
      return C.below(F).Waits[InCycle];
    if (auto It = Memo[InCycle].find(&F); It != Memo[InCycle].end())
      return It->second;
    if (!InProgress.insert(&F).second)
      return "recursion through " + demangle(F.getName());
    std::string R = compute(F, InCycle);
    InProgress.erase(&F);
    return Memo[InCycle][&F] = R;
  }

private:
  std::string compute(Function &F, bool InCycle);
  bool runsFixedTrips(const CycleInfo &CI, const BasicBlock &BB);
  /// branchesObserveMemory per cycle of the function being computed.
  DenseMap<const Cycle *, bool> Observes;
  std::string atCall(CallBase &CB, const std::string &Name, bool Cyc);
  static std::string atAccess(const Instruction &I, const Twine &Where);
};

std::string InterThreadWaits::compute(Function &F, bool InCycle) {
  const CycleInfo *CI = InCycle ? nullptr : &C.cycles(F);
  std::string Name = demangle(F.getName());
  for (Instruction &I : instructions(F)) {
    bool Cyc = InCycle || CI->getCycle(I.getParent());
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      if (std::string Why = atCall(*CB, Name, Cyc); !Why.empty())
        return Why;
      continue;
    }
    if (!Cyc || (CI && runsFixedTrips(*CI, *I.getParent())))
      continue;
    if (std::string Why = atAccess(I, " in a loop in " + Name); !Why.empty())
      return Why;
  }
  return "";
}

/// Whether no cycle around \p BB has a branch that reads memory.
bool InterThreadWaits::runsFixedTrips(const CycleInfo &CI,
                                      const BasicBlock &BB) {
  for (const Cycle *Cyc = CI.getCycle(&BB); Cyc; Cyc = Cyc->getParentCycle()) {
    auto [It, New] = Observes.try_emplace(Cyc, false);
    if (New)
      It->second = branchesObserveMemory(*Cyc);
    if (It->second)
      return false;
  }
  return true;
}

/// \p Name: the demangled name of the function the call is in.
std::string InterThreadWaits::atCall(CallBase &CB, const std::string &Name,
                                     bool Cyc) {
  std::string Where = " in a loop in " + Name;
  if (auto *IA = dyn_cast<InlineAsm>(CB.getCalledOperand())) {
    if (Cyc)
      return "inline assembly" + Where;
    if (StringRef(IA->getAsmString()).contains("bra"))
      return "inline assembly that branches in " + Name;
    RefusedStatement Op = synchronizingAsmStatement(IA->getAsmString());
    if (!Op.Unreadable.empty())
      return "inline assembly in " + Name + " that cannot be read (" +
             Op.Unreadable +
             "), which may hold a barrier or warp-synchronous instruction";
    if (Op)
      return "inline assembly with `" + Op.Head + "` in " + Name +
             ", a barrier or warp-synchronous instruction whose guard "
             "or operands may hold some threads for others";
    return "";
  }
  Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return "an indirect call in " + Name;
  if (Callee->isIntrinsic()) {
    if (std::optional<unsigned> M = warpSyncMaskOperand(Callee->getName());
        M && !isLaneUniformMask(CB, *M))
      return "a call to " + Callee->getName().str() + " in " + Name +
             " whose lane mask may differ between lanes (a lane may wait "
             "there for another that reaches its partner only after the "
             "launch)";
    if (isPartialBarrier(CB, *Callee))
      return "a call to " + Callee->getName().str() + " in " + Name +
             ", a barrier of some threads of the block only, or with an "
             "id that is not a constant";
    if (Cyc && !isNonWaitingIntrinsic(CB, *Callee))
      return "a call to " + Callee->getName().str() + Where;
    return "";
  }
  if (Callee->isDeclaration()) {
    if (isKnownNonWaitingDeclaration(*Callee, Cyc))
      return "";
    if (const KnownCall *K = lookupKnownCall(*Callee); K && K->Waits == 2)
      return "a call to " + demangle(Callee->getName()) +
             ", an allocation that may wait for another thread's free when "
             "retried," +
             Where;
    return "a call to " + demangle(Callee->getName()) +
           ", defined elsewhere, in " + Name;
  }
  // A definition the linker may replace runs another unit's code, whose
  // waits this unit never sees (red team, tc_weak_sibling).
  if (Callee->isInterposable())
    return "a call to " + demangle(Callee->getName()) +
           ", which another unit's definition may replace, in " + Name;
  // A warp synchronization inside the callee may be behind a branch of the
  // callee's that lets only some lanes reach it, and its partner may come
  // after the launch: the kernel's block rules see the call, not the branch.
  if (std::string W = C.contains(*Callee) ? warpSyncs(C, *Callee)
                                          : C.below(*Callee).WarpSync;
      !W.empty())
    return "a call to " + demangle(Callee->getName()) + " in " + Name +
           ", which synchronizes threads (" + W +
           ") where the block rules cannot see which of them reach it";
  return why(*Callee, Cyc);
}

/// A memory access in a cycle that may observe another thread.
std::string InterThreadWaits::atAccess(const Instruction &I,
                                       const Twine &Where) {
  if (auto *LI = dyn_cast<LoadInst>(&I); LI && !LI->isSimple())
    return ("a volatile or atomic load" + Where).str();
  if (auto *SI = dyn_cast<StoreInst>(&I); SI && !SI->isSimple())
    return ("a volatile or atomic store" + Where).str();
  if (isa<AtomicRMWInst, AtomicCmpXchgInst>(&I))
    return ("an atomic operation" + Where).str();
  if (auto *FI = dyn_cast<FenceInst>(&I);
      FI && isAtLeastOrStrongerThan(FI->getOrdering(), AtomicOrdering::Acquire))
    return ("a fence" + Where).str();
  return "";
}

} // namespace

std::string dpagg::interThreadWaits(const Component &C, Function &Root,
                                    bool InCycle) {
  return InterThreadWaits(C).why(Root, InCycle);
}

//===----------------------------------------------------------------------===//
// Thread exits
//===----------------------------------------------------------------------===//

namespace {

/// Declarations known to return to their caller or to end the whole grid
/// (a trap, a failed assert): never to end the calling thread alone (column
/// RETURNS of KnownCalls.def). Every intrinsic but exit returns.
bool knownToReturn(const Function &F) {
  if (F.isIntrinsic())
    return F.getIntrinsicID() != Intrinsic::nvvm_exit;
  const KnownCall *K = lookupKnownCall(F);
  return K && K->Returns;
}

/// The rule of Planner::threadExitBlocker (Plan.cpp), depth first: every
/// way a thread may leave \p F other than by returning, an allow-list.
/// \p Visiting: the members walked already.
std::string exitWalk(const Component &C, const Function &F,
                     SmallPtrSetImpl<const Function *> &Visiting) {
  if (!C.contains(F))
    return C.below(F).ExitBlocker;
  if (!Visiting.insert(&F).second)
    return ""; // on the path already: its instructions are being checked
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
      RefusedStatement Op = leavingAsmStatement(IA->getAsmString());
      if (!Op.Unreadable.empty())
        return "inline assembly in " + demangle(F.getName()) +
               " that cannot be read (" + Op.Unreadable +
               "), which may not fall through";
      if (Op)
        return "inline assembly in " + demangle(F.getName()) + " has `" +
               Op.Head + "`, not an instruction known to fall through";
      continue;
    }
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      return "an indirect call in " + demangle(F.getName());
    // A definition that the linker may replace (weak, or linkonce without
    // the one-definition rule) is not the code that runs: as if elsewhere.
    if (Callee->isInterposable())
      return demangle(F.getName()) + " calls " + demangle(Callee->getName()) +
             ", which another unit's definition may replace";
    if (Callee->isDeclaration()) {
      if (!knownToReturn(*Callee))
        return demangle(F.getName()) + " calls " + demangle(Callee->getName()) +
               (Callee->isIntrinsic() ? "" : ", defined elsewhere");
      continue;
    }
    if (std::string Why = exitWalk(C, *Callee, Visiting); !Why.empty())
      return Why;
  }
  return "";
}

} // namespace

std::string dpagg::exitBlocker(const Component &C, const Function &Root) {
  SmallPtrSet<const Function *, 8> Visiting;
  return exitWalk(C, Root, Visiting);
}

//===----------------------------------------------------------------------===//
// Warp synchronizations
//===----------------------------------------------------------------------===//

namespace {

/// Whether the intrinsic \p N, convergent, synchronizes only threads that
/// reach the same instruction together, so that a branch around it letting
/// some of them skip it is already undefined (`.aligned` CTA barriers,
/// warp-wide matrix operations), or synchronizes nothing (`__activemask()`,
/// special registers, exit). The allow-list of warpSyncWalk: any other
/// convergent intrinsic may hold a thread for another at a later point (warp
/// syncs, cluster barriers, register reconfiguration...).
bool synchronizesOnlyAligned(StringRef N) {
  if (!N.consume_front("llvm.nvvm."))
    return false;
  // exit ends the thread (the thread-exit rule's), it holds nobody.
  if (N == "activemask" || N == "exit" || N.starts_with("read.ptx.sreg."))
    return true;
  if (N.starts_with("barrier.cta."))
    return N.contains("aligned");
  return N.starts_with("wmma.") || N.starts_with("mma.") ||
         N.starts_with("ldmatrix.") || N.starts_with("stmatrix.");
}

/// The first synchronization \p F or a function it calls makes that a lane
/// may reach apart from the lanes it waits for (a convergent intrinsic not on
/// synchronizesOnlyAligned's list: NVVM_WARP_SYNC, a CTA barrier that is not
/// `.aligned`, a cluster barrier, which a one-block cluster makes a block
/// barrier, ...), as words, or empty. \p Visiting: the members walked
/// already. Red team of session 21 (cluster barriers in a callee).
std::string warpSyncWalk(const Component &C, const Function &F,
                         SmallPtrSetImpl<const Function *> &Visiting) {
  if (!C.contains(F))
    return C.below(F).WarpSync;
  if (!Visiting.insert(&F).second)
    return "";
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    if (!Callee)
      continue; // inline assembly and indirect calls: InterThreadWaits'
    StringRef N = Callee->getName();
    if (Callee->isIntrinsic()) {
      if (Callee->isConvergent() && !synchronizesOnlyAligned(N))
        return (N + " in " + demangle(F.getName())).str();
      continue;
    }
    if (Callee->isDeclaration())
      continue; // the device runtime's own synchronizations are balanced
    if (std::string Why = warpSyncWalk(C, *Callee, Visiting); !Why.empty())
      return Why;
  }
  return "";
}

} // namespace

std::string dpagg::warpSyncs(const Component &C, const Function &Root) {
  SmallPtrSet<const Function *, 8> Visiting;
  return warpSyncWalk(C, Root, Visiting);
}

//===----------------------------------------------------------------------===//
// Aggregated children
//===----------------------------------------------------------------------===//

namespace {

/// Declarations a child may call without reading block geometry (column
/// GEOMETRY of KnownCalls.def).
bool isKnownGeometryFree(const Function &F) {
  const KnownCall *K = lookupKnownCall(F);
  return K && !K->Geometry;
}

/// Declarations (among isKnownGeometryFree's) that a moldable child's body
/// may call: their effects are the calling thread's own, and none of them
/// waits for other threads or adds barriers (column OWN of KnownCalls.def).
bool isMoldFreeDeclaration(const Function &F) {
  const KnownCall *K = lookupKnownCall(F);
  return K && K->Own;
}

/// Whether an intrinsic is known to behave the same however the threads of
/// the block are grouped into warps. Aggregation keeps each parent block's
/// threads (x fastest, masked per dimension), but a block whose x extent is
/// not a multiple of 32 is laid out in warps differently once packed into a
/// wider aggregated block; a child whose result depends on the warp layout
/// (which lanes share a warp, lane numbers, warp-wide operations such as
/// shuffles, votes, matches, reductions, tensor-core fragments) is then only
/// safe with a 1-D block. An allow-list (the WARP_INSENSITIVE columns of
/// KnownCalls.def): every intrinsic not accepted counts as warp-sensitive.
///  - Target-independent LLVM intrinsics (memcpy, lifetime, assume, math,
///    bit manipulation): per thread.
///  - Special registers that do not depend on the warp layout: %tid,
///    %ntid, %ctaid, %nctaid (rewritten), %dynamic_smem_size (rewritten),
///    %clock*, %globaltimer*, %smid, %nsmid, %warpsize. Not %laneid,
///    %warpid, %lanemask_*.
///  - Per-thread memory operations: ldg/ldu loads, atomics, fences and
///    membar.
///  - Block barriers over all threads (__syncthreads and its reductions):
///    not the forms with a thread count, which counts whole warps.
///  - Per-thread math and conversions (isNVVMMathIntrinsic).
bool isWarpInsensitiveIntrinsic(const Function &F) {
  if (!F.isTargetIntrinsic())
    return true;
  // Special registers and CTA barriers: their own rows of KnownCalls.def.
  if (const NVVMSpecialRegister *R = lookupSpecialRegister(F.getName()))
    return R->WarpInsensitive;
  if (const NVVMBarrier *B = lookupBarrier(F.getName()))
    return B->WarpInsensitive;
  // Per-thread math, read-only loads, atomics and fences: column
  // WARP_INSENSITIVE of KnownCalls.def's NVVM classes.
  const NVVMClass *C = lookupNVVMClass(F.getName());
  return C && C->WarpInsensitive;
}

/// The walk of ChildFacts: a function's own calls, then what its callees
/// do; recursion blocks the child.
class ChildWalk {
  const Component &C;
  DenseMap<const Function *, ChildFacts> Memo;
  SmallPtrSet<const Function *, 8> InProgress;

  struct Facts {
    ChildFacts &R;
    const Function &F;
    void block(const Twine &Why) {
      if (R.Blocker.empty())
        R.Blocker = Why.str();
    }
    void noMold(const Twine &Why) {
      if (R.MoldBlocker.empty())
        R.MoldBlocker = Why.str();
    }
    std::string name() const { return demangle(F.getName()); }
  };

  void atAsm(Facts &Out, const InlineAsm &IA);
  void atIntrinsic(Facts &Out, const CallBase &CB, const Function &Callee);
  void atCallee(Facts &Out, const Function &Callee);

public:
  explicit ChildWalk(const Component &C) : C(C) {}
  const ChildFacts &get(const Function &F);
  ChildFacts compute(const Function &F);
};

const ChildFacts &ChildWalk::get(const Function &F) {
  if (!C.contains(F))
    return C.below(F).Child;
  auto It = Memo.find(&F);
  if (It != Memo.end())
    return It->second;
  ChildFacts Facts = compute(F);
  return Memo[&F] = Facts;
}

ChildFacts ChildWalk::compute(const Function &F) {
  ChildFacts R;
  Facts Out{R, F};
  InProgress.insert(&F);
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
      atAsm(Out, *IA);
      continue;
    }
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      Out.block("an indirect call in " + Out.name());
    else if (Callee->isIntrinsic())
      atIntrinsic(Out, *CB, *Callee);
    else if (Callee->isDeclaration() && !isKnownGeometryFree(*Callee))
      Out.block("it calls " + demangle(Callee->getName()) +
                ", defined elsewhere");
    // The device runtime's calls are per thread, but launches get their
    // own aggregation, whose block-scope barriers the latch would join.
    else if (Callee->isDeclaration() && !isMoldFreeDeclaration(*Callee))
      Out.noMold(Out.name() + " launches kernels or calls the device runtime");
    else if (!Callee->isDeclaration())
      atCallee(Out, *Callee);
  }
  InProgress.erase(&F);
  return R;
}

void ChildWalk::atAsm(Facts &Out, const InlineAsm &IA) {
  if (std::string Reg = blockedAsmRegister(IA.getAsmString()); !Reg.empty())
    Out.block("inline assembly in " + Out.name() +
              (is_contained({"ctaid", "ntid", "nctaid"}, Reg)
                   ? std::string(" reads the block geometry")
                   : " reads %" + Reg +
                         ", which cannot read as in the child's own launch"));
  if (std::string Decl = inlineAsmDeclaration(IA.getAsmString());
      !Decl.empty() && Out.R.AsmBlocker.empty())
    Out.R.AsmBlocker = "inline assembly in " + Out.name() +
                       " declares names or memory (" + Decl +
                       "), which a copy of the kernel could duplicate or "
                       "which DPAgg cannot count";
  // Inline assembly can do anything a warp can: never known safe.
  Out.R.WarpSensitive = true;
}

void ChildWalk::atIntrinsic(Facts &Out, const CallBase &CB,
                            const Function &Callee) {
  StringRef Name = Callee.getName();
  // Column CHILD of KnownCalls.def's special registers.
  if (const NVVMSpecialRegister *Sreg = lookupSpecialRegister(Name)) {
    if (Sreg->Child == SregChildRead::Blocked)
      Out.block(Out.name() + " reads %" +
                Name.drop_front(StringRef("llvm.nvvm.read.ptx.sreg.").size()) +
                ", which cannot read as in the child's own launch");
    Out.R.ReadsGeometry |= readsRebuiltGeometry(Name);
  } else if (Name.contains("cluster")) {
    Out.block(Out.name() + " uses thread block clusters");
  }
  if (!isWarpInsensitiveIntrinsic(Callee))
    Out.R.WarpSensitive = true;
  // Column MOLD of KnownCalls.def's CTA barriers.
  const NVVMBarrier *Bar = lookupBarrier(Name);
  if (Bar && Bar->Mold == BarrierMold::Sync) {
    if (PatternMatch::match(CB.getArgOperand(0), PatternMatch::m_Zero()))
      Out.R.HasBarrier = true;
    else
      Out.noMold(Out.name() +
                 " uses a barrier other than __syncthreads' barrier 0");
  } else if (Bar && Bar->Mold == BarrierMold::Reduce) {
    // The threads that finished the logical block wait in the latch, at
    // barrier 0, with their own predicate.
    Out.noMold(Out.name() +
               " uses __syncthreads_count, _and or _or, which would count "
               "the threads waiting for the next logical block");
  }
}

void ChildWalk::atCallee(Facts &Out, const Function &Callee) {
  if (InProgress.contains(&Callee)) {
    Out.block("recursion through " + demangle(Callee.getName()));
    return;
  }
  const ChildFacts &C = get(Callee);
  ChildFacts &R = Out.R;
  // The clones inline a callee that reads the geometry (and, molded, one
  // with a barrier) to rewrite it; a definition the linker may replace
  // (weak, not ODR) would be inlined as this unit wrote it, while the
  // program runs another unit's strong one (red team, issue 26:
  // test/RedTeam/pk_weak_callee.cu).
  if (Callee.isInterposable() && (C.ReadsGeometry || C.HasBarrier))
    Out.block(Out.name() + " calls " + demangle(Callee.getName()) +
              ", which reads the block geometry or waits at a barrier and "
              "which another unit's definition may replace");
  R.ReadsGeometry |= C.ReadsGeometry;
  R.WarpSensitive |= C.WarpSensitive;
  R.HasBarrier |= C.HasBarrier;
  if (!C.Blocker.empty())
    Out.block(C.Blocker);
  if (R.AsmBlocker.empty())
    R.AsmBlocker = C.AsmBlocker;
  if (!C.MoldBlocker.empty())
    Out.noMold(C.MoldBlocker);
}

} // namespace

ChildFacts dpagg::childFacts(const Component &C, const Function &Root) {
  return ChildWalk(C).compute(Root);
}

//===----------------------------------------------------------------------===//
// Static shared memory
//===----------------------------------------------------------------------===//

namespace {

void collectSharedGlobals(const Value *V, SharedFacts &E,
                          SmallPtrSetImpl<const Constant *> &Seen) {
  const auto *C = dyn_cast<Constant>(V);
  if (!C || !Seen.insert(C).second)
    return;
  if (const auto *GV = dyn_cast<GlobalVariable>(C)) {
    if (GV->getAddressSpace() == 3)
      E.Globals.insert(GV);
    return;
  }
  if (isa<GlobalValue>(C))
    return;
  for (const Use &Op : C->operands())
    collectSharedGlobals(Op.get(), E, Seen);
}

/// Adds to \p E what the inline assembly \p IA in \p G declares or names.
void sharedOfAsm(SharedFacts &E, const InlineAsm &IA, const Function &G) {
  // An allow-list: assembly that may declare memory (a .shared variable,
  // issue 21 item 18) has an unknown size here.
  if (!inlineAsmDeclaration(IA.getAsmString(), /*MemoryOnly=*/true).empty() &&
      E.Unknown.empty())
    E.Unknown = "inline assembly in " + demangle(G.getName()) +
                " that may declare memory";
  // The shared variables it names use the kernel's shared memory as well,
  // though the IR has no use of them (red team, issue 21).
  for (const GlobalVariable &GV : G.getParent()->globals())
    if (GV.getAddressSpace() == 3 && GV.hasName() &&
        asmNames(IA.getAsmString(), GV.getName()))
      E.Globals.insert(&GV);
}

/// Adds to \p E what \p G's own instructions use, and pushes onto \p Work
/// the definitions it calls.
void sharedOfMember(SharedFacts &E, const Function &G,
                    SmallVectorImpl<const Function *> &Work,
                    SmallPtrSetImpl<const Constant *> &SeenConstants) {
  for (const Instruction &I : instructions(G)) {
    for (const Use &Op : I.operands())
      collectSharedGlobals(Op.get(), E, SeenConstants);
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
      sharedOfAsm(E, *IA, G);
      continue;
    }
    const Function *Callee = CB->getCalledFunction();
    if (!Callee) {
      if (E.Unknown.empty())
        E.Unknown = "an indirect call in " + demangle(G.getName());
      continue;
    }
    if (Callee->getName() == getRuntimeFunctionName(RTFn::ChildEnter) ||
        Callee->getName() == getRuntimeFunctionName(RTFn::ChildEnterAt))
      E.ChildState = true;
    if (Callee->getName() == getRuntimeFunctionName(RTFn::ChildEnterPacked))
      E.PackedChildState = true;
    if (!Callee->isDeclaration())
      Work.push_back(Callee);
    else if (!Callee->isIntrinsic() &&
             !isKnownNonWaitingDeclaration(*Callee, false) && E.Unknown.empty())
      E.Unknown = demangle(Callee->getName()) + ", defined elsewhere";
  }
}

} // namespace

SharedFacts dpagg::sharedFacts(const Component &C, const Function &Root) {
  SharedFacts E;
  SmallPtrSet<const Constant *, 32> SeenConstants;
  walkInOrder(
      C, Root,
      [&](const Function &G, SmallVectorImpl<const Function *> &Work) {
        sharedOfMember(E, G, Work, SeenConstants);
        return false;
      },
      [&](const FunctionSummary &Below) {
        E.Globals.insert_range(Below.Shared.Globals);
        E.ChildState |= Below.Shared.ChildState;
        E.PackedChildState |= Below.Shared.PackedChildState;
        if (E.Unknown.empty())
          E.Unknown = Below.Shared.Unknown;
        return false;
      });
  return E;
}

//===----------------------------------------------------------------------===//
// Tail launches
//===----------------------------------------------------------------------===//

/// Cost, not legality (issue 21, item 22; Planner::childTailLaunch has the
/// argument): a launch in \p F that cannot be analyzed, or into a stream
/// that is not one of the named streams a child may use freely (NULL, the
/// per-thread default stream, cudaStreamFireAndForget).
std::string dpagg::tailLaunchOwn(const Function &F, SitesOf Sites) {
  for (const LaunchSite *T : Sites) {
    if (!T->isAnalyzable())
      return "a launch in " + demangle(F.getName()) +
             " that cannot be analyzed (its stream may be "
             "cudaStreamTailLaunch)";
    StringRef Kind = T->streamKindName();
    if (is_contained({StringRef("NULL"), StringRef("per-thread default"),
                      StringRef("per-thread"), StringRef("fire-and-forget")},
                     Kind))
      continue;
    return "a launch in " + demangle(F.getName()) + " into " +
           (Kind.empty() ? std::string("a stream not known at compile time, "
                                       "which may be cudaStreamTailLaunch")
                         : ("the " + Kind + " stream").str());
  }
  return "";
}

/// The functions of this unit that \p Root calls, directly or not, each
/// checked when a call to it is seen; functions of other units are not
/// looked into (their launches are not seen: a cost the rule may miss,
/// never a wrong result).
std::string
dpagg::tailLaunchBelow(const Component &C, const Function &Root,
                       function_ref<std::string(const Function &)> Own) {
  std::string Why;
  walkInOrder(
      C, Root,
      [&](const Function &G, SmallVectorImpl<const Function *> &Work) {
        for (const Instruction &I : instructions(G)) {
          const auto *CB = dyn_cast<CallBase>(&I);
          if (!CB || CB->isInlineAsm())
            continue;
          const Function *Callee = calleeOf(*CB);
          if (!Callee || Callee->isDeclaration())
            continue;
          Why = C.contains(*Callee) ? Own(*Callee)
                                    : C.below(*Callee).TailLaunchOwn;
          if (!Why.empty())
            return true;
          Work.push_back(Callee);
        }
        return false;
      },
      [&](const FunctionSummary &Below) {
        Why = Below.TailLaunchBelow;
        return !Why.empty();
      });
  return Why;
}

//===----------------------------------------------------------------------===//
// Register bounds
//===----------------------------------------------------------------------===//

namespace {

/// True if every definition the link may choose for \p F is this one (by the
/// one-definition rule for the _odr linkages): a copy then behaves as \p F.
bool copyableDefinition(const Function &F) {
  return !F.isDeclaration() && !F.isInterposable() &&
         !F.hasAvailableExternallyLinkage();
}

/// Why the call \p CB of \p Caller to \p Callee makes the callee compiled
/// apart (RegisterBound.h has the allow-list), or empty; \p Descend: the
/// callee is one of this unit's, to walk.
std::string compiledApartCall(const Function *Callee, const Function &Caller,
                              bool &Descend) {
  Descend = false;
  if (!Callee)
    return "makes an indirect call in " + demangle(Caller.getName());
  if (Callee->isIntrinsic())
    return "";
  if (Callee->isDeclaration()) {
    if (isDeviceRuntimeEntry(Callee->getName()) ||
        Callee->getName().starts_with("__dpagg_"))
      return "";
    return "calls " + demangle(Callee->getName()) +
           ", a function of another unit";
  }
  // One of this unit's: bounded kernels call an internal copy
  // (callInternalCopies), unless another unit's definition may replace it
  // at the link.
  if (!Callee->hasLocalLinkage() && !copyableDefinition(*Callee))
    return "calls " + demangle(Callee->getName()) +
           ", which another unit's definition may replace at the link";
  // ptxas compiles an internal function whose address is taken apart, as a
  // possible target of every indirect call of its type (red team: "Entry
  // function ... with max regcount of 64 calls function '_ZL5heavyPKfi'
  // with regcount of 126" for a static function).
  if (Callee->hasLocalLinkage() && Callee->hasAddressTaken())
    return "calls " + demangle(Callee->getName()) +
           ", whose address is taken, so ptxas compiles it apart";
  Descend = true;
  return "";
}

/// FitRegisterBounds: a call that stays a call to a function that is not
/// DPAgg's runtime; \p Descend: one of the runtime's, to walk.
std::string userCall(const Function *Callee, bool &Descend) {
  Descend = false;
  if (!Callee)
    return "an indirect call";
  if (Callee->isIntrinsic() || Callee->isDeclaration())
    return ""; // the device runtime's, at most 26 registers
  if (!Callee->hasFnAttribute(RuntimeFunctionAttr))
    return demangle(Callee->getName());
  Descend = true;
  return "";
}

/// The first reason \p AtCall gives for a call, in CallWalk.h's order from
/// \p Root; \p Below, the same of a function below the component.
template <typename CallT, typename BelowT>
std::string firstCallReason(const Component &C, const Function &Root,
                            CallT AtCall, BelowT Below) {
  std::string Why;
  walkInOrder(
      C, Root,
      [&](const Function &G, SmallVectorImpl<const Function *> &Work) {
        for (const Instruction &I : instructions(G)) {
          const auto *CB = dyn_cast<CallBase>(&I);
          if (!CB || CB->isInlineAsm())
            continue;
          const Function *Callee = calleeOf(*CB);
          bool Descend;
          Why = AtCall(Callee, G, Descend);
          if (!Why.empty())
            return true;
          if (Descend)
            Work.push_back(Callee);
        }
        return false;
      },
      [&](const FunctionSummary &S) {
        Why = Below(S);
        return !Why.empty();
      });
  return Why;
}

} // namespace

std::string dpagg::compiledApart(const Component &C, const Function &Root) {
  return firstCallReason(
      C, Root, compiledApartCall,
      [](const FunctionSummary &S) { return S.CompiledApart; });
}

std::string dpagg::userCallee(const Component &C, const Function &Root) {
  return firstCallReason(
      C, Root,
      [](const Function *Callee, const Function &, bool &Descend) {
        return userCall(Callee, Descend);
      },
      [](const FunctionSummary &S) { return S.UserCallee; });
}
