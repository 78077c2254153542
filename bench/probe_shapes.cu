//===- bench/probe_shapes.cu - the probe's shapes, naive and aggregated
//----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The probe's shapes (shared/probe/cdp_probe.cu, whose measurements are in
// shared/probe/README.md) written as plain dynamic-parallelism code. Every
// parent thread p owns len[p] elements (uniform in [0, 2*avg], drawn from the
// configuration's seed) and out[off[p] + i] = work(off[p] + i, iters) must
// come out. Arguments: parents, avg, iters (the probe's four shapes).
//
// Versions (benchmark families):
//   Probe/flat        no dynamic parallelism: each parent loops over its
//                     elements
//   Probe/dp          child<<<(n+31)/32, 32>>>(...) per parent thread, NULL
//                     stream: the kernel the plugin aggregates
//   Probe/dp-ff       the same into cudaStreamFireAndForget with <<<>>>.
//                     clang lowers <<<>>> to a V1 launch, and V1 into the
//                     named CDP2 streams never runs (probe/cdp_facts.cu), so
//                     without the plugin its output is wrong: registered in
//                     the plugin builds only (DPAGG_BENCH_PLUGIN), where the
//                     plugin rewrites the launch to V2 (or aggregates it)
//   Probe/dp-ff-v2    the same fire-and-forget launch as the V2 call pair
//                     nvcc emits for <<<>>> (cudaGetParameterBufferV2 +
//                     cudaLaunchDeviceV2): the probe's cdp-fireforget
//   Probe/hand        hand-written aggregation per parent block (probe
//                     agg-block)
//   Probe/hand-grid   hand-written aggregation per parent grid, the last
//                     parent block to finish launches (probe agg-grid)
//   Probe/hand-grid-tail  the same aggregate launched by a one-thread
//                     dispatcher that block 0 tail-launches (issue 23: the
//                     ticket or a tail launch, chosen by measurement)
//   Probe/hand-grid-scan  hand-grid with each block's slots taken by one
//                     atomic after a scan in the block
//
// The hand-written versions launch with explicit V2 calls into
// cudaStreamFireAndForget and record a failed launch in g_launch_err, which
// the check reads. Their launches are already one per block (per grid) by
// one thread, so their child is marked DPAGG_NO_AGGREGATE
// (include/dpagg/dpagg.h); the results take them from the .base binary.
//
// Differences from cdp_probe.cu that do not change the work: one kernel per
// version (one launch site each); hand-grid resets its counters itself
// instead of two cudaMemcpyToSymbolAsync inside the timed region; no unused
// dynamic shared memory in hand; inputs from a fresh seed, not srand(7).
//
//===----------------------------------------------------------------------===//
#include <cstring>
#include <cuda_runtime.h>
#include <functional>
#include <map>
#include <vector>

#include "common/Bench.cuh"
#include "dpagg/dpagg.h"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256; // children: blocks of 32, written out

__host__ __device__ __forceinline__ int work(int v, int iters) {
  unsigned h = (unsigned)v * 2654435761u;
  for (int k = 0; k < iters; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  return (int)h;
}

// First failing return code of a hand-written device launch (0: none).
__device__ int g_launch_err;

// A V2 launch as nvcc emits it for <<<>>>: the parameter buffer holds the
// kernel's parameters at their natural alignment, which is the layout of Args.
template <typename Args>
__device__ __forceinline__ void launchV2(void *fn, dim3 grid, dim3 block,
                                         const Args &args, cudaStream_t s) {
  void *buf = cudaGetParameterBufferV2(fn, grid, block, 0);
  if (!buf) {
    atomicCAS(&g_launch_err, 0, (int)cudaErrorLaunchPendingCountExceeded);
    return;
  }
  memcpy(buf, &args, sizeof(Args));
  cudaError_t e = cudaLaunchDeviceV2(buf, s);
  if (e != cudaSuccess)
    atomicCAS(&g_launch_err, 0, (int)e);
}

// ---------------- the child of the naive variants ----------------
__global__ void child(int *out, int base, int n, int iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] = work(base + i, iters);
}
struct ChildArgs {
  int *out;
  int base, n, iters;
}; // child's parameter layout

// ---------------- naive: what the plugin transforms ----------------
__global__ void parent_naive(int *out, const int *len, const int *off, int np,
                             int iters) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child<<<(n + 31) / 32, 32>>>(out, off[p], n, iters);
  }
}

__global__ void parent_naive_ff(int *out, const int *len, const int *off,
                                int np, int iters) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, off[p], n,
                                                               iters);
  }
}

__global__ void parent_naive_ff_v2(int *out, const int *len, const int *off,
                                   int np, int iters) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      launchV2((void *)child, dim3((n + 31) / 32), dim3(32),
               ChildArgs{out, off[p], n, iters}, cudaStreamFireAndForget);
  }
}

// ---------------- flat: no dynamic parallelism ----------------
__global__ void parent_flat(int *out, const int *len, const int *off, int np,
                            int iters) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p], base = off[p];
    for (int i = 0; i < n; ++i)
      out[base + i] = work(base + i, iters);
  }
}

// ---------------- hand-written aggregation (as in cdp_probe.cu)
// ---------------- One aggregated child grid serves `cnt` parents: parent slot
// s owns child blocks [scan[s], scan[s] + (n[s]+31)/32); a block finds its slot
// by binary search over scan (ascending, because one atomic hands out slot and
// first block together).
struct AggArgs {
  const int *base, *n, *scan;
  int cnt;
  int *out;
  int iters;
};

DPAGG_NO_AGGREGATE __global__ void child_agg(AggArgs a) {
  __shared__ int sp;
  int b = blockIdx.x;
  if (threadIdx.x == 0) {
    int lo = 0, hi = a.cnt - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >> 1;
      if (a.scan[mid] <= b)
        lo = mid;
      else
        hi = mid - 1;
    }
    sp = lo;
  }
  __syncthreads();
  int p = sp;
  int i = (b - a.scan[p]) * blockDim.x + threadIdx.x;
  int n = a.n[p];
  if (i < n)
    a.out[a.base[p] + i] = work(a.base[p] + i, a.iters);
}

// Per parent block: the block's parents pack (base, n, first child block)
// into the block's slice of the pool; thread 0 launches one grid.
__global__ void parent_hand_block(int *out, const int *len, const int *off,
                                  int np, int iters, int *pool_base,
                                  int *pool_n, int *pool_scan) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = (p < np) ? len[p] : 0;
  int nb = (n + 31) / 32;
  __shared__ unsigned long long pair; // (slots << 32) | child blocks
  if (threadIdx.x == 0)
    pair = 0;
  __syncthreads();
  int slice = blockIdx.x * blockDim.x;
  if (nb > 0) {
    unsigned long long old =
        atomicAdd(&pair, (1ull << 32) | (unsigned long long)nb);
    int slot = (int)(old >> 32), first = (int)(old & 0xffffffffu);
    pool_base[slice + slot] = off[p];
    pool_n[slice + slot] = n;
    pool_scan[slice + slot] = first;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int c = (int)(pair >> 32), t = (int)(pair & 0xffffffffu);
    if (c > 0)
      launchV2((void *)child_agg, dim3(t), dim3(32),
               AggArgs{pool_base + slice, pool_n + slice, pool_scan + slice, c,
                       out, iters},
               cudaStreamFireAndForget);
  }
}

// Per parent grid: every parent takes a slot of one pool; the last block to
// finish launches one grid, then resets the counters for the next launch
// (every other block has finished its atomics by then).
__device__ unsigned g_done;
__device__ unsigned long long g_pair; // (slots << 40) | child blocks

// The grid's aggregate, from g_pair's final (slots << 40) | child blocks.
__device__ __forceinline__ void launchGridAggregate(unsigned long long v,
                                                    int *out, int iters,
                                                    int *pool_base, int *pool_n,
                                                    int *pool_scan) {
  int c = (int)(v >> 40), t = (int)(v & ((1ull << 40) - 1));
  if (c > 0)
    launchV2((void *)child_agg, dim3(t), dim3(32),
             AggArgs{pool_base, pool_n, pool_scan, c, out, iters},
             cudaStreamFireAndForget);
}

// Called by every thread of a block after its slots are written: the last
// block to finish launches the grid's aggregate, then resets the counters
// for the next launch (every other block has finished its atomics by then).
__device__ __forceinline__ void lastBlockLaunches(int *out, int iters,
                                                  int *pool_base, int *pool_n,
                                                  int *pool_scan) {
  __threadfence();
  __syncthreads();
  __shared__ bool last;
  if (threadIdx.x == 0)
    last = (atomicAdd(&g_done, 1) == gridDim.x - 1);
  __syncthreads();
  if (last && threadIdx.x == 0) {
    __threadfence();
    unsigned long long v = atomicExch(&g_pair, 0ull);
    atomicExch(&g_done, 0u);
    launchGridAggregate(v, out, iters, pool_base, pool_n, pool_scan);
  }
}

__global__ void parent_hand_grid(int *out, const int *len, const int *off,
                                 int np, int iters, int *pool_base, int *pool_n,
                                 int *pool_scan) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = (p < np) ? len[p] : 0;
  int nb = (n + 31) / 32;
  if (nb > 0) {
    unsigned long long old =
        atomicAdd(&g_pair, (1ull << 40) | (unsigned long long)nb);
    int slot = (int)(old >> 40), first = (int)(old & ((1ull << 40) - 1));
    pool_base[slot] = off[p];
    pool_n[slot] = n;
    pool_scan[slot] = first;
  }
  lastBlockLaunches(out, iters, pool_base, pool_n, pool_scan);
}

// The two ways a grid-scope aggregate can be launched once every parent
// block has contributed (issue 23 asks to choose by measurement):
// hand-grid above (the last block to finish launches: a ticket), and a tail
// launch: block 0's thread 0 tail-launches a one-thread dispatcher at the
// start, which CUDA runs once the parent grid (and its work) is done.
// hand-grid-scan is the ticket with the slots taken per block (a block scan
// in shared memory, then one atomic per block), as a runtime would.
DPAGG_NO_AGGREGATE __global__ void grid_dispatch(int *out, int iters,
                                                 int *pool_base, int *pool_n,
                                                 int *pool_scan) {
  unsigned long long v = g_pair;
  g_pair = 0;
  g_done = 0;
  launchGridAggregate(v, out, iters, pool_base, pool_n, pool_scan);
}
struct DispatchArgs {
  int *out;
  int iters;
  int *pb, *pn, *ps;
};

__global__ void parent_hand_grid_tail(int *out, const int *len, const int *off,
                                      int np, int iters, int *pool_base,
                                      int *pool_n, int *pool_scan) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    launchV2((void *)grid_dispatch, dim3(1), dim3(1),
             DispatchArgs{out, iters, pool_base, pool_n, pool_scan},
             cudaStreamTailLaunch);
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = (p < np) ? len[p] : 0;
  int nb = (n + 31) / 32;
  if (nb > 0) {
    unsigned long long old =
        atomicAdd(&g_pair, (1ull << 40) | (unsigned long long)nb);
    int slot = (int)(old >> 40), first = (int)(old & ((1ull << 40) - 1));
    pool_base[slot] = off[p];
    pool_n[slot] = n;
    pool_scan[slot] = first;
  }
}

__global__ void parent_hand_grid_scan(int *out, const int *len, const int *off,
                                      int np, int iters, int *pool_base,
                                      int *pool_n, int *pool_scan) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = (p < np) ? len[p] : 0;
  int nb = (n + 31) / 32;
  __shared__ unsigned long long pair, base; // (slots << 40) | child blocks
  if (threadIdx.x == 0)
    pair = 0;
  __syncthreads();
  unsigned long long mine = 0;
  if (nb > 0)
    mine = atomicAdd(&pair, (1ull << 40) | (unsigned long long)nb);
  __syncthreads();
  if (threadIdx.x == 0)
    base = pair ? atomicAdd(&g_pair, pair) : 0;
  __syncthreads();
  if (nb > 0) {
    int slot = (int)((base + mine) >> 40);
    int first = (int)((base + mine) & ((1ull << 40) - 1));
    pool_base[slot] = off[p];
    pool_n[slot] = n;
    pool_scan[slot] = first;
  }
  lastBlockLaunches(out, iters, pool_base, pool_n, pool_scan);
}

// ---------------- host ----------------
namespace {

// work(i, iters) for i < total: the same for every seed, so one table per
// iters serves every configuration (the 256-iteration shape would otherwise
// take seconds per configuration).
std::vector<int> reference(long Total, int Iters) {
  static std::map<int, std::vector<int>> Cache;
  std::vector<int> &R = Cache[Iters];
  if ((long)R.size() < Total) {
    R.resize(Total);
    parallelFor(Total, [&](long I) { R[I] = work((int)I, Iters); });
  }
  return std::vector<int>(R.begin(), R.begin() + Total);
}

struct Probe : Case {
  std::vector<int> Lh, Oh; // host copies of the inputs
  int NP, Iters;
  long Total;
  std::vector<int> Ref;
  DevBuf<int> Out, Len, Off, PB, PN, PS;
  std::function<void(Probe &)> Launch;

  Probe(const Args &A, Rng &R, std::function<void(Probe &)> L)
      : NP((int)A[0]), Iters((int)A[2]), Launch(std::move(L)) {
    int Avg = (int)A[1];
    Lh.resize(NP);
    Oh.resize(NP);
    Total = 0;
    for (int I = 0; I < NP; ++I) {
      Lh[I] = R.below(2 * Avg + 1);
      Oh[I] = (int)Total;
      Total += Lh[I];
    }
    Ref = reference(Total, Iters);
    long Launches = 0;
    for (int L : Lh)
      Launches += L > 0;
    Info["launches"] = (double)Launches;
    Info["elements"] = (double)Total;
  }

  void upload() override {
    Out = DevBuf<int>((size_t)Total);
    Len = DevBuf<int>(Lh);
    Off = DevBuf<int>(Oh);
    size_t Pool = (size_t)grid() * ParentBlock;
    PB = DevBuf<int>(Pool);
    PN = DevBuf<int>(Pool);
    PS = DevBuf<int>(Pool);
  }
  int grid() const { return (NP + ParentBlock - 1) / ParentBlock; }
  void reset() override {
    int Zero = 0;
    unsigned ZU = 0;
    unsigned long long Z = 0;
    CK(cudaMemcpyToSymbol(g_launch_err, &Zero, sizeof Zero));
    CK(cudaMemcpyToSymbol(g_done, &ZU, sizeof ZU));
    CK(cudaMemcpyToSymbol(g_pair, &Z, sizeof Z));
    Out.fill(0xff);
  }
  void run() override {
    Launch(*this);
    CK_LAUNCH();
  }
  std::string check() override {
    int Err = 0;
    CK(cudaMemcpyFromSymbol(&Err, g_launch_err, sizeof Err));
    if (Err)
      return format("a hand-written device launch failed: %s",
                    cudaGetErrorName((cudaError_t)Err));
    return compareExact("elements", Out.download(), Ref);
  }
};

void add(const char *Name, std::function<void(Probe &)> L) {
  // parents, avg elements, work iterations: the probe's four shapes.
  std::vector<Args> Shapes = {
      {65536, 64, 16}, {262144, 16, 16}, {16384, 512, 16}, {65536, 64, 256}};
  registerFamily(
      Name,
      [L](const Args &A, Rng &R) { return std::make_unique<Probe>(A, R, L); },
      Shapes, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  // Without aggregation every parent with elements launches at once.
  needPendingLaunches(262144 + 4096);
  add("Probe/flat", [](Probe &P) {
    parent_flat<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP, P.Iters);
  });
  add("Probe/dp", [](Probe &P) {
    parent_naive<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP, P.Iters);
  });
#if DPAGG_BENCH_PLUGIN
  add("Probe/dp-ff", [](Probe &P) {
    parent_naive_ff<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                               P.Iters);
  });
#endif
  add("Probe/dp-ff-v2", [](Probe &P) {
    parent_naive_ff_v2<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                                  P.Iters);
  });
  add("Probe/hand", [](Probe &P) {
    parent_hand_block<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                                 P.Iters, P.PB, P.PN, P.PS);
  });
  add("Probe/hand-grid", [](Probe &P) {
    parent_hand_grid<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                                P.Iters, P.PB, P.PN, P.PS);
  });
  add("Probe/hand-grid-tail", [](Probe &P) {
    parent_hand_grid_tail<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                                     P.Iters, P.PB, P.PN, P.PS);
  });
  add("Probe/hand-grid-scan", [](Probe &P) {
    parent_hand_grid_scan<<<P.grid(), ParentBlock>>>(P.Out, P.Len, P.Off, P.NP,
                                                     P.Iters, P.PB, P.PN, P.PS);
  });
}

DPAGG_BENCH_MAIN()
