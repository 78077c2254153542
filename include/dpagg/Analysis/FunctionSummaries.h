//===- dpagg/Analysis/FunctionSummaries.h - facts per function --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What each function of a module does through everything it calls,
/// computed once, bottom up over the strongly connected components of the
/// call graph, instead of a walk of the call tree per question: whether it
/// is recursive, whether it and everything it calls is free of launches and
/// of stream, event and error-state calls (the rule of onceAndOnlyLaunch
/// and of postponement), and the launch graph: the kernels it may launch,
/// directly or through the functions it calls. Declarations are judged by
/// KnownCalls.def.
///
/// A summary describes the module as it was when it was built: a client
/// that changes the IR builds a new one (the planner builds one per batch
/// of sites it plans, and plans before anything changes).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_FUNCTIONSUMMARIES_H
#define DPAGG_ANALYSIS_FUNCTIONSUMMARIES_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class CallBase;
class Function;
class Module;
class raw_ostream;
} // namespace llvm

namespace dpagg {

struct FunctionSummary {
  /// In a cycle of the call graph (calls itself, directly or not).
  bool Recursive = false;
  /// Neither it nor anything it calls launches or calls a declaration that
  /// uses a stream, an event or the error state (KnownCalls.def STREAM); no
  /// indirect call, no inline assembly, no recursion.
  bool LaunchFree = false;
  /// It or a function it calls launches a kernel this module cannot name
  /// (through a pointer, an indirect call or a declaration of another
  /// unit that may launch).
  bool LaunchesUnknown = false;
  /// The kernels it or a function it calls launches (the launch graph), in
  /// the order first found.
  llvm::SetVector<const llvm::Function *> Launches;
};

class FunctionSummaries {
  llvm::DenseMap<const llvm::Function *, FunctionSummary> Summaries;

public:
  explicit FunctionSummaries(llvm::Module &M);

  /// The summary of the definition \p F, or null if \p F is a declaration
  /// or was not in the module when the summaries were built.
  const FunctionSummary *lookup(const llvm::Function &F) const;
  /// Whether \p F (a definition) and everything it calls make no launch and
  /// use no stream or event API; \p Except, a call of \p F itself, does not
  /// count. False for a function the summaries do not know.
  bool launchFree(const llvm::Function &F,
                  const llvm::CallBase *Except = nullptr) const;
  /// Whether the call \p CB makes no launch and uses no stream or event
  /// API, through everything it calls.
  bool launchFreeCall(const llvm::CallBase &CB) const;

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

/// print<dpagg-function-summaries>: per definition its summary, then the
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
