// Scalarization: a 160-byte struct that every parent thread forwards
// unchanged (a kernel parameter: uniform, stored once per aggregated launch)
// next to per-thread scalars, and the same struct modified per thread (not
// uniform: stored per thread). Children read every field. And the struct
// changed per block (uniform in the block, not in the grid): at grid scope,
// and at the default in grids of at least -dpagg-auto-grid blocks, each
// block's record stores its own copy once (storedOnce), which the children of
// that block's launches must read, also when the aggregate is refused and
// replayed (.grid_tinypool).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/uniform_struct.base
// RUN: %gpubin/uniform_struct.dpagg
// RUN: %gpubin/uniform_struct.warp
// RUN: %gpubin/uniform_struct.noscalar
// RUN: %gpubin/uniform_struct.grid
// RUN: %gpubin/uniform_struct.grid_tinypool
#include "GPUTest.cuh"

using gputest::hash;

struct Coeffs {
  uint32_t C[38];
  double Scale; // 8-byte aligned tail: 160 bytes in all
};
static_assert(sizeof(Coeffs) == 160, "layout");

__host__ __device__ inline uint32_t mix(const Coeffs &K, int P, int I) {
  uint32_t H = hash(P, I, (uint32_t)(K.Scale * 1000.0));
  for (int J = 0; J < 38; ++J)
    H = hash(H, K.C[J]);
  return H;
}

__global__ void child(Coeffs K, uint32_t *Out, int N, int P) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = mix(K, P, I);
}

// K is the same for every thread: scalarized.
__global__ void shared_parent(Coeffs K, uint32_t *Out, const int *Len,
                              const int *Off, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P < NP && Len[P] > 0)
    child<<<(Len[P] + 31) / 32, 32>>>(K, Out + Off[P], Len[P], P);
}

// K differs per thread: stays per thread.
__global__ void private_parent(Coeffs K, uint32_t *Out, const int *Len,
                               const int *Off, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  K.C[P % 38] += P;
  if (P < NP && Len[P] > 0)
    child<<<(Len[P] + 31) / 32, 32>>>(K, Out + Off[P], Len[P], P);
}

// K differs per block only: stored once per block record.
__global__ void block_parent(Coeffs K, uint32_t *Out, const int *Len,
                             const int *Off, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  K.C[blockIdx.x % 38] += blockIdx.x;
  if (P < NP && Len[P] > 0)
    child<<<(Len[P] + 31) / 32, 32>>>(K, Out + Off[P], Len[P], P);
}

int main() {
  gputest::Test T("uniform_struct");
  // 512 blocks of 128: at least the default -dpagg-auto-grid (256), so the
  // default build aggregates per grid.
  const int NP = 1 << 16;
  T.pendingLaunches(NP + 1024);
  for (int Round = 0; Round < 2; ++Round) {
    for (int Private = 0; Private < 3; ++Private) { // shared, thread, block
      Coeffs K;
      for (int J = 0; J < 38; ++J)
        K.C[J] = (uint32_t)T.R.next();
      K.Scale = T.R.range(1, 1000) / 7.0;
      std::vector<int> Len(NP), Off(NP);
      int Total = 0;
      for (int P = 0; P < NP; ++P) {
        Len[P] = T.R.chance(.2) ? 0 : T.R.range(1, 80);
        Off[P] = Total;
        Total += Len[P];
      }
      std::vector<uint32_t> Ref(Total);
      for (int P = 0; P < NP; ++P) {
        Coeffs Mine = K;
        if (Private == 1)
          Mine.C[P % 38] += P;
        if (Private == 2)
          Mine.C[(P / 128) % 38] += P / 128;
        for (int I = 0; I < Len[P]; ++I)
          Ref[Off[P] + I] = mix(Mine, P, I);
      }
      int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
      uint32_t *DOut = gputest::alloc<uint32_t>(Total);
      gputest::poison(DOut, Total);
      if (Private == 1)
        private_parent<<<NP / 128, 128>>>(K, DOut, DLen, DOff, NP);
      else if (Private == 2)
        block_parent<<<NP / 128, 128>>>(K, DOut, DLen, DOff, NP);
      else
        shared_parent<<<NP / 128, 128>>>(K, DOut, DLen, DOff, NP);
      CK_SYNC();
      const char *Name[] = {"shared struct", "private struct", "block struct"};
      T.compare(Name[Private], gputest::download(DOut, Total), Ref);
      for (void *Ptr : {(void *)DLen, (void *)DOff, (void *)DOut})
        CK(cudaFree(Ptr));
    }
  }
  return T.finish();
}
