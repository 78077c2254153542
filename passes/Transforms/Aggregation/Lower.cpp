//===- Lower.cpp - IR from the frozen aggregation plan --------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering (Lower.h): a site's launch, staged
/// (Transforms/LaunchStaging.h), becomes a call of the runtime with what the
/// plan says of the site in its constant site descriptor (the child's
/// descriptor, the flags, the sizes, the scalarization layout, the pool;
/// RuntimeABI.h, DPAggSiteDescriptor), the launch's own values (blob,
/// configuration, stream), and at block scope the block state.
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
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <algorithm>

using namespace llvm;
using namespace dpagg;
using namespace llvm::PatternMatch;

/// Bytes between two parents' parameter blobs in a record.
static uint64_t paramStride(const LaunchSite &S) {
  return alignTo(S.BufferSize, std::max<uint64_t>(16, S.ParamAlign.value()));
}

Lowering::Lowering(Module &M, const AggregateOptions &Opts,
                   const BuiltChildren &Built)
    : M(M), Opts(Opts), Built(Built), PoolGeo(poolGeometry(Opts.PoolSize)) {}

/// A private constant holding \p Init, in the generic address space the
/// runtime's pointers are in (the NVPTX backend places it in global
/// memory).
static GlobalVariable *privateConstant(Module &M, Constant *Init,
                                       const Twine &Name) {
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, Name);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(8));
  return GV;
}

/// The descriptor of \p P's child (RuntimeABI.h, DPAggChildDescriptor), as
/// a generic pointer. Another unit's kernel: the weak descriptor the linker
/// resolves (Children.cpp, "Kernels of other translation units"). This
/// unit's: a private one with this unit's clone (or, molded or packed, the
/// set the runtime picks from: DPAGG_LAUNCH_MOLDED, DPAGG_LAUNCH_PACKED) and
/// the plan's limits and DPAGG_CHILD_NEEDS_1D_BLOCK, so the runtime reads both
/// alike; one per distinct contents.
Constant *Lowering::childDescriptor(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  PointerType *Ptr = PointerType::getUnqual(M.getContext());
  if (S.Kernel->isDeclaration())
    return ConstantExpr::getAddrSpaceCast(foreignDescriptor(M, *S.Kernel), Ptr);
  const ChildPlan *C = Built.find(S.Kernel);
  assert(C && C->Whole && "aggregating a kernel whose child was not built");
  Constant *Child = C->Clones ? C->Clones : C->Whole;
  unsigned Flags = (P.LaunchFlags & DPAGG_LAUNCH_NEEDS_1D_BLOCK)
                       ? DPAGG_CHILD_NEEDS_1D_BLOCK
                       : 0;
  Constant *Init = childDescriptorValue(M.getContext(), Child, P.SafeThreads,
                                        P.SafeShmem, Flags);
  GlobalVariable *&D = LocalChildren[Init];
  if (!D)
    D = privateConstant(M, Init, S.Kernel->getName() + ".dpagg.child");
  return D;
}

/// What \p P's site descriptor says of the site in DPAggLaunchFlags: the
/// plan's, less what the runtime takes from the child's descriptor
/// (DPAGG_LAUNCH_NEEDS_1D_BLOCK), plus whether the block is unproven 1-D
/// where the child's descriptor decides whether it needs 1-D blocks.
static unsigned siteFlags(const SitePlan &P) {
  return (P.LaunchFlags & ~unsigned(DPAGG_LAUNCH_NEEDS_1D_BLOCK)) |
         (P.AskChildAbout2D ? DPAGG_LAUNCH_BLOCK_NOT_PROVEN_1D : 0);
}

/// \p P's constant site descriptor (RuntimeABI.h, DPAggSiteDescriptor):
/// what every execution of the site tells the runtime, from the frozen plan.
Constant *Lowering::siteDescriptor(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  LLVMContext &Ctx = M.getContext();
  // Created in the order they were before site descriptors existed (the
  // child's, the layout, the pool, the name), which the PTX's globals keep.
  Constant *Child = childDescriptor(P);
  ArrayRef<bool> Uniform = storedOnce(P);
  Constant *Layout = layoutTable(S, Uniform);
  Constant *PoolPtr = poolPointer();
  uint64_t Stride = isa<ConstantPointerNull>(Layout)
                        ? paramStride(S)
                        : alignTo(entryBytes(S, Uniform), 16);
  auto *Ty = getRuntimeStructType(Ctx, RTStruct::SiteDescriptor);
  SmallVector<Constant *, 10> Fields(Ty->getNumElements());
  auto Set = [&](RTField::ID F, Constant *C) {
    Fields[getRuntimeFieldIndex(F)] = C;
  };
  auto Int = [&](uint64_t V) {
    return ConstantInt::get(Type::getInt32Ty(Ctx), V);
  };
  Set(RTField::SiteDescriptor_Child, Child);
  Set(RTField::SiteDescriptor_Kernel, S.Kernel);
  Set(RTField::SiteDescriptor_Name, getKernelNameString(M, *S.Kernel));
  Set(RTField::SiteDescriptor_Pool, PoolPtr);
  Set(RTField::SiteDescriptor_Layout, Layout);
  Set(RTField::SiteDescriptor_Flags, Int(siteFlags(P)));
  Set(RTField::SiteDescriptor_ArgSize, Int(S.BufferSize));
  Set(RTField::SiteDescriptor_ArgStride, Int(Stride));
  Set(RTField::SiteDescriptor_NumChunks, Int(PoolGeo.NumChunks));
  Set(RTField::SiteDescriptor_ChunkBytes, Int(PoolGeo.ChunkBytes));
  Set(RTField::SiteDescriptor_GroupBlocks, Int(P.GroupBlocks));
  // Numbered here, not by the module's symbol table, whose one counter
  // for every clash would renumber the layout tables' names.
  return privateConstant(M, ConstantStruct::get(Ty, Fields),
                         "dpagg.site." + S.Kernel->getName() + "." +
                             Twine(NumSites++));
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
  StagedLaunch SL = stageLaunch(*P.Site);
  // A launch into a stream private to it goes to cudaStreamFireAndForget,
  // aggregated or alone (Planner::privateStreamLaunch).
  if (P.PrivateStream && !P.refused())
    SL.Stream = ConstantExpr::getIntToPtr(
        ConstantInt::get(Type::getInt64Ty(M.getContext()),
                         CudaStreamFireAndForget),
        SL.Stream->getType());
  // A launch into the per-thread stream goes to the block's NULL stream
  // (BlockStreamPlan.cpp): aggregated, its flags lack DPAGG_LAUNCH_PTSZ.
  if (P.ToBlockStream)
    SL.Stream =
        ConstantPointerNull::get(cast<PointerType>(SL.Stream->getType()));
  if (P.TailChain)
    return lowerTailChain(P, SL);
  if (P.Serial.serialized())
    return lowerSerial(P, SL);
  lowerStaged(P, SL, nullptr);
}

/// The process's count of tail-launched links (TailChainPlan.cpp,
/// "Termination"): weak, so that every unit's links share one count.
GlobalVariable *dpagg::tailChainLinks(Module &M) {
  constexpr StringLiteral Name = "__dpagg_tail_chain_links";
  if (GlobalVariable *GV = M.getGlobalVariable(Name, true))
    return GV;
  Type *I64 = Type::getInt64Ty(M.getContext());
  constexpr unsigned Global = 1; // NVPTX's global address space
  auto *GV =
      new GlobalVariable(M, I64, /*isConstant=*/false,
                         GlobalValue::WeakAnyLinkage, ConstantInt::get(I64, 0),
                         Name, nullptr, GlobalValue::NotThreadLocal, Global);
  GV->setAlignment(Align(8));
  return GV;
}

/// A link of a chain of one-block grids (TailChainPlan.cpp): a V2 launch
/// into cudaStreamTailLaunch when the launching grid is one block (read from
/// %nctaid: the site is in the kernel's own code, never in a clone) and the
/// process has tail-launched fewer links than the budget (the count grows
/// only for a one-block grid), into the stream as written otherwise.
Value *dpagg::oneBlockGrid(IRBuilderBase &B) {
  Value *One = nullptr;
  for (Intrinsic::ID Id : {Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
                           Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                           Intrinsic::nvvm_read_ptx_sreg_nctaid_z}) {
    Value *Is1 = B.CreateICmpEQ(B.CreateIntrinsic(Id, {}), B.getInt32(1));
    One = One ? B.CreateAnd(One, Is1) : Is1;
  }
  return One;
}

Value *dpagg::tailLinkStream(IRBuilderBase &B, Module &M, uint64_t Budget,
                             Value *AsWritten) {
  Value *One = oneBlockGrid(B);
  Value *Taken = B.CreateAtomicRMW(AtomicRMWInst::Add, tailChainLinks(M),
                                   B.CreateZExt(One, B.getInt64Ty()),
                                   MaybeAlign(8), AtomicOrdering::Monotonic);
  One = B.CreateAnd(One, B.CreateICmpULT(Taken, B.getInt64(Budget)),
                    "dpagg.tail.ok");
  Type *StreamTy = AsWritten->getType();
  Value *Tail = ConstantExpr::getIntToPtr(
      ConstantInt::get(B.getInt64Ty(), CudaStreamTailLaunch), StreamTy);
  return B.CreateSelect(One, Tail, AsWritten, "dpagg.tail.stream");
}

void Lowering::lowerTailChain(const SitePlan &P, const StagedLaunch &SL) {
  if (P.TailInPlace)
    return lowerInPlaceLink(P, SL);
  const LaunchSite &S = *P.Site;
  IRBuilder<> B(S.Launch);
  emitV2Launch(S, SL, tailLinkStream(B, M, Opts.TailChainBudget, S.Stream));
}

/// The staged launch as the plan lowers it without serialization: the
/// runtime's call of its scope, or, for a site aggregation refused (which
/// gets here only serialized), the launch as written (V2). \p SerialTaken:
/// at block scope, not postponed, whether this thread ran the launch
/// serially (lowerSerial), or null.
void Lowering::lowerStaged(const SitePlan &P, const StagedLaunch &SL,
                           Value *SerialTaken) {
  const LaunchSite &S = *P.Site;
  if (P.refused())
    return emitV2Launch(S, SL, nullptr, P.ToBlockStream);
  Constant *Site = siteDescriptor(P);
  bool Group = isGroupOfBlocks(*P.At);
  RuntimeCall Args(P.At == Scope::Warp           ? RTFn::AggregateWarp
                   : Group && P.atLastExit()     ? RTFn::AggregateGridAtExit
                   : Group                       ? RTFn::AggregateGrid
                   : P.atLastExit()              ? RTFn::AggregateBlockAtExit
                   : P.PostponeTo || SerialTaken ? RTFn::AggregateBlockPostponed
                                                 : RTFn::AggregateBlock);
  // A group's threads count themselves done in its state at their exits:
  // __dpagg_grid_exit at a barrier, __dpagg_grid_last_exit at the last exit
  // (which takes block scope's last exit in a grid without groups).
  if (Group)
    GridSites[S.Caller] = Site;
  if (Group && P.atLastExit())
    GridAtExit.insert(S.Caller);
  else if (P.atLastExit())
    LastExitSites[S.Caller] = Site;
  Args[RTArg::Site] = Site;
  Args[RTArg::Args] = SL.Params;
  setLaunchConfiguration(Args, SL);
  if (P.PostponeTo) {
    postpone(P, SL, Args);
    return;
  }
  IRBuilder<> B(S.Launch);
  emitCall(P, Args, SL, B, SerialTaken);
}

/// The call in place of the launch, whose result it takes. At block scope
/// with \p SerialTaken, every thread still comes to the runtime's call (its
/// barriers need every live thread of the block: the plan proved they all
/// reach the launch, and the serial path joins it again), as at a
/// postponed site: those that ran the launch serially are not pending and
/// take cudaSuccess.
void Lowering::emitCall(const SitePlan &P, RuntimeCall &Args,
                        const StagedLaunch &SL, IRBuilder<> &B,
                        Value *SerialTaken) {
  const LaunchSite &S = *P.Site;
  if (P.At != Scope::Warp) {
    Args[RTArg::Frame] = blockFrame(*S.Caller);
    Args[RTArg::Table] = blockTable(B);
  }
  if (isGroupOfBlocks(*P.At)) {
    Args[RTArg::GridTable] = gridTable(B);
    if (!P.atLastExit())
      Args[RTArg::Pending] = B.getInt32(1);
  }
  if (SerialTaken)
    Args[RTArg::Pending] =
        B.CreateZExt(B.CreateNot(SerialTaken), B.getInt32Ty(), "dpagg.pending");
  CallInst *Call =
      Args.create(B, M, ("dpagg." + scopeName(*P.At) + ".err").str());
  Call->setDebugLoc(S.Launch->getDebugLoc());
  Value *Result = Call;
  if (SerialTaken)
    Result = B.CreateSelect(SerialTaken, B.getInt32(0), Call, "dpagg.err");
  S.Launch->replaceAllUsesWith(Result);
  S.Launch->eraseFromParent();
  boundBlobLifetime(SL, *Call);
}

/// A child whose loops run up to a parameter's value of trips
/// (SerialPlan::TripArg): the launch's logical threads times (PerThread +
/// WorkPerTrip x value) at most Budget, the value read from the staged
/// blob. Its bits are zero-extended: a negative int counts as a huge value,
/// which keeps the launch off the serial path (where such a loop would not
/// run at all: a launch aggregated that could have run serially, never the
/// other way). The value is clamped to 2^20 and Threads is at most the
/// threshold (at most 2^16), so the products cannot wrap.
static Value *tripsWithinBudget(IRBuilder<> &B, const SerialPlan &SP,
                                const LaunchSite &S, const StagedLaunch &SL,
                                Value *Threads) {
  const LaunchParam &LP = S.Params[SP.TripArg];
  Type *Ty = S.Kernel->getArg(SP.TripArg)->getType();
  Value *V = B.CreateAlignedLoad(
      Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), SL.Params, LP.Offset),
      LP.Alignment, "dpagg.serial.trip.param");
  Type *I64 = B.getInt64Ty();
  Value *Trips = B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateZExt(V, I64),
                                         B.getInt64(1 << 20));
  Value *PerThread = B.CreateAdd(
      B.getInt64(SP.PerThread), B.CreateMul(B.getInt64(SP.WorkPerTrip), Trips));
  return B.CreateICmpULE(B.CreateMul(Threads, PerThread), B.getInt64(SP.Budget),
                         "dpagg.serial.budget");
}

/// Serialization (SerialPlan.cpp, (c)): the run-time condition under which
/// the serial path is taken. The launch has at most P.Serial.Threshold
/// logical threads and CUDA would accept it: every dimension at least 1,
/// grid y and z at most 65535, block x and y at most 1024 and z at most 64,
/// block threads at most what every launch of the child accepts, no
/// dynamic shared memory. Each dimension is checked to be at most the
/// threshold (at most 2^16: Options.h) first, so the 64-bit products below
/// cannot wrap where the condition can hold.
static Value *serialCheck(IRBuilder<> &B, const SerialPlan &SP,
                          const LaunchSite &S, const StagedLaunch &SL) {
  Type *I64 = B.getInt64Ty();
  Value *T = B.getInt64(SP.Threshold);
  SmallVector<Value *, 16> Conds;
  auto Dim = [&](Value *D) {
    // 1 <= D <= T, as (D - 1) < T: a zero D wraps.
    Value *D64 = B.CreateZExt(D, I64);
    Conds.push_back(B.CreateICmpULT(B.CreateSub(D64, B.getInt64(1)), T));
    return D64;
  };
  auto AtMost = [&](Value *V, uint64_t Max) {
    Conds.push_back(B.CreateICmpULE(V, B.getInt64(Max)));
  };
  Value *G[3], *Bk[3];
  for (unsigned D = 0; D < 3; ++D) {
    G[D] = Dim(SL.Grid[D]);
    Bk[D] = Dim(SL.Block[D]);
  }
  AtMost(G[1], 65535);
  AtMost(G[2], 65535);
  AtMost(Bk[0], 1024);
  AtMost(Bk[1], 1024);
  AtMost(Bk[2], 64);
  Value *GridThreads = B.CreateMul(B.CreateMul(G[0], G[1]), G[2]);
  Value *BlockThreads = B.CreateMul(B.CreateMul(Bk[0], Bk[1]), Bk[2]);
  AtMost(BlockThreads, SP.MaxBlockThreads);
  Conds.push_back(B.CreateICmpULE(GridThreads, T));
  Conds.push_back(B.CreateICmpULE(BlockThreads, T));
  Value *Threads = B.CreateMul(GridThreads, BlockThreads);
  Conds.push_back(B.CreateICmpULE(Threads, T));
  if (SP.TripArg >= 0)
    Conds.push_back(tripsWithinBudget(B, SP, S, SL, Threads));
  Conds.push_back(B.CreateICmpEQ(SL.SharedMem,
                                 ConstantInt::get(SL.SharedMem->getType(), 0)));
  Value *Ok = B.getTrue();
  for (Value *C : Conds)
    if (!match(C, m_One())) // checked at compile time already
      Ok = match(Ok, m_One()) ? C : B.CreateAnd(Ok, C);
  if (isa<Instruction>(Ok))
    Ok->setName("dpagg.serial.ok");
  return Ok;
}

/// A serialized site: at the launch, a launch that passes serialCheck runs
/// in the launching thread (the child's serial copy, with the values the
/// launch would have passed: the staged blob and configuration) and gives
/// cudaSuccess; the others are lowered as without serialization
/// (lowerStaged), in their own block, and the two join after the launch.
/// At block scope (not postponed) the runtime's call stays where every
/// thread reaches it, after the join (emitCall); a postponed site's
/// serial threads simply do not become pending.
void Lowering::lowerSerial(const SitePlan &P, const StagedLaunch &SL) {
  const LaunchSite &S = *P.Site;
  LLVMContext &Ctx = M.getContext();
  CallBase *Launch = S.Launch;
  IRBuilder<> B(Launch);
  Value *Ok = serialCheck(B, P.Serial, S, SL);
  BasicBlock *Before = Launch->getParent();
  BasicBlock *Slow = Before->splitBasicBlock(Launch, "dpagg.serial.fallback");
  BasicBlock *Join =
      Slow->splitBasicBlock(Launch->getNextNode(), "dpagg.serial.join");
  auto *Serial = BasicBlock::Create(Ctx, "dpagg.serial", S.Caller, Slow);
  bool BlockMeets =
      P.At && *P.At != Scope::Warp && !P.PostponeTo && !P.atLastExit();
  Before->getTerminator()->eraseFromParent();
  BranchInst::Create(Serial, BlockMeets ? Join : Slow, Ok, Before);
  IRBuilder<> SB(Serial);
  Function *Copy = Built.serialCopy(S.Kernel);
  assert(Copy && "a serialized site whose copy was not built");
  CallInst *Call =
      SB.CreateCall(Copy, {SL.Params, SL.Grid[0], SL.Grid[1], SL.Grid[2],
                           SL.Block[0], SL.Block[1], SL.Block[2]});
  Call->setDebugLoc(Launch->getDebugLoc());
  SB.CreateBr(Join);
  if (BlockMeets) {
    // Every thread meets at the runtime's call, in Join.
    Launch->moveBefore(Join->getFirstNonPHIIt());
    Slow->eraseFromParent();
    IRBuilder<> JB(&*Join->begin());
    PHINode *Taken = JB.CreatePHI(JB.getInt1Ty(), 2, "dpagg.serial.taken");
    Taken->addIncoming(JB.getTrue(), Serial);
    Taken->addIncoming(JB.getFalse(), Before);
    lowerStaged(P, SL, Taken);
    return inlineSerialCopy(*Call);
  }
  if (!Launch->use_empty()) {
    IRBuilder<> JB(&*Join->begin());
    PHINode *Err = JB.CreatePHI(Launch->getType(), 2, "dpagg.serial.err");
    Launch->replaceAllUsesWith(Err);
    Err->addIncoming(JB.getInt32(0), Serial);
    Err->addIncoming(Launch, Slow);
  }
  lowerStaged(P, SL, nullptr);
  inlineSerialCopy(*Call);
}

/// The serial copy's call, inlined into the parent: no inliner runs after
/// OptimizerEarly, and a parent with a call to a function of its own unit
/// is one FitRegisterBounds cannot fit (FunctionFacts.cpp, userCallee), so
/// it kept DPAgg's bound of 64 registers where it had been fitted to 48:
/// the parent of bench/probe_shapes.cu's Probe/dp, whose launches were
/// never small enough to take the serial path, ran 0.82x to 0.93x as fast
/// as without serialization (H100, 2026-11-26). The same code either way;
/// a copy that cannot be inlined stays a call.
void Lowering::inlineSerialCopy(CallInst &Call) {
  InlineFunctionInfo IFI;
  (void)InlineFunction(Call, IFI);
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
  if (isGroupOfBlocks(*P.At))
    Args[RTArg::GridTable] = gridTable(PB);
  CallInst *Call =
      Args.create(PB, M, ("dpagg." + scopeName(*P.At) + ".err").str());
  Call->setDebugLoc(DL);
  PB.CreateStore(PB.getInt32(0), Pending);
}

/// The program's record pool's symbol (-dpagg-shared-pools): the ABI
/// version and the geometry, so that only units whose runtime reads the same
/// layout with the same chunks share one.
std::string dpagg::recordPoolName(const PoolGeometry &G) {
  return ("__dpagg_record_pool_v" + Twine(getRuntimeABIVersion()) + "_" +
          Twine(G.NumChunks) + "x" + Twine(G.ChunkBytes))
      .str();
}

/// The record pool, as the generic pointer the runtime takes: the unit's
/// own (internal), or with SharedPools the program's of this geometry, a
/// common definition that nvlink allocates once for every unit (a weak one
/// would keep every unit's storage: two units linked to 271 MB of
/// .nv.global with weak 128 MiB pools, 138 MB with common ones;
/// test/Examples/two-translation-units.test). Sharing is safe: the pool's
/// protocol (runtime/Pool.cuh) is made of gpu-scope atomics on its own words
/// and is already shared by every kernel and grid of a unit; the units that
/// share a pool read one layout (the ABI version in the name, which a change
/// of the protocol bumps: RuntimeABI.def) with the same chunks (the geometry
/// in the name), and a record carries its pool's address, so each release
/// goes to the pool it came from. What changes is only whose records fill
/// it: one unit's can make another's launches fall back (correct, slower).
Constant *Lowering::poolPointer() {
  if (!Pool) {
    auto *Ty =
        ArrayType::get(Type::getInt8Ty(M.getContext()), PoolGeo.TotalBytes);
    std::string Name =
        Opts.SharedPools ? recordPoolName(PoolGeo) : std::string("dpagg.pool");
    Pool = Opts.SharedPools ? M.getGlobalVariable(Name) : nullptr;
    if (!Pool) {
      Pool =
          new GlobalVariable(M, Ty, /*isConstant=*/false,
                             Opts.SharedPools ? GlobalValue::CommonLinkage
                                              : GlobalValue::InternalLinkage,
                             ConstantAggregateZero::get(Ty), Name, nullptr,
                             GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
      Pool->setAlignment(Align(64));
    }
  }
  return ConstantExpr::getAddrSpaceCast(Pool,
                                        PointerType::getUnqual(M.getContext()));
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

/// Grid-scope state lives in global memory too: one slot per parent grid in
/// flight, found by %gridid (runtime/grid.cu, "Grid scope").
Value *Lowering::gridTable(IRBuilder<> &B) {
  if (!GridTable) {
    auto *Ty = ArrayType::get(
        getRuntimeStructType(M.getContext(), RTStruct::GridState),
        DPAGG_GRID_TABLE_SLOTS);
    GridTable = new GlobalVariable(
        M, Ty, /*isConstant=*/false, GlobalValue::InternalLinkage,
        ConstantAggregateZero::get(Ty), "dpagg.grid.table", nullptr,
        GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    GridTable->setAlignment(Align(64));
  }
  return B.CreateAddrSpaceCast(GridTable, B.getPtrTy(), "dpagg.grid.table");
}

/// Every thread takes part in __dpagg_block_init at the kernel's entry,
/// where none has exited, and passes __dpagg_block_exit right before its
/// `ret` (threadExitBlocker says why that is the only way out); in a kernel
/// with a grid-scope site, __dpagg_grid_exit, which also counts the thread
/// done in its grid's state (runtime/grid.cu, (d)); in a kernel whose
/// block-scope site meets at its threads' last exit, __dpagg_block_last_exit,
/// which counts the thread done in its block's state and, for the last,
/// launches the block's aggregate (runtime/block.cu, "Block scope at the
/// last exit").
void Lowering::addBlockEntryAndExits(Function &F) {
  Value *Frame = blockFrame(F);
  Constant *GridSite = GridSites.lookup(&F);
  Constant *LastExitSite = LastExitSites.lookup(&F);
  auto Call = [&](RTFn Fn, IRBuilder<> &B) {
    RuntimeCall Args(Fn);
    Args[RTArg::Frame] = Frame;
    Args[RTArg::Table] = blockTable(B);
    Args[RTArg::NumSlots] = B.getInt32(blockTableSlots());
    if (Fn == RTFn::GridExit || Fn == RTFn::GridLastExit) {
      Args[RTArg::Site] = GridSite;
      Args[RTArg::GridTable] = gridTable(B);
    }
    if (Fn == RTFn::BlockLastExit)
      Args[RTArg::Site] = LastExitSite;
    Args.create(B, M);
  };
  IRBuilder<> B(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  Call(RTFn::BlockInit, B);
  RTFn Exit = GridSite && GridAtExit.contains(&F) ? RTFn::GridLastExit
              : GridSite                          ? RTFn::GridExit
              : LastExitSite                      ? RTFn::BlockLastExit
                                                  : RTFn::BlockExit;
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      IRBuilder<> RB(Ret);
      Call(Exit, RB);
    }
}
/// A block-scope site's legality assumed the function's V1 launches are
/// staged (their null checks gone); the ones aggregation left alone
/// (AggregationPlan::BlockKernels) are lowered to V2 now, as
/// dpagg-lower-v1-launches would. Block-scope sites share block state that
/// is taken and cleared at the kernel's entry, where no thread has exited
/// yet (each thread's frame starts there), and given back as the threads
/// return.
void Lowering::lowerBlockKernel(
    Function &F, ArrayRef<const LaunchSite *> V1,
    const SmallPtrSetImpl<const LaunchSite *> &ToBlockStream,
    OptimizationRemarkEmitter &ORE) {
  lowerAsWritten(V1, ToBlockStream, ORE);
  addBlockEntryAndExits(F);
}

/// RejoinPlan.cpp's rewrite of one loop: the entering lanes' mask in the
/// preheader, the mask of the lanes still in the loop in a phi of the
/// header, and at the exiting block's branch a ballot of that mask on the
/// branch's staying condition, which every lane of the mask executes each
/// trip and which gives the next trip's mask. The branch itself is left as
/// written: the ballot only joins the lanes.
void Lowering::rejoinWarp(const WarpRejoin &R) {
  IRBuilder<> B(R.Preheader->getTerminator());
  Value *Entered = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {}, {}, {},
                                     "dpagg.rejoin.entered");
  Type *I32 = Entered->getType();
  PHINode *Mask = PHINode::Create(I32, 2, "dpagg.rejoin.mask");
  Mask->insertBefore(R.Header->getFirstNonPHIIt());
  auto *Br = cast<BranchInst>(R.Exiting->getTerminator());
  B.SetInsertPoint(Br);
  Value *Stay =
      R.StayOnTrue ? Br->getCondition() : B.CreateNot(Br->getCondition());
  Value *Next = B.CreateIntrinsic(Intrinsic::nvvm_vote_ballot_sync, {},
                                  {Mask, Stay}, {}, "dpagg.rejoin.stay");
  for (BasicBlock *Pred : predecessors(R.Header))
    Mask->addIncoming(Pred == R.Preheader ? Entered : Next, Pred);
}

void Lowering::lowerAsWritten(
    ArrayRef<const LaunchSite *> V1,
    const SmallPtrSetImpl<const LaunchSite *> &ToBlockStream,
    OptimizationRemarkEmitter &ORE) {
  for (const LaunchSite *T : V1)
    lowerV1Launch(*T, ORE, ToBlockStream.contains(T));
}

/// The launch call's callee is an entry point that takes the stream last
/// (cudaLaunchDevice[V2][_ptsz] or its __cudaCDP2 symbol, never the CUDA
/// header's wrapper: BlockStreamPlan.cpp, rule 3); the entry without _ptsz
/// of the same signature reads a null stream as the block's NULL stream.
void Lowering::moveToBlockStream(const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  auto *CB = cast<CallBase>(S.Launch);
  Function *Entry = CB->getCalledFunction();
  StringRef Name = Entry->getName();
  if (Name.consume_back("_ptsz"))
    CB->setCalledFunction(M.getOrInsertFunction(Name, CB->getFunctionType(),
                                                Entry->getAttributes()));
  unsigned Stream = CB->arg_size() - 1;
  assert(CB->getArgOperand(Stream) == S.Stream && "the stream is not last");
  CB->setArgOperand(
      Stream, ConstantPointerNull::get(cast<PointerType>(S.Stream->getType())));
}
