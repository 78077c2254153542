// Moldable aggregated children (-dpagg-moldable): the aggregate is launched
// with at most the blocks that can be resident, and each block loops over
// logical blocks. Children with __syncthreads are not molded (exchange and
// reduce: in .mold they are aggregated one block per logical block, and
// must still be right); the others here are molded, and each checks what
// molding could break:
//
//  - scatter (molded): early returns at two points and uneven work per
//    thread, so threads reach the latch from different paths at different
//    times while others still compute. Parents ask for block sizes 1..128
//    (so the aggregated block has threads that are surplus for some logical
//    blocks) and 1-D or 2-D grids; every output hashes the logical geometry
//    and the parameters.
//  - many (molded): 2^20 logical blocks (parents with 0 to 8192 blocks
//    each; a parent with 0 launches nothing, since a launch of 0 blocks is
//    invalid), so the loop runs many iterations per physical block and the
//    record is held and released across them; all threads but one leave at
//    once.
//  - exchange (not molded): early returns before and between __syncthreads,
//    with shared memory read across threads after each barrier. Molding it
//    computed wrong values on an H100 (about 18% at a4dce48): a thread that
//    finished a logical block waiting at the latch while others of its warp
//    wait at a body barrier. Kept as the guard of that refusal.
//  - reduce (not molded): a block-wide sum through two shared arrays and
//    three barriers, into one output per logical block, with the logical
//    geometry hashed in.
//
// The same checks pass without molding (.base, .dpagg, .warp); .mold,
// .mold_warp and .mold_auto are built with -dpagg-moldable=on/on/auto.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/moldable_children.base
// RUN: %gpubin/moldable_children.dpagg
// RUN: %gpubin/moldable_children.warp
// RUN: %gpubin/moldable_children.mold
// RUN: %gpubin/moldable_children.mold_warp
// RUN: %gpubin/moldable_children.mold_auto
#include "GPUTest.cuh"

using gputest::hash;

constexpr int MaxBlock = 128;

//===-- exchange ----------------------------------------------------------===//

__host__ __device__ inline uint32_t ex1(uint32_t I, int P) {
  return hash(I, P, 1u);
}

// Elements [0, N) of a 2-D grid of blocks, row-major over blocks.
__global__ void exchange(uint32_t *Out, int N, int P) {
  __shared__ uint32_t Tile[MaxBlock];
  __shared__ uint32_t Tile2[MaxBlock];
  unsigned T = threadIdx.x, Nt = blockDim.x;
  unsigned Blk = blockIdx.y * gridDim.x + blockIdx.x;
  int I = Blk * Nt + T;
  if (I >= N)
    return; // before every barrier
  Tile[T] = ex1(I, P);
  __syncthreads();
  // The partner exists when it is in range (else it returned above).
  unsigned Q = T ^ 1;
  int J = Blk * Nt + Q;
  uint32_t V = Tile[T] + (Q < Nt && J < N ? Tile[Q] : 7u);
  if (T % 5 == 4) {
    Out[I] = hash(V, 5u, blockIdx.x, blockIdx.y, gridDim.x, gridDim.y, Nt);
    return; // between barriers
  }
  Tile2[T] = V;
  __syncthreads();
  // The next live thread below, if any (threads with T % 5 == 4 left).
  unsigned R = T == 0 ? 0 : (T - 1) % 5 == 4 ? (T >= 2 ? T - 2 : 0) : T - 1;
  uint32_t W = Tile2[R];
  Out[I] = hash(V, W, blockIdx.x, blockIdx.y, gridDim.x, gridDim.y, Nt);
}

static void exchangeRef(std::vector<uint32_t> &Out, int Base, int N, int Nt,
                        int Gx, int Gy, int P) {
  for (int I = 0; I < N; ++I) {
    int Blk = I / Nt, T = I % Nt;
    int Bx = Blk % Gx, By = Blk / Gx;
    auto Val = [&](int T2) {
      int I2 = Blk * Nt + T2;
      int Q = T2 ^ 1, J = Blk * Nt + Q;
      return ex1(I2, P) + (Q < Nt && J < N ? ex1(J, P) : 7u);
    };
    uint32_t V = Val(T);
    if (T % 5 == 4) {
      Out[Base + I] = hash(V, 5u, Bx, By, Gx, Gy, Nt);
      continue;
    }
    int R = T == 0 ? 0 : (T - 1) % 5 == 4 ? (T >= 2 ? T - 2 : 0) : T - 1;
    Out[Base + I] = hash(V, Val(R), Bx, By, Gx, Gy, Nt);
  }
}

__global__ void parentExchange(uint32_t *Out, const int *Len, const int *Off,
                               const int *Block, const int *Rows, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int B = Block[P], N = Len[P], Blocks = (N + B - 1) / B;
  int Gy = Rows[P], Gx = (Blocks + Gy - 1) / Gy;
  exchange<<<dim3(Gx, Gy), B>>>(Out + Off[P], N, P);
}

//===-- scatter -----------------------------------------------------------===//

__host__ __device__ inline uint32_t scatterValue(int I, unsigned T, int P) {
  uint32_t V = ex1(I, P);
  // Uneven work: threads of one warp reach the latch at different times.
  for (unsigned K = 0; K < T % 7; ++K)
    V = hash(V, K);
  return V;
}

// Elements [0, N) of a 2-D grid of blocks, row-major over blocks; no
// barrier, so the pass molds it.
__global__ void scatter(uint32_t *Out, int N, int P) {
  unsigned T = threadIdx.x, Nt = blockDim.x;
  unsigned Blk = blockIdx.y * gridDim.x + blockIdx.x;
  int I = Blk * Nt + T;
  if (I >= N)
    return;
  if (T % 5 == 4) {
    Out[I] =
        hash(ex1(I, P), 5u, blockIdx.x, blockIdx.y, gridDim.x, gridDim.y, Nt);
    return;
  }
  Out[I] = hash(scatterValue(I, T, P), blockIdx.x, blockIdx.y, gridDim.x,
                gridDim.y, Nt);
}

static void scatterRef(std::vector<uint32_t> &Out, int Base, int N, int Nt,
                       int Gx, int Gy, int P) {
  for (int I = 0; I < N; ++I) {
    int Blk = I / Nt, T = I % Nt;
    int Bx = Blk % Gx, By = Blk / Gx;
    Out[Base + I] = T % 5 == 4
                        ? hash(ex1(I, P), 5u, Bx, By, Gx, Gy, Nt)
                        : hash(scatterValue(I, T, P), Bx, By, Gx, Gy, Nt);
  }
}

__global__ void parentScatter(uint32_t *Out, const int *Len, const int *Off,
                              const int *Block, const int *Rows, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int B = Block[P], N = Len[P], Blocks = (N + B - 1) / B;
  int Gy = Rows[P], Gx = (Blocks + Gy - 1) / Gy;
  scatter<<<dim3(Gx, Gy), B>>>(Out + Off[P], N, P);
}

//===-- reduce ------------------------------------------------------------===//

__global__ void reduce(const uint32_t *In, uint32_t *Out, int N, int P) {
  __shared__ uint32_t A[MaxBlock];
  __shared__ uint32_t S[MaxBlock];
  unsigned T = threadIdx.x, Nt = blockDim.x;
  int I = blockIdx.x * Nt + T;
  A[T] = I < N ? In[I] : 0u;
  __syncthreads();
  // Each thread adds its neighbour's value: every thread's write must be
  // visible, and none of the next logical block's.
  S[T] = A[T] * 3u + A[(T + 1) % Nt];
  __syncthreads();
  if (T == 0) {
    uint32_t Sum = 0;
    for (unsigned K = 0; K < Nt; ++K)
      Sum += S[K];
    A[0] = Sum;
  }
  __syncthreads();
  if (T == Nt - 1)
    Out[blockIdx.x] = hash(A[0], blockIdx.x, gridDim.x, Nt, P);
}

__global__ void parentReduce(const uint32_t *In, uint32_t *Out,
                             const int *Len, const int *Off,
                             const int *BlockOff, const int *Block, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int B = Block[P], N = Len[P];
  reduce<<<(N + B - 1) / B, B>>>(In + Off[P], Out + BlockOff[P], N, P);
}

//===-- many --------------------------------------------------------------===//

// No barrier, so the pass molds it: every thread but the last leaves at
// once, and the last one sums what the others' indices would have been.
__global__ void many(uint32_t *Out, int P) {
  if (threadIdx.x != blockDim.x - 1)
    return;
  uint32_t Sum = 0;
  for (unsigned K = 0; K < blockDim.x; ++K)
    Sum += K + blockIdx.x;
  Out[blockIdx.x] = hash(Sum, blockIdx.x, gridDim.x, P);
}

__global__ void parentMany(uint32_t *Out, const int *Blocks, const int *Off,
                           int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Blocks[P] == 0)
    return;
  many<<<Blocks[P], 32>>>(Out + Off[P], P);
}

int main() {
  gputest::Test T("moldable_children");
  const int NP = 1024;
  T.pendingLaunches(NP + 4096);
  const int ParentBlock = 128;

  for (int Round = 0; Round < 2; ++Round) {
    // exchange
    std::vector<int> Len(NP), Off(NP), Block(NP), Rows(NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      Len[P] = T.R.chance(0.1) ? 0 : T.R.range(1, 3000);
      Block[P] = T.R.chance(0.5) ? T.R.range(1, MaxBlock)
                                 : 32 * T.R.range(1, MaxBlock / 32);
      Rows[P] = T.R.chance(0.3) ? T.R.range(1, 4) : 1;
      // Rows beyond the blocks would leave whole blocks with nothing to do:
      // still valid, and they must return at once.
      Off[P] = Total;
      Total += Len[P];
    }
    std::vector<uint32_t> Ref(Total ? Total : 1, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      if (!Len[P])
        continue;
      int Blocks = (Len[P] + Block[P] - 1) / Block[P];
      int Gy = Rows[P], Gx = (Blocks + Gy - 1) / Gy;
      exchangeRef(Ref, Off[P], Len[P], Block[P], Gx, Gy, P);
    }
    uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size());
    gputest::poison(DOut, Ref.size());
    int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off),
        *DBlock = gputest::upload(Block), *DRows = gputest::upload(Rows);
    parentExchange<<<(NP + ParentBlock - 1) / ParentBlock, ParentBlock>>>(
        DOut, DLen, DOff, DBlock, DRows, NP);
    CK_SYNC();
    T.compare("exchange", gputest::download(DOut, Ref.size()), Ref);
    CK(cudaFree(DOut));

    // scatter (same lengths, block sizes and rows)
    std::vector<uint32_t> RefS(Total ? Total : 1, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      if (!Len[P])
        continue;
      int Blocks = (Len[P] + Block[P] - 1) / Block[P];
      int Gy = Rows[P], Gx = (Blocks + Gy - 1) / Gy;
      scatterRef(RefS, Off[P], Len[P], Block[P], Gx, Gy, P);
    }
    uint32_t *DOutS = gputest::alloc<uint32_t>(RefS.size());
    gputest::poison(DOutS, RefS.size());
    parentScatter<<<(NP + ParentBlock - 1) / ParentBlock, ParentBlock>>>(
        DOutS, DLen, DOff, DBlock, DRows, NP);
    CK_SYNC();
    T.compare("scatter", gputest::download(DOutS, RefS.size()), RefS);
    CK(cudaFree(DOutS));
    CK(cudaFree(DRows));

    // reduce (same lengths and block sizes)
    std::vector<uint32_t> In(Total ? Total : 1);
    for (uint32_t &V : In)
      V = (uint32_t)T.R.next();
    std::vector<int> BlockOff(NP);
    int Outs = 0;
    for (int P = 0; P < NP; ++P) {
      BlockOff[P] = Outs;
      Outs += (Len[P] + Block[P] - 1) / Block[P];
    }
    std::vector<uint32_t> RefR(Outs ? Outs : 1, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      int B = Block[P], Blocks = (Len[P] + B - 1) / B;
      for (int K = 0; K < Blocks; ++K) {
        std::vector<uint32_t> A(B);
        for (int Tt = 0; Tt < B; ++Tt) {
          int I = K * B + Tt;
          A[Tt] = I < Len[P] ? In[Off[P] + I] : 0u;
        }
        uint32_t Sum = 0;
        for (int Tt = 0; Tt < B; ++Tt)
          Sum += A[Tt] * 3u + A[(Tt + 1) % B];
        RefR[BlockOff[P] + K] = hash(Sum, K, Blocks, B, P);
      }
    }
    uint32_t *DIn = gputest::upload(In);
    uint32_t *DOutR = gputest::alloc<uint32_t>(RefR.size());
    gputest::poison(DOutR, RefR.size());
    int *DBlockOff = gputest::upload(BlockOff);
    parentReduce<<<(NP + ParentBlock - 1) / ParentBlock, ParentBlock>>>(
        DIn, DOutR, DLen, DOff, DBlockOff, DBlock, NP);
    CK_SYNC();
    T.compare("reduce", gputest::download(DOutR, RefR.size()), RefR);
    CK(cudaFree(DIn));
    CK(cudaFree(DOutR));
    CK(cudaFree(DBlockOff));
    CK(cudaFree(DLen));
    CK(cudaFree(DOff));
    CK(cudaFree(DBlock));
  }

  // many: 256 parents, 2^20 logical blocks in all.
  {
    const int NM = 256, Want = 1 << 20;
    std::vector<int> Blocks(NM, 0), Off(NM);
    int Sum = 0;
    for (int P = 0; P < NM; ++P) {
      Blocks[P] = T.R.chance(0.1) ? 0 : T.R.range(1, 8192);
      Sum += Blocks[P];
    }
    // Scale to exactly 2^20 (the last nonzero parent takes the rest).
    int Left = Want;
    for (int P = 0; P < NM; ++P) {
      if (!Blocks[P])
        continue;
      Blocks[P] = std::min(Left, std::max(1, (int)((long long)Blocks[P] *
                                                   Want / Sum)));
      Left -= Blocks[P];
    }
    for (int P = NM - 1; P >= 0 && Left; --P)
      if (Blocks[P]) {
        Blocks[P] += Left;
        Left = 0;
      }
    int Total = 0;
    for (int P = 0; P < NM; ++P) {
      Off[P] = Total;
      Total += Blocks[P];
    }
    std::vector<uint32_t> Ref(Total ? Total : 1, 0xffffffffu);
    for (int P = 0; P < NM; ++P)
      for (int B = 0; B < Blocks[P]; ++B)
        Ref[Off[P] + B] = hash(32u * B + 496u, B, Blocks[P], P);
    printf("many: %d logical blocks\n", Total);
    uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size());
    gputest::poison(DOut, Ref.size());
    int *DBlocks = gputest::upload(Blocks), *DOff = gputest::upload(Off);
    parentMany<<<NM / ParentBlock, ParentBlock>>>(DOut, DBlocks, DOff, NM);
    CK_SYNC();
    T.compare("many", gputest::download(DOut, Ref.size()), Ref);
    CK(cudaFree(DOut));
    CK(cudaFree(DBlocks));
    CK(cudaFree(DOff));
  }
  return T.finish();
}
