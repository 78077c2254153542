// Red team of the team prologue (2026-11-28-team-prologue.patch): molded
// children (--dpagg-moldable=on -dpagg-mold-coarsen=4: every aggregate of
// 2+ logical blocks cut to a quarter or fewer physical blocks, each looping
// over logical blocks; the first warp rereads the record for each logical
// block and rewrites the shared copies after the latch; thread 0 drops
// only at the last one). Parents launch grids of 3 to 17 blocks (2-D and
// 3-D grids) of blocks of one family ((4,4,2), (1,1,24), (8,2,1), (2,3,5),
// (8,1,3), (1)) mixed in an aggregate, so each logical block runs on a block
// of the maxima with part of it inactive, and the first warp of the
// physical block holds threads inactive for that logical block. By value:
// a 100-byte struct (tail 4) per thread, per logical block different
// (the copy of logical block L + G overwrites L's). A quarter of the
// threads return at entry. A last round of 300 parent blocks, launches
// unobserved (auto-grid: a grid index of 300 records of ~64 parents, which
// launchIndex runs whole, never molded: the index path at scale).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "tp/Tp.cuh"

struct P100 {
  uint32_t W[25];
};
__host__ __device__ inline P100 p100(uint32_t Id, uint32_t Salt) {
  P100 P;
  for (int K = 0; K < 25; ++K)
    P.W[K] = hash(Id, Salt, K, 100u);
  return P;
}
__host__ __device__ inline void shapeOf(uint32_t Id, uint32_t Salt, dim3 &G,
                                        dim3 &B) {
  uint32_t H = hash(Id, Salt, 1u);
  switch (H % 4) {
  case 0: G = dim3(3 + (H >> 4) % 15); break;
  case 1: G = dim3(2, 2 + (H >> 4) % 4); break;
  case 2: G = dim3(1, 3, 2); break;
  default: G = dim3(2, 1, 2 + (H >> 4) % 3); break;
  }
  switch ((H >> 12) % 6) { // maxima (8,4,24): 768
  case 0: B = dim3(4, 4, 2); break;
  case 1: B = dim3(1, 1, 24); break;
  case 2: B = dim3(8, 2, 1); break;
  case 3: B = dim3(2, 3, 5); break;
  case 4: B = dim3(1); break;
  default: B = dim3(8, 1, 3); break;
  }
}

__global__ void mc(unsigned long long *A, uint32_t Id, P100 P, uint32_t Salt,
                   unsigned *Bad) {
  P100 Want = p100(Id, Salt);
  unsigned T = tpThread();
  if (P.W[T % 25] != Want.W[T % 25])
    atomicAdd(Bad, 1u);
  uint32_t H = hash(Id, Salt, tpGeom(), P.W[(T + 7) % 25]);
  if ((H & 3) == 0)
    return;
  tpRecord(A, H);
}

template <bool Observe>
__global__ void parent(unsigned long long *const *Tab, const uint32_t *STab,
                       unsigned *const *BTab, int *Err) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = STab[Id & 1];
  dim3 G, B;
  shapeOf(Id, S, G, B);
  mc<<<G, B>>>(Tab[Id & 1], Id, p100(Id, S), S, BTab[Id & 1]);
  __syncthreads();
  if (Observe)
    Err[Id] = cudaGetLastError();
}

int main() {
  gputest::Test T("tp_mold");
  T.pendingLaunches(1 << 16);
  const int Threads = 64, MaxBlocks = 300;
  unsigned long long *A = gputest::alloc<unsigned long long>(TpWords);
  unsigned *Bad = gputest::alloc<unsigned>(1);
  int *Err = gputest::alloc<int>(MaxBlocks * Threads);
  unsigned long long **Tab = gputest::alloc<unsigned long long *>(2);
  uint32_t *STab = gputest::alloc<uint32_t>(2);
  unsigned **BTab = gputest::alloc<unsigned *>(2);
  CK(cudaMemcpy(Tab, std::vector<unsigned long long *>{A, A}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(BTab, std::vector<unsigned *>{Bad, Bad}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  int Rounds = tpRounds(3);
  for (int Round = 0; Round < Rounds; ++Round)
    for (int Big = 0; Big < 2; ++Big) {
      int Blocks = Big ? MaxBlocks : 30, N = Blocks * Threads;
      uint32_t Salt = (uint32_t)T.R.next();
      CK(cudaMemcpy(STab, std::vector<uint32_t>{Salt, Salt}.data(),
                    2 * sizeof(uint32_t), cudaMemcpyHostToDevice));
      tpPoison(A);
      CK(cudaMemset(Bad, 0, sizeof(unsigned)));
      gputest::poison(Err, N);
      (Big ? parent<false> : parent<true>)<<<Blocks, Threads>>>(Tab, STab,
                                                               BTab, Err);
      CK_SYNC();
      TpRef R;
      for (uint32_t Id = 0; Id < (uint32_t)N; ++Id) {
        dim3 G, B;
        shapeOf(Id, Salt, G, B);
        P100 P = p100(Id, Salt);
        tpForEach(G, B, [&](dim3 Ti, dim3 Bi, unsigned Tl, unsigned) {
          uint32_t H = hash(Id, Salt, tpGeomHost(Ti, Bi, B, G),
                            P.W[(Tl + 7) % 25]);
          if (H & 3)
            R.record(H);
        });
      }
      std::string What =
          std::string(Big ? "big" : "small") + " round " + std::to_string(Round);
      tpCompare(T, What, A, R);
      T.compare((What + " bad parameters").c_str(), gputest::download(Bad, 1),
                std::vector<unsigned>{0});
      if (!Big)
        tpCheckErrors(T, What, Err, std::vector<int>(N, 1));
    }
  return T.finish();
}
