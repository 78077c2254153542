//===- runtime/warp.cu - warp-scope launch aggregation --------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// __dpagg_aggregate_warp: the lanes of a warp that reach a launch site
/// together and can join (WarpGroup.cuh, Join.cuh) pack their launches into a
/// record from the pool, and the lowest clean lane launches the aggregate
/// (join.cu); every other outcome launches alone.
///
//===----------------------------------------------------------------------===//
#include "Join.cuh"
#include "Pool.cuh"
#include "Record.cuh"
#include "WarpGroup.cuh"

using namespace dpagg_rt;

//===----------------------------------------------------------------------===//
// Warp scope
//===----------------------------------------------------------------------===//

/// Called by every thread that reaches a warp-scope launch site, in any
/// control flow: the lanes that arrive together (__activemask) and launch
/// into the same stream share one aggregated launch. A warp call keeps no
/// state between calls but the pool (poolAlloc says why a record is never
/// seen by two calls).
DPAGG_RT cudaError_t __dpagg_aggregate_warp(
    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,
    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,
    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream) {
  const SiteChild C = readSite(*Site);
  const LaunchAsWritten L =
      launchAt(*Site, C.Flags, Args, dim3(GridX, GridY, GridZ),
               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  // No aggregated child: the kernel's unit was built without DPAgg
  // (RuntimeABI.h, DPAggChildDescriptor), or its child needs 1-D blocks and
  // this site's are not proven 1-D (readSite). Null in every lane or in
  // none.
  if (!C.Agg)
    return DPAGG_RT_ALONE(L);
  // A group of one (issue 21, item 24: streams of the thread's own): the
  // launch goes at once, before the error-state query, the configuration
  // checks and the group's collectives, with the parameter copy inlined
  // (its size is a constant of the site), so it costs the launch as written
  // plus the one match here. Same outcome as the path below, whose group
  // (formed again after the calls) is a subset of this one, so N < 2, and
  // it launches alone; no other lane waits for this one in a collective.
  if (streamGroup(Stream) == 1u << laneId())
    return launchInline(L);
  bool Clean = clean();
  unsigned long long Blocks = 0;
  bool Join = joinableStream(Stream, L.Flags) &&
              shapeJoinable(L.Block, L.Flags) &&
              canJoin(L.Grid, L.Block, Shmem, L.Kernel, C.SafeThreads,
                      C.SafeShmem, MaxWarpJoinBlocks, Clean, Blocks);
  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
  WarpGroup W;
  // Alone: a launch CUDA refuses, a group of one (nothing to share), or a
  // group with no clean owner; uniform over Members.
  if (!formWarpGroup(Group, Join, Clean, (unsigned)Blocks, L.Block, Shmem, W) ||
      W.N < 2 || !W.Cleans)
    return DPAGG_RT_ALONE(L);
  unsigned Owner = __builtin_ffs(W.Cleans) - 1;
  bool IsOwner = laneId() == Owner;

  char *Rec = nullptr;
  unsigned Chunk = 0;
  if (IsOwner) {
    unsigned long long Size =
        recordSize(W.N, Site->ArgStride, Site->Layout, L.ArgSize);
    // The owners of a warp's groups may allocate together.
    Rec = poolAlloc(Site->Pool, Site->NumChunks, Site->ChunkBytes, Size, &Chunk,
                    Allocators::SeveralLanes);
  }
  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(
      W.Members, (unsigned long long)reinterpret_cast<size_t>(Rec), Owner)));
  if (!Rec) // pool full: everybody launches alone, nothing is lost
    return DPAGG_RT_ALONE(L);
  // Every member writes into the record, not only the owner whose fence in
  // poolAlloc is the acquire after which the record's earlier readers are
  // done ("The pool"). The shuffle that brought Rec is a register exchange,
  // which orders no memory in the PTX memory model; bar.warp.sync orders
  // memory among its threads (PTX ISA, bar.warp.sync), so the owner's
  // acquire precedes every member's writes. The block path has barrier 1
  // there.
  __syncwarp(W.Members);

  writeEntry(Rec, W.N, W.Rank, W.Incl, L.Grid, L.Block, Shmem, Args, L.ArgSize,
             Site->ArgStride, Site->Layout);
  if (IsOwner)
    writeHeader(Rec, Site->Pool, Chunk, W.Total, W.N, W.N, Site->ArgStride,
                Site->Layout, Args, L.ArgSize);
  // Each lane's writes, this entry and whatever it wrote before its launch,
  // must be visible to the child the owner launches: a release at gpu scope,
  // then the owner's launch after the __syncwarp (CUDA guarantees a child
  // what its launching thread saw; a barrier before the launch carries the
  // other threads' writes, as in the CUDA guide's example).
  dpagg_rt::fenceAcqRel();
  __syncwarp(W.Members);
  // Where nothing observes the launch (the same flag for every member),
  // the members leave now and the owner alone deals with a refusal.
  if (L.Flags & DPAGG_LAUNCH_UNOBSERVED) {
    if (IsOwner)
      DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock, W.MaxShmem,
                         L);
    return cudaSuccess;
  }
  unsigned Took = 0;
  if (IsOwner)
    Took = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock,
                              W.MaxShmem, L);
  // Every member waits here for the owner's launch (class 12) and learns
  // whether it happened (class 3).
  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;
  cudaError_t Err = cudaSuccess;
  DPAGG_RT_ALONE_LANE_BY_LANE(W.Members, L, Err);
  return Err;
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_warp);
