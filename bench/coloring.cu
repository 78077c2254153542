//===- bench/coloring.cu - graph-coloring conflict detection ---------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The conflict-detection step of speculative graph coloring (the thesis's
// gc): given a tentative coloring of an undirected graph with skewed degrees
// (common/Graph.cuh), vertex v must be recolored when a neighbor w < v has
// its color. One parent thread per vertex; the vertex's adjacency list is
// scanned by a child grid. The colors are drawn from a few values, so that
// many vertices conflict.
//
// Versions (benchmark families; arguments: vertices, colors):
//   Coloring/dp    conflict[v] = 0, then one child grid (blocks of 32) over
//                  v's neighbors; a thread that finds a lower neighbor of the
//                  same color sets conflict[v] = 1 (every such writer writes
//                  the same value)
//   Coloring/flat  no dynamic parallelism: the thread scans the list itself
//   Coloring/hand  the launches aggregated per parent block by hand
//                  (common/HandAgg.cuh)
//
// Check: conflict[] equals the CPU's, every vertex (poisoned before every
// run), and the counter `conflicts` says how many there are.
//
//===----------------------------------------------------------------------===//
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256;
static constexpr int ChildBlock = 32;

// ---------------- dp ----------------
__global__ void conflict_child(const int *adj, const int *color, int begin,
                               int deg, int v, int c, int *conflict) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int w = adj[begin + i];
    if (w < v && color[w] == c)
      conflict[v] = 1;
  }
}

__global__ void coloring_dp(const int *off, const int *adj, const int *color,
                            int *conflict, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    int begin = off[v], deg = off[v + 1] - begin;
    conflict[v] = 0; // before the launch: the child sees it
    if (deg > 0)
      conflict_child<<<(deg + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          adj, color, begin, deg, v, color[v], conflict);
  }
}

// ---------------- flat ----------------
__global__ void coloring_flat(const int *off, const int *adj, const int *color,
                              int *conflict, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    int c = color[v], f = 0;
    for (int e = off[v]; e < off[v + 1] && !f; ++e) {
      int w = adj[e];
      f = w < v && color[w] == c;
    }
    conflict[v] = f;
  }
}

// ---------------- hand ----------------
struct ConflictOp {
  struct Args {
    const int *adj, *color;
    int begin, v, c;
    int *conflict;
  };
  static __device__ void element(const Args &a, int i) {
    int w = a.adj[a.begin + i];
    if (w < a.v && a.color[w] == a.c)
      a.conflict[a.v] = 1;
  }
};

__global__ void coloring_hand(const int *off, const int *adj, const int *color,
                              int *conflict, int n,
                              HandAggSlot<ConflictOp> *pool) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = 0, deg = 0, c = 0;
  if (v < n) {
    begin = off[v];
    deg = off[v + 1] - begin;
    c = color[v];
    conflict[v] = 0;
  }
  handAggLaunch<ConflictOp, ChildBlock>(
      pool, deg, ConflictOp::Args{adj, color, begin, v, c, conflict});
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat, Hand };

struct Coloring : Case {
  Csr G; // host copies of the inputs
  std::vector<int> Ch;
  Version V;
  int N;
  std::vector<int> Want;
  DevBuf<int> Off, Adj, Color, Conflict;
  DevBuf<HandAggSlot<ConflictOp>> Pool;

  Coloring(Version V, const Args &A, Rng &R) : V(V), N((int)A[0]) {
    int Colors = (int)A[1];
    G = skewedGraph(N, R);
    Ch.resize(N);
    for (int &C : Ch)
      C = R.below(Colors);
    Want.assign(N, 0);
    long Conflicts = 0, Launches = 0;
    for (int U = 0; U < N; ++U) {
      for (int E = G.Off[U]; E < G.Off[U + 1] && !Want[U]; ++E)
        Want[U] = G.Adj[E] < U && Ch[G.Adj[E]] == Ch[U];
      Conflicts += Want[U];
      Launches += G.degree(U) > 0;
    }
    Info["conflicts"] = (double)Conflicts;
    Info["launches"] = (double)Launches;
    Info["edges"] = (double)G.Adj.size();
  }

  void upload() override {
    Off = DevBuf<int>(G.Off);
    Adj = DevBuf<int>(G.Adj);
    Color = DevBuf<int>(Ch);
    Conflict = DevBuf<int>((size_t)N);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<ConflictOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (N + ParentBlock - 1) / ParentBlock; }
  void reset() override { Conflict.fill(0xff); }
  void run() override {
    switch (V) {
    case Version::Dp:
      coloring_dp<<<grid(), ParentBlock>>>(Off, Adj, Color, Conflict, N);
      break;
    case Version::Flat:
      coloring_flat<<<grid(), ParentBlock>>>(Off, Adj, Color, Conflict, N);
      break;
    case Version::Hand:
      coloring_hand<<<grid(), ParentBlock>>>(Off, Adj, Color, Conflict, N,
                                             Pool);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("conflict flags", Conflict.download(), Want);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<Coloring>(V, A, R); },
      {{65536, 16}, {262144, 16}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(262144 + 4096);
  add("Coloring/dp", Version::Dp);
  add("Coloring/flat", Version::Flat);
  add("Coloring/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
