//===- runtime/child.cu - the prologue of an aggregated child -------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Child side of aggregation: each block of an aggregated child finds its
/// parent in the record (its first warp searches the prefix sums), rebuilds
/// blockIdx/blockDim/gridDim, copies its parameters, and the last block to do
/// so releases the record to the pool (__dpagg_child_enter). A moldable child
/// runs several logical blocks per block (__dpagg_child_enter_at,
/// __dpagg_child_latch; "Moldable children").
///
//===----------------------------------------------------------------------===//
#include "Grid.cuh"
#include "Pool.cuh"
#include "Record.cuh"

using namespace dpagg_rt;

//===----------------------------------------------------------------------===//
// Aggregated child
//===----------------------------------------------------------------------===//

namespace {
/// What thread 0 of a child block found, for the others.
struct ChildShared {
  unsigned Cfg[ConfigWords];
  unsigned First; // the parent's first block in the aggregated grid
  unsigned Total; // logical blocks of the aggregate
};
__shared__ ChildShared DPAggChild;
static_assert(sizeof(ChildShared) + alignof(ChildShared) - 1 <=
                  DPAGG_CHILD_STATE_SHARED_BYTES,
              "RuntimeABI.h");

/// Drops one block's hold on a record with release semantics: this thread's
/// reads of the record happen before the last block frees it.
__device__ __forceinline__ unsigned releaseBlock(unsigned *Counter) {
  unsigned Old;
  asm volatile("atom.release.gpu.global.add.u32 %0, [%1], -1;"
               : "=r"(Old)
               : "l"(__cvta_generic_to_global(Counter))
               : "memory");
  return Old;
}
} // namespace

/// The threads that read a record together: the lanes of the block's first
/// warp (its linear threads 0 .. Lanes - 1, which CUDA forms the first warp
/// of), or a packed logical block's warp. A lookup in the record is a chain
/// of dependent loads, each a round trip to L2 that every thread of a small
/// child waits for: one thread searching and copying alone took about 30 of
/// them per logical block where the warp takes 6 to 8 (a 32-way search,
/// then one round of independent loads).
struct Team {
  unsigned Lane;  ///< this thread's place (meaningful below Lanes)
  unsigned Lanes; ///< 1 to 32
  unsigned Mask;  ///< the lanes, for the warp's votes
};

/// The block's first warp, for every thread of the block (Lane >= 32 in
/// the other warps).
__device__ __forceinline__ Team firstWarp() {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  unsigned Lanes = Threads < 32 ? Threads : 32;
  return Team{threadIdx.x +
                  blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z),
              Lanes, Lanes == 32 ? ~0u : (1u << Lanes) - 1};
}

/// The first I in [0, N) with A[I] > Key, where A is ascending and
/// A[N - 1] > Key; every lane of \p T calls it and gets the answer. Each
/// round the lanes probe the ends of Lanes equal strides of the range and
/// a vote keeps the first stride whose end exceeds Key: the range shrinks
/// Lanes-fold per round trip (1 round for N <= 32, 2 for N <= 1024).
/// Uniform control flow: Lo and Len come from votes, so every lane of the
/// mask reaches every vote.
__device__ __forceinline__ unsigned upperBound(const unsigned *A, unsigned N,
                                               unsigned Key, Team T) {
  unsigned Lo = 0, Len = N;
  if (T.Lanes == 1) { // a child block of one thread: halves
    unsigned Hi = N - 1;
    while (Lo < Hi) {
      unsigned Mid = (Lo + Hi) / 2;
      if (A[Mid] > Key)
        Hi = Mid;
      else
        Lo = Mid + 1;
    }
    return Lo;
  }
  while (Len > 1) {
    unsigned Step = (Len + T.Lanes - 1) / T.Lanes;
    // The last lane's probe is at or past Len - 1, whose value exceeds Key:
    // the vote always has a lane, and the stride before the first one ends
    // at or below Key, so the answer lies in the first one's stride.
    unsigned Probe = (T.Lane + 1) * Step - 1;
    bool Above = Probe >= Len - 1 || A[Lo + Probe] > Key;
    // (Builtins, not __ffs and min: the runtime links without libdevice.)
    unsigned First = __builtin_ctz(__ballot_sync(T.Mask, Above));
    Lo += First * Step;
    Len = Len - First * Step < Step ? Len - First * Step : Step;
  }
  return Lo;
}

/// Copies \p Size bytes between 16-byte aligned buffers, 16 bytes per lane
/// per round (copyAligned16's alignment), the tail by lane 0.
__device__ __forceinline__ void teamCopy(char *Dst, const char *Src,
                                         unsigned Size, Team T) {
  typedef uint4 __attribute__((may_alias)) Bytes16;
  char *D = static_cast<char *>(__builtin_assume_aligned(Dst, 16));
  const char *S = static_cast<const char *>(__builtin_assume_aligned(Src, 16));
  unsigned Whole = Size & ~15u;
#pragma unroll 1
  for (unsigned I = T.Lane * 16; I < Whole; I += T.Lanes * 16)
    *reinterpret_cast<Bytes16 *>(D + I) =
        *reinterpret_cast<const Bytes16 *>(S + I);
  if (T.Lane == 0 && Whole < Size)
    copyAligned16<BlobCopy::Loop>(D + Whole, S + Whole, Size - Whole);
}

/// A grid's index (grid.cu): the record holding logical block \p Block and
/// the aggregate's block before that record's first; every lane of \p T.
__device__ __forceinline__ const char *
recordInIndex(const char *Idx, unsigned Block, unsigned &Base, Team T) {
  const GridIndex *H = reinterpret_cast<const GridIndex *>(Idx);
  const unsigned *Ends = indexEnds(const_cast<char *>(Idx));
  // The first record whose end exceeds Block.
  unsigned Lo = upperBound(Ends, H->NumRecords, Block, T);
  Base = Lo ? Ends[Lo - 1] : 0;
  return reinterpret_cast<const char *>(
      indexRecs(const_cast<char *>(Idx), H->Capacity)[Lo]);
}
/// The last block's part of a record's release (its own drop returned 1):
/// the record back to the pool, and with it the record's hold on the grid
/// index \p Idx (if any): the last record of an index frees the index. The
/// record's fields are read after the drop: no other block touches the
/// record once the count is 0, and nothing reuses it before the
/// poolReleaseAlone below.
__device__ __forceinline__ void releaseLast(const char *Rec, const char *Idx) {
  RecordHeader *H = reinterpret_cast<RecordHeader *>(const_cast<char *>(Rec));
  char *Pool = reinterpret_cast<char *>(static_cast<size_t>(H->Pool));
  poolReleaseAlone(Pool, H->Chunk); // the block's first thread only
  if (!Idx)
    return;
  GridIndex *G = reinterpret_cast<GridIndex *>(const_cast<char *>(Idx));
  char *IPool = reinterpret_cast<char *>(static_cast<size_t>(G->Pool));
  unsigned IChunk = G->Chunk;
  if (releaseBlock(&G->RecordsLeft) == 1)
    poolReleaseAlone(IPool, IChunk);
}

/// Drops one block's hold on record \p Rec (of index \p Idx, or null),
/// and the last block gives it back (releaseLast).
__device__ __forceinline__ void releaseRecord(const char *Rec,
                                              const char *Idx) {
  RecordHeader *H = reinterpret_cast<RecordHeader *>(const_cast<char *>(Rec));
  if (releaseBlock(&H->BlocksLeft) == 1)
    releaseLast(Rec, Idx);
}

/// The logical blocks of the aggregate \p Arg (the child's argument): an
/// index's total, or a record's last inclusive prefix.
__device__ __forceinline__ unsigned aggregateTotal(const char *Arg) {
  const RecordHeader *H = reinterpret_cast<const RecordHeader *>(Arg);
  if (H->Kind == DPAGG_RECORD_KIND_GRID_INDEX)
    return reinterpret_cast<const GridIndex *>(Arg)->Total;
  return reinterpret_cast<const unsigned *>(
      Arg + DPAGG_RECORD_HEADER_SIZE)[H->NumParents - 1];
}

/// Logical block \p Local of record \p Rec (of the index \p Idx, or null;
/// \p Base the aggregate's block before the record's first): its parent's
/// configuration and first block, and the aggregate's total, into \p Out,
/// its parameters into \p ArgsCopy. Every lane of \p T; the search, then
/// one round of loads that depend on nothing but the parent found.
__device__ __forceinline__ void readParent(const char *Rec, const char *Idx,
                                           unsigned Base, unsigned Local,
                                           ChildShared &Out, char *ArgsCopy,
                                           unsigned ArgSize, Team T) {
  const RecordHeader *H = reinterpret_cast<const RecordHeader *>(Rec);
  const unsigned *Scan =
      reinterpret_cast<const unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  // The header's fields in one round, before the search needs the first.
  unsigned N = H->NumParents, Capacity = H->Capacity;
  unsigned ArgsOffset = H->ArgsOffset, ArgStride = H->ArgStride;
  unsigned CommonOffset = H->CommonOffset;
  const unsigned *Layout = layoutOf(Rec);
  // The first parent whose inclusive prefix exceeds Local.
  unsigned Lo = upperBound(Scan, N, Local, T);
  const unsigned *Cfg = Scan + Capacity + ConfigWords * Lo;
  // Word I of Out (ChildShared: Cfg, First, Total), one lane each; lane 0
  // reads them all in a block too small to have a lane per word.
  static_assert(sizeof(ChildShared) == 4 * (ConfigWords + 2), "Out's words");
  unsigned *Words = reinterpret_cast<unsigned *>(&Out);
  auto Word = [&](unsigned I) {
    if (I < ConfigWords)
      return Cfg[I];
    if (I == ConfigWords)
      return Base + (Lo ? Scan[Lo - 1] : 0);
    return Idx ? reinterpret_cast<const GridIndex *>(Idx)->Total : Scan[N - 1];
  };
  if (T.Lanes >= ConfigWords + 2) {
    if (T.Lane < ConfigWords + 2)
      Words[T.Lane] = Word(T.Lane);
  } else if (T.Lane == 0) {
#pragma unroll 1
    for (unsigned I = 0; I < ConfigWords + 2; ++I)
      Words[I] = Word(I);
  }
  const char *Entry = Rec + ArgsOffset + (size_t)Lo * ArgStride;
  if (!Layout)
    teamCopy(ArgsCopy, Entry, ArgSize, T);
  else if (T.Lane == 0) // scalarized: the shared blob, then the ranges
    scatterEntry<BlobCopy::Loop>(ArgsCopy, Entry, Rec + CommonOffset, Layout,
                                 ArgSize);
}

__device__ __forceinline__ unsigned
childEnter(const char *Arg, DPAggChildContext *Ctx, char *ArgsCopy,
           unsigned ArgSize, unsigned Block, bool Molded, bool Held = false) {
  // The first warp's: the record, and the grid's index it came from (or
  // null); thread 0, lane 0 of that warp, releases them below. Every thread
  // of the block is here (called before any may exit), so the warp is whole.
  const char *Rec = Arg, *Idx = nullptr;
  Team T = firstWarp();
  if (T.Lane < 32) {
    unsigned Base = 0;
    if (reinterpret_cast<const RecordHeader *>(Arg)->Kind ==
        DPAGG_RECORD_KIND_GRID_INDEX) {
      Idx = Arg;
      Rec = recordInIndex(Idx, Block, Base, T);
    }
    readParent(Rec, Idx, Base, Block - Base, DPAggChild, ArgsCopy, ArgSize, T);
  }
  // Publishes the copies; and orders every lane's reads of the record
  // before thread 0's release below (the barrier orders the memory accesses
  // of the threads that reach it, and the release is cumulative), so the
  // record is never reused under a lane still reading it.
  __barrier_sync(0);
  // Off the other threads' critical path: they run on while thread 0 drops
  // the block's hold (a contended atomic: every block of the record does it).
  // A molded block holds the record until its last logical block has read
  // it (Block + gridDim.x is past the end: see "Moldable children").
  unsigned Total = DPAggChild.Total;
  // (An index is launched whole, never molded: every block releases.)
  // Held ("Held release" below): the drop now, its count read at the exit.
  Ctx->HeldRecord = nullptr;
  Ctx->HeldIndex = nullptr;
  Ctx->HeldCount = 0;
  if (isFirstThread() && (!Molded || Block + gridDim.x >= Total)) {
    if (Held) {
      Ctx->HeldRecord = Rec;
      Ctx->HeldIndex = Idx;
      Ctx->HeldCount = releaseBlock(
          &reinterpret_cast<RecordHeader *>(const_cast<char *>(Rec))
               ->BlocksLeft);
    } else {
      releaseRecord(Rec, Idx);
    }
  }
  const unsigned *Cfg = DPAggChild.Cfg;
  unsigned Local = Block - DPAggChild.First;
  unsigned GX = Cfg[0], GY = Cfg[1], GZ = Cfg[2];
  Ctx->BlockIdx[0] = Local % GX;
  Ctx->BlockIdx[1] = (Local / GX) % GY;
  Ctx->BlockIdx[2] = Local / (GX * GY);
  Ctx->BlockDim[0] = Cfg[3];
  Ctx->BlockDim[1] = Cfg[4];
  Ctx->BlockDim[2] = Cfg[5];
  Ctx->GridDim[0] = GX;
  Ctx->GridDim[1] = GY;
  Ctx->GridDim[2] = GZ;
  Ctx->Active =
      threadIdx.x < Cfg[3] && threadIdx.y < Cfg[4] && threadIdx.z < Cfg[5];
  Ctx->Args = ArgsCopy;
  Ctx->DynamicSmemSize = Cfg[6];
  return Total;
}

//===----------------------------------------------------------------------===//
// Packed children
//===----------------------------------------------------------------------===//
//
// Issue 26, item 2 (coarsening). An aggregate whose every logical block has
// at most 32 threads and no dynamic shared memory runs packed: each physical
// block of DPAGG_PACK_WARPS warps runs one logical block per warp,
// L = blockIdx.x * DPAGG_PACK_WARPS + warp (join.cu, packedGrid). Blocks of
// one warp otherwise cap a GPU at 32 resident blocks, a warp each, per SM
// (half of an H100's warps), and each costs the block scheduler a block;
// measured with the probe's hand-written grid aggregation, eight per block
// ran 1.35x to 2.5x faster (bench/results/2026-11-27-h100-packed-children.md).
//
// Why a packed logical block runs as its own block would, for every child
// the pass packs (packBlocker, AggregatedChild.cpp: no barrier of any kind,
// no shared memory, no inline assembly, every special register read
// rewritten or the same in any block):
//  - Each logical block runs once, on one warp: the L of the launch's warps
//    are 0 .. gridDim.x * DPAGG_PACK_WARPS - 1, which covers [0, Total);
//    the warps past Total leave before the body and release nothing.
//  - Its threads are the warp's lanes 0 .. n - 1, n the logical block's
//    threads (at most 32), thread (x, y, z) on lane x + bx * (y + by * z):
//    CUDA forms warps from consecutive linear thread indices of this order,
//    so a block of at most 32 threads is one warp whose lane i is linear
//    thread i, as here. Warp-level operations (shuffles by lane, votes,
//    masks, %laneid, %lanemask_*) see the same lanes; lanes n .. 31 leave
//    before the body, as those threads do not exist in the original.
//  - The block is otherwise the logical block's alone: the child has no
//    shared memory (dynamic: the runtime packs only aggregates without) and
//    waits at no barrier, so the other warps of the physical block cannot
//    be seen; block-scope fences and atomics (.cta) cover the physical
//    block, a superset of the logical one. %tid, %ntid, %ctaid, %nctaid and
//    %dynamic_smem_size are rewritten to the logical block's.
//  - The prologue: the warp finds the record and copies the configuration
//    and parameters into the warp's own slot of shared memory, then
//    __syncwarp, which orders those writes before the other lanes' reads
//    (bar.warp.sync orders memory among the threads it synchronizes), and
//    every lane's reads of the record before lane 0's release; no
//    block barrier, so a warp that returns early holds up nobody. Lane 0
//    then drops the logical block's hold on the record: each logical block
//    releases once, as a block of the whole clone does, so the count that
//    writeHeader (or the index) left is right; the slot is never reused. A
//    second __syncwarp after it starts the body with the warp converged, as
//    a launch starts a block's warp (code that reads __activemask() at
//    entry sees all its lanes).

namespace {
__shared__ ChildShared DPAggChildPacked[DPAGG_PACK_WARPS];
static_assert(sizeof(DPAggChildPacked) + alignof(ChildShared) - 1 <=
                  DPAGG_PACKED_CHILD_STATE_SHARED_BYTES,
              "RuntimeABI.h");
} // namespace

/// The prologue of a packed child, called by every thread of the block
/// before any may exit: the warp's logical block's parent found, its
/// parameters in the warp's slot of \p ArgsCopy (DPAGG_PACK_WARPS slots of
/// \p ArgSize rounded up to 16 bytes), \p Ctx filled (the clone computes
/// the thread's place in the logical block from its lane and BlockDim).
DPAGG_RT void __dpagg_child_enter_packed(const char *Arg,
                                         DPAggChildContext *Ctx, char *ArgsCopy,
                                         unsigned ArgSize) {
  unsigned Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  unsigned Block = blockIdx.x * DPAGG_PACK_WARPS + Warp;
  ChildShared &Slot = DPAggChildPacked[Warp];
  char *Copy = ArgsCopy + (size_t)Warp * ((ArgSize + 15) & ~15u);
  const bool IsIndex = reinterpret_cast<const RecordHeader *>(Arg)->Kind ==
                       DPAGG_RECORD_KIND_GRID_INDEX;
  const char *Rec = Arg, *Idx = IsIndex ? Arg : nullptr;
  Team T{Lane, 32, ~0u};
  unsigned Total = aggregateTotal(Arg);
  if (Block < Total) {
    unsigned Base = 0;
    if (IsIndex)
      Rec = recordInIndex(Idx, Block, Base, T);
    readParent(Rec, Idx, Base, Block - Base, Slot, Copy, ArgSize, T);
  }
  __syncwarp();
  // Warps past the aggregate hold nothing, yet they read the record (or
  // index) header above; only the last block has them (packedGrid rounds
  // Total up to whole blocks), and its warp 0 is never past it. A barrier
  // there orders every warp's reads before any of the block's drops (as in
  // childEnter), so the hold of warp 0's logical block covers them: the
  // record, and the index that its record holds, cannot be reused under a
  // past warp still reading. Without it, a past warp delayed until every
  // other block had dropped could read a reused header and run a foreign
  // logical block (found by session 15's red team, by reading). Uniform in
  // the block, and every thread of it is here before any may exit.
  if (blockIdx.x + 1 == gridDim.x)
    __barrier_sync(0);
  if (Block >= Total) {
    // Past the aggregate: every field defined (the clone reads them all
    // before it tests Active), none read from the slot, which lane 0 left
    // unwritten.
    for (unsigned D = 0; D < 3; ++D) {
      Ctx->BlockIdx[D] = 0;
      Ctx->BlockDim[D] = 1;
      Ctx->GridDim[D] = 1;
    }
    Ctx->Active = 0;
    Ctx->Args = Copy;
    Ctx->DynamicSmemSize = 0;
    return;
  }
  if (Lane == 0)
    releaseRecord(Rec, Idx);
  // The logical block starts with its warp converged, as its own launch
  // would (code that reads __activemask() at entry sees every lane).
  __syncwarp();
  const unsigned *Cfg = Slot.Cfg;
  unsigned Local = Block - Slot.First;
  unsigned GX = Cfg[0], GY = Cfg[1], GZ = Cfg[2];
  unsigned BX = Cfg[3], BY = Cfg[4], BZ = Cfg[5];
  Ctx->BlockIdx[0] = Local % GX;
  Ctx->BlockIdx[1] = (Local / GX) % GY;
  Ctx->BlockIdx[2] = Local / (GX * GY);
  Ctx->BlockDim[0] = BX;
  Ctx->BlockDim[1] = BY;
  Ctx->BlockDim[2] = BZ;
  Ctx->GridDim[0] = GX;
  Ctx->GridDim[1] = GY;
  Ctx->GridDim[2] = GZ;
  Ctx->Active = Lane < BX * BY * BZ;
  Ctx->Args = Copy;
  Ctx->DynamicSmemSize = Cfg[6];
}

/// Prologue of an aggregated child, called by every thread of the block
/// before any may exit. The first warp finds the block's parent, copies the
/// parent's configuration and parameter blob into shared memory
/// (\p ArgsCopy, ArgSize bytes, 16-byte aligned); one barrier publishes the
/// copy; then thread 0 drops the block's hold on the record (the last block
/// returns it to the pool). \p Ctx gets the rebuilt geometry and ArgsCopy.
DPAGG_RT void __dpagg_child_enter(const char *Rec, DPAggChildContext *Ctx,
                                  char *ArgsCopy, unsigned ArgSize) {
  childEnter(Rec, Ctx, ArgsCopy, ArgSize, blockIdx.x, /*Molded=*/false);
}

//===----------------------------------------------------------------------===//
// Held release
//===----------------------------------------------------------------------===//
//
// Thread 0 of every block of an aggregate drops the block's hold on its
// record with a returning atomic on one word that every block of the record
// hits; the block that reads 1 gives the record back. Waiting for that
// value before the body costs the small children up to a fifth of their
// time (a diagnostic without the release: 1.16x to 1.28x on the probe and
// Coloring, bench/results/2026-11-27-h100-record-release.md). With
// -dpagg-hold-record-release (off by default: on the H100 it was 1.13x to
// 1.25x faster on Coloring, 0.85x to 0.93x on SpMV and within the spread
// elsewhere, and recursive children held their records while their own
// children's piled up, quicksort 0.58x: bench/results/
// 2026-11-27-h100-held-release.md), a whole clone that launches nothing
// and whose threads end only by returning (FunctionSummaries' exitBlocker:
// no exit in inline assembly) enters with __dpagg_child_enter_held instead:
// thread 0 issues the same drop, and only its exit (__dpagg_child_exit,
// before every return of the clone) reads the count and, where it was the
// last, gives the record back. Why that is exact:
//  - The same atomics in the same order as __dpagg_child_enter: the drop
//    after the first warp's last read of the record (readParent, then
//    the barrier), release; the
//    last block's poolReleaseAlone after it, whose fence acquires. Only
//    the time of the last block's give-back moves, later.
//  - Every block drops once, so exactly one reads 1, as before; its thread
//    0 reaches an exit (it ends only by returning, and a grid that traps
//    ends the context with it) and gives the record back there, once.
//  - Later is never wrong: a record is reused only after its give-back.
//    It only holds its pool chunk longer, until the last block to drop
//    has ended instead of begun (pool pressure: a launch that finds the
//    pool full launches as written).

/// The prologue of a whole clone whose release is held: as
/// __dpagg_child_enter, but thread 0 leaves the count of its drop in
/// \p Ctx for __dpagg_child_exit.
DPAGG_RT void __dpagg_child_enter_held(const char *Rec, DPAggChildContext *Ctx,
                                       char *ArgsCopy, unsigned ArgSize) {
  childEnter(Rec, Ctx, ArgsCopy, ArgSize, blockIdx.x, /*Molded=*/false,
             /*Held=*/true);
}

/// Before every return of a clone entered with __dpagg_child_enter_held,
/// by every thread: the last block's thread 0 gives the record back.
DPAGG_RT void __dpagg_child_exit(DPAggChildContext *Ctx) {
  if (Ctx->HeldRecord && Ctx->HeldCount == 1)
    releaseLast(Ctx->HeldRecord, Ctx->HeldIndex);
}

//===----------------------------------------------------------------------===//
// Moldable children
//===----------------------------------------------------------------------===//
//
// A moldable aggregated child (AggregatedChild.h) runs logical blocks
// L = blockIdx.x, L + gridDim.x, ... below the aggregate's total, each with
// every thread of the block:
//
//   for (L = blockIdx.x;; L += gridDim.x) {
//     __dpagg_child_enter_at(L)       // every thread; one barrier inside
//     if (active) body                // its returns branch to the latch
//     if (L + gridDim.x >= total) exit
//     __dpagg_child_latch()           // every thread
//   }
//
// The argument that this runs every logical block exactly as its own block
// would, for every child the pass molds (moldBlocker: among others, no
// barrier of any form in the body):
//
//  - Every logical block runs once: blockIdx.x < gridDim.x <= total (the
//    launch never has more blocks than logical ones, launchAggregate), so
//    the strides of the physical blocks cover [0, total) exactly once.
//  - Its threads: the physical block's, masked to the parent's shape as in
//    the one-block-per-logical-block clone; the others go straight to the
//    latch, as they would have exited.
//  - Exits. A thread that returns from the body, or is not active, has
//    finished its logical block. After the block's last logical block it
//    exits. Before, it waits in the latch: barrier 0 with the predicate 1,
//    again and again, until one instance counts every thread of the block
//    with the predicate set, which is when every thread has finished the
//    logical block (a popc of Threads needs every thread's arrival). The
//    body has no barrier, so between the prologue's barrier (which every
//    thread passes before any enters the body) and the next logical block,
//    the latch's is the only barrier instruction any thread executes: no
//    thread can tell a waiting thread from an exited one, and no instance
//    mixes the latch with another barrier instruction. (Children with a
//    __syncthreads had threads of one warp waiting at the body's barrier and
//    at the latch at once, which PTX does not define well enough to argue
//    for, and which computed wrong values on an H100; they are not molded.)
//    The latch is not .aligned: threads reach it from divergent paths.
//  - Nothing leaks from one logical block to the next that the original
//    launch did not leave undefined: shared memory starts indeterminate in
//    a block (and the latch orders every access of one logical block before
//    every access of the next, the prologue's writes of the shared copies
//    included), static allocas start undefined, and the prologue recomputes
//    everything else per logical block.
//  - Blocks of a grid must be able to run "in any order, in parallel or in
//    series" (CUDA programming guide, thread hierarchy): running some in
//    series is one of the schedules the original launch allows, except for
//    children whose blocks wait for one another, which the pass does not
//    mold (AggregatedChild.h: the allow-list).
//  - The record. BlocksLeft counts physical blocks: launchAggregate sets it
//    to the grid it launches (writeHeader's total when the grid is not
//    cut), before the launch, so the child sees it. Each physical block
//    releases once, at the enter of its last logical block (the one with
//    L + gridDim.x >= total), after the first warp's last read of the
//    record and the barrier; no thread of a molded block reads the record
//    after that.
//  - Which clone: the pass emits both (-dpagg-moldable=auto), and an
//    aggregate whose grid launchAggregate does not cut runs the whole clone
//    (__dpagg_child_enter, one block per logical block, the code of a
//    child that is not molded): the molded one cost 1 to 3% there on the
//    H100 (bench/results/2026-11-24-h100-moldable-pair.md). Both read the
//    same record; only the molded clone is ever launched with a cut grid.

/// The prologue of logical block \p Block of a moldable child: as
/// __dpagg_child_enter; returns the aggregate's number of logical blocks.
/// Called by every thread of the block, after the latch of the previous
/// logical block (which orders the previous readers of the shared copies
/// before thread 0 overwrites them).
DPAGG_RT unsigned __dpagg_child_enter_at(const char *Rec,
                                         DPAggChildContext *Ctx, char *ArgsCopy,
                                         unsigned ArgSize, unsigned Block) {
  return childEnter(Rec, Ctx, ArgsCopy, ArgSize, Block, /*Molded=*/true);
}

/// The end of a logical block of a moldable child that has another one, by
/// every thread: returns when every thread of the block has finished it
/// (above).
DPAGG_RT void __dpagg_child_latch() {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  while (barrierCount(true) != Threads) {
  }
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_child_enter);
DPAGG_CHECK_SIGNATURE(__dpagg_child_enter_at);
DPAGG_CHECK_SIGNATURE(__dpagg_child_latch);
DPAGG_CHECK_SIGNATURE(__dpagg_child_enter_packed);
DPAGG_CHECK_SIGNATURE(__dpagg_child_enter_held);
DPAGG_CHECK_SIGNATURE(__dpagg_child_exit);
