//===- dpagg/Transforms/PromoteLaunches.h - launch promotion ---*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Launch promotion (issue 24 items 2 and 3; El Hajj's thesis, chapter 4):
/// a chain of one-block grids, a kernel K whose launcher thread launches
/// the next K<<<1, B, S>>> after a prologue, has the next block launched at
/// its parent's entry (prematurely) and released, through a flag in a
/// record, where the original launched it. P launches one premature child
/// per link; PA (not built yet) would launch a pool of G blocks.
///
/// Legality (PromotionPlan.cpp, an allow-list; each refusal is a row of
/// PromotionRefusals.def and a missed remark):
///  (1) K is a candidate of PromotionCandidates.h and its chain is K -> K:
///      the link L is the one launch of K's chain, of a grid of one block,
///      reached only by the thread whose threadIdx.x is the constant c, at
///      most once per thread;
///  (2) L goes to the NULL stream (a null constant);
///  (3) L's result is unused;
///  (4) K is no interposable definition (L launches the symbol K: the clone
///      must be the code that runs), and no parameter of K is an aggregate
///      passed by value or aligned beyond 16 (they travel in a record);
///  (5) L's block dimensions and dynamic shared memory are computable at
///      K's entry: arguments, constants, the thread's special registers and
///      arithmetic on them that cannot trap, no memory, no phi;
///  (6) nothing K runs launches anything else or uses a stream, an event or
///      the error state (FunctionSummaries::launchFreeCall, L excepted; this
///      excludes inline assembly and unknown calls), no thread of K waits
///      for another outside barriers (interThreadWaits), and no thread may
///      end without returning (exitBlocker, the block-state rule);
///  (7) K has __launch_bounds__, or nothing it calls is compiled apart
///      (the runtime's launch gets the 64-register bound; RegisterBound.h).
///
/// P. K keeps its signature (the host launches it); K' = K.dpagg.promoted
/// takes one pointer, the record {i32 flag (0 wait, 1 release, 2 abort);
/// at byte 16, L's parameter blob}. In K and K', at entry, the launcher
/// thread (threadIdx.x == c, in a block whose y and z extents are 1: the
/// one thread that can reach L) takes a record (device malloc in K; the
/// record it was launched with in K'), sets the flag to 0 and launches
/// K'<<<1, B, S>>>(record) through __dpagg_launch_v2; on failure it frees
/// the record and nothing is launched. At L: if it launched, it copies L's
/// parameter blob into the record, `fence.acq_rel.gpu`, and stores 1 with
/// `st.release.gpu`; else L is launched as written (V2). Before every
/// return, a launcher that launched and did not release stores 2 (abort)
/// the same way. K' first: thread 0 spins on the flag (`ld.acquire.gpu`,
/// nanosleep), a barrier, every thread reads the flag and the parameters,
/// a barrier; on 2 thread 0 frees the record and the block returns; else,
/// if no launcher thread exists (c >= blockDim.x, or y or z extent > 1),
/// thread 0 frees the record; then K's body as above, in which the
/// launcher reuses the record for its own premature child.
///
/// Why P is legal, for every program that (1) to (7) admit:
///  - Progress. A waiting block waits only on its parent, which is running
///    (it launched the child) and, by (6), reaches a return (abort) or L
///    (release) without waiting for any other thread outside barriers. The
///    child is launched after its parent's acquire (in K': after the
///    barriers), so no block waits on one that has not been launched.
///  - Order. By (1) and (6), L is the only launch of K's block, and K's
///    block uses no stream, event or error state: nothing orders against L
///    except the block's own memory. The NULL stream is per block.
///  - Memory. The child reads its parameters only after the acquire of a
///    release that follows L's blob, and the parent's launcher's fence is
///    gpu-scope and cumulative: every write that the launcher has observed
///    (its own, and those of its block ordered before it by barriers), which
///    is what a launch at L guaranteed the child, is visible to the child's
///    thread 0, and through the child's barrier to all its threads.
///  - The record. Only the parent writes it before the release; the child
///    reads it only after; the child's launcher rewrites it only after both
///    barriers, when every thread has read its parameters (into registers).
///    Each record is freed exactly once: by an aborted child, by a child
///    with no launcher, or by a launcher whose premature launch failed.
///  - Failure. A failed malloc or launch leaves "not launched", and L is
///    then the launch as written: the child is K, the host's version.
///    L's result is unused (3): a pending-launch slot the premature launch
///    takes may make a later launch fail where it would not have, a
///    result the program already had to handle (as aggregation's fewer
///    pending launches may make one succeed).
///  - Termination. A block launches its premature child only after its own
///    release, so at the end of a chain exactly one block is aborted.
///    Red team (test/RedTeam/prom_pool_slots.cu, not yet run on a GPU):
///    "already had to handle" does not hold. Every block whose launcher
///    thread exists launches a premature child at entry, whether or not it
///    reaches L (L's condition may read blockIdx or memory, and the last
///    block of every chain never reaches it), and holds that slot until it
///    returns. A host grid of 65,536 blocks of which 16 start a chain makes
///    at most 128 pending launches without DPAgg (the pool has 2048) and
///    ~4,000 under P; the chains' links then find the pool full, fall back,
///    fail as written, and the chains stop. No refusal rule on K's code
///    tells that grid from promote_chain's (a chain's own end is such a
///    condition too); launching prematurely only in K' (links, not host
///    grids) would narrow the hole to pools the program fills exactly.
/// P keeps the chain's nesting: every block is its parent's child, and a
/// chain deeper than the pending-launch limit (2048) still fails, as
/// without DPAgg; PA divides the depth by the pool size.
///
/// PA (item 3, pools of descendants with dynamic block indices) is not built
/// yet: PromoteMode::PA and -dpagg-promote-pool exist, and no parser accepts
/// `pa`.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes='dpagg-promote<p>'
///        clang++ ... -Xarch_device -mllvm=-dpagg-promote=p
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_PROMOTELAUNCHES_H
#define DPAGG_TRANSFORMS_PROMOTELAUNCHES_H

#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Support/Options.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class Value;
} // namespace llvm

namespace dpagg {

struct PromoteOptions {
  PromoteMode Mode = PromoteMode::P;
  unsigned Pool = DefaultPromotePool;
};

/// "p" or "pa", optionally with ";pool=N".
llvm::Expected<PromoteOptions> parsePromoteOptions(llvm::StringRef Params);

/// The decision for one kernel of PromotionCandidates' domain.
struct PromotionDecision {
  const PromotionCandidate *Candidate = nullptr;
  /// The recognition's refusal, or the first legality rule failed.
  std::optional<PromotionRefusal> Refused;
  /// What the rule found (a callee, an instruction), or empty.
  std::string Detail;
  /// The launcher thread's threadIdx.x.
  uint64_t Launcher = 0;
  bool promoted() const { return !Refused; }
};

/// The decisions, in the order of PromotionCandidates::Kernels. Decided
/// before any IR changes, printed by print<dpagg-promotion-plan>.
struct PromotionPlan {
  PromoteOptions Opts;
  llvm::SmallVector<PromotionDecision, 4> Kernels;
  void print(llvm::raw_ostream &OS) const;
};

PromotionPlan planPromotion(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                            const PromoteOptions &Opts);

/// Whether \p V can be computed at kernel entry (rule 5).
bool computableAtEntry(const llvm::Value *V, unsigned Depth = 0);

/// dpagg-promote<p|pa;pool=N>
class PromoteLaunchesPass : public llvm::PassInfoMixin<PromoteLaunchesPass> {
  PromoteOptions Opts;

public:
  explicit PromoteLaunchesPass(PromoteOptions Opts = {}) : Opts(Opts) {}
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

/// print<dpagg-promotion-plan<p|pa;pool=N>>
class PromotionPlanPrinterPass
    : public llvm::PassInfoMixin<PromotionPlanPrinterPass> {
  llvm::raw_ostream &OS;
  PromoteOptions Opts;

public:
  PromotionPlanPrinterPass(llvm::raw_ostream &OS, PromoteOptions Opts)
      : OS(OS), Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_PROMOTELAUNCHES_H
