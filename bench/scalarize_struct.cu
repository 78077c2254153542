//===- bench/scalarize_struct.cu - a large uniform struct argument ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalarization half of the benchmark of issue 4. Every parent thread p
// owns len[p] elements (uniform in [0, 2*avg], srand(7), as in
// bench/probe_shapes.cu) and launches one child grid for them whose arguments
// are a 160-byte struct of coefficients passed by value, which is a kernel
// argument of the parent forwarded unchanged (so the same in every thread of
// the block), plus per-thread scalars:
//
//   struct Coeffs { unsigned k[40]; };                       // 160 bytes
//   __global__ void parent(Coeffs c, int *out, const int *len, ...) {
//     ... if (n > 0) child<<<(n + 31) / 32, 32>>>(c, out, off[p], n);
//   }
//
// out[off[p] + i] = mix(c, off[p] + i) must come out. Aggregated, each
// launching thread stores its whole parameter buffer (176 bytes) in the
// aggregation record; with scalarization (-dpagg-scalarize, on by default)
// the uniform struct would be stored once per record. The same source is
// built three times (bench/CMakeLists.txt):
//   scalarize_struct.base         clang 22, no plugin
//   scalarize_struct.dpagg        DPAgg, default options
//   scalarize_struct.noscalarize  DPAgg, -dpagg-scalarize=false
//
// Variants (--only=):
//   struct  the launch above: what the plugin transforms
//   ptr     the same child reading the coefficients through a pointer to a
//           device copy (8 bytes of parameters instead of 160): what a
//           programmer would write by hand to avoid the large argument
//   flat    no dynamic parallelism: each parent loops over its elements
//
// Checks: the output is poisoned (0xff) before and compared with a CPU
// reference after every rep; every CUDA return code on the host is checked; a
// device launch that fails in a plugin build also prints a message from the
// device, and in every build leaves its elements poisoned.
//
// Usage: scalarize_struct [parents [avg [reps]]] [--only=struct,ptr,flat]
// Defaults: 65536 64 7. One warm-up rep, then `reps` timed reps (cudaEvent
// around the parent launch; its completion includes every child grid).
// Output: '#' lines, then per variant: name, median ms, min ms, ok|WRONG.
// Exit status 0 only if every variant printed ok.
//
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#include "common/BenchUtil.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 256; // children: blocks of 32
static constexpr int NumCoeffs = 40;

struct Coeffs {
  unsigned k[NumCoeffs];
};
static_assert(sizeof(Coeffs) == 160, "the struct argument is 160 bytes");

// Every coefficient takes part, in order, so the whole struct is read.
__host__ __device__ __forceinline__ int mix(const Coeffs &c, int v) {
  unsigned h = (unsigned)v * 2654435761u;
#pragma unroll 8
  for (int i = 0; i < NumCoeffs; ++i)
    h = (h ^ (h >> 13)) * c.k[i] + (unsigned)i;
  return (int)h;
}

// ---------------- struct: what the plugin transforms ----------------
__global__ void child(Coeffs c, int *out, int base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] = mix(c, base + i);
}

__global__ void parent_struct(Coeffs c, int *out, const int *len,
                              const int *off, int np) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child<<<(n + 31) / 32, 32>>>(c, out, off[p], n);
  }
}

// ---------------- ptr: the coefficients through a pointer ----------------
__global__ void child_ptr(const Coeffs *c, int *out, int base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] = mix(*c, base + i);
}

__global__ void parent_ptr(const Coeffs *c, int *out, const int *len,
                           const int *off, int np) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child_ptr<<<(n + 31) / 32, 32>>>(c, out, off[p], n);
  }
}

// ---------------- flat: no dynamic parallelism ----------------
__global__ void parent_flat(Coeffs c, int *out, const int *len, const int *off,
                            int np) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p], base = off[p];
    for (int i = 0; i < n; ++i)
      out[base + i] = mix(c, base + i);
  }
}

// ---------------- host ----------------
namespace {

struct Ctx {
  Coeffs c;
  Coeffs *dc;
  int *out, *len, *off, np;
};

struct Variant {
  const char *name;
  void (*launch)(const Ctx &);
};

int parentGrid(const Ctx &c) { return (c.np + ParentBlock - 1) / ParentBlock; }

const Variant Variants[] = {
    {"struct", [](const Ctx &c) {
       parent_struct<<<parentGrid(c), ParentBlock>>>(c.c, c.out, c.len, c.off, c.np);
     }},
    {"ptr", [](const Ctx &c) {
       parent_ptr<<<parentGrid(c), ParentBlock>>>(c.dc, c.out, c.len, c.off, c.np);
     }},
    {"flat", [](const Ctx &c) {
       parent_flat<<<parentGrid(c), ParentBlock>>>(c.c, c.out, c.len, c.off, c.np);
     }},
};

std::vector<int> reference(const Coeffs &c, int total) {
  std::vector<int> ref(total);
  parallelFor(total, [&](long i) { ref[i] = mix(c, (int)i); });
  return ref;
}

bool runVariant(const Variant &v, const Ctx &c, int reps, int total,
                const std::vector<int> &ref) {
  EventTimer timer;
  std::vector<float> ts;
  std::vector<int> h(total);
  int badReps = 0;
  for (int r = 0; r < reps + 1; ++r) {
    CK(cudaMemset(c.out, 0xff, sizeof(int) * (size_t)total));
    CK(cudaDeviceSynchronize());
    timer.start();
    v.launch(c);
    CK(cudaGetLastError());
    timer.stop();
    CK(timer.wait());
    CK(cudaDeviceSynchronize());
    float ms = timer.ms();
    if (r > 0)
      ts.push_back(ms);
    CK(cudaMemcpy(h.data(), c.out, sizeof(int) * (size_t)total,
                  cudaMemcpyDeviceToHost));
    long bad = 0, firstBad = -1;
    for (int i = 0; i < total; ++i)
      if (h[i] != ref[i]) {
        if (!bad)
          firstBad = i;
        ++bad;
      }
    if (bad && ++badReps == 1)
      printf("# %s rep %d: %ld of %d elements wrong (first at %ld)\n", v.name,
             r, bad, total, firstBad);
  }
  printVariantLine(7, v.name, ts, badReps == 0);
  return badReps == 0;
}

} // namespace

int main(int argc, char **argv) {
  BenchArgs args =
      parseBenchArgs(argc, argv, {1 << 16, 64, 7}, variantNames(Variants),
                     "[parents [avg [reps]]] [--only=struct,ptr,flat]");
  long np = args.num[0], avg = args.num[1], reps = args.num[2];
  if (np < 1 || np > (1 << 26) || avg < 0 || avg > (1 << 20) || reps < 1 ||
      np * (2 * avg + 1) > INT_MAX)
    args.usage();

  std::vector<int> len, off;
  long total = randomLengths(np, avg, len, off);
  if (total < 1) {
    fprintf(stderr, "no elements\n");
    return 64;
  }
  Ctx c;
  for (int i = 0; i < NumCoeffs; ++i) // odd multipliers, all different
    c.c.k[i] = (0x9E3779B9u * (unsigned)(i + 1)) | 1u;

  printDeviceHeader(argv[0]);
  printf("# shape parents=%ld avg=%ld reps=%ld total=%ld struct_bytes=%zu\n",
         np, avg, reps, total, sizeof(Coeffs));
  printf("# variant   median_ms     min_ms check\n");
  fflush(stdout);

  std::vector<int> ref = reference(c.c, (int)total);

  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                        (size_t)std::min<long>(1 << 20, std::max<long>(65536, np + 4096))));
  c.np = (int)np;
  CK(cudaMalloc(&c.dc, sizeof(Coeffs)));
  CK(cudaMalloc(&c.out, sizeof(int) * (size_t)total));
  CK(cudaMalloc(&c.len, sizeof(int) * np));
  CK(cudaMalloc(&c.off, sizeof(int) * np));
  CK(cudaMemcpy(c.dc, &c.c, sizeof(Coeffs), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(c.len, len.data(), sizeof(int) * np, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(c.off, off.data(), sizeof(int) * np, cudaMemcpyHostToDevice));

  bool allOk = true;
  for (const Variant &v : Variants) {
    if (!args.wants(v.name))
      continue;
    allOk &= runVariant(v, c, (int)reps, (int)total, ref);
  }
  CK(cudaFree(c.dc));
  CK(cudaFree(c.out));
  CK(cudaFree(c.len));
  CK(cudaFree(c.off));
  return allOk ? 0 : 1;
}
