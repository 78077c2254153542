//===- AggregatedChild.cpp - aggregated child kernels ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/AggregatedChild.h.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/LaunchStaging.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "dpagg-aggregate"

STATISTIC(NumChildren, "Number of aggregated child kernels created");
STATISTIC(NumMolded, "Number of aggregated children that loop over logical "
                     "blocks (moldable)");

bool dpagg::isNVVMMathIntrinsic(const Function &F) {
  // Column PER_THREAD of KnownCalls.def's NVVM classes.
  const NVVMClass *C = lookupNVVMClass(F.getName());
  return C && C->PerThread;
}

namespace {

/// %tid.x, .y or .z: 0, 1 or 2; else -1.
int threadIdxDim(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
    return 0;
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
    return 1;
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
    return 2;
  default:
    return -1;
  }
}

/// Replaces geometry reads in \p F by the rebuilt values; not \p Keep, the
/// moldable loop's own reads of the physical grid. With \p ThreadIdx (a
/// packed clone), the %tid reads too.
void replaceGeometry(Function &F, ArrayRef<Value *> BlockIdx,
                     ArrayRef<Value *> BlockDim, ArrayRef<Value *> GridDim,
                     function_ref<Value *()> LoadDynamicSmem,
                     ArrayRef<const Instruction *> Keep,
                     ArrayRef<Value *> ThreadIdx = {}) {
  Value *DynamicSmem = nullptr;
  SmallVector<IntrinsicInst *, 16> Reads;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if ((readsRebuiltGeometry(II->getCalledFunction()->getName()) ||
           (!ThreadIdx.empty() && threadIdxDim(II->getIntrinsicID()) >= 0)) &&
          !is_contained(Keep, II))
        Reads.push_back(II);
  for (IntrinsicInst *II : Reads) {
    Value *V = nullptr;
    if (int D = threadIdxDim(II->getIntrinsicID()); D >= 0) {
      II->replaceAllUsesWith(ThreadIdx[D]);
      II->eraseFromParent();
      continue;
    }
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size:
      if (!DynamicSmem)
        DynamicSmem = LoadDynamicSmem();
      V = DynamicSmem;
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
      V = BlockIdx[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
      V = BlockIdx[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
      V = BlockIdx[2];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
      V = BlockDim[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
      V = BlockDim[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
      V = BlockDim[2];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
      V = GridDim[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
      V = GridDim[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
      V = GridDim[2];
      break;
    default:
      llvm_unreachable("not a geometry read");
    }
    II->replaceAllUsesWith(V);
    II->eraseFromParent();
  }
}

/// Whether \p F reads %tid itself.
bool readsThreadIdxHere(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (const auto *II = dyn_cast<IntrinsicInst>(&I))
      if (threadIdxDim(II->getIntrinsicID()) >= 0)
        return true;
  return false;
}

/// Whether \p F or a function it reaches reads %tid.
bool readsThreadIdx(const Function &F, const FunctionSummaries &Facts) {
  return readsThreadIdxHere(F) ||
         any_of(Facts.reachable(F),
                [](const Function *G) { return readsThreadIdxHere(*G); });
}

/// Inlines into \p F every call to a function that reads block geometry
/// (and, \p ThreadIdx, the thread index), so all of them are in F. Returns
/// false if it does not converge.
bool inlineGeometryReaders(Function &F, const FunctionSummaries &Facts,
                           bool ThreadIdx = false) {
  return inlineCallsOf(F, [&](const Function &Callee) {
    return Facts.childFacts(Callee).ReadsGeometry ||
           (ThreadIdx && readsThreadIdx(Callee, Facts));
  });
}

} // namespace

/// The allow-list of moldable children; runtime/child.cu, "Moldable
/// children", has what each rule buys.
///  - Not warp-sensitive (ChildFacts): lanes of one warp may finish a
///    logical block at different times and wait in the latch; only
///    operations on the allow-list of isWarpInsensitiveIntrinsic (no
///    shuffles, votes, __syncwarp, inline assembly) cannot notice that they
///    are waiting rather than exited.
///  - No barrier of any form, __syncthreads included. The latch is then the
///    only barrier a thread can wait at between the prologue's barrier and
///    the next logical block. A body barrier would have the threads that
///    finished the logical block (returned early, or inactive because the
///    logical block is smaller than the physical one) waiting at the latch
///    while the others wait at the body's barrier instruction: lanes of one
///    warp at two different barrier instructions of barrier 0 at once. The
///    PTX ISA defines a barrier as marking its warp's arrival once every
///    non-exited thread of the warp waits, and leaves open what that means
///    for lanes at different barrier instructions; on an H100 such children
///    computed wrong values (GPU test moldable_children, subtest exchange,
///    about 18% of the outputs, at a4dce48), so no argument is known for
///    them and they keep one block per logical block.
///  - No launches and no device runtime calls but the per-thread ones
///    (malloc, free, printf, assert, libdevice): a launch inside would get
///    its own aggregation and its barriers.
///  - Every alloca of K in its entry block with a constant size: they move
///    to the clone's entry, outside the loop (a dynamic one would grow the
///    stack once per logical block).
///  - The caller refuses children whose threads may wait for one another
///    outside barriers (InterThreadWaits): a block that waits for another
///    of its grid could wait for a logical block queued behind it.
std::string dpagg::moldBlocker(const Function &K,
                               const FunctionSummaries &Facts) {
  const ChildFacts &F = Facts.childFacts(K);
  if (!F.Blocker.empty())
    return F.Blocker;
  if (F.WarpSensitive)
    return "it uses warp-level operations or inline assembly, which could "
           "see threads that finished a logical block waiting for the next "
           "one";
  if (!F.MoldBlocker.empty())
    return F.MoldBlocker;
  if (F.HasBarrier)
    return "it uses __syncthreads, at which threads would wait while others "
           "of their warp wait at the latch for the next logical block";
  for (const Instruction &I : instructions(K))
    if (const auto *AI = dyn_cast<AllocaInst>(&I))
      if (!AI->isStaticAlloca())
        return "it has a dynamically sized stack allocation";
  return "";
}

/// The allow-list of packed children (runtime/child.cu, "Packed children",
/// has what each rule buys): what the whole clone takes (ChildFacts), and
///  - no barrier of any kind but __syncwarp: a CTA barrier would wait for
///    the physical block's other warps, which run other logical blocks
///    (HasBarrier for barrier 0, and every barrier intrinsic of the code);
///  - no shared memory: the physical block's would be shared by the logical
///    blocks of its warps (static: none at all; dynamic: the runtime packs
///    only aggregates that ask for none);
///  - no inline assembly: it could read %tid, which the clone rewrites only
///    where it is an intrinsic;
///  - no launch and no device runtime call (FunctionSummaries::launchFree):
///    a launch site in the packed clone would get block scope's state and
///    barriers on the physical block, which this argument does not cover.
/// Warp-level operations are allowed: a logical block is one warp, lane for
/// thread, as in its own launch.
std::string dpagg::packBlocker(const Function &K,
                               const FunctionSummaries &Facts) {
  const ChildFacts &F = Facts.childFacts(K);
  if (!F.Blocker.empty())
    return F.Blocker;
  if (F.HasBarrier)
    return "it uses __syncthreads, which would wait for the other logical "
           "blocks of the physical block";
  SharedEstimate E = Facts.staticShared(K);
  if (!E.Unknown.empty())
    return "its shared memory is not known (" + E.Unknown + ")";
  if (E.Bytes || !Facts.get(K).Shared.Globals.empty())
    return "it uses shared memory, which the logical blocks of one physical "
           "block would share";
  SmallVector<const Function *, 8> Code = {&K};
  for (const Function *G : Facts.reachable(K))
    Code.push_back(G);
  for (const Function *G : Code)
    for (const Instruction &I : instructions(*G))
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->isInlineAsm())
          return "inline assembly in " + G->getName().str() +
                 " could read the physical thread index";
        const Function *Callee = CB->getCalledFunction();
        if (!Callee)
          continue;
        StringRef N = Callee->getName();
        // The clone inlines the callees that read %tid, as written here.
        if (Callee->isInterposable())
          return G->getName().str() + " calls " + N.str() +
                 ", which another unit's definition may replace";
        // A failed assert prints the hardware's block and thread indices
        // (red team: test/RedTeam/pk_assert_where.cu).
        if (N == "__assertfail")
          return G->getName().str() +
                 " may fail an assert, whose message names the physical "
                 "thread";
        if (lookupBarrier(N) || N.starts_with("llvm.nvvm.barrier") ||
            N.starts_with("llvm.nvvm.bar.") ||
            N.starts_with("llvm.nvvm.mbarrier"))
          if (!N.starts_with("llvm.nvvm.bar.warp.sync"))
            return G->getName().str() + " waits at a barrier (" + N.str() + ")";
        if (Callee->isDeclaration() && !Callee->isIntrinsic() &&
            !lookupKnownCall(*Callee))
          return G->getName().str() + " calls " + N.str() +
                 ", defined elsewhere, which could read the physical thread "
                 "index";
      }
  // A launch in the clone would be planned and lowered with the physical
  // block's state (block scope's barriers and exits), which no argument
  // here covers yet.
  if (!Facts.launchFree(K))
    return "it launches kernels or uses streams, events or the error state";
  return "";
}

/// True if K's code only reads its byval parameter \p A, through A's own
/// pointer: every use, through GEPs, is the address of a load or the source
/// of a memcpy or memmove. An allow-list: a store, any other call that
/// takes the pointer, a cast, a select or a phi may write it or let it
/// escape, and those parameters keep a private copy.
bool dpagg::onlyLoadsFrom(const Argument &A) {
  SmallVector<const Value *, 8> Work = {&A};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      const User *I = U.getUser();
      if (isa<GetElementPtrInst>(I) && U.getOperandNo() == 0)
        Work.push_back(I);
      else if (isa<LoadInst>(I))
        continue; // the pointer is a load's only operand
      else if (isa<MemTransferInst>(I) && U.getOperandNo() == 1 &&
               cast<MemTransferInst>(I)->getRawDest() != V)
        continue;
      else
        return false;
    }
  }
  return true;
}

namespace {

/// Builds K.dpagg (the header has its shape), in the steps of
/// buildAggregatedChild, in the order they emit the IR.
class ChildCloner {
  Function &K;
  ArrayRef<LaunchParam> Params;
  const FunctionSummaries &Facts;
  bool Mold, Pack;
  /// The record's release held to the exits (runtime/child.cu, "Held
  /// release"): whole clones whose threads end only by returning and that
  /// launch nothing (a recursive child holds its record while its own
  /// children's records pile up: quicksort 0.58x in the first A/B).
  bool Held;
  Module &M;
  LLVMContext &Ctx;
  Type *I32, *Ptr;
  Function *Child = nullptr;
  /// The clone's entry, and where each (logical) block starts: the
  /// prologue itself, or molded the loop header after it.
  BasicBlock *Prologue = nullptr, *Enter = nullptr;
  IRBuilder<> B;
  StructType *CtxTy = nullptr;
  /// The DPAggChildContext __dpagg_child_enter fills.
  AllocaInst *ChildCtx = nullptr;
  /// The block's copy of the parent's parameter blob, in shared memory.
  GlobalVariable *ArgsCopy = nullptr;
  uint64_t ArgBytes = 0;
  /// Molded: the logical block, the physical grid it strides by, the number
  /// of logical blocks, and the reads of the physical grid, which stay.
  PHINode *Logical = nullptr;
  Value *Stride = nullptr, *Total = nullptr;
  SmallVector<const Instruction *, 2> PhysicalReads;
  /// What the context holds for this (logical) block.
  SmallVector<Value *, 3> BlockIdx, BlockDim, GridDim;
  /// Packed: the thread's place in its logical block.
  SmallVector<Value *, 3> ThreadIdx;
  Value *Active = nullptr, *Args = nullptr;

public:
  ChildCloner(Function &K, ArrayRef<LaunchParam> Params,
              const FunctionSummaries &Facts, bool Mold, bool Pack = false)
      : K(K), Params(Params), Facts(Facts), Mold(Mold), Pack(Pack),
        Held(!Mold && !Pack && HoldRecordReleaseOpt &&
             Facts.exitBlocker(K).empty() && Facts.get(K).Launches.empty() &&
             !Facts.get(K).LaunchesUnknown),
        M(*K.getParent()), Ctx(M.getContext()), I32(Type::getInt32Ty(Ctx)),
        Ptr(PointerType::getUnqual(Ctx)), B(Ctx) {}
  Function *build();

private:
  void createPrologue();
  void beginLogicalBlockLoop();
  void enterBlock();
  void readContext();
  Value *loadDynamicSmem();
  void mapParameters(ValueToValueMapTy &VMap);
  BasicBlock *cloneBody(ValueToValueMapTy &VMap,
                        SmallVectorImpl<ReturnInst *> &Returns);
  void leaveSurplusThreads(BasicBlock *Body);
  void closeLogicalBlockLoop(BasicBlock *Body, ArrayRef<ReturnInst *> Returns);
  void setPackedBlock();
  void exitHeld();
  /// How the parameters' copy is aligned: the block's, or a packed warp's
  /// slot (16 bytes: __dpagg_child_enter_packed).
  Align copyAlign() const {
    return Pack ? Align(16) : ArgsCopy->getAlign().valueOrOne();
  }
};

} // namespace

/// The clone, a kernel of the record alone, with its prologue's context and
/// the shared copy of the parameters.
void ChildCloner::createPrologue() {
  auto *FTy = FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false);
  Child = Function::Create(FTy, GlobalValue::InternalLinkage,
                           K.getName() + ".dpagg", M);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->getArg(0)->setName("dpagg.record");

  Prologue = BasicBlock::Create(Ctx, "dpagg.prologue", Child);
  Enter = Prologue;
  B.SetInsertPoint(Prologue);
  CtxTy = getRuntimeStructType(Ctx, RTStruct::ChildContext);
  ChildCtx = B.CreateAlloca(CtxTy, nullptr, "dpagg.ctx");
  // The parent's parameters, copied once per block into shared memory by
  // __dpagg_child_enter, which then releases the record.
  ArgBytes = Params.empty() ? 0 : Params.back().Offset + Params.back().Size;
  // Packed: a copy per warp, each 16-byte aligned (__dpagg_child_enter_packed).
  uint64_t CopyBytes =
      Pack ? DPAGG_PACK_WARPS * alignTo(ArgBytes, 16) : ArgBytes;
  auto *ArgsTy =
      ArrayType::get(B.getInt8Ty(), std::max<uint64_t>(CopyBytes, 1));
  ArgsCopy = new GlobalVariable(
      M, ArgsTy, /*isConstant=*/false, GlobalValue::InternalLinkage,
      UndefValue::get(ArgsTy),
      K.getName() + (Pack ? ".dpagg.packed.args" : ".dpagg.args"), nullptr,
      GlobalValue::NotThreadLocal, /*AddressSpace=*/3);
  ArgsCopy->setAlignment(Align(64));
}

/// Molded: the loop over logical blocks starts at this block's index and
/// strides by the physical grid, read here, before replaceGeometry turns
/// the body's reads into logical values.
void ChildCloner::beginLogicalBlockLoop() {
  auto *First = cast<Instruction>(B.CreateIntrinsic(
      I32, Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {}, {}, "dpagg.first"));
  auto *Grid = cast<Instruction>(B.CreateIntrinsic(
      I32, Intrinsic::nvvm_read_ptx_sreg_nctaid_x, {}, {}, "dpagg.stride"));
  PhysicalReads = {First, Grid};
  Stride = Grid;
  Enter = BasicBlock::Create(Ctx, "dpagg.enter", Child);
  B.CreateBr(Enter);
  B.SetInsertPoint(Enter);
  Logical = B.CreatePHI(I32, 2, "dpagg.logical");
  Logical->addIncoming(First, Prologue);
}

/// __dpagg_child_enter (molded: _at the logical block, which returns the
/// number of logical blocks): the block's parent found, its parameters in
/// the shared copy, the context filled.
void ChildCloner::enterBlock() {
  RuntimeCall EnterCall(Mold   ? RTFn::ChildEnterAt
                        : Pack ? RTFn::ChildEnterPacked
                        : Held ? RTFn::ChildEnterHeld
                               : RTFn::ChildEnter);
  EnterCall[RTArg::Record] = Child->getArg(0);
  EnterCall[RTArg::Context] = ChildCtx;
  EnterCall[RTArg::ArgsCopy] = B.CreateAddrSpaceCast(ArgsCopy, Ptr);
  EnterCall[RTArg::ArgSize] = B.getInt32(ArgBytes);
  if (Mold) {
    EnterCall[RTArg::LogicalBlock] = Logical;
    Total = EnterCall.create(B, M, "dpagg.total");
  } else {
    EnterCall.create(B, M);
  }
}

/// The rebuilt geometry, whether this thread is inside the parent's block
/// shape, and where the parameters are.
void ChildCloner::readContext() {
  auto FieldPtr = [&](RTField::ID F) {
    return B.CreateConstInBoundsGEP2_32(CtxTy, ChildCtx, 0,
                                        getRuntimeFieldIndex(F));
  };
  auto Field = [&](RTField::ID F, unsigned Elt, const Twine &Name) {
    Type *Vec3 = CtxTy->getElementType(getRuntimeFieldIndex(F));
    Value *P = B.CreateConstInBoundsGEP2_32(Vec3, FieldPtr(F), 0, Elt);
    return B.CreateLoad(I32, P, Name);
  };
  static const char *XYZ[] = {"x", "y", "z"};
  for (unsigned D = 0; D < 3; ++D) {
    BlockIdx.push_back(Field(RTField::ChildContext_BlockIdx, D,
                             Twine("dpagg.blockIdx.") + XYZ[D]));
    BlockDim.push_back(Field(RTField::ChildContext_BlockDim, D,
                             Twine("dpagg.blockDim.") + XYZ[D]));
    GridDim.push_back(Field(RTField::ChildContext_GridDim, D,
                            Twine("dpagg.gridDim.") + XYZ[D]));
  }
  if (Pack) {
    // The thread's place in its logical block: lane x + bx * (y + by * z),
    // CUDA's order of a block's threads into warps. The lane is read from
    // the physical %tid.x, which replaceGeometry keeps.
    auto *Tid = cast<Instruction>(B.CreateIntrinsic(
        I32, Intrinsic::nvvm_read_ptx_sreg_tid_x, {}, {}, "dpagg.tid"));
    PhysicalReads.push_back(Tid);
    Value *Lane = B.CreateAnd(Tid, B.getInt32(31), "dpagg.lane");
    Value *Row = B.CreateUDiv(Lane, BlockDim[0]);
    ThreadIdx = {B.CreateURem(Lane, BlockDim[0], "dpagg.threadIdx.x"),
                 B.CreateURem(Row, BlockDim[1], "dpagg.threadIdx.y"),
                 B.CreateUDiv(Row, BlockDim[1], "dpagg.threadIdx.z")};
  }
  Active =
      B.CreateLoad(I32, FieldPtr(RTField::ChildContext_Active), "dpagg.active");
  Args = B.CreateLoad(Ptr, FieldPtr(RTField::ChildContext_Args), "dpagg.args");
}

/// Loaded once per logical block, only for children that read it (after
/// the inlining, so replaceGeometry asks for it).
Value *ChildCloner::loadDynamicSmem() {
  IRBuilder<> PB(Enter->getTerminator());
  unsigned Idx = getRuntimeFieldIndex(RTField::ChildContext_DynamicSmemSize);
  return PB.CreateLoad(I32,
                       PB.CreateConstInBoundsGEP2_32(CtxTy, ChildCtx, 0, Idx),
                       "dpagg.dynamic_smem_size");
}

/// What each of K's parameters becomes in the clone, read from the shared
/// copy.
void ChildCloner::mapParameters(ValueToValueMapTy &VMap) {
  const DataLayout &DL = M.getDataLayout();
  for (Argument &A : K.args()) {
    const LaunchParam &P = Params[A.getArgNo()];
    Value *Src = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Args, P.Offset);
    // clang leaves kernel arguments unnamed at -O1 and above.
    std::string ArgName =
        A.hasName() ? A.getName().str() : std::to_string(A.getArgNo());
    if (A.hasByValAttr() && onlyLoadsFrom(A)) {
      // K's private copy of a parameter it only reads holds what the block's
      // shared copy holds, for as long as K runs: only the prologue writes
      // the shared copy, before the barrier every thread passes, and a
      // molded block's next prologue only after every thread has left this
      // logical block (__dpagg_child_latch). So K reads the shared copy.
      VMap[&A] = Src;
    } else if (A.hasByValAttr()) {
      // A parameter K may write gets its private copy, in the entry block (a
      // static alloca, 16-byte aligned for wide moves: markForWidening),
      // refilled per logical block.
      Type *Ty = A.getParamByValType();
      AllocaInst *Copy = new AllocaInst(
          Ty, DL.getAllocaAddrSpace(), nullptr, "dpagg.byval." + ArgName,
          Mold ? Prologue->getTerminator()->getIterator() : B.GetInsertPoint());
      Copy->setAlignment(
          std::max({P.Alignment, DL.getPrefTypeAlign(Ty), Align(16)}));
      markForWidening(*cast<MemCpyInst>(
          B.CreateMemCpy(Copy, Copy->getAlign(), Src,
                         commonAlignment(copyAlign(), P.Offset), P.Size)));
      VMap[&A] = Copy;
    } else {
      VMap[&A] = B.CreateAlignedLoad(A.getType(), Src, P.Alignment,
                                     "dpagg.param." + ArgName);
    }
  }
}

/// K's body, after the prologue; returns its first block.
BasicBlock *ChildCloner::cloneBody(ValueToValueMapTy &VMap,
                                   SmallVectorImpl<ReturnInst *> &Returns) {
  CloneFunctionInto(Child, &K, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns, ".dpagg");
  // CloneFunctionInto copied K's attributes and calling convention; the
  // clone is internal to this module whatever K's linkage.
  Child->setLinkage(GlobalValue::InternalLinkage);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->setName(K.getName() + ".dpagg");
  // Bounded for speed only (RegisterBound.h).
  Child->addFnAttr(AggregatedChildAttr);
  // K's inferred memory effects and nosync do not cover the prologue: the
  // runtime calls synchronize the block and write the record and the pool.
  Child->removeFnAttr(Attribute::Memory);
  Child->removeFnAttr(Attribute::NoSync);
  return cast<BasicBlock>(VMap[&K.getEntryBlock()]);
}

/// Surplus threads of the aggregated block leave here.
void ChildCloner::leaveSurplusThreads(BasicBlock *Body) {
  BasicBlock *Exit = BasicBlock::Create(Ctx, "dpagg.surplus", Child);
  ReturnInst::Create(Ctx, Exit);
  B.CreateCondBr(B.CreateICmpNE(Active, B.getInt32(0)), Body, Exit);
}

/// Molded: surplus threads and the body's returns go to the latch. Where
/// this block has another logical block (blockIdx.x < gridDim.x <= total,
/// and both below 2^31, so the sum does not wrap), they wait there for
/// every thread of the block to finish this one; after its last logical
/// block they exit, as in the one-block-per-logical-block clone.
void ChildCloner::closeLogicalBlockLoop(BasicBlock *Body,
                                        ArrayRef<ReturnInst *> Returns) {
  BasicBlock *Latch = BasicBlock::Create(Ctx, "dpagg.latch", Child);
  BasicBlock *Wait = BasicBlock::Create(Ctx, "dpagg.wait", Child);
  BasicBlock *Done = BasicBlock::Create(Ctx, "dpagg.done", Child);
  B.CreateCondBr(B.CreateICmpNE(Active, B.getInt32(0)), Body, Latch);
  for (ReturnInst *R : Returns) {
    BranchInst::Create(Latch, R->getIterator());
    R->eraseFromParent();
  }
  IRBuilder<> LB(Latch);
  Value *Next = LB.CreateNUWAdd(Logical, Stride, "dpagg.next");
  LB.CreateCondBr(LB.CreateICmpULT(Next, Total), Wait, Done);
  LB.SetInsertPoint(Wait);
  RuntimeCall(RTFn::ChildLatch).create(LB, M);
  LB.CreateBr(Enter);
  Logical->addIncoming(Next, Wait);
  ReturnInst::Create(Ctx, Done);
}

/// Packed: the clone runs blocks of 32 * DPAGG_PACK_WARPS threads, whatever
/// K's launch bounds said of K's blocks (at most 32 threads each here): its
/// maximum is that block, so the runtime need not ask CUDA whether the
/// clone takes it, and K's minimum blocks per SM, chosen for K's block,
/// goes.
void ChildCloner::setPackedBlock() {
  Child->removeFnAttr("nvvm.minctasm");
  Child->removeFnAttr("nvvm.reqntid");
  Child->addFnAttr("nvvm.maxntid", std::to_string(32 * DPAGG_PACK_WARPS));
  Child->setName(K.getName() + ".dpagg.packed");
}

/// Held release (runtime/child.cu, "Held release"): every return of the
/// clone, the surplus threads' included, first calls __dpagg_child_exit,
/// where the last block's thread 0 gives the record back. Held only where
/// K's threads end by returning (the ChildCloner's constructor), so thread
/// 0 reaches one of these.
void ChildCloner::exitHeld() {
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : *Child)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(R);
  for (ReturnInst *R : Returns) {
    IRBuilder<> RB(R);
    RuntimeCall Exit(RTFn::ChildExit);
    Exit[RTArg::Context] = ChildCtx;
    Exit.create(RB, M);
  }
}

bool dpagg::inlineCallsOf(Function &F,
                          function_ref<bool(const Function &)> Inline) {
  for (unsigned Round = 0; Round < 16; ++Round) {
    SmallVector<CallBase *, 8> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Inline(*Callee))
            Calls.push_back(CB);
    if (Calls.empty())
      return true;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo IFI;
      if (!InlineFunction(*CB, IFI).isSuccess())
        return false;
    }
  }
  return false;
}

void dpagg::hoistStaticAllocas(BasicBlock &Body, BasicBlock::iterator At) {
  for (Instruction &I : make_early_inc_range(Body))
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isa<ConstantInt>(AI->getArraySize()) && !AI->isUsedWithInAlloca())
        AI->moveBefore(At);
}

Function *ChildCloner::build() {
  createPrologue();
  if (Mold)
    beginLogicalBlockLoop();
  enterBlock();
  readContext();
  ValueToValueMapTy VMap;
  mapParameters(VMap);
  SmallVector<ReturnInst *, 4> Returns;
  BasicBlock *Body = cloneBody(VMap, Returns);
  if (Mold)
    closeLogicalBlockLoop(Body, Returns);
  else
    leaveSurplusThreads(Body);
  // K's entry block is no longer the clone's, so AllocaInst::isStaticAlloca
  // does not say which are static.
  hoistStaticAllocas(*Body, Prologue->getFirstInsertionPt());
  // Every geometry read in the clone itself, then rewritten.
  if (!inlineGeometryReaders(*Child, Facts, Pack)) {
    Child->eraseFromParent();
    return nullptr;
  }
  replaceGeometry(
      *Child, BlockIdx, BlockDim, GridDim, [this] { return loadDynamicSmem(); },
      PhysicalReads, ThreadIdx);
  if (Pack)
    setPackedBlock();
  if (Held)
    exitHeld();
  ++NumChildren;
  if (Mold)
    ++NumMolded;
  return Child;
}

/// See the header for the shape of K.dpagg.
Function *dpagg::buildAggregatedChild(Function &K, ArrayRef<LaunchParam> Params,
                                      const FunctionSummaries &Facts,
                                      bool Mold) {
  return ChildCloner(K, Params, Facts, Mold).build();
}

Function *dpagg::buildPackedChild(Function &K, ArrayRef<LaunchParam> Params,
                                  const FunctionSummaries &Facts) {
  return ChildCloner(K, Params, Facts, /*Mold=*/false, /*Pack=*/true).build();
}
