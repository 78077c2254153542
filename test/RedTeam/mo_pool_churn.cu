// Red team (405e661, memory order): records of the pool reused at the
// highest rate while children of earlier records still run. Rounds of 48
// short parent grids go into 4 streams at once; each parent thread (all of
// them in `parentAll`, about 7 in 8 in `parentSome`, whose site is divergent)
// launches a child whose parameters are 32 bytes of per-thread payload plus
// its id and the grid's salt. Every thread of every child block checks every
// byte of its parameters (a record overwritten by a new allocation before
// the old child's block copied it, or read stale through a cache, shows
// here); blocks of some children spin after their prologue, so that blocks
// which already released their record still run on the SMs while its bytes
// are handed out again. Each child block writes one hash of its geometry and
// payload, and every child thread counts itself, so a launch that runs twice,
// not at all, or with another parent's configuration shows too.
// The .smallpool variant has three 128 KB chunks: each chunk is reset and
// reused after every few records. The .mold variant also molds the child (a
// block runs several logical blocks and holds the record until its last).
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT smallpool: --dpagg-pool-size=524288
// VARIANT mold: --dpagg-moldable=on --dpagg-pool-size=524288
#include "MemoryOrder.cuh"

constexpr int Streams = 4, GridsPerRound = 48, DefaultRounds = 40;
constexpr int MaxParents = 4 * 256; // per grid: up to 4 blocks of 256
constexpr int MaxChildBlocks = 3, PayloadWords = 8;

struct Payload {
  uint32_t W[PayloadWords];
};

__host__ __device__ inline uint32_t payloadWord(uint32_t Id, int K,
                                                uint32_t Salt) {
  return gputest::hash(Id, K, Salt, 0x9a1du);
}
__host__ __device__ inline unsigned childBlocks(uint32_t Id, uint32_t Salt) {
  return 1 + gputest::hash(Id, Salt, 1u) % MaxChildBlocks;
}
__host__ __device__ inline unsigned childThreads(uint32_t Id, uint32_t Salt) {
  return 32 * (1 + gputest::hash(Id, Salt, 2u) % 2);
}
__host__ __device__ inline unsigned childSpin(uint32_t Id, uint32_t Salt) {
  return gputest::hash(Id, Salt, 3u) % 4 == 0 ? 3000 : 0;
}
__host__ __device__ inline bool someLaunch(uint32_t Id, uint32_t Salt) {
  return gputest::hash(Id, Salt, 4u) % 8 != 0;
}
__host__ __device__ inline uint32_t blockHash(uint32_t Id, unsigned B,
                                              unsigned G, unsigned T,
                                              uint32_t Salt) {
  uint32_t Sum = 0;
  for (int K = 0; K < PayloadWords; ++K)
    Sum = gputest::mix(Sum, payloadWord(Id, K, Salt));
  return gputest::hash(Id, B, G, T, Salt, Sum);
}

// No barrier and no warp operation: moldable in the .mold variant.
__global__ void child(uint32_t *Out, unsigned *Count, unsigned *BadParams,
                      uint32_t Id, uint32_t Salt, Payload P, unsigned Spin) {
  unsigned Bad = 0;
  for (int K = 0; K < PayloadWords; ++K)
    Bad += P.W[K] != payloadWord(Id, K, Salt);
  Bad += Spin != childSpin(Id, Salt);
  Bad += gridDim.x != childBlocks(Id, Salt) ||
         blockDim.x != childThreads(Id, Salt) || gridDim.y != 1 ||
         blockDim.y != 1;
  if (Bad)
    atomicAdd(BadParams, 1u);
  mo::spin(Spin);
  uint32_t Sum = 0;
  for (int K = 0; K < PayloadWords; ++K)
    Sum = gputest::mix(Sum, P.W[K]);
  if (threadIdx.x == 0 && blockIdx.x < MaxChildBlocks)
    Out[(size_t)Id * MaxChildBlocks + blockIdx.x] =
        gputest::hash(Id, blockIdx.x, gridDim.x, blockDim.x, Salt, Sum);
  atomicAdd(&Count[Id], 1u);
}

__device__ inline void launchOne(uint32_t *Out, unsigned *Count,
                                 unsigned *BadParams, int *Err, uint32_t Id,
                                 uint32_t Salt) {
  Payload P;
  for (int K = 0; K < PayloadWords; ++K)
    P.W[K] = payloadWord(Id, K, Salt);
  child<<<childBlocks(Id, Salt), childThreads(Id, Salt)>>>(
      Out, Count, BadParams, Id, Salt, P, childSpin(Id, Salt));
  Err[Id] = cudaGetLastError();
}

// Every thread launches: block scope in the .dpagg builds.
__global__ void parentAll(uint32_t *Out, unsigned *Count, unsigned *BadParams,
                          int *Err, uint32_t Base, uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  launchOne(Out, Count, BadParams, Err, Id, Salt);
}

// A divergent site: partial warp groups and records of varying counts.
__global__ void parentSome(uint32_t *Out, unsigned *Count, unsigned *BadParams,
                           int *Err, uint32_t Base, uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  if (someLaunch(Id, Salt))
    launchOne(Out, Count, BadParams, Err, Id, Salt);
}

int main() {
  mo::Stress St("mo_pool_churn", Streams);
  // The .base build makes every launch alone: room for all of a round's.
  St.T.pendingLaunches(GridsPerRound * MaxParents + 4096);
  const size_t N = (size_t)GridsPerRound * MaxParents;
  uint32_t *Out = gputest::alloc<uint32_t>(N * MaxChildBlocks);
  unsigned *Count = gputest::alloc<unsigned>(N);
  int *Err = gputest::alloc<int>(N);
  unsigned *BadParams = gputest::alloc<unsigned>(1);
  CK(cudaMemset(BadParams, 0, sizeof(unsigned)));
  mo::Tally TOut("outputs"), TCount("child threads"), TErr("launch results"),
      TParams("parameter checks");
  size_t Launches = 0, Grids = 0, ChildThreads = 0;
  const int Rounds = mo::rounds(DefaultRounds);
  for (int R = 0; R < Rounds; ++R) {
    gputest::poison(Out, N * MaxChildBlocks);
    gputest::poison(Err, N);
    CK(cudaMemset(Count, 0, N * sizeof(unsigned)));
    std::vector<int> Kind(GridsPerRound), Blocks(GridsPerRound),
        Threads(GridsPerRound);
    std::vector<uint32_t> Salt(GridsPerRound);
    for (int G = 0; G < GridsPerRound; ++G) {
      Kind[G] = St.T.R.range(0, 1);
      Blocks[G] = St.T.R.range(1, 4);
      Threads[G] = 32 * St.T.R.range(1, 8);
      Salt[G] = (uint32_t)St.T.R.next();
      uint32_t Base = G * MaxParents;
      cudaStream_t S = St.S[G % Streams];
      if (Kind[G])
        parentSome<<<Blocks[G], Threads[G], 0, S>>>(Out, Count, BadParams, Err,
                                                     Base, Salt[G]);
      else
        parentAll<<<Blocks[G], Threads[G], 0, S>>>(Out, Count, BadParams, Err,
                                                    Base, Salt[G]);
      ++Grids;
    }
    CK_SYNC();
    auto HOut = gputest::download(Out, N * MaxChildBlocks);
    auto HCount = gputest::download(Count, N);
    auto HErr = gputest::download(Err, N);
    for (int G = 0; G < GridsPerRound; ++G)
      for (int P = 0; P < MaxParents; ++P) {
        uint32_t Id = G * MaxParents + P;
        bool L = P < Blocks[G] * Threads[G] &&
                 (Kind[G] == 0 || someLaunch(Id, Salt[G]));
        unsigned CB = childBlocks(Id, Salt[G]), CT = childThreads(Id, Salt[G]);
        Launches += L;
        ChildThreads += L ? CB * CT : 0;
        TErr.check(Id, HErr[Id], L ? 0 : -1);
        TCount.check(Id, HCount[Id], L ? CB * CT : 0u);
        for (unsigned B = 0; B < MaxChildBlocks; ++B)
          TOut.check(Id * MaxChildBlocks + B, HOut[Id * MaxChildBlocks + B],
                     L && B < CB ? blockHash(Id, B, CB, CT, Salt[G])
                                 : 0xffffffffu);
      }
  }
  TParams.add(gputest::download(BadParams, 1)[0], ChildThreads);
  CK(cudaFree(Out));
  CK(cudaFree(Count));
  CK(cudaFree(Err));
  CK(cudaFree(BadParams));
  return St.finish({&TOut, &TCount, &TErr, &TParams},
                   std::to_string(Grids) + " parent grids, " +
                       std::to_string(Launches) + " launches");
}
