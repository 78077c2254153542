//===- runtime/DPAggRuntime.cuh - shared helpers of the device runtime ----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: the V2 launch primitive every runtime path ends in,
/// and the error reporter. Everything DPAgg launches goes through V2
/// (cudaGetParameterBufferV2 + cudaLaunchDeviceV2): V1 launches into
/// cudaStreamFireAndForget or cudaStreamTailLaunch fail on sm_90.
///
/// The run-time half of horizontal aggregation (thesis ch. 3; the pass half is
/// passes/Transforms/AggregateLaunches.cpp).
///
/// Parent side: the threads that reach one launch site together pack their
/// launches into a record taken from the pool, and one of them launches the
/// aggregated child (a clone of the kernel taking only the record) with a
/// 1-D grid of the sum of their grid sizes and a block of the per-dimension
/// maximum of their block sizes. Nothing is ever dropped: a thread whose
/// launch cannot join (a configuration CUDA refuses, a huge grid, another
/// stream), every thread when the pool is full or no joiner can own the
/// launch, and every joiner of a record whose launch failed, launches its
/// original kernel with its original configuration, itself.
///
/// Child side: each block of the aggregated child finds its parent (binary
/// search in the prefix sums), rebuilds blockIdx/blockDim/gridDim, copies its
/// parameters, and the last block to do so releases the record to the pool.
///
/// The files, by role (each .cu is compiled alone to bitcode and the
/// bitcode files are linked, runtime/CMakeLists.txt; what every caller must
/// inline is defined in a header, since nothing inlines across the files
/// once a kernel's module has the runtime):
///  - launch.cu: a plain launch (__dpagg_launch_v2), launchAlone, the
///    error reporter;
///  - Pool.cuh: the pool records come from and go back to ("The pool");
///  - Record.cuh: a record's layout, its entries and header;
///  - Join.cuh, join.cu: what a site's descriptors tell (readSite), which
///    launches join, the owner's launch of the aggregate, molding its grid,
///    replaying a refused one ("Error semantics", "Order", "Sizes");
///  - WarpGroup.cuh: the lanes of a warp that aggregate together;
///  - warp.cu: the warp-scope entry (__dpagg_aggregate_warp);
///  - block.cu: block scope: the block-state slots, block init and exit,
///    the block and postponed entries ("Where the state lives", "Per-call
///    state"), and the block meeting at its threads' last exit ("Block
///    scope at the last exit");
///  - child.cu: the aggregated child's prologue (enter, enter_at, latch;
///    "Moldable children");
///  - alloc.cu: allocation aggregation (issue 25): device malloc/cudaMalloc
///    served per warp from one heap block, and the frees of its sub-buffers;
///  - abi_layout.cu, RuntimeABICheck.cuh: the runtime against RuntimeABI.def.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_DPAGGRUNTIME_CUH
#define DPAGG_RUNTIME_DPAGGRUNTIME_CUH

#include "dpagg/Runtime/RuntimeABI.h"
#include <cuda_runtime.h>

#define DPAGG_RT extern "C" __device__
#define DPAGG_INTERNAL static __device__ __forceinline__

namespace dpagg_rt {

//===----------------------------------------------------------------------===//
// Memory order
//===----------------------------------------------------------------------===//
//
// CUDA's atomicCAS compiles (clang 22, NVPTX) to a sequentially consistent
// compare-and-swap at system scope, preceded by fence.sc.sys (SASS
// MEMBAR.SC.SYS, a drain of the warp's memory operations to system scope),
// and __threadfence() to fence.sc.gpu. No argument of this runtime needs a
// total order or system scope: every location it synchronizes on is global
// memory of the device that only the device touches, and each pairing is a
// release (or release fence) read by an acquire (or acquire fence) at gpu
// scope. The helpers below say which ordering each use needs; the comment
// at each use says why that is enough. All pointers are global memory.

/// A compare-and-swap with no ordering of its own (atomicity only).
DPAGG_INTERNAL unsigned casRelaxed(unsigned *P, unsigned Cmp, unsigned Val) {
  unsigned Old;
  asm volatile("atom.relaxed.gpu.global.cas.b32 %0, [%1], %2, %3;"
               : "=r"(Old)
               : "l"(__cvta_generic_to_global(P)), "r"(Cmp), "r"(Val)
               : "memory");
  return Old;
}

DPAGG_INTERNAL unsigned long long casRelaxed(unsigned long long *P,
                                             unsigned long long Cmp,
                                             unsigned long long Val) {
  unsigned long long Old;
  asm volatile("atom.relaxed.gpu.global.cas.b64 %0, [%1], %2, %3;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(Cmp), "l"(Val)
               : "memory");
  return Old;
}

/// A fetch-and-add with no ordering of its own, on global memory: CUDA's
/// atomicAdd takes a generic address, for which ptxas adds a test for the
/// shared window and a fallback for local memory on every call.
DPAGG_INTERNAL unsigned long long addRelaxed(unsigned long long *P,
                                             unsigned long long V) {
  unsigned long long Old;
  asm volatile("atom.relaxed.gpu.global.add.u64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(V)
               : "memory");
  return Old;
}

/// A compare-and-swap that is an acquire at gpu scope: if it reads a value
/// of a release sequence, what preceded the release is visible after it.
DPAGG_INTERNAL unsigned casAcquire(unsigned *P, unsigned Cmp, unsigned Val) {
  unsigned Old;
  asm volatile("atom.acquire.gpu.global.cas.b32 %0, [%1], %2, %3;"
               : "=r"(Old)
               : "l"(__cvta_generic_to_global(P)), "r"(Cmp), "r"(Val)
               : "memory");
  return Old;
}

DPAGG_INTERNAL unsigned long long casAcquire(unsigned long long *P,
                                             unsigned long long Cmp,
                                             unsigned long long Val) {
  unsigned long long Old;
  asm volatile("atom.acquire.gpu.global.cas.b64 %0, [%1], %2, %3;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(Cmp), "l"(Val)
               : "memory");
  return Old;
}

/// fence.acq_rel.gpu: after an atomic, makes it an acquire; before one, a
/// release (the PTX memory model's fence patterns). What __threadfence()
/// gives minus the total order of fence.sc, which no argument here uses.
DPAGG_INTERNAL void fenceAcqRel() {
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
}

//===----------------------------------------------------------------------===//
// Threads of a block (block.cu and child.cu)
//===----------------------------------------------------------------------===//

DPAGG_INTERNAL bool isFirstThread() {
  return threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
}

/// A block barrier that also counts the threads with \p Pred set. Not the
/// .aligned form __syncthreads_count uses: threads reach it from divergent
/// paths (fallback launches before it).
DPAGG_INTERNAL unsigned barrierCount(bool Pred) {
  unsigned N;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "barrier.red.popc.u32 %0, 0, p;\n\t}"
               : "=r"(N)
               : "r"((unsigned)Pred)
               : "memory");
  return N;
}

//===----------------------------------------------------------------------===//
// The warp gate
//===----------------------------------------------------------------------===//
//
// At most one thread of a warp is inside a call into CUDA's device runtime
// that the DPAgg runtime makes (the V2 launch pair, the kernel and occupancy
// queries). Why: on the H100 and the H200 (driver 580), two lanes of one
// warp that are not converged, each inside cudaGetParameterBufferV2 at the
// same time, never come back (test/Probes/null_stream_hang, README: every
// thread the watchdog found blocked was one of two or three lanes of one
// warp inside the device runtime, with no full pool, no failed launch and no
// other DPAgg path active). Aggregation makes that state common: a lane
// that reaches a site on its own (a group of one) launches at once, while
// another lane of its warp, diverged in a loop, does the same or launches
// an aggregate. The device runtime is driver code we cannot read, so the
// cause inside it is not known; this gate keeps the state from arising.
//
// The gate only delays: a thread that has waited GateTimeLimitNs for it
// goes in anyway (GateBypassed), so no launch waits on the gate forever,
// whatever the device runtime or another warp does, and every launch is
// made exactly as without the gate: it cannot drop, duplicate or reorder a
// launch, and the gate itself never holds a thread for good. (A bypass puts
// two lanes inside at once again, the state the gate exists to prevent: it
// keeps that state out while each holder leaves within the limit; the lane
// that gets the slot next is not chosen fairly.) A slot is keyed by the
// hardware warp slot (%smid, %warpid): unique among the warps resident at
// one time. The PTX ISA says both may change when a preempted warp resumes
// elsewhere; then two live warps may share a slot for a while, which only
// serializes them (the holder leaves the slot it took, not the one it finds
// itself in later), or, if the holder waits inside the device runtime on
// the other, costs the time limit once; and two lanes of one warp that
// enter on either side of such a move take different slots.
// A whole warp that calls the gate together, with no error pending in any
// lane, goes in together (gateEnter says why that is safe and a smaller
// group or a dirty lane is not: letting any
// __activemask() group in hung the red team's diverged programs, 1197982,
// reverted); the fallback after a refused aggregate keeps its own
// lane-by-lane order (the 32 lanes of a warp entering together there never
// came back: docs/reliability.md, warp_pending_hang2).
// The gate is per module, like the rest of the runtime's state: lanes of a
// warp in two units' runtimes at once are not kept apart. Launches the
// passes leave as clang emitted them take the gate only in a function with
// a runtime-launched site (AggregationPlan::GateKernels lowers them to V2);
// elsewhere they run exactly as without DPAgg.

/// Slots of the gate: 256 SMs of 64 warp slots (sm_90 has 64 per SM); a
/// larger %smid shares slots, which only serializes.
constexpr unsigned GateSlots = 1u << 14;
/// How long a thread waits for its warp's slot before it goes in anyway:
/// far longer than a launch takes (microseconds), so it passes only a
/// thread whose slot is held by a warp that will not leave it soon.
constexpr unsigned long long GateTimeLimitNs = 20ull * 1000 * 1000;
/// gateEnter's result for a thread that went in without the slot.
constexpr unsigned GateBypassed = ~0u;

/// The module's gate (launch.cu).
extern "C" __device__ unsigned __dpagg_warp_gate[GateSlots];

/// The slot of the calling thread's warp.
DPAGG_INTERNAL unsigned gateSlot() {
  unsigned Sm, Warp;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(Sm));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(Warp));
  return (Sm << 6 | (Warp & 63u)) & (GateSlots - 1);
}

/// Waits for slot \p Slot (launch.cu): \p Slot, or GateBypassed after
/// GateTimeLimitNs. Out of line: the contended path.
__device__ __noinline__ unsigned gateWait(unsigned Slot);

/// What gateEnter took: the slot (or GateBypassed), and whether the whole
/// warp went in together.
struct GateTicket {
  unsigned Slot;
  bool WholeWarp;
};

/// Takes the calling warp's slot of the gate. A thread goes in alone, one
/// lane of a warp at a time, unless all 32 lanes of its warp call this
/// together (__activemask() == ~0u): then lane 0 takes the slot for all of
/// them and they go in as one group, as a converged warp goes into CUDA's
/// device runtime without DPAgg. The hang needs two lanes of one warp that
/// are not converged inside the device runtime at once; with every lane of
/// the warp here, no other lane of it can be inside (a lane that exited is
/// not in the mask, so a full mask means none has). Groups of fewer lanes
/// go in one lane at a time: letting any __activemask() group in together
/// hung the red team's diverged programs on the H200 (1197982, reverted),
/// while one lane at a time cost 32 converged lanes that each launch alone
/// 2.1x to 2.3x (gate_serial). A whole warp any of whose lanes has an
/// error pending (cudaPeekAtLastError) goes in one lane at a time too: the
/// red team's fw_refused_burst (32 lanes each launching alone right after
/// a refused launch) hung on the H100 when they went in together, as
/// warp_pending_hang2's lanes did after their owner's aggregate was refused
/// (docs/reliability.md); the lanes of rt_block_state.tinypool and
/// gate_serial, clean, go in together. Every
/// lane of a whole warp must pass the ticket to gateLeave, on one path.
/// Relaxed atomics: the gate orders no memory, only who is inside the
/// device runtime (a call into it is opaque to the compiler, so neither
/// atomic moves across it).
DPAGG_INTERNAL GateTicket gateEnter() {
  unsigned Slot = gateSlot();
  // || : the vote only where every lane is here to cast it.
  if (__activemask() != ~0u ||
      !__all_sync(~0u, cudaPeekAtLastError() == cudaSuccess)) {
    if (casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) != 0u)
      Slot = gateWait(Slot);
    return {Slot, false};
  }
  unsigned Lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(Lane));
  if (Lane == 0 && casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) != 0u)
    Slot = gateWait(Slot);
  return {__shfl_sync(~0u, Slot, 0), true};
}

/// Gives back what gateEnter took (a whole warp's once all 32 lanes are
/// out).
DPAGG_INTERNAL void gateLeave(GateTicket T) {
  unsigned Lane = 0;
  if (T.WholeWarp) {
    __syncwarp(~0u);
    asm("mov.u32 %0, %%laneid;" : "=r"(Lane));
  }
  if (Lane == 0 && T.Slot != GateBypassed)
    asm volatile("st.relaxed.gpu.global.u32 [%0], 0;" ::"l"(
                     __cvta_generic_to_global(&__dpagg_warp_gate[T.Slot]))
                 : "memory");
}

/// Failed launches reported so far by this module's runtime (launch.cu).
extern "C" __device__ unsigned __dpagg_launch_failures_reported;
/// A compiler must not change what a program prints: reports are opt-in
/// (-dpagg-report-launch-errors, off by default) and bounded, the first
/// MaxReports failures of the module and one line saying the rest are not
/// reported, so a program whose launches fail by the thousand (the
/// pending-launch limit) prints a few lines, not one per failure.
constexpr unsigned MaxReports = 8;

/// Prints one failed launch, within the bound (launch.cu). Out of line: the
/// failing path pays a call only when reporting is on, and the printf's
/// registers and stack stay out of the caller.
__device__ __noinline__ void reportLaunchFailure(const char *Name,
                                                 cudaError_t Err);

/// \p Flags is a constant at every call the passes emit, so with reporting
/// off (the default) this folds away.
DPAGG_INTERNAL void reportLaunchError(const char *Name, cudaError_t Err,
                                      unsigned Flags) {
  if ((Flags & DPAGG_LAUNCH_REPORT_ERRORS) && Err != cudaSuccess)
    reportLaunchFailure(Name, Err);
}

/// How copyAligned16 copies a blob of more than 64 bytes (see there).
enum class BlobCopy {
  /// Moves written out, for a constant size in a parent (a record slot, a
  /// V2 buffer): ptxas gave the parent fewer registers than for a loop
  /// (bench/scalarize_struct.cu: 39 against 42).
  Unrolled,
  /// A loop, for a constant size in an aggregated child's prologue: fewer
  /// registers than written out (the same benchmark's child: 28 against 32).
  Loop,
  /// A memcpy (a byte loop), for a size known only at run time: the cold
  /// out-of-line runtime functions (launchAlone, replayRecord), where the
  /// least code costs the compile least (16-byte moves with their tails
  /// added 180 lines of PTX to every unit).
  RunTime,
};

/// Copies \p Size bytes between 16-byte aligned buffers (parameter blobs,
/// record slots, a child's shared copy). Up to 64 bytes a memcpy, which the
/// NVPTX backend expands into wide moves. Beyond, LLVM 22's NVPTX backend
/// makes a memcpy a loop of single bytes whatever its alignment
/// (NVPTXLowerAggrCopies; measured with llc: 64 bytes at 16-byte alignment
/// are 4 moves, 72 bytes 72 byte moves), a load and a store per byte at run
/// time and most of ptxas's time on the prologue of every aggregated child
/// that copies them (bench/scalarize_struct.cu, 176 bytes: 85 ms against
/// 18). So those are 16-byte moves, then 8, 4 and 1, as \p How says.
/// (Transforms/LaunchStaging.h widens DPAgg's own copies the same way.) The
/// may_alias types keep these accesses from being taken apart from the typed
/// ones they copy (type-based alias analysis).
template <BlobCopy How>
DPAGG_INTERNAL void copyAligned16(void *Dst, const void *Src, unsigned Size) {
  typedef uint4 __attribute__((may_alias)) Bytes16;
  typedef uint2 __attribute__((may_alias)) Bytes8;
  typedef unsigned __attribute__((may_alias)) Bytes4;
  if (How == BlobCopy::RunTime) {
    memcpy(Dst, Src, Size); // no alignment assumed: the cold paths need none
    return;
  }
  char *D = static_cast<char *>(__builtin_assume_aligned(Dst, 16));
  const char *S = static_cast<const char *>(__builtin_assume_aligned(Src, 16));
  if (Size <= 64) {
    memcpy(D, S, Size);
    return;
  }
  unsigned I = 0;
  if (How == BlobCopy::Unrolled) {
    for (; Size - I >= 16; I += 16)
      *reinterpret_cast<Bytes16 *>(D + I) =
          *reinterpret_cast<const Bytes16 *>(S + I);
  } else {
#pragma unroll 1
    for (; Size - I >= 16; I += 16)
      *reinterpret_cast<Bytes16 *>(D + I) =
          *reinterpret_cast<const Bytes16 *>(S + I);
  }
  if (Size - I >= 8) {
    *reinterpret_cast<Bytes8 *>(D + I) =
        *reinterpret_cast<const Bytes8 *>(S + I);
    I += 8;
  }
  if (Size - I >= 4) {
    *reinterpret_cast<Bytes4 *>(D + I) =
        *reinterpret_cast<const Bytes4 *>(S + I);
    I += 4;
  }
#pragma unroll 1
  for (; I < Size; ++I)
    D[I] = S[I];
}

/// Launches a V2 parameter buffer the caller has filled.
DPAGG_INTERNAL cudaError_t launchBuffer(void *Buf, cudaStream_t Stream,
                                        unsigned Flags) {
  return (Flags & DPAGG_LAUNCH_PTSZ) ? cudaLaunchDeviceV2_ptsz(Buf, Stream)
                                     : cudaLaunchDeviceV2(Buf, Stream);
}

/// One V2 launch of \p Kernel with a copy of the parameter blob \p Args
/// (\p How: BlobCopy::RunTime where \p ArgSize is not a constant).
template <BlobCopy How = BlobCopy::Unrolled>
DPAGG_INTERNAL cudaError_t launchV2(void *Kernel, const void *Args,
                                    unsigned ArgSize, dim3 Grid, dim3 Block,
                                    unsigned Shmem, cudaStream_t Stream,
                                    unsigned Flags) {
  GateTicket Gate = gateEnter();
  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);
  cudaError_t Err;
  if (!Buf) {
    // No launch, as nvcc's code for <<<>>> does. The getter records why in
    // the thread's error state (then that is the result); if it recorded
    // nothing, the one documented reason is an exhausted launch pool.
    Err = cudaPeekAtLastError();
    if (Err == cudaSuccess)
      Err = cudaErrorLaunchOutOfResources;
  } else {
    // The blob is a 64-byte aligned staging buffer or a 16-byte aligned
    // record slot. The CUDA guide ("Device-side Launch from PTX") promises a
    // 64-byte aligned parameter buffer, but for a configuration CUDA then
    // refuses the buffer need not be: a 16-byte copy into it stopped the
    // H100 with cudaErrorMisalignedAddress (test/GPU/rt_launch_errors, 64 KB
    // of dynamic shared memory without the opt-in). Such a buffer gets a
    // plain copy; the launch then fails with CUDA's own error, as it would
    // have alone.
    if (ArgSize) {
      if ((reinterpret_cast<size_t>(Buf) & 15) == 0)
        copyAligned16<How>(Buf, Args, ArgSize);
      else
        memcpy(Buf, Args, ArgSize);
    }
    Err = launchBuffer(Buf, Stream, Flags);
  }
  // One exit: every lane of the group that went in together leaves here.
  gateLeave(Gate);
  return Err;
}

/// A launch as its thread wrote it: what the thread launches when it does
/// not join an aggregate, and what joining must keep of it. An aggregation
/// entry point fills one from its site's descriptor and its arguments, once;
/// in a kernel the runtime is inlined into, it lives in registers.
struct LaunchAsWritten {
  void *Kernel;
  const void *Args; ///< the thread's staged parameter blob
  unsigned ArgSize; ///< its bytes
  dim3 Grid, Block;
  unsigned Shmem; ///< dynamic shared memory
  cudaStream_t Stream;
  unsigned Flags;   ///< DPAggLaunchFlags
  const char *Name; ///< the kernel's name, for diagnostics
};

/// \p L launched at once, inlined (its copy's size a constant of the call),
/// its failure reported as launchAlone does: the path of a launch that
/// nothing else runs beside.
DPAGG_INTERNAL cudaError_t launchInline(const LaunchAsWritten &L) {
  cudaError_t Err = launchV2(L.Kernel, L.Args, L.ArgSize, L.Grid, L.Block,
                             L.Shmem, L.Stream, L.Flags);
  reportLaunchError(L.Name, Err, L.Flags);
  return Err;
}

/// The thread's own launch, exactly as it would be made without DPAgg: the
/// result and the thread's cudaGetLastError() state are CUDA's (launch.cu).
/// Out of line: it is the cold path of every aggregation entry point.
__device__ __noinline__ cudaError_t launchAlone(
    void *Kernel, const void *Args, unsigned ArgSize, dim3 Grid, dim3 Block,
    unsigned Shmem, cudaStream_t Stream, unsigned Flags, const char *Name);

/// launchAlone of the LaunchAsWritten \p L. A macro, not an inline
/// function: launchAlone takes its dim3s by value, that is as copies in the
/// caller's frame, and a call from an inline function gives those copies
/// lifetime markers once inlined, which changed ptxas's register counts
/// (the parents of 4 of the 13 bench/ programs were fitted a register bound
/// 8 higher, FitRegisterBounds.h); written out in the entry point, the call
/// is the one it was before LaunchAsWritten.
#define DPAGG_RT_ALONE(L)                                                      \
  ::dpagg_rt::launchAlone((L).Kernel, (L).Args, (L).ArgSize, (L).Grid,         \
                          (L).Block, (L).Shmem, (L).Stream, (L).Flags,         \
                          (L).Name)

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_DPAGGRUNTIME_CUH
