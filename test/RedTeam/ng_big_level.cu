// Red team of e7a9ca8, rule 4 (grid scope at the threads' last exit): one
// host grid of 4,096 blocks of 256 threads (and a 2-D one of 64 x 64 blocks
// of 16 x 16) whose lanes launch mid (a nested level: mid launches leaf) in
// a divergent branch, so the site is per grid at the last exit with one
// warp record per group of lanes that arrive together; lanes split in two
// arrival groups by a data-dependent detour. ~28,000 to 60,000 warp records
// per grid: more than a 256 KiB chunk's index holds (21,839 entries;
// .small's 64 KiB chunk: 5,455; .tiny's 1 KiB chunk: 79), so most owners
// find the index full and launch their record at the site while the rest
// wait for the ticket; every record's pool chunk is held until the grid
// ends. Every mid and leaf thread records its hash per level.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

__host__ __device__ inline bool topLaunches(uint32_t H) { return H % 16 == 3; }
__host__ __device__ inline bool detour(uint32_t H) { return (H >> 8) % 3 == 0; }
__host__ __device__ inline bool midLaunches(uint32_t H) { return H % 29 == 1; }

__global__ void leaf(NgAcc *A, uint32_t From) {
  ngRecord(A, 2, hash(From, ngWhere()));
}

__global__ void mid(NgAcc *A, uint32_t From) {
  uint32_t H = hash(From, ngWhere());
  ngRecord(A, 1, H);
  if (midLaunches(H))
    leaf<<<1 + H % 3, 32>>>(A, H);
}

__device__ uint32_t Sink;

__global__ void top(NgAcc *A, uint32_t Salt, int Spin) {
  uint32_t H = hash(Salt, ngWhere());
  ngRecord(A, 0, H);
  if (detour(H)) {
    // Lanes that take the detour reach the site later than their warp.
    uint32_t X = H;
    for (int I = 0; I < Spin; ++I)
      X = X * 1664525u + 1013904223u;
    if (X == 0x12345678u)
      Sink = X;
  }
  if (topLaunches(H))
    mid<<<1 + (H >> 4) % 2, dim3(8, 4)>>>(A, H);
}

static void reference(NgRef &R, uint32_t Salt, dim3 G, dim3 B, long &Mids,
                      long &Leaves) {
  ngForEach(G, B, [&](dim3 T, dim3 Bi, unsigned, unsigned) {
    uint32_t H = hash(Salt, ngWhereHost(T, Bi, B, G));
    R.record(0, H);
    if (!topLaunches(H))
      return;
    dim3 MG(1 + (H >> 4) % 2), MB(8, 4);
    ++Mids;
    ngForEach(MG, MB, [&](dim3 T2, dim3 B2, unsigned, unsigned) {
      uint32_t H2 = hash(H, ngWhereHost(T2, B2, MB, MG));
      R.record(1, H2);
      if (!midLaunches(H2))
        return;
      dim3 LG(1 + H2 % 3), LB(32);
      ++Leaves;
      ngForEach(LG, LB, [&](dim3 T3, dim3 B3, unsigned, unsigned) {
        R.record(2, hash(H2, ngWhereHost(T3, B3, LB, LG)));
      });
    });
  });
}

int main() {
  gputest::Test T("ng_big_level");
  bool Est = getenv("NG_ESTIMATE");
  if (!Est)
    T.pendingLaunches(1 << 18);
  const dim3 Shapes[][2] = {{dim3(4096), dim3(256)},
                            {dim3(64, 64), dim3(16, 16)},
                            {dim3(300), dim3(1024)}};
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    dim3 G = Shapes[Round][0], B = Shapes[Round][1];
    NgRef R;
    long Mids = 0, Leaves = 0;
    reference(R, Salt, G, B, Mids, Leaves);
    printf("round %d: %ld mid grids, %ld leaf grids\n", Round, Mids, Leaves);
    if (Est)
      continue;
    NgAcc *D = ngAlloc();
    top<<<G, B>>>(D, Salt, 200 + Round * 100);
    CK_SYNC();
    ngCompare(T, ("round " + std::to_string(Round)).c_str(), D, R, 3);
    CK(cudaFree(D));
  }
  return T.finish();
}
