// Issue 21, item 17: a warp-collective child launched with a block that is
// 32x1 where the source writes it, and set to (32/R) x R out of the pass's
// sight: by a __noinline__ helper taking dim3& (kind 0), by inline PTX
// stores into the dim3 (kind 1), by a store at an index known only at run
// time (kind 2); kind 3 leaves it 32x1 (provably 1-D, aggregated). Each
// child block is one warp; a lane's result depends on every lane of it
// (__ballot_sync, a __shfl_xor_sync butterfly). Taking the block for 1-D
// packed such children into half-full warps (bb82e36: about a third of the
// results wrong at block and warp scope).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/block_shape_out_of_sight.base
// RUN: %gpubin/block_shape_out_of_sight.dpagg
// RUN: %gpubin/block_shape_out_of_sight.warp
#include "GPUTest.cuh"

using gputest::hash;

__global__ void warp_child(uint32_t *Out, int P, uint32_t Salt) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  uint32_t Mine = hash(P, T, blockIdx.x, Salt);
  uint32_t Ballot = __ballot_sync(0xffffffffu, Mine & 1);
  uint32_t Sum = Mine;
  for (int M = 16; M > 0; M /= 2)
    Sum += __shfl_xor_sync(0xffffffffu, Sum, M);
  Out[blockIdx.x * 32 + T] = hash(Ballot, Sum, T);
}

__device__ __noinline__ void reshape(dim3 &B, int Rows) {
  if (Rows > 1) {
    B.x = 32 / Rows;
    B.y = Rows;
  }
}

__global__ void parent(uint32_t *Out, const int *Rows, const int *One, int NP,
                       int Kind, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  int R = Rows[P];
  dim3 B(32, 1, 1);
  if (Kind == 0) {
    reshape(B, R);
  } else if (Kind == 1) {
    asm volatile("st.u32 [%0], %1;\n\tst.u32 [%0+4], %2;"
                 :
                 : "l"(&B), "r"(32 / R), "r"(R)
                 : "memory");
  } else if (Kind == 2) {
    B.x = 32 / R;
    (&B.x)[One[P]] = R; // One[P] == 1: B.y
  }
  warp_child<<<2, B>>>(Out + P * 64, P, Salt);
}

int main() {
  gputest::Test T("block_shape_out_of_sight");
  const int NP = 16384;
  T.pendingLaunches(NP + 4096);
  static const char *Names[] = {"noinline helper taking dim3&",
                                "inline PTX stores", "run-time index",
                                "provably 1-D"};
  int *DRows = gputest::alloc<int>(NP), *DOne = gputest::alloc<int>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * 64);
  for (int Kind = 0; Kind < 4; ++Kind) {
    uint32_t Salt = (uint32_t)T.R.next();
    static const int Choices[] = {1, 2, 4};
    std::vector<int> Rows(NP), One(NP, 1);
    for (int &R : Rows)
      R = Kind == 3 ? 1 : Choices[T.R.range(0, 2)];
    CK(cudaMemcpy(DRows, Rows.data(), NP * sizeof(int),
                  cudaMemcpyHostToDevice));
    CK(cudaMemcpy(DOne, One.data(), NP * sizeof(int), cudaMemcpyHostToDevice));
    gputest::poison(DOut, (size_t)NP * 64);
    parent<<<NP / 128, 128>>>(DOut, DRows, DOne, NP, Kind, Salt);
    CK_SYNC();
    // Every child block is exactly one warp, whatever its shape: the
    // warp's lanes are its threads in linear order.
    std::vector<uint32_t> Ref((size_t)NP * 64);
    for (int P = 0; P < NP; ++P)
      for (int Blk = 0; Blk < 2; ++Blk) {
        uint32_t Mine[32], Ballot = 0, Sum = 0;
        for (unsigned L = 0; L < 32; ++L) {
          Mine[L] = hash(P, L, Blk, Salt);
          Ballot |= (Mine[L] & 1u) << L;
          Sum += Mine[L];
        }
        for (unsigned L = 0; L < 32; ++L)
          Ref[(size_t)P * 64 + Blk * 32 + L] = hash(Ballot, Sum, L);
      }
    T.compare(Names[Kind], gputest::download(DOut, (size_t)NP * 64), Ref);
  }
  CK(cudaFree(DRows));
  CK(cudaFree(DOne));
  CK(cudaFree(DOut));
  return T.finish();
}
