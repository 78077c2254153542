// Red team (405e661, memory order): records near the chunk size, so that
// every record of a chunk starts at its first byte and the same bytes are
// written by one parent warp right after another warp's child released
// them. Each parent thread passes 3,968 bytes of per-thread payload by value
// (too large for a block record: the site aggregates per warp in every DPAgg
// build). In the .nearchunk variant a warp's record is 98% of a chunk
// (32 x 3,984 + 1,088 bytes and a 4 KB shared blob, of 134,976) and there
// are three chunks: most warps find the pool full and launch alone, the
// others reuse a chunk that was reset a moment ago. Every word of the payload is checked by a thread of
// the child, which also writes a hash of all of it; children of some threads
// spin after their prologue. Rounds of 32 grids in 4 streams.
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT nearchunk: --dpagg-pool-size=540000
#include "MemoryOrder.cuh"

constexpr int Streams = 4, GridsPerRound = 32, DefaultRounds = 12;
constexpr int MaxParents = 2 * 128, Words = 992, ChildThreads = 128;

struct Big {
  uint32_t W[Words];
};

__host__ __device__ inline uint32_t bigWord(uint32_t Id, int K, uint32_t Salt) {
  return gputest::hash(Id, K, Salt);
}
__host__ __device__ inline unsigned bigSpin(uint32_t Id, uint32_t Salt) {
  return gputest::hash(Id, Salt, 5u) % 3 == 0 ? 4000 : 0;
}
__host__ __device__ inline bool bigLaunch(uint32_t Id, uint32_t Salt) {
  return gputest::hash(Id, Salt, 6u) % 5 != 0;
}

__global__ void bigChild(uint32_t *Out, unsigned *Count, unsigned *BadWords,
                         uint32_t Id, uint32_t Salt, Big P, unsigned Spin) {
  unsigned Bad = Spin != bigSpin(Id, Salt);
  uint32_t X = 0;
  for (int K = threadIdx.x; K < Words; K += blockDim.x) {
    Bad += P.W[K] != bigWord(Id, K, Salt);
    X ^= P.W[K] * (2 * K + 1);
  }
  if (Bad)
    atomicAdd(BadWords, Bad);
  mo::spin(Spin);
  atomicXor(&Out[Id], X);
  atomicAdd(&Count[Id], 1u);
}

__global__ void parent(uint32_t *Out, unsigned *Count, unsigned *BadWords,
                       int *Err, uint32_t Base, uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  if (!bigLaunch(Id, Salt))
    return;
  Big P;
  for (int K = 0; K < Words; ++K)
    P.W[K] = bigWord(Id, K, Salt);
  bigChild<<<1, ChildThreads>>>(Out, Count, BadWords, Id, Salt, P,
                                bigSpin(Id, Salt));
  Err[Id] = cudaGetLastError();
}

int main() {
  mo::Stress St("mo_big_params", Streams);
  St.T.pendingLaunches(GridsPerRound * MaxParents + 4096);
  const size_t N = (size_t)GridsPerRound * MaxParents;
  uint32_t *Out = gputest::alloc<uint32_t>(N);
  unsigned *Count = gputest::alloc<unsigned>(N);
  int *Err = gputest::alloc<int>(N);
  unsigned *BadWords = gputest::alloc<unsigned>(1);
  CK(cudaMemset(BadWords, 0, sizeof(unsigned)));
  mo::Tally TOut("payload hashes"), TCount("child threads"),
      TErr("launch results"), TWords("payload words");
  size_t Launches = 0, Grids = 0;
  const int Rounds = mo::rounds(DefaultRounds);
  for (int R = 0; R < Rounds; ++R) {
    CK(cudaMemset(Out, 0, N * sizeof(uint32_t)));
    CK(cudaMemset(Count, 0, N * sizeof(unsigned)));
    gputest::poison(Err, N);
    std::vector<int> Blocks(GridsPerRound), Threads(GridsPerRound);
    std::vector<uint32_t> Salt(GridsPerRound);
    for (int G = 0; G < GridsPerRound; ++G) {
      Blocks[G] = St.T.R.range(1, 2);
      Threads[G] = 32 * St.T.R.range(1, 4);
      Salt[G] = (uint32_t)St.T.R.next();
      parent<<<Blocks[G], Threads[G], 0, St.S[G % Streams]>>>(
          Out, Count, BadWords, Err, G * MaxParents, Salt[G]);
      ++Grids;
    }
    CK_SYNC();
    auto HOut = gputest::download(Out, N);
    auto HCount = gputest::download(Count, N);
    auto HErr = gputest::download(Err, N);
    for (int G = 0; G < GridsPerRound; ++G)
      for (int P = 0; P < MaxParents; ++P) {
        uint32_t Id = G * MaxParents + P;
        bool L = P < Blocks[G] * Threads[G] && bigLaunch(Id, Salt[G]);
        uint32_t X = 0;
        for (int K = 0; L && K < Words; ++K)
          X ^= bigWord(Id, K, Salt[G]) * (2 * K + 1);
        Launches += L;
        TErr.check(Id, HErr[Id], L ? 0 : -1);
        TCount.check(Id, HCount[Id], L ? (unsigned)ChildThreads : 0u);
        TOut.check(Id, HOut[Id], X);
      }
  }
  TWords.add(gputest::download(BadWords, 1)[0], Launches * Words);
  CK(cudaFree(Out));
  CK(cudaFree(Count));
  CK(cudaFree(Err));
  CK(cudaFree(BadWords));
  return St.finish({&TOut, &TCount, &TErr, &TWords},
                   std::to_string(Grids) + " parent grids, " +
                       std::to_string(Launches) + " launches");
}
