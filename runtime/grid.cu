//===- runtime/grid.cu - launch aggregation per group of blocks ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Groups of blocks: multiblock scope (issue 23 item 1) and grid scope
/// (issue 23, first slice; docs/grid-scope.md), one mechanism. A group is K
/// consecutive blocks of the parent grid (the site descriptor's GroupBlocks;
/// grid scope: K = DPAGG_GROUP_BLOCKS_GRID, every block). Every block makes
/// its record at the site as at block scope (Block.cuh) and appends it to
/// its group's index (Grid.cuh) instead of launching it; every block counts
/// its threads done at their exits (__dpagg_grid_exit, which also gives the
/// block state back); the block whose count completes its group launches
/// one aggregate over the group's appended records and frees the group's
/// state. Nobody waits for anybody.
///
//===----------------------------------------------------------------------===//
#include "Block.cuh"

using namespace dpagg_rt;

//===----------------------------------------------------------------------===//
// Groups of blocks
//===----------------------------------------------------------------------===//
//
// Legality. The plan aggregates a site per group only where its launch is
// unobserved (DPAGG_LAUNCH_UNOBSERVED: the thread's only launch, made once,
// its result unused, no stream, event or error-state call anywhere the
// thread runs), into the NULL stream or cudaStreamFireAndForget, where the
// block path applies (every live thread of the block meets at the site or
// its postponement point) and where every way a thread can end is a `ret`
// of the kernel, before which the pass calls __dpagg_grid_exit
// (Planner::gridScopeRules, threadExitBlocker); the same rules for every
// group size. The argument, for every program and every K >= 1:
//
//  (0) Which group. A block's number is linearBlock() (Grid.cuh): blockIdx.x
//      + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z), x fastest, so
//      every block of a 1-D, 2-D or 3-D grid has one number from 0 to
//      B - 1, B = gridDim.x * gridDim.y * gridDim.z (below 2^23: a grid of
//      more blocks has no group state, below). Its group is number / K, and
//      the group's blocks are min(K, B - group * K) (blockGroup): K for
//      every group but the last, which has the rest (1 to K blocks) when B
//      is not a multiple of K; with K >= B (the grid), one group of B.
//      Every block of a group computes the same number of blocks from the
//      same gridDim, so they agree on the count (d) completes. Whether a
//      grid has groups at all (groupsInThisGrid: not past 2^23 - 1 blocks,
//      and, at an auto site, not below its floor of N blocks (-dpagg-auto-
//      grid=N, or -dpagg-few-waves-blocks=N at a few-waves site), nor,
//      at such a site marked DPAGG_GROUP_BLOCKS_FEW_WAVES, past a few waves
//      of threads) is also a function of what every thread of the grid
//      reads alike (gridDim, blockDim and the device's %nsmid): in a grid
//      without groups every block launches its own record at the site (e)
//      and no exit counts, exactly block scope's behaviour, which the same
//      rules allow (a group builds on block scope: Planner::gridScopeRules).
//  (a) Exactly once. A thread's launch joins its block's record or is made
//      by the thread (block path, block.cu). A record is either appended to
//      its group's index, with an entry that fits the aggregate
//      (appendToGrid true), or launched by its block's owner as at block
//      scope (replayed by it if refused). An appended record is launched by
//      the ticket (f) as part of the one aggregate, or, if CUDA refuses
//      that, replayed launch by launch by the ticket (replayRecord), then
//      released. No record is both appended and launched by its block, and
//      the ticket takes exactly the entries that fit, a prefix of the
//      index (f).
//  (b) Which state. A group's state is slot slotOf(key) of the module's
//      grid-state table, keyed by groupKey: (G << 23 | group) + 1, G the
//      grid's %gridid zigzag-folded (foldedGridId: device-launched grids
//      count down from 2^64 - 1). Unique among the groups in flight:
//      %gridid is unique among the grids in flight (PTX), the fold is a
//      bijection, the group number is below 2^23, and a grid whose folded
//      id would not fit (2^41 - 1 or more) has key 0, no state, in
//      every block (each then keeps its record, as in a grid of more than
//      MaxGridParentBlocks blocks). A block finds its group's state by its
//      key or claims it free (CAS 0 -> key) at the site (the record's
//      owner) and at its exit (the group that completes the block, or each
//      group of lanes of a block without a block slot): one slot per key,
//      so no group ever has two states. The state holds its key from the
//      claim until the ticket clears it, after every block of the group has
//      counted (d), so every lookup of a block of the group, all of which
//      precede that block's count, finds it or the slot held by another
//      group. Slots: a grid's groups in consecutive slots from a start
//      spread by %gridid (slotOf), DPAGG_GRID_TABLE_SLOTS of them, above
//      the blocks resident at once: two groups of one grid share a slot
//      only if 8192 groups apart and both in flight.
//  (c) A slot held by another group. A block that finds the slot held by
//      another group cannot count, and a record appended by another block
//      of its group (which may find the slot later, once freed) would then
//      wait forever for the count. So no record may be appended where that
//      can happen: the failing block adds 1 to the slot's Failed word
//      (acq_rel), then looks at the key again with a read-modify-write that
//      writes (acq_rel add of 0: it heads a release sequence, and every
//      write of a key is a read-modify-write, so that sequence runs through
//      every later claim); a block appends only if, after finding or
//      claiming the key (an acquire), it reads Failed as 0. Either the
//      failing block's second look is after the claim of its group's key
//      (then it reads the key, finds the state and takes its 1 back: it
//      will count), or it is before (then the claim, and every finder's
//      acquire, reads from its release sequence, so every block that finds
//      the state reads Failed >= 1 and appends nothing: the state completes
//      never, or holds no record). A failure found for good leaves Failed
//      marked for the life of the process: that slot's groups append
//      nothing again (block scope), a loss of speed, never of a launch.
//      Nothing here depends on which blocks form a group.
//      Leftover states and reused ids (red team nk_*, by reading). A state
//      that never completes (above) keeps its key after its grid ended, and
//      device-launched grids reuse their %gridid in later computations, so
//      a later grid's group can find it by its key, which (b)'s "unique
//      among the groups in flight" does not cover. That is still exact:
//      such a state never completes only because a block of its group gave
//      up on this very slot, whose Failed mark stays for good, so the later
//      group, finding it, appends nothing (every block launches its own
//      records, as at block scope); its counts may complete the leftover's
//      Done, whose ticket launches the empty index (nothing, launchIndex)
//      and frees the slot; and the leftover held no record (above).
//  (d) The ticket. Done counts the group's threads that passed their exit:
//      the group of a block's lanes that brings the block slot's live word
//      to 0 adds the block's threads (an acq_rel add on the live word, so
//      the block's other threads' appends happen before), a block without a
//      slot adds each exiting group of lanes. Each thread is counted once
//      (block.cu, (a)), after its last use of the state, with an acq_rel add
//      on Done; the add that makes Done the group's threads (its blocks (0)
//      times blockDim, below 2^64 under MaxGridParentBlocks) is the last
//      and, as every write of Done is a read-modify-write, an acquire of
//      every block's appends. Blocks of the group that never reached the
//      site count too; nothing waits: a group, or a grid, larger than what
//      is resident at once counts its blocks as they end. Only the group's
//      own blocks add to its Done (its key), so the last short group
//      completes at its own count.
//  (e) The block's side: its owner appends after the block's record is
//      complete (barrier 2), so the record, its header (BlocksLeft, the
//      record's blocks) and its index entry are written before the owner's
//      exit. A record that does not fit (the index's capacity: the group's
//      blocks, at most its pool chunk; the aggregate's 2^31 - 1 blocks; a
//      block shape that would make the maxima of every appended record's
//      blocks more than 1024 threads, raiseBlock, tested before the entry
//      is taken) is launched by the owner, at the site, as at block scope.
//  (f) The aggregate. The index entries fit while the index is not full
//      and the running sum of blocks stays at most 2^31 - 1, both monotone
//      in the entry's number (Pair hands out number and first block in one
//      add), so they are a prefix: the ticket finds its end by a binary
//      search, launches the aggregated child once over it (the child's
//      prologue searches the index for its record, child.cu) into the
//      stream block scope would use (cudaStreamFireAndForget for the NULL
//      stream: the planned DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET), and
//      frees the state (its fields cleared, then the key released with an
//      exchange, a read-modify-write with release: the next claim sees the
//      clear). The ticket's thread is at its exit: its own error state after
//      the launch is never read again.
//  (g) Order. In the NULL stream CUDA orders only the launches of one block
//      (platform-facts.md): a group gives up the order among a block's
//      siblings at the site, as block scope does, and nothing else, since
//      the site is its threads' only launch. A launch made later, at the
//      group's end, sees more of the parent's writes, which a child may see
//      anyway (a child sees memory as of its launch at the least); no valid
//      program waits in the parent for a child to begin (CUDA does not
//      promise that a child starts before its parent ends).
//  (h) In an aggregated clone (a whole clone, K.dpagg: one physical block per
//      logical block; Planner::cloneGroupBlocker). Its physical grid is one
//      aggregate of many launches' grids, and the group is a group of its
//      physical blocks: (0) to (g) read the physical %ctaid, %nctaid, %ntid
//      and %gridid, which is what the runtime reads (the clone's geometry
//      rewrite covers only the clone's own code, before the lowering adds
//      these calls). Each physical thread runs one logical thread of K's
//      body once, so the launch is its logical thread's only one, made once,
//      exactly as in K: the prologue's calls (__dpagg_child_*) make no
//      launch and use no stream, event or error state (KnownCalls.def). Every
//      physical thread passes __dpagg_grid_exit once: the pass puts it
//      before every `ret` of the clone, the surplus threads' (those outside
//      their logical block's shape, which leave right after the prologue)
//      included, and __dpagg_block_init is in the prologue's first block,
//      before __dpagg_child_enter, where no thread has exited; so (d)'s
//      count, the group's blocks times the physical blockDim, completes. (g)
//      for the logical grids: each logical block's NULL stream held only
//      this launch (the site is its thread's only launch); a logical grid
//      completes when the physical aggregate does, which is after the
//      ticket's aggregate (a child of the physical grid, in whatever
//      stream), so whatever CUDA orders after a logical grid (its
//      launcher's later NULL-stream work, the host's synchronization) still
//      comes after its children.
//
// Memory order (DPAggRuntime.cuh): acquire loads of the key, acq_rel
// read-modify-writes of the key, Failed, Done and the live word, a release
// exchange to free the key; no fence.sc, no __threadfence, no atomicCAS.

//===----------------------------------------------------------------------===//
// Grid scope at the last exit
//===----------------------------------------------------------------------===//
//
// A group site whose block's threads cannot be proven to meet at a barrier
// (Plan.cpp's block rules narrow it to warp scope) and that the last-exit
// rules take (Aggregation/LastExitPlan.cpp, settleBlockMeeting: the same
// rules as block scope's last exit) goes to its group at the last exit:
// each warp group makes its record at the site as block scope's last exit
// does (block.cu, aggregateAtExit) and appends it to its group's index
// (appendToGrid, room for the warp records of every block of the group,
// at most a pool chunk's), instead of its block's; the threads count
// themselves done with __dpagg_grid_exit as at a barrier; the count that
// completes the group launches the index (launchIndex). The argument is
// (0) to (h) above with "record" read as "warp record": (a) a warp record
// is appended or launched by its owner at the site, never both (block.cu,
// "Block scope at the last exit", (a)); (b), (c) each owner finds or claims
// its group's state and appends only where Appendable; (d) unchanged (the
// block slot, where the block has one, counts its threads as at a barrier;
// a block without one counts each exiting group of lanes); (e) the owner's
// append precedes its own exit in program order, and its exit group's
// __syncwarp orders it before that group's acq_rel add (block.cu, (c)); (f),
// (g) unchanged. Nothing waits: the site has only its warp group's
// collectives, the exit only its lanes' __syncwarp. A grid without groups
// (groupsInThisGrid false) appends nothing: each warp record is launched at
// the site, as at warp scope.

/// Grid.cuh says what it does.
__device__ __noinline__ void
dpagg_rt::launchIndex(char *Idx, unsigned long long Pair, unsigned MaxShmem,
                      const DPAggSiteDescriptor *Site) {
  if (!Idx)
    return;
  const SiteChild C = readSite(*Site);
  GridIndex *H = reinterpret_cast<GridIndex *>(Idx);
  unsigned Capacity = H->Capacity;
  dim3 MaxB = unpackBlock(H->MaxBlock);
  unsigned long long Appended = Pair >> PairShift;
  unsigned N = (unsigned)(Appended < Capacity ? Appended : Capacity);
  const unsigned *Ends = indexEnds(Idx);
  unsigned Lo = 0, Hi = N; // the first entry that does not fit
  while (Lo < Hi) {
    unsigned Mid = (Lo + Hi) / 2;
    if (Ends[Mid] == NoEnd)
      Hi = Mid;
    else
      Lo = Mid + 1;
  }
  char *Pool = reinterpret_cast<char *>(static_cast<size_t>(H->Pool));
  if (Lo == 0) {
    poolRelease(Pool, H->Chunk);
    return;
  }
  H->NumRecords = Lo;
  H->RecordsLeft = Lo;
  H->Total = Ends[Lo - 1];
  cudaStream_t Stream = reinterpret_cast<cudaStream_t>(H->Stream);
  // Launched whole or packed, never molded (child.cu: every logical block
  // of an index releases its record).
  void *Child = C.Agg ? wholeClone(C.Agg, C.Flags) : nullptr;
  void *Packed = C.Agg ? packedClone(C.Agg, C.Flags, MaxB, MaxShmem) : nullptr;
  cudaStream_t AggStream = (C.Flags & DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET)
                               ? cudaStreamFireAndForget
                               : Stream;
  unsigned long long Threads = threadsOf(MaxB);
  void *Arg = Idx;
  if (Packed && launchV2(Packed, &Arg, sizeof(Arg), dim3(packedGrid(H->Total)),
                         dim3(32 * DPAGG_PACK_WARPS), MaxShmem, AggStream,
                         C.Flags) == cudaSuccess)
    return;
  if (Child && !Packed && Threads <= 1024 &&
      (Threads <= C.SafeThreads || kernelAccepts(Child, Threads)) &&
      launchV2(Child, &Arg, sizeof(Arg), dim3(H->Total), MaxB, MaxShmem,
               AggStream, C.Flags) == cudaSuccess)
    return;
  (void)cudaGetLastError();
  // The replays go where the aggregate would have gone: launches of many
  // blocks, which the NULL stream of the ticket's block would run one after
  // another (and hold pending meanwhile), where the program without DPAgg
  // runs different blocks' children concurrently; in
  // cudaStreamFireAndForget only where the plan sent the aggregate there
  // (the kernel's only launch, so (g): nothing else to order with).
  const unsigned long long *Recs = indexRecs(Idx, Capacity);
  for (unsigned R = 0; R < Lo; ++R) {
    char *Rec = reinterpret_cast<char *>(Recs[R]);
    replayRecord(Rec, Site->Kernel, Site->ArgSize, AggStream, C.Flags,
                 Site->Name);
    poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  }
  poolRelease(Pool, H->Chunk);
}

namespace {

/// The ticket: frees the group's state, then launches its index (f).
__device__ __forceinline__ void launchGrid(DPAggGridState *S,
                                           const DPAggSiteDescriptor *Site) {
  char *Idx = reinterpret_cast<char *>(S->Index);
  unsigned long long Pair = S->Pair;
  unsigned MaxShmem = S->MaxShmem;
  // Free the state first (nothing below reads it): fields, then the key.
  S->Done = 0;
  S->Pair = 0;
  S->Index = 0;
  S->MaxShmem = 0;
  asm volatile("atom.release.gpu.global.exch.b64 _, [%0], 0;" ::"l"(
                   __cvta_generic_to_global(&S->Key))
               : "memory");
  launchIndex(Idx, Pair, MaxShmem, Site);
}

} // namespace

/// A multiblock or grid site: every live thread of the block comes here (the
/// block path's rule); those with \p Pending set launch. Block.cuh's
/// aggregateBlock in its group mode.
DPAGG_RT cudaError_t __dpagg_aggregate_grid(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream,
    unsigned Pending, void *Frame, char *Table, char *GridTable) {
  return aggregateBlock(Site, Args, GridX, GridY, GridZ, BlockX, BlockY, BlockZ,
                        Shmem, Stream, Pending != 0, Frame, Table, GridTable);
}

namespace {

/// __dpagg_grid_exit's body (below), also __dpagg_grid_last_exit's in a grid
/// with groups.
__device__ __forceinline__ void gridExit(const DPAggSiteDescriptor *Site,
                                         void *FramePtr, char *Table,
                                         unsigned NumSlots, char *GridTable) {
  unsigned Slot = static_cast<BlockFrame *>(FramePtr)->Slot;
  // As in __dpagg_block_exit: each lane counted once, by its group's lowest.
  unsigned Mask = __activemask();
  __syncwarp(Mask);
  if (laneId() != (unsigned)__builtin_ffs(Mask) - 1)
    return;
  unsigned Lanes = (unsigned)__builtin_popcount(Mask);
  unsigned long long Threads = Lanes;
  if (Slot != NoSlot) {
    // Acq_rel: the block's other threads' uses of the state (the owner's
    // append) happen before the group that ends the block counts it.
    unsigned Old = addAcqRel32(liveWords(Table, NumSlots) + Slot, 0u - Lanes);
    if (Old != Lanes)
      return;
    Threads = blockDim.x * blockDim.y * blockDim.z;
  }
  if (!groupsInThisGrid(Site->GroupBlocks))
    return; // no group state in such a grid (appendToGrid)
  BlockGroup G = blockGroup(Site->GroupBlocks);
  bool Appendable;
  DPAggGridState *S = findGridState(GridTable, groupKey(G.Number), Appendable);
  if (!S)
    return; // (b), (c): this group appends nothing
  unsigned long long All =
      G.Blocks * (unsigned long long)(blockDim.x * blockDim.y * blockDim.z);
  if (addAcqRel64(&S->Done, Threads) + Threads == All)
    launchGrid(S, Site);
}

} // namespace

/// Right before every `ret` of a kernel with a multiblock or grid site (its
/// one site, \p Site): the lanes that get here together give back their
/// share of the block slot (block.cu, (a)) and count themselves done in
/// their group's state ((d)); the count that completes the group launches
/// its aggregate.
DPAGG_RT void __dpagg_grid_exit(const DPAggSiteDescriptor *Site, void *FramePtr,
                                char *Table, unsigned NumSlots,
                                char *GridTable) {
  gridExit(Site, FramePtr, Table, NumSlots, GridTable);
}

/// Right before every `ret` of a kernel whose group site meets at its
/// threads' last exit ("Grid scope at the last exit"): __dpagg_grid_exit in a
/// grid with groups, __dpagg_block_last_exit in one without (the site's
/// __dpagg_aggregate_grid_at_exit took block scope's last exit there; both
/// decide by groupsInThisGrid, a function of gridDim, blockDim and %nsmid,
/// so every thread of the grid takes the same side at the site and at its
/// exit).
DPAGG_RT void __dpagg_grid_last_exit(const DPAggSiteDescriptor *Site,
                                     void *FramePtr, char *Table,
                                     unsigned NumSlots, char *GridTable) {
  if (groupsInThisGrid(Site->GroupBlocks))
    gridExit(Site, FramePtr, Table, NumSlots, GridTable);
  else
    blockLastExit(Site, FramePtr, Table, NumSlots);
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_grid);
DPAGG_CHECK_SIGNATURE(__dpagg_grid_exit);
DPAGG_CHECK_SIGNATURE(__dpagg_grid_last_exit);
