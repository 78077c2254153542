// Red team (dfaeb42: two aggregated clones of every moldable child, the
// molded one launched at the resident capacity residentBlocks computes for
// it, not for the whole clone): children at the limits that clones change.
//  - bigshared: 44,000 bytes of static shared memory used as per-thread
//    slots without a barrier (both clones carry it, each with its own copy
//    of the parameters: K.dpagg.args twice in the module); a few resident
//    blocks per SM, so aggregates of a few thousand blocks are cut.
//  - bounded: __launch_bounds__(1024) and 48 live values (register
//    pressure), launched with 32 x 32 blocks (SafeThreads is 256, so every
//    launch asks cudaFuncGetAttributes about the original kernel).
//  - heavy: the same body without launch bounds, 16 x 32 blocks: the clones
//    get DPAgg's register bound, the original does not.
//  - tight: __launch_bounds__(128, 8), launched with 8 x 16 and 16 x 8
//    blocks: each is valid alone, but the aggregated block is 16 x 16 (256
//    threads, beyond the bound): the aggregate's launch fails and every
//    joiner must launch alone, through the DPAGG_LAUNCH_MOLDED site.
// Every child thread writes one word (a hash of its geometry, parameters and
// slots or live values) and counts itself.
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "MemoryOrder.cuh"

using gputest::hash;
using gputest::mix;

constexpr int Kinds = 4, ParentThreads = 128, SharedWords = 11000, Slots = 10;
constexpr int IdsPerKind = ParentThreads;

struct Plan {
  unsigned G[3], B[3];
  __host__ __device__ unsigned blocks() const { return G[0] * G[1] * G[2]; }
  __host__ __device__ unsigned threads() const { return B[0] * B[1] * B[2]; }
};

__host__ __device__ inline Plan planOf(unsigned Kind, uint32_t Id,
                                       uint32_t Salt) {
  Plan P;
  uint32_t H = hash(Kind, Id, Salt, 0x61u);
  P.G[1] = P.G[2] = 1;
  P.B[2] = 1;
  switch (Kind) {
  case 0: { // bigshared: 60-120 blocks of 32, 8 x 4 or 4 x 4 x 4 threads
    P.G[0] = 60 + H % 61;
    unsigned K = (H >> 8) % 3;
    P.B[0] = K == 0 ? 32 : K == 1 ? 8 : 4;
    P.B[1] = K == 0 ? 1 : 4;
    P.B[2] = K == 2 ? 4 : 1;
    break;
  }
  case 1: // bounded: 32 x 32 threads
    P.G[0] = 4 + H % 8, P.G[1] = 2 + (H >> 8) % 3;
    P.B[0] = 32, P.B[1] = 32;
    break;
  case 2: // heavy: 16 x 32 threads
    P.G[0] = 20 + H % 21;
    P.B[0] = 16, P.B[1] = 32;
    break;
  default: // tight: 8 x 16 or 16 x 8 threads
    P.G[0] = 5 + H % 6;
    P.B[0] = (H >> 8) % 2 ? 8 : 16, P.B[1] = (H >> 8) % 2 ? 16 : 8;
    break;
  }
  return P;
}

__host__ __device__ inline uint32_t geoWord(uint32_t Id, unsigned Tx,
                                            unsigned Ty, unsigned Tz,
                                            unsigned Bx, unsigned By,
                                            const Plan &P) {
  return hash(Id, Tx, Ty, Tz, Bx, By, P.G[0], P.G[1], P.B[0], P.B[1], P.B[2]);
}

/// 48 values live over 8 rounds (about 120 registers unbounded on sm_90).
__host__ __device__ __forceinline__ uint32_t heavy(uint32_t Seed) {
  uint32_t A[48];
#pragma unroll
  for (int I = 0; I < 48; ++I)
    A[I] = hash(Seed, I);
  uint32_t S = Seed;
#pragma unroll
  for (int J = 0; J < 8; ++J)
#pragma unroll
    for (int I = 0; I < 48; ++I)
      S = S * 3u + (A[I] ^ (A[(I + J + 1) % 48] >> (J + 1)));
  return S;
}

__device__ inline uint32_t *slotOf(uint32_t *Out, const Plan &P, unsigned &Tl,
                                   unsigned &Bl) {
  Tl = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  Bl = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  return Out + (size_t)Bl * P.threads() + Tl;
}

__device__ inline Plan seen() {
  Plan P;
  P.G[0] = gridDim.x, P.G[1] = gridDim.y, P.G[2] = gridDim.z;
  P.B[0] = blockDim.x, P.B[1] = blockDim.y, P.B[2] = blockDim.z;
  return P;
}

__global__ void bigshared(uint32_t *Out, unsigned *Count, uint32_t Id) {
  __shared__ uint32_t Big[SharedWords];
  Plan P = seen();
  unsigned Tl, Bl;
  uint32_t *O = slotOf(Out, P, Tl, Bl);
  atomicAdd(Count, 1u);
  volatile uint32_t *S = Big;
  for (int K = 0; K < Slots; ++K) // this thread's own words
    S[Tl + 1024 * K] = hash(Id, Bl, Tl, K);
  uint32_t H = geoWord(Id, threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
                       blockIdx.y, P);
  for (int K = Slots - 1; K >= 0; --K)
    H = mix(H, S[Tl + 1024 * K]);
  *O = H;
}

__global__ void __launch_bounds__(1024)
    bounded(uint32_t *Out, unsigned *Count, uint32_t Id) {
  Plan P = seen();
  unsigned Tl, Bl;
  uint32_t *O = slotOf(Out, P, Tl, Bl);
  atomicAdd(Count, 1u);
  *O = geoWord(Id, threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
               blockIdx.y, P) ^
       heavy(hash(Id, Bl, Tl));
}

__global__ void heavyKid(uint32_t *Out, unsigned *Count, uint32_t Id) {
  Plan P = seen();
  unsigned Tl, Bl;
  uint32_t *O = slotOf(Out, P, Tl, Bl);
  atomicAdd(Count, 1u);
  *O = geoWord(Id, threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
               blockIdx.y, P) ^
       heavy(hash(Id, Bl, Tl, 2u));
}

__global__ void __launch_bounds__(128, 8)
    tight(uint32_t *Out, unsigned *Count, uint32_t Id) {
  Plan P = seen();
  unsigned Tl, Bl;
  uint32_t *O = slotOf(Out, P, Tl, Bl);
  atomicAdd(Count, 1u);
  *O = geoWord(Id, threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
               blockIdx.y, P) ^
       hash(Id, Bl, Tl, 3u);
}

__host__ __device__ inline uint32_t wantWord(unsigned Kind, uint32_t Id,
                                             unsigned Tx, unsigned Ty,
                                             unsigned Tz, unsigned Bx,
                                             unsigned By, const Plan &P) {
  unsigned Tl = Tx + P.B[0] * (Ty + P.B[1] * Tz), Bl = Bx + P.G[0] * By;
  uint32_t H = geoWord(Id, Tx, Ty, Tz, Bx, By, P);
  switch (Kind) {
  case 0:
    for (int K = Slots - 1; K >= 0; --K)
      H = mix(H, hash(Id, Bl, Tl, K));
    return H;
  case 1:
    return H ^ heavy(hash(Id, Bl, Tl));
  case 2:
    return H ^ heavy(hash(Id, Bl, Tl, 2u));
  default:
    return H ^ hash(Id, Bl, Tl, 3u);
  }
}

__global__ void parent(unsigned Kind, uint32_t *Out,
                       const unsigned long long *Off, unsigned *Count,
                       int *Err, uint32_t Salt) {
  uint32_t Id = Kind * IdsPerKind + threadIdx.x;
  if (hash(Id, Salt, 0x60u) % 32 == 0)
    return; // a few parents launch nothing
  Plan P = planOf(Kind, Id, Salt);
  dim3 G(P.G[0], P.G[1], P.G[2]), B(P.B[0], P.B[1], P.B[2]);
  uint32_t *O = Out + Off[Id];
  switch (Kind) {
  case 0:
    bigshared<<<G, B>>>(O, Count + Id, Id);
    break;
  case 1:
    bounded<<<G, B>>>(O, Count + Id, Id);
    break;
  case 2:
    heavyKid<<<G, B>>>(O, Count + Id, Id);
    break;
  default:
    tight<<<G, B>>>(O, Count + Id, Id);
    break;
  }
  Err[Id] = cudaGetLastError();
}

int main() {
  mo::Stress St("mold6_limits", Kinds);
  St.T.pendingLaunches(Kinds * IdsPerKind + 4096);
  const size_t NIds = (size_t)Kinds * IdsPerKind;
  unsigned *Count = gputest::alloc<unsigned>(NIds);
  int *Err = gputest::alloc<int>(NIds);
  mo::Tally TOut("outputs"), TCount("child threads"), TErr("launch results");
  size_t Words = 0;
  const int Rounds = mo::rounds(2);
  for (int R = 0; R < Rounds; ++R) {
    const uint32_t Salt = (uint32_t)St.T.R.next();
    std::vector<unsigned long long> Off(NIds + 1, 0);
    std::vector<bool> On(NIds);
    for (size_t I = 0; I < NIds; ++I) {
      On[I] = hash((uint32_t)I, Salt, 0x60u) % 32 != 0;
      Plan P = planOf((unsigned)(I / IdsPerKind), (uint32_t)I, Salt);
      Off[I + 1] = Off[I] + (On[I] ? (unsigned long long)P.blocks() * P.threads()
                                   : 0);
    }
    mo::Round Buf(Off, Count, Err, NIds);
    const size_t N = Buf.N;
    uint32_t *Out = Buf.Out;
    unsigned long long *DOff = Buf.Off;
    for (unsigned K = 0; K < Kinds; ++K)
      parent<<<1, ParentThreads, 0, St.S[K]>>>(K, Out, DOff, Count, Err, Salt);
    CK_SYNC();
    auto HOut = gputest::download(Out, N);
    auto HCount = gputest::download(Count, NIds);
    auto HErr = gputest::download(Err, NIds);
    for (size_t I = 0; I < NIds; ++I) {
      unsigned Kind = (unsigned)(I / IdsPerKind);
      uint32_t Id = (uint32_t)I;
      Plan P = planOf(Kind, Id, Salt);
      TErr.check(I, HErr[I], On[I] ? 0 : -1);
      TCount.check(I, HCount[I], On[I] ? P.blocks() * P.threads() : 0u);
      if (!On[I])
        continue;
      for (unsigned By = 0; By < P.G[1]; ++By)
        for (unsigned Bx = 0; Bx < P.G[0]; ++Bx)
          for (unsigned Tz = 0; Tz < P.B[2]; ++Tz)
            for (unsigned Ty = 0; Ty < P.B[1]; ++Ty)
              for (unsigned Tx = 0; Tx < P.B[0]; ++Tx) {
                unsigned Tl = Tx + P.B[0] * (Ty + P.B[1] * Tz);
                unsigned Bl = Bx + P.G[0] * By;
                size_t W = Off[I] + (size_t)Bl * P.threads() + Tl;
                TOut.check(W, HOut[W], wantWord(Kind, Id, Tx, Ty, Tz, Bx, By, P));
                ++Words;
              }
    }
  }
  CK(cudaFree(Count));
  CK(cudaFree(Err));
  return St.finish({&TOut, &TCount, &TErr},
                   std::to_string(Words) + " child words");
}
