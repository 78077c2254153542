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
#include "Block.cuh"

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

//===----------------------------------------------------------------------===//
// Block scope at the last exit
//===----------------------------------------------------------------------===//
//
// Issue 26, item 3. A block-scope site whose block's threads cannot be
// proven to meet (a divergent branch before a barrier, code after the
// launch in its own branch, early returns: Plan.cpp's block rules) can still
// make one launch per block where nothing observes the launch: each warp
// group makes its record at the site as at warp scope (warpRecord, no
// barrier), its owner appends it to the block's index of records (Grid.cuh,
// appendToIndex: the index a grid's state has, here in the block's slot),
// every thread counts itself at its exit (__dpagg_block_last_exit), and the
// group whose count completes the block launches one aggregate over the
// index (launchIndex, as a grid's ticket does), or replays its records if
// CUDA refuses it, then frees the slot. Planner::settleBlockMeeting
// (Aggregation/LastExitPlan.cpp) takes a site this way only under
// -dpagg-block-meeting=optional (where the barrier path is refused) or
// avoid, and only where its rules hold: the launch is unobserved
// (DPAGG_LAUNCH_UNOBSERVED: the thread's only launch, made once, its result
// unused, no stream, event or error-state call anywhere the thread runs),
// into the NULL stream or cudaStreamFireAndForget, outside molded and packed
// clones (a whole clone's block is one logical block, its surplus threads
// pass the exit hook too: grid.cu, (h)), in a kernel whose threads wait for
// no other thread outside barriers and end only through a `ret` of the IR
// (threadExitBlocker), so every thread passes the exit hook once. The
// argument, for every program:
//
//  (a) Exactly once. A thread's launch joins its warp group's record or is
//      made by the thread at the site, alone, as without DPAgg (the block
//      has no slot, the table full, as at block scope; no aggregated child;
//      CUDA would refuse the launch or its stream cannot join; no clean
//      member; the pool full: __dpagg_aggregate_block_at_exit). Each member
//      of a group learns the same record pointer (one shuffle), so a group
//      joins whole or not at all. A record is appended to the block's index
//      with an entry that fits (appendToIndex true: room in the index, at most
//      MaxGridRecordBlocks child blocks, the aggregate's grid below 2^31,
//      the block maxima at most 1024 threads, the index's stream) or else
//      launched by its owner at the site as at warp scope (replayed by it if
//      refused: join.cu); never both. The entries that fit are a prefix of
//      the index (their numbers and child-block sums come from one add),
//      launched by the block's last exit as one aggregate, or, if CUDA
//      refuses it, each record's launches replayed by that thread
//      (replayRecord), then released.
//  (b) Order and results. The site is its threads' only launch, so a
//      thread has no other launch to keep in order; the launches of the
//      block's threads at the site (siblings) are not ordered with one
//      another once aggregated, as at every scope (Plan.cpp, "Semantics");
//      into the NULL stream the aggregate goes to cudaStreamFireAndForget
//      (the plan's flag: the kernel's only launch, onlyNullStreamLaunch),
//      as the replays of a refused one do (launchIndex). Each launching thread
//      gets cudaSuccess at the site, which it never observes (no use of the
//      result, no error state query anywhere it runs). The launch is made later
//      than written, by another thread of the block: a parent cannot wait for a
//      child (CDP2 has no device-side synchronization, and does not
//      promise that a child starts before its parent grid ends), and a
//      child made later sees more of the parent's writes: those before the
//      launch it sees anyway, those after it race with the child in the
//      program as written (a child may start at any time after its launch);
//      its parameters were copied at the site. The launching thread is a
//      thread of the same grid, so the grid is complete only once the
//      aggregate is.
//  (c) Memory order. Each member's entry and its earlier writes precede the
//      owner's append (fence.acq_rel.gpu, then __syncwarp: warpRecord); the
//      append precedes the owner's exit, whose group's __syncwarp orders it
//      before the group leader's acq_rel add on Done; every write of Done is
//      a read-modify-write, so the add that completes the block reads the
//      release sequence of every earlier add and acquires every append.
//      Then the aggregate's launch carries them to the child (as at grid
//      scope, grid.cu (d), (f)).
//  (d) Termination: nothing waits. The site has no barrier, only its warp
//      group's collectives (all of whose lanes are there, WarpGroup.cuh);
//      the exit has only the exiting lanes' __syncwarp. So blocks of any
//      size, threads that exit at different times, return early or never
//      reach the site (they count at their exit all the same), and grids
//      larger than what is resident at once all complete. The one barrier
//      is __dpagg_block_init's at the kernel's entry, which every thread of
//      the block reaches before any can wait or exit.
//  (e) Counting. Done counts the block's threads that passed their exit:
//      each thread passes exactly one hook (before the `ret` it returns
//      through; the plan's thread-exit rule), counted once by the lowest
//      lane of the lanes that run it together (as __dpagg_block_exit, (a)
//      above), after its last use of the state. The add that makes Done the
//      block's thread count is the last; only its group launches.
//  (f) The slot's lifetime. The slot is taken at the entry ((a)-(c) above);
//      the live word stays the block's thread count until the completing
//      group, after launching, releases it to 0 (red.release: its reads of
//      the state precede the next holder's acquire CAS and clear). So the
//      state is the block's alone from its entry to its last exit: no two
//      blocks share an index. The index and records outlive the slot: the
//      aggregated child releases each record with its last block, and the
//      index with its last record (child.cu); a replay releases them itself.
//  (g) Pool exhaustion. A record the pool cannot hold is not made (every
//      member launches alone); an index the pool cannot hold is not made
//      (each owner launches its record). Nothing is dropped.

namespace {

/// Records per warp a block's index has room for (see
/// __dpagg_aggregate_block_at_exit): a warp whose lanes reach the site
/// together makes one; two leave room for a warp split once.
constexpr unsigned AtExitRecordsPerWarp = 2;

/// The record of warp group \p W's launches (\p L each, with \p Blocks
/// child blocks), complete and released to the owner (lane \p Owner), which
/// gets it; null in every member if the pool had no room. As at warp scope
/// (warp.cu, whose comments give each step's reason): the owner allocates,
/// every member writes its entry after a __syncwarp, the owner the header;
/// each member's writes, this entry and whatever it wrote before its launch,
/// are released (fence.acq_rel.gpu) before a second __syncwarp, after which
/// the owner may hand the record on.
__device__ __forceinline__ char *warpRecord(const DPAggSiteDescriptor *Site,
                                            const LaunchAsWritten &L,
                                            const WarpGroup &W, unsigned Owner,
                                            bool IsOwner) {
  char *Rec = nullptr;
  unsigned Chunk = 0;
  if (IsOwner)
    Rec = poolAlloc(Site->Pool, Site->NumChunks, Site->ChunkBytes,
                    recordSize(W.N, Site->ArgStride, Site->Layout, L.ArgSize),
                    &Chunk, Allocators::SeveralLanes); // as at warp scope
  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(
      W.Members, (unsigned long long)reinterpret_cast<size_t>(Rec), Owner)));
  if (!Rec)
    return nullptr;
  __syncwarp(W.Members);
  writeEntry(Rec, W.N, W.Rank, W.Incl, L.Grid, L.Block, L.Shmem, L.Args,
             L.ArgSize, Site->ArgStride, Site->Layout);
  if (IsOwner)
    writeHeader(Rec, Site->Pool, Chunk, W.Total, W.N, W.N, Site->ArgStride,
                Site->Layout, L.Args, L.ArgSize);
  dpagg_rt::fenceAcqRel();
  __syncwarp(W.Members);
  return Rec;
}

} // namespace

namespace {

/// Records a block's index has room for at the last exit: AtExitRecordsPerWarp
/// per warp, not one per thread: the index lives in the pool until the
/// aggregate's last record is released, and one per thread (3 KiB for 256
/// threads) held by every block of a large grid filled the 32 MiB pool
/// (H100: 4,096 blocks of a sparse site at 266 ms against 13.6 ms with a
/// pool 8 times larger). A record that does not fit is launched by its
/// owner at the site, as at warp scope ((a): appendToIndex true only with
/// room in the index).
__device__ __forceinline__ unsigned atExitEntriesPerBlock() {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  unsigned PerWarp = AtExitRecordsPerWarp * ((Threads + 31) / 32);
  return Threads < PerWarp ? Threads : PerWarp;
}

/// Both sites that meet at their threads' last exit (this block's and a
/// group's, grid.cu "Grid scope at the last exit"): the lanes of a warp
/// that arrive together and can join make one record, as at warp scope (a
/// record of one launch too: the other records join it), and its owner
/// hands it to \p Append, which appends it to the index the last exit
/// launches ((a)). Where Append cannot, the owner launches the record at the
/// site as at warp scope (replaying it if CUDA refuses the aggregate:
/// launchAggregate). Alone, as without DPAgg: no aggregated child, a launch
/// CUDA would refuse or of another stream, no clean member, the pool full;
/// and a site whose launch is not unobserved, which the plan never sends
/// here.
template <typename AppendFn>
__device__ __forceinline__ cudaError_t
aggregateAtExit(const DPAggSiteDescriptor *Site, const SiteChild &C,
                const LaunchAsWritten &L, cudaStream_t Stream, unsigned Shmem,
                AppendFn Append) {
  // Uniform over the grid: the child and the site's flag.
  if (!C.Agg || !(L.Flags & DPAGG_LAUNCH_UNOBSERVED))
    return DPAGG_RT_ALONE(L);
  bool Clean = clean();
  unsigned long long Blocks = 0;
  bool Join = joinableStream(Stream, L.Flags) &&
              shapeJoinable(L.Block, L.Flags) &&
              canJoin(L.Grid, L.Block, Shmem, L.Kernel, C.SafeThreads,
                      C.SafeShmem, MaxWarpJoinBlocks, Clean, Blocks);
  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
  WarpGroup W;
  if (!formWarpGroup(Group, Join, Clean, (unsigned)Blocks, L.Block, Shmem, W) ||
      !W.Cleans)
    return DPAGG_RT_ALONE(L);
  unsigned Owner = __builtin_ffs(W.Cleans) - 1;
  bool IsOwner = laneId() == Owner;
  char *Rec = warpRecord(Site, L, W, Owner, IsOwner);
  if (!Rec) // pool full: everybody launches alone, nothing is lost
    return DPAGG_RT_ALONE(L);
  // The members leave now (nothing observes their launch).
  if (IsOwner && !Append(Rec, W))
    DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock, W.MaxShmem, L);
  return cudaSuccess;
}

} // namespace

namespace {

/// __dpagg_aggregate_block_at_exit's body (also the grid-scope entry's in a
/// grid without groups).
__device__ __forceinline__ cudaError_t
blockAtExit(const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
            unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
            unsigned BlockY, unsigned BlockZ, unsigned Shmem,
            cudaStream_t Stream, void *FramePtr, char *Table) {
  const SiteChild C = readSite(*Site);
  const LaunchAsWritten L =
      launchAt(*Site, C.Flags, Args, dim3(GridX, GridY, GridZ),
               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  unsigned Slot = static_cast<BlockFrame *>(FramePtr)->Slot;
  // Uniform over the block.
  if (Slot == NoSlot)
    return DPAGG_RT_ALONE(L);
  BlockExitState *X = exitState(Table, Slot);
  return aggregateAtExit(
      Site, C, L, Stream, Shmem, [&](char *Rec, const WarpGroup &W) {
        return appendToIndex({&X->Index, &X->Pair, &X->MaxShmem},
                             atExitEntriesPerBlock(), Rec, W.Total, W.MaxBlock,
                             W.MaxShmem, *Site, L.Stream);
      });
}

} // namespace

/// At a block-scope site that meets at its threads' last exit, every thread
/// that reaches it, in any control flow (aggregateAtExit); the records go
/// to the block's index. Alone also where the block has no slot (the table
/// full; as at block scope).
DPAGG_RT cudaError_t __dpagg_aggregate_block_at_exit(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    void *FramePtr, char *Table) {
  return blockAtExit(Site, Args, GridX, GridY, GridZ, BlockX, BlockY, BlockZ,
                     Shmem, Stream, FramePtr, Table);
}

/// At a group site that meets at its threads' last exit (grid.cu, "Grid
/// scope at the last exit"): as __dpagg_aggregate_block_at_exit, but the
/// records go to the index of the block's group, which its last thread to
/// exit launches (__dpagg_grid_last_exit). No block slot is needed: a block
/// without one counts its threads group by group at their exits. In a grid
/// without groups (groupsInThisGrid: an auto site's small grid), block scope
/// at the last exit, whose rules the site passed too.
DPAGG_RT cudaError_t __dpagg_aggregate_grid_at_exit(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    void *FramePtr, char *Table, char *GridTable) {
  // Uniform over the grid: a function of gridDim, blockDim and %nsmid
  // (grid.cu, (0)).
  if (!groupsInThisGrid(Site->GroupBlocks))
    return blockAtExit(Site, Args, GridX, GridY, GridZ, BlockX, BlockY, BlockZ,
                       Shmem, Stream, FramePtr, Table);
  const SiteChild C = readSite(*Site);
  const LaunchAsWritten L =
      launchAt(*Site, C.Flags, Args, dim3(GridX, GridY, GridZ),
               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  return aggregateAtExit(
      Site, C, L, Stream, Shmem, [&](char *Rec, const WarpGroup &W) {
        return appendToGrid(GridTable, Rec, W.Total, W.MaxBlock, W.MaxShmem,
                            *Site, L.Stream, atExitEntriesPerBlock());
      });
}

/// Right before every `ret` of a kernel whose block-scope site (\p Site)
/// meets at its threads' last exit: blockLastExit (Block.cuh).
DPAGG_RT void __dpagg_block_last_exit(const DPAggSiteDescriptor *Site,
                                      void *FramePtr, char *Table,
                                      unsigned NumSlots) {
  blockLastExit(Site, FramePtr, Table, NumSlots);
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block_postponed);
DPAGG_CHECK_SIGNATURE(__dpagg_block_init);
DPAGG_CHECK_SIGNATURE(__dpagg_block_exit);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block_at_exit);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_grid_at_exit);
DPAGG_CHECK_SIGNATURE(__dpagg_block_last_exit);
