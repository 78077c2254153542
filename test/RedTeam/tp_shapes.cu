// Red team of the team prologue (2026-11-28-team-prologue.patch): child
// block shapes. The prologue is now the block's first warp (linear threads
// 0 .. min(32, threads) - 1, a __ballot_sync over a mask of that many
// lanes): blocks of 1, 2, 7, 31, 32, 33, 64 threads, and 2-D/3-D blocks
// ((4,4,2), (1,1,24), (8,2,1), (2,3,5), (1,1,40), (2,1,13), (1,2,7),
// (1,31,1), (16,1,2)) whose first warp spans rows and slices; aggregates
// whose parents launch different shapes of one family (the clone runs each
// dimension's maximum, so part of each physical block is inactive for a
// given logical block) and aggregates of one shape (parent blocks whose
// threads all launch the same one: a clone of 1, 2 or 7 threads, Lanes 1
// to 31). Three children: sh (early return at entry for an eighth of the
// threads), sb (__syncthreads at entry, static shared memory, reads a
// neighbour's word: never packed or molded), sw (1-D families only:
// __syncwarp, __ballot_sync and __shfl_sync over the logical warp's exact
// mask at entry). A last round has a parent grid of 1,500 blocks, so a
// grid scope index holds more than 1,024 records (3 rounds of the 32-way
// search). Order-free counters of every logical thread's hash of its
// parent, geometry and votes, poisoned first; each launch's error code.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "tp/Tp.cuh"

struct Shape {
  dim3 G, B;
};
constexpr int Families = 4;
__host__ __device__ inline dim3 blockOf(int Family, uint32_t H) {
  switch (Family) {
  case 0: { // 1-D, at most 64
    const unsigned X[] = {1, 2, 7, 31, 32, 33, 64};
    return dim3(X[H % 7]);
  }
  case 1: // maxima (8,4,24): 768
    switch (H % 5) {
    case 0: return dim3(4, 4, 2);
    case 1: return dim3(1, 1, 24);
    case 2: return dim3(8, 2, 1);
    case 3: return dim3(2, 3, 5);
    default: return dim3(1, 1, 1);
    }
  case 2: // maxima (2,2,40): 160
    switch (H % 3) {
    case 0: return dim3(1, 1, 40);
    case 1: return dim3(2, 1, 13);
    default: return dim3(1, 2, 7);
    }
  default: // maxima (16,31,2): 992
    switch (H % 3) {
    case 0: return dim3(8, 2, 1);
    case 1: return dim3(1, 31, 1);
    default: return dim3(16, 1, 2);
    }
  }
}
__host__ __device__ inline dim3 gridOf(uint32_t H) {
  switch (H % 7) {
  case 0: return dim3(1);
  case 1: return dim3(2);
  case 2: return dim3(3);
  case 3: return dim3(2, 2, 1);
  case 4: return dim3(1, 1, 3);
  case 5: return dim3(5);
  default: return dim3(1, 2, 1);
  }
}
/// Parent thread Id's launch, if any. Uniform: every thread of the parent
/// block launches the same block shape.
__host__ __device__ inline bool launchOf(uint32_t Id, unsigned Block,
                                         uint32_t Salt, int Family,
                                         bool Uniform, Shape &S) {
  uint32_t H = hash(Id, Salt, 1u);
  S.G = gridOf(H >> 8);
  S.B = blockOf(Family, Uniform ? hash(Block, Salt, 2u) : H >> 16);
  return true;
}

constexpr unsigned SbMax = 1024;

__global__ void sh(unsigned long long *A, uint32_t Id, uint32_t Salt) {
  uint32_t H = hash(Id, Salt, tpGeom());
  if ((H & 7) == 0)
    return;
  tpRecord(A, H);
}

__global__ void sb(unsigned long long *A, uint32_t Id, uint32_t Salt) {
  __shared__ uint32_t S[SbMax];
  __syncthreads();
  uint32_t H = hash(Id, Salt, tpGeom(), 5u);
  unsigned T = tpThread(), N = blockDim.x * blockDim.y * blockDim.z;
  S[T] = H;
  __syncthreads();
  uint32_t Nb = S[(T + 1) % N];
  tpRecord(A, hash(H, Nb));
}

/// 1-D blocks: lane threadIdx.x % 32 of warp threadIdx.x / 32.
__global__ void sw(unsigned long long *A, uint32_t Id, uint32_t Salt) {
  unsigned T = threadIdx.x, N = blockDim.x;
  unsigned W = T / 32, Lane = T % 32;
  unsigned Width = N - 32 * W < 32 ? N - 32 * W : 32;
  unsigned Mask = Width == 32 ? ~0u : (1u << Width) - 1;
  __syncwarp(Mask);
  uint32_t H = hash(Id, Salt, tpGeom(), 7u);
  unsigned Vote = __ballot_sync(Mask, H & 1);
  uint32_t Next = __shfl_sync(Mask, H, (Lane + 1) % Width);
  tpRecord(A, hash(H, Vote, Next));
}


/// One launch per parent thread, a barrier right after it (the block's
/// aggregate: block scope, or grid scope with --dpagg-scope=grid).
/// Tab: {A, A} and {Salt, Salt} in device memory, read at a per-thread
/// index, so that sh's and sw's parameters are per thread to the pass (no
/// scalarization layout: the record's entries are copied by the warp,
/// teamCopy); sb's are uniform (a layout: lane 0's scatterEntry).
/// Observe false: the launch's error state unused (grid scope takes only
/// such launches: the big rounds' index); a lost launch shows in the counts.
template <int Kind, bool Observe>
__global__ void parent(unsigned long long *A, int *Err, int Family,
                       int UniformEvery, uint32_t Salt,
                       unsigned long long *const *ATab, const uint32_t *STab) {
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;
  Shape S;
  bool Uniform = UniformEvery && blockIdx.x % UniformEvery == 0;
  launchOf(Id, blockIdx.x, Salt, Family, Uniform, S);
  if constexpr (Kind == 0)
    sh<<<S.G, S.B>>>(ATab[Id & 1], Id, STab[Id & 1]);
  else if constexpr (Kind == 1)
    sb<<<S.G, S.B>>>(A, Id, Salt);
  else
    sw<<<S.G, S.B.x>>>(ATab[Id & 1], Id, STab[Id & 1]); // provably 1-D
  __syncthreads();
  if (Observe)
    Err[Id] = cudaGetLastError();
}

static void reference(TpRef &R, int Kind, uint32_t Id, uint32_t Salt,
                      Shape Sh) {
  unsigned N = Sh.B.x * Sh.B.y * Sh.B.z;
  std::vector<uint32_t> Hs(N);
  tpForEach(Sh.G, Sh.B, [&](dim3 T, dim3 B, unsigned Tl, unsigned Bl) {
    uint32_t Gm = tpGeomHost(T, B, Sh.B, Sh.G);
    if (Kind == 0) {
      uint32_t H = hash(Id, Salt, Gm);
      if (H & 7)
        R.record(H);
      return;
    }
    Hs[Tl] = hash(Id, Salt, Gm, Kind == 1 ? 5u : 7u);
    if (Tl + 1 < N)
      return;
    // The whole block is known: its last thread records them all.
    for (unsigned I = 0; I < N; ++I) {
      if (Kind == 1) {
        R.record(hash(Hs[I], Hs[(I + 1) % N]));
        continue;
      }
      unsigned W = I / 32, Lane = I % 32;
      unsigned Width = N - 32 * W < 32 ? N - 32 * W : 32;
      unsigned Vote = 0;
      for (unsigned L = 0; L < Width; ++L)
        Vote |= (Hs[32 * W + L] & 1) << L;
      R.record(hash(Hs[I], Vote, Hs[32 * W + (Lane + 1) % Width]));
    }
  });
}

int main() {
  gputest::Test T("tp_shapes");
  T.pendingLaunches(1 << 17);
  const int Threads = 64;
  const int MaxBlocks = 1500;
  unsigned long long *A = gputest::alloc<unsigned long long>(TpWords);
  int *Err = gputest::alloc<int>(MaxBlocks * Threads);
  unsigned long long **ATab = gputest::alloc<unsigned long long *>(2);
  uint32_t *STab = gputest::alloc<uint32_t>(2);
  const char *KindName[] = {"sh", "sb", "sw"};
  int Rounds = tpRounds(2);
  for (int Round = 0; Round < Rounds; ++Round)
    for (int Kind = 0; Kind < 3; ++Kind)
      for (int Family = 0; Family < Families + 1; ++Family) {
        if (Kind == 2 && Family != 0 && Family != Families)
          continue; // sw: 1-D blocks only
        bool Big = Family == Families; // the 1,500-block grid, family 0 or 1
        int Fam = Big ? (Kind == 2 ? 0 : 1) : Family;
        int Blocks = Big ? MaxBlocks : 48;
        int UniformEvery = Big ? 1 : 2;
        uint32_t Salt = (uint32_t)T.R.next();
        tpPoison(A);
        CK(cudaMemcpy(ATab, std::vector<unsigned long long *>{A, A}.data(),
                      2 * sizeof(void *), cudaMemcpyHostToDevice));
        CK(cudaMemcpy(STab, std::vector<uint32_t>{Salt, Salt}.data(),
                      2 * sizeof(uint32_t), cudaMemcpyHostToDevice));
        gputest::poison(Err, (size_t)Blocks * Threads);
        if (Kind == 0)
          (Big ? parent<0, false> : parent<0, true>)<<<Blocks, Threads>>>(
              A, Err, Fam, UniformEvery, Salt, ATab, STab);
        else if (Kind == 1)
          (Big ? parent<1, false> : parent<1, true>)<<<Blocks, Threads>>>(
              A, Err, Fam, UniformEvery, Salt, ATab, STab);
        else
          (Big ? parent<2, false> : parent<2, true>)<<<Blocks, Threads>>>(
              A, Err, Fam, UniformEvery, Salt, ATab, STab);
        CK_SYNC();
        TpRef R;
        std::vector<int> Launched(Blocks * Threads);
        for (int B = 0; B < Blocks; ++B)
          for (int Th = 0; Th < Threads; ++Th) {
            unsigned Id = B * Threads + Th;
            Shape S;
            bool Uniform = B % UniformEvery == 0;
            Launched[Id] = launchOf(Id, B, Salt, Fam, Uniform, S);
            if (Launched[Id])
              reference(R, Kind, Id, Salt, S);
          }
        std::string What = std::string(KindName[Kind]) + " family " +
                           std::to_string(Fam) + (Big ? " big" : "") +
                           " round " + std::to_string(Round);
        tpCompare(T, What, A, R);
        if (!Big)
          tpCheckErrors(T, What, Err, Launched);
      }
  return T.finish();
}
