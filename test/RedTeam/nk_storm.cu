// Red team of 3dfc307 ("Grid scope keys fold %gridid"): many device grids
// holding group states at once. Before the fold every device-launched grid
// had key 0 and never touched the grid-state table; now each nested level
// and each aggregated clone (K.dpagg) claims a slot of the module's table
// (DPAGG_GRID_TABLE_SLOTS = 8192, slotOf) for as long as its threads run.
// Aggregation makes few physical grids of a tree (one per level per parent
// grid), so the tree's root level, seed, launches its children observed
// (the launch's error read back): no group scope takes that site (rule
// grid-observed), block scope does, so every seed block's aggregate is its
// own physical storm.dpagg grid, and every one of those runs its own chain
// of per-grid levels. Six host threads, each with two streams (the legacy
// NULL stream in thread 0), launch a tree per stream back to back, four
// rounds: 12 trees of up to 96 seed blocks, so hundreds to thousands of
// device grids hold states at once and their slots collide (grid.cu (c):
// the Failed mark, the second look, failures for good that leave a state
// that never completes), and device %gridid values are reused from round
// to round (platform-facts.md) while such states keep their keys. Were
// two device grids in flight ever to read one %gridid (the uniqueness
// grid.cu (b) relies on, which only host grids were ever measured for),
// their blocks would count into one state: lost or doubled launches.
// Levels are grids of 1 to 200 blocks of 1 to 256 threads (a group larger
// than what is resident counts its blocks as they end), about 2.3
// launching threads per grid (divergent: the last exit), depth 6.
// Every logical thread records a hash of its path and geometry per level in
// order-free spread counters (count, sum, second sum), poisoned with 0xff
// bytes before the launch; a lost, duplicated or misplaced logical thread
// of any tree shows in its own counters (all 16 levels compared: a launch
// error seen by seed counts in level 15).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>
#include <thread>

constexpr int Levels = 6;
constexpr int ErrLevel = NkMaxLevels - 1;

/// A child's grid and block from its launching thread's hash: mostly small,
/// some of 40..136 blocks, one in 64 of 200 blocks (more than is resident
/// with the rest of the GPU busy: its group counts blocks as they end).
__host__ __device__ inline unsigned childBlocks(uint32_t H) {
  switch (H % 64) {
  case 0:
    return 200;
  case 1:
  case 2:
  case 3:
    return 40 + (H >> 6) % 97;
  default:
    return 1 + (H >> 6) % 6;
  }
}
__host__ __device__ inline unsigned childThreads(uint32_t H) {
  switch ((H >> 12) % 8) {
  case 0: return 32;
  case 1: return 1;
  case 2: return 64;
  case 3: return 96;
  case 4: return 128;
  case 5: return 7;
  case 6: return 256;
  default: return 33;
  }
}
/// About 2.3 launching threads per grid whatever its size; in seed (level
/// 0), two per block of 64.
__host__ __device__ inline bool launches(uint32_t H, unsigned GridThreads,
                                         int Level) {
  if (Level == 0)
    return H % 32 == 7;
  return Level + 1 < Levels && H % (GridThreads * 10u) < 23u;
}
__host__ __device__ inline uint32_t nodeHash(unsigned long long Node,
                                             unsigned Tx, unsigned Bx,
                                             unsigned B, unsigned G,
                                             int Level, uint32_t Salt) {
  return hash((uint32_t)Node, (uint32_t)(Node >> 32), Tx, Bx, B, G, Level,
              Salt);
}

__global__ void storm(unsigned long long *A, unsigned long long Path,
                      int Level, uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = nodeHash(Node, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x,
                        Level, Salt);
  nkRecord(A, Level, H);
  if (launches(H, gridDim.x * blockDim.x, Level)) {
    uint32_t C = hash(H, 0x5eed);
    dim3 G(childBlocks(C)), B(childThreads(C));
    storm<<<G, B>>>(A, mix64(Node, threadIdx.x), Level + 1, Salt);
  }
}

/// Level 0: as storm, but the launch is observed (its error read), so it
/// is aggregated per block: one physical grid per block.
__global__ void seed(unsigned long long *A, unsigned long long Path,
                     uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = nodeHash(Node, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x,
                        0, Salt);
  nkRecord(A, 0, H);
  if (launches(H, gridDim.x * blockDim.x, 0)) {
    uint32_t C = hash(H, 0x5eed);
    dim3 G(childBlocks(C)), B(childThreads(C));
    storm<<<G, B>>>(A, mix64(Node, threadIdx.x), 1, Salt);
    if (cudaGetLastError() != cudaSuccess)
      atomicAdd(&A[ErrLevel * 3 * NkSpread], 1ull);
  }
}

static void reference(NkRef &R, unsigned long long Path, int Level,
                      uint32_t Salt, unsigned G, unsigned B, long &Grids,
                      long &Threads) {
  ++Grids;
  Threads += (long)G * B;
  for (unsigned Bx = 0; Bx < G; ++Bx) {
    unsigned long long Node = mix64(Path, Bx);
    for (unsigned Tx = 0; Tx < B; ++Tx) {
      uint32_t H = nodeHash(Node, Tx, Bx, B, G, Level, Salt);
      R.record(Level, H);
      if (launches(H, G * B, Level)) {
        uint32_t C = hash(H, 0x5eed);
        reference(R, mix64(Node, Tx), Level + 1, Salt, childBlocks(C),
                  childThreads(C), Grids, Threads);
      }
    }
  }
}

constexpr int HostThreads = 6, TreesPerThread = 2, Rounds = 4;

int main() {
  gputest::Test T("nk_storm");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  if (!Estimate) {
    T.pendingLaunches(1 << 17);
    CK(cudaFree(nullptr)); // the context, before the threads
  }
  uint64_t Base = T.R.next();
  std::vector<std::thread> Workers;
  for (int W = 0; W < HostThreads; ++W)
    Workers.emplace_back([&, W] {
      cudaStream_t S[TreesPerThread] = {};
      unsigned long long *D[TreesPerThread] = {};
      if (!Estimate)
        for (int I = 0; I < TreesPerThread; ++I) {
          if (I == 0 && W == 0)
            S[I] = 0; // the legacy NULL stream
          else if (I == 0)
            CK(cudaStreamCreate(&S[I]));
          else
            CK(cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking));
          D[I] = gputest::alloc<unsigned long long>(NkWords);
        }
      for (int Round = 0; Round < Rounds; ++Round) {
        NkRef R[TreesPerThread];
        uint32_t Salt[TreesPerThread];
        unsigned G[TreesPerThread], B[TreesPerThread];
        for (int I = 0; I < TreesPerThread; ++I) {
          Salt[I] = (uint32_t)mix64(Base, W * 1000 + Round * 10 + I);
          G[I] = 1 + Salt[I] % 96;
          B[I] = 64;
          long Grids = 0, Threads = 0;
          reference(R[I], 0x77 + I, 0, Salt[I], G[I], B[I], Grids, Threads);
          std::lock_guard<std::mutex> Lock(NkPrint);
          printf("thread %d round %d tree %d: root %u x %u, %ld grids, %ld "
                 "threads\n",
                 W, Round, I, G[I], B[I], Grids, Threads);
        }
        if (Estimate)
          continue;
        // Back to back: every tree of this thread in flight together.
        for (int I = 0; I < TreesPerThread; ++I) {
          nkPoison(D[I], S[I]);
          seed<<<G[I], B[I], 0, S[I]>>>(D[I], 0x77 + I, Salt[I]);
          CK(cudaGetLastError());
        }
        for (int I = 0; I < TreesPerThread; ++I)
          CK(cudaStreamSynchronize(S[I]));
        for (int I = 0; I < TreesPerThread; ++I)
          nkCompare(T,
                    "thread " + std::to_string(W) + " round " +
                        std::to_string(Round) + " tree " + std::to_string(I),
                    D[I], R[I], NkMaxLevels);
      }
      if (!Estimate)
        for (int I = 0; I < TreesPerThread; ++I) {
          CK(cudaFree(D[I]));
          if (S[I])
            CK(cudaStreamDestroy(S[I]));
        }
    });
  for (std::thread &W : Workers)
    W.join();
  if (!Estimate)
    CK_SYNC();
  return T.finish();
}
