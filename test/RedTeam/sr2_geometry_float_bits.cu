// Red team of serialization's opaque parameters (issue 26 item 1, 49d3c43),
// a probe: the launch's configuration is the other way values of the
// parent reach the serial copy. 49d3c43 takes the parameters through an
// xor ptxas cannot see through, not the grid and block dimensions the copy
// substitutes for %nctaid and %ntid (the parent's registers). Here the
// dimensions come from the exponent bits of floats scaled by 0.25f, and the
// child hashes them with two chained multiply-rotate steps (the shape
// ptxas 13.0 -O3 compiles wrong when the float product and the hash share a
// function: test/Probes/ptxas_fmul_bits); launched, the child reads them
// from %nctaid and %ntid.
// Each of 4096 parent threads launches child<<<gx, bx>>> with
// gx = ((bits(f0) >> 23) & 7) + 1, bx = ((bits(f1) >> 23) & 7) + 1 (at most
// 64 threads: serialized at the default); each child thread writes
// mix(mix(K, gridDim.x), blockDim.x) ^ its index; the rest of the parent's
// 64 words must stay poisoned.
// Expected: PASS everywhere (a probe; the SASS of every build keeps the
// FMUL and shifts its result: not the bug's signature). A FAIL (values
// equal to those of the floats without "* 0.25f", counted) would mean the
// geometry is a channel for the bug and the copy should take non-constant
// dimensions through the xor too.
//
// VARIANT grid: -Xarch_device -mllvm=-dpagg-scope=grid
#include "../GPU/Inputs/GPUTest.cuh"

#include <cstring>

using gputest::mix;

__host__ __device__ inline uint32_t bitsOf(float F) {
  uint32_t U;
  memcpy(&U, &F, 4);
  return U;
}
__host__ __device__ inline unsigned dimOf(uint32_t V, bool Scaled) {
  float F = (float)(V & 0xffffu) * (Scaled ? 0.25f : 1.0f);
  return ((bitsOf(F) >> 23) & 7u) + 1u;
}
__host__ __device__ inline uint32_t childValue(unsigned Gx, unsigned Bx,
                                               unsigned T) {
  return mix(mix(0x23c9c9d7u, Gx), Bx) ^ T;
}

constexpr int Words = 64;

__global__ void child(uint32_t *O) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  O[T] = childValue(gridDim.x, blockDim.x, T);
}
__global__ void parent(const uint32_t *In, uint32_t *O, int N) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= N)
    return;
  uint32_t W = In[P];
  child<<<dimOf(W * 3u, true), dimOf(W * 6u + 3u, true)>>>(O + P * Words);
}

int main() {
  gputest::Test T("sr2_geometry_float_bits");
  const int N = 4096;
  T.pendingLaunches(N + 1024);
  std::vector<uint32_t> In(N), Want((size_t)N * Words, 0xffffffffu),
      Dropped((size_t)N * Words, 0xffffffffu);
  for (int P = 0; P < N; ++P) {
    In[P] = (uint32_t)T.R.next();
    unsigned Gx = dimOf(In[P] * 3u, true), Bx = dimOf(In[P] * 6u + 3u, true);
    unsigned GxD = dimOf(In[P] * 3u, false),
             BxD = dimOf(In[P] * 6u + 3u, false);
    for (unsigned I = 0; I < Gx * Bx; ++I)
      Want[(size_t)P * Words + I] = childValue(Gx, Bx, I);
    for (unsigned I = 0; I < GxD * BxD && I < Words; ++I)
      Dropped[(size_t)P * Words + I] = childValue(GxD, BxD, I);
  }
  uint32_t *DIn = gputest::upload(In),
           *DO = gputest::alloc<uint32_t>((size_t)N * Words);
  gputest::poison(DO, (size_t)N * Words);
  parent<<<(N + 127) / 128, 128>>>(DIn, DO, N);
  CK_SYNC();
  std::vector<uint32_t> Got = gputest::download(DO, (size_t)N * Words);
  size_t AsDropped = 0;
  for (size_t I = 0; I < Got.size(); ++I)
    AsDropped += Got[I] != Want[I] && Got[I] == Dropped[I];
  printf("  %zu wrong values equal to the multiplies dropped\n", AsDropped);
  T.compare("children's hashes of their gridDim and blockDim", Got, Want);
  CK(cudaFree(DIn));
  CK(cudaFree(DO));
  return T.finish();
}
