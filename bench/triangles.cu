//===- bench/triangles.cu - triangle counting with a launch threshold ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Triangle counting as in the thesis's case study (chapter 8): one parent
// thread per edge (u, v), u < v, of an undirected graph with skewed degrees
// (common/Graph.cuh; sorted adjacency lists); it counts the common
// neighbors w > v of u and v, so that every triangle u < v < w counts once.
// Both lists are cut to their elements > v (binary search). When the longer
// of the two has more than `threshold` elements, the thread launches a
// child grid with one thread per element of the longer list, each of which
// binary-searches the shorter one; otherwise it merges the two lists itself.
// Then the whole parent block adds up its threads' counts (warp reductions,
// shared memory, a barrier) and adds the block's sum to the total: the
// launch sits under a divergent condition before a block-wide barrier, as
// in the BFS workload.
//
// Versions (benchmark families; arguments: vertices, threshold):
//   TC/dp    the launch above (child blocks of 32; a child block adds its
//            matches to the total with one atomic)
//   TC/flat  no dynamic parallelism: every thread merges (the threshold is
//            ignored)
//   TC/hand  the launches aggregated per parent block by hand
//            (common/HandAgg.cuh)
//
// Check: the total equals the CPU's count (marking neighbors, not merging). Counter `launches`: the edges
// over the threshold (device launches without aggregation).
//
//===----------------------------------------------------------------------===//
#include <atomic>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256;
static constexpr int ChildBlock = 32;

// The first index in [lo, hi) of sorted a whose element is > x.
__host__ __device__ __forceinline__ int upperBound(const int *a, int lo, int hi,
                                                   int x) {
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (a[mid] <= x)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

__host__ __device__ __forceinline__ bool contains(const int *a, int lo, int hi,
                                                  int x) {
  int i = upperBound(a, lo, hi, x);
  return i > lo && a[i - 1] == x;
}

__host__ __device__ __forceinline__ int mergeCount(const int *a, int i, int ie,
                                                   int j, int je) {
  int c = 0;
  while (i < ie && j < je) {
    int x = a[i], y = a[j];
    c += x == y;
    i += x <= y;
    j += y <= x;
  }
  return c;
}

// The block's sum of c to *total: every thread of the block takes part.
__device__ __forceinline__ void addBlockCount(int c,
                                              unsigned long long *total) {
  constexpr int Warps = ParentBlock / 32;
  __shared__ int ws[Warps];
  int s = __reduce_add_sync(0xffffffffu, c);
  ws[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long t = 0;
#pragma unroll
    for (int w = 0; w < Warps; ++w)
      t += ws[w];
    if (t)
      atomicAdd(total, t);
  }
}

// ---------------- dp ----------------
// Thread i searches the i-th element of the long list [lb, le) in the
// short list [sb, se).
__global__ void tc_child(const int *adj, int lb, int n, int sb, int se,
                         unsigned long long *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int f = i < n && contains(adj, sb, se, adj[lb + i]);
  f = __reduce_add_sync(0xffffffffu, f); // blocks of 32: one warp
  if (threadIdx.x == 0 && f)
    atomicAdd(total, (unsigned long long)f);
}

// The two lists cut to elements > v: [ub, ue) of u and [vb, ve) of v.
__device__ __forceinline__ void edgeLists(const int *off, const int *adj,
                                          int u, int v, int &ub, int &ue,
                                          int &vb, int &ve) {
  ue = off[u + 1];
  ub = upperBound(adj, off[u], ue, v);
  ve = off[v + 1];
  vb = upperBound(adj, off[v], ve, v);
}

__global__ void __launch_bounds__(ParentBlock)
tc_dp(const int *off, const int *adj, const int *eu, const int *ev, int m,
      int threshold, unsigned long long *total) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  int c = 0;
  if (e < m) {
    int ub, ue, vb, ve;
    edgeLists(off, adj, eu[e], ev[e], ub, ue, vb, ve);
    int nu = ue - ub, nv = ve - vb;
    if (nu > threshold || nv > threshold) {
      // One launch site: the longer list is searched for in the shorter.
      bool uLong = nu >= nv;
      int lb = uLong ? ub : vb, n = uLong ? nu : nv;
      int sb = uLong ? vb : ub, se = uLong ? ve : ue;
      tc_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock>>>(adj, lb, n,
                                                                  sb, se, total);
    } else {
      c = mergeCount(adj, ub, ue, vb, ve);
    }
  }
  addBlockCount(c, total);
}

// ---------------- flat ----------------
__global__ void __launch_bounds__(ParentBlock)
tc_flat(const int *off, const int *adj, const int *eu, const int *ev, int m,
        unsigned long long *total) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  int c = 0;
  if (e < m) {
    int ub, ue, vb, ve;
    edgeLists(off, adj, eu[e], ev[e], ub, ue, vb, ve);
    c = mergeCount(adj, ub, ue, vb, ve);
  }
  addBlockCount(c, total);
}

// ---------------- hand ----------------
struct SearchOp {
  struct Args {
    const int *adj;
    int lb, sb, se;
    unsigned long long *total;
  };
  static __device__ void element(const Args &a, int i) {
    unsigned m = __activemask();
    int f = __reduce_add_sync(m, (int)contains(a.adj, a.sb, a.se, a.adj[a.lb + i]));
    if ((threadIdx.x & 31) == __ffs(m) - 1 && f)
      atomicAdd(a.total, (unsigned long long)f);
  }
};

__global__ void __launch_bounds__(ParentBlock)
tc_hand(const int *off, const int *adj, const int *eu, const int *ev, int m,
        int threshold, unsigned long long *total,
        HandAggSlot<SearchOp> *pool) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  int c = 0, n = 0;
  SearchOp::Args a{adj, 0, 0, 0, total};
  if (e < m) {
    int ub, ue, vb, ve;
    edgeLists(off, adj, eu[e], ev[e], ub, ue, vb, ve);
    int nu = ue - ub, nv = ve - vb;
    if (nu > threshold || nv > threshold) {
      if (nu >= nv) {
        n = nu;
        a.lb = ub, a.sb = vb, a.se = ve;
      } else {
        n = nv;
        a.lb = vb, a.sb = ub, a.se = ue;
      }
    } else {
      c = mergeCount(adj, ub, ue, vb, ve);
    }
  }
  handAggLaunch<SearchOp, ChildBlock>(pool, n, a);
  addBlockCount(c, total);
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat, Hand };

struct Triangles : Case {
  Csr G; // host copies of the inputs
  std::vector<int> Euh, Evh;
  Version V;
  int Threshold;
  int M = 0;
  unsigned long long Want = 0;
  DevBuf<int> Off, Adj, Eu, Ev;
  DevBuf<unsigned long long> Total;
  DevBuf<HandAggSlot<SearchOp>> Pool;

  Triangles(Version V, const Args &A, Rng &R)
      : V(V), Threshold((int)A[1]) {
    int N = (int)A[0];
    G = skewedGraph(N, R, /*MaxDeg=*/1024);
    long Launches = 0;
    for (int U = 0; U < N; ++U)
      for (int E = G.Off[U]; E < G.Off[U + 1]; ++E)
        if (G.Adj[E] > U) {
          int W = G.Adj[E];
          Euh.push_back(U);
          Evh.push_back(W);
          int Nu = G.Off[U + 1] - upperBound(G.Adj.data(), G.Off[U], G.Off[U + 1], W);
          int Nv = G.Off[W + 1] - upperBound(G.Adj.data(), G.Off[W], G.Off[W + 1], W);
          Launches += Nu > Threshold || Nv > Threshold;
        }
    M = (int)Euh.size();
    // The CPU count, by another method than the device's: for every u, mark
    // its neighbors, then for every neighbor v > u, count the neighbors
    // w > v of v that are marked. Over the host's threads, 64 chunks of u.
    std::atomic<unsigned long long> Sum{0};
    const int Chunks = 64;
    parallelFor(Chunks, [&](long C) {
      unsigned long long S = 0;
      std::vector<char> Mark(N, 0);
      for (long U = (long)N * C / Chunks; U < (long)N * (C + 1) / Chunks; ++U) {
        for (int E = G.Off[U]; E < G.Off[U + 1]; ++E)
          Mark[G.Adj[E]] = 1;
        for (int E = G.Off[U]; E < G.Off[U + 1]; ++E) {
          int W = G.Adj[E];
          if (W <= U)
            continue;
          for (int F = G.Off[W]; F < G.Off[W + 1]; ++F)
            S += G.Adj[F] > W && Mark[G.Adj[F]];
        }
        for (int E = G.Off[U]; E < G.Off[U + 1]; ++E)
          Mark[G.Adj[E]] = 0;
      }
      Sum += S;
    });
    Want = Sum;
    Info["triangles"] = (double)Want;
    Info["edges"] = (double)M;
    Info["launches"] = (double)Launches;
  }

  void upload() override {
    Off = DevBuf<int>(G.Off);
    Adj = DevBuf<int>(G.Adj);
    Eu = DevBuf<int>(Euh);
    Ev = DevBuf<int>(Evh);
    Total = DevBuf<unsigned long long>(1);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<SearchOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (M + ParentBlock - 1) / ParentBlock; }
  void reset() override { Total.fill(0); }
  void run() override {
    switch (V) {
    case Version::Dp:
      tc_dp<<<grid(), ParentBlock>>>(Off, Adj, Eu, Ev, M, Threshold, Total);
      break;
    case Version::Flat:
      tc_flat<<<grid(), ParentBlock>>>(Off, Adj, Eu, Ev, M, Total);
      break;
    case Version::Hand:
      tc_hand<<<grid(), ParentBlock>>>(Off, Adj, Eu, Ev, M, Threshold, Total,
                                       Pool);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    unsigned long long Got = Total.download()[0];
    if (Got != Want)
      return format("%llu triangles, want %llu", Got, Want);
    return "";
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<Triangles>(V, A, R); },
      {{32768, 16}, {32768, 128}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(1 << 20);
  add("TC/dp", Version::Dp);
  add("TC/flat", Version::Flat);
  add("TC/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
