// Issue 9, class 8: warp-collective children launched with multi-dimensional
// blocks of exactly one warp (16x2, 8x4, 4x8, 2x16, 8x2x2, 32x1). A warp is
// the 32 consecutive threads of the block's linear order, so each child's
// collective covers the whole child. Kinds of collective:
//  0 tensor cores: wmma 16x16x16 half -> float (block 16x2), a matrix product
//    checked against the CPU;
//  1 __shfl_xor_sync butterfly sum;
//  2 __reduce_add_sync (redux.sync);
//  3 __match_any_sync and __ballot_sync (match, vote);
//  4 a butterfly through inline asm shfl.sync.
// Packing such a child into a wider aggregated block leaves its warps partly
// filled or shared with another child.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/warp_collective_2d_block.base
// RUN: %gpubin/warp_collective_2d_block.dpagg
// RUN: %gpubin/warp_collective_2d_block.warp
#include "GPUTest.cuh"

#include <cuda_fp16.h>
#include <mma.h>

using gputest::hash;
using namespace nvcuda;

constexpr int Pool = 64;

__global__ void mma_child(const __half *A, const __half *B, float *C) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> FA;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> FB;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> FC;
  wmma::fill_fragment(FC, 0.0f);
  wmma::load_matrix_sync(FA, A, 16);
  wmma::load_matrix_sync(FB, B, 16);
  wmma::mma_sync(FC, FA, FB, FC);
  wmma::store_matrix_sync(C, FC, 16, wmma::mem_row_major);
}

__device__ __forceinline__ unsigned laneOf() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

// Kinds 1..4: every lane starts from V = hash(P, lane) and writes one word.
__global__ void coll_child(uint32_t *Out, int P, int Kind) {
  unsigned L = laneOf();
  uint32_t V = hash(P, L), R = 0;
  if (Kind == 1) {
    uint32_t S = V;
    for (int M = 16; M > 0; M /= 2)
      S += __shfl_xor_sync(0xffffffffu, S, M);
    R = S;
  } else if (Kind == 2) {
    R = __reduce_add_sync(0xffffffffu, V);
  } else if (Kind == 3) {
    uint32_t Same = __match_any_sync(0xffffffffu, V % 4);
    uint32_t Odd = __ballot_sync(0xffffffffu, V & 1);
    R = hash(Same, Odd);
  } else {
    uint32_t S = V, O;
    for (int M = 16; M > 0; M /= 2) {
      asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;"
                   : "=r"(O)
                   : "r"(S), "r"(M));
      S += O;
    }
    R = S;
  }
  Out[L] = hash(R, L);
}

__host__ __device__ inline dim3 shapeOf(uint32_t S) {
  switch (S % 6) {
  case 0: return dim3(16, 2);
  case 1: return dim3(8, 4);
  case 2: return dim3(4, 8);
  case 3: return dim3(2, 16);
  case 4: return dim3(8, 2, 2);
  default: return dim3(32);
  }
}

__global__ void parent(const __half *A, const __half *B, float *C,
                       uint32_t *Out, const uint32_t *Seeds, int Kind) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = Seeds[P];
  if (S % 5 == 0)
    return; // some threads do not launch
  if (Kind == 0)
    mma_child<<<1, dim3(16, 2)>>>(A + (S >> 8) % Pool * 256,
                                  B + (S >> 16) % Pool * 256, C + P * 256);
  else
    coll_child<<<1, shapeOf(S >> 3)>>>(Out + P * 32, P, Kind);
}

int main() {
  gputest::Test T("warp_collective_2d_block");
  const int Blocks = 32, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  std::vector<float> AF(Pool * 256), BF(Pool * 256);
  std::vector<__half> AH(Pool * 256), BH(Pool * 256);
  float *DC = gputest::alloc<float>((size_t)NP * 256);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * 32);
  static const char *Names[] = {"wmma 16x16x16 in a 16x2 block",
                                "shfl_xor butterfly", "redux.sync add",
                                "match.any + vote.ballot",
                                "inline asm shfl.sync"};
  for (int Kind = 0; Kind < 5; ++Kind) {
    for (int I = 0; I < Pool * 256; ++I) {
      AF[I] = (float)T.R.range(-3, 3);
      BF[I] = (float)T.R.range(-3, 3);
      AH[I] = __float2half(AF[I]);
      BH[I] = __float2half(BF[I]);
    }
    std::vector<uint32_t> Seeds(NP);
    for (auto &S : Seeds)
      S = (uint32_t)T.R.next();
    __half *DA = gputest::upload(AH), *DB = gputest::upload(BH);
    uint32_t *DSeeds = gputest::upload(Seeds);
    gputest::poison(DC, (size_t)NP * 256);
    gputest::poison(DOut, (size_t)NP * 32);
    parent<<<Blocks, Threads>>>(DA, DB, DC, DOut, DSeeds, Kind);
    CK_SYNC();
    if (Kind == 0) {
      // Compare bit patterns: the products are small integers, exact.
      std::vector<uint32_t> Ref((size_t)NP * 256, 0xffffffffu);
      for (int P = 0; P < NP; ++P) {
        uint32_t S = Seeds[P];
        if (S % 5 == 0)
          continue;
        const float *Am = &AF[(S >> 8) % Pool * 256],
                    *Bm = &BF[(S >> 16) % Pool * 256];
        for (int M = 0; M < 16; ++M)
          for (int N = 0; N < 16; ++N) {
            float Acc = 0;
            for (int K = 0; K < 16; ++K)
              Acc += Am[M * 16 + K] * Bm[N * 16 + K];
            memcpy(&Ref[(size_t)P * 256 + M * 16 + N], &Acc, 4);
          }
      }
      std::vector<float> Got = gputest::download(DC, (size_t)NP * 256);
      std::vector<uint32_t> GotBits(Got.size());
      memcpy(GotBits.data(), Got.data(), Got.size() * 4);
      T.compare(Names[Kind], GotBits, Ref);
    } else {
      std::vector<uint32_t> Ref((size_t)NP * 32, 0xffffffffu);
      for (int P = 0; P < NP; ++P) {
        uint32_t S = Seeds[P];
        if (S % 5 == 0)
          continue;
        uint32_t V[32], Sum = 0, Odd = 0;
        for (int L = 0; L < 32; ++L) {
          V[L] = hash(P, L);
          Sum += V[L];
          Odd |= (V[L] & 1u) << L;
        }
        for (int L = 0; L < 32; ++L) {
          uint32_t R = Sum;
          if (Kind == 3) {
            uint32_t Same = 0;
            for (int M = 0; M < 32; ++M)
              Same |= (uint32_t)(V[M] % 4 == V[L] % 4) << M;
            R = hash(Same, Odd);
          }
          Ref[(size_t)P * 32 + L] = hash(R, L);
        }
      }
      T.compare(Names[Kind], gputest::download(DOut, (size_t)NP * 32), Ref);
    }
    CK(cudaFree(DA));
    CK(cudaFree(DB));
    CK(cudaFree(DSeeds));
  }
  CK(cudaFree(DC));
  CK(cudaFree(DOut));
  return T.finish();
}
