//===- dpagg/Transforms/AggregatedChild.h - aggregated child kernels -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The aggregated child of a kernel K: K.dpagg(ptr %record), a clone whose
/// prologue (every thread, before any may exit) calls __dpagg_child_enter,
/// where thread 0 finds the block's parent in the record, copies its
/// parameter blob into a shared-memory array (K.dpagg.args) and drops the
/// block's hold on the record (the last block frees it); one barrier later
/// every thread has the rebuilt blockIdx/blockDim/gridDim (3-D). The
/// prologue loads K's parameters from the shared copy (byval ones into
/// private copies) and lets only the threads inside the parent's block shape
/// run K's body; the rest return, which counts as arriving at __syncthreads
/// on sm_70+. Reads of %ctaid/%ntid/%nctaid in K and in the functions it
/// calls (inlined into the clone for that) become the rebuilt values, and
/// reads of %dynamic_smem_size the parent's launch's value.
///
/// A kernel cannot be cloned when its block geometry is read in ways that
/// cannot be rewritten: inline assembly, unknown or indirect calls,
/// recursion, thread block clusters, or when it reads a special register
/// that would not read as in its own launch (ChildFacts::Blocker says which;
/// classifySreg in AggregatedChild.cpp has the allow-list).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATEDCHILD_H
#define DPAGG_TRANSFORMS_AGGREGATEDCHILD_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <string>

namespace llvm {
class Function;
} // namespace llvm

namespace dpagg {
struct LaunchParam;

/// What a child kernel's code does with block geometry and warps.
struct ChildFacts {
  /// Reads %ctaid, %ntid, %nctaid or %dynamic_smem_size, itself or through
  /// a callee (the clone rewrites them all).
  bool ReadsGeometry = false;
  /// May depend on how the block's threads are grouped into warps: calls an
  /// intrinsic not on the allow-list of isWarpInsensitiveIntrinsic
  /// (AggregatedChild.cpp; shuffles, votes, lane masks, wmma/mma, ...) or
  /// contains inline assembly.
  bool WarpSensitive = false;
  /// Why the geometry reads cannot be rewritten; empty if they can.
  std::string Blocker;
};

/// Memoized ChildFacts of the functions of one module.
class ChildFactsCache {
  llvm::DenseMap<const llvm::Function *, ChildFacts> Done;
  llvm::SmallPtrSet<const llvm::Function *, 8> InProgress;

public:
  const ChildFacts &get(const llvm::Function &F);

private:
  ChildFacts compute(const llvm::Function &F);
};

/// NVVM intrinsics that compute a per-thread value from their operands and
/// nothing else (math, conversions, address space tests and conversions).
bool isNVVMMathIntrinsic(const llvm::Function &F);

/// Builds K.dpagg next to kernel \p K, whose parameters sit in the blob as
/// \p Params says. Null when the geometry reads could not all be inlined.
llvm::Function *buildAggregatedChild(llvm::Function &K,
                                     llvm::ArrayRef<LaunchParam> Params,
                                     ChildFactsCache &Facts);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATEDCHILD_H
