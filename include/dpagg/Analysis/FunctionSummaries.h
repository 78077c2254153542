//===- dpagg/Analysis/FunctionSummaries.h - facts per function --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What each function of a module does through everything it calls,
/// computed once, bottom up over the strongly connected components of the
/// call graph, instead of a walk of the call tree per question and rule:
///  - whether it is recursive, whether it and everything it calls is free
///    of launches and of stream, event and error-state calls (the rule of
///    onceAndOnlyLaunch and of postponement), and the launch graph: the
///    kernels it may launch, directly or through the functions it calls;
///  - block scope: why threads running it may wait for one another outside
///    barriers (InterThreadWaits), and why a thread may end other than by
///    returning (the thread-exit rule);
///  - aggregated children (AggregatedChild.h): what its code does with
///    block geometry, warps, barriers and inline assembly (ChildFacts), the
///    static shared memory it uses, and the launches that a child would
///    serialize (tail launches);
///  - register bounds (RegisterBound.h): why a bound could break the link,
///    why FitRegisterBounds cannot fit one, which functions it reaches.
/// Declarations are judged by KnownCalls.def, inline assembly by PtxAsm.h.
///
/// Each fact is the answer of the rule's own walk of the call tree from the
/// function (the argument of each rule is at its walk in
/// FunctionFacts.cpp), with what lies below the function's component taken
/// from the summaries already built. Within a cycle of the call graph a
/// function's fact is what that walk finds starting from it.
///
/// A summary describes the module as it was when it was built: a client
/// that changes the IR builds a new one. dpagg-aggregate plans from the
/// module's (the analysis result), then summarizes the aggregated children,
/// which are new functions, on top of it (the Base of a second one), and
/// bounds registers from a summary of the module it has lowered.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_FUNCTIONSUMMARIES_H
#define DPAGG_ANALYSIS_FUNCTIONSUMMARIES_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class CallBase;
class Function;
class GlobalVariable;
class Module;
class raw_ostream;
} // namespace llvm

namespace dpagg {
class LaunchSiteInfo;

/// What a child kernel's code does with block geometry and warps.
struct ChildFacts {
  /// Reads %ctaid, %ntid, %nctaid or %dynamic_smem_size, itself or through
  /// a callee (the clone rewrites them all).
  bool ReadsGeometry = false;
  /// May depend on how the block's threads are grouped into warps: calls an
  /// intrinsic not on the allow-list of isWarpInsensitiveIntrinsic
  /// (FunctionFacts.cpp; shuffles, votes, lane masks, wmma/mma, ...) or
  /// contains inline assembly.
  bool WarpSensitive = false;
  /// Why the geometry reads cannot be rewritten; empty if they can.
  std::string Blocker;
  /// Why inline assembly of the code (or a callee's) cannot be copied into
  /// an aggregated child: it declares names or memory (inlineAsmDeclaration
  /// in PtxAsm.h has the allow-list); empty if it can.
  std::string AsmBlocker;
  /// Calls __syncthreads (barrier 0 for every thread), itself or through a
  /// callee (such children are not molded: moldBlocker).
  bool HasBarrier = false;
  /// Why the code cannot run as the body of a moldable clone's loop, apart
  /// from WarpSensitive and the waits the caller checks (moldBlocker); empty
  /// if it can.
  std::string MoldBlocker;
};

/// The static shared memory of a kernel whose code is a function and
/// everything it calls, as far as it can be seen.
struct SharedFacts {
  /// The shared variables (address space 3) its code uses, or its inline
  /// assembly names.
  llvm::SmallSetVector<const llvm::GlobalVariable *, 4> Globals;
  /// It calls __dpagg_child_enter (an aggregated child): the runtime's
  /// child state counts.
  bool ChildState = false;
  /// It calls __dpagg_child_enter_packed (a packed child): one state per
  /// warp counts.
  bool PackedChildState = false;
  /// What cannot be seen into (a function defined elsewhere, an indirect
  /// call, inline assembly that may declare memory); empty if nothing.
  std::string Unknown;
};

/// The estimate of the static shared memory of a kernel (see
/// FunctionSummaries::staticShared).
struct SharedEstimate {
  uint64_t Bytes = 0;
  /// What cannot be seen into; Bytes is then only a lower bound.
  std::string Unknown;
};

struct FunctionSummary {
  /// In a cycle of the call graph (calls itself, directly or not).
  bool Recursive = false;
  /// Neither it nor anything it calls launches or calls a declaration that
  /// uses a stream, an event or the error state (KnownCalls.def STREAM); no
  /// indirect call, no inline assembly, no recursion.
  bool LaunchFree = false;
  /// As LaunchFree, except that a declaration that only writes the calling
  /// thread's error state (STREAM 2: device cudaMalloc/cudaFree) is allowed:
  /// nothing it runs orders a launch or observes a launch's result.
  bool OrderFree = false;
  /// It or a function it calls launches a kernel this module cannot name
  /// (through a pointer, an indirect call or a declaration of another
  /// unit that may launch).
  bool LaunchesUnknown = false;
  /// The kernels it or a function it calls launches (the launch graph), in
  /// the order first found.
  llvm::SetVector<const llvm::Function *> Launches;
  /// Why threads of a block running it may wait for one another other than
  /// at barriers, or empty (InterThreadWaits); [1]: called from inside a
  /// cycle.
  std::string Waits[2];
  /// Why a thread running it may end other than by returning from it, or
  /// empty (the thread-exit rule).
  std::string ExitBlocker;
  /// The first synchronization it or a function it calls makes that lanes
  /// may reach apart (a convergent intrinsic but the aligned ones: warp
  /// syncs, unaligned CTA and cluster barriers, ...), or empty. A call to it
  /// is a wait for the block rules (InterThreadWaits).
  std::string WarpSync;
  ChildFacts Child;
  SharedFacts Shared;
  /// Why the launches of its own code could be serialized in an aggregated
  /// child (a tail launch, a stream that may be one), or empty; and the
  /// same of the functions it calls (the tail-launch rule).
  std::string TailLaunchOwn, TailLaunchBelow;
  /// Why a register bound on it could break the link (a call to a function
  /// ptxas compiles apart: RegisterBound.h), or empty.
  std::string CompiledApart;
  /// Why FitRegisterBounds cannot fit its bound: a call that is not to
  /// DPAgg's runtime, or empty.
  std::string UserCallee;
  /// The definitions it reaches through calls (itself if recursive).
  llvm::SmallPtrSet<const llvm::Function *, 8> Reachable;
};

class FunctionSummaries {
  llvm::DenseMap<const llvm::Function *, FunctionSummary> Summaries;
  const FunctionSummaries *Base = nullptr;

public:
  /// Summarizes every definition of \p M that \p Base (if any) does not
  /// know; \p Sites, the module's launch sites, give the tail-launch facts
  /// (none without them).
  explicit FunctionSummaries(llvm::Module &M,
                             const LaunchSiteInfo *Sites = nullptr,
                             const FunctionSummaries *Base = nullptr);

  /// The summary of the definition \p F, or null if \p F is a declaration
  /// or was not in the module when the summaries were built.
  const FunctionSummary *lookup(const llvm::Function &F) const;
  /// The summary of the definition \p F, which must be known.
  const FunctionSummary &get(const llvm::Function &F) const;

  /// Whether \p F (a definition) and everything it calls make no launch and
  /// use no stream or event API; \p Except, a call of \p F itself, does not
  /// count. False for a function the summaries do not know.
  bool launchFree(const llvm::Function &F,
                  const llvm::CallBase *Except = nullptr) const;
  /// Whether the call \p CB makes no launch and uses no stream or event
  /// API, through everything it calls.
  bool launchFreeCall(const llvm::CallBase &CB) const;
  /// launchFree and launchFreeCall for OrderFree: writes of the error state
  /// (device cudaMalloc/cudaFree) allowed, reads and streams not.
  bool orderFree(const llvm::Function &F,
                 const llvm::CallBase *Except = nullptr) const;
  bool orderFreeCall(const llvm::CallBase &CB) const;
  /// The first call of \p F, other than those in \p Except, that is not
  /// launch-free (launchFreeCall), or null: what a rule that lets \p F make
  /// only one launch (its launch and its parameter buffer excepted) refuses.
  const llvm::CallBase *
  firstNotLaunchFree(const llvm::Function &F,
                     llvm::ArrayRef<const llvm::CallBase *> Except) const;
  /// The same for orderFreeCall: the first call of \p F, other than those
  /// in \p Except, that is not order-free, or null. Only for the rule that
  /// excepts the creations and destructions of streams private to one
  /// launch (Aggregation/Plan.cpp, privateStreamLaunch); every other rule
  /// asks orderFree, which excepts none.
  const llvm::CallBase *
  firstNotOrderFree(const llvm::Function &F,
                    llvm::ArrayRef<const llvm::CallBase *> Except) const;

private:
  bool freeCall(const llvm::CallBase &CB,
                bool (*DeclFree)(const llvm::Function &),
                bool FunctionSummary::*Free) const;
  bool freeIn(const llvm::Function &F, const llvm::CallBase *Except,
              bool (FunctionSummaries::*CallFree)(const llvm::CallBase &) const,
              bool FunctionSummary::*Free) const;

public:
  /// Why threads of a block running \p F may wait for one another outside
  /// barriers, or empty.
  const std::string &interThreadWaits(const llvm::Function &F) const {
    return get(F).Waits[0];
  }
  /// Why a thread running \p F may end without returning from it, or empty.
  const std::string &exitBlocker(const llvm::Function &F) const {
    return get(F).ExitBlocker;
  }
  const ChildFacts &childFacts(const llvm::Function &F) const {
    return get(F).Child;
  }
  /// An over-estimate of the static shared memory of a kernel whose code is
  /// \p F and everything it calls: the linker lays out the shared variables
  /// a kernel uses from an aligned base, in an order we do not know, so at
  /// most each variable's size plus less than its alignment of padding
  /// before it, and no padding before the first; the sum of sizes and
  /// alignments less one, less the smallest such slack, bounds it. The
  /// runtime's state counts for kernels that call __dpagg_child_enter.
  SharedEstimate staticShared(const llvm::Function &F) const;
  /// Why the launches of \p F or of a function it calls could be
  /// serialized once \p F's launches are aggregated, or empty.
  const std::string &tailLaunch(const llvm::Function &F) const;
  /// Why a register bound on \p F could break the link, or empty.
  const std::string &compiledApart(const llvm::Function &F) const {
    return get(F).CompiledApart;
  }
  /// Why FitRegisterBounds cannot fit \p F's bound, or empty.
  const std::string &userCallee(const llvm::Function &F) const {
    return get(F).UserCallee;
  }
  /// The definitions \p F reaches through calls.
  const llvm::SmallPtrSetImpl<const llvm::Function *> &
  reachable(const llvm::Function &F) const {
    return get(F).Reachable;
  }
  /// True if \p F is, or reaches through calls, one of \p Targets.
  bool reachesAnyOf(
      const llvm::Function &F,
      const llvm::SmallPtrSetImpl<const llvm::Function *> &Targets) const;

  void print(llvm::raw_ostream &OS, const llvm::Module &M) const;
};

/// Module analysis: the summaries of the module's functions.
class FunctionSummariesAnalysis
    : public llvm::AnalysisInfoMixin<FunctionSummariesAnalysis> {
  friend llvm::AnalysisInfoMixin<FunctionSummariesAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = FunctionSummaries;
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
};

/// print<dpagg-function-summaries>: per definition the facts of the rules
/// that hold something, then per definition its launch summary, then the
/// launch graph of the kernels.
class FunctionSummariesPrinterPass
    : public llvm::PassInfoMixin<FunctionSummariesPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit FunctionSummariesPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_FUNCTIONSUMMARIES_H
