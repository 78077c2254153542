// Where DPAgg's warp aggregation of a launch in a loop spends the time the
// hand-written one does not (session 21: PrivStreams' dp-ff-sync 10.4 ms
// against hand-warp-ff 5.6 ms at 262,144 rows, H200). Diagnostic; not part of
// the suite. The loop of bench/private_stream_spmv.cu's spmv_into<FF, true>
// (a __syncwarp per iteration, launches into cudaStreamFireAndForget), and the
// same loop aggregated per warp by hand, both with %globaltimer stamps:
//  - each parent warp's lane 0 stamps every iteration's start: the mean time
//    of an iteration (the launch path's time, back-pressure included);
//  - each launching lane passes the time it reached the launch to its child:
//    the child block's lane 0 adds its start minus that (launch to start) and
//    its own end minus start (the body, DPAgg's prologue included for dp);
//  - the first and last stamp of the parents and of the child blocks.
// Build with the plugin (build.sh), run `privstreams_timeline ROWS [RUNS]`;
// every run's y is checked against the CPU, and every stream call's code.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#include "common/Graph.cuh"
#include "dpagg/dpagg.h"

// CK: common/Bench.cuh's check, which exits on a CUDA error.
using namespace dpagg_bench;

constexpr int ParentBlock = 128, ChildBlock = 32, RowsPerThread = 8;

struct Stamps {
  unsigned long long P0, P1, C0, C1; // first/last parent, first/last child
  unsigned long long IterSum, IterCnt, WaitSum, WaitMax, BodySum, BodyCnt;
};
__device__ Stamps S;

__device__ __forceinline__ unsigned long long now() {
  return __nvvm_read_ptx_sreg_globaltimer();
}

__device__ __forceinline__ void childBody(const int *col, const int *val,
                                          const int *x, int begin, int n,
                                          int *yrow, unsigned long long tl,
                                          int first) {
  unsigned long long t0 = now();
  int i = (blockIdx.x - first) * blockDim.x + threadIdx.x;
  int p = i < n ? val[begin + i] * x[col[begin + i]] : 0;
  p = __reduce_add_sync(0xffffffffu, p);
  if (threadIdx.x == 0) {
    atomicAdd(yrow, p);
    unsigned long long t1 = now();
    atomicMin(&S.C0, t0);
    atomicMax(&S.C1, t1);
    atomicAdd(&S.WaitSum, t0 - tl);
    atomicMax(&S.WaitMax, t0 - tl);
    atomicAdd(&S.BodySum, t1 - t0);
    atomicAdd(&S.BodyCnt, 1ull);
  }
}

// dp: the child DPAgg aggregates (its clone runs this body per logical block).
__global__ void row_child(const int *col, const int *val, const int *x,
                          int begin, int n, int *yrow,
                          unsigned long long tl) {
  childBody(col, val, x, begin, n, yrow, tl, 0);
}

__global__ void parent_dp(const int *off, const int *col, const int *val,
                          const int *x, int *y, int rows) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  unsigned long long last = 0;
  if (t == 0 || (threadIdx.x & 31) == 0)
    atomicMin(&S.P0, now());
  for (int r = t; r < rows; r += stride) {
    __syncwarp();
    unsigned long long it = now();
    if ((threadIdx.x & 31) == 0 && last) {
      atomicAdd(&S.IterSum, it - last);
      atomicAdd(&S.IterCnt, 1ull);
    }
    last = it;
    int begin = off[r], n = off[r + 1] - begin;
    y[r] = 0;
    if (n == 0)
      continue;
    // Read before the launch statement: inside it, the read would sit in the
    // parameter buffer's branch, which DPAgg does not analyse.
    unsigned long long tl = now();
    row_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock, 0,
                cudaStreamFireAndForget>>>(col, val, x, begin, n, &y[r], tl);
  }
  atomicMax(&S.P1, now());
}

// hand: one grid per warp and iteration, lane 0 launching (as
// bench/common/HandAgg.cuh's handAggWarpLaunch).
struct Slot {
  const int *col, *val, *x;
  int begin, n, first;
  int *yrow;
  unsigned long long tl;
};
DPAGG_NO_AGGREGATE __global__ void hand_child(const Slot *slots, int count) {
  __shared__ int k;
  if (threadIdx.x == 0) {
    int lo = 0, hi = count - 1, b = (int)blockIdx.x;
    while (lo < hi) {
      int mid = (lo + hi + 1) >> 1;
      if (slots[mid].first <= b)
        lo = mid;
      else
        hi = mid - 1;
    }
    k = lo;
  }
  __syncthreads();
  const Slot &s = slots[k];
  childBody(s.col, s.val, s.x, s.begin, s.n, s.yrow, s.tl, s.first);
}

__global__ void parent_hand(const int *off, const int *col, const int *val,
                            const int *x, int *y, int rows, Slot *pool) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  int lane = (int)(threadIdx.x & 31);
  Slot *mine = pool + (size_t)(t / 32) * RowsPerThread * 32;
  unsigned long long last = 0;
  if (lane == 0)
    atomicMin(&S.P0, now());
  for (int k = 0; k < RowsPerThread; ++k) {
    unsigned long long it = now();
    if (lane == 0 && last) {
      atomicAdd(&S.IterSum, it - last);
      atomicAdd(&S.IterCnt, 1ull);
    }
    last = it;
    int r = t + k * stride, begin = 0, n = 0;
    if (r < rows) {
      begin = off[r];
      n = off[r + 1] - begin;
      y[r] = 0;
    }
    unsigned want = __ballot_sync(~0u, n > 0);
    int nb = n > 0 ? (n + ChildBlock - 1) / ChildBlock : 0, incl = nb;
    for (int d = 1; d < 32; d <<= 1) {
      int v = __shfl_up_sync(~0u, incl, d);
      if (lane >= d)
        incl += v;
    }
    int blocks = __shfl_sync(~0u, incl, 31);
    Slot *slice = mine + k * 32;
    if (n > 0) {
      int s = __popc(want & ((1u << lane) - 1u));
      slice[s] = Slot{col, val, x, begin, n, incl - nb, y + r, now()};
      __threadfence();
    }
    __syncwarp();
    if (lane == 0 && want)
      hand_child<<<blocks, ChildBlock, 0, cudaStreamFireAndForget>>>(
          slice, __popc(want));
  }
  atomicMax(&S.P1, now());
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 262144;
  int runs = argc > 2 ? atoi(argv[2]) : 7;
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 262144 + 4096));
  Rng R(20261128);
  Csr M = skewedDigraph(rows, R);
  std::vector<int> vals(M.Adj.size()), xs(rows), want(rows);
  for (int &v : vals)
    v = R.range(-8, 8);
  for (int &v : xs)
    v = R.range(-100, 100);
  for (int r = 0; r < rows; ++r) {
    unsigned s = 0;
    for (int k = M.Off[r]; k < M.Off[r + 1]; ++k)
      s += (unsigned)(vals[k] * xs[M.Adj[k]]);
    want[r] = (int)s;
  }
  int threads = rows / RowsPerThread, grid = threads / ParentBlock;
  if (rows % (RowsPerThread * ParentBlock)) {
    fprintf(stderr, "rows must be a multiple of %d\n",
            RowsPerThread * ParentBlock);
    return 2;
  }
  int *dOff, *dCol, *dVal, *dX, *dY;
  Slot *dPool;
  CK(cudaMalloc(&dOff, sizeof(int) * (rows + 1)));
  CK(cudaMalloc(&dCol, sizeof(int) * M.Adj.size()));
  CK(cudaMalloc(&dVal, sizeof(int) * vals.size()));
  CK(cudaMalloc(&dX, sizeof(int) * rows));
  CK(cudaMalloc(&dY, sizeof(int) * rows));
  CK(cudaMalloc(&dPool, sizeof(Slot) * (size_t)threads * RowsPerThread));
  CK(cudaMemcpy(dOff, M.Off.data(), sizeof(int) * (rows + 1),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dCol, M.Adj.data(), sizeof(int) * M.Adj.size(),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dVal, vals.data(), sizeof(int) * vals.size(),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dX, xs.data(), sizeof(int) * rows, cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  int bad = 0;
  for (int version = 0; version < 2; ++version) {
    const char *name = version ? "hand-warp-ff" : "dp-ff-sync";
    std::vector<double> tot, span, iter, wait, waitmax, body, cspan;
    for (int run = 0; run < runs; ++run) {
      Stamps z{~0ull, 0, ~0ull, 0, 0, 0, 0, 0, 0, 0};
      CK(cudaMemcpyToSymbol(S, &z, sizeof z));
      CK(cudaMemset(dY, 0xff, sizeof(int) * rows));
      CK(cudaEventRecord(e0));
      if (version)
        parent_hand<<<grid, ParentBlock>>>(dOff, dCol, dVal, dX, dY, rows,
                                           dPool);
      else
        parent_dp<<<grid, ParentBlock>>>(dOff, dCol, dVal, dX, dY, rows);
      CK(cudaGetLastError());
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      CK(cudaDeviceSynchronize());
      float ms;
      CK(cudaEventElapsedTime(&ms, e0, e1));
      std::vector<int> y(rows);
      CK(cudaMemcpy(y.data(), dY, sizeof(int) * rows, cudaMemcpyDeviceToHost));
      int wrong = 0;
      for (int r = 0; r < rows; ++r)
        wrong += y[r] != want[r];
      if (wrong) {
        printf("FAIL %s run %d: %d of %d rows wrong\n", name, run, wrong, rows);
        bad = 1;
      }
      Stamps s;
      CK(cudaMemcpyFromSymbol(&s, S, sizeof s));
      if (run < 2)
        continue; // warm-up
      tot.push_back(ms);
      span.push_back((s.P1 - s.P0) * 1e-6);
      iter.push_back(s.IterCnt ? (double)s.IterSum / s.IterCnt * 1e-3 : 0);
      wait.push_back(s.BodyCnt ? (double)s.WaitSum / s.BodyCnt * 1e-3 : 0);
      waitmax.push_back(s.WaitMax * 1e-3);
      body.push_back(s.BodyCnt ? (double)s.BodySum / s.BodyCnt * 1e-3 : 0);
      cspan.push_back((s.C1 - s.C0) * 1e-6);
    }
    auto med = [](std::vector<double> v) {
      std::sort(v.begin(), v.end());
      return v.empty() ? 0.0 : v[v.size() / 2];
    };
    printf("%s rows %d: total %.3f ms, parents %.3f ms, iteration %.2f us, "
           "launch to start %.2f us (max %.1f), child block %.2f us, "
           "children first start to last end %.3f ms\n",
           name, rows, med(tot), med(span), med(iter), med(wait),
           med(waitmax), med(body), med(cspan));
  }
  printf(bad ? "FAIL privstreams_timeline\n" : "PASS privstreams_timeline\n");
  return bad;
}
