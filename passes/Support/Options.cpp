//===- Options.cpp - every DPAgg command-line option ----------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Options.h"

using namespace llvm;

namespace dpagg {

StringRef scopeName(AggregationScope S) {
  switch (S) {
  case AggregationScope::None:
    return "none";
  case AggregationScope::Warp:
    return "warp";
  case AggregationScope::Block:
    return "block";
  }
  llvm_unreachable("unknown scope");
}

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

cl::opt<AggregationScope, false, ScopeParser> ScopeOpt(
    "dpagg-scope", cl::desc("Scope of launch aggregation in the default "
                            "device pipeline (-O1 and above)"),
    cl::init(AggregationScope::Block),
    cl::values(clEnumValN(AggregationScope::None, "none",
                          "do not aggregate; only rewrite V1 launches to V2"),
               clEnumValN(AggregationScope::Warp, "warp",
                          "one launch per group of converged warp lanes"),
               clEnumValN(AggregationScope::Block, "block",
                          "one launch per thread block where every live "
                          "thread reaches the launch, else per warp")));

cl::opt<unsigned> PoolSizeOpt(
    "dpagg-pool-size",
    cl::desc("Bytes of device memory (per translation unit) holding "
             "aggregation records; launches that find it full fall back "
             "to their original launch"),
    cl::init(32u << 20));

cl::opt<bool> StrictOrderingOpt(
    "dpagg-strict-ordering",
    cl::desc("Aggregate only launches into cudaStreamFireAndForget, whose "
             "order CUDA does not define, so no sibling ordering changes"),
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
    cl::values(clEnumValN(MoldableMode::Off, "off",
                          "one block per logical block"),
               clEnumValN(MoldableMode::On, "on",
                          "at most the resident blocks, always"),
               clEnumValN(MoldableMode::Auto, "auto",
                          "only aggregates with more than 4 times the "
                          "resident blocks (the default)")));

cl::opt<unsigned> MoldCoarsenOpt(
    "dpagg-mold-coarsen", cl::Hidden,
    cl::desc("With -dpagg-moldable: each block of a molded aggregate runs at "
             "least this many logical blocks (a power of two up to 32768; 1: "
             "cut only aggregates beyond the resident blocks)"),
    cl::init(1), cl::callback([](const unsigned &N) {
      if (!isValidMoldCoarsen(N))
        report_fatal_error(
            "invalid value for -dpagg-mold-coarsen: " + Twine(N) +
                " (accepted: a power of two from 1 to 32768)",
            /*gen_crash_diag=*/false);
    }));

} // namespace dpagg
