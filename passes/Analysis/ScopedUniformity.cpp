//===- ScopedUniformity.cpp - uniformity per warp, block and grid ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Analysis/ScopedUniformity.h for the rules. ScopeTTIImpl is a
/// TargetTransformInfo whose only answers are hasBranchDivergence (always)
/// and getInstructionUniformity (the sources of divergence of one scope);
/// llvm::UniformityInfo does the rest. GenericUniformityImpl.h is included
/// to instantiate UniformityInfo::compute(); everything else comes from
/// libLLVM.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/GenericUniformityImpl.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/TargetTransformInfoImpl.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-uniformity"

AnalysisKey ScopedUniformityAnalysis::Key;

namespace {

/// Votes and reductions whose result every participating lane shares.
/// Returns the member-mask operand in \p Mask (null for the mask-less
/// legacy votes).
bool isWarpUniformCollective(const IntrinsicInst &II, const Value *&Mask) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::nvvm_vote_all:
  case Intrinsic::nvvm_vote_any:
  case Intrinsic::nvvm_vote_uni:
  case Intrinsic::nvvm_vote_ballot:
    Mask = nullptr;
    return true;
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_any_sync:
  case Intrinsic::nvvm_vote_uni_sync:
  case Intrinsic::nvvm_vote_ballot_sync:
    Mask = II.getArgOperand(0); // (mask, pred)
    return true;
  default:
    break;
  }
  // redux.sync.{add,min,max,umin,umax,and,or,xor,fmin*,fmax*}(src, mask).
  if (II.getCalledFunction()->getName().starts_with("llvm.nvvm.redux.sync.")) {
    Mask = II.getArgOperand(II.arg_size() - 1);
    return true;
  }
  return false;
}

/// __syncthreads_count/_and/_or: every thread of the block gets the result.
bool isBlockUniformBarrierReduction(const Function &Callee) {
  // Column UNIFORM of KnownCalls.def's CTA barriers.
  const NVVMBarrier *B = lookupBarrier(Callee.getName());
  return B && B->Uniform;
}

/// True if \p LI reads memory that no thread can change while the kernel
/// runs (the accepted cases of the header).
bool readsImmutableMemory(const LoadInst &LI) {
  if (!LI.isSimple())
    return false;
  unsigned AS = LI.getPointerAddressSpace();
  if (AS == 4 || AS == 101)
    return true;
  if (LI.hasMetadata(LLVMContext::MD_invariant_load))
    return true;
  const Value *Obj = getUnderlyingObject(LI.getPointerOperand());
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
    return GV->isConstant() || GV->getAddressSpace() == 4;
  if (const auto *A = dyn_cast<Argument>(Obj)) {
    if (!isKernel(*A->getParent()) || !A->onlyReadsMemory())
      return false;
    return A->hasNoAliasAttr() || A->hasByValAttr() ||
           A->hasAttribute("nvvm.grid_constant");
  }
  return false;
}

/// The sources of divergence of one scope.
class ScopeTTIImpl final : public TargetTransformInfoImplBase {
  Scope Of; ///< the scope whose divergence sources these are

  InstructionUniformity atOrBelow(Scope Widest) const {
    return static_cast<unsigned>(Of) <= static_cast<unsigned>(Widest)
               ? InstructionUniformity::AlwaysUniform
               : InstructionUniformity::NeverUniform;
  }

  InstructionUniformity callUniformity(const CallBase &CB) const {
    const auto *II = dyn_cast<IntrinsicInst>(&CB);
    if (!II)
      return InstructionUniformity::NeverUniform; // calls, inline asm
    const Function &Callee = *II->getCalledFunction();
    // Column EXTENT of KnownCalls.def's special registers.
    if (const NVVMSpecialRegister *R =
            lookupSpecialRegister(Callee.getName())) {
      switch (R->Extent) {
      case SregExtent::Grid:
        return InstructionUniformity::Default; // no operands: uniform
      case SregExtent::Block:
        return Of == Scope::Grid ? InstructionUniformity::NeverUniform
                                 : InstructionUniformity::Default;
      case SregExtent::Thread:
        return InstructionUniformity::NeverUniform;
      }
    }
    const Value *Mask = nullptr;
    if (isWarpUniformCollective(*II, Mask)) {
      if (Mask && !isa<ConstantInt>(Mask))
        return InstructionUniformity::NeverUniform;
      return atOrBelow(Scope::Warp);
    }
    if (isBlockUniformBarrierReduction(Callee))
      return atOrBelow(Scope::Block);
    if (!II->mayReadOrWriteMemory() && !II->isConvergent())
      return InstructionUniformity::Default; // pure: follows its operands
    return InstructionUniformity::NeverUniform;
  }

public:
  ScopeTTIImpl(const DataLayout &DL, Scope Of)
      : TargetTransformInfoImplBase(DL), Of(Of) {}

  bool hasBranchDivergence(const Function *) const override { return true; }

  InstructionUniformity
  getInstructionUniformity(const Value *V) const override {
    if (const auto *A = dyn_cast<Argument>(V))
      return isKernel(*A->getParent()) ? InstructionUniformity::Default
                                       : InstructionUniformity::NeverUniform;
    const auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return InstructionUniformity::Default;
    if (const auto *LI = dyn_cast<LoadInst>(I))
      return readsImmutableMemory(*LI) ? InstructionUniformity::Default
                                       : InstructionUniformity::NeverUniform;
    if (I->isAtomic())
      return InstructionUniformity::NeverUniform;
    if (const auto *CB = dyn_cast<CallBase>(I))
      return callUniformity(*CB);
    return InstructionUniformity::Default;
  }
};

} // namespace

ScopedUniformityInfo::ScopedUniformityInfo(Function &F, const DominatorTree &DT,
                                           const CycleInfo &CI) {
  for (Scope S : AllScopes) {
    if (uniformityScope(S) != S)
      continue; // it shares another scope's (Scopes.def, UNIFORMITY)
    unsigned Idx = static_cast<unsigned>(S);
    TTI[Idx] = std::make_unique<TargetTransformInfo>(
        std::make_unique<ScopeTTIImpl>(F.getDataLayout(), S));
    UI[Idx] = UniformityInfo(DT, CI, TTI[Idx].get());
    UI[Idx].compute();
  }
}

ScopedUniformityInfo::ScopedUniformityInfo(ScopedUniformityInfo &&) = default;
ScopedUniformityInfo &
ScopedUniformityInfo::operator=(ScopedUniformityInfo &&) = default;
ScopedUniformityInfo::~ScopedUniformityInfo() = default;

bool ScopedUniformityInfo::isUniform(const Value *V, Scope S) const {
  return !UI[static_cast<unsigned>(uniformityScope(S))].isDivergent(V);
}

bool ScopedUniformityInfo::isDivergentUse(const Use &U, Scope S) const {
  return UI[static_cast<unsigned>(uniformityScope(S))].isDivergentUse(U);
}

bool ScopedUniformityInfo::hasDivergentTerminator(const BasicBlock &BB,
                                                  Scope S) const {
  return UI[static_cast<unsigned>(uniformityScope(S))].hasDivergentTerminator(
      BB);
}

bool ScopedUniformityInfo::invalidate(
    Function &F, const PreservedAnalyses &PA,
    FunctionAnalysisManager::Invalidator &Inv) {
  auto PAC = PA.getChecker<ScopedUniformityAnalysis>();
  return !(PAC.preserved() || PAC.preservedSet<AllAnalysesOn<Function>>()) ||
         Inv.invalidate<DominatorTreeAnalysis>(F, PA) ||
         Inv.invalidate<CycleAnalysis>(F, PA);
}

ScopedUniformityInfo
ScopedUniformityAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  return ScopedUniformityInfo(F, FAM.getResult<DominatorTreeAnalysis>(F),
                              FAM.getResult<CycleAnalysis>(F));
}

PreservedAnalyses
ScopedUniformityPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  const ScopedUniformityInfo &SUI = FAM.getResult<ScopedUniformityAnalysis>(F);
  ModuleSlotTracker MST(F.getParent());
  MST.incorporateFunction(F);
  auto PrintInst = [&](const Instruction &I) {
    std::string S;
    raw_string_ostream SOS(S);
    I.print(SOS, MST);
    OS << StringRef(S).ltrim();
  };

  OS << "DPAgg uniformity for function '" << F.getName() << "':\n";
  for (Scope S : AllScopes) {
    if (uniformityScope(S) != S)
      continue; // printed as the scope it shares

    StringRef Name = scopeName(S);
    bool Any = false;
    for (const Argument &A : F.args()) {
      if (SUI.isUniform(&A, S))
        continue;
      OS << "DIVERGENT(" << Name << "): ";
      A.print(OS);
      OS << "\n";
      Any = true;
    }
    for (const BasicBlock &BB : F) {
      for (const Instruction &I : BB) {
        if (I.getType()->isVoidTy() || SUI.isUniform(&I, S))
          continue;
        OS << "DIVERGENT(" << Name << "): ";
        PrintInst(I);
        OS << "\n";
        Any = true;
      }
      if (SUI.hasDivergentTerminator(BB, S)) {
        OS << "DIVERGENT-BRANCH(" << Name << "): ";
        BB.printAsOperand(OS, /*PrintType=*/false, MST);
        OS << "\n";
        Any = true;
      }
    }
    for (auto [V, User, Cycle] : SUI.get(S).getTemporalDivergenceList()) {
      OS << "TEMPORAL-DIVERGENT(" << Name << "): ";
      V->printAsOperand(OS, /*PrintType=*/false, MST);
      OS << " in cycle ";
      Cycle->getHeader()->printAsOperand(OS, /*PrintType=*/false, MST);
      OS << " used by ";
      PrintInst(*User);
      OS << "\n";
      Any = true;
    }
    if (!Any)
      OS << "ALL UNIFORM(" << Name << ")\n";
  }
  return PreservedAnalyses::all();
}

bool dpagg::reachedOnlyWithTidConstant(const Instruction &At,
                                       const DominatorTree &DT, unsigned Dim) {
  return tidConstantAt(At, DT, Dim).has_value();
}

std::optional<uint64_t> dpagg::tidConstantAt(const Instruction &At,
                                             const DominatorTree &DT,
                                             unsigned Dim) {
  using namespace PatternMatch;
  const BasicBlock *Site = At.getParent();
  static const Intrinsic::ID Tid[] = {Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                      Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                      Intrinsic::nvvm_read_ptx_sreg_tid_z};
  const Intrinsic::ID Want = Tid[Dim];
  uint64_t Found = 0;
  auto IsTidEq = [Want, &Found](const Value *V, bool &Negated) {
    const auto *Cmp = dyn_cast<ICmpInst>(V);
    if (!Cmp || !Cmp->isEquality())
      return false;
    const Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
    if (isa<Constant>(L))
      std::swap(L, R);
    const auto *II = dyn_cast<IntrinsicInst>(L);
    if (!isa<ConstantInt>(R) || !II || II->getIntrinsicID() != Want)
      return false;
    Negated = Cmp->getPredicate() == ICmpInst::ICMP_NE;
    Found = cast<ConstantInt>(R)->getZExtValue();
    return true;
  };
  const DomTreeNode *N = DT.getNode(Site);
  for (N = N ? N->getIDom() : nullptr; N; N = N->getIDom()) {
    const auto *Br = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    // The conjuncts that hold on the true edge.
    SmallVector<const Value *, 4> Work = {Br->getCondition()}, Conj;
    while (!Work.empty()) {
      const Value *V = Work.pop_back_val();
      const Value *A, *B;
      if (match(V, m_LogicalAnd(m_Value(A), m_Value(B)))) {
        Work.push_back(A);
        Work.push_back(B);
      } else {
        Conj.push_back(V);
      }
    }
    for (const Value *C : Conj) {
      bool Negated = false;
      if (!IsTidEq(C, Negated))
        continue;
      // `==` on the true edge; `!=` alone on the false edge.
      unsigned Succ = Negated ? 1 : 0;
      if (Negated && Conj.size() != 1)
        continue;
      if (DT.dominates(BasicBlockEdge(N->getBlock(), Br->getSuccessor(Succ)),
                       Site))
        return Found;
    }
  }
  return std::nullopt;
}
