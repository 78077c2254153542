// Issue 21, item 16: a Boruvka minimum spanning tree in the LonestarGPU
// style (the CGO 2022 artifact's MST), whose parents launch one small child
// per qualifying node with LonestarGPU's parameter list: the graph and the
// component space by value, the work arrays, then inpid, id, src, srcboss and
// degree. A "find" parent launches a child per node on a component boundary
// (every edge to another component is a candidate), a "verify" parent one
// per component (the node whose edge won), each child one block of 256
// threads of which 2 to 4 work: hundreds of thousands of launches per kernel
// on a 512 x 512 grid graph, with a 32 MiB record pool (.pool32m; the
// default until the 128 MiB of 2026-11-28), which fills and is reused many
// times over. Computed several times per process.
//
// Every child checks everything it was given against the graph and the
// state the host set for the kernel (the kernel's tag, the graph and
// component space as uploaded, the node's degree and component, its grid and
// block), and records violations instead of following a foreign parameter
// out of bounds; every node's edges must be visited exactly once per kernel
// (no launch lost or repeated); the tree's edges and weight must equal
// Kruskal's on the CPU (weights are unique, so the tree is).
//
// Usage: pool_pressure_mst [runs] [side]; defaults 4 and 512.
// DPAGG_MST_VERBOSE=1 prints a line per iteration.
//
// Without DPAgg every child is its own launch. Through the per-thread
// default stream (.base_ptds) one computation at 128 x 128 takes 0.5 s on the
// H100, so that build checks the program there, once. Through the NULL stream
// (.base) even that did not finish in 60 s (one computation at 512 x 512: not
// in 90 s; with DPAgg four take about 2 s), so .base is built, not run.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/pool_pressure_mst.dpagg
// RUN: %gpubin/pool_pressure_mst.warp
// RUN: %gpubin/pool_pressure_mst.nomold
// RUN: %gpubin/pool_pressure_mst.pool32m
// RUN: %gpubin/pool_pressure_mst.base_ptds 1 128
// RUN: %gpubin/pool_pressure_mst.ptds
// RUN: %gpubin/pool_pressure_mst.warp_ptds
#include "GPUTest.cuh"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

constexpr unsigned None = ~0u;
constexpr unsigned long long NoEdge = ~0ull;
constexpr unsigned ChildBlock = 256;

/// LonestarGPU's Graph is a dozen fields, passed by value to every child.
struct Graph {
  unsigned nnodes, nedges;
  unsigned *rowStart; // nnodes + 1
  unsigned *adj;      // nedges
  unsigned *wt;       // nedges; both directions of an edge weigh the same
  unsigned *edgeSrc;  // nedges: the node whose list holds the edge
  unsigned *maxDegree;
  unsigned diameter;
  bool foundStats;
  __device__ unsigned degree(unsigned N) const {
    return rowStart[N + 1] - rowStart[N];
  }
};

/// Union-find over the nodes; finds only read (the host-launched hook and
/// compress kernels change it between iterations).
struct ComponentSpace {
  unsigned nelements;
  unsigned *ncomponents;
  unsigned *complen;
  unsigned *ele2comp;
  /// The root of \p X, or None if a link leaves the nodes (never, unless a
  /// parameter is foreign).
  __device__ unsigned find(unsigned X) const {
    for (unsigned Steps = 0; Steps <= nelements; ++Steps) {
      unsigned P = ((volatile unsigned *)ele2comp)[X];
      if (P == X)
        return X;
      if (P >= nelements)
        return None;
      X = P;
    }
    return None;
  }
};

} // namespace

// Not in the anonymous namespace: the host copies to and from them
// (cudaMemcpyToSymbol), which nvlink cannot resolve for internal symbols.
/// What the host set for the running kernel: the children compare theirs.
__device__ unsigned CurrentTag;
__device__ Graph ExpectedGraph;
__device__ ComponentSpace ExpectedCS;
/// Children that ran with right parameters, per kind (block 0, thread 0).
__device__ unsigned long long ChildCount[2];

namespace {

enum Kind : unsigned { FindKind = 1, VerifyKind = 2 };

/// Report: word 0 counts violations; then up to MaxShown of ReportWords.
constexpr unsigned MaxShown = 16, ReportWords = 10;

__device__ bool sameGraph(const Graph &A, const Graph &B) {
  return A.nnodes == B.nnodes && A.nedges == B.nedges &&
         A.rowStart == B.rowStart && A.adj == B.adj && A.wt == B.wt &&
         A.edgeSrc == B.edgeSrc && A.maxDegree == B.maxDegree &&
         A.diameter == B.diameter && A.foundStats == B.foundStats;
}
__device__ bool sameCS(const ComponentSpace &A, const ComponentSpace &B) {
  return A.nelements == B.nelements && A.ncomponents == B.ncomponents &&
         A.complen == B.complen && A.ele2comp == B.ele2comp;
}

/// Whether a child's parameters and geometry are the ones its parent
/// launched with; thread 0 of a block reports a violation. Reads nothing a
/// foreign parameter could send out of bounds before checking it.
__device__ bool childParamsOk(Kind K, const Graph &G, const ComponentSpace &CS,
                              const unsigned long long *MinEdge,
                              unsigned *Report, unsigned Tag, unsigned Inpid,
                              unsigned Id, unsigned Src, unsigned SrcBoss,
                              unsigned Degree) {
  unsigned Why = 0;
  if (Tag != ((volatile unsigned *)&CurrentTag)[0] || (Tag & 3) != K)
    Why = 1;
  else if (!sameGraph(G, ExpectedGraph) || !sameCS(CS, ExpectedCS))
    Why = 2;
  else if (Inpid != Id || Src >= G.nnodes || Id >= G.nnodes)
    Why = 3;
  else if (Degree != G.degree(Src) || Degree == 0)
    Why = 4;
  else if (SrcBoss != CS.find(Src))
    Why = 5;
  else if (K == FindKind && Id != Src)
    Why = 6;
  else if (K == VerifyKind && (Id != SrcBoss || MinEdge[SrcBoss] == NoEdge ||
                               G.edgeSrc[(unsigned)MinEdge[SrcBoss]] != Src))
    Why = 7;
  else if (gridDim.x != (Degree + ChildBlock - 1) / ChildBlock ||
           gridDim.y != 1 || gridDim.z != 1 || blockDim.x != ChildBlock ||
           blockDim.y != 1 || blockDim.z != 1 || blockIdx.x >= gridDim.x)
    Why = 8;
  if (!Why)
    return true;
  if (threadIdx.x == 0) {
    unsigned I = atomicAdd(&Report[0], 1u);
    if (I < MaxShown) {
      unsigned *R = Report + 1 + I * ReportWords;
      unsigned W[ReportWords] = {10 * K + Why, Tag,       Inpid,  Id,
                                 Src,          SrcBoss,   Degree, gridDim.x,
                                 blockIdx.x,   blockDim.x};
      for (unsigned J = 0; J < ReportWords; ++J)
        R[J] = W[J];
    }
  }
  return false;
}

// The children: LonestarGPU's parameter list shape (the graph and the
// component space by value, the work arrays, then inpid, id, src, srcboss,
// degree), one thread per edge of src.

/// The lightest edge of src's to another component, into MinEdge[srcboss].
__global__ void findChild(Graph G, ComponentSpace CS,
                          unsigned long long *MinEdge, unsigned *Partners,
                          unsigned *Visits, unsigned *Report, unsigned Tag,
                          unsigned Inpid, unsigned Id, unsigned Src,
                          unsigned SrcBoss, unsigned Degree) {
  unsigned II = blockIdx.x * blockDim.x + threadIdx.x;
  if (!childParamsOk(FindKind, G, CS, MinEdge, Report, Tag, Inpid, Id, Src,
                     SrcBoss, Degree) ||
      II >= Degree)
    return;
  if (II == 0)
    atomicAdd(&ChildCount[0], 1ull);
  atomicAdd(&Visits[Src], 1u);
  unsigned E = G.rowStart[Src] + II;
  if (CS.find(G.adj[E]) != SrcBoss)
    atomicMin(&MinEdge[SrcBoss], (unsigned long long)G.wt[E] << 32 | E);
}

/// The component's winning edge is src's: its partner component.
__global__ void verifyChild(Graph G, ComponentSpace CS,
                            unsigned long long *MinEdge, unsigned *Partners,
                            unsigned *Visits, unsigned *Report, unsigned Tag,
                            unsigned Inpid, unsigned Id, unsigned Src,
                            unsigned SrcBoss, unsigned Degree) {
  unsigned II = blockIdx.x * blockDim.x + threadIdx.x;
  if (!childParamsOk(VerifyKind, G, CS, MinEdge, Report, Tag, Inpid, Id, Src,
                     SrcBoss, Degree) ||
      II >= Degree)
    return;
  if (II == 0)
    atomicAdd(&ChildCount[1], 1ull);
  atomicAdd(&Visits[Src], 1u);
  unsigned E = G.rowStart[Src] + II;
  if (((unsigned long long)G.wt[E] << 32 | E) == MinEdge[SrcBoss])
    Partners[SrcBoss] = CS.find(G.adj[E]);
}

// The parents: one thread per node.

/// A child for every node with an edge to another component.
__global__ void findElemin(Graph G, ComponentSpace CS,
                           unsigned long long *MinEdge, unsigned *Partners,
                           unsigned *Visits, unsigned *Report) {
  unsigned Inpid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Id = Inpid;
  if (Id >= G.nnodes)
    return;
  unsigned Src = Id;
  unsigned SrcBoss = CS.find(Src);
  unsigned Degree = G.degree(Src);
  bool Boundary = false;
  for (unsigned E = G.rowStart[Src]; E < G.rowStart[Src + 1]; ++E)
    Boundary |= CS.find(G.adj[E]) != SrcBoss;
  if (Boundary)
    findChild<<<(unsigned)ceil(Degree / 256.0), ChildBlock>>>(
        G, CS, MinEdge, Partners, Visits, Report, CurrentTag, Inpid, Id, Src,
        SrcBoss, Degree);
}

/// A child for every component that found an edge, over its winner's edges.
__global__ void verifyMinElem(Graph G, ComponentSpace CS,
                              unsigned long long *MinEdge, unsigned *Partners,
                              unsigned *Visits, unsigned *Report) {
  unsigned Inpid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Id = Inpid;
  if (Id >= G.nnodes || CS.ele2comp[Id] != Id || MinEdge[Id] == NoEdge)
    return;
  unsigned Src = G.edgeSrc[(unsigned)MinEdge[Id]];
  unsigned Degree = G.degree(Src);
  verifyChild<<<(unsigned)ceil(Degree / 256.0), ChildBlock>>>(
      G, CS, MinEdge, Partners, Visits, Report, CurrentTag, Inpid, Id, Src, Id,
      Degree);
}

// Host-launched steps, without device launches.

__global__ void initIteration(unsigned N, unsigned long long *MinEdge,
                              unsigned *Partners, unsigned *Visits) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) {
    MinEdge[I] = NoEdge;
    Partners[I] = None;
    Visits[I] = 0;
  }
}

/// Every node's edges visited exactly as often as its kernel launched a
/// child for it (\p K); resets the visits.
__global__ void checkVisits(Kind K, Graph G, ComponentSpace CS,
                            const unsigned long long *MinEdge, unsigned *Visits,
                            unsigned *Report) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= G.nnodes)
    return;
  unsigned Boss = CS.find(I), Want = 0;
  if (K == FindKind) {
    for (unsigned E = G.rowStart[I]; E < G.rowStart[I + 1]; ++E)
      if (CS.find(G.adj[E]) != Boss)
        Want = G.degree(I);
  } else if (MinEdge[Boss] != NoEdge &&
             G.edgeSrc[(unsigned)MinEdge[Boss]] == I) {
    Want = G.degree(I);
  }
  if (Visits[I] != Want) {
    unsigned J = atomicAdd(&Report[0], 1u);
    if (J < MaxShown) {
      unsigned *R = Report + 1 + J * ReportWords;
      unsigned W[ReportWords] = {100 + K, CurrentTag, I, Visits[I], Want,
                                 0,       0,          0, 0,         0};
      for (unsigned J2 = 0; J2 < ReportWords; ++J2)
        R[J2] = W[J2];
    }
  }
  Visits[I] = 0;
}

/// Boruvka's hooking: each component hooks onto its partner along its
/// lightest edge, except the lower of two that chose each other (unique
/// weights: the same edge), which stays a root.
__global__ void hook(Graph G, ComponentSpace CS,
                     const unsigned long long *MinEdge,
                     const unsigned *Partners, unsigned *InMst,
                     unsigned long long *Weight, unsigned *Hooks,
                     unsigned *Report) {
  unsigned U = blockIdx.x * blockDim.x + threadIdx.x;
  if (U >= G.nnodes || CS.ele2comp[U] != U || MinEdge[U] == NoEdge)
    return;
  unsigned V = Partners[U];
  if (V >= G.nnodes) { // the verify child did not run, or wrongly
    unsigned J = atomicAdd(&Report[0], 1u);
    if (J < MaxShown) {
      unsigned *R = Report + 1 + J * ReportWords;
      unsigned W[ReportWords] = {200, CurrentTag, U, V, 0, 0, 0, 0, 0, 0};
      for (unsigned J2 = 0; J2 < ReportWords; ++J2)
        R[J2] = W[J2];
    }
    return;
  }
  if (Partners[V] == U && U < V)
    return;
  unsigned E = (unsigned)MinEdge[U];
  CS.ele2comp[U] = V;
  InMst[E] = 1;
  atomicAdd(Weight, (unsigned long long)G.wt[E]);
  atomicAdd(Hooks, 1u);
}

/// Every node points at its root (pointer jumping: concurrent writes only
/// ever store ancestors).
__global__ void compress(ComponentSpace CS) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= CS.nelements)
    return;
  volatile unsigned *P = CS.ele2comp;
  unsigned R = I;
  while (P[R] != R)
    R = P[R];
  P[I] = R;
}

/// A side x side grid graph with unique random weights; both directions of an
/// edge share its weight. \p Undirected maps a directed edge to its edge.
struct HostGraph {
  unsigned N = 0;
  std::vector<unsigned> RowStart, Adj, Wt, EdgeSrc, Undirected;
  std::vector<unsigned> EdgeU, EdgeV, EdgeW; // per undirected edge
};

HostGraph gridGraph(unsigned Side, gputest::Rng &R) {
  HostGraph H;
  H.N = Side * Side;
  auto Node = [&](unsigned X, unsigned Y) { return Y * Side + X; };
  for (unsigned Y = 0; Y < Side; ++Y)
    for (unsigned X = 0; X < Side; ++X) {
      if (X + 1 < Side) {
        H.EdgeU.push_back(Node(X, Y));
        H.EdgeV.push_back(Node(X + 1, Y));
      }
      if (Y + 1 < Side) {
        H.EdgeU.push_back(Node(X, Y));
        H.EdgeV.push_back(Node(X, Y + 1));
      }
    }
  unsigned M = H.EdgeU.size();
  H.EdgeW.resize(M);
  std::iota(H.EdgeW.begin(), H.EdgeW.end(), 1u);
  for (unsigned I = M; I > 1; --I)
    std::swap(H.EdgeW[I - 1], H.EdgeW[R.next() % I]);
  std::vector<std::vector<std::pair<unsigned, unsigned>>> Lists(H.N);
  for (unsigned E = 0; E < M; ++E) {
    Lists[H.EdgeU[E]].push_back({H.EdgeV[E], E});
    Lists[H.EdgeV[E]].push_back({H.EdgeU[E], E});
  }
  H.RowStart.push_back(0);
  for (unsigned U = 0; U < H.N; ++U) {
    for (auto [V, E] : Lists[U]) {
      H.Adj.push_back(V);
      H.Wt.push_back(H.EdgeW[E]);
      H.EdgeSrc.push_back(U);
      H.Undirected.push_back(E);
    }
    H.RowStart.push_back(H.Adj.size());
  }
  return H;
}

/// Kruskal: the set of tree edges (undirected ids) and the weight.
std::vector<char> kruskal(const HostGraph &H, unsigned long long &Weight) {
  unsigned M = H.EdgeU.size();
  std::vector<unsigned> Order(M);
  std::iota(Order.begin(), Order.end(), 0u);
  std::sort(Order.begin(), Order.end(),
            [&](unsigned A, unsigned B) { return H.EdgeW[A] < H.EdgeW[B]; });
  std::vector<unsigned> Up(H.N);
  std::iota(Up.begin(), Up.end(), 0u);
  auto Find = [&](unsigned X) {
    while (Up[X] != X)
      X = Up[X] = Up[Up[X]];
    return X;
  };
  std::vector<char> In(M, 0);
  Weight = 0;
  for (unsigned E : Order) {
    unsigned A = Find(H.EdgeU[E]), B = Find(H.EdgeV[E]);
    if (A == B)
      continue;
    Up[A] = B;
    In[E] = 1;
    Weight += H.EdgeW[E];
  }
  return In;
}

int printReport(const std::vector<unsigned> &Rep, const char *When) {
  if (!Rep[0])
    return 0;
  printf("  %u violations (%s); first ones [10 * kind + why, tag, inpid, id, "
         "src, srcboss, degree, grid, block, blockDim]:\n",
         Rep[0], When);
  for (unsigned I = 0; I < std::min(Rep[0], MaxShown); ++I) {
    printf("   ");
    for (unsigned J = 0; J < ReportWords; ++J)
      printf(" %d", (int)Rep[1 + I * ReportWords + J]);
    printf("\n");
  }
  return 1;
}

} // namespace

int main(int Argc, char **Argv) {
  unsigned Runs = Argc > 1 ? (unsigned)atoi(Argv[1]) : 4;
  unsigned Side = Argc > 2 ? (unsigned)atoi(Argv[2]) : 512;
  bool Verbose = getenv("DPAGG_MST_VERBOSE") != nullptr; // progress lines
  gputest::Test T("pool_pressure_mst");
  // Without DPAgg every launch of one kernel is pending at once.
  T.pendingLaunches(Side * Side + 4096);

  for (unsigned Run = 0; Run < Runs; ++Run) {
    HostGraph H = gridGraph(Side, T.R);
    unsigned N = H.N, M = H.Adj.size();
    unsigned long long WantWeight = 0;
    std::vector<char> WantIn = kruskal(H, WantWeight);

    Graph G;
    G.nnodes = N;
    G.nedges = M;
    G.rowStart = gputest::upload(H.RowStart);
    G.adj = gputest::upload(H.Adj);
    G.wt = gputest::upload(H.Wt);
    G.edgeSrc = gputest::upload(H.EdgeSrc);
    G.maxDegree = gputest::alloc<unsigned>(1);
    G.diameter = 2 * (Side - 1);
    G.foundStats = false;
    ComponentSpace CS;
    CS.nelements = N;
    CS.ncomponents = gputest::alloc<unsigned>(1);
    CS.complen = gputest::alloc<unsigned>(N);
    std::vector<unsigned> Ident(N);
    std::iota(Ident.begin(), Ident.end(), 0u);
    CS.ele2comp = gputest::upload(Ident);
    CK(cudaMemcpyToSymbol(ExpectedGraph, &G, sizeof G));
    CK(cudaMemcpyToSymbol(ExpectedCS, &CS, sizeof CS));
    unsigned long long Zero[2] = {0, 0};
    CK(cudaMemcpyToSymbol(ChildCount, Zero, sizeof Zero));

    auto *MinEdge = gputest::alloc<unsigned long long>(N);
    auto *Partners = gputest::alloc<unsigned>(N);
    auto *Visits = gputest::alloc<unsigned>(N);
    auto *InMst = gputest::alloc<unsigned>(M);
    auto *Weight = gputest::alloc<unsigned long long>(1);
    auto *Hooks = gputest::alloc<unsigned>(1);
    auto *Report = gputest::alloc<unsigned>(1 + MaxShown * ReportWords);
    gputest::poison(MinEdge, N);
    gputest::poison(Partners, N);
    gputest::poison(Visits, N);
    gputest::poison(InMst, M);
    gputest::poison(Report, 1 + MaxShown * ReportWords);
    CK(cudaMemset(Weight, 0, sizeof *Weight));
    CK(cudaMemset(Report, 0, sizeof(unsigned)));

    unsigned Grid = (N + 255) / 256, Iter = 0;
    unsigned long long Children[2] = {0, 0}; // find, verify
    for (;; ++Iter) {
      if (Iter > 64) {
        printf("FAIL run %u: no convergence after %u iterations\n", Run, Iter);
        T.compare("converged", std::vector<unsigned>{0},
                  std::vector<unsigned>{1});
        return T.finish();
      }
      auto SetTag = [&](Kind K) {
        unsigned Tag = (Run << 16 | Iter << 2 | K);
        CK(cudaMemcpyToSymbol(CurrentTag, &Tag, sizeof Tag));
      };
      initIteration<<<Grid, 256>>>(N, MinEdge, Partners, Visits);
      CK_SYNC();
      SetTag(FindKind);
      findElemin<<<Grid, 256>>>(G, CS, MinEdge, Partners, Visits, Report);
      CK_SYNC();
      checkVisits<<<Grid, 256>>>(FindKind, G, CS, MinEdge, Visits, Report);
      CK_SYNC();
      SetTag(VerifyKind);
      verifyMinElem<<<Grid, 256>>>(G, CS, MinEdge, Partners, Visits, Report);
      CK_SYNC();
      checkVisits<<<Grid, 256>>>(VerifyKind, G, CS, MinEdge, Visits, Report);
      CK_SYNC();
      CK(cudaMemset(Hooks, 0, sizeof *Hooks));
      hook<<<Grid, 256>>>(G, CS, MinEdge, Partners, InMst, Weight, Hooks,
                          Report);
      CK_SYNC();
      compress<<<Grid, 256>>>(CS);
      CK_SYNC();
      unsigned NumHooks = gputest::download(Hooks, 1)[0];
      if (Verbose) {
        printf("  run %u, iteration %u: %u hooks\n", Run, Iter, NumHooks);
        fflush(stdout);
      }
      if (!NumHooks)
        break;
      std::vector<unsigned> Rep =
          gputest::download(Report, 1 + MaxShown * ReportWords);
      if (Rep[0]) {
        char When[64];
        snprintf(When, sizeof When, "run %u, iteration %u", Run, Iter);
        printReport(Rep, When);
        break;
      }
    }
    CK(cudaMemcpyFromSymbol(Children, ChildCount, sizeof Children));
    std::vector<unsigned> Rep =
        gputest::download(Report, 1 + MaxShown * ReportWords);
    char When[64];
    snprintf(When, sizeof When, "run %u, after %u iterations", Run, Iter);
    T.compare("violations", std::vector<unsigned>{Rep[0]},
              std::vector<unsigned>{0});
    printReport(Rep, When);
    // A tree edge is marked on the one directed copy its hooking component
    // chose: compare per undirected edge.
    std::vector<unsigned> Got = gputest::download(InMst, M);
    std::vector<unsigned> GotU(WantIn.size(), 0), WantU(WantIn.size(), 0);
    for (unsigned E = 0; E < M; ++E)
      if (Got[E] == 1)
        ++GotU[H.Undirected[E]];
      else if (Got[E] != 0xFFFFFFFFu)
        GotU[H.Undirected[E]] += 100; // neither marked nor poison
    for (unsigned E = 0; E < WantIn.size(); ++E)
      WantU[E] = WantIn[E];
    T.compare("tree edges", GotU, WantU);
    T.compare("tree weight", gputest::download(Weight, 1),
              std::vector<unsigned long long>{WantWeight});
    printf("run %u: %u iterations, %llu find and %llu verify children\n", Run,
           Iter, Children[0], Children[1]);

    for (void *P :
         {(void *)G.rowStart, (void *)G.adj, (void *)G.wt, (void *)G.edgeSrc,
          (void *)G.maxDegree, (void *)CS.ncomponents, (void *)CS.complen,
          (void *)CS.ele2comp, (void *)MinEdge, (void *)Partners,
          (void *)Visits, (void *)InMst, (void *)Weight, (void *)Hooks,
          (void *)Report})
      CK(cudaFree(P));
  }
  return T.finish();
}
