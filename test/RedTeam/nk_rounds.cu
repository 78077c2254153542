// Red team of 3dfc307 ("Grid scope keys fold %gridid"): the same recursive
// kernels launched by the host again and again, back to back, from three
// host threads. Device-launched grids read %gridid values that the next
// computation reads again (platform-facts.md: reused), so after the fold
// every round's nested levels claim the grid-state slots that the previous
// round's grids of the same ids held (grid.cu (b): keys are unique only
// among grids in flight; a state that never completed, (c), keeps its key
// and its Done count for the life of the process). Per round and thread:
// three trees of rx and one of rb launched without a synchronization in
// between (two back to back in one stream), then the thread's streams are
// synchronized and checked, 100 rounds.
//  - rx: 2-D and 3-D grids and blocks, a quarter of the blocks return
//    before the site as a whole, some threads of the others return early,
//    the launching threads are divergent (the group's last exit in the
//    default build): the exit counting of blocks that never reach the site.
//  - rb: the same with a block-uniform early return and a barrier after the
//    launch (the group's barrier path, postponed to the source's barrier),
//    a block sum in shared memory recorded by thread 0.
// Root grids of 1 to 35 blocks (-dpagg-group-blocks=3: a short last group)
// and children of 1 to 13 blocks. Order-free per-level counters per tree,
// poisoned before each launch.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>
#include <thread>

constexpr int Levels = 7;

struct Shape {
  dim3 G, B;
};
__host__ __device__ inline Shape shapeOf(uint32_t H) {
  switch (H % 12) {
  case 0: return {dim3(1), dim3(32)};
  case 1: return {dim3(2, 2), dim3(8, 4)};
  case 2: return {dim3(3), dim3(5, 3, 2)};
  case 3: return {dim3(13), dim3(16)};
  case 4: return {dim3(1, 1, 2), dim3(64)};
  case 5: return {dim3(5, 2), dim3(1, 24)};
  case 6: return {dim3(4), dim3(4, 4, 4)};
  case 7: return {dim3(1), dim3(1)};
  case 8: return {dim3(11), dim3(40)};
  case 9: return {dim3(2, 3), dim3(12, 2, 2)};
  case 10: return {dim3(7), dim3(96)};
  default: return {dim3(1, 10), dim3(2, 16)};
  }
}
__host__ __device__ inline bool blockLeaves(uint32_t BH) { return BH % 4 == 0; }
__host__ __device__ inline bool threadLeaves(uint32_t H) { return H % 9 == 0; }
/// About two launching threads per grid.
__host__ __device__ inline bool launches(uint32_t H, unsigned GridThreads,
                                         int Level) {
  return Level + 1 < Levels && (H >> 4) % (GridThreads * 4u) < 8u;
}

__device__ inline uint32_t blockHash(unsigned long long Node, int Level,
                                     uint32_t Salt) {
  return hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
}
__device__ inline unsigned gridThreads() {
  return gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y *
         blockDim.z;
}

__global__ void rx(unsigned long long *A, unsigned long long Path, int Level,
                   uint32_t Salt) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t BH = blockHash(Node, Level, Salt);
  uint32_t H = hash(BH, ngThread(), ngWhere());
  nkRecord(A, Level, H);
  if (blockLeaves(BH) || threadLeaves(H))
    return;
  if (launches(H, gridThreads(), Level)) {
    Shape S = shapeOf(hash(H, 1u));
    rx<<<S.G, S.B>>>(A, mix64(Node, ngThread()), Level + 1, Salt);
  }
}

__global__ void rb(unsigned long long *A, unsigned long long Path, int Level,
                   uint32_t Salt) {
  __shared__ unsigned Sum;
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t BH = blockHash(Node, Level, Salt);
  if (blockLeaves(BH))
    return; // the whole block, before the site and every barrier
  unsigned Tl = ngThread();
  uint32_t H = hash(BH, Tl, ngWhere());
  nkRecord(A, Level, H);
  if (Tl == 0)
    Sum = 0;
  __syncthreads();
  if (launches(H, gridThreads(), Level)) {
    Shape S = shapeOf(hash(H, 2u));
    rb<<<S.G, S.B>>>(A, mix64(Node, Tl), Level + 1, Salt);
  }
  __syncthreads();
  atomicAdd(&Sum, H & 0xffffu);
  __syncthreads();
  if (Tl == 0)
    nkRecord(A, Levels + Level, hash(Sum, BH));
}

/// The CPU twin of a launch of rx (Barrier false) or rb (true).
static void reference(NkRef &R, bool Barrier, unsigned long long Path,
                      int Level, uint32_t Salt, dim3 G, dim3 B, long &Grids) {
  ++Grids;
  unsigned GT = G.x * G.y * G.z * B.x * B.y * B.z;
  std::vector<unsigned> Sums(G.x * G.y * G.z, 0);
  std::vector<uint32_t> BHs(G.x * G.y * G.z, 0);
  ngForEach(G, B, [&](dim3 T, dim3 Bi, unsigned Tl, unsigned Bl) {
    unsigned long long Node = mix64(Path, Bl);
    uint32_t BH = hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
    BHs[Bl] = BH;
    if (Barrier && blockLeaves(BH))
      return;
    uint32_t H = hash(BH, Tl, ngWhereHost(T, Bi, B, G));
    R.record(Level, H);
    Sums[Bl] += H & 0xffffu;
    if (!Barrier && (blockLeaves(BH) || threadLeaves(H)))
      return;
    if (launches(H, GT, Level)) {
      Shape S = shapeOf(hash(H, Barrier ? 2u : 1u));
      reference(R, Barrier, mix64(Node, Tl), Level + 1, Salt, S.G, S.B,
                Grids);
    }
  });
  if (Barrier)
    for (unsigned Bl = 0; Bl < Sums.size(); ++Bl)
      if (!blockLeaves(BHs[Bl]))
        R.record(Levels + Level, hash(Sums[Bl], BHs[Bl]));
}

constexpr int HostThreads = 3, Rounds = 100, Trees = 4;

int main() {
  gputest::Test T("nk_rounds");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  if (!Estimate) {
    T.pendingLaunches(1 << 16);
    CK(cudaFree(nullptr));
  }
  uint64_t Base = T.R.next();
  std::vector<std::thread> Workers;
  for (int W = 0; W < HostThreads; ++W)
    Workers.emplace_back([&, W] {
      // Trees 0 and 1 back to back in stream 0 (the legacy NULL stream in
      // host thread 0), tree 2 in stream 1, tree 3 (rb) in stream 2.
      cudaStream_t S[3] = {};
      unsigned long long *D[Trees] = {};
      if (!Estimate) {
        if (W != 0)
          CK(cudaStreamCreateWithFlags(&S[0], cudaStreamNonBlocking));
        CK(cudaStreamCreateWithFlags(&S[1], cudaStreamNonBlocking));
        CK(cudaStreamCreate(&S[2]));
        for (int I = 0; I < Trees; ++I)
          D[I] = gputest::alloc<unsigned long long>(NkWords);
      }
      const int StreamOf[Trees] = {0, 0, 1, 2};
      long AllGrids = 0;
      for (int Round = 0; Round < Rounds; ++Round) {
        NkRef R[Trees];
        uint32_t Salt[Trees];
        dim3 G[Trees], B[Trees];
        for (int I = 0; I < Trees; ++I) {
          Salt[I] = (uint32_t)mix64(Base, W * 100000 + Round * 10 + I);
          G[I] = dim3(1 + Salt[I] % 7, 1 + (Salt[I] >> 8) % 5);
          B[I] = (Salt[I] >> 16) % 2 ? dim3(8, 4) : dim3(16, 2, 2);
          reference(R[I], I == 3, 0x99 + I, 0, Salt[I], G[I], B[I], AllGrids);
        }
        if (Estimate)
          continue;
        for (int I = 0; I < Trees; ++I) {
          cudaStream_t St = S[StreamOf[I]];
          nkPoison(D[I], St);
          if (I == 3)
            rb<<<G[I], B[I], 0, St>>>(D[I], 0x99 + I, 0, Salt[I]);
          else
            rx<<<G[I], B[I], 0, St>>>(D[I], 0x99 + I, 0, Salt[I]);
          CK(cudaGetLastError());
        }
        for (int I = 0; I < 3; ++I)
          CK(cudaStreamSynchronize(S[I]));
        for (int I = 0; I < Trees; ++I)
          nkCompare(T,
                    "thread " + std::to_string(W) + " round " +
                        std::to_string(Round) + " tree " + std::to_string(I),
                    D[I], R[I], 2 * Levels);
      }
      {
        std::lock_guard<std::mutex> Lock(NkPrint);
        printf("thread %d: %d rounds, %ld grids\n", W, Rounds, AllGrids);
      }
      if (!Estimate) {
        for (int I = 0; I < Trees; ++I)
          CK(cudaFree(D[I]));
        for (int I = 0; I < 3; ++I)
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
