// Red team (dfaeb42: every moldable child is molded by default): malloc,
// free and printf are on the allow-list of molded bodies (AggregatedChild.cpp,
// isMoldFreeDeclaration), so in a cut aggregate some lanes of a warp call
// into the device heap or printf while other lanes of the same warp (early
// returns, threads inactive in the logical block's smaller shape, surplus
// threads of the aggregated block) already wait at the latch's barrier, and
// the heap sees one physical block allocate and free again for every
// logical block it runs. If the heap's or printf's code relied on the lanes
// that are not with it having exited (a warp-synchronous allocator with a
// full mask, a barrier inside), the molded child would hang or lose words.
// Parent blocks of 128 threads each launch 100-200 blocks per thread (cut at
// auto), in shapes 32x1x1, 8x4x1, 4x4x2 and 20x1x1 (surplus threads), every
// fourth thread returns early, the others malloc 1-16 words, fill them, hash
// them back in a scrambled order, free them and write one word; a few
// children print one line each (not checked: their order is the device's).
// The device heap is 256 MiB, so malloc never legitimately fails here.
// Exit 0 right, 1 wrong (or a failed malloc), 2 CUDA error; a hang is a
// failure (run under a timeout).
// VARIANT on: --dpagg-moldable=on
#include "MemoryOrder.cuh"

using gputest::hash;
using gputest::mix;

constexpr int Streams = 2, GridsPerRound = 2, DefaultRounds = 2;
constexpr int ParentBlocks = 2, ParentThreads = 128;
constexpr int IdsPerGrid = ParentBlocks * ParentThreads;

struct Plan {
  unsigned G[3], B[3];
  bool On; // one parent in 32 launches nothing
};

__host__ __device__ inline Plan planOf(uint32_t Id, uint32_t Salt) {
  Plan P;
  unsigned *G = P.G, *B = P.B;
  P.On = hash(Id, Salt, 0x50u) % 32 != 0;
  static constexpr unsigned S[4][3] = {
      {32, 1, 1}, {8, 4, 1}, {4, 4, 2}, {20, 1, 1}};
  uint32_t H = hash(Id, Salt, 0x51u);
  unsigned NB = 100 + H % 101;
  G[0] = (H >> 8) % 2 ? NB : (NB + 3) / 4;
  G[1] = (H >> 8) % 2 ? 1 : 4;
  G[2] = 1;
  unsigned K = (H >> 12) % 4;
  B[0] = S[K][0], B[1] = S[K][1], B[2] = S[K][2];
  return P;
}

__host__ __device__ inline unsigned wordsOf(uint32_t Id, unsigned Bl,
                                            unsigned Tl) {
  return 1 + hash(Id, Bl, Tl, 0x52u) % 16;
}
__host__ __device__ inline bool earlyOut(uint32_t Id, unsigned Bl,
                                         unsigned Tl) {
  return hash(Id, Bl, Tl, 0x53u) % 4 == 0;
}
__host__ __device__ inline uint32_t heapWord(uint32_t Id, unsigned Bl,
                                             unsigned Tl, unsigned I) {
  return hash(Id, Bl, Tl, I, 0x54u);
}
__host__ __device__ inline uint32_t finalWord(uint32_t Id, unsigned Bl,
                                              unsigned Tl, uint32_t H,
                                              const unsigned *G,
                                              const unsigned *B) {
  return hash(H, Id, Bl, Tl, G[0], G[1], G[2], B[0], B[1], B[2]);
}

__global__ void kid(uint32_t *Out, unsigned *Count, unsigned *NoMem,
                    uint32_t Id) {
  const unsigned Tl = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  const unsigned Bl = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  const unsigned Tn = blockDim.x * blockDim.y * blockDim.z;
  uint32_t *O = Out + (size_t)Bl * Tn + Tl;
  atomicAdd(Count, 1u);
  if (earlyOut(Id, Bl, Tl)) {
    *O = hash(Id, Bl, Tl, 0xbeefu);
    return;
  }
  unsigned N = wordsOf(Id, Bl, Tl);
  uint32_t *P = static_cast<uint32_t *>(malloc(N * sizeof(uint32_t)));
  if (!P) {
    atomicAdd(NoMem, 1u);
    return;
  }
  for (unsigned I = 0; I < N; ++I)
    P[I] = heapWord(Id, Bl, Tl, I);
  uint32_t H = 0;
  for (unsigned I = 0; I < N; ++I)
    H = mix(H, P[(I * 7) % N]);
  free(P);
  if (Id % 97 == 0 && Bl == 0 && Tl == 0)
    printf("mold6_malloc_printf: child of parent %u: %u words\n", Id, N);
  const unsigned G[3] = {gridDim.x, gridDim.y, gridDim.z};
  const unsigned B[3] = {blockDim.x, blockDim.y, blockDim.z};
  *O = finalWord(Id, Bl, Tl, H, G, B);
}

__global__ void parent(uint32_t *Out, const unsigned long long *Off,
                       unsigned *Count, unsigned *NoMem, int *Err,
                       uint32_t Base, uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  Plan P = planOf(Id, Salt);
  if (!P.On)
    return;
  kid<<<dim3(P.G[0], P.G[1], P.G[2]), dim3(P.B[0], P.B[1], P.B[2])>>>(
      Out + Off[Id], Count + Id, NoMem, Id);
  Err[Id] = cudaGetLastError();
}

int main() {
  mo::Stress St("mold6_malloc_printf", Streams);
  St.T.pendingLaunches(GridsPerRound * IdsPerGrid + 4096);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256u << 20));
  const size_t NIds = (size_t)GridsPerRound * IdsPerGrid;
  unsigned *Count = gputest::alloc<unsigned>(NIds);
  unsigned *NoMem = gputest::alloc<unsigned>(1);
  int *Err = gputest::alloc<int>(NIds);
  mo::Tally TOut("outputs"), TCount("child threads"), TErr("launch results"),
      TNoMem("mallocs");
  size_t Words = 0, Mallocs = 0;
  const int Rounds = mo::rounds(DefaultRounds);
  for (int R = 0; R < Rounds; ++R) {
    std::vector<uint32_t> Salt(GridsPerRound);
    for (auto &S : Salt)
      S = (uint32_t)St.T.R.next();
    std::vector<unsigned long long> Off(NIds + 1, 0);
    for (size_t I = 0; I < NIds; ++I) {
      Plan P = planOf((uint32_t)I, Salt[I / IdsPerGrid]);
      const unsigned *G = P.G, *B = P.B;
      Off[I + 1] = Off[I] + (P.On ? (unsigned long long)G[0] * G[1] * G[2] *
                                        B[0] * B[1] * B[2]
                                  : 0);
    }
    mo::Round Buf(Off, Count, Err, NIds);
    const size_t N = Buf.N;
    uint32_t *Out = Buf.Out;
    unsigned long long *DOff = Buf.Off;
    CK(cudaMemset(NoMem, 0, sizeof(unsigned)));
    for (int G = 0; G < GridsPerRound; ++G)
      parent<<<ParentBlocks, ParentThreads, 0, St.S[G % Streams]>>>(
          Out, DOff, Count, NoMem, Err, G * IdsPerGrid, Salt[G]);
    CK_SYNC();
    auto HOut = gputest::download(Out, N);
    auto HCount = gputest::download(Count, NIds);
    auto HErr = gputest::download(Err, NIds);
    size_t RoundMallocs = 0;
    for (size_t I = 0; I < NIds; ++I) {
      uint32_t Id = (uint32_t)I;
      Plan P = planOf(Id, Salt[I / IdsPerGrid]);
      const unsigned *G = P.G, *B = P.B;
      TErr.check(I, HErr[I], P.On ? 0 : -1);
      TCount.check(I, HCount[I],
                   P.On ? G[0] * G[1] * G[2] * B[0] * B[1] * B[2] : 0u);
      if (!P.On)
        continue;
      unsigned Tn = B[0] * B[1] * B[2], Nb = G[0] * G[1] * G[2];
      for (unsigned Bl = 0; Bl < Nb; ++Bl)
        for (unsigned Tl = 0; Tl < Tn; ++Tl) {
          uint32_t Want;
          if (earlyOut(Id, Bl, Tl)) {
            Want = hash(Id, Bl, Tl, 0xbeefu);
          } else {
            unsigned NW = wordsOf(Id, Bl, Tl);
            uint32_t H = 0;
            for (unsigned K = 0; K < NW; ++K)
              H = mix(H, heapWord(Id, Bl, Tl, (K * 7) % NW));
            Want = finalWord(Id, Bl, Tl, H, G, B);
            ++RoundMallocs;
          }
          size_t W = Off[I] + (size_t)Bl * Tn + Tl;
          TOut.check(W, HOut[W], Want);
          ++Words;
        }
    }
    Mallocs += RoundMallocs;
    TNoMem.add(gputest::download(NoMem, 1)[0], RoundMallocs);
  }
  CK(cudaFree(Count));
  CK(cudaFree(NoMem));
  CK(cudaFree(Err));
  return St.finish({&TOut, &TCount, &TErr, &TNoMem},
                   std::to_string(Words) + " child words, " +
                       std::to_string(Mallocs) + " mallocs");
}
