// Red team of the team prologue (2026-11-28-team-prologue.patch): records
// reused at once. The prologue's lanes 1 .. 31 now read the record too, and
// only the first warp's barrier (or __syncwarp when packed) orders their
// reads before thread 0's drop; a lane reading after the last drop would
// read a record that a parent has already rewritten. Parent grids of blocks
// of 8 threads (a block's record fits a 1 KiB chunk of the .tiny pool, so
// every record is handed out again as soon as it is back) in 4 streams,
// 32 grids a round; every parent thread launches mid (blocks of 1, 2, 3,
// 7, 8 threads, 1 or 2 blocks) with a per-thread id, salt and check word,
// and every mid thread launches leaf (1 block of 1 to 7 threads) the same
// way, so records of both levels churn together. Each child checks its
// parameters against the check word (bad ones counted) and records a hash.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "tp/Tp.cuh"

constexpr int Streams = 4, GridsPerRound = 32, MaxBlocks = 16, Threads = 8;
constexpr int MaxParents = MaxBlocks * Threads, MidMax = 16;

__host__ __device__ inline uint32_t checkOf(uint32_t Id, uint32_t Salt) {
  return hash(Id, Salt, 9u);
}
__host__ __device__ inline unsigned midThreads(uint32_t Id, uint32_t Salt) {
  const unsigned X[] = {1, 2, 3, 7, 8};
  return X[hash(Id, Salt, 1u) % 5];
}
__host__ __device__ inline unsigned midBlocks(uint32_t Id, uint32_t Salt) {
  return 1 + hash(Id, Salt, 2u) % 2;
}
__host__ __device__ inline unsigned leafThreads(uint32_t Id, uint32_t Salt) {
  return 1 + hash(Id, Salt, 3u) % 7;
}

__global__ void leaf(unsigned long long *A, uint32_t Id, uint32_t Salt,
                     uint32_t Check, unsigned *Bad) {
  if (Check != checkOf(Id, Salt) || blockDim.x != leafThreads(Id, Salt))
    atomicAdd(Bad, 1u);
  tpRecord(A, hash(Id, Salt, threadIdx.x, 2u));
}

__global__ void __launch_bounds__(8) mid(unsigned long long *A, uint32_t Id, uint32_t Salt,
                    uint32_t Check, unsigned *Bad, int *LeafErr,
                    unsigned long long *const *Tab, const uint32_t *STab) {
  if (Check != checkOf(Id, Salt) || blockDim.x != midThreads(Id, Salt) ||
      gridDim.x != midBlocks(Id, Salt))
    atomicAdd(Bad, 1u);
  unsigned M = blockIdx.x * blockDim.x + threadIdx.x;
  tpRecord(A, hash(Id, Salt, M, 1u));
  uint32_t LId = Id * MidMax + M;
  uint32_t S = STab[LId & 1];
  leaf<<<1, leafThreads(LId, S)>>>(Tab[LId & 1], LId, S, checkOf(LId, S), Bad);
  __syncthreads();
  LeafErr[LId] = cudaGetLastError();
}

/// Tab: {A, A}, STab: {Salt, Salt}, read at per-thread indexes so that the
/// pass stores every parameter per thread (teamCopy, no layout).
__global__ void __launch_bounds__(8) top(unsigned long long *A, uint32_t Base, unsigned *Bad,
                    int *Err, int *LeafErr, unsigned long long *const *Tab,
                    const uint32_t *STab) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = STab[Id & 1];
  mid<<<midBlocks(Id, S), midThreads(Id, S)>>>(
      Tab[Id & 1], Id, S, checkOf(Id, S), Bad, LeafErr, Tab, STab);
  __syncthreads();
  Err[Id] = cudaGetLastError();
}

int main() {
  gputest::Test T("tp_pool");
  T.pendingLaunches(1 << 17);
  const size_t N = (size_t)GridsPerRound * MaxParents;
  unsigned long long *A = gputest::alloc<unsigned long long>(TpWords);
  unsigned *Bad = gputest::alloc<unsigned>(1);
  int *Err = gputest::alloc<int>(N);
  int *LeafErr = gputest::alloc<int>(N * MidMax);
  unsigned long long **Tab = gputest::alloc<unsigned long long *>(2);
  uint32_t *STab = gputest::alloc<uint32_t>(2);
  CK(cudaMemcpy(Tab, std::vector<unsigned long long *>{A, A}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  std::vector<cudaStream_t> St(Streams);
  for (auto &S : St)
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  int Rounds = tpRounds(6);
  for (int Round = 0; Round < Rounds; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    CK(cudaMemcpy(STab, std::vector<uint32_t>{Salt, Salt}.data(),
                  2 * sizeof(uint32_t), cudaMemcpyHostToDevice));
    tpPoison(A);
    CK(cudaMemset(Bad, 0, sizeof(unsigned)));
    gputest::poison(Err, N);
    gputest::poison(LeafErr, N * MidMax);
    std::vector<int> Blocks(GridsPerRound);
    for (int G = 0; G < GridsPerRound; ++G) {
      Blocks[G] = T.R.range(1, MaxBlocks);
      top<<<Blocks[G], Threads, 0, St[G % Streams]>>>(
          A, G * MaxParents, Bad, Err, LeafErr, Tab, STab);
    }
    CK_SYNC();
    TpRef R;
    std::vector<int> Launched(N, 0), LeafLaunched(N * MidMax, 0);
    for (int G = 0; G < GridsPerRound; ++G)
      for (int P = 0; P < Blocks[G] * Threads; ++P) {
        uint32_t Id = G * MaxParents + P;
        Launched[Id] = 1;
        unsigned MN = midBlocks(Id, Salt) * midThreads(Id, Salt);
        for (unsigned M = 0; M < MN; ++M) {
          R.record(hash(Id, Salt, M, 1u));
          uint32_t LId = Id * MidMax + M;
          LeafLaunched[LId] = 1;
          for (unsigned L = 0; L < leafThreads(LId, Salt); ++L)
            R.record(hash(LId, Salt, L, 2u));
        }
      }
    std::string What = "round " + std::to_string(Round);
    tpCompare(T, What, A, R);
    T.compare((What + " bad parameters").c_str(), gputest::download(Bad, 1),
              std::vector<unsigned>{0});
    tpCheckErrors(T, What + " top", Err, Launched);
    tpCheckErrors(T, What + " mid", LeafErr, LeafLaunched);
  }
  return T.finish();
}
