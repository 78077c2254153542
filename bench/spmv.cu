//===- bench/spmv.cu - CSR row expansion (SpMV-like) -----------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// y = A x for a sparse matrix in CSR form with skewed row lengths
// (common/Graph.cuh: 90% of the rows 0..8 nonzeros, 9% 16..128, 1%
// 256..2048), one parent thread per row. Integer values, so that the sum
// does not depend on the order of the additions (int wraps the same way in
// any order) and the check is exact.
//
// Versions (benchmark families; argument: rows = columns):
//   SpMV/dp    a parent thread sets y[row] = 0 and launches one child grid
//              (blocks of 32) over its row: each child thread multiplies one
//              nonzero, the block adds its products (warp reduction) and
//              atomically adds them to y[row]
//   SpMV/flat  no dynamic parallelism: the parent thread loops over its row
//   SpMV/hand  the launches aggregated per parent block by hand
//              (common/HandAgg.cuh)
//
// Check: y equals the CPU product, every element (y is poisoned before every
// run). A child grid that did not run leaves its row wrong.
//
//===----------------------------------------------------------------------===//
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"
#include "common/SpmvRow.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256;
static constexpr int ChildBlock = 32;

// ---------------- dp ----------------
__global__ void row_child(const int *col, const int *val, const int *x,
                          int begin, int n, int *yrow) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // Every lane takes part in the reduction (blocks of 32: one warp).
  int p = i < n ? val[begin + i] * x[col[begin + i]] : 0;
  p = __reduce_add_sync(0xffffffffu, p);
  if (threadIdx.x == 0)
    atomicAdd(yrow, p);
}

__global__ void spmv_dp(const int *off, const int *col, const int *val,
                        const int *x, int *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    int begin = off[r], n = off[r + 1] - begin;
    y[r] = 0; // before the launch: the child sees it
    if (n > 0)
      row_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          col, val, x, begin, n, &y[r]);
  }
}

// ---------------- flat ----------------
__global__ void spmv_flat(const int *off, const int *col, const int *val,
                          const int *x, int *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    int s = 0;
    for (int k = off[r]; k < off[r + 1]; ++k)
      s += val[k] * x[col[k]];
    y[r] = s;
  }
}

// ---------------- hand ----------------
__global__ void spmv_hand(const int *off, const int *col, const int *val,
                          const int *x, int *y, int rows,
                          HandAggSlot<RowOp> *pool) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = 0, n = 0;
  if (r < rows) {
    begin = off[r];
    n = off[r + 1] - begin;
    y[r] = 0;
  }
  handAggLaunch<RowOp, ChildBlock>(pool, n,
                                   RowOp::Args{col, val, x, begin, y + r});
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat, Hand };

struct Spmv : Case {
  Csr M; // host copies of the inputs
  std::vector<int> Vals, Xh;
  Version V;
  int Rows;
  std::vector<int> Want;
  DevBuf<int> Off, Col, Val, X, Y;
  DevBuf<HandAggSlot<RowOp>> Pool;

  Spmv(Version V, const Args &A, Rng &R) : V(V), Rows((int)A[0]) {
    M = skewedDigraph(Rows, R); // the columns of row r: M's edges of r
    Vals.resize(M.Adj.size());
    Xh.resize(Rows);
    for (int &E : Vals)
      E = R.range(-8, 8);
    for (int &E : Xh)
      E = R.range(-100, 100);
    Want.assign(Rows, 0);
    long Launches = 0;
    for (int Row = 0; Row < Rows; ++Row) {
      unsigned S = 0; // wraps like the device's int additions
      for (int K = M.Off[Row]; K < M.Off[Row + 1]; ++K)
        S += (unsigned)(Vals[K] * Xh[M.Adj[K]]);
      Want[Row] = (int)S;
      Launches += M.degree(Row) > 0;
    }
    Info["launches"] = (double)Launches;
    Info["nonzeros"] = (double)M.Adj.size();
  }

  void upload() override {
    Off = DevBuf<int>(M.Off);
    Col = DevBuf<int>(M.Adj);
    Val = DevBuf<int>(Vals);
    X = DevBuf<int>(Xh);
    Y = DevBuf<int>((size_t)Rows);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<RowOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (Rows + ParentBlock - 1) / ParentBlock; }
  void reset() override { Y.fill(0xff); }
  void run() override {
    switch (V) {
    case Version::Dp:
      spmv_dp<<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows);
      break;
    case Version::Flat:
      spmv_flat<<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows);
      break;
    case Version::Hand:
      spmv_hand<<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Pool);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override { return compareExact("rows", Y.download(), Want); }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name, [V](const Args &A, Rng &R) { return std::make_unique<Spmv>(V, A, R); },
      {{65536}, {262144}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(262144 + 4096);
  add("SpMV/dp", Version::Dp);
  add("SpMV/flat", Version::Flat);
  add("SpMV/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
