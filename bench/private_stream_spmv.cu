//===- bench/private_stream_spmv.cu - SpMV into threads' own streams ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 23, item 3, last part: the style of Wu, Li and Becchi's
// applications (IPDPS 2016). y = A x for a sparse matrix in CSR form with
// skewed row lengths (common/Graph.cuh: 90% of the rows 0..8 nonzeros, 9%
// 16..128, 1% 256..2048), integer values (exact in any order). Every parent
// thread creates four streams (cudaStreamCreateWithFlags(&s[k],
// cudaStreamNonBlocking), a local array), takes RowsPerThread rows (a
// grid-stride loop over the rows), launches one child per non-empty row
// into s[k % 4] (k: the thread's row count) and destroys its streams.
// DPAgg moves every such launch of the kernel to the block's NULL stream
// and aggregates it there (Aggregation/OwnStreamsPlan.cpp); before that
// rule every group was one launch (own-stream, 0.83x of plain dynamic
// parallelism on the IPDPS applications' geomean).
//
// Versions (benchmark families; argument: rows = columns):
//   PrivStreams/dp          the launches into the thread's own streams
//   PrivStreams/dp-optout   the same, child marked DPAGG_NO_AGGREGATE:
//                           plain dynamic parallelism in every build
//   PrivStreams/flat        no dynamic parallelism: the parent thread loops
//                           over its rows
//   PrivStreams/flat-streams  the flat loop, plus the dp version's four
//                           stream creations and destructions per thread:
//                           the part of dp's time that no launch strategy
//                           removes (DPAgg keeps every call the program
//                           makes; only the launches move)
//   PrivStreams/dp-null     the dp version with its launches into the
//   PrivStreams/dp-ff       block's NULL stream or cudaStreamFireAndForget
//                           instead of the thread's streams (still created
//                           and destroyed): what DPAgg makes of the same
//                           loop without the move to the NULL stream (its
//                           aggregates per warp go to the NULL stream, or
//                           to cudaStreamFireAndForget). Run them from
//                           .default: clang's V1 launch into
//                           cudaStreamFireAndForget fails in .base
//   PrivStreams/dp-null-sync  the same with a __syncwarp() at the top of
//   PrivStreams/dp-ff-sync    every iteration: whether the warp's lanes
//                           reach the launch together
//   PrivStreams/dp-ff-join  dp-ff with one __syncwarp() after the stream
//                           creations, before the loop: whether the lanes
//                           part there or in the loop
//   PrivStreams/dp-ff-ballot  dp-ff with the loop's lanes carried in a mask
//                           and joined every iteration by a __ballot_sync of
//                           its exit condition (docs/warp-rejoin.md, "a
//                           rejoin per iteration"), which a pass could
//                           insert where dp-ff-sync's full-warp sync is not
//                           known to be legal
//   PrivStreams/hand-warp-null    the dp version's launches aggregated per
//   PrivStreams/hand-warp-stream  warp and loop iteration by hand
//   PrivStreams/hand-warp-ff      (common/HandAgg.cuh, handAggWarpLaunch),
//                           each thread still creating its four streams;
//                           the warp's aggregate goes to the block's NULL
//                           stream (what DPAgg's default does), to a
//                           stream its lane 0 created (the proposal of
//                           docs/own-streams.md, which keeps each thread's
//                           order too), or to cudaStreamFireAndForget
//                           (which does not keep it: the bound). Run
//                           them from a plugin build (.default): clang's
//                           V1 launch into cudaStreamFireAndForget fails
//                           in .base; the plugin lowers it to V2 and
//                           aggregates nothing of theirs (the child is
//                           DPAGG_NO_AGGREGATE)
// The target (issue 23, "Done when"): PrivStreams/dp in .default at least
// 10x faster than PrivStreams/dp-optout (and than PrivStreams/dp in .base):
//   private_stream_spmv.default --benchmark_filter='PrivStreams/'
//
// Check: y equals the CPU product, every element (y is poisoned before every
// run; a row whose child did not run stays wrong); a stream creation or
// destruction that fails poisons the parent's error word, checked too.
//
//===----------------------------------------------------------------------===//
#include <cuda_runtime.h>
#include <vector>

#include "common/Bench.cuh"
#include "common/Graph.cuh"
#include "common/HandAgg.cuh"
#include "common/SpmvRow.cuh"
#include "dpagg/dpagg.h"

using namespace dpagg_bench;

static constexpr int ParentBlock = 128;
static constexpr int ChildBlock = 32;
static constexpr int RowsPerThread = 8;

__device__ __forceinline__ void rowProducts(const int *col, const int *val,
                                            const int *x, int begin, int n,
                                            int *yrow) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // Every lane takes part in the reduction (blocks of 32: one warp).
  int p = i < n ? val[begin + i] * x[col[begin + i]] : 0;
  p = __reduce_add_sync(0xffffffffu, p);
  if (threadIdx.x == 0)
    atomicAdd(yrow, p);
}

__global__ void row_child(const int *col, const int *val, const int *x,
                          int begin, int n, int *yrow) {
  rowProducts(col, val, x, begin, n, yrow);
}
DPAGG_NO_AGGREGATE __global__ void row_child_kept(const int *col,
                                                  const int *val, const int *x,
                                                  int begin, int n, int *yrow) {
  rowProducts(col, val, x, begin, n, yrow);
}

template <bool Kept>
__global__ void spmv_own(const int *off, const int *col, const int *val,
                         const int *x, int *y, int rows, int *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  int e = 0;
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k)
    e |= (int)cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
  int k = 0;
  for (int r = t; r < rows; r += stride, ++k) {
    int begin = off[r], n = off[r + 1] - begin;
    y[r] = 0; // before the launch: the child sees it
    if (n == 0)
      continue;
    int blocks = (n + ChildBlock - 1) / ChildBlock;
    if (Kept)
      row_child_kept<<<blocks, ChildBlock, 0, s[k % 4]>>>(col, val, x, begin, n,
                                                          &y[r]);
    else
      row_child<<<blocks, ChildBlock, 0, s[k % 4]>>>(col, val, x, begin, n,
                                                     &y[r]);
  }
  for (int j = 0; j < 4; ++j)
    e |= (int)cudaStreamDestroy(s[j]);
  err[t] = e;
}

// The flat loop, and the dp version's four streams, for the versions below
// that compare against it (spmv_own keeps its own copy: it is the pattern
// the pass reads, left as a user writes it).
__device__ __forceinline__ void flatRows(const int *off, const int *col,
                                         const int *val, const int *x, int *y,
                                         int rows) {
  int stride = gridDim.x * blockDim.x;
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += stride) {
    int s = 0;
    for (int k = off[r]; k < off[r + 1]; ++k)
      s += val[k] * x[col[k]];
    y[r] = s;
  }
}
__device__ __forceinline__ int createFour(cudaStream_t (&s)[4]) {
  int e = 0;
  for (int k = 0; k < 4; ++k)
    e |= (int)cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
  return e;
}
__device__ __forceinline__ int destroyFour(cudaStream_t (&s)[4]) {
  int e = 0;
  for (int j = 0; j < 4; ++j)
    e |= (int)cudaStreamDestroy(s[j]);
  return e;
}

__global__ void spmv_flat(const int *off, const int *col, const int *val,
                          const int *x, int *y, int rows, int *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  flatRows(off, col, val, x, y, rows);
  err[t] = 0;
}

__global__ void spmv_flat_streams(const int *off, const int *col,
                                  const int *val, const int *x, int *y,
                                  int rows, int *err) {
  cudaStream_t s[4];
  int e = createFour(s);
  flatRows(off, col, val, x, y, rows);
  e |= destroyFour(s);
  err[blockIdx.x * blockDim.x + threadIdx.x] = e;
}

// Where handWarp's aggregates go.
enum class WarpStream { Null, Own, FireAndForget };

template <WarpStream Into>
__global__ void spmv_hand_warp(const int *off, const int *col, const int *val,
                               const int *x, int *y, int rows, int *err,
                               HandAggSlot<RowOp> *pool) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  int lane = (int)(threadIdx.x & 31);
  cudaStream_t s[4]; // as the dp version, though no launch uses them
  int e = createFour(s);
  cudaStream_t ws = 0; // the block's NULL stream
  if (Into == WarpStream::FireAndForget)
    ws = cudaStreamFireAndForget;
  if (Into == WarpStream::Own) {
    unsigned long long h = 0; // a handle is usable by any thread of the block
    if (lane == 0) {
      cudaStream_t w;
      e |= (int)cudaStreamCreateWithFlags(&w, cudaStreamNonBlocking);
      h = (unsigned long long)w;
    }
    ws = (cudaStream_t)__shfl_sync(0xffffffffu, h, 0);
  }
  // 32 slots per warp and iteration: a child may still read an earlier
  // iteration's.
  HandAggSlot<RowOp> *mine = pool + (size_t)(t / 32) * RowsPerThread * 32;
  // Every lane takes every turn of the loop, so that the whole warp meets
  // in handAggWarpLaunch; a row past the end has no work.
  for (int k = 0; k < RowsPerThread; ++k) {
    int r = t + k * stride, begin = 0, n = 0;
    if (r < rows) {
      begin = off[r];
      n = off[r + 1] - begin;
      y[r] = 0; // before the launch: the child sees it
    }
    handAggWarpLaunch<RowOp, ChildBlock>(
        mine + k * 32, n, RowOp::Args{col, val, x, begin, y + (r < rows ? r : 0)},
        ws);
  }
  e |= destroyFour(s);
  if (Into == WarpStream::Own) {
    __syncwarp();
    if (lane == 0)
      e |= (int)cudaStreamDestroy(ws);
  }
  err[t] = e;
}

// The dp loop into the NULL stream or cudaStreamFireAndForget (dp-null,
// dp-ff), the four streams created and destroyed as in dp. Sync: a
// __syncwarp() at the top of every iteration (SyncEvery: dp-null-sync,
// dp-ff-sync), so that the warp's lanes reach the launch of one iteration
// together (every lane runs the same iterations: the rows are RowsPerThread
// times the threads), as the hand versions' collectives make them; or once,
// after the stream creations and before the loop (SyncOnce: dp-ff-join),
// which asks whether the lanes part there (their device-runtime calls) or in
// the loop.
enum SyncAt { SyncNone, SyncOnce, SyncEvery, SyncBallot };
template <WarpStream Into, SyncAt Sync = SyncNone>
__global__ void spmv_into(const int *off, const int *col, const int *val,
                          const int *x, int *y, int rows, int *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  cudaStream_t s[4];
  int e = createFour(s);
  cudaStream_t into = Into == WarpStream::FireAndForget
                          ? cudaStreamFireAndForget
                          : (cudaStream_t)0;
  if (Sync == SyncOnce)
    __syncwarp();
  if (Sync == SyncBallot) {
    // The lanes that enter, then those that stay, each iteration.
    unsigned M = __ballot_sync(__activemask(), t < rows);
    for (int r = t; r < rows;) {
      int begin = off[r], n = off[r + 1] - begin;
      y[r] = 0; // before the launch: the child sees it
      if (n != 0)
        row_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock, 0, into>>>(
            col, val, x, begin, n, &y[r]);
      r += stride;
      M = __ballot_sync(M, r < rows);
    }
  }
  for (int r = Sync == SyncBallot ? rows : t; r < rows; r += stride) {
    if (Sync == SyncEvery)
      __syncwarp();
    int begin = off[r], n = off[r + 1] - begin;
    y[r] = 0; // before the launch: the child sees it
    if (n == 0)
      continue;
    row_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock, 0, into>>>(
        col, val, x, begin, n, &y[r]);
  }
  e |= destroyFour(s);
  err[t] = e;
}

namespace {

enum class Version {
  Dp,
  DpKept,
  DpNull,
  DpFf,
  DpNullSync,
  DpFfSync,
  DpFfJoin,
  DpFfBallot,
  Flat,
  FlatStreams,
  HandWarpNull,
  HandWarpStream,
  HandWarpFf
};

struct PrivSpmv : Case {
  Csr M;
  std::vector<int> Vals, Xh, Want;
  Version V;
  int Rows;
  DevBuf<int> Off, Col, Val, X, Y, Err;
  DevBuf<HandAggSlot<RowOp>> Pool; // the hand versions': 8 per thread

  PrivSpmv(Version V, const Args &A, Rng &R) : V(V), Rows((int)A[0]) {
    M = skewedDigraph(Rows, R);
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
    bool Launching = V != Version::Flat && V != Version::FlatStreams;
    Info["launches"] = Launching ? (double)Launches : 0.0;
    Info["nonzeros"] = (double)M.Adj.size();
  }

  int threads() const { return grid() * ParentBlock; }
  int grid() const {
    int Parents = (Rows + RowsPerThread - 1) / RowsPerThread;
    return (Parents + ParentBlock - 1) / ParentBlock;
  }
  void upload() override {
    Off = DevBuf<int>(M.Off);
    Col = DevBuf<int>(M.Adj);
    Val = DevBuf<int>(Vals);
    X = DevBuf<int>(Xh);
    Y = DevBuf<int>((size_t)Rows);
    Err = DevBuf<int>((size_t)threads());
    if (V == Version::HandWarpNull || V == Version::HandWarpStream ||
        V == Version::HandWarpFf)
      Pool = DevBuf<HandAggSlot<RowOp>>((size_t)threads() * RowsPerThread);
  }
  void reset() override {
    Y.fill(0xff);
    Err.fill(0xff);
  }
  void run() override {
    switch (V) {
    case Version::Dp:
      spmv_own<false><<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpKept:
      spmv_own<true><<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpNull:
      spmv_into<WarpStream::Null>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpFf:
      spmv_into<WarpStream::FireAndForget>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpNullSync:
      spmv_into<WarpStream::Null, SyncEvery>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpFfSync:
      spmv_into<WarpStream::FireAndForget, SyncEvery>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpFfJoin:
      spmv_into<WarpStream::FireAndForget, SyncOnce>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::DpFfBallot:
      spmv_into<WarpStream::FireAndForget, SyncBallot>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::Flat:
      spmv_flat<<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err);
      break;
    case Version::FlatStreams:
      spmv_flat_streams<<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows,
                                                 Err);
      break;
    case Version::HandWarpNull:
      spmv_hand_warp<WarpStream::Null>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err, Pool);
      break;
    case Version::HandWarpStream:
      spmv_hand_warp<WarpStream::Own>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err, Pool);
      break;
    case Version::HandWarpFf:
      spmv_hand_warp<WarpStream::FireAndForget>
          <<<grid(), ParentBlock>>>(Off, Col, Val, X, Y, Rows, Err, Pool);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    std::string Why =
        compareExact("stream creation and destruction codes", Err.download(),
                     std::vector<int>((size_t)threads(), 0));
    if (!Why.empty())
      return Why;
    return compareExact("rows", Y.download(), Want);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) {
        return std::make_unique<PrivSpmv>(V, A, R);
      },
      {{65536}, {262144}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(262144 + 4096);
  add("PrivStreams/dp", Version::Dp);
  add("PrivStreams/dp-optout", Version::DpKept);
  add("PrivStreams/dp-null", Version::DpNull);
  add("PrivStreams/dp-ff", Version::DpFf);
  add("PrivStreams/dp-null-sync", Version::DpNullSync);
  add("PrivStreams/dp-ff-sync", Version::DpFfSync);
  add("PrivStreams/dp-ff-join", Version::DpFfJoin);
  add("PrivStreams/dp-ff-ballot", Version::DpFfBallot);
  add("PrivStreams/flat", Version::Flat);
  add("PrivStreams/flat-streams", Version::FlatStreams);
  add("PrivStreams/hand-warp-null", Version::HandWarpNull);
  add("PrivStreams/hand-warp-stream", Version::HandWarpStream);
  add("PrivStreams/hand-warp-ff", Version::HandWarpFf);
}

DPAGG_BENCH_MAIN()
