//===- LaunchStaging.cpp - detach a launch from its parameter buffer ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/LaunchStaging.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
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

/// One move of \p Ty at byte offset \p Off (a Value) of both buffers.
static void emitMove(IRBuilder<> &B, Type *Ty, Value *Dst, Align DstAlign,
                     Value *Src, Align SrcAlign, Value *Off) {
  Value *V = B.CreateAlignedLoad(
      Ty, B.CreateInBoundsGEP(B.getInt8Ty(), Src, Off), SrcAlign);
  B.CreateAlignedStore(V, B.CreateInBoundsGEP(B.getInt8Ty(), Dst, Off),
                       DstAlign);
}

static Type *unitType(IRBuilder<> &B, uint64_t Unit) {
  if (Unit == 16)
    return FixedVectorType::get(B.getInt32Ty(), 4);
  return B.getIntNTy(Unit * 8);
}

void dpagg::emitWideCopy(IRBuilder<> &B, Value *Dst, Align DstAlign, Value *Src,
                         Align SrcAlign, uint64_t Size, bool MayLoop) {
  uint64_t Unit = std::min({DstAlign, SrcAlign, Align(16)}).value();
  uint64_t Off = 0;
  if (Size <= MaxBackendCopyBytes) {
    B.CreateMemCpy(Dst, DstAlign, Src, SrcAlign, Size);
    return;
  }
  if (Size / Unit > MaxUnrolledMoves) {
    if (!MayLoop) {
      B.CreateMemCpy(Dst, DstAlign, Src, SrcAlign, Size);
      return;
    }
    // for (I = 0; I != Count; ++I) move unit I; not unrolled later: the
    // unrolled moves would all be in flight at once, in registers.
    uint64_t Count = Size / Unit;
    Instruction *At = &*B.GetInsertPoint();
    BasicBlock *Before = At->getParent();
    BasicBlock *After = Before->splitBasicBlock(At, "dpagg.copy.done");
    BasicBlock *Body = BasicBlock::Create(B.getContext(), "dpagg.copy",
                                          Before->getParent(), After);
    Before->getTerminator()->setSuccessor(0, Body);
    IRBuilder<> LB(Body);
    PHINode *I = LB.CreatePHI(B.getInt64Ty(), 2, "dpagg.copy.i");
    I->addIncoming(LB.getInt64(0), Before);
    emitMove(LB, unitType(LB, Unit), Dst, Align(Unit), Src, Align(Unit),
             LB.CreateMul(I, LB.getInt64(Unit)));
    Value *Next = LB.CreateNUWAdd(I, LB.getInt64(1));
    I->addIncoming(Next, Body);
    BranchInst *Br = LB.CreateCondBr(LB.CreateICmpULT(Next, LB.getInt64(Count)),
                                     Body, After);
    LLVMContext &Ctx = B.getContext();
    MDNode *Disable =
        MDNode::get(Ctx, MDString::get(Ctx, "llvm.loop.unroll.disable"));
    MDNode *Loop = MDNode::getDistinct(Ctx, {nullptr, Disable});
    Loop->replaceOperandWith(0, Loop);
    Br->setMetadata(LLVMContext::MD_loop, Loop);
    B.SetInsertPoint(After, After->getFirstInsertionPt());
    Off = Count * Unit;
  }
  for (; Off < Size; Off += Unit) {
    while (Unit > Size - Off)
      Unit /= 2; // Off stays a multiple of Unit: units are powers of two
    emitMove(B, unitType(B, Unit), Dst, commonAlignment(DstAlign, Off), Src,
             commonAlignment(SrcAlign, Off), B.getInt64(Off));
  }
}

StagedLaunch dpagg::stageLaunch(LaunchSite &S) {
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
  S.NullChecks.clear();
  S.Buffer->replaceAllUsesWith(SL.Params);
  S.Buffer->eraseFromParent();
  S.Buffer = nullptr;
  S.BufferDerived.clear();

  // clang copies a by-value struct argument in with a memcpy, which NVPTX
  // would make a loop of single bytes; the blob is private to the thread, so
  // the copy is the same bytes in wider moves.
  for (const ParamWrite &PW : S.Writes) {
    auto *MC = dyn_cast<MemCpyInst>(PW.Writer);
    auto *Len = MC ? dyn_cast<ConstantInt>(MC->getLength()) : nullptr;
    if (!Len || Len->getZExtValue() <= MaxBackendCopyBytes ||
        MC->isVolatile() ||
        getUnderlyingObject(MC->getRawSource()) == SL.Params)
      continue;
    IRBuilder<> CB(MC);
    emitWideCopy(CB, MC->getRawDest(), MC->getDestAlign().valueOrOne(),
                 MC->getRawSource(), MC->getSourceAlign().valueOrOne(),
                 Len->getZExtValue(), /*MayLoop=*/true);
    MC->eraseFromParent();
  }
  S.Writes.clear();
  for (LaunchParam &P : S.Params)
    P.Writes.clear();
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

FunctionCallee dpagg::getRuntimeFunction(Module &M, StringRef Name,
                                         FunctionType *Ty) {
  FunctionCallee FC = M.getOrInsertFunction(Name, Ty);
  if (auto *F = dyn_cast<Function>(FC.getCallee()))
    F->addFnAttr(Attribute::Convergent);
  return FC;
}
