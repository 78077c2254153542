//===- bench/postpone_bfs.cu - postponement on a divergent BFS launch ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The postponement half of the benchmark of issue 4: a level-synchronous,
// vertex-centric breadth-first search. One parent grid per level, one thread
// per vertex; a thread whose vertex is in the frontier launches a child grid
// over the vertex's edges under a divergent condition (the level is read
// from memory), and then the whole parent block counts the frontier (vertices
// and edges) with a shared-memory reduction that every thread takes part in:
//
//   if (v < n && level[v] == cur) {
//     ...
//     if (deg > 0) expand<<<(deg + 31) / 32, 32>>>(...);
//   }
//   ...count the frontier: warp reductions, shared memory, __syncthreads()...
//
// The threads that skip the launch go on to __syncthreads, so block scope as
// such is refused and DPAgg aggregates the launch per warp; with postponement
// (-dpagg-postpone, on by default) the launch waits, with its configuration,
// at the block after the if, where every thread meets again, and is
// aggregated per block there. The same source is built five times
// (bench/CMakeLists.txt) as every workload (.base, .warp, .block, .default)
// and once more with the optimization off:
//   postpone_bfs.nopostpone  DPAgg, -dpagg-postpone=false (per warp)
//
// Versions (benchmark families; argument: vertices):
//   BFS/dp       the kernel above: what the plugin transforms
//   BFS/dp-tree  the same launch followed by the textbook shared-memory tree
//                reduction (`if (t < s) ...; __syncthreads();` in a loop).
//                DPAgg at 9b69f37..fb96964 refused to postpone it (the
//                divergent `t < 128` branch ending the block where the launch
//                would wait); at a30571d it is postponed and aggregated per
//                block like dp (see the staged remarks)
//   BFS/flat     no dynamic parallelism: the frontier thread loops over its
//                edges itself (same reduction as dp)
//   BFS/hand     the launch aggregated per parent block by hand
//                (common/HandAgg.cuh), same reduction
//
// The graph is random with a skewed degree distribution, as in
// examples/bfs/bfs.cu: 90% of the vertices have 0..8 edges, 9% 16..128, 1%
// 256..2048; vertex 0 (the source) has 64 (common/Graph.cuh, skewedDigraph),
// drawn from the configuration's seed.
//
// Checks (common/Bench.cuh: after the warm-up and after the last timed
// iteration): every vertex's level equals a CPU BFS's (the levels start at
// -1 = unvisited, so a missed write shows); the number of levels; per level,
// the frontier's vertices and edges counted by the parents' reduction, and
// the edges the children report having visited (one atomicAdd per child
// warp, so a child grid that never ran shows even when other children
// reached its vertices). A device launch that fails shows as missing
// visited edges. The kernel does not call cudaGetLastError after the
// launch: that call would stand between the launch and the meeting point
// and stop postponement. The timed region is the whole search: every
// level's parent launch, which completes with its children, and the 12-byte
// read of the level's counters that decides whether to go on.
//
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256;
static constexpr int ChildBlock = 32;
static constexpr int MaxLevels = 1024;
// Counters per level: frontier vertices, frontier edges (parents' reduction),
// edges visited (children).
static constexpr int NumCounters = 3;

// ---------------- the child: one vertex's edges ----------------
__global__ void expand(const int *adj, int begin, int deg, int *level,
                       int next, int *visited) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    atomicAdd(visited, min((int)blockDim.x, deg - (int)(blockIdx.x * blockDim.x)));
  if (e < deg) {
    int w = adj[begin + e];
    if (level[w] < 0) // racing writers all write `next`
      level[w] = next;
  }
}

// The block-wide count of the frontier that every thread of the parent block
// takes part in (the convergent code after the divergent launch): a warp
// reduction, each warp's sum to shared memory (every lane stores the same
// value, so no branch), a barrier, and every thread adds up the warps' sums.
// Written without a divergent branch before or around the barrier on purpose:
// DPAgg's meeting-point rule looks at every divergent branch of the block
// where the launch waits, including the one that ends it, and a tree
// reduction (`if (t < s) ...; __syncthreads();`) there makes it refuse the
// postponement (see countFrontierTree and the dp-tree variant).
__device__ __forceinline__ void countFrontier(int nv, int ne, int *counts,
                                              bool flat) {
  constexpr int Warps = ParentBlock / 32;
  __shared__ int wv[Warps], we[Warps];
  int t = threadIdx.x;
  int sv = __reduce_add_sync(0xffffffffu, nv);
  int se = __reduce_add_sync(0xffffffffu, ne);
  wv[t / 32] = sv;
  we[t / 32] = se;
  __syncthreads();
  int tv = 0, te = 0;
#pragma unroll
  for (int w = 0; w < Warps; ++w) {
    tv += wv[w];
    te += we[w];
  }
  if (t == 0 && tv > 0) {
    atomicAdd(&counts[0], tv);
    atomicAdd(&counts[1], te);
    if (flat) // no children: the parents visited the edges themselves
      atomicAdd(&counts[2], te);
  }
}

// The textbook shared-memory tree reduction: the same count, with a
// divergent branch between barriers after the launch.
__device__ __forceinline__ void countFrontierTree(int nv, int ne, int *counts) {
  __shared__ int sv[ParentBlock], se[ParentBlock];
  int t = threadIdx.x;
  sv[t] = nv;
  se[t] = ne;
  __syncthreads();
  for (int s = ParentBlock / 2; s > 0; s >>= 1) {
    if (t < s) {
      sv[t] += sv[t + s];
      se[t] += se[t + s];
    }
    __syncthreads();
  }
  if (t == 0 && sv[0] > 0) {
    atomicAdd(&counts[0], sv[0]);
    atomicAdd(&counts[1], se[0]);
  }
}

// ---------------- dp: what the plugin transforms ----------------
__global__ void __launch_bounds__(ParentBlock)
bfs_level_dp(const int *off, const int *adj, int *level, int n, int cur,
             int *counts) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int nv = 0, ne = 0;
  if (v < n && level[v] == cur) {
    int begin = off[v], deg = off[v + 1] - begin;
    nv = 1;
    ne = deg;
    if (deg > 0)
      expand<<<(deg + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          adj, begin, deg, level, cur + 1, &counts[2]);
  }
  countFrontier(nv, ne, counts, false);
}

// ---------------- dp-tree: the same with a tree reduction ----------------
__global__ void __launch_bounds__(ParentBlock)
bfs_level_dp_tree(const int *off, const int *adj, int *level, int n, int cur,
                  int *counts) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int nv = 0, ne = 0;
  if (v < n && level[v] == cur) {
    int begin = off[v], deg = off[v + 1] - begin;
    nv = 1;
    ne = deg;
    if (deg > 0)
      expand<<<(deg + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          adj, begin, deg, level, cur + 1, &counts[2]);
  }
  countFrontierTree(nv, ne, counts);
}

// ---------------- flat: no dynamic parallelism ----------------
__global__ void __launch_bounds__(ParentBlock)
bfs_level_flat(const int *off, const int *adj, int *level, int n, int cur,
               int *counts) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int nv = 0, ne = 0;
  if (v < n && level[v] == cur) {
    int begin = off[v], deg = off[v + 1] - begin;
    nv = 1;
    ne = deg;
    for (int e = 0; e < deg; ++e) {
      int w = adj[begin + e];
      if (level[w] < 0)
        level[w] = cur + 1;
    }
  }
  countFrontier(nv, ne, counts, true);
}

// ---------------- hand: the launch aggregated per block by hand ----------------
struct ExpandOp {
  struct Args {
    const int *adj;
    int begin;
    int *level;
    int next;
    int *visited;
  };
  static __device__ void element(const Args &a, int e) {
    // One atomicAdd per warp, as the dp child makes one per 32-thread block.
    unsigned m = __activemask();
    if ((threadIdx.x & 31) == __ffs(m) - 1)
      atomicAdd(a.visited, __popc(m));
    int w = a.adj[a.begin + e];
    if (a.level[w] < 0)
      a.level[w] = a.next;
  }
};

__global__ void __launch_bounds__(ParentBlock)
bfs_level_hand(const int *off, const int *adj, int *level, int n, int cur,
               int *counts, HandAggSlot<ExpandOp> *pool) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int nv = 0, ne = 0, begin = 0;
  if (v < n && level[v] == cur) {
    begin = off[v];
    nv = 1;
    ne = off[v + 1] - begin;
  }
  handAggLaunch<ExpandOp, ChildBlock>(
      pool, ne, ExpandOp::Args{adj, begin, level, cur + 1, &counts[2]});
  countFrontier(nv, ne, counts, false);
}

// ---------------- host ----------------
namespace {

// CPU BFS: levels, and per level (frontier vertices, frontier edges).
std::vector<int> cpuBfs(const Csr &g, int src,
                        std::vector<std::array<long, 2>> &perLevel) {
  std::vector<int> lv(g.N, -1), q;
  q.reserve(g.N);
  lv[src] = 0;
  q.push_back(src);
  for (size_t h = 0; h < q.size(); ++h) {
    int u = q[h];
    if ((int)perLevel.size() <= lv[u])
      perLevel.push_back({0, 0});
    perLevel[lv[u]][0] += 1;
    perLevel[lv[u]][1] += g.Off[u + 1] - g.Off[u];
    for (int e = g.Off[u]; e < g.Off[u + 1]; ++e)
      if (lv[g.Adj[e]] < 0) {
        lv[g.Adj[e]] = lv[u] + 1;
        q.push_back(g.Adj[e]);
      }
  }
  return lv;
}

enum class Version { Dp, DpTree, Flat, Hand };

struct Bfs : Case {
  Csr G; // host copy of the input
  Version V;
  int N;
  std::vector<int> Want;
  std::vector<std::array<long, 2>> PerLevel;
  DevBuf<int> Off, Adj, Level, Counts;
  DevBuf<HandAggSlot<ExpandOp>> Pool;
  std::vector<int> Hc = std::vector<int>(NumCounters * MaxLevels);
  int Levels = 0;

  Bfs(Version V, const Args &A, Rng &R) : V(V), N((int)A[0]) {
    G = skewedDigraph(N, R);
    Want = cpuBfs(G, 0, PerLevel);
    if ((long)PerLevel.size() + 1 > MaxLevels)
      throw std::runtime_error("graph too deep");
    long Launches = 0;
    for (int U = 0; U < N; ++U)
      Launches += Want[U] >= 0 && G.degree(U) > 0;
    Info["launches"] = (double)Launches;
    Info["edges"] = (double)G.Adj.size();
    Info["levels"] = (double)PerLevel.size();
  }

  void upload() override {
    Off = DevBuf<int>(G.Off);
    Adj = DevBuf<int>(G.Adj);
    Level = DevBuf<int>((size_t)N);
    Counts = DevBuf<int>((size_t)NumCounters * MaxLevels);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<ExpandOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (N + ParentBlock - 1) / ParentBlock; }

  void reset() override {
    const int Zero = 0;
    Level.fill(0xff); // -1: unvisited
    CK(cudaMemcpy(Level.get(), &Zero, sizeof(int), cudaMemcpyHostToDevice));
    Counts.fill(0);
    std::fill(Hc.begin(), Hc.end(), -1);
    Levels = 0;
  }

  // One search: the levels run (the last one found an empty frontier).
  void run() override {
    for (int Cur = 0; Cur < MaxLevels; ++Cur) {
      int *C = Counts.get() + NumCounters * Cur;
      switch (V) {
      case Version::Dp:
        bfs_level_dp<<<grid(), ParentBlock>>>(Off, Adj, Level, N, Cur, C);
        break;
      case Version::DpTree:
        bfs_level_dp_tree<<<grid(), ParentBlock>>>(Off, Adj, Level, N, Cur, C);
        break;
      case Version::Flat:
        bfs_level_flat<<<grid(), ParentBlock>>>(Off, Adj, Level, N, Cur, C);
        break;
      case Version::Hand:
        bfs_level_hand<<<grid(), ParentBlock>>>(Off, Adj, Level, N, Cur, C,
                                                Pool);
        break;
      }
      CK_LAUNCH();
      // The parent grid completes only after all of its child grids.
      CK(cudaMemcpy(&Hc[NumCounters * Cur], C, sizeof(int) * NumCounters,
                    cudaMemcpyDeviceToHost));
      if (Hc[NumCounters * Cur] == 0) {
        Levels = Cur + 1;
        return;
      }
    }
    Levels = -1;
  }

  std::string check() override {
    std::string Why = compareExact("levels", Level.download(), Want);
    if (!Why.empty())
      return Why;
    if (Levels != (int)PerLevel.size() + 1)
      return format("%d levels run, want %zu", Levels, PerLevel.size() + 1);
    for (int L = 0; L < Levels; ++L) {
      long Wv = L < (int)PerLevel.size() ? PerLevel[L][0] : 0;
      long We = L < (int)PerLevel.size() ? PerLevel[L][1] : 0;
      const int *C = &Hc[NumCounters * L];
      if (C[0] != Wv || C[1] != We || C[2] != We)
        return format("level %d: %d frontier vertices, %d edges, %d visited; "
                      "want %ld, %ld, %ld",
                      L, C[0], C[1], C[2], Wv, We, We);
    }
    return "";
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<Bfs>(V, A, R); },
      {{131072}, {262144}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  // Every frontier vertex of a level may launch at once (without the plugin).
  needPendingLaunches(262144 + 4096);
  add("BFS/dp", Version::Dp);
  add("BFS/dp-tree", Version::DpTree);
  add("BFS/flat", Version::Flat);
  add("BFS/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
