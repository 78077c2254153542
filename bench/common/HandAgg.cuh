//===- bench/common/HandAgg.cuh - launch aggregation written by hand -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The "hand" versions of the workloads: what a programmer writes to
// aggregate the launches of one parent block by hand (thesis Fig. 3.2 done
// manually; the probe's agg-block). Every thread of the parent block calls
//
//   handAggLaunch<Op, ChildBlock>(pool, n, args);
//
// (it holds two __syncthreads, so every thread must reach it); a thread with
// n > 0 elements of work takes a slot of the block's slice of `pool` (one
// slot per parent thread: the pool has gridDim.x * blockDim.x slots) with
// its args, n and the first child block that is its own, and thread 0
// launches ONE grid of ChildBlock-thread blocks for the whole block. A child
// block finds its slot by binary search over the slots' first blocks (they
// ascend with the slot: one 64-bit atomic hands out slot and first block
// together) and calls Op::element(args, i) for its share of i in [0, n).
//
// The child is marked DPAGG_NO_AGGREGATE: its launch is one per block by
// one thread already. The results take the hand versions from the .base
// binary, which no plugin touched.
//
// Visibility: the slots are written by many threads and read by a child
// grid that thread 0 launches; each writer fences (__threadfence) before the
// barrier, so its slot is visible device-wide before thread 0 passes the
// barrier and launches.
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_BENCH_COMMON_HANDAGG_CUH
#define DPAGG_BENCH_COMMON_HANDAGG_CUH

#include "dpagg/dpagg.h"

namespace dpagg_bench {

template <typename Op> struct HandAggSlot {
  typename Op::Args A;
  int N;
  int First;
};

template <typename Op, int ChildBlock>
DPAGG_NO_AGGREGATE __global__ void
handAggChild(const HandAggSlot<Op> *Slots, int Count) {
  __shared__ int Slot;
  if (threadIdx.x == 0) {
    int Lo = 0, Hi = Count - 1, B = (int)blockIdx.x;
    while (Lo < Hi) {
      int Mid = (Lo + Hi + 1) >> 1;
      if (Slots[Mid].First <= B)
        Lo = Mid;
      else
        Hi = Mid - 1;
    }
    Slot = Lo;
  }
  __syncthreads();
  const HandAggSlot<Op> &S = Slots[Slot];
  int I = ((int)blockIdx.x - S.First) * ChildBlock + (int)threadIdx.x;
  if (I < S.N)
    Op::element(S.A, I);
}

template <typename Op, int ChildBlock>
__device__ void handAggLaunch(HandAggSlot<Op> *Pool, int N,
                              const typename Op::Args &A) {
  __shared__ unsigned long long Pair; // (slots << 32) | child blocks
  if (threadIdx.x == 0)
    Pair = 0;
  __syncthreads();
  HandAggSlot<Op> *Slice = Pool + (size_t)blockIdx.x * blockDim.x;
  if (N > 0) {
    unsigned long long NB = (unsigned long long)((N + ChildBlock - 1) / ChildBlock);
    unsigned long long Old = atomicAdd(&Pair, (1ull << 32) | NB);
    int S = (int)(Old >> 32);
    Slice[S].A = A;
    Slice[S].N = N;
    Slice[S].First = (int)(Old & 0xffffffffu);
    __threadfence();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int Count = (int)(Pair >> 32), Blocks = (int)(Pair & 0xffffffffu);
    if (Count > 0)
      handAggChild<Op, ChildBlock><<<Blocks, ChildBlock>>>(Slice, Count);
  }
  // Pair is read above by thread 0 only, and written again (next call) by
  // thread 0 only, before that call's first barrier.
}

/// The same per warp (bench/private_stream_spmv.cu's hand versions, which
/// ask into which stream a warp's aggregates should go: docs/own-streams.md).
/// All 32 lanes of the warp call it together (a lane without work passes
/// N = 0); \p Slice holds 32 slots that no earlier child still reads. Lane 0
/// launches ONE grid for the lanes with N > 0 into \p Stream. Visibility as
/// above, with __syncwarp for the barrier.
template <typename Op, int ChildBlock>
__device__ void handAggWarpLaunch(HandAggSlot<Op> *Slice, int N,
                                  const typename Op::Args &A,
                                  cudaStream_t Stream) {
  constexpr unsigned All = 0xffffffffu;
  int Lane = (int)(threadIdx.x & 31);
  unsigned Want = __ballot_sync(All, N > 0);
  int NB = N > 0 ? (N + ChildBlock - 1) / ChildBlock : 0;
  int Incl = NB; // inclusive scan over the lanes
  for (int D = 1; D < 32; D <<= 1) {
    int V = __shfl_up_sync(All, Incl, D);
    if (Lane >= D)
      Incl += V;
  }
  int Blocks = __shfl_sync(All, Incl, 31);
  if (N > 0) {
    int S = __popc(Want & ((1u << Lane) - 1u));
    Slice[S].A = A;
    Slice[S].N = N;
    Slice[S].First = Incl - NB;
    __threadfence();
  }
  __syncwarp(All);
  if (Lane == 0 && Want)
    handAggChild<Op, ChildBlock><<<Blocks, ChildBlock, 0, Stream>>>(
        Slice, __popc(Want));
}

} // namespace dpagg_bench

#endif // DPAGG_BENCH_COMMON_HANDAGG_CUH
