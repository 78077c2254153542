// Parent blocks of 48 threads (one full warp and one half warp), children of
// 1 to 40 threads in 1 to 3 blocks, 80% of parents launching. The child takes
// a struct by value (mixed sizes and alignments) and a 64-bit argument, so a
// wrongly packed parameter buffer shows.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/block48.base
// RUN: %gpubin/block48.dpagg
// RUN: %gpubin/block48.warp
#include "GPUTest.cuh"

using gputest::hash;

struct Arg {
  char Tag;
  double Scale;
  short Small;
  uint64_t Key;
};

__global__ void child(uint32_t *Out, Arg A, int P, uint64_t Wide) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = hash(P, A.Tag, (int64_t)(A.Scale * 1000), A.Small, A.Key,
                A.Key >> 32, Wide >> 40, Wide, blockIdx.x, threadIdx.x,
                blockDim.x, gridDim.x);
}

__global__ void parent(uint32_t *Out, const int *Off, const int *Shape,
                       const uint64_t *Keys, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Shape[2 * P] == 0)
    return;
  Arg A{(char)(P * 7), P * 0.25, (short)(-P), Keys[P]};
  child<<<Shape[2 * P], Shape[2 * P + 1]>>>(Out + Off[P], A, P,
                                            Keys[P] * 0x9e3779b97f4a7c15ull);
}

int main() {
  gputest::Test T("block48");
  const int Blocks = 400, NP = Blocks * 48;
  T.pendingLaunches(NP + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Off(NP), Shape(2 * NP);
    std::vector<uint64_t> Keys(NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      bool Launch = T.R.chance(.8);
      Shape[2 * P] = Launch ? T.R.range(1, 3) : 0;
      Shape[2 * P + 1] = T.R.range(1, 40);
      Keys[P] = T.R.next();
      Off[P] = Total;
      Total += Shape[2 * P] * Shape[2 * P + 1];
    }
    std::vector<uint32_t> Ref(Total);
    for (int P = 0; P < NP; ++P) {
      int G = Shape[2 * P], B = Shape[2 * P + 1];
      uint64_t Wide = Keys[P] * 0x9e3779b97f4a7c15ull;
      for (int I = 0; I < G * B; ++I)
        Ref[Off[P] + I] =
            hash(P, (char)(P * 7), (int64_t)(P * 0.25 * 1000), (short)(-P),
                 Keys[P], Keys[P] >> 32, Wide >> 40, Wide, I / B, I % B, B, G);
    }
    int *DOff = gputest::upload(Off), *DShape = gputest::upload(Shape);
    uint64_t *DKeys = gputest::upload(Keys);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total);
    gputest::poison(DOut, Total);
    parent<<<Blocks, 48>>>(DOut, DOff, DShape, DKeys, NP);
    CK_SYNC();
    T.compare("out", gputest::download(DOut, Total), Ref);
    CK(cudaFree(DOff));
    CK(cudaFree(DShape));
    CK(cudaFree(DKeys));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
