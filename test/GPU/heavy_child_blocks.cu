// Aggregated children have no register bound (Support/RegisterBound.h,
// "Aggregated children"): the runtime asks CUDA whether the child takes the
// aggregate's block when it is beyond 256 threads. The child here keeps
// NV values live, so it needs more than 64 registers (it takes blocks of
// 512 threads, not of 1024) and its aggregated clone as many or more. The
// aggregate's block is the largest of each dimension over the joiners, so
// launches of 32x16 and 16x32 blocks, each valid alone, make an aggregate of
// 32x32 that the child does not take: it must be refused and every launch
// made alone. 16x16 with 32x8 gives 32x16, which it takes; 32x16 throughout
// the same. Without the check a refused aggregate is only as safe as CUDA
// reporting the failure at the launch.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/heavy_child_blocks.base
// RUN: %gpubin/heavy_child_blocks.dpagg
// RUN: %gpubin/heavy_child_blocks.warp
#include "GPUTest.cuh"

using gputest::hash;
using gputest::heavyValue;

constexpr int NV = 96;      // live values per child thread (heavyValue)
constexpr int Region = 512; // outputs per launching parent thread


__global__ void heavy(uint32_t *Out, uint32_t V, int P, int Rounds) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  Out[(size_t)P * Region + T] = heavyValue<NV>(V, P, T, Rounds);
}

// The block shape of parent thread P's launch in mode M.
__host__ __device__ inline void shapeOf(int M, int P, unsigned &X,
                                        unsigned &Y) {
  bool Odd = P & 1;
  if (M == 0) { // 32x16 and 16x32: the aggregate would be 32x32
    X = Odd ? 16 : 32;
    Y = Odd ? 32 : 16;
  } else if (M == 1) { // 16x16 and 32x8: 32x16
    X = Odd ? 32 : 16;
    Y = Odd ? 8 : 16;
  } else { // 32x16 throughout
    X = 32;
    Y = 16;
  }
}

__host__ __device__ inline bool launches(uint32_t V) { return V % 5 != 0; }

__global__ void parent(const uint32_t *In, uint32_t *Out, int *Err, int M,
                       int NP, int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  uint32_t V = In[P];
  int E = -1;
  if (launches(V)) {
    unsigned X, Y;
    shapeOf(M, P, X, Y);
    heavy<<<1, dim3(X, Y)>>>(Out, V, P, Rounds);
    E = (int)cudaGetLastError();
  }
  Err[P] = E;
}

int main() {
  gputest::Test T("heavy_child_blocks");
  const int Blocks = 8, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * Region);
  int *DErr = gputest::alloc<int>(NP);
  static const char *Names[] = {"32x16 with 16x32", "16x16 with 32x8", "32x16"};
  for (int M = 0; M < 3; ++M) {
    int Rounds = 2 + (int)(T.R.next() % 3);
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> RefOut((size_t)NP * Region, 0xffffffffu);
    std::vector<int> RefErr(NP, -1);
    for (int P = 0; P < NP; ++P) {
      if (!launches(In[P]))
        continue;
      RefErr[P] = (int)cudaSuccess;
      unsigned X, Y;
      shapeOf(M, P, X, Y);
      for (unsigned I = 0; I < X * Y; ++I)
        RefOut[(size_t)P * Region + I] = heavyValue<NV>(In[P], P, I, Rounds);
    }
    uint32_t *DIn = gputest::upload(In);
    gputest::poison(DOut, (size_t)NP * Region);
    gputest::poison(DErr, NP);
    parent<<<Blocks, Threads>>>(DIn, DOut, DErr, M, NP, Rounds);
    CK_SYNC();
    char Buf[96];
    snprintf(Buf, sizeof Buf, "%s: children", Names[M]);
    T.compare(Buf, gputest::download(DOut, (size_t)NP * Region), RefOut);
    snprintf(Buf, sizeof Buf, "%s: launch results", Names[M]);
    T.compare(Buf, gputest::download(DErr, NP), RefErr);
    CK(cudaFree(DIn));
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DErr));
  return T.finish();
}
