//===- runtime/WarpGroup.cuh - the lanes that aggregate together ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: how the lanes of a warp that reach a launch site
/// together form a group (streamGroup, formWarpGroup) and what the group
/// wants: the shape of one warp aggregate (warp.cu) or of one warp's share of
/// a block aggregate (block.cu). Requires sm_80 (__reduce_*_sync); CUDA 13
/// supports sm_75 and newer only, and sm_75 is the one architecture this
/// excludes.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_WARPGROUP_CUH
#define DPAGG_RUNTIME_WARPGROUP_CUH

#include "DPAggRuntime.cuh"

//===----------------------------------------------------------------------===//
// Warp groups
//===----------------------------------------------------------------------===//

namespace dpagg_rt {

/// The lanes of one warp that reach a launch site together, launch into one
/// stream and can join, and what they want: the shape of one aggregate (or
/// of one warp's share of a block aggregate).
struct WarpGroup {
  unsigned Members; // lanes that join
  unsigned Cleans;  // members whose error state is clean
  unsigned N;       // popcount(Members)
  unsigned Rank;    // this lane's index among Members, in lane order
  unsigned Leader;  // lowest member lane
  unsigned Incl;    // inclusive prefix of child blocks, in rank order
  unsigned Total;   // child blocks of the whole group
  dim3 MaxBlock;
  unsigned MaxShmem;
};

__device__ __forceinline__ unsigned laneId() {
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return L;
}

/// After the owner's aggregate failed: each lane of \p Members launches
/// its own launch \p L, one lane at a time, and returns what CUDA said.
///
/// Why not all at once, as after a refusal before any launch: on the H100
/// (driver 580.159.04), 32 lanes entering the device runtime together right
/// after one of them had an aggregate refused (the pending-launch buffer
/// full) never came back in 12 of 56 processes of
/// test/Probes/warp_pending_hang2 (5 probes of 16,384 launching threads
/// each), while the same burst with no failed aggregate before it (variant
/// skipagg) and this one-lane-at-a-time loop (variant onebyone) hung in 0 of
/// 55 and 0 of 56; a 4 us back-off or no molding did not help (12 and 13 of
/// 56). The device runtime's entry points are driver code we cannot read,
/// so this is the measured workaround, not an explanation (docs/
/// reliability.md). Order and results are unchanged: each lane makes its
/// one launch, as alone; which lane goes first among siblings of one site is
/// free (the siblings' order is given up by aggregation, Plan.cpp
/// "Semantics"). Every lane of \p Members executes the loop with the same
/// mask, so each __syncwarp(Members) is met by all of them. Only the cold
/// path of a failed aggregate pays for it.
#define DPAGG_RT_ALONE_LANE_BY_LANE(Members, L, Err)                           \
  do {                                                                         \
    for (unsigned Left_ = (Members); Left_; Left_ &= Left_ - 1) {              \
      if (::dpagg_rt::laneId() == (unsigned)(__builtin_ffs(Left_) - 1))        \
        (Err) = DPAGG_RT_ALONE(L);                                             \
      __syncwarp(Members);                                                     \
    }                                                                          \
  } while (0)

/// \p Mask, a group of lanes that includes this one, as a value that ptxas
/// cannot take for warp-uniform: Mask | %lanemask_eq, the same bits, since
/// this lane is in Mask. Every group mask of the runtime that is formed from
/// __activemask() and used after a lane's own work goes through it
/// (streamGroup; the allocation's and the free's groups; the lanes of a
/// refused block aggregate); test/Runtime/group-masks-hide-uniformity-from-
/// ptxas.test checks every collective's mask in the bitcode.
///
/// Why. A group's protocol has work for one lane (the owner allocates the
/// record, the leader the allocation's block) and then a collective with
/// the group's mask (the pointer's broadcast, __syncwarp). ptxas compiles a
/// *_sync collective as a fast path, taken when the warp looks converged,
/// and a slow path that waits for the mask's lanes. Where its uniformity
/// analysis takes the mask for warp-uniform (a ballot or match of a value
/// it knows to be uniform, such as the NULL stream's 0), it reads the mask
/// from one lane (R2UR) and tests only that lane's mask (BRA.DIV); where it
/// does not, it first checks that every lane present holds the same mask
/// (MATCH + REDUX.OR). The value is uniform only among the lanes that
/// computed it together, and two groups of one warp (lanes that reached the
/// site apart) can run the same collective together after their owners'
/// work: the lanes present then hold two masks, the unchecked form takes
/// one lane's, and when that group is whole the other group's members took
/// the fast path without their owner. A member read the record pointer
/// before its owner had written it (red team cp_*, session 16: grid scope
/// at the last exit after the warp's allocation split it; 20 of 32 runs
/// wrong on the H200 without the planner rule that kept it out). With the
/// lane's own bit in it, ptxas cannot prove the mask uniform and emits the
/// checked form at every group collective (the SASS of cp_iso.g2, session
/// 17: the broadcast and both __syncwarp of warpRecord and of the
/// allocation's group went from R2UR + BRA.DIV to MATCH + REDUX.OR), and
/// the same matrix passed 48 of 48. The checked form is what PTX asks of
/// any mask; this only denies ptxas a proof that was wrong. The collectives
/// left in the unchecked form are those with no lane's own work between the
/// mask's __activemask() and them (a group whose lanes are all present) and
/// those whose mask is a whole warp's.
__device__ __forceinline__ unsigned groupMask(unsigned Mask) {
  unsigned Me;
  asm("mov.u32 %0, %%lanemask_eq;" : "=r"(Me));
  return Mask | Me;
}

/// The lanes that arrive here together with this one and launch into the
/// same stream. __match_any_sync's mask comes from the __activemask() right
/// before it, with no branch between them: every lane that the mask names
/// executed that __activemask() with this lane and goes on to this
/// __match_any_sync (NVIDIA's documented opportunistic-grouping idiom).
/// Lanes that arrive at another time form their own group, which is
/// correct, only less aggregated.
///
/// Called after the site's last function call before the group's
/// collectives (cudaPeekAtLastError, and cudaFuncGetAttributes through
/// canJoin; issue 21, item 16), so that a group is one set of converged
/// threads for its whole protocol. Formed before those calls into the
/// device runtime, lanes that returned from them apart ran the group's
/// collectives apart, and ptxas, which took the group mask for uniform
/// (R2UR + BRA.DIV in the SASS of the MST's find parent, ptxas 13.0),
/// executed their fast paths without comparing the mask with the lanes
/// present: on the H100 a member read the owner's record pointer by shuffle
/// while the owner was still allocating (it got null, launched alone and
/// exited), the owner's __syncwarp did not wait for the exited lane, and
/// the owner launched a record whose member slot nobody wrote; the children
/// read another launch's bytes as parameters (test/GPU/pool_pressure_mst.cu
/// with probes at the broadcast and before the launch, 4 of 9 processes).
/// Formed here, a group is the lanes that execute this __activemask()
/// together, and only structured control flow, which ptxas reconverges,
/// separates them until the owner's launch: the later calls are the
/// owner's own (one lane) and the launches alone of lanes that leave the
/// group. ptxas checks each later collective's mask against the lanes
/// present only because the mask is a groupMask (below): without it, the
/// NULL stream's constant let ptxas take this match for the active mask and
/// the group mask for uniform, and the grid path at the last exit lost the
/// check again (session 16; groupMask says what happened).
__device__ __forceinline__ unsigned streamGroup(cudaStream_t Stream) {
  return groupMask(__match_any_sync(
      __activemask(), (unsigned long long)reinterpret_cast<size_t>(Stream)));
}

/// Forms this lane's group among the lanes of \p Group (streamGroup), every
/// one of which calls it: each executes both ballots below (*_sync waits
/// for every lane its mask names, and all of them come here; nothing
/// between streamGroup and here calls a function). False if this lane does
/// not join; the lanes that return true run every later collective with
/// Members, which is exactly the set of lanes that returned true.
///
/// Both ballots are masked with \p Group (issue 21, item 16). __ballot_sync
/// sets the bit of every *active* lane whose predicate holds (CUDA guide,
/// warp vote functions: "the Nth thread is active"), not only of the lanes
/// its mask names, and lanes of another arrival group of the same warp may
/// execute this instruction together with these ones: independent thread
/// scheduling may run two groups converged again.
/// ptxas compiles the ballot to a plain VOTE.ANY over the active lanes
/// (sm_90, CUDA 13.0). Unmasked, such a group counted the other group's
/// lanes as members: its record was sized and ranked for lanes that never
/// wrote an entry there, and its children read another launch's bytes as
/// parameters (test/GPU/pool_pressure_mst.cu: 1 process in 8 to 12 on the
/// H100 with the default pool; none seen with a pool too large to reuse).
/// Masked, each lane's Members and Cleans are the predicates of exactly the
/// lanes of its group, every one of which executes both ballots (*_sync
/// waits for each lane its mask names), so every member computes the same
/// Members, Cleans, ranks and owner.
__device__ __forceinline__ bool formWarpGroup(unsigned Group, bool Join,
                                              bool Clean, unsigned Blocks,
                                              dim3 B, unsigned Shmem,
                                              WarpGroup &W) {
  unsigned Members = __ballot_sync(Group, Join) & Group;
  unsigned Cleans = __ballot_sync(Group, Join && Clean) & Group;
  if (!Join)
    return false;
  unsigned LtMask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(LtMask));
  W.Members = Members;
  W.Cleans = Cleans;
  W.N = __builtin_popcount(Members);
  W.Rank = __builtin_popcount(Members & LtMask);
  W.Leader = __builtin_ffs(Members) - 1;
  // Blocks <= MaxWarpJoinBlocks (or MaxBlockJoinBlocks): 32 of them fit.
  unsigned Mine = Blocks, Incl = 0, Total = 0;
  if (Members == 0xffffffffu) {
    Incl = Mine;
    for (unsigned D = 1; D < 32; D <<= 1) {
      unsigned V = __shfl_up_sync(Members, Incl, D);
      if (W.Rank >= D)
        Incl += V;
    }
    Total = __shfl_sync(Members, Incl, 31);
  } else {
    unsigned MyLane = __builtin_popcount(LtMask);
    for (unsigned M = Members; M; M &= M - 1) {
      unsigned Src = __builtin_ffs(M) - 1;
      unsigned V = __shfl_sync(Members, Mine, Src);
      Total += V;
      if (Src <= MyLane)
        Incl += V;
    }
  }
  W.Incl = Incl;
  W.Total = Total;
  W.MaxBlock =
      dim3(__reduce_max_sync(Members, B.x), __reduce_max_sync(Members, B.y),
           __reduce_max_sync(Members, B.z));
  W.MaxShmem = __reduce_max_sync(Members, Shmem);
  return true;
}

__device__ __forceinline__ unsigned long long
broadcast64(unsigned Mask, unsigned long long V, unsigned Src) {
  return __shfl_sync(Mask, V, Src);
}

__device__ __forceinline__ bool clean() {
  return cudaPeekAtLastError() == cudaSuccess;
}
} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_WARPGROUP_CUH
