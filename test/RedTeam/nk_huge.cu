// Red team of 3dfc307 ("Grid scope keys fold %gridid"): the size limits of
// a group, now that device-launched levels have groups.
//  A. MaxGridParentBlocks (2^23 - 1, runtime/Grid.cuh) in an aggregated
//     clone: fan (a device grid of 256 x 256, every thread launching big:
//     the group's barrier path, one record per block of 256 launches)
//     appends 255 records of 33,280 blocks each, so its ticket launches
//     big.dpagg over 8,486,400 blocks: a physical grid past the limit,
//     whose site has no groups (groupsInThisGrid false at the site and at
//     every exit: block scope, grid.cu (0)). Block 0 of fan launches 600
//     blocks per thread, a record of 153,600 child blocks, past
//     MaxGridRecordBlocks (2^17 - 1): its owner launches it (appendToGrid
//     refuses it) while the others are appended. In big, one block in
//     16,384 (block-uniform) launches twig from every thread.
//     (.grid_tiny: fan's index holds 79 records, so big.dpagg is 2.6 M
//     blocks and has a group.)
//  B. The index's capacity at the barrier path of a device grid: wide
//     (30,000 blocks, device-launched) appends one record per block, more
//     than a chunk's index holds (21,839; .tiny 1,359; .grid_tiny 79 and,
//     halved, 39): the records past the capacity are launched by their
//     owners, the rest by the ticket.
//  C. The same at the last exit: wideX's lanes launch divergently with no
//     barrier, warp records (4 per block of 64 threads) of 30,000 blocks.
// Order-free per-level counters (big and the leaves record per block or
// per 16 threads), poisoned first.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>

__host__ __device__ inline uint32_t nodeHash(unsigned long long Node,
                                             int Level, uint32_t Salt) {
  return hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
}

//===--- A ---===//

constexpr unsigned FanBlocks = 256, FanThreads = 256, BigThreads = 32;
__host__ __device__ inline unsigned bigBlocks(unsigned FanBlock) {
  return FanBlock == 0 ? 600 : 130;
}
__host__ __device__ inline bool bigLaunches(uint32_t BH) {
  return BH % 16384 == 77;
}

__global__ void twig(unsigned long long *A, unsigned long long Path,
                     uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  if (threadIdx.x % 16 == 0)
    nkRecord(A, 3, hash(nodeHash(Node, 3, Salt), threadIdx.x, blockDim.x,
                        gridDim.x));
}

__global__ void big(unsigned long long *A, unsigned long long Path,
                    uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t BH = nodeHash(Node, 2, Salt);
  if (threadIdx.x == 0)
    nkRecord(A, 2, hash(BH, blockDim.x, gridDim.x));
  if (bigLaunches(BH))
    twig<<<2, 384>>>(A, mix64(Node, threadIdx.x), Salt);
}

__global__ void fan(unsigned long long *A, uint32_t Salt) {
  unsigned long long Node = mix64(0xfa, blockIdx.x);
  nkRecord(A, 1, hash(nodeHash(Node, 1, Salt), threadIdx.x, gridDim.x));
  big<<<bigBlocks(blockIdx.x), BigThreads>>>(A, mix64(Node, threadIdx.x),
                                             Salt);
}

__global__ void startA(unsigned long long *A, uint32_t Salt) {
  nkRecord(A, 0, hash(Salt, threadIdx.x));
  if (threadIdx.x == 0)
    fan<<<FanBlocks, FanThreads>>>(A, Salt);
}

static void refA(NkRef &R, uint32_t Salt, long &BigBlocks, long &Twigs) {
  for (unsigned T = 0; T < 32; ++T)
    R.record(0, hash(Salt, T));
  for (unsigned Fb = 0; Fb < FanBlocks; ++Fb) {
    unsigned long long Node = mix64(0xfa, Fb);
    for (unsigned Ft = 0; Ft < FanThreads; ++Ft) {
      R.record(1, hash(nodeHash(Node, 1, Salt), Ft, FanBlocks));
      unsigned G = bigBlocks(Fb);
      BigBlocks += G;
      unsigned long long BPath = mix64(Node, Ft);
      for (unsigned Bb = 0; Bb < G; ++Bb) {
        unsigned long long BNode = mix64(BPath, Bb);
        uint32_t BH = nodeHash(BNode, 2, Salt);
        R.record(2, hash(BH, BigThreads, G));
        if (!bigLaunches(BH))
          continue;
        for (unsigned Bt = 0; Bt < BigThreads; ++Bt) {
          ++Twigs;
          unsigned long long TPath = mix64(BNode, Bt);
          for (unsigned Tb = 0; Tb < 2; ++Tb)
            for (unsigned Tt = 0; Tt < 384; Tt += 16)
              R.record(3, hash(nodeHash(mix64(TPath, Tb), 3, Salt), Tt, 384u,
                               2u));
        }
      }
    }
  }
}

//===--- B and C ---===//

constexpr unsigned WideBlocks = 30000, WideThreads = 64;

__global__ void leafw(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  if (threadIdx.x % 16 == 0)
    nkRecord(A, 2, hash(nodeHash(Node, 2, Salt), threadIdx.x, blockDim.x,
                        gridDim.x));
}

/// B: two launching threads per block, the barrier right after the launch.
__global__ void wide(unsigned long long *A, uint32_t Salt) {
  __shared__ unsigned Sum;
  unsigned long long Node = mix64(0xb1, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 1, Salt), threadIdx.x);
  if (threadIdx.x == 0)
    Sum = 0;
  if (threadIdx.x < 2)
    leafw<<<2, 320>>>(A, mix64(Node, threadIdx.x), Salt);
  __syncthreads();
  atomicAdd(&Sum, H & 0xffu);
  __syncthreads();
  if (threadIdx.x == 0)
    nkRecord(A, 1, hash(Sum, blockIdx.x));
}

/// C: divergent lanes, no barrier (the last exit).
__global__ void wideX(unsigned long long *A, uint32_t Salt) {
  unsigned long long Node = mix64(0xc1, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 1, Salt), threadIdx.x);
  if (threadIdx.x % 32 == 0)
    nkRecord(A, 1, H);
  if (H % 7 == 0)
    return;
  if (H % 64 < 2)
    leafw<<<2, 320>>>(A, mix64(Node, threadIdx.x), Salt);
}

__global__ void startB(unsigned long long *A, uint32_t Salt) {
  nkRecord(A, 0, hash(Salt, threadIdx.x, 0xbu));
  if (threadIdx.x == 0)
    wide<<<WideBlocks, WideThreads>>>(A, Salt);
}
__global__ void startC(unsigned long long *A, uint32_t Salt) {
  nkRecord(A, 0, hash(Salt, threadIdx.x, 0xcu));
  if (threadIdx.x == 0)
    wideX<<<WideBlocks, WideThreads>>>(A, Salt);
}

static void refLeafw(NkRef &R, unsigned long long Path, uint32_t Salt) {
  for (unsigned Lb = 0; Lb < 2; ++Lb)
    for (unsigned Lt = 0; Lt < 320; Lt += 16)
      R.record(2, hash(nodeHash(mix64(Path, Lb), 2, Salt), Lt, 320u, 2u));
}
static void refBC(NkRef &R, bool C, uint32_t Salt, long &Launches) {
  for (unsigned T = 0; T < 32; ++T)
    R.record(0, hash(Salt, T, C ? 0xcu : 0xbu));
  for (unsigned Wb = 0; Wb < WideBlocks; ++Wb) {
    unsigned long long Node = mix64(C ? 0xc1 : 0xb1, Wb);
    unsigned Sum = 0;
    for (unsigned Wt = 0; Wt < WideThreads; ++Wt) {
      uint32_t H = hash(nodeHash(Node, 1, Salt), Wt);
      Sum += H & 0xffu;
      if (C && Wt % 32 == 0)
        R.record(1, H);
      bool Launch = C ? H % 7 != 0 && H % 64 < 2 : Wt < 2;
      if (Launch) {
        ++Launches;
        refLeafw(R, mix64(Node, Wt), Salt);
      }
    }
    if (!C)
      R.record(1, hash(Sum, Wb));
  }
}

int main() {
  gputest::Test T("nk_huge");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  unsigned long long *D = nullptr;
  if (!Estimate) {
    T.pendingLaunches(1 << 17);
    D = gputest::alloc<unsigned long long>(NkWords);
  }
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    {
      NkRef R;
      long BigBlocks = 0, Twigs = 0;
      refA(R, Salt, BigBlocks, Twigs);
      printf("round %d A: big %ld blocks (past 2^23 - 1: %s), %ld twig "
             "launches\n",
             Round, BigBlocks, BigBlocks > (1l << 23) - 1 ? "yes" : "no",
             Twigs);
      if (!Estimate) {
        nkPoison(D, 0);
        startA<<<1, 32>>>(D, Salt);
        CK_SYNC();
        nkCompare(T, "round " + std::to_string(Round) + " A", D, R, 4);
      }
    }
    for (int C = 0; C < 2; ++C) {
      NkRef R;
      long Launches = 0;
      refBC(R, C, Salt, Launches);
      printf("round %d %c: %ld leafw launches from %u blocks\n", Round,
             C ? 'C' : 'B', Launches, WideBlocks);
      if (Estimate)
        continue;
      nkPoison(D, 0);
      if (C)
        startC<<<1, 32>>>(D, Salt);
      else
        startB<<<1, 32>>>(D, Salt);
      CK_SYNC();
      nkCompare(T, "round " + std::to_string(Round) + (C ? " C" : " B"), D,
                R, 3);
    }
  }
  if (!Estimate)
    CK(cudaFree(D));
  return T.finish();
}
