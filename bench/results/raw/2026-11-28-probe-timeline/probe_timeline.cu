// Timeline of the probe's shapes: where DPAgg's grid aggregate spends the time
// the hand-written grid aggregation does not (issue 23's probe target).
// Per SM: first/last parent stamp, first/last child-block stamp, and the sum
// and count of child-block lifetimes (blocks are one warp: lane 0's end is
// the block's end). Diagnostic; not part of the suite.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <vector>
#include "dpagg/dpagg.h"

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1);} } while (0)

constexpr int NSM = 256;
__device__ unsigned long long tl_p0[NSM], tl_p1[NSM], tl_c0[NSM], tl_c1[NSM],
    tl_sum[NSM], tl_cnt[NSM];
__device__ int g_launch_err;

__device__ __forceinline__ unsigned long long now() {
  return __nvvm_read_ptx_sreg_globaltimer();
}
__device__ __forceinline__ unsigned smid() {
  return __nvvm_read_ptx_sreg_smid();
}
__host__ __device__ __forceinline__ int work(int v, int iters) {
  unsigned h = (unsigned)v * 2654435761u;
  for (int k = 0; k < iters; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  return (int)h;
}
__device__ __forceinline__ void blockStart(unsigned long long &t0) {
  t0 = now();
  if (threadIdx.x == 0)
    atomicMin(&tl_c0[smid()], t0);
}
__device__ __forceinline__ void blockEnd(unsigned long long t0) {
  if (threadIdx.x == 0) {
    unsigned long long t1 = now();
    unsigned s = smid();
    atomicMax(&tl_c1[s], t1);
    atomicAdd(&tl_sum[s], t1 - t0);
    atomicAdd(&tl_cnt[s], 1ull);
  }
}
__device__ __forceinline__ void parentStart() {
  atomicMin(&tl_p0[smid()], now());
}
__device__ __forceinline__ void parentEnd() {
  atomicMax(&tl_p1[smid()], now());
}

__global__ void child(int *out, int base, int n, int iters) {
  unsigned long long t0;
  blockStart(t0);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] = work(base + i, iters);
  blockEnd(t0);
}
__global__ void parent_naive(int *out, const int *len, const int *off, int np,
                             int iters) {
  parentStart();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child<<<(n + 31) / 32, 32>>>(out, off[p], n, iters);
  }
  parentEnd();
}

struct AggArgs { const int *base, *n, *scan; int cnt; int *out; int iters; };
DPAGG_NO_AGGREGATE __global__ void child_agg(AggArgs a) {
  unsigned long long t0;
  blockStart(t0);
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
  blockEnd(t0);
}
template <typename Args>
__device__ __forceinline__ void launchV2(void *fn, dim3 grid, dim3 block,
                                         const Args &args, cudaStream_t s) {
  void *buf = cudaGetParameterBufferV2(fn, grid, block, 0);
  if (!buf) { atomicCAS(&g_launch_err, 0, (int)cudaErrorLaunchPendingCountExceeded); return; }
  memcpy(buf, &args, sizeof(Args));
  cudaError_t e = cudaLaunchDeviceV2(buf, s);
  if (e != cudaSuccess) atomicCAS(&g_launch_err, 0, (int)e);
}
__device__ unsigned g_done;
__device__ unsigned long long g_pair;
__global__ void parent_hand_grid(int *out, const int *len, const int *off,
                                 int np, int iters, int *pool_base, int *pool_n,
                                 int *pool_scan, int ff) {
  parentStart();
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
  parentEnd();
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
               ff ? cudaStreamFireAndForget : (cudaStream_t)0);
  }
}

static void resetTl() {
  std::vector<unsigned long long> hi(NSM, ~0ull), lo(NSM, 0ull);
  CK(cudaMemcpyToSymbol(tl_p0, hi.data(), sizeof(unsigned long long) * NSM));
  CK(cudaMemcpyToSymbol(tl_c0, hi.data(), sizeof(unsigned long long) * NSM));
  CK(cudaMemcpyToSymbol(tl_p1, lo.data(), sizeof(unsigned long long) * NSM));
  CK(cudaMemcpyToSymbol(tl_c1, lo.data(), sizeof(unsigned long long) * NSM));
  CK(cudaMemcpyToSymbol(tl_sum, lo.data(), sizeof(unsigned long long) * NSM));
  CK(cudaMemcpyToSymbol(tl_cnt, lo.data(), sizeof(unsigned long long) * NSM));
}
struct Phases { double total, parent, gap, child, life, blocks; };
static Phases readTl(float ms) {
  std::vector<unsigned long long> p0(NSM), p1(NSM), c0(NSM), c1(NSM), s(NSM), c(NSM);
  CK(cudaMemcpyFromSymbol(p0.data(), tl_p0, 8 * NSM));
  CK(cudaMemcpyFromSymbol(p1.data(), tl_p1, 8 * NSM));
  CK(cudaMemcpyFromSymbol(c0.data(), tl_c0, 8 * NSM));
  CK(cudaMemcpyFromSymbol(c1.data(), tl_c1, 8 * NSM));
  CK(cudaMemcpyFromSymbol(s.data(), tl_sum, 8 * NSM));
  CK(cudaMemcpyFromSymbol(c.data(), tl_cnt, 8 * NSM));
  unsigned long long P0 = ~0ull, P1 = 0, C0 = ~0ull, C1 = 0, S = 0, N = 0;
  for (int i = 0; i < NSM; ++i) {
    P0 = std::min(P0, p0[i]); P1 = std::max(P1, p1[i]);
    C0 = std::min(C0, c0[i]); C1 = std::max(C1, c1[i]); S += s[i]; N += c[i];
  }
  Phases R;
  R.total = ms;
  R.parent = (P1 - P0) / 1e6;
  R.gap = N ? ((double)C0 - (double)P1) / 1e6 : 0;
  R.child = N ? (C1 - C0) / 1e6 : 0;
  R.life = N ? (double)S / N / 1e3 : 0; // us per block
  R.blocks = (double)N;
  return R;
}

int main(int argc, char **argv) {
  int np = argc > 1 ? atoi(argv[1]) : 16384, avg = argc > 2 ? atoi(argv[2]) : 512,
      iters = argc > 3 ? atoi(argv[3]) : 16;
  const char *which = argc > 4 ? argv[4] : "naive";
  int reps = argc > 5 ? atoi(argv[5]) : 15;
  srand(1234 + np);
  std::vector<int> len(np), off(np);
  long total = 0;
  for (int i = 0; i < np; ++i) { len[i] = rand() % (2 * avg + 1); off[i] = (int)total; total += len[i]; }
  int *dOut, *dLen, *dOff, *pb, *pn, *ps;
  CK(cudaMalloc(&dOut, total * sizeof(int)));
  CK(cudaMalloc(&dLen, np * sizeof(int)));
  CK(cudaMalloc(&dOff, np * sizeof(int)));
  CK(cudaMalloc(&pb, np * sizeof(int)));
  CK(cudaMalloc(&pn, np * sizeof(int)));
  CK(cudaMalloc(&ps, np * sizeof(int)));
  CK(cudaMemcpy(dLen, len.data(), np * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dOff, off.data(), np * sizeof(int), cudaMemcpyHostToDevice));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  int grid = (np + 255) / 256;
  std::vector<Phases> all;
  std::vector<int> host(total);
  for (int r = 0; r < reps; ++r) {
    resetTl();
    CK(cudaMemset(dOut, 0xff, total * sizeof(int)));
    CK(cudaDeviceSynchronize());
    CK(cudaEventRecord(a));
    if (!strcmp(which, "naive"))
      parent_naive<<<grid, 256>>>(dOut, dLen, dOff, np, iters);
    else
      parent_hand_grid<<<grid, 256>>>(dOut, dLen, dOff, np, iters, pb, pn, ps,
                                      !strcmp(which, "hand-ff"));
    CK(cudaGetLastError());
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    CK(cudaDeviceSynchronize());
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    int err = 0;
    CK(cudaMemcpyFromSymbol(&err, g_launch_err, sizeof err));
    if (err) { fprintf(stderr, "device launch failed: %d\n", err); return 1; }
    CK(cudaMemcpy(host.data(), dOut, total * sizeof(int), cudaMemcpyDeviceToHost));
    for (long i = 0; i < total; i += 97)
      if (host[i] != work((int)i, iters)) { fprintf(stderr, "wrong at %ld\n", i); return 1; }
    if (r >= 2) all.push_back(readTl(ms));
  }
  auto med = [&](double Phases::*f) {
    std::vector<double> v; for (auto &x : all) v.push_back(x.*f);
    std::sort(v.begin(), v.end()); return v[v.size() / 2];
  };
  printf("%-8s %d/%d/%d total %.3f ms parent %.3f gap %.3f child %.3f | block life %.2f us blocks %.0f\n",
         which, np, avg, iters, med(&Phases::total), med(&Phases::parent),
         med(&Phases::gap), med(&Phases::child), med(&Phases::life), med(&Phases::blocks));
  return 0;
}
