//===- Lower.h - IR from the frozen aggregation plan ----------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering of dpagg-aggregate (issue 22, item 2): the IR of a frozen
/// plan (Plan.h) and the children built for it (Children.h). Each
/// aggregated site's launch becomes a call to __dpagg_aggregate_warp,
/// __dpagg_aggregate_block or, postponed, __dpagg_aggregate_block_postponed,
/// __dpagg_aggregate_block_at_exit (a block meeting at its threads' last
/// exit), or __dpagg_aggregate_grid, with the site's constant descriptor
/// (RuntimeABI.h, DPAggSiteDescriptor); each kernel with a block- or
/// grid-scope site gets __dpagg_block_init at its entry and
/// __dpagg_block_exit (grid scope: __dpagg_grid_exit; a block meeting at the
/// last exit: __dpagg_block_last_exit) before each return. The
/// lowering decides nothing: every branch it takes is on a field of the plan,
/// of the site the plan names, or of the children built.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATION_LOWER_H
#define DPAGG_TRANSFORMS_AGGREGATION_LOWER_H

#include "Plan.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"

namespace llvm {
class AllocaInst;
class CallInst;
class GlobalVariable;
class Instruction;
class OptimizationRemarkEmitter;
class Value;
} // namespace llvm

namespace dpagg {
class RuntimeCall;
struct StagedLaunch;
struct BuiltChildren;

/// The loop of a kernel whose link continues in its block (InPlace.cpp):
/// the values its head carries from step to step.
struct InPlaceLoop {
  llvm::PHINode *Gen = nullptr;  ///< steps made so far
  llvm::PHINode *Held = nullptr; ///< the grid's record, or null: none held
  llvm::PHINode *Left = nullptr; ///< the record's allowance at the step's start
};

class Lowering {
  llvm::Module &M;
  const AggregateOptions &Opts;
  const BuiltChildren &Built;
  PoolGeometry PoolGeo;
  /// The module's pool (RuntimeABI.h), created on first use.
  llvm::GlobalVariable *Pool = nullptr;
  /// The site descriptors emitted so far.
  unsigned NumSites = 0;
  /// This unit's children's descriptors, by contents.
  llvm::DenseMap<llvm::Constant *, llvm::GlobalVariable *> LocalChildren;
  /// The module's block-state table (RuntimeABI.h), created on first use.
  llvm::GlobalVariable *BlockTable = nullptr;
  /// Each block-scope kernel's per-thread DPAggBlockFrame (RuntimeABI.h).
  llvm::DenseMap<Function *, llvm::AllocaInst *> BlockFrames;
  /// The module's grid-state table (RuntimeABI.h), created on first use.
  llvm::GlobalVariable *GridTable = nullptr;
  /// The descriptor of each kernel's grid-scope site (a kernel has at most
  /// one: the site is its threads' only launch), for its exits.
  llvm::DenseMap<Function *, llvm::Constant *> GridSites;
  /// The functions of GridSites whose group site meets at its threads'
  /// last exit: their returns call __dpagg_grid_last_exit.
  llvm::SmallPtrSet<const Function *, 4> GridAtExit;
  /// The descriptor of each kernel's block-scope site that meets at its
  /// threads' last exit (one per kernel, for the same reason), for its exits.
  llvm::DenseMap<Function *, llvm::Constant *> LastExitSites;
  /// Each kernel made a loop by an in-place link (InPlace.cpp).
  llvm::DenseMap<Function *, InPlaceLoop> InPlaceLoops;

public:
  Lowering(llvm::Module &M, const AggregateOptions &Opts,
           const BuiltChildren &Built);

  /// The launch of the aggregated site \p P becomes the runtime's call;
  /// serialized (SitePlan::Serial), its small launches call the child's
  /// serial copy first, and the others are lowered so (or, refused, as
  /// written).
  void lowerSite(const SitePlan &P);
  /// The refused site \p P, left as written, goes to its block's NULL
  /// stream (SitePlan::ToBlockStream): its launch call, in place, calls the
  /// entry without _ptsz with a null stream.
  void moveToBlockStream(const SitePlan &P);
  /// Kernel \p F has block-scope sites: the V1 launches \p V1 (left alone
  /// by aggregation) are lowered to V2, those in \p ToBlockStream into the
  /// block's NULL stream, and the block state is taken at the entry and
  /// given back at the exits.
  void lowerBlockKernel(
      Function &F, ArrayRef<const LaunchSite *> V1,
      const llvm::SmallPtrSetImpl<const LaunchSite *> &ToBlockStream,
      llvm::OptimizationRemarkEmitter &ORE);

  /// The lanes of a warp in the loop of \p R rejoin at the end of every
  /// iteration (RejoinPlan.cpp); before any site is lowered, while the
  /// loop's blocks are as planned.
  void rejoinWarp(const WarpRejoin &R);

  /// The V1 launches \p V1 that aggregation leaves alone in a function with
  /// a site the runtime launches (AggregationPlan::GateKernels) are lowered
  /// to V2, through the runtime's gate; those in \p ToBlockStream into the
  /// block's NULL stream.
  void
  lowerAsWritten(ArrayRef<const LaunchSite *> V1,
                 const llvm::SmallPtrSetImpl<const LaunchSite *> &ToBlockStream,
                 llvm::OptimizationRemarkEmitter &ORE);

private:
  void lowerStaged(const SitePlan &P, const StagedLaunch &SL,
                   llvm::Value *SerialTaken);
  void lowerSerial(const SitePlan &P, const StagedLaunch &SL);
  void lowerTailChain(const SitePlan &P, const StagedLaunch &SL);
  // Chains that continue in their block (InPlace.cpp).
  InPlaceLoop inPlaceLoop(Function &K, const LaunchSite &S);
  void lowerInPlaceLink(const SitePlan &P, const StagedLaunch &SL);
  static void inlineSerialCopy(llvm::CallInst &Call);
  llvm::Constant *childDescriptor(const SitePlan &P);
  llvm::Constant *siteDescriptor(const SitePlan &P);
  llvm::Constant *layoutTable(const LaunchSite &S, ArrayRef<bool> Uniform);
  void emitCall(const SitePlan &P, RuntimeCall &Args, const StagedLaunch &SL,
                llvm::IRBuilder<> &B, llvm::Value *SerialTaken);
  void postpone(const SitePlan &P, const StagedLaunch &SL, RuntimeCall &Args);
  llvm::Constant *poolPointer();
  llvm::Value *blockFrame(Function &F);
  unsigned blockTableSlots() const;
  llvm::Value *blockTable(llvm::IRBuilder<> &B);
  llvm::Value *gridTable(llvm::IRBuilder<> &B);
  void addBlockEntryAndExits(Function &F);
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATION_LOWER_H
