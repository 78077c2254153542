//===- runtime/Join.cuh - which launches join an aggregate ----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: what an aggregation site tells (readSite), the
/// argument that joining keeps every thread's result, error state and order
/// ("Error semantics", "Order", "Sizes"), the checks that decide whether a
/// launch may join (canJoin, joinableStream, shapeJoinable), and the
/// owner's launch of the aggregate (launchAggregate, join.cu).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_JOIN_CUH
#define DPAGG_RUNTIME_JOIN_CUH

#include "DPAggRuntime.cuh"

namespace dpagg_rt {

//===----------------------------------------------------------------------===//
// What a site tells
//===----------------------------------------------------------------------===//

/// An aggregation site's child, as its descriptors give it.
struct SiteChild {
  /// The aggregated child (DPAGG_LAUNCH_MOLDED or DPAGG_LAUNCH_PACKED: its
  /// DPAggChildClones), or
  /// null: every launch of the site is made alone.
  void *Agg;
  unsigned SafeThreads, SafeShmem; ///< RuntimeABI.h, DPAGG_ANY_KERNEL_THREADS
  /// The site's flags, with DPAGG_LAUNCH_NEEDS_1D_BLOCK where the child
  /// needs 1-D blocks.
  unsigned Flags;
};

/// Reads \p Site and the child descriptor it points at, once, at the
/// entry: this unit's child's descriptor and another unit's published one
/// alike (RuntimeABI.h, DPAggSiteDescriptor). Both are constants, so the
/// child is null in every thread of a warp or block or in none, and the same
/// at every call. Where the runtime is inlined into the kernel (every
/// optimized build), the loads from a site descriptor and from this unit's
/// child descriptors fold to constants; only another unit's descriptor,
/// which the linker resolves, is read at run time.
DPAGG_INTERNAL SiteChild readSite(const DPAggSiteDescriptor &Site) {
  const DPAggChildDescriptor &C = *Site.Child;
  SiteChild R = {C.Child, C.SafeThreads, C.SafeShmem, Site.Flags};
  if (C.Flags & DPAGG_CHILD_NEEDS_1D_BLOCK) {
    // The runtime checks every launch's block for such a child
    // (shapeJoinable), whatever the launching unit proved of it; where it
    // proved nothing, the child is not used at all.
    R.Flags |= DPAGG_LAUNCH_NEEDS_1D_BLOCK;
    if (Site.Flags & DPAGG_LAUNCH_BLOCK_NOT_PROVEN_1D)
      R.Agg = nullptr;
  }
  return R;
}

/// The launch a thread wrote at \p Site, with the flags \p Flags
/// (SiteChild::Flags).
DPAGG_INTERNAL LaunchAsWritten launchAt(const DPAggSiteDescriptor &Site,
                                        unsigned Flags, const void *Args,
                                        dim3 Grid, dim3 Block, unsigned Shmem,
                                        cudaStream_t Stream) {
  return {Site.Kernel, Args,   Site.ArgSize, Grid,     Block,
          Shmem,       Stream, Flags,        Site.Name};
}

//===----------------------------------------------------------------------===//
// What joins, and who launches
//===----------------------------------------------------------------------===//
//
// Error semantics (issue 9, class 3). Every thread must see exactly the
// result it would see launching alone, in the launch's return value and in
// its own cudaGetLastError() state (per thread on the device). The argument,
// for every program:
//
//  - A launch joins an aggregate only if CUDA accepts it alone (canJoin
//    checks every limit CUDA checks for a configuration, the kernel's own
//    ones through cudaFuncGetAttributes). A launch it refuses launches alone
//    and gets CUDA's own error. What is left, running out of launch slots or
//    memory, depends on what else is pending at that moment (which is what
//    aggregation changes, by design) and is not a property of the launch.
//  - A joiner whose aggregate is launched makes no CUDA call: it returns
//    cudaSuccess and its error state is untouched. Alone, a successful
//    launch leaves the state as it was too: CUDA documents that
//    cudaGetLastError() returns and resets the last error and does not say
//    that a successful call resets it (the host runtime's errors are sticky
//    in the same way); this is the assumption the GPU test rt_launch_errors
//    checks.
//  - The owner, the one thread that launches the aggregate, is a joiner
//    whose cudaPeekAtLastError() was cudaSuccess. If the aggregate fails,
//    its cudaGetLastError() clears exactly that failure and leaves the
//    state it had, cudaSuccess. With no clean joiner nobody aggregates.
//  - If the aggregate cannot be launched (pool full, CUDA refuses it), the
//    failure is broadcast to every joiner (a shuffle at warp scope, the
//    block state after a barrier at block scope) and each launches alone,
//    in its own thread: its own result, its own error state. Nobody
//    launches for anybody else.
//
// Order (class 12). CUDA runs the launches a thread makes into one stream in
// the order it makes them. A joiner returns only after the owner's launch
// attempt (the broadcast above waits for it), and after its own fallback
// launch if that failed, so the aggregate, which goes into the stream the
// joiner asked for (every joiner of a record asked for the same stream
// value), is enqueued before anything the joiner launches next; a thread
// that does not join launches alone before it returns.
// A site that nothing observes (DPAGG_LAUNCH_UNOBSERVED: the thread's only
// launch, so no later launch to order; its result and error state unread)
// lets its joiners leave before the owner launches: order and results are
// then invisible, and a refused aggregate is replayed from the record by the
// owner, so every launch still happens exactly once. The cases that
// change the stream (fire-and-forget promotion, the per-thread stream of
// _ptsz) are the pass's to restrict.
//
// Sizes (class 11). Every count, prefix sum and index of a record is a
// 32-bit unsigned below 2^31: a joiner has at most MaxWarpJoinBlocks child
// blocks per warp record (32 of them: 2^30) and MaxBlockJoinBlocks per
// block record (1024 of them: 2^31 - 1024), so the aggregated grid also fits
// gridDim.x (2^31 - 1), the low half of the block state's Pair never carries
// into the parent count, and a child's local block index, grid x * y and
// grid product stay below its parent's block count. Record sizes are
// computed in 64 bits and checked against the chunk size before anything is
// written; a record that fits a chunk (at most DPAGG_POOL_MAX_CHUNK_SIZE)
// has every offset below 2^18.

/// Most child blocks of one joiner of a warp record: 32 * 2^25 = 2^30.
constexpr unsigned long long MaxWarpJoinBlocks = 1ull << 25;
/// Most child blocks of one joiner of a block record: 1024 * (2^21 - 1) =
/// 2^31 - 1024 <= 2^31 - 1.
constexpr unsigned long long MaxBlockJoinBlocks = (1ull << 21) - 1;
static_assert(32 * MaxWarpJoinBlocks <= 0x7fffffffull, "warp record");
static_assert(1024 * MaxBlockJoinBlocks <= 0x7fffffffull, "block record");

__device__ __forceinline__ unsigned long long threadsOf(dim3 B) {
  return (unsigned long long)B.x * B.y * B.z;
}

/// What CUDA checks of a configuration that does not depend on the kernel
/// (CUDA guide, "Compute Capabilities", table of technical specifications:
/// the same for every architecture CUDA 13 supports).
__device__ __forceinline__ bool validConfiguration(dim3 G, dim3 B) {
  return G.x >= 1 && G.x <= 0x7fffffffu && G.y >= 1 && G.y <= 65535 &&
         G.z >= 1 && G.z <= 65535 && B.x >= 1 && B.x <= 1024 && B.y >= 1 &&
         B.y <= 1024 && B.z >= 1 && B.z <= 64 && threadsOf(B) <= 1024;
}

/// The most threads per block \p Kernel accepts (which depends on its
/// registers and launch bounds), from cudaFuncGetAttributes; 0 if the query
/// failed. Called by a thread whose error state is clean only, which a
/// failed query then leaves clean again. Out of line: only launches beyond
/// the limits the pass proved ask.
/// Measured on the H100 (driver 580, test/GPU/results/
/// 2026-11-24-h100-rtprobe.md, test/Probes/rtprobe.cu): the device-side
/// cudaFuncGetAttributes gets maxThreadsPerBlock right, but
/// maxDynamicSharedSizeBytes reads back as 0 or garbage, so shared memory is
/// never judged from it (canJoin). Defined in join.cu.
/// Its symbol is the one it had as an internal of the runtime when the
/// runtime was one file, which LinkRuntime makes it again in every module
/// (it internalizes each runtime definition): a test of the linked runtime
/// (LinkRuntime/group-formed-after-runtime-calls.ll) finds the call by it.
__device__ __noinline__ unsigned
maxThreadsOf(const void *Kernel) __asm__("_ZN12_GLOBAL__N_112maxThreadsOfEPKv");

/// Whether \p Kernel accepts \p Threads threads per block; see maxThreadsOf.
__device__ __forceinline__ bool kernelAccepts(const void *Kernel,
                                              unsigned long long Threads) {
  return Threads <= maxThreadsOf(Kernel);
}

/// Whether launches into \p Stream may be aggregated across threads. A
/// thread's per-thread default stream (cudaStreamPerThread, or NULL through
/// a _ptsz entry) is its own: the aggregate would go into the owner's, out
/// of order with the other joiners' earlier and later launches into theirs.
/// The pass refuses such sites when the stream is a constant; a stream known
/// only at run time is checked here. Only a site that is its thread's one
/// launch (DPAGG_LAUNCH_ONLY_LAUNCH) has no such order to keep.
__device__ __forceinline__ bool joinableStream(cudaStream_t Stream,
                                               unsigned Flags) {
  size_t S = reinterpret_cast<size_t>(Stream);
  bool PerThread = S == reinterpret_cast<size_t>(cudaStreamPerThread) ||
                   (S == 0 && (Flags & DPAGG_LAUNCH_PTSZ));
  return !PerThread || (Flags & DPAGG_LAUNCH_ONLY_LAUNCH);
}

/// Whether a launch may join an aggregate: CUDA accepts it alone, and its
/// grid is small enough for the record's sums (\p MaxBlocks). \p Clean: the
/// thread's cudaPeekAtLastError() is cudaSuccess; a thread that is not
/// clean never asks CUDA (the query could leave an error behind) and
/// launches alone when its block is beyond \p SafeThreads.
__device__ __forceinline__ bool
canJoin(dim3 G, dim3 B, unsigned Shmem, const void *Kernel,
        unsigned SafeThreads, unsigned SafeShmem, unsigned long long MaxBlocks,
        bool Clean, unsigned long long &Blocks) {
  Blocks = (unsigned long long)G.x * G.y * G.z;
  if (!validConfiguration(G, B) || Blocks > MaxBlocks)
    return false;
  // Dynamic shared memory up to SafeShmem is accepted by the kernel and by
  // its aggregated child whatever the host set (both have at most the
  // module's shared variables plus the runtime's); a launch asking for more
  // launches alone and gets the kernel's own answer.
  if (Shmem > SafeShmem)
    return false;
  unsigned long long Threads = threadsOf(B);
  if (Threads <= SafeThreads)
    return true;
  return Clean && kernelAccepts(Kernel, Threads);
}

/// Whether a launch with block \p B may join an aggregate of a child that
/// needs 1-D blocks (DPAGG_LAUNCH_NEEDS_1D_BLOCK): aggregation keeps a
/// block's warps only when the block is one-dimensional (AggregatedChild.cpp,
/// isWarpInsensitiveIntrinsic). Checked on the launch's own block, whatever
/// the pass proved of it; a launch that fails it launches alone.
__device__ __forceinline__ bool shapeJoinable(dim3 B, unsigned Flags) {
  return !(Flags & DPAGG_LAUNCH_NEEDS_1D_BLOCK) || (B.y == 1 && B.z == 1);
}

/// The clones of the child \p Agg of a site with \p Flags: under
/// DPAGG_LAUNCH_MOLDED or DPAGG_LAUNCH_PACKED a DPAggChildClones, else the
/// whole clone itself.
__device__ __forceinline__ void *wholeClone(void *Agg, unsigned Flags) {
  return (Flags & (DPAGG_LAUNCH_MOLDED | DPAGG_LAUNCH_PACKED))
             ? static_cast<const DPAggChildClones *>(Agg)->Whole
             : Agg;
}

/// The packed clone (runtime/child.cu, "Packed children") for an aggregate
/// whose blocks are at most \p MaxBlock and whose dynamic shared memory is
/// at most \p MaxShmem, or null: the child has none (DPAGG_LAUNCH_PACKED),
/// a block has more than 32 threads, or one asks for dynamic shared memory
/// (a packed block's warps would share it).
__device__ __forceinline__ void *packedClone(void *Agg, unsigned Flags,
                                             dim3 MaxBlock, unsigned MaxShmem) {
  if (!(Flags & DPAGG_LAUNCH_PACKED) || threadsOf(MaxBlock) > 32 || MaxShmem)
    return nullptr;
  return static_cast<const DPAggChildClones *>(Agg)->Packed;
}

/// The grid of a packed aggregate of \p Total logical blocks: one block per
/// DPAGG_PACK_WARPS of them (below 2^31: Total is).
__device__ __forceinline__ unsigned packedGrid(unsigned Total) {
  return (unsigned)(((unsigned long long)Total + DPAGG_PACK_WARPS - 1) /
                    DPAGG_PACK_WARPS);
}

/// The aggregated launch, by the owner (a clean joiner). True if CUDA took
/// it. If not, the owner's error state is made clean again (it was before)
/// and the record goes back to the pool: every joiner launches alone, or,
/// where nobody observes the launch (DPAGG_LAUNCH_UNOBSERVED), the owner
/// launches them all from the record before giving it back. \p Agg: the
/// aggregated child, or under DPAGG_LAUNCH_MOLDED or DPAGG_LAUNCH_PACKED its
/// DPAggChildClones.
/// Defined in join.cu.
__device__ __noinline__ bool
launchAggregate(char *Rec, char *Pool, void *Agg, unsigned TotalBlocks,
                dim3 MaxBlock, unsigned MaxShmem, unsigned SafeThreads,
                cudaStream_t Stream, unsigned Flags, void *Orig,
                unsigned ArgSize, const char *Name);

/// Launches every parent of a record with its own configuration, for a site
/// whose joiners do not wait (DPAGG_LAUNCH_UNOBSERVED) when CUDA refused the
/// aggregate (the owner's at warp and block scope, the ticket's at grid
/// scope, grid.cu). Only there: nobody can observe that another thread, not
/// the thread itself, made the launch or got its error. Defined in join.cu.
__device__ __noinline__ void replayRecord(const char *Rec, void *Orig,
                                          unsigned ArgSize, cudaStream_t Stream,
                                          unsigned Flags, const char *Name);

/// launchAggregate of the owner's LaunchAsWritten \p L (its stream and
/// flags, and what a replay needs) with the SiteChild \p C's child. A macro
/// for the reason DPAGG_RT_ALONE is one (\p MaxB is passed by value).
#define DPAGG_RT_AGGREGATE(Rec, Pool, C, TotalBlocks, MaxB, MaxShmem, L)       \
  ::dpagg_rt::launchAggregate(Rec, Pool, (C).Agg, TotalBlocks, MaxB, MaxShmem, \
                              (C).SafeThreads, (L).Stream, (L).Flags,          \
                              (L).Kernel, (L).ArgSize, (L).Name)

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_JOIN_CUH
