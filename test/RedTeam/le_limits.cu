// Red team of block scope at the threads' last exit (issue 26, item 3):
// launches CUDA refuses and the limits of the device runtime ((a): a launch
// CUDA would refuse is made alone at the site; (g): a record or index the
// pool cannot hold is not made). The host lowers the pending-launch pool to
// 1,024 slots and every grid makes at most 600 valid launches in all, so the
// program as written never finds the pool full, whatever the timing. Parent
// thread P's only launch (unobserved: nothing reads its result or error
// state) is valid or refused by CUDA in one of four ways: a block of 2,048
// threads, a grid of 70,000 in y, 200 KB of dynamic shared memory, a block
// of 65 in z. A refused launch runs no child (Hits 0) in every build; a
// valid one runs exactly once. 40 rounds over grids of 1 to 600 blocks
// churn the pool and the slots (.tiny: a 1 KiB pool, records fail).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "le/Le.cuh"

__global__ void kid(unsigned *Hits, uint32_t *Out, int P, uint32_t V) {
  atomicAdd(&Hits[P], 1u);
  if (blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0 &&
      threadIdx.y == 0 && threadIdx.z == 0)
    Out[P] = hash(P, V, gridDim.x, gridDim.y, blockDim.x, blockDim.z);
}

struct Cfg {
  dim3 Grid, Block;
  unsigned Shmem;
  bool Valid;
};
__host__ __device__ inline Cfg cfgOf(uint32_t V) {
  switch ((V >> 3) % 8) {
  case 0: return {dim3(1), dim3(2048), 0, false};
  case 1: return {dim3(1, 70000), dim3(32), 0, false};
  case 2: return {dim3(1), dim3(32), 200 * 1024, false};
  case 3: return {dim3(1), dim3(1, 1, 65), 0, false};
  case 4: return {dim3(2, 3), dim3(16, 1, 2), 0, true};
  case 5: return {dim3(1), dim3(1), 0, true};
  default: return {dim3(1 + V % 3), dim3(64), 0, true};
  }
}

__global__ void parent(const uint32_t *In, unsigned *Hits, uint32_t *Out,
                       int NP) {
  int P = leParent();
  if (P >= NP)
    return;
  uint32_t V = In[P];
  if (V % 3 == 0)
    return;
  if (V & 1) {
    Cfg C = cfgOf(V);
    kid<<<C.Grid, C.Block, C.Shmem>>>(Hits, Out, P, V);
  }
  Out[NP + P] = V; // after the launch: no barrier to meet at
}

int main() {
  gputest::Test T("le_limits");
  T.pendingLaunches(1024);
  for (int Round = 0; Round < 40; ++Round) {
    unsigned Grid = T.R.range(1, 600);
    unsigned Threads = T.R.range(1, 1024);
    int NP = Grid * Threads;
    std::vector<uint32_t> In(NP);
    int Valid = 0;
    std::vector<unsigned> WantHits(NP, 0);
    std::vector<uint32_t> WantOut(NP, 0xffffffffu);
    double Rate = 500.0 / NP;
    for (int P = 0; P < NP; ++P) {
      uint32_t V = (uint32_t)T.R.next();
      if (!T.R.chance(Rate * 2))
        V &= ~1u; // most threads do not launch
      In[P] = V;
      Cfg C = cfgOf(V);
      bool L = V % 3 != 0 && (V & 1);
      if (L && C.Valid && Valid >= 600) {
        In[P] &= ~1u; // keep the valid launches under the pool's limit
        continue;
      }
      if (!L || !C.Valid)
        continue;
      ++Valid;
      WantHits[P] = C.Grid.x * C.Grid.y * C.Block.x * C.Block.y * C.Block.z;
      WantOut[P] = hash(P, V, C.Grid.x, C.Grid.y, C.Block.x, C.Block.z);
    }
    uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(2 * NP);
    unsigned *DHits = gputest::alloc<unsigned>(NP);
    gputest::poison(DOut, 2 * NP);
    CK(cudaMemset(DHits, 0, NP * sizeof(unsigned)));
    parent<<<Grid, Threads>>>(DIn, DHits, DOut, NP);
    CK_SYNC();
    char Tag[64];
    snprintf(Tag, sizeof Tag, "r%d %ux%u (%d valid) hits", Round, Grid, Threads,
             Valid);
    T.compare(Tag, gputest::download(DHits, NP), WantHits);
    snprintf(Tag, sizeof Tag, "r%d %ux%u out", Round, Grid, Threads);
    T.compare(Tag, gputest::download(DOut, NP), WantOut);
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
    CK(cudaFree(DHits));
  }
  return T.finish();
}
