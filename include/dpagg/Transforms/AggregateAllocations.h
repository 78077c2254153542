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
/// Program mode (-dpagg-alloc-frees=program, parameter frees=program): the
/// user states that every device free that can receive a pointer of this
/// unit's allocations is made in a unit built in program mode. A site then
/// need not keep its pointer in its kernel (only NotInKernel and
/// UnseenFree refuse it): it calls __dpagg_malloc_program /
/// __dpagg_cuda_malloc_program, and the declarations of free and cudaFree
/// are replaced by __dpagg_free_program / __dpagg_cuda_free_program, which
/// find a sub-buffer from its address (runtime/alloc.cu, "Program mode").
/// The frees are replaced even at scope off, so a unit that only frees
/// keeps its half of the statement.
///
/// USAGE: opt -passes='dpagg-aggregate-allocations<warp>' -S in.ll
///        opt -passes='dpagg-aggregate-allocations<warp;frees=program>' ...
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
  AllocOptions Opts;

public:
  explicit AggregateAllocationsPass(AllocOptions Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
};

/// The pass parameters, ';'-separated: "off" or "warp" (the scope; none:
/// warp), and "frees=kernel" or "frees=program" (none: kernel).
llvm::Expected<AllocOptions> parseAggregateAllocationsOptions(llvm::StringRef);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATEALLOCATIONS_H
