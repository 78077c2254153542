//===- dpagg/Analysis/KnownCalls.h - what DPAgg knows of callees -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rows of KnownCalls.def: what the passes know about a declaration or
/// an NVVM intrinsic they cannot see into. The rules ask the table instead
/// of keeping lists of their own, so two rules cannot quietly disagree on
/// what a call does; a name without a row is unknown and every rule that
/// asks refuses it.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_KNOWNCALLS_H
#define DPAGG_ANALYSIS_KNOWNCALLS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class raw_ostream;
} // namespace llvm

namespace dpagg {

enum class KnownMatch { Exact, Prefix };

/// A KNOWN_DECL row; the columns are described in KnownCalls.def.
struct KnownCall {
  llvm::StringRef Name;
  KnownMatch Match;
  bool Returns;
  bool Waits;
  bool Launches;
  bool Stream;
  bool Geometry;
  bool Own;
};

/// An NVVM_CLASS row; the columns are described in KnownCalls.def.
struct NVVMClass {
  llvm::StringRef Prefix; // after "llvm.nvvm."
  bool Waits;
  bool PerThread;
  bool WarpInsensitive;
};

/// The first row for a declaration named \p Name, or null: unknown.
const KnownCall *lookupKnownCall(llvm::StringRef Name);
/// The row for the declaration \p F (by name), or null: unknown. Only
/// declarations are known: a definition's body is what it does.
const KnownCall *lookupKnownCall(const llvm::Function &F);
/// The class of the NVVM intrinsic named \p Name (`llvm.nvvm.*`), or null.
const NVVMClass *lookupNVVMClass(llvm::StringRef Name);

/// Whether a call of the declaration \p F neither launches nor uses a
/// stream, an event or the error state (column STREAM); intrinsics do
/// neither.
bool isStreamFree(const llvm::Function &F);

/// print<dpagg-known-calls>: every declaration of the module and the row
/// the table gives it.
class KnownCallsPrinterPass
    : public llvm::PassInfoMixin<KnownCallsPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit KnownCallsPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_KNOWNCALLS_H
