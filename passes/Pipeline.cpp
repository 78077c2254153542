//===- Pipeline.cpp - where DPAgg's passes run in clang -------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// DPAgg runs at the OptimizerEarly extension point of the device compile:
/// after clang's inliner and function simplification, so launches appear as
/// direct __cudaCDP2* calls, launches written in __device__ helpers have been
/// inlined into their kernels, and uniformity is computed on simplified code;
/// and before the loop and vectorization pipeline, which cleans up what the
/// rewrite and the inlined runtime leave behind.
///
///   -O1..-O3: dpagg-aggregate<scope>  (unless -dpagg-scope=none)
///             dpagg-lower-v1-launches (launches not aggregated)
///             dpagg-link-runtime<inline>
///   -O0:      dpagg-lower-v1-launches, dpagg-link-runtime
///             (aggregation is an optimization; V1-to-V2 is a correctness
///             fix: V1 launches into the named CDP2 streams never run)
///
/// Every pass returns at once on a host module, so the host side of a CUDA
/// compile is untouched.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Pipeline.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Transforms/AggregateLaunches.h"
#include "dpagg/Transforms/LinkRuntime.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

void dpagg::registerDevicePipeline(PassBuilder &PB) {
  PB.registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        bool Optimize = Level != OptimizationLevel::O0;
        if (Optimize && ScopeOpt != AggregationScope::None) {
          AggregateOptions Opts;
          Opts.Scope = ScopeOpt;
          Opts.StrictOrdering = StrictOrderingOpt;
          Opts.PoolSize = PoolSizeOpt;
          Opts.Postpone = PostponeOpt;
          Opts.Scalarize = ScalarizeOpt;
          Opts.Moldable = MoldableOpt;
          Opts.MoldCoarsen = MoldCoarsenOpt;
          MPM.addPass(AggregateLaunchesPass(Opts));
        }
        MPM.addPass(LowerV1LaunchesPass());
        MPM.addPass(LinkRuntimePass(/*InlineCalls=*/Optimize));
      });
}
