//===- CSRExpand.cuh - CSR neighbour expansion, one child per vertex -*- CUDA -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The body of irregular_csr.cu and tiny_pool.cu. Every parent thread is a
// vertex of a random graph in CSR form (degrees 0 to ~1500, a quarter of them
// 0) and launches one child grid over its neighbours; the child's block size
// depends on the degree. With argument `ff` the launches go into
// cudaStreamFireAndForget instead of the NULL stream.
//
//===----------------------------------------------------------------------===//
#include "GPUTest.cuh"

#include <cstring>

namespace csr {
using gputest::hash;

__global__ void neighbours(const int *Col, const uint32_t *W, uint32_t *Out,
                           int Start, int Deg, int V, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < Deg)
    Out[Start + I] = hash(V, Col[Start + I], W[Start + I], I, blockIdx.x,
                          threadIdx.x, blockDim.x, gridDim.x, Salt);
}

__host__ __device__ inline int blockFor(int Deg) {
  return Deg <= 32 ? 32 : Deg <= 200 ? 64 : 128;
}

template <bool FireAndForget>
__global__ void expand(const int *Row, const int *Col, const uint32_t *W,
                       uint32_t *Out, uint32_t *Own, int NV, uint32_t Salt) {
  int V = blockIdx.x * blockDim.x + threadIdx.x;
  if (V >= NV)
    return;
  int Start = Row[V], Deg = Row[V + 1] - Start;
  Own[V] = hash(V, Deg, Salt);
  if (Deg == 0)
    return;
  int B = blockFor(Deg);
  if (FireAndForget)
    neighbours<<<(Deg + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(
        Col, W, Out, Start, Deg, V, Salt);
  else
    neighbours<<<(Deg + B - 1) / B, B>>>(Col, W, Out, Start, Deg, V, Salt);
}

struct Params {
  int Vertices;
  double ZeroFraction;
  int Rounds;
};

inline int run(const char *Name, const Params &P, int Argc, char **Argv) {
  bool FF = Argc > 1 && !strcmp(Argv[1], "ff");
  gputest::Test T(Name);
  printf("%s: %d vertices, %s stream\n", Name, P.Vertices,
         FF ? "fire-and-forget" : "NULL");
  const int NV = P.Vertices;
  T.pendingLaunches(NV + 4096);
  for (int Round = 0; Round < P.Rounds; ++Round) {
    std::vector<int> Row(NV + 1, 0);
    for (int V = 0; V < NV; ++V) {
      double U = T.R.unit();
      int Deg = U < P.ZeroFraction        ? 0
                : U < P.ZeroFraction + .6 ? T.R.range(1, 16)
                : U < .99                 ? T.R.range(17, 200)
                                          : T.R.range(201, 1500);
      Row[V + 1] = Row[V] + Deg;
    }
    int E = Row[NV];
    std::vector<int> Col(E);
    std::vector<uint32_t> W(E), Ref(E), RefOwn(NV);
    for (int I = 0; I < E; ++I) {
      Col[I] = T.R.range(0, NV - 1);
      W[I] = (uint32_t)T.R.next();
    }
    uint32_t Salt = (uint32_t)T.R.next();
    for (int V = 0; V < NV; ++V) {
      int Start = Row[V], Deg = Row[V + 1] - Start, B = blockFor(Deg);
      RefOwn[V] = hash(V, Deg, Salt);
      for (int I = 0; I < Deg; ++I)
        Ref[Start + I] = hash(V, Col[Start + I], W[Start + I], I, I / B,
                              I % B, B, (Deg + B - 1) / B, Salt);
    }
    int *DRow = gputest::upload(Row), *DCol = gputest::upload(Col);
    uint32_t *DW = gputest::upload(W), *DOut = gputest::alloc<uint32_t>(E),
             *DOwn = gputest::alloc<uint32_t>(NV);
    gputest::poison(DOut, E);
    gputest::poison(DOwn, NV);
    if (FF)
      expand<true><<<(NV + 127) / 128, 128>>>(DRow, DCol, DW, DOut, DOwn, NV,
                                              Salt);
    else
      expand<false><<<(NV + 127) / 128, 128>>>(DRow, DCol, DW, DOut, DOwn, NV,
                                               Salt);
    CK_SYNC();
    T.compare("vertices", gputest::download(DOwn, NV), RefOwn);
    T.compare("edges", gputest::download(DOut, E), Ref);
    CK(cudaFree(DRow));
    CK(cudaFree(DCol));
    CK(cudaFree(DW));
    CK(cudaFree(DOut));
    CK(cudaFree(DOwn));
  }
  return T.finish();
}

} // namespace csr
