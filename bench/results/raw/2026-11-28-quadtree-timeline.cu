//===- bench/quadtree_build.cu - recursive quadtree build ------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Quadtree construction as in CUDA's cdpQuadtree (the thesis's qt): one
// thread block per node. The block counts its points per quadrant (shared
// atomics), scatters them to their quadrants' ranges in the other of two
// point buffers, and thread 0 launches one grid of 4 blocks for the four
// children, recursively. A node with at most 16 points, at depth 10 (CDP2
// nests at most 24 grids) or of side 1 is a leaf: thread 0 records it (its
// square, depth, and the range of the buffer its points are in).
//
//   build(children of a node): block q is the node's quadrant q;
//     leaf? record it : { count, scatter; thread 0: build<<<4, 128>>>(its children) }
//
// One launching thread per block: warp and block scope have nothing to
// combine here (the thesis's qt was slower with them; grid scope is what
// would help).
//
// Points: integer coordinates in [0, 65536)^2, half uniform, half in 8
// clusters (so that the tree is deeper in places).
//
// Versions (benchmark families; argument: points):
//   Quadtree/dp    the recursion above; the host launches the root
//   Quadtree/flat  no dynamic parallelism: one grid per level, the host
//                  reading back how many nodes the next level has; thread 0
//                  appends its children to the next level's list instead of
//                  launching
//
// Check: the leaves (sorted by depth and corner) equal a CPU build's, each
// with the same points (as sets: the order within a leaf depends on the
// atomics), and their ranges cover every point once.
//
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <tuple>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"

using namespace dpagg_bench;

static constexpr int NodeBlock = 128;
static constexpr int MinPoints = 16;
static constexpr int MaxDepth = 10;
static constexpr int Side = 1 << 16;

// The four children of a node (or, for the root, the root as quadrant 0 of
// a node of twice its size): child q has corner (x0 + (q & 1) * half,
// y0 + (q >> 1) * half), side half, and the points r[q] .. r[q + 1] of the
// buffer of its depth (depth & 1).
struct Children {
  int x0, y0, half, depth;
  int r[5];
};

struct Leaf {
  int x0, y0, size, depth, begin, end;
};

__host__ __device__ __forceinline__ int quadrant(int2 p, int x, int y, int h) {
  return (p.x >= x + h ? 1 : 0) | (p.y >= y + h ? 2 : 0);
}

// Node q of c, processed by the whole block. Returns true (in every thread)
// when the node is internal, with its children in `out`; a leaf is recorded.
__device__ bool processNode(const Children &c, int q, int2 *b0, int2 *b1,
                            Leaf *leaves, int *nleaves, Children &out) {
  int x = c.x0 + (q & 1) * c.half, y = c.y0 + (q >> 1) * c.half;
  int size = c.half, depth = c.depth, begin = c.r[q], end = c.r[q + 1];
  const int2 *in = (depth & 1) ? b1 : b0;
  int2 *dst = (depth & 1) ? b0 : b1;
  int t = threadIdx.x;
  if (end - begin <= MinPoints || depth >= MaxDepth || size <= 1) {
    if (t == 0)
      leaves[atomicAdd(nleaves, 1)] = Leaf{x, y, size, depth, begin, end};
    return false;
  }
  int h = size / 2;
  __shared__ int cnt[4], pos[4];
  if (t < 4)
    cnt[t] = 0;
  __syncthreads();
  for (int i = begin + t; i < end; i += blockDim.x)
    atomicAdd(&cnt[quadrant(in[i], x, y, h)], 1);
  __syncthreads();
  if (t == 0) {
    pos[0] = begin;
    pos[1] = begin + cnt[0];
    pos[2] = pos[1] + cnt[1];
    pos[3] = pos[2] + cnt[2];
  }
  __syncthreads();
  out = Children{x, y, h, depth + 1, {pos[0], pos[1], pos[2], pos[3], end}};
  __syncthreads(); // every thread has read pos before the scatter moves it
  for (int i = begin + t; i < end; i += blockDim.x) {
    int2 p = in[i];
    dst[atomicAdd(&pos[quadrant(p, x, y, h)], 1)] = p;
  }
  __threadfence(); // the scatter is visible to the children
  __syncthreads();
  return true;
}

// ---------------- dp ----------------
__device__ unsigned long long TStart[16], TEnd[16], TLaunch[16];
__device__ unsigned TCount[16], TGrids[16];
__device__ unsigned long long TSeen[16][4096];
__device__ __forceinline__ unsigned long long gtime() {
  unsigned long long t;
  t = __nvvm_read_ptx_sreg_globaltimer();
  return t;
}
__global__ void build_dp(Children c, int2 *b0, int2 *b1, Leaf *leaves,
                         int *nleaves) {
  if (threadIdx.x == 0) {
    atomicMin(&TStart[c.depth], gtime());
    atomicAdd(&TCount[c.depth], 1u);
    if (blockIdx.x == 0)
      atomicAdd(&TGrids[c.depth], 1u);
  }
  Children ch;
  bool in = processNode(c, blockIdx.x, b0, b1, leaves, nleaves, ch);
  if (threadIdx.x == 0)
    atomicMax(&TLaunch[c.depth], gtime());
  if (in && threadIdx.x == 0)
    build_dp<<<4, NodeBlock>>>(ch, b0, b1, leaves, nleaves);
}

// ---------------- flat ----------------
// Block b is quadrant b % 4 of groups[b / 4]; an internal node's children
// go to next[].
__global__ void build_level(const Children *groups, int2 *b0, int2 *b1,
                            Leaf *leaves, int *nleaves, Children *next,
                            int *nnext) {
  Children ch;
  if (processNode(groups[blockIdx.x / 4], blockIdx.x % 4, b0, b1, leaves,
                  nleaves, ch) &&
      threadIdx.x == 0)
    next[atomicAdd(nnext, 1)] = ch;
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat };

struct HostLeaf {
  int X0, Y0, Size, Depth;
  std::vector<std::pair<int, int>> Pts; // sorted
  bool operator<(const HostLeaf &O) const {
    return std::tie(Depth, X0, Y0) < std::tie(O.Depth, O.X0, O.Y0);
  }
};

void cpuBuild(std::vector<int2> Pts, int X, int Y, int Size, int Depth,
              std::vector<HostLeaf> &Out) {
  if ((int)Pts.size() <= MinPoints || Depth >= MaxDepth || Size <= 1) {
    HostLeaf L{X, Y, Size, Depth, {}};
    for (int2 P : Pts)
      L.Pts.push_back({P.x, P.y});
    std::sort(L.Pts.begin(), L.Pts.end());
    Out.push_back(std::move(L));
    return;
  }
  int H = Size / 2;
  std::vector<int2> Q[4];
  for (int2 P : Pts)
    Q[quadrant(P, X, Y, H)].push_back(P);
  for (int K = 0; K < 4; ++K)
    cpuBuild(std::move(Q[K]), X + (K & 1) * H, Y + (K >> 1) * H, H, Depth + 1,
             Out);
}

struct Quadtree : Case {
  Version V;
  int NP;
  size_t MaxNodes;
  std::vector<int2> Pts;
  std::vector<HostLeaf> Want;
  DevBuf<int2> B0, B1;
  DevBuf<Leaf> Leaves;
  DevBuf<int> NLeaves, NNext;
  DevBuf<Children> GroupsA, GroupsB;
  int Levels = 0;

  Quadtree(Version V, const Args &A, Rng &R) : V(V), NP((int)A[0]) {
    Pts.resize(NP);
    int Cx[8], Cy[8];
    for (int K = 0; K < 8; ++K)
      Cx[K] = R.below(Side), Cy[K] = R.below(Side);
    for (int2 &P : Pts) {
      if (R.below(2)) {
        P = make_int2(R.below(Side), R.below(Side));
      } else {
        int K = R.below(8);
        auto Near = [&](int C) {
          int D = R.range(-256, 256) + R.range(-256, 256);
          return std::min(Side - 1, std::max(0, C + D));
        };
        P = make_int2(Near(Cx[K]), Near(Cy[K]));
      }
    }
    cpuBuild(Pts, 0, 0, Side, 0, Want);
    std::sort(Want.begin(), Want.end());
    int Internal = 0, Deepest = 0;
    for (const HostLeaf &L : Want)
      Deepest = std::max(Deepest, L.Depth);
    Internal = ((int)Want.size() - 1) / 3; // a full 4-ary tree
    Info["leaves"] = (double)Want.size();
    Info["launches"] = (double)Internal;
    Info["depth"] = (double)Deepest;
    // Internal nodes have more than MinPoints points each, disjoint per
    // level: at most NP / (MinPoints + 1) per level.
    MaxNodes = (size_t)NP / (MinPoints + 1) + 1;
  }

  void upload() override {
    B0 = DevBuf<int2>((size_t)NP);
    B1 = DevBuf<int2>((size_t)NP);
    Leaves = DevBuf<Leaf>(4 * (MaxDepth + 1) * MaxNodes + 1);
    NLeaves = DevBuf<int>(1);
    NNext = DevBuf<int>(1);
    if (V == Version::Flat) {
      GroupsA = DevBuf<Children>(MaxNodes);
      GroupsB = DevBuf<Children>(MaxNodes);
    }
  }

  Children root() const { return Children{0, 0, Side, 0, {0, NP, NP, NP, NP}}; }

  void reset() override {
    unsigned long long Big[16], Zero[16] = {};
    unsigned ZeroC[16] = {};
    for (int I = 0; I < 16; ++I) Big[I] = ~0ull;
    CK(cudaMemcpyToSymbol(TStart, Big, sizeof Big));
    CK(cudaMemcpyToSymbol(TEnd, Zero, sizeof Zero));
    CK(cudaMemcpyToSymbol(TLaunch, Zero, sizeof Zero));
    CK(cudaMemcpyToSymbol(TCount, ZeroC, sizeof ZeroC));
    CK(cudaMemcpyToSymbol(TGrids, ZeroC, sizeof ZeroC));
    static std::vector<unsigned long long> Z(16 * 4096, 0);
    CK(cudaMemcpyToSymbol(TSeen, Z.data(), Z.size() * 8));
    B0.upload(Pts);
    B1.fill(0xff);
    NLeaves.fill(0);
    Levels = 0;
  }

  void run() override {
    if (V == Version::Dp) {
      // Block 0 only: the root is quadrant 0 of root().
      build_dp<<<1, NodeBlock>>>(root(), B0, B1, Leaves, NLeaves);
      CK_LAUNCH();
      return;
    }
    Children R = root();
    CK(cudaMemcpy(GroupsA.get(), &R, sizeof R, cudaMemcpyHostToDevice));
    Children *Cur = GroupsA, *Next = GroupsB;
    int Blocks = 1;
    while (Blocks > 0) {
      CK(cudaMemsetAsync(NNext, 0, sizeof(int)));
      build_level<<<Blocks, NodeBlock>>>(Cur, B0, B1, Leaves, NLeaves, Next,
                                         NNext);
      CK_LAUNCH();
      int N = 0;
      CK(cudaMemcpy(&N, NNext.get(), sizeof(int), cudaMemcpyDeviceToHost));
      if ((size_t)N > MaxNodes)
        throw std::runtime_error("quadtree: more nodes in a level than allowed");
      Blocks = 4 * N;
      std::swap(Cur, Next);
      ++Levels;
    }
  }

  std::string check() override {
    if (V == Version::Dp) {
      unsigned long long S[16], E[16], La[16];
      unsigned C[16], Gr[16];
      CK(cudaMemcpyFromSymbol(Gr, TGrids, sizeof Gr));
      CK(cudaMemcpyFromSymbol(S, TStart, sizeof S));
      CK(cudaMemcpyFromSymbol(E, TEnd, sizeof E));
      CK(cudaMemcpyFromSymbol(La, TLaunch, sizeof La));
      CK(cudaMemcpyFromSymbol(C, TCount, sizeof C));
      unsigned long long T0 = S[0];
      fprintf(stderr, "timeline (us from the root's start): depth blocks first-start last-work-done last-end\n");
      for (int I = 0; I < 16 && C[I]; ++I)
        fprintf(stderr, "  %2d %6u grids %6u %9.1f %9.1f %9.1f\n", I, C[I], Gr[I], (S[I] - T0) / 1e3, (La[I] - T0) / 1e3, (E[I] - T0) / 1e3);
    }
    int N = NLeaves.download()[0];
    if (N != (int)Want.size())
      return format("%d leaves, want %zu", N, Want.size());
    std::vector<Leaf> L = Leaves.download();
    L.resize(N);
    std::sort(L.begin(), L.end(), [](const Leaf &A, const Leaf &B) {
      return std::tie(A.depth, A.x0, A.y0) < std::tie(B.depth, B.x0, B.y0);
    });
    std::vector<int2> H[2] = {B0.download(), B1.download()};
    std::vector<int> Cover(NP, 0);
    for (int I = 0; I < N; ++I) {
      const Leaf &G = L[I];
      const HostLeaf &W = Want[I];
      if (G.depth != W.Depth || G.x0 != W.X0 || G.y0 != W.Y0 || G.size != W.Size)
        return format("leaf %d: (%d, %d) side %d depth %d, want (%d, %d) side "
                      "%d depth %d",
                      I, G.x0, G.y0, G.size, G.depth, W.X0, W.Y0, W.Size,
                      W.Depth);
      if (G.begin < 0 || G.end > NP || G.end - G.begin != (int)W.Pts.size())
        return format("leaf %d: range [%d, %d), want %zu points", I, G.begin,
                      G.end, W.Pts.size());
      std::vector<std::pair<int, int>> P;
      for (int K = G.begin; K < G.end; ++K) {
        int2 Q = H[G.depth & 1][K];
        P.push_back({Q.x, Q.y});
        ++Cover[K];
      }
      std::sort(P.begin(), P.end());
      if (P != W.Pts)
        return format("leaf %d at (%d, %d) depth %d: other points than the CPU's",
                      I, G.x0, G.y0, G.depth);
    }
    for (int K = 0; K < NP; ++K)
      if (Cover[K] != 1)
        return format("point slot %d is in %d leaves", K, Cover[K]);
    return "";
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<Quadtree>(V, A, R); },
      {{65536}, {262144}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(65536);
  add("Quadtree/dp", Version::Dp);
  add("Quadtree/flat", Version::Flat);
}

DPAGG_BENCH_MAIN()
