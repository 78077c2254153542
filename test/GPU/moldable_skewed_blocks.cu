// Molded children with skewed logical blocks (issue 21, item 23): every
// 32nd logical block of each parent's grid does 50x the work of the others.
// A cut grid is odd (runtime/aggregate.cu, oddGrid), so the heavy blocks
// spread over every physical block; this checks that every
// logical block of every parent runs exactly once (a visit count per
// logical block, which must be 1) and with its own geometry and parameters
// (an output per thread hashing them and the work's result), over several
// rounds in one process so records are reused between aggregates. Parents
// launch 1 to 600 blocks of 32 to 128 threads; the pool and the resident
// capacity make the runtime cut most aggregates.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/moldable_skewed_blocks.base
// RUN: %gpubin/moldable_skewed_blocks.dpagg
// RUN: %gpubin/moldable_skewed_blocks.warp
// RUN: %gpubin/moldable_skewed_blocks.mold
#include "GPUTest.cuh"

using gputest::hash;

__host__ __device__ inline uint32_t work(uint32_t Seed, int Steps) {
  uint32_t X = Seed;
  for (int K = 0; K < Steps; ++K)
    X = X * 1664525u + 1013904223u;
  return X;
}

__host__ __device__ inline int stepsOf(unsigned Block) {
  return Block % 32 == 0 ? 2000 : 40;
}

// No barrier, no warp operation: the pass molds it.
__global__ void skewed(uint32_t *Out, unsigned *Visits, int N, int P) {
  unsigned B = blockIdx.x;
  if (threadIdx.x == 0)
    atomicAdd(&Visits[B], 1u);
  int I = B * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  Out[I] = hash(work(I + 7u * P, stepsOf(B)), B, gridDim.x, blockDim.x, P);
}

__global__ void parent(uint32_t *Out, unsigned *Visits, const int *Len,
                       const int *Off, const int *BOff, const int *Block,
                       int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int Blocks = (Len[P] + Block[P] - 1) / Block[P];
  skewed<<<Blocks, Block[P]>>>(Out + Off[P], Visits + BOff[P], Len[P], P);
}

int main() {
  gputest::Test T("moldable_skewed_blocks");
  const int NP = 512, ParentBlock = 128;
  T.pendingLaunches(NP + 4096);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<int> Len(NP), Off(NP), BOff(NP), Block(NP);
    int Total = 0, TotalBlocks = 0;
    for (int P = 0; P < NP; ++P) {
      Block[P] = 32 * T.R.range(1, 4);
      Len[P] = T.R.chance(0.05) ? 0 : T.R.range(1, 600) * Block[P] -
                                          T.R.range(0, Block[P] - 1);
      Off[P] = Total;
      BOff[P] = TotalBlocks;
      Total += Len[P];
      TotalBlocks += (Len[P] + Block[P] - 1) / Block[P];
    }
    std::vector<uint32_t> Ref(Total ? Total : 1, 0xffffffffu);
    std::vector<unsigned> RefVisits(TotalBlocks ? TotalBlocks : 1, 0);
    for (int P = 0; P < NP; ++P) {
      int Blocks = (Len[P] + Block[P] - 1) / Block[P];
      for (int B = 0; B < Blocks; ++B) {
        RefVisits[BOff[P] + B] = 1;
        for (int Tt = 0; Tt < Block[P]; ++Tt) {
          int I = B * Block[P] + Tt;
          if (I < Len[P])
            Ref[Off[P] + I] = hash(work(I + 7u * P, stepsOf(B)), (unsigned)B,
                                   (unsigned)Blocks, (unsigned)Block[P], P);
        }
      }
    }
    uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size());
    gputest::poison(DOut, Ref.size());
    unsigned *DVisits = gputest::alloc<unsigned>(RefVisits.size());
    CK(cudaMemset(DVisits, 0, RefVisits.size() * sizeof(unsigned)));
    int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off),
        *DBOff = gputest::upload(BOff), *DBlock = gputest::upload(Block);
    parent<<<(NP + ParentBlock - 1) / ParentBlock, ParentBlock>>>(
        DOut, DVisits, DLen, DOff, DBOff, DBlock, NP);
    CK_SYNC();
    T.compare("outputs", gputest::download(DOut, Ref.size()), Ref);
    T.compare("visits", gputest::download(DVisits, RefVisits.size()),
              RefVisits);
    for (void *D : {(void *)DOut, (void *)DVisits, (void *)DLen, (void *)DOff,
                    (void *)DBOff, (void *)DBlock})
      CK(cudaFree(D));
  }
  return T.finish();
}
