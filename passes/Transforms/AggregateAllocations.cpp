//===- AggregateAllocations.cpp - device-heap allocations per warp --------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rewrite of AggregateAllocations.h. It decides nothing: the analysis
/// (AllocationSites.h) says which sites are aggregable, and every site's
/// remark is emitted from that result before any IR changes.
///
/// Which free receives a sub-buffer. Every site falls back to the system
/// allocator for some lanes (alone, size 0, a failed group block), so a
/// value of an aggregated site is a sub-buffer in some threads and a system
/// pointer in others, and the free must know which without a lookup. The
/// runtime writes the block's header (null: not a sub-buffer) to a header
/// slot at every execution of the site, and the rewrite carries a *shadow*
/// of each value of the site to the frees: malloc's result gets the load of
/// the slot right after the call; each load of cudaMalloc's out-pointer the
/// load of the slot right after it (the slot is written by the site exactly
/// when the out-pointer is, and both only by it: AllocationSites.h, so the
/// two loads read the same execution's values); a GEP or cast the shadow
/// of its operand; a phi or select a phi or select of the shadows (null
/// for a null operand). The shadow thus follows the pointer through the
/// same data flow, and a free receives the header of exactly the block its
/// pointer came from. A phi or select may also merge a value of a site
/// with a pointer from anywhere else (a parameter, a refused site, another
/// aggregated site): that one's shadow is null (a plain free), or its own
/// site's header. Why null is exact for every pointer that does not come
/// through the values of an aggregated site: a sub-buffer exists nowhere
/// else, since its site's pointer is never stored, passed, converted or
/// returned (AllocationSites.h). This header is the per-thread flag that
/// tells a free which kind it received, so no free looks anything up.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregateAllocations.h"
#include "dpagg/Analysis/AllocationSites.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate-allocations"

Expected<AllocOptions> dpagg::parseAggregateAllocationsOptions(StringRef P) {
  AllocOptions Opts;
  while (!P.empty()) {
    StringRef Param;
    std::tie(Param, P) = P.split(';');
    StringRef Frees = Param;
    if (Frees.consume_front("frees=")) {
      if (std::optional<AllocFrees> F = parseAllocFrees(Frees)) {
        Opts.Frees = *F;
        continue;
      }
    } else if (std::optional<AllocScope> S = parseAllocScope(Param)) {
      Opts.Scope = *S;
      continue;
    }
    return make_error<StringError>(
        formatv("invalid dpagg-aggregate-allocations parameter '{0}' "
                "(accepted: {1}, frees={2})",
                Param, allocScopeNames(), allocFreesNames("|"))
            .str(),
        inconvertibleErrorCode());
  }
  return Opts;
}

void AggregateAllocationsPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name()) << '<' << allocScopeName(Opts.Scope)
     << ";frees=" << allocFreesName(Opts.Frees) << '>';
}

namespace {
/// The rewrite of the aggregable sites of one function: every allocation
/// first (each gives its roots their headers), then every free of them.
class FunctionRewrite {
  Module &M;
  PointerType *PtrTy;
  DenseMap<Value *, Value *> Shadow;

  Value *shadowOf(Value *V);
  void rewriteAllocation(const AllocationSite &S);
  void rewriteFree(CallInst *Free);

public:
  explicit FunctionRewrite(Module &M)
      : M(M), PtrTy(PointerType::getUnqual(M.getContext())) {}
  void run(ArrayRef<AllocationSite> Sites);
};
} // namespace

/// The name of the shadow of \p V.
static std::string headerName(const Value *V) {
  return V->hasName() ? (V->getName() + ".header").str() : "dpagg.header";
}

/// The header the pointer \p V came with (see the file comment): its
/// site's for a root, its operand's through a GEP or cast, merged through a
/// phi or select; null for any other pointer, which is never a sub-buffer
/// (sub-buffers exist only in the values of their sites, AllocationSites.h).
Value *FunctionRewrite::shadowOf(Value *V) {
  if (Value *Known = Shadow.lookup(V))
    return Known;
  Value *Null = ConstantPointerNull::get(PtrTy);
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return Null;
  if (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
      isa<AddrSpaceCastInst>(I))
    return Shadow[V] = shadowOf(I->getOperand(0));
  if (auto *Sel = dyn_cast<SelectInst>(I)) {
    Value *T = shadowOf(Sel->getTrueValue());
    Value *F = shadowOf(Sel->getFalseValue());
    IRBuilder<> B(Sel);
    return Shadow[V] = B.CreateSelect(Sel->getCondition(), T, F, headerName(V));
  }
  auto *Phi = dyn_cast<PHINode>(I);
  if (!Phi)
    return Null;
  IRBuilder<> B(Phi);
  PHINode *H = B.CreatePHI(PtrTy, Phi->getNumIncomingValues(), headerName(V));
  Shadow[V] = H; // before the operands: a loop's phi reaches itself
  for (unsigned K = 0, E = Phi->getNumIncomingValues(); K != E; ++K)
    H->addIncoming(shadowOf(Phi->getIncomingValue(K)),
                   Phi->getIncomingBlock(K));
  return H;
}

void FunctionRewrite::rewriteAllocation(const AllocationSite &S) {
  CallInst *Call = S.Call;
  Function &F = *Call->getFunction();
  IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
  Value *Null = ConstantPointerNull::get(PtrTy);
  AllocaInst *Slot = Entry.CreateAlloca(PtrTy, nullptr, "dpagg.alloc.header");
  // A load of the out-pointer before the site's first execution reads what
  // nothing wrote; its shadow reads null, a plain free.
  Entry.CreateStore(Null, Slot);
  IRBuilder<> B(Call);
  bool Cuda = S.Role == AllocRole::CudaMalloc;
  RuntimeCall RC(Cuda ? RTFn::CudaMallocWarp : RTFn::MallocWarp);
  if (Cuda)
    RC[RTArg::OutPointer] = Call->getArgOperand(0);
  RC[RTArg::AllocSize] = Call->getArgOperand(Cuda ? 1 : 0);
  RC[RTArg::HeaderSlot] = Slot;
  CallInst *New = RC.create(B, M);
  New->setDebugLoc(Call->getDebugLoc());
  New->takeName(Call);
  Call->replaceAllUsesWith(New);
  Call->eraseFromParent();
  if (!Cuda) {
    B.SetInsertPoint(New->getNextNode());
    Shadow[New] = B.CreateLoad(PtrTy, Slot, headerName(New));
    return;
  }
  // The slot is the out-pointer's shadow variable: written where it is.
  for (StoreInst *St : S.OutNullStores)
    new StoreInst(Null, Slot, St->getNextNode()->getIterator());
  for (Value *Root : S.Roots) {
    auto *L = cast<LoadInst>(Root);
    B.SetInsertPoint(L->getNextNode());
    Shadow[L] = B.CreateLoad(PtrTy, Slot, headerName(L));
  }
}

void FunctionRewrite::rewriteFree(CallInst *Free) {
  Value *P = Free->getArgOperand(0);
  Value *H = shadowOf(P);
  IRBuilder<> B(Free);
  bool Cuda = !Free->getType()->isVoidTy(); // cudaFree returns its result
  RuntimeCall RC(Cuda ? RTFn::CudaFreeAggregated : RTFn::FreeAggregated);
  RC[RTArg::Pointer] = P;
  RC[RTArg::Header] = H;
  CallInst *New = RC.create(B, M);
  New->setDebugLoc(Free->getDebugLoc());
  if (Cuda) {
    New->takeName(Free);
    Free->replaceAllUsesWith(New);
  }
  Free->eraseFromParent();
}

void FunctionRewrite::run(ArrayRef<AllocationSite> Sites) {
  SmallSetVector<CallInst *, 8> Frees;
  for (const AllocationSite &S : Sites)
    if (S.aggregable()) {
      rewriteAllocation(S);
      Frees.insert(S.Frees.begin(), S.Frees.end());
    }
  for (CallInst *Free : Frees)
    rewriteFree(Free);
}

//===----------------------------------------------------------------------===//
// Program mode
//===----------------------------------------------------------------------===//
//
// -dpagg-alloc-frees=program. The user states that every free that can
// receive a pointer of this unit's allocations is made by a unit built in
// program mode; this unit keeps its half of that: every free it makes is
// __dpagg_free_program / __dpagg_cuda_free_program, which finds a
// sub-buffer by its address (runtime/alloc.cu, "Program mode", has why that
// is exact for every pointer). Not call by call: the declarations of free
// and cudaFree are replaced, so every use is, direct calls, calls through
// pointers and pointers stored for later alike. What cannot be replaced is
// a call written in inline assembly, or a free declared with another type
// (no call of it is a call of the runtime's); where the unit has one, its
// sites stay as written (UnseenFree), and its frees are still rewritten
// (legal for any pointer).

/// Why this unit may free where the rewrite cannot reach, or nothing.
static std::optional<std::string> unseenFree(const Module &M) {
  if (M.getModuleInlineAsm().find("call") != std::string::npos)
    return std::string("module-level inline assembly makes a call");
  for (const Function &F : M) {
    if (F.isDeclaration()) {
      std::optional<AllocRole> R = lookupAllocCall(F);
      if (R && isFreeRole(*R) &&
          F.getFunctionType() !=
              getRuntimeFunctionType(M.getContext(),
                                     *R == AllocRole::Free
                                         ? RTFn::FreeProgram
                                         : RTFn::CudaFreeProgram))
        return (F.getName() + " is declared with another type").str();
      continue;
    }
    for (const Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand());
            IA && StringRef(IA->getAsmString()).contains("call"))
          return ("inline assembly in " + F.getName() + " makes a call").str();
  }
  return std::nullopt;
}

/// Every free and cudaFree of \p M becomes the program mode's (above).
static bool replaceFrees(Module &M) {
  bool Changed = false;
  for (Function &F : make_early_inc_range(M)) {
    std::optional<AllocRole> R =
        F.isDeclaration() ? lookupAllocCall(F) : std::nullopt;
    if (!R || !isFreeRole(*R) || F.use_empty())
      continue;
    RTFn To = *R == AllocRole::Free ? RTFn::FreeProgram : RTFn::CudaFreeProgram;
    if (F.getFunctionType() != getRuntimeFunctionType(M.getContext(), To))
      continue; // unseenFree refused the sites
    F.replaceAllUsesWith(getRuntimeFunction(M, To).getCallee());
    Changed = true;
  }
  return Changed;
}

/// An aggregable site of program mode: the runtime's allocation, which the
/// program mode's frees recognize.
static void rewriteProgramSite(Module &M, const AllocationSite &S) {
  CallInst *Call = S.Call;
  IRBuilder<> B(Call);
  bool Cuda = S.Role == AllocRole::CudaMalloc;
  RuntimeCall RC(Cuda ? RTFn::CudaMallocProgram : RTFn::MallocProgram);
  if (Cuda)
    RC[RTArg::OutPointer] = Call->getArgOperand(0);
  RC[RTArg::AllocSize] = Call->getArgOperand(Cuda ? 1 : 0);
  CallInst *New = RC.create(B, M);
  New->setDebugLoc(Call->getDebugLoc());
  New->takeName(Call);
  Call->replaceAllUsesWith(New);
  Call->eraseFromParent();
}

static void emitRemark(const AllocationSite &S, OptimizationRemarkEmitter &ORE,
                       AllocScope Scope) {
  StringRef What = S.Role == AllocRole::Malloc ? "malloc" : "cudaMalloc";
  DiagnosticLocation Loc = launchLocation(S.Call);
  BasicBlock *BB = S.Call->getParent();
  if (S.aggregable())
    return ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "AllocationAggregated", Loc, BB)
             << What << " aggregated per " << allocScopeName(Scope) << " ("
             << ore::NV("Frees", unsigned(S.Frees.size()))
             << " free(s) rewritten)";
    });
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "AllocationNotAggregated", Loc,
                                    BB)
           << What << " not aggregated: "
           << ore::NV("Reason", allocRefusalText(*S.Why));
  });
}

/// Calls \p Visit with the sites of every function that has some, and its
/// remark emitter; the sites are a copy (a rewrite erases the calls the
/// cached result names). Visit says whether it changed the function, whose
/// analyses are then invalidated. True if any did.
static bool forEachSiteFunction(
    Module &M, FunctionAnalysisManager &FAM,
    function_ref<bool(ArrayRef<AllocationSite>, OptimizationRemarkEmitter &)>
        Visit) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    const AllocationSitesInfo &Info = FAM.getResult<AllocationSitesAnalysis>(F);
    if (Info.Sites.empty())
      continue;
    std::vector<AllocationSite> Sites = Info.Sites;
    if (Visit(Sites, FAM.getResult<OptimizationRemarkEmitterAnalysis>(F))) {
      FAM.invalidate(F, PreservedAnalyses::none());
      Changed = true;
    }
  }
  return Changed;
}

/// Program mode's remark for a site the kernel mode would refuse, or the
/// site's own (emitRemark).
static void emitProgramRemark(const AllocationSite &S,
                              OptimizationRemarkEmitter &ORE, AllocScope Scope,
                              const std::optional<std::string> &Unseen) {
  StringRef What = S.Role == AllocRole::Malloc ? "malloc" : "cudaMalloc";
  DiagnosticLocation Loc = launchLocation(S.Call);
  BasicBlock *BB = S.Call->getParent();
  if (!S.aggregable(AllocFrees::Program))
    return ORE.emit([&] {
      AllocRefusal Why = S.InKernel ? *S.Why : AllocRefusal::NotInKernel;
      return OptimizationRemarkMissed(DEBUG_TYPE, "AllocationNotAggregated",
                                      Loc, BB)
             << What
             << " not aggregated: " << ore::NV("Reason", allocRefusalText(Why));
    });
  if (Unseen)
    return ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "AllocationNotAggregated",
                                      Loc, BB)
             << What << " not aggregated: "
             << ore::NV("Reason", allocRefusalText(AllocRefusal::UnseenFree))
             << ": " << ore::NV("Detail", *Unseen);
    });
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "AllocationAggregated", Loc, BB)
           << What << " aggregated per " << allocScopeName(Scope)
           << " (-dpagg-alloc-frees=program: every free of the program's "
              "program-mode units finds its sub-buffer"
           << (S.Why ? "; where the kernel's frees alone would refuse it: " +
                           allocRefusalText(*S.Why).str()
                     : std::string())
           << ")";
  });
}

/// Program mode over the module: remarks, sites, then every free.
static bool runProgramMode(Module &M, FunctionAnalysisManager &FAM,
                           AllocScope Scope) {
  // A free this unit makes where nothing can rewrite it could receive
  // another program-mode unit's sub-buffer, whatever this unit allocates:
  // a warning, not only the remarks of this unit's own sites (red team,
  // test/RedTeam/ap_asm_free.cu).
  std::optional<std::string> Unseen = unseenFree(M);
  if (Unseen)
    M.getContext().diagnose(DiagnosticInfoGeneric(
        "DPAgg: -dpagg-alloc-frees=program: " + *Unseen +
            ", so this unit may free memory where DPAgg cannot rewrite the "
            "free: a sub-buffer of a program-mode allocation freed there "
            "would corrupt the device heap; this unit's own allocations "
            "stay as written",
        DS_Warning));
  if (Scope == AllocScope::Off)
    return replaceFrees(M); // aggregates nothing, so says nothing of sites
  bool Changed = forEachSiteFunction(
      M, FAM,
      [&](ArrayRef<AllocationSite> Sites, OptimizationRemarkEmitter &ORE) {
        for (const AllocationSite &S : Sites)
          emitProgramRemark(S, ORE, Scope, Unseen);
        bool Any = false;
        for (const AllocationSite &S : Sites)
          if (!Unseen && S.aggregable(AllocFrees::Program)) {
            rewriteProgramSite(M, S);
            Any = true;
          }
        return Any;
      });
  return replaceFrees(M) || Changed;
}

PreservedAnalyses AggregateAllocationsPass::run(Module &M,
                                                ModuleAnalysisManager &MAM) {
  AllocScope Scope = Opts.Scope;
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  if (Opts.Frees == AllocFrees::Program)
    return runProgramMode(M, FAM, Scope) ? PreservedAnalyses::none()
                                         : PreservedAnalyses::all();
  if (Scope == AllocScope::Off)
    return PreservedAnalyses::all();
  bool Changed = forEachSiteFunction(
      M, FAM,
      [&](ArrayRef<AllocationSite> Sites, OptimizationRemarkEmitter &ORE) {
        for (const AllocationSite &S : Sites)
          emitRemark(S, ORE, Scope);
        if (none_of(Sites,
                    [](const AllocationSite &S) { return S.aggregable(); }))
          return false;
        FunctionRewrite(M).run(Sites);
        return true;
      });
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
