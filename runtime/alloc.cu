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
/// bytes form a group and share one block:
///
///   [ header: live count, chunk ][ lane 0's sub-buffer ][ lane 1's ] ...
///
/// Each sub-buffer starts 16-byte aligned and takes its size rounded up to
/// 16. Why 16 and not more: the device allocator guarantees 16 (CUDA guide,
/// "Dynamic Global Memory Allocation": "aligned to a 16-byte boundary"), so
/// no program can rely on more, and 16 is the natural alignment of the
/// widest CUDA type (float4, double2, int4, __int128); a wider rounding
/// (the next power of two up to 256) would only cost memory.
///
/// Where the block comes from, in order:
///  1. The allocation pool ("The allocation pool" below): DPAgg's own
///     memory, with Pool.cuh's chunks; a group of one lane too.
///  2. Nowhere else: when the pool has no room, every lane its own
///     malloc/cudaMalloc, as written. Never one malloc of the device heap
///     for the group: a block is given back only with its last sub-buffer,
///     so one lane that keeps its buffer would pin the other lanes' bytes
///     of the heap, which as written their frees gave back, and a later
///     allocation the heap would serve could fail (red team,
///     test/RedTeam/ra_heap_pin.cu: a lane keeps 1.5 MiB of a 48 MiB
///     block, a 24 MiB malloc then never succeeds on a 64 MiB heap). So at
///     every moment the heap holds a subset of what it holds as written.
///
/// The site also writes the block's header to the thread's header slot
/// (null when the pointer is not a sub-buffer); the pass carries it next to
/// the pointer to each free (AggregateAllocations.cpp says why it is
/// exact), so __dpagg_free needs no lookup.
///
/// Results, exactly what the thread would have seen alone:
///  - a lane that asks for 0 bytes (what the allocator does for 0 is its
///    business) or more than MaxJoinBytes: its own malloc/cudaMalloc, as
///    written;
///  - no block (2. above): its own malloc/cudaMalloc, as written, so no
///    lane fails that would have succeeded alone, and one that fails sees
///    null / cudaErrorMemoryAllocation from the allocator itself;
///  - otherwise its sub-buffer, and cudaMalloc's out-pointer written with
///    it and cudaSuccess returned, as a successful cudaMalloc does.
/// A sub-buffer may succeed where the thread alone would have failed (the
/// heap full): that only adds capacity. No program can observe that an
/// allocation must fail: the heap's overheads and fragmentation are the
/// allocator's, and other threads allocate concurrently, so success is
/// always one of the allocator's possible answers. The heap itself only
/// ever holds allocations the program makes as written (2. above).
///
/// Frees: the header's count is the group's lanes; each free of a
/// sub-buffer takes one off (a thread that never frees leaks the block, as
/// it leaked its own allocation before), and the free that takes the last
/// one gives the block back to the pool (its chunk's live count). Lanes
/// that free together (the same header,
/// __match_any_sync) take theirs off with one atomic.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"
#include "Pool.cuh"
#include "WarpGroup.cuh"

using namespace dpagg_rt;

//===----------------------------------------------------------------------===//
// The allocation pool
//===----------------------------------------------------------------------===//
//
// A second instance of Pool.cuh's pool (the same layout, the same
// poolAlloc / poolRelease and their argument, "The pool"), dedicated to
// allocations, a global of the runtime (so only a module that calls this
// file's entry points has it). One for the whole program: a weak
// definition of one name (DPAGG_ALLOC_POOL, RuntimeABI.h; LinkRuntime
// leaves it external) that nvlink keeps once (as one symbol: nvlink still
// reserves every unit's storage of a weak definition; -dpagg-shared-pools
// makes it common, which nvlink allocates once), so a program of many units
// with allocation sites holds 32 MiB, not 32 per unit, and a program-mode
// free in any unit finds a sub-buffer of any other by its address ("Program
// mode"). Sharing is exact: the pool's argument is about any set of
// allocating threads, whichever unit's code they run. A group's block is
// one live record of a chunk, released when the block's own count (the
// header's Live) reaches zero.
//
// Why not the launch records' pool: a launch record lives until its child
// blocks start; a sub-buffer lives as long as the program keeps it, and a
// leaked sub-buffer pins its whole chunk forever (a chunk is reset only
// when its last record is released; a leaked malloc pins only its own
// block). Sharing would let allocations starve launch records, which then
// launch alone (slower) in every kernel of the module.
//
// Who frees what. A sub-buffer exists only in its thread's values (the
// pointer never escapes: AllocationSites.h), so only the thread that got
// it frees it, and only through __dpagg_free / __dpagg_cuda_free with its
// header (AggregateAllocations.cpp). The header's Live is the group's
// lanes; each free takes its lanes off, and exactly one free reads the
// count that its own subtraction takes to zero: that one releases the
// block, once. A thread that frees twice was undefined before (a double
// free); a thread that never frees keeps Live above zero, so the block,
// and for a pool block its chunk, is never reused.
//
// Reuse only after every access. Lane X's last access to its sub-buffer
// precedes its free; the lanes that free together meet at __syncwarp
// (orders memory among them), their leader's fence.acq_rel makes its
// atomic on Live a release of all of them; the free that reads the last
// count follows the release sequence of Live's read-modify-writes, and
// poolRelease's fence is the acquire: it reads the header's Chunk, then its CAS
// on the chunk word is the release; the next poolAlloc that hands out those
// bytes reads the chunk word through that chain and fences (acquire); its
// group's lanes follow that fence through __syncwarp before touching
// their sub-buffers. So every access to a sub-buffer happens before any
// access to the bytes that reuse it. The header's Live and Chunk are
// written by the leader before that __syncwarp, so every free (by a lane
// of the group) reads them.
//
// Lanes and the chunk words (Pool.cuh): the leaders of a warp's groups may
// allocate together (Allocators::SeveralLanes) and several leaders may
// release together (poolRelease, a CAS). The first chunk tried is spread
// by the SM (poolAlloc's Spread): with the hint alone, every warp of the
// GPU would start on one chunk word.
//
// Capacity: 127 chunks of 256 KiB (Pool.cuh's largest chunk; 32 MiB,
// DPAgg's launch pool's default size), zero-initialized as the launch pool.
// A group's block larger than a chunk, or one the pool has no room for:
// every lane alone, as written ("Where the block comes from", 2.).
namespace {
/// The first 16 bytes of a group's block.
struct AllocHeader {
  unsigned long long Live;  // sub-buffers not yet freed
  unsigned long long Chunk; // 1 + the pool chunk
};
static_assert(sizeof(AllocHeader) == 16, "sub-buffers start 16-aligned");

/// How a group's block is laid out: a unit's (the sub-buffers one after the
/// other; each free is told the header, AggregateAllocations.cpp) or the
/// program mode's (each sub-buffer after a 16-byte tag holding the header,
/// so a free finds it from the pointer alone; "Program mode").
enum class Layout { Unit, Program };
constexpr unsigned long long TagBytes = 16;

/// The most one lane may ask for and join: 32 lanes' rounded sizes then sum
/// to less than 2^38, so no sum wraps. Larger requests go alone.
constexpr size_t MaxJoinBytes = size_t(1) << 32;

constexpr unsigned AllocChunks = 127;
constexpr unsigned AllocChunkBytes = DPAGG_POOL_MAX_CHUNK_SIZE;
constexpr size_t AllocPoolBytes =
    ((DPAGG_POOL_HEADER_SIZE + 8 * AllocChunks + 63) & ~size_t(63)) +
    size_t(AllocChunks) * AllocChunkBytes;
} // namespace

/// The allocation pool (above), zero-initialized as the launch pool.
__device__
    __attribute__((weak)) __align__(64) char DPAGG_ALLOC_POOL[AllocPoolBytes];

DPAGG_INTERNAL unsigned smId() {
  unsigned S;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(S));
  return S;
}

/// The leader's block of \p Total bytes of sub-buffers for \p N lanes,
/// its header written; null if the pool has no room (never the heap: "Where
/// the block comes from", 2.).
DPAGG_INTERNAL char *groupBlock(unsigned long long Total, unsigned N) {
  unsigned C = 0;
  char *Base = poolAlloc(DPAGG_ALLOC_POOL, AllocChunks, AllocChunkBytes,
                         sizeof(AllocHeader) + Total, &C,
                         Allocators::SeveralLanes, smId());
  if (Base)
    *reinterpret_cast<AllocHeader *>(Base) = AllocHeader{N, C + 1ull};
  return Base;
}

/// The group's sub-buffer for this lane, with *HeaderSlot its block's
/// header; or null with *HeaderSlot null: the lane allocates alone. Every
/// lane of the group (those that execute the __activemask together) runs
/// each collective with the group's mask, and only the leader's
/// groupBlock, in structured control flow, separates them (WarpGroup.cuh,
/// streamGroup).
DPAGG_INTERNAL char *allocWarp(size_t Size, void **HeaderSlot,
                               Layout L = Layout::Unit) {
  *HeaderSlot = nullptr;
  const bool Tagged = L == Layout::Program;
  unsigned Active = __activemask();
  bool Join = Size != 0 && Size <= MaxJoinBytes;
  unsigned Members = groupMask(__ballot_sync(Active, Join) & Active);
  if (!Join)
    return nullptr;
  unsigned N = __builtin_popcount(Members), Leader = __builtin_ffs(Members) - 1;
  unsigned MyLane = laneId();
  // This lane's offset (an exclusive prefix over the members, in lane
  // order) and the group's bytes.
  unsigned long long Mine = ((Size + 15) & ~15ull) + (Tagged ? TagBytes : 0);
  unsigned long long Excl = 0, Total = 0;
  for (unsigned M = Members; M; M &= M - 1) {
    unsigned Src = __builtin_ffs(M) - 1;
    unsigned long long V = __shfl_sync(Members, Mine, Src);
    Total += V;
    if (Src < MyLane)
      Excl += V;
  }
  char *Base = nullptr;
  if (MyLane == Leader)
    Base = groupBlock(Total, N);
  // __syncwarp orders memory among the lanes it names (CUDA guide, "Warp
  // Synchronization"): the header is written, and the pool's acquire done,
  // before any lane touches its sub-buffer or frees it ("The allocation
  // pool").
  __syncwarp(Members);
  Base = reinterpret_cast<char *>(
      broadcast64(Members, reinterpret_cast<unsigned long long>(Base), Leader));
  if (!Base)
    return nullptr;
  *HeaderSlot = Base;
  char *Sub = Base + sizeof(AllocHeader) + Excl;
  if (!Tagged)
    return Sub;
  // The lane's tag, before its sub-buffer, written after the __syncwarp
  // above (so after the pool's acquire, as every access to the block), and
  // published to the whole group by a second one: a free by any lane of
  // the group, or by any thread the program orders after one of them,
  // reads it ("Program mode"). Base is the same in every member, so every
  // member reaches this __syncwarp.
  *reinterpret_cast<void **>(Sub) = Base;
  __syncwarp(Members);
  return Sub + TagBytes;
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
/// gives the block back with the last one ("The allocation pool": who frees
/// what, and why every access precedes the block's reuse). LLVM 22 drops an
/// atomicrmw's ordering on NVPTX, so the fences are explicit
/// (DPAggRuntime.cuh, "Memory order").
DPAGG_INTERNAL void releaseSubBuffer(void *Header) {
  unsigned Same = groupMask(__match_any_sync(
      __activemask(), reinterpret_cast<unsigned long long>(Header)));
  __syncwarp(Same);
  if (laneId() != unsigned(__builtin_ffs(Same) - 1))
    return;
  unsigned long long N = __builtin_popcount(Same);
  auto *H = static_cast<AllocHeader *>(Header);
  fenceAcqRel(); // release: the lanes' accesses, through the __syncwarp
  if (addRelaxed(&H->Live, 0ull - N) != N)
    return;
  // Written before the group's __syncwarp, never after: no acquire needed
  // to read it, and read before the release below.
  poolRelease(DPAGG_ALLOC_POOL, unsigned(H->Chunk - 1)); // its fence acquires
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

//===----------------------------------------------------------------------===//
// Program mode
//===----------------------------------------------------------------------===//
//
// -dpagg-alloc-frees=program (AggregateAllocations.h): the user states that
// every device free or cudaFree that can receive a pointer this unit's
// allocations return is made in a unit built in program mode. Then a site's
// pointer may go anywhere (stored, passed, launched, freed by another kernel
// or unit), and every free of every such unit is one of the two below (the
// pass replaces free/cudaFree themselves, so indirect calls too).
//
// Why a free here treats every pointer exactly:
//  - Which pointers are sub-buffers: those inside DPAGG_ALLOC_POOL. Its
//    bytes are handed out only as the blocks of aggregated sites, and the
//    sub-buffers of a unit built without program mode reach no free but
//    their own kernel's (AllocationSites.h), which are not these; so a
//    pointer inside the pool that one of these frees receives is a
//    program-mode sub-buffer (the start of a lane's, past its tag). A free
//    receives null, a pointer the allocator returned (never inside a global
//    of the program: the heap is the allocator's own memory) or such a
//    sub-buffer; anything else is an invalid free, undefined before. So a
//    pointer outside the pool is freed as written, null and a heap block
//    alike; one inside it is a sub-buffer.
//  - Its header: the tag before it, written by the lane that got the
//    sub-buffer after the group's __syncwarp (after the pool's acquire)
//    and published to the group by a second __syncwarp before the site
//    returns. Every free of it is ordered after that return by the program
//    itself: a free of a pointer the program has not yet obtained is
//    impossible, and one in another thread got the pointer through
//    synchronization the program made, which carries the tag's write as it
//    carries the lane's writes to the sub-buffer. (A pointer passed only by
//    a shuffle to a lane outside the group carries no memory order; the
//    device allocator's own bookkeeping would then race the same way, and
//    the red team's hand-off through __shfl_sync passes:
//    test/RedTeam/ap_handoff.cu.) The tag lies outside the sub-buffer's
//    bytes, so no access of the program's to its sub-buffer overwrites it
//    (an access before the sub-buffer's start is out of bounds, undefined
//    before).
//  - Release and reuse: as in the unit's layout ("The allocation pool"),
//    with the lanes that free together grouped by header.
//  - Units: every unit with allocation sites has the same weak pool, and
//    in program mode these frees, so within one device image (the units of
//    one -fgpu-rdc link) a sub-buffer of one unit freed in another is
//    found there too. What the user states covers the rest: every unit of
//    the image is built in program mode (one built otherwise frees as
//    written, and an inline or template function, which every unit that
//    uses it defines, is linked from any one of them: nvlink may keep the
//    copy of a unit built otherwise, red team ap_odr), and no other image
//    frees these pointers (another module of the context, or, without
//    -fgpu-rdc, each unit: its own image with its own pool, ap_xtu).

/// The header of the block that sub-buffer \p P belongs to, or null: \p P
/// is not a program-mode sub-buffer (above).
DPAGG_INTERNAL void *programHeader(const void *P) {
  const char *C = static_cast<const char *>(P);
  if (C < DPAGG_ALLOC_POOL || C >= DPAGG_ALLOC_POOL + AllocPoolBytes)
    return nullptr;
  return *reinterpret_cast<void *const *>(C - TagBytes);
}

DPAGG_RT void *__dpagg_malloc_program(size_t AllocSize) {
  void *Header;
  if (char *P = allocWarp(AllocSize, &Header, Layout::Program))
    return P;
  return malloc(AllocSize);
}

DPAGG_RT cudaError_t __dpagg_cuda_malloc_program(void **OutPointer,
                                                 size_t AllocSize) {
  // Program mode takes any out-pointer (AllocationRefusals.def lifts
  // OutPointer), null too: what cudaMalloc does with it is its business
  // (red team, test/RedTeam/ap_null_out.cu).
  if (!OutPointer)
    return cudaMalloc(OutPointer, AllocSize);
  void *Header;
  char *P = allocWarp(AllocSize, &Header, Layout::Program);
  if (!P)
    return cudaMalloc(OutPointer, AllocSize);
  *OutPointer = P;
  return cudaSuccess;
}

DPAGG_RT void __dpagg_free_program(void *Pointer) {
  void *Header = programHeader(Pointer);
  if (!Header)
    return free(Pointer);
  releaseSubBuffer(Header);
}

DPAGG_RT cudaError_t __dpagg_cuda_free_program(void *Pointer) {
  void *Header = programHeader(Pointer);
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
DPAGG_CHECK_SIGNATURE(__dpagg_malloc_program);
DPAGG_CHECK_SIGNATURE(__dpagg_cuda_malloc_program);
DPAGG_CHECK_SIGNATURE(__dpagg_free_program);
DPAGG_CHECK_SIGNATURE(__dpagg_cuda_free_program);
