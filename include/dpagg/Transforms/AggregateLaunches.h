//===- dpagg/Transforms/AggregateLaunches.h - horizontal aggregation -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Horizontal aggregation (El Hajj's thesis, ch. 3): the launches that the
/// threads of a warp or of a block make at one launch site become one launch
/// of an aggregated clone of the child kernel. See AggregateLaunches.cpp for
/// the pass, Aggregation/Plan.cpp for the legality rules and
/// Aggregation/Lower.cpp for the shape of the rewritten code.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes='dpagg-aggregate<warp>'
///        opt -load-pass-plugin=libDPAgg.so
///            -passes='dpagg-aggregate<scope=block;strict-ordering>'
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATELAUNCHES_H
#define DPAGG_TRANSFORMS_AGGREGATELAUNCHES_H

#include "dpagg/Support/Options.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"

namespace dpagg {

struct AggregateOptions {
  /// The scope asked; a site may be aggregated at a narrower one.
  dpagg::Scope Scope = dpagg::Scope::Block;
  /// Multiblock scope: consecutive parent blocks per group.
  unsigned GroupBlocks = DefaultGroupBlocks;
  /// At block scope asked by the option, launches grid scope takes go per
  /// grid in parent grids of at least this many blocks (0: never; off here,
  /// as the pass parameter's default; the pipeline passes -dpagg-auto-grid,
  /// DefaultAutoGridBlocks by default; Planner::autoGridRules).
  unsigned AutoGridBlocks = 0;
  /// With AutoGridBlocks: a site whose child launches too (a nested or
  /// recursive level) goes per grid in every parent grid (off here, as the
  /// pass parameter's default; the pipeline passes -dpagg-nested-grid, on
  /// by default; Planner::autoGridRules).
  bool NestedGrid = false;
  /// With AutoGridBlocks: a site at its threads' last exit with a loop or
  /// call after the launch (SitePlan::FewWaves) goes per grid in parent
  /// grids of at least this many blocks (and at most DPAGG_FEW_WAVES waves
  /// of threads); 0: AutoGridBlocks, as the pass parameter's default (the
  /// pipeline passes -dpagg-few-waves-blocks, DefaultFewWavesBlocks by
  /// default; Planner::widenToGroup).
  unsigned FewWavesBlocks = 0;
  /// Only aggregate launches whose sibling order CUDA leaves undefined.
  bool StrictOrdering = false;
  /// The lanes of a warp in the loop around a per-warp site rejoin at the
  /// end of every iteration (Aggregation/RejoinPlan.cpp). Off here, as the
  /// pass parameter's default; the pipeline passes -dpagg-warp-rejoin, on
  /// by default.
  bool WarpRejoin = false;
  /// Bytes of the per-module record pool.
  unsigned PoolSize = DefaultPoolSize;
  /// One record pool per program and size instead of one per unit
  /// (-dpagg-shared-pools, pass parameter `shared-pools`; Lower.cpp,
  /// Lowering::poolPointer). Off until it has run on a GPU.
  bool SharedPools = false;
  /// Move divergent launches to where the block meets again.
  bool Postpone = true;
  /// Store scope-uniform parameters once per record.
  bool Scalarize = true;
  /// Emit the aggregated child of every kernel with external linkage that
  /// launches nothing itself and can have one, for launches from other
  /// translation units.
  bool PublishChildren = false;
  /// Aggregated children loop over logical blocks (AggregatedChild.h).
  MoldableMode Moldable = MoldableMode::Off;
  /// Packed children (-dpagg-pack-children, pass parameter `pack`): a child
  /// that packBlocker allows also gets K.dpagg.packed, which the runtime
  /// runs for aggregates of blocks of at most 32 threads.
  bool Pack = false;
  /// Molded: about this many logical blocks per physical block (a power
  /// of two, 1 to 2^15), or CoarsenAuto (the cost model's: 1 today, only
  /// the resident-capacity cut). A kernel's DPAGG_COARSEN(N) overrides it;
  /// a factor above 1 molds the children that can be molded where Moldable
  /// is off (Planner::moldingFor).
  unsigned Coarsen = CoarsenAuto;
  /// Where a block-scope site's threads meet (BlockMeetingMode).
  BlockMeetingMode BlockMeeting = BlockMeetingMode::Required;
  /// Launches of at most this many logical threads run in the launching
  /// thread where legal (SerialChild.h; Planner::planSerial). Off here, as
  /// the pass parameter's default (IR tests ask for what they test); the
  /// pipeline passes -dpagg-serial-threshold, auto by default (Pipeline.cpp).
  SerialThreshold Serial;
  /// Links of chains of one-block grids go to cudaStreamTailLaunch
  /// (Aggregation/TailChainPlan.cpp). Off here, as the pass parameter's
  /// default; the pipeline passes -dpagg-tail-chains, on by default.
  bool TailChains = false;
  /// How many links the whole process tail-launches before every later link
  /// is launched as written (TailChainPlan.cpp, "Termination"): a chain with
  /// no end of its own ends, as it did at the pending-launch limit.
  uint64_t TailChainBudget = DefaultTailChainBudget;
  /// A tail-chained link whose child is its own kernel, in one block of the
  /// launching block's shape, continues in that block (TailChainPlan.cpp,
  /// "In place"). Off here, as the pass parameter's default; the pipeline
  /// passes -dpagg-tail-in-place, on by default.
  bool TailInPlace = false;
  /// The backend's optimization level (for measuring parents' registers).
  llvm::CodeGenOptLevel CodeGen = llvm::CodeGenOptLevel::Aggressive;
};

/// Parses `scope=<a scope of Scopes.def>`, `warp`, `block`, `multiblock`,
/// `grid`, `group-blocks=N`, `auto-grid=N`, `strict-ordering`, `pool-size=N`,
/// `no-postpone`, `no-scalarize`, `publish-children`, `moldable=off|on|auto`,
/// `coarsen=N|auto` (`mold-coarsen=N`, its old name),
/// `serial-threshold=N|auto|off`,
/// `block-meeting=required|optional|avoid`, `tail-chains`,
/// `tail-chain-budget=N`, `tail-in-place`, `warp-rejoin`, separated by ';'.
llvm::Expected<AggregateOptions> parseAggregateOptions(llvm::StringRef Params);

class AggregateLaunchesPass
    : public llvm::PassInfoMixin<AggregateLaunchesPass> {
  AggregateOptions Opts;

public:
  explicit AggregateLaunchesPass(AggregateOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
};

/// print<dpagg-plan>: the plan dpagg-aggregate with the same options would
/// lower, one line per site (Aggregation/Plan.h, AggregationPlan::print).
/// The plan needs the aggregated children (whether a clone can be built is
/// known only by building it): they are built, and removed again once the
/// plan is printed, so the module is left as it was.
class AggregationPlanPrinterPass
    : public llvm::PassInfoMixin<AggregationPlanPrinterPass> {
  llvm::raw_ostream &OS;
  AggregateOptions Opts;

public:
  AggregationPlanPrinterPass(llvm::raw_ostream &OS, AggregateOptions Opts = {})
      : OS(OS), Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATELAUNCHES_H
