# Applies the phase trace (Trace.cuh) to a copy of runtime/ (cwd).
import re, sys
def sub(f, old, new, count=1):
    s = open(f).read()
    n = s.count(old)
    if n != count:
        sys.exit(f"{f}: {n} matches of {old!r}")
    open(f, 'w').write(s.replace(old, new))
f = 'DPAggRuntime.cuh'
sub(f, '#define DPAGG_RUNTIME_DPAGGRUNTIME_CUH\n', '#define DPAGG_RUNTIME_DPAGGRUNTIME_CUH\n#include "Trace.cuh"\n')
sub(f, '''                                    unsigned Shmem, cudaStream_t Stream,
                                    unsigned Flags) {
  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);
  if (!Buf) {''', '''                                    unsigned Shmem, cudaStream_t Stream,
                                    unsigned Flags, unsigned Dbg = 0) {
  if (Dbg)
    DBG_PH(Dbg);
  unsigned long long T0 = dbgNow();
  void *Buf = cudaGetParameterBufferV2(Kernel, Grid, Block, Shmem);
  if (Dbg)
    dbgCall(T0, Dbg);
  if (!Buf) {
    if (Dbg) {
      DBG_PH(Dbg + 3);
      dbgInfo(0xffffull << 40, (unsigned long long)cudaPeekAtLastError() << 40);
    }''')
sub(f, '''  return launchBuffer(Buf, Stream, Flags);
}

/// A launch as its''', '''  if (Dbg)
    DBG_PH(Dbg + 1);
  T0 = dbgNow();
  cudaError_t LErr = launchBuffer(Buf, Stream, Flags);
  if (Dbg) {
    dbgCall(T0, Dbg + 1);
    DBG_PH(Dbg + 2);
    dbgInfo(0xffffull << 40, (unsigned long long)LErr << 40);
  }
  return LErr;
}

/// A launch as its''')
sub(f, 'L.Shmem, L.Stream, L.Flags);\n  reportLaunchError', 'L.Shmem, L.Stream, L.Flags, 20);\n  reportLaunchError')
f = 'launch.cu'
sub(f, 'Block, Shmem, Stream, Flags);', 'Block, Shmem, Stream, Flags, 30);')
f = 'join.cu'
sub(f, '''                         MaxShmem, AggStream, Flags) == cudaSuccess)
    return true;
  (void)cudaGetLastError();''', '''                         MaxShmem, AggStream, Flags, 12) == cudaSuccess)
    return true;
  DBG_PH(16);
  (void)cudaGetLastError();''')
sub(f, '''  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  return false;''', '''  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  DBG_PH(19);
  return false;''')
sub(f, '''  unsigned Grid = TotalBlocks;
  void *Child = Agg;''', '''  DBG_PH(10);
  unsigned Grid = TotalBlocks;
  void *Child = Agg;''')
sub(f, '''    unsigned long long Cap =
        residentBlocks(Molded, threadsOf(MaxBlock), MaxShmem);''', '''    unsigned long long T0 = dbgNow();
    unsigned long long Cap =
        residentBlocks(Molded, threadsOf(MaxBlock), MaxShmem);
    dbgCall(T0, 10);
    DBG_PH(11);''')
f = 'warp.cu'
sub(f, '''               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
''', '''               dim3(BlockX, BlockY, BlockZ), Shmem, Stream);
  DBG_PH(1);
''')
sub(f, '''  if (streamGroup(Stream) == 1u << laneId())
    return launchInline(L);
  bool Clean = clean();''', '''  if (streamGroup(Stream) == 1u << laneId()) {
    DBG_PH(2);
    return launchInline(L);
  }
  bool Clean = clean();
  DBG_PH(3);''')
sub(f, '''    return DPAGG_RT_ALONE(L);
  unsigned Owner = __builtin_ffs(W.Cleans) - 1;''', '''  {
    DBG_PH(4);
    return DPAGG_RT_ALONE(L);
  }
  DBG_PH(4);
  dbgMembers(W.Members);
  unsigned Owner = __builtin_ffs(W.Cleans) - 1;
  dbgInfo(0xffffffffff00ull, (unsigned long long)W.Total << 8 |
                                 (unsigned long long)W.N << 24 |
                                 (unsigned long long)Owner << 32);''')
sub(f, '''        poolAlloc(Site->Pool, Site->NumChunks, Site->ChunkBytes, Size, &Chunk);
  }''', '''        poolAlloc(Site->Pool, Site->NumChunks, Site->ChunkBytes, Size, &Chunk);
    DBG_PH(5);
  }''')
sub(f, '''  if (!Rec) // pool full''', '''  DBG_PH(6);
  if (!Rec) // pool full''')
sub(f, '''  __syncwarp(W.Members);

  writeEntry(''', '''  __syncwarp(W.Members);
  DBG_PH(7);

  writeEntry(''')
sub(f, '''  __syncwarp(W.Members);
  // Where nothing''', '''  __syncwarp(W.Members);
  DBG_PH(8);
  // Where nothing''')
sub(f, '''  if (IsOwner)
    Took = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock,
                              W.MaxShmem, L);''', '''  if (IsOwner) {
    DBG_PH(9);
    Took = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock,
                              W.MaxShmem, L);
    DBG_PH(18);
  }''')
sub(f, '''  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;''', '''  unsigned Got = __shfl_sync(W.Members, Took, Owner);
  DBG_PH(17);
  dbgInfo(0xff, Got);
  if (Got)
    return cudaSuccess;''')
print("patched")
