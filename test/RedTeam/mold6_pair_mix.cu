// Red team (dfaeb42, the moldable pair under -dpagg-moldable=auto, the
// default): one child kernel whose aggregates are cut (the molded clone,
// K.dpagg.molded, at most the resident blocks, each looping over logical
// blocks) and not cut (the whole clone, K.dpagg, one block per logical
// block) in the same parent grid and round, sharing the pool: each parent
// block is huge (every thread launches 100-220 blocks: tens of thousands per
// block aggregate, far above 4 x the resident blocks), tiny (1-3 blocks: a
// few hundred, never cut), mixed (1 thread in 8 tiny), or huge with one
// 32-thread shape (a 32-thread physical block: the highest resident count,
// 4,224 on an H100, cut only above 16,896 blocks). Children have 1-D/2-D/3-D
// grids and blocks that differ per parent thread (surplus threads in the
// aggregated block, whose shape is the per-dimension maximum), a by-value
// struct of odd layout that each thread modifies, per-thread dynamic shared
// memory slots without barriers (different sizes per parent, read back
// through %dynamic_smem_size), a local array, and early returns. Every child
// thread writes one hash of its logical geometry, arguments and slot into its
// own word and counts itself (a logical block run twice, never, with another
// parent's record or a released record's bytes shows). A record released too
// early by a wrong BlocksLeft (the whole clone releasing once per block, the
// molded once per physical block) is reused by the next aggregates of the
// round, in 3 streams, and shows as wrong words. The .smallpool variant
// reuses chunks faster; .on and .off pin the other modes.
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT smallpool: --dpagg-pool-size=524288
// VARIANT on: --dpagg-moldable=on
// VARIANT off: --dpagg-moldable=off
#include "MemoryOrder.cuh"

#include <cstring>

// %dynamic_smem_size without inline assembly (which would keep the child
// from being aggregated): the NVVM intrinsic under its own name.
__device__ unsigned dynSmemSize() __asm("llvm.nvvm.read.ptx.sreg.dynamic_smem_size");

using gputest::hash;
using gputest::mix;

constexpr int Streams = 3, GridsPerRound = 3, DefaultRounds = 3;
constexpr int MaxParentBlocks = 3, ParentThreads = 128;
constexpr int IdsPerGrid = MaxParentBlocks * ParentThreads;

struct Args { // 40 bytes, padding after C
  uint32_t W[5];
  unsigned short S;
  char C;
  double D;
};

struct Plan {
  unsigned G[3], B[3], Shmem;
  bool On;
  __host__ __device__ unsigned blocks() const { return G[0] * G[1] * G[2]; }
  __host__ __device__ unsigned threads() const { return B[0] * B[1] * B[2]; }
};

// Block shapes: per-dimension maxima 64 x 4 x 4 = 1,024 threads.
__host__ __device__ inline void shapeOf(unsigned K, unsigned *B) {
  static constexpr unsigned S[9][3] = {{32, 1, 1}, {16, 2, 1}, {8, 4, 1},
                                       {4, 2, 4},  {17, 3, 1}, {5, 1, 3},
                                       {2, 4, 4},  {64, 1, 1}, {16, 4, 4}};
  B[0] = S[K][0], B[1] = S[K][1], B[2] = S[K][2];
}

/// 0 huge, 1 tiny, 2 mixed, 3 huge with 32-thread blocks only.
__host__ __device__ inline unsigned modeOf(uint32_t Salt, unsigned Block) {
  return hash(Salt, Block, 0x30u) % 4;
}

__host__ __device__ inline Plan planOf(uint32_t Id, uint32_t Salt,
                                       unsigned Mode) {
  Plan P;
  uint32_t H = hash(Id, Salt, 0x11u), H2 = hash(Id, Salt, 0x12u);
  P.On = H % 16 != 0;
  bool Tiny = Mode == 1 || (Mode == 2 && (H >> 4) % 8 == 0);
  unsigned NB = Tiny ? 1 + (H >> 8) % 3 : 100 + (H >> 8) % 121;
  switch (H2 % 3) {
  case 0:
    P.G[0] = NB, P.G[1] = 1, P.G[2] = 1;
    break;
  case 1:
    P.G[1] = 1 + (H2 >> 4) % 5;
    P.G[0] = (NB + P.G[1] - 1) / P.G[1], P.G[2] = 1;
    break;
  default:
    P.G[1] = 1 + (H2 >> 4) % 3, P.G[2] = 1 + (H2 >> 8) % 3;
    P.G[0] = (NB + P.G[1] * P.G[2] - 1) / (P.G[1] * P.G[2]);
    break;
  }
  shapeOf(Mode == 3 ? 0 : (H2 >> 12) % 9, P.B);
  P.Shmem = 4 * P.threads() * ((H2 >> 20) % 3);
  return P;
}

__host__ __device__ inline Args argsOf(uint32_t Id, uint32_t Salt) {
  Args A;
  for (int K = 0; K < 5; ++K)
    A.W[K] = hash(Id, Salt, K, 0x21u);
  A.S = (unsigned short)hash(Id, 0x22u);
  A.C = (char)hash(Id, 0x23u);
  A.D = (double)(hash(Id, Salt, 0x24u) & 0xfffff) * 0.125;
  return A;
}

__host__ __device__ inline bool earlyOut(uint32_t Id, unsigned Bl,
                                         unsigned Tl) {
  return hash(Id, Bl, Tl, 0x31u) % 5 == 0;
}

__host__ __device__ inline uint32_t slotWord(uint32_t Id, unsigned Bl,
                                             unsigned Tl) {
  return hash(Id, Bl, Tl, 0x41u);
}

/// The word a child thread writes, from its logical geometry (G: threadIdx,
/// blockIdx, blockDim, gridDim), its copy of the arguments, the dynamic
/// shared memory it sees, and what it read back from its slot.
__host__ __device__ inline uint32_t
wordOf(const unsigned *G, Args A, uint32_t Id, unsigned Shmem, unsigned Dyn,
       uint32_t Slot) {
  unsigned Tl = G[0] + G[6] * (G[1] + G[7] * G[2]);
  A.W[Tl % 5] += Tl; // a by-value parameter is the thread's own variable
  A.S = (unsigned short)(A.S ^ Tl);
  uint32_t H = hash(G[0], G[1], G[2], G[3], G[4], G[5], G[6], G[7], G[8],
                    G[9], G[10], G[11]);
  for (int K = 0; K < 5; ++K)
    H = mix(H, A.W[K]);
  unsigned long long D;
  memcpy(&D, &A.D, 8);
  H = mix(H, hash(A.S, (int)A.C, (uint32_t)D, (uint32_t)(D >> 32)));
  return hash(H, Id, Shmem, Dyn, Slot);
}

__global__ void kid(uint32_t *Out, unsigned *Count, Args A, uint32_t Id,
                    unsigned Shmem) {
  extern __shared__ uint32_t Dyn[];
  const unsigned G[12] = {threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
                          blockIdx.y,  blockIdx.z,  blockDim.x,  blockDim.y,
                          blockDim.z,  gridDim.x,   gridDim.y,   gridDim.z};
  const unsigned Tn = blockDim.x * blockDim.y * blockDim.z;
  const unsigned Tl = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  const unsigned Bl = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  uint32_t *O = Out + (size_t)Bl * Tn + Tl;
  atomicAdd(Count, 1u);
  if (earlyOut(Id, Bl, Tl)) {
    *O = hash(Id, Bl, Tl, 0xdeadu);
    return;
  }
  uint32_t Slot = 0;
  unsigned Size = dynSmemSize();
  if (Size >= 4 * (Tl + 1)) { // this thread's own word: no barrier needed
    volatile uint32_t *S = Dyn;
    S[Tl] = slotWord(Id, Bl, Tl);
    Slot = S[Tl];
  }
  // A local array the thread indexes at run time (its stack, per logical
  // block).
  uint32_t Loc[8];
  for (int K = 0; K < 8; ++K)
    Loc[K] = hash(Id, K, Bl);
  *O = wordOf(G, A, Id, Shmem, Size, Slot) ^ Loc[(Bl + Tl) % 8];
}

__global__ void parent(uint32_t *Out, const unsigned long long *Off,
                       unsigned *Count, int *Err, uint32_t Base,
                       uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  Plan P = planOf(Id, Salt, modeOf(Salt, blockIdx.x));
  if (!P.On)
    return;
  kid<<<dim3(P.G[0], P.G[1], P.G[2]), dim3(P.B[0], P.B[1], P.B[2]),
        P.Shmem>>>(Out + Off[Id], Count + Id, argsOf(Id, Salt), Id, P.Shmem);
  Err[Id] = cudaGetLastError();
}

int main() {
  mo::Stress St("mold6_pair_mix", Streams);
  St.T.pendingLaunches(GridsPerRound * IdsPerGrid + 4096);
  const size_t NIds = (size_t)GridsPerRound * IdsPerGrid;
  unsigned *Count = gputest::alloc<unsigned>(NIds);
  int *Err = gputest::alloc<int>(NIds);
  mo::Tally TOut("outputs"), TCount("child threads"), TErr("launch results");
  size_t Launches = 0, Words = 0;
  const int Rounds = mo::rounds(DefaultRounds);
  for (int R = 0; R < Rounds; ++R) {
    std::vector<uint32_t> Salt(GridsPerRound);
    std::vector<int> Blocks(GridsPerRound);
    std::vector<Plan> Plans(NIds);
    std::vector<unsigned long long> Off(NIds + 1, 0);
    for (int G = 0; G < GridsPerRound; ++G) {
      Salt[G] = (uint32_t)St.T.R.next();
      Blocks[G] = St.T.R.range(1, MaxParentBlocks);
    }
    for (size_t I = 0; I < NIds; ++I) {
      int G = (int)(I / IdsPerGrid), P = (int)(I % IdsPerGrid);
      Plans[I] = planOf((uint32_t)I, Salt[G], modeOf(Salt[G], P / ParentThreads));
      bool L = P < Blocks[G] * ParentThreads && Plans[I].On;
      Plans[I].On = L;
      Off[I + 1] = Off[I] + (L ? (unsigned long long)Plans[I].blocks() *
                                     Plans[I].threads()
                               : 0);
    }
    mo::Round Buf(Off, Count, Err, NIds);
    const size_t N = Buf.N;
    uint32_t *Out = Buf.Out;
    unsigned long long *DOff = Buf.Off;
    for (int G = 0; G < GridsPerRound; ++G)
      parent<<<Blocks[G], ParentThreads, 0, St.S[G % Streams]>>>(
          Out, DOff, Count, Err, G * IdsPerGrid, Salt[G]);
    CK_SYNC();
    auto HOut = gputest::download(Out, N);
    auto HCount = gputest::download(Count, NIds);
    auto HErr = gputest::download(Err, NIds);
    for (size_t I = 0; I < NIds; ++I) {
      const Plan &P = Plans[I];
      uint32_t Id = (uint32_t)I;
      TErr.check(I, HErr[I], P.On ? 0 : -1);
      TCount.check(I, HCount[I], P.On ? P.blocks() * P.threads() : 0u);
      if (!P.On)
        continue;
      ++Launches;
      Args A = argsOf(Id, Salt[I / IdsPerGrid]);
      unsigned Tn = P.threads();
      for (unsigned Bz = 0; Bz < P.G[2]; ++Bz)
        for (unsigned By = 0; By < P.G[1]; ++By)
          for (unsigned Bx = 0; Bx < P.G[0]; ++Bx)
            for (unsigned Tz = 0; Tz < P.B[2]; ++Tz)
              for (unsigned Ty = 0; Ty < P.B[1]; ++Ty)
                for (unsigned Tx = 0; Tx < P.B[0]; ++Tx) {
                  unsigned Bl = Bx + P.G[0] * (By + P.G[1] * Bz);
                  unsigned Tl = Tx + P.B[0] * (Ty + P.B[1] * Tz);
                  uint32_t Want;
                  if (earlyOut(Id, Bl, Tl)) {
                    Want = hash(Id, Bl, Tl, 0xdeadu);
                  } else {
                    const unsigned Geo[12] = {Tx, Ty, Tz, Bx, By, Bz,
                                              P.B[0], P.B[1], P.B[2],
                                              P.G[0], P.G[1], P.G[2]};
                    uint32_t Slot = P.Shmem >= 4 * (Tl + 1)
                                        ? slotWord(Id, Bl, Tl)
                                        : 0;
                    Want = wordOf(Geo, A, Id, P.Shmem, P.Shmem, Slot) ^
                           hash(Id, (Bl + Tl) % 8, Bl);
                  }
                  size_t W = Off[I] + (size_t)Bl * Tn + Tl;
                  TOut.check(W, HOut[W], Want);
                  ++Words;
                }
    }
  }
  CK(cudaFree(Count));
  CK(cudaFree(Err));
  return St.finish({&TOut, &TCount, &TErr},
                   std::to_string(Launches) + " launches, " +
                       std::to_string(Words) + " child words");
}
