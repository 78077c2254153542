//===- BlockConvergence.cpp - who reaches a point together ----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Support/Target.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

/// Blocks from which every path ends the thread without a convergent
/// operation on the way: a thread that enters one never takes part in a
/// barrier again, as if it had exited.
DenseSet<const BasicBlock *>
dpagg::exitOnlyBlocks(const Function &F, ArrayRef<const Instruction *> Ignore,
                      const BasicBlock *Meeting) {
  DenseSet<const BasicBlock *> Clean;
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const BasicBlock &BB : F) {
      if (Clean.contains(&BB))
        continue;
      bool Ok = all_of(successors(&BB),
                       [&](const BasicBlock *S) { return Clean.contains(S); });
      // The meeting block gets the runtime call (and its barriers).
      Ok &= &BB != Meeting && !hasConvergentCall(BB, Ignore);
      if (Ok) {
        Clean.insert(&BB);
        Changed = true;
      }
    }
  }
  return Clean;
}

/// \p Ignore: the calls of a launch about to be moved out of \p BB.
bool dpagg::hasConvergentCall(const BasicBlock &BB,
                              ArrayRef<const Instruction *> Ignore) {
  return any_of(BB, [&](const Instruction &I) {
    const auto *CB = dyn_cast<CallBase>(&I);
    return CB && CB->isConvergent() && !is_contained(Ignore, CB);
  });
}

/// Why \p Launch is not reached together by every live thread of the block,
/// or empty if it is. For every branch D that can reach the launch block L
/// and may split the block's threads: either at most one successor of D
/// leads anywhere but to an exit without convergent operations (the threads
/// that leave simply exit, and exited threads count as arrived at a
/// barrier), or every path from D reaches L before any convergent operation
/// (a barrier, another aggregated launch) and before coming back to D.
/// "May split" is ScopedUniformityInfo at block scope, where a branch on a
/// value loaded from memory other threads may write is divergent; other
/// terminators with several successors (invoke, callbr, indirectbr) count as
/// divergent.
/// The rule for a runtime call at the start of block \p L (or at a launch in
/// it); \p Ignore are the calls of a launch that the runtime call replaces,
/// no longer convergent operations where they were.
std::string
dpagg::blockDivergenceAt(Function &F, const BasicBlock *L,
                         const ScopedUniformityInfo &SUI,
                         const SmallPtrSetImpl<const Value *> &Staged,
                         ArrayRef<const Instruction *> Ignore) {
  if (!isKernel(F))
    return "it is not in a kernel";
  DenseSet<const BasicBlock *> Clean = exitOnlyBlocks(F, Ignore, L);
  // The branches from which L can be reached. L itself only if L is in a
  // cycle: a branch at the end of L is taken after the launch (or the
  // runtime call at L's start) and splits nobody away from it. Plain CFG
  // reachability, so a cycle LoopInfo does not see (an irreducible one, a
  // goto into a loop's body) counts like any other.
  SmallPtrSet<const BasicBlock *, 32> ReachL;
  SmallVector<const BasicBlock *, 16> Up(pred_begin(L), pred_end(L));
  while (!Up.empty()) {
    const BasicBlock *B = Up.pop_back_val();
    if (ReachL.insert(B).second)
      append_range(Up, predecessors(B));
  }
  for (BasicBlock &D : F) {
    const Instruction *T = D.getTerminator();
    if (T->getNumSuccessors() < 2 || !ReachL.contains(&D))
      continue;
    // The checks of parameter buffers against null fold away once their
    // launches are staged (this one, and the function's other V1 launches,
    // which the lowering lowers to V2 where a block-scope site needs it:
    // AggregationPlan::BlockKernels).
    if (const auto *Br = dyn_cast<BranchInst>(T))
      if (Staged.contains(Br->getCondition()))
        continue;
    bool Divergent = !isa<BranchInst, SwitchInst>(T) ||
                     SUI.hasDivergentTerminator(D, Scope::Block);
    if (!Divergent)
      continue;
    unsigned Live = count_if(successors(&D), [&](const BasicBlock *S) {
      return !Clean.contains(S);
    });
    if (Live <= 1)
      continue; // the threads that leave only exit
    SmallVector<const BasicBlock *, 16> Work(succ_begin(&D), succ_end(&D));
    SmallPtrSet<const BasicBlock *, 32> Seen;
    while (!Work.empty()) {
      const BasicBlock *B = Work.pop_back_val();
      if (B == L || Clean.contains(B) || !Seen.insert(B).second)
        continue;
      if (B == &D)
        return "a divergent branch lets threads skip it in a loop";
      if (hasConvergentCall(*B, Ignore) || succ_empty(B))
        return "a divergent branch lets threads skip it and reach another "
               "convergent operation (a barrier or launch)";
      append_range(Work, successors(B));
    }
  }
  return "";
}

PreservedAnalyses
BlockConvergencePrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  OS << "DPAgg block convergence for function '" << F.getName() << "':";
  if (!isKernel(F)) {
    OS << " not a kernel\n";
    return PreservedAnalyses::all();
  }
  OS << "\n";
  ModuleSlotTracker MST(F.getParent());
  MST.incorporateFunction(F);
  DenseSet<const BasicBlock *> Clean = exitOnlyBlocks(F, {}, nullptr);
  OS << "  exit-only:";
  for (const BasicBlock &BB : F)
    if (Clean.contains(&BB)) {
      OS << " ";
      BB.printAsOperand(OS, /*PrintType=*/false, MST);
    }
  OS << "\n";
  const ScopedUniformityInfo &SUI = FAM.getResult<ScopedUniformityAnalysis>(F);
  SmallPtrSet<const Value *, 1> NoneStaged;
  for (const BasicBlock &BB : F) {
    OS << "  ";
    BB.printAsOperand(OS, /*PrintType=*/false, MST);
    std::string Why = blockDivergenceAt(F, &BB, SUI, NoneStaged, {});
    if (Why.empty())
      OS << ": together\n";
    else
      OS << ": not together: " << Why << "\n";
  }
  return PreservedAnalyses::all();
}
