//===- Options.cpp - every DPAgg command-line option ----------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Options.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using dpagg::Scope;

bool cl::parser<std::optional<Scope>>::parse(cl::Option &O, StringRef ArgName,
                                             StringRef Arg,
                                             std::optional<Scope> &Value) {
  if (Arg == "none") {
    Value = std::nullopt;
    return false;
  }
  if (std::optional<Scope> S = dpagg::parseScope(Arg)) {
    Value = S;
    return false;
  }
  return O.error("invalid value '" + Arg + "' (accepted: none, " +
                 dpagg::scopeNames() + ")");
}

void cl::parser<std::optional<Scope>>::printOptionDiff(
    const cl::Option &O, std::optional<Scope> V, const OptVal &Default,
    size_t GlobalWidth) const {
  printOptionName(O, GlobalWidth);
  outs() << "= " << (V ? dpagg::scopeName(*V) : "none") << "\n";
}

std::optional<dpagg::SerialThreshold>
dpagg::parseSerialThreshold(StringRef Text) {
  if (Text == "off")
    return SerialThreshold{};
  if (Text == "auto")
    return SerialThreshold{SerialThreshold::Auto, 0};
  unsigned N = 0;
  if (Text.getAsInteger(10, N) || N < 1 || N > MaxSerialThreshold)
    return std::nullopt;
  return SerialThreshold{SerialThreshold::Fixed, N};
}

std::string dpagg::serialThresholdName(SerialThreshold T) {
  switch (T.K) {
  case SerialThreshold::Off:
    return "off";
  case SerialThreshold::Auto:
    return "auto";
  case SerialThreshold::Fixed:
    return std::to_string(T.N);
  }
  llvm_unreachable("unknown threshold kind");
}

bool cl::parser<dpagg::SerialThreshold>::parse(cl::Option &O, StringRef ArgName,
                                               StringRef Arg,
                                               dpagg::SerialThreshold &Value) {
  if (std::optional<dpagg::SerialThreshold> T =
          dpagg::parseSerialThreshold(Arg)) {
    Value = *T;
    return false;
  }
  return O.error("invalid value '" + Arg +
                 "' (accepted: off, auto, or a number of threads from 1 to " +
                 Twine(dpagg::MaxSerialThreshold) + ")");
}

void cl::parser<dpagg::SerialThreshold>::printOptionDiff(
    const cl::Option &O, dpagg::SerialThreshold V, const OptVal &Default,
    size_t GlobalWidth) const {
  printOptionName(O, GlobalWidth);
  outs() << "= " << dpagg::serialThresholdName(V) << "\n";
}

std::optional<unsigned> dpagg::parseCoarsen(StringRef Text) {
  if (Text == "auto")
    return CoarsenAuto;
  unsigned N = 0;
  if (Text.getAsInteger(10, N) || !isValidCoarsen(N))
    return std::nullopt;
  return N;
}

std::string dpagg::coarsenName(unsigned N) {
  return N == CoarsenAuto ? "auto" : std::to_string(N);
}

std::string dpagg::coarsenValues() {
  return "auto, or a power of two from 1 to " + std::to_string(MaxCoarsen);
}

bool dpagg::CoarsenParser::parse(cl::Option &O, StringRef ArgName,
                                 StringRef Arg, unsigned &Value) {
  if (std::optional<unsigned> N = parseCoarsen(Arg)) {
    Value = *N;
    return false;
  }
  return O.error("invalid value '" + Arg + "' (accepted: " + coarsenValues() +
                 ")");
}

namespace dpagg {

StringRef moldableName(MoldableMode M) {
  switch (M) {
  case MoldableMode::Off:
    return "off";
  case MoldableMode::On:
    return "on";
  case MoldableMode::Auto:
    return "auto";
  }
  llvm_unreachable("unknown moldable mode");
}

static constexpr MoldableMode AllMoldableModes[] = {
    MoldableMode::Off, MoldableMode::On, MoldableMode::Auto};

std::optional<MoldableMode> parseMoldable(StringRef Name) {
  for (MoldableMode M : AllMoldableModes)
    if (moldableName(M) == Name)
      return M;
  return std::nullopt;
}

std::string moldableNames(StringRef Separator) {
  return join(map_range(AllMoldableModes, moldableName), Separator);
}

StringRef promoteModeName(PromoteMode M) {
  switch (M) {
  case PromoteMode::None:
    return "none";
  case PromoteMode::P:
    return "p";
  case PromoteMode::PA:
    return "pa";
  case PromoteMode::PO:
    return "po";
  case PromoteMode::PAO:
    return "pao";
  }
  llvm_unreachable("unknown promote mode");
}

static constexpr PromoteMode AllPromoteModes[] = {
    PromoteMode::None, PromoteMode::P, PromoteMode::PA, PromoteMode::PO,
    PromoteMode::PAO};

std::optional<PromoteMode> parsePromoteMode(StringRef Name) {
  for (PromoteMode M : AllPromoteModes)
    if (promoteModeName(M) == Name)
      return M;
  return std::nullopt;
}

std::string promoteModeNames(StringRef Separator) {
  return join(map_range(AllPromoteModes, promoteModeName), Separator);
}

StringRef blockMeetingName(BlockMeetingMode M) {
  switch (M) {
  case BlockMeetingMode::Required:
    return "required";
  case BlockMeetingMode::Optional:
    return "optional";
  case BlockMeetingMode::Avoid:
    return "avoid";
  }
  llvm_unreachable("unknown block meeting mode");
}

static constexpr BlockMeetingMode AllBlockMeetingModes[] = {
    BlockMeetingMode::Required, BlockMeetingMode::Optional,
    BlockMeetingMode::Avoid};

std::optional<BlockMeetingMode> parseBlockMeeting(StringRef Name) {
  for (BlockMeetingMode M : AllBlockMeetingModes)
    if (blockMeetingName(M) == Name)
      return M;
  return std::nullopt;
}

std::string blockMeetingNames(StringRef Separator) {
  return join(map_range(AllBlockMeetingModes, blockMeetingName), Separator);
}

static constexpr AllocScope AllAllocScopes[] = {AllocScope::Off,
                                                AllocScope::Warp};

StringRef allocScopeName(AllocScope S) {
  switch (S) {
  case AllocScope::Off:
    return "off";
  case AllocScope::Warp:
    return "warp";
  }
  llvm_unreachable("unknown allocation scope");
}

std::optional<AllocScope> parseAllocScope(StringRef Name) {
  for (AllocScope S : AllAllocScopes)
    if (allocScopeName(S) == Name)
      return S;
  return std::nullopt;
}

std::string allocScopeNames(StringRef Separator) {
  return join(map_range(AllAllocScopes, allocScopeName), Separator);
}

static constexpr AllocFrees AllAllocFrees[] = {AllocFrees::Kernel,
                                               AllocFrees::Program};

StringRef allocFreesName(AllocFrees F) {
  switch (F) {
  case AllocFrees::Kernel:
    return "kernel";
  case AllocFrees::Program:
    return "program";
  }
  llvm_unreachable("unknown allocation frees mode");
}

std::optional<AllocFrees> parseAllocFrees(StringRef Name) {
  for (AllocFrees F : AllAllocFrees)
    if (allocFreesName(F) == Name)
      return F;
  return std::nullopt;
}

std::string allocFreesNames(StringRef Separator) {
  return join(map_range(AllAllocFrees, allocFreesName), Separator);
}

cl::opt<std::optional<Scope>> ScopeOpt(
    "dpagg-scope",
    cl::desc("Scope of launch aggregation in the default device pipeline "
             "(-O1 and above): none (do not aggregate; only rewrite V1 "
             "launches to V2), warp (one launch per group of converged warp "
             "lanes), block (the default: one launch per thread block where "
             "every live thread reaches the launch, else per warp), "
             "multiblock (one launch per group of -dpagg-group-blocks "
             "consecutive parent blocks, for the launches grid scope takes, "
             "else per block) or grid (one launch per parent grid for "
             "unobserved launches into the NULL stream or "
             "cudaStreamFireAndForget, else per block)"),
    cl::init(Scope::Block));

cl::opt<unsigned> GroupBlocksOpt(
    "dpagg-group-blocks",
    cl::desc("With -dpagg-scope=multiblock: consecutive parent blocks per "
             "group (default 8)"),
    cl::init(DefaultGroupBlocks), cl::callback([](const unsigned &N) {
      if (!isValidGroupBlocks(N))
        report_fatal_error(
            "invalid value for -dpagg-group-blocks: " + Twine(N) +
                " (accepted: 1 to " + Twine(MaxGroupBlocks) + ")",
            /*gen_crash_diag=*/false);
    }));

cl::opt<unsigned> AutoGridOpt(
    "dpagg-auto-grid",
    cl::desc("At -dpagg-scope=block (the default): a launch that grid scope "
             "takes (unobserved, into the NULL stream or "
             "cudaStreamFireAndForget) is aggregated per grid when its "
             "parent grid has at least N blocks and per block otherwise, "
             "decided at run time (default 256; 0: block scope only)"),
    cl::init(DefaultAutoGridBlocks), cl::callback([](const unsigned &N) {
      if (!isValidAutoGridBlocks(N))
        report_fatal_error("invalid value for -dpagg-auto-grid: " + Twine(N) +
                               " (accepted: 0 (off) to " +
                               Twine(MaxGroupBlocks) + " blocks)",
                           /*gen_crash_diag=*/false);
    }));

cl::opt<unsigned> FewWavesBlocksOpt(
    "dpagg-few-waves-blocks",
    cl::desc("With -dpagg-auto-grid: a launch aggregated at its threads' "
             "last exit with a loop or call after it goes per grid in parent "
             "grids of at least N blocks and at most two waves of threads, "
             "per block otherwise (default 128; 0: the -dpagg-auto-grid "
             "threshold)"),
    cl::init(DefaultFewWavesBlocks), cl::callback([](const unsigned &N) {
      if (!isValidAutoGridBlocks(N))
        report_fatal_error(
            "invalid value for -dpagg-few-waves-blocks: " + Twine(N) +
                " (accepted: 0 (as -dpagg-auto-grid) to " +
                Twine(MaxGroupBlocks) + " blocks)",
            /*gen_crash_diag=*/false);
    }));

cl::opt<bool> NestedGridOpt(
    "dpagg-nested-grid",
    cl::desc("With -dpagg-auto-grid: a launch that grid scope takes and whose "
             "child launches too (a nested or recursive level) is aggregated "
             "per grid in every parent grid, at a barrier or at its threads' "
             "last exit, whatever the grid's size (default on)"),
    cl::init(true));

cl::opt<bool> SharedPoolsOpt(
    "dpagg-shared-pools",
    cl::desc("One record pool per program and pool size, and one allocation "
             "pool, each a common global that nvlink allocates once, instead "
             "of one per translation unit (default on; off: each unit "
             "reserves its own pools, as before session 16)"),
    cl::init(true));

cl::opt<unsigned> PoolSizeOpt(
    "dpagg-pool-size",
    cl::desc("Bytes of device memory (per translation unit) holding "
             "aggregation records; launches that find it full fall back "
             "to their original launch"),
    cl::init(DefaultPoolSize), cl::callback([](const unsigned &Bytes) {
      if (!isValidPoolSize(Bytes))
        report_fatal_error(
            "invalid value for -dpagg-pool-size: " + Twine(Bytes) +
                " (accepted: a positive number of bytes)",
            /*gen_crash_diag=*/false);
    }));

cl::opt<bool> StrictOrderingOpt(
    "dpagg-strict-ordering",
    cl::desc("Aggregate only launches into cudaStreamFireAndForget, whose "
             "order CUDA does not define, so no sibling ordering changes"),
    cl::init(false));

cl::opt<bool> GateAllLaunchesOpt(
    "dpagg-gate-all-launches",
    cl::desc("Make every analyzable device-side launch through DPAgg's "
             "runtime, which lets one lane of a warp at a time into CUDA's "
             "device runtime (a way round its hang when diverged lanes of a "
             "warp launch at once; off by default: a staging copy per "
             "launch DPAgg would leave as written)"),
    cl::init(false));

cl::opt<bool> ReportLaunchErrorsOpt(
    "dpagg-report-launch-errors",
    cl::desc("Print a message from the device when a launch DPAgg emitted "
             "fails, for the first 8 failures of the module (the error code "
             "is returned either way). Off by default: a compiler must not "
             "change what a program prints"),
    cl::init(false));

cl::opt<bool> PostponeOpt(
    "dpagg-postpone",
    cl::desc("At block scope, move a launch that some threads skip to the "
             "point where every thread of the block meets again"),
    cl::init(true));

cl::opt<bool> ScalarizeOpt(
    "dpagg-scalarize",
    cl::desc("Store launch parameters that are uniform at the aggregation "
             "scope once per aggregated launch, not once per thread"),
    cl::init(true));

cl::opt<bool> SummaryOpt(
    "dpagg-summary",
    cl::desc("Print one line per device compile to stderr: the launch sites "
             "found, how many were aggregated per block and per warp, and "
             "why the others were not"),
    cl::init(false));
cl::opt<bool> PublishChildrenOpt(
    "dpagg-publish-children",
    cl::desc("Emit the aggregated child of every kernel with external "
             "linkage that can have one, for launches from other translation "
             "units (costs compile time and code size; without it such "
             "launches are made alone)"),
    cl::init(true));
cl::opt<MoldableMode, false, MoldableParser> MoldableOpt(
    "dpagg-moldable",
    cl::desc("Launch aggregated children with at most as many blocks as can "
             "be resident, each block looping over the aggregate's logical "
             "blocks (children whose blocks may wait for one another keep "
             "one block per logical block)"),
    cl::init(MoldableMode::Auto),
    cl::values(clEnumValN(MoldableMode::Off, moldableName(MoldableMode::Off),
                          "one block per logical block"),
               clEnumValN(MoldableMode::On, moldableName(MoldableMode::On),
                          "at most the resident blocks, always"),
               clEnumValN(MoldableMode::Auto, moldableName(MoldableMode::Auto),
                          "only aggregates with more than 4 times the "
                          "resident blocks (the default)")));
cl::opt<bool> PackChildrenOpt(
    "dpagg-pack-children",
    cl::desc("Give aggregated children that use no barrier, shared memory or "
             "inline assembly a packed clone, which runs a logical block of at "
             "most 32 threads per warp, 8 per block, for aggregates whose "
             "blocks all have at most 32 threads (runtime/child.cu, \"Packed "
             "children\"); off by default: measured slower than one block per "
             "logical block on TC, BFS and Struct (H100)"),
    cl::init(false));

cl::opt<BlockMeetingMode, false, BlockMeetingParser> BlockMeetingOpt(
    "dpagg-block-meeting",
    cl::desc("Where the threads of a block-scope launch site's block meet for "
             "its one aggregated launch: at a block barrier, or, for launches "
             "nothing observes, at the last exit of the block's threads"),
    cl::init(BlockMeetingMode::Optional),
    cl::values(
        clEnumValN(BlockMeetingMode::Required,
                   blockMeetingName(BlockMeetingMode::Required),
                   "at a barrier, else per warp"),
        clEnumValN(BlockMeetingMode::Optional,
                   blockMeetingName(BlockMeetingMode::Optional),
                   "at a barrier where the block can meet, else at the "
                   "threads' last exit where its rules hold (the default)"),
        clEnumValN(BlockMeetingMode::Avoid,
                   blockMeetingName(BlockMeetingMode::Avoid),
                   "at the threads' last exit wherever its rules hold")));

cl::opt<PromoteMode, false, PromoteModeParser> PromoteOpt(
    "dpagg-promote",
    cl::desc("Launch promotion of chains of one-block grids (issue 24): none, "
             "p (each child launched at its parent's entry, released at the "
             "link), pa (pools of descendant blocks), po or pao (p or pa "
             "whose children run what of their prologue cannot observe the "
             "parent before waiting for it)"),
    cl::init(PromoteMode::None),
    cl::values(clEnumValN(PromoteMode::None, promoteModeName(PromoteMode::None),
                          "no promotion (the default)"),
               clEnumValN(PromoteMode::P, promoteModeName(PromoteMode::P),
                          "promotion: one premature child per link"),
               clEnumValN(PromoteMode::PA, promoteModeName(PromoteMode::PA),
                          "promotion with vertical aggregation: pools of "
                          "-dpagg-promote-pool descendant blocks"),
               clEnumValN(PromoteMode::PO, promoteModeName(PromoteMode::PO),
                          "p, and each child runs the part of its prologue "
                          "that cannot observe its parent before its acquire"),
               clEnumValN(PromoteMode::PAO, promoteModeName(PromoteMode::PAO),
                          "pa, and each block runs the part of its prologue "
                          "that cannot observe its parent before its "
                          "acquire")));

cl::opt<unsigned> PromotePoolOpt(
    "dpagg-promote-pool",
    cl::desc("With -dpagg-promote=pa or pao: blocks per pool of descendants "
             "(default 128)"),
    cl::init(DefaultPromotePool), cl::callback([](const unsigned &N) {
      if (!isValidPromotePool(N))
        report_fatal_error("invalid value for -dpagg-promote-pool: " +
                               Twine(N) + " (accepted: 2 to 16777216)",
                           /*gen_crash_diag=*/false);
    }));

cl::opt<unsigned> PromoteMaxNestingOpt(
    "dpagg-promote-max-nesting",
    cl::desc("With -dpagg-promote=p or po: premature children nest at most "
             "this deep, then the link is made as a tail chain's (2 to "
             "65536; default 1024)"),
    cl::init(DefaultPromoteMaxNesting), cl::callback([](const unsigned &N) {
      if (!isValidPromoteMaxNesting(N))
        report_fatal_error("invalid value for -dpagg-promote-max-nesting: " +
                               Twine(N) + " (accepted: 2 to 65536)",
                           /*gen_crash_diag=*/false);
    }));

cl::opt<bool> PromoteFromHeadOpt(
    "dpagg-promote-from-head",
    cl::desc("With -dpagg-promote=pa: the chain's head launches the first "
             "pool itself (default false: the head makes its link as a tail "
             "chain does and pools start at the second step)"),
    cl::init(false));

cl::opt<unsigned> PromoteSpinSleepOpt(
    "dpagg-promote-spin-sleep",
    cl::desc("Launch promotion: nanoseconds a waiting block's thread 0 "
             "sleeps between two reads of its flag (0: no sleep)"),
    cl::init(16), cl::Hidden);

cl::opt<AllocScope, false, AllocScopeParser> AggregateAllocationsOpt(
    "dpagg-aggregate-allocations",
    cl::desc("Device-heap allocations (malloc, cudaMalloc) whose pointer "
             "provably stays in the kernel and is freed there share one "
             "block per group of threads (issue 25)"),
    cl::init(AllocScope::Warp),
    cl::values(clEnumValN(AllocScope::Off, allocScopeName(AllocScope::Off),
                          "each thread allocates alone"),
               clEnumValN(AllocScope::Warp, allocScopeName(AllocScope::Warp),
                          "the lanes of a warp that reach the site together "
                          "share one block (the default)")));

cl::opt<AllocFrees, false, AllocFreesParser> AllocFreesOpt(
    "dpagg-alloc-frees",
    cl::desc("Which device frees can receive a pointer this unit's "
             "allocations return (issue 25)"),
    cl::init(AllocFrees::Kernel),
    cl::values(
        clEnumValN(AllocFrees::Kernel, allocFreesName(AllocFrees::Kernel),
                   "only those the analysis finds in the allocating kernel: "
                   "a pointer that escapes it is allocated as written (the "
                   "default)"),
        clEnumValN(AllocFrees::Program, allocFreesName(AllocFrees::Program),
                   "any free of a unit built with this value, which rewrites "
                   "every free it makes: you state that every unit of the "
                   "device image (one -fgpu-rdc link) is built with it and "
                   "that no other device code (a prebuilt library, another "
                   "module of the context) frees these pointers")));

cl::opt<bool> HoldRecordReleaseOpt(
    "dpagg-hold-record-release", cl::Hidden,
    cl::desc("A whole aggregated clone whose threads end only by returning "
             "reads its record release's count at the exit instead of "
             "before the body (runtime/child.cu, \"Held release\"; off: "
             "mixed on the H100, bench/results/"
             "2026-11-27-h100-held-release.md)"),
    cl::init(false));

cl::opt<unsigned, false, CoarsenParser> CoarsenOpt(
    "dpagg-coarsen",
    cl::desc("Coarsen aggregated children: each block of an aggregate "
             "loops over about N of its logical blocks (a power of two up to "
             "32768; above 1 it molds the children that can be molded, as "
             "-dpagg-moldable=auto where that is off), or auto (the default: "
             "the cost model's factor, today 1: only -dpagg-moldable's cut "
             "of aggregates beyond the resident blocks)"),
    cl::init(CoarsenAuto));
// The name it had while it was a developer's knob (test/Probes/moldable.cu).
static cl::alias MoldCoarsenAlias("dpagg-mold-coarsen", cl::Hidden,
                                  cl::desc("Alias for -dpagg-coarsen"),
                                  cl::aliasopt(CoarsenOpt));

// For runtime development: link this bitcode file instead of the embedded
// runtime, so that a change to runtime/*.cu can be measured without
// rebuilding the plugin (compile it as runtime/CMakeLists.txt does).
cl::opt<std::string> RuntimeBitcodeOpt(
    "dpagg-runtime-bitcode", cl::Hidden, cl::value_desc("file"),
    cl::desc("Link this device runtime bitcode instead of the embedded one "
             "(runtime development)"));

// Issue 24, item 5 (Aggregation/TailChainPlan.cpp): chains of one-block
// grids launched into cudaStreamTailLaunch, so that their depth is not
// bounded by the pending-launch limit (H100: NULL-stream chains stop at
// 2048 steps, tail-launched ones ran 100,000 right and no slower).
cl::opt<bool>
    TailChainsOpt("dpagg-tail-chains", cl::init(true),
                  cl::desc("Launch the links of chains of one-block grids into "
                           "cudaStreamTailLaunch (default on)"));

// A chain whose only end is the pending-launch limit (it launches itself
// whatever happens, or under a condition that stays true) ends without DPAgg
// at about depth 2048; tail-chained it would never end. After this many
// links tail-launched by the whole process, links are launched as written,
// so such a chain ends as before (TailChainPlan.cpp, "Termination"); 2^24
// links are about 200 s of one chain at the H100's 12.3 us per step.
cl::opt<uint64_t> TailChainBudgetOpt(
    "dpagg-tail-chain-budget", cl::init(DefaultTailChainBudget),
    cl::value_desc("links"),
    cl::desc("Links of chains the process tail-launches before it launches "
             "the later ones as written (default 16777216)"));

// A link of a chain whose child is its own kernel in a grid of one block of
// its own shape continues in the same block instead of being tail-launched
// (InPlacePlan.cpp): no launch on the chain's critical path
// (H200: 5.2x plain dynamic parallelism on 25-step chains, 1.8x on 2-step
// ones; bench/results/2026-11-28-h200-chains-in-place.md).
cl::opt<bool> WarpRejoinOpt(
    "dpagg-warp-rejoin", cl::init(true),
    cl::desc("Rejoin the lanes of a warp at the end of every iteration of "
             "the loop around a launch aggregated per warp, so that they "
             "reach the launch together (default on)"));

cl::opt<bool> TailInPlaceOpt(
    "dpagg-tail-in-place", cl::init(true),
    cl::desc("Run a chain's child in its parent's block, when it is the same "
             "kernel in one block of the same shape (default on)"));

// For the GPU test that shows the ptxas bug the serial copy works around
// (SerialChild.h; test/GPU/serial_float_bits.cu's .plain build): off, the
// copy takes its parameters as plain values and ptxas may miscompile it.
cl::opt<bool> SerialOpaqueArgsOpt(
    "dpagg-serial-opaque-args", cl::Hidden, cl::init(true),
    cl::desc("Pass the serial copy's parameters through an xor with a word "
             "ptxas cannot know (default on; off only to show the ptxas "
             "bug it avoids)"));

// For the red-team program that shows what the fence at the serial copy's
// entry avoids (SerialChild.h; test/RedTeam/sr2_memory_float_bits.cu,
// sr2_fma_contract.cu): off, the parent's stores reach the child's loads
// as registers (LLVM's forwarding, then ptxas's).
cl::opt<bool> SerialFenceOpt(
    "dpagg-serial-fence", cl::Hidden, cl::init(true),
    cl::desc("Start the serial copy with a fence and a memory clobber "
             "(default on; off only to show what it avoids)"));

// Issue 21, item 22 (a cost rule; Planner::childTailLaunch). It was off
// for a while: launches left as written computed wrong results for generated
// programs (seed 2126) where nvcc's build was right. The cause was not the
// rule: ptxas compiled the byte copy of a double argument into the V2
// buffer as a conversion; every blob value is now laundered
// (Transforms/LaunchStaging.h; test/GPU/float_argument_bytes.cu).
cl::opt<bool> RefuseTailLaunchChildrenOpt(
    "dpagg-refuse-tail-launch-children", cl::init(true),
    cl::desc("Leave launches of children that tail-launch as written, "
             "instead of aggregating them (their tail launches then run in "
             "parallel, not one after another after the whole aggregate); "
             "default on"));

cl::opt<bool> BarrierCostOpt(
    "dpagg-barrier-cost", cl::init(true),
    cl::desc("Cost rules for DPAgg's block barriers (default on): no block "
             "scope for launches in loops, no postponement to a meeting point "
             "in a loop or not followed by a barrier of the source"));

cl::opt<bool> FireAndForgetAggregatesOpt(
    "dpagg-fire-and-forget-aggregates", cl::init(true), cl::Hidden,
    cl::desc("An aggregate of a kernel's only launch into the NULL stream "
             "goes to cudaStreamFireAndForget (default on; off: the launching "
             "block's NULL stream, for measuring one against the other)"));

cl::opt<bool> ParentSpillsOpt(
    "dpagg-parent-spills", cl::init(true),
    cl::desc("Compile with ptxas, before aggregating, the kernels without "
             "launch bounds that launch, held to 64 registers, and leave the "
             "launches of those that spill as written (default on)"));

// Slots of the per-module block-state table (RuntimeABI.h). Any number is
// correct: a block that finds no slot launches alone. Small tables are for
// tests of that fallback and of slot reuse.
cl::opt<unsigned> BlockSlotsOpt(
    "dpagg-block-slots", cl::Hidden,
    cl::desc("Slots of the device table holding block-scope aggregation "
             "state (the threads of a block that finds none launch alone)"),
    cl::init(DPAGG_BLOCK_TABLE_SLOTS));

cl::opt<bool> FitOpt(
    "dpagg-fit-register-bounds", cl::init(true),
    cl::desc("Lower DPAgg's register bound of 64 to the smallest bound that "
             "costs no occupancy, measured with ptxas (default on)"));

// auto by default since the H100 suite run of 2026-11-26
// (bench/results/2026-11-26-h100-serial-default.md): the cost model
// serializes three of the thirteen workloads (BFS, SSSP, Coloring), each
// faster than without serialization in both runs (1.14x to 1.76x), and
// leaves the PTX of the other ten byte for byte as it was. The pass
// parameter `serial-threshold=` of dpagg-aggregate (opt) still defaults to
// off, like publish-children: IR tests ask for what they test.
cl::opt<SerialThreshold> SerialThresholdOpt(
    "dpagg-serial-threshold",
    cl::desc("Run a device launch of at most N logical threads (grid threads "
             "times block threads) in the launching thread, as a loop, where "
             "that is legal: N, auto (the cost model's threshold per launch "
             "site; the default) or off"),
    cl::init(SerialThreshold{SerialThreshold::Auto, 0}));

cl::opt<std::string>
    PtxasOpt("dpagg-ptxas",
             cl::desc("ptxas that measures the registers of the kernels DPAgg "
                      "bounds (default: $CUDA_PATH/bin/ptxas, ptxas on PATH, "
                      "/usr/local/cuda/bin/ptxas)"),
             cl::value_desc("path"));

} // namespace dpagg
