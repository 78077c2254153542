//===- AggregateLaunches.cpp - warp and block launch aggregation ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Horizontal aggregation, the compile-time half (runtime/aggregate.cu is the
/// run-time half). For each analyzable launch of a kernel K:
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
/// launch together, in a kernel (the rule: Analysis/BlockConvergence.h). A
/// launch that fails this is postponed (next paragraph) or aggregated per
/// warp, and the remark says which and why.
///
/// Block state. Block scope adds no shared memory to any kernel (the host's
/// launch of a kernel may use all 48 KB it had): the runtime keeps each
/// block's state in a slot of a global table, which __dpagg_block_init takes
/// at the kernel's entry and __dpagg_block_exit, before every return, gives
/// back (runtime/aggregate.cu, "Where the state lives"). A kernel whose
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
/// writes identically (values uniform at the scope per dpagg-uniformity,
/// copies of a read-only byval kernel parameter or of a constant global) are
/// stored once per record; a per-site layout table names the per-thread
/// byte ranges, which are all a parent's record entry holds.
///
/// Stream. The aggregate of a kernel's only NULL-stream launch, made once per
/// thread, goes to cudaStreamFireAndForget (onlyNullStreamLaunch says why
/// that changes no order but the siblings').
///
/// Refused (left as is, with a missed remark): unanalyzable launches,
/// kernels defined in another translation unit, kernels that (through
/// callees) read block geometry in ways that cannot be rewritten (inline asm,
/// unknown or indirect calls, recursion), kernels with warp-level operations
/// launched with a block shape not provably 1-D (aggregation masks threads
/// per dimension, which reshapes warps of 2-D/3-D blocks), and, with
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

#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/LaunchStaging.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <deque>

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

STATISTIC(NumWarpAggregated, "Number of launch sites aggregated per warp");
STATISTIC(NumBlockAggregated, "Number of launch sites aggregated per block");
STATISTIC(NumRefused, "Number of launch sites left unaggregated");

/// Slots of the per-module block-state table (RuntimeABI.h). Any number is
/// correct: a block that finds no slot launches alone. Small tables are
/// for tests of that fallback and of slot reuse.
static cl::opt<unsigned> BlockSlotsOpt(
    "dpagg-block-slots", cl::Hidden,
    cl::desc("Slots of the device table holding block-scope aggregation "
             "state (the threads of a block that finds none launch alone)"),
    cl::init(DPAGG_BLOCK_TABLE_SLOTS));

Expected<AggregateOptions> dpagg::parseAggregateOptions(StringRef Params) {
  AggregateOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    StringRef Scope = P;
    if (Scope.consume_front("scope=") || Scope == "warp" || Scope == "block") {
      if (Scope == "warp")
        Opts.Scope = AggregationScope::Warp;
      else if (Scope == "block")
        Opts.Scope = AggregationScope::Block;
      else
        return make_error<StringError>(
            formatv("invalid scope '{0}' (accepted: warp, block)", Scope).str(),
            inconvertibleErrorCode());
    } else if (P == "strict-ordering") {
      Opts.StrictOrdering = true;
    } else if (P == "no-postpone") {
      Opts.Postpone = false;
    } else if (P == "no-scalarize") {
      Opts.Scalarize = false;
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
          formatv("invalid parameter '{0}' (accepted: scope=warp|block, warp, "
                  "block, strict-ordering, pool-size=N, no-postpone, "
                  "no-scalarize)",
                  P)
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
  OS << ";pool-size=" << Opts.PoolSize << ">";
}

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

namespace {

std::string blockDivergence(const LaunchSite &S,
                            const ScopedUniformityInfo &SUI,
                            const SmallPtrSetImpl<const Value *> &Staged) {
  return blockDivergenceAt(*S.Caller, S.Launch->getParent(), SUI, Staged, {});
}

/// Layout of the per-module pool global (see RuntimeABI.h).
struct PoolGeometry {
  unsigned ChunkBytes;
  unsigned NumChunks;
  uint64_t TotalBytes;
};

PoolGeometry poolGeometry(unsigned Requested) {
  uint64_t Size = std::max<uint64_t>(Requested, 1024);
  PoolGeometry G;
  G.ChunkBytes = Size >= (4u << 20)
                     ? DPAGG_POOL_MAX_CHUNK_SIZE
                     : std::max<unsigned>(1024, alignDown(Size / 4, 64));
  G.NumChunks = std::max<uint64_t>(
      1, (Size - DPAGG_POOL_HEADER_SIZE) / (G.ChunkBytes + 8));
  G.TotalBytes = alignTo(DPAGG_POOL_HEADER_SIZE + 8 * G.NumChunks, 64) +
                 uint64_t(G.NumChunks) * G.ChunkBytes;
  return G;
}

/// Bytes between two parents' parameter blobs in a record.
uint64_t paramStride(const LaunchSite &S) {
  return alignTo(S.BufferSize, std::max<uint64_t>(16, S.ParamAlign.value()));
}

enum class SiteScope { Refused, Warp, Block };

struct SitePlan {
  LaunchSite *Site = nullptr;
  SiteScope Scope = SiteScope::Refused;
  std::string Why; ///< refusal reason, or why not block scope
  /// The aggregated child goes to cudaStreamFireAndForget (see
  /// Aggregator::onlyNullStreamLaunch).
  bool FireAndForget = false;
  /// Block scope, with the launch moved to the start of this block (see
  /// Aggregator::findPostponementPoint).
  BasicBlock *PostponeTo = nullptr;
  /// Where the launch could wait for the block, legality not yet checked.
  BasicBlock *PostponeCandidate = nullptr;
  /// Per kernel parameter: uniform among the threads of a warp / of a block
  /// at this site, so stored once per record (scalarization). Computed while
  /// the function is unmodified; empty when scalarization is off.
  SmallVector<bool, 8> UniformInWarp, UniformInBlock;
};

/// Bytes of one parent's entry when the parameters marked in \p Uniform are
/// stored once per record instead.
uint64_t entryBytes(const LaunchSite &S, ArrayRef<bool> Uniform) {
  uint64_t Bytes = 0;
  for (unsigned I = 0; I < S.Params.size(); ++I)
    if (Uniform.empty() || !Uniform[I])
      Bytes += S.Params[I].Size;
  return Uniform.empty() ? S.BufferSize : Bytes;
}

/// Whether every thread that reaches the site at \p Scope writes the same
/// bytes into parameter \p LP: stored values uniform at the scope, copies
/// from a read-only byval kernel parameter or a constant global.
bool paramUniform(const LaunchSite &S, const LaunchParam &LP,
                  const ScopedUniformityInfo &SUI, UniformityScope Scope) {
  for (unsigned W : LP.Writes) {
    const ParamWrite &PW = S.Writes[W];
    // A use, not the value: a value uniform inside a loop that threads
    // leave in different iterations differs between them after it.
    if (auto *SI = dyn_cast<StoreInst>(PW.Writer)) {
      if (SUI.isDivergentUse(SI->getOperandUse(0), Scope))
        return false;
      continue;
    }
    if (auto *MS = dyn_cast<MemSetInst>(PW.Writer)) {
      if (SUI.isDivergentUse(MS->getOperandUse(1), Scope)) // the byte
        return false;
      continue;
    }
    const Value *Src = getUnderlyingObject(PW.Val);
    if (const auto *A = dyn_cast<Argument>(Src)) {
      if (!isKernel(*S.Caller) || !A->hasByValAttr() || !A->onlyReadsMemory())
        return false;
      continue;
    }
    const auto *GV = dyn_cast<GlobalVariable>(Src);
    if (!GV || !GV->isConstant())
      return false;
  }
  return true;
}

/// Declarations that neither launch nor touch streams or events.
bool isStreamFree(const Function &F) {
  StringRef N = F.getName();
  return F.isIntrinsic() || N == "vprintf" || N == "malloc" || N == "free" ||
         N == "__assertfail" || N.starts_with("__nv_") ||
         classifyLaunchEntry(&F).Kind == LaunchEntryKind::GetParameterBuffer ||
         classifyLaunchEntry(&F).Kind == LaunchEntryKind::GetParameterBufferV2;
}

/// True if \p F and everything it calls make no launch and use no stream
/// or event API; \p Except is a launch call allowed in F itself.
bool launchFree(const Function &F, const CallBase *Except,
                SmallPtrSetImpl<const Function *> &Visiting) {
  if (!Visiting.insert(&F).second)
    return false; // recursion: do not bother
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB == Except)
      continue;
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      return false;
    LaunchEntryKind K = classifyLaunchEntry(Callee).Kind;
    if (K == LaunchEntryKind::LaunchDevice ||
        K == LaunchEntryKind::LaunchDeviceV2)
      return false;
    if (Callee->isDeclaration() ? !isStreamFree(*Callee)
                                : !launchFree(*Callee, nullptr, Visiting))
      return false;
  }
  Visiting.erase(&F);
  return true;
}

class Aggregator {
  Module &M;
  FunctionAnalysisManager &FAM;
  const AggregateOptions &Opts;
  ChildFactsCache Facts;
  MapVector<Function *, Function *> Children;
  DenseMap<Function *, std::string> NotCloneable;
  SetVector<Function *> BlockScopeCallers;
  GlobalVariable *Pool = nullptr;
  PoolGeometry PoolGeo;
  /// dpagg/dpagg.h annotations of kernels ("dpagg.no_aggregate", ...).
  DenseMap<const Function *, SmallVector<StringRef, 1>> Annotations;

public:
  Aggregator(Module &M, FunctionAnalysisManager &FAM,
             const AggregateOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts), PoolGeo(poolGeometry(Opts.PoolSize)) {
    readAnnotations();
  }

  bool run(LaunchSiteInfo &LSI);

private:
  void readAnnotations();
  bool hasAnnotation(const Function &K, StringRef A) const {
    auto It = Annotations.find(&K);
    return It != Annotations.end() && is_contained(It->second, A);
  }
  std::string childBlocker(Function &K);
  bool onlyNullStreamLaunch(const LaunchSite &S);
  BasicBlock *findPostponementPoint(const LaunchSite &S);
  void resolvePostponements(MutableArrayRef<SitePlan> Plans);
  void postpone(SitePlan &P, const StagedLaunch &SL, ArrayRef<Value *> Args);
  void plan(LaunchSite &S, SitePlan &P, bool InClone);
  /// The launch sites of each function, the children's included.
  DenseMap<const Function *, SmallVector<LaunchSite *, 4>> SitesIn;
  void lowerRemainingV1(Function &F);
  void planFunctionSites(SmallVectorImpl<LaunchSite> &Sites,
                         SmallVectorImpl<SitePlan> &Plans, bool InClone);
  void rewrite(SitePlan &P);
  Value *poolPointer(IRBuilder<> &B);
  /// Each block-scope kernel's per-thread DPAggBlockFrame (RuntimeABI.h).
  DenseMap<Function *, AllocaInst *> BlockFrames;
  Value *blockFrame(Function &F);
  /// The module's block-state table (RuntimeABI.h), created on first use.
  GlobalVariable *BlockTable = nullptr;
  unsigned blockTableSlots() const;
  Value *blockTable(IRBuilder<> &B);
  /// Why a thread may leave \p F (through its callees) other than by
  /// returning from it, or empty; cached.
  DenseMap<const Function *, std::string> ExitBlockers;
  const std::string &threadExitBlocker(const Function &F);
  void addBlockEntryAndExits(Function &F);
  void remark(const SitePlan &P, DiagnosticLocation Loc, BasicBlock *BB);
};

} // namespace

/// clang records `__attribute__((annotate("...")))` of functions as
/// { ptr @f, ptr @string, ptr @file, i32 line, ptr args } entries of
/// @llvm.global.annotations.
void Aggregator::readAnnotations() {
  GlobalVariable *GA = M.getNamedGlobal("llvm.global.annotations");
  if (!GA || !GA->hasInitializer())
    return;
  auto *Arr = dyn_cast<ConstantArray>(GA->getInitializer());
  if (!Arr)
    return;
  for (Value *Op : Arr->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(Op);
    if (!Entry || Entry->getNumOperands() < 2)
      continue;
    auto *F = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    auto *Str =
        dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    if (!F || !Str || !Str->hasInitializer())
      continue;
    if (auto *Data = dyn_cast<ConstantDataSequential>(Str->getInitializer()))
      if (Data->isCString() && Data->getAsCString().starts_with("dpagg."))
        Annotations[F].push_back(Data->getAsCString());
  }
}

std::string Aggregator::childBlocker(Function &K) {
  if (K.isDeclaration())
    return "the child kernel " + kernelName(K) +
           " is defined in another translation unit";
  if (K.isVarArg())
    return "the child kernel is variadic";
  return Facts.get(K).Blocker;
}

void Aggregator::plan(LaunchSite &S, SitePlan &P, bool InClone) {
  P.Site = &S;
  auto Refuse = [&](const Twine &Why) {
    P.Scope = SiteScope::Refused;
    P.Why = Why.str();
  };
  if (!S.isAnalyzable())
    return Refuse(S.Unanalyzable);
  if (hasAnnotation(*S.Kernel, "dpagg.no_aggregate"))
    return Refuse("the kernel is marked DPAGG_NO_AGGREGATE");
  if (std::string Why = childBlocker(*S.Kernel); !Why.empty())
    return Refuse("the child cannot be aggregated: " + Why);
  if (InClone && !Children.count(S.Kernel))
    return Refuse("its kernel has no aggregated child");
  if (S.ParamAlign > Align(64))
    return Refuse("a parameter is aligned to more than 64 bytes");
  if (Opts.StrictOrdering && S.streamKindName() != "fire-and-forget")
    return Refuse("strict ordering: only launches into "
                  "cudaStreamFireAndForget may be aggregated");
  if (Facts.get(*S.Kernel).WarpSensitive) {
    auto IsOne = [](Value *V) {
      auto *C = dyn_cast_or_null<ConstantInt>(V);
      return C && C->isOne();
    };
    if (!IsOne(S.Block.XYZ[1]) || !IsOne(S.Block.XYZ[2]))
      return Refuse("the child uses warp-level operations and its block "
                    "shape is not provably one-dimensional");
  }
  P.Scope = SiteScope::Warp;
  P.FireAndForget = onlyNullStreamLaunch(S);
  if (Opts.Scalarize && all_of(S.Writes, [&](const ParamWrite &PW) {
        // A write across two parameters would mix per-thread and shared
        // bytes: no scalarization for this site.
        return any_of(S.Params, [&](const LaunchParam &LP) {
          return PW.Offset >= LP.Offset &&
                 PW.Offset + PW.Size <= LP.Offset + LP.Size;
        });
      })) {
    auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(*S.Caller);
    for (const LaunchParam &LP : S.Params) {
      P.UniformInWarp.push_back(
          paramUniform(S, LP, SUI, UniformityScope::Warp));
      P.UniformInBlock.push_back(
          paramUniform(S, LP, SUI, UniformityScope::Block));
    }
  }
  bool WantBlock = hasAnnotation(*S.Kernel, "dpagg.scope=block") ||
                   (Opts.Scope == AggregationScope::Block &&
                    !hasAnnotation(*S.Kernel, "dpagg.scope=warp"));
  if (!WantBlock)
    return;
  SmallPtrSet<const Value *, 8> Staged;
  for (const LaunchSite *T : SitesIn.lookup(S.Caller))
    if (T->isAnalyzable() && (!T->IsV2 || T == &S))
      Staged.insert(T->NullChecks.begin(), T->NullChecks.end());
  // A block record is sized for every thread of the block before the
  // launching threads are counted (runtime/aggregate.cu); it must fit a pool
  // chunk for the largest block.
  uint64_t Entry = 4 * (1 + DPAGG_PARENT_CONFIG_WORDS) +
                   alignTo(entryBytes(S, P.UniformInBlock), 16);
  if (1024 * Entry + 64 > PoolGeo.ChunkBytes) {
    P.Why = "a block's record of " + std::to_string(Entry) +
            "-byte entries would not fit a pool chunk";
    return;
  }
  auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(*S.Caller);
  P.Why = blockDivergence(S, SUI, Staged);
  if (P.Why.empty())
    P.Scope = SiteScope::Block;
  else if (Opts.Postpone)
    P.PostponeCandidate = findPostponementPoint(S);
}

/// CUDA orders the NULL-stream launches of one block. Aggregating a site
/// already gives up the order among its siblings (the threads' launches at
/// that site). When the site is the kernel's only launch (nothing else it
/// runs launches or uses streams) and runs at most once per thread, that is
/// the only order there is, so the aggregated child may as well go to
/// cudaStreamFireAndForget, which the device schedules at once (measured:
/// up to 3.6x faster on the H100). A kernel is done only when all its
/// children are, in either stream, so nothing after the kernel changes.
bool Aggregator::onlyNullStreamLaunch(const LaunchSite &S) {
  if (!isa<ConstantPointerNull>(S.Stream) || S.PerThreadStream ||
      !isKernel(*S.Caller))
    return false;
  if (FAM.getResult<LoopAnalysis>(*S.Caller).getLoopFor(S.Launch->getParent()))
    return false;
  SmallPtrSet<const Function *, 8> Visiting;
  return launchFree(*S.Caller, S.Launch, Visiting);
}

/// Postponement (thesis 3.5), for a launch that block scope refused because
/// threads that skip it reach other convergent code: the block P that
/// immediately post-dominates the launch, if the thread does nothing
/// between the launch and P that its launch must stay ordered with: no
/// other launch, no stream or event call, no way back to the launch before
/// P. resolvePostponements then checks that every live thread of the block
/// meets at P (the rule for a launch, with the moved launches gone and P
/// holding the runtime call). Legality: CDP2 has no device-side wait on a child, and a child sees
/// memory as of its launch, so launching later only makes more of the
/// parent's writes visible; the thread's own launches keep their order.
BasicBlock *Aggregator::findPostponementPoint(const LaunchSite &S) {
  if (!isKernel(*S.Caller) || !S.Launch->use_empty())
    return nullptr;
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(*S.Caller);
  BasicBlock *L = S.Launch->getParent();
  DomTreeNode *N = PDT.getNode(L);
  N = N ? N->getIDom() : nullptr;
  if (!N || !N->getBlock())
    return nullptr; // only the virtual exit post-dominates it
  BasicBlock *At = N->getBlock();
  // What the thread runs from the launch to At: the rest of L, then every
  // block reachable without passing At.
  SmallVector<const Instruction *, 32> Region;
  for (const Instruction &I :
       make_range(std::next(S.Launch->getIterator()), L->end()))
    Region.push_back(&I);
  SmallVector<const BasicBlock *, 16> Work(succ_begin(L), succ_end(L));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (B == At || !Seen.insert(B).second)
      continue;
    if (B == L) // the launch again before At: one pending launch only
      return nullptr;
    for (const Instruction &I : *B)
      Region.push_back(&I);
    append_range(Work, successors(B));
  }
  for (const Instruction *I : Region) {
    const auto *CB = dyn_cast<CallBase>(I);
    if (!CB)
      continue;
    const Function *Callee = CB->getCalledFunction();
    SmallPtrSet<const Function *, 8> Visiting;
    if (!Callee || (Callee->isDeclaration()
                        ? !isStreamFree(*Callee)
                        : !launchFree(*Callee, nullptr, Visiting)))
      return nullptr;
  }
  return At;
}

/// The launches that would wait at one block (the two sides of an if, say)
/// are decided together: the block must be a meeting point of every live
/// thread once all of them have left their original places.
void Aggregator::resolvePostponements(MutableArrayRef<SitePlan> Plans) {
  MapVector<BasicBlock *, SmallVector<SitePlan *, 2>> Groups;
  for (SitePlan &P : Plans)
    if (P.PostponeCandidate && P.Scope == SiteScope::Warp)
      Groups[P.PostponeCandidate].push_back(&P);
  for (auto &[At, Members] : Groups) {
    Function &F = *At->getParent();
    SmallVector<const Instruction *, 4> Moved;
    SmallPtrSet<const Value *, 8> Staged;
    for (SitePlan *P : Members)
      Moved.append({P->Site->Launch, P->Site->Buffer});
    for (const LaunchSite *T : SitesIn.lookup(&F))
      if (T->isAnalyzable() &&
          (!T->IsV2 || any_of(Members, [&](const SitePlan *P) {
             return P->Site == T;
           })))
        Staged.insert(T->NullChecks.begin(), T->NullChecks.end());
    auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(F);
    if (!blockDivergenceAt(F, At, SUI, Staged, Moved).empty())
      continue;
    for (SitePlan *P : Members) {
      P->PostponeTo = At;
      P->Scope = SiteScope::Block;
      P->Why.clear();
    }
  }
}

/// The launch saves its configuration and a pending flag in the kernel's
/// frame (the parameters are in the staging blob already); at the start of
/// P.PostponeTo every thread calls the runtime, the pending ones launch.
void Aggregator::postpone(SitePlan &P, const StagedLaunch &SL,
                          ArrayRef<Value *> Args) {
  LaunchSite &S = *P.Site;
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::getUnqual(Ctx);
  IRBuilder<> EB(&*S.Caller->getEntryBlock().getFirstInsertionPt());
  // Grid x,y,z, block x,y,z, shared memory; stream; pending.
  auto *CfgTy = ArrayType::get(I32, 7);
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
  Value *Vals[7] = {SL.Grid[0],  SL.Grid[1],  SL.Grid[2],   SL.Block[0],
                    SL.Block[1], SL.Block[2], SL.SharedMem};
  for (unsigned I = 0; I < 7; ++I)
    B.CreateStore(Vals[I], B.CreateConstInBoundsGEP2_32(CfgTy, Cfg, 0, I));
  B.CreateStore(SL.Stream, Stream);
  B.CreateStore(B.getInt32(1), Pending);
  DebugLoc DL = S.Launch->getDebugLoc();
  S.Launch->eraseFromParent();

  // Where the block meets again: launch what is pending, then clear it.
  IRBuilder<> PB(&*P.PostponeTo->getFirstInsertionPt());
  SmallVector<Value *, 24> CallArgs(Args.begin(), Args.end());
  for (unsigned I = 0; I < 7; ++I)
    CallArgs[7 + I] = PB.CreateLoad(
        I32, PB.CreateConstInBoundsGEP2_32(CfgTy, Cfg, 0, I));
  CallArgs[14] = PB.CreateLoad(Ptr, Stream);
  CallArgs.push_back(PB.CreateLoad(I32, Pending, "dpagg.pending"));
  CallArgs.push_back(blockFrame(*S.Caller));
  CallArgs.push_back(blockTable(PB));
  SmallVector<Type *, 23> Tys;
  for (Value *V : CallArgs)
    Tys.push_back(V->getType());
  FunctionCallee RT = getRuntimeFunction(
      M, DPAGG_RT_AGGREGATE_BLOCK_POSTPONED,
      FunctionType::get(I32, Tys, false));
  CallInst *Call = PB.CreateCall(RT, CallArgs, "dpagg.block.err");
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
/// ask for, which the compiler cannot know (runtime/aggregate.cu, "Where the
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

namespace {
/// Whether \p Asm has the PTX instruction `exit` (as a word).
bool asmMayExit(StringRef Asm) {
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_' || C == '$'; };
  for (size_t At = Asm.find("exit"); At != StringRef::npos;
       At = Asm.find("exit", At + 1)) {
    bool Before = At > 0 && (IsIdent(Asm[At - 1]) || Asm[At - 1] == '.' ||
                             Asm[At - 1] == '%');
    bool After = At + 4 < Asm.size() && IsIdent(Asm[At + 4]);
    if (!Before && !After)
      return true;
  }
  return false;
}

/// Declarations known to return to their caller or to end the whole grid
/// (a trap, a failed assert): never to end the calling thread alone.
bool knownToReturn(const Function &F) {
  if (F.isIntrinsic())
    return F.getIntrinsicID() != Intrinsic::nvvm_exit;
  StringRef N = F.getName();
  return N == "vprintf" || N == "malloc" || N == "free" ||
         N == "__assertfail" || N.starts_with("__nv_") ||
         N.starts_with("cuda") || N.starts_with("__cudaCDP2") ||
         N.starts_with("__dpagg_") ||
         classifyLaunchEntry(&F).Kind != LaunchEntryKind::None;
}

std::string exitBlocker(const Function &F,
                        SmallPtrSetImpl<const Function *> &Visiting) {
  if (!Visiting.insert(&F).second)
    return ""; // on the path already: its instructions are being checked
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
      if (asmMayExit(IA->getAsmString()))
        return "inline assembly in " + demangle(F.getName()) + " has `exit`";
      continue;
    }
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      return "an indirect call in " + demangle(F.getName());
    if (Callee->isDeclaration()) {
      if (!knownToReturn(*Callee))
        return demangle(F.getName()) + " calls " + demangle(Callee->getName()) +
               (Callee->isIntrinsic() ? "" : ", defined elsewhere");
      continue;
    }
    if (std::string Why = exitBlocker(*Callee, Visiting); !Why.empty())
      return Why;
  }
  return "";
}
} // namespace

/// A block holds its state slot until each of its threads has passed
/// __dpagg_block_exit, which the pass puts before every return of the
/// kernel. A thread that ends another way (the PTX `exit` instruction,
/// llvm.nvvm.exit) would keep the slot busy for good: never wrong (a busy
/// slot is never shared, and a block without one launches alone), but
/// every block doing that would take one slot, so such kernels stay per
/// warp. Allowed: calls known to return (or to end the whole grid),
/// functions of this module checked the same way, inline assembly without
/// the word `exit`; anything else (an indirect call, a function of another
/// translation unit) is not.
const std::string &Aggregator::threadExitBlocker(const Function &F) {
  auto It = ExitBlockers.find(&F);
  if (It != ExitBlockers.end())
    return It->second;
  SmallPtrSet<const Function *, 8> Visiting;
  std::string Why = exitBlocker(F, Visiting);
  if (!Why.empty())
    Why = "a thread may end without returning (" + Why +
          "), which would keep its block's state slot busy";
  return ExitBlockers[&F] = Why;
}

/// Every thread takes part in __dpagg_block_init at the kernel's entry,
/// where none has exited, and passes __dpagg_block_exit right before its
/// `ret` (threadExitBlocker says why that is the only way out).
void Aggregator::addBlockEntryAndExits(Function &F) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *Void = Type::getVoidTy(Ctx);
  Value *Frame = blockFrame(F);
  IRBuilder<> B(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  auto *InitTy =
      FunctionType::get(Void, {Ptr, Ptr, Type::getInt32Ty(Ctx)}, false);
  B.CreateCall(getRuntimeFunction(M, DPAGG_RT_BLOCK_INIT, InitTy),
               {Frame, blockTable(B), B.getInt32(blockTableSlots())});
  FunctionCallee Exit = getRuntimeFunction(M, DPAGG_RT_BLOCK_EXIT, InitTy);
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      IRBuilder<> RB(Ret);
      RB.CreateCall(Exit,
                    {Frame, blockTable(RB), RB.getInt32(blockTableSlots())});
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
  unsigned Threads = 256;
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

void Aggregator::rewrite(SitePlan &P) {
  LaunchSite &S = *P.Site;
  Function *Child = Children.lookup(S.Kernel);
  assert(Child && "aggregating without a child");
  StagedLaunch SL = stageLaunch(S);
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::getUnqual(Ctx);
  bool Block = P.Scope == SiteScope::Block;
  SmallVector<Type *, 23> Params = {Ptr, Ptr, Ptr, I32, Ptr, I32, I32,
                                    I32, I32, I32, I32, I32, I32, I32,
                                    Ptr, Ptr, I32, I32, Ptr, I32, I32};
  if (Block)
    Params.append({Ptr, Ptr}); // the block frame, the block-state table
  auto *FTy = FunctionType::get(I32, Params, false);
  FunctionCallee RT = getRuntimeFunction(
      M, Block ? DPAGG_RT_AGGREGATE_BLOCK : DPAGG_RT_AGGREGATE_WARP, FTy);
  unsigned Flags =
      (S.PerThreadStream ? DPAGG_LAUNCH_PTSZ : 0) |
      (ReportLaunchErrorsOpt ? DPAGG_LAUNCH_REPORT_ERRORS : 0) |
      (P.FireAndForget ? DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET : 0);
  // Scalarization: the per-thread ranges of the blob, or null if all are.
  ArrayRef<bool> Uniform = Block ? P.UniformInBlock : P.UniformInWarp;
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
  auto [SafeThreads, SafeShmem] = kernelLimits(*S.Kernel);
  SmallVector<Value *, 23> Args = {Child,
                                   S.Kernel,
                                   getKernelNameString(M, *S.Kernel),
                                   B.getInt32(Flags),
                                   SL.Params,
                                   B.getInt32(S.BufferSize),
                                   B.getInt32(Stride),
                                   SL.Grid[0],
                                   SL.Grid[1],
                                   SL.Grid[2],
                                   SL.Block[0],
                                   SL.Block[1],
                                   SL.Block[2],
                                   SL.SharedMem,
                                   SL.Stream,
                                   PoolPtr,
                                   B.getInt32(PoolGeo.NumChunks),
                                   B.getInt32(PoolGeo.ChunkBytes),
                                   Layout,
                                   B.getInt32(SafeThreads),
                                   B.getInt32(SafeShmem)};
  if (P.PostponeTo) {
    postpone(P, SL, Args);
    return;
  }
  if (Block)
    Args.append({blockFrame(*S.Caller), blockTable(B)});
  CallInst *Call =
      B.CreateCall(RT, Args, Block ? "dpagg.block.err" : "dpagg.warp.err");
  Call->setDebugLoc(S.Launch->getDebugLoc());
  S.Launch->replaceAllUsesWith(Call);
  S.Launch->eraseFromParent();
  S.Launch = Call;
  if (Block)
    BlockScopeCallers.insert(S.Caller);
}

void Aggregator::remark(const SitePlan &P, DiagnosticLocation Loc,
                        BasicBlock *BB) {
  const LaunchSite &S = *P.Site;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Caller);
  std::string Child = S.Kernel ? kernelName(*S.Kernel) : "<unknown>";
  if (P.Scope == SiteScope::Refused) {
    ++NumRefused;
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotAggregated", Loc, BB)
             << "launch of " << ore::NV("Kernel", Child)
             << " not aggregated: " << ore::NV("Reason", P.Why);
    });
    return;
  }
  bool Block = P.Scope == SiteScope::Block;
  ++(Block ? NumBlockAggregated : NumWarpAggregated);
  StringRef Kind = S.streamKindName();
  bool Ordered = Kind != "fire-and-forget";
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, Block ? "BlockAggregated" : "WarpAggregated",
                         Loc, BB);
    R << "launch of " << ore::NV("Kernel", Child) << " aggregated per "
      << ore::NV("Scope", Block ? "block" : "warp");
    if (!Block && !P.Why.empty())
      R << " (not per block: " << ore::NV("Reason", P.Why) << ")";
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
    return R;
  });
}

void Aggregator::planFunctionSites(SmallVectorImpl<LaunchSite> &Sites,
                                   SmallVectorImpl<SitePlan> &Plans,
                                   bool InClone) {
  for (LaunchSite &S : Sites)
    SitesIn[S.Caller].push_back(&S);
  size_t First = Plans.size();
  for (LaunchSite &S : Sites)
    plan(S, Plans.emplace_back(), InClone);
  resolvePostponements(MutableArrayRef<SitePlan>(Plans).drop_front(First));
}

/// A block-scope site's legality assumed the function's V1 launches are
/// staged (their null checks gone); stage the ones aggregation left alone by
/// lowering them to V2 now, as dpagg-lower-v1-launches would.
void Aggregator::lowerRemainingV1(Function &F) {
  for (LaunchSite *T : SitesIn.lookup(&F)) {
    if (!T->isAnalyzable() || T->IsV2 ||
        classifyLaunchEntry(cast<CallBase>(T->Launch)->getCalledFunction())
                .Kind != LaunchEntryKind::LaunchDevice)
      continue;
    lowerV1Launch(*T, FAM.getResult<OptimizationRemarkEmitterAnalysis>(F));
  }
}

bool Aggregator::run(LaunchSiteInfo &LSI) {
  // Plan every site of the original functions before changing anything:
  // uniformity is computed on unmodified code.
  SmallVector<SitePlan, 8> Plans;
  planFunctionSites(LSI.Sites, Plans, /*InClone=*/false);

  // Aggregated children, from the unmodified kernels (their own launches
  // included, aggregated below like any other).
  for (SitePlan &P : Plans) {
    if (P.Scope == SiteScope::Refused || Children.count(P.Site->Kernel))
      continue;
    Function &K = *P.Site->Kernel;
    if (NotCloneable.count(&K))
      continue;
    if (Function *C = buildAggregatedChild(K, P.Site->Params, Facts))
      Children[&K] = C;
    else
      NotCloneable[&K] = "its geometry reads could not all be inlined";
  }

  bool Changed = false;
  auto RewriteAll = [&](SmallVectorImpl<SitePlan> &Ps) {
    for (SitePlan &P : Ps) {
      LaunchSite &S = *P.Site;
      if (P.Scope != SiteScope::Refused && S.Kernel &&
          !Children.count(S.Kernel)) {
        P.Scope = SiteScope::Refused;
        P.Why = "the child cannot be aggregated: " +
                NotCloneable.lookup(S.Kernel);
      }
      if (P.Scope == SiteScope::Block)
        if (const std::string &Why = threadExitBlocker(*S.Caller);
            !Why.empty()) {
          P.Scope = SiteScope::Warp; // legal anywhere, postponed or not
          P.PostponeTo = nullptr;
          P.Why = Why;
        }
      DiagnosticLocation Loc = launchLocation(S.Launch);
      BasicBlock *BB = S.Launch->getParent();
      remark(P, Loc, BB);
      if (P.Scope == SiteScope::Refused)
        continue;
      rewrite(P);
      Changed = true;
    }
  };
  RewriteAll(Plans);

  // The launches inside the children: a child that launches (itself or
  // others) gets its launches aggregated as well.
  SmallVector<Function *, 8> ChildFns;
  std::deque<SmallVector<LaunchSite, 4>> ChildSites; // SitesIn points here
  for (auto &KV : Children)
    ChildFns.push_back(KV.second);
  for (Function *C : ChildFns) {
    SmallVector<LaunchSite, 4> &Sites = ChildSites.emplace_back();
    findLaunchSites(*C, nullptr, Sites);
    if (Sites.empty())
      continue;
    SmallVector<SitePlan, 4> ChildPlans;
    planFunctionSites(Sites, ChildPlans, /*InClone=*/true);
    RewriteAll(ChildPlans);
  }

  // Block-scope sites share block state that is taken and cleared at the
  // kernel's entry, where no thread has exited yet (each thread's frame
  // starts there), and given back as the threads return.
  for (Function *F : BlockScopeCallers) {
    lowerRemainingV1(*F);
    addBlockEntryAndExits(*F);
  }
  return Changed || !Children.empty();
}

PreservedAnalyses AggregateLaunchesPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  if (LSI.Sites.empty())
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  if (!Aggregator(M, FAM, Opts).run(LSI))
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
