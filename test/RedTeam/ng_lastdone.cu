// Red team of e7a9ca8, rules 2 and 5 with a child that communicates across
// its logical grid: every node of a binary tree is a grid of 1 to 6 blocks
// (32 to 128 threads, 1-D or 2-D grid) that sums its threads' hashes with
// the threadFenceReduction pattern (each block's partial, __threadfence, a
// ticket per node; the block that draws gridDim - 1 adds the partials);
// threads 0 and 1 of that last block then launch the node's two children
// (nested-grid, per grid at the last exit, in the clone too, where several
// nodes' grids are one physical grid and gridDim/blockIdx are rewritten).
// 24 trees of up to 11 levels start at once in 8 streams. Every node's sum
// is compared; a node that never runs keeps the poison, a lost or doubled
// last block shows in the ticket count.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Depth = 11, Nodes = (1 << Depth) - 1, MaxBlocks = 6;

struct Shape {
  dim3 G, B;
};
__host__ __device__ inline Shape nodeShape(int Tree, int Id, uint32_t Salt) {
  uint32_t H = hash(Tree, Id, Salt, 5u);
  unsigned Nb = 1 + H % MaxBlocks, Th = 32 * (1 + (H >> 4) % 4);
  if ((H >> 9) % 3 == 0 && Nb % 2 == 0)
    return {dim3(Nb / 2, 2), dim3(Th)};
  return {dim3(Nb), dim3(Th)};
}
__host__ __device__ inline uint32_t value(int Tree, int Id, unsigned B,
                                          unsigned T, uint32_t Salt) {
  return hash(Tree, Id, B, T, Salt) & 0xffff;
}
__host__ __device__ inline bool hasChild(uint32_t Sum, int Id, int K) {
  int D = 0;
  for (int I = Id + 1; I > 1; I >>= 1)
    ++D;
  return D + 1 < Depth && hash(Sum, K) % 8 < 6;
}

struct Tree {
  uint32_t *Part;   // Nodes x MaxBlocks
  unsigned *Ticket; // Nodes
  uint32_t *Res;    // Nodes
};

__global__ void node(Tree Tr, int TreeNo, int Id, uint32_t Salt) {
  __shared__ uint32_t Part[128];
  __shared__ int Last;
  unsigned Bl = blockIdx.x + gridDim.x * blockIdx.y;
  unsigned NB = gridDim.x * gridDim.y;
  Part[threadIdx.x] = value(TreeNo, Id, Bl, threadIdx.x, Salt);
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t S = 0;
    for (unsigned I = 0; I < blockDim.x; ++I)
      S += Part[I];
    Tr.Part[(size_t)Id * MaxBlocks + Bl] = S;
    __threadfence();
    Last = atomicAdd(&Tr.Ticket[Id], 1u) == NB - 1;
  }
  __syncthreads();
  if (!Last)
    return;
  __threadfence();
  uint32_t Sum = 0;
  for (unsigned I = 0; I < NB; ++I)
    Sum += ((volatile uint32_t *)Tr.Part)[(size_t)Id * MaxBlocks + I];
  if (threadIdx.x == 0)
    Tr.Res[Id] = Sum;
  if (threadIdx.x < 2 && hasChild(Sum, Id, threadIdx.x)) {
    int C = 2 * Id + 1 + threadIdx.x;
    Shape S = nodeShape(TreeNo, C, Salt);
    node<<<S.G, S.B>>>(Tr, TreeNo, C, Salt);
  }
}

static void reference(std::vector<uint32_t> &Res, std::vector<unsigned> &Tick,
                      int TreeNo, int Id, uint32_t Salt, long &Grids) {
  ++Grids;
  Shape S = nodeShape(TreeNo, Id, Salt);
  unsigned NB = S.G.x * S.G.y;
  uint32_t Sum = 0;
  for (unsigned B = 0; B < NB; ++B)
    for (unsigned T = 0; T < S.B.x; ++T)
      Sum += value(TreeNo, Id, B, T, Salt);
  Res[Id] = Sum;
  Tick[Id] = NB;
  for (int K = 0; K < 2; ++K)
    if (hasChild(Sum, Id, K))
      reference(Res, Tick, TreeNo, 2 * Id + 1 + K, Salt, Grids);
}

int main() {
  gputest::Test T("ng_lastdone");
  bool Est = getenv("NG_ESTIMATE");
  constexpr int Trees = 24, Streams = 8;
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref((size_t)Trees * Nodes, 0xffffffffu);
  std::vector<unsigned> TickRef((size_t)Trees * Nodes, 0);
  long Grids = 0;
  for (int Tr = 0; Tr < Trees; ++Tr) {
    std::vector<uint32_t> R(Nodes, 0xffffffffu);
    std::vector<unsigned> Tk(Nodes, 0);
    reference(R, Tk, Tr, 0, Salt, Grids);
    std::copy(R.begin(), R.end(), Ref.begin() + (size_t)Tr * Nodes);
    std::copy(Tk.begin(), Tk.end(), TickRef.begin() + (size_t)Tr * Nodes);
  }
  printf("%d trees, %ld node grids\n", Trees, Grids);
  if (Est)
    return T.finish();
  T.pendingLaunches(1 << 16);
  uint32_t *Part = gputest::alloc<uint32_t>((size_t)Trees * Nodes * MaxBlocks);
  unsigned *Tick = gputest::alloc<unsigned>((size_t)Trees * Nodes);
  uint32_t *Res = gputest::alloc<uint32_t>((size_t)Trees * Nodes);
  std::vector<cudaStream_t> St(Streams);
  for (auto &S : St)
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  for (int Round = 0; Round < 2; ++Round) {
    CK(cudaMemset(Tick, 0, (size_t)Trees * Nodes * 4));
    gputest::poison(Res, (size_t)Trees * Nodes);
    for (int Tr = 0; Tr < Trees; ++Tr) {
      Tree X{Part + (size_t)Tr * Nodes * MaxBlocks, Tick + (size_t)Tr * Nodes,
             Res + (size_t)Tr * Nodes};
      Shape S = nodeShape(Tr, 0, Salt);
      node<<<S.G, S.B, 0, St[Tr % Streams]>>>(X, Tr, 0, Salt);
    }
    CK_SYNC();
    std::string R = "round " + std::to_string(Round);
    T.compare((R + " sums").c_str(),
              gputest::download(Res, (size_t)Trees * Nodes), Ref);
    T.compare((R + " tickets").c_str(),
              gputest::download(Tick, (size_t)Trees * Nodes), TickRef);
  }
  for (auto &S : St)
    CK(cudaStreamDestroy(S));
  return T.finish();
}
