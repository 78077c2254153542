//===- bench/bezier.cu - Bezier tessellation with device allocation --------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Bezier line tessellation (the thesis's bt, CUDA's cdpBezierTessellation):
// one parent thread per quadratic Bezier line picks its number of vertices
// from the line's curvature, allocates its vertex buffer on the device
// (cudaMalloc in device code), and launches a child grid that computes the
// vertices; then a pack kernel copies every line's vertices to their place
// in one output array and a free kernel releases the buffers (device
// cudaFree). The timed region is all three (tessellate, pack, free), the
// same in every version.
//
// The control points are integers in [0, 1000), so the vertex count is
// exact integer arithmetic: 4 + min(124, |P0 - 2 P1 + P2|^2 >> 15), 4..128.
//
// Versions (benchmark families; argument: lines):
//   Bezier/dp    cudaMalloc + one child grid (blocks of 32) per line
//   Bezier/flat  no dynamic parallelism: cudaMalloc, then the parent thread
//                computes its vertices itself
//   Bezier/hand  cudaMalloc per thread, the launches aggregated per parent
//                block by hand (common/HandAgg.cuh)
//
// Check: every vertex within 1e-4 (relative, at least absolute 1e-4) of
// the CPU's (the output is poisoned with NaN before every run, so a vertex
// that was never written fails); a line whose allocation failed has no
// vertices, so it fails too. The malloc heap is set to 256 MiB.
//
//===----------------------------------------------------------------------===//
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"
#include "common/HandAgg.cuh"

using namespace dpagg_bench;

static constexpr int ParentBlock = 64; // as the thesis's bt
static constexpr int ChildBlock = 32;
static constexpr int MaxTess = 128;

struct Line {
  float2 cp[3];
  float2 *verts; // device-allocated by the tessellation
  int n;
};

__host__ __device__ __forceinline__ int tessCount(const float2 *cp) {
  int dx = (int)cp[0].x - 2 * (int)cp[1].x + (int)cp[2].x;
  int dy = (int)cp[0].y - 2 * (int)cp[1].y + (int)cp[2].y;
  int c = (dx * dx + dy * dy) >> 15;
  return 4 + (c < MaxTess - 4 ? c : MaxTess - 4);
}

__host__ __device__ __forceinline__ float2 bezier(float2 p0, float2 p1,
                                                  float2 p2, int i, int n) {
  float t = (float)i / (float)(n - 1), s = 1.0f - t;
  float a = s * s, b = 2.0f * s * t, c = t * t;
  return make_float2(a * p0.x + b * p1.x + c * p2.x,
                     a * p0.y + b * p1.y + c * p2.y);
}

// ---------------- dp ----------------
__global__ void tess_child(float2 p0, float2 p1, float2 p2, float2 *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = bezier(p0, p1, p2, i, n);
}

__global__ void tess_dp(Line *lines, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl) {
    Line &L = lines[l];
    int n = tessCount(L.cp);
    float2 *v = nullptr;
    if (cudaMalloc((void **)&v, sizeof(float2) * n) != cudaSuccess)
      v = nullptr;
    L.verts = v;
    L.n = v ? n : 0;
    if (v)
      tess_child<<<(n + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
          L.cp[0], L.cp[1], L.cp[2], v, n);
  }
}

// ---------------- flat ----------------
__global__ void tess_flat(Line *lines, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl) {
    Line &L = lines[l];
    int n = tessCount(L.cp);
    float2 *v = nullptr;
    if (cudaMalloc((void **)&v, sizeof(float2) * n) != cudaSuccess)
      v = nullptr;
    L.verts = v;
    L.n = v ? n : 0;
    if (v)
      for (int i = 0; i < n; ++i)
        v[i] = bezier(L.cp[0], L.cp[1], L.cp[2], i, n);
  }
}

// ---------------- hand ----------------
struct TessOp {
  struct Args {
    float2 p0, p1, p2;
    float2 *v;
    int n;
  };
  static __device__ void element(const Args &a, int i) {
    a.v[i] = bezier(a.p0, a.p1, a.p2, i, a.n);
  }
};

__global__ void tess_hand(Line *lines, int nl, HandAggSlot<TessOp> *pool) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  TessOp::Args a{};
  int n = 0;
  if (l < nl) {
    Line &L = lines[l];
    n = tessCount(L.cp);
    float2 *v = nullptr;
    if (cudaMalloc((void **)&v, sizeof(float2) * n) != cudaSuccess)
      v = nullptr;
    L.verts = v;
    L.n = v ? n : 0;
    if (!v)
      n = 0;
    a = TessOp::Args{L.cp[0], L.cp[1], L.cp[2], v, n};
  }
  handAggLaunch<TessOp, ChildBlock>(pool, n, a);
}

// ---------------- pack and free (every version) ----------------
__global__ void pack(const Line *lines, const int *off, int nl, float2 *out) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl) {
    const Line &L = lines[l];
    for (int i = 0; i < L.n; ++i)
      out[off[l] + i] = L.verts[i];
  }
}

__global__ void free_verts(Line *lines, int nl, int *errors) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl && lines[l].verts) {
    if (cudaFree(lines[l].verts) != cudaSuccess)
      atomicAdd(errors, 1);
    lines[l].verts = nullptr;
  }
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat, Hand };

struct Bezier : Case {
  std::vector<int> Oh; // host copies of the inputs
  Version V;
  int NL;
  long Total = 0;
  std::vector<Line> In;
  std::vector<float2> Want;
  DevBuf<Line> Lines;
  DevBuf<int> Off, Errors;
  DevBuf<float2> Out;
  DevBuf<HandAggSlot<TessOp>> Pool;

  Bezier(Version V, const Args &A, Rng &R) : V(V), NL((int)A[0]) {
    In.resize(NL);
    Oh.resize(NL);
    for (int L = 0; L < NL; ++L) {
      for (float2 &P : In[L].cp)
        P = make_float2((float)R.below(1000), (float)R.below(1000));
      In[L].verts = nullptr;
      In[L].n = 0;
      Oh[L] = (int)Total;
      Total += tessCount(In[L].cp);
    }
    Want.resize(Total);
    for (int L = 0; L < NL; ++L) {
      int N = tessCount(In[L].cp);
      for (int I = 0; I < N; ++I)
        Want[Oh[L] + I] = bezier(In[L].cp[0], In[L].cp[1], In[L].cp[2], I, N);
    }
    Info["launches"] = (double)NL;
    Info["vertices"] = (double)Total;
  }

  void upload() override {
    Lines = DevBuf<Line>(In);
    Off = DevBuf<int>(Oh);
    Errors = DevBuf<int>(1);
    Out = DevBuf<float2>((size_t)Total);
    if (V == Version::Hand)
      Pool = DevBuf<HandAggSlot<TessOp>>((size_t)grid() * ParentBlock);
  }
  int grid() const { return (NL + ParentBlock - 1) / ParentBlock; }
  void reset() override {
    Lines.upload(In);
    Out.fill(0xff); // NaN
    Errors.fill(0);
  }
  void run() override {
    switch (V) {
    case Version::Dp:
      tess_dp<<<grid(), ParentBlock>>>(Lines, NL);
      break;
    case Version::Flat:
      tess_flat<<<grid(), ParentBlock>>>(Lines, NL);
      break;
    case Version::Hand:
      tess_hand<<<grid(), ParentBlock>>>(Lines, NL, Pool);
      break;
    }
    CK_LAUNCH();
    pack<<<grid(), ParentBlock>>>(Lines, Off, NL, Out);
    CK_LAUNCH();
    free_verts<<<grid(), ParentBlock>>>(Lines, NL, Errors);
    CK_LAUNCH();
  }
  std::string check() override {
    int Err = Errors.download()[0];
    if (Err)
      return format("%d device cudaFree calls failed", Err);
    std::vector<float2> Got = Out.download();
    long Bad = 0, First = -1;
    for (long I = 0; I < Total; ++I) {
      auto Close = [](float G, float W) {
        return std::fabs(G - W) <= 1e-4f * std::max(1.0f, std::fabs(W));
      };
      if (!Close(Got[I].x, Want[I].x) || !Close(Got[I].y, Want[I].y)) {
        if (!Bad)
          First = I;
        ++Bad;
      }
    }
    if (Bad)
      return format("%ld of %ld vertices wrong (first at %ld: got (%g, %g), "
                    "want (%g, %g))",
                    Bad, Total, First, Got[First].x, Got[First].y,
                    Want[First].x, Want[First].y);
    return "";
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<Bezier>(V, A, R); },
      {{16384}, {65536}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  needPendingLaunches(65536 + 4096);
  // 65536 lines of at most 128 vertices of 8 bytes is 64 MiB, plus the
  // allocator's overhead per allocation.
  needMallocHeap(256u << 20);
  add("Bezier/dp", Version::Dp);
  add("Bezier/flat", Version::Flat);
  add("Bezier/hand", Version::Hand);
}

DPAGG_BENCH_MAIN()
