//===- runtime/Pool.cuh - the module-wide record pool ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: the pool that records come from (poolAlloc) and go
/// back to (poolRelease), and the argument that no record is ever seen by two
/// calls. Defined here, not in a .cu of their own: every caller inlines them
/// (the warp and block entries, launchAggregate, the child prologue), and the
/// runtime's files are compiled apart, so a definition in another file would
/// stay a call in every kernel. Static, so each file inlines its own copy,
/// and [[maybe_unused]], since a file may use only one of them.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_POOL_CUH
#define DPAGG_RUNTIME_POOL_CUH

#include "DPAggRuntime.cuh"

namespace dpagg_rt {

__device__ __forceinline__ unsigned alignUp(unsigned V, unsigned A) {
  return (V + A - 1) & ~(A - 1);
}

__device__ __forceinline__ unsigned long long *chunkWords(char *Pool) {
  return reinterpret_cast<unsigned long long *>(Pool + DPAGG_POOL_HEADER_SIZE);
}

__device__ __forceinline__ char *chunkBase(char *Pool, unsigned NumChunks,
                                           unsigned ChunkBytes, unsigned C) {
  unsigned Data = alignUp(DPAGG_POOL_HEADER_SIZE + 8 * NumChunks, 64);
  return Pool + Data + (size_t)C * ChunkBytes;
}

//===----------------------------------------------------------------------===//
// The pool
//===----------------------------------------------------------------------===//
//
// Records outlive the call that writes them (the child reads its record),
// so they come from a pool: the unit's own, or with -dpagg-shared-pools the
// program's of its size, which every unit built with that size shares (a
// common global, Lower.cpp's poolPointer). Nothing below assumes one unit:
// every word is reached through the pool pointer and geometry of a site
// descriptor or the pool a record names, and the units that share a pool
// run this same protocol (its ABI version is in the pool's name;
// RuntimeABI.def: a change of this protocol bumps it). The argument that a
// record is never
// seen by two calls, for every program (class 14):
//
//  - A chunk's state word is (live records << 40 | bytes used), changed
//    only by atomics on the whole word. A record is live from the
//    poolAlloc whose atomicAdd counted it until the one poolRelease for it:
//    by the last child block that read it (BlocksLeft, the child's grid
//    size, reaches 0 once per block), or by the owner when its launch
//    failed or the record is not used (then nobody else will read it).
//  - Bytes are handed out by the atomicAdd on the used count, so two live
//    records of a chunk never overlap. Bytes are handed out again only
//    after a reset (the word becomes 0), and a reset is a compare-and-swap
//    that succeeds only on a word whose live count is 0: at that instant
//    the chunk holds no live record, so no live record's bytes are handed
//    out again. poolRelease makes it in the same CAS that takes live from
//    1 to 0 (an allocation that raced in changed the word, the CAS fails
//    and is retried with that allocation counted, which keeps the chunk);
//    poolReleaseAlone, and a failed attempt's undo in poolAlloc, take live
//    to 0 with an atomicAdd and then try the CAS from exactly the word that
//    atomic left (an allocation that raced in between changed the word: the
//    CAS fails and the chunk is kept, the allocation's bytes lie past the
//    used count the reset would have dropped; a later release of that
//    allocation resets it). test/Runtime/pool-chunk-word-protocol.test
//    checks both forms against every interleaving of three threads.
//  - Lanes and the chunk words (issue 21, item 16). Every atomic on a chunk
//    word must be the thread's own, on the chunk it chose. ptxas combines
//    the atomics that the lanes executing one atomic instruction together
//    make when it can prove they address one word (one lane's atomic of the
//    sum, the others' results by shuffle: VOTEU.ANY, ATOMG, SHFL in the
//    sm_90 SASS). Owners of different groups of one warp can execute the
//    same atomic together with different chunks (they loaded the hint at
//    different times): on the H100 two owners undid failed attempts on
//    chunks 115 and 116 with one instruction, which reset one chunk under a
//    live record (test/GPU/pool_pressure_mst.cu, a probe). So an atomicAdd
//    on a chunk word only where ptxas has no two lanes' words to combine:
//     (i) where at most one lane of a warp executes it at a time (nothing
//         to combine, whatever ptxas proves): the child block's first
//         thread, the one thread per block and call that gives a
//         block-scope record back unused (poolReleaseAlone, Block.cuh),
//         and a lone allocator with its undo (Allocators::OneLane: the one
//         thread per block and call that allocates a block-scope record,
//         Block.cuh), which starts at the hint;
//    (ii) an allocation, where several lanes of a warp may allocate
//         together (the owners of a warp's groups at warp scope,
//         Allocators::SeveralLanes): its first chunk is the hint plus the
//         lane, and its later ones the lane's own from the lowest (the
//         lane, T - 1 chunks on), so no two lanes' words are provably one
//         and ptxas keeps each lane's atomicAdd its own; and the undo of a
//         failed attempt, on the word of that same attempt, chosen the same
//         way.
//    A release of a chunk read from a record where several lanes of a warp
//    may execute it (a refused aggregate's, join.cu; grid.cu) is a CAS,
//    which ptxas cannot combine (poolRelease). (An allocation by CAS as well
//    was correct on the H100 but took 6 to 8 more registers in quicksort's
//    parents, a lower occupancy; the undo as poolRelease's CAS loop took
//    the probe's block-scope parent from 39 to 42 registers (48 allocated:
//    5 blocks of 256 threads per SM instead of 6) and retried once per
//    competing update of the hint's chunk word, where every allocator of
//    the GPU adds.) The hint is only a hint: any first chunk is correct.
//  - Memory order: a child block's reads of its record precede its
//    atom.release on BlocksLeft; the last block's atomic reads that release
//    sequence and poolRelease's fence.acq_rel makes it an acquire, then
//    the same fence is the release of the CAS that releases (and resets);
//    the next allocation's atomic reads the word through that chain of
//    read-modify-writes and fences (acquire) before it writes, and the
//    threads that write the new record with it follow that fence through a
//    barrier (barrier 1 at block scope, a __syncwarp at warp scope; a
//    shuffle would not do). So every read of the old record happens before
//    every write of the new one.
//  - Neither field overflows. A failed attempt (the chunk filled up
//    meanwhile) adds its size to the used count and takes its live count
//    back; attempts skip a chunk whose used count is already too high
//    without an atomic, so each thread adds at most one size beyond
//    ChunkBytes, and only while it is resident: used < 2^18 * (1 + resident
//    threads) < 2^40 and live <= 2^18 / 64 + resident threads < 2^24 for
//    any GPU with fewer than 2^22 resident threads (2,048 SMs of 2,048).
constexpr unsigned long long OneLive = 1ull << 40;
constexpr unsigned long long UsedMask = OneLive - 1;

/// Drops one live record of chunk \p C; the last one resets the chunk, in
/// the same CAS ("The pool").
[[maybe_unused]] static __device__ void poolRelease(char *Pool, unsigned C) {
  unsigned long long *W = chunkWords(Pool) + C;
  // Acquire (after the caller's last atomic on the record, BlocksLeft) and
  // release (before the CAS): the record's readers are done before it is
  // reused.
  dpagg_rt::fenceAcqRel();
  unsigned long long Old = *(volatile unsigned long long *)W;
  for (;;) {
    unsigned long long New = Old / OneLive == 1 ? 0ull : Old - OneLive;
    unsigned long long Seen = dpagg_rt::casRelaxed(W, Old, New);
    if (Seen == Old)
      return;
    Old = Seen;
  }
}

/// One live record fewer on chunk word \p W: one atomicAdd takes the live
/// count down, and a CAS resets the chunk only where that atomic took it to
/// 0 ("The pool": a word with no live record may be reset at any time, and
/// the CAS succeeds only on such a word: one whose live count is 0 and that
/// nothing changed since). Only where ptxas has no two lanes' words to
/// combine ("Lanes and the chunk words"): poolReleaseAlone, and the undo of
/// a failed attempt in poolAlloc.
__device__ __forceinline__ void dropLive(unsigned long long *W) {
  dpagg_rt::fenceAcqRel(); // as in poolRelease
  unsigned long long Old = dpagg_rt::addRelaxed(W, 0ull - OneLive); // live - 1
  if (Old / OneLive == 1)
    dpagg_rt::casRelaxed(W, Old - OneLive, 0ull);
}

/// poolRelease for a caller that is the only lane of its warp to execute
/// it: the first thread of an aggregated child's block (child.cu), which
/// releases every record the pool hands out, so this is the pool's hot path,
/// and the one thread per block and call that gives a block-scope record
/// back unused (Block.cuh). poolRelease's CAS loop is the same release where
/// several lanes may execute it together; under contention it retries once
/// per competing update of the word, and in quicksort's deep recursion,
/// where every record of the GPU is released on the chunk the hint names,
/// it made the whole program 1.5x slower
/// (bench/results/2026-11-26-h100-qsort-pool-release.md). With one lane
/// there is nothing for ptxas to combine, whatever it proves of the address.
[[maybe_unused]] static __device__ void poolReleaseAlone(char *Pool,
                                                         unsigned C) {
  dropLive(chunkWords(Pool) + C);
}

/// Which lanes of a warp may execute a poolAlloc together, which decides
/// its first chunk ("Lanes and the chunk words").
enum class Allocators {
  /// At most one lane of a warp at a time: it starts at the hint.
  OneLane,
  /// Several lanes of a warp (warp scope's owners): each starts at the hint
  /// plus its lane.
  SeveralLanes,
};

/// Bump-allocates \p Size bytes (64-byte aligned) in some chunk, counting a
/// live record there; null when every chunk is too full. The size is
/// checked in 64 bits before anything is added (class 11). \p Spread moves
/// the first chunk tried (any first chunk is correct): the allocation pool
/// passes the SM, so that the warps of different SMs do not all start on
/// the hint's chunk (runtime/alloc.cu).
[[maybe_unused]] static __device__ char *
poolAlloc(char *Pool, unsigned NumChunks, unsigned ChunkBytes,
          unsigned long long Size64, unsigned *ChunkOut, Allocators Who,
          unsigned Spread = 0) {
  if (Size64 > ChunkBytes || NumChunks == 0)
    return nullptr;
  unsigned Size = alignUp((unsigned)Size64, 64);
  if (Size > ChunkBytes)
    return nullptr;
  unsigned *Hint = reinterpret_cast<unsigned *>(Pool);
  // Several lanes: the lane's own first chunk, so no two lanes' chunk words
  // are provably one and ptxas keeps every lane's atomicAdd (and undo) its
  // own. A lone allocator has nothing to combine ("The pool").
  unsigned Lane = 0;
  if (Who == Allocators::SeveralLanes)
    asm("mov.u32 %0, %%laneid;" : "=r"(Lane));
  unsigned First = (*(volatile unsigned *)Hint + Lane + Spread) % NumChunks;
  // After the hint's chunk, the chunks from the lowest up (each lane from
  // its own, Lane + Spread, for the reason above), not from the hint on: so
  // a pool that is mostly free keeps its records in its first chunks, whose
  // lines stay in L2, however large it is. Walking on from the hint cycled
  // through every chunk of the pool (128 MiB since 85634f0, more than an
  // H100's 50 MB of L2; measured: bench/results/
  // 2026-11-28-h100-nested-grid-keys.md). Any order is correct ("The
  // hint is only a hint"); NumChunks + 1 attempts cover every chunk.
  unsigned Low = (Lane + Spread) % NumChunks;
  // Not unrolled: a failed attempt is the cold path (LLVM made three copies
  // of the attempt once the undo was no loop of its own, 53 more
  // instructions in the probe's parent).
#pragma unroll 1
  for (unsigned T = 0; T <= NumChunks; ++T) {
    unsigned Next = Low + T - 1;
    unsigned C = T == 0 ? First : Next < NumChunks ? Next : Next - NumChunks;
    unsigned long long *W = chunkWords(Pool) + C;
    // Skip full chunks without an atomic: it also bounds how far failed
    // attempts can push the 32-bit used count (see above).
    unsigned long long Seen = *(volatile unsigned long long *)W;
    if ((Seen & UsedMask) + Size > ChunkBytes)
      continue;
    unsigned long long Old = atomicAdd(W, OneLive | Size);
    unsigned long long Used = Old & UsedMask;
    if (Used + Size <= ChunkBytes) {
      // Acquire: earlier readers of this space are done.
      dpagg_rt::fenceAcqRel();
      if (T)
        *(volatile unsigned *)Hint = C;
      *ChunkOut = C;
      return chunkBase(Pool, NumChunks, ChunkBytes, C) + (unsigned)Used;
    }
    // Undo the live count (the chunk stays full): on this attempt's own
    // word, so an atomicAdd ("Lanes and the chunk words").
    dropLive(W);
  }
  return nullptr;
}

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_POOL_CUH
