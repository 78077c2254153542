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
// aggregated per block there. The same source is built four times
// (bench/CMakeLists.txt):
//   postpone_bfs.base        clang 22, no plugin
//   postpone_bfs.dpagg       DPAgg, default options (block scope, postponed)
//   postpone_bfs.nopostpone  DPAgg, -dpagg-postpone=false (per warp)
//   postpone_bfs.warp        DPAgg, -dpagg-scope=warp
//
// Variants (--only=):
//   dp       the kernel above: what the plugin transforms
//   dp-tree  the same launch followed by the textbook shared-memory tree
//            reduction (`if (t < s) ...; __syncthreads();` in a loop). DPAgg
//            (at 9b69f37..fb96964) refuses to postpone it: the block where the
//            launch would wait ends in the divergent `t < 128` branch, whose
//            paths reach a barrier, and the meeting-point rule counts that
//            branch too, so this one is per warp in .dpagg as well; kept to
//            show the difference when the rule learns to ignore it
//   flat     no dynamic parallelism: the frontier thread loops over its edges
//            itself (same reduction as dp); a reference, the same in every
//            build
//
// The graph is random with a skewed degree distribution, as in
// examples/bfs/bfs.cu: 90% of the vertices have 0..8 edges, 9% 16..128, 1%
// 256..2048; vertex 0 (the source) has 64. Deterministic (an LCG and a seed).
//
// Checks, after every rep: every vertex's level equals a CPU BFS's (the
// levels start at -1 = unvisited, so a missed write shows); the number of
// levels; per level, the frontier's vertices and edges counted by the
// parents' reduction, and the edges the children report having visited (one
// atomicAdd per child block, so a child grid that never ran shows even when
// other children reached its vertices). Every CUDA return code on the host is
// checked. A device launch that fails in a plugin build also prints a message
// from the device with -dpagg-report-launch-errors; in every build it shows as
// missing visited edges. The kernel does not call cudaGetLastError after the
// launch: that call would stand between the launch and the meeting point and
// stop postponement.
//
// Usage: postpone_bfs [vertices [reps [seed]]] [--only=dp,dp-tree,flat]
// Defaults: 131072 7 1. One warm-up rep, then `reps` timed reps: cudaEvents
// around the whole search (every level's parent launch, which completes with
// its children, and the 12-byte read of the level's counters that decides
// whether to go on). Output: '#' lines, then per variant: name, median ms,
// min ms, ok|WRONG. Exit status 0 only if every variant printed ok.
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

#include "common/BenchUtil.cuh"

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

// ---------------- host ----------------
namespace {

struct Graph {
  int n = 0;
  std::vector<int> off; // n + 1 entries (CSR)
  std::vector<int> adj;
};

// Deterministic 64-bit LCG (as in examples/bfs/bfs.cu).
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint32_t next() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(s >> 33);
  }
  int below(int n) { return int(next() % uint32_t(n)); }
};

Graph makeGraph(int n, uint64_t seed) {
  Rng r(seed);
  Graph g;
  g.n = n;
  g.off.resize(n + 1);
  g.off[0] = 0;
  for (int u = 0; u < n; ++u) {
    int p = r.below(1000), deg;
    if (u == 0)
      deg = 64; // the source fans out
    else if (p < 900)
      deg = r.below(9); // 0..8
    else if (p < 990)
      deg = 16 + r.below(113); // 16..128
    else
      deg = 256 + r.below(1793); // 256..2048
    g.off[u + 1] = g.off[u] + deg;
  }
  g.adj.resize(g.off[n]);
  for (int &w : g.adj)
    w = r.below(n);
  return g;
}

// CPU BFS: levels, and per level (frontier vertices, frontier edges).
std::vector<int> cpuBfs(const Graph &g, int src,
                        std::vector<std::array<long, 2>> &perLevel) {
  std::vector<int> lv(g.n, -1), q;
  q.reserve(g.n);
  lv[src] = 0;
  q.push_back(src);
  for (size_t h = 0; h < q.size(); ++h) {
    int u = q[h];
    if ((int)perLevel.size() <= lv[u])
      perLevel.push_back({0, 0});
    perLevel[lv[u]][0] += 1;
    perLevel[lv[u]][1] += g.off[u + 1] - g.off[u];
    for (int e = g.off[u]; e < g.off[u + 1]; ++e)
      if (lv[g.adj[e]] < 0) {
        lv[g.adj[e]] = lv[u] + 1;
        q.push_back(g.adj[e]);
      }
  }
  return lv;
}

struct Dev {
  int n, *off, *adj, *level, *counts;
};

using LevelKernel = void (*)(const int *, const int *, int *, int, int, int *);
struct Variant {
  const char *name;
  LevelKernel kernel;
};
const Variant Variants[] = {
    {"dp", bfs_level_dp}, {"dp-tree", bfs_level_dp_tree}, {"flat", bfs_level_flat}};

// One search: returns the number of levels run (the last one found an empty
// frontier), or -1 when it ran past MaxLevels.
int search(const Variant &v, const Dev &d, std::vector<int> &hostCounts) {
  int grid = (d.n + ParentBlock - 1) / ParentBlock;
  for (int cur = 0; cur < MaxLevels; ++cur) {
    int *c = d.counts + NumCounters * cur;
    v.kernel<<<grid, ParentBlock>>>(d.off, d.adj, d.level, d.n, cur, c);
    CK(cudaGetLastError());
    // The parent grid completes only after all of its child grids.
    CK(cudaMemcpy(&hostCounts[NumCounters * cur], c, sizeof(int) * NumCounters,
                  cudaMemcpyDeviceToHost));
    if (hostCounts[NumCounters * cur] == 0)
      return cur + 1;
  }
  return -1;
}

bool runVariant(const Variant &v, const Dev &d, int reps, const Graph &g,
                const std::vector<int> &want,
                const std::vector<std::array<long, 2>> &perLevel) {
  EventTimer timer;
  std::vector<float> ts;
  std::vector<int> got(d.n), hc(NumCounters * MaxLevels);
  int badReps = 0;
  const int src = 0, zero = 0;
  for (int r = 0; r < reps + 1; ++r) {
    CK(cudaMemset(d.level, 0xff, sizeof(int) * d.n)); // -1: unvisited
    CK(cudaMemcpy(d.level + src, &zero, sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemset(d.counts, 0, sizeof(int) * NumCounters * MaxLevels));
    std::fill(hc.begin(), hc.end(), -1);
    CK(cudaDeviceSynchronize());
    timer.start();
    int levels = search(v, d, hc);
    timer.stop();
    CK(timer.wait());
    CK(cudaDeviceSynchronize());
    float ms = timer.ms();
    if (r > 0)
      ts.push_back(ms);
    CK(cudaMemcpy(got.data(), d.level, sizeof(int) * d.n, cudaMemcpyDeviceToHost));
    std::string why;
    long bad = 0, firstBad = -1;
    for (int u = 0; u < d.n; ++u)
      if (got[u] != want[u]) {
        if (!bad)
          firstBad = u;
        ++bad;
      }
    char buf[256];
    if (bad) {
      snprintf(buf, sizeof buf, "%ld of %d levels wrong (vertex %ld: %d, want %d)",
               bad, d.n, firstBad, got[firstBad], want[firstBad]);
      why = buf;
    } else if (levels != (int)perLevel.size() + 1) {
      snprintf(buf, sizeof buf, "%d levels run, want %zu", levels,
               perLevel.size() + 1);
      why = buf;
    } else {
      for (int l = 0; l < levels && why.empty(); ++l) {
        long wv = l < (int)perLevel.size() ? perLevel[l][0] : 0;
        long we = l < (int)perLevel.size() ? perLevel[l][1] : 0;
        const int *c = &hc[NumCounters * l];
        if (c[0] != wv || c[1] != we || c[2] != we) {
          snprintf(buf, sizeof buf,
                   "level %d: %d frontier vertices, %d edges, %d visited; want "
                   "%ld, %ld, %ld",
                   l, c[0], c[1], c[2], wv, we, we);
          why = buf;
        }
      }
    }
    if (!why.empty() && ++badReps == 1)
      printf("# %s rep %d: %s\n", v.name, r, why.c_str());
  }
  printVariantLine(7, v.name, ts, badReps == 0);
  return badReps == 0;
}

} // namespace

int main(int argc, char **argv) {
  BenchArgs args =
      parseBenchArgs(argc, argv, {1 << 17, 7, 1}, variantNames(Variants),
                     "[vertices [reps [seed]]] [--only=dp,dp-tree,flat]");
  long n = args.num[0], reps = args.num[1], seed = args.num[2];
  if (n < 2 || n > (1 << 22) || reps < 1)
    args.usage();

  Graph g = makeGraph((int)n, (uint64_t)seed);
  std::vector<std::array<long, 2>> perLevel;
  std::vector<int> want = cpuBfs(g, 0, perLevel);
  long reached = 0, launches = 0;
  for (int l = 0; l < (int)perLevel.size(); ++l)
    reached += perLevel[l][0];
  for (int u = 0; u < n; ++u)
    launches += want[u] >= 0 && g.off[u + 1] > g.off[u];

  printDeviceHeader(argv[0]);
  long maxFrontier = 0;
  for (auto &l : perLevel)
    maxFrontier = std::max(maxFrontier, l[0]);
  printf("# graph vertices=%ld edges=%zu seed=%ld levels=%zu reached=%ld "
         "max_frontier=%ld child_launches=%ld reps=%ld\n",
         n, g.adj.size(), seed, perLevel.size(), reached, maxFrontier,
         launches, reps);
  printf("# variant median_ms     min_ms check\n");
  fflush(stdout);
  if ((long)perLevel.size() + 1 > MaxLevels) {
    fprintf(stderr, "graph too deep\n");
    return 64;
  }

  // Every frontier vertex of a level may launch at once (without the plugin).
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                        (size_t)std::min<long>(1 << 20, std::max<long>(65536, n + 4096))));
  Dev d;
  d.n = (int)n;
  CK(cudaMalloc(&d.off, sizeof(int) * (n + 1)));
  CK(cudaMalloc(&d.adj, sizeof(int) * std::max<size_t>(1, g.adj.size())));
  CK(cudaMalloc(&d.level, sizeof(int) * n));
  CK(cudaMalloc(&d.counts, sizeof(int) * NumCounters * MaxLevels));
  CK(cudaMemcpy(d.off, g.off.data(), sizeof(int) * (n + 1), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d.adj, g.adj.data(), sizeof(int) * g.adj.size(),
                cudaMemcpyHostToDevice));

  bool allOk = true;
  for (const Variant &v : Variants) {
    if (!args.wants(v.name))
      continue;
    allOk &= runVariant(v, d, (int)reps, g, want, perLevel);
  }
  CK(cudaFree(d.off));
  CK(cudaFree(d.adj));
  CK(cudaFree(d.level));
  CK(cudaFree(d.counts));
  return allOk ? 0 : 1;
}
