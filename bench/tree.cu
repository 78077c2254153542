//===- bench/tree.cu - recursive tree traversal ----------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Recursive traversal of a random tree (the tree benchmarks of Wu, Li and
// Becchi, shared/papers/000): every node gets its depth and the sum of the
// weights on its path from the root. A grid covers the children of one
// node, one thread per child; a thread whose node has children launches the
// grid for them (blocks of 32) with its path sum, recursively:
//
//   visit(first, count, psum, depth): thread i < count: u = first + i;
//     sum[u] = psum + w[u]; dep[u] = depth;
//     if (nc[u] > 0) visit<<<(nc[u]+31)/32, 32>>>(fc[u], nc[u], sum[u], depth+1)
//
// The tree is drawn level by level from the seed: a node below the maximum
// depth (12; CDP2 nests at most 24 grids) has no children with probability
// 0.5, 1..4 with 0.4 and 8..32 with 0.1 (the root 64), until the node count
// is reached; the children of a node are numbered consecutively. About half
// of the nodes launch, most of them a grid of 1..4 threads: light children.
//
// Versions (benchmark families; argument: nodes):
//   Tree/dp    the recursion above, the host launching visit<<<1, 32>>> on
//              the root
//   Tree/flat  no dynamic parallelism: one thread per node walks up to the
//              root through the parent links
//
// Check: every node's depth and path sum equal the CPU's (both poisoned
// before every run). A grid that did not run leaves its subtree poisoned.
//
//===----------------------------------------------------------------------===//
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"

using namespace dpagg_bench;

static constexpr int ChildBlock = 32;
static constexpr int MaxDepth = 12;

// ---------------- dp ----------------
__global__ void visit(const int *fc, const int *nc, const int *w, int first,
                      int count, int psum, int depth, int *sum, int *dep) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) {
    int u = first + i, s = psum + w[u], k = nc[u];
    sum[u] = s;
    dep[u] = depth;
    if (k > 0)
      visit<<<(k + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          fc, nc, w, fc[u], k, s, depth + 1, sum, dep);
  }
}

// ---------------- flat ----------------
__global__ void walk_up(const int *parent, const int *w, int n, int *sum,
                        int *dep) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int s = 0, d = 0;
    for (int x = u; x >= 0; x = parent[x]) {
      s += w[x];
      ++d;
    }
    sum[u] = s;
    dep[u] = d - 1;
  }
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat };

struct Tree : Case {
  std::vector<int> Fch, Nch, Par, Wh; // host copies of the inputs
  Version V;
  int N = 0;
  std::vector<int> WantSum, WantDep;
  DevBuf<int> Fc, Nc, W, Parent, Sum, Dep;

  Tree(Version V, const Args &A, Rng &R) : V(V) {
    int Target = (int)A[0];
    Fch.assign(Target, 0);
    Nch.assign(Target, 0);
    Par.assign(Target, -1);
    Wh.assign(Target, 0);
    std::vector<int> D(Target, 0);
    int Next = 1; // nodes made so far; node 0 is the root
    long Launches = 0;
    for (int U = 0; U < Next && Next < Target; ++U) {
      if (D[U] >= MaxDepth)
        continue;
      int P = R.below(10), K;
      if (U == 0)
        K = 64;
      else if (P < 5)
        K = 0;
      else if (P < 9)
        K = R.range(1, 4);
      else
        K = R.range(8, 32);
      K = std::min(K, Target - Next);
      Fch[U] = Next;
      Nch[U] = K;
      for (int J = 0; J < K; ++J) {
        Par[Next + J] = U;
        D[Next + J] = D[U] + 1;
      }
      Next += K;
      Launches += K > 0;
    }
    N = Next;
    Fch.resize(N), Nch.resize(N), Par.resize(N), Wh.resize(N), D.resize(N);
    WantSum.resize(N);
    for (int U = 0; U < N; ++U) { // parents come before their children
      Wh[U] = R.range(-1000, 1000);
      WantSum[U] = Wh[U] + (Par[U] >= 0 ? WantSum[Par[U]] : 0);
    }
    WantDep = D;
    int Deepest = 0;
    for (int X : D)
      Deepest = std::max(Deepest, X);
    Info["nodes"] = (double)N;
    Info["launches"] = (double)Launches;
    Info["depth"] = (double)Deepest;
  }

  void upload() override {
    Fc = DevBuf<int>(Fch);
    Nc = DevBuf<int>(Nch);
    W = DevBuf<int>(Wh);
    Parent = DevBuf<int>(Par);
    Sum = DevBuf<int>((size_t)N);
    Dep = DevBuf<int>((size_t)N);
  }
  void reset() override {
    Sum.fill(0xff);
    Dep.fill(0xff);
  }
  void run() override {
    if (V == Version::Dp)
      visit<<<1, ChildBlock>>>(Fc, Nc, W, 0, 1, 0, 0, Sum, Dep);
    else
      walk_up<<<(N + 255) / 256, 256>>>(Parent, W, N, Sum, Dep);
    CK_LAUNCH();
  }
  std::string check() override {
    std::string Why = compareExact("depths", Dep.download(), WantDep);
    if (Why.empty())
      Why = compareExact("path sums", Sum.download(), WantSum);
    return Why;
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name, [V](const Args &A, Rng &R) { return std::make_unique<Tree>(V, A, R); },
      {{65536}, {262144}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  // At most one pending launch per internal node.
  needPendingLaunches(262144 + 4096);
  add("Tree/dp", Version::Dp);
  add("Tree/flat", Version::Flat);
}

DPAGG_BENCH_MAIN()
