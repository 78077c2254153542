//===- runtime/Block.cuh - the block path of block and grid scope ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: the block-state table's slots and the block path
/// (aggregateBlock), which block.cu's entry points and grid.cu's
/// (__dpagg_aggregate_grid) inline; block.cu has the argument ("Where the
/// state lives", "Per-call state"), grid.cu what grid scope adds.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_BLOCK_CUH
#define DPAGG_RUNTIME_BLOCK_CUH

#include "Grid.cuh"
#include "Join.cuh"
#include "Pool.cuh"
#include "Record.cuh"
#include "WarpGroup.cuh"
#include <cstddef>

using namespace dpagg_rt;

namespace {
struct BlockState {
  unsigned long long Pair; // parents << 32 | child blocks (< 2^31)
  unsigned long long Stream;
  char *Rec;
  unsigned MaxX, MaxY, MaxZ, MaxShmem;
  unsigned Owner;  // linear thread index of the owner; NoOwner if none
  unsigned Result; // after the third barrier: Launched or not
};
constexpr unsigned NumBlockStates = 3;
static_assert(NumBlockStates * sizeof(BlockState) == DPAGG_BLOCK_STATE_SIZE &&
                  alignof(BlockState) <= 16,
              "ABI");
constexpr unsigned long long NoStream = ~0ull;
constexpr unsigned NoOwner = ~0u;
constexpr unsigned Launched = 1;
/// Slots a block tries, from a hash of its grid and block index: as many as
/// warp 0 reads at once.
constexpr unsigned SlotProbes = 32;

constexpr unsigned NoSlot = ~0u;

/// A slot's state in a kernel whose block-scope site meets at its threads'
/// last exit (block.cu, "Block scope at the last exit"): the words of its
/// block's index of warp records (Grid.cuh, IndexWords) and the count of
/// its threads that passed their exit. It overlays the slot's first
/// BlockState, whose cleared form (clearState, at the block's entry) is its
/// empty form: Pair 0, no index, MaxShmem 0, Done 0. Such a kernel has no
/// other aggregation site (the site is its threads' only launch), so no
/// call of the barrier path uses the slot's states.
struct BlockExitState {
  unsigned long long Pair;  // BlockState::Pair: records << PairShift | blocks
  unsigned long long Pad0;  // BlockState::Stream
  unsigned long long Index; // BlockState::Rec: the block's index, or 0
  unsigned Pad1[3];         // BlockState::MaxX, MaxY, MaxZ
  unsigned MaxShmem;        // BlockState::MaxShmem
  unsigned Pad2;            // BlockState::Owner
  unsigned Done;            // BlockState::Result: threads counted at exit
};
static_assert(
    sizeof(BlockExitState) == sizeof(BlockState) &&
        offsetof(BlockExitState, Pair) == offsetof(BlockState, Pair) &&
        offsetof(BlockExitState, Index) == offsetof(BlockState, Rec) &&
        offsetof(BlockExitState, MaxShmem) == offsetof(BlockState, MaxShmem) &&
        offsetof(BlockExitState, Done) == offsetof(BlockState, Result),
    "clearState must leave the empty BlockExitState");

/// Thread-private; see (3) and (b) above. Every thread of a block holds the
/// same Slot. Indices, not pointers: with the table's address (a constant
/// at every call) they cost the kernel two registers.
struct BlockFrame {
  unsigned Epoch;
  unsigned Slot; // the block's slot in the table, or NoSlot
};
static_assert(sizeof(BlockFrame) <= DPAGG_BLOCK_FRAME_SIZE &&
                  alignof(BlockFrame) <= DPAGG_BLOCK_FRAME_ALIGN,
              "ABI");
static_assert(DPAGG_BLOCK_STATE_SHARED_BYTES == 0,
              "block state lives in the global table (RuntimeABI.h)");

/// The table (RuntimeABI.h): NumSlots states, then NumSlots live words.
__device__ __forceinline__ BlockState *slotStates(char *Table, unsigned Slot) {
  return reinterpret_cast<BlockState *>(Table +
                                        (size_t)Slot * DPAGG_BLOCK_STATE_SIZE);
}

__device__ __forceinline__ BlockExitState *exitState(char *Table,
                                                     unsigned Slot) {
  return reinterpret_cast<BlockExitState *>(slotStates(Table, Slot));
}

__device__ __forceinline__ unsigned *liveWords(char *Table, unsigned NumSlots) {
  return reinterpret_cast<unsigned *>(Table + (size_t)NumSlots *
                                                  DPAGG_BLOCK_STATE_SIZE);
}

__device__ __forceinline__ unsigned linearThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

/// The first slot a block tries. Only a hash: any value is correct (every
/// thread of the block computes the same one from values fixed for the
/// block), spreading the blocks of concurrent grids over the table.
__device__ __forceinline__ unsigned firstSlot(unsigned NumSlots) {
  unsigned long long Grid;
  asm("mov.u64 %0, %%gridid;" : "=l"(Grid));
  unsigned long long Cta =
      blockIdx.x +
      (unsigned long long)gridDim.x *
          (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  unsigned long long H = Grid * 0x9e3779b97f4a7c15ull ^ Cta;
  H = (H ^ (H >> 30)) * 0xbf58476d1ce4e5b9ull;
  H = (H ^ (H >> 27)) * 0x94d049bb133111ebull;
  return (unsigned)((H ^ (H >> 31)) % NumSlots);
}

__device__ __forceinline__ unsigned probeSlot(unsigned First, unsigned I,
                                              unsigned NumSlots) {
  unsigned long long S = (unsigned long long)First + I;
  return (unsigned)(S % NumSlots);
}

__device__ __forceinline__ void clearState(BlockState &S) {
  S.Pair = 0;
  S.Stream = NoStream;
  S.Rec = nullptr;
  S.MaxX = S.MaxY = S.MaxZ = S.MaxShmem = 0;
  S.Owner = NoOwner;
  S.Result = 0;
}

/// Lane \p Lane of warp 0 tries to take slot \p Slot; on success it clears
/// the slot's states (before the entry barrier that publishes them).
__device__ __forceinline__ bool takeSlot(char *Table, unsigned NumSlots,
                                         unsigned Slot, unsigned Threads) {
  // Acquire: it reads the last holder's release sequence (the exit's
  // red.release), so the last holder is done with the slot.
  if (dpagg_rt::casAcquire(liveWords(Table, NumSlots) + Slot, 0u, Threads) !=
      0u)
    return false;
  BlockState *States = slotStates(Table, Slot);
  for (unsigned E = 0; E < NumBlockStates; ++E)
    clearState(States[E]);
  return true;
}

/// Warp 0 takes a free slot for its block: 1 + the probe that it took, or 0
/// if none. Every lane of warp 0 calls it (at the kernel's entry all are
/// alive) and gets the same answer: each CAS's outcome comes from a shuffle
/// and the candidates from one ballot. (a) and (c) above. The first probe
/// is tried at once (one atomic's latency while the block waits at its
/// entry barrier); the others after reading which look free.
__device__ __forceinline__ unsigned claimSlot(char *Table, unsigned NumSlots,
                                              unsigned First, unsigned Lane,
                                              unsigned Threads) {
  unsigned Lanes = Threads < 32 ? Threads : 32;
  unsigned Mask = Lanes == 32 ? ~0u : (1u << Lanes) - 1;
  bool Won = Lane == 0 && takeSlot(Table, NumSlots, First, Threads);
  if (__shfl_sync(Mask, (unsigned)Won, 0))
    return 1;
  for (unsigned Base = 1; Base < SlotProbes; Base += Lanes) {
    unsigned I = Base + Lane;
    unsigned Slot = probeSlot(First, I, NumSlots);
    // A hint only: the CAS decides.
    bool Free = I < SlotProbes &&
                *(volatile unsigned *)(liveWords(Table, NumSlots) + Slot) == 0;
    // Masked: a ballot may set bits of active lanes outside its mask
    // (formWarpGroup); here every lane of warp 0 is in Mask or absent.
    for (unsigned Cands = __ballot_sync(Mask, Free) & Mask; Cands;
         Cands &= Cands - 1) {
      unsigned L = __builtin_ffs(Cands) - 1;
      Won = Lane == L && takeSlot(Table, NumSlots, Slot, Threads);
      if (__shfl_sync(Mask, (unsigned)Won, L))
        return Base + L + 1;
    }
  }
  return 0;
}
} // namespace

/// Every live thread of the block calls it at a block-scope launch site
/// (the pass proved they all reach it); \p Launching is false for the
/// threads that pass a postponed site without having launched. Each warp
/// group adds its share with one atomic on the block's state; the group
/// that gets record slot 0 allocates the record (sized for every thread of the
/// block, so before the count is known); barrier 1 counts the joiners; every
/// joiner writes its entry; barrier 2; the owner launches; barrier 3 publishes
/// the result. In a block without a state slot, alone.
/// \p GridTable: at a grid-scope site (grid.cu) the module's grid-state
/// table, and then the owner appends the record to its grid's index instead
/// of launching it, where it can ((e) there); null at a block-scope site.
__device__ __forceinline__ cudaError_t aggregateBlock(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    bool Launching, void *FramePtr, char *Table, char *GridTable = nullptr) {
  const SiteChild C = readSite(*Site);
  const LaunchAsWritten L =
      launchAt(*Site, C.Flags, Args, dim3(GridX, GridY, GridZ),
               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  const dim3 G = L.Grid, B = L.Block;
  // Grid scope takes only launches nothing observes (the plan's rule; a
  // constant of the site, the same in every thread), and only in a grid
  // that has groups (groupsInThisGrid: a function of gridDim, blockDim and
  // %nsmid, the same in every thread); in one without, the site is block
  // scope's, its rule of two launches per record included (the red team of
  // -dpagg-auto-grid: a record of one launch took a record and the aggregated
  // child in small grids where block scope launches as written).
  const bool ToGrid = GridTable && (L.Flags & DPAGG_LAUNCH_UNOBSERVED) &&
                      groupsInThisGrid(Site->GroupBlocks);
  BlockFrame *Frame = static_cast<BlockFrame *>(FramePtr);
  unsigned SlotIdx = Frame->Slot;
  // No slot, the same in every thread of the block (b): each launching
  // thread launches alone, as without DPAgg, with no barrier. Rare (the
  // table has room for every resident block, and holds only running
  // blocks, (d)), so not worth the registers of an inlined launch here
  // (4 more in a parent at block scope, measured with ptxas).
  // No aggregated child (RuntimeABI.h, DPAggChildDescriptor; readSite):
  // read from constants, so null in every thread of the block or in none,
  // and the same in every call; no barrier, as without a slot.
  if (SlotIdx == NoSlot || !C.Agg)
    return Launching ? DPAGG_RT_ALONE(L) : cudaSuccess;
  BlockState *States = slotStates(Table, SlotIdx);
  unsigned Epoch = Frame->Epoch;
  BlockState &S = States[Epoch % NumBlockStates];
  unsigned Capacity = blockDim.x * blockDim.y * blockDim.z;
  unsigned long long StreamBits =
      (unsigned long long)reinterpret_cast<size_t>(Stream);
  bool Clean = Launching && clean();
  unsigned long long Blocks = 0;
  bool Join = Launching && joinableStream(Stream, L.Flags) &&
              shapeJoinable(B, L.Flags) &&
              canJoin(G, B, Shmem, L.Kernel, C.SafeThreads, C.SafeShmem,
                      MaxBlockJoinBlocks, Clean, Blocks);
  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
  WarpGroup W;
  bool Joined = false;
  unsigned Slot = 0, First = 0;
  if (formWarpGroup(Group, Join, Clean, (unsigned)Blocks, B, Shmem, W)) {
    // The lowest clean member's thread index, a candidate owner.
    unsigned CleanLane = W.Cleans ? __builtin_ffs(W.Cleans) - 1 : W.Leader;
    unsigned CleanThread = __shfl_sync(W.Members, linearThread(), CleanLane);
    unsigned long long Old = 0;
    unsigned Ok = 0;
    if (W.Rank == 0) {
      // The first group's stream is the record's; other streams launch
      // alone.
      // Relaxed: the state is read only after barrier 1 (atomicity is
      // all the CAS needs, as for the adds and maxima below).
      unsigned long long Prev =
          dpagg_rt::casRelaxed(&S.Stream, NoStream, StreamBits);
      Ok = Prev == NoStream || Prev == StreamBits;
      if (Ok) {
        Old = atomicAdd(&S.Pair, ((unsigned long long)W.N << 32) | W.Total);
        atomicMax(&S.MaxX, W.MaxBlock.x);
        atomicMax(&S.MaxY, W.MaxBlock.y);
        atomicMax(&S.MaxZ, W.MaxBlock.z);
        atomicMax(&S.MaxShmem, W.MaxShmem);
        if (W.Cleans)
          atomicMin(&S.Owner, CleanThread);
        if ((Old >> 32) == 0) {
          // (4): the state of the next epoch.
          clearState(States[(Epoch + 1) % NumBlockStates]);
          // One thread per block and call gets here ((Old >> 32) == 0 for
          // one group, rank 0), and the block's calls are apart by their
          // barrier 1, so one lane of its warp at a time ("The pool").
          unsigned Chunk = 0;
          char *Rec = poolAlloc(
              Site->Pool, Site->NumChunks, Site->ChunkBytes,
              recordSize(Capacity, Site->ArgStride, Site->Layout, L.ArgSize),
              &Chunk, Allocators::OneLane);
          if (Rec)
            reinterpret_cast<RecordHeader *>(Rec)->Chunk = Chunk;
          S.Rec = Rec;
        }
      }
    }
    Joined = __shfl_sync(W.Members, Ok, W.Leader);
    Old = broadcast64(W.Members, Old, W.Leader);
    Slot = (unsigned)(Old >> 32) + W.Rank;
    First = (unsigned)Old + W.Incl - (unsigned)Blocks;
  }
  cudaError_t Err = cudaSuccess;
  if (Launching && !Joined)
    Err = DPAGG_RT_ALONE(L);
  unsigned N = barrierCount(Joined); // barrier 1
  if (N == 0)
    return Err;
  Frame->Epoch = Epoch + 1;
  // Uniform from here on: every thread reads the same state.
  unsigned long long Pair = S.Pair;
  char *Rec = S.Rec;
  unsigned Owner = S.Owner;
  dim3 MaxB(S.MaxX, S.MaxY, S.MaxZ);
  unsigned MaxShmem = S.MaxShmem;
  // Alone: a record of one (nothing to share), no clean owner, the pool
  // full, or an aggregated block CUDA refuses whatever the kernel (each
  // dimension's maximum is valid, their product may not be).
  // (At grid scope a record of one joins its grid's: the launches of one
  // thread per block are what grid scope is for.)
  if (N < (ToGrid ? 1u : 2u) || Owner == NoOwner || !Rec ||
      threadsOf(MaxB) > 1024) {
    // Given back by the thread that allocated it (slot 0): one per block
    // and call, and no two calls of the block are here at once (each thread
    // leaves this call before its next call's barrier 1, which every thread
    // passes to be here), so one lane of its warp at a time ("The pool").
    if (Joined && Slot == 0 && Rec)
      poolReleaseAlone(Site->Pool,
                       reinterpret_cast<RecordHeader *>(Rec)->Chunk);
    if (Joined)
      Err = DPAGG_RT_ALONE(L);
    return Err;
  }
  if (Joined) {
    writeEntry(Rec, Capacity, Slot, First + (unsigned)Blocks, G, B, Shmem, Args,
               L.ArgSize, Site->ArgStride, Site->Layout);
    if (Slot == 0)
      writeHeader(Rec, Site->Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk,
                  (unsigned)Pair, N, Capacity, Site->ArgStride, Site->Layout,
                  Args, L.ArgSize);
    // Release at gpu scope before barrier 2, after which the owner
    // launches (as in the warp path).
    dpagg_rt::fenceAcqRel();
  }
  __barrier_sync(0); // barrier 2: the record is complete
  bool IsOwner = Joined && linearThread() == Owner;
  // Grid scope: the owner appends the record to its grid's index, which the
  // grid's last block launches (grid.cu); where it cannot, it launches the
  // record as below. Nobody waits.
  if (ToGrid) {
    if (IsOwner && !appendToGrid(GridTable, Rec, (unsigned)Pair, MaxB, MaxShmem,
                                 *Site, L.Stream))
      DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, (unsigned)Pair, MaxB, MaxShmem, L);
    return Err;
  }
  // Where nothing observes the launch (a flag of the site: the same in
  // every thread), nobody waits: the owner launches, or on a refusal
  // launches every joiner's launch from the record.
  if (L.Flags & DPAGG_LAUNCH_UNOBSERVED) {
    if (IsOwner)
      DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, (unsigned)Pair, MaxB, MaxShmem, L);
    return Err;
  }
  if (IsOwner)
    S.Result = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, (unsigned)Pair, MaxB,
                                  MaxShmem, L)
                   ? Launched
                   : 0;
  __barrier_sync(0); // barrier 3: every joiner waits for the launch
  // The joiners of a refused aggregate, one lane of each warp at a time
  // (DPAGG_RT_ALONE_LANE_BY_LANE says why); the mask is taken inside the
  // branch, so every lane it names runs the same loop. A groupMask: each
  // lane's launch comes before the loop's __syncwarp, and a warp can reach
  // here in two groups (WarpGroup.cuh, groupMask).
  if (Joined && S.Result != Launched) {
    unsigned Lanes = groupMask(__activemask());
    DPAGG_RT_ALONE_LANE_BY_LANE(Lanes, L, Err);
  }
  return Err;
}

/// The exit of a block whose site meets at its threads' last exit (block.cu,
/// "Block scope at the last exit"): the lanes that get here together count
/// themselves done ((e)); the group that completes the block launches its
/// index and then frees the slot ((f)). __dpagg_block_last_exit's body, and
/// __dpagg_grid_last_exit's in a grid without groups.
__device__ __forceinline__ void blockLastExit(const DPAggSiteDescriptor *Site,
                                              void *FramePtr, char *Table,
                                              unsigned NumSlots) {
  unsigned Slot = static_cast<BlockFrame *>(FramePtr)->Slot;
  if (Slot == NoSlot)
    return;
  // As in __dpagg_block_exit: each lane counted once, by its group's lowest.
  unsigned Mask = __activemask();
  __syncwarp(Mask); // the group's uses of the state precede the count
  if (laneId() != (unsigned)__builtin_ffs(Mask) - 1)
    return;
  unsigned Lanes = (unsigned)__builtin_popcount(Mask);
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  BlockExitState *X = exitState(Table, Slot);
  // Acq_rel: this group's appends are released to, and every other
  // group's acquired by, the add that completes the block (c).
  if (addAcqRel32(&X->Done, Lanes) + Lanes != Threads)
    return;
  launchIndex(reinterpret_cast<char *>(X->Index), X->Pair, X->MaxShmem, Site);
  // (f): the slot goes back after the last read of its state.
  asm volatile(
      "red.release.gpu.global.add.u32 [%0], %1;"
      :
      : "l"(__cvta_generic_to_global(liveWords(Table, NumSlots) + Slot)),
        "r"(0u - Threads)
      : "memory");
}

#endif // DPAGG_RUNTIME_BLOCK_CUH
