// A recursion 12 levels deep with one launching thread per block, which
// grid scope aggregates per grid at every level (issue 23: "recursion 12
// levels deep with one launcher per block"). Every block is a node of a
// binary tree: its threads add their hashed values in shared memory, and
// thread 0, after the barrier, launches the node's two children as one grid
// of 2 blocks (block b: child b), unless the node is at the last level or
// its sum says it is a leaf. In the .grid build that launch is per grid at
// its threads' last exit, in the kernel and in its aggregated clone (whose
// grid is the grids of a whole level); at the default a single launcher
// stays as written. A second kernel launches from every thread whose node
// has children (the suite's Tree: many launching threads per block, a
// divergent site), recursively too: per grid at the last exit at the default
// (-dpagg-nested-grid), by the auto rule alone in .nonested (per grid only in
// grids of 256 blocks or more).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/nested_grid_levels.base
// RUN: %gpubin/nested_grid_levels.dpagg
// RUN: %gpubin/nested_grid_levels.warp
// RUN: %gpubin/nested_grid_levels.grid
// RUN: %gpubin/nested_grid_levels.nonested
// RUN: %gpubin/nested_grid_levels.tinypool
#include "GPUTest.cuh"

#include <vector>

using gputest::hash;

constexpr int Threads = 64, MaxDepth = 12;

// Node Id's children are 2 * Id + 1 and 2 * Id + 2 (a heap).
__host__ __device__ inline bool hasChildren(uint32_t Sum, int Depth,
                                            uint32_t Cut) {
  return Depth < MaxDepth && (Sum & 1023) >= Cut;
}

__global__ void node(uint32_t *Out, int ParentId, int Depth, uint32_t Cut,
                     uint32_t Salt) {
  __shared__ uint32_t Sum;
  int Id = 2 * ParentId + 1 + blockIdx.x;
  uint32_t V = hash(Id, threadIdx.x, Depth, gridDim.x, blockDim.x, Salt);
  if (threadIdx.x == 0)
    Sum = 0;
  __syncthreads();
  atomicAdd(&Sum, V & 1023);
  __syncthreads();
  Out[(size_t)Id * Threads + threadIdx.x] = V ^ Sum;
  if (threadIdx.x == 0 && hasChildren(Sum, Depth, Cut))
    node<<<2, Threads>>>(Out, Id, Depth + 1, Cut, Salt);
}

// Tree: thread i of a grid is node First + i; a node with children launches
// the grid of its children (blocks of 32).
__global__ void visit(const int *FirstChild, const int *NumChildren,
                      uint32_t *Out, int First, int Count, int Depth,
                      uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= Count)
    return;
  int U = First + I, K = NumChildren[U];
  Out[U] = hash(U, Depth, blockIdx.x, threadIdx.x, gridDim.x, Salt);
  if (K > 0)
    visit<<<(K + 31) / 32, 32>>>(FirstChild, NumChildren, Out, FirstChild[U],
                                 K, Depth + 1, Salt);
}

static void referenceNodes(std::vector<uint32_t> &Out, int ParentId, int Depth,
                           uint32_t Cut, uint32_t Salt, int &Launches) {
  for (int B = 0; B < 2; ++B) {
    int Id = 2 * ParentId + 1 + B;
    uint32_t Sum = 0;
    std::vector<uint32_t> V(Threads);
    for (int T = 0; T < Threads; ++T) {
      V[T] = hash(Id, T, Depth, 2, Threads, Salt);
      Sum += V[T] & 1023;
    }
    for (int T = 0; T < Threads; ++T)
      Out[(size_t)Id * Threads + T] = V[T] ^ Sum;
    if (hasChildren(Sum, Depth, Cut)) {
      ++Launches;
      referenceNodes(Out, Id, Depth + 1, Cut, Salt, Launches);
    }
  }
}

int main() {
  gputest::Test T("nested_grid_levels");
  // Without DPAgg every node with children is a pending launch at once.
  T.pendingLaunches(1 << 17);
  const int Nodes = (2 << (MaxDepth + 1)) - 1; // ids below 2^(MaxDepth+2)
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    // A cut that keeps about 60% of the nodes: the tree is ragged, some
    // subtrees reach the last level.
    uint32_t Cut = 380 + (uint32_t)T.R.range(0, 40);
    // Nodes never made keep the poison (0xFF bytes), id 0 included.
    std::vector<uint32_t> Ref(Nodes * (size_t)Threads, 0xffffffffu);
    int Launches = 1;
    // The host's launch is the root's two children (ids 1 and 2, depth 0).
    referenceNodes(Ref, 0, 0, Cut, Salt, Launches);
    uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size());
    gputest::poison(DOut, Ref.size());
    printf("round %d: %d node launches\n", Round, Launches);
    node<<<2, Threads>>>(DOut, 0, 0, Cut, Salt);
    CK_SYNC();
    T.compare("nodes", gputest::download(DOut, Ref.size()), Ref);
    CK(cudaFree(DOut));

    // Tree: random fan-out, 12 levels at most.
    std::vector<int> First(1, 0), Num(1, 0), Depth(1, 0);
    int Next = 1;
    for (int U = 0; U < Next && Next < 60000; ++U) {
      int K = U == 0 ? 48
              : Depth[U] >= MaxDepth ? 0
              : T.R.chance(.5)      ? 0
              : T.R.chance(.8)      ? T.R.range(1, 4)
                                    : T.R.range(8, 40);
      First[U] = Next;
      Num[U] = K;
      for (int J = 0; J < K; ++J) {
        First.push_back(0);
        Num.push_back(0);
        Depth.push_back(Depth[U] + 1);
      }
      Next += K;
    }
    int N = Next;
    std::vector<uint32_t> TreeRef(N);
    TreeRef[0] = hash(0, 0, 0, 0, 1, Salt);
    for (int U = 0; U < N; ++U)
      for (int J = 0; J < Num[U]; ++J) {
        int C = First[U] + J;
        TreeRef[C] = hash(C, Depth[C], J / 32, J % 32, (Num[U] + 31) / 32, Salt);
      }
    int *DFirst = gputest::upload(First), *DNum = gputest::upload(Num);
    uint32_t *DTree = gputest::alloc<uint32_t>(N);
    gputest::poison(DTree, N);
    visit<<<1, 32>>>(DFirst, DNum, DTree, 0, 1, 0, Salt);
    CK_SYNC();
    T.compare("tree", gputest::download(DTree, N), TreeRef);
    for (void *Ptr : {(void *)DFirst, (void *)DNum, (void *)DTree})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
