//===- AllocationSites.cpp - heap allocations and where they go -----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Finds each malloc/cudaMalloc site of a function and follows its pointer
/// through every use (the allow-list of AllocationSites.h). The walk
/// collects the site's values first and checks merges and compares after,
/// when the whole set is known.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/AllocationSites.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

AnalysisKey AllocationSitesAnalysis::Key;

StringRef dpagg::allocRefusalName(AllocRefusal R) {
  switch (R) {
#define DPAGG_ALLOC_REFUSAL(Name, Text, Program)                               \
  case AllocRefusal::Name:                                                     \
    return #Name;
#include "dpagg/Analysis/AllocationRefusals.def"
  }
  llvm_unreachable("unknown allocation refusal");
}

StringRef dpagg::allocRefusalText(AllocRefusal R) {
  switch (R) {
#define DPAGG_ALLOC_REFUSAL(Name, Text, Program)                               \
  case AllocRefusal::Name:                                                     \
    return Text;
#include "dpagg/Analysis/AllocationRefusals.def"
  }
  llvm_unreachable("unknown allocation refusal");
}

bool dpagg::allocRefusalLiftedInProgram(AllocRefusal R) {
  switch (R) {
#define DPAGG_ALLOC_REFUSAL(Name, Text, Program)                               \
  case AllocRefusal::Name:                                                     \
    return Program;
#include "dpagg/Analysis/AllocationRefusals.def"
  }
  llvm_unreachable("unknown allocation refusal");
}

bool AllocationSite::aggregable(AllocFrees F) const {
  if (F == AllocFrees::Kernel)
    return !Why;
  return InKernel && (!Why || allocRefusalLiftedInProgram(*Why));
}

/// The ALLOC_CALL role of \p CB's callee, if the call has the row's
/// signature (a declaration of that name with other types is unknown).
static std::optional<AllocRole> allocRole(const CallBase &CB) {
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || CB.getFunctionType() != Callee->getFunctionType())
    return std::nullopt;
  std::optional<AllocRole> R = lookupAllocCall(*Callee);
  if (!R)
    return std::nullopt;
  FunctionType *T = Callee->getFunctionType();
  Type *Ret = T->getReturnType();
  unsigned N = T->getNumParams();
  bool PtrFirst = N >= 1 && T->getParamType(0)->isPointerTy();
  bool Ok = false;
  switch (*R) {
  case AllocRole::Malloc:
    Ok = N == 1 && T->getParamType(0)->isIntegerTy(64) && Ret->isPointerTy();
    break;
  case AllocRole::CudaMalloc:
    Ok = N == 2 && PtrFirst && T->getParamType(1)->isIntegerTy(64) &&
         Ret->isIntegerTy(32);
    break;
  case AllocRole::Free:
    Ok = N == 1 && PtrFirst && Ret->isVoidTy();
    break;
  case AllocRole::CudaFree:
    Ok = N == 1 && PtrFirst && Ret->isIntegerTy(32);
    break;
  }
  return Ok ? R : std::nullopt;
}

/// Whether \p CB launches a kernel (a device-runtime launch entry, or the
/// runtime entry a launch was rewritten into) and so passes what it reads
/// from a buffer to a child.
static bool isLaunchCall(const CallBase &CB) {
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return false;
  if (classifyLaunchEntry(Callee).Kind != LaunchEntryKind::None)
    return true;
  for (RTFn L : {RTFn::LaunchV2, RTFn::AggregateWarp, RTFn::AggregateBlock,
                 RTFn::AggregateBlockPostponed, RTFn::AggregateGrid,
                 RTFn::AggregateBlockAtExit, RTFn::AggregateGridAtExit})
    if (Callee->getName() == getRuntimeFunctionName(L))
      return true;
  return false;
}

/// Whether memory at \p Addr is a launch's parameters: a parameter buffer
/// of the device runtime, or a local blob a launch call reads.
static bool isLaunchParameterMemory(const Value *Addr) {
  const Value *Obj = getUnderlyingObject(Addr);
  if (const auto *CB = dyn_cast<CallBase>(Obj))
    return isLaunchCall(*CB);
  if (isa<AllocaInst>(Obj))
    for (const User *U : Obj->users())
      if (const auto *CB = dyn_cast<CallBase>(U))
        if (isLaunchCall(*CB))
          return true;
  return false;
}

namespace {
/// The walk over one site's values.
class SiteWalk {
  AllocationSite &S;
  SetVector<Value *> Values;

  /// Keeps the first row of AllocationRefusals.def among the reasons
  /// found, so the remark does not depend on the order of the uses (a
  /// launch lowered before this pass stores its parameters through
  /// integers; Bezier's pointer is stored to memory all the same).
  void refuse(AllocRefusal R, const Instruction *At) {
    if (!S.Why || R < *S.Why) {
      S.Why = R;
      S.WhyAt = At;
    }
  }
  void visitCall(CallBase &CB, const Use &U);
  void visitUse(const Use &U);

public:
  explicit SiteWalk(AllocationSite &S) : S(S) {}
  void run();
};
} // namespace

void SiteWalk::visitCall(CallBase &CB, const Use &U) {
  if (CB.isInlineAsm())
    return refuse(AllocRefusal::InlineAsm, &CB);
  if (CB.isCallee(&U))
    return refuse(AllocRefusal::OtherUse, &CB);
  std::optional<AllocRole> R = allocRole(CB);
  if (R && isFreeRole(*R) && CB.getArgOperandNo(&U) == 0) {
    if (!is_contained(S.Frees, &CB))
      S.Frees.push_back(cast<CallInst>(&CB));
    return;
  }
  // A memory intrinsic only accesses memory through its pointers.
  if (auto *MI = dyn_cast<MemIntrinsic>(&CB))
    if (&U == &MI->getRawDestUse() ||
        (isa<MemTransferInst>(MI) &&
         &U == &cast<MemTransferInst>(MI)->getRawSourceUse()))
      return;
  if (isLaunchCall(CB))
    return refuse(AllocRefusal::Launched, &CB);
  refuse(AllocRefusal::PassedToCall, &CB);
}

void SiteWalk::visitUse(const Use &U) {
  auto *I = cast<Instruction>(U.getUser());
  if (isa<LoadInst>(I))
    return; // a load's one operand is its address
  if (auto *SI = dyn_cast<StoreInst>(I)) {
    if (&U == &SI->getOperandUse(SI->getPointerOperandIndex()))
      return;
    return refuse(isLaunchParameterMemory(SI->getPointerOperand())
                      ? AllocRefusal::Launched
                      : AllocRefusal::Stored,
                  I);
  }
  if (auto *RMW = dyn_cast<AtomicRMWInst>(I))
    return &U == &RMW->getOperandUse(RMW->getPointerOperandIndex())
               ? void()
               : refuse(AllocRefusal::Stored, I);
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(I))
    return &U == &CX->getOperandUse(CX->getPointerOperandIndex())
               ? void()
               : refuse(AllocRefusal::Stored, I);
  if (auto *CB = dyn_cast<CallBase>(I))
    return visitCall(*CB, U);
  if (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
      isa<AddrSpaceCastInst>(I) || isa<PHINode>(I) || isa<SelectInst>(I)) {
    if (auto *Sel = dyn_cast<SelectInst>(I);
        Sel && &U == &Sel->getOperandUse(0))
      return refuse(AllocRefusal::OtherUse, I);
    Values.insert(I);
    return;
  }
  if (isa<ICmpInst>(I))
    return; // a bit about the address, never the pointer
  if (isa<PtrToIntInst>(I))
    return refuse(AllocRefusal::ToInteger, I);
  if (isa<ReturnInst>(I))
    return refuse(AllocRefusal::Returned, I);
  refuse(AllocRefusal::OtherUse, I);
}

void SiteWalk::run() {
  for (Value *R : S.Roots)
    Values.insert(R);
  for (unsigned I = 0; I != Values.size(); ++I)
    for (const Use &U : Values[I]->uses())
      visitUse(U);
}

/// cudaMalloc's roots: the loads of its out-pointer, which must be a local
/// variable that only this call writes, besides null (`T *p = nullptr;`),
/// so every load reads what the call wrote, null, or nothing written yet,
/// and that nothing else reads or takes.
static void findOutPointerRoots(AllocationSite &S) {
  S.Out = dyn_cast<AllocaInst>(S.Call->getArgOperand(0));
  if (!S.Out) {
    S.Why = AllocRefusal::OutPointer;
    S.WhyAt = S.Call;
    return;
  }
  for (const Use &U : S.Out->uses()) {
    auto *I = cast<Instruction>(U.getUser());
    if (I == S.Call && U.getOperandNo() == 0)
      continue;
    if (I->isLifetimeStartOrEnd())
      continue;
    if (auto *St = dyn_cast<StoreInst>(I);
        St && U.getOperandNo() == St->getPointerOperandIndex() &&
        isa<ConstantPointerNull>(St->getValueOperand())) {
      S.OutNullStores.push_back(St);
      continue;
    }
    if (auto *L = dyn_cast<LoadInst>(I); L && L->getType()->isPointerTy()) {
      S.Roots.push_back(L);
      continue;
    }
    S.Roots.clear();
    S.OutNullStores.clear();
    S.Why = AllocRefusal::OutPointer;
    S.WhyAt = I;
    return;
  }
}

static AllocationSite analyzeSite(CallInst &Call, AllocRole Role,
                                  bool InKernel) {
  AllocationSite S{&Call, Role};
  S.InKernel = InKernel;
  if (Role == AllocRole::Malloc)
    S.Roots.push_back(&Call);
  else
    findOutPointerRoots(S);
  if (!S.Why)
    SiteWalk(S).run();
  // Last: an escape says more about the code than where it is.
  if (!InKernel && !S.Why) {
    S.Why = AllocRefusal::NotInKernel;
    S.WhyAt = &Call;
  }
  return S;
}

AllocationSitesInfo AllocationSitesAnalysis::run(Function &F,
                                                 FunctionAnalysisManager &) {
  AllocationSitesInfo Info;
  bool InKernel = isKernel(F);
  for (Instruction &I : instructions(F)) {
    auto *Call = dyn_cast<CallInst>(&I);
    if (!Call)
      continue;
    std::optional<AllocRole> R = allocRole(*Call);
    if (R && !isFreeRole(*R))
      Info.Sites.push_back(analyzeSite(*Call, *R, InKernel));
  }
  return Info;
}

static StringRef roleName(AllocRole R) {
  switch (R) {
  case AllocRole::Malloc:
    return "malloc";
  case AllocRole::CudaMalloc:
    return "cudaMalloc";
  case AllocRole::Free:
    return "free";
  case AllocRole::CudaFree:
    return "cudaFree";
  }
  llvm_unreachable("unknown allocation role");
}

PreservedAnalyses
AllocationSitesPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  const AllocationSitesInfo &Info = FAM.getResult<AllocationSitesAnalysis>(F);
  if (Info.Sites.empty())
    return PreservedAnalyses::all();
  OS << "DPAgg allocation sites for function '" << F.getName() << "':\n";
  for (const AllocationSite &S : Info.Sites) {
    OS << "  " << roleName(S.Role) << ":" << *S.Call << "\n";
    if (S.Why)
      OS << "    not aggregable (" << allocRefusalName(*S.Why)
         << "): " << allocRefusalText(*S.Why) << "\n    at:" << *S.WhyAt
         << "\n";
    else
      OS << "    aggregable\n";
    for (const Value *R : S.Roots)
      OS << "    root:" << *R << "\n";
    for (const CallInst *Free : S.Frees)
      OS << "    free:" << *Free << "\n";
  }
  return PreservedAnalyses::all();
}
