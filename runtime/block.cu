//===- runtime/block.cu - block-scope launch aggregation ------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block scope: the slot of the module's block-state table that a block
/// holds from its entry (__dpagg_block_init) to its last thread's exit
/// (__dpagg_block_exit), and the block-scope launch sites
/// (__dpagg_aggregate_block, __dpagg_aggregate_block_postponed), where every
/// live thread of the block comes, its warp groups (WarpGroup.cuh) add their
/// shares to the block's state, and one owner launches the aggregate
/// (join.cu).
///
//===----------------------------------------------------------------------===//
#include "Join.cuh"
#include "Pool.cuh"
#include "Record.cuh"
#include "WarpGroup.cuh"

using namespace dpagg_rt;

//===----------------------------------------------------------------------===//
// Block scope
//===----------------------------------------------------------------------===//
//
// Where the state lives (class 5). A kernel's static shared memory counts
// against the dynamic shared memory its host launches may ask for (48 KB
// in all without the opt-in), and the compiler cannot know what the host
// asks: a kernel launched with exactly 48 KB fails if DPAgg adds one byte.
// So block scope adds no shared memory to any kernel (the aggregated
// children included, for the same reason at link time): each block's state
// lives in a slot of a per-module table in global memory
// (DPAGG_BLOCK_TABLE_* in RuntimeABI.h), held from the kernel's entry to
// the exit of its last thread. The argument that no two blocks ever hold
// one slot at once, and that nothing depends on getting one, for every
// program:
//
//  (a) A slot's live word is 0 when free and otherwise counts the threads
//      of its block that have not passed __dpagg_block_exit. It leaves 0
//      only by a CAS from 0 to the block's thread count, in
//      __dpagg_block_init, where every thread of the block is alive (the
//      pass calls it first thing at the kernel's entry). It is decreased
//      only by __dpagg_block_exit, which the pass calls right before every
//      `ret` of the kernel, so once per thread, by the number of the
//      calling lanes (the lanes that run the exit together, counted by the
//      one that decreases). So it returns to 0 exactly when every thread
//      of the block has passed its exit, after its last use of the state.
//      A thread that left the kernel another way (the pass keeps block
//      scope out of kernels where that can happen, (d); a trap ends the
//      whole grid) would keep the slot busy for good: that loses a slot,
//      never correctness, as the next point shows.
//  (b) Nothing depends on a slot. In a block that finds none among its
//      probes (the table has room for twice the resident blocks of any
//      sm_80/sm_90 GPU, 132 SMs x 32 blocks, and a block's probes start
//      at a hash, so this is rare) every thread launches alone at its
//      block-scope sites, as without DPAgg, and no call has a barrier.
//      Whether a block has a slot is decided once, by warp 0, and
//      broadcast by the entry barrier itself (the first `Claimed` threads
//      count, all of them in warp 0), not through memory, so every thread
//      of the block takes the same path at every call and no thread waits
//      at a barrier that another skips.
//  (c) Memory order: a block's last reads of its state precede its exits
//      (each exiting lane's program order, then __syncwarp, then the
//      leader's red.release); the CAS that takes the slot is an acquire
//      (atom.acquire.gpu) that reads the last decrement of that release
//      sequence, and is followed by the clear of every state of the slot,
//      before the entry barrier. So every access of the previous holder happens
//      before every access of the next one, and every byte the block reads was
//      written after it took the slot (no stale line can be read either).
//  (d) No slot is ever taken back from a block that may still run, and
//      none needs to be: the device cannot tell a block whose thread left
//      without passing __dpagg_block_exit from one that is still running.
//      No device-side call says whether another grid or block has ended;
//      %gridid only names a grid; a time limit cannot tell a slow block
//      from a dead one (a block may wait at a barrier, or for its children's
//      results in memory, for any time); %smid and %warpid, which would key
//      a slot by the hardware a block occupies (freed by the hardware
//      however its threads end), are volatile (PTX ISA: they change when a
//      preempted block resumes elsewhere), so two live blocks could share a
//      key; and a block checking at every call that it still owns its slot
//      cannot make the check and its uses of the state one atomic step, nor
//      (b)'s one path for every thread without a barrier per call. Taking a
//      slot from a live block would give two blocks one state: launches
//      lost or duplicated. So the pass keeps block scope out of every kernel
//      where a thread may end another way than through a `ret` of the IR
//      (AggregateLaunches.cpp, threadExitBlocker: an allow-list of calls
//      and of inline PTX instructions known to fall through; a trap ends the
//      grid and leaves the context unusable). Then every slot is held by a
//      running block: at most the resident blocks, half the table, so a
//      full table lasts only while its holders run, and a block that finds
//      it full launches each launch alone, with no barrier ((b); its entry
//      CAS, one round of loads and the entry barrier are what every block
//      of the kernel pays).
//
// Per-call state (class 14). The threads of a block share one BlockState
// of their slot per block-scope call that aggregates. The argument that no
// thread reads or writes another call's state, for every program:
//
//  (1) Every live thread of the block makes the same sequence of
//      block-scope calls (the pass's block-convergence rule; threads that
//      exited count as arrived at every barrier), so call k is well defined.
//  (2) Each call's first barrier is barrier.red.popc over "this thread
//      joined the record": every thread gets the same N from the barrier
//      itself, not from memory. A call with N == 0 wrote nothing to its
//      state (a thread writes it only by joining, and a failed stream CAS
//      writes nothing) and reads nothing from it.
//  (3) The calls with N > 0 are numbered by an epoch that each thread keeps
//      in its own frame (DPAggBlockFrame) and advances after such a call.
//      By (1) and (2) every thread has the same epoch at every call, with no
//      shared variable to race on. A call with epoch e uses State[e % 3].
//  (4) The state of epoch e is cleared, before the first barrier of the
//      call with epoch e - 1, by the thread that allocates that call's
//      record (the first joiner there: alive, and present only when the
//      call has N > 0, which is when the epoch moves on). It was last used
//      at epoch e - 3 and reads of it happen only inside that call; every
//      thread has left that call before the first barrier of the call with
//      epoch e - 2, which the clearing thread has passed. The clear
//      happens before that first barrier, so before any thread leaves the
//      call with epoch e - 1 and writes State[e % 3] at epoch e.
//  (5) So a call may read its state anywhere, after any of its barriers,
//      and the paths that leave it early (N == 0, no owner, pool full, a
//      group of one) need no extra barrier. __dpagg_block_init clears all
//      three states when it takes the slot, before the entry barrier.
//
// Cost (global atomics, all to the block's own slot): per block-scope call,
// per warp group that joins, one CAS (the stream) and one add, whose results
// it needs, and up to five reductions (the maxima, the owner) it does not
// wait for; the first group also allocates the record (poolAlloc). Per
// block: one CAS at the entry, by warp 0 while the block waits at the
// entry barrier (more, after one load by each lane of warp 0, only when
// the first slot it probes is taken), and one reduction per group of lanes
// that exit together (usually one per warp).

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

/// At the entry of every kernel with block-scope sites, where every thread
/// of the block is still alive: takes a slot of \p Table (NumSlots slots;
/// the module's table, RuntimeABI.h) for the block, or none (b), and fills
/// the thread's frame.
DPAGG_RT void __dpagg_block_init(void *FramePtr, char *Table,
                                 unsigned NumSlots) {
  BlockFrame *Frame = static_cast<BlockFrame *>(FramePtr);
  unsigned T = linearThread();
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  unsigned First = firstSlot(NumSlots);
  unsigned Claimed = 0;
  if (T < 32)
    Claimed = claimSlot(Table, NumSlots, First, T, Threads);
  // Broadcast: Claimed <= SlotProbes = 32, and a block with threads beyond
  // warp 0 has all 32 lanes there, so the count is Claimed. A block of one
  // warp knows it already.
  unsigned Count = barrierCount(T < Claimed);
  if (T >= 32)
    Claimed = Count;
  Frame->Epoch = 0;
  Frame->Slot = Claimed ? probeSlot(First, Claimed - 1, NumSlots) : NoSlot;
}

/// Right before every `ret` of a kernel with block-scope sites: the lanes
/// that get here together give back their share of the slot (a); the one
/// that brings the live word to 0 frees it. No thread uses the state after
/// this.
DPAGG_RT void __dpagg_block_exit(void *FramePtr, char *Table,
                                 unsigned NumSlots) {
  unsigned Slot = static_cast<BlockFrame *>(FramePtr)->Slot;
  if (Slot == NoSlot)
    return;
  // Every lane that the mask names executed this __activemask() with this
  // lane and goes on to this __syncwarp (no branch between): the groups of
  // lanes that exit together are disjoint, and each lane is counted once,
  // by the lowest lane of its group.
  unsigned Mask = __activemask();
  __syncwarp(Mask); // the group's uses of the state precede the release
  if (laneId() == (unsigned)__builtin_ffs(Mask) - 1)
    asm volatile(
        "red.release.gpu.global.add.u32 [%0], %1;"
        :
        : "l"(__cvta_generic_to_global(liveWords(Table, NumSlots) + Slot)),
          "r"(0u - (unsigned)__builtin_popcount(Mask))
        : "memory");
}

/// Every live thread of the block calls it at a block-scope launch site
/// (the pass proved they all reach it); \p Launching is false for the
/// threads that pass a postponed site without having launched. Each warp
/// group adds its share with one atomic on the block's state; the group
/// that gets record slot 0 allocates the record (sized for every thread of the
/// block, so before the count is known); barrier 1 counts the joiners; every
/// joiner writes its entry; barrier 2; the owner launches; barrier 3 publishes
/// the result. In a block without a state slot, alone.
__device__ __forceinline__ cudaError_t aggregateBlock(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    bool Launching, void *FramePtr, char *Table) {
  const SiteChild C = readSite(*Site);
  const LaunchAsWritten L =
      launchAt(*Site, C.Flags, Args, dim3(GridX, GridY, GridZ),
               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  const dim3 G = L.Grid, B = L.Block;
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
          unsigned Chunk = 0;
          char *Rec = poolAlloc(
              Site->Pool, Site->NumChunks, Site->ChunkBytes,
              recordSize(Capacity, Site->ArgStride, Site->Layout, L.ArgSize),
              &Chunk);
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
  if (N < 2 || Owner == NoOwner || !Rec || threadsOf(MaxB) > 1024) {
    if (Joined && Slot == 0 && Rec)
      poolRelease(Site->Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
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
  // branch, so every lane it names runs the same loop.
  if (Joined && S.Result != Launched) {
    unsigned Lanes = __activemask();
    DPAGG_RT_ALONE_LANE_BY_LANE(Lanes, L, Err);
  }
  return Err;
}

/// A block-scope launch site: every live thread of the block launches here.
DPAGG_RT cudaError_t __dpagg_aggregate_block(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    void *Frame, char *Table) {
  return aggregateBlock(Site, Args, GridX, GridY, GridZ, BlockX, BlockY, BlockZ,
                        Shmem, Stream, true, Frame, Table);
}

/// A postponed block-scope launch: every live thread of the block comes
/// here; those that reached the original launch have \p Pending set and
/// launch with the configuration they saved there.
DPAGG_RT cudaError_t __dpagg_aggregate_block_postponed(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    unsigned Pending, void *Frame, char *Table) {
  return aggregateBlock(Site, Args, GridX, GridY, GridZ, BlockX, BlockY, BlockZ,
                        Shmem, Stream, Pending != 0, Frame, Table);
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block_postponed);
DPAGG_CHECK_SIGNATURE(__dpagg_block_init);
DPAGG_CHECK_SIGNATURE(__dpagg_block_exit);
