// Red team of e7a9ca8 (grid scope in whole clones, rules 1, 2 and 5): a
// recursive kernel whose only launch is itself, so -dpagg-nested-grid sends
// it per grid in every grid, in the kernel and in its aggregated clone
// (K.dpagg, at the threads' last exit: early returns make the site
// divergent). Sibling grids of one level have different shapes (1-D, 2-D
// and 3-D blocks of 5 to 96 threads, 1-D/2-D/3-D grids), so the physical
// block of an aggregate is the maxima (up to 16 x 8 x 4 = 512 threads) and
// most physical threads are surplus threads that leave right after the
// prologue: the ticket's count (group blocks x physical blockDim) completes
// only if every one of them passes __dpagg_grid_exit. Each logical thread
// records a hash of its path and every geometry register (the clone rewrites
// blockIdx/blockDim/gridDim), per level: a lost ticket (level missing), a
// duplicated record (counts too high) or wrong geometry shows.
// Rounds: a root of 1 block and of 300 blocks (auto-grid's N = 256), 2-D.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Levels = 9;

struct Shape {
  dim3 G, B;
};
__host__ __device__ inline Shape shapeOf(uint32_t H) {
  switch (H % 10) {
  case 0: return {dim3(1), dim3(32)};
  case 1: return {dim3(2), dim3(5)};
  case 2: return {dim3(1), dim3(8, 4)};
  case 3: return {dim3(2, 2), dim3(4, 8)};
  case 4: return {dim3(3), dim3(4, 2, 4)};
  case 5: return {dim3(1), dim3(96)};
  case 6: return {dim3(2, 1, 2), dim3(16, 2)};
  case 7: return {dim3(1), dim3(33)};
  case 8: return {dim3(1, 3), dim3(16, 8, 4)};
  default: return {dim3(2), dim3(1, 7, 2)};
  }
}
/// Thread Tl of a node (H its hash) returns early / launches.
__host__ __device__ inline bool leaves(uint32_t H) { return H % 7 == 0; }
__host__ __device__ inline bool launches(uint32_t H, unsigned Tl, int Level) {
  return Level + 1 < Levels && Tl < 3 && (H >> 5) % 8 < 3;
}

__global__ void tree(NgAcc *A, unsigned long long Path, int Level,
                     uint32_t Salt) {
  unsigned Tl = ngThread();
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), Tl, ngWhere(),
                    Level, Salt);
  ngRecord(A, Level, H);
  if (leaves(H))
    return;
  if (launches(H, Tl, Level)) {
    Shape S = shapeOf(H >> 9);
    tree<<<S.G, S.B>>>(A, mix64(Node, Tl), Level + 1, Salt);
  }
}

static void reference(NgRef &R, unsigned long long Path, int Level,
                      uint32_t Salt, dim3 G, dim3 B, long &Grids) {
  ++Grids;
  ngForEach(G, B, [&](dim3 T, dim3 Bi, unsigned Tl, unsigned Bl) {
    unsigned long long Node = mix64(Path, Bl);
    uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), Tl,
                      ngWhereHost(T, Bi, B, G), Level, Salt);
    R.record(Level, H);
    if (leaves(H) || !launches(H, Tl, Level))
      return;
    Shape S = shapeOf(H >> 9);
    reference(R, mix64(Node, Tl), Level + 1, Salt, S.G, S.B, Grids);
  });
}

int main() {
  gputest::Test T("ng_clone_shapes");
  if (!getenv("NG_ESTIMATE"))
    T.pendingLaunches(1 << 17);
  const dim3 Roots[][2] = {{dim3(1), dim3(64)},
                           {dim3(300), dim3(32)},
                           {dim3(5, 3), dim3(16, 2)}};
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    dim3 G = Roots[Round][0], B = Roots[Round][1];
    NgRef R;
    long Grids = 0;
    reference(R, 0x1234 + Round, 0, Salt, G, B, Grids);
    printf("round %d: %ld grids, deepest level %d\n", Round, Grids,
           R.Count[Levels - 1] ? Levels - 1 : -1);
    if (getenv("NG_ESTIMATE"))
      continue; // the CPU reference only (no GPU here)
    NgAcc *D = ngAlloc();
    tree<<<G, B>>>(D, 0x1234 + Round, 0, Salt);
    CK_SYNC();
    ngCompare(T, ("round " + std::to_string(Round)).c_str(), D, R, Levels);
    CK(cudaFree(D));
  }
  return T.finish();
}
