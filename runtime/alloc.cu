//===- runtime/alloc.cu - warp-scope allocation aggregation ---------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The run-time half of allocation aggregation (issue 25; the pass half is
/// passes/Transforms/AggregateAllocations.cpp, the legality
/// Analysis/AllocationSites.h, the design docs/allocation-aggregation.md).
///
/// An aggregated malloc/cudaMalloc site calls __dpagg_malloc_warp /
/// __dpagg_cuda_malloc_warp. The lanes of a warp that reach it together
/// (__activemask, as WarpGroup.cuh's groups) and ask for 1 to MaxJoinBytes
/// bytes share one block of the device heap:
///
///   [ header: live count, 16 bytes ][ lane 0's sub-buffer ][ lane 1's ] ...
///
/// Each sub-buffer starts 16-byte aligned and takes its size rounded up to
/// 16. Why 16 and not more: the device allocator guarantees 16 (CUDA guide,
/// "Dynamic Global Memory Allocation": "aligned to a 16-byte boundary"), so
/// no program can rely on more, and 16 is the natural alignment of the
/// widest CUDA type (float4, double2, int4, __int128); a wider rounding
/// (the next power of two up to 256) would only cost memory.
///
/// The site also writes the block's header to the thread's header slot
/// (null when the pointer is not a sub-buffer); the pass carries it next to
/// the pointer to each free (AggregateAllocations.cpp says why it is
/// exact), so __dpagg_free needs no lookup.
///
/// Results, exactly what the thread would have seen alone:
///  - a lane that asks for 0 bytes (what the allocator does for 0 is its
///    business), more than MaxJoinBytes, or that is the only one: its own
///    malloc/cudaMalloc, as written;
///  - the group's block could not be allocated: every lane its own
///    malloc/cudaMalloc, as written, so no lane fails that would have
///    succeeded alone, and one that fails sees null /
///    cudaErrorMemoryAllocation from the allocator itself;
///  - otherwise its sub-buffer, and cudaMalloc's out-pointer written with
///    it and cudaSuccess returned, as a successful cudaMalloc does.
/// The group's block is allocated with malloc, never cudaMalloc: a failed
/// cudaMalloc may set the leader's error state (cudaGetLastError), which
/// the leader alone would not have seen.
///
/// Frees: the header's count is the group's lanes; each free of a
/// sub-buffer takes one off (a thread that never frees leaks the block, as
/// it leaked its own allocation before), and the free that takes the last
/// one frees the block. Lanes that free together (the same header,
/// __match_any_sync) take theirs off with one atomic.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"
#include "WarpGroup.cuh"

using namespace dpagg_rt;

namespace {
/// The first 16 bytes of a group's block.
struct AllocHeader {
  unsigned long long Live; // sub-buffers not yet freed
  unsigned long long Pad;  // keeps the sub-buffers 16-byte aligned
};
static_assert(sizeof(AllocHeader) == 16, "sub-buffers start 16-aligned");

/// The most one lane may ask for and join: 32 lanes' rounded sizes then sum
/// to less than 2^38, so no sum wraps. Larger requests go alone.
constexpr size_t MaxJoinBytes = size_t(1) << 32;
} // namespace

/// The group's sub-buffer for this lane, with *HeaderSlot its block's
/// header; or null with *HeaderSlot null: the lane allocates alone. Every
/// lane of the group (those that execute the __activemask together) runs
/// each collective with the group's mask, and only the leader's malloc, in
/// structured control flow, separates them (WarpGroup.cuh, streamGroup).
DPAGG_INTERNAL char *allocWarp(size_t Size, void **HeaderSlot) {
  *HeaderSlot = nullptr;
  unsigned Active = __activemask();
  bool Join = Size != 0 && Size <= MaxJoinBytes;
  unsigned Members = __ballot_sync(Active, Join) & Active;
  if (!Join || __builtin_popcount(Members) < 2)
    return nullptr;
  unsigned N = __builtin_popcount(Members), Leader = __builtin_ffs(Members) - 1;
  unsigned MyLane = laneId();
  // This lane's offset (an exclusive prefix over the members, in lane
  // order) and the group's bytes.
  unsigned long long Mine = (Size + 15) & ~15ull, Excl = 0, Total = 0;
  for (unsigned M = Members; M; M &= M - 1) {
    unsigned Src = __builtin_ffs(M) - 1;
    unsigned long long V = __shfl_sync(Members, Mine, Src);
    Total += V;
    if (Src < MyLane)
      Excl += V;
  }
  char *Base = nullptr;
  if (MyLane == Leader) {
    Base = static_cast<char *>(malloc(sizeof(AllocHeader) + Total));
    if (Base)
      reinterpret_cast<AllocHeader *>(Base)->Live = N;
  }
  // __syncwarp orders memory among the lanes it names (CUDA guide, "Warp
  // Synchronization"): the count is written before any lane's free reads it.
  __syncwarp(Members);
  Base = reinterpret_cast<char *>(
      broadcast64(Members, reinterpret_cast<unsigned long long>(Base), Leader));
  if (!Base)
    return nullptr;
  *HeaderSlot = Base;
  return Base + sizeof(AllocHeader) + Excl;
}

DPAGG_RT void *__dpagg_malloc_warp(size_t AllocSize, void **HeaderSlot) {
  if (char *P = allocWarp(AllocSize, HeaderSlot))
    return P;
  return malloc(AllocSize);
}

DPAGG_RT cudaError_t __dpagg_cuda_malloc_warp(void **OutPointer,
                                              size_t AllocSize,
                                              void **HeaderSlot) {
  char *P = allocWarp(AllocSize, HeaderSlot);
  if (!P)
    return cudaMalloc(OutPointer, AllocSize);
  *OutPointer = P;
  return cudaSuccess;
}

/// Takes this lane's sub-buffer of \p Header's block off its count, and
/// frees the block with the last one. Memory order: every lane's accesses
/// to its sub-buffer happen before its block is freed. The lanes that free
/// together are ordered before their leader by __syncwarp, the leader's
/// acq_rel fence then makes its decrement a release of all of them, and the
/// fence after the decrement that reads the last count is the acquire that
/// pairs with every earlier group's release (the PTX fence patterns;
/// LLVM 22 drops an atomicrmw's ordering on NVPTX, so the fences are
/// explicit: DPAggRuntime.cuh, "Memory order").
DPAGG_INTERNAL void releaseSubBuffer(void *Header) {
  unsigned Same = __match_any_sync(
      __activemask(), reinterpret_cast<unsigned long long>(Header));
  __syncwarp(Same);
  if (laneId() != unsigned(__builtin_ffs(Same) - 1))
    return;
  unsigned long long N = __builtin_popcount(Same);
  auto *H = static_cast<AllocHeader *>(Header);
  fenceAcqRel();
  if (addRelaxed(&H->Live, 0ull - N) == N) {
    fenceAcqRel();
    free(Header);
  }
}

DPAGG_RT void __dpagg_free(void *Pointer, void *Header) {
  if (!Header)
    return free(Pointer);
  releaseSubBuffer(Header);
}

DPAGG_RT cudaError_t __dpagg_cuda_free(void *Pointer, void *Header) {
  if (!Header)
    return cudaFree(Pointer);
  releaseSubBuffer(Header);
  return cudaSuccess;
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_malloc_warp);
DPAGG_CHECK_SIGNATURE(__dpagg_cuda_malloc_warp);
DPAGG_CHECK_SIGNATURE(__dpagg_free);
DPAGG_CHECK_SIGNATURE(__dpagg_cuda_free);
