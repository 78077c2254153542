//===- dpagg/Transforms/AggregateAllocations.h - heap per warp --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Aggregates the device-heap allocations of kernels whose pointer provably
/// stays in the kernel (AllocationSites.h): each aggregable malloc or
/// cudaMalloc becomes a call of the warp-scope runtime (runtime/alloc.cu),
/// and each free/cudaFree of its pointer a call of __dpagg_free /
/// __dpagg_cuda_free that also receives the block's header (null: not a
/// sub-buffer, freed as written). Remarks per site: AllocationAggregated, or
/// the missed AllocationNotAggregated with the reason
/// (AllocationRefusals.def).
///
/// Before:
///   %p = call ptr @malloc(i64 %n)
///   ...
///   call void @free(ptr %p)
/// After:
///   %dpagg.alloc.header = alloca ptr                  ; at the entry
///   %p = call ptr @__dpagg_malloc_warp(i64 %n, ptr %dpagg.alloc.header)
///   %p.header = load ptr, ptr %dpagg.alloc.header
///   ...
///   call void @__dpagg_free(ptr %p, ptr %p.header)
///
/// USAGE: opt -passes='dpagg-aggregate-allocations<warp>' -S in.ll
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATEALLOCATIONS_H
#define DPAGG_TRANSFORMS_AGGREGATEALLOCATIONS_H

#include "dpagg/Support/Options.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace dpagg {

class AggregateAllocationsPass
    : public llvm::PassInfoMixin<AggregateAllocationsPass> {
  AllocScope Scope;

public:
  explicit AggregateAllocationsPass(AllocScope Scope) : Scope(Scope) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
};

/// The pass parameter: "off" or "warp" (empty: warp).
llvm::Expected<AllocScope> parseAggregateAllocationsOptions(llvm::StringRef);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATEALLOCATIONS_H
