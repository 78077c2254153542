//===- dpagg/Support/Options.h - every DPAgg command-line option -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place that declares DPAgg's options (defined in Options.cpp). They
/// reach clang as `-Xarch_device -mllvm=-dpagg-...=value` and opt as
/// `-dpagg-...=value`. An unknown value is rejected by cl::opt with the
/// option's name and the accepted values. Passes built by name in an opt
/// pipeline take the same settings as parameters instead.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_OPTIONS_H
#define DPAGG_SUPPORT_OPTIONS_H

#include "dpagg/Support/Scope.h"
#include "llvm/Support/CommandLine.h"
#include <optional>
#include <string>

namespace dpagg {
/// -dpagg-serial-threshold's value (serialization, issue 26 item 1): off;
/// auto, the cost model's threshold per site (Planner::serialThreshold); or
/// a fixed number N of logical threads (grid threads times block threads)
/// at or below which a launch runs in the launching thread.
struct SerialThreshold {
  enum Kind : uint8_t { Off, Auto, Fixed } K = Off;
  unsigned N = 0;
  bool operator==(const SerialThreshold &O) const {
    return K == O.K && N == O.N;
  }
};
/// The largest fixed threshold: every dimension of a launch taken serially
/// is then at most 2^16, so the run-time products of the check fit 64 bits
/// (Lower.cpp, serialCheck), and a loop of more logical threads in one
/// thread is never cheaper than a launch.
inline constexpr unsigned MaxSerialThreshold = 1u << 16;
/// "off", "auto" or a number from 1 to MaxSerialThreshold.
std::optional<SerialThreshold> parseSerialThreshold(llvm::StringRef Text);
std::string serialThresholdName(SerialThreshold T);
} // namespace dpagg

namespace llvm::cl {
/// -dpagg-serial-threshold's value; a bad value is refused with the accepted
/// ones.
template <>
class parser<dpagg::SerialThreshold>
    : public basic_parser<dpagg::SerialThreshold> {
public:
  parser(Option &O) : basic_parser(O) {}
  bool parse(Option &O, StringRef ArgName, StringRef Arg,
             dpagg::SerialThreshold &Value);
  StringRef getValueName() const override { return "N|auto|off"; }
  void printOptionDiff(const Option &O, dpagg::SerialThreshold V,
                       const OptVal &Default, size_t GlobalWidth) const;
};

/// -dpagg-scope's value: a scope (dpagg/Support/Scopes.def), or none
/// (std::nullopt: the default pipeline does not aggregate; V1 launches are
/// still rewritten). A bad value is refused with the accepted ones.
template <>
class parser<std::optional<dpagg::Scope>>
    : public basic_parser<std::optional<dpagg::Scope>> {
public:
  parser(Option &O) : basic_parser(O) {}
  bool parse(Option &O, StringRef ArgName, StringRef Arg,
             std::optional<dpagg::Scope> &Value);
  StringRef getValueName() const override { return "scope"; }
  void printOptionDiff(const Option &O, std::optional<dpagg::Scope> V,
                       const OptVal &Default, size_t GlobalWidth) const;
};
} // namespace llvm::cl

namespace dpagg {

/// Whether aggregated children loop over logical blocks (AggregatedChild.h).
enum class MoldableMode { Off, On, Auto };

/// The one spelling of each mode, for -dpagg-moldable, the pass parameter
/// `moldable=` and the printed pipeline.
llvm::StringRef moldableName(MoldableMode M);
std::optional<MoldableMode> parseMoldable(llvm::StringRef Name);
/// "off, on, auto" (with Separator between), for messages.
std::string moldableNames(llvm::StringRef Separator = ", ");

/// Where the threads of a block-scope site's block meet for its launch
/// (issue 26, item 3; Aggregation/LastExitPlan.cpp has the rules).
/// Required: at a barrier (the site, or where it is postponed to), else the
/// site is aggregated per warp (the default). Optional: at a barrier where
/// the block rules allow one, else at the threads' last exit where its
/// rules allow. Avoid: at the last exit wherever its rules allow, at a
/// barrier elsewhere (to measure one against the other).
enum class BlockMeetingMode { Required, Optional, Avoid };
llvm::StringRef blockMeetingName(BlockMeetingMode M);
std::optional<BlockMeetingMode> parseBlockMeeting(llvm::StringRef Name);
/// "required, optional, avoid" (with Separator between), for messages.
std::string blockMeetingNames(llvm::StringRef Separator = ", ");

/// Launch promotion (issue 24 items 2 to 4; Transforms/PromoteLaunches.h):
/// off, P (each link's child launched at its parent's entry and released
/// at the link), PA (a pool of descendant blocks launched at once), or PO
/// and PAO (P and PA whose children run the part of their prologue that
/// cannot observe the parent before they wait for the release).
enum class PromoteMode { None, P, PA, PO, PAO };
/// PA and PAO: pools of descendant blocks.
inline bool promotesPools(PromoteMode M) {
  return M == PromoteMode::PA || M == PromoteMode::PAO;
}
/// PO and PAO: the child's prefix runs before its acquire.
inline bool promotesEarly(PromoteMode M) {
  return M == PromoteMode::PO || M == PromoteMode::PAO;
}
llvm::StringRef promoteModeName(PromoteMode M);
std::optional<PromoteMode> parsePromoteMode(llvm::StringRef Name);
/// "none, p, pa, po, pao" (with Separator between), for messages.
std::string promoteModeNames(llvm::StringRef Separator = ", ");
/// -dpagg-promote-max-nesting's default: P's and PO's premature children
/// nest at most this deep (half of CUDA's default pending-launch limit,
/// 2048, which a chain of P exceeded and lost launches past).
inline constexpr unsigned DefaultPromoteMaxNesting = 1024;
inline bool isValidPromoteMaxNesting(unsigned N) {
  return N >= 2 && N <= 65536;
}
/// -dpagg-promote-pool's default: blocks per pool of PA and PAO.
inline constexpr unsigned DefaultPromotePool = 128;
/// A pool of 2 to 2^24 blocks (a pool of one block is P).
inline bool isValidPromotePool(unsigned N) { return N >= 2 && N <= (1u << 24); }
/// -dpagg-aggregate-allocations's values (issue 25): off, or the scope of
/// the groups that share one device-heap block (AggregateAllocations.h).
enum class AllocScope { Off, Warp };
llvm::StringRef allocScopeName(AllocScope S);
std::optional<AllocScope> parseAllocScope(llvm::StringRef Name);
/// "off, warp" (with Separator between), for messages.
std::string allocScopeNames(llvm::StringRef Separator = ", ");
/// -dpagg-alloc-frees's values: which frees can receive a pointer that an
/// allocation of this unit returns (AggregateAllocations.h). Kernel: only
/// the frees the analysis finds in the allocating kernel (proven; the
/// default). Program: any free of any unit built in this mode (the user's
/// statement; such a unit rewrites every free, runtime/alloc.cu "Program
/// mode").
enum class AllocFrees { Kernel, Program };
llvm::StringRef allocFreesName(AllocFrees F);
std::optional<AllocFrees> parseAllocFrees(llvm::StringRef Name);
/// "kernel, program" (with Separator between), for messages.
std::string allocFreesNames(llvm::StringRef Separator = ", ");
/// What the allocation pass does: its scope and whose frees it trusts.
struct AllocOptions {
  AllocScope Scope = AllocScope::Warp;
  AllocFrees Frees = AllocFrees::Kernel;
};

/// -dpagg-group-blocks's default and the pass parameter's: blocks per group
/// of multiblock scope (Scopes.def, MultiBlock). Eight: the groups in flight
/// are then about the resident blocks / 8 (528 on an H100 of 132 SMs x 32
/// blocks), well inside the grid-state table (DPAGG_GRID_TABLE_SLOTS), whose
/// collisions cost grid scope's speed for good (runtime/grid.cu, (c)); eight
/// consecutive blocks are dispatched together, so a group's aggregate waits
/// for one wave's blocks, not the grid's; and it already makes one launch of
/// eight blocks' records, where a wider group gains fewer launches at a
/// later launch. To be measured (bench/probe_shapes.cu at k = 2 to 32).
inline constexpr unsigned DefaultGroupBlocks = 8;
/// A group of 1 to 2^23 blocks (MaxGridParentBlocks, runtime/Grid.cuh: a
/// parent grid of more blocks has no group state at all).
inline constexpr unsigned MaxGroupBlocks = 1u << 23;
inline bool isValidGroupBlocks(unsigned N) {
  return N >= 1 && N <= MaxGroupBlocks;
}
/// A decimal number of blocks that isValidGroupBlocks accepts
/// (DPAGG_SCOPE_MULTIBLOCK(N)'s value), or nothing.
inline std::optional<unsigned> parseGroupBlocks(llvm::StringRef Text) {
  unsigned N;
  if (Text.getAsInteger(10, N) || !isValidGroupBlocks(N))
    return std::nullopt;
  return N;
}

/// -dpagg-auto-grid's default (the pass parameter's is 0, off): a launch
/// grid scope takes goes per grid in parent grids of at least 256 blocks,
/// per block in smaller ones (Planner::autoGridRules has the measurements):
/// twice the 128 grids an H100 or H200 runs at once, above which a parent
/// grid's block aggregates queue behind one another.
inline constexpr unsigned DefaultAutoGridBlocks = 256;
/// 0 (off) to MaxGroupBlocks: below DPAGG_GROUP_BLOCKS_AUTO's bit.
inline bool isValidAutoGridBlocks(unsigned N) { return N <= MaxGroupBlocks; }
/// -dpagg-few-waves-blocks's default: 128 parent blocks (the pass
/// parameter's is 0, the auto rule's floor). A site at its threads' last
/// exit with work after the launch (FewWaves) goes per grid from 128 blocks
/// (and at most two waves of threads), where the auto rule's 256 would keep
/// it per block. Measured on the H200 (bench/results/2026-11-28-h200-s23-
/// warp-rejoin.md, sections 3 and 7): LateExit at 132 blocks per grid takes
/// 0.57x the time per block with uniform blocks, 0.50x to 0.53x with every
/// eighth block 4x as long, 0.92x to 0.97x with it 32x as long, launching or
/// not; per grid is never slower there. Below one wave it can be: at 33
/// blocks with quiet blocks 32x as long, per grid takes 1.14x the time per
/// block (every child waits for the grid's slowest block, the red team's
/// shape of session 22), though 0.57x with uniform blocks: not taken. Still
/// a cost choice, not legality: a skew larger than measured can make per
/// grid lose at any size, as it can above the auto rule's 256. Its range is
/// -dpagg-auto-grid's (isValidAutoGridBlocks).
inline constexpr unsigned DefaultFewWavesBlocks = 128;

/// -dpagg-pool-size's default and the pass parameter's: 128 MiB. A group
/// of blocks holds its records until its last thread exits, so nested
/// levels per grid hold about a level's records at once: Tree at 262,144
/// nodes filled 32 MiB (every later launch then went alone, 29 ms against
/// 1.25 with 128 MiB; bench/results/2026-11-28-h100-nested-grid-keys.md).
inline constexpr unsigned DefaultPoolSize = 128u << 20;
/// A pool of at least one byte (the pass raises it to one chunk).
inline bool isValidPoolSize(unsigned Bytes) { return Bytes != 0; }

/// cl::parser's own error for a bad enum value ("Cannot find option named")
/// does not list the accepted values; this one does.
template <class T> struct ListedValuesParser : public llvm::cl::parser<T> {
  using llvm::cl::parser<T>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             T &Val) {
    std::string Accepted;
    for (const auto &Info : this->Values) {
      if (Info.Name == Arg) {
        Val = Info.V.getValue();
        return false;
      }
      Accepted += (Accepted.empty() ? "" : ", ") + Info.Name.str();
    }
    return O.error("invalid value '" + Arg + "' (accepted: " + Accepted + ")");
  }
};
using MoldableParser = ListedValuesParser<MoldableMode>;
using BlockMeetingParser = ListedValuesParser<BlockMeetingMode>;
using PromoteModeParser = ListedValuesParser<PromoteMode>;
using AllocScopeParser = ListedValuesParser<AllocScope>;
using AllocFreesParser = ListedValuesParser<AllocFrees>;

/// -dpagg-scope: the scope the default pipeline aggregates at, or none.
extern llvm::cl::opt<std::optional<Scope>> ScopeOpt;
/// -dpagg-group-blocks: blocks per group of multiblock scope.
extern llvm::cl::opt<unsigned> GroupBlocksOpt;
/// -dpagg-auto-grid: at block scope, launches grid scope takes go per grid
/// in parent grids of at least this many blocks (0: off).
extern llvm::cl::opt<unsigned> AutoGridOpt;
/// -dpagg-nested-grid: with -dpagg-auto-grid, a launch whose child launches
/// too goes per grid in every parent grid (on by default).
extern llvm::cl::opt<bool> NestedGridOpt;
/// -dpagg-few-waves-blocks: with -dpagg-auto-grid, the fewest parent blocks
/// for a site at its threads' last exit with work after the launch to go
/// per grid (0: -dpagg-auto-grid's).
extern llvm::cl::opt<unsigned> FewWavesBlocksOpt;
/// -dpagg-shared-pools (on): one record pool and one allocation pool per
/// program (common globals nvlink allocates once) instead of per unit.
extern llvm::cl::opt<bool> SharedPoolsOpt;
/// -dpagg-pool-size: bytes of the device pool that holds aggregation records.
extern llvm::cl::opt<unsigned> PoolSizeOpt;
/// -dpagg-strict-ordering: refuse aggregations that change launch ordering.
extern llvm::cl::opt<bool> StrictOrderingOpt;
/// -dpagg-gate-all-launches: every analyzable V1 launch, also those no rule
/// of DPAgg touches, is made through the runtime's __dpagg_launch_v2, so
/// it takes the warp gate (runtime/DPAggRuntime.cuh): a way round CUDA's
/// device runtime not coming back when diverged lanes of a warp launch at
/// once, in code DPAgg does not aggregate (off by default: the V2 rewrite
/// costs a staging copy per launch).
extern llvm::cl::opt<bool> GateAllLaunchesOpt;
/// -dpagg-report-launch-errors: print failed device launches at run time
/// (off by default; bounded).
extern llvm::cl::opt<bool> ReportLaunchErrorsOpt;
/// -dpagg-postpone: move divergent launches to where the block meets again.
extern llvm::cl::opt<bool> PostponeOpt;
/// -dpagg-scalarize: store launch parameters uniform at the aggregation
/// scope once per record instead of once per launching thread.
extern llvm::cl::opt<bool> ScalarizeOpt;
extern llvm::cl::opt<bool> SummaryOpt;
/// -dpagg-publish-children: emit the aggregated child of every external
/// kernel, for launches from other translation units.
extern llvm::cl::opt<bool> PublishChildrenOpt;
/// -dpagg-moldable: launch aggregated children with at most as many blocks
/// as can be resident, each looping over logical blocks.
extern llvm::cl::opt<MoldableMode, false, MoldableParser> MoldableOpt;
/// -dpagg-pack-children: packed clones of aggregated children (issue 26,
/// item 2; AggregatedChild.h, buildPackedChild).
extern llvm::cl::opt<bool> PackChildrenOpt;
/// -dpagg-block-meeting: where a block-scope site's threads meet
/// (BlockMeetingMode; optional by default).
extern llvm::cl::opt<BlockMeetingMode, false, BlockMeetingParser>
    BlockMeetingOpt;
/// -dpagg-aggregate-allocations: the scope at which device-heap
/// allocations whose pointer stays in the kernel share one block (warp by
/// default, session 12).
extern llvm::cl::opt<AllocScope, false, AllocScopeParser>
    AggregateAllocationsOpt;
/// -dpagg-alloc-frees: which frees can receive this unit's allocations
/// (kernel by default; AllocFrees).
extern llvm::cl::opt<AllocFrees, false, AllocFreesParser> AllocFreesOpt;
/// -dpagg-hold-record-release (hidden, off): whole clones read the count of
/// their record release at the exit (runtime/child.cu, "Held release").
extern llvm::cl::opt<bool> HoldRecordReleaseOpt;
/// -dpagg-coarsen's value, the pass parameter `coarsen=`'s and
/// DPAGG_COARSEN(N)'s (issue 26, items 2 and 5): each block of a molded
/// aggregate runs at least N logical blocks, or auto (CoarsenAuto), the
/// cost model's factor, which is 1 until it has a rule for it: only the
/// resident-capacity cut of -dpagg-moldable.
inline constexpr unsigned CoarsenAuto = 0;
/// The largest factor: RuntimeABI.h has 4 bits for its log2.
inline constexpr unsigned MaxCoarsen = 1u << 15;
/// A power of two from 1 to MaxCoarsen.
inline bool isValidCoarsen(unsigned N) {
  return N >= 1 && N <= MaxCoarsen && (N & (N - 1)) == 0;
}
/// "auto" (CoarsenAuto) or a valid factor.
std::optional<unsigned> parseCoarsen(llvm::StringRef Text);
std::string coarsenName(unsigned N);
/// The accepted values, for messages: "auto, or a power of two from 1 to
/// 32768".
std::string coarsenValues();
/// -dpagg-coarsen's parser: a bad value is refused with the accepted ones.
struct CoarsenParser : public llvm::cl::parser<unsigned> {
  using llvm::cl::parser<unsigned>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             unsigned &Value);
  llvm::StringRef getValueName() const override { return "N|auto"; }
};
/// -dpagg-coarsen (and its hidden alias -dpagg-mold-coarsen): the
/// coarsening factor of molded aggregates; an explicit factor above 1 molds
/// the children that can be molded where -dpagg-moldable is off
/// (Planner::moldingFor).
extern llvm::cl::opt<unsigned, false, CoarsenParser> CoarsenOpt;
/// -dpagg-runtime-bitcode (hidden): a runtime bitcode file to link instead
/// of the embedded one (runtime development).
extern llvm::cl::opt<std::string> RuntimeBitcodeOpt;
/// -dpagg-refuse-tail-launch-children: leave launches of children that
/// tail-launch as written (issue 21, item 22; off by default: see there).
extern llvm::cl::opt<bool> RefuseTailLaunchChildrenOpt;
/// -dpagg-serial-opaque-args (hidden, default on): the serial copy takes its
/// parameters through opaqueBits (SerialChild.h says why).
extern llvm::cl::opt<bool> SerialOpaqueArgsOpt;
/// -dpagg-tail-chains (default on): links of chains of one-block grids go to
/// cudaStreamTailLaunch (Aggregation/TailChainPlan.cpp).
extern llvm::cl::opt<bool> TailChainsOpt;
/// -dpagg-tail-chain-budget=N: links tail-launched per process before later
/// links are launched as written (TailChainPlan.cpp, "Termination").
constexpr uint64_t DefaultTailChainBudget = uint64_t(1) << 24;
extern llvm::cl::opt<uint64_t> TailChainBudgetOpt;
/// -dpagg-tail-in-place: a chain's link whose child is its own block's shape
/// continues in that block (Aggregation/InPlacePlan.cpp).
extern llvm::cl::opt<bool> TailInPlaceOpt;
/// -dpagg-warp-rejoin: the lanes of a warp in the loop around a per-warp
/// site rejoin every iteration (Aggregation/RejoinPlan.cpp).
extern llvm::cl::opt<bool> WarpRejoinOpt;
/// -dpagg-serial-fence (hidden, default on): the serial copy starts with
/// `fence.acq_rel.cta` and a memory clobber (SerialChild.h says why).
extern llvm::cl::opt<bool> SerialFenceOpt;
/// -dpagg-barrier-cost: the cost rules for DPAgg's block barriers in loops
/// and at postponement points (issue 21, item 25).
extern llvm::cl::opt<bool> BarrierCostOpt;
/// -dpagg-fire-and-forget-aggregates (hidden, on): aggregates of a kernel's
/// only NULL-stream launch go to cudaStreamFireAndForget.
extern llvm::cl::opt<bool> FireAndForgetAggregatesOpt;
/// -dpagg-parent-spills: parents whose own code spills under 64 registers
/// keep their launches as written (issue 21, item 21).
extern llvm::cl::opt<bool> ParentSpillsOpt;
/// -dpagg-block-slots (hidden): slots of the block-state table.
extern llvm::cl::opt<unsigned> BlockSlotsOpt;
/// -dpagg-fit-register-bounds: lower the 64-register bound to the smallest
/// with the same occupancy (FitRegisterBounds).
extern llvm::cl::opt<bool> FitOpt;
/// -dpagg-serial-threshold: launches of at most this many logical threads
/// run in the launching thread where legal (SerialChild.h); auto by default.
extern llvm::cl::opt<SerialThreshold> SerialThresholdOpt;
/// -dpagg-promote: launch promotion of chains of one-block grids (none by
/// default until measured on the GPU).
extern llvm::cl::opt<PromoteMode, false, PromoteModeParser> PromoteOpt;
/// -dpagg-promote-pool: blocks per pool of PA.
extern llvm::cl::opt<unsigned> PromotePoolOpt;
/// -dpagg-promote-from-head: PA's first pool from the chain's head.
extern llvm::cl::opt<bool> PromoteFromHeadOpt;
/// -dpagg-promote-max-nesting: P's premature children nest at most this
/// deep (PromoteLaunches.h, "The nesting").
extern llvm::cl::opt<unsigned> PromoteMaxNestingOpt;
/// -dpagg-promote-spin-sleep: nanosleep between two polls of a flag.
extern llvm::cl::opt<unsigned> PromoteSpinSleepOpt;
/// -dpagg-ptxas: the ptxas that measures registers.
extern llvm::cl::opt<std::string> PtxasOpt;

} // namespace dpagg
#endif // DPAGG_SUPPORT_OPTIONS_H
