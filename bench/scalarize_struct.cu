//===- bench/scalarize_struct.cu - a large uniform struct argument ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalarization half of the benchmark of issue 4. Every parent thread p
// owns len[p] elements (uniform in [0, 2*avg], from the seed, as in
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
// built (bench/CMakeLists.txt) as every workload (.base, .warp, .block,
// .default) and once more with the optimization off:
//   scalarize_struct.noscalarize  DPAgg, -dpagg-scalarize=false
//
// Versions (benchmark families; arguments: parents, avg elements):
//   Struct/dp      the launch above: what the plugin transforms
//   Struct/dp-ptr  the same child reading the coefficients through a pointer
//                  to a device copy (8 bytes of parameters instead of 160):
//                  what a programmer would write by hand to avoid the large
//                  argument
//   Struct/flat    no dynamic parallelism: each parent loops over its
//                  elements
//
// Checks: the output is poisoned (0xff) before every run and compared with a
// CPU reference (common/Bench.cuh: after the warm-up and after the last
// timed iteration); a device launch that fails leaves its elements
// poisoned. The timed region is the parent launch; its completion includes
// every child grid.
//
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"

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

enum class Version { Struct, Ptr, Flat };

struct StructArg : Case {
  std::vector<int> Lh, Oh; // host copies of the inputs
  Version V;
  int NP;
  Coeffs C;
  std::vector<int> Ref;
  DevBuf<Coeffs> DC;
  DevBuf<int> Out, Len, Off;

  StructArg(Version V, const Args &A, Rng &R) : V(V), NP((int)A[0]) {
    int Avg = (int)A[1];
    for (int I = 0; I < NumCoeffs; ++I) // odd multipliers
      C.k[I] = (unsigned)R.next() | 1u;
    Lh.resize(NP);
    Oh.resize(NP);
    long Total = 0, Launches = 0;
    for (int I = 0; I < NP; ++I) {
      Lh[I] = R.below(2 * Avg + 1);
      Oh[I] = (int)Total;
      Total += Lh[I];
      Launches += Lh[I] > 0;
    }
    Ref.resize(Total);
    parallelFor(Total, [&](long I) { Ref[I] = mix(C, (int)I); });
    Info["launches"] = (double)Launches;
    Info["elements"] = (double)Total;
  }

  void upload() override {
    DC = DevBuf<Coeffs>(std::vector<Coeffs>{C});
    Out = DevBuf<int>(Ref.size());
    Len = DevBuf<int>(Lh);
    Off = DevBuf<int>(Oh);
  }
  int grid() const { return (NP + ParentBlock - 1) / ParentBlock; }
  void reset() override { Out.fill(0xff); }
  void run() override {
    switch (V) {
    case Version::Struct:
      parent_struct<<<grid(), ParentBlock>>>(C, Out, Len, Off, NP);
      break;
    case Version::Ptr:
      parent_ptr<<<grid(), ParentBlock>>>(DC, Out, Len, Off, NP);
      break;
    case Version::Flat:
      parent_flat<<<grid(), ParentBlock>>>(C, Out, Len, Off, NP);
      break;
    }
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("elements", Out.download(), Ref);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) {
        return std::make_unique<StructArg>(V, A, R);
      },
      {{65536, 64}, {131072, 16}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(131072 + 4096);
  add("Struct/dp", Version::Struct);
  add("Struct/dp-ptr", Version::Ptr);
  add("Struct/flat", Version::Flat);
}

DPAGG_BENCH_MAIN()
