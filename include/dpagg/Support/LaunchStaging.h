//===- dpagg/Support/LaunchStaging.h - detach a launch's parts -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first step of every launch rewrite. The parameter buffer the launch
/// asked the device runtime for is replaced by a thread-local staging blob
/// with the same layout, so the original stores and copies of the parameters
/// stay exactly where they were (same evaluation order, same values) and the
/// rewrite decides later where the bytes go: a V2 parameter buffer, or a slot
/// of an aggregation record. The null checks of the old buffer fold to "not
/// null" (the launch now always proceeds to the point that actually launches,
/// and a buffer failure there is reported instead of silently skipped).
///
/// The configuration is read where the original read it: at the launch for
/// V1, at cudaGetParameterBufferV2 for V2 (whose dim3 temporaries may be dead
/// by the launch).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_LAUNCHSTAGING_H
#define DPAGG_SUPPORT_LAUNCHSTAGING_H

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include <array>

namespace dpagg {
struct LaunchSite;

struct StagedLaunch {
  llvm::AllocaInst *Params = nullptr; ///< staging blob, 64-byte aligned
  std::array<llvm::Value *, 3> Grid = {};
  std::array<llvm::Value *, 3> Block = {};
  llvm::Value *SharedMem = nullptr;
  llvm::Value *Stream = nullptr;
};

/// Detaches \p S (which must be analyzable) from its parameter buffer; the
/// buffer call is erased. The launch call itself stays for the caller to
/// replace. Invalidates S.Buffer, S.NullChecks and S.BufferDerived. The
/// memcpys among S.Writes that widenMarkedCopies should widen are marked.
StagedLaunch stageLaunch(LaunchSite &S);

/// Marks the lifetime of \p SL's blob around \p Consumer, the runtime call
/// that reads it (and copies it: no thread reads its blob after that call
/// returns, and no other thread can read it, as it is the thread's local
/// memory), so that the NVPTX backend can lay the blobs of a kernel's launch
/// sites over one another (without the markers, a parent with eleven
/// 4,096-byte by-value launches had an 82 KB stack frame against 33 KB
/// without DPAgg). Only where that is exact for every execution: every other
/// user of the blob (through GEPs) is a store, load, memcpy or memset of it
/// in Consumer's block, before Consumer; then lifetime.start goes before the
/// first of them and lifetime.end after Consumer. Elsewhere (a postponed
/// launch, whose call is at a later block; writes in other blocks) nothing is
/// marked, and the blob keeps its own slot.
void boundBlobLifetime(const StagedLaunch &SL, llvm::CallInst &Consumer);

/// Wide copies. LLVM 22's NVPTX backend expands a memcpy of at most 64
/// bytes into wide moves, and any longer one into a loop of single bytes,
/// whatever its alignment (NVPTXLowerAggrCopies; measured with llc: 64
/// bytes at 16-byte alignment are 4 moves, 72 bytes 72 byte moves): a load
/// and a store per byte at run time and much of ptxas's time. The copies
/// DPAgg makes or moves (a by-value argument into a staging blob, a
/// child's private copy of a parameter) are marked when they are longer,
/// and widenMarkedCopies, at the end of a pass (it splits blocks, so no
/// analysis of the function may be used after it), rewrites each into
/// moves of the widest units (up to 16 bytes) that both alignments allow:
/// up to MaxUnrolledMoves written out, beyond that a loop that is not
/// unrolled (written out, all the loads are in flight at once, in
/// registers).
constexpr uint64_t MaxBackendCopyBytes = 64;
constexpr uint64_t MaxUnrolledMoves = 16;

/// Marks \p MC (constant length, not volatile, operands that do not
/// overlap) for widenMarkedCopies if it is longer than MaxBackendCopyBytes.
void markForWidening(llvm::MemCpyInst &MC);

/// Rewrites every marked memcpy of \p M; true if there was one.
bool widenMarkedCopies(llvm::Module &M);

/// A private constant holding the kernel's demangled name, for run-time
/// diagnostics. One per kernel per module.
llvm::Constant *getKernelNameString(llvm::Module &M, const llvm::Function &K);

/// Declares (or finds) a runtime entry point from dpagg/Runtime/RuntimeABI.h.
llvm::FunctionCallee getRuntimeFunction(llvm::Module &M, llvm::StringRef Name,
                                        llvm::FunctionType *Ty);

} // namespace dpagg
#endif // DPAGG_SUPPORT_LAUNCHSTAGING_H
