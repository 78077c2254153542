#!/usr/bin/env python3
"""test/RedTeam/hang_patch.py RTDIR: adds the hang kit's probe (hang_diag.cuh,
copied there as HangDiag.cuh by hang_build.sh) to a COPY of runtime/ in
RTDIR: hangMark at each step of __dpagg_aggregate_warp (warp.cu) and of the
warp gate (DPAggRuntime.cuh gateEnter/launchV2, launch.cu gateWait). Every
edit is an exact text replacement that must match once; the script fails
(exit 1) if the runtime changed under it. Never run it on runtime/ itself."""
import os
import sys

d = sys.argv[1]
assert os.path.abspath(d) != os.path.abspath(
    os.path.join(os.path.dirname(__file__), "../../runtime")), "copy only"


def edit(name, pairs):
    p = os.path.join(d, name)
    s = open(p).read()
    for old, new in pairs:
        n = s.count(old)
        if n != 1:
            sys.exit(f"hang_patch: {name}: {n} matches of {old!r}")
        s = s.replace(old, new)
    open(p, "w").write(s)


edit("DPAggRuntime.cuh", [
    ("#include <cuda_runtime.h>\n",
     "#include <cuda_runtime.h>\n#include \"HangDiag.cuh\"\n"),
    ("  unsigned Slot = gateSlot();\n",
     "  hangMark(HS_GateEnter);\n  unsigned Slot = gateSlot();\n"),
    ("    if (casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) != 0u)\n"
     "      Slot = gateWait(Slot);\n    return {Slot, false};\n",
     "    if (casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) != 0u)\n"
     "      Slot = gateWait(Slot);\n    else\n      hangMark(HS_GateWon);\n"
     "    hangMark(Slot == GateBypassed ? HS_GateInBypassed : HS_GateIn);\n"
     "    return {Slot, false};\n"),
    ("  return {__shfl_sync(~0u, Slot, 0), true};\n",
     "  GateTicket T_ = {__shfl_sync(~0u, Slot, 0), true};\n"
     "  hangMark(T_.Slot == GateBypassed ? HS_GateInBypassed : HS_GateIn);\n"
     "  return T_;\n"),
    ("  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);\n",
     "  hangMark(HS_GetParam);\n"
     "  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);\n"),
    ("    Err = launchBuffer(Buf, Stream, Flags);\n",
     "    hangMark(HS_LaunchDev);\n    Err = launchBuffer(Buf, Stream, Flags);\n"),
    ("  // One exit: every lane of the group that went in together leaves here.\n"
     "  gateLeave(Gate);\n  return Err;\n",
     "  hangMark(HS_GateLeave);\n  gateLeave(Gate);\n  hangMark(HS_OutOfGate);\n"
     "  return Err;\n"),
])

edit("launch.cu", [
    ("  unsigned Sleep = 32;\n",
     "  unsigned Sleep = 32;\n  hangMark(HS_GateWait);\n  hangCount(1);\n"),
    ("        casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) == 0u)\n"
     "      return Slot;\n",
     "        casRelaxed(&__dpagg_warp_gate[Slot], 0u, 1u) == 0u) {\n"
     "      hangMark(HS_GateWaitGot);\n      return Slot;\n    }\n"),
    ("    if (Now - Start > GateTimeLimitNs)\n      return GateBypassed;\n",
     "    if (Now - Start > GateTimeLimitNs) {\n"
     "      hangMark(HS_GateWaitBypass);\n      hangCount(1u << 16);\n"
     "      return GateBypassed;\n    }\n"),
])

edit("warp.cu", [
    ("DPAGG_RT cudaError_t __dpagg_aggregate_warp(\n",
     "static __device__ __forceinline__ cudaError_t hangAggregateWarp(\n"),
    ("  if (streamGroup(Stream) == 1u << laneId())\n    return launchInline(L);\n",
     "  if (streamGroup(Stream) == 1u << laneId()) {\n    hangMark(HS_Inline);\n"
     "    return launchInline(L);\n  }\n"),
    ("  bool Clean = clean();\n",
     "  hangMark(HS_Clean);\n  bool Clean = clean();\n  hangMark(HS_CanJoin);\n"),
    ("  unsigned Group = streamGroup(Stream);\n",
     "  hangMark(HS_Form);\n  unsigned Group = streamGroup(Stream);\n"),
    ("      W.N < 2 || !W.Cleans)\n    return DPAGG_RT_ALONE(L);\n",
     "      W.N < 2 || !W.Cleans) {\n    hangMark(HS_Alone);\n"
     "    return DPAGG_RT_ALONE(L);\n  }\n  hangMark(HS_Group);\n"),
    ("  if (IsOwner) {\n    unsigned long long Size =\n",
     "  if (IsOwner) {\n    hangMark(HS_PoolAlloc);\n"
     "    unsigned long long Size =\n"),
    ("  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(\n",
     "  hangMark(HS_Broadcast);\n"
     "  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(\n"),
    ("  if (!Rec) // pool full: everybody launches alone, nothing is lost\n"
     "    return DPAGG_RT_ALONE(L);\n",
     "  if (!Rec) { // pool full: everybody launches alone, nothing is lost\n"
     "    hangMark(HS_PoolFull);\n    return DPAGG_RT_ALONE(L);\n  }\n"
     "  hangMark(HS_Sync1);\n"),
    ("  writeEntry(Rec, W.N,", "  hangMark(HS_Entries);\n  writeEntry(Rec, W.N,"),
    ("  dpagg_rt::fenceAcqRel();\n  __syncwarp(W.Members);\n",
     "  dpagg_rt::fenceAcqRel();\n  hangMark(HS_Sync2);\n"
     "  __syncwarp(W.Members);\n  hangMark(HS_AfterSync2);\n"),
    ("    if (IsOwner)\n      DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, "
     "W.MaxBlock, W.MaxShmem,\n                         L);\n",
     "    if (IsOwner) {\n      hangMark(HS_Aggregate);\n"
     "      DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock, "
     "W.MaxShmem,\n                         L);\n    }\n"),
    ("  if (IsOwner)\n    Took = DPAGG_RT_AGGREGATE(",
     "  if (IsOwner)\n    hangMark(HS_Aggregate), Took = DPAGG_RT_AGGREGATE("),
    ("  if (__shfl_sync(W.Members, Took, Owner))\n",
     "  hangMark(HS_ShflTook);\n  if (__shfl_sync(W.Members, Took, Owner))\n"),
    ("  cudaError_t Err = cudaSuccess;\n  DPAGG_RT_ALONE_LANE_BY_LANE(",
     "  cudaError_t Err = cudaSuccess;\n  hangMark(HS_LaneByLane);\n"
     "  DPAGG_RT_ALONE_LANE_BY_LANE("),
    ("// Last, after the definitions it checks.\n",
     "DPAGG_RT cudaError_t __dpagg_aggregate_warp(\n"
     "    const DPAggSiteDescriptor *__restrict__ Site, const void *Args,\n"
     "    unsigned GridX, unsigned GridY, unsigned GridZ, unsigned BlockX,\n"
     "    unsigned BlockY, unsigned BlockZ, unsigned Shmem, cudaStream_t Stream) {\n"
     "  hangMark(HS_Enter);\n"
     "  cudaError_t E = hangAggregateWarp(Site, Args, GridX, GridY, GridZ, BlockX,\n"
     "                                    BlockY, BlockZ, Shmem, Stream);\n"
     "  hangMark(HS_Returned);\n  return E;\n}\n\n"
     "// Last, after the definitions it checks.\n"),
])
print("hang_patch: runtime copy in", d, "patched")
