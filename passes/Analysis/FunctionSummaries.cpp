//===- FunctionSummaries.cpp - facts per function, bottom up --------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The summaries are built over scc_iterator of the CallGraph, which gives
/// a component only after every component it calls: a function's summary
/// is its own calls joined with its callees' summaries, and the functions
/// of one cyclic component share theirs (each reaches all the others).
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

AnalysisKey FunctionSummariesAnalysis::Key;

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
  if (!CalleeSummary) {
    S.LaunchesUnknown = true;
    return;
  }
  S.Launches.insert(CalleeSummary->Launches.begin(),
                    CalleeSummary->Launches.end());
  S.LaunchesUnknown |= CalleeSummary->LaunchesUnknown;
}

} // namespace

const FunctionSummary *FunctionSummaries::lookup(const Function &F) const {
  auto It = Summaries.find(&F);
  return It == Summaries.end() ? nullptr : &It->second;
}

bool FunctionSummaries::launchFreeCall(const CallBase &CB) const {
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || launches(*Callee))
    return false;
  if (Callee->isDeclaration())
    return isStreamFree(*Callee);
  const FunctionSummary *S = lookup(*Callee);
  return S && S->LaunchFree;
}

bool FunctionSummaries::launchFree(const Function &F,
                                   const CallBase *Except) const {
  const FunctionSummary *S = lookup(F);
  if (!S || S->Recursive)
    return false;
  if (!Except)
    return S->LaunchFree;
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (CB != Except && !launchFreeCall(*CB))
        return false;
  return true;
}

FunctionSummaries::FunctionSummaries(Module &M) {
  CallGraph CG(M);
  // Every definition is a root once: the external node reaches only the
  // functions that may be called from outside.
  for (Function &Root : M) {
    if (Root.isDeclaration() || Summaries.count(&Root))
      continue;
    for (auto SCC = scc_begin(CG[&Root]); !SCC.isAtEnd(); ++SCC) {
      SmallVector<const Function *, 4> Fns;
      for (const CallGraphNode *N : *SCC)
        if (const Function *F = N->getFunction();
            F && !F->isDeclaration() && !Summaries.count(F))
          Fns.push_back(F);
      if (Fns.empty())
        continue; // a declaration, or built from an earlier root
      FunctionSummary S;
      S.Recursive = SCC.hasCycle();
      S.LaunchFree = !S.Recursive;
      for (const Function *F : Fns)
        for (const Instruction &I : instructions(*F)) {
          const auto *CB = dyn_cast<CallBase>(&I);
          if (!CB)
            continue;
          const Function *Callee = CB->getCalledFunction();
          if (Callee && is_contained(Fns, Callee))
            continue; // the component's own calls are being collected
          S.LaunchFree &= launchFreeCall(*CB);
          addLaunches(*CB, Callee, Callee ? lookup(*Callee) : nullptr, S);
        }
      for (const Function *F : Fns)
        Summaries[F] = S;
    }
  }
}

void FunctionSummaries::print(raw_ostream &OS, const Module &M) const {
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
                                                 ModuleAnalysisManager &) {
  return FunctionSummaries(M);
}

PreservedAnalyses FunctionSummariesPrinterPass::run(Module &M,
                                                    ModuleAnalysisManager &AM) {
  AM.getResult<FunctionSummariesAnalysis>(M).print(OS, M);
  return PreservedAnalyses::all();
}
