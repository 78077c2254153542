//===- AggregateLaunches.cpp - warp and block launch aggregation ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Horizontal aggregation, the compile-time half (runtime/warp.cu, block.cu,
/// join.cu and child.cu are the run-time half). For each analyzable launch
/// of a kernel K:
///
///  1. K is cloned into K.dpagg(ptr %record), the aggregated child
///     (AggregatedChild.cpp), which finds its parent in the record and
///     rebuilds blockIdx/blockDim/gridDim.
///  2. The launch's parameter buffer becomes a staging blob
///     (Support/LaunchStaging.h) and the launch call becomes a call to
///     __dpagg_aggregate_warp or __dpagg_aggregate_block, which packs the
///     threads' launches into one record and launches K.dpagg once.
///
/// Scope. Warp scope is legal anywhere, in any control flow: the lanes that
/// arrive together (__activemask) aggregate, grouped by stream. Block scope
/// uses barriers, so it needs every live thread of the block to reach the
/// launch together, in a kernel (the rule: Analysis/BlockConvergence.h),
/// and no thread of the kernel that may wait for another outside barriers
/// (InterThreadWaits). A launch that fails this is postponed (next
/// paragraph) or aggregated per warp, and the remark says which and why.
///
/// Block state. Block scope adds no shared memory to any kernel (the host's
/// launch of a kernel may use all 48 KB it had): the runtime keeps each
/// block's state in a slot of a global table, which __dpagg_block_init takes
/// at the kernel's entry and __dpagg_block_exit, before every return, gives
/// back (runtime/block.cu, "Where the state lives"). A kernel whose
/// threads may end without returning stays per warp (threadExitBlocker).
///
/// Postponement (thesis 3.5). A launch that some threads skip, and that
/// cannot be reached by all, saves its configuration and a pending flag in
/// the kernel's frame; at the block that immediately post-dominates it, if
/// every live thread meets there (the same rule) and the thread launches
/// nothing in between, every thread calls __dpagg_aggregate_block_postponed
/// and the pending ones launch together. Launches that would wait at one
/// block (the two sides of an if) are decided together.
///
/// Scalarization (thesis 3.4.1). Parameters every thread of the aggregate
/// writes identically are stored once per record; a per-site layout table
/// names the per-thread byte ranges, which are all a parent's record entry
/// holds. paramUniform has the rule: writes that do not overlap, each
/// executed by every thread at the launch in the same dynamic instance, of
/// values uniform at the scope or copied from a uniform address of memory
/// no thread can change (a read-only byval kernel parameter, a constant
/// global); a parameter a rule keeps per thread gets a NotScalarized remark.
///
/// Stream. The aggregate of a kernel's only NULL-stream launch, made once per
/// thread, goes to cudaStreamFireAndForget (onlyNullStreamLaunch says why
/// that changes no order but the siblings').
///
/// Refused (left as is, with a missed remark; the reasons are the table in
/// Support/Reasons.def, which -dpagg-summary counts): launches in functions
/// compiled for GPUs older than sm_80, unanalyzable launches,
/// kernels defined in another translation unit, kernels that (through
/// callees) read block geometry in ways that cannot be rewritten (inline asm,
/// unknown or indirect calls, recursion), kernels whose inline assembly
/// declares names or memory (a clone could duplicate them or go over 48 KB
/// of shared memory), kernels with warp-level operations
/// launched with a block shape not provably 1-D (aggregation masks threads
/// per dimension, which reshapes warps of 2-D/3-D blocks; the runtime
/// checks each launch's block of such a child as well), and, with
/// strict-ordering, launches not into cudaStreamFireAndForget.
///
/// Semantics. Launches that CUDA would order (one block's NULL-stream or
/// tail launches run one after another) run concurrently once aggregated;
/// each remark says so and strict-ordering refuses them. Every thread's
/// launch still happens exactly once, with its own configuration and
/// parameters: the runtime falls back to the original launch when the pool
/// is full or CUDA refuses the aggregated launch.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregateLaunches.h"
#include "Aggregation/Plan.h"
#include "dpagg/Support/Options.h"

#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/CallWalk.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/LaunchStaging.h"
#include "dpagg/Support/PtxasRegisters.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <deque>

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered)                                \
  STATISTIC(Num##Enum##Aggregated, "Number of launch sites aggregated " Words);
#include "dpagg/Support/Scopes.def"
/// The statistic of each scope.
static PerScope<Statistic *> statisticsPerScope() {
  PerScope<Statistic *> Stats;
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered)                                \
  Stats[Scope::Enum] = &Num##Enum##Aggregated;
#include "dpagg/Support/Scopes.def"
  return Stats;
}
static const PerScope<Statistic *> NumAggregated = statisticsPerScope();

STATISTIC(NumRefused, "Number of launch sites left unaggregated");
STATISTIC(NumRegisterBounds, "Number of kernels given a register bound");

Expected<AggregateOptions> dpagg::parseAggregateOptions(StringRef Params) {
  AggregateOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    StringRef Name = P;
    if (Name.consume_front("scope=") || parseScope(P)) {
      std::optional<dpagg::Scope> S = parseScope(Name);
      if (!S)
        return make_error<StringError>(
            formatv("invalid scope '{0}' (accepted: {1})", Name, scopeNames())
                .str(),
            inconvertibleErrorCode());
      Opts.Scope = *S;
    } else if (P == "strict-ordering") {
      Opts.StrictOrdering = true;
    } else if (P == "no-postpone") {
      Opts.Postpone = false;
    } else if (P == "no-scalarize") {
      Opts.Scalarize = false;
    } else if (P == "publish-children") {
      Opts.PublishChildren = true;
    } else if (P.consume_front("mold-coarsen=")) {
      if (P.getAsInteger(0, Opts.MoldCoarsen) ||
          !isValidMoldCoarsen(Opts.MoldCoarsen))
        return make_error<StringError>(
            formatv("invalid mold-coarsen '{0}' (accepted: a power of two "
                    "from 1 to 32768)",
                    P)
                .str(),
            inconvertibleErrorCode());
    } else if (P.consume_front("moldable=")) {
      if (P == "off")
        Opts.Moldable = MoldableMode::Off;
      else if (P == "on")
        Opts.Moldable = MoldableMode::On;
      else if (P == "auto")
        Opts.Moldable = MoldableMode::Auto;
      else
        return make_error<StringError>(
            formatv("invalid moldable '{0}' (accepted: off, on, auto)", P)
                .str(),
            inconvertibleErrorCode());
    } else if (P.consume_front("pool-size=")) {
      if (P.getAsInteger(0, Opts.PoolSize) || Opts.PoolSize == 0)
        return make_error<StringError>(
            formatv("invalid pool-size '{0}' (accepted: a positive number of "
                    "bytes)",
                    P)
                .str(),
            inconvertibleErrorCode());
    } else {
      return make_error<StringError>(
          formatv("invalid parameter '{0}' (accepted: scope={1}, {2}, "
                  "strict-ordering, pool-size=N, no-postpone, no-scalarize, "
                  "publish-children, moldable=off|on|auto, mold-coarsen=N)",
                  P, join(map_range(AllScopes, scopeName), "|"), scopeNames())
              .str(),
          inconvertibleErrorCode());
    }
  }
  return Opts;
}

void AggregateLaunchesPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name()) << "<scope=" << scopeName(Opts.Scope);
  if (Opts.StrictOrdering)
    OS << ";strict-ordering";
  if (!Opts.Postpone)
    OS << ";no-postpone";
  if (!Opts.Scalarize)
    OS << ";no-scalarize";
  if (Opts.PublishChildren)
    OS << ";publish-children";
  if (Opts.Moldable != MoldableMode::Off)
    OS << ";moldable=" << moldableName(Opts.Moldable);
  if (Opts.MoldCoarsen != 1)
    OS << ";mold-coarsen=" << Opts.MoldCoarsen;
  OS << ";pool-size=" << Opts.PoolSize << ">";
}

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

namespace {

/// Bytes between two parents' parameter blobs in a record.
uint64_t paramStride(const LaunchSite &S) {
  return alignTo(S.BufferSize, std::max<uint64_t>(16, S.ParamAlign.value()));
}

class Aggregator {
  Module &M;
  FunctionAnalysisManager &FAM;
  const AggregateOptions &Opts;
  ChildFactsCache Facts;
  /// The children built (buildChildren, buildPublishedChildren).
  BuiltChildren Built;
  MapVector<Function *, Function *> &Children = Built.Clones;
  DenseMap<Function *, std::string> &NotCloneable = Built.NotCloneable;
  DenseMap<const Function *, Constant *> &Molded = Built.Molded;
  DenseMap<const Function *, std::string> &NotMolded = Built.NotMolded;
  SetVector<Function *> BlockScopeCallers;
  GlobalVariable *Pool = nullptr;
  PoolGeometry PoolGeo;
  /// Decides the plan (Aggregation/Plan.h); the rest of this class lowers it.
  Planner Planning;
  /// The launch sites of the children (the plan points here).
  std::deque<SmallVector<LaunchSite, 4>> ChildSites;
  /// The plan of the module, frozen before any site is lowered.
  AggregationPlan Plan;

public:
  Aggregator(Module &M, FunctionAnalysisManager &FAM,
             const AggregateOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts), PoolGeo(poolGeometry(Opts.PoolSize)),
        Planning(M, FAM, Opts, Facts, Built) {}

  /// Decides the plan of the module (the children are built on the way).
  void planModule(LaunchSiteInfo &LSI);
  const AggregationPlan &plan() const { return Plan; }
  bool run(LaunchSiteInfo &LSI);

private:
  void postpone(SitePlan &P, const StagedLaunch &SL, RuntimeCall &Args);
  void lowerRemainingV1(Function &F);
  void buildChildren(ArrayRef<SitePlan> Plans);
  void planCloneSites();
  bool lowerSites(MutableArrayRef<SitePlan> Plans);
  void rewrite(SitePlan &P);
  Value *poolPointer(IRBuilder<> &B);
  /// Each block-scope kernel's per-thread DPAggBlockFrame (RuntimeABI.h).
  DenseMap<Function *, AllocaInst *> BlockFrames;
  Value *blockFrame(Function &F);
  /// The module's block-state table (RuntimeABI.h), created on first use.
  GlobalVariable *BlockTable = nullptr;
  unsigned blockTableSlots() const;
  Value *blockTable(IRBuilder<> &B);
  void addBlockEntryAndExits(Function &F);
  /// Kernels of other units: the weak descriptor each site reads.
  DenseMap<Function *, GlobalVariable *> ForeignDescriptors;
  GlobalVariable *foreignDescriptor(Function &K);
  /// Kernels of this unit whose aggregated child is published.
  SmallVector<Function *, 8> Published;
  /// The kernel each aggregated child (whole or molded) was cloned from.
  DenseMap<const Function *, Function *> CloneOrigin;
  /// Kernels launched, at some aggregated site, with a block that is not a
  /// constant of at most DPAGG_ANY_KERNEL_THREADS threads: their children
  /// keep the register bound (boundRegisters).
  SmallPtrSet<const Function *, 8> LargeBlockChildren;
  void buildPublishedChildren(const LaunchSiteInfo &LSI);
  void publishDescriptors();
  Constant *moldedChildPair(Function &K, Function &Whole,
                            Function &MoldedClone);
  void remark(const SitePlan &P, DiagnosticLocation Loc, BasicBlock *BB);
  void analysisRemark(const SitePlan &P, DiagnosticLocation Loc,
                      BasicBlock *BB);

public:
  /// The outcome of each site of the module's code, and of the sites in
  /// aggregated clones, for -dpagg-summary.
  LaunchTally Tally, CloneTally;

private:
  void boundRegisters();
};

} // namespace

/// The launch saves its configuration and a pending flag in the kernel's
/// frame (the parameters are in the staging blob already); at the start of
/// P.PostponeTo every thread calls the runtime, the pending ones launch.
void Aggregator::postpone(SitePlan &P, const StagedLaunch &SL,
                          RuntimeCall &Args) {
  LaunchSite &S = *P.Site;
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
  S.Launch = Call;
  BlockScopeCallers.insert(S.Caller);
}

Value *Aggregator::poolPointer(IRBuilder<> &B) {
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
Value *Aggregator::blockFrame(Function &F) {
  AllocaInst *&Frame = BlockFrames[&F];
  if (!Frame) {
    IRBuilder<> EB(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
    auto *Ty = ArrayType::get(EB.getInt8Ty(), DPAGG_BLOCK_FRAME_SIZE);
    Frame = EB.CreateAlloca(Ty, nullptr, "dpagg.block.frame");
    Frame->setAlignment(Align(DPAGG_BLOCK_FRAME_ALIGN));
  }
  return Frame;
}

unsigned Aggregator::blockTableSlots() const {
  return std::clamp<unsigned>(BlockSlotsOpt, 1, 1u << 20);
}

/// Block-scope state lives in global memory, not in shared memory: a
/// kernel's static shared memory is taken from what its host launches may
/// ask for, which the compiler cannot know (runtime/block.cu, "Where the
/// state lives").
Value *Aggregator::blockTable(IRBuilder<> &B) {
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
void Aggregator::addBlockEntryAndExits(Function &F) {
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

/// What every launch of \p K accepts, so the runtime asks CUDA
/// (cudaFuncGetAttributes) only about launches beyond it (RuntimeABI.h,
/// SafeThreads and SafeShmem). Threads: any kernel runs 256 threads per block
/// (a thread has at most 255 registers, a block 64K), unless __launch_bounds__
/// (nvvm.maxntid) says fewer; a kernel with a required block size
/// (nvvm.reqntid) gets 0, so every launch is checked. Dynamic shared memory:
/// without the host's opt-in a kernel gets 48 KB less its static shared
/// memory, which is at most the module's shared variables, each padded to
/// its alignment, plus 1 KB for what the runtime adds when linked.
static std::pair<unsigned, unsigned> kernelLimits(const Function &K) {
  unsigned Threads = DPAGG_ANY_KERNEL_THREADS;
  if (K.hasFnAttribute("nvvm.reqntid"))
    Threads = 0;
  Attribute MaxNTid = K.getFnAttribute("nvvm.maxntid");
  if (MaxNTid.isStringAttribute()) {
    uint64_t Product = 1;
    SmallVector<StringRef, 3> Dims;
    MaxNTid.getValueAsString().split(Dims, ',');
    for (StringRef D : Dims) {
      uint64_t V = 0;
      if (D.trim().getAsInteger(10, V))
        V = 0; // unreadable: check every launch
      Product *= V;
    }
    Threads = std::min<uint64_t>(Threads, Product);
  }
  const Module &M = *K.getParent();
  const DataLayout &DL = M.getDataLayout();
  uint64_t Static = 1024;
  for (const GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 3 && !GV.isDeclaration())
      Static += alignTo(DL.getTypeAllocSize(GV.getValueType()),
                        GV.getPointerAlignment(DL));
  uint64_t Shmem = Static < 48 * 1024 ? 48 * 1024 - Static : 0;
  return {Threads, Shmem};
}

//===----------------------------------------------------------------------===//
// Kernels of other translation units
//===----------------------------------------------------------------------===//
//
// A unit that launches a kernel K it only declares cannot clone K: the body
// is elsewhere. The unit that defines K (with external linkage) builds K's
// aggregated child and publishes it in a descriptor, an external constant
// named K + getChildDescriptorSuffix() (RuntimeABI.def); a launching unit
// defines the same name weak and zero, and reads it at run time. Why this is
// exact for every program:
//  - nvlink (and the LTO link) resolve a weak definition to the one strong
//    definition if there is one, and otherwise to a weak one, all zero
//    (measured with CUDA 13's nvlink; PTX has no undefined weak reference,
//    hence the zero definition rather than an extern_weak declaration).
//    Only the unit that defines K strongly defines its descriptor, so a
//    strong descriptor is K's own: K is defined once in a program that links.
//  - A zero descriptor (K's unit built without DPAgg, at -O0, with
//    -dpagg-scope=none or -dpagg-publish-children=false, or K not
//    publishable) has a null child, and the runtime then makes every launch
//    alone, as the launch was (runtime/warp.cu and block.cu, __dpagg_aggregate_*).
//  - What the launching unit cannot see of K's body, K's unit decides with
//    the same rules as for its own launches: whether K can be cloned at all
//    (childBlocker, static shared memory, DPAGG_NO_AGGREGATE on K's
//    definition), whether it needs 1-D blocks (a flag every site passes to
//    the runtime, which checks each launch's own block; a site whose block
//    is not provably 1-D also uses a null child) and what every launch of it
//    accepts
//    (SafeThreads, SafeShmem of K's module). The parameter layout comes from
//    K's signature, the same in the declaration and the definition.
//  - The suffix names the ABI version, so units of DPAgg versions that would
//    read each other's records differently do not meet.
// Kernels with weak or linkonce linkage (templates) are not published: each
// unit that instantiates one has its body, and a weak descriptor could lose
// to another unit's zero one.

GlobalVariable *Aggregator::foreignDescriptor(Function &K) {
  GlobalVariable *&D = ForeignDescriptors[&K];
  if (D)
    return D;
  auto *Ty = getRuntimeStructType(M.getContext(), RTStruct::ChildDescriptor);
  std::string Name = (K.getName() + getChildDescriptorSuffix()).str();
  D = M.getNamedGlobal(Name);
  if (!D) {
    D = new GlobalVariable(M, Ty, /*isConstant=*/true,
                           GlobalValue::WeakAnyLinkage,
                           ConstantAggregateZero::get(Ty), Name, nullptr,
                           GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    D->setAlignment(Align(8));
  }
  return D;
}

/// True if \p K is, or calls (directly or through defined functions), one
/// of \p Targets.
static bool reachesAnyOf(const Function &K,
                         const SmallPtrSetImpl<const Function *> &Targets) {
  if (Targets.contains(&K))
    return true;
  return !walkCalls(K, [&](const CallBase &, const Function *Callee,
                           const Function &) {
    if (!Callee || Callee->isDeclaration())
      return CallWalk::Skip;
    return Targets.contains(Callee) ? CallWalk::Stop : CallWalk::Descend;
  });
}

/// Every kernel of this unit that other units may launch: external (not
/// weak or linkonce) linkage, no device launch of its own, and a child that
/// the rules of plan() would build for a launch of it.
///
/// Only leaves: a clone is compiled (by ptxas too) whether or not any unit
/// launches it, and a kernel that launches gets the runtime inlined into its
/// clone as well, which doubles the cost of the unit's biggest kernels
/// (bench/probe_shapes.cu: +38% compile time with every kernel published,
/// about +1% with leaves only). A launch of another unit's non-leaf kernel
/// reads a zero descriptor and is made alone, as without DPAgg.
void Aggregator::buildPublishedChildren(const LaunchSiteInfo &LSI) {
  SmallPtrSet<const Function *, 16> Launchers;
  for (const LaunchSite &S : LSI.Sites)
    Launchers.insert(S.Caller);
  for (Function &K : M) {
    if (!isKernel(K) || K.isDeclaration() || !K.hasExternalLinkage() ||
        Planning.hasAnnotation(K, "dpagg.no_aggregate") ||
        NotCloneable.count(&K))
      continue;
    if (reachesAnyOf(K, Launchers)) {
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "ChildNotPublished", &K)
               << "kernel " << ore::NV("Kernel", kernelName(K))
               << " launches kernels itself: it gets no aggregated child for "
                  "launches from other translation units (only kernels "
                  "without launches do), so those are made alone";
      });
      continue;
    }
    // The clone gets the runtime, which needs sm_80 (as in plan()).
    if (smVersion(targetCPU(K)) < 80)
      continue;
    // Every external leaf kernel is considered, launched anywhere or not,
    // so a clone that could break the build is never built: the kernel is
    // not published, and says why.
    auto NotPublished = [&](Refusal Kind, const std::string &Why) {
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "ChildNotPublished", &K)
               << "kernel " << ore::NV("Kernel", kernelName(K))
               << " gets no aggregated child for launches from other "
                  "translation units (those are made alone): "
               << ore::NV("Reason", Why) << " (rule "
               << ore::NV("Rule", ruleName(Kind)) << ")";
      });
    };
    Refusal Kind;
    if (std::string Why = Planning.childBlocker(K, Kind); !Why.empty()) {
      NotPublished(Kind, Why);
      continue;
    }
    SmallVector<LaunchParam, 8> Params;
    Align MaxAlign;
    uint64_t BufferSize = layoutKernelParams(K, Params, MaxAlign);
    if (BufferSize > 4096 || MaxAlign > Align(64))
      continue;
    if (!Children.count(&K)) {
      if (std::string Why = childSharedBlocker(K, BufferSize); !Why.empty()) {
        NotPublished(Refusal::ChildSharedMemory, Why);
        continue;
      }
      Function *C = buildAggregatedChild(K, Params, Facts);
      if (!C) {
        NotCloneable[&K] = "its geometry reads could not all be inlined";
        continue;
      }
      Children[&K] = C;
      CloneOrigin[C] = &K;
    }
    Published.push_back(&K);
  }
}

/// The DPAggMoldedChild of \p K, a constant the runtime reads at each
/// aggregated launch (runtime/child.cu, "Moldable children"), as the
/// generic pointer the sites pass.
Constant *Aggregator::moldedChildPair(Function &K, Function &Whole,
                                      Function &MoldedClone) {
  Type *Ptr = PointerType::getUnqual(M.getContext());
  auto *Ty = getRuntimeStructType(M.getContext(), RTStruct::MoldedChild);
  SmallVector<Constant *, 2> Fields(Ty->getNumElements());
  Fields[getRuntimeFieldIndex(RTField::MoldedChild_Whole)] = &Whole;
  Fields[getRuntimeFieldIndex(RTField::MoldedChild_Molded)] = &MoldedClone;
  auto *GV = new GlobalVariable(
      M, Ty, /*isConstant=*/true, GlobalValue::InternalLinkage,
      ConstantStruct::get(Ty, Fields), K.getName() + ".dpagg.pair", nullptr,
      GlobalValue::NotThreadLocal,
      /*AddressSpace=*/1);
  GV->setAlignment(Align(8));
  return ConstantExpr::getAddrSpaceCast(GV, Ptr);
}

/// The descriptors, once every child exists (kernelLimits counts the
/// module's shared memory, the children's copies of their parameters
/// included).
void Aggregator::publishDescriptors() {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  auto *Ty = getRuntimeStructType(Ctx, RTStruct::ChildDescriptor);
  for (Function *K : Published) {
    auto [SafeThreads, SafeShmem] = kernelLimits(*K);
    unsigned Flags =
        Facts.get(*K).WarpSensitive ? DPAGG_CHILD_NEEDS_1D_BLOCK : 0;
    SmallVector<Constant *, 5> Fields(Ty->getNumElements());
    auto Set = [&](RTField::ID F, Constant *C) {
      Fields[getRuntimeFieldIndex(F)] = C;
    };
    Set(RTField::ChildDescriptor_Child, Children.lookup(K));
    Set(RTField::ChildDescriptor_SafeThreads,
        ConstantInt::get(I32, SafeThreads));
    Set(RTField::ChildDescriptor_SafeShmem, ConstantInt::get(I32, SafeShmem));
    Set(RTField::ChildDescriptor_Flags, ConstantInt::get(I32, Flags));
    Set(RTField::ChildDescriptor_Reserved, ConstantInt::get(I32, 0));
    auto *D = new GlobalVariable(
        M, Ty, /*isConstant=*/true, GlobalValue::ExternalLinkage,
        ConstantStruct::get(Ty, Fields),
        K->getName() + getChildDescriptorSuffix(), nullptr,
        GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    D->setAlignment(Align(8));
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*K);
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "ChildPublished", K)
             << "kernel " << ore::NV("Kernel", kernelName(*K))
             << " gets an aggregated child for launches from other "
                "translation units";
    });
  }
}

void Aggregator::rewrite(SitePlan &P) {
  LaunchSite &S = *P.Site;
  Value *Child = Children.lookup(S.Kernel);
  if (Constant *Pair = Molded.lookup(S.Kernel))
    Child = Pair; // DPAGG_LAUNCH_MOLDED: the runtime picks the clone
  auto [SafeThreads, SafeShmem] = kernelLimits(*S.Kernel);
  Value *SafeThreadsV = nullptr, *SafeShmemV = nullptr;
  // Another unit's child: whether its descriptor says it needs 1-D blocks
  // (an i1 in the caller's entry block).
  Instruction *ForeignNeeds1D = nullptr;
  if (S.Kernel->isDeclaration()) {
    // A kernel of another unit: its child and limits come from the
    // descriptor the linker resolved, read at the caller's entry so that the
    // values dominate a postponed call as well.
    GlobalVariable *D = foreignDescriptor(*S.Kernel);
    IRBuilder<> EB(&*S.Caller->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
    Type *DTy = D->getValueType();
    auto Field = [&](RTField::ID F, const Twine &Name) {
      unsigned I = getRuntimeFieldIndex(F);
      return EB.CreateLoad(
          getRuntimeStructType(M.getContext(), RTStruct::ChildDescriptor)
              ->getElementType(I),
          EB.CreateConstInBoundsGEP2_32(DTy, D, 0, I), Name);
    };
    Child = Field(RTField::ChildDescriptor_Child, "dpagg.foreign.child");
    SafeThreadsV =
        Field(RTField::ChildDescriptor_SafeThreads, "dpagg.foreign.threads");
    SafeShmemV =
        Field(RTField::ChildDescriptor_SafeShmem, "dpagg.foreign.shmem");
    Value *Needs1D =
        EB.CreateICmpNE(EB.CreateAnd(Field(RTField::ChildDescriptor_Flags,
                                           "dpagg.foreign.flags"),
                                     DPAGG_CHILD_NEEDS_1D_BLOCK),
                        EB.getInt32(0), "dpagg.foreign.needs1d");
    // Whatever this unit proved of the block, the runtime checks the
    // launch's own block for a child that needs 1-D blocks (issue 21, item
    // 17): the flag travels to it with every launch of the child (below).
    ForeignNeeds1D = cast<Instruction>(Needs1D);
    // Where the block is not provably 1-D, such a child is not used at all
    // (no aggregation machinery for launches that would all launch alone).
    if (P.AskChildAbout2D)
      Child = EB.CreateSelect(Needs1D, ConstantPointerNull::get(EB.getPtrTy()),
                              Child, "dpagg.foreign.child.2d");
  }
  assert(Child && "aggregating without a child");
  StagedLaunch SL = stageLaunch(S);
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  bool Block = P.At == Scope::Block;
  unsigned Flags =
      (S.PerThreadStream ? DPAGG_LAUNCH_PTSZ : 0) |
      (ReportLaunchErrorsOpt ? DPAGG_LAUNCH_REPORT_ERRORS : 0) |
      (P.FireAndForget ? DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET : 0) |
      (P.OnlyLaunch ? DPAGG_LAUNCH_ONLY_LAUNCH : 0) |
      (P.Unobserved ? DPAGG_LAUNCH_UNOBSERVED : 0) |
      (P.Molded
           ? DPAGG_LAUNCH_MOLDED |
                 (Log2_32(Opts.MoldCoarsen)
                  << DPAGG_LAUNCH_MOLD_COARSEN_SHIFT) |
                 (Opts.Moldable == MoldableMode::Auto ? DPAGG_LAUNCH_MOLD_AUTO
                                                      : 0)
           : 0);
  // Scalarization: the per-thread ranges of the blob, or null if all are.
  ArrayRef<bool> Uniform = P.UniformParams[*P.At];
  Constant *Layout = ConstantPointerNull::get(cast<PointerType>(Ptr));
  uint64_t Stride = paramStride(S);
  if (is_contained(Uniform, true)) {
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
    auto *Init = ConstantDataArray::get(Ctx, Table);
    auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                  GlobalValue::PrivateLinkage, Init,
                                  "dpagg.layout." + S.Kernel->getName());
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    GV->setAlignment(Align(4));
    Layout = GV;
    Stride = alignTo(entryBytes(S, Uniform), 16);
  }
  IRBuilder<> B(S.Launch);
  Value *PoolPtr = poolPointer(B);
  if (!SafeThreadsV) {
    SafeThreadsV = B.getInt32(SafeThreads);
    SafeShmemV = B.getInt32(SafeShmem);
  }
  // A child of this unit that needs 1-D blocks is launched only where the
  // block is provably 1-D (plan); the runtime checks each launch's block
  // anyway, as for another unit's (DPAGG_LAUNCH_NEEDS_1D_BLOCK).
  if (!S.Kernel->isDeclaration() && Facts.get(*S.Kernel).WarpSensitive)
    Flags |= DPAGG_LAUNCH_NEEDS_1D_BLOCK;
  Value *FlagsV = B.getInt32(Flags);
  if (ForeignNeeds1D) {
    // In the entry block, so that it dominates a postponed call as well.
    IRBuilder<> EB(ForeignNeeds1D->getNextNode());
    FlagsV = EB.CreateSelect(ForeignNeeds1D,
                             EB.getInt32(Flags | DPAGG_LAUNCH_NEEDS_1D_BLOCK),
                             EB.getInt32(Flags), "dpagg.flags");
  }
  RuntimeCall Args(!Block         ? RTFn::AggregateWarp
                   : P.PostponeTo ? RTFn::AggregateBlockPostponed
                                  : RTFn::AggregateBlock);
  Args[RTArg::Child] = Child;
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
  Args[RTArg::SafeThreads] = SafeThreadsV;
  Args[RTArg::SafeShmem] = SafeShmemV;
  if (P.PostponeTo) {
    postpone(P, SL, Args);
    return;
  }
  if (Block) {
    Args[RTArg::Frame] = blockFrame(*S.Caller);
    Args[RTArg::Table] = blockTable(B);
  }
  CallInst *Call =
      Args.create(B, M, ("dpagg." + scopeName(*P.At) + ".err").str());
  Call->setDebugLoc(S.Launch->getDebugLoc());
  S.Launch->replaceAllUsesWith(Call);
  S.Launch->eraseFromParent();
  S.Launch = Call;
  boundBlobLifetime(SL, *Call);
  if (Block)
    BlockScopeCallers.insert(S.Caller);
}

void Aggregator::remark(const SitePlan &P, DiagnosticLocation Loc,
                        BasicBlock *BB) {
  const LaunchSite &S = *P.Site;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Caller);
  std::string Child = S.Kernel ? kernelName(*S.Kernel) : "<unknown>";
  LaunchTally &T = P.CloneOf ? CloneTally : Tally;
  // A kernel that launches itself has the launch in its aggregated clone too,
  // at the same source line. The two are decided separately (the clone's
  // runs when the kernel was launched aggregated) and may differ, so both
  // are reported, and the clone's says whose it is.
  auto Prefix = [&](DiagnosticInfoOptimizationBase &R) {
    if (P.CloneOf)
      R << "in the aggregated clone of "
        << ore::NV("CloneOf", kernelName(*P.CloneOf)) << ": ";
  };
  analysisRemark(P, Loc, BB);
  if (P.refused()) {
    ++NumRefused;
    T.addRefused(P.Reason);
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotAggregated", Loc, BB);
      Prefix(R);
      R << "launch of " << ore::NV("Kernel", Child)
        << " not aggregated: " << ore::NV("Reason", P.Why);
      return R;
    });
    return;
  }
  Scope At = *P.At;
  ++*NumAggregated[At];
  T.addAggregated(At, P.WhyNot);
  StringRef Kind = S.streamKindName();
  bool Ordered = Kind != "fire-and-forget";
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, scopeRemarkName(At), Loc, BB);
    Prefix(R);
    R << "launch of " << ore::NV("Kernel", Child) << " aggregated per "
      << ore::NV("Scope", scopeName(At));
    for (Scope Sc : reverse(AllScopes)) // widest first
      if (P.WhyNot[Sc] != Narrowing::None)
        R << " (not per " << scopeName(Sc) << ": "
          << ore::NV("Reason", P.WhyNotText[Sc]) << ")";
    if (P.PostponeTo)
      R << ", postponed to where the block's threads meet again";
    if (Ordered)
      R << "; sibling launches " << (Kind.empty() ? "into one stream" : "")
        << (Kind.empty() ? "" : "into the ") << Kind
        << (Kind.empty() ? "" : " stream")
        << " now run concurrently (-dpagg-strict-ordering refuses this)";
    if (P.FireAndForget)
      R << "; the aggregate goes to cudaStreamFireAndForget (the kernel's "
           "only launch, once per thread)";
    if (S.Kernel->isDeclaration())
      R << "; the child is defined in another translation unit, whose "
           "aggregated child is used if that unit was built with DPAgg "
           "(otherwise each launch is made alone)";
    if (P.AskChildAbout2D)
      R << "; the block shape is not provably one-dimensional, so launches "
           "are made alone if that unit says the child uses warp-level "
           "operations";
    if (S.ParamAlign > Align(16))
      R << "; note: a parameter is aligned to "
        << ore::NV("ParamAlign", S.ParamAlign.value())
        << " bytes, which the aggregated child reads right but a device-side "
           "launch of the kernel itself does not (CUDA lays out .param from a "
           "16-byte aligned base): launches that fall back behave like the "
           "platform";
    return R;
  });
  // Parameters that a scalarization rule kept per thread (the site is still
  // aggregated; its record is larger).
  ArrayRef<std::string> ScalarWhy = P.ScalarWhy[At];
  for (unsigned I = 0; I < ScalarWhy.size(); ++I) {
    if (ScalarWhy[I].empty())
      continue;
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, "NotScalarized", Loc, BB);
      Prefix(R);
      R << "parameter " << ore::NV("Param", I) << " of "
        << ore::NV("Kernel", Child)
        << " stored per thread, not once per aggregate: "
        << ore::NV("Reason", ScalarWhy[I]);
      return R;
    });
  }
  // -dpagg-moldable: what the aggregate's blocks do.
  if (P.Molded) {
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "Molded", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << (Opts.Moldable == MoldableMode::Auto
                     ? " is moldable: an aggregate with more than " +
                           std::to_string(DPAGG_MOLD_AUTO_FACTOR) +
                           " times the blocks that can be resident runs "
                           "with at most that many, each looping over "
                           "logical blocks; a smaller one runs one block per "
                           "logical block"
                     : " loops over logical blocks: launched with at most "
                       "the blocks that can be resident");
    });
  } else if (auto It = NotMolded.find(S.Kernel); It != NotMolded.end()) {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotMolded", Loc, BB)
             << "aggregated child of " << ore::NV("Kernel", Child)
             << " keeps one block per logical block: "
             << ore::NV("Reason", It->second);
    });
  }
}

/// -Rpass-analysis: the facts behind the site's verdict, one remark, named
/// by the rule (Support/Reasons.def) so tools reading the optimization record
/// can count them. A refused site names the rule that refused it; an
/// aggregated one the scope asked and chosen, whether its configuration is
/// uniform (the record then repeats the same configuration; it is correct
/// either way), how many parameters are stored once per aggregate, and
/// whether it runs once per thread and is the thread's only launch (what
/// the fire-and-forget stream and per-thread stream rules ask).
void Aggregator::analysisRemark(const SitePlan &P, DiagnosticLocation Loc,
                                BasicBlock *BB) {
  const LaunchSite &S = *P.Site;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Caller);
  std::string Child = S.Kernel ? kernelName(*S.Kernel) : "<unknown>";
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "LaunchFacts", Loc, BB);
    if (P.CloneOf)
      R << "in the aggregated clone of "
        << ore::NV("CloneOf", kernelName(*P.CloneOf)) << ": ";
    R << "launch of " << ore::NV("Kernel", Child) << ": ";
    if (P.refused()) {
      R << "refused by rule " << ore::NV("Rule", ruleName(P.Reason));
      return R;
    }
    R << "scope asked " << scopeName(P.Asked) << ", chosen "
      << ore::NV("Scope", scopeName(*P.At));
    for (Scope Sc : reverse(AllScopes)) // widest first
      if (P.WhyNot[Sc] != Narrowing::None)
        R << " (rule " << ore::NV("Rule", ruleName(P.WhyNot[Sc])) << ")";
    R << "; configuration " << configUniformity(P);
    ArrayRef<bool> Uniform = P.UniformParams[*P.At];
    R << "; " << ore::NV("ScalarParams", count(Uniform, true)) << " of "
      << ore::NV("Params", S.Params.size())
      << " parameters stored once per aggregate; "
      << (!isKernel(*S.Caller) ? "in a device function"
          : P.InCycle          ? "in a loop"
                               : "once per thread");
    if (P.OnceAndOnly)
      R << ", the thread's only launch";
    return R;
  });
}

/// A block-scope site's legality assumed the function's V1 launches are
/// staged (their null checks gone); stage the ones aggregation left alone by
/// lowering them to V2 now, as dpagg-lower-v1-launches would.
void Aggregator::lowerRemainingV1(Function &F) {
  for (LaunchSite *T : Planning.sitesIn(F)) {
    if (!T->isAnalyzable() || T->IsV2 ||
        classifyLaunchEntry(cast<CallBase>(T->Launch)->getCalledFunction())
                .Kind != LaunchEntryKind::LaunchDevice)
      continue;
    lowerV1Launch(*T, FAM.getResult<OptimizationRemarkEmitterAnalysis>(F));
  }
}

/// True if \p Block is a constant block of at most DPAGG_ANY_KERNEL_THREADS
/// threads: any kernel takes it, and an aggregate of launches that all use
/// it has the same block.
static bool smallConstantBlock(const Dim3Operand &Block) {
  uint64_t Threads = 1;
  for (Value *V : Block.XYZ) {
    auto *C = dyn_cast_or_null<ConstantInt>(V);
    if (!C)
      return false;
    Threads *= C->getZExtValue();
  }
  return Threads <= DPAGG_ANY_KERNEL_THREADS;
}

/// Aggregated children, from the unmodified kernels (their own launches
/// included, aggregated below like any other): one per kernel that a site
/// of \p Plans launches. A clone whose geometry reads cannot all be inlined
/// is known only by building it (buildAggregatedChild): NotCloneable says
/// why, and settle() refuses its sites.
void Aggregator::buildChildren(ArrayRef<SitePlan> Plans) {
  for (const SitePlan &P : Plans) {
    if (P.refused() || Children.count(P.Site->Kernel))
      continue;
    Function &K = *P.Site->Kernel;
    if (NotCloneable.count(&K) || K.isDeclaration()) // another unit's
      continue;
    // Moldable: the child's own rules (moldBlocker), and no thread that may
    // wait for another outside barriers, which a block waiting for another
    // block of its grid would be (runtime/child.cu, "Moldable children").
    std::string MoldWhy;
    if (Opts.Moldable != MoldableMode::Off) {
      MoldWhy = moldBlocker(K, Facts);
      if (std::string Why = Planning.waitsWhy(K);
          MoldWhy.empty() && !Why.empty())
        MoldWhy =
            "its threads may wait for other threads or blocks (" + Why + ")";
    }
    bool Mold = Opts.Moldable != MoldableMode::Off && MoldWhy.empty();
    // auto: the whole clone for aggregates the runtime does not cut, the
    // molded one for those it does; on: the molded clone for both.
    bool Whole = Opts.Moldable != MoldableMode::On || !Mold;
    Function *C = buildAggregatedChild(K, P.Site->Params, Facts, !Whole);
    if (!C) {
      NotCloneable[&K] = "its geometry reads could not all be inlined";
      continue;
    }
    Children[&K] = C;
    CloneOrigin[C] = &K;
    Function *MoldedC = !Mold   ? nullptr
                        : Whole ? buildAggregatedChild(K, P.Site->Params, Facts,
                                                       /*Mold=*/true)
                                : C;
    if (MoldedC) {
      if (MoldedC != C)
        MoldedC->setName(K.getName() + ".dpagg.molded");
      CloneOrigin[MoldedC] = &K;
      Molded[&K] = moldedChildPair(K, *C, *MoldedC);
    } else if (Opts.Moldable != MoldableMode::Off) {
      NotMolded[&K] =
          Mold ? "its geometry reads could not all be inlined" : MoldWhy;
    }
  }
}

/// The launches inside the children: a child that launches (itself or
/// others) gets its launches aggregated as well. Planned in the clones as
/// built, before any site is lowered.
void Aggregator::planCloneSites() {
  SmallVector<std::pair<Function *, Function *>, 8> ChildFns;
  for (auto &KV : Children)
    ChildFns.push_back({KV.first, KV.second});
  for (auto [K, C] : ChildFns) {
    SmallVector<LaunchSite, 4> &Sites = ChildSites.emplace_back();
    findLaunchSites(*C, nullptr, Sites);
    if (Sites.empty())
      continue;
    size_t First = Plan.CloneSites.size();
    Planning.planFunctionSites(Sites, Plan.CloneSites, /*CloneOf=*/K);
    Planning.settle(
        MutableArrayRef<SitePlan>(Plan.CloneSites).drop_front(First));
  }
}

/// Remarks and IR for the frozen plans \p Plans; decides nothing. True if a
/// site was rewritten.
bool Aggregator::lowerSites(MutableArrayRef<SitePlan> Plans) {
  bool Changed = false;
  for (SitePlan &P : Plans) {
    LaunchSite &S = *P.Site;
    remark(P, launchLocation(S.Launch), S.Launch->getParent());
    if (P.refused())
      continue;
    rewrite(P);
    if (!smallConstantBlock(S.Block))
      LargeBlockChildren.insert(S.Kernel);
    Changed = true;
  }
  return Changed;
}

/// The plan, decided before any function of the module changes (the
/// children are new functions): every site of the original functions
/// (uniformity is computed on unmodified code), the children, the last
/// verdicts that only building a child tells (settle), and the sites of the
/// children.
void Aggregator::planModule(LaunchSiteInfo &LSI) {
  Planning.measureParents(LSI.Sites);
  Planning.planFunctionSites(LSI.Sites, Plan.Sites, /*CloneOf=*/nullptr);
  buildChildren(Plan.Sites);
  if (Opts.PublishChildren)
    buildPublishedChildren(LSI);
  Planning.settle(Plan.Sites);
  planCloneSites();
}

bool Aggregator::run(LaunchSiteInfo &LSI) {
  planModule(LSI);
  // The lowering, from the frozen plan.
  bool Changed = lowerSites(Plan.Sites);
  Changed |= lowerSites(Plan.CloneSites);
  // Block-scope sites share block state that is taken and cleared at the
  // kernel's entry, where no thread has exited yet (each thread's frame
  // starts there), and given back as the threads return.
  for (Function *F : BlockScopeCallers) {
    lowerRemainingV1(*F);
    addBlockEntryAndExits(*F);
  }
  boundRegisters();
  publishDescriptors();
  return Changed || !Children.empty();
}

/// Every kernel without launch bounds that gets DPAgg's runtime (into the
/// parent of an aggregated site, at either scope; aggregated children only
/// where their aggregates may have large blocks) is bounded to stay
/// launchable with 1024 threads per block
/// (Support/RegisterBound.h has the argument; FitRegisterBounds lowers the
/// bound where ptxas says a lower one gives the same occupancy). plan() and
/// childBlocker refused every site whose kernel could not be bounded without
/// risking the link (callCompiledApart).
void Aggregator::boundRegisters() {
  SmallPtrSet<const Function *, 16> WithRuntime;
  for (Function &F : M)
    for (const Instruction &I : instructions(F))
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *Callee = CB->getCalledFunction())
          if (Callee->getName().starts_with("__dpagg_"))
            WithRuntime.insert(&F);
  if (WithRuntime.empty())
    return;
  DenseMap<Function *, Function *> BoundedCopies;
  SmallVector<Function *, 8> Kernels;
  for (Function &K : M)
    Kernels.push_back(&K);
  for (Function *KP : Kernels) {
    Function &K = *KP;
    if (!isKernel(K) || K.isDeclaration() || hasLaunchBounds(K))
      continue;
    if (!reachesAnyOf(K, WithRuntime))
      continue;
    // Aggregated children: only the runtime launches them, and it checks
    // their block, so no bound is needed for them to be launched right
    // (RegisterBound.h, "Aggregated children"). One is bounded all the same,
    // for speed, where a launch of this unit may give its aggregates blocks
    // of more than 256 threads (a block that is not such a constant):
    // without the bound the runtime inlined into the clone can push a child
    // that takes 1024 threads past 64 registers, and every such aggregate
    // would be refused. Not for launches of other units (published
    // children): their blocks are not known here, and bounding every
    // published child would cost a fitted bound per leaf kernel of the
    // unit. A clone that calls a function compiled apart is never bounded
    // (the link could refuse the bound).
    if (K.hasFnAttribute(AggregatedChildAttr)) {
      Function *Origin = CloneOrigin.lookup(&K);
      if (!Origin || !LargeBlockChildren.contains(Origin) ||
          !callCompiledApart(K).empty())
        continue;
    }
    assert(callCompiledApart(K).empty() &&
           "a kernel that cannot be bounded got the runtime");
    addRegisterBound(K);
    callInternalCopies(K, BoundedCopies);
    ++NumRegisterBounds;
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBound", &K)
             << "kernel " << ore::NV("Kernel", kernelName(K))
             << " has no __launch_bounds__ and gets DPAgg's runtime: it is "
                "held to at most 64 registers, so that it stays launchable "
                "with 1024 threads per block";
    });
  }
}

PreservedAnalyses AggregateLaunchesPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  if (LSI.Sites.empty() && !Opts.PublishChildren) {
    printSummary(M, {});
    return PreservedAnalyses::all();
  }
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Aggregator A(M, FAM, Opts);
  bool Changed = A.run(LSI);
  printSummary(M, A.Tally, A.CloneTally);
  widenMarkedCopies(M); // last: it splits blocks
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses AggregationPlanPrinterPass::run(Module &M,
                                                  ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallPtrSet<const GlobalValue *, 32> Before;
  for (const GlobalValue &GV : M.global_values())
    Before.insert(&GV);
  {
    Aggregator A(M, FAM, Opts);
    A.planModule(LSI);
    OS << "Aggregation plan of module '" << M.getName() << "' (scope "
       << scopeName(Opts.Scope) << "):\n";
    A.plan().print(OS);
  }
  // The children and what building them added (their globals, the runtime
  // declarations they call) go again: nothing of the module refers to them.
  SmallVector<Function *, 8> NewFunctions;
  SmallVector<GlobalVariable *, 8> NewGlobals;
  for (Function &F : M)
    if (!Before.contains(&F))
      NewFunctions.push_back(&F);
  for (GlobalVariable &GV : M.globals())
    if (!Before.contains(&GV))
      NewGlobals.push_back(&GV);
  for (Function *F : NewFunctions) {
    FAM.clear(*F, F->getName());
    F->dropAllReferences();
  }
  for (GlobalVariable *GV : NewGlobals)
    GV->eraseFromParent();
  for (Function *F : NewFunctions)
    F->eraseFromParent();
  return PreservedAnalyses::all();
}
