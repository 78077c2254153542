//===- dpagg/Transforms/LaunchStaging.h - detach a launch ------*- C++ -*-===//
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
#ifndef DPAGG_TRANSFORMS_LAUNCHSTAGING_H
#define DPAGG_TRANSFORMS_LAUNCHSTAGING_H

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include <array>

namespace dpagg {
class RuntimeCall;
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
/// replace. Every value S.Writes puts into the blob is laundered
/// (launderBits): the stores' values here, the memcpys' units by
/// widenMarkedCopies, for which they are marked (a memmove into the blob
/// becomes such a memcpy).
///
/// \p S is the cached LaunchSiteAnalysis result and is not written: what
/// staging creates is in the StagedLaunch. Afterwards S.Buffer and
/// S.NullChecks name erased instructions, and a memmove writer of S.Writes
/// a replaced one, so nothing reads them again: each site is staged at most
/// once (the plan lowers a site either aggregated or, in a block-scope
/// kernel, to V2, never both), the lowerings read of a staged site only its
/// launch (until they replace it), caller, kernel and layout, and every
/// pass that stages reports the analysis not preserved.
StagedLaunch stageLaunch(const LaunchSite &S);

/// Laundering: LLVM 22's NVPTX backend, whose registers are untyped, stores
/// a part of a register with a narrower store (`st.b8 [p], %rd4`, a
/// truncating store), also where the register holds a floating-point result
/// (`mul.rn.f64 %rd4, ...`). ptxas 13.0 compiles such a store as a
/// float-to-integer *conversion* (`F2I.U8.F64.TRUNC`): the byte stored is
/// the value's saturated integer part, 0xff for 3456.125, not its low byte
/// (reproduced with llc and ptxas alone: test/Transforms/LowerV1Launches/
/// launder-floating-point-bytes.ll; the GPU test v2_float_bytes). A register
/// that a `mov` (or a load, or a parameter) defines is stored as it is.
/// A parameter blob is copied wherever a rewrite sends it (a V2 buffer of
/// unknown alignment, a record slot, by bytes, words or 16-byte units), and
/// once SROA has forwarded the stores, those copies store the registers that
/// computed the arguments, in parts. So every value that enters a blob goes
/// through an opaque `mov.bN` first (inline asm, which ptxas then folds
/// away), unless no later pass can make it such a result: constants and a
/// kernel's own arguments (ld.param; a kernel is never inlined). The red
/// team (test/Transforms/LowerV1Launches/launder-*.ll) found the wider
/// allow-list first written wrong: a device function's arguments and
/// by-value parameters become computed values when an LTO link inlines it
/// after DPAgg ran; a load becomes one when a later pass forwards the store
/// the erased buffer call had kept apart; a pointer phi may be one.
bool needsLaundering(const llvm::Value *V);
/// \p V through `mov.b16/32/64` inline asm, in 64-bit chunks, by element
/// for aggregates; same type and bits.
llvm::Value *launderBits(llvm::IRBuilderBase &B, llvm::Value *V);

/// The name of the word loadOpaqueZero reads: a weak, zero-initialised
/// global of the device's global memory that nothing writes.
constexpr llvm::StringLiteral OpaqueZeroName = "__dpagg_opaque_zero";
/// A load of that word through inline asm, `ld.global.u32`: 0 at run time;
/// LLVM cannot see the load, and ptxas cannot know the value (a weak
/// definition another unit may override), so neither can fold it.
llvm::Value *loadOpaqueZero(llvm::IRBuilderBase &B, llvm::Module &M);
/// \p V through `xor.b16/32/64` with \p Zero32 (loadOpaqueZero's word), in
/// 64-bit chunks, by element for aggregates: same type and bits, and a value
/// that neither LLVM nor ptxas can relate to how \p V was computed. Why the
/// serial copy needs this and not just launderBits: SerialChild.h.
llvm::Value *opaqueBits(llvm::IRBuilderBase &B, llvm::Value *V,
                        llvm::Value *Zero32);

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
/// overlap) for widenMarkedCopies if it is longer than MaxBackendCopyBytes,
/// or whatever its length if \p Launder: then every unit it moves goes
/// through launderBits (a copy into a parameter blob).
void markForWidening(llvm::MemCpyInst &MC, bool Launder = false);

/// Rewrites every marked memcpy of \p M; true if there was one.
bool widenMarkedCopies(llvm::Module &M);

/// A private constant holding the kernel's demangled name, for run-time
/// diagnostics. One per kernel per module.
llvm::Constant *getKernelNameString(llvm::Module &M, const llvm::Function &K);

/// Sets the configuration parameters of \p Call (grid, block, dynamic shared
/// memory, stream) to the staged launch's.
void setLaunchConfiguration(RuntimeCall &Call, const StagedLaunch &SL);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_LAUNCHSTAGING_H
