//===- SerialChild.cpp - a child kernel run in one thread -----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/SerialChild.h; the legality of running a child this
/// way is Aggregation/SerialPlan.cpp's.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/SerialChild.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LaunchStaging.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

STATISTIC(NumSerialChildren, "Number of serial copies of child kernels");

namespace {

/// Whether the special register read by \p F is one the copy rewrites
/// (column SERIAL of KnownCalls.def: Rewritten or DynamicSmem).
bool isSerialGeometry(const Function &F) {
  const NVVMSpecialRegister *R = lookupSpecialRegister(F.getName());
  return R && (R->Serial == SregSerialRead::Rewritten ||
               R->Serial == SregSerialRead::DynamicSmem);
}

bool readsSerialGeometry(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (const auto *II = dyn_cast<IntrinsicInst>(&I))
      if (isSerialGeometry(*II->getCalledFunction()))
        return true;
  return false;
}

/// Whether \p F or a function it reaches reads what the copy rewrites.
bool reachesSerialGeometry(const Function &F, const FunctionSummaries &Facts) {
  if (readsSerialGeometry(F))
    return true;
  return any_of(Facts.reachable(F),
                [](const Function *G) { return readsSerialGeometry(*G); });
}

/// `fence.acq_rel.cta` with a memory clobber (why: SerialChild.h, "Why the
/// fence"): neither LLVM nor ptxas moves a memory access across it, so K's
/// loads read memory, not the parent's registers.
void emitEntryFence(IRBuilderBase &B) {
  auto *FTy = FunctionType::get(B.getVoidTy(), false);
  B.CreateCall(FTy, InlineAsm::get(FTy, "fence.acq_rel.cta;", "~{memory}",
                                   /*hasSideEffects=*/true));
}

/// Builds K.dpagg.serial (the header has its shape), in the order the steps
/// emit the IR.
class SerialCloner {
  Function &K;
  ArrayRef<LaunchParam> Params;
  const FunctionSummaries &Facts;
  Module &M;
  LLVMContext &Ctx;
  Type *I32;
  IRBuilder<> B;
  Function *Copy = nullptr;
  BasicBlock *Entry = nullptr;
  /// The launch's configuration, x, y, z.
  Value *Grid[3] = {}, *Block[3] = {};
  /// The loops, outermost first: blockIdx z, y, x, threadIdx z, y, x.
  static constexpr unsigned Levels = 6;
  PHINode *Index[Levels] = {};
  BasicBlock *Header[Levels] = {};
  /// The byval parameters K may write: (the working copy, refilled per
  /// logical thread, the copy made at the entry, bytes).
  SmallVector<std::tuple<AllocaInst *, AllocaInst *, uint64_t>, 2> Private;
  /// A by-value parameter up to this size is copied as one value.
  static constexpr uint64_t MaxOpaqueValueBytes = 256;

public:
  SerialCloner(Function &K, ArrayRef<LaunchParam> Params,
               const FunctionSummaries &Facts)
      : K(K), Params(Params), Facts(Facts), M(*K.getParent()),
        Ctx(M.getContext()), I32(Type::getInt32Ty(Ctx)), B(Ctx) {}
  Function *build();

private:
  void createFunction();
  void mapParameters(ValueToValueMapTy &VMap);
  /// opaqueBits of \p V, or \p V itself without \p Zero
  /// (-dpagg-serial-opaque-args=false).
  Value *opaque(Value *V, Value *Zero) {
    return Zero ? opaqueBits(B, V, Zero) : V;
  }
  void copyOpaque(AllocaInst *Dst, Value *Src, Align SrcAlign, Type *Ty,
                  uint64_t Size, Value *Zero);
  void openLoops();
  BasicBlock *cloneBody(ValueToValueMapTy &VMap,
                        SmallVectorImpl<ReturnInst *> &Returns);
  void closeLoops(ArrayRef<ReturnInst *> Returns);
  bool inlineGeometryReaders();
  void replaceGeometry();
  void dropInvariantLoads();
};

} // namespace

void SerialCloner::createFunction() {
  Type *Ptr = PointerType::getUnqual(Ctx);
  auto *FTy = FunctionType::get(Type::getVoidTy(Ctx),
                                {Ptr, I32, I32, I32, I32, I32, I32}, false);
  Copy = Function::Create(FTy, GlobalValue::InternalLinkage,
                          K.getName() + ".dpagg.serial", M);
  static const char *Names[] = {"dpagg.blob",       "dpagg.gridDim.x",
                                "dpagg.gridDim.y",  "dpagg.gridDim.z",
                                "dpagg.blockDim.x", "dpagg.blockDim.y",
                                "dpagg.blockDim.z"};
  for (unsigned I = 0; I < FTy->getNumParams(); ++I)
    Copy->getArg(I)->setName(Names[I]);
  for (unsigned D = 0; D < 3; ++D) {
    Grid[D] = Copy->getArg(1 + D);
    Block[D] = Copy->getArg(4 + D);
  }
  Entry = BasicBlock::Create(Ctx, "dpagg.serial.entry", Copy);
  B.SetInsertPoint(Entry);
}

/// K's parameters, from the blob, each through opaqueBits once (why:
/// SerialChild.h): a scalar as a value; a by-value one into a private copy
/// made at the entry, which the loops refill a working copy from per
/// logical thread where K writes it (openLoops).
void SerialCloner::mapParameters(ValueToValueMapTy &VMap) {
  const DataLayout &DL = M.getDataLayout();
  Value *Blob = Copy->getArg(0);
  Value *Zero = SerialOpaqueArgsOpt ? loadOpaqueZero(B, M) : nullptr;
  for (Argument &A : K.args()) {
    const LaunchParam &P = Params[A.getArgNo()];
    Value *Src = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Blob, P.Offset);
    std::string ArgName =
        A.hasName() ? A.getName().str() : std::to_string(A.getArgNo());
    if (!A.hasByValAttr()) {
      VMap[&A] = opaque(B.CreateAlignedLoad(A.getType(), Src, P.Alignment,
                                            "dpagg.param." + ArgName),
                        Zero);
      continue;
    }
    Type *Ty = A.getParamByValType();
    Align Al = std::max({P.Alignment, DL.getPrefTypeAlign(Ty), Align(16)});
    // In the entry block, which a large parameter's copy loop may already
    // have left: static allocas there move to the caller when it inlines.
    IRBuilder<> AB(Entry, Entry->getFirstInsertionPt());
    AllocaInst *Args = AB.CreateAlloca(Ty, nullptr, "dpagg.byval." + ArgName);
    Args->setAlignment(Al);
    copyOpaque(Args, Src, P.Alignment, Ty, P.Size, Zero);
    if (onlyLoadsFrom(A)) {
      VMap[&A] = Args;
      continue;
    }
    AllocaInst *Priv =
        AB.CreateAlloca(Ty, nullptr, "dpagg.byval.thread." + ArgName);
    Priv->setAlignment(Al);
    Private.push_back({Priv, Args, P.Size});
    VMap[&A] = Priv;
  }
}

/// \p Size bytes of a by-value parameter from the blob at \p Src into
/// \p Dst, through opaqueBits: as one value of \p Ty where that is small
/// (the copy's later loads of its fields then fold to registers), else a
/// loop of words.
void SerialCloner::copyOpaque(AllocaInst *Dst, Value *Src, Align SrcAlign,
                              Type *Ty, uint64_t Size, Value *Zero) {
  if (Size <= MaxOpaqueValueBytes) {
    Value *V = B.CreateAlignedLoad(Ty, Src, SrcAlign, "dpagg.byval.value");
    B.CreateAlignedStore(opaque(V, Zero), Dst, Dst->getAlign());
    return;
  }
  unsigned Unit = SrcAlign.value() >= 4 && Size % 4 == 0 ? 4 : 1;
  Type *UnitTy = B.getIntNTy(8 * Unit);
  BasicBlock *Before = B.GetInsertBlock();
  auto *Loop = BasicBlock::Create(Ctx, "dpagg.serial.args", Copy);
  auto *Done = BasicBlock::Create(Ctx, "dpagg.serial.args.done", Copy);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(B.getInt64Ty(), 2, "dpagg.serial.args.i");
  I->addIncoming(B.getInt64(0), Before);
  Value *Off = B.CreateMul(I, B.getInt64(Unit));
  Value *W = B.CreateAlignedLoad(
      UnitTy, B.CreateInBoundsGEP(B.getInt8Ty(), Src, Off), Align(Unit));
  B.CreateAlignedStore(opaque(W, Zero),
                       B.CreateInBoundsGEP(B.getInt8Ty(), Dst, Off),
                       Align(Unit));
  Value *Next = B.CreateNUWAdd(I, B.getInt64(1));
  I->addIncoming(Next, Loop);
  B.CreateCondBr(B.CreateICmpULT(Next, B.getInt64(Size / Unit)), Loop, Done);
  B.SetInsertPoint(Done);
}

/// The loop headers, outermost first; each is entered at 0 from the one
/// outside it (do-while loops: every dimension is at least 1). The
/// innermost refills the private byval copies: each logical thread starts
/// with the launch's values.
void SerialCloner::openLoops() {
  static const char *Names[Levels] = {"dpagg.blockIdx.z",  "dpagg.blockIdx.y",
                                      "dpagg.blockIdx.x",  "dpagg.threadIdx.z",
                                      "dpagg.threadIdx.y", "dpagg.threadIdx.x"};
  BasicBlock *Outside = B.GetInsertBlock();
  for (unsigned L = 0; L < Levels; ++L) {
    Header[L] = BasicBlock::Create(Ctx, Names[L], Copy);
    B.CreateBr(Header[L]);
    B.SetInsertPoint(Header[L]);
    Index[L] = B.CreatePHI(I32, 2, Names[L]);
    Index[L]->addIncoming(B.getInt32(0), Outside);
    Outside = Header[L];
  }
  for (auto [Priv, Args, Size] : Private)
    markForWidening(*cast<MemCpyInst>(
        B.CreateMemCpy(Priv, Priv->getAlign(), Args, Args->getAlign(), Size)));
}

/// K's body inside the innermost loop; returns its first block.
BasicBlock *SerialCloner::cloneBody(ValueToValueMapTy &VMap,
                                    SmallVectorImpl<ReturnInst *> &Returns) {
  CloneFunctionInto(Copy, &K, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns, ".serial");
  // CloneFunctionInto copied K's attributes, calling convention and name;
  // the copy is an internal device function. K's memory effects were of
  // its arguments, which are now loads of the blob; its launch bounds and
  // other kernel attributes are not the copy's.
  Copy->setLinkage(GlobalValue::InternalLinkage);
  Copy->setCallingConv(CallingConv::C);
  Copy->setName(K.getName() + ".dpagg.serial");
  Copy->removeFnAttr(Attribute::Memory);
  SmallVector<StringRef, 4> KernelAttrs;
  for (const Attribute &A : Copy->getAttributes().getFnAttrs())
    if (A.isStringAttribute() && (A.getKindAsString().starts_with("nvvm.") ||
                                  A.getKindAsString().starts_with("dpagg.")))
      KernelAttrs.push_back(A.getKindAsString());
  for (StringRef A : KernelAttrs)
    Copy->removeFnAttr(A);
  return cast<BasicBlock>(VMap[&K.getEntryBlock()]);
}

/// A return ends one logical thread: it branches to the innermost latch.
/// Each latch steps its index and goes back to its header, or out to the
/// next loop's latch; the outermost one to the copy's return.
void SerialCloner::closeLoops(ArrayRef<ReturnInst *> Returns) {
  BasicBlock *Latch = BasicBlock::Create(Ctx, "dpagg.serial.next", Copy);
  for (ReturnInst *R : Returns) {
    BranchInst::Create(Latch, R->getIterator());
    R->eraseFromParent();
  }
  Value *Counts[Levels] = {Grid[2],  Grid[1],  Grid[0],
                           Block[2], Block[1], Block[0]};
  for (unsigned L = Levels; L-- > 0;) {
    BasicBlock *Out = BasicBlock::Create(
        Ctx, L ? "dpagg.serial.next" : "dpagg.serial.done", Copy);
    IRBuilder<> LB(Latch);
    Value *Next = LB.CreateNUWAdd(Index[L], LB.getInt32(1));
    LB.CreateCondBr(LB.CreateICmpULT(Next, Counts[L]), Header[L], Out);
    Index[L]->addIncoming(Next, Latch);
    Latch = Out;
  }
  ReturnInst::Create(Ctx, Latch);
}

/// Every call of a function that reads (or reaches a read of) the geometry
/// is inlined, so that every read is in the copy. False if that does not
/// converge (SerialPlan refused recursion, so it does unless inlining
/// fails).
bool SerialCloner::inlineGeometryReaders() {
  return inlineCallsOf(*Copy, [&](const Function &Callee) {
    return Facts.lookup(Callee) && reachesSerialGeometry(Callee, Facts);
  });
}

/// The reads become the loop's values, the configuration, and 0 for
/// %dynamic_smem_size.
void SerialCloner::replaceGeometry() {
  SmallVector<IntrinsicInst *, 16> Reads;
  for (Instruction &I : instructions(*Copy))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (isSerialGeometry(*II->getCalledFunction()))
        Reads.push_back(II);
  for (IntrinsicInst *II : Reads) {
    Value *V = nullptr;
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size:
      V = ConstantInt::get(II->getType(), 0);
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
      V = Index[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
      V = Index[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
      V = Index[2];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      V = Index[3];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      V = Index[4];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      V = Index[5];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
      V = Block[II->getIntrinsicID() - Intrinsic::nvvm_read_ptx_sreg_ntid_x];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
      V = Grid[II->getIntrinsicID() - Intrinsic::nvvm_read_ptx_sreg_nctaid_x];
      break;
    default:
      llvm_unreachable("a special register without a serial value");
    }
    II->replaceAllUsesWith(V);
    II->eraseFromParent();
  }
}

/// SerialPlan.cpp, (a): K's loads that may read through the non-coherent
/// path become plain loads.
void SerialCloner::dropInvariantLoads() {
  for (Instruction &I : instructions(*Copy))
    if (auto *LI = dyn_cast<LoadInst>(&I))
      LI->setMetadata(LLVMContext::MD_invariant_load, nullptr);
}

Function *SerialCloner::build() {
  createFunction();
  if (SerialFenceOpt)
    emitEntryFence(B);
  ValueToValueMapTy VMap;
  mapParameters(VMap);
  openLoops();
  SmallVector<ReturnInst *, 4> Returns;
  BasicBlock *Body = cloneBody(VMap, Returns);
  B.CreateBr(Body);
  closeLoops(Returns);
  // Static allocas left in the loop were dynamic stack allocations.
  hoistStaticAllocas(*Body, Entry->getFirstInsertionPt());
  if (!inlineGeometryReaders()) {
    Copy->eraseFromParent();
    return nullptr;
  }
  replaceGeometry();
  dropInvariantLoads();
  ++NumSerialChildren;
  return Copy;
}

Function *dpagg::buildSerialChild(Function &K, ArrayRef<LaunchParam> Params,
                                  const FunctionSummaries &Facts) {
  return SerialCloner(K, Params, Facts).build();
}
