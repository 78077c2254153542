//===- runtime/Grid.cuh - a parent grid's state and index of records ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: a block's group of consecutive blocks (blockGroup,
/// groupKey), the grid-state table's slots (findGridState), a group's index
/// of block records (GridIndex), and a block's append of its record to its
/// group (appendToGrid), which the block path calls at a multiblock or grid
/// site (Block.cuh). Grid scope is the group of every block of the grid.
/// grid.cu has the argument ("Groups of blocks") and the entry points.
/// Inline, for the reason Pool.cuh gives.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_GRID_CUH
#define DPAGG_RUNTIME_GRID_CUH

#include "Join.cuh"
#include "Record.cuh"
#include <cstddef>

namespace dpagg_rt {

/// A grid's index of records, from the pool: this header, then Ends[Capacity]
/// (record r's child blocks are the aggregate's [Ends[r-1], Ends[r])), then
/// Recs[Capacity] (record r's address). An aggregated child's prologue
/// tells it from a record by Kind (child.cu).
struct GridIndex {
  unsigned long long Pool; // the pool's address, for the release
  unsigned Chunk;
  unsigned RecordsLeft; // records not yet released by their last block
  unsigned NumRecords;  // of the aggregate (written by the ticket)
  unsigned Total;       // the aggregate's blocks (written by the ticket)
  unsigned Capacity;    // entries the arrays have room for
  unsigned Pad0;
  unsigned long long Stream; // the stream the site's launches go to
  /// The appended records' blocks' maxima, packBlock's word (raiseBlock).
  /// Here, not in the grid state: the index is the runtime's own.
  unsigned long long MaxBlock;
  unsigned Kind; // DPAGG_RECORD_KIND_GRID_INDEX
  unsigned Pad2[3];
};
static_assert(sizeof(GridIndex) == DPAGG_RECORD_HEADER_SIZE &&
                  offsetof(GridIndex, Kind) == offsetof(RecordHeader, Kind) &&
                  offsetof(GridIndex, Pool) == offsetof(RecordHeader, Pool) &&
                  offsetof(GridIndex, Chunk) == offsetof(RecordHeader, Chunk),
              "a child tells an index from a record by its Kind");

__device__ __forceinline__ unsigned *indexEnds(char *Idx) {
  return reinterpret_cast<unsigned *>(Idx + DPAGG_RECORD_HEADER_SIZE);
}
__device__ __forceinline__ unsigned long long *indexRecs(char *Idx,
                                                         unsigned Capacity) {
  return reinterpret_cast<unsigned long long *>(Idx + DPAGG_RECORD_HEADER_SIZE +
                                                alignUp(4 * Capacity, 8));
}
__device__ __forceinline__ unsigned long long indexBytes(unsigned Capacity) {
  return DPAGG_RECORD_HEADER_SIZE + alignUp(4 * Capacity, 8) + 8ull * Capacity;
}

/// Sizes (grid.cu, (f)). A parent grid of more blocks uses no grid state
/// (every block keeps its record); a record of more child blocks is launched
/// by its block. Pair counts appends in its top 24 bits and their child
/// blocks below: appendToIndex adds only while the index has room (its
/// Capacity, at most a pool chunk's 21,845 entries), so the count passes
/// Capacity by at most the appenders that raced past that test, one add each
/// (fewer than the 2^17 warps the device holds at once), far below 2^24, and
/// their child blocks (below 2^17 each) far below 2^40. (Without that test
/// the last exit's warp records, up to 64 per block, reached 2^24 appends in
/// a grid of 2^23 - 1 blocks: red team, test/RedTeam/README.md "Nested
/// grid".)
constexpr unsigned long long MaxGridParentBlocks = (1ull << 23) - 1;
constexpr unsigned MaxGridRecordBlocks = (1u << 17) - 1;
constexpr unsigned PairShift = 40;
static_assert(((1ull << 15) + (1ull << 17)) * MaxGridRecordBlocks <
                  (1ull << PairShift),
              "grid Pair: a chunk's entries and the racing appenders");
/// The aggregate's grid: gridDim.x.
constexpr unsigned MaxGridAggregateBlocks = 0x7fffffffu;
/// An index entry of a record that does not fit the aggregate.
constexpr unsigned NoEnd = ~0u;

__device__ __forceinline__ unsigned long long parentGridBlocks() {
  return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
}

/// The block's number in its grid, x fastest: blockIdx.x + gridDim.x *
/// (blockIdx.y + gridDim.y * blockIdx.z), from 0 to parentGridBlocks() - 1,
/// one per block (grid.cu, (b): what groups of consecutive blocks count).
__device__ __forceinline__ unsigned long long linearBlock() {
  return blockIdx.x +
         (unsigned long long)gridDim.x *
             (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
}

/// A block's group of K consecutive blocks: its number (linearBlock() / K)
/// and its blocks (K, or fewer for the grid's last group when the grid's
/// blocks are not a multiple of K).
struct BlockGroup {
  unsigned long long Number;
  unsigned long long Blocks;
};
/// \p K: the site's GroupBlocks (RuntimeABI.h; DPAGG_GROUP_BLOCKS_GRID,
/// DPAGG_GROUP_BLOCKS_AUTO | N, and 0, which no v9 site has, are the grid:
/// one group). Only for a grid of at
/// most MaxGridParentBlocks blocks (both callers check first), so 32 bits
/// hold every number here (Number * Per <= linearBlock() < 2^23).
__device__ __forceinline__ BlockGroup blockGroup(unsigned K) {
  unsigned All = (unsigned)parentGridBlocks();
  unsigned Per =
      K && !(K & DPAGG_GROUP_BLOCKS_AUTO) ? K : DPAGG_GROUP_BLOCKS_GRID;
  unsigned Number = (unsigned)linearBlock() / Per;
  unsigned Rest = All - Number * Per; // >= 1: this block's group
  return {Number, Rest < Per ? Rest : Per};
}

/// groupsInThisGrid's decision from what it reads: the site's GroupBlocks
/// \p K, the grid's \p Blocks, each block's \p BlockThreads and the device's
/// \p SMs. A function of its arguments alone, for the host's test too
/// (test/Runtime/grid-groups-by-waves.test).
__host__ __device__ __forceinline__ bool
groupsFor(unsigned K, unsigned long long Blocks,
          unsigned long long BlockThreads, unsigned SMs) {
  if (Blocks > MaxGridParentBlocks)
    return false;
  if (K == DPAGG_GROUP_BLOCKS_GRID || !(K & DPAGG_GROUP_BLOCKS_AUTO))
    return true;
  if (Blocks < (K & ~(DPAGG_GROUP_BLOCKS_AUTO | DPAGG_GROUP_BLOCKS_FEW_WAVES)))
    return false;
  // DPAGG_FEW_WAVES waves of a full GPU: DPAGG_WAVE_THREADS_PER_SM threads on
  // each SM. Below 2^33 threads: at most 2^23 blocks of at most 1024.
  return !(K & DPAGG_GROUP_BLOCKS_FEW_WAVES) ||
         Blocks * BlockThreads <= (unsigned long long)DPAGG_FEW_WAVES *
                                      DPAGG_WAVE_THREADS_PER_SM * SMs;
}

/// Whether the blocks of this thread's grid aggregate per group at a site
/// whose GroupBlocks is \p K (grid.cu, (0)): not in a grid of more than
/// MaxGridParentBlocks blocks (whose groups have no key), nor at an auto
/// site (DPAGG_GROUP_BLOCKS_AUTO | N) in a grid of fewer than N blocks, nor,
/// where K has DPAGG_GROUP_BLOCKS_FEW_WAVES, in a grid of more threads than
/// a few waves (groupsFor). Where not, each block launches its own record at
/// the site as at block scope ((e)) and its exits count nothing. The answer
/// depends on gridDim, blockDim and %nsmid only, so it is the same in every
/// block of the grid: a group's blocks all use its state or none does.
/// %nsmid is a constant of the device (PTX: the number of SM identifiers,
/// which can exceed the SMs where the numbering has gaps: that counts a grid
/// as fewer waves than it is, a cost, never a difference between blocks).
__device__ __forceinline__ bool groupsInThisGrid(unsigned K) {
  unsigned SMs;
  asm("mov.u32 %0, %%nsmid;" : "=r"(SMs));
  return groupsFor(K, parentGridBlocks(), blockDim.x * blockDim.y * blockDim.z,
                   SMs);
}

/// Keys: a group's number in the low GroupBits bits (below
/// MaxGridParentBlocks + 1 blocks, so below 2^23 groups), the grid's folded
/// %gridid (foldedGridId) above.
constexpr unsigned GroupBits = 23;
static_assert(MaxGridParentBlocks < (1ull << GroupBits), "group key");
/// A folded %gridid this large has no key (its key would not fit 64 bits).
constexpr unsigned long long MaxKeyedGrid = (1ull << (64 - GroupBits)) - 1;

/// This grid's %gridid, zigzag-folded: n -> 2n for n >= 0 and 2(-n) - 1
/// for n < 0, read as a 64-bit two's complement number. A grid the host
/// launches has a small id counting up from 1, but a grid launched on the
/// device one just below 2^64, lower at each level of a recursion
/// (H100, CUDA 13: 0xff...ffdc and 0xff...ffdd at the second level,
/// 0xff...ffd8 to 0xff...ffdb at the third, the same again in the next
/// computation; ../shared/notes/platform-facts.md), which no key could
/// hold unfolded: before the fold, every device-launched grid (a nested
/// level, an aggregated clone) had no key and so no groups. The fold is a
/// bijection of the 64-bit values, so distinct ids stay distinct, and both
/// kinds become small.
__host__ __device__ __forceinline__ unsigned long long
foldGridId(unsigned long long Grid) {
  return (Grid << 1) ^ (unsigned long long)((long long)Grid >> 63);
}
__device__ __forceinline__ unsigned long long foldedGridId() {
  unsigned long long Grid;
  asm("mov.u64 %0, %%gridid;" : "=l"(Grid));
  return foldGridId(Grid);
}

/// The key of group \p Group of this thread's grid in the table:
/// (foldedGridId() << GroupBits | Group) + 1, unique among the groups in
/// flight (%gridid is unique among the grids in flight, and the fold keeps
/// it so); 0 (no state) for a folded id of MaxKeyedGrid or more, the same
/// in every block of the grid.
__device__ __forceinline__ unsigned long long
groupKey(unsigned long long Group) {
  unsigned long long Grid = foldedGridId();
  if (Grid >= MaxKeyedGrid)
    return 0;
  return (Grid << GroupBits | Group) + 1;
}

/// The slot of key \p Key: a grid's groups in consecutive slots, from a
/// start that a multiplier spreads (odd: consecutive folded %gridids, as
/// consecutive launches get, start at different slots of every 8192).
__device__ __forceinline__ unsigned long long slotOf(unsigned long long Key) {
  unsigned long long Grid = (Key - 1) >> GroupBits;
  unsigned long long Group = (Key - 1) & ((1ull << GroupBits) - 1);
  return (Grid * 0x9e3779b1ull + Group) % DPAGG_GRID_TABLE_SLOTS;
}

__device__ __forceinline__ unsigned long long
loadAcquire64(unsigned long long *P) {
  unsigned long long V;
  asm volatile("ld.acquire.gpu.global.u64 %0, [%1];"
               : "=l"(V)
               : "l"(__cvta_generic_to_global(P))
               : "memory");
  return V;
}

__device__ __forceinline__ unsigned long long
loadRelaxed64(unsigned long long *P) {
  unsigned long long V;
  asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];"
               : "=l"(V)
               : "l"(__cvta_generic_to_global(P))
               : "memory");
  return V;
}

__device__ __forceinline__ unsigned loadRelaxed32(unsigned *P) {
  unsigned V;
  asm volatile("ld.relaxed.gpu.global.u32 %0, [%1];"
               : "=r"(V)
               : "l"(__cvta_generic_to_global(P))
               : "memory");
  return V;
}

__device__ __forceinline__ unsigned long long
casAcqRel64(unsigned long long *P, unsigned long long Cmp,
            unsigned long long Val) {
  unsigned long long Old;
  asm volatile("atom.acq_rel.gpu.global.cas.b64 %0, [%1], %2, %3;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(Cmp), "l"(Val)
               : "memory");
  return Old;
}

__device__ __forceinline__ unsigned long long
addAcqRel64(unsigned long long *P, unsigned long long V) {
  unsigned long long Old;
  asm volatile("atom.acq_rel.gpu.global.add.u64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(V)
               : "memory");
  return Old;
}

__device__ __forceinline__ unsigned addAcqRel32(unsigned *P, unsigned V) {
  unsigned Old;
  asm volatile("atom.acq_rel.gpu.global.add.u32 %0, [%1], %2;"
               : "=r"(Old)
               : "l"(__cvta_generic_to_global(P)), "r"(V)
               : "memory");
  return Old;
}

/// The state of the group with key \p Key in \p Table (grid.cu, (b), (c)):
/// found, or claimed if free; null if another group holds the slot (then
/// this block's group never gets a record appended anywhere: (c)).
/// \p Appendable: whether a record may be appended to it.
__device__ __forceinline__ DPAggGridState *
findGridState(char *Table, unsigned long long Key, bool &Appendable) {
  Appendable = false;
  if (!Key)
    return nullptr;
  DPAggGridState *S = reinterpret_cast<DPAggGridState *>(Table) + slotOf(Key);
  // Acquire: reads the claim, in the release sequence of the slot's last
  // release and of any failed block's mark (c).
  unsigned long long Seen = loadAcquire64(&S->Key);
  if (Seen == 0)
    Seen = casAcqRel64(&S->Key, 0, Key); // 0: claimed; Key: found
  if (Seen == 0 || Seen == Key) {
    Appendable = loadRelaxed32(&S->Failed) == 0;
    return S;
  }
  // Held by another group (c): mark the failure, then look again with a
  // read-modify-write that writes (heads a release sequence on Key).
  addAcqRel32(&S->Failed, 1);
  Seen = addAcqRel64(&S->Key, 0);
  if (Seen == 0)
    Seen = casAcqRel64(&S->Key, 0, Key);
  if (Seen != 0 && Seen != Key)
    return nullptr; // for good: Failed stays marked
  Appendable = addAcqRel32(&S->Failed, ~0u) == 1;
  return S;
}

/// Raises \p *P to \p V; only when the value seen is lower (the maxima of a
/// grid are usually the same in every record).
__device__ __forceinline__ void raiseTo(unsigned *P, unsigned V) {
  if (loadRelaxed32(P) < V)
    asm volatile("red.relaxed.gpu.global.max.u32 [%0], %1;" ::"l"(
                     __cvta_generic_to_global(P)),
                 "r"(V)
                 : "memory");
}

/// The grid's MaxBlock word: a block's dimensions (x, y <= 1024, z <= 64)
/// in 11, 11 and 7 bits.
__device__ __forceinline__ unsigned long long packBlock(dim3 B) {
  return B.x | (unsigned long long)B.y << 11 | (unsigned long long)B.z << 22;
}
__device__ __forceinline__ dim3 unpackBlock(unsigned long long W) {
  return dim3(W & 0x7ff, (W >> 11) & 0x7ff, (W >> 22) & 0x7f);
}

/// Raises the grid's block maxima \p *P to cover \p B, unless the maxima
/// would then make a block of more than 1024 threads, which CUDA refuses
/// whatever the kernel: false then, and the record is launched by its
/// block. Without this, blocks of shapes that are each valid but not
/// together ((1024,1,1) and (32,2,1)) made the ticket's aggregate a
/// (1024,2,1) block that CUDA refuses, and the ticket replayed every launch
/// of the grid from one thread at once (test/GPU/grid_mixed_shapes.cu: the
/// burst overflowed the default pending-launch pool, and launches that the
/// program without DPAgg makes over the grid's life were lost). One word,
/// so the test and the raise are one CAS: two blocks cannot each pass it
/// with a different shape. Relaxed: read by the ticket after every count.
__device__ __forceinline__ bool raiseBlock(unsigned long long *P, dim3 B) {
  unsigned long long Old = *(volatile unsigned long long *)P;
  for (;;) {
    dim3 M = unpackBlock(Old);
    dim3 N(M.x > B.x ? M.x : B.x, M.y > B.y ? M.y : B.y, M.z > B.z ? M.z : B.z);
    unsigned long long New = packBlock(N);
    if (New == Old)
      return true;
    if ((unsigned long long)N.x * N.y * N.z > 1024)
      return false;
    unsigned long long Seen = dpagg_rt::casRelaxed(P, Old, New);
    if (Seen == Old)
      return true;
    Old = Seen;
  }
}

/// The index published in \p *IndexWord (a grid's state or a block's,
/// block.cu "Block scope at the last exit"), or a new one of room for
/// \p Entries records that this thread publishes (another published first:
/// its own goes back). Null when the pool has no room.
///
/// An index for a large group (a grid of 24,608 blocks at Tree's 262,144
/// nodes: 295 KB) needs most of a chunk, which a busy pool seldom has
/// whole: every chunk holds some live record. Then it takes half the room,
/// and half again, down to MinIndexEntries: the appends past a smaller
/// index's capacity are launched by their owners (appendToIndex fails for
/// them), as they all were when the first size failed. Measured on the
/// H100 (bench/results/2026-11-28-h100-nested-grid-keys.md): with the full
/// size only, 223 to 340 of Tree's level indexes per run found no chunk and
/// every record of those levels went alone.
constexpr unsigned MinIndexEntries = 64;
__device__ __forceinline__ char *recordIndex(unsigned long long *IndexWord,
                                             const DPAggSiteDescriptor &Site,
                                             cudaStream_t Stream,
                                             unsigned long long Entries) {
  char *Idx = reinterpret_cast<char *>(loadAcquire64(IndexWord));
  if (Idx)
    return Idx;
  unsigned long long Fit =
      (Site.ChunkBytes - DPAGG_RECORD_HEADER_SIZE - 8) / 12;
  unsigned Capacity = (unsigned)(Entries < Fit ? Entries : Fit);
  unsigned Chunk = 0;
  // SeveralLanes holds for every caller (one allocation per grid: the
  // hint alone would gain nothing).
  char *Mine = nullptr;
#pragma unroll 1
  for (;;) {
    Mine = poolAlloc(Site.Pool, Site.NumChunks, Site.ChunkBytes,
                     indexBytes(Capacity), &Chunk, Allocators::SeveralLanes);
    if (Mine || Capacity <= MinIndexEntries)
      break;
    Capacity /= 2;
  }
  if (!Mine)
    return nullptr;
  GridIndex *H = reinterpret_cast<GridIndex *>(Mine);
  H->Pool = reinterpret_cast<unsigned long long>(Site.Pool);
  H->Chunk = Chunk;
  H->Capacity = Capacity;
  H->Stream = (unsigned long long)reinterpret_cast<size_t>(Stream);
  H->MaxBlock = 0;
  H->Kind = DPAGG_RECORD_KIND_GRID_INDEX;
  // Release: the header is written before the index is seen.
  unsigned long long Old =
      casAcqRel64(IndexWord, 0, reinterpret_cast<unsigned long long>(Mine));
  if (Old == 0)
    return Mine;
  poolRelease(Site.Pool, Chunk);
  return reinterpret_cast<char *>(Old);
}

/// Where an index's appends are counted: the index word, Pair (records
/// appended << PairShift | their child blocks) and the appended records'
/// dynamic shared memory maximum, of a grid's state or a block's.
struct IndexWords {
  unsigned long long *Index;
  unsigned long long *Pair;
  unsigned *MaxShmem;
};

/// Appends record \p Rec (\p Blocks child blocks, blocks of at most \p MaxB,
/// \p MaxShmem bytes, launched into \p Stream) to the index of \p W, made
/// with room for \p Entries records if it is the first; false if it did not
/// (no room in the pool or the index, a record of too many blocks or of a
/// block shape the maxima cannot take, another stream), and then the
/// record's own launcher launches it (grid.cu, (e); block.cu, "Block scope
/// at the last exit", (b)).
__device__ __forceinline__ bool
appendToIndex(IndexWords W, unsigned long long Entries, char *Rec,
              unsigned Blocks, dim3 MaxB, unsigned MaxShmem,
              const DPAggSiteDescriptor &Site, cudaStream_t Stream) {
  if (Blocks > MaxGridRecordBlocks)
    return false;
  char *Idx = recordIndex(W.Index, Site, Stream, Entries);
  GridIndex *H = reinterpret_cast<GridIndex *>(Idx);
  // One stream per index: a site's stream is a constant the plan allows
  // (NULL or cudaStreamFireAndForget), so this never fails there.
  if (!Idx ||
      H->Stream != (unsigned long long)reinterpret_cast<size_t>(Stream) ||
      !raiseBlock(&H->MaxBlock, MaxB))
    return false;
  // Full: no add (Sizes, above). A racing appender may pass this test
  // after the index filled; its add then finds no room below.
  unsigned Capacity = H->Capacity;
  if ((loadRelaxed64(W.Pair) >> PairShift) >= Capacity)
    return false;
  // Relaxed: the entry is read only by the launcher of the index, after
  // every count (acq_rel), and by the child, after that launch.
  unsigned long long Old = dpagg_rt::addRelaxed(
      W.Pair, (1ull << PairShift) | (unsigned long long)Blocks);
  unsigned long long I = Old >> PairShift;
  unsigned long long End = (Old & ((1ull << PairShift) - 1)) + Blocks;
  bool Fits = I < Capacity && End <= MaxGridAggregateBlocks;
  if (I < Capacity) {
    indexEnds(Idx)[I] = Fits ? (unsigned)End : NoEnd;
    indexRecs(Idx, Capacity)[I] =
        Fits ? reinterpret_cast<unsigned long long>(Rec) : 0;
  }
  if (!Fits)
    return false;
  raiseTo(W.MaxShmem, MaxShmem);
  return true;
}

/// At a multiblock or grid site, the owner of record \p Rec (\p Blocks
/// child blocks, blocks of at most \p MaxB, \p MaxShmem bytes) appends it
/// to its group's index, made with room for \p PerBlock records per block
/// of the group (1 at a barrier, where each block makes one record; more at
/// the threads' last exit, where each warp group makes one: grid.cu, "Grid
/// scope at the last exit"); false if it did not, and then the record's
/// owner launches it (grid.cu, (e)).
///
/// A record whose own block the aggregated child would refuse (more threads
/// than the clone accepts: its __launch_bounds__) is not appended: the
/// group's aggregate, whose block is at least as large, would be refused
/// too, and its ticket thread would then replay every record of the group
/// by itself, one launch after another (red team s19, pg_replay_burst: 8,192
/// replays by one thread, 3.9x slower than without DPAgg). Launched by its
/// owner, as at block scope, a refused record replays only its own launches,
/// beside the other blocks'. Not appending is always allowed (grid.cu, (e)).
/// Records that each fit but whose union does not are still appended.
__device__ __forceinline__ bool
appendToGrid(char *Table, char *Rec, unsigned Blocks, dim3 MaxB,
             unsigned MaxShmem, const DPAggSiteDescriptor &Site,
             cudaStream_t Stream, unsigned PerBlock = 1) {
  if (!groupsInThisGrid(Site.GroupBlocks) || Blocks > MaxGridRecordBlocks)
    return false;
  const SiteChild C = readSite(Site);
  unsigned long long Threads = threadsOf(MaxB);
  if (C.Agg && Threads > C.SafeThreads &&
      !kernelAccepts(wholeClone(C.Agg, C.Flags), Threads))
    return false;
  BlockGroup G = blockGroup(Site.GroupBlocks);
  bool Appendable;
  DPAggGridState *S = findGridState(Table, groupKey(G.Number), Appendable);
  if (!S || !Appendable)
    return false;
  return appendToIndex({&S->Index, &S->Pair, &S->MaxShmem}, G.Blocks * PerBlock,
                       Rec, Blocks, MaxB, MaxShmem, Site, Stream);
}

/// The launch of an index's records (grid.cu, (f); block.cu, "Block scope
/// at the last exit", (c)): one aggregate over the entries that fit, or, if
/// CUDA refuses it, each record's launches replayed; \p Pair and
/// \p MaxShmem as its IndexWords held them once every append was done.
/// Null \p Idx: nothing was appended. Defined in grid.cu.
__device__ __noinline__ void launchIndex(char *Idx, unsigned long long Pair,
                                         unsigned MaxShmem,
                                         const DPAggSiteDescriptor *Site);

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_GRID_CUH
