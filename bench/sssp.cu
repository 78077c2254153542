//===- bench/sssp.cu - single-source shortest paths, frontier Bellman-Ford --===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Single-source shortest paths on a directed graph with skewed degrees
// (common/Graph.cuh) and integer weights 1..100, vertex 0 the source, by
// frontier-based Bellman-Ford (as the thesis's sssp): one parent grid per
// round, one thread per vertex; a vertex whose distance dropped in the last
// round relaxes its out-edges with its current distance:
//
//   if (v < n && in[v]) { d = dist[v]; ...child over v's edges...
//     per edge: if (atomicMin(&dist[w], d + wt) > d + wt) out[w] = 1, *changed = 1; }
//
// The host runs rounds until one changes nothing (reading the flag back).
// Any order of the relaxations reaches the same distances: a vertex whose
// distance drops in round k (even after its own relaxation in round k read
// the older value) is in round k+1's frontier, so when a round changes
// nothing every edge has been relaxed with its source's final distance.
//
// Versions (benchmark families; argument: vertices):
//   SSSP/dp    one child grid (blocks of 32) per frontier vertex with edges
//   SSSP/flat  no dynamic parallelism: the frontier thread loops over its
//              edges
//   SSSP/hand  the launches aggregated per parent block by hand
//              (common/HandAgg.cuh)
//
// Check: every distance equals a CPU Dijkstra's (INT_MAX: unreachable). The
// number of rounds depends on the order of the relaxations, so it is
// reported (counter `rounds`, of the check's run) but not checked.
//
//===----------------------------------------------------------------------===//
#include <climits>
#include <functional>
#include <queue>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256;
static constexpr int ChildBlock = 32;
static constexpr int MaxRounds = 100000;

__device__ __forceinline__ void relax(const int *adj, const int *wt, int e,
                                      int d, int *dist, int *out,
                                      int *changed) {
  int w = adj[e], nd = d + wt[e];
  if (nd < dist[w] && atomicMin(&dist[w], nd) > nd) {
    out[w] = 1;
    *changed = 1;
  }
}

// ---------------- dp ----------------
__global__ void relax_child(const int *adj, const int *wt, int begin, int deg,
                            int d, int *dist, int *out, int *changed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg)
    relax(adj, wt, begin + i, d, dist, out, changed);
}

__global__ void sssp_dp(const int *off, const int *adj, const int *wt,
                        int *dist, const int *in, int *out, int *changed,
                        int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && in[v]) {
    int begin = off[v], deg = off[v + 1] - begin;
    if (deg > 0)
      relax_child<<<(deg + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          adj, wt, begin, deg, dist[v], dist, out, changed);
  }
}

// ---------------- flat ----------------
__global__ void sssp_flat(const int *off, const int *adj, const int *wt,
                          int *dist, const int *in, int *out, int *changed,
                          int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && in[v]) {
    int d = dist[v];
    for (int e = off[v]; e < off[v + 1]; ++e)
      relax(adj, wt, e, d, dist, out, changed);
  }
}

// ---------------- hand ----------------
struct RelaxOp {
  struct Args {
    const int *adj, *wt;
    int begin, d;
    int *dist, *out, *changed;
  };
  static __device__ void element(const Args &a, int i) {
    relax(a.adj, a.wt, a.begin + i, a.d, a.dist, a.out, a.changed);
  }
};

__global__ void sssp_hand(const int *off, const int *adj, const int *wt,
                          int *dist, const int *in, int *out, int *changed,
                          int n, HandAggSlot<RelaxOp> *pool) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = 0, deg = 0, d = 0;
  if (v < n && in[v]) {
    begin = off[v];
    deg = off[v + 1] - begin;
    d = dist[v];
  }
  handAggLaunch<RelaxOp, ChildBlock>(
      pool, deg, RelaxOp::Args{adj, wt, begin, d, dist, out, changed});
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat, Hand };

std::vector<int> dijkstra(const Csr &G, const std::vector<int> &Wt) {
  std::vector<int> D(G.N, INT_MAX);
  using Item = std::pair<int, int>; // (distance, vertex)
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> Q;
  D[0] = 0;
  Q.push({0, 0});
  while (!Q.empty()) {
    auto [Du, U] = Q.top();
    Q.pop();
    if (Du > D[U])
      continue;
    for (int E = G.Off[U]; E < G.Off[U + 1]; ++E) {
      int W = G.Adj[E], Nd = Du + Wt[E];
      if (Nd < D[W]) {
        D[W] = Nd;
        Q.push({Nd, W});
      }
    }
  }
  return D;
}

struct Sssp : Case {
  Csr G; // host copies of the inputs
  std::vector<int> Wh;
  Version V;
  int N;
  std::vector<int> Want;
  DevBuf<int> Off, Adj, Wt, Dist, In, Out, Changed;
  DevBuf<HandAggSlot<RelaxOp>> Pool;
  int Rounds = 0;

  Sssp(Version V, const Args &A, Rng &R) : V(V), N((int)A[0]) {
    G = skewedDigraph(N, R);
    Wh.resize(G.Adj.size());
    for (int &W : Wh)
      W = R.range(1, 100);
    Want = dijkstra(G, Wh);
    Info["edges"] = (double)G.Adj.size();
  }

  void upload() override {
    Off = DevBuf<int>(G.Off);
    Adj = DevBuf<int>(G.Adj);
    Wt = DevBuf<int>(Wh);
    Dist = DevBuf<int>((size_t)N);
    In = DevBuf<int>((size_t)N);
    Out = DevBuf<int>((size_t)N);
    Changed = DevBuf<int>(1);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<RelaxOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (N + ParentBlock - 1) / ParentBlock; }

  void reset() override {
    std::vector<int> D(N, INT_MAX), F(N, 0);
    D[0] = 0;
    F[0] = 1;
    Dist.upload(D);
    In.upload(F);
    Rounds = 0;
  }

  void run() override {
    int *I = In, *O = Out;
    for (int Round = 0; Round < MaxRounds; ++Round) {
      CK(cudaMemsetAsync(O, 0, sizeof(int) * N));
      CK(cudaMemsetAsync(Changed, 0, sizeof(int)));
      switch (V) {
      case Version::Dp:
        sssp_dp<<<grid(), ParentBlock>>>(Off, Adj, Wt, Dist, I, O, Changed, N);
        break;
      case Version::Flat:
        sssp_flat<<<grid(), ParentBlock>>>(Off, Adj, Wt, Dist, I, O, Changed,
                                           N);
        break;
      case Version::Hand:
        sssp_hand<<<grid(), ParentBlock>>>(Off, Adj, Wt, Dist, I, O, Changed,
                                           N, Pool);
        break;
      }
      CK_LAUNCH();
      int C = 0;
      CK(cudaMemcpy(&C, Changed, sizeof(int), cudaMemcpyDeviceToHost));
      std::swap(I, O);
      if (!C) {
        Rounds = Round + 1;
        return;
      }
    }
    throw std::runtime_error("no fixpoint after MaxRounds rounds");
  }

  std::string check() override {
    Info["rounds"] = (double)Rounds;
    return compareExact("distances", Dist.download(), Want);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name, [V](const Args &A, Rng &R) { return std::make_unique<Sssp>(V, A, R); },
      {{65536}, {131072}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(131072 + 4096);
  add("SSSP/dp", Version::Dp);
  add("SSSP/flat", Version::Flat);
  add("SSSP/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
