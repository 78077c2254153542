// Grid scope (issue 23, first slice; runtime/grid.cu): unobserved NULL-stream
// launches aggregated per parent grid, the aggregate launched by the grid's
// last block to end. Parent grids of 1 block, of 262,144 blocks (more than
// any GPU holds at once, and more records than a grid's index holds, so
// later blocks launch their own records), of 2,048 blocks of 256 threads
// with half the threads launching (the pool runs out: blocks launch alone),
// one launching thread per block (the single-launcher pattern grid scope is
// for), and blocks whose threads all return before the launch (counted done
// all the same). Every launch's child writes a hash of its coordinates and
// arguments, checked against a CPU reference over poisoned output; every
// parent thread writes its own result too. Several rounds: a grid state and
// the pool must serve the next grids. Variants: .grid (-dpagg-scope=grid),
// .grid_tinypool (a 4 KiB pool: no record fits, every launch alone),
// .grid_smallpool (64 KiB: small indexes, some records).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/grid_scope.base
// RUN: %gpubin/grid_scope.dpagg
// RUN: %gpubin/grid_scope.warp
// RUN: %gpubin/grid_scope.grid
// RUN: %gpubin/grid_scope.grid_tinypool
// RUN: %gpubin/grid_scope.grid_smallpool
#include "GPUTest.cuh"

using gputest::hash;

__global__ void child(uint32_t *Out, int N, int P, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(P, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
}

/// Thread P launches Len[P] elements (none if 0) with blocks of 32 or 64
/// threads; threads past NP return first.
__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, int NP, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Own[P] = hash(P, Len[P], Salt);
  int N = Len[P], B = 32 << (P & 1);
  if (N > 0)
    child<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P, Salt);
}

/// One launching thread per block: thread 0 of block K launches Len[K]
/// elements.
__global__ void single(uint32_t *Out, const int *Len, const int *Off,
                       uint32_t Salt) {
  int K = blockIdx.x;
  if (threadIdx.x == 0 && Len[K] > 0)
    child<<<(Len[K] + 31) / 32, 32>>>(Out + Off[K], Len[K], K, Salt);
}

struct Shape {
  const char *Name;
  int Blocks, Threads;
  double Launching; // fraction of threads that launch
  int MaxLen;
};

/// One round of `parent` on \p S; returns the launches made.
static long runParent(gputest::Test &T, const Shape &S) {
  int NP = S.Blocks * S.Threads - (S.Blocks > 1 ? 7 : 0); // a ragged last block
  std::vector<int> Len(NP, 0), Off(NP, 0);
  long Total = 0, Launches = 0;
  for (int P = 0; P < NP; ++P) {
    if (T.R.chance(S.Launching))
      Len[P] = T.R.range(1, S.MaxLen);
    Off[P] = (int)Total;
    Total += Len[P];
    Launches += Len[P] > 0;
  }
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref(Total), RefOwn(NP);
  for (int P = 0; P < NP; ++P) {
    RefOwn[P] = hash(P, Len[P], Salt);
    int B = 32 << (P & 1), G = (Len[P] + B - 1) / B;
    for (int I = 0; I < Len[P]; ++I)
      Ref[Off[P] + I] = hash(P, I, I / B, I % B, B, G, Salt);
  }
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
  uint32_t *DOut = gputest::alloc<uint32_t>(Total),
           *DOwn = gputest::alloc<uint32_t>(NP);
  gputest::poison(DOut, Total);
  gputest::poison(DOwn, NP);
  parent<<<S.Blocks, S.Threads>>>(DOut, DOwn, DLen, DOff, NP, Salt);
  CK_SYNC();
  T.compare(S.Name, gputest::download(DOut, Total), Ref);
  T.compare("parents", gputest::download(DOwn, NP), RefOwn);
  CK(cudaFree(DLen));
  CK(cudaFree(DOff));
  CK(cudaFree(DOut));
  CK(cudaFree(DOwn));
  return Launches;
}

/// One round of `single` over \p Blocks blocks of 128 threads.
static long runSingle(gputest::Test &T, int Blocks) {
  std::vector<int> Len(Blocks, 0), Off(Blocks, 0);
  long Total = 0, Launches = 0;
  for (int K = 0; K < Blocks; ++K) {
    Len[K] = T.R.chance(.9) ? T.R.range(1, 200) : 0;
    Off[K] = (int)Total;
    Total += Len[K];
    Launches += Len[K] > 0;
  }
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref(Total);
  for (int K = 0; K < Blocks; ++K)
    for (int I = 0; I < Len[K]; ++I)
      Ref[Off[K] + I] =
          hash(K, I, I / 32, I % 32, 32, (Len[K] + 31) / 32, Salt);
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
  uint32_t *DOut = gputest::alloc<uint32_t>(Total);
  gputest::poison(DOut, Total);
  single<<<Blocks, 128>>>(DOut, DLen, DOff, Salt);
  CK_SYNC();
  T.compare("single launcher", gputest::download(DOut, Total), Ref);
  CK(cudaFree(DLen));
  CK(cudaFree(DOff));
  CK(cudaFree(DOut));
  return Launches;
}

int main() {
  gputest::Test T("grid_scope");
  T.pendingLaunches(1 << 19);
  const Shape Shapes[] = {
      {"one block", 1, 256, .5, 100},
      {"one block of one warp, all launching", 1, 32, 1, 40},
      {"262144 blocks", 1 << 18, 32, .004, 64},
      {"2048 blocks, dense", 2048, 256, .5, 70},
      {"512 blocks, none launching", 512, 64, 0, 1},
  };
  for (int Round = 0; Round < 2; ++Round) {
    for (const Shape &S : Shapes)
      printf("round %d, %s: %ld launches\n", Round, S.Name, runParent(T, S));
    printf("round %d, single launcher: %ld launches\n", Round,
           runSingle(T, 20000));
  }
  return T.finish();
}
