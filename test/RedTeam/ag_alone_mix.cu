// Red team of storedOnce at grid scope (merge df86331, session 10), attack:
// block records whose common part (the 160-byte struct, the word and the
// dynamic shared memory's size in words that the block computed from its
// block number) sits beside launches of the same block that go alone: per
// block, every third block asks 48 KiB of dynamic shared memory (accepted
// by the child alone; above the aggregated child's SafeShmem, so those
// launches do not join: canJoin), and threads (1 in 13, by hash) ask blocks
// of 2048 threads, which CUDA refuses with or without DPAgg (their output
// stays poisoned). The aggregate the brief asked for (a refused one, so the
// ticket replays every record from entry + common part, join.cu
// replayRecord) is out of reach of a valid program's configuration: canJoin
// keeps out what the aggregated child cannot take (SafeShmem, SafeThreads,
// kernelAccepts of the kernel), appendToGrid what the aggregate's block
// would not take (raiseBlock); launchIndex is then refused only for
// resources (pending launches, memory), where the build without DPAgg
// loses launches too. Parent grids of 127, 128, 129, 255, 256, 257, 300,
// 1000 blocks and 16x16, 4 rounds each. Every child element is a hash of
// its coordinates, every parameter and the shared memory it got, checked
// against a CPU model over poisoned output. Expected: PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "ag/Ag.cuh"

using ag::hash;

__global__ void childShm(uint32_t *Out, int N, uint32_t P, uint32_t Salt,
                         uint32_t BV, ag::Big S, unsigned Words) {
  extern __shared__ uint32_t Dyn[];
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  // The last word of the dynamic shared memory: a block without it faults.
  if (threadIdx.x == 0)
    Dyn[Words - 1] = Words;
  Dyn[threadIdx.x] =
      ag::value(P, I, blockDim.x, gridDim.x, Salt, BV, ag::fold(S));
  __syncthreads();
  uint32_t Last = Dyn[Words - 1];
  if (I < N)
    Out[I] = hash(Dyn[threadIdx.x], Last);
}

/// Bytes of dynamic shared memory block B's launches ask; at least 128
/// words, so Dyn[Words - 1] is no thread's slot (blocks of 64).
__host__ __device__ inline unsigned shmemOf(uint32_t B) {
  return B % 3 == 0 ? 49152u : 512u * (1 + B % 5);
}
__host__ __device__ inline bool refusedBlock(uint32_t P, uint32_t Salt) {
  return hash(P, Salt, 0xEu) % 13u == 5u;
}

__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, uint32_t Salt) {
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Own[P] = hash(P, Salt, 5u);
  int N = Len[P];
  unsigned Bx = refusedBlock(P, Salt) ? 2048 : 64;
  if (N > 0)
    childShm<<<(N + Bx - 1) / Bx, Bx, shmemOf(B)>>>(
        Out + Off[P], N, P, Salt, hash(B, 5u), ag::bigOf(B, Salt),
        shmemOf(B) / 4);
}

int main() {
  gputest::Test T("ag_alone_mix");
  T.pendingLaunches(1 << 18); // above every launch of a grid
  const dim3 Grids[] = {dim3(127), dim3(128),  dim3(129),
                        dim3(255), dim3(256),  dim3(257),
                        dim3(300), dim3(1000), dim3(16, 16)};
  const int Threads = 64;
  for (int Round = 0; Round < 4; ++Round)
    for (dim3 G : Grids) {
      uint32_t Salt = (uint32_t)T.R.next();
      int NP = G.x * G.y * G.z * Threads, Total = 0;
      std::vector<int> Len(NP), Off(NP);
      for (int P = 0; P < NP; ++P) {
        Len[P] = T.R.chance(0.3) ? T.R.range(1, 90) : 0;
        Off[P] = Total;
        Total += Len[P];
      }
      std::vector<uint32_t> Want(Total ? Total : 1, 0xffffffffu), WantOwn(NP);
      for (int P = 0; P < NP; ++P) {
        uint32_t B = P / Threads;
        WantOwn[P] = hash((uint32_t)P, Salt, 5u);
        if (!Len[P] || refusedBlock(P, Salt))
          continue;
        ag::model(Want, Off[P], Len[P], P, 64, Salt, hash(B, 5u), B);
        for (int I = 0; I < Len[P]; ++I)
          Want[Off[P] + I] = hash(Want[Off[P] + I], shmemOf(B) / 4);
      }
      int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
      uint32_t *Out = gputest::alloc<uint32_t>(Want.size());
      uint32_t *Own = gputest::alloc<uint32_t>(NP);
      gputest::poison(Out, Want.size());
      gputest::poison(Own, NP);
      parent<<<G, Threads>>>(Out, Own, DLen, DOff, Salt);
      ag::waitOrHang("parent", {0});
      char What[96];
      snprintf(What, sizeof What, "round %d %ux%ux%u out", Round, G.x, G.y,
               G.z);
      T.compare(What, gputest::download(Out, Want.size()), Want);
      snprintf(What, sizeof What, "round %d %ux%ux%u own", Round, G.x, G.y,
               G.z);
      T.compare(What, gputest::download(Own, NP), WantOwn);
      CK(cudaFree(DLen));
      CK(cudaFree(DOff));
      CK(cudaFree(Out));
      CK(cudaFree(Own));
    }
  return T.finish();
}
