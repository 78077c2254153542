// Red team of 3dfc307 ("Grid scope keys fold %gridid"): a busy pool under
// nested levels that now have groups. Each level's group takes an index
// from the record pool (recordIndex, runtime/Grid.cuh) for as long as its
// aggregate's last record is unreleased, and since 3dfc307 an index that
// finds no whole chunk takes half the room, and half again, down to 64
// entries (MinIndexEntries; one halving below it from .grid_tiny's 79);
// appends past a halved index's capacity are launched by their owners.
// Here every thread that launches then works on (a hash chain) before it
// exits, so a level's warp records and its index stay in the pool until
// the level's last thread exits (the group's last exit launches them) and
// then until the aggregate's blocks start; two trees in two streams, and
// levels whose logical blocks are single 32-thread grids, 3 launches per
// block: 1,600 to 43,200 blocks per level. Builds: the default pool (one
// chunk per index), .tiny (3 chunks of 16 KiB: an index of 1,359 entries
// needs a whole chunk, so it halves to 42 while records hold the others)
// and .grid_tiny (3 chunks of 1 KiB: records mostly do not fit, indexes
// of 79 halve to 39).
// Some threads return before the site. Order-free per-level counters of
// every logical thread's hash and work, poisoned first.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>

constexpr int Levels = 5;

/// The work: Rounds steps of an affine map on the GPU (a loop of a count
/// known only at run time), its closed form by squaring on the CPU.
constexpr uint32_t WorkA = 0x9e3779b1u, WorkC = 0x7f4a7c15u;
__device__ inline uint32_t work(uint32_t H, unsigned Rounds) {
  for (unsigned I = 0; I < Rounds; ++I)
    H = H * WorkA + WorkC;
  return H;
}
static uint32_t workHost(uint32_t H, unsigned Rounds) {
  uint32_t A = WorkA, C = WorkC; // x -> A x + C, squared as it goes
  for (; Rounds; Rounds >>= 1) {
    if (Rounds & 1)
      H = A * H + C;
    C = A * C + C;
    A = A * A;
  }
  return H;
}
__host__ __device__ inline bool leavesEarly(uint32_t H) { return H % 11 == 0; }
__host__ __device__ inline bool launches(uint32_t H, int Level) {
  return Level + 1 < Levels && (H >> 8) % 32 < 3;
}

__global__ void hold(unsigned long long *A, unsigned long long Path,
                     int Level, uint32_t Salt, unsigned Work) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), threadIdx.x,
                    blockIdx.x, blockDim.x, gridDim.x, Level, Salt);
  if (leavesEarly(H)) {
    nkRecord(A, Level, H);
    return;
  }
  if (launches(H, Level))
    hold<<<1, 32>>>(A, mix64(Node, threadIdx.x), Level + 1, Salt, Work);
  // Work after the launch: the records stay in the pool meanwhile.
  nkRecord(A, Level, work(H, Work));
}

static void reference(NkRef &R, unsigned long long Path, int Level,
                      uint32_t Salt, unsigned Work, unsigned G, unsigned B,
                      std::vector<long> &PerLevel) {
  PerLevel[Level] += G;
  for (unsigned Bx = 0; Bx < G; ++Bx) {
    unsigned long long Node = mix64(Path, Bx);
    for (unsigned Tx = 0; Tx < B; ++Tx) {
      uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), Tx, Bx, B, G,
                        Level, Salt);
      if (leavesEarly(H)) {
        R.record(Level, H);
        continue;
      }
      if (launches(H, Level))
        reference(R, mix64(Node, Tx), Level + 1, Salt, Work, 1, 32,
                  PerLevel);
      R.record(Level, workHost(H, Work));
    }
  }
}

int main() {
  gputest::Test T("nk_pool");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  cudaStream_t S[2] = {};
  unsigned long long *D[2] = {};
  if (!Estimate) {
    T.pendingLaunches(1 << 17);
    for (int I = 0; I < 2; ++I) {
      CK(cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking));
      D[I] = gputest::alloc<unsigned long long>(NkWords);
    }
  }
  const unsigned Works[] = {300, 20000, 30};
  for (int Round = 0; Round < 3; ++Round) {
    NkRef R[2];
    uint32_t Salt[2];
    unsigned Work = Works[Round];
    for (int I = 0; I < 2; ++I) {
      Salt[I] = (uint32_t)T.R.next();
      std::vector<long> PerLevel(Levels, 0);
      reference(R[I], 0x42 + I, 0, Salt[I], Work, 200, 64, PerLevel);
      printf("round %d tree %d (work %u): blocks per level", Round, I, Work);
      for (long N : PerLevel)
        printf(" %ld", N);
      printf("\n");
    }
    if (Estimate)
      continue;
    for (int I = 0; I < 2; ++I) {
      nkPoison(D[I], S[I]);
      hold<<<200, 64, 0, S[I]>>>(D[I], 0x42 + I, 0, Salt[I], Work);
      CK(cudaGetLastError());
    }
    for (int I = 0; I < 2; ++I)
      CK(cudaStreamSynchronize(S[I]));
    for (int I = 0; I < 2; ++I)
      nkCompare(T,
                "round " + std::to_string(Round) + " tree " +
                    std::to_string(I),
                D[I], R[I], Levels);
  }
  if (!Estimate) {
    for (int I = 0; I < 2; ++I) {
      CK(cudaFree(D[I]));
      CK(cudaStreamDestroy(S[I]));
    }
    CK_SYNC();
  }
  return T.finish();
}
