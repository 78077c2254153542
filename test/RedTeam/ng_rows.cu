// Red team of e7a9ca8, rule 5: the single-launcher refusal lifted for
// nested levels. Only threadIdx.x == 0 (rowsBar, rowsExit) or == 5
// (rowsFive) reaches the launch: with 2-D and 3-D blocks that is one thread
// per row (y, z), several per block and per warp, and with blockDim.x <= 5
// none. rowsBar's launch is followed by a barrier and more work (the site
// meets at it, postponed, or at the last exit), rowsExit's is last, after
// early returns, rowsFive's is in a loop-free branch behind a block-uniform
// sum. Each kernel recurses into itself with per-row shapes (8 x 4, 4 x 2 x 4,
// 3 x 5, 32 x 1, 2 x 16, 6 x 6) and 1-D/2-D grids. Every thread records a hash
// of its path and geometry per level; rowsBar's threads also record the
// value of the block's shared sum after the barrier that follows the launch.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Levels = 7;

struct Shape {
  dim3 G, B;
};
__host__ __device__ inline Shape rowShape(uint32_t H) {
  switch (H % 7) {
  case 0: return {dim3(1), dim3(8, 4)};
  case 1: return {dim3(2), dim3(4, 2, 4)};
  case 2: return {dim3(1, 2), dim3(3, 5)};
  case 3: return {dim3(1), dim3(32)};
  case 4: return {dim3(2, 2), dim3(2, 16)};
  case 5: return {dim3(1), dim3(6, 6)};
  default: return {dim3(3), dim3(7, 3, 2)};
  }
}
__host__ __device__ inline bool rowLaunches(uint32_t H, int Level, int Kind) {
  return Level + 1 < Levels && (H >> 12) % 16 < (Kind == 2 ? 9u : 3u);
}

/// Kind 0: rowsBar, 1: rowsExit, 2: rowsFive (the hash tells them apart).
__global__ void rowsBar(NgAcc *A, unsigned long long Path, int Level,
                        uint32_t Salt) {
  __shared__ uint32_t Sum;
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), ngThread(),
                    ngWhere(), Level, Salt, 0);
  if (ngThread() == 0)
    Sum = 0;
  __syncthreads();
  atomicAdd(&Sum, H & 0xff);
  if (threadIdx.x == 0 && rowLaunches(H, Level, 0)) {
    Shape S = rowShape(H >> 3);
    rowsBar<<<S.G, S.B>>>(A, mix64(Node, ngThread()), Level + 1, Salt);
  }
  __syncthreads();
  ngRecord(A, Level, H ^ Sum);
}

__global__ void rowsExit(NgAcc *A, unsigned long long Path, int Level,
                         uint32_t Salt) {
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), ngThread(),
                    ngWhere(), Level, Salt, 1);
  ngRecord(A, Level, H);
  if (H % 5 == 0 && threadIdx.x != 0)
    return;
  if (threadIdx.x == 0 && rowLaunches(H, Level, 1)) {
    Shape S = rowShape(H >> 3);
    rowsExit<<<S.G, S.B>>>(A, mix64(Node, ngThread()), Level + 1, Salt);
  }
}

__global__ void rowsFive(NgAcc *A, unsigned long long Path, int Level,
                         uint32_t Salt) {
  __shared__ uint32_t Sum;
  unsigned long long Node = mix64(Path, ngBlock());
  uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), ngThread(),
                    ngWhere(), Level, Salt, 2);
  if (ngThread() == 0)
    Sum = 0;
  __syncthreads();
  atomicAdd(&Sum, H & 0xff);
  __syncthreads();
  ngRecord(A, Level, H ^ Sum);
  if (threadIdx.x == 5 && rowLaunches(H ^ Sum, Level, 2)) {
    Shape S = rowShape((H ^ Sum) >> 3);
    rowsFive<<<S.G, S.B>>>(A, mix64(Node, ngThread()), Level + 1, Salt);
  }
}

static void reference(NgRef &R, int Kind, unsigned long long Path, int Level,
                      uint32_t Salt, dim3 G, dim3 B, long &Grids) {
  ++Grids;
  // Per block: the hashes first (the shared sum), then the launches.
  for (unsigned Bl = 0; Bl < G.x * G.y * G.z; ++Bl) {
    dim3 Bi(Bl % G.x, (Bl / G.x) % G.y, Bl / (G.x * G.y));
    unsigned long long Node = mix64(Path, Bl);
    std::vector<uint32_t> Hs;
    std::vector<dim3> Ts;
    uint32_t Sum = 0;
    ngForEach(dim3(1), B, [&](dim3 T, dim3, unsigned Tl, unsigned) {
      uint32_t H = hash((uint32_t)Node, (uint32_t)(Node >> 32), Tl,
                        ngWhereHost(T, Bi, B, G), Level, Salt, Kind);
      Hs.push_back(H);
      Ts.push_back(T);
      Sum += H & 0xff;
    });
    for (size_t Tl = 0; Tl < Hs.size(); ++Tl) {
      uint32_t H = Hs[Tl];
      dim3 Ti = Ts[Tl];
      if (Kind == 1)
        R.record(Level, H);
      else
        R.record(Level, H ^ Sum);
      uint32_t L = Kind == 2 ? H ^ Sum : H;
      bool Launcher = Kind == 2 ? Ti.x == 5 : Ti.x == 0;
      if (Launcher && rowLaunches(L, Level, Kind)) {
        Shape S = rowShape(L >> 3);
        reference(R, Kind, mix64(Node, Tl), Level + 1, Salt, S.G, S.B, Grids);
      }
    }
  }
}

int main() {
  gputest::Test T("ng_rows");
  bool Est = getenv("NG_ESTIMATE");
  if (!Est)
    T.pendingLaunches(1 << 17);
  const dim3 Roots[][2] = {{dim3(1), dim3(8, 8)},
                           {dim3(40), dim3(16, 4)},
                           {dim3(3, 3, 3), dim3(6, 2, 3)}};
  void (*Kernels[3])(NgAcc *, unsigned long long, int, uint32_t) = {
      rowsBar, rowsExit, rowsFive};
  const char *Names[3] = {"rowsBar", "rowsExit", "rowsFive"};
  for (int Kind = 0; Kind < 3; ++Kind)
    for (int Round = 0; Round < 3; ++Round) {
      uint32_t Salt = (uint32_t)T.R.next();
      dim3 G = Roots[Round][0], B = Roots[Round][1];
      NgRef R;
      long Grids = 0;
      reference(R, Kind, 77 + Round, 0, Salt, G, B, Grids);
      std::string What = std::string(Names[Kind]) + " round " +
                         std::to_string(Round);
      printf("%s: %ld grids\n", What.c_str(), Grids);
      if (Est)
        continue;
      NgAcc *D = ngAlloc();
      Kernels[Kind]<<<G, B>>>(D, 77 + Round, 0, Salt);
      CK_SYNC();
      ngCompare(T, What.c_str(), D, R, Levels);
      CK(cudaFree(D));
    }
  return T.finish();
}
