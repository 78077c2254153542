// Children that use static and dynamic shared memory and __syncthreads():
// a block reversal, a rotation through dynamic shared memory past a pad, and
// a Hillis-Steele scan. Parents ask for block sizes from 32 to 256, mostly
// not multiples of 32, and dynamic shared memory of different sizes.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/shared_barriers.base
// RUN: %gpubin/shared_barriers.dpagg
// RUN: %gpubin/shared_barriers.warp
// RUN: %gpubin/shared_barriers.mold
#include "GPUTest.cuh"

using gputest::hash;

constexpr int MaxBlock = 256;

// Dynamic shared memory: Pad + blockDim.x ints.
__global__ void scanBlock(const uint32_t *In, uint32_t *Out, int N, int Pad,
                          int P) {
  __shared__ uint32_t S[MaxBlock];
  extern __shared__ uint32_t D[];
  unsigned T = threadIdx.x, Nt = blockDim.x;
  int I = blockIdx.x * Nt + T;
  S[T] = I < N ? In[I] : 0u;
  for (int K = T; K < Pad; K += Nt)
    D[K] = hash(P, K);
  __syncthreads();
  uint32_t Rev = S[Nt - 1 - T];
  D[Pad + T] = S[T] * 3u + P;
  __syncthreads();
  uint32_t Rot = D[Pad + (T + 1) % Nt];
  uint32_t PadV = Pad ? D[T % Pad] : 0u;
  for (unsigned Stride = 1; Stride < Nt; Stride *= 2) {
    uint32_t V = T >= Stride ? S[T - Stride] : 0u;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  if (I < N)
    Out[I] = hash(Rev, Rot, PadV, S[T], blockIdx.x, gridDim.x, Nt, P);
}

__global__ void parent(const uint32_t *In, uint32_t *Out, const int *Len,
                       const int *Off, const int *Block, const int *Pad,
                       int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int B = Block[P], N = Len[P];
  scanBlock<<<(N + B - 1) / B, B, (Pad[P] + B) * sizeof(uint32_t)>>>(
      In + Off[P], Out + Off[P], N, Pad[P], P);
}

int main() {
  gputest::Test T("shared_barriers");
  const int NP = 4096;
  T.pendingLaunches(NP + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Len(NP), Off(NP), Block(NP), Pad(NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      Len[P] = T.R.chance(.1) ? 0 : T.R.range(1, 600);
      Block[P] = T.R.chance(.2) ? 32 * T.R.range(1, 8) : T.R.range(32, 256);
      Pad[P] = T.R.chance(.3) ? 0 : T.R.range(1, 300);
      Off[P] = Total;
      Total += Len[P];
    }
    std::vector<uint32_t> In(Total), Ref(Total);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    for (int P = 0; P < NP; ++P) {
      int B = Block[P], N = Len[P], G = (N + B - 1) / B;
      std::vector<uint32_t> S(B), D(Pad[P] + B);
      for (int Bk = 0; Bk < G; ++Bk) {
        for (int K = 0; K < Pad[P]; ++K)
          D[K] = hash(P, K);
        for (int Tx = 0; Tx < B; ++Tx) {
          int I = Bk * B + Tx;
          S[Tx] = I < N ? In[Off[P] + I] : 0u;
        }
        for (int Tx = 0; Tx < B; ++Tx)
          D[Pad[P] + Tx] = S[Tx] * 3u + P;
        std::vector<uint32_t> Scan(S);
        for (int Tx = 1; Tx < B; ++Tx)
          Scan[Tx] += Scan[Tx - 1];
        for (int Tx = 0; Tx < B; ++Tx) {
          int I = Bk * B + Tx;
          if (I < N)
            Ref[Off[P] + I] =
                hash(S[B - 1 - Tx], D[Pad[P] + (Tx + 1) % B],
                     Pad[P] ? D[Tx % Pad[P]] : 0u, Scan[Tx], Bk, G, B, P);
        }
      }
    }
    uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(Total);
    int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off),
        *DBlock = gputest::upload(Block), *DPad = gputest::upload(Pad);
    gputest::poison(DOut, Total);
    parent<<<(NP + 127) / 128, 128>>>(DIn, DOut, DLen, DOff, DBlock, DPad, NP);
    CK_SYNC();
    T.compare("out", gputest::download(DOut, Total), Ref);
    for (void *Ptr : {(void *)DIn, (void *)DOut, (void *)DLen, (void *)DOff,
                      (void *)DBlock, (void *)DPad})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
