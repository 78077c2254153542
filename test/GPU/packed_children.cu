// Packed children (issue 26, item 2; runtime/child.cu, "Packed children"):
// an aggregate whose logical blocks all have at most 32 threads and no
// dynamic shared memory runs K.dpagg.packed, a logical block per warp of
// 256-thread blocks, thread (x, y, z) on lane x + bx * (y + by * z); lanes
// past the block and warps past the aggregate leave before the body. Every
// child here but twodChild is packed (remark "is packed"); what each
// subtest checks:
//  - reduce1d: 32-thread blocks, __reduce_add_sync over the warp, lane 0
//    atomicAdds into its parent's word; each thread hashes its geometry,
//    %laneid and popc(%lanemask_lt) (clang builtins: inline assembly is
//    not packed). A uniform site (the block meets at a barrier: a record,
//    join.cu) and one after a prologue that skips n == 0 (the block's last
//    exit: an index, grid.cu launchIndex).
//  - small: blocks of 1..31 threads; __activemask at entry, and
//    __reduce_add_sync and __shfl_sync over it. Each block writes a word per
//    lane: those of lanes past the block stay poisoned.
//  - twod: 8x4, 4x8, 16x2 blocks shuffling over lanes x + bx * y; not
//    aggregated (warp-level operations need blocks the pass proves 1-D).
//    twod_plain: blocks within 4x4x2 (so every aggregate is packed) in 1-D
//    to 3-D, grids in 1-D to 3-D, every %tid, %ntid, %ctaid, %nctaid
//    hashed; words of threads past the block stay poisoned.
//  - mixed: 64-thread blocks for some parents of half the parent blocks,
//    else 32: an aggregate with a 64-thread block runs unpacked
//    (runtime/Join.cuh, packedClone), the others packed.
//  - early: threads leave at four points chosen per element, with uneven
//    work between; blocks of 1..32 threads; after a prologue (last exit).
//  - many: 2^18 - 3 logical blocks over 256 parents, uneven: large packed
//    grids whose totals are not multiples of 8.
// All but many run with 2,048 parents (16 blocks of 128: block scope) and
// with 65,536 (512 blocks: the default's -dpagg-auto-grid takes grid scope).
//
// Packing is off by default (-dpagg-pack-children; measured slower than one
// block per logical block on TC, BFS and Struct). The default also
// serializes small children (-dpagg-serial-threshold=auto): twod_plain's,
// mixed's and many's, not the warp-level ones. Every variant but .dpagg and
// .warp turns serialization off and packing on, so that these launches are
// aggregated and packed: .pack; .warp_pack; .grid_pack; .block_pack
// (-dpagg-auto-grid=0: block scope only); .tinypool_pack (a 4 KiB record
// pool: launches fall back); .nopack: serialization off, packing off (one
// block per logical block).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/packed_children.base
// RUN: %gpubin/packed_children.dpagg
// RUN: %gpubin/packed_children.warp
// RUN: %gpubin/packed_children.pack
// RUN: %gpubin/packed_children.nopack
// RUN: %gpubin/packed_children.warp_pack
// RUN: %gpubin/packed_children.grid_pack
// RUN: %gpubin/packed_children.block_pack
// RUN: %gpubin/packed_children.tinypool_pack
#include "GPUTest.cuh"

#include <algorithm>

using gputest::hash;
using U32s = std::vector<uint32_t>;

constexpr int ParentBlock = 128;
constexpr uint32_t Poison = 0xffffffffu;

__device__ __forceinline__ unsigned laneId() {
  return __nvvm_read_ptx_sreg_laneid();
}

// The usual divergent prologue: thread 0 fills shared memory before a
// barrier. A divergent launch after it meets at its block's last exit (block
// scope; runtime/block.cu), whose aggregate is an index, as grid scope's.
__device__ uint32_t blockSalt(const uint32_t *Salts) {
  __shared__ uint32_t Salt;
  if (threadIdx.x == 0)
    Salt = Salts[blockIdx.x];
  __syncthreads();
  return Salt;
}

//===-- reduce1d ----------------------------------------------------------===//

__global__ void reduceChild(const uint32_t *In, uint32_t *Sum, uint32_t *Out,
                            int N, int P, uint32_t Salt) {
  unsigned T = threadIdx.x;
  int I = blockIdx.x * blockDim.x + T;
  uint32_t V = I < N ? In[I] : 0u;
  uint32_t S = __reduce_add_sync(0xffffffffu, V);
  if (T == 0)
    atomicAdd(Sum, S);
  if (I < N)
    Out[I] = hash(V, S, blockIdx.x, T, blockDim.x, gridDim.x, laneId(),
                  __popc(__nvvm_read_ptx_sreg_lanemask_lt()), P, Salt);
}

// Every thread launches (NP is a multiple of the block; one empty block
// where the parent has no elements): the block meets at a barrier.
__global__ void parentReduceAll(const uint32_t *In, uint32_t *Sum,
                                uint32_t *Out, const int *Len, const int *Off) {
  int P = blockIdx.x * blockDim.x + threadIdx.x, N = Len[P];
  reduceChild<<<N ? (N + 31) / 32 : 1, 32>>>(In + Off[P], Sum + P, Out + Off[P],
                                             N, P, 0u);
}

__global__ void parentReduceSome(const uint32_t *In, uint32_t *Sum,
                                 uint32_t *Out, const int *Len, const int *Off,
                                 const uint32_t *Salts, int NP) {
  uint32_t Salt = blockSalt(Salts);
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int N = Len[P];
  reduceChild<<<(N + 31) / 32, 32>>>(In + Off[P], Sum + P, Out + Off[P], N, P,
                                     Salt);
}

//===-- small -------------------------------------------------------------===//

__global__ void smallChild(const uint32_t *In, uint32_t *Out, int N, int P) {
  uint32_t M = __activemask(); // the block's threads, all at entry
  unsigned T = threadIdx.x;
  int I = blockIdx.x * blockDim.x + T;
  uint32_t V = I < N ? In[I] : hash(I, P);
  uint32_t S = __reduce_add_sync(M, V);
  uint32_t F = __shfl_sync(M, V * 3u + 1u, 0);
  Out[blockIdx.x * 32 + T] =
      hash(M, S, F, T, blockDim.x, blockIdx.x, gridDim.x, laneId(), P);
}

__global__ void parentSmall(const uint32_t *In, uint32_t *Out, const int *Len,
                            const int *InOff, const int *OutOff,
                            const int *Block, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int N = Len[P], B = Block[P];
  smallChild<<<(N + B - 1) / B, B>>>(In + InOff[P], Out + OutOff[P], N, P);
}

//===-- twod --------------------------------------------------------------===//

__global__ void twodChild(uint32_t *Out, int P) {
  unsigned L = threadIdx.x + blockDim.x * threadIdx.y;
  uint32_t V = hash(P, blockIdx.x, blockIdx.y, L);
  uint32_t D = __shfl_down_sync(0xffffffffu, V, 1);
  uint32_t X = __shfl_xor_sync(0xffffffffu, V, 5);
  unsigned Blk = blockIdx.y * gridDim.x + blockIdx.x;
  Out[Blk * 32 + L] = hash(threadIdx.x, threadIdx.y, blockIdx.x, blockIdx.y,
                           gridDim.x, gridDim.y, D, X, laneId());
}

__global__ void twodPlain(uint32_t *Out, int P) {
  unsigned T =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned Blk = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  Out[Blk * 32 + T] = hash(threadIdx.x, threadIdx.y, threadIdx.z, blockDim.x,
                           blockDim.y, blockDim.z, blockIdx.x, blockIdx.y,
                           blockIdx.z, gridDim.x, gridDim.y, gridDim.z, P);
}

// Geo: per parent, the grid (3 ints), twodPlain's block (3 ints), and
// twodChild's block's x (its y: 32 / x; 0: none). Two parents: each launch
// its thread's only one, as grid scope asks.
__global__ void parentTwod(uint32_t *Out, const int *Geo, const int *Off,
                           int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  const int *G = Geo + 7 * P;
  if (P < NP && G[6]) // 2-D blocks of one warp: shuffles
    twodChild<<<dim3(G[0], G[1]), dim3(G[6], 32 / G[6])>>>(Out + Off[P], P);
}

__global__ void parentTwodPlain(uint32_t *Out, const int *Geo, const int *Off,
                                int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  const int *G = Geo + 7 * P;
  if (P < NP)
    twodPlain<<<dim3(G[0], G[1], G[2]), dim3(G[3], G[4], G[5])>>>(Out + Off[P],
                                                                  P);
}

//===-- mixed -------------------------------------------------------------===//

__global__ void mixedChild(uint32_t *Out, int N, int P) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(I, P, threadIdx.x, blockDim.x, blockIdx.x, gridDim.x);
}

__global__ void parentMixed(uint32_t *Out, const int *Len, const int *Off,
                            const int *Block, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int N = Len[P], B = Block[P];
  mixedChild<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P);
}

//===-- early -------------------------------------------------------------===//

__global__ void earlyChild(const uint8_t *Cond, uint32_t *Out, uint32_t *Out2,
                           int N, int P, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  unsigned C = Cond[I];
  if (C == 0)
    return;
  uint32_t V = hash(I, P, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x, Salt);
  if (C == 1) {
    Out[I] = V;
    return;
  }
  for (unsigned K = 0; K < C + threadIdx.x % 5; ++K)
    V = hash(V, K);
  Out[I] = V;
  if (C == 2)
    return;
  Out2[I] = hash(V, 7u);
}

__global__ void parentEarly(const uint8_t *Cond, uint32_t *Out, uint32_t *Out2,
                            const int *Len, const int *Off, const int *Block,
                            const uint32_t *Salts, int NP) {
  uint32_t Salt = blockSalt(Salts);
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int N = Len[P], B = Block[P];
  earlyChild<<<(N + B - 1) / B, B>>>(Cond + Off[P], Out + Off[P], Out2 + Off[P],
                                     N, P, Salt);
}

//===-- many --------------------------------------------------------------===//

__global__ void manyChild(uint32_t *Out, int P) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] =
      hash(blockIdx.x, threadIdx.x, gridDim.x, blockDim.x, P);
}

__global__ void parentMany(uint32_t *Out, const int *Blocks, const int *Off,
                           const int *Block, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Blocks[P] == 0)
    return;
  manyChild<<<Blocks[P], Block[P]>>>(Out + Off[P], P);
}

//===----------------------------------------------------------------------===//

static int grid(int NP) { return (NP + ParentBlock - 1) / ParentBlock; }

// Offsets of slices of Size[P] elements; Total: their sum, at least 1.
static std::vector<int> offsets(const std::vector<int> &Size, int &Total) {
  std::vector<int> Off(Size.size());
  Total = 0;
  for (size_t P = 0; P < Size.size(); ++P)
    Off[P] = Total, Total += Size[P];
  Total = std::max(Total, 1);
  return Off;
}

static uint32_t *poisoned(size_t N) {
  uint32_t *D = gputest::alloc<uint32_t>(N);
  gputest::poison(D, N);
  return D;
}

template <class... Ts> static void freeAll(Ts *...Ps) {
  (CK(cudaFree((void *)Ps)), ...);
}

static U32s randomWords(gputest::Test &T, int N) {
  U32s V(N);
  for (uint32_t &W : V)
    W = (uint32_t)T.R.next();
  return V;
}

// Children's elements per parent: none for about 5% of the parents.
static std::vector<int> lengths(gputest::Test &T, int NP, int Max) {
  std::vector<int> Len(NP);
  for (int &L : Len)
    L = T.R.chance(0.05) ? 0 : T.R.range(0, Max);
  return Len;
}

static void reduce1d(gputest::Test &T, int NP, bool All) {
  std::vector<int> Len = lengths(T, NP, 300);
  int Total;
  std::vector<int> Off = offsets(Len, Total);
  U32s In = randomWords(T, Total), Salts = randomWords(T, grid(NP)),
       Ref(Total, Poison), RefSum(NP, Poison);
  for (int P = 0; P < NP; ++P) {
    int N = Len[P], Blocks = (N + 31) / 32;
    for (int B = 0; B < Blocks; ++B) {
      int End = std::min(N, B * 32 + 32);
      uint32_t S = 0;
      for (int I = B * 32; I < End; ++I)
        S += In[Off[P] + I];
      RefSum[P] += S; // the atomicAdds start from the poison
      for (int I = B * 32; I < End; ++I)
        Ref[Off[P] + I] = hash(In[Off[P] + I], S, B, I % 32, 32, Blocks, I % 32,
                               I % 32, P, All ? 0u : Salts[P / ParentBlock]);
    }
  }
  uint32_t *DIn = gputest::upload(In), *DOut = poisoned(Total),
           *DSum = poisoned(NP), *DSalts = gputest::upload(Salts);
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
  if (All)
    parentReduceAll<<<NP / ParentBlock, ParentBlock>>>(DIn, DSum, DOut, DLen,
                                                       DOff);
  else
    parentReduceSome<<<grid(NP), ParentBlock>>>(DIn, DSum, DOut, DLen, DOff,
                                                DSalts, NP);
  CK_SYNC();
  T.compare("reduce1d", gputest::download(DOut, Ref.size()), Ref);
  T.compare("reduce1d_sum", gputest::download(DSum, RefSum.size()), RefSum);
  freeAll(DIn, DOut, DSum, DSalts, DLen, DOff);
}

static void small(gputest::Test &T, int NP) {
  std::vector<int> Len = lengths(T, NP, 160), Block(NP), OutSize(NP);
  for (int P = 0; P < NP; ++P) {
    Block[P] = T.R.range(1, 31);
    OutSize[P] = 32 * ((Len[P] + Block[P] - 1) / Block[P]);
  }
  int InTotal, OutTotal;
  std::vector<int> InOff = offsets(Len, InTotal),
                   OutOff = offsets(OutSize, OutTotal);
  U32s In = randomWords(T, InTotal), Ref(OutTotal, Poison);
  for (int P = 0; P < NP; ++P) {
    int N = Len[P], B = Block[P], Blocks = (N + B - 1) / B;
    for (int K = 0; K < Blocks; ++K) {
      auto Val = [&](int Tt) {
        int I = K * B + Tt;
        return I < N ? In[InOff[P] + I] : hash(I, P);
      };
      uint32_t S = 0;
      for (int Tt = 0; Tt < B; ++Tt)
        S += Val(Tt);
      // Words of lanes B..31 stay poisoned.
      for (int Tt = 0; Tt < B; ++Tt)
        Ref[OutOff[P] + K * 32 + Tt] =
            hash((1u << B) - 1, S, Val(0) * 3u + 1u, Tt, B, K, Blocks, Tt, P);
    }
  }
  uint32_t *DIn = gputest::upload(In), *DOut = poisoned(OutTotal);
  int *DLen = gputest::upload(Len), *DInOff = gputest::upload(InOff),
      *DOutOff = gputest::upload(OutOff), *DBlock = gputest::upload(Block);
  parentSmall<<<grid(NP), ParentBlock>>>(DIn, DOut, DLen, DInOff, DOutOff,
                                         DBlock, NP);
  CK_SYNC();
  T.compare("small", gputest::download(DOut, Ref.size()), Ref);
  freeAll(DIn, DOut, DLen, DInOff, DOutOff, DBlock);
}

static void twod(gputest::Test &T, int NP) {
  std::vector<int> Geo(7 * NP), Size(NP);
  for (int P = 0; P < NP; ++P) {
    int *G = &Geo[7 * P];
    static const int Bx[] = {0, 8, 4, 16};
    G[0] = T.R.range(1, 8), G[1] = T.R.range(1, 3), G[2] = T.R.range(1, 2);
    // Within 4x4x2, so that every aggregate's widest block (of each
    // dimension: Join.cuh, packedClone) has at most 32 threads: packed.
    G[3] = T.R.range(1, 4), G[4] = T.R.range(1, 4), G[5] = T.R.range(1, 2);
    G[6] = T.R.chance(0.5) ? Bx[T.R.range(1, 3)] : 0;
    Size[P] = 32 * G[0] * G[1] * G[2];
  }
  int Total;
  std::vector<int> Off = offsets(Size, Total);
  U32s Ref(Total, Poison), RefPlain(Total, Poison);
  for (int P = 0; P < NP; ++P) {
    const int *G = &Geo[7 * P];
    int Bx = G[3], By = G[4], Bz = G[5], Sx = G[6];
    for (int Cz = 0; Cz < G[2]; ++Cz)
      for (int Cy = 0; Cy < G[1]; ++Cy)
        for (int Cx = 0; Cx < G[0]; ++Cx) {
          int At = Off[P] + 32 * (Cx + G[0] * (Cy + G[1] * Cz));
          for (int L = 0; L < Bx * By * Bz; ++L)
            RefPlain[At + L] = hash(L % Bx, L / Bx % By, L / (Bx * By), Bx, By,
                                    Bz, Cx, Cy, Cz, G[0], G[1], G[2], P);
          if (!Sx || Cz)
            continue;
          auto V = [&](int L) { return hash(P, Cx, Cy, L); };
          for (int L = 0; L < 32; ++L) // lane L is thread (L % Sx, L / Sx)
            Ref[At + L] = hash(L % Sx, L / Sx, Cx, Cy, G[0], G[1],
                               V(L < 31 ? L + 1 : L), V(L ^ 5), L);
        }
  }
  uint32_t *DOut = poisoned(Total), *DPlain = poisoned(Total);
  int *DGeo = gputest::upload(Geo), *DOff = gputest::upload(Off);
  parentTwod<<<grid(NP), ParentBlock>>>(DOut, DGeo, DOff, NP);
  parentTwodPlain<<<grid(NP), ParentBlock>>>(DPlain, DGeo, DOff, NP);
  CK_SYNC();
  T.compare("twod", gputest::download(DOut, Ref.size()), Ref);
  T.compare("twod_plain", gputest::download(DPlain, RefPlain.size()), RefPlain);
  freeAll(DOut, DPlain, DGeo, DOff);
}

// mixed: 64-thread blocks for 30% of the parents of half the parent blocks,
// else 32; early: 32 threads or 1..32.
static void mixedEarly(gputest::Test &T, int NP) {
  std::vector<int> Len = lengths(T, NP, 400), Wide(NP), Narrow(NP);
  std::vector<bool> WideBlock(grid(NP));
  for (size_t B = 0; B < WideBlock.size(); ++B)
    WideBlock[B] = T.R.chance(0.5);
  for (int P = 0; P < NP; ++P) {
    Wide[P] = WideBlock[P / ParentBlock] && T.R.chance(0.3) ? 64 : 32;
    Narrow[P] = T.R.chance(0.5) ? 32 : T.R.range(1, 32);
  }
  int Total;
  std::vector<int> Off = offsets(Len, Total);
  U32s Salts = randomWords(T, grid(NP));
  std::vector<uint8_t> Cond(Total);
  for (uint8_t &C : Cond)
    C = (uint8_t)T.R.range(0, 4);
  U32s RefM(Total, Poison), RefE(Total, Poison), RefE2(Total, Poison);
  for (int P = 0; P < NP; ++P) {
    int N = Len[P], B = Wide[P], Nb = Narrow[P];
    for (int I = 0; I < N; ++I) {
      RefM[Off[P] + I] = hash(I, P, I % B, B, I / B, (N + B - 1) / B);
      unsigned C = Cond[Off[P] + I], Tt = I % Nb;
      if (C == 0)
        continue;
      uint32_t V =
          hash(I, P, Tt, I / Nb, Nb, (N + Nb - 1) / Nb, Salts[P / ParentBlock]);
      for (unsigned K = 0; C >= 2 && K < C + Tt % 5; ++K)
        V = hash(V, K);
      RefE[Off[P] + I] = V;
      if (C >= 3)
        RefE2[Off[P] + I] = hash(V, 7u);
    }
  }
  uint32_t *DM = poisoned(Total), *DE = poisoned(Total), *DE2 = poisoned(Total),
           *DSalts = gputest::upload(Salts);
  uint8_t *DCond = gputest::upload(Cond);
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off),
      *DWide = gputest::upload(Wide), *DNarrow = gputest::upload(Narrow);
  parentMixed<<<grid(NP), ParentBlock>>>(DM, DLen, DOff, DWide, NP);
  CK_SYNC();
  T.compare("mixed", gputest::download(DM, RefM.size()), RefM);
  parentEarly<<<grid(NP), ParentBlock>>>(DCond, DE, DE2, DLen, DOff, DNarrow,
                                         DSalts, NP);
  CK_SYNC();
  T.compare("early", gputest::download(DE, RefE.size()), RefE);
  T.compare("early2", gputest::download(DE2, RefE2.size()), RefE2);
  freeAll(DM, DE, DE2, DSalts, DCond, DLen, DOff, DWide, DNarrow);
}

// 2^18 - 3 logical blocks over 256 parents: 0 to 2047 each, the last
// parent the rest.
static void many(gputest::Test &T) {
  const int NM = 256;
  std::vector<int> Blocks(NM), Block(NM), Size(NM);
  int Left = (1 << 18) - 3;
  for (int P = 0; P < NM; ++P)
    Left -= Blocks[P] = P == NM - 1 ? Left : std::min(Left, T.R.range(0, 2047));
  for (int P = 0; P < NM; ++P) {
    Block[P] = T.R.chance(0.5) ? 32 : T.R.range(1, 32);
    Size[P] = Blocks[P] * Block[P];
  }
  int Total;
  std::vector<int> Off = offsets(Size, Total);
  U32s Ref(Total, Poison);
  for (int P = 0; P < NM; ++P)
    for (int I = 0; I < Size[P]; ++I)
      Ref[Off[P] + I] =
          hash(I / Block[P], I % Block[P], Blocks[P], Block[P], P);
  uint32_t *DOut = poisoned(Total);
  int *DBlocks = gputest::upload(Blocks), *DOff = gputest::upload(Off),
      *DBlock = gputest::upload(Block);
  parentMany<<<grid(NM), ParentBlock>>>(DOut, DBlocks, DOff, DBlock, NM);
  CK_SYNC();
  T.compare("many", gputest::download(DOut, Ref.size()), Ref);
  freeAll(DOut, DBlocks, DOff, DBlock);
}

int main() {
  gputest::Test T("packed_children");
  T.pendingLaunches(1 << 18);
  // 16 parent blocks (block scope), then 512 (the default's auto-grid takes
  // grid scope).
  for (int NP : {2048, 65536}) {
    printf("%d parents\n", NP);
    reduce1d(T, NP, true);
    reduce1d(T, NP, false);
    small(T, NP);
    twod(T, NP);
    mixedEarly(T, NP);
  }
  many(T);
  return T.finish();
}
