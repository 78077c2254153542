# Applies one runtime variant (argv[1]) to a copy of runtime/ (cwd). Each variant changes ONE thing.
import sys
def sub(f, old, new, count=1):
    s = open(f).read(); n = s.count(old)
    if n != count: sys.exit(f"{f}: {n} matches of {old!r}")
    open(f, 'w').write(s.replace(old, new))
V = sys.argv[1]
AGG = '''  if (IsOwner)
    Took = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock,
                              W.MaxShmem, L);
'''
SHFL = '''  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;
  return DPAGG_RT_ALONE(L);
}'''
if V == 'phase':  # the owner writes its progress into a per-warp device word (plain stores)
    for f in ('warp.cu', 'join.cu'):
        sub(f, 'using namespace dpagg_rt;\n', '''using namespace dpagg_rt;
extern "C" __device__ unsigned dpagg_warp_phase[];
#define PH(V) (*(volatile unsigned *)&dpagg_warp_phase[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = (V))
''')
    sub('warp.cu', AGG, '''  if (IsOwner) {
    PH(0x10);
    Took = DPAGG_RT_AGGREGATE(Rec, Site->Pool, C, W.Total, W.MaxBlock,
                              W.MaxShmem, L);
    PH(0x20 | Took);
  }
''')
    sub('join.cu', '''  unsigned long long Threads = threadsOf(MaxBlock);
  if ((Threads''', '''  unsigned long long Threads = threadsOf(MaxBlock);
  PH(0x11);
  if ((Threads''')
    sub('join.cu', '''    return true;
  (void)cudaGetLastError();''', '''    return true;
  PH(0x12);
  (void)cudaGetLastError();''')
    sub('join.cu', '''  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  return false;''', '''  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  PH(0x13);
  return false;''')
elif V == 'skipagg':  # the owner never tries the aggregate: as if it failed (record back to the pool)
    sub('warp.cu', AGG, '''  if (IsOwner) {
    poolRelease(Site->Pool, Chunk);
    Took = 0;
  }
''')
elif V == 'noalone':  # UNSOUND, probe only: members of a failed aggregate do not launch alone
    sub('warp.cu', SHFL, '''  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;
  return cudaErrorLaunchPendingCountExceeded;
}''')
elif V == 'syncwarp':  # a __syncwarp(Members) between the owner's launch and the final shuffle
    sub('warp.cu', SHFL, '''  __syncwarp(W.Members);
''' + SHFL)
elif V == 'ballot':  # the final shuffle replaced by a ballot
    sub('warp.cu', SHFL, SHFL.replace('__shfl_sync(W.Members, Took, Owner)', '__ballot_sync(W.Members, IsOwner && Took)'))
elif V == 'inline':  # the fallback after a failed aggregate inlined (launchInline), not the noinline launchAlone
    sub('warp.cu', SHFL, SHFL.replace('return DPAGG_RT_ALONE(L);', 'return launchInline(L);'))
elif V == 'onebyone':  # after a failed aggregate the members launch alone one lane at a time
    sub('warp.cu', SHFL, '''  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;
  cudaError_t E = cudaSuccess;
  for (unsigned M = W.Members; M; M &= M - 1) {
    if (laneId() == (unsigned)(__builtin_ffs(M) - 1))
      E = DPAGG_RT_ALONE(L);
    __syncwarp(W.Members);
  }
  return E;
}''')
elif V == 'sleep':  # after a failed aggregate the members back off 4 us before launching alone
    sub('warp.cu', SHFL, SHFL.replace('  return DPAGG_RT_ALONE(L);', '  __nanosleep(4000);\n  return DPAGG_RT_ALONE(L);'))
elif V == 'stock':
    pass
else:
    sys.exit('unknown variant ' + V)
