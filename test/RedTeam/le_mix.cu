// Red team of block scope at the threads' last exit (issue 26, item 3):
// what the block's one aggregate over its index must carry ((a), (g)):
//  - lb: a __launch_bounds__(128) child launched with 16x8 or 8x16 blocks:
//    each launch is valid, the index's maxima (16x16) are not, so the block's
//    last exit must replay every record (launchIndex), or its records must
//    not be appended (raiseBlock); each child checks its own blockDim;
//  - shm: a child with 0 or 40 KB of dynamic shared memory per launch (the
//    aggregate asks for the maximum), each child thread writing and reading
//    back its slot and reporting %dynamic_smem_size;
//  - a parent launched with 40 KB of its own dynamic shared memory (used);
//  - one parent kernel launched with 1, 32, 33, 96, 1000 and 1024 threads in
//    turn, then four shapes at once in four streams (the index's capacity
//    follows blockDim);
//  - lanes that reach the site after a per-lane number of dependent steps
//    (arrivals as staggered as the compiler leaves them: more than two
//    records per warp overflow the index, records launched at the site).
// Every child thread counts itself per parent (Hits) and checks its own
// configuration (Bad counts the wrong ones). Exit 0 right, 1 wrong, 2 CUDA
// error.
#include "le/Le.cuh"

__device__ unsigned Bad;
// %dynamic_smem_size without inline assembly (which keeps a child from
// being aggregated), as mold6_pair_mix does.
__device__ unsigned dynSmemSize() __asm("llvm.nvvm.read.ptx.sreg.dynamic_smem_size");

__global__ void __launch_bounds__(128) lbChild(unsigned *Hits, uint32_t *Out,
                                               int P, uint32_t V) {
  bool Wide = V & 0x100;
  if (blockDim.x != (Wide ? 16u : 8u) || blockDim.y != (Wide ? 8u : 16u))
    atomicAdd(&Bad, 1u);
  atomicAdd(&Hits[P], 1u);
  if (blockIdx.x == 0 && threadIdx.x == 0 && threadIdx.y == 0)
    Out[P] = hash(P, V, gridDim.x, blockDim.x, blockDim.y);
}

__global__ void shmChild(unsigned *Hits, uint32_t *Out, int P, uint32_t V) {
  extern __shared__ uint32_t Dyn[];
  unsigned Want = (V & 0x100) ? 40960u : 0u, Got = dynSmemSize();
  if (Got != Want)
    atomicAdd(&Bad, 1u);
  if (Want) {
    for (unsigned I = threadIdx.x; I < Want / 4; I += blockDim.x)
      Dyn[I] = hash(P, I);
    __syncthreads();
    for (unsigned I = threadIdx.x; I < Want / 4; I += blockDim.x)
      if (Dyn[I] != hash(P, I))
        atomicAdd(&Bad, 1u);
  }
  atomicAdd(&Hits[P], 1u);
  if (blockIdx.x == 0 && threadIdx.x == 0)
    Out[P] = hash(P, V, gridDim.x, blockDim.x, Got);
}

enum Kind { LB, Shm, BigParent, Stagger, NumKinds };

template <int K>
__global__ void parent(const uint32_t *In, unsigned *Hits, uint32_t *Out,
                       int NP) {
  extern __shared__ uint32_t Scratch[];
  int P = leParent();
  if (K == BigParent) { // 40 KB of the parent's own, read back after
    for (int I = leThread(); I < 10240; I += blockDim.x * blockDim.y)
      Scratch[I] = I ^ blockIdx.x;
  }
  if (P >= NP)
    return;
  uint32_t V = In[P];
  if (K == Stagger) { // lane-dependent dependent steps before the site
    uint32_t X = V;
    for (int I = 0; I < (int)(threadIdx.x % 32) * 4; ++I)
      X = hash(X, I);
    if (X % 3 == 0)
      return;
  }
  if (V % 4 == 0)
    return;
  if (K == LB) {
    if (V & 1) {
      dim3 B = (V & 0x100) ? dim3(16, 8) : dim3(8, 16);
      lbChild<<<1 + (V >> 4) % 3, B>>>(Hits, Out, P, V);
    }
  } else if (K == Shm) {
    if (V & 1)
      shmChild<<<1 + (V >> 4) % 3, 64, (V & 0x100) ? 40960 : 0>>>(Hits, Out, P,
                                                                  V);
  } else if (V & 1) {
    LeCfg C = leCfg(V, 1);
    leChild<<<C.Grid, C.Block>>>(Hits, Out, P, V);
  }
  // A barrier after the divergent launch (the threads that left count as
  // arrived since sm_70): the block rules cannot meet there, so the site
  // takes the last exit under -dpagg-block-meeting=optional.
  if (__syncthreads_or(V == 0) && K == BigParent)
    Out[P] ^= Scratch[leThread() % 10240] ^ Scratch[leThread() % 10240];
}

/// The host's copy of the parent's decision and of what the child writes.
static bool launches(uint32_t V, int K) {
  if (K == Stagger) {
    return false; // decided on the device's lane: computed in expect()
  }
  return V % 4 != 0 && (V & 1);
}

static void expect(int K, const std::vector<uint32_t> &In, dim3 Block,
                   std::vector<unsigned> &Hits, std::vector<uint32_t> &Out) {
  size_t N = In.size();
  Hits.assign(N, 0);
  Out.assign(N, 0xffffffffu);
  int PerBlock = Block.x * Block.y * Block.z;
  for (size_t P = 0; P < N; ++P) {
    uint32_t V = In[P];
    bool L = launches(V, K);
    if (K == Stagger) {
      int T = (int)(P % PerBlock);
      int Tx = T % Block.x;
      uint32_t X = V;
      for (int I = 0; I < (Tx % 32) * 4; ++I)
        X = hash(X, I);
      L = X % 3 != 0 && V % 4 != 0 && (V & 1);
    }
    if (!L)
      continue;
    unsigned G = 1 + (V >> 4) % 3;
    if (K == LB) {
      Hits[P] = G * 128;
      Out[P] = hash((int)P, V, G, (V & 0x100) ? 16u : 8u, (V & 0x100) ? 8u : 16u);
    } else if (K == Shm) {
      Hits[P] = G * 64;
      Out[P] = hash((int)P, V, G, 64u, (V & 0x100) ? 40960u : 0u);
    } else {
      LeCfg C = leCfg(V, 1);
      Hits[P] = C.Grid * C.Block.x * C.Block.y * C.Block.z;
      Out[P] = hash((int)P, V, C.Grid, C.Block.x, C.Block.y, C.Block.z);
    }
  }
}

struct Run {
  int K;
  unsigned Grid;
  dim3 Block;
  uint32_t *DIn, *DOut;
  unsigned *DHits;
  std::vector<uint32_t> In;
  int NP;
};

static void start(gputest::Test &T, Run &R, cudaStream_t S) {
  R.NP = R.Grid * R.Block.x * R.Block.y * R.Block.z;
  R.In.resize(R.NP);
  for (auto &V : R.In)
    V = (uint32_t)T.R.next();
  R.DIn = gputest::upload(R.In);
  R.DOut = gputest::alloc<uint32_t>(R.NP);
  R.DHits = gputest::alloc<unsigned>(R.NP);
  CK(cudaMemset(R.DOut, 0xff, R.NP * sizeof(uint32_t)));
  CK(cudaMemset(R.DHits, 0, R.NP * sizeof(unsigned)));
  CK(cudaDeviceSynchronize());
  unsigned Smem = R.K == BigParent ? 40960 : 0;
  switch (R.K) {
  case LB: parent<LB><<<R.Grid, R.Block, Smem, S>>>(R.DIn, R.DHits, R.DOut, R.NP); break;
  case Shm: parent<Shm><<<R.Grid, R.Block, Smem, S>>>(R.DIn, R.DHits, R.DOut, R.NP); break;
  case BigParent: parent<BigParent><<<R.Grid, R.Block, Smem, S>>>(R.DIn, R.DHits, R.DOut, R.NP); break;
  case Stagger: parent<Stagger><<<R.Grid, R.Block, Smem, S>>>(R.DIn, R.DHits, R.DOut, R.NP); break;
  }
  CK(cudaGetLastError());
}

static void finish(gputest::Test &T, Run &R, int Round) {
  static const char *Names[] = {"lb", "shm", "bigparent", "stagger"};
  std::vector<unsigned> WH;
  std::vector<uint32_t> WO;
  expect(R.K, R.In, R.Block, WH, WO);
  char Tag[96];
  snprintf(Tag, sizeof Tag, "r%d %s %ux(%u,%u) hits", Round, Names[R.K], R.Grid,
           R.Block.x, R.Block.y);
  T.compare(Tag, gputest::download(R.DHits, R.NP), WH);
  snprintf(Tag, sizeof Tag, "r%d %s %ux(%u,%u) out", Round, Names[R.K], R.Grid,
           R.Block.x, R.Block.y);
  T.compare(Tag, gputest::download(R.DOut, R.NP), WO);
  CK(cudaFree(R.DIn));
  CK(cudaFree(R.DOut));
  CK(cudaFree(R.DHits));
}

int main() {
  gputest::Test T("le_mix");
  T.pendingLaunches(1 << 19);
  CK(cudaFuncSetAttribute(parent<BigParent>,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, 40960));
  const dim3 Blocks[] = {dim3(1), dim3(32), dim3(33), dim3(96), dim3(1000),
                         dim3(1024), dim3(16, 4)};
  const unsigned Grids[] = {1, 5, 700};
  for (int Round = 0; Round < 2; ++Round) {
    for (int K = 0; K < NumKinds; ++K)
      for (dim3 B : Blocks)
        for (unsigned G : Grids) {
          Run R{K, G, B};
          start(T, R, 0);
          CK_SYNC();
          finish(T, R, Round);
        }
    // One kernel, four shapes at once.
    cudaStream_t S[4];
    Run Rs[4] = {{Stagger, 400, dim3(33)}, {Stagger, 3, dim3(1024)},
                 {Stagger, 2000, dim3(1)}, {Stagger, 64, dim3(96)}};
    for (int I = 0; I < 4; ++I) {
      CK(cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking));
      start(T, Rs[I], S[I]);
    }
    CK_SYNC();
    for (int I = 0; I < 4; ++I) {
      finish(T, Rs[I], Round);
      CK(cudaStreamDestroy(S[I]));
    }
  }
  unsigned HBad = 0;
  CK(cudaMemcpyFromSymbol(&HBad, Bad, sizeof HBad));
  std::vector<unsigned> GotBad = {HBad}, WantBad = {0};
  T.compare("child configuration checks", GotBad, WantBad);
  return T.finish();
}
