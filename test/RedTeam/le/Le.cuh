// Shared by the red team of block scope at the threads' last exit
// (test/RedTeam/le_*.cu, issue 26 item 3; runtime/block.cu "Block scope at
// the last exit"). One child counts every thread it runs per launching
// parent thread (Hits[P]: a lost launch leaves 0, a duplicated one twice the
// threads) and its block 0 thread 0 writes a hash of its configuration and
// arguments (Out[P]); the CPU reference says what each parent launched.
#ifndef DPAGG_RED_LE_CUH
#define DPAGG_RED_LE_CUH
#include "../../GPU/Inputs/GPUTest.cuh"

using gputest::hash;

/// The parent thread's linear index in a 1-D/2-D/3-D block and grid x.
__device__ __forceinline__ int leThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ __forceinline__ int leParent() {
  return blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + leThread();
}

__global__ void leChild(unsigned *Hits, uint32_t *Out, int P, uint32_t V) {
  atomicAdd(&Hits[P], 1u);
  if (blockIdx.x == 0 && threadIdx.x == 0 && threadIdx.y == 0 &&
      threadIdx.z == 0)
    Out[P] = hash(P, V, gridDim.x, blockDim.x, blockDim.y, blockDim.z);
}

/// What parent P with value V launches: Grid blocks of Block (0 grid: no
/// launch), the same on host and device.
struct LeCfg {
  unsigned Grid;
  dim3 Block;
};
__host__ __device__ inline LeCfg leCfg(uint32_t V, int Kind) {
  LeCfg C;
  C.Grid = 1 + (V >> 4) % 3;
  switch ((V >> 8) % 4) {
  case 0: C.Block = dim3(32); break;
  case 1: C.Block = dim3(64); break;
  case 2: C.Block = dim3(Kind ? 8 : 32, Kind ? 4 : 2); break;
  default: C.Block = dim3(1); break;
  }
  return C;
}

/// Host: the expected Hits and Out for the parents that launch (Launch[P]).
inline void leExpect(const std::vector<uint32_t> &V,
                     const std::vector<char> &Launch, int Kind,
                     std::vector<unsigned> &Hits, std::vector<uint32_t> &Out) {
  size_t N = V.size();
  Hits.assign(N, 0);
  Out.assign(N, 0xffffffffu);
  for (size_t P = 0; P < N; ++P) {
    if (!Launch[P])
      continue;
    LeCfg C = leCfg(V[P], Kind);
    Hits[P] = C.Grid * C.Block.x * C.Block.y * C.Block.z;
    Out[P] = hash((int)P, V[P], C.Grid, C.Block.x, C.Block.y, C.Block.z);
  }
}
#endif
