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
///   every level: dpagg-kernel-declarations (kernels of other translation
///             units declared as kernels: a link fix, not an optimization)
///   -O1..-O3: dpagg-promote<MODE> with -dpagg-promote=p|pa|po|pao (launch
///             promotion: PromoteLaunches.h; its remarks say what it did),
///             else dpagg-promotion-remarks (launch promotion's recognition,
///             as remarks only); both before aggregation rewrites launches
///             dpagg-aggregate<scope>  (unless -dpagg-scope=none)
///             dpagg-aggregate-allocations<warp> (on by default;
///             -dpagg-aggregate-allocations=off turns it off; with
///             -dpagg-alloc-frees=program also at scope off and -O0)
///             dpagg-lower-v1-launches (launches not aggregated)
///             dpagg-link-runtime<inline>
///             dpagg-split-shared (with -dpagg-promote: one copy of a
///             static __shared__ variable per kernel that uses it)
///             (with -dpagg-scope=none: dpagg-aggregation-off<scope-none>)
///   -O0:      dpagg-aggregation-off<O0>, dpagg-lower-v1-launches,
///             dpagg-link-runtime
///             (aggregation is an optimization; V1-to-V2 is a correctness
///             fix: V1 launches into the named CDP2 streams never run)
///
/// dpagg-promotion-remarks and dpagg-aggregation-off change nothing. The
/// first gives every kernel that launches a missed remark that says why it
/// was not promoted (nothing is promoted yet: issue 24); it computes nothing
/// unless a dpagg-promote remark is asked for. The second gives every launch
/// site the missed remark that says why it was not aggregated, so that a
/// Debug or no-build-type build is not a silent no-op.
///
/// Every pass returns at once on a host module, so the host side of a CUDA
/// compile is untouched.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Pipeline.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Transforms/AggregateAllocations.h"
#include "dpagg/Transforms/AggregateLaunches.h"
#include "dpagg/Transforms/AggregationOff.h"
#include "dpagg/Transforms/FitRegisterBounds.h"
#include "dpagg/Transforms/KernelDeclarations.h"
#include "dpagg/Transforms/LinkRuntime.h"
#include "dpagg/Transforms/LowerV1Launches.h"
#include "dpagg/Transforms/PromoteLaunches.h"
#include "dpagg/Transforms/PromotionRemarks.h"
#include "dpagg/Transforms/SplitSharedVariables.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

void dpagg::registerDevicePipeline(PassBuilder &PB) {
  PB.registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        bool Optimize = Level != OptimizationLevel::O0;
        // Every level, aggregation on or off: without it a program whose
        // kernels launch kernels of other translation units does not link.
        MPM.addPass(KernelDeclarationsPass());
        // Recognition reads the launches as written: dpagg-aggregate
        // rewrites them and clones kernels that launch themselves.
        if (Optimize && PromoteOpt != PromoteMode::None)
          MPM.addPass(PromoteLaunchesPass(
              {PromoteOpt, PromotePoolOpt,
               TailChainsOpt ? TailChainBudgetOpt.getValue() : 0,
               PromoteFromHeadOpt, PromoteMaxNestingOpt}));
        else if (Optimize)
          MPM.addPass(PromotionRemarksPass());
        if (Optimize && ScopeOpt.getValue()) {
          AggregateOptions Opts;
          Opts.Scope = *ScopeOpt.getValue();
          Opts.GroupBlocks = GroupBlocksOpt;
          Opts.AutoGridBlocks = AutoGridOpt;
          Opts.NestedGrid = NestedGridOpt;
          Opts.FewWavesBlocks = FewWavesBlocksOpt;
          Opts.StrictOrdering = StrictOrderingOpt;
          Opts.PoolSize = PoolSizeOpt;
          Opts.SharedPools = SharedPoolsOpt;
          Opts.Postpone = PostponeOpt;
          Opts.Scalarize = ScalarizeOpt;
          Opts.PublishChildren = PublishChildrenOpt;
          Opts.Moldable = MoldableOpt;
          Opts.Coarsen = CoarsenOpt;
          Opts.Pack = PackChildrenOpt;
          Opts.Serial = SerialThresholdOpt;
          Opts.TailChains = TailChainsOpt;
          Opts.TailChainBudget = TailChainBudgetOpt;
          Opts.TailInPlace = TailInPlaceOpt;
          Opts.WarpRejoin = WarpRejoinOpt;
          Opts.BlockMeeting = BlockMeetingOpt;
          Opts.CodeGen = Level == OptimizationLevel::O1 ? CodeGenOptLevel::Less
                         : Level == OptimizationLevel::O3
                             ? CodeGenOptLevel::Aggressive
                             : CodeGenOptLevel::Default;
          MPM.addPass(AggregateLaunchesPass(Opts));
        } else {
          MPM.addPass(AggregationOffPass(Optimize ? Refusal::ScopeNone
                                                  : Refusal::OptLevel));
        }
        // After launch aggregation, which then plans the kernel as written
        // (the runtime's collectives are calls its rules would weigh), and
        // before the runtime is linked.
        // Program mode rewrites the frees even at scope off (a unit that
        // only frees keeps its half of the statement), and at -O0 too.
        if ((Optimize && AggregateAllocationsOpt != AllocScope::Off) ||
            AllocFreesOpt == AllocFrees::Program)
          MPM.addPass(AggregateAllocationsPass(
              {Optimize ? AggregateAllocationsOpt.getValue() : AllocScope::Off,
               AllocFreesOpt}));
        MPM.addPass(LowerV1LaunchesPass(/*All=*/GateAllLaunchesOpt));
        MPM.addPass(LinkRuntimePass(/*InlineCalls=*/Optimize));
        // Launch promotion's clones use their kernel's static shared
        // variables; one copy per kernel, or nvlink charges them to other
        // kernels (SplitSharedVariables.h). Only where promotion ran: the
        // default's device code is unchanged until a GPU run says more.
        if (Optimize && PromoteOpt != PromoteMode::None)
          MPM.addPass(SplitSharedVariablesPass());
      });
  // At the end of the pipeline, where the code is what the backend will
  // emit; not before an LTO link, which optimizes it again (the bound then
  // stays 64, sound but not fitted).
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level,
                                        ThinOrFullLTOPhase Phase) {
    if (Level == OptimizationLevel::O0 || Phase != ThinOrFullLTOPhase::None)
      return;
    CodeGenOptLevel CG = Level == OptimizationLevel::O1 ? CodeGenOptLevel::Less
                         : Level == OptimizationLevel::O3
                             ? CodeGenOptLevel::Aggressive
                             : CodeGenOptLevel::Default;
    MPM.addPass(FitRegisterBoundsPass(CG));
  });
}
