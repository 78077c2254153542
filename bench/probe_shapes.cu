//===- bench/probe_shapes.cu - the probe's shapes, naive and aggregated ----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The benchmark of "Horizontal aggregation": the shapes of
// shared/probe/cdp_probe.cu written as plain dynamic-parallelism code. Every
// parent thread p owns len[p] elements (uniform in [0, 2*avg], srand(7), as in
// the probe) and out[off[p] + i] = work(off[p] + i, iters) must come out.
//
// The same source is built three times (bench/CMakeLists.txt):
//   probe_shapes.base   clang 22, no plugin
//   probe_shapes.warp   with DPAgg, -dpagg-scope=warp
//   probe_shapes.block  with DPAgg, default scope (block)
// and the variants below are the same code in all three; only what the plugin
// does to the device code differs.
//
//   flat         no dynamic parallelism: each parent loops over its elements
//   naive        child<<<(n+31)/32, 32>>>(...) per parent thread, NULL stream.
//                This is the kernel the plugin aggregates.
//   naive-ff     the same written into cudaStreamFireAndForget with <<<>>>.
//                clang lowers <<<>>> to a V1 launch, and V1 into the named
//                CDP2 streams never runs (probe/cdp_facts.cu): WITHOUT the
//                plugin this variant is expected to print WRONG; the plugin
//                rewrites the launch to V2 (or aggregates it).
//   naive-ff-v2  the same fire-and-forget launch written as the V2 call pair
//                that nvcc emits for <<<>>> (cudaGetParameterBufferV2 +
//                cudaLaunchDeviceV2): what naive fire-and-forget costs when it
//                works, i.e. the probe's cdp-fireforget.
//   hand-block   hand-written aggregation per parent block (probe agg-block)
//   hand-grid    hand-written aggregation per parent grid, the last parent
//                block to finish launches (probe agg-grid)
//
// The hand-written variants launch with explicit V2 calls for the same reason
// (their launches go to cudaStreamFireAndForget), and check the launch's
// return code through g_launch_err. Their device launches are already one per
// block (one per grid), made by thread 0 only, so there is nothing left to
// aggregate: their child is marked DPAGG_NO_AGGREGATE (include/dpagg/dpagg.h;
// nothing under nvcc or without the plugin; the plugin remarks "not
// aggregated: the kernel is marked DPAGG_NO_AGGREGATE" and only keeps the V2
// launch). Were they aggregated anyway (at block scope, since not every thread
// reaches the launch, per warp: a group of one lane), the result would be the
// same; either way the hand-written reference in the results table is taken
// from the .base binary, which the plugin never touched.
//
// Differences from cdp_probe.cu, none of which changes the work: separate
// kernels per variant (no runtime `ff` switch in one kernel, so each kernel
// has exactly one launch site); hand-grid resets its counters itself instead
// of two cudaMemcpyToSymbolAsync per rep inside the timed region; no unused
// dynamic shared memory for hand-block; the output is checked after every rep,
// not only the last.
//
// Usage: probe_shapes [parents [avg [iters [reps]]]] [--only=v1,v2,...]
// Defaults: 65536 64 16 7. One warm-up rep, then `reps` timed reps (cudaEvent
// around the parent launch; the host stream's completion waits for every
// descendant grid). Output: '#' lines with the GPU and the shape, then one
// line per variant: name, median ms, min ms, ok|WRONG|FAILED. Exit status 0
// only if every variant run printed ok.
//
//===----------------------------------------------------------------------===//
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#include "dpagg/dpagg.h"
#include "common/BenchUtil.cuh"

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
struct ChildArgs { int *out; int base, n, iters; }; // child's parameter layout

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

// ---------------- hand-written aggregation (as in cdp_probe.cu) ----------------
// One aggregated child grid serves `cnt` parents: parent slot s owns child
// blocks [scan[s], scan[s] + (n[s]+31)/32); a block finds its slot by binary
// search over scan (ascending, because one atomic hands out slot and first
// block together).
struct AggArgs { const int *base, *n, *scan; int cnt; int *out; int iters; };

DPAGG_NO_AGGREGATE __global__ void child_agg(AggArgs a) {
  __shared__ int sp;
  int b = blockIdx.x;
  if (threadIdx.x == 0) {
    int lo = 0, hi = a.cnt - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >> 1;
      if (a.scan[mid] <= b) lo = mid; else hi = mid - 1;
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
  if (threadIdx.x == 0) pair = 0;
  __syncthreads();
  int slice = blockIdx.x * blockDim.x;
  if (nb > 0) {
    unsigned long long old = atomicAdd(&pair, (1ull << 32) | (unsigned long long)nb);
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
__global__ void parent_hand_grid(int *out, const int *len, const int *off,
                                 int np, int iters, int *pool_base, int *pool_n,
                                 int *pool_scan) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = (p < np) ? len[p] : 0;
  int nb = (n + 31) / 32;
  if (nb > 0) {
    unsigned long long old = atomicAdd(&g_pair, (1ull << 40) | (unsigned long long)nb);
    int slot = (int)(old >> 40), first = (int)(old & ((1ull << 40) - 1));
    pool_base[slot] = off[p];
    pool_n[slot] = n;
    pool_scan[slot] = first;
  }
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
    int c = (int)(v >> 40), t = (int)(v & ((1ull << 40) - 1));
    if (c > 0)
      launchV2((void *)child_agg, dim3(t), dim3(32),
               AggArgs{pool_base, pool_n, pool_scan, c, out, iters},
               cudaStreamFireAndForget);
  }
}

// ---------------- host ----------------
struct Ctx {
  int *out, *len, *off, np, iters, *pb, *pn, *ps;
};

struct Variant {
  const char *name;
  void (*launch)(const Ctx &);
};

static int parentGrid(const Ctx &c) { return (c.np + ParentBlock - 1) / ParentBlock; }

static const Variant Variants[] = {
    {"flat", [](const Ctx &c) {
       parent_flat<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters);
     }},
    {"naive", [](const Ctx &c) {
       parent_naive<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters);
     }},
    {"naive-ff", [](const Ctx &c) {
       parent_naive_ff<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters);
     }},
    {"naive-ff-v2", [](const Ctx &c) {
       parent_naive_ff_v2<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters);
     }},
    {"hand-block", [](const Ctx &c) {
       parent_hand_block<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters,
                                                         c.pb, c.pn, c.ps);
     }},
    {"hand-grid", [](const Ctx &c) {
       parent_hand_grid<<<parentGrid(c), ParentBlock>>>(c.out, c.len, c.off, c.np, c.iters,
                                                        c.pb, c.pn, c.ps);
     }},
};

// Host reference, split over the host's threads (the 256-iteration shape
// would otherwise take seconds per process).
static std::vector<int> reference(int total, int iters) {
  std::vector<int> ref(total);
  parallelFor(total, [&](long i) { ref[i] = work((int)i, iters); });
  return ref;
}

// Runs one variant: 1 warm-up + reps timed reps, output poisoned before and
// checked after every rep. Returns true when every rep was right.
static bool runVariant(const Variant &v, const Ctx &c, int reps, int total,
                       const std::vector<int> &ref) {
  EventTimer timer;
  std::vector<float> ts;
  std::vector<int> h(total);
  long badReps = 0;
  int launchErr = 0;
  for (int r = 0; r < reps + 1; ++r) {
    int zero = 0;
    CK(cudaMemcpyToSymbol(g_launch_err, &zero, sizeof(zero)));
    CK(cudaMemset(c.out, 0xff, sizeof(int) * (size_t)total));
    CK(cudaDeviceSynchronize());
    timer.start();
    v.launch(c);
    CK(cudaGetLastError());
    timer.stop();
    cudaError_t e = timer.wait();
    if (e != cudaSuccess) {
      printf("%-12s %10s %10s FAILED %s (%s)\n", v.name, "-", "-",
             cudaGetErrorName(e), cudaGetErrorString(e));
      fflush(stdout);
      exit(2); // a sticky error: the context is gone
    }
    CK(cudaDeviceSynchronize());
    float ms = timer.ms();
    if (r > 0)
      ts.push_back(ms);
    CK(cudaMemcpyFromSymbol(&launchErr, g_launch_err, sizeof(launchErr)));
    CK(cudaMemcpy(h.data(), c.out, sizeof(int) * (size_t)total, cudaMemcpyDeviceToHost));
    long bad = 0, firstBad = -1;
    for (int i = 0; i < total; ++i)
      if (h[i] != ref[i]) {
        if (!bad)
          firstBad = i;
        ++bad;
      }
    if (bad || launchErr) {
      ++badReps;
      if (badReps == 1)
        printf("# %s rep %d: %ld of %d elements wrong (first at %ld), device "
               "launch error %d%s%s\n",
               v.name, r, bad, total, firstBad, launchErr,
               launchErr ? " " : "",
               launchErr ? cudaGetErrorName((cudaError_t)launchErr) : "");
    }
  }
  printVariantLine(12, v.name, ts, badReps == 0);
  return badReps == 0;
}

int main(int argc, char **argv) {
  BenchArgs args = parseBenchArgs(
      argc, argv, {1 << 16, 64, 16, 7}, variantNames(Variants),
      "[parents [avg [iters [reps]]]] [--only=v1,v2,...]", /*listVariants=*/true);
  long np = args.num[0], avg = args.num[1], iters = args.num[2],
       reps = args.num[3];
  if (np < 1 || np > (1 << 26) || avg < 0 || avg > (1 << 20) || iters < 0 ||
      reps < 1 || np * (2 * avg + 1) > INT_MAX)
    args.usage();

  std::vector<int> len, off;
  long total = randomLengths(np, avg, len, off);
  if (total < 1) {
    fprintf(stderr, "no elements\n");
    return 64;
  }

  printDeviceHeader(argv[0]);
  printf("# shape parents=%ld avg=%ld iters=%ld reps=%ld total=%ld\n", np, avg,
         iters, reps, total);
  printf("# variant      median_ms     min_ms check\n");
  fflush(stdout);

  std::vector<int> ref = reference((int)total, (int)iters);

  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, np + 4096));
  Ctx c;
  c.np = (int)np;
  c.iters = (int)iters;
  size_t poolSlots = (size_t)parentGrid(c) * ParentBlock;
  CK(cudaMalloc(&c.out, sizeof(int) * (size_t)total));
  CK(cudaMalloc(&c.len, sizeof(int) * np));
  CK(cudaMalloc(&c.off, sizeof(int) * np));
  CK(cudaMalloc(&c.pb, sizeof(int) * poolSlots));
  CK(cudaMalloc(&c.pn, sizeof(int) * poolSlots));
  CK(cudaMalloc(&c.ps, sizeof(int) * poolSlots));
  CK(cudaMemcpy(c.len, len.data(), sizeof(int) * np, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(c.off, off.data(), sizeof(int) * np, cudaMemcpyHostToDevice));
  unsigned zu = 0;
  unsigned long long z = 0;
  CK(cudaMemcpyToSymbol(g_done, &zu, sizeof(zu)));
  CK(cudaMemcpyToSymbol(g_pair, &z, sizeof(z)));

  bool allOk = true;
  for (const Variant &v : Variants) {
    if (!args.wants(v.name))
      continue;
    allOk &= runVariant(v, c, (int)reps, (int)total, ref);
  }
  CK(cudaFree(c.out));
  CK(cudaFree(c.len));
  CK(cudaFree(c.off));
  CK(cudaFree(c.pb));
  CK(cudaFree(c.pn));
  CK(cudaFree(c.ps));
  return allOk ? 0 : 1;
}
