// Red team of 9f593a2 (Plan.cpp, Planner::groupBlocker) with
// -dpagg-nested-grid (default pipeline: a launch whose child launches too
// goes per grid in every parent grid, and so does the same site in the
// child's aggregated clone, cloneGroupBlocker). Built with --default-stream
// per-thread (pg_build.sh). Recursive kernels whose only launch is into the
// launching thread's per-thread stream, so that every level of the tree is
// one group per grid whose aggregate the grid's last block launches: into
// cudaStreamFireAndForget (NULL via _ptsz) or into the ticket thread's own
// per-thread stream (explicit cudaStreamPerThread, no P.FireAndForget).
//   treeN / treeX  2 blocks x 32 threads per node; thread 0 of each block
//                  launches one child node (binary tree, depth 9: 1,023
//                  nodes); NULL (_ptsz) / explicit cudaStreamPerThread
//   pairN / pairX  1 block x 2 threads per node; every thread launches one
//                  child node (uniform; depth 12: 8,191 nodes)
// The launching thread writes its child's Tag right before the launch and
// the child reads it: the child is launched by another thread (the ticket)
// at the grid's end, after the acq_rel counts (grid.cu, memory order).
// Observers of the whole tree's completion: the host's per-thread stream
// (cudaStreamSynchronize(cudaStreamPerThread), then a cudaMemcpyAsync in a
// non-blocking stream) and a grandparent thread that launches the root and
// then a copy kernel into its own per-thread stream.
// Prediction (not run on a GPU): PASS in every build; the remarks show all
// four sites per grid ("in every parent grid, whatever its size").
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int TreeDepth = 9, TreeNodes = (1 << (TreeDepth + 1)) - 1,
              TreeWords = 64;
constexpr int PairDepth = 12, PairNodes = (1 << (PairDepth + 1)) - 1,
              PairWords = 2;
constexpr int MaxWords = TreeNodes * TreeWords > PairNodes * PairWords
                             ? TreeNodes * TreeWords
                             : PairNodes * PairWords;
constexpr int MaxNodes = PairNodes > TreeNodes ? PairNodes : TreeNodes;

__device__ __forceinline__ void visit(uint32_t *Out, const uint32_t *Tag,
                                      int Id, int Words) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  Out[(size_t)Id * Words + T] = hash(Id, T, Tag[Id]);
}

__global__ void treeN(uint32_t *Out, uint32_t *Tag, int Level, int Id) {
  visit(Out, Tag, Id, TreeWords);
  if (Level < TreeDepth && threadIdx.x == 0) {
    int C = 2 * Id + 1 + blockIdx.x;
    Tag[C] = hash(C, Tag[Id]);
    treeN<<<2, 32>>>(Out, Tag, Level + 1, C);
  }
}

__global__ void treeX(uint32_t *Out, uint32_t *Tag, int Level, int Id) {
  visit(Out, Tag, Id, TreeWords);
  if (Level < TreeDepth && threadIdx.x == 0) {
    int C = 2 * Id + 1 + blockIdx.x;
    Tag[C] = hash(C, Tag[Id]);
    treeX<<<2, 32, 0, cudaStreamPerThread>>>(Out, Tag, Level + 1, C);
  }
}

__global__ void pairN(uint32_t *Out, uint32_t *Tag, int Level, int Id) {
  visit(Out, Tag, Id, PairWords);
  if (Level < PairDepth) {
    int C = 2 * Id + 1 + (int)threadIdx.x;
    Tag[C] = hash(C, Tag[Id]);
    pairN<<<1, 2>>>(Out, Tag, Level + 1, C);
  }
}

__global__ void pairX(uint32_t *Out, uint32_t *Tag, int Level, int Id) {
  visit(Out, Tag, Id, PairWords);
  if (Level < PairDepth) {
    int C = 2 * Id + 1 + (int)threadIdx.x;
    Tag[C] = hash(C, Tag[Id]);
    pairX<<<1, 2, 0, cudaStreamPerThread>>>(Out, Tag, Level + 1, C);
  }
}

__global__ void copyk(const uint32_t *Out, uint32_t *Snap, int Words) {
  for (int J = blockIdx.x * blockDim.x + threadIdx.x; J < Words;
       J += gridDim.x * blockDim.x)
    Snap[J] = ((volatile const uint32_t *)Out)[J];
}

__device__ int GpErr[4];

// The root, then the copy, into the grandparent thread's per-thread stream.
__global__ void grandparent(uint32_t *Out, uint32_t *Tag, uint32_t *Snap,
                            int Kind, int Words) {
  if (threadIdx.x != 0)
    return;
  switch (Kind) {
  case 0: treeN<<<2, 32>>>(Out, Tag, 0, 0); break;
  case 1: treeX<<<2, 32>>>(Out, Tag, 0, 0); break;
  case 2: pairN<<<1, 2>>>(Out, Tag, 0, 0); break;
  default: pairX<<<1, 2>>>(Out, Tag, 0, 0); break;
  }
  int E0 = (int)cudaGetLastError();
  copyk<<<64, 256>>>(Out, Snap, Words);
  int E1 = (int)cudaGetLastError();
  GpErr[Kind] = E0 ? E0 : E1;
}

static std::vector<uint32_t> ref(uint32_t Root, int Nodes, int Words) {
  std::vector<uint32_t> Tag(Nodes), R((size_t)Nodes * Words);
  Tag[0] = Root;
  for (int Id = 1; Id < Nodes; ++Id)
    Tag[Id] = hash(Id, Tag[(Id - 1) / 2]);
  for (int Id = 0; Id < Nodes; ++Id)
    for (int T = 0; T < Words; ++T)
      R[(size_t)Id * Words + T] = hash(Id, T, Tag[Id]);
  return R;
}

int main() {
  gputest::Test T("pg_nested");
  T.pendingLaunches(MaxNodes + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>(MaxWords);
  uint32_t *Snap = gputest::alloc<uint32_t>(MaxWords);
  uint32_t *Tag = gputest::alloc<uint32_t>(MaxNodes);
  std::vector<uint32_t> Host(MaxWords);
  cudaStream_t S1;
  CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
  const char *Names[4] = {"treeN", "treeX", "pairN", "pairX"};
  char Name[96];
  for (int Kind = 0; Kind < 4; ++Kind) {
    bool Tree = Kind < 2;
    int Nodes = Tree ? TreeNodes : PairNodes;
    int Words = Nodes * (Tree ? TreeWords : PairWords);
    for (int Obs = 0; Obs < 2; ++Obs) {
      uint32_t Root = (uint32_t)T.R.next();
      CK(cudaMemcpy(Tag, &Root, 4, cudaMemcpyHostToDevice));
      gputest::poison(Out, Words);
      gputest::poison(Snap, Words);
      std::vector<uint32_t> Want =
          ref(Root, Nodes, Tree ? TreeWords : PairWords);
      if (Obs == 0) {
        switch (Kind) {
        case 0: treeN<<<2, 32>>>(Out, Tag, 0, 0); break;
        case 1: treeX<<<2, 32>>>(Out, Tag, 0, 0); break;
        case 2: pairN<<<1, 2>>>(Out, Tag, 0, 0); break;
        default: pairX<<<1, 2>>>(Out, Tag, 0, 0); break;
        }
        CK(cudaGetLastError());
        CK(cudaStreamSynchronize(cudaStreamPerThread));
        Host.assign(Words, 0);
        CK(cudaMemcpyAsync(Host.data(), Out, (size_t)Words * 4,
                           cudaMemcpyDeviceToHost, S1));
        CK(cudaStreamSynchronize(S1));
        snprintf(Name, sizeof Name, "%s: host per-thread stream",
                 Names[Kind]);
        T.compare(Name, Host, Want);
      } else {
        grandparent<<<1, 32>>>(Out, Tag, Snap, Kind, Words);
        CK_SYNC();
        snprintf(Name, sizeof Name, "%s: grandparent's copy", Names[Kind]);
        T.compare(Name, gputest::download(Snap, Words), Want);
      }
    }
  }
  int Err[4];
  CK(cudaMemcpyFromSymbol(Err, GpErr, sizeof Err));
  T.compare("grandparent launch results", std::vector<int>(Err, Err + 4),
            std::vector<int>(4, 0));
  CK_SYNC();
  return T.finish();
}
