//===- dpagg/Transforms/LowerV1Launches.h - V1 to V2 launches --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Rewrites the analyzable V1 device launches that need it (every stream but
/// a constant NULL one; see below) (cudaGetParameterBuffer +
/// cudaLaunchDevice[_ptsz], what clang 22 emits for a device-side <<<>>>)
/// into a V2 launch with the same kernel, configuration, parameters and
/// stream, through __dpagg_launch_v2. On sm_90, V1 launches into
/// cudaStreamFireAndForget or cudaStreamTailLaunch fail with
/// cudaErrorInvalidValue and the child never runs; V2 works into every
/// stream. The launch's error code is kept and, with
/// -dpagg-report-launch-errors (off by default), the first failures are
/// printed at run time (clang's code drops it).
///
/// Before:
///   %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 N)
///   %ok = icmp ne ptr %buf, null          ; launch skipped if null
///   store ... %buf ...
///   call i32 @__cudaCDP2LaunchDevice(@k, %buf, ptr byval %g, ptr byval %b,
///                                    i32 %shmem, ptr %stream)
/// After:
///   %dpagg.params = alloca [N x i8], align 64   ; stores now go here
///   call i32 @__dpagg_launch_v2(@k, %dpagg.params, N, gx, gy, gz,
///                               bx, by, bz, %shmem, %stream, flags, @name)
///
/// Required (runs at -O0 too): a V1 launch into those streams is a bug.
///
/// A launch into the NULL stream (a null constant: what `<<<g, b>>>` and
/// `<<<g, b, s>>>` pass) runs as V1, so by default it stays exactly what
/// clang emitted: the rewrite would only add a staging copy (and the V2
/// getter's configuration arguments) to a launch that DPAgg does not
/// aggregate, which the "never slower than without DPAgg" promise forbids
/// for no gain. Every other stream (named constants, values known only at
/// run time) is rewritten, and so is every launch under
/// -dpagg-report-launch-errors (the reports come from the rewritten
/// launch). Parameter `all` rewrites every analyzable launch
/// (what aggregation does in a function whose block-scope sites assume the
/// function's launches staged, lowerV1Launch below).
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes=dpagg-lower-v1-launches
///        opt ... -passes='dpagg-lower-v1-launches<all>'
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_LOWERV1LAUNCHES_H
#define DPAGG_TRANSFORMS_LOWERV1LAUNCHES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class GlobalVariable;
class IRBuilderBase;
class OptimizationRemarkEmitter;
class Value;
} // namespace llvm

namespace dpagg {
struct LaunchSite;
struct StagedLaunch;

class LowerV1LaunchesPass : public llvm::PassInfoMixin<LowerV1LaunchesPass> {
public:
  /// \p All: rewrite NULL-stream launches too.
  explicit LowerV1LaunchesPass(bool All = false) : All(All) {}
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  bool All;
};

/// Rewrites one analyzable V1 launch to V2 and says so in a remark. Used by
/// the pass, and by aggregation for the V1 launches it leaves per thread in a
/// function whose block-scope launches assume them staged.
/// \p IntoBlockStream: the launch goes to the block's NULL stream whatever
/// per-thread stream S names (Aggregation/BlockStreamPlan.cpp).
void lowerV1Launch(const LaunchSite &S, llvm::OptimizationRemarkEmitter &ORE,
                   bool IntoBlockStream = false);
/// The staged launch \p SL of \p S made as written, through
/// __dpagg_launch_v2 (a V2 launch into the stream S names), in place of
/// S's launch call; also the fallback of a serialized site that is not
/// aggregated (Aggregation/Lower.cpp). \p Stream, when given, replaces the
/// stream S names (a chain's link: Aggregation/TailChainPlan.cpp).
/// \p IntoBlockStream: the launch goes to the block's NULL stream instead of
/// the per-thread stream S names (Aggregation/BlockStreamPlan.cpp): no
/// DPAGG_LAUNCH_PTSZ, and a null stream unless \p Stream is given.
void emitV2Launch(const LaunchSite &S, const StagedLaunch &SL,
                  llvm::Value *Stream = nullptr, bool IntoBlockStream = false);
/// The process's count of links launched into cudaStreamTailLaunch
/// (__dpagg_tail_chain_links, i64; Aggregation/TailChainPlan.cpp,
/// "Termination"), which PA's pools share (Promotion/PromotePool.cpp).
llvm::GlobalVariable *tailChainLinks(llvm::Module &M);
/// True in a grid of one block (%nctaid 1 x 1 x 1: the same in every thread
/// of the grid), at \p B's point.
llvm::Value *oneBlockGrid(llvm::IRBuilderBase &B);
/// The stream of a chain's link (Aggregation/TailChainPlan.cpp):
/// cudaStreamTailLaunch where the launching grid is one block and the
/// process's count of tail-launched links, which this adds to, is below
/// \p Budget; \p AsWritten otherwise. At \p B's point.
llvm::Value *tailLinkStream(llvm::IRBuilderBase &B, llvm::Module &M,
                            uint64_t Budget, llvm::Value *AsWritten);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_LOWERV1LAUNCHES_H
