//===- Plan.h - the aggregation plan, decided before any IR -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The plan of dpagg-aggregate (issue 22, item 2): for every launch site, the
/// scope asked and the scope chosen or the rule that refused it, the rules
/// that narrowed it, where it is postponed to and what the runtime is told
/// about it. The Planner decides it from analyses of the module's functions,
/// which it never changes, in three steps (AggregateLaunches.cpp, run):
///
///  1. planFunctionSites: every site of the module's own functions.
///  2. The aggregated children are built (Children.h): a clone whose
///     geometry reads cannot all be inlined is known only by building it
///     (InlineFunction may fail, or not converge: buildAggregatedChild), so
///     the children are built first; they are new functions, and the
///     module's own functions are still as planned.
///  3. settle: the verdicts that need the children (a site whose child
///     could not be built is refused) and the thread-exit rule; then the
///     sites inside the children are planned and settled the same way, and
///     freeze records what the lowering needs of the whole plan.
///
/// The plan is then frozen: the remarks (Remarks.h) and the IR (Lower.h)
/// are emitted from it, and decide nothing. print<dpagg-plan> prints it, one
/// line per site.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATION_PLAN_H
#define DPAGG_TRANSFORMS_AGGREGATION_PLAN_H

#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Support/Annotations.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Scope.h"
#include "dpagg/Transforms/AggregateLaunches.h"
#include "dpagg/Transforms/AggregatedChild.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class CallBase;
class Loop;
class Constant;
class Function;
class Module;
class raw_ostream;
} // namespace llvm

namespace dpagg {
using llvm::ArrayRef;
using llvm::BasicBlock;
using llvm::Function;
using llvm::Loop;
using llvm::MutableArrayRef;
using llvm::SmallVector;
using llvm::SmallVectorImpl;
using llvm::StringRef;

/// Layout of the per-module pool global (see RuntimeABI.h).
struct PoolGeometry {
  unsigned ChunkBytes;
  unsigned NumChunks;
  uint64_t TotalBytes;
};

PoolGeometry poolGeometry(unsigned Requested);
/// The symbol of the program's record pool of geometry \p G, with
/// -dpagg-shared-pools (Lower.cpp, Lowering::poolPointer).
std::string recordPoolName(const PoolGeometry &G);

/// Serialization (issue 26, item 1; SerialPlan.cpp has the rules and their
/// arguments): the launches of a site that have at most Threshold logical
/// threads (grid threads times block threads) and a configuration CUDA
/// would accept run in the launching thread, in the child's serial copy
/// K.dpagg.serial (SerialChild.h); every other launch of the site is
/// lowered as the rest of the plan says (aggregated, or as written).
/// Orthogonal to the scope: a refused site may be serialized too.
struct SerialPlan {
  /// At most this many logical threads run serially; 0: not serialized, and
  /// Why says which rule refused it (Reasons.def, DPAGG_NOT_SERIALIZED).
  unsigned Threshold = 0;
  SerialRefusal Why = SerialRefusal::Off;
  std::string WhyText;
  /// The cost model's estimate of the instructions one logical thread runs
  /// (serialWork); unknown where the child has a loop whose trip count is
  /// not a small constant. Estimated wherever the child rules passed.
  std::optional<uint64_t> Work;
  bool Estimated = false;
  /// The threshold came from the cost model (-dpagg-serial-threshold=auto).
  bool Auto = false;
  /// Work that grows with a parameter (issue 26, item 5): besides Work, the
  /// child runs at most WorkPerTrip instructions per unit of its parameter
  /// TripArg (loops whose trip counts are bounded by it: serialWork); the
  /// run-time check weighs the launch's value (Lower.cpp, serialCheck):
  /// logical threads times (PerThread + WorkPerTrip x value) at most
  /// Budget. TripArg < 0: no such loop (Threshold alone decides).
  int TripArg = -1;
  uint64_t WorkPerTrip = 0, PerThread = 0, Budget = 0;
  /// The block threads every launch of the child accepts (kernelLimits):
  /// a launch with a larger block takes the original path.
  unsigned MaxBlockThreads = 0;
  bool serialized() const { return Threshold != 0; }
  void refuse(SerialRefusal R, std::string Text) {
    Threshold = 0;
    Why = R;
    WhyText = std::move(Text);
  }
};

/// Where the threads of a block-scope site's block meet for its one launch
/// (issue 26, item 3).
enum class BlockMeeting : uint8_t {
  /// At DPAgg's block barriers at the site, or where it is postponed to
  /// (runtime/block.cu, "Block scope"): the launch is made there.
  Barrier,
  /// Nowhere: each warp group makes its record at the site and appends it
  /// to the block's index, and the block's last thread to exit launches it
  /// (runtime/block.cu, "Block scope at the last exit";
  /// Aggregation/LastExitPlan.cpp has the rules).
  LastExit,
};

/// What a site's launches can become (Decisions.def, DPAGG_CHOICE).
enum class Choice : uint8_t {
#define DPAGG_CHOICE(Enum, Words) Enum,
#include "dpagg/Support/Decisions.def"
};

/// A rule that ranks a choice above its runner-up by preference
/// (Decisions.def, DPAGG_RANKING).
enum class Ranking : uint8_t {
#define DPAGG_RANKING(Enum, Rule, Text) Enum,
#include "dpagg/Support/Decisions.def"
};
StringRef ruleName(Ranking R);
StringRef rankingText(Ranking R);

/// One alternative of a site's decision.
struct Alternative {
  Choice Kind = Choice::None;
  /// Aggregated: the scope, and whether its block meets at its threads'
  /// last exit instead of a barrier.
  Scope At = Scope::Warp;
  bool AtLastExit = false;
  /// Serialized: the threshold. Aggregated per group of blocks: the blocks
  /// per group; per grid: the fewest parent blocks per grid under the
  /// auto-grid rule. 0: none.
  unsigned N = 0;
  /// Per grid under the auto-grid rule: only in parent grids of at most
  /// DPAGG_FEW_WAVES waves of threads.
  bool FewWaves = false;
};

/// An alternative in the words of the plan printer and the Decision remark:
/// "serialized (at most 87 logical threads)", "per block at its threads'
/// last exit", "as written".
std::string alternativeWords(const Alternative &A);

/// A site's decision (issue 26, item 5), derived from the settled plan
/// (Planner::decide, DecisionPlan.cpp): the choice taken, the runner-up
/// (what the planner would take were the choice not available, or the
/// better choice that a rule refused), and the one rule that ranked them.
struct SiteDecision {
  Alternative Chosen, RunnerUp;
  /// A rule of Decisions.def (DPAGG_RANKING) where Chosen is preferred to a
  /// legal RunnerUp; a rule of Reasons.def where that rule refused RunnerUp
  /// (Refused).
  StringRef Rule;
  bool Refused = false;
  /// The rule's words, with the site's details.
  std::string Why;
};

/// "chose X; runner-up Y[, refused]: rule R (why)", the words of the plan
/// printer and of the Decision remark.
std::string decisionWords(const SiteDecision &D);

/// A loop whose lanes of a warp rejoin at the end of every iteration
/// (RejoinPlan.cpp has the rule and its argument): the blocks the lowering
/// changes, found on the unmodified function and changed before any site is
/// lowered. Preheader: the lanes that enter together read their mask;
/// Header: the mask of the lanes still in the loop, a phi; Exiting: its one
/// exiting block, which every iteration passes, where those lanes meet in a
/// ballot of the lanes that stay (StayOnTrue: its branch stays in the loop
/// when its condition is true).
struct WarpRejoin {
  BasicBlock *Preheader = nullptr, *Header = nullptr, *Exiting = nullptr;
  bool StayOnTrue = true;
};

struct SitePlan {
  /// The site, as LaunchSiteAnalysis (or, in a child, findLaunchSites) found
  /// it; never written, also while lowering (stageLaunch).
  const LaunchSite *Site = nullptr;
  /// The scope the site is aggregated at; none when it is refused.
  std::optional<Scope> At;
  /// The scope asked (the option, or the kernel's DPAGG_SCOPE_* annotation).
  Scope Asked = Scope::Block;
  std::string Why; ///< refusal reason
  /// The rule behind Why (Support/Reasons.def), for the analysis remark and
  /// the summary.
  Refusal Reason = Refusal::Unanalyzable;
  /// Per scope wider than At, up to Asked: the rule that narrowed the site
  /// below it (Reasons.def, DPAGG_NARROWED) and its details.
  PerScope<Narrowing> WhyNot;
  PerScope<std::string> WhyNotText;
  bool refused() const { return !At; }
  /// Refused, for \p Kind.
  void refuse(Refusal Kind, std::string Text) {
    At.reset();
    Reason = Kind;
    Why = std::move(Text);
  }
  /// Aggregates at the scope \p *At narrows to (narrowsTo), for \p R.
  void narrow(Narrowing R, std::string Text) {
    assert(At && narrowedScope(R) == *At && "narrowing from another scope");
    WhyNot[*At] = R;
    WhyNotText[*At] = std::move(Text);
    At = narrowsTo(*At);
  }
  /// Aggregates at \p S again, its narrowing undone.
  void widenTo(Scope S) {
    At = S;
    WhyNot[S] = Narrowing::None;
    WhyNotText[S].clear();
  }
  /// The kernel whose aggregated clone the site is in (a kernel launching
  /// itself), or null for a site of the module's own code.
  Function *CloneOf = nullptr;
  /// Facts for the analysis remark, from the unmodified function.
  bool InCycle = false;
  /// The launch configuration (grid, block, dynamic shared memory) is the
  /// same for every thread of the block / of the warp; unknown when a field
  /// was not found (Dim3Operand::XYZ).
  bool ConfigKnown = false;
  PerScope<bool> ConfigUniform;
  /// The aggregated child goes to cudaStreamFireAndForget (see
  /// Planner::onlyLaunchOrdersNothing).
  bool FireAndForget = false;
  /// The launch's stream is a stream its thread created for this launch
  /// alone (Planner::privateStreamLaunch): the launch, aggregated or alone,
  /// goes to cudaStreamFireAndForget instead (issue 23, item 3).
  bool PrivateStream = false;
  /// The site is its thread's only launch, once (onceAndOnlyLaunch): the
  /// runtime may aggregate it into a stream that turns out to be per-thread.
  bool OnlyLaunch = false;
  /// The launch names the thread's per-thread default stream and goes to
  /// its block's NULL stream instead, aggregated or as written, with every
  /// other such launch of its kernel (BlockStreamPlan.cpp): the non-_ptsz
  /// entry, stream null, DPAGG_LAUNCH_PTSZ clear.
  bool ToBlockStream = false;
  /// Where that was considered and refused for the site's kernel: the rule
  /// (Reasons.def, DPAGG_NO_BLOCK_STREAM); the site is then refused by
  /// Refusal::PerThreadStream, whose text says why.
  std::optional<BlockStreamRefusal> NoBlockStream;
  /// ToBlockStream was set by the own-streams rule (OwnStreamsPlan.cpp):
  /// the launch names a stream its thread created and goes to its block's
  /// NULL stream instead, with every other such launch of its kernel.
  bool FromOwnStreams = false;
  /// Where that was considered and refused for the site's kernel: the rule
  /// (Reasons.def, DPAGG_NO_OWN_STREAMS_MOVE); the site is then refused by
  /// Refusal::OwnStream, whose text says why.
  std::optional<OwnStreamsRefusal> NoOwnStreams;
  /// The site is the only launch or stream use of anything its thread
  /// runs, and runs at most once per thread (onceAndOnlyLaunch).
  bool OnceAndOnly = false;
  /// Nothing after the launch observes it (DPAGG_LAUNCH_UNOBSERVED).
  bool Unobserved = false;
  /// The child is of another unit and the block shape is not provably 1-D:
  /// the child's descriptor says at run time whether its aggregated child
  /// may be used (DPAGG_CHILD_NEEDS_1D_BLOCK).
  bool AskChildAbout2D = false;
  /// The child's aggregated clone loops over logical blocks (Molded).
  bool Molded = false;
  /// The child has a packed clone, which the runtime runs for aggregates of
  /// blocks of at most 32 threads (runtime/child.cu, "Packed children").
  bool Packed = false;
  /// Why not, with -dpagg-pack-children (the NotPacked remark), or empty.
  std::string WhyNotPacked;
  /// With -dpagg-moldable, why an aggregated site's child is not molded
  /// (the NotMolded remark), or empty.
  std::string WhyNotMolded;
  /// What the runtime is told at every launch of an aggregated site: the
  /// DPAGG_LAUNCH_* flags (a child of another unit adds
  /// DPAGG_LAUNCH_NEEDS_1D_BLOCK at run time, from its descriptor), and,
  /// for a child of this unit, what every launch of it accepts
  /// (kernelLimits).
  unsigned LaunchFlags = 0;
  unsigned SafeThreads = 0, SafeShmem = 0;
  /// The grid rules passed (Planner::gridScopeRules): the site is
  /// aggregated per grid if the block rules keep it per block, which grid
  /// scope builds on (settle decides).
  bool GridCandidate = false;
  /// The grid candidate came from -dpagg-auto-grid (Planner::autoGridRules):
  /// block scope was asked, and the run time picks grid or block by the
  /// parent grid's size.
  bool AutoGrid = false;
  /// The auto grid candidate launches a child that launches (a nested or
  /// recursive level, Planner::nestedLevel): per grid in every parent grid,
  /// whatever its size (-dpagg-nested-grid; GroupBlocks is
  /// DPAGG_GROUP_BLOCKS_GRID).
  bool NestedGrid = false;
  /// The auto grid candidate meets at its threads' last exit with a loop or
  /// call after the launch (Planner::loopsAfterLaunch): per grid only in
  /// parent grids of a few waves of threads, else per block at the last exit
  /// (GroupBlocks has DPAGG_GROUP_BLOCKS_FEW_WAVES).
  bool FewWaves = false;
  /// GroupBlocks' floor is -dpagg-few-waves-blocks', not -dpagg-auto-grid's
  /// (Planner::widenToGroup).
  bool FewWavesFloor = false;
  /// Only threads with one value of threadIdx.x reach the launch, and the
  /// nested-grid rule may take it (Planner::refusedForShape): it is kept
  /// only if it ends per grid, else refused then (Planner::settle).
  bool SingleLauncher = false;
  /// A group of blocks (multiblock, grid): consecutive parent blocks per
  /// group, DPAGG_GROUP_BLOCKS_GRID for the grid, DPAGG_GROUP_BLOCKS_AUTO |
  /// N for -dpagg-auto-grid's (the site descriptor's GroupBlocks); 0 at any
  /// other scope.
  unsigned GroupBlocks = 0;
  /// The auto rule's fewest parent blocks per grid (GroupBlocks without
  /// its flags); meaningful where AutoGrid and not NestedGrid.
  unsigned autoGridBlocks() const {
    return GroupBlocks &
           ~(DPAGG_GROUP_BLOCKS_AUTO | DPAGG_GROUP_BLOCKS_FEW_WAVES);
  }
  /// Block scope, with the launch moved to the start of this block (see
  /// Planner::findPostponementPoint).
  BasicBlock *PostponeTo = nullptr;
  /// Where the launch could wait for the block, legality not yet checked.
  BasicBlock *PostponeCandidate = nullptr;
  /// The barrier cost rules apply (postponementCost): block scope was not
  /// forced by DPAGG_SCOPE_BLOCK or -dpagg-barrier-cost=false.
  bool CostRules = false;
  /// Per scope, per kernel parameter: uniform among the scope's threads at
  /// this site, so stored once per record (scalarization). Computed while
  /// the function is unmodified, for the lowered scopes; empty when
  /// scalarization is off.
  PerScope<SmallVector<bool, 8>> UniformParams;
  /// Per scope, per kernel parameter: why a scalarization rule kept it per
  /// thread (ParamVerdict::RuleWhy), for the remark.
  PerScope<SmallVector<std::string, 8>> ScalarWhy;
  /// Whether small launches of the site run in the launching thread.
  SerialPlan Serial;
  /// A link of a chain of one-block grids: not aggregated, launched into
  /// cudaStreamTailLaunch when its grid is one block (TailChainPlan.cpp).
  bool TailChain = false;
  /// A chain's link the tail-chain rules refused: which, and why.
  std::string NotTailChained;
  /// A tail-chained link that continues in its own block when its child is
  /// one block of that block's shape (InPlacePlan.cpp).
  bool TailInPlace = false;
  /// A tail-chained link the in-place rules refused: why.
  std::string NotInPlace;
  /// Block scope: where the block's threads meet (Planner::
  /// settleBlockMeeting). At the last exit, NoBarrier is the block rule that
  /// kept them from meeting at a barrier (Narrowing::None where
  /// -dpagg-block-meeting=avoid chose the last exit over a barrier).
  BlockMeeting Meeting = BlockMeeting::Barrier;
  Narrowing NoBarrier = Narrowing::None;
  std::string NoBarrierText;
  /// Where the last exit was considered and refused: the rule
  /// (Reasons.def, DPAGG_NO_LAST_EXIT) and its details.
  std::optional<LastExitRefusal> NoLastExit;
  std::string NoLastExitText;
  bool atLastExit() const { return Meeting == BlockMeeting::LastExit; }
  /// Warp scope in a loop: the innermost loop around the launch, whose
  /// lanes rejoin at the end of every iteration (RejoinPlan.cpp); no Header
  /// where they do not.
  WarpRejoin Rejoin;
  /// Where that was considered and refused: the rule (Reasons.def,
  /// DPAGG_NO_WARP_REJOIN) and its details.
  std::optional<RejoinRefusal> NoRejoin;
  std::string NoRejoinText;
  /// The coarsening factor asked for the site's child (-dpagg-coarsen, the
  /// kernel's DPAGG_COARSEN(N); 1 under auto, which has no rule of its own
  /// yet): where Molded, about how many logical blocks each block of the
  /// molded aggregate loops over (runtime/join.cu cuts its grid to the
  /// aggregate's blocks / Coarsen, made odd); elsewhere not done (the
  /// NotMolded remark says why). Planner::settleLowering.
  unsigned Coarsen = 1;
  /// The choice, its runner-up and the rule between them, once settled.
  SiteDecision Decision;
};

/// A launch into the launching thread's own per-thread default stream: the
/// NULL stream through a _ptsz entry (-fgpu-default-stream=per-thread), or
/// cudaStreamPerThread.
bool intoPerThreadStream(const LaunchSite &S);

/// The kind of stream the lowered site launches into (LaunchSite::
/// streamKindName): cudaStreamFireAndForget for a launch into a private
/// stream (SitePlan::PrivateStream), the NULL stream for a launch into the
/// per-thread stream or a stream its thread created moved to the block's
/// (SitePlan::ToBlockStream), else the stream as written.
inline StringRef plannedStreamKind(const SitePlan &P) {
  if (P.ToBlockStream)
    return "NULL";
  return P.PrivateStream ? "fire-and-forget" : P.Site->streamKindName();
}

/// The parameters a site's records store once (scalarization), as the
/// lowering writes them, the plan printer prints them and the remark says:
/// the uniform parameters of the scope whose threads write one record
/// (Scopes.def, RECORD): at multiblock and grid scope the block's, since
/// each block's record keeps its own copy of what it stores once (its
/// common part, which the child reads from the record that holds its
/// logical block: runtime/child.cu, childEnter).
inline ArrayRef<bool> storedOnce(const SitePlan &P) {
  return P.UniformParams[recordScope(*P.At)];
}
/// Where storedOnce's parameters are stored once, in the printer's and the
/// remark's words: per aggregate, or per block record at a group of blocks.
inline StringRef storedOnceUnit(const SitePlan &P) {
  return P.At && isGroupOfBlocks(*P.At) ? "block record" : "aggregate";
}

/// What the plan printer and the LaunchFacts remark add after a site's
/// scope about where its block meets: " at its threads' last exit (no
/// barrier: rule R)", " (not at its threads' last exit: rule R)", or nothing
/// where the last exit was not considered (LastExitPlan.cpp).
std::string blockMeetingWords(const SitePlan &P);

/// How far a site's launch configuration is uniform, for the analysis
/// remark: among the lowered scopes, the widest.
std::string configUniformity(const SitePlan &P);

/// Bytes of one parent's entry when the parameters marked in \p Uniform are
/// stored once per record instead.
uint64_t entryBytes(const LaunchSite &S, ArrayRef<bool> Uniform);

/// Why kernel \p K's aggregated child, with a parameter blob of \p
/// BufferSize bytes, could need more than 48 KB of static shared memory, or
/// empty (from \p Facts, which summarize K).
std::string childSharedBlocker(const FunctionSummaries &Facts,
                               const Function &K, uint64_t BufferSize);

struct BuiltChildren;
class PromotionCandidates;

/// The plan of a module: the sites of its own functions, then those of the
/// aggregated children, in the order they are lowered.
struct AggregationPlan {
  SmallVector<SitePlan, 8> Sites, CloneSites;
  /// The kernels with a block-scope site, in the order their sites are
  /// lowered, each with its V1 launches that aggregation leaves alone: the
  /// block's legality assumed them staged (their null checks gone), so the
  /// lowering lowers them to V2 (Planner::freeze).
  llvm::MapVector<Function *, SmallVector<const LaunchSite *, 2>> BlockKernels;
  /// The other functions with a site the runtime launches (aggregated at
  /// warp, multi-block or grid scope, or serialized with a launch beside),
  /// each with its V1 launches that aggregation leaves alone: lowered to V2
  /// too, so that they go through the runtime's warp gate (runtime/
  /// DPAggRuntime.cuh, "The warp gate"). CUDA's device runtime does not
  /// come back when lanes of a warp that are not converged are inside it at
  /// once; a launch as written beside a runtime site in one loop made that
  /// common (test/GPU/ptds_loop_order.tinypool, private_streams.tinypool:
  /// timeouts on the H200 until lowered).
  llvm::MapVector<Function *, SmallVector<const LaunchSite *, 2>> GateKernels;
  /// The kernels of BlockKernels with a grid-scope site: their threads count
  /// their block done at every return (__dpagg_grid_exit, which also gives
  /// the block state back).
  llvm::SmallPtrSet<const Function *, 4> GridKernels;
  /// Kernels launched, at some aggregated site, with a block that is not a
  /// constant of at most DPAGG_ANY_KERNEL_THREADS threads: their children
  /// keep the register bound (AggregateLaunches.cpp, boundRegisters).
  llvm::SmallPtrSet<const Function *, 8> LargeBlockKernels;
  /// The sites moved from the per-thread stream to the block's NULL stream
  /// (SitePlan::ToBlockStream), for the lowering of the V1 launches of
  /// BlockKernels.
  llvm::SmallPtrSet<const LaunchSite *, 8> ToBlockStream;
  /// The loops whose warps rejoin every iteration, one per loop, in the
  /// order their sites were planned (SitePlan::Rejoin).
  SmallVector<WarpRejoin, 2> Rejoins;
  /// One line per site (print<dpagg-plan>).
  void print(llvm::raw_ostream &OS) const;
};

/// Decides the plan. Reads analyses; never changes the IR or the launch
/// sites it is given.
class Planner {
  llvm::Module &M;
  llvm::FunctionAnalysisManager &FAM;
  const AggregateOptions &Opts;
  /// What the module's functions do through their callees, as planned
  /// (the analysis result).
  const FunctionSummaries &ModuleFacts;
  /// The promotion candidates (setChains), or null.
  const PromotionCandidates *Chains = nullptr;
  /// The same of the aggregated children, on top of ModuleFacts: built for
  /// the first batch of the children's sites (the children are new
  /// functions; they all exist by then).
  std::unique_ptr<FunctionSummaries> ChildrenFacts;
  const BuiltChildren &Built;
  PoolGeometry PoolGeo;
  /// Kernels that launch and spill under DPAgg's register bound
  /// (measureParents), with ptxas's bytes of spill stores.
  llvm::DenseMap<const Function *, unsigned> SpillingParents;
  /// dpagg/dpagg.h annotations of kernels ("dpagg.no_aggregate", ...).
  KernelAnnotations Annotations;
  /// The launch sites of each function, the children's included.
  llvm::DenseMap<const Function *, SmallVector<const LaunchSite *, 4>> SitesIn;
  /// Per kernel, why its launches into the per-thread stream cannot go to
  /// the block's NULL stream (blockStreamBlocker), memoized: the rule, or
  /// none where they can, and its text.
  struct BlockStreamVerdict {
    std::optional<BlockStreamRefusal> Why;
    std::string Text;
  };
  llvm::DenseMap<const Function *, BlockStreamVerdict> BlockStreams;
  /// The same for the launches into streams its threads created
  /// (ownStreamsBlocker).
  struct OwnStreamsVerdict {
    std::optional<OwnStreamsRefusal> Why;
    std::string Text;
  };
  llvm::DenseMap<const Function *, OwnStreamsVerdict> OwnStreams;

public:
  Planner(llvm::Module &M, llvm::FunctionAnalysisManager &FAM,
          const AggregateOptions &Opts, const FunctionSummaries &ModuleFacts,
          const BuiltChildren &Built);
  ~Planner();

  void measureParents(ArrayRef<LaunchSite> Sites);
  /// The module's promotion candidates, as written (before any site is
  /// lowered), for the tail-chain rule; without them it refuses nothing.
  void setChains(const PromotionCandidates &C) { Chains = &C; }
  /// Plans \p Sites (of the module, or of the clone of \p CloneOf) into
  /// new entries of \p Plans.
  void planFunctionSites(ArrayRef<LaunchSite> Sites,
                         SmallVectorImpl<SitePlan> &Plans, Function *CloneOf);
  void settle(MutableArrayRef<SitePlan> Plans);
  /// What the lowering needs of the whole plan, once every site is settled.
  void freeze(AggregationPlan &Plan) const;

  bool hasAnnotation(const Function &K, StringRef A) const {
    auto It = Annotations.find(&K);
    return It != Annotations.end() && llvm::is_contained(It->second, A);
  }
  std::string childBlocker(Function &K, Refusal &Kind);
  /// The coarsening asked for launches of \p K: its DPAGG_COARSEN(N)
  /// annotation where valid, else the option's (0: auto).
  unsigned coarsenAsked(const Function &K) const;
  /// How \p K's aggregated child is molded: the option's mode, or auto
  /// where it is off and a coarsening factor above 1 is asked for K
  /// (coarsening is molding's loop over logical blocks).
  MoldableMode moldingFor(const Function &K) const;
  /// Why threads of \p F may wait for one another outside barriers, or
  /// empty (InterThreadWaits).
  std::string waitsWhy(const Function &F) const;
  ArrayRef<const LaunchSite *> sitesIn(const Function &F) const {
    auto It = SitesIn.find(&F);
    return It == SitesIn.end() ? ArrayRef<const LaunchSite *>() : It->second;
  }

private:
  SmallVector<const LaunchSite *, 2> leftAsWritten(
      Function &F,
      const llvm::SmallPtrSetImpl<const LaunchSite *> &Rewritten) const;
  Scope askedScope(const Function &Kernel) const;
  std::optional<Scope> annotatedScope(const Function &Kernel) const;
  std::string childTailLaunch(const Function &K) const;
  bool onlyLaunchOrdersNothing(const LaunchSite &S, bool OnceAndOnly);
  bool onceAndOnlyLaunch(const LaunchSite &S);
  std::string privateStreamLaunch(const LaunchSite &S);
  /// The summaries of every function planned so far.
  const FunctionSummaries &facts() const;
  BasicBlock *findPostponementPoint(const LaunchSite &S);
  std::string postponementCost(BasicBlock &At);
  bool barrierEveryIteration(BasicBlock *BB);
  void resolvePostponements(MutableArrayRef<SitePlan> Plans);
  void plan(const LaunchSite &S, SitePlan &P, Function *CloneOf);
  bool refusedBy(const LaunchSite &S, SitePlan &P, Function *CloneOf);
  bool refusedInCaller(const LaunchSite &S, SitePlan &P);
  bool refusedForChild(const LaunchSite &S, SitePlan &P, Function *CloneOf);
  bool refusedForStream(const LaunchSite &S, SitePlan &P);
  bool refusedForShape(const LaunchSite &S, SitePlan &P, bool Foreign);
  static std::string singleLauncherText();
  void recordFacts(const LaunchSite &S, SitePlan &P);
  void blockScopeRules(const LaunchSite &S, SitePlan &P);
  void gridScopeRules(const LaunchSite &S, SitePlan &P);
  /// A group-of-blocks rule that refuses a site: its row and its text.
  struct GroupBlocker {
    Narrowing Row;
    std::string Text;
  };
  std::optional<GroupBlocker>
  groupBlocker(const LaunchSite &S, const SitePlan &P, Scope Group) const;
  void autoGridRules(const LaunchSite &S, SitePlan &P);
  bool nestedLevel(const LaunchSite &S) const;
  std::optional<std::string> cloneGroupBlocker(const Function *CloneOf) const;
  void settleGrid(SitePlan &P);
  void widenToGroup(SitePlan &P);
  unsigned groupBlocksAsked(const Function &K) const;
  // The per-thread stream into the block's NULL stream (BlockStreamPlan.cpp).
  const BlockStreamVerdict &blockStreamVerdict(const Function &K,
                                               Function *CloneOf);
  std::string blockStreamBlocker(const Function &K, Function *CloneOf,
                                 BlockStreamRefusal &Kind) const;
  bool movesToBlockStream(const LaunchSite &S, SitePlan &P);
  void settleBlockStream(MutableArrayRef<SitePlan> Plans);
  // The thread's own streams into the block's NULL stream
  // (OwnStreamsPlan.cpp).
  const OwnStreamsVerdict &ownStreamsVerdict(const Function &K,
                                             Function *CloneOf);
  std::string ownStreamsBlocker(const Function &K, Function *CloneOf,
                                OwnStreamsRefusal &Kind) const;
  std::string
  ownStreamsSiteBlocker(const LaunchSite &T,
                        ArrayRef<const llvm::CallBase *> Launches,
                        SmallVectorImpl<const llvm::CallBase *> &Calls,
                        OwnStreamsRefusal &Kind) const;
  bool movesOwnStreamsToBlock(const LaunchSite &S, SitePlan &P);
  // Block scope at the last exit (LastExitPlan.cpp).
  void settleBlockMeeting(SitePlan &P);
  std::string lastExitBlocker(const LaunchSite &S, const SitePlan &P,
                              LastExitRefusal &Kind) const;
  std::string threadExitBlocker(const Function &F) const;
  bool loopsAfterLaunch(const LaunchSite &S);
  void settleLowering(SitePlan &P);
  // The warp's lanes rejoined in the loop around a per-warp site
  // (RejoinPlan.cpp).
  void settleRejoin(MutableArrayRef<SitePlan> Plans);
  std::string rejoinBlocker(const Loop &L, const SitePlan &P,
                            ArrayRef<SitePlan> Plans,
                            RejoinRefusal &Kind) const;
  std::string rejoinCallBlocker(const llvm::CallBase &CB,
                                RejoinRefusal &Kind) const;
  // The decision and its runner-up (DecisionPlan.cpp).
  static SiteDecision decide(const SitePlan &P);
  // Annotations of dpagg/dpagg.h that are ignored, with a warning.
  void warnBadAnnotations() const;
  // Chains of one-block grids (TailChainPlan.cpp).
  bool planTailChain(const LaunchSite &S, SitePlan &P, Function *CloneOf);
  std::string inPlaceBlocker(const LaunchSite &S);
  // Serialization (SerialPlan.cpp).
  void planSerial(const LaunchSite &S, SitePlan &P, Function *CloneOf,
                  bool CallerRefused);
  std::string serialOrderBlocker(const SitePlan &P, SerialRefusal &Kind);
  std::string serialChildBlocker(const Function &K, SerialRefusal &Kind);
  std::optional<uint64_t>
  serialWork(const Function &F,
             llvm::DenseMap<const Function *, std::optional<uint64_t>> &Memo,
             SerialPlan *Trips = nullptr);
  /// How often a block runs per call (blockTimes).
  struct BlockTimes {
    uint64_t Constant = 1;
    double PerUnit = 0, PerCall = 1;
  };
  /// A loop's trips, at most PerUnit x parameter Arg + PerCall.
  struct TripBound {
    unsigned Arg;
    double PerUnit, PerCall;
  };
  std::optional<TripBound> parameterBound(Function &K, Loop &L);
  std::optional<uint64_t>
  blockWork(const BasicBlock &BB,
            llvm::DenseMap<const Function *, std::optional<uint64_t>> &Memo);
  std::optional<BlockTimes> blockTimes(Function &F, const BasicBlock &BB,
                                       SerialPlan *Trips);
  SerialThreshold serialAsked(const Function &K) const;
  void serialThreshold(const Function &K, SerialPlan &SP, SerialThreshold T);
  static uint64_t fewestThreads(const LaunchSite &S);
  void settleSerial(SitePlan &P);
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATION_PLAN_H
