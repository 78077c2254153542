//===- AggregateLaunches.cpp - warp and block launch aggregation ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregateLaunches.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

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
                  "block, strict-ordering, pool-size=N)",
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
  OS << ";pool-size=" << Opts.PoolSize << ">";
}

PreservedAnalyses AggregateLaunchesPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  return PreservedAnalyses::all();
}
