//===- PromotionCandidates.cpp - recognition for launch promotion ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The conditions and records of PromotionCandidates.h, read from the
/// launch sites, the launch graph of FunctionSummaries and the launcher
/// rule of ScopedUniformity.h. Nothing here changes the IR.
///
//===----------------------------------------------------------------------===//

#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

AnalysisKey PromotionCandidatesAnalysis::Key;

StringRef dpagg::promotionRefusalText(PromotionRefusal R) {
  switch (R) {
#define DPAGG_PROMOTION_REFUSAL(Name, Text)                                    \
  case PromotionRefusal::Name:                                                 \
    return Text;
#include "dpagg/Analysis/PromotionRefusals.def"
  }
  llvm_unreachable("unknown promotion refusal");
}

namespace {

bool isOne(const Value *V) {
  const auto *C = dyn_cast_or_null<ConstantInt>(V);
  return C && C->isOne();
}

bool oneBlockGrid(const LaunchSite &S) {
  return isOne(S.Grid.XYZ[0]) && isOne(S.Grid.XYZ[1]) && isOne(S.Grid.XYZ[2]);
}

/// The chain from \p K back to itself through at most one other kernel, or
/// false if the launch graph has none.
bool findChain(const Function &K, const FunctionSummaries &FS,
               SmallVectorImpl<const Function *> &Chain) {
  const FunctionSummary &Sum = FS.get(K);
  Chain.assign({&K});
  if (Sum.Launches.contains(&K))
    return true;
  for (const Function *L : Sum.Launches) {
    const FunctionSummary *LS = FS.lookup(*L);
    if (LS && LS->Launches.contains(&K)) {
      Chain.push_back(L);
      return true;
    }
  }
  return false;
}

/// Computable at kernel entry: an argument or constant, or arithmetic on
/// them that reads no memory, calls nothing and merges no control flow (a
/// phi would depend on the path the prologue took).
bool availableAtEntry(const Value *V, unsigned Depth = 0) {
  if (isa<Argument>(V) || isa<Constant>(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 16 || isa<PHINode>(I) || isa<CallBase>(I) ||
      I->mayReadOrWriteMemory())
    return false;
  return all_of(I->operands(), [&](const Value *Op) {
    return availableAtEntry(Op, Depth + 1);
  });
}

/// Whether the parameter's writes store values available at entry (a
/// memcpy copies memory, which the kernel may have written, unless the
/// source is an argument that only reads it).
bool paramAtEntry(const LaunchSite &S, const LaunchParam &LP) {
  return all_of(LP.Writes, [&](unsigned W) {
    const ParamWrite &PW = S.Writes[W];
    if (isa<MemTransferInst>(PW.Writer)) {
      const auto *A = dyn_cast<Argument>(PW.Val);
      return A && A->onlyReadsMemory();
    }
    return availableAtEntry(PW.Val);
  });
}

/// The launch's own instructions, which are not prologue: the buffer, the
/// parameter writes and the stores of its dim3 operands.
bool partOfLaunch(const Instruction &I, const LaunchSite &S) {
  if (&I == S.Launch || &I == S.Buffer)
    return true;
  for (const ParamWrite &W : S.Writes)
    if (W.Writer == &I)
      return true;
  if (const auto *SI = dyn_cast<StoreInst>(&I)) {
    const Value *Obj = getUnderlyingObject(SI->getPointerOperand());
    return Obj == getUnderlyingObject(S.Grid.Ptr) ||
           Obj == getUnderlyingObject(S.Block.Ptr);
  }
  return false;
}

bool hasEffects(const Instruction &I) {
  if (isa<DbgInfoIntrinsic>(I) || I.isLifetimeStartOrEnd() ||
      isa<AssumeInst>(I))
    return false;
  return I.mayReadOrWriteMemory();
}

/// Sets HasPrologue and HasEpilogue: effects on a path from entry to the
/// launch, and on a path from it (the launch is in no cycle, so the two
/// are apart).
void findPrologueEpilogue(const LaunchSite &S, PromotionCandidate &C) {
  const BasicBlock *LB = S.Launch->getParent();
  SmallPtrSet<const BasicBlock *, 16> Before, After;
  SmallVector<const BasicBlock *, 16> Work(pred_begin(LB), pred_end(LB));
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (B != LB && Before.insert(B).second)
      append_range(Work, predecessors(B));
  }
  Work.assign(succ_begin(LB), succ_end(LB));
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (B != LB && After.insert(B).second)
      append_range(Work, successors(B));
  }
  bool PastLaunch = false;
  for (const BasicBlock &B : *S.Caller)
    for (const Instruction &I : B) {
      if (&I == S.Launch)
        PastLaunch = true;
      if (!hasEffects(I) || partOfLaunch(I, S))
        continue;
      bool InLB = &B == LB;
      C.HasPrologue |= Before.contains(&B) || (InLB && !PastLaunch);
      C.HasEpilogue |= After.contains(&B) || (InLB && PastLaunch);
    }
}

/// One launcher thread: one value of threadIdx.x, in a block that is 1-D at
/// every device launch of the kernel, or all three indices constant.
std::optional<PromotionRefusal> oneLauncher(const LaunchSite &S,
                                            const LaunchSiteInfo &Sites,
                                            const DominatorTree &DT) {
  if (!reachedOnlyWithTidConstant(*S.Launch, DT))
    return PromotionRefusal::SeveralLaunchers;
  bool OneD = all_of(Sites.Sites, [&](const LaunchSite &O) {
    return O.Kernel != S.Caller ||
           (isOne(O.Block.XYZ[1]) && isOne(O.Block.XYZ[2]));
  });
  if (OneD || (reachedOnlyWithTidConstant(*S.Launch, DT, 1) &&
               reachedOnlyWithTidConstant(*S.Launch, DT, 2)))
    return std::nullopt;
  return PromotionRefusal::BlockNotOneD;
}

/// The conditions of the launch site \p S itself, in table order.
std::optional<PromotionRefusal> judgeSite(const LaunchSite &S,
                                          const LaunchSiteInfo &Sites,
                                          FunctionAnalysisManager &FAM) {
  if (!S.isAnalyzable())
    return PromotionRefusal::Unanalyzable;
  if (!oneBlockGrid(S))
    return PromotionRefusal::GridNotOneBlock;
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(*S.Caller);
  if (auto R = oneLauncher(S, Sites, DT))
    return R;
  if (FAM.getResult<CycleAnalysis>(*S.Caller).getCycle(S.Launch->getParent()))
    return PromotionRefusal::InLoop;
  if (!isa<ConstantPointerNull>(S.Stream) && !streamCreatedByThread(S.Stream))
    return PromotionRefusal::UnknownStream;
  return std::nullopt;
}

PromotionCandidate judge(Function &K, const FunctionSummaries &FS,
                         const LaunchSiteInfo &Sites,
                         FunctionAnalysisManager &FAM) {
  PromotionCandidate C;
  C.Kernel = &K;
  if (!findChain(K, FS, C.Chain)) {
    C.Refused = PromotionRefusal::NoChain;
    return C;
  }
  if (FS.get(K).LaunchesUnknown) {
    C.Refused = PromotionRefusal::LaunchesUnknown;
    return C;
  }
  const Function *Next = C.Chain.size() > 1 ? C.Chain[1] : &K;
  unsigned Found = 0;
  for (const LaunchSite &S : Sites.Sites)
    if (S.Caller == &K && S.Kernel == Next && Found++ == 0)
      C.Site = &S;
  if (Found != 1) {
    C.Site = nullptr;
    C.Refused = Found ? PromotionRefusal::SeveralSites
                      : PromotionRefusal::ThroughCallee;
    return C;
  }
  if ((C.Refused = judgeSite(*C.Site, Sites, FAM)))
    return C;
  findPrologueEpilogue(*C.Site, C);
  for (const LaunchParam &LP : C.Site->Params)
    C.Postponed.push_back(!paramAtEntry(*C.Site, LP));
  return C;
}

} // namespace

void PromotionCandidate::print(raw_ostream &OS) const {
  OS << "@" << Kernel->getName() << ": ";
  if (Refused) {
    OS << "not a candidate: " << promotionRefusalText(*Refused) << "\n";
    return;
  }
  OS << "candidate\n  chain:";
  for (const Function *F : Chain)
    OS << " @" << F->getName() << " ->";
  OS << " @" << Kernel->getName() << "\n  site: ";
  Site->Launch->printAsOperand(OS, false);
  OS << " in ";
  Site->Launch->getParent()->printAsOperand(OS, false);
  OS << "\n  prologue: " << (HasPrologue ? "yes" : "none") << "\n  arguments:";
  for (bool Later : {false, true}) {
    OS << (Later ? "; postponed" : " at entry");
    for (unsigned I = 0; I < Postponed.size(); ++I)
      if (Postponed[I] == Later)
        OS << " #" << I;
  }
  OS << "\n  epilogue: " << (HasEpilogue ? "yes" : "none") << "\n";
}

void PromotionCandidates::print(raw_ostream &OS) const {
  for (const PromotionCandidate &C : Kernels)
    C.print(OS);
}

PromotionCandidates
PromotionCandidatesAnalysis::run(Module &M, ModuleAnalysisManager &MAM) {
  PromotionCandidates Result;
  const auto &Sites = MAM.getResult<LaunchSiteAnalysis>(M);
  const auto &FS = MAM.getResult<FunctionSummariesAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function &F : M) {
    if (F.isDeclaration() || !isKernel(F))
      continue;
    const FunctionSummary &Sum = FS.get(F);
    if (Sum.Launches.empty() && !Sum.LaunchesUnknown)
      continue;
    Result.Kernels.push_back(judge(F, FS, Sites, FAM));
  }
  return Result;
}

PreservedAnalyses
PromotionCandidatesPrinterPass::run(Module &M, ModuleAnalysisManager &MAM) {
  MAM.getResult<PromotionCandidatesAnalysis>(M).print(OS);
  return PreservedAnalyses::all();
}
