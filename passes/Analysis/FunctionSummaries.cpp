//===- FunctionSummaries.cpp - facts per function, bottom up --------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The summaries are built over scc_iterator of the graph of definitions
/// and the definitions they call (through pointer casts too: CallWalk.h's
/// callees), which gives a component only after every component it calls.
/// A function's launch summary is its own calls joined with its callees'
/// summaries, and the functions of one cyclic component share theirs (each
/// reaches all the others); the facts of the other rules are their own
/// walks, cut at the component (FunctionFacts.cpp).
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/FunctionSummaries.h"
#include "FunctionFacts.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>

using namespace llvm;
using namespace dpagg;

AnalysisKey FunctionSummariesAnalysis::Key;

namespace {

/// A definition being summarized and the definitions being summarized
/// that it calls; the root calls every one.
struct CallNode {
  Function *F = nullptr;
  SmallVector<CallNode *, 4> Callees;
};

} // namespace

template <> struct llvm::GraphTraits<CallNode *> {
  using NodeRef = CallNode *;
  using ChildIteratorType = SmallVectorImpl<CallNode *>::iterator;
  static NodeRef getEntryNode(CallNode *N) { return N; }
  static ChildIteratorType child_begin(NodeRef N) { return N->Callees.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Callees.end(); }
};

namespace {

/// The launch entry a call of \p Callee is (a declaration, or the CUDA
/// header's wrapper of one), if it names the launched kernel in its first
/// argument: the V1 launch, and the V2 parameter buffer (the V2 launch
/// takes that buffer).
bool namesKernel(const Function &Callee) {
  LaunchEntryKind K = classifyLaunchEntry(&Callee).Kind;
  return K == LaunchEntryKind::LaunchDevice ||
         K == LaunchEntryKind::GetParameterBufferV2;
}

bool launches(const Function &Callee) {
  LaunchEntryKind K = classifyLaunchEntry(&Callee).Kind;
  return K == LaunchEntryKind::LaunchDevice ||
         K == LaunchEntryKind::LaunchDeviceV2;
}

/// Adds to \p S what the call \p CB launches.
void addLaunches(const CallBase &CB, const Function *Callee,
                 const FunctionSummary *CalleeSummary, FunctionSummary &S) {
  if (!Callee) {
    S.LaunchesUnknown = true; // indirect, or inline assembly
    return;
  }
  if (namesKernel(*Callee)) {
    if (const auto *K =
            dyn_cast<Function>(CB.getArgOperand(0)->stripPointerCasts()))
      S.Launches.insert(K);
    else
      S.LaunchesUnknown = true;
    return;
  }
  if (launches(*Callee) || Callee->isIntrinsic())
    return; // the V2 launch of a buffer counted above
  if (Callee->isDeclaration()) {
    const KnownCall *Row = lookupKnownCall(*Callee);
    S.LaunchesUnknown |= !Row; // another unit's function may launch
    return;
  }
  // A definition the linker may replace (weak, or linkonce without the
  // one-definition rule): with -fgpu-rdc nvlink keeps another unit's strong
  // one, whose launches this unit never sees (red team, tc_weak_sibling).
  if (Callee->isInterposable()) {
    S.LaunchesUnknown = true;
    return;
  }
  if (!CalleeSummary) {
    S.LaunchesUnknown = true;
    return;
  }
  S.Launches.insert(CalleeSummary->Launches.begin(),
                    CalleeSummary->Launches.end());
  S.LaunchesUnknown |= CalleeSummary->LaunchesUnknown;
}

/// The definitions \p F calls, as CallWalk.h saw them (pointer casts
/// stripped, inline assembly skipped).
SmallVector<Function *, 4> definedCallees(Function &F) {
  SmallVector<Function *, 4> Callees;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I); CB && !CB->isInlineAsm())
      if (auto *Callee =
              dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
          Callee && !Callee->isDeclaration() && !is_contained(Callees, Callee))
        Callees.push_back(Callee);
  return Callees;
}

/// A summary for a function the summaries do not know: every rule refuses.
const FunctionSummary &unknownSummary() {
  static const FunctionSummary S = [] {
    FunctionSummary U;
    std::string Why = "a function the summaries do not know";
    U.LaunchesUnknown = true;
    U.Waits[0] = U.Waits[1] = U.ExitBlocker = U.WarpSync = Why;
    U.Child.WarpSensitive = true;
    U.Child.Blocker = U.Child.AsmBlocker = U.Child.MoldBlocker = Why;
    U.Shared.Unknown = U.TailLaunchOwn = U.CompiledApart = U.UserCallee = Why;
    return U;
  }();
  return S;
}

} // namespace

const FunctionSummary *FunctionSummaries::lookup(const Function &F) const {
  auto It = Summaries.find(&F);
  if (It != Summaries.end())
    return &It->second;
  return Base ? Base->lookup(F) : nullptr;
}

const FunctionSummary &FunctionSummaries::get(const Function &F) const {
  const FunctionSummary *S = lookup(F);
  assert(S && "a function the summaries do not know");
  return S ? *S : unknownSummary();
}

/// launchFreeCall and orderFreeCall: what the callee's declaration row
/// (\p DeclFree) or its summary (\p Free) says.
bool FunctionSummaries::freeCall(const CallBase &CB,
                                 bool (*DeclFree)(const Function &),
                                 bool FunctionSummary::*Free) const {
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || launches(*Callee))
    return false;
  if (Callee->isDeclaration())
    return DeclFree(*Callee);
  // Another unit's definition may replace it at the link (addLaunches).
  if (Callee->isInterposable())
    return false;
  const FunctionSummary *S = lookup(*Callee);
  return S && S->*Free;
}

/// launchFree and orderFree: \p F's summary, or, with \p Except, every call
/// of \p F but that one.
bool FunctionSummaries::freeIn(
    const Function &F, const CallBase *Except,
    bool (FunctionSummaries::*CallFree)(const CallBase &) const,
    bool FunctionSummary::*Free) const {
  const FunctionSummary *S = lookup(F);
  if (!S || S->Recursive)
    return false;
  if (!Except)
    return S->*Free;
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (CB != Except && !(this->*CallFree)(*CB))
        return false;
  return true;
}

const CallBase *
FunctionSummaries::firstNotLaunchFree(const Function &F,
                                      ArrayRef<const CallBase *> Except) const {
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (!is_contained(Except, CB) && !launchFreeCall(*CB))
        return CB;
  return nullptr;
}

const CallBase *
FunctionSummaries::firstNotOrderFree(const Function &F,
                                     ArrayRef<const CallBase *> Except) const {
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (!is_contained(Except, CB) && !orderFreeCall(*CB))
        return CB;
  return nullptr;
}

bool FunctionSummaries::launchFreeCall(const CallBase &CB) const {
  return freeCall(CB, isStreamFree, &FunctionSummary::LaunchFree);
}

bool FunctionSummaries::orderFreeCall(const CallBase &CB) const {
  return freeCall(CB, isOrderFree, &FunctionSummary::OrderFree);
}

bool FunctionSummaries::launchFree(const Function &F,
                                   const CallBase *Except) const {
  return freeIn(F, Except, &FunctionSummaries::launchFreeCall,
                &FunctionSummary::LaunchFree);
}

bool FunctionSummaries::orderFree(const Function &F,
                                  const CallBase *Except) const {
  return freeIn(F, Except, &FunctionSummaries::orderFreeCall,
                &FunctionSummary::OrderFree);
}

SharedEstimate FunctionSummaries::staticShared(const Function &F) const {
  const SharedFacts &Facts = get(F).Shared;
  SharedEstimate E;
  E.Unknown = Facts.Unknown;
  const DataLayout &DL = F.getDataLayout();
  uint64_t MinSlack = ~0ull;
  for (const GlobalVariable *GV : Facts.Globals) {
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    if (!Size)
      continue; // extern __shared__: dynamic shared memory
    uint64_t Slack = GV->getAlign().valueOrOne().value() - 1;
    E.Bytes += Size + Slack;
    MinSlack = std::min(MinSlack, Slack);
  }
  if (MinSlack != ~0ull)
    E.Bytes -= MinSlack;
  if (Facts.ChildState)
    E.Bytes += DPAGG_CHILD_STATE_SHARED_BYTES;
  if (Facts.PackedChildState)
    E.Bytes += DPAGG_PACKED_CHILD_STATE_SHARED_BYTES;
  return E;
}

const std::string &FunctionSummaries::tailLaunch(const Function &F) const {
  const FunctionSummary &S = get(F);
  return S.TailLaunchOwn.empty() ? S.TailLaunchBelow : S.TailLaunchOwn;
}

bool FunctionSummaries::reachesAnyOf(
    const Function &F, const SmallPtrSetImpl<const Function *> &Targets) const {
  if (Targets.contains(&F))
    return true;
  return any_of(get(F).Reachable,
                [&](const Function *G) { return Targets.contains(G); });
}

namespace {

/// Builds the summaries of one component, bottom up.
class ComponentSummarizer {
  const FunctionSummaries &Done;
  ArrayRef<Function *> Fns;
  const DenseMap<const Function *, SmallVector<const LaunchSite *, 4>> &Sites;
  Component C;

public:
  ComponentSummarizer(const FunctionSummaries &Done, ArrayRef<Function *> Fns,
                      const DenseMap<const Function *,
                                     SmallVector<const LaunchSite *, 4>> &Sites)
      : Done(Done), Fns(Fns), Sites(Sites), C(Fns, Done) {}

  /// What the component launches and reaches, the same for every member.
  FunctionSummary launchesAndReach(bool Cyclic) const;
  /// The facts of the rules for \p F, a member.
  void facts(Function &F, FunctionSummary &S) const;
};

FunctionSummary ComponentSummarizer::launchesAndReach(bool Cyclic) const {
  FunctionSummary S;
  S.Recursive = Cyclic;
  S.LaunchFree = S.OrderFree = !S.Recursive;
  for (Function *F : Fns) {
    if (Cyclic)
      S.Reachable.insert(F);
    for (const Instruction &I : instructions(*F)) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const Function *Callee = CB->getCalledFunction();
      if (Callee && C.contains(*Callee))
        continue; // the component's own calls are being collected
      S.LaunchFree &= Done.launchFreeCall(*CB);
      S.OrderFree &= Done.orderFreeCall(*CB);
      addLaunches(*CB, Callee, Callee ? Done.lookup(*Callee) : nullptr, S);
    }
    for (Function *Callee : definedCallees(*F))
      if (!C.contains(*Callee)) {
        S.Reachable.insert(Callee);
        S.Reachable.insert_range(Done.get(*Callee).Reachable);
      }
  }
  return S;
}

void ComponentSummarizer::facts(Function &F, FunctionSummary &S) const {
  S.Waits[0] = interThreadWaits(C, F, /*InCycle=*/false);
  S.Waits[1] = interThreadWaits(C, F, /*InCycle=*/true);
  S.ExitBlocker = exitBlocker(C, F);
  S.WarpSync = warpSyncs(C, F);
  S.Child = childFacts(C, F);
  S.Shared = sharedFacts(C, F);
  auto Own = [&](const Function &G) {
    return tailLaunchOwn(G, Sites.lookup(&G));
  };
  S.TailLaunchOwn = Own(F);
  S.TailLaunchBelow = tailLaunchBelow(C, F, Own);
  S.CompiledApart = compiledApart(C, F);
  S.UserCallee = userCallee(C, F);
}

} // namespace

FunctionSummaries::FunctionSummaries(Module &M, const LaunchSiteInfo *LSI,
                                     const FunctionSummaries *Base)
    : Base(Base) {
  DenseMap<const Function *, SmallVector<const LaunchSite *, 4>> Sites;
  if (LSI)
    for (const LaunchSite &S : LSI->Sites)
      Sites[S.Caller].push_back(&S);
  // One node per definition to summarize; the root calls each, in the
  // module's order.
  std::deque<CallNode> Nodes;
  DenseMap<const Function *, CallNode *> NodeOf;
  CallNode Root;
  for (Function &F : M)
    if (!F.isDeclaration() && !lookup(F)) {
      CallNode *N = &Nodes.emplace_back();
      N->F = &F;
      NodeOf[&F] = N;
      Root.Callees.push_back(N);
    }
  for (CallNode &N : Nodes)
    for (Function *Callee : definedCallees(*N.F))
      if (CallNode *To = NodeOf.lookup(Callee))
        N.Callees.push_back(To);
  for (auto SCC = scc_begin(&Root); !SCC.isAtEnd(); ++SCC) {
    SmallVector<Function *, 4> Fns;
    for (CallNode *N : *SCC)
      if (N->F)
        Fns.push_back(N->F);
    if (Fns.empty())
      continue; // the root
    ComponentSummarizer Summarizer(*this, Fns, Sites);
    FunctionSummary Common = Summarizer.launchesAndReach(SCC.hasCycle());
    SmallVector<FunctionSummary, 4> Out(Fns.size(), Common);
    for (auto [F, S] : zip(Fns, Out))
      Summarizer.facts(*F, S);
    for (auto [F, S] : zip(Fns, Out))
      Summaries[F] = std::move(S);
  }
}

//===----------------------------------------------------------------------===//
// The printer
//===----------------------------------------------------------------------===//

/// The facts of the rules that hold something for \p S.
static void printFacts(raw_ostream &OS, const Function &F,
                       const FunctionSummaries &Summaries, const Module &M) {
  const FunctionSummary &S = Summaries.get(F);
  OS << "facts of @" << F.getName() << ":\n";
  auto Line = [&](StringRef Fact, StringRef Why) {
    if (!Why.empty())
      OS << "  " << Fact << ": " << Why << "\n";
  };
  Line("inter-thread waits", S.Waits[0]);
  Line("inter-thread waits in a loop", S.Waits[1]);
  Line("thread exit", S.ExitBlocker);
  Line("warp sync", S.WarpSync);
  const ChildFacts &C = S.Child;
  if (C.ReadsGeometry || C.WarpSensitive || C.HasBarrier)
    OS << "  child:" << (C.ReadsGeometry ? " reads-geometry" : "")
       << (C.WarpSensitive ? " warp-sensitive" : "")
       << (C.HasBarrier ? " syncthreads" : "") << "\n";
  Line("child blocker", C.Blocker);
  Line("child assembly", C.AsmBlocker);
  Line("mold blocker", C.MoldBlocker);
  SharedEstimate E = Summaries.staticShared(F);
  if (E.Bytes || !E.Unknown.empty())
    OS << "  static shared: " << E.Bytes << " bytes"
       << (E.Unknown.empty() ? "" : " at least, not known: ") << E.Unknown
       << "\n";
  Line("tail launch", Summaries.tailLaunch(F));
  Line("compiled apart", S.CompiledApart);
  Line("user callee", S.UserCallee);
  if (!S.Reachable.empty()) {
    OS << "  reaches:";
    for (const Function &G : M)
      if (S.Reachable.contains(&G))
        OS << " @" << G.getName();
    OS << "\n";
  }
}

void FunctionSummaries::print(raw_ostream &OS, const Module &M) const {
  for (const Function &F : M)
    if (lookup(F))
      printFacts(OS, F, *this, M);
  auto PrintLaunches = [&](const FunctionSummary &S) {
    for (const Function *K : S.Launches)
      OS << " @" << K->getName();
    if (S.LaunchesUnknown)
      OS << " ?";
  };
  for (const Function &F : M) {
    const FunctionSummary *S = lookup(F);
    if (!S)
      continue;
    OS << "@" << F.getName() << ":";
    if (S->Recursive)
      OS << " recursive";
    if (S->LaunchFree)
      OS << " launch-free";
    else if (S->OrderFree)
      OS << " order-free";
    if (!S->Launches.empty() || S->LaunchesUnknown) {
      OS << " launches";
      PrintLaunches(*S);
    }
    OS << "\n";
  }
  OS << "launch graph:\n";
  for (const Function &F : M) {
    const FunctionSummary *S = lookup(F);
    if (!S || !isKernel(F))
      continue;
    OS << "  @" << F.getName() << " ->";
    PrintLaunches(*S);
    if (S->Launches.contains(&F))
      OS << " (launches itself)";
    OS << "\n";
  }
}

FunctionSummaries FunctionSummariesAnalysis::run(Module &M,
                                                 ModuleAnalysisManager &MAM) {
  return FunctionSummaries(M, &MAM.getResult<LaunchSiteAnalysis>(M));
}

PreservedAnalyses FunctionSummariesPrinterPass::run(Module &M,
                                                    ModuleAnalysisManager &AM) {
  AM.getResult<FunctionSummariesAnalysis>(M).print(OS, M);
  return PreservedAnalyses::all();
}
