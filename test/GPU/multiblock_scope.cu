// Multiblock scope (issue 23 item 1; runtime/grid.cu, "Groups of blocks"):
// unobserved NULL-stream launches aggregated per group of k consecutive
// parent blocks (x fastest), the group's aggregate launched by its last
// block to end; grid scope is the group of every block. Parent grids of 1,
// 2, 3, 7, 8, 9, 15, 16, 17 and 33 blocks (k - 1, k and k + 1 blocks for
// k = 1, 2, 8 and 16, and grids that are not a multiple of k: a short last
// group), of 262,147 blocks (more than 200,000, more than any GPU holds at
// once, not a multiple of any k), a dense grid that runs the pool out, 2-D
// and 3-D parent grids (the linear block index), one launching thread per
// block, blocks whose threads all return before the launch (counted done
// all the same), and a child annotated DPAGG_SCOPE_MULTIBLOCK(3) (k = 3 in
// every build with the plugin). Every child checks its own parameters and
// launch shape (a wrong one counts in Bad) and writes a hash of its
// coordinates and arguments, checked against a CPU reference over poisoned
// output; every parent thread writes its own result too. Several rounds: a
// group's state and the pool must serve the next grids. Variants: .base
// (no DPAgg), .dpagg, .warp, .mb1, .mb2, .mb8 (-dpagg-scope=multiblock,
// -dpagg-group-blocks=1, 2, 8), .mb8_tinypool (a 4 KiB pool: no record
// fits, every launch alone), .grid (-dpagg-scope=grid), all without
// serialization, which would run most of these children in their parents,
// and .mb8_serial (with it, the default).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/multiblock_scope.base
// RUN: %gpubin/multiblock_scope.dpagg
// RUN: %gpubin/multiblock_scope.warp
// RUN: %gpubin/multiblock_scope.mb1
// RUN: %gpubin/multiblock_scope.mb2
// RUN: %gpubin/multiblock_scope.mb8
// RUN: %gpubin/multiblock_scope.mb8_tinypool
// RUN: %gpubin/multiblock_scope.mb8_serial
// RUN: %gpubin/multiblock_scope.grid
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

using gputest::hash;

/// Counts children that found a parameter or their shape wrong.
__device__ unsigned long long Bad;

/// Checks what every child receives: the check word its parent computed
/// from (P, N, Salt), its block of 32 << (P & 1) threads and its grid.
__device__ void checkParams(int N, int P, uint32_t Salt, uint32_t Check) {
  int B = 32 << (P & 1);
  if (Check != hash(P, N, Salt, 0x5eedu) || blockDim.x != (unsigned)B ||
      blockDim.y != 1 || blockDim.z != 1 || gridDim.y != 1 || gridDim.z != 1 ||
      gridDim.x != (unsigned)((N + B - 1) / B))
    atomicAdd(&Bad, 1ull);
}

__global__ void child(uint32_t *Out, int N, int P, uint32_t Salt,
                      uint32_t Check) {
  checkParams(N, P, Salt, Check);
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(P, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
}

/// The same, asking for groups of 3 blocks whatever the options say.
__global__ DPAGG_SCOPE_MULTIBLOCK(3) void child3(uint32_t *Out, int N, int P,
                                                 uint32_t Salt,
                                                 uint32_t Check) {
  checkParams(N, P, Salt, Check);
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = ~hash(P, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
}

/// The parent thread's number: its block's linear index (x fastest, as the
/// runtime numbers blocks) times the block's threads, plus its thread.
__device__ int parentIndex() {
  unsigned long long Block =
      blockIdx.x +
      (unsigned long long)gridDim.x *
          (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  return (int)(Block * blockDim.x + threadIdx.x);
}

/// Thread P launches Len[P] elements (none if 0) with blocks of 32 or 64
/// threads; threads past NP return first. Each parent has one launch site
/// (grid and multiblock scope take only a thread's only launch).
template <bool Annotated>
__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, int NP, uint32_t Salt) {
  int P = parentIndex();
  if (P >= NP)
    return;
  Own[P] = hash(P, Len[P], Salt);
  int N = Len[P], B = 32 << (P & 1);
  uint32_t Check = hash(P, N, Salt, 0x5eedu);
  if (N > 0)
    (Annotated ? child3 : child)<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P,
                                                         Salt, Check);
}

/// One launching thread per block: thread 0 of block K launches Len[K]
/// elements with blocks of 32 threads (K even, as child expects).
__global__ void single(uint32_t *Out, const int *Len, const int *Off,
                       uint32_t Salt) {
  int K = 2 * blockIdx.x;
  int N = Len[blockIdx.x];
  if (threadIdx.x == 0 && N > 0)
    child<<<(N + 31) / 32, 32>>>(Out + Off[blockIdx.x], N, K, Salt,
                                 hash(K, N, Salt, 0x5eedu));
}

struct Shape {
  const char *Name;
  dim3 Grid;
  int Threads;
  double Launching; // fraction of threads that launch
  int MaxLen;
  int Annotated;
};

static unsigned long long readBad() {
  unsigned long long B = 0;
  CK(cudaMemcpyFromSymbol(&B, Bad, sizeof(B)));
  return B;
}

/// One round of `parent` on \p S; returns the launches made.
static long runParent(gputest::Test &T, const Shape &S) {
  long Blocks = (long)S.Grid.x * S.Grid.y * S.Grid.z;
  // A ragged last block where there are several.
  int NP = (int)(Blocks * S.Threads - (Blocks > 1 ? 7 : 0));
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
    for (int I = 0; I < Len[P]; ++I) {
      uint32_t H = hash(P, I, I / B, I % B, B, G, Salt);
      Ref[Off[P] + I] = S.Annotated ? ~H : H;
    }
  }
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
  uint32_t *DOut = gputest::alloc<uint32_t>(Total),
           *DOwn = gputest::alloc<uint32_t>(NP);
  gputest::poison(DOut, Total);
  gputest::poison(DOwn, NP);
  unsigned long long Bad0 = readBad();
  if (S.Annotated)
    parent<true><<<S.Grid, S.Threads>>>(DOut, DOwn, DLen, DOff, NP, Salt);
  else
    parent<false><<<S.Grid, S.Threads>>>(DOut, DOwn, DLen, DOff, NP, Salt);
  CK_SYNC();
  T.compare(S.Name, gputest::download(DOut, Total), Ref);
  T.compare("parents", gputest::download(DOwn, NP), RefOwn);
  T.compare("children with wrong parameters",
            std::vector<unsigned long long>{readBad() - Bad0},
            std::vector<unsigned long long>{0});
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
          hash(2 * K, I, I / 32, I % 32, 32, (Len[K] + 31) / 32, Salt);
  int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
  uint32_t *DOut = gputest::alloc<uint32_t>(Total);
  gputest::poison(DOut, Total);
  unsigned long long Bad0 = readBad();
  single<<<Blocks, 128>>>(DOut, DLen, DOff, Salt);
  CK_SYNC();
  T.compare("single launcher", gputest::download(DOut, Total), Ref);
  T.compare("single launcher's children with wrong parameters",
            std::vector<unsigned long long>{readBad() - Bad0},
            std::vector<unsigned long long>{0});
  CK(cudaFree(DLen));
  CK(cudaFree(DOff));
  CK(cudaFree(DOut));
  return Launches;
}

int main() {
  gputest::Test T("multiblock_scope");
  T.pendingLaunches(1 << 19);
  const Shape Shapes[] = {
      {"1 block", dim3(1), 256, .5, 100, 0},
      {"1 block of one warp, all launching", dim3(1), 32, 1, 40, 0},
      {"2 blocks", dim3(2), 64, .5, 50, 0},
      {"3 blocks", dim3(3), 64, .5, 50, 0},
      {"7 blocks", dim3(7), 64, .5, 150, 0},
      {"8 blocks", dim3(8), 64, .5, 50, 0},
      {"9 blocks", dim3(9), 64, .5, 150, 0},
      {"15 blocks", dim3(15), 32, .7, 50, 0},
      {"16 blocks", dim3(16), 32, .7, 50, 0},
      {"17 blocks", dim3(17), 32, .7, 150, 0},
      {"33 blocks", dim3(33), 96, .3, 60, 0},
      {"262147 blocks", dim3((1 << 18) + 3), 32, .004, 64, 0},
      {"2048 blocks, dense", dim3(2048), 256, .5, 70, 0},
      {"2-D grid 37 x 29", dim3(37, 29), 64, .3, 150, 0},
      {"3-D grid 5 x 7 x 3", dim3(5, 7, 3), 64, .3, 50, 0},
      {"2-D grid 1 x 11", dim3(1, 11), 64, .5, 50, 0},
      {"512 blocks, none launching", dim3(512), 64, 0, 1, 0},
      {"annotated k = 3, 10 blocks", dim3(10), 64, .5, 150, 1},
      {"annotated k = 3, 2-D 6 x 5", dim3(6, 5), 32, .5, 50, 1},
  };
  for (int Round = 0; Round < 3; ++Round) {
    for (const Shape &S : Shapes)
      printf("round %d, %s: %ld launches\n", Round, S.Name, runParent(T, S));
    printf("round %d, single launcher: %ld launches\n", Round,
           runSingle(T, 20001));
  }
  return T.finish();
}
