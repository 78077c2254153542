//===- bench/common/Graph.cuh - generated graphs for the workloads -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// CSR graphs drawn from a seed, with the skewed degrees that make launch
// aggregation matter (most vertices have a few edges, a few have
// thousands): 90% of the vertices 0..8 edges, 9% 16..128, 1% 256..2048, as
// in examples/bfs/bfs.cu.
//
//   skewedDigraph(n, rng)    directed, targets uniform (duplicates allowed)
//   skewedGraph(n, rng)      undirected: the skewed digraph made symmetric,
//                            without self loops and duplicates, every
//                            adjacency list sorted
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_BENCH_COMMON_GRAPH_CUH
#define DPAGG_BENCH_COMMON_GRAPH_CUH

#include <algorithm>
#include <vector>

#include "common/Bench.cuh"

namespace dpagg_bench {

struct Csr {
  int N = 0;
  std::vector<int> Off; // N + 1
  std::vector<int> Adj;
  int degree(int V) const { return Off[V + 1] - Off[V]; }
};

inline int skewedDegree(Rng &R, int MaxDeg) {
  int P = R.below(1000), D;
  if (P < 900)
    D = R.below(9);
  else if (P < 990)
    D = R.range(16, 128);
  else
    D = R.range(256, 2048);
  return std::min(D, MaxDeg);
}

// Vertex 0 has 64 edges (a source that fans out).
inline Csr skewedDigraph(int N, Rng &R) {
  Csr G;
  G.N = N;
  G.Off.assign(N + 1, 0);
  for (int U = 0; U < N; ++U)
    G.Off[U + 1] = G.Off[U] + (U == 0 ? 64 : skewedDegree(R, N));
  G.Adj.resize(G.Off[N]);
  for (int &W : G.Adj)
    W = R.below(N);
  return G;
}

// Undirected: every drawn edge (u, w), u != w, in both lists, once.
// Degrees drawn with the cap MaxDeg (before symmetrizing).
inline Csr skewedGraph(int N, Rng &R, int MaxDeg = 2048) {
  std::vector<std::vector<int>> L(N);
  for (int U = 0; U < N; ++U) {
    int D = skewedDegree(R, MaxDeg);
    for (int K = 0; K < D; ++K) {
      int W = R.below(N);
      if (W == U)
        continue;
      L[U].push_back(W);
      L[W].push_back(U);
    }
  }
  Csr G;
  G.N = N;
  G.Off.assign(N + 1, 0);
  for (int U = 0; U < N; ++U) {
    std::sort(L[U].begin(), L[U].end());
    L[U].erase(std::unique(L[U].begin(), L[U].end()), L[U].end());
    G.Off[U + 1] = G.Off[U] + (int)L[U].size();
  }
  G.Adj.reserve(G.Off[N]);
  for (int U = 0; U < N; ++U)
    G.Adj.insert(G.Adj.end(), L[U].begin(), L[U].end());
  return G;
}

} // namespace dpagg_bench

#endif // DPAGG_BENCH_COMMON_GRAPH_CUH
