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
/// prologue loads K's parameters from the shared copy (a byval one K only
/// reads is read there in place; one it may write gets a private copy per
/// thread) and lets only the threads inside the parent's block shape
/// run K's body; the rest return, which counts as arriving at __syncthreads
/// on sm_70+. Reads of %ctaid/%ntid/%nctaid in K and in the functions it
/// calls (inlined into the clone for that) become the rebuilt values, and
/// reads of %dynamic_smem_size the parent's launch's value.
///
/// Moldable (-dpagg-moldable): the clone loops over logical blocks, so the
/// runtime may launch it with fewer blocks than the aggregate has (at most
/// the resident ones). The prologue is per logical block
/// (__dpagg_child_enter_at), the body's returns and the inactive threads
/// branch to a latch where, if the block has another logical block, it
/// waits (__dpagg_child_latch) until every thread has finished this one,
/// and otherwise they exit; runtime/child.cu, "Moldable children", has
/// the argument. Which children may loop (none with a barrier): moldBlocker.
/// With -dpagg-moldable=auto (the default) a moldable kernel gets both
/// clones, K.dpagg (whole) and K.dpagg.molded, and the runtime launches the
/// molded one only when it cuts the grid (RuntimeABI.h, DPAggChildClones).
///
/// A kernel cannot be cloned when its block geometry is read in ways that
/// cannot be rewritten: inline assembly, unknown or indirect calls,
/// recursion, thread block clusters, or when it reads a special register
/// that would not read as in its own launch (ChildFacts::Blocker says which;
/// column CHILD of KnownCalls.def's special registers has the allow-list).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATEDCHILD_H
#define DPAGG_TRANSFORMS_AGGREGATEDCHILD_H

#include "dpagg/Analysis/FunctionSummaries.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/BasicBlock.h"
#include <string>

namespace llvm {
class Argument;
class Function;
} // namespace llvm

namespace dpagg {
struct LaunchParam;

/// NVVM intrinsics that compute a per-thread value from their operands and
/// nothing else (math, conversions, address space tests and conversions).
bool isNVVMMathIntrinsic(const llvm::Function &F);

/// Why kernel \p K's aggregated child must keep one block per logical
/// block, or empty if it may loop over them (Mold below). An allow-list; the
/// caller also refuses kernels whose threads may wait for one another
/// outside barriers (FunctionSummaries, InterThreadWaits), which is
/// what a wait for another block of the grid needs.
std::string moldBlocker(const llvm::Function &K,
                        const FunctionSummaries &Facts);

/// Why kernel \p K's aggregated child may not run packed, a logical block of
/// at most 32 threads per warp (runtime/child.cu, "Packed children"), or
/// empty if it may. An allow-list: the whole clone's rules, and no barrier
/// of any kind, no shared memory, no inline assembly.
std::string packBlocker(const llvm::Function &K,
                        const FunctionSummaries &Facts);

/// True if K's code only reads its byval parameter \p A, through A's own
/// pointer (an allow-list: every use, through GEPs, is the address of a load
/// or the source of a memcpy or memmove); the clones (this one and
/// SerialChild.h's) then read the parameter where it is instead of copying
/// it.
bool onlyLoadsFrom(const llvm::Argument &A);

/// Shared by the clones (this one and SerialChild.h's): moves the static
/// allocas of \p Body, a cloned kernel body that is no longer its
/// function's entry block, to \p At in the entry block, in their order (left
/// in the body, they were dynamic stack allocations; their lifetime markers
/// still bound them).
void hoistStaticAllocas(llvm::BasicBlock &Body, llvm::BasicBlock::iterator At);

/// Inlines into \p F every call of a definition \p Inline accepts, until
/// none is left. False if an inlining fails or 16 rounds do not converge (a
/// recursion the caller's rules let through).
bool inlineCallsOf(llvm::Function &F,
                   llvm::function_ref<bool(const llvm::Function &)> Inline);

/// Builds K.dpagg next to kernel \p K, whose parameters sit in the blob as
/// \p Params says; \p Mold: the moldable form (moldBlocker must be empty).
/// Null when the geometry reads (and, molded, the barriers) could not all be
/// inlined.
llvm::Function *buildAggregatedChild(llvm::Function &K,
                                     llvm::ArrayRef<LaunchParam> Params,
                                     const FunctionSummaries &Facts,
                                     bool Mold = false);

/// Builds K.dpagg.packed: as K.dpagg, but each warp of its blocks of
/// 32 * DPAGG_PACK_WARPS threads runs one logical block
/// (__dpagg_child_enter_packed), with %tid rewritten to the thread's place
/// in it (packBlocker must be empty). Null when the geometry and thread
/// index reads could not all be inlined.
llvm::Function *buildPackedChild(llvm::Function &K,
                                 llvm::ArrayRef<LaunchParam> Params,
                                 const FunctionSummaries &Facts);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATEDCHILD_H
