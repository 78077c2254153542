// Red team (14d3c2d, aggregated children without a register bound): a heavy
// child that is itself a parent. mid keeps NV values live across a loop with
// a run-time trip count (its clone, mid.dpagg, has DPAgg's runtime for its
// own aggregated site and no register bound; mid itself is bounded as a
// parent), and is launched with 32x16, 16x32, 16x16 and 8x8x8 blocks (each
// at most 512 threads; the aggregate's block up to 32x32x8, which the
// runtime must ask about). One mid thread in four launches leaf, a
// __launch_bounds__(128) child, with 16x8, 8x16, 4x4x8 or 16x16 blocks (the
// last invalid alone: cudaErrorInvalidConfiguration per thread; the others
// aggregate to blocks beyond 128 that leaf's clone does not take). Each mid
// thread writes its heavy value and its launch result, each leaf thread one
// hash of its coordinates and arguments. Expected launch results from the
// host's cudaFuncGetAttributes(K).maxThreadsPerBlock. Exit 0 right, 1 wrong,
// 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;
using gputest::heavyValue;

constexpr int NV = 64;
constexpr int MidMax = 512;  // threads of one mid launch
constexpr int LeafMax = 256; // threads of one leaf launch


__host__ __device__ inline void leafShape(uint32_t H, unsigned &X, unsigned &Y,
                                          unsigned &Z) {
  switch (H % 4) {
  case 0: X = 16, Y = 8, Z = 1; break;
  case 1: X = 8, Y = 16, Z = 1; break;
  case 2: X = 4, Y = 4, Z = 8; break;
  default: X = 16, Y = 16, Z = 1; break; // 256 > 128: invalid alone
  }
}
__host__ __device__ inline bool midLaunches(uint32_t H) { return H % 4 == 1; }

__global__ void __launch_bounds__(128) leaf(uint32_t *Out, uint32_t H) {
  unsigned T =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  Out[T] = hash(H, T, blockDim.x, blockDim.y, blockDim.z);
}

__global__ void mid(uint32_t *MidOut, int *MidErr, uint32_t *LeafOut,
                    uint32_t V, int P, int Rounds) {
  unsigned T =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  uint32_t H = heavyValue<NV>(V, P, T, Rounds);
  size_t Slot = (size_t)P * MidMax + T;
  MidOut[Slot] = H;
  int E = -1;
  if (midLaunches(H)) {
    unsigned X, Y, Z;
    leafShape(H >> 8, X, Y, Z);
    leaf<<<1, dim3(X, Y, Z)>>>(LeafOut + Slot * LeafMax, H);
    E = (int)cudaGetLastError();
  }
  MidErr[Slot] = E;
}

__host__ __device__ inline void midShape(uint32_t V, unsigned &X, unsigned &Y,
                                         unsigned &Z) {
  switch (V % 4) {
  case 0: X = 32, Y = 16, Z = 1; break;
  case 1: X = 16, Y = 32, Z = 1; break;
  case 2: X = 16, Y = 16, Z = 1; break;
  default: X = 8, Y = 8, Z = 8; break;
  }
}

__global__ void parent(const uint32_t *In, uint32_t *MidOut, int *MidErr,
                       uint32_t *LeafOut, int *Err, int NP, int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  uint32_t V = In[P];
  int E = -1;
  if (V % 7 != 0) {
    unsigned X, Y, Z;
    midShape(V >> 4, X, Y, Z);
    mid<<<1, dim3(X, Y, Z)>>>(MidOut, MidErr, LeafOut, V, P, Rounds);
    E = (int)cudaGetLastError();
  }
  Err[P] = E;
}

int main() {
  gputest::Test T("unb7_nested");
  const int Blocks = 2, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP * MidMax / 4 + NP + 8192);
  int MidT, LeafT;
  {
    cudaFuncAttributes A;
    CK(cudaFuncGetAttributes(&A, mid));
    MidT = A.maxThreadsPerBlock;
    printf("mid: %d registers, %d threads\n", A.numRegs, MidT);
    CK(cudaFuncGetAttributes(&A, leaf));
    LeafT = A.maxThreadsPerBlock;
    printf("leaf: %d registers, %d threads\n", A.numRegs, LeafT);
  }
  const size_t NMid = (size_t)NP * MidMax, NLeaf = NMid * LeafMax;
  uint32_t *DMidOut = gputest::alloc<uint32_t>(NMid);
  int *DMidErr = gputest::alloc<int>(NMid);
  uint32_t *DLeafOut = gputest::alloc<uint32_t>(NLeaf);
  int *DErr = gputest::alloc<int>(NP);
  for (int Rep = 0; Rep < 3; ++Rep) {
    int Rounds = 2 + (int)(T.R.next() % 3);
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> RefMid(NMid, 0xffffffffu), RefLeaf(NLeaf, 0xffffffffu);
    std::vector<int> RefMidErr(NMid, -1), RefErr(NP, -1);
    for (int P = 0; P < NP; ++P) {
      uint32_t V = In[P];
      if (V % 7 == 0)
        continue;
      unsigned X, Y, Z;
      midShape(V >> 4, X, Y, Z);
      bool Ok = (int)(X * Y * Z) <= MidT;
      RefErr[P] = Ok ? (int)cudaSuccess : (int)cudaErrorInvalidConfiguration;
      if (!Ok)
        continue;
      for (unsigned I = 0; I < X * Y * Z; ++I) {
        uint32_t H = heavyValue<NV>(V, P, I, Rounds);
        size_t Slot = (size_t)P * MidMax + I;
        RefMid[Slot] = H;
        if (!midLaunches(H))
          continue;
        unsigned LX, LY, LZ;
        leafShape(H >> 8, LX, LY, LZ);
        bool LOk = (int)(LX * LY * LZ) <= LeafT;
        RefMidErr[Slot] =
            LOk ? (int)cudaSuccess : (int)cudaErrorInvalidConfiguration;
        if (LOk)
          for (unsigned U = 0; U < LX * LY * LZ; ++U)
            RefLeaf[Slot * LeafMax + U] = hash(H, U, LX, LY, LZ);
      }
    }
    uint32_t *DIn = gputest::upload(In);
    gputest::poison(DMidOut, NMid);
    gputest::poison(DMidErr, NMid);
    gputest::poison(DLeafOut, NLeaf);
    gputest::poison(DErr, NP);
    parent<<<Blocks, Threads>>>(DIn, DMidOut, DMidErr, DLeafOut, DErr, NP,
                                Rounds);
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "rep %d: mid launch results", Rep);
    T.compare(Buf, gputest::download(DErr, NP), RefErr);
    snprintf(Buf, sizeof Buf, "rep %d: mid values", Rep);
    T.compare(Buf, gputest::download(DMidOut, NMid), RefMid);
    snprintf(Buf, sizeof Buf, "rep %d: leaf launch results", Rep);
    T.compare(Buf, gputest::download(DMidErr, NMid), RefMidErr);
    snprintf(Buf, sizeof Buf, "rep %d: leaves", Rep);
    T.compare(Buf, gputest::download(DLeafOut, NLeaf), RefLeaf);
    CK(cudaFree(DIn));
  }
  CK(cudaFree(DMidOut));
  CK(cudaFree(DMidErr));
  CK(cudaFree(DLeafOut));
  CK(cudaFree(DErr));
  return T.finish();
}
