//===- Remarks.h - the remarks of a site, from its plan -------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The optimization remarks of dpagg-aggregate's sites (issue 22, item 2),
/// read from the frozen plan only: -Rpass-missed says why a launch stays as
/// written (NotAggregated) or a parameter stays per thread (NotScalarized),
/// -Rpass the scope a launch is aggregated at, -Rpass-analysis the facts
/// behind the verdict (LaunchFacts, the words print<dpagg-plan> prints too),
/// the decision with its runner-up and the rule between them (Decision,
/// printed by print<dpagg-plan> in the same words) and, where molded or
/// coarsened, what the aggregate's blocks do.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATION_REMARKS_H
#define DPAGG_TRANSFORMS_AGGREGATION_REMARKS_H

#include "Plan.h"

namespace llvm {
class OptimizationRemarkEmitter;
} // namespace llvm

namespace dpagg {

/// Every remark of the site of \p P, emitted before the site is lowered
/// (their location is the launch's).
void emitSiteRemarks(const SitePlan &P, const AggregateOptions &Opts,
                     llvm::OptimizationRemarkEmitter &ORE);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATION_REMARKS_H
