// Red team of 3dfc307 ("Grid scope keys fold %gridid"): the shapes of one
// nested level's children. A device-launched level's group now has an
// index (it had none before the fold), and each record's blocks must fit
// the index's one block shape: raiseBlock (runtime/Grid.cuh) raises the
// maxima per record and refuses one whose maxima would pass 1024 threads,
// whose owner then launches it; the aggregate runs every logical block in
// a block of the maxima (most physical threads surplus: they leave right
// after the prologue and must still pass __dpagg_grid_exit, grid.cu (h))
// with the appended records' largest dynamic shared memory (raiseTo).
// Children are 1-D, 2-D and 3-D grids of blocks from (1,1,1) to (1024,1,1),
// (1,1024,1), (32,32,1), (8,8,16), (16,4,16), (1,1,64), ... and 0 to 40,000
// bytes of dynamic shared memory, or all 48 KiB (which K takes, having no
// static shared memory, but no clone does: such a launch must go alone or
// be replayed), drawn per launch, so the maxima's raise fails in the
// middle of a level in many orders. Each thread fills its
// share of the whole dynamic shared memory (a block given less faults) and
// reads it back:
//  - sx: no barrier, divergent launchers (the group's last exit);
//  - sb: the launch right before a barrier, then every word written,
//    a barrier, and each thread reads another thread's words (the group's
//    barrier path: DPAgg's barriers at the site, the record appended by
//    the block's owner).
// Both kernels have __launch_bounds__(1024) (without it clang alone may
// give them more registers than a 1024-thread block has).
// Order-free per-level counters of each logical thread's hash of its path,
// geometry and what it read, poisoned first.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>

constexpr int Levels = 7;

struct Shape {
  dim3 G, B;
  unsigned Shm;
};
__host__ __device__ inline Shape shapeOf(uint32_t H) {
  switch (H % 14) {
  case 0: return {dim3(1), dim3(1024), 0};
  case 1: return {dim3(2), dim3(1, 1024), 512};
  case 2: return {dim3(1, 2), dim3(32, 32), 4096};
  case 3: return {dim3(3), dim3(8, 8, 16), 0};
  case 4: return {dim3(1), dim3(1, 1, 64), 256};
  case 5: return {dim3(2, 2, 2), dim3(3, 5, 7), 40000};
  case 6: return {dim3(1), dim3(1), 16};
  case 7: return {dim3(4), dim3(33), 12288};
  case 8: return {dim3(1), dim3(2, 2, 2), 49152}; // all of it: no clone fits
  case 9: return {dim3(5), dim3(64, 2), 0};
  case 10: return {dim3(1, 1, 3), dim3(16, 4, 16), 1024};
  case 11: return {dim3(2), dim3(512, 2), 8192};
  case 12: return {dim3(1), dim3(7, 1, 9), 20000};
  default: return {dim3(6), dim3(32), 4};
  }
}
/// About two launching threads per grid.
__host__ __device__ inline bool launches(uint32_t H, unsigned GridThreads,
                                         int Level) {
  return Level + 1 < Levels && (H >> 3) % (GridThreads * 8u) < 19u;
}
__host__ __device__ inline uint32_t word(uint32_t BH, unsigned I) {
  return hash(BH, I, 0xd1u);
}

extern __shared__ uint32_t Dyn[];

__device__ inline unsigned blockThreads() {
  return blockDim.x * blockDim.y * blockDim.z;
}
__device__ inline unsigned gridThreads() {
  return gridDim.x * gridDim.y * gridDim.z * blockThreads();
}

__global__ void __launch_bounds__(1024)
sx(unsigned long long *A, unsigned long long Path, int Level,
                   uint32_t Salt, unsigned Shm) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t BH = hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
  unsigned Tl = ngThread(), N = blockThreads();
  // This thread's share of every word, then read back.
  for (unsigned I = Tl; I < Shm / 4; I += N)
    Dyn[I] = word(BH, I);
  uint32_t Seen = 0;
  for (unsigned I = Tl; I < Shm / 4; I += N)
    Seen = hash(Seen, Dyn[I]);
  uint32_t H = hash(BH, Tl, ngWhere(), Shm, Seen);
  nkRecord(A, Level, H);
  if (launches(H, gridThreads(), Level)) {
    Shape S = shapeOf(hash(H, 3u));
    sx<<<S.G, S.B, S.Shm>>>(A, mix64(Node, Tl), Level + 1, Salt, S.Shm);
  }
}

__global__ void __launch_bounds__(1024)
sb(unsigned long long *A, unsigned long long Path, int Level,
                   uint32_t Salt, unsigned Shm) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t BH = hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
  unsigned Tl = ngThread(), N = blockThreads();
  // The launch first, a barrier right after it (a loop before the launch
  // sends the site to the last exit: rule divergent; no barrier right
  // after it, rule postpone-new-barrier).
  uint32_t H = hash(BH, Tl, ngWhere(), Shm);
  if (launches(H, gridThreads(), Level)) {
    Shape S = shapeOf(hash(H, 4u));
    sb<<<S.G, S.B, S.Shm>>>(A, mix64(Node, Tl), Level + 1, Salt, S.Shm);
  }
  __syncthreads();
  for (unsigned I = Tl; I < Shm / 4; I += N)
    Dyn[I] = word(BH, I);
  __syncthreads();
  // The next thread's words (written before the second barrier).
  uint32_t Seen = 0;
  for (unsigned I = (Tl + 1) % N; I < Shm / 4; I += N)
    Seen = hash(Seen, Dyn[I]);
  nkRecord(A, Level, hash(H, Seen));
}

/// The CPU twin of a launch of sx (Barrier false) or sb (true).
static void reference(NkRef &R, bool Barrier, unsigned long long Path,
                      int Level, uint32_t Salt, Shape Sh, long &Grids,
                      long &Threads) {
  ++Grids;
  dim3 G = Sh.G, B = Sh.B;
  unsigned N = B.x * B.y * B.z, GT = G.x * G.y * G.z * N;
  Threads += GT;
  ngForEach(G, B, [&](dim3 T, dim3 Bi, unsigned Tl, unsigned Bl) {
    unsigned long long Node = mix64(Path, Bl);
    uint32_t BH = hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
    uint32_t Seen = 0;
    uint32_t H;
    if (!Barrier) {
      for (unsigned I = Tl; I < Sh.Shm / 4; I += N)
        Seen = hash(Seen, word(BH, I));
      H = hash(BH, Tl, ngWhereHost(T, Bi, B, G), Sh.Shm, Seen);
      R.record(Level, H);
    } else {
      H = hash(BH, Tl, ngWhereHost(T, Bi, B, G), Sh.Shm);
      for (unsigned I = (Tl + 1) % N; I < Sh.Shm / 4; I += N)
        Seen = hash(Seen, word(BH, I));
      R.record(Level, hash(H, Seen));
    }
    if (launches(H, GT, Level))
      reference(R, Barrier, mix64(Node, Tl), Level + 1, Salt,
                shapeOf(hash(H, Barrier ? 4u : 3u)), Grids, Threads);
  });
}

int main() {
  gputest::Test T("nk_shapes");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  if (!Estimate)
    T.pendingLaunches(1 << 16);
  const Shape Roots[] = {{dim3(3, 2), dim3(16, 8), 2048},
                         {dim3(1), dim3(1024), 40000},
                         {dim3(40), dim3(7, 3), 0},
                         {dim3(2, 2, 2), dim3(4, 4, 4), 30000}};
  unsigned long long *D = nullptr;
  if (!Estimate)
    D = gputest::alloc<unsigned long long>(NkWords);
  for (int Round = 0; Round < 12; ++Round) {
    bool Barrier = Round % 2;
    Shape Root = Roots[(Round / 2) % 4];
    uint32_t Salt = (uint32_t)T.R.next();
    NkRef R;
    long Grids = 0, Threads = 0;
    reference(R, Barrier, 0x31 + Round, 0, Salt, Root, Grids, Threads);
    printf("round %d (%s): %ld grids, %ld threads\n", Round,
           Barrier ? "sb" : "sx", Grids, Threads);
    if (Estimate)
      continue;
    nkPoison(D, 0);
    if (Barrier)
      sb<<<Root.G, Root.B, Root.Shm>>>(D, 0x31 + Round, 0, Salt, Root.Shm);
    else
      sx<<<Root.G, Root.B, Root.Shm>>>(D, 0x31 + Round, 0, Salt, Root.Shm);
    CK_SYNC();
    nkCompare(T, "round " + std::to_string(Round), D, R, Levels);
  }
  if (!Estimate)
    CK(cudaFree(D));
  return T.finish();
}
