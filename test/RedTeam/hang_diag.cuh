// test/RedTeam/hang_diag.cuh: the "where am I" probe of the hang kit
// (hang_build.sh copies it into a copy of runtime/ as HangDiag.cuh, and its
// patcher calls hangMark at each step of __dpagg_aggregate_warp and of the
// warp gate). Each lane of a parent grid owns two words of a host-mapped
// array (the program's __dpagg_hang_where, set by hang_watch.cuh; null: off):
//   word 0: state (HangState, low 8 bits) | %globaltimer >> 20 (~1.05 ms
//           ticks, 24 bits) << 8: where the lane was last and when;
//   word 1: gateWait calls (low 16 bits) | gate bypasses (high 16 bits).
// Written with st.relaxed.sys (what st.volatile is in the PTX memory model)
// and, unless HANG_NO_FENCE, a fence.sc.sys (__threadfence_system), so a
// hung process's host can read them through the mapping. Lane index: the
// linear block id times the block's warps plus the warp in the block, times
// 32, plus %laneid; lanes past HangMaxLanes are not recorded.
#ifndef DPAGG_HANG_DIAG_CUH
#define DPAGG_HANG_DIAG_CUH
extern "C" __device__ unsigned *__dpagg_hang_where;

namespace dpagg_rt {
enum HangState : unsigned {
  HS_None = 0,
  // __dpagg_aggregate_warp
  HS_Enter = 1,       // entered
  HS_Inline = 2,      // a group of one: launchInline (gate next)
  HS_Clean = 3,       // calling cudaPeekAtLastError (clean(), ungated)
  HS_CanJoin = 4,     // back from clean(): joinable/canJoin (may query)
  HS_Form = 5,        // streamGroup + formWarpGroup (ballots, shuffles)
  HS_Alone = 6,       // not in a group: launchAlone (gate next)
  HS_Group = 7,       // in a group of >= 2 with a clean owner
  HS_PoolAlloc = 8,   // owner: poolAlloc
  HS_Broadcast = 9,   // __shfl_sync of the record pointer
  HS_PoolFull = 10,   // no record: launchAlone
  HS_Sync1 = 11,      // first __syncwarp(Members)
  HS_Entries = 12,    // writing its entry (owner: and the header)
  HS_Sync2 = 13,      // second __syncwarp(Members)
  HS_AfterSync2 = 14, // past it
  HS_Aggregate = 15,  // owner: launchAggregate (gate inside)
  HS_ShflTook = 16,   // observed site: __shfl_sync of Took
  HS_LaneByLane = 17, // refused aggregate: lane-by-lane fallback
  HS_Returned = 18,   // left __dpagg_aggregate_warp
  // the warp gate (any caller: launchV2, maxThreadsOf, residentBlocks,
  // replayRecord)
  HS_GateEnter = 32,      // gateEnter: before the vote and the CAS
  HS_GateWon = 33,        // partial path: won the CAS (holds the slot)
  HS_GateWait = 34,       // in gateWait (spinning with __nanosleep)
  HS_GateWaitGot = 35,    // gateWait got the slot
  HS_GateWaitBypass = 36, // gateWait gave up after GateTimeLimitNs
  HS_GateIn = 37,         // gateEnter returned with the slot
  HS_GateInBypassed = 38, // gateEnter returned without it
  HS_GetParam = 39,       // inside cudaGetParameterBufferV2
  HS_LaunchDev = 40,      // inside cudaLaunchDeviceV2
  HS_GateLeave = 41,      // gateLeave (whole warp: its __syncwarp)
  HS_OutOfGate = 42,      // left the gate
};

constexpr unsigned HangMaxLanes = 1u << 20;

__device__ __forceinline__ unsigned hangLane() {
  unsigned B = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned T = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned WPB = (blockDim.x * blockDim.y * blockDim.z + 31) / 32;
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return (B * WPB + T / 32) * 32 + L;
}

__device__ __forceinline__ void hangMark(unsigned S) {
  unsigned *W = *(unsigned *volatile *)&__dpagg_hang_where;
  if (!W)
    return;
  unsigned I = hangLane();
  if (I >= HangMaxLanes)
    return;
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  unsigned V = (S & 0xffu) | ((unsigned)(T >> 20) << 8);
  asm volatile("st.relaxed.sys.u32 [%0], %1;" ::"l"(W + 2 * I), "r"(V)
               : "memory");
#ifndef HANG_NO_FENCE
  __threadfence_system();
#endif
}

/// Word 1 += \p Add (lane-private: only this lane writes it).
__device__ __forceinline__ void hangCount(unsigned Add) {
  unsigned *W = *(unsigned *volatile *)&__dpagg_hang_where;
  if (!W)
    return;
  unsigned I = hangLane();
  if (I >= HangMaxLanes)
    return;
  unsigned V;
  asm volatile("ld.relaxed.sys.u32 %0, [%1];" : "=r"(V) : "l"(W + 2 * I + 1)
               : "memory");
  asm volatile("st.relaxed.sys.u32 [%0], %1;" ::"l"(W + 2 * I + 1),
               "r"(V + Add)
               : "memory");
}
} // namespace dpagg_rt
#endif
