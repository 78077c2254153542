//===- dpagg/Support/RegisterBound.h - keeping kernels launchable -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The register bound DPAgg gives a kernel that gets its runtime, and what
/// must hold for that bound to be safe to add.
///
/// Why a bound (issue 9, class 15): the runtime inlined into a kernel raises
/// its registers. A kernel without launch bounds is compiled for any block
/// size, so ptxas may then use more than 64 registers, and a host launch
/// with 1024 threads per block that worked fails with
/// cudaErrorLaunchOutOfResources (measured: 24 -> 80 registers). The host's
/// block size is not visible to the device compile, so every such kernel is
/// bounded: `.maxnreg 64` ("nvvm.maxnreg"), and 64 registers x 1024 threads
/// is the 64 K register file a block may use on every architecture DPAgg
/// supports (sm_80 and newer). Any bound of at most 64 keeps the kernel
/// launchable with 1024 threads; which one is a question of speed only, and
/// FitRegisterBounds (Transforms/FitRegisterBounds.h) lowers 64 to the
/// smallest bound that gives the same occupancy as no bound.
///
/// Aggregated children: a bound is not needed for them to launch right.
/// Only launchAggregate launches them,
/// and it asks cudaFuncGetAttributes whether the child accepts the
/// aggregate's block when that block is beyond what every kernel accepts
/// (256 threads, or fewer under __launch_bounds__: SafeThreads), and
/// otherwise refuses the aggregate, whose joiners then launch alone as
/// without DPAgg (runtime/join.cu, launchAggregate). So the bound is a
/// question of speed for them, and costs a trial ptxas run to fit
/// (FitRegisterBounds). A child is bounded where a launch of this unit may
/// give its aggregates more than 256 threads per block (its block is not
/// such a constant): there the runtime inlined into the clone could push a
/// child that takes 1024 threads past 64 registers, and every such
/// aggregate would be refused (found by the red team: a 64-register child
/// whose clone took 72). Elsewhere (constant small blocks, and launches
/// from other units, whose blocks are not known here) it is not.
///
/// Why the bound can break a link: nvlink refuses an entry whose bound is
/// below the registers of a function it calls ("entry function ... with
/// max regcount of 64 calls function ... with regcount of 141"). ptxas
/// compiles a function of internal linkage for its callers' bounds, but a
/// function with external linkage (another unit's, or this unit's under
/// -fgpu-rdc) is compiled on its own, for any caller. So a kernel that calls
/// such a function (or calls through a pointer) cannot be bounded without
/// risking the link, and its launches are not aggregated
/// (FunctionSummaries::compiledApart; the walk is in FunctionFacts.cpp).
/// The allow-list: intrinsics and inline asm (part of
/// the body), functions of internal linkage defined here (bounded with the
/// caller), functions of external linkage defined here that the link cannot
/// replace (the bounded kernel calls an internal copy: callInternalCopies),
/// DPAgg's runtime (linked into the unit and internalized), and the
/// CUDA device runtime's own entry points (KnownCalls.def DEVICE_RUNTIME:
/// libcudadevrt and ptxas's system calls, at most 26 registers each on sm_90
/// with CUDA 13.0, measured with nvlink; MinRegisterBound leaves room above
/// that).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_REGISTERBOUND_H
#define DPAGG_SUPPORT_REGISTERBOUND_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
class Function;
} // namespace llvm

namespace dpagg {

/// The bound every kernel DPAgg bounds starts with: launchable with 1024
/// threads per block (64 K registers per block).
constexpr unsigned MaxRegisterBound = 64;
/// The lowest bound FitRegisterBounds gives: above what the device runtime's
/// functions use (at most 26, measured), and above ptxas's ABI minimum (24).
constexpr unsigned MinRegisterBound = 32;
/// Registers are allocated to a warp in units of 256, 8 per thread: bounds
/// that round to the same multiple of 8 give the same occupancy.
constexpr unsigned RegisterAllocationUnit = 8;

/// The function attribute that marks a kernel whose "nvvm.maxnreg" DPAgg
/// added, so FitRegisterBounds may lower it (and never a user's).
constexpr llvm::StringLiteral RegisterBoundAttr = "dpagg.register-bound";
/// The function attribute of every aggregated child (K.dpagg,
/// K.dpagg.molded): kernels that only DPAgg's runtime launches, bounded only
/// for speed (see "Aggregated children" above).
constexpr llvm::StringLiteral AggregatedChildAttr = "dpagg.aggregated-child";
/// The function attribute of every function that LinkRuntime links from
/// DPAgg's runtime.
constexpr llvm::StringLiteral RuntimeFunctionAttr = "dpagg.runtime";

/// True if \p K has launch bounds of its own (__launch_bounds__: clang 22's
/// "nvvm.maxntid"/"nvvm.reqntid" attributes, or !nvvm.annotations), or a
/// register limit of at most MaxRegisterBound: ptxas honours them with the
/// runtime inlined, and every block size valid before stays valid.
bool hasLaunchBounds(const llvm::Function &K);

/// The user's register limit of \p K ("nvvm.maxnreg"), if any.
std::optional<unsigned> userRegisterLimit(const llvm::Function &K);

/// Makes \p K, and the functions of this unit it calls, call an internal
/// copy of each function of external linkage they call directly (one copy
/// per function, kept in \p Copies): ptxas compiles an internal function for
/// its callers' bounds, so the link cannot fail on it. Only for a kernel that
/// FunctionSummaries::compiledApart accepts: every such function is a
/// definition that the link cannot replace, so the copy behaves as it (its
/// static variables are the same globals; only its address differs, and only
/// direct calls are redirected).
void callInternalCopies(
    llvm::Function &K,
    llvm::DenseMap<llvm::Function *, llvm::Function *> &Copies);

/// Gives \p K the bound MaxRegisterBound (or keeps a lower limit of the
/// user's) and marks it RegisterBoundAttr.
void addRegisterBound(llvm::Function &K);

} // namespace dpagg
#endif // DPAGG_SUPPORT_REGISTERBOUND_H
