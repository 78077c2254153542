//===- AcquirePoint.cpp - what a promoted child runs before its acquire ---===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PO and PAO (PromoteLaunches.h, "PO and PAO"): the parameters of the link
/// available before the acquire, and the acquire point A, the latest point
/// of K such that every instruction a thread can run before it is on the
/// allow-list. The walk goes down the post-dominator chain of K's entry
/// (the points every thread passes, in the order it passes them), judging
/// each block of the chain and then the region between it and the next;
/// the first instruction refused ends it, and A is the last point passed
/// that lies in no cycle. Nothing here changes the IR; the plan prints the
/// result (print<dpagg-promotion-plan>) and the rewrite follows it.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Support/Annotations.h"
#include "dpagg/Transforms/PromoteLaunches.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TypeBasedAliasAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

StringRef dpagg::acquireStopText(AcquireStop S) {
  switch (S) {
#define DPAGG_ACQUIRE_STOP(Name, Text)                                         \
  case AcquireStop::Name:                                                      \
    return Text;
#include "dpagg/Transforms/AcquireStops.def"
  }
  llvm_unreachable("unknown acquire stop");
}

namespace {

constexpr unsigned SharedAS = 3, LocalAS = 5;

/// A refusal: the row and what it found.
using Refused = std::optional<std::pair<AcquireStop, std::string>>;

/// Whether every argument that \p V (computableAtEntry) reads is early.
bool onlyEarly(const Value *V, ArrayRef<bool> Early) {
  if (const auto *A = dyn_cast<Argument>(V))
    return Early[A->getArgNo()];
  const auto *I = dyn_cast<Instruction>(V);
  return !I || all_of(I->operands(),
                      [&](const Value *Op) { return onlyEarly(Op, Early); });
}

/// The parameters of the link whose values are known before the acquire:
/// every write of the parameter stores a value computable at K's entry
/// (rule 5). Under PO the launcher writes them when it launches the child,
/// after its own acquire (every argument of K is known); under PAO block d
/// publishes block d+1's before its own acquire, so they may read only
/// K's early arguments (a fixed point: the chain's step i+1 reads step i's).
SmallVector<bool, 8> earlyParams(const LaunchSite &S, bool Pools) {
  SmallVector<bool, 8> Early;
  for (const LaunchParam &P : S.Params)
    Early.push_back(!P.Writes.empty() && all_of(P.Writes, [&](unsigned W) {
      const ParamWrite &PW = S.Writes[W];
      return isa<StoreInst>(PW.Writer) && computableAtEntry(PW.Val);
    }));
  // K's arguments are the link's parameters (the chain is K -> K).
  for (bool Changed = Pools; Changed;) {
    Changed = false;
    for (unsigned I = 0; I < Early.size(); ++I)
      if (Early[I] && !all_of(S.Params[I].Writes, [&](unsigned W) {
            return onlyEarly(S.Writes[W].Val, Early);
          }))
        Early[I] = false, Changed = true;
  }
  return Early;
}

/// Memory that no other block can reach: shared memory (address space 3)
/// and the thread's own (allocas, address space 5); every underlying object
/// of \p Ptr must be one.
bool blockPrivate(const Value *Ptr) {
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  if (AS == SharedAS || AS == LocalAS)
    return true;
  SmallVector<const Value *, 4> Objs;
  getUnderlyingObjects(Ptr, Objs);
  return all_of(Objs, [](const Value *O) {
    if (isa<AllocaInst>(O))
      return true;
    const auto *GV = dyn_cast<GlobalVariable>(O);
    unsigned OAS = O->getType()->getPointerAddressSpace();
    return (GV && OAS == SharedAS) || OAS == LocalAS;
  });
}

bool wholeBlockBarrier(const Instruction &I) {
  const auto *CB = dyn_cast<CallBase>(&I);
  const Function *F = CB ? CB->getCalledFunction() : nullptr;
  const NVVMBarrier *B = F ? lookupBarrier(F->getName()) : nullptr;
  return B && B->Block && !B->Counted && B->Mold == BarrierMold::Sync;
}

/// No effect on memory or other threads.
bool markerOrPure(const IntrinsicInst &II) {
  if (isa<DbgInfoIntrinsic>(II) || II.isLifetimeStartOrEnd() ||
      isa<AssumeInst>(II))
    return true;
  return II.doesNotAccessMemory() && !II.isConvergent();
}

/// What global loads before the acquire need of all of K's code (K and
/// everything it calls): that it cannot synchronize with another grid, and
/// the stores that may reach global memory, judged by TBAA alone (the
/// argument in PromoteLaunches.h says why nothing per-instance counts).
class KernelWrites {
  /// Why K may synchronize with another grid, or empty.
  std::string Syncs;
  /// A write to memory outside the block that is no store (a memcpy or
  /// memset), which TBAA cannot judge, or empty.
  std::string Unjudged;
  SmallVector<const StoreInst *, 16> Stores;
  /// The destinations of every write outside the block (stores and memory
  /// intrinsics), for the refutation of DPAGG_CHAIN_INPUT.
  SmallVector<const Value *, 16> Destinations;
  /// K's parameters marked DPAGG_CHAIN_INPUT.
  SmallVector<unsigned, 2> ChainInputs;
  const LaunchSite &Site;
  TypeBasedAAResult TBAA{/*UsingTypeSanitizer=*/false};
  AAResults AA;

  void scan(const Function &F, const LaunchSite &S);
  Refused judgeChainInput(const Argument &A, const LaunchSite &S);

public:
  KernelWrites(const LaunchSite &S, const FunctionSummaries &FS,
               const TargetLibraryInfo &TLI);
  Refused judge(const LoadInst &L);
};

/// K's parameters marked DPAGG_CHAIN_INPUT(N) (dpagg/dpagg.h).
SmallVector<unsigned, 2> chainInputs(const Function &K) {
  SmallVector<unsigned, 2> Result;
  KernelAnnotations All = readKernelAnnotations(*K.getParent());
  for (StringRef A : All.lookup(&K)) {
    unsigned N;
    if (A.consume_front("dpagg.chain_input=") && !A.getAsInteger(10, N) &&
        N < K.arg_size())
      Result.push_back(N);
  }
  return Result;
}

KernelWrites::KernelWrites(const LaunchSite &S, const FunctionSummaries &FS,
                           const TargetLibraryInfo &TLI)
    : ChainInputs(chainInputs(*S.Caller)), Site(S), AA(TLI) {
  AA.addAAResult(TBAA);
  const Function &K = *S.Caller;
  scan(K, S);
  for (const Function *F : FS.get(K).Reachable)
    if (F != &K)
      scan(*F, S);
}

/// The link's own instructions: the launch orders what the protocol
/// replaces, and the parameter buffer is the runtime's, which no pointer
/// of the program reaches.
bool partOfLink(const Instruction &I, const LaunchSite &S) {
  if (&I == S.Launch || &I == S.Buffer)
    return true;
  return any_of(S.Writes, [&](const ParamWrite &W) { return W.Writer == &I; });
}

void KernelWrites::scan(const Function &F, const LaunchSite &S) {
  for (const Instruction &I : instructions(F)) {
    if (!Syncs.empty())
      return;
    if (partOfLink(I, S) || !I.mayReadOrWriteMemory())
      continue;
    std::string In = " in " + demangle(F.getName());
    if (const auto *SI = dyn_cast<StoreInst>(&I)) {
      if (!SI->isSimple())
        Syncs = "an atomic or volatile store" + In;
      else if (!blockPrivate(SI->getPointerOperand())) {
        Stores.push_back(SI);
        Destinations.push_back(SI->getPointerOperand());
      }
      continue;
    }
    if (const auto *LI = dyn_cast<LoadInst>(&I)) {
      if (!LI->isSimple())
        Syncs = "an atomic or volatile load" + In;
      continue;
    }
    const auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    if (Callee && !Callee->isDeclaration())
      continue; // its instructions are scanned (Reachable)
    const auto *II = dyn_cast<IntrinsicInst>(&I);
    if (II &&
        (markerOrPure(*II) || wholeBlockBarrier(*II) || II->onlyReadsMemory()))
      continue;
    if (const auto *MI = dyn_cast<MemIntrinsic>(&I); MI && !MI->isVolatile()) {
      if (!blockPrivate(MI->getRawDest())) {
        Destinations.push_back(MI->getRawDest());
        if (Unjudged.empty())
          Unjudged = demangle(Callee->getName()) + In;
      }
      continue;
    }
    Syncs = (isa<FenceInst>(I) || I.isAtomic()
                 ? std::string("an atomic operation or a fence")
                 : "a call to " + (Callee ? demangle(Callee->getName())
                                          : std::string("an unknown callee"))) +
            In;
  }
}

/// Whether the compiler can name \p O, an underlying object, as one that
/// is not \p A: a global, a local, another parameter of K, a call that
/// returns fresh memory. A callee's own parameter or a callee's returned
/// pointer may be K's parameter passed down (red team of DPAGG_CHAIN_INPUT:
/// a callee's store through its argument, a memset in it, a store through
/// what it returns), and a loaded or cast pointer may be anything.
bool namedApart(const Value *O, const Argument &A) {
  if (O == &A)
    return false;
  if (const auto *Arg = dyn_cast<Argument>(O))
    return Arg->getParent() == A.getParent();
  if (const auto *CB = dyn_cast<CallBase>(O))
    return CB->hasRetAttr(Attribute::NoAlias);
  return isa<GlobalValue, AllocaInst>(O);
}

/// DPAGG_CHAIN_INPUT(N) on K says no step writes what parameter N points
/// to while the chain runs; refuted where K (or a callee) may write through
/// a pointer the compiler cannot name apart from N (namedApart), and where
/// the link passes the next step, as its parameter N, a pointer K writes
/// through or cannot name (a ping-pong chain: step k writes what step k+1
/// reads through N). Writes through other pointers that alias N's memory
/// are the programmer's promise.
Refused KernelWrites::judgeChainInput(const Argument &A, const LaunchSite &S) {
  auto Refuted = [&] {
    return std::make_pair(AcquireStop::ChainInputWritten,
                          "DPAGG_CHAIN_INPUT(" + std::to_string(A.getArgNo()) +
                              ")");
  };
  SmallPtrSet<const Value *, 8> Written;
  for (const Value *D : Destinations) {
    SmallVector<const Value *, 4> Objs;
    getUnderlyingObjects(D, Objs);
    for (const Value *O : Objs) {
      if (!namedApart(O, A))
        return Refuted();
      Written.insert(O);
    }
  }
  for (unsigned W : S.Params[A.getArgNo()].Writes) {
    const Value *V = S.Writes[W].Val;
    if (!V || !V->getType()->isPointerTy())
      return Refuted();
    SmallVector<const Value *, 4> Objs;
    getUnderlyingObjects(V, Objs);
    for (const Value *O : Objs)
      if (O != &A && (Written.contains(O) || !namedApart(O, A)))
        return Refuted();
  }
  return std::nullopt;
}

Refused KernelWrites::judge(const LoadInst &L) {
  if (!Syncs.empty())
    return std::make_pair(AcquireStop::KernelSyncs, Syncs);
  SmallVector<const Value *, 4> Objs;
  getUnderlyingObjects(L.getPointerOperand(), Objs);
  const auto *Marked =
      Objs.size() == 1 ? dyn_cast<Argument>(Objs.front()) : nullptr;
  if (Marked && is_contained(ChainInputs, Marked->getArgNo()))
    return judgeChainInput(*Marked, Site);
  if (!Unjudged.empty())
    return std::make_pair(AcquireStop::LoadMayBeWritten, Unjudged);
  MemoryLocation Loc = MemoryLocation::get(&L);
  const DataLayout &DL = L.getDataLayout();
  TypeSize LoadSize = DL.getTypeStoreSize(L.getType());
  // TBAA follows ISO C++, but programs commonly read a value as another
  // type of the same size (long and long long, an enum and its underlying
  // type, a float's bits as an int). Undefined, and latent within one
  // kernel; before the acquire it would read another instance's write
  // systematically early (red team redpao). So a store of the load's size
  // may alias it whatever TBAA says; only accesses of different sizes are
  // told apart by type.
  for (const StoreInst *SI : Stores)
    if (DL.getTypeStoreSize(SI->getValueOperand()->getType()) == LoadSize ||
        AA.alias(MemoryLocation::get(SI), Loc) != AliasResult::NoAlias) {
      std::string Text;
      raw_string_ostream OS(Text);
      SI->print(OS);
      OS << " in " << demangle(SI->getFunction()->getName());
      return std::make_pair(AcquireStop::LoadMayBeWritten,
                            StringRef(Text).ltrim().str());
    }
  return std::nullopt;
}

} // namespace

namespace {

/// The walk of findAcquirePoint over one kernel; fills R.
class PrefixWalk {
  const LaunchSite &S;
  const FunctionSummaries &FS;
  FunctionAnalysisManager &FAM;
  Function &K;
  AcquirePoint &R;
  PostDominatorTree &PDT;
  CycleInfo &CI;
  const ScopedUniformityInfo &SUI;
  std::optional<KernelWrites> Writes;

  Refused judge(const Instruction &I);
  Refused judgeLoad(const LoadInst &L);
  bool refuse(const Instruction &I);
  SmallVector<BasicBlock *, 8> between(BasicBlock *X, BasicBlock *Y,
                                       bool WithX);
  bool regionOk(BasicBlock *X, ArrayRef<BasicBlock *> Region, unsigned &N);
  void finish(Instruction *At, unsigned N);

public:
  PrefixWalk(const LaunchSite &S, const FunctionSummaries &FS,
             FunctionAnalysisManager &FAM, AcquirePoint &R)
      : S(S), FS(FS), FAM(FAM), K(*S.Caller), R(R),
        PDT(FAM.getResult<PostDominatorTreeAnalysis>(K)),
        CI(FAM.getResult<CycleAnalysis>(K)),
        SUI(FAM.getResult<ScopedUniformityAnalysis>(K)) {}
  void run();
};

/// Counted in the prefix's size: what does some work.
bool counted(const Instruction &I) {
  if (isa<AllocaInst>(I) || isa<DbgInfoIntrinsic>(I) ||
      I.isLifetimeStartOrEnd())
    return false;
  const auto *Br = dyn_cast<BranchInst>(&I);
  return !Br || Br->isConditional();
}

Refused PrefixWalk::judge(const Instruction &I) {
  for (const Value *Op : I.operands())
    if (const auto *A = dyn_cast<Argument>(Op); A && !R.Early[A->getArgNo()])
      return std::make_pair(AcquireStop::PostponedParam,
                            "#" + std::to_string(A->getArgNo()));
  if (partOfLink(I, S))
    return std::make_pair(AcquireStop::Link, std::string());
  if (const auto *LI = dyn_cast<LoadInst>(&I))
    return judgeLoad(*LI);
  if (const auto *SI = dyn_cast<StoreInst>(&I)) {
    if (!SI->isSimple())
      return std::make_pair(AcquireStop::NotSimple, std::string());
    if (!blockPrivate(SI->getPointerOperand()))
      return std::make_pair(AcquireStop::OutsideStore, std::string());
    return std::nullopt;
  }
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    const auto *II = dyn_cast<IntrinsicInst>(&I);
    if (II && (markerOrPure(*II) || wholeBlockBarrier(*II)))
      return std::nullopt;
    const Function *Callee = CB->getCalledFunction();
    return std::make_pair(AcquireStop::Call,
                          Callee ? demangle(Callee->getName())
                                 : std::string("an indirect call"));
  }
  // Fences, atomics, va_arg: everything else that touches memory.
  if (I.mayReadOrWriteMemory() && !isa<AllocaInst>(I))
    return std::make_pair(AcquireStop::NotSimple, std::string());
  return std::nullopt;
}

/// Shared and private memory; global memory only through a kernel
/// parameter (early: the operands were judged) that no store of K may
/// write, in a kernel that cannot synchronize with another grid.
Refused PrefixWalk::judgeLoad(const LoadInst &L) {
  if (!L.isSimple())
    return std::make_pair(AcquireStop::NotSimple, std::string());
  if (blockPrivate(L.getPointerOperand()))
    return std::nullopt;
  SmallVector<const Value *, 4> Objs;
  getUnderlyingObjects(L.getPointerOperand(), Objs);
  if (!all_of(Objs, [](const Value *O) { return isa<Argument>(O); }))
    return std::make_pair(AcquireStop::LoadNotParam, std::string());
  if (!Writes)
    Writes.emplace(S, FS, FAM.getResult<TargetLibraryAnalysis>(K));
  return Writes->judge(L);
}

bool PrefixWalk::refuse(const Instruction &I) {
  Refused Why = judge(I);
  if (!Why)
    return false;
  R.Stop = &I;
  R.Why = Why->first;
  R.Detail = std::move(Why->second);
  return true;
}

/// The blocks a thread may run between leaving \p X and reaching \p Y (its
/// immediate post-dominator), and \p X itself when it lies in a cycle, in
/// the function's order (the first refusal reported is then the first in
/// the source, as clang lays blocks out).
SmallVector<BasicBlock *, 8> PrefixWalk::between(BasicBlock *X, BasicBlock *Y,
                                                 bool WithX) {
  SmallPtrSet<BasicBlock *, 16> Seen{Y};
  SmallVector<BasicBlock *, 8> Work(successors(X));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (Seen.insert(B).second)
      append_range(Work, successors(B));
  }
  Seen.erase(Y);
  if (WithX)
    Seen.insert(X);
  SmallVector<BasicBlock *, 8> Region;
  for (BasicBlock &B : K)
    if (Seen.contains(&B))
      Region.push_back(&B);
  return Region;
}

/// Every instruction of the region allowed (and \p X's terminator), and
/// its barriers, if any, reached by every thread the same number of times:
/// no branch in it may split the block. Adds to \p N what it counts.
bool PrefixWalk::regionOk(BasicBlock *X, ArrayRef<BasicBlock *> Region,
                          unsigned &N) {
  if (refuse(*X->getTerminator()))
    return false;
  N += counted(*X->getTerminator());
  const Instruction *Barrier = nullptr;
  bool Splits = SUI.hasDivergentTerminator(*X, Scope::Block);
  for (BasicBlock *B : Region) {
    Splits |= SUI.hasDivergentTerminator(*B, Scope::Block);
    for (Instruction &I : *B) {
      if (B == X && I.isTerminator())
        continue;
      if (refuse(I))
        return false;
      N += counted(I);
      if (!Barrier && wholeBlockBarrier(I))
        Barrier = &I;
    }
  }
  if (Barrier && Splits) {
    R.Stop = Barrier;
    R.Why = AcquireStop::DivergentBarrier;
    R.Detail.clear();
    return false;
  }
  return true;
}

void PrefixWalk::finish(Instruction *At, unsigned N) {
  R.At = N ? At : nullptr;
  R.Prefix = N;
}

/// Down the post-dominator chain of the entry. A is placed only in blocks
/// of the chain outside cycles (every thread runs it once, after the
/// blocks before it); Last is the latest such point passed.
void PrefixWalk::run() {
  BasicBlock *X = &K.getEntryBlock();
  Instruction *Last = nullptr;
  unsigned Count = 0, AtLast = 0;
  for (;;) {
    bool InCycle = CI.getCycle(X) != nullptr;
    if (!InCycle) {
      for (Instruction &I : *X) {
        if (I.isTerminator())
          break;
        if (refuse(I))
          return isa<PHINode>(I) ? finish(Last, AtLast) : finish(&I, Count);
        Count += counted(I);
      }
      Last = X->getTerminator();
      AtLast = Count;
    }
    DomTreeNode *Node = PDT.getNode(X);
    BasicBlock *Y =
        Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    if (!Y) {
      R.Stop = X->getTerminator();
      R.Why = AcquireStop::NoMeeting;
      return finish(Last, AtLast);
    }
    unsigned N = 0;
    if (!regionOk(X, between(X, Y, InCycle), N))
      return finish(Last, AtLast);
    Count += N;
    X = Y;
  }
}

} // namespace

AcquirePoint dpagg::findAcquirePoint(const PromotionDecision &D,
                                     PromoteMode Mode,
                                     const FunctionSummaries &FS,
                                     FunctionAnalysisManager &FAM) {
  AcquirePoint R;
  const LaunchSite &S = *D.Candidate->Site;
  R.Early = earlyParams(S, promotesPools(Mode));
  // PAO: block d publishes block d+1's parameters only where its launcher
  // will reach the link, which the guards tell before d's acquire only if
  // they read early parameters alone.
  if (promotesPools(Mode))
    for (auto [Cond, Toward] : D.Guards)
      if (!onlyEarly(Cond, R.Early)) {
        R.Stop = dyn_cast<Instruction>(Cond);
        R.Why = AcquireStop::GuardPostponed;
        return R;
      }
  PrefixWalk(S, FS, FAM, R).run();
  return R;
}
