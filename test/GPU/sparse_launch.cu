// Sparse launches: of 256K parent threads about 1% launch (most warps none,
// some one lane), plus a few warps where every lane launches; a launching
// thread launches 1 to 3 children from a loop. Every parent thread also
// writes its own result, so parents that do not launch must run unharmed.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/sparse_launch.base
// RUN: %gpubin/sparse_launch.dpagg
// RUN: %gpubin/sparse_launch.warp
// RUN: %gpubin/sparse_launch.grid
#include "GPUTest.cuh"

using gputest::hash;

__global__ void child(uint32_t *Out, int N, int P, int K, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(P, K, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x,
                  Salt);
}

__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Reps,
                       const int *Len, const int *Off, int NP, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  int R = Reps[P], At = Off[P];
  for (int K = 0; K < R; ++K) {
    int N = Len[P] + K, B = 32 << (P & 1);
    child<<<(N + B - 1) / B, B>>>(Out + At, N, P, K, Salt);
    At += N;
  }
  Own[P] = hash(P, R, Salt);
}

int main() {
  gputest::Test T("sparse_launch");
  const int NP = 1 << 18;
  T.pendingLaunches(16384);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Reps(NP, 0), Len(NP, 0), Off(NP, 0);
    for (int P = 0; P < NP; ++P)
      if (T.R.chance(.01))
        Reps[P] = T.R.range(1, 3);
    for (int Dense = 0; Dense < 4; ++Dense) {
      int Warp = T.R.range(0, NP / 32 - 1);
      for (int L = 0; L < 32; ++L)
        Reps[Warp * 32 + L] = T.R.range(1, 3);
    }
    int Total = 0, Launches = 0;
    for (int P = 0; P < NP; ++P) {
      if (!Reps[P])
        continue;
      Len[P] = T.R.range(1, 100);
      Off[P] = Total;
      for (int K = 0; K < Reps[P]; ++K)
        Total += Len[P] + K;
      Launches += Reps[P];
    }
    printf("round %d: %d launches\n", Round, Launches);
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total), RefOwn(NP);
    for (int P = 0; P < NP; ++P) {
      RefOwn[P] = hash(P, Reps[P], Salt);
      int At = Off[P], B = 32 << (P & 1);
      for (int K = 0; K < Reps[P]; ++K) {
        int N = Len[P] + K;
        for (int I = 0; I < N; ++I)
          Ref[At++] = hash(P, K, I, I / B, I % B, B, (N + B - 1) / B, Salt);
      }
    }
    int *DReps = gputest::upload(Reps), *DLen = gputest::upload(Len),
        *DOff = gputest::upload(Off);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total),
             *DOwn = gputest::alloc<uint32_t>(NP);
    gputest::poison(DOut, Total);
    gputest::poison(DOwn, NP);
    parent<<<NP / 256, 256>>>(DOut, DOwn, DReps, DLen, DOff, NP, Salt);
    CK_SYNC();
    T.compare("parents", gputest::download(DOwn, NP), RefOwn);
    T.compare("children", gputest::download(DOut, Total), Ref);
    for (void *Ptr : {(void *)DReps, (void *)DLen, (void *)DOff, (void *)DOut,
                      (void *)DOwn})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
