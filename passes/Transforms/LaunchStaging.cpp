//===- LaunchStaging.cpp - detach a launch from its parameter buffer ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

static std::array<Value *, 3> loadDim3(IRBuilder<> &B, Value *Ptr,
                                       StringRef Name) {
  std::array<Value *, 3> XYZ;
  static const char *Field[] = {"x", "y", "z"};
  for (unsigned I = 0; I < 3; ++I) {
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Ptr, 4 * I);
    XYZ[I] = B.CreateAlignedLoad(B.getInt32Ty(), P, Align(4),
                                 "dpagg." + Name + "." + Field[I]);
  }
  return XYZ;
}

static constexpr StringLiteral WidenMD = "dpagg.widen";
static constexpr StringLiteral LaunderMD = "dpagg.launder";

void dpagg::markForWidening(MemCpyInst &MC, bool Launder) {
  auto *Len = dyn_cast<ConstantInt>(MC.getLength());
  assert(Len && !MC.isVolatile() && "only constant, plain copies are widened");
  if (Launder)
    MC.setMetadata(LaunderMD, MDNode::get(MC.getContext(), {}));
  if (Launder || Len->getZExtValue() > MaxBackendCopyBytes)
    MC.setMetadata(WidenMD, MDNode::get(MC.getContext(), {}));
}

bool dpagg::needsLaundering(const Value *V) {
  // The allow-list (LaunchStaging.h): what no later pass can turn into a
  // register an instruction computed. Not loads (DPAgg erases the buffer
  // call between a store and a load, and later passes forward the stored
  // value), not a device function's arguments (an LTO link inlines it after
  // DPAgg ran), not pointers (a phi or cast may hold a computed value), not
  // integer arithmetic (the backend's demanded-bits folds look through it).
  if (isa<Constant>(V) || !V->getType()->isSized())
    return false;
  const auto *A = dyn_cast<Argument>(V);
  return !A || !isKernel(*A->getParent()); // a kernel is never inlined
}

/// True if the memory at \p Src is one no instruction writes, for every
/// caller the function may be inlined into: a by-value parameter of a
/// kernel (never inlined) that it only reads, or a constant global. Its
/// copies load what they store; no computed register reaches them.
static bool holdsNoComputedValue(const Value *Src) {
  const Value *Obj = getUnderlyingObject(Src);
  if (const auto *A = dyn_cast<Argument>(Obj))
    return A->hasByValAttr() && A->onlyReadsMemory() &&
           isKernel(*A->getParent());
  const auto *GV = dyn_cast<GlobalVariable>(Obj);
  return GV && GV->isConstant();
}

/// One `mov.b<Bits>` of \p V (an integer of 16, 32 or 64 bits). No memory,
/// no side effect: it may be moved or merged, never looked through.
static Value *launderWord(IRBuilderBase &B, Value *V) {
  unsigned Bits = V->getType()->getIntegerBitWidth();
  StringRef C = Bits == 16 ? "h" : Bits == 32 ? "r" : "l";
  auto *FTy = FunctionType::get(V->getType(), {V->getType()}, false);
  auto *Asm = InlineAsm::get(FTy, ("mov.b" + Twine(Bits) + " $0, $1;").str(),
                             ("=" + C + "," + C).str(),
                             /*hasSideEffects=*/false);
  CallInst *CI = B.CreateCall(FTy, Asm, {V}, "dpagg.launder");
  CI->setDoesNotAccessMemory();
  CI->setDoesNotThrow();
  return CI;
}

/// One `xor.b<Bits>` of \p V with \p Zero32 (loadOpaqueZero's word, cut or
/// widened to V's width): the same bits at run time, a value neither LLVM
/// nor ptxas can compute.
static Value *opaqueWord(IRBuilderBase &B, Value *V, Value *Zero32) {
  unsigned Bits = V->getType()->getIntegerBitWidth();
  StringRef C = Bits == 16 ? "h" : Bits == 32 ? "r" : "l";
  Value *Z = B.CreateZExtOrTrunc(Zero32, V->getType());
  auto *FTy =
      FunctionType::get(V->getType(), {V->getType(), V->getType()}, false);
  auto *Asm =
      InlineAsm::get(FTy, ("xor.b" + Twine(Bits) + " $0, $1, $2;").str(),
                     ("=" + C + "," + C + "," + C).str(),
                     /*hasSideEffects=*/false);
  CallInst *CI = B.CreateCall(FTy, Asm, {V, Z}, "dpagg.opaque");
  CI->setDoesNotAccessMemory();
  CI->setDoesNotThrow();
  return CI;
}

/// \p V's bits in words of 16, 32 or 64 bits, each through \p Word (by
/// element for aggregates; elements \p Keep accepts are left as they are);
/// same type and bits.
static Value *mapWords(IRBuilderBase &B, Value *V,
                       function_ref<Value *(IRBuilderBase &, Value *)> Word,
                       function_ref<bool(const Value *)> Keep) {
  Type *T = V->getType();
  if (T->isStructTy() || T->isArrayTy()) {
    unsigned N =
        T->isStructTy() ? T->getStructNumElements() : T->getArrayNumElements();
    Value *R = PoisonValue::get(T);
    for (unsigned I = 0; I < N; ++I) {
      Value *E = B.CreateExtractValue(V, I);
      R = B.CreateInsertValue(R, Keep(E) ? E : mapWords(B, E, Word, Keep), I);
    }
    return R;
  }
  const DataLayout &DL = B.GetInsertBlock()->getDataLayout();
  uint64_t Bits = DL.getTypeSizeInBits(T).getFixedValue();
  if (Bits < 8)
    return V;                  // an i1 is stored through an integer extension
  if (T->isPtrOrPtrVectorTy()) // through the integers of its address space
    return B.CreateIntToPtr(
        mapWords(B, B.CreatePtrToInt(V, DL.getIntPtrType(T)), Word, Keep), T);
  LLVMContext &Ctx = T->getContext();
  Type *IntTy = Type::getIntNTy(Ctx, Bits);
  Value *I = T->isIntegerTy() ? V : B.CreateBitCast(V, IntTy);
  uint64_t Words = Bits <= 64 ? 1 : (Bits + 63) / 64;
  uint64_t Width = Bits <= 16 ? 16 : Bits <= 32 ? 32 : 64;
  Type *WideTy = Type::getIntNTy(Ctx, Words * Width);
  Value *W = Bits == Words * Width ? I : B.CreateZExt(I, WideTy);
  if (Words == 1) {
    W = Word(B, W);
  } else {
    auto *VecTy = FixedVectorType::get(B.getInt64Ty(), Words);
    Value *Vec = B.CreateBitCast(W, VecTy);
    for (uint64_t E = 0; E < Words; ++E)
      Vec = B.CreateInsertElement(Vec, Word(B, B.CreateExtractElement(Vec, E)),
                                  E);
    W = B.CreateBitCast(Vec, WideTy);
  }
  if (W->getType() != IntTy)
    W = B.CreateTrunc(W, IntTy);
  return T->isIntegerTy() ? W : B.CreateBitCast(W, T);
}

Value *dpagg::launderBits(IRBuilderBase &B, Value *V) {
  return mapWords(B, V, launderWord,
                  [](const Value *E) { return !needsLaundering(E); });
}

Value *dpagg::opaqueBits(IRBuilderBase &B, Value *V, Value *Zero32) {
  return mapWords(
      B, V,
      [&](IRBuilderBase &WB, Value *W) { return opaqueWord(WB, W, Zero32); },
      [](const Value *) { return false; });
}

Value *dpagg::loadOpaqueZero(IRBuilderBase &B, Module &M) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  constexpr unsigned Global = 1; // NVPTX's global address space
  GlobalVariable *Z = M.getGlobalVariable(OpaqueZeroName, true);
  if (!Z) {
    Z = new GlobalVariable(M, I32, /*isConstant=*/false,
                           GlobalValue::WeakAnyLinkage,
                           ConstantInt::get(I32, 0), OpaqueZeroName, nullptr,
                           GlobalValue::NotThreadLocal, Global);
    Z->setAlignment(Align(4));
  }
  auto *FTy = FunctionType::get(I32, {B.getInt64Ty()}, false);
  auto *Asm = InlineAsm::get(FTy, "ld.global.u32 $0, [$1];", "=r,l",
                             /*hasSideEffects=*/false);
  CallInst *CI = B.CreateCall(FTy, Asm, {B.CreatePtrToInt(Z, B.getInt64Ty())},
                              "dpagg.opaque.zero");
  CI->setOnlyReadsMemory();
  CI->setDoesNotThrow();
  return CI;
}

/// One move of \p Ty at byte offset \p Off (a Value) of both buffers,
/// laundered if \p Launder.
static void emitMove(IRBuilder<> &B, Type *Ty, Value *Dst, Align DstAlign,
                     Value *Src, Align SrcAlign, Value *Off, bool Launder) {
  Value *V = B.CreateAlignedLoad(
      Ty, B.CreateInBoundsGEP(B.getInt8Ty(), Src, Off), SrcAlign);
  if (Launder)
    V = launderBits(B, V);
  B.CreateAlignedStore(V, B.CreateInBoundsGEP(B.getInt8Ty(), Dst, Off),
                       DstAlign);
}

static Type *unitType(LLVMContext &Ctx, uint64_t Unit) {
  if (Unit == 16)
    return FixedVectorType::get(Type::getInt32Ty(Ctx), 4);
  return Type::getIntNTy(Ctx, Unit * 8);
}

/// Replaces \p MC by the moves the header describes.
static void widenCopy(MemCpyInst &MC) {
  LLVMContext &Ctx = MC.getContext();
  Value *Dst = MC.getRawDest(), *Src = MC.getRawSource();
  Align DstAlign = MC.getDestAlign().valueOrOne();
  Align SrcAlign = MC.getSourceAlign().valueOrOne();
  uint64_t Size = cast<ConstantInt>(MC.getLength())->getZExtValue();
  uint64_t Unit = std::min({DstAlign, SrcAlign, Align(16)}).value();
  bool Launder = MC.getMetadata(LaunderMD);
  IRBuilder<> B(&MC);
  B.SetCurrentDebugLocation(MC.getDebugLoc());
  uint64_t Off = 0;
  if (Size / Unit > MaxUnrolledMoves) {
    // for (I = 0; I != Count; ++I) move unit I, marked not to be unrolled.
    uint64_t Count = Size / Unit;
    BasicBlock *Before = MC.getParent();
    BasicBlock *After =
        Before->splitBasicBlock(MC.getIterator(), "dpagg.copy.done");
    BasicBlock *Body =
        BasicBlock::Create(Ctx, "dpagg.copy", Before->getParent(), After);
    Before->getTerminator()->setSuccessor(0, Body);
    IRBuilder<> LB(Body);
    LB.SetCurrentDebugLocation(MC.getDebugLoc());
    PHINode *I = LB.CreatePHI(LB.getInt64Ty(), 2, "dpagg.copy.i");
    I->addIncoming(LB.getInt64(0), Before);
    // Not laundered: nothing forwards a register into a load at an offset
    // that varies (the loop is never unrolled), so the loads define them.
    emitMove(LB, unitType(Ctx, Unit), Dst, Align(Unit), Src, Align(Unit),
             LB.CreateNUWMul(I, LB.getInt64(Unit)), /*Launder=*/false);
    Value *Next = LB.CreateNUWAdd(I, LB.getInt64(1));
    I->addIncoming(Next, Body);
    BranchInst *Br = LB.CreateCondBr(LB.CreateICmpULT(Next, LB.getInt64(Count)),
                                     Body, After);
    MDNode *Disable =
        MDNode::get(Ctx, MDString::get(Ctx, "llvm.loop.unroll.disable"));
    MDNode *Loop = MDNode::getDistinct(Ctx, {nullptr, Disable});
    Loop->replaceOperandWith(0, Loop);
    Br->setMetadata(LLVMContext::MD_loop, Loop);
    B.SetInsertPoint(&MC);
    Off = Count * Unit;
  }
  for (; Off < Size; Off += Unit) {
    while (Unit > Size - Off)
      Unit /= 2; // Off stays a multiple of Unit: units are powers of two
    emitMove(B, unitType(Ctx, Unit), Dst, commonAlignment(DstAlign, Off), Src,
             commonAlignment(SrcAlign, Off), B.getInt64(Off), Launder);
  }
  MC.eraseFromParent();
}

bool dpagg::widenMarkedCopies(Module &M) {
  SmallVector<MemCpyInst *, 8> Marked;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *MC = dyn_cast<MemCpyInst>(&I))
        if (MC->getMetadata(WidenMD))
          Marked.push_back(MC);
  for (MemCpyInst *MC : Marked)
    widenCopy(*MC);
  return !Marked.empty();
}

void dpagg::boundBlobLifetime(const StagedLaunch &SL, CallInst &Consumer) {
  BasicBlock *BB = Consumer.getParent();
  Instruction *First = &Consumer;
  SmallVector<Value *, 8> Work = {SL.Params};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    for (Use &U : V->uses()) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      if (!I || I->getParent() != BB)
        return;
      if (I == &Consumer)
        continue;
      if (!I->comesBefore(&Consumer))
        return;
      bool Allowed = isa<GetElementPtrInst>(I) ||
                     (isa<StoreInst>(I) && U.getOperandNo() == 1) ||
                     isa<LoadInst>(I) ||
                     (isa<MemIntrinsic>(I) && U.getOperandNo() <= 1);
      if (!Allowed)
        return;
      if (isa<GetElementPtrInst>(I))
        Work.push_back(I);
      if (I->comesBefore(First))
        First = I;
    }
  }
  IRBuilder<> B(First);
  B.CreateLifetimeStart(SL.Params);
  B.SetInsertPoint(Consumer.getNextNode());
  B.CreateLifetimeEnd(SL.Params);
}

StagedLaunch dpagg::stageLaunch(const LaunchSite &S) {
  assert(S.isAnalyzable() && "staging an unanalyzable launch");
  StagedLaunch SL;
  Function &F = *S.Caller;
  LLVMContext &Ctx = F.getContext();

  // The configuration, where the original launch read it.
  IRBuilder<> B(S.IsV2 ? S.Buffer : S.Launch);
  SL.Grid = loadDim3(B, S.Grid.Ptr, "grid");
  SL.Block = loadDim3(B, S.Block.Ptr, "block");
  SL.SharedMem = S.SharedMem;
  SL.Stream = S.Stream;

  // A blob of at least one byte keeps the alloca well formed for kernels
  // without parameters.
  IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
  auto *Ty =
      ArrayType::get(Type::getInt8Ty(Ctx), std::max<uint64_t>(S.BufferSize, 1));
  SL.Params = EB.CreateAlloca(Ty, nullptr, "dpagg.params");
  SL.Params->setAlignment(Align(64));

  for (ICmpInst *Cmp : S.NullChecks) {
    bool IsNe = Cmp->getPredicate() == ICmpInst::ICMP_NE;
    Cmp->replaceAllUsesWith(ConstantInt::getBool(Ctx, IsNe));
    Cmp->eraseFromParent();
  }
  S.Buffer->replaceAllUsesWith(SL.Params);
  S.Buffer->eraseFromParent();

  // Every value enters the blob laundered (LaunchStaging.h). clang copies a
  // by-value struct argument in with a memcpy (which NVPTX would also make
  // a loop of single bytes beyond 64 bytes); the blob is private to the
  // thread (a fresh alloca), so it overlaps no source.
  for (const ParamWrite &PW : S.Writes) {
    if (auto *SI = dyn_cast<StoreInst>(PW.Writer)) {
      if (needsLaundering(SI->getValueOperand())) {
        IRBuilder<> WB(SI);
        SI->setOperand(0, launderBits(WB, SI->getValueOperand()));
      }
      continue;
    }
    if (auto *MS = dyn_cast<MemSetInst>(PW.Writer)) {
      if (needsLaundering(MS->getValue())) {
        IRBuilder<> WB(MS);
        MS->setOperand(1, launderBits(WB, MS->getValue()));
      }
      continue;
    }
    auto *MT = cast<MemTransferInst>(PW.Writer); // LaunchSiteAnalysis
    if (!isa<ConstantInt>(MT->getLength()) || MT->isVolatile())
      continue; // the analysis accepts neither
    auto *MC = dyn_cast<MemCpyInst>(MT);
    if (!MC && getUnderlyingObject(MT->getRawSource()) == SL.Params)
      continue; // blob to blob: its bytes were laundered on their way in
    if (!MC) {  // a memmove from elsewhere into a fresh alloca overlaps nothing
      IRBuilder<> WB(MT);
      MC = cast<MemCpyInst>(WB.CreateMemCpy(
          MT->getRawDest(), MT->getDestAlign(), MT->getRawSource(),
          MT->getSourceAlign(), MT->getLength()));
      MT->eraseFromParent();
    }
    markForWidening(*MC, /*Launder=*/!holdsNoComputedValue(MC->getRawSource()));
  }
  return SL;
}

Constant *dpagg::getKernelNameString(Module &M, const Function &K) {
  std::string GVName = ("dpagg.name." + K.getName()).str();
  if (GlobalVariable *GV = M.getNamedGlobal(GVName))
    return GV;
  std::string Pretty = demangle(K.getName());
  Constant *Init = ConstantDataArray::getString(M.getContext(), Pretty);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, GVName);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(1));
  return GV;
}

void dpagg::setLaunchConfiguration(RuntimeCall &Call, const StagedLaunch &SL) {
  Call[RTArg::GridX] = SL.Grid[0];
  Call[RTArg::GridY] = SL.Grid[1];
  Call[RTArg::GridZ] = SL.Grid[2];
  Call[RTArg::BlockX] = SL.Block[0];
  Call[RTArg::BlockY] = SL.Block[1];
  Call[RTArg::BlockZ] = SL.Block[2];
  Call[RTArg::Shmem] = SL.SharedMem;
  Call[RTArg::Stream] = SL.Stream;
}
