//===- dpagg/Analysis/AllocationSites.h - heap allocations ------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The device-heap allocation sites of a function (malloc, cudaMalloc:
/// KnownCalls.def ALLOC_CALL) and, for each, whether its pointer provably
/// stays inside the function's own data flow, with every free that can
/// receive it (issue 25, first slice; docs/allocation-aggregation.md).
///
/// Why the rule is what it is: an aggregated site hands a thread a
/// sub-buffer of one block, and a plain free of a sub-buffer corrupts the
/// device heap. So a site is aggregable only if every free that can ever
/// receive its pointer is one DPAgg rewrites. The analysis proves that by
/// an allow-list over the pointer's uses: the values "of the site" are its
/// roots (malloc's result; each load of cudaMalloc's out-pointer, a local
/// variable that only this call writes, besides null, and only loads read)
/// and what GEPs, casts, phis and selects make of them; each such value may
/// only be the address of a load, store, atomic or memory intrinsic (never
/// the value stored), an operand of a compare (a bit about the address,
/// never the pointer), or freed by a free/cudaFree call. Nothing else can
/// hold it: no memory (a store of it is refused), no callee (calls are
/// refused), no integer (ptrtoint is refused), no caller (return is
/// refused), no inline assembly. So every free the pointer can reach is one
/// of the site's Frees, which the transform rewrites. A phi or select may
/// merge it with any other pointer: the transform carries, next to each
/// value, the header of the block it came from, null for a pointer from
/// anywhere else, so a free that can receive both kinds knows which it got
/// (AggregateAllocations.cpp).
///
/// Sites in functions that are not kernels are refused: the runtime's
/// collectives then run in a function ptxas may compile apart under the
/// register bound of a kernel that calls it (the launch rule of the same
/// name, architecture.md).
///
/// USAGE: opt -passes='print<dpagg-alloc-sites>' -disable-output in.ll
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_ALLOCATIONSITES_H
#define DPAGG_ANALYSIS_ALLOCATIONSITES_H

#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Support/Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include <optional>
#include <vector>

namespace llvm {
class AllocaInst;
class CallInst;
class Instruction;
class StoreInst;
class Value;
} // namespace llvm

namespace dpagg {

/// Why a site is not aggregable (AllocationRefusals.def).
enum class AllocRefusal {
#define DPAGG_ALLOC_REFUSAL(Name, Text, Program) Name,
#include "dpagg/Analysis/AllocationRefusals.def"
};
llvm::StringRef allocRefusalName(AllocRefusal R);
llvm::StringRef allocRefusalText(AllocRefusal R);
/// Whether -dpagg-alloc-frees=program lifts \p R (the .def's Program).
bool allocRefusalLiftedInProgram(AllocRefusal R);

/// One malloc or cudaMalloc call and what its pointer reaches.
struct AllocationSite {
  llvm::CallInst *Call;
  AllocRole Role; // Malloc or CudaMalloc
  /// cudaMalloc's out-pointer (a local variable), or null.
  llvm::AllocaInst *Out = nullptr;
  /// The stores of null to Out (`T *p = nullptr; cudaMalloc(&p, n);`).
  llvm::SmallVector<llvm::StoreInst *, 1> OutNullStores;
  /// Where the pointer enters SSA: malloc's result, or each load of Out.
  llvm::SmallVector<llvm::Value *, 2> Roots;
  /// Every free/cudaFree call that receives a value of the site.
  llvm::SmallVector<llvm::CallInst *, 2> Frees;
  /// Why not aggregable, and the instruction that shows it; none: the
  /// pointer provably reaches no free but Frees.
  std::optional<AllocRefusal> Why;
  const llvm::Instruction *WhyAt = nullptr;
  /// In a kernel (NotInKernel is said only where nothing else is).
  bool InKernel = false;

  bool aggregable() const { return !Why; }
  /// Whether the site may be aggregated when \p F says which frees can
  /// receive its pointer: Kernel, as aggregable(); Program, wherever the
  /// only refusals are the rows program mode lifts.
  bool aggregable(AllocFrees F) const;
};

/// The sites of one function, in instruction order.
struct AllocationSitesInfo {
  std::vector<AllocationSite> Sites;
};

class AllocationSitesAnalysis
    : public llvm::AnalysisInfoMixin<AllocationSitesAnalysis> {
  friend llvm::AnalysisInfoMixin<AllocationSitesAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = AllocationSitesInfo;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &);
};

/// print<dpagg-alloc-sites>: each site, its verdict, its roots and frees.
class AllocationSitesPrinterPass
    : public llvm::PassInfoMixin<AllocationSitesPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit AllocationSitesPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_ALLOCATIONSITES_H
