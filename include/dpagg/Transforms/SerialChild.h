//===- dpagg/Transforms/SerialChild.h - a child run in one thread -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The serial copy of a child kernel K (serialization, issue 26 item 1): an
/// internal device function that runs K's grid in the calling thread,
/// logical thread after logical thread,
///
///   void K.dpagg.serial(ptr %blob, i32 %grid.x, %grid.y, %grid.z,
///                       i32 %block.x, %block.y, %block.z)
///   for (ctaid.z) for (ctaid.y) for (ctaid.x)       ; blocks
///     for (tid.z) for (tid.y) for (tid.x) {          ; threads
///       <K's body>   ; a `return` ends this logical thread: it branches to
///     }              ; the innermost latch
///
/// %blob is the launch's staged parameter blob (LaunchStaging.h), laid out
/// as K's parameter buffer: K's parameters are loaded from it once, at the
/// copy's entry, each through opaqueBits (an `xor` with a word loaded from
/// the weak global __dpagg_opaque_zero, 0 at run time); a byval one goes
/// into a private copy that way, and one K may write is refilled from that
/// copy for every logical thread (each of K's threads starts with its own
/// copy).
///
/// Why the xor. Launched, K reads its parameters from memory; serialized,
/// inlining puts the parent's computation of each value and K's use of it
/// in one function, and ptxas (CUDA 13.0, sm_90, -O3) compiles some such
/// pairs wrong: a float multiplied by 0.25f whose bits K hashes with
/// integer multiplies (two of them in one chain) gets its multiply dropped.
/// nvcc's own build of that kernel is wrong the same way, and so is one that
/// passes the float through a volatile local; ptxas -O0/-O1 is right
/// (test/Probes/ptxas_fmul_bits). Generated programs (fuzz seed 2131) were
/// right without DPAgg and wrong with it, at every scope. ptxas cannot fold
/// a value it cannot know, so with the xor K sees what it would see loaded
/// from its parameter buffer; the cost is one load per serialized launch and
/// one xor per word.
///
/// Why the fence. The copy starts with `fence.acq_rel.cta` and a memory
/// clobber (inline asm with side effects). A parent's value also reaches K
/// through memory: the parent stores it (a __device__ variable, an array)
/// and K loads it, at an address K computes from globals, constants and
/// the launch's geometry. Inlined, LLVM forwards the store to the load
/// (GVN), and where it does not, ptxas does (SASS: a st.global then an
/// ld.global of one address become one register, also across an acquire
/// load or an empty asm; not across a fence). The parent's computation and
/// K's use then share a function: clang's CUDA default -ffp-contract=fast
/// lets the backend fuse the parent's a*b with K's + c into one fma.rn.f32,
/// which no launched child computes (red team
/// test/RedTeam/sr2_fma_contract.cu). ptxas's bug above did not follow
/// (sr2_memory_float_bits.cu: ptxas 13.0 keeps a product the parent also
/// stores, and hashes its register), but nothing promises that. Across
/// the clobber LLVM cannot forward, across the fence ptxas does not, so K
/// loads what it would load launched; the blob's stores stay stores too,
/// so the fence alone already kept serial_float_bits right (SASS), and the
/// xor remains for what needs no memory. A launch orders the parent's
/// earlier writes before the child's reads anyway, so the fence adds no
/// ordering a program can observe; the cost is one MEMBAR.ALL.CTA per
/// serialized launch (registers of the bench parents unchanged).
///
/// K's reads of %tid, %ctaid, %ntid and
/// %nctaid (x, y, z), itself or in the functions it calls (inlined into the
/// copy for that, as for the aggregated clone), become the loop's values and
/// the configuration; %dynamic_smem_size becomes 0 (the serial path is taken
/// only without dynamic shared memory). K's static allocas move to the
/// copy's entry (each logical thread's lifetime markers still bound them),
/// and `!invariant.load` is dropped: K's data is read-only while K's grid
/// runs, not while the parent's threads run (SerialPlan.cpp, (a)).
///
/// The caller guarantees every dimension is at least 1 (the loops are
/// do-while loops) and that Planner::serialChildBlocker accepted K.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_SERIALCHILD_H
#define DPAGG_TRANSFORMS_SERIALCHILD_H

#include "dpagg/Analysis/FunctionSummaries.h"

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class Function;
} // namespace llvm

namespace dpagg {
struct LaunchParam;

/// Builds K.dpagg.serial next to kernel \p K, whose parameters sit in the
/// blob as \p Params says. Null when the functions that read the geometry
/// could not all be inlined.
llvm::Function *buildSerialChild(llvm::Function &K,
                                 llvm::ArrayRef<LaunchParam> Params,
                                 const FunctionSummaries &Facts);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_SERIALCHILD_H
