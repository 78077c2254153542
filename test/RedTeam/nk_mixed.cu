// Red team of 3dfc307 ("Grid scope keys fold %gridid"): sites of several
// kernels at different depths, each its kernel's only launch, all in grids
// the device launched (keyed only since the fold).
//  - even/odd: mutual recursion. even's launch of odd is in a
//    __forceinline__ device function, into cudaStreamFireAndForget; odd's
//    launch of even into the NULL stream; 2-D grids. Both sites are nested
//    levels (per grid in every grid in the default build), in the kernels
//    and in their clones, alternating level by level.
//  - top -> outer -> inner -> leaf: top (host grid) launches outer, whose
//    device grids launch inner, whose threads launch leaf (a kernel that
//    launches nothing: in the default build an auto site, DPAGG_GROUP_
//    BLOCKS_AUTO | 256, per grid only in a parent grid of 256 blocks or
//    more). inner runs as inner.dpagg, one physical grid per outer grid:
//    rounds make those physical grids 20 to 1,000 blocks, so the clone's
//    site goes per grid in some and per block in others, decided by the
//    physical gridDim (groupsInThisGrid) at the site and at every exit
//    alike. inner's launch is right before a barrier (the group's barrier
//    path), and leaf is 768 threads (above the serialization threshold) of
//    24 blocks of 32 threads or 2 of 384, by round (an index is launched
//    whole: leaf.dpagg, one block per logical block, never molded).
// Order-free per-level counters, poisoned first; each chain its own.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>

constexpr int Levels = 10;

__host__ __device__ inline uint32_t nodeHash(unsigned long long Node,
                                             int Level, uint32_t Salt) {
  return hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
}
__device__ inline unsigned gridThreads() {
  return gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y *
         blockDim.z;
}
__host__ __device__ inline dim3 evenGrid(uint32_t H) {
  return dim3(1 + H % 5, 1 + (H >> 3) % 2);
}
__host__ __device__ inline dim3 evenBlock(uint32_t H) {
  return dim3(16 + (H >> 5) % 3 * 16, 1 + (H >> 9) % 2);
}
/// About 2.2 launching threads per grid.
__host__ __device__ inline bool evenLaunches(uint32_t H, unsigned GT,
                                             int Level) {
  return Level + 1 < Levels && (H >> 2) % (GT * 5u) < 11u;
}

//===--- even/odd ---===//

__global__ void odd(unsigned long long *A, unsigned long long Path, int Level,
                    uint32_t Salt);

__device__ __forceinline__ void spawnOdd(unsigned long long *A,
                                         unsigned long long Path, int Level,
                                         uint32_t Salt, uint32_t H) {
  dim3 G = evenGrid(H), B = evenBlock(H);
  odd<<<G, B, 0, cudaStreamFireAndForget>>>(A, Path, Level, Salt);
}

__global__ void even(unsigned long long *A, unsigned long long Path,
                     int Level, uint32_t Salt) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash(nodeHash(Node, Level, Salt), ngThread(), ngWhere(), 0u);
  nkRecord(A, Level, H);
  if (evenLaunches(H, gridThreads(), Level))
    spawnOdd(A, mix64(Node, ngThread()), Level + 1, Salt, hash(H, 5u));
}

__global__ void odd(unsigned long long *A, unsigned long long Path, int Level,
                    uint32_t Salt) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash(nodeHash(Node, Level, Salt), ngThread(), ngWhere(), 1u);
  nkRecord(A, Level, H);
  if (evenLaunches(H, gridThreads(), Level)) {
    uint32_t C = hash(H, 6u);
    dim3 G = evenGrid(C), B = evenBlock(C);
    even<<<G, B>>>(A, mix64(Node, ngThread()), Level + 1, Salt);
  }
}

static void refEvenOdd(NkRef &R, bool Odd, unsigned long long Path,
                       int Level, uint32_t Salt, dim3 G, dim3 B,
                       long &Grids) {
  ++Grids;
  unsigned GT = G.x * G.y * G.z * B.x * B.y * B.z;
  ngForEach(G, B, [&](dim3 T, dim3 Bi, unsigned Tl, unsigned Bl) {
    unsigned long long Node = mix64(Path, Bl);
    uint32_t H = hash(nodeHash(Node, Level, Salt), Tl,
                      ngWhereHost(T, Bi, B, G), Odd ? 1u : 0u);
    R.record(Level, H);
    if (evenLaunches(H, GT, Level)) {
      uint32_t C = hash(H, Odd ? 6u : 5u);
      refEvenOdd(R, !Odd, mix64(Node, Tl), Level + 1, Salt, evenGrid(C),
                 evenBlock(C), Grids);
    }
  });
}

//===--- top -> outer -> inner -> leaf ---===//

/// Per round: outer's launching threads per 10,000, inner's blocks, leaf's
/// block (32 or 384 threads; 768 threads per launch either way).
struct Mix {
  unsigned OuterPer10k, InnerBlocksMax, LeafThreads;
};

__global__ void leaf(unsigned long long *A, unsigned long long Path,
                     uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  nkRecord(A, 3, hash(nodeHash(Node, 3, Salt), threadIdx.x, blockDim.x,
                      gridDim.x));
}

__global__ void inner(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt, unsigned LeafThreads) {
  __shared__ unsigned Sum;
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 2, Salt), threadIdx.x, blockDim.x,
                    gridDim.x);
  if (threadIdx.x == 0)
    Sum = 0;
  // The launch right before a barrier: the barrier path.
  if (H % 32 == 3)
    leaf<<<768 / LeafThreads, LeafThreads>>>(A, mix64(Node, threadIdx.x),
                                              Salt);
  __syncthreads();
  atomicAdd(&Sum, H & 0xffffu);
  __syncthreads();
  if (threadIdx.x == 0)
    nkRecord(A, 2, hash(Sum, blockIdx.x, gridDim.x));
}

__global__ void outer(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt, Mix M) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 1, Salt), threadIdx.x, blockDim.x,
                    gridDim.x);
  nkRecord(A, 1, H);
  if (H % 10000 < M.OuterPer10k)
    inner<<<1 + (H >> 16) % M.InnerBlocksMax, 64>>>(
        A, mix64(Node, threadIdx.x), Salt, M.LeafThreads);
}

__global__ void top(unsigned long long *A, uint32_t Salt, Mix M) {
  uint32_t H = hash(nodeHash(blockIdx.x, 0, Salt), threadIdx.x);
  nkRecord(A, 0, H);
  if (H % 16 == 0)
    outer<<<20, 128>>>(A, mix64(blockIdx.x, threadIdx.x), Salt, M);
}

static void refChain(NkRef &R, uint32_t Salt, Mix M, unsigned TopBlocks,
                     long &InnerPhysical, long &Leaves) {
  for (unsigned Tb = 0; Tb < TopBlocks; ++Tb)
    for (unsigned Tt = 0; Tt < 32; ++Tt) {
      uint32_t H = hash(nodeHash(Tb, 0, Salt), Tt);
      R.record(0, H);
      if (H % 16 != 0)
        continue;
      long Physical = 0; // inner.dpagg's grid for this outer grid
      unsigned long long OPath = mix64(Tb, Tt);
      for (unsigned Ob = 0; Ob < 20; ++Ob)
        for (unsigned Ot = 0; Ot < 128; ++Ot) {
          unsigned long long ONode = mix64(OPath, Ob);
          uint32_t OH = hash(nodeHash(ONode, 1, Salt), Ot, 128u, 20u);
          R.record(1, OH);
          if (OH % 10000 >= M.OuterPer10k)
            continue;
          unsigned IG = 1 + (OH >> 16) % M.InnerBlocksMax;
          Physical += IG;
          unsigned long long IPath = mix64(ONode, Ot);
          for (unsigned Ib = 0; Ib < IG; ++Ib) {
            unsigned long long INode = mix64(IPath, Ib);
            unsigned Sum = 0;
            for (unsigned It = 0; It < 64; ++It) {
              uint32_t IH = hash(nodeHash(INode, 2, Salt), It, 64u, IG);
              Sum += IH & 0xffffu;
              if (IH % 32 != 3)
                continue;
              unsigned LB = M.LeafThreads, LG = 768 / LB;
              unsigned long long LPath = mix64(INode, It);
              for (unsigned Lb = 0; Lb < LG; ++Lb) {
                unsigned long long LNode = mix64(LPath, Lb);
                for (unsigned Lt = 0; Lt < LB; ++Lt)
                  R.record(3, hash(nodeHash(LNode, 3, Salt), Lt, LB, LG));
              }
              Leaves += LG * LB;
            }
            R.record(2, hash(Sum, Ib, IG));
          }
        }
      InnerPhysical = std::max(InnerPhysical, Physical);
    }
}

int main() {
  gputest::Test T("nk_mixed");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  cudaStream_t S1 = 0, S2 = 0;
  unsigned long long *DE = nullptr, *DC = nullptr;
  if (!Estimate) {
    T.pendingLaunches(1 << 17);
    CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
    DE = gputest::alloc<unsigned long long>(NkWords);
    DC = gputest::alloc<unsigned long long>(NkWords);
  }
  // Inner's physical grid per outer grid: about 2,560 x Per10k / 10^4
  // launches of (1 + InnerBlocksMax) / 2 blocks.
  const Mix Mixes[] = {{40, 4, 32},    // ~25 blocks: per block
                       {150, 12, 384}, // ~250: either side of 256
                       {300, 12, 32},  // ~500: per grid
                       {600, 14, 384}, // ~1,150: per grid
                       {80, 9, 32},    // ~100
                       {200, 16, 32}}; // ~430
  for (int Round = 0; Round < 6; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    Mix M = Mixes[Round];
    unsigned TopBlocks = 4 + Round % 3;
    dim3 EG(1 + Salt % 3, 1 + (Salt >> 4) % 2), EB(32, 1 + (Salt >> 8) % 2);
    NkRef RE, RC;
    long Grids = 0, Physical = 0, Leaves = 0;
    refEvenOdd(RE, false, 0x51 + Round, 0, Salt, EG, EB, Grids);
    refChain(RC, Salt, M, TopBlocks, Physical, Leaves);
    printf("round %d: even/odd %ld grids; chain: inner.dpagg up to %ld "
           "blocks, %ld leaf threads of %u-thread blocks\n",
           Round, Grids, Physical, Leaves, M.LeafThreads);
    if (Estimate)
      continue;
    nkPoison(DE, S1);
    nkPoison(DC, S2);
    even<<<EG, EB, 0, S1>>>(DE, 0x51 + Round, 0, Salt);
    CK(cudaGetLastError());
    top<<<TopBlocks, 32, 0, S2>>>(DC, Salt, M);
    CK(cudaGetLastError());
    CK(cudaStreamSynchronize(S1));
    CK(cudaStreamSynchronize(S2));
    nkCompare(T, "round " + std::to_string(Round) + " even/odd", DE, RE,
              Levels);
    nkCompare(T, "round " + std::to_string(Round) + " chain", DC, RC, 4);
  }
  if (!Estimate) {
    CK(cudaFree(DE));
    CK(cudaFree(DC));
    CK(cudaStreamDestroy(S1));
    CK(cudaStreamDestroy(S2));
    CK_SYNC();
  }
  return T.finish();
}
