//===- OwnStreamsPlan.cpp - the thread's own streams into the block's -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Issue 23, item 3, last part: "streams a thread creates itself are private
/// to it". Wu, Li and Becchi's applications (IPDPS 2016) create four
/// streams per parent thread (cudaStreamCreateWithFlags(&s[i],
/// cudaStreamNonBlocking), a local array), launch a child per work item into
/// s[i % 4] and destroy them at the end. A launch into a stream its thread
/// created is aggregated into cudaStreamFireAndForget only where it is its
/// thread's only launch, once (Plan.cpp, privateStreamLaunch); elsewhere it
/// is refused (own-stream: every group the runtime could form by stream
/// value would hold one launch). This rule takes the others, as
/// BlockStreamPlan.cpp takes a thread's launches into its per-thread
/// stream: every launch a thread of kernel K makes into the streams it
/// created goes to its block's NULL stream instead (the entry without
/// _ptsz, the stream null), aggregated or as written; the NULL-stream rules
/// then apply to them as to launches written so.
///
/// The rules (ownStreamsBlocker; one DPAGG_NO_OWN_STREAMS_MOVE row of
/// Reasons.def each, in this order), for K:
///  (1) not under -dpagg-strict-ordering (which refuses every such site by
///      rule strict-ordering first anyway);
///  (2) K is a kernel of the module, not an aggregated clone (whose physical
///      threads run the threads of many launches);
///  (3) every launch site of K is analyzable and calls a launch entry itself
///      (not the CUDA header's wrapper), so the lowering can rewrite it;
///  (4) every launch of K whose stream is not a constant is into streams its
///      thread created and that are private to K's launches
///      (privateStreamsBlocker, Analysis/StreamFacts.h): every stream the
///      operand may be is loaded, through phis and selects, from an alloca
///      of K (a thread-private array, of this invocation) whose address only
///      loads, lifetime markers and the out-parameter of
///      cudaStreamCreateWithFlags take, each creation with the constant
///      flag cudaStreamNonBlocking; every handle loaded from it reaches only
///      the stream operand of a launch of K and cudaStreamDestroy (given
///      only streams the thread created); no destruction can run before the
///      launch (no CFG path from one to it). So no handle is stored to any
///      memory, passed to a function, an event call, a query or a child:
///      the streams are named by this thread's launches of K alone. An
///      allow-list: anything else refuses (own-streams-private);
///  (5) every other launch of K names the block's NULL stream (the entry
///      without _ptsz), cudaStreamFireAndForget or cudaStreamTailLaunch by a
///      constant (own-streams-stream refuses the rest: the per-thread
///      default stream, which BlockStreamPlan.cpp moves only in a kernel
///      that creates no stream, a legacy or unknown constant, a stream known
///      only at run time);
///  (6) every other call of K, through everything it calls, is order-free
///      (FunctionSummaries::firstNotOrderFree; the sites' launch and
///      parameter-buffer calls and the creations and destructions of (4)
///      excepted): no launch outside K's own body, no other stream or event
///      call, no read of the error state.
/// The sites moved (movesOwnStreamsToBlock; SitePlan::ToBlockStream with
/// FromOwnStreams): every site of such a K whose stream its thread created,
/// aggregated or refused by another rule, except a launch privateStreamLaunch
/// sends to cudaStreamFireAndForget (its kernel's only launch, once: K then
/// has no other launch to move). Cost, not legality (settleBlockStream):
/// where none of K's moved sites ends up aggregated, none is moved.
///
/// Legality, for every valid program:
///  - Order within each stream is kept, and order is only added. A stream
///    its thread created holds, by (4), only that thread's launches of K,
///    which it runs in the order made. The block's NULL stream runs the
///    launches its threads make into it in the order they are made
///    (platform-facts.md section 2). Every launch into the thread's streams
///    is a site of K ((4): the handles reach nothing else) and every one is
///    moved (all of K's such sites, aggregated or not), so two launches of
///    the thread that were ordered in one of its streams are in the block's
///    stream in the order the thread made them. What is added is order
///    between launches of different streams of the thread, of different
///    threads of the block, and with K's launches into the NULL stream as
///    written. CUDA guarantees no concurrency between streams (a child "is
///    not guaranteed to begin execution until the launching thread reaches
///    an implicit launch-synchronization point"; the streams are
///    non-blocking, which lets, not makes, their work overlap the NULL
///    stream's), so a valid program cannot depend on two children running
///    at the same time, and an execution with more order is one the program
///    already allowed.
///  - Nothing else is ordered against the thread's streams: by (4) no event
///    is recorded in them or waited for and no stream is queried, and by (6)
///    no other stream or event call is made; cudaStreamFireAndForget and
///    tail launches are ordered with neither (a tail launch waits for all of
///    the grid's work, in any stream, as before).
///  - The destructions. cudaStreamDestroy of a device stream returns at once
///    and releases the stream once its work is done: it neither waits for
///    nor reports on that work. After the move the stream has no work, which
///    is a stream it may destroy; its result is cudaSuccess for a stream
///    that was created, either way. The creations are made as written.
///  - A creation that fails. The device runtime documents one failure of
///    cudaStreamCreateWithFlags, an invalid flag (cudaErrorInvalidValue),
///    which the constant cudaStreamNonBlocking rules out; the out-parameter
///    is an alloca's address, never null. On any other failure (resources),
///    CUDA does not define the handle: the original launch into it would use
///    an undefined value (the alloca's element, never written by a
///    successful creation), which is not a valid program, so whatever the
///    moved launch does is allowed. A program that checks the creation's
///    result and launches only into created streams is valid, and loses
///    nothing: the result is returned as written. An element never created
///    is the same undefined value.
///  - What the thread sees. A launch's result: the same entry point runs the
///    same checks for a NULL-stream launch as for a created stream's (the
///    configuration, the parameter buffer, the device's pending-launch pool,
///    which is the device's, not the stream's: what it answers depends on
///    what else is pending, so any of its answers is one the program already
///    had to handle); the one failure particular to a created stream, an
///    invalid handle, is no valid program's. The error state: a failing
///    launch writes it in either stream, and by (6) nothing in K reads it.
///    Memory: a child sees the parent's writes made before its launch, in
///    any stream. The parent grid completes after all its children, in any
///    stream, so K's launcher, its tail launches and the host see the same.
///  - After the move the launches are NULL-stream launches of one block, and
///    BlockStreamPlan.cpp's last paragraph holds for them word for word: an
///    aggregate goes into its owner's NULL stream, the same block's, and no
///    joiner returns before it is enqueued (runtime/Join.cuh, "Order");
///    replays and launches made alone go there too (ToBlockStream: stream
///    null, DPAGG_LAUNCH_PTSZ clear). A moved site is never its thread's
///    only launch, once (privateStreamLaunch would have taken it: its rules
///    (4) and (6) are this rule's, for one launch), so grid scope and the
///    last exit narrow it (observed) and serialization refuses it
///    (serial-order); postponement moves a launch only over code that
///    launches nothing and calls no stream function.
/// The remark says what ordering changes; -dpagg-strict-ordering refuses.
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
using namespace dpagg;

/// Rule (5): a constant stream the move leaves where it is.
static bool staysWhereItIs(const LaunchSite &S) {
  StringRef Kind = S.streamKindName();
  return Kind == "NULL" || Kind == "fire-and-forget" || Kind == "tail-launch";
}

/// Rules (3) to (5) for one site \p T of the kernel, whose launch calls are
/// \p Launches; the creations and destructions of its streams go to \p
/// Calls.
std::string Planner::ownStreamsSiteBlocker(
    const LaunchSite &T, ArrayRef<const CallBase *> Launches,
    SmallVectorImpl<const CallBase *> &Calls, OwnStreamsRefusal &Kind) const {
  Kind = OwnStreamsRefusal::Launch;
  if (!T.isAnalyzable())
    return "the kernel makes a launch the pass cannot analyze (" +
           T.Unanalyzable + "), which could not be moved with the others";
  if (T.ViaHeaderWrapper)
    return "the kernel makes a launch through the CUDA header's wrapper, "
           "which the pass does not rewrite";
  if (staysWhereItIs(T))
    return "";
  Kind = OwnStreamsRefusal::Stream;
  if (!streamCreatedByThread(T.Stream))
    return "the kernel makes a launch of " + kernelName(*T.Kernel) + " into " +
           (T.streamKindName().empty()
                ? std::string("a stream known only at run time")
                : "the " + T.streamKindName().str() + " stream") +
           ", which is neither the block's NULL stream, a stream that orders "
           "nothing nor one its thread created";
  Kind = OwnStreamsRefusal::Private;
  auto *Launch = cast<CallBase>(T.Launch);
  if (std::string Why =
          privateStreamsBlocker(T.Stream, *Launch, Launches, Calls);
      !Why.empty())
    return "the launch of " + kernelName(*T.Kernel) +
           " into a stream its thread created: " + Why;
  return "";
}

/// Why the launches of \p K into streams its threads created cannot go to
/// its blocks' NULL stream, or empty; \p Kind names the rule. \p CloneOf: K
/// is the aggregated clone of that kernel.
std::string Planner::ownStreamsBlocker(const Function &K, Function *CloneOf,
                                       OwnStreamsRefusal &Kind) const {
  Kind = OwnStreamsRefusal::StrictOrdering;
  if (Opts.StrictOrdering)
    return "-dpagg-strict-ordering keeps every launch in the stream it names";
  Kind = OwnStreamsRefusal::InClone;
  if (CloneOf)
    return "the launch is in an aggregated clone, whose threads run the "
           "threads of many launches";
  SmallVector<const CallBase *, 8> Launches, Except;
  for (const LaunchSite *T : sitesIn(K))
    if (auto *CB = dyn_cast_or_null<CallBase>(T->Launch))
      Launches.push_back(CB);
  for (const LaunchSite *T : sitesIn(K)) {
    if (std::string Why = ownStreamsSiteBlocker(*T, Launches, Except, Kind);
        !Why.empty())
      return Why;
    Except.append({T->Launch, T->Buffer});
  }
  Kind = OwnStreamsRefusal::Calls;
  if (const CallBase *CB = facts().firstNotOrderFree(K, Except)) {
    const Function *F = CB->getCalledFunction();
    return "the kernel calls " +
           (F ? demangle(F->getName())
              : std::string(CB->isInlineAsm() ? "inline assembly"
                                              : "through a pointer")) +
           ", which may launch (into a stream of the thread's, out of order "
           "with the moved launches) or use a stream, an event or the error "
           "state";
  }
  return "";
}

const Planner::OwnStreamsVerdict &
Planner::ownStreamsVerdict(const Function &K, Function *CloneOf) {
  auto [It, New] = OwnStreams.try_emplace(&K);
  if (New) {
    OwnStreamsRefusal Kind;
    It->second.Text = ownStreamsBlocker(K, CloneOf, Kind);
    if (!It->second.Text.empty())
      It->second.Why = Kind;
  }
  return It->second;
}

/// Whether \p S, a launch into a stream its thread created, goes to its
/// block's NULL stream instead (the file comment's "sites moved"); sets \p
/// P's ToBlockStream and FromOwnStreams, or NoOwnStreams where K's rules
/// refuse it. The caller has tried privateStreamLaunch first.
bool Planner::movesOwnStreamsToBlock(const LaunchSite &S, SitePlan &P) {
  if (P.ToBlockStream || P.NoOwnStreams)
    return P.ToBlockStream; // decided already
  if (!isKernel(*S.Caller) || !S.isAnalyzable() || !S.Stream ||
      P.PrivateStream || P.TailChain || !streamCreatedByThread(S.Stream))
    return false;
  const OwnStreamsVerdict &V = ownStreamsVerdict(*S.Caller, P.CloneOf);
  P.NoOwnStreams = V.Why;
  P.ToBlockStream = P.FromOwnStreams = !V.Why;
  return P.ToBlockStream;
}
