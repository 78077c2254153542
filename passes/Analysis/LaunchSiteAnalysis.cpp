//===- LaunchSiteAnalysis.cpp - find and take apart device launches -------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Analysis/LaunchSiteAnalysis.h. The analysis never guesses: every
/// user of a parameter buffer must be one of the shapes clang emits (constant
/// offset GEPs, stores, memcpy/memset of a constant size, null checks, the one
/// launch, and at -O0 a spill to an alloca that is only reloaded); anything
/// else makes the launch unanalyzable with the offending instruction named.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Support/PtxAsm.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-launch-sites"

AnalysisKey LaunchSiteAnalysis::Key;

namespace {

/// Operand positions of the entry points (cuda_device_runtime_api.h).
enum : unsigned {
  V1LaunchKernel = 0,
  V1LaunchBuffer = 1,
  V1LaunchGrid = 2,
  V1LaunchBlock = 3,
  V1LaunchShmem = 4,
  V1LaunchStream = 5,
  V1BufferSize = 1,
  V2BufferKernel = 0,
  V2BufferGrid = 1,
  V2BufferBlock = 2,
  V2BufferShmem = 3,
  V2LaunchBuffer = 0,
  V2LaunchStream = 1,
};

std::string describe(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  if (const auto *I = dyn_cast<Instruction>(V))
    I->print(OS);
  else
    V->printAsOperand(OS);
  StringRef Trimmed = StringRef(S).trim();
  return Trimmed.str();
}

/// The two sides of a conditional branch on a null check of the parameter
/// buffer (SiteBuilder::nullChecksOnlySkip).
struct NullCheckSides {
  BranchInst *Br = nullptr;
  /// Where the null side goes, which the launching side must rejoin.
  BasicBlock *Join = nullptr;
  /// The blocks of the launching side, up to Join.
  SmallPtrSet<BasicBlock *, 8> Region;
  /// A path of the launching side ends the thread instead.
  bool Returns = false;
};

/// Builds one LaunchSite from its launch call.
class SiteBuilder {
  LaunchSite &S;
  const DataLayout &DL;

public:
  SiteBuilder(LaunchSite &S, const DataLayout &DL) : S(S), DL(DL) {}

  void build(CallBase &Launch, const LaunchEntry &E, const LoopInfo *LI);

private:
  bool fail(const Twine &Why) {
    if (S.isAnalyzable())
      S.Unanalyzable = Why.str();
    return false;
  }
  CallBase *findBufferCall(Value *V, LaunchEntryKind Want);
  bool computeLayout();
  bool collectWrites();
  bool attributeWrites();
  bool nullChecksOnlySkip();
  bool findLaunchingSide(ICmpInst &Cmp, BranchInst &Br, NullCheckSides &Sides);
  bool sidesEndAlike(const NullCheckSides &Sides);
  bool sideOnlyLaunches(const NullCheckSides &Sides,
                        const SmallPtrSetImpl<const Instruction *> &Buffer);
  bool sidesMeetAlike(const NullCheckSides &Sides);
  static Dim3Operand dim3At(Value *Ptr);
};

} // namespace

/// Follows \p V back to the buffer call, through a reload of an alloca that
/// holds nothing but the buffer (how -O0 code keeps a `void *buf` variable).
CallBase *SiteBuilder::findBufferCall(Value *V, LaunchEntryKind Want) {
  V = V->stripPointerCasts();
  if (auto *LI = dyn_cast<LoadInst>(V)) {
    auto *AI =
        dyn_cast<AllocaInst>(LI->getPointerOperand()->stripPointerCasts());
    if (!AI)
      return nullptr;
    StoreInst *Only = nullptr;
    for (User *U : AI->users()) {
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (Only || SI->getValueOperand() == AI)
          return nullptr;
        Only = SI;
      }
    }
    if (!Only)
      return nullptr;
    V = Only->getValueOperand()->stripPointerCasts();
  }
  auto *CB = dyn_cast<CallBase>(V);
  if (!CB || classifyLaunchEntry(CB->getCalledFunction()).Kind != Want)
    return nullptr;
  return CB;
}

/// Whether \p CB only reads \p P: each of its operands that is P is a byval
/// argument, which the callee receives as a copy (the launch entry points
/// and GetParameterBufferV2 take the dim3s so).
static bool onlyByValOperand(const CallBase &CB, const Value *P) {
  for (unsigned I = 0; I < CB.arg_size(); ++I)
    if (CB.getArgOperand(I) == P && !CB.isByValArgument(I))
      return false;
  return CB.getCalledOperand() != P;
}

/// The field values of a dim3 are a legality fact (a block provably 1-D,
/// a constant block), so they are known only from what the analysis sees
/// completely: the dim3 is an alloca whose every user, through GEPs of
/// constant offset, is an i32 store of one field (exactly one per field),
/// a load, a lifetime marker, the source of a memcpy, a byval operand of a
/// call or clang's dim3 constructor. An allow-list: any other user (a call
/// that takes its address, inline assembly, a store of its address, a GEP
/// of a variable offset, a cast, a phi, memset or memcpy into it) may write
/// the fields out of sight, and then no field is known (issue 21, item 17:
/// a __noinline__ helper taking dim3&, or inline PTX stores, set a 32x1
/// block to 16x2).
Dim3Operand SiteBuilder::dim3At(Value *Ptr) {
  Dim3Operand D;
  D.Ptr = Ptr;
  auto *AI = dyn_cast<AllocaInst>(Ptr->stripPointerCasts());
  if (!AI)
    return D;
  std::array<unsigned, 3> Seen = {0, 0, 0};
  std::array<Value *, 3> XYZ = {nullptr, nullptr, nullptr};
  const DataLayout &DL = AI->getDataLayout();
  SmallVector<std::pair<Value *, int64_t>, 4> Work = {{AI, 0}};
  while (!Work.empty()) {
    auto [P, Off] = Work.pop_back_val();
    for (User *U : P->users()) {
      if (auto *GEP = dyn_cast<GEPOperator>(U)) {
        APInt C(64, 0);
        if (GEP->getPointerOperand() != P ||
            !GEP->accumulateConstantOffset(DL, C))
          return D;
        Work.push_back({GEP, Off + C.getSExtValue()});
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getValueOperand() == P)
          return D; // the address escapes
        if (Off >= 12)
          continue; // beyond the dim3, in the same alloca
        if (!SI->getValueOperand()->getType()->isIntegerTy(32) || Off < 0 ||
            Off % 4 != 0)
          return D; // a wider, narrower or misaligned store
        XYZ[Off / 4] = SI->getValueOperand();
        ++Seen[Off / 4];
        continue;
      }
      if (isa<LoadInst>(U))
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(U)) {
        if (II->isLifetimeStartOrEnd())
          continue;
        if (auto *MT = dyn_cast<MemTransferInst>(II);
            MT && MT->getRawDest() != P)
          continue;
        return D;
      }
      if (auto *CB = dyn_cast<CallBase>(U)) {
        const Function *F = CB->getCalledFunction();
        // dim3::dim3(unsigned, unsigned, unsigned), not inlined at -O0.
        if (F && Off == 0 && CB->arg_size() == 4 && CB->getArgOperand(0) == P &&
            (F->getName() == "_ZN4dim3C1Ejjj" ||
             F->getName() == "_ZN4dim3C2Ejjj")) {
          for (unsigned I = 0; I < 3; ++I) {
            XYZ[I] = CB->getArgOperand(I + 1);
            ++Seen[I];
          }
          continue;
        }
        if (!CB->isInlineAsm() && onlyByValOperand(*CB, P))
          continue;
        return D;
      }
      return D;
    }
  }
  for (unsigned I = 0; I < 3; ++I)
    if (Seen[I] == 1)
      D.XYZ[I] = XYZ[I];
  return D;
}

uint64_t dpagg::layoutKernelParams(const Function &K,
                                   SmallVectorImpl<LaunchParam> &Params,
                                   Align &MaxAlign) {
  const DataLayout &DL = K.getDataLayout();
  uint64_t Off = 0;
  MaxAlign = Align(1);
  for (const Argument &A : K.args()) {
    LaunchParam P;
    Type *Ty = A.getType();
    if (A.hasByValAttr()) {
      Ty = A.getParamByValType();
      P.Alignment = A.getParamAlign().value_or(DL.getABITypeAlign(Ty));
    } else {
      P.Alignment = DL.getABITypeAlign(Ty);
    }
    P.Size = DL.getTypeAllocSize(Ty);
    Off = alignTo(Off, P.Alignment);
    P.Offset = Off;
    Off += P.Size;
    MaxAlign = std::max(MaxAlign, P.Alignment);
    Params.push_back(P);
  }
  return Off;
}

bool SiteBuilder::computeLayout() {
  // Offset = alignTo(Offset, Align) + Size over the kernel's parameters, the
  // rule of clang's emitGetParamBuf and of nvcc (CUDA guide, "Parameter
  // Buffer Layout"); the total is not rounded up.
  Function &K = *S.Kernel;
  uint64_t Off = layoutKernelParams(K, S.Params, S.ParamAlign);
  S.BufferSize = Off;
  if (Off > 4096)
    return fail("the parameter buffer of " + K.getName() + " is " + Twine(Off) +
                " bytes, over CUDA's 4096-byte limit");
  if (!S.IsV2) {
    auto *Size = dyn_cast<ConstantInt>(S.Buffer->getArgOperand(V1BufferSize));
    if (!Size)
      return fail("the parameter buffer size is not a constant");
    if (Size->getZExtValue() != Off)
      return fail("the parameter buffer is " + Twine(Size->getZExtValue()) +
                  " bytes but the parameters of " + K.getName() + " take " +
                  Twine(Off));
  }
  return true;
}

bool SiteBuilder::collectWrites() {
  SmallVector<std::pair<Value *, int64_t>, 8> Work = {{S.Buffer, 0}};
  unsigned Launches = 0;
  while (!Work.empty()) {
    auto [P, Off] = Work.pop_back_val();
    for (User *U : P->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return fail("the parameter buffer is used by a constant expression");
      if (I == S.Launch) {
        // The buffer must be the launch's buffer operand and nothing else.
        unsigned BufOp = S.IsV2 ? V2LaunchBuffer : V1LaunchBuffer;
        for (const Use &Op : S.Launch->args())
          if (Op.get() == P && Op.getOperandNo() != BufOp)
            return fail("the parameter buffer is passed to the launch as a "
                        "parameter");
        if (Off != 0)
          return fail("the launch is given an offset into the buffer");
        ++Launches;
        continue;
      }
      // Another launch of the same buffer: counted, so the reason says so.
      if (auto *CB = dyn_cast<CallBase>(I)) {
        LaunchEntryKind K = classifyLaunchEntry(CB->getCalledFunction()).Kind;
        if (K == LaunchEntryKind::LaunchDevice ||
            K == LaunchEntryKind::LaunchDeviceV2) {
          ++Launches;
          continue;
        }
      }
      if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
        APInt C(64, 0);
        if (!GEP->accumulateConstantOffset(DL, C))
          return fail("a variable offset into the parameter buffer: " +
                      describe(I));
        S.BufferDerived.push_back(I);
        Work.push_back({I, Off + C.getSExtValue()});
        continue;
      }
      if (auto *Cmp = dyn_cast<ICmpInst>(I)) {
        if (Cmp->isEquality() && Off == 0 &&
            (isa<ConstantPointerNull>(Cmp->getOperand(0)) ||
             isa<ConstantPointerNull>(Cmp->getOperand(1)))) {
          S.NullChecks.push_back(Cmp);
          continue;
        }
        return fail("the parameter buffer is compared: " + describe(I));
      }
      if (auto *SI = dyn_cast<StoreInst>(I)) {
        if (SI->getPointerOperand() != P || SI->isVolatile() ||
            SI->isAtomic()) {
          // -O0: `void *buf = ...` spills the buffer to an alloca that is
          // only reloaded; follow the reloads.
          auto *AI = dyn_cast<AllocaInst>(SI->getPointerOperand());
          if (!AI || SI->getValueOperand() != P || Off != 0)
            return fail("the parameter buffer escapes: " + describe(I));
          for (User *AU : AI->users()) {
            if (auto *L = dyn_cast<LoadInst>(AU)) {
              S.BufferDerived.push_back(L);
              Work.push_back({L, 0});
            } else if (AU != SI && !isa<LifetimeIntrinsic>(AU)) {
              return fail("the parameter buffer escapes through " +
                          describe(AI));
            }
          }
          S.BufferDerived.push_back(SI);
          continue;
        }
        TypeSize Sz = DL.getTypeStoreSize(SI->getValueOperand()->getType());
        S.Writes.push_back(
            {SI, uint64_t(Off), Sz.getFixedValue(), SI->getValueOperand()});
        continue;
      }
      if (auto *MI = dyn_cast<MemIntrinsic>(I)) {
        auto *Len = dyn_cast<ConstantInt>(MI->getLength());
        if (MI->getRawDest() != P || !Len || MI->isVolatile())
          return fail("unsupported memory intrinsic on the parameter buffer: " +
                      describe(I));
        if (auto *MT = dyn_cast<MemTransferInst>(MI)) {
          S.Writes.push_back(
              {MI, uint64_t(Off), Len->getZExtValue(), MT->getRawSource()});
          continue;
        }
        auto *MS = cast<MemSetInst>(MI);
        S.Writes.push_back(
            {MI, uint64_t(Off), Len->getZExtValue(), MS->getValue()});
        continue;
      }
      if (isa<LifetimeIntrinsic>(I))
        continue;
      if (auto *L = dyn_cast<LoadInst>(I))
        return fail("the parameter buffer is read: " + describe(L));
      return fail("the parameter buffer escapes: " + describe(I));
    }
  }
  if (Launches != 1)
    return fail("the parameter buffer feeds " + Twine(Launches) + " launches");
  return true;
}

bool SiteBuilder::attributeWrites() {
  llvm::sort(S.Writes, [](const ParamWrite &A, const ParamWrite &B) {
    return A.Offset < B.Offset;
  });
  for (unsigned W = 0; W < S.Writes.size(); ++W) {
    const ParamWrite &PW = S.Writes[W];
    // Offsets are accumulated as signed; a negative one wrapped around.
    if (int64_t(PW.Offset) < 0)
      return fail("a write before the start of the parameter buffer: " +
                  describe(PW.Writer));
    if (PW.Offset > S.BufferSize || PW.Size > S.BufferSize - PW.Offset)
      return fail("a write past the end of the parameter buffer: " +
                  describe(PW.Writer));
    for (LaunchParam &P : S.Params)
      if (PW.Offset >= P.Offset && PW.Offset < P.Offset + P.Size) {
        P.Writes.push_back(W);
        break;
      }
  }
  return true;
}

/// Every path from \p BB returns without a side effect on the way.
static bool endsQuietly(BasicBlock *BB) {
  SmallPtrSet<BasicBlock *, 8> Seen;
  SmallVector<BasicBlock *, 8> Work = {BB};
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (!Seen.insert(B).second)
      continue;
    if (succ_empty(B) && !isa<ReturnInst>(B->getTerminator()))
      return false;
    for (Instruction &I : *B)
      if (I.mayHaveSideEffects() && !isa<LifetimeIntrinsic>(&I))
        return false;
    append_range(Work, successors(B));
  }
  return true;
}

/// clang's dim3 constructor, not inlined at -O0.
static bool isDim3Ctor(const CallBase *CB) {
  const Function *F = CB->getCalledFunction();
  return F &&
         (F->getName() == "_ZN4dim3C1Ejjj" || F->getName() == "_ZN4dim3C2Ejjj");
}

/// A temporary of the launching side \p Region: an alloca nobody reads
/// outside the region (written anywhere, read only by the launch side: the
/// dim3 configuration clang copies for each launch).
static bool readOnlyInRegion(const AllocaInst *AI,
                             const SmallPtrSetImpl<BasicBlock *> &Region) {
  SmallVector<const Value *, 4> Ptrs = {AI};
  while (!Ptrs.empty()) {
    const Value *P = Ptrs.pop_back_val();
    for (const Use &AU : P->uses()) {
      const auto *UI = dyn_cast<Instruction>(AU.getUser());
      if (!UI)
        return false;
      if (Region.contains(UI->getParent()) || isa<LifetimeIntrinsic>(UI))
        continue;
      if (isa<GetElementPtrInst>(UI)) {
        Ptrs.push_back(UI);
        continue;
      }
      if (const auto *SI = dyn_cast<StoreInst>(UI);
          SI && SI->getPointerOperand() == P)
        continue;
      if (const auto *MI = dyn_cast<MemIntrinsic>(UI);
          MI && MI->getRawDest() == P &&
          (!isa<MemTransferInst>(MI) ||
           cast<MemTransferInst>(MI)->getRawSource() != P))
        continue;
      if (const auto *CB = dyn_cast<CallBase>(UI);
          CB && isDim3Ctor(CB) && AU.getOperandNo() == 0)
        continue;
      return false;
    }
  }
  return true;
}

/// Every rewrite stages the launch: the parameter buffer becomes a blob
/// that is never null, and its null checks fold to "not null"
/// (Transforms/LaunchStaging.cpp). In the original program CUDA may return no
/// buffer (it may run out of launch resources); the thread then takes the
/// null side of the check. Folding keeps the program's meaning only if the
/// null side does nothing but skip what the other side does apart from the
/// launch itself: the null side goes straight to a block J where every path
/// of the other side rejoins, the other side writes nothing but the buffer
/// and its own temporaries (allocas used nowhere else: the dim3
/// configuration), and J's phis take the same value from both sides. Then a
/// thread for which CUDA would have had no buffer behaves as if it had
/// skipped, but for the launch attempt, which fails and returns an error
/// that nobody reads (the same phi value) or that only a result unused by
/// the program carries. clang's <<<>>> has exactly this shape; a
/// hand-written `if (buf) ... else fallback()` (found by the red team) does
/// not and stays as written.
/// Inline assembly on the launching side (clang sinks the computation of an
/// argument there: cuda_fp16.h's `__hmul` is `asm("{mul.f16 ...}")`)
/// counts as a side effect to LLVM, which cannot know that it returns. It
/// may run in the extra threads if that cannot be observed
/// (observablePtxAsmCall, Support/PtxAsm.cpp): it touches no memory, and
/// its text only computes registers, writing no register but its outputs
/// and its own declarations, without a branch, a trap or another thread.
/// Its only effect is then its outputs, and they reach the rest of the
/// program only through what this rule checks anyway: the buffer's stores,
/// the other instructions of the side, and the join's phis.
/// Checked for every branch on every null check of the buffer, in the
/// steps below: the launching side rejoins the null side (or both end the
/// thread), holds the launch, runs nothing a thread without a buffer would
/// notice skipping, and meets the null side with the same values.
bool SiteBuilder::nullChecksOnlySkip() {
  // The buffer's own instructions, which staging rewrites or folds.
  SmallPtrSet<const Instruction *, 16> Buffer;
  for (const ParamWrite &PW : S.Writes)
    Buffer.insert(PW.Writer);
  Buffer.insert(S.BufferDerived.begin(), S.BufferDerived.end());
  for (ICmpInst *Cmp : S.NullChecks) {
    for (User *U : Cmp->users()) {
      auto *Br = dyn_cast<BranchInst>(U);
      if (!Br || !Br->isConditional())
        return fail("the parameter buffer's null check is used by " +
                    describe(cast<Instruction>(U)));
      NullCheckSides Sides;
      if (!findLaunchingSide(*Cmp, *Br, Sides) || !sidesEndAlike(Sides) ||
          !sideOnlyLaunches(Sides, Buffer) || !sidesMeetAlike(Sides))
        return false;
    }
  }
  return true;
}

/// The blocks of the side of \p Br (a branch on \p Cmp) that launches, up
/// to the block the null side goes to, which every path of it must reach
/// (or end the thread: Sides.Returns).
bool SiteBuilder::findLaunchingSide(ICmpInst &Cmp, BranchInst &Br,
                                    NullCheckSides &Sides) {
  bool NullIsTrue = Cmp.getPredicate() == ICmpInst::ICMP_EQ;
  Sides.Br = &Br;
  Sides.Join = Br.getSuccessor(NullIsTrue ? 0 : 1);
  BasicBlock *Live = Br.getSuccessor(NullIsTrue ? 1 : 0);
  SmallVector<BasicBlock *, 8> Work = {Live};
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B == Sides.Join || !Sides.Region.insert(B).second)
      continue;
    if (B == Br.getParent())
      return fail("the side of the parameter buffer's null check that "
                  "launches loops back to the check");
    if (succ_empty(B)) {
      // The launching side may also end the thread (the optimizer gives
      // each side its own `ret`), if the null side does nothing but end
      // it too.
      if (!isa<ReturnInst>(B->getTerminator()))
        return fail("the side of the parameter buffer's null check that "
                    "launches does not rejoin the other side");
      Sides.Returns = true;
    }
    append_range(Work, successors(B));
  }
  return true;
}

/// Where the launching side ends the thread, the null side only ends it
/// too, with nothing returned; and the launch is on the launching side.
bool SiteBuilder::sidesEndAlike(const NullCheckSides &Sides) {
  // Both sides end the thread there; a function that returns a value
  // would return the launching side's where the other side returned its
  // own (the red team's hand-written IR: `ret i32 1` and `ret i32 0`).
  if (Sides.Returns && !S.Caller->getReturnType()->isVoidTy())
    return fail("the side of the parameter buffer's null check that "
                "launches returns, from a function that returns a value");
  if (Sides.Returns && !endsQuietly(Sides.Join))
    return fail("the side of the parameter buffer's null check that "
                "launches returns, and the other side does more than "
                "return");
  if (!Sides.Region.contains(S.Launch->getParent()))
    return fail("the launch is not under the parameter buffer's null "
                "check");
  return true;
}

/// Every side effect of the launching side is the launch, a write of the
/// buffer (\p Buffer), a write of one of the side's temporaries, or inline
/// assembly whose extra runs cannot be observed (nullChecksOnlySkip).
bool SiteBuilder::sideOnlyLaunches(
    const NullCheckSides &Sides,
    const SmallPtrSetImpl<const Instruction *> &Buffer) {
  for (BasicBlock *B : Sides.Region)
    for (Instruction &I : *B) {
      if (&I == S.Launch || Buffer.contains(&I) ||
          isa<LifetimeIntrinsic, DbgInfoIntrinsic>(&I) ||
          !I.mayHaveSideEffects())
        continue;
      Value *Dst = nullptr;
      if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->isSimple())
        Dst = SI->getPointerOperand();
      else if (auto *MI = dyn_cast<MemIntrinsic>(&I); MI && !MI->isVolatile())
        Dst = MI->getRawDest();
      else if (auto *CB = dyn_cast<CallBase>(&I); CB && isDim3Ctor(CB))
        Dst = CB->getArgOperand(0);
      auto *AI = Dst ? dyn_cast<AllocaInst>(getUnderlyingObject(Dst)) : nullptr;
      if (AI && readOnlyInRegion(AI, Sides.Region))
        continue;
      std::string AsmWhy;
      if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->isInlineAsm()) {
        AsmWhy = observablePtxAsmCall(*CB);
        if (AsmWhy.empty())
          continue;
        AsmWhy = " (inline assembly: " + AsmWhy + ")";
      }
      return fail("the side of the parameter buffer's null check that "
                  "launches also runs " +
                  describe(&I) + ", which a thread without a buffer skips" +
                  AsmWhy);
    }
  return true;
}

/// The join's phis take the same value from both sides: a thread without a
/// buffer goes on as one that launched.
bool SiteBuilder::sidesMeetAlike(const NullCheckSides &Sides) {
  BasicBlock *Check = Sides.Br->getParent();
  for (PHINode &Phi : Sides.Join->phis()) {
    Value *FromNull = Phi.getIncomingValueForBlock(Check);
    for (BasicBlock *Pred : predecessors(Sides.Join))
      if (Sides.Region.contains(Pred) &&
          Phi.getIncomingValueForBlock(Pred) != FromNull)
        return fail("the two sides of the parameter buffer's null "
                    "check meet with different values: " +
                    describe(&Phi));
  }
  return true;
}

void SiteBuilder::build(CallBase &Launch, const LaunchEntry &E,
                        const LoopInfo *LI) {
  S.Launch = &Launch;
  S.Caller = Launch.getFunction();
  S.IsV2 = E.Kind == LaunchEntryKind::LaunchDeviceV2;
  S.PerThreadStream = E.PerThreadStream;
  S.ViaHeaderWrapper = E.IsHeaderWrapper;
  if (LI)
    if (const Loop *L = LI->getLoopFor(Launch.getParent())) {
      S.LoopHeader = L->getHeader();
      S.LoopDepth = L->getLoopDepth();
    }

  Value *KernelOp;
  if (S.IsV2) {
    S.Stream = Launch.getArgOperand(V2LaunchStream);
    S.Buffer = findBufferCall(Launch.getArgOperand(V2LaunchBuffer),
                              LaunchEntryKind::GetParameterBufferV2);
    if (!S.Buffer) {
      fail("the parameter buffer does not come from cudaGetParameterBufferV2");
      return;
    }
    KernelOp = S.Buffer->getArgOperand(V2BufferKernel);
    S.Grid = dim3At(S.Buffer->getArgOperand(V2BufferGrid));
    S.Block = dim3At(S.Buffer->getArgOperand(V2BufferBlock));
    S.SharedMem = S.Buffer->getArgOperand(V2BufferShmem);
  } else {
    S.Stream = Launch.getArgOperand(V1LaunchStream);
    KernelOp = Launch.getArgOperand(V1LaunchKernel);
    S.Grid = dim3At(Launch.getArgOperand(V1LaunchGrid));
    S.Block = dim3At(Launch.getArgOperand(V1LaunchBlock));
    S.SharedMem = Launch.getArgOperand(V1LaunchShmem);
    S.Buffer = findBufferCall(Launch.getArgOperand(V1LaunchBuffer),
                              LaunchEntryKind::GetParameterBuffer);
    if (!S.Buffer) {
      fail("the parameter buffer does not come from cudaGetParameterBuffer");
      return;
    }
  }
  S.Kernel = dyn_cast<Function>(KernelOp->stripPointerCasts());
  if (!S.Kernel) {
    fail("the launched kernel is not a known function: " + describe(KernelOp));
    return;
  }
  // A kernel only declared here (defined in another translation unit) has
  // no ptx_kernel calling convention on its declaration; being launched is
  // what makes it one, and its layout is still checked against the buffer.
  if (!isKernel(*S.Kernel) && !S.Kernel->isDeclaration()) {
    fail(S.Kernel->getName() + " is not a __global__ function");
    return;
  }
  if (S.Buffer->getParent()->getParent() != S.Caller) {
    fail("the parameter buffer comes from another function");
    return;
  }
  computeLayout() && collectWrites() && attributeWrites() &&
      nullChecksOnlySkip();
}

void dpagg::findLaunchSites(Function &F, const LoopInfo *LI,
                            SmallVectorImpl<LaunchSite> &Sites) {
  const DataLayout &DL = F.getDataLayout();
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    LaunchEntry E = classifyLaunchEntry(CB->getCalledFunction());
    if (E.Kind != LaunchEntryKind::LaunchDevice &&
        E.Kind != LaunchEntryKind::LaunchDeviceV2)
      continue;
    // The bodies of the header wrappers are the runtime, not launches.
    if (classifyLaunchEntry(&F).Kind != LaunchEntryKind::None)
      continue;
    LaunchSite &S = Sites.emplace_back();
    SiteBuilder(S, DL).build(*CB, E, LI);
  }
}

LaunchSiteInfo LaunchSiteAnalysis::run(Module &M, ModuleAnalysisManager &MAM) {
  LaunchSiteInfo Info;
  if (!isDeviceModule(M))
    return Info;
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // Look for launch calls first: most functions have none and should not
    // pay for LoopInfo.
    bool HasLaunch = false;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        LaunchEntryKind K = classifyLaunchEntry(CB->getCalledFunction()).Kind;
        if (K == LaunchEntryKind::LaunchDevice ||
            K == LaunchEntryKind::LaunchDeviceV2) {
          HasLaunch = true;
          break;
        }
      }
    if (HasLaunch)
      findLaunchSites(F, &FAM.getResult<LoopAnalysis>(F), Info.Sites);
  }
  return Info;
}

StringRef LaunchSite::streamKindName() const {
  if (isa<ConstantPointerNull>(Stream))
    return PerThreadStream ? "per-thread default" : "NULL";
  if (auto *CE = dyn_cast<ConstantExpr>(Stream))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *C = dyn_cast<ConstantInt>(CE->getOperand(0))) {
        switch (C->getZExtValue()) {
        case CudaStreamLegacy:
          return "legacy";
        case CudaStreamPerThread:
          return "per-thread";
        case CudaStreamTailLaunch:
          return "tail-launch";
        case CudaStreamFireAndForget:
          return "fire-and-forget";
        default:
          return "constant";
        }
      }
  return "";
}

static void printValue(raw_ostream &OS, const Value *V) {
  if (!V) {
    OS << "?";
    return;
  }
  V->printAsOperand(OS, /*PrintType=*/false);
}

static void printDim3(raw_ostream &OS, const Dim3Operand &D) {
  OS << "(";
  for (unsigned I = 0; I < 3; ++I) {
    if (I)
      OS << ", ";
    printValue(OS, D.XYZ[I]);
  }
  OS << ") from ";
  printValue(OS, D.Ptr);
}

void LaunchSite::print(raw_ostream &OS) const {
  OS << "launch in @" << Caller->getName();
  if (Kernel)
    OS << " of @" << Kernel->getName();
  OS << " via " << (IsV2 ? "V2" : "V1") << (PerThreadStream ? " (ptsz)" : "")
     << (ViaHeaderWrapper ? " (header wrapper)" : "") << "\n";
  if (!isAnalyzable()) {
    OS << "  unanalyzable: " << Unanalyzable << "\n";
    return;
  }
  OS << "  grid: ";
  printDim3(OS, Grid);
  OS << "\n  block: ";
  printDim3(OS, Block);
  OS << "\n  shmem: ";
  printValue(OS, SharedMem);
  OS << "\n  stream: ";
  printValue(OS, Stream);
  StringRef Kind = streamKindName();
  if (!Kind.empty())
    OS << " (" << Kind << ")";
  OS << "\n  buffer: " << BufferSize << " bytes, align " << ParamAlign.value()
     << ", null checks: " << NullChecks.size() << "\n";
  for (unsigned P = 0; P < Params.size(); ++P) {
    const LaunchParam &LP = Params[P];
    OS << "  param " << P << ": offset " << LP.Offset << ", size " << LP.Size
       << ":";
    if (LP.Writes.empty())
      OS << " not written";
    for (unsigned W : LP.Writes) {
      const ParamWrite &PW = Writes[W];
      OS << " [" << PW.Offset << ", +" << PW.Size << ") ";
      if (isa<StoreInst>(PW.Writer))
        OS << "store ";
      else if (isa<MemTransferInst>(PW.Writer))
        OS << "copy of ";
      else
        OS << "memset ";
      printValue(OS, PW.Val);
    }
    OS << "\n";
  }
  OS << "  loop: ";
  if (LoopHeader) {
    LoopHeader->printAsOperand(OS, false);
    OS << " (depth " << LoopDepth << ")";
  } else {
    OS << "none";
  }
  OS << "\n";
}

void LaunchSiteInfo::print(raw_ostream &OS) const {
  OS << "DPAgg launch sites: " << Sites.size() << "\n";
  for (const LaunchSite &S : Sites)
    S.print(OS);
}

PreservedAnalyses LaunchSitePrinterPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  MAM.getResult<LaunchSiteAnalysis>(M).print(OS);
  return PreservedAnalyses::all();
}
