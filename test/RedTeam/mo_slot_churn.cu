// Red team (405e661, memory order): the block-state table's slots and their
// three per-call states reused at the highest rate. Rounds of 32 short
// block-scope parent grids in 4 streams at once. In `parentExit`, threads past
// a per-block count return at the entry (1 to 256 stay), the others make 5
// block-scope launches in a row (the states cycle through all three, and one
// launch in 16 asks for a 2048-thread block, which CUDA refuses: that thread
// launches alone and must see the error, the others not), then the block
// spins for a per-block time, so blocks give their slot back at different
// times, and the next holder reads states the last one wrote on another SM.
// In `parentPostponed`, a divergent launch (nobody, one thread, some warps,
// everybody) before a __syncthreads is postponed to it. A stale or shared
// state shows as a child with another parent's parameters or configuration,
// a launch made twice or never, or a wrong launch result; every child thread
// checks its parameters and counts itself.
// The .fewslots variant has a table of 16 slots: most blocks find none and
// launch alone, the others take a slot that another block just freed.
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT fewslots: -Xarch_device -mllvm=-dpagg-block-slots=16
#include "MemoryOrder.cuh"

constexpr int Streams = 4, GridsPerRound = 32, DefaultRounds = 20, Iters = 5;
constexpr int MaxBlocks = 4, MaxThreads = 256, MaxChildBlocks = 3;
constexpr int IdsPerGrid = MaxBlocks * MaxThreads * Iters;

__host__ __device__ inline unsigned liveThreads(uint32_t G, uint32_t B,
                                                uint32_t Salt) {
  uint32_t H = gputest::hash(G, B, Salt, 7u);
  return H % 4 == 0 ? MaxThreads : 1 + H / 4 % MaxThreads;
}
__host__ __device__ inline unsigned exitSpin(uint32_t G, uint32_t B,
                                             uint32_t Salt) {
  return gputest::hash(G, B, Salt, 8u) % 6000;
}
__host__ __device__ inline bool invalidLaunch(uint32_t Id, uint32_t Salt) {
  return gputest::hash(Id, Salt, 9u) % 16 == 0;
}
__host__ __device__ inline unsigned cBlocks(uint32_t Id, uint32_t Salt) {
  return 1 + gputest::hash(Id, Salt, 10u) % MaxChildBlocks;
}
__host__ __device__ inline unsigned cThreads(uint32_t Id, uint32_t Salt) {
  return invalidLaunch(Id, Salt) ? 2048 : 32 * (1 + gputest::hash(Id, Salt, 11u) % 3);
}
/// Iteration I of parentPostponed: nobody, one thread, some warps, all.
__host__ __device__ inline bool postponedLaunch(int I, int T, uint32_t Salt) {
  switch ((I + Salt) % 4) {
  case 0: return false;
  case 1: return T == (int)(gputest::hash(I, Salt) % MaxThreads);
  case 2: return gputest::hash(I, T / 32, Salt) % 3 == 0;
  default: return true;
  }
}
__host__ __device__ inline uint32_t blockWord(uint32_t Id, unsigned B,
                                              unsigned G, unsigned T,
                                              uint32_t Salt) {
  return gputest::hash(Id, B, G, T, Salt, 0x51u);
}

__global__ void child(uint32_t *Out, unsigned *Count, unsigned *BadParams,
                      uint32_t Id, uint32_t Salt, uint32_t Check) {
  if (Check != gputest::hash(Id, Salt) || gridDim.x != cBlocks(Id, Salt) ||
      blockDim.x != cThreads(Id, Salt))
    atomicAdd(BadParams, 1u);
  if (threadIdx.x == 0 && blockIdx.x < MaxChildBlocks)
    Out[(size_t)Id * MaxChildBlocks + blockIdx.x] =
        blockWord(Id, blockIdx.x, gridDim.x, blockDim.x, Salt);
  atomicAdd(&Count[Id], 1u);
}

__device__ inline uint32_t idOf(uint32_t Base, int I) {
  return Base + (blockIdx.x * Iters + I) * MaxThreads + threadIdx.x;
}

__global__ void __launch_bounds__(MaxThreads)
    parentExit(uint32_t *Out, unsigned *Count, unsigned *BadParams, int *Err,
               uint32_t Base, uint32_t G, uint32_t Salt) {
  if (threadIdx.x >= liveThreads(G, blockIdx.x, Salt))
    return;
  for (int I = 0; I < Iters; ++I) {
    uint32_t Id = idOf(Base, I);
    child<<<cBlocks(Id, Salt), cThreads(Id, Salt)>>>(
        Out, Count, BadParams, Id, Salt, gputest::hash(Id, Salt));
    Err[Id] = cudaGetLastError();
  }
  mo::spin(exitSpin(G, blockIdx.x, Salt));
}

__global__ void __launch_bounds__(MaxThreads)
    parentPostponed(uint32_t *Out, unsigned *Count, unsigned *BadParams,
                    int *Err, uint32_t Base, uint32_t G, uint32_t Salt) {
  for (int I = 0; I < Iters; ++I) {
    uint32_t Id = idOf(Base, I);
    bool L = postponedLaunch(I, threadIdx.x, Salt);
    if (L)
      child<<<cBlocks(Id, Salt), cThreads(Id, Salt)>>>(
          Out, Count, BadParams, Id, Salt, gputest::hash(Id, Salt));
    __syncthreads();
    // After the barrier, where the postponed launch has happened; read by
    // every thread (no branch to split the block before the barrier).
    int E = cudaGetLastError();
    if (L)
      Err[Id] = E;
  }
  mo::spin(exitSpin(G, blockIdx.x, Salt));
}

int main() {
  mo::Stress St("mo_slot_churn", Streams);
  St.T.pendingLaunches((size_t)GridsPerRound * IdsPerGrid + 4096);
  const size_t N = (size_t)GridsPerRound * IdsPerGrid;
  uint32_t *Out = gputest::alloc<uint32_t>(N * MaxChildBlocks);
  unsigned *Count = gputest::alloc<unsigned>(N);
  int *Err = gputest::alloc<int>(N);
  unsigned *BadParams = gputest::alloc<unsigned>(1);
  CK(cudaMemset(BadParams, 0, sizeof(unsigned)));
  mo::Tally TOut("outputs"), TCount("child threads"), TErr("launch results"),
      TParams("parameter checks");
  size_t Launches = 0, Refused = 0, Grids = 0, ChildThreadsRun = 0;
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
      Blocks[G] = St.T.R.range(1, MaxBlocks);
      Threads[G] = Kind[G] ? MaxThreads : 32 * St.T.R.range(1, 8);
      Salt[G] = (uint32_t)St.T.R.next();
      cudaStream_t S = St.S[G % Streams];
      if (Kind[G])
        parentPostponed<<<Blocks[G], Threads[G], 0, S>>>(
            Out, Count, BadParams, Err, G * IdsPerGrid, G, Salt[G]);
      else
        parentExit<<<Blocks[G], Threads[G], 0, S>>>(
            Out, Count, BadParams, Err, G * IdsPerGrid, G, Salt[G]);
      ++Grids;
    }
    CK_SYNC();
    auto HOut = gputest::download(Out, N * MaxChildBlocks);
    auto HCount = gputest::download(Count, N);
    auto HErr = gputest::download(Err, N);
    for (int G = 0; G < GridsPerRound; ++G)
      for (int B = 0; B < MaxBlocks; ++B)
        for (int I = 0; I < Iters; ++I)
          for (int T = 0; T < MaxThreads; ++T) {
            uint32_t Id = G * IdsPerGrid + (B * Iters + I) * MaxThreads + T;
            bool L = B < Blocks[G] && T < Threads[G] &&
                     (Kind[G] ? postponedLaunch(I, T, Salt[G])
                              : (unsigned)T < liveThreads(G, B, Salt[G]));
            bool Bad = L && invalidLaunch(Id, Salt[G]);
            bool Runs = L && !Bad;
            unsigned CB = cBlocks(Id, Salt[G]), CT = cThreads(Id, Salt[G]);
            Launches += L;
            Refused += Bad;
            ChildThreadsRun += Runs ? CB * CT : 0;
            // A refused launch's error is CUDA's; only "not 0" is checked.
            int E = HErr[Id];
            TErr.check(Id, !L ? E : Bad ? (E != 0 && E != -1) : E,
                       !L ? -1 : Bad ? 1 : 0);
            TCount.check(Id, HCount[Id], Runs ? CB * CT : 0u);
            for (unsigned K = 0; K < MaxChildBlocks; ++K)
              TOut.check(Id * MaxChildBlocks + K,
                         HOut[Id * MaxChildBlocks + K],
                         Runs && K < CB ? blockWord(Id, K, CB, CT, Salt[G])
                                        : 0xffffffffu);
          }
  }
  TParams.add(gputest::download(BadParams, 1)[0], ChildThreadsRun);
  CK(cudaFree(Out));
  CK(cudaFree(Count));
  CK(cudaFree(Err));
  CK(cudaFree(BadParams));
  return St.finish({&TOut, &TCount, &TErr, &TParams},
                   std::to_string(Grids) + " parent grids, " +
                       std::to_string(Launches) + " launches (" +
                       std::to_string(Refused) + " refused by CUDA)");
}
