//===- BlockStreamPlan.cpp - the per-thread stream into the block's -------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Issue 23, item 3: "the per-thread stream becomes the block's NULL
/// stream". A launch into the launching thread's per-thread default stream
/// (cudaStreamPerThread, or NULL through a _ptsz entry under
/// -fgpu-default-stream=per-thread) is aggregated by the stream rule only
/// where it is its thread's only launch, once (Plan.cpp, refusedForStream):
/// an aggregate goes into one thread's stream, out of order with the other
/// joiners' other launches into theirs. This rule takes the others (a
/// launch in a grid-stride loop, two launches per thread): every launch a
/// thread of kernel K makes into its per-thread stream goes to the NULL
/// stream of its block instead (the entry without _ptsz, the stream null),
/// aggregated or as written; the NULL-stream rules then apply to them as to
/// launches written so.
///
/// The rules (blockStreamBlocker; one DPAGG_NO_BLOCK_STREAM row of
/// Reasons.def each, in this order), for K:
///  (1) not under -dpagg-strict-ordering, which keeps every launch in the
///      stream it names (its sites are refused by rule strict-ordering
///      first anyway);
///  (2) K is a kernel of the module, not an aggregated clone (whose physical
///      threads run the threads of many launches; its sites stay refused);
///  (3) every launch site of K is analyzable and calls a launch entry
///      itself (not the CUDA header's wrapper), so the lowering can rewrite
///      it;
///  (4) every launch of K names its stream by a constant: NULL (through
///      either entry), cudaStreamPerThread, cudaStreamFireAndForget or
///      cudaStreamTailLaunch. A stream value known only at run time may be
///      the per-thread stream, and its launch would stay there, unordered
///      with the moved ones;
///  (5) every other call of K, through everything it calls, is order-free
///      (FunctionSummaries::firstNotOrderFree, the sites' launch and
///      parameter-buffer calls excepted): no launch outside K's own body (a
///      device function not inlined, a function of another unit, an
///      indirect call, inline assembly), no stream or event call (an event
///      recorded into cudaStreamPerThread, a stream query or creation, an
///      asynchronous copy), no read of the error state. A device
///      cudaMalloc/cudaFree, which only writes the error state on failure,
///      is allowed (onceAndOnlyLaunch in Plan.cpp says why that orders
///      nothing).
/// The sites moved (movesToBlockStream, SitePlan::ToBlockStream): every site
/// of such a K into the per-thread stream, aggregated or refused by another
/// rule, except a site that is its thread's only launch, once (it keeps the
/// stream rule's path into cudaStreamFireAndForget, which is faster and
/// already legal; K then has no other launch to move) and a tail chain's
/// link (TailChainPlan.cpp: its kernel's only launch, so again nothing else
/// to move). Cost, not legality (settleBlockStream): where none of K's
/// moved sites ends up aggregated, none is moved, since the move then only
/// orders the threads' children.
///
/// Legality, for every valid program:
///  - The move only adds order. In CDP2 a thread's per-thread stream holds
///    that thread's launches only and runs them in order; a block's NULL
///    stream runs the launches of all its threads into it in the order they
///    are made ("if multiple threads in a thread block launch into the
///    implicit stream, these launches will be executed in-order":
///    platform-facts.md section 2). By (3) to (5) every launch a thread of K
///    makes into its per-thread stream is a site of K, and each one is moved
///    (all of K's such sites, aggregated or not), so the thread's launches
///    that were ordered in its stream are now in the block's stream in the
///    order the thread made them: every order the program had still holds.
///    What is added is order between launches of different threads of the
///    block, and with the launches K makes into the NULL stream as written
///    (in the thread's own order). CUDA guarantees no concurrency between
///    streams (a child is "not guaranteed to begin execution until the
///    launching thread reaches an implicit launch-synchronization point";
///    kernels in different streams may, not must, run concurrently), so a
///    valid program cannot depend on two children running at the same time,
///    and an execution with more order is one the program already allowed.
///  - Nothing else is ordered against the per-thread stream: by (5) no
///    event is recorded in it or waited for, no stream is queried, no copy
///    or other work goes into it, no stream is created (so none of K's
///    launches goes to a stream of the thread's own). cudaStreamFireAndForget
///    and cudaStreamTailLaunch launches are not ordered with the NULL or
///    per-thread stream (a tail launch waits for all of the grid's work, in
///    whatever stream, as before). A thread's per-thread stream can be
///    named by no other thread (cudaStreamPerThread means the caller's own),
///    so no other thread or grid had work in it.
///  - What the thread sees. A launch's result: both entries run the same
///    checks (the configuration, the parameter buffer, the device's
///    pending-launch pool, which is the device's, not the stream's: what it
///    answers depends on what else is pending, so any of its answers is one
///    the program already had to handle). The error state: a failing launch
///    writes it in either stream, and by (5) nothing in K reads it. Memory:
///    a child sees the parent's writes made before its launch, in any
///    stream. The parent grid completes after all its children, in any
///    stream, so K's launcher, its tail launches and the host see the same.
///  - After the move the launches are NULL-stream launches of one block, and
///    the NULL stream's rules apply unchanged: an aggregate (warp or block
///    scope) goes into its owner's NULL stream, which is the same block's,
///    and no joiner returns before it is enqueued (runtime/Join.cuh,
///    "Order"); a refused aggregate's replays and the launches made alone
///    go to the NULL stream too (the site's DPAGG_LAUNCH_PTSZ is clear and
///    its stream value null: Plan.cpp, settleLowering; Lower.cpp,
///    lowerSite). Grid scope and the last exit take only unobserved launches
///    (the thread's only launch, once), which a moved site never is, so they
///    narrow it (grid-observed, last-exit-observed). Serialization
///    (SerialPlan.cpp, (b)) runs a NULL-stream launch in its thread only
///    where it is its thread's only launch, once: a moved site is not, and
///    no other site of K into the NULL stream or a created stream is either
///    (the moved sites are other launches of the same thread), so no
///    serialization decision changes and none can run a launch ahead of a
///    moved one; a site into cudaStreamFireAndForget, which orders nothing,
///    is serialized as before. Postponement (findPostponementPoint) delays a
///    launch only over code that launches nothing, so each thread's order in
///    the block's stream is kept as for any NULL-stream launch.
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
using namespace dpagg;

/// Rule (4): a stream the lowering knows to be what it names.
static bool namedStream(const LaunchSite &S) {
  if (isa<ConstantPointerNull>(S.Stream))
    return true;
  StringRef Kind = S.streamKindName();
  return Kind == "per-thread" || Kind == "fire-and-forget" ||
         Kind == "tail-launch";
}

/// Why the launches of \p K into the per-thread default stream cannot go to
/// its blocks' NULL stream, or empty; \p Kind names the rule. \p CloneOf:
/// K is the aggregated clone of that kernel.
std::string Planner::blockStreamBlocker(const Function &K, Function *CloneOf,
                                        BlockStreamRefusal &Kind) const {
  Kind = BlockStreamRefusal::StrictOrdering;
  if (Opts.StrictOrdering)
    return "-dpagg-strict-ordering keeps every launch in the stream it names";
  Kind = BlockStreamRefusal::InClone;
  if (CloneOf)
    return "the launch is in an aggregated clone, whose threads run the "
           "threads of many launches";
  SmallVector<const CallBase *, 8> Sites;
  for (const LaunchSite *T : sitesIn(K)) {
    Kind = BlockStreamRefusal::Launch;
    if (!T->isAnalyzable())
      return "the kernel makes a launch the pass cannot analyze (" +
             T->Unanalyzable + "), which could not be moved with the others";
    if (T->ViaHeaderWrapper)
      return "the kernel makes a launch through the CUDA header's wrapper, "
             "which the pass does not rewrite";
    Kind = BlockStreamRefusal::Stream;
    if (!namedStream(*T))
      return "the kernel makes a launch of " + kernelName(*T->Kernel) +
             " into a stream known only at run time, which may be the "
             "per-thread stream: that launch would stay there, out of order "
             "with the moved ones";
    Sites.append({T->Launch, T->Buffer});
  }
  Kind = BlockStreamRefusal::Calls;
  if (const CallBase *CB = facts().firstNotOrderFree(K, Sites)) {
    const Function *F = CB->getCalledFunction();
    return "the kernel calls " +
           (F ? demangle(F->getName())
              : std::string(CB->isInlineAsm() ? "inline assembly"
                                              : "through a pointer")) +
           ", which may launch (into the per-thread stream, out of order "
           "with the moved launches) or use a stream, an event or the error "
           "state";
  }
  return "";
}

const Planner::BlockStreamVerdict &
Planner::blockStreamVerdict(const Function &K, Function *CloneOf) {
  auto [It, New] = BlockStreams.try_emplace(&K);
  if (New) {
    BlockStreamRefusal Kind;
    It->second.Text = blockStreamBlocker(K, CloneOf, Kind);
    if (!It->second.Text.empty())
      It->second.Why = Kind;
  }
  return It->second;
}

/// Whether \p S goes to its block's NULL stream instead of the per-thread
/// stream it names (the file comment's "sites moved"); sets \p P's
/// ToBlockStream, or NoBlockStream where K's rules refuse it.
bool Planner::movesToBlockStream(const LaunchSite &S, SitePlan &P) {
  if (P.ToBlockStream || P.NoBlockStream)
    return P.ToBlockStream; // decided already
  if (!isKernel(*S.Caller) || !S.isAnalyzable() || !intoPerThreadStream(S) ||
      P.TailChain || onceAndOnlyLaunch(S))
    return false;
  const BlockStreamVerdict &V = blockStreamVerdict(*S.Caller, P.CloneOf);
  P.NoBlockStream = V.Why;
  P.ToBlockStream = !V.Why;
  return P.ToBlockStream;
}

/// Cost: a kernel none of whose moved sites is aggregated keeps its
/// launches in the per-thread stream (the move would only order them); so
/// does one whose launches into its threads' own streams would move
/// (OwnStreamsPlan.cpp), for the same reason.
void Planner::settleBlockStream(MutableArrayRef<SitePlan> Plans) {
  MapVector<const Function *, bool> Aggregated;
  for (const SitePlan &P : Plans)
    if (P.ToBlockStream)
      Aggregated[P.Site->Caller] |= !P.refused();
  for (SitePlan &P : Plans)
    if (P.ToBlockStream && !Aggregated.lookup(P.Site->Caller))
      P.ToBlockStream = P.FromOwnStreams = false;
}
