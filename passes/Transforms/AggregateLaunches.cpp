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
///     (Transforms/LaunchStaging.h) and the launch call becomes a call to
///     __dpagg_aggregate_warp or __dpagg_aggregate_block, which packs the
///     threads' launches into one record and launches K.dpagg once.
///
/// The pass, in the order it runs (issue 22, item 2): the plan of every
/// site (Aggregation/Plan.cpp, whose file comment has the rules: scope,
/// postponement, scalarization, stream, what is refused and what changes),
/// the children the plan needs (Aggregation/Children.cpp), the verdicts
/// that only building a child tells (Planner::settle), then, from the frozen
/// plan, each site's remarks (Aggregation/Remarks.cpp) and IR
/// (Aggregation/Lower.cpp, with the block state), the register bounds and
/// the published descriptors.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregateLaunches.h"
#include "Aggregation/Children.h"
#include "Aggregation/Lower.h"
#include "Aggregation/Plan.h"
#include "Aggregation/Remarks.h"

#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/LaunchStaging.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include <deque>

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  STATISTIC(Num##Enum##Aggregated, "Number of launch sites "                   \
                                   "aggregated " Words);
#include "dpagg/Support/Scopes.def"
/// The statistic of each scope.
static PerScope<Statistic *> statisticsPerScope() {
  PerScope<Statistic *> Stats;
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  Stats[Scope::Enum] = &Num##Enum##Aggregated;
#include "dpagg/Support/Scopes.def"
  return Stats;
}
static const PerScope<Statistic *> NumAggregated = statisticsPerScope();

STATISTIC(NumRefused, "Number of launch sites left unaggregated");
STATISTIC(NumRegisterBounds, "Number of kernels given a register bound");

/// The error for parameter \p Name given \p Value: what was wrong, and the
/// values the parameter accepts.
static Error invalidParam(StringRef Name, StringRef Value,
                          const Twine &Accepted) {
  return make_error<StringError>(
      formatv("invalid {0} '{1}' (accepted: {2})", Name, Value, Accepted.str())
          .str(),
      inconvertibleErrorCode());
}

Expected<AggregateOptions> dpagg::parseAggregateOptions(StringRef Params) {
  AggregateOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    StringRef Name = P;
    if (Name.consume_front("scope=") || parseScope(P)) {
      std::optional<dpagg::Scope> S = parseScope(Name);
      if (!S)
        return invalidParam("scope", Name, scopeNames());
      Opts.Scope = *S;
    } else if (P.consume_front("group-blocks=")) {
      if (P.getAsInteger(0, Opts.GroupBlocks) ||
          !isValidGroupBlocks(Opts.GroupBlocks))
        return invalidParam("group-blocks", P,
                            formatv("1 to {0}", MaxGroupBlocks).str());
    } else if (P.consume_front("auto-grid=")) {
      if (P.getAsInteger(0, Opts.AutoGridBlocks) ||
          !isValidAutoGridBlocks(Opts.AutoGridBlocks))
        return invalidParam(
            "auto-grid", P,
            formatv("0 (off) to {0} blocks", MaxGroupBlocks).str());
    } else if (P.consume_front("few-waves-blocks=")) {
      if (P.getAsInteger(0, Opts.FewWavesBlocks) ||
          !isValidAutoGridBlocks(Opts.FewWavesBlocks))
        return invalidParam(
            "few-waves-blocks", P,
            formatv("0 (as auto-grid) to {0} blocks", MaxGroupBlocks).str());
    } else if (P == "nested-grid") {
      Opts.NestedGrid = true;
    } else if (P == "strict-ordering") {
      Opts.StrictOrdering = true;
    } else if (P == "no-postpone") {
      Opts.Postpone = false;
    } else if (P == "no-scalarize") {
      Opts.Scalarize = false;
    } else if (P == "publish-children") {
      Opts.PublishChildren = true;
    } else if (Name.consume_front("coarsen=") ||
               Name.consume_front("mold-coarsen=")) {
      std::optional<unsigned> N = parseCoarsen(Name);
      if (!N)
        return invalidParam(P.split('=').first, Name, coarsenValues());
      Opts.Coarsen = *N;
    } else if (P.consume_front("moldable=")) {
      std::optional<MoldableMode> Mode = parseMoldable(P);
      if (!Mode)
        return invalidParam("moldable", P, moldableNames());
      Opts.Moldable = *Mode;
    } else if (P == "pack") {
      Opts.Pack = true;
    } else if (P == "tail-chains") {
      Opts.TailChains = true;
    } else if (P == "tail-in-place") {
      Opts.TailInPlace = true;
    } else if (P == "warp-rejoin") {
      Opts.WarpRejoin = true;
    } else if (P.consume_front("tail-chain-budget=")) {
      if (P.getAsInteger(0, Opts.TailChainBudget) || !Opts.TailChainBudget)
        return invalidParam("tail-chain-budget", P,
                            "a positive number of links");
    } else if (P.consume_front("block-meeting=")) {
      std::optional<BlockMeetingMode> Mode = parseBlockMeeting(P);
      if (!Mode)
        return invalidParam("block-meeting", P, blockMeetingNames());
      Opts.BlockMeeting = *Mode;
    } else if (P.consume_front("serial-threshold=")) {
      std::optional<SerialThreshold> T = parseSerialThreshold(P);
      if (!T)
        return invalidParam(
            "serial-threshold", P,
            formatv("off, auto, or a number of threads from 1 to {0}",
                    MaxSerialThreshold)
                .str());
      Opts.Serial = *T;
    } else if (P == "shared-pools") {
      Opts.SharedPools = true;
    } else if (P.consume_front("pool-size=")) {
      if (P.getAsInteger(0, Opts.PoolSize) || !isValidPoolSize(Opts.PoolSize))
        return invalidParam("pool-size", P, "a positive number of bytes");
    } else {
      return invalidParam(
          "parameter", P,
          formatv("scope={0}, {1}, group-blocks=N, auto-grid=N, "
                  "few-waves-blocks=N, nested-grid, strict-ordering, "
                  "pool-size=N, shared-pools, no-postpone, no-scalarize, "
                  "publish-children, "
                  "moldable={2}, coarsen=N|auto, pack, "
                  "serial-threshold=N|auto|off, "
                  "tail-chains, tail-in-place, warp-rejoin, "
                  "block-meeting={3}",
                  join(map_range(AllScopes, scopeName), "|"), scopeNames(),
                  moldableNames("|"), blockMeetingNames("|"))
              .str());
    }
  }
  return Opts;
}

void AggregateLaunchesPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name()) << "<scope=" << scopeName(Opts.Scope);
  if (Opts.GroupBlocks != DefaultGroupBlocks)
    OS << ";group-blocks=" << Opts.GroupBlocks;
  if (Opts.AutoGridBlocks)
    OS << ";auto-grid=" << Opts.AutoGridBlocks;
  if (Opts.FewWavesBlocks)
    OS << ";few-waves-blocks=" << Opts.FewWavesBlocks;
  if (Opts.NestedGrid)
    OS << ";nested-grid";
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
  if (Opts.Coarsen != CoarsenAuto)
    OS << ";coarsen=" << coarsenName(Opts.Coarsen);
  if (Opts.Pack)
    OS << ";pack";
  if (Opts.Serial.K != SerialThreshold::Off)
    OS << ";serial-threshold=" << serialThresholdName(Opts.Serial);
  if (Opts.TailChains)
    OS << ";tail-chains";
  if (Opts.TailInPlace)
    OS << ";tail-in-place";
  if (Opts.WarpRejoin)
    OS << ";warp-rejoin";
  if (Opts.BlockMeeting != BlockMeetingMode::Required)
    OS << ";block-meeting=" << blockMeetingName(Opts.BlockMeeting);
  if (Opts.SharedPools)
    OS << ";shared-pools";
  OS << ";pool-size=" << Opts.PoolSize << ">";
}

namespace {

/// The pass: the plan (Aggregation/Plan.h), the children it needs
/// (Aggregation/Children.h), the remarks and the lowering from the frozen
/// plan (Aggregation/Remarks.h, Aggregation/Lower.h), the register bounds.
class Aggregator {
  Module &M;
  FunctionAnalysisManager &FAM;
  const AggregateOptions &Opts;
  /// What the module's functions do through their callees, before anything
  /// changes (the analysis result).
  const FunctionSummaries &Facts;
  /// The children built (ChildBuilder), which the plan reads.
  BuiltChildren Built;
  Planner Planning;
  ChildBuilder Children;
  /// The launch sites of the children (the plan points here).
  std::deque<SmallVector<LaunchSite, 4>> ChildSites;
  /// The plan of the module, frozen before any site is lowered.
  AggregationPlan Plan;

public:
  Aggregator(Module &M, FunctionAnalysisManager &FAM,
             const AggregateOptions &Opts, const FunctionSummaries &Facts)
      : M(M), FAM(FAM), Opts(Opts), Facts(Facts),
        Planning(M, FAM, Opts, Facts, Built),
        Children(M, FAM, Opts, Facts, Planning, Built) {}

  /// Decides the plan of the module (the children are built on the way).
  void planModule(const LaunchSiteInfo &LSI);
  void setChains(const PromotionCandidates &C) { Planning.setChains(C); }
  const AggregationPlan &plan() const { return Plan; }
  bool run(const LaunchSiteInfo &LSI);

  /// The outcome of each site of the module's code, and of the sites in
  /// aggregated clones, for -dpagg-summary.
  LaunchTally Tally, CloneTally;

private:
  void planCloneSites();
  bool lowerSites(ArrayRef<SitePlan> Plans, Lowering &Lower);
  void tally(const SitePlan &P);
  void boundRegisters();
};

} // namespace

/// The launches inside the children: a child that launches (itself or
/// others) gets its launches aggregated as well. Planned in the clones as
/// built, before any site is lowered.
void Aggregator::planCloneSites() {
  SmallVector<std::pair<Function *, Function *>, 8> ChildFns;
  for (auto &[K, C] : Built.Kernels)
    if (C.Whole)
      ChildFns.push_back({K, C.Whole});
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

/// The plan, decided before any function of the module changes (the
/// children are new functions): every site of the original functions
/// (uniformity is computed on unmodified code), the children, the last
/// verdicts that only building a child tells (settle), and the sites of the
/// children.
void Aggregator::planModule(const LaunchSiteInfo &LSI) {
  Planning.measureParents(LSI.Sites);
  Planning.planFunctionSites(LSI.Sites, Plan.Sites, /*CloneOf=*/nullptr);
  Children.buildChildren(Plan.Sites);
  Children.buildSerialCopies(Plan.Sites);
  if (Opts.PublishChildren)
    Children.buildPublishedChildren(LSI);
  Planning.settle(Plan.Sites);
  planCloneSites();
  Planning.freeze(Plan);
}

/// The statistics and the -dpagg-summary counts of the site of \p P.
void Aggregator::tally(const SitePlan &P) {
  LaunchTally &T = P.CloneOf ? CloneTally : Tally;
  T.addSerial(P.Serial.serialized(), P.Serial.Why);
  if (P.refused()) {
    ++NumRefused;
    T.addRefused(P.Reason);
    return;
  }
  ++*NumAggregated[*P.At];
  T.addAggregated(*P.At, P.WhyNot);
  T.AutoGrid += P.AutoGrid && !P.NestedGrid && P.At == Scope::Grid;
  T.FewWaves += P.FewWaves && P.At == Scope::Grid;
  T.NestedGrid += P.NestedGrid && P.At == Scope::Grid;
  T.addLastExit(P.atLastExit(), isGroupOfBlocks(*P.At), P.NoLastExit);
  T.addRejoin(P.Rejoin.Header, P.NoRejoin);
}

/// Remarks and IR for the frozen plans \p Plans, site by site (a remark
/// reads the launch before it is lowered). True if a site was rewritten.
bool Aggregator::lowerSites(ArrayRef<SitePlan> Plans, Lowering &Lower) {
  bool Changed = false;
  for (const SitePlan &P : Plans) {
    tally(P);
    emitSiteRemarks(
        P, Opts,
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*P.Site->Caller));
    if (P.refused() && !P.Serial.serialized() && !P.TailChain) {
      if (P.ToBlockStream) {
        Lower.moveToBlockStream(P);
        Changed = true;
      }
      continue;
    }
    Lower.lowerSite(P);
    Changed = true;
  }
  return Changed;
}

bool Aggregator::run(const LaunchSiteInfo &LSI) {
  planModule(LSI);
  Lowering Lower(M, Opts, Built);
  for (const WarpRejoin &R : Plan.Rejoins)
    Lower.rejoinWarp(R);
  bool Changed = lowerSites(Plan.Sites, Lower) || !Plan.Rejoins.empty();
  Changed |= lowerSites(Plan.CloneSites, Lower);
  for (auto &[F, V1] : Plan.BlockKernels)
    Lower.lowerBlockKernel(
        *F, V1, Plan.ToBlockStream,
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*F));
  for (auto &[F, V1] : Plan.GateKernels)
    Lower.lowerAsWritten(V1, Plan.ToBlockStream,
                         FAM.getResult<OptimizationRemarkEmitterAnalysis>(*F));
  boundRegisters();
  Children.publishDescriptors();
  // A child tried changed the module even where it could not be built: its
  // shared copy of the parameters and the runtime's declarations stay.
  return Changed || !Built.Kernels.empty();
}

/// Every kernel without launch bounds that gets DPAgg's runtime (into the
/// parent of an aggregated site, at either scope; aggregated children only
/// where their aggregates may have large blocks) is bounded to stay
/// launchable with 1024 threads per block
/// (Support/RegisterBound.h has the argument; FitRegisterBounds lowers the
/// bound where ptxas says a lower one gives the same occupancy). plan() and
/// childBlocker refused every site whose kernel could not be bounded without
/// risking the link (FunctionSummaries::compiledApart).
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
  // The module as lowered (the summaries the plan read are of the module
  // before any change).
  FunctionSummaries Lowered(M);
  DenseMap<Function *, Function *> BoundedCopies;
  SmallVector<Function *, 8> Kernels;
  for (Function &K : M)
    Kernels.push_back(&K);
  for (Function *KP : Kernels) {
    Function &K = *KP;
    if (!isKernel(K) || K.isDeclaration() || hasLaunchBounds(K))
      continue;
    if (!Lowered.reachesAnyOf(K, WithRuntime))
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
      Function *Origin = Built.CloneOrigin.lookup(&K);
      if (!Origin || !Plan.LargeBlockKernels.contains(Origin) ||
          !Lowered.compiledApart(K).empty())
        continue;
    }
    assert(Lowered.compiledApart(K).empty() &&
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
  const LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  if (LSI.Sites.empty() && !Opts.PublishChildren) {
    printSummary(M, {});
    return PreservedAnalyses::all();
  }
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Aggregator A(M, FAM, Opts, MAM.getResult<FunctionSummariesAnalysis>(M));
  if (Opts.TailChains)
    A.setChains(MAM.getResult<PromotionCandidatesAnalysis>(M));
  bool Changed = A.run(LSI);
  printSummary(M, A.Tally, A.CloneTally);
  widenMarkedCopies(M); // last: it splits blocks
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses AggregationPlanPrinterPass::run(Module &M,
                                                  ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  const LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallPtrSet<const GlobalValue *, 32> Before;
  for (const GlobalValue &GV : M.global_values())
    Before.insert(&GV);
  {
    Aggregator A(M, FAM, Opts, MAM.getResult<FunctionSummariesAnalysis>(M));
    if (Opts.TailChains)
      A.setChains(MAM.getResult<PromotionCandidatesAnalysis>(M));
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
