//===- Lower.cpp - IR from the frozen aggregation plan --------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering (Lower.h): a site's launch, staged
/// (Transforms/LaunchStaging.h), becomes a call of the runtime with what the
/// plan says of the site: the child to launch, the flags, the scalarization
/// layout, the pool, and at block scope the block state.
///
/// Block state. Block scope adds no shared memory to any kernel (the host's
/// launch of a kernel may use all 48 KB it had): the runtime keeps each
/// block's state in a slot of a global table, which __dpagg_block_init takes
/// at the kernel's entry and __dpagg_block_exit, before every return, gives
/// back (runtime/block.cu, "Where the state lives"). A kernel whose
/// threads may end without returning stays per warp (threadExitBlocker).
///
//===----------------------------------------------------------------------===//
#include "Lower.h"
#include "Children.h"

#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include <algorithm>

using namespace llvm;
using namespace dpagg;

/// Bytes between two parents' parameter blobs in a record.
static uint64_t paramStride(const LaunchSite &S) {
  return alignTo(S.BufferSize, std::max<uint64_t>(16, S.ParamAlign.value()));
}

/// The child a site passes the runtime and what every launch of it accepts.
struct Lowering::ChildOperands {
  Value *Child = nullptr;
  Value *SafeThreads = nullptr, *SafeShmem = nullptr;
  /// Another unit's child: whether its descriptor says it needs 1-D blocks
  /// (an i1 in the caller's entry block).
  Instruction *ForeignNeeds1D = nullptr;
};

Lowering::Lowering(Module &M, const AggregateOptions &Opts,
                   const BuiltChildren &Built)
    : M(M), Opts(Opts), Built(Built), PoolGeo(poolGeometry(Opts.PoolSize)) {}

/// A kernel of another unit: its child and limits come from the descriptor
/// the linker resolved, read at the caller's entry so that the values
/// dominate a postponed call as well.
Lowering::ChildOperands Lowering::foreignChild(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  ChildOperands Ops;
  GlobalVariable *D = foreignDescriptor(M, *S.Kernel);
  IRBuilder<> EB(&*S.Caller->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  Type *DTy = D->getValueType();
  auto Field = [&](RTField::ID F, const Twine &Name) {
    unsigned I = getRuntimeFieldIndex(F);
    return EB.CreateLoad(
        getRuntimeStructType(M.getContext(), RTStruct::ChildDescriptor)
            ->getElementType(I),
        EB.CreateConstInBoundsGEP2_32(DTy, D, 0, I), Name);
  };
  Ops.Child = Field(RTField::ChildDescriptor_Child, "dpagg.foreign.child");
  Ops.SafeThreads =
      Field(RTField::ChildDescriptor_SafeThreads, "dpagg.foreign.threads");
  Ops.SafeShmem =
      Field(RTField::ChildDescriptor_SafeShmem, "dpagg.foreign.shmem");
  Value *Needs1D = EB.CreateICmpNE(
      EB.CreateAnd(Field(RTField::ChildDescriptor_Flags, "dpagg.foreign.flags"),
                   DPAGG_CHILD_NEEDS_1D_BLOCK),
      EB.getInt32(0), "dpagg.foreign.needs1d");
  // Whatever this unit proved of the block, the runtime checks the
  // launch's own block for a child that needs 1-D blocks (issue 21, item
  // 17): the flag travels to it with every launch of the child (lowerSite).
  Ops.ForeignNeeds1D = cast<Instruction>(Needs1D);
  // Where the block is not provably 1-D, such a child is not used at all
  // (no aggregation machinery for launches that would all launch alone).
  if (P.AskChildAbout2D)
    Ops.Child =
        EB.CreateSelect(Needs1D, ConstantPointerNull::get(EB.getPtrTy()),
                        Ops.Child, "dpagg.foreign.child.2d");
  return Ops;
}

/// The child of \p P's site: this unit's clone (or, molded, the pair the
/// runtime picks from: DPAGG_LAUNCH_MOLDED), or another unit's from its
/// descriptor. The limits of this unit's kernels are the plan's
/// (kernelLimits); they become constants at the call.
Lowering::ChildOperands Lowering::childOperands(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  if (S.Kernel->isDeclaration())
    return foreignChild(P);
  ChildOperands Ops;
  const ChildPlan *C = Built.find(S.Kernel);
  assert(C && "aggregating a kernel whose children were not built");
  Ops.Child = C->Whole;
  if (C->MoldedPair)
    Ops.Child = C->MoldedPair;
  return Ops;
}

/// Scalarization: the per-thread byte ranges of the blob (a count, then
/// offset and size pairs, adjacent ranges merged), or null if every
/// parameter is per thread.
Constant *Lowering::layoutTable(const LaunchSite &S, ArrayRef<bool> Uniform) {
  if (!is_contained(Uniform, true))
    return ConstantPointerNull::get(PointerType::getUnqual(M.getContext()));
  SmallVector<uint32_t, 16> Table = {0};
  for (unsigned I = 0; I < S.Params.size(); ++I) {
    if (Uniform[I] || !S.Params[I].Size)
      continue;
    uint32_t Off = S.Params[I].Offset, Size = S.Params[I].Size;
    if (Table[0] && Table[Table.size() - 2] + Table.back() == Off) {
      Table.back() += Size; // adjacent: one range
      continue;
    }
    ++Table[0];
    Table.append({Off, Size});
  }
  auto *Init = ConstantDataArray::get(M.getContext(), Table);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init,
                                "dpagg.layout." + S.Kernel->getName());
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(4));
  return GV;
}

void Lowering::lowerSite(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  ChildOperands Ops = childOperands(P);
  assert(Ops.Child && "aggregating without a child");
  StagedLaunch SL = stageLaunch(S);
  ArrayRef<bool> Uniform = P.UniformParams[*P.At];
  Constant *Layout = layoutTable(S, Uniform);
  uint64_t Stride = isa<ConstantPointerNull>(Layout)
                        ? paramStride(S)
                        : alignTo(entryBytes(S, Uniform), 16);
  IRBuilder<> B(S.Launch);
  Value *PoolPtr = poolPointer(B);
  if (!Ops.SafeThreads) {
    Ops.SafeThreads = B.getInt32(P.SafeThreads);
    Ops.SafeShmem = B.getInt32(P.SafeShmem);
  }
  Value *FlagsV = B.getInt32(P.LaunchFlags);
  if (Ops.ForeignNeeds1D) {
    // In the entry block, so that it dominates a postponed call as well.
    IRBuilder<> EB(Ops.ForeignNeeds1D->getNextNode());
    FlagsV = EB.CreateSelect(
        Ops.ForeignNeeds1D,
        EB.getInt32(P.LaunchFlags | DPAGG_LAUNCH_NEEDS_1D_BLOCK),
        EB.getInt32(P.LaunchFlags), "dpagg.flags");
  }
  RuntimeCall Args(P.At != Scope::Block ? RTFn::AggregateWarp
                   : P.PostponeTo       ? RTFn::AggregateBlockPostponed
                                        : RTFn::AggregateBlock);
  Args[RTArg::Child] = Ops.Child;
  Args[RTArg::Kernel] = S.Kernel;
  Args[RTArg::Name] = getKernelNameString(M, *S.Kernel);
  Args[RTArg::Flags] = FlagsV;
  Args[RTArg::Args] = SL.Params;
  Args[RTArg::ArgSize] = B.getInt32(S.BufferSize);
  Args[RTArg::ArgStride] = B.getInt32(Stride);
  setLaunchConfiguration(Args, SL);
  Args[RTArg::Pool] = PoolPtr;
  Args[RTArg::NumChunks] = B.getInt32(PoolGeo.NumChunks);
  Args[RTArg::ChunkBytes] = B.getInt32(PoolGeo.ChunkBytes);
  Args[RTArg::Layout] = Layout;
  Args[RTArg::SafeThreads] = Ops.SafeThreads;
  Args[RTArg::SafeShmem] = Ops.SafeShmem;
  if (P.PostponeTo)
    postpone(P, SL, Args);
  else
    emitCall(P, Args, SL, B);
}

/// The call in place of the launch, whose result it takes.
void Lowering::emitCall(const SitePlan &P, RuntimeCall &Args,
                        const StagedLaunch &SL, IRBuilder<> &B) {
  const LaunchSite &S = *P.Site;
  if (P.At == Scope::Block) {
    Args[RTArg::Frame] = blockFrame(*S.Caller);
    Args[RTArg::Table] = blockTable(B);
  }
  CallInst *Call =
      Args.create(B, M, ("dpagg." + scopeName(*P.At) + ".err").str());
  Call->setDebugLoc(S.Launch->getDebugLoc());
  S.Launch->replaceAllUsesWith(Call);
  S.Launch->eraseFromParent();
  boundBlobLifetime(SL, *Call);
}

/// The launch saves its configuration and a pending flag in the kernel's
/// frame (the parameters are in the staging blob already); at the start of
/// P.PostponeTo every thread calls the runtime, the pending ones launch.
void Lowering::postpone(const SitePlan &P, const StagedLaunch &SL,
                        RuntimeCall &Args) {
  const LaunchSite &S = *P.Site;
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::getUnqual(Ctx);
  IRBuilder<> EB(&*S.Caller->getEntryBlock().getFirstInsertionPt());
  // Grid x,y,z, block x,y,z, shared memory; stream; pending.
  static const RTArg::ID CfgParams[] = {
      RTArg::GridX,  RTArg::GridY,  RTArg::GridZ, RTArg::BlockX,
      RTArg::BlockY, RTArg::BlockZ, RTArg::Shmem};
  const unsigned NumCfg = std::size(CfgParams);
  auto *CfgTy = ArrayType::get(I32, NumCfg);
  AllocaInst *Cfg = EB.CreateAlloca(CfgTy, nullptr, "dpagg.postponed.cfg");
  AllocaInst *Stream = EB.CreateAlloca(Ptr, nullptr, "dpagg.postponed.stream");
  AllocaInst *Pending = EB.CreateAlloca(I32, nullptr, "dpagg.postponed");
  // Threads that never launch pass these to the runtime too: defined zeros.
  IRBuilder<> IB(&*S.Caller->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  IB.CreateStore(ConstantAggregateZero::get(CfgTy), Cfg);
  IB.CreateStore(ConstantPointerNull::get(cast<PointerType>(Ptr)), Stream);
  IB.CreateStore(IB.getInt32(0), Pending);

  // At the launch: save, mark pending.
  IRBuilder<> B(S.Launch);
  Value *Vals[7] = {SL.Grid[0],  SL.Grid[1],  SL.Grid[2],  SL.Block[0],
                    SL.Block[1], SL.Block[2], SL.SharedMem};
  for (unsigned I = 0; I < NumCfg; ++I)
    B.CreateStore(Vals[I], B.CreateConstInBoundsGEP2_32(CfgTy, Cfg, 0, I));
  B.CreateStore(SL.Stream, Stream);
  B.CreateStore(B.getInt32(1), Pending);
  DebugLoc DL = S.Launch->getDebugLoc();
  S.Launch->eraseFromParent();

  // Where the block meets again: launch what is pending, then clear it.
  IRBuilder<> PB(&*P.PostponeTo->getFirstInsertionPt());
  for (unsigned I = 0; I < NumCfg; ++I)
    Args[CfgParams[I]] =
        PB.CreateLoad(I32, PB.CreateConstInBoundsGEP2_32(CfgTy, Cfg, 0, I));
  Args[RTArg::Stream] = PB.CreateLoad(Ptr, Stream);
  Args[RTArg::Pending] = PB.CreateLoad(I32, Pending, "dpagg.pending");
  Args[RTArg::Frame] = blockFrame(*S.Caller);
  Args[RTArg::Table] = blockTable(PB);
  CallInst *Call = Args.create(PB, M, "dpagg.block.err");
  Call->setDebugLoc(DL);
  PB.CreateStore(PB.getInt32(0), Pending);
}

Value *Lowering::poolPointer(IRBuilder<> &B) {
  if (!Pool) {
    auto *Ty = ArrayType::get(B.getInt8Ty(), PoolGeo.TotalBytes);
    Pool = new GlobalVariable(M, Ty, /*isConstant=*/false,
                              GlobalValue::InternalLinkage,
                              ConstantAggregateZero::get(Ty), "dpagg.pool",
                              nullptr, GlobalValue::NotThreadLocal,
                              /*AddressSpace=*/1);
    Pool->setAlignment(Align(64));
  }
  return B.CreateAddrSpaceCast(Pool, B.getPtrTy(), "dpagg.pool.ptr");
}

/// The frame is private to each thread; __dpagg_block_init fills it at the
/// kernel's entry and every block-scope call of the kernel takes it (the
/// runtime keeps each thread's count of block aggregations there, which is
/// uniform over the block, so it needs no shared variable to agree on it).
Value *Lowering::blockFrame(Function &F) {
  AllocaInst *&Frame = BlockFrames[&F];
  if (!Frame) {
    IRBuilder<> EB(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
    auto *Ty = ArrayType::get(EB.getInt8Ty(), DPAGG_BLOCK_FRAME_SIZE);
    Frame = EB.CreateAlloca(Ty, nullptr, "dpagg.block.frame");
    Frame->setAlignment(Align(DPAGG_BLOCK_FRAME_ALIGN));
  }
  return Frame;
}

unsigned Lowering::blockTableSlots() const {
  return std::clamp<unsigned>(BlockSlotsOpt, 1, 1u << 20);
}

/// Block-scope state lives in global memory, not in shared memory: a
/// kernel's static shared memory is taken from what its host launches may
/// ask for, which the compiler cannot know (runtime/block.cu, "Where the
/// state lives").
Value *Lowering::blockTable(IRBuilder<> &B) {
  if (!BlockTable) {
    uint64_t Slots = blockTableSlots();
    uint64_t Bytes = Slots * (DPAGG_BLOCK_STATE_SIZE + 4);
    auto *Ty = ArrayType::get(B.getInt8Ty(), Bytes);
    BlockTable = new GlobalVariable(
        M, Ty, /*isConstant=*/false, GlobalValue::InternalLinkage,
        ConstantAggregateZero::get(Ty), "dpagg.block.table", nullptr,
        GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    BlockTable->setAlignment(Align(DPAGG_BLOCK_TABLE_ALIGN));
  }
  return B.CreateAddrSpaceCast(BlockTable, B.getPtrTy(), "dpagg.block.table");
}

/// Every thread takes part in __dpagg_block_init at the kernel's entry,
/// where none has exited, and passes __dpagg_block_exit right before its
/// `ret` (threadExitBlocker says why that is the only way out).
void Lowering::addBlockEntryAndExits(Function &F) {
  Value *Frame = blockFrame(F);
  auto Call = [&](RTFn Fn, IRBuilder<> &B) {
    RuntimeCall Args(Fn);
    Args[RTArg::Frame] = Frame;
    Args[RTArg::Table] = blockTable(B);
    Args[RTArg::NumSlots] = B.getInt32(blockTableSlots());
    Args.create(B, M);
  };
  IRBuilder<> B(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  Call(RTFn::BlockInit, B);
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      IRBuilder<> RB(Ret);
      Call(RTFn::BlockExit, RB);
    }
}
/// A block-scope site's legality assumed the function's V1 launches are
/// staged (their null checks gone); the ones aggregation left alone
/// (AggregationPlan::BlockKernels) are lowered to V2 now, as
/// dpagg-lower-v1-launches would. Block-scope sites share block state that
/// is taken and cleared at the kernel's entry, where no thread has exited
/// yet (each thread's frame starts there), and given back as the threads
/// return.
void Lowering::lowerBlockKernel(Function &F, ArrayRef<const LaunchSite *> V1,
                                OptimizationRemarkEmitter &ORE) {
  for (const LaunchSite *T : V1)
    lowerV1Launch(*T, ORE);
  addBlockEntryAndExits(F);
}
