// Red team of the team prologue (2026-11-28-team-prologue.patch): packed
// children (--dpagg-pack-children=on: 8 logical blocks of at most 32
// threads per block, one per warp; the whole warp now searches and copies,
// Team{Lane, 32, ~0u}, and lane 0 drops after __syncwarp). Blocks of 1, 2,
// 7, 31, 32 threads and (4,4,2), (8,2,1), (1,1,31), (2,3,5) (lanes past the
// logical block's threads take part in the prologue and leave), mostly one
// shape per parent block (an aggregate of one shape: packed), a quarter
// mixed; parent blocks of 13 threads launching grids of 1 to 3 blocks, so
// the aggregates' totals are seldom multiples of 8 (warps past the total,
// which read the record's total without holding it). pk: a 52-byte struct
// by value (not a multiple of 16: a 12-byte tail copied by lane 0), an
// eighth of the threads return at entry. pw (1-D): __syncwarp,
// __ballot_sync and __shfl_sync over the logical block's exact mask at
// entry. A last round of 300 parent blocks without observing the launches
// (auto-grid: a grid index, the packed clone's index path).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "tp/Tp.cuh"

struct P52 {
  uint32_t W[13];
};
__host__ __device__ inline P52 p52(uint32_t Id, uint32_t Salt) {
  P52 P;
  for (int K = 0; K < 13; ++K)
    P.W[K] = hash(Id, Salt, K, 52u);
  return P;
}
__host__ __device__ inline dim3 blockOf(uint32_t H, bool OneD) {
  switch (H % (OneD ? 5 : 9)) {
  case 0: return dim3(1);
  case 1: return dim3(2);
  case 2: return dim3(7);
  case 3: return dim3(31);
  case 4: return dim3(32);
  case 5: return dim3(4, 4, 2);
  case 6: return dim3(8, 2, 1);
  case 7: return dim3(1, 1, 31);
  default: return dim3(2, 3, 5);
  }
}
__host__ __device__ inline void shapeOf(uint32_t Id, unsigned Block,
                                        uint32_t Salt, bool OneD, dim3 &G,
                                        dim3 &B) {
  uint32_t H = hash(Id, Salt, 1u);
  G = dim3(1 + (H >> 4) % 3);
  bool Uniform = Block % 4 != 3;
  B = blockOf(Uniform ? hash(Block, Salt, 2u) : H >> 12, OneD);
}

__global__ void pk(unsigned long long *A, uint32_t Id, P52 P, uint32_t Salt,
                   unsigned *Bad) {
  P52 Want = p52(Id, Salt);
  unsigned T = tpThread();
  if (P.W[T % 13] != Want.W[T % 13])
    atomicAdd(Bad, 1u);
  uint32_t H = hash(Id, Salt, tpGeom(), P.W[T % 13]);
  if ((H & 7) == 0)
    return;
  tpRecord(A, H);
}

__global__ void pw(unsigned long long *A, uint32_t Id, uint32_t Salt) {
  unsigned N = blockDim.x, Lane = threadIdx.x;
  unsigned Mask = N == 32 ? ~0u : (1u << N) - 1;
  __syncwarp(Mask);
  uint32_t H = hash(Id, Salt, tpGeom(), 3u);
  unsigned Vote = __ballot_sync(Mask, H & 1);
  uint32_t Next = __shfl_sync(Mask, H, (Lane + 1) % N);
  tpRecord(A, hash(H, Vote, Next));
}

template <int Kind, bool Observe>
__global__ void parent(unsigned long long *const *Tab, const uint32_t *STab,
                       unsigned *const *BTab, int *Err) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = STab[Id & 1];
  dim3 G, B;
  shapeOf(Id, blockIdx.x, S, Kind == 1, G, B);
  if constexpr (Kind == 0)
    pk<<<G, B>>>(Tab[Id & 1], Id, p52(Id, S), S, BTab[Id & 1]);
  else
    pw<<<G, B.x>>>(Tab[Id & 1], Id, S);
  __syncthreads();
  if (Observe)
    Err[Id] = cudaGetLastError();
}

int main() {
  gputest::Test T("tp_pack");
  T.pendingLaunches(1 << 15);
  const int Threads = 13, MaxBlocks = 300;
  unsigned long long *A = gputest::alloc<unsigned long long>(TpWords);
  unsigned *Bad = gputest::alloc<unsigned>(1);
  int *Err = gputest::alloc<int>(MaxBlocks * Threads);
  unsigned long long **Tab = gputest::alloc<unsigned long long *>(2);
  uint32_t *STab = gputest::alloc<uint32_t>(2);
  unsigned **BTab = gputest::alloc<unsigned *>(2);
  CK(cudaMemcpy(BTab, std::vector<unsigned *>{Bad, Bad}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(Tab, std::vector<unsigned long long *>{A, A}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  int Rounds = tpRounds(3);
  for (int Round = 0; Round < Rounds; ++Round)
    for (int Kind = 0; Kind < 2; ++Kind)
      for (int Big = 0; Big < 2; ++Big) {
        int Blocks = Big ? MaxBlocks : 40, N = Blocks * Threads;
        uint32_t Salt = (uint32_t)T.R.next();
        CK(cudaMemcpy(STab, std::vector<uint32_t>{Salt, Salt}.data(),
                      2 * sizeof(uint32_t), cudaMemcpyHostToDevice));
        tpPoison(A);
        CK(cudaMemset(Bad, 0, sizeof(unsigned)));
        gputest::poison(Err, N);
        if (Kind == 0)
          (Big ? parent<0, false> : parent<0, true>)<<<Blocks, Threads>>>(
              Tab, STab, BTab, Err);
        else
          (Big ? parent<1, false> : parent<1, true>)<<<Blocks, Threads>>>(
              Tab, STab, BTab, Err);
        CK_SYNC();
        TpRef R;
        for (uint32_t Id = 0; Id < (uint32_t)N; ++Id) {
          dim3 G, B;
          shapeOf(Id, Id / Threads, Salt, Kind == 1, G, B);
          unsigned NT = B.x * B.y * B.z;
          P52 P = p52(Id, Salt);
          std::vector<uint32_t> Hs(NT);
          tpForEach(G, B, [&](dim3 Ti, dim3 Bi, unsigned Tl, unsigned) {
            uint32_t Gm = tpGeomHost(Ti, Bi, B, G);
            if (Kind == 0) {
              uint32_t H = hash(Id, Salt, Gm, P.W[Tl % 13]);
              if (H & 7)
                R.record(H);
              return;
            }
            Hs[Tl] = hash(Id, Salt, Gm, 3u);
            if (Tl + 1 < NT)
              return;
            unsigned Vote = 0;
            for (unsigned L = 0; L < NT; ++L)
              Vote |= (Hs[L] & 1) << L;
            for (unsigned L = 0; L < NT; ++L)
              R.record(hash(Hs[L], Vote, Hs[(L + 1) % NT]));
          });
        }
        std::string What = std::string(Kind ? "pw" : "pk") +
                           (Big ? " big" : "") + " round " +
                           std::to_string(Round);
        tpCompare(T, What, A, R);
        T.compare((What + " bad parameters").c_str(),
                  gputest::download(Bad, 1), std::vector<unsigned>{0});
        if (!Big)
          tpCheckErrors(T, What, Err, std::vector<int>(N, 1));
      }
  return T.finish();
}
