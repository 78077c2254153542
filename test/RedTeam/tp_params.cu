// Red team of the team prologue (2026-11-28-team-prologue.patch): the
// parameter copy, now 16 bytes per lane of the first warp (teamCopy) and
// the tail (size % 16) by lane 0, or lane 0 alone under a scalarization
// layout. Children take by value structs of 100, 257, 1,001 and 3,999
// bytes (alignment 1: sizes not a multiple of 16, so the blob's tail is
// odd) with a per-thread pointer and id in front (sizes of the blob 116,
// 273, 1,017, 4,015); pu takes a 1,000-byte struct and a pointer uniform
// across the parents and a per-thread id (a layout: the shared blob, then
// the per-thread range). Blocks of 1, 2, 7, 31, 33 and 96 threads and
// (4,4,2), mixed in an aggregate (Lanes 1 to 32 for the copy). Every byte
// is checked by one thread of every child block (bad bytes counted), and
// each thread records a hash of its geometry and its share of the bytes.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "tp/Tp.cuh"

template <int N> struct Blob {
  unsigned char C[N];
};
__host__ __device__ inline unsigned char byteOf(uint32_t Id, uint32_t Salt,
                                                unsigned K) {
  return (unsigned char)(hash(Id, Salt, K) >> 7);
}
__host__ __device__ inline dim3 blockOf(uint32_t H) {
  switch (H % 7) {
  case 0: return dim3(1);
  case 1: return dim3(2);
  case 2: return dim3(7);
  case 3: return dim3(31);
  case 4: return dim3(33);
  case 5: return dim3(96);
  default: return dim3(4, 4, 2);
  }
}
__host__ __device__ inline dim3 gridOf(uint32_t H) {
  return dim3(1 + H % 3, 1 + (H >> 4) % 2);
}

/// Thread Tl of N: the bytes K = Tl, Tl + N, ...: the bad ones counted, a
/// hash of the others folded.
template <int Sz>
__device__ inline uint32_t checkBytes(const Blob<Sz> &P, uint32_t Id,
                                      uint32_t Salt, unsigned *Bad) {
  unsigned Tl = tpThread(), N = blockDim.x * blockDim.y * blockDim.z;
  uint32_t X = 0;
  unsigned B = 0;
  for (unsigned K = Tl; K < Sz; K += N) {
    B += P.C[K] != byteOf(Id, Salt, K);
    X = X * 31 + P.C[K];
  }
  if (B)
    atomicAdd(Bad, B);
  return X;
}
template <int Sz>
__global__ void pc(unsigned long long *A, uint32_t Id, Blob<Sz> P,
                   uint32_t Salt, unsigned *Bad) {
  uint32_t X = checkBytes(P, Id, Salt, Bad);
  tpRecord(A, hash(Id, Sz, tpGeom(), X));
}
/// The uniform 1,000 bytes (the parent grid's) and a per-thread id.
__global__ void pu(unsigned long long *A, Blob<1000> U, uint32_t Salt,
                   unsigned *Bad, uint32_t Id) {
  uint32_t X = checkBytes(U, 0xfffffu, Salt, Bad);
  tpRecord(A, hash(Id, 1000u, tpGeom(), X, 7u));
}

/// Kind 0..3: pc of 100, 257, 1001, 3999 bytes; 4: pu. Pointers and salt
/// read at a per-thread index (Tab: {A, A}), so the pass stores them per
/// thread (no layout: teamCopy).
template <int Kind>
__global__ void parent(unsigned long long *const *Tab, unsigned *const *BTab,
                       const uint32_t *STab, int *Err, uint32_t Salt, Blob<1000> U,
                       unsigned long long *AU, unsigned *BadU) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t H = hash(Id, Salt, 3u);
  dim3 G = gridOf(H), B = blockOf(H >> 8);
  constexpr int Sizes[] = {100, 257, 1001, 3999, 1000};
  constexpr int Sz = Sizes[Kind];
  if constexpr (Kind < 4) {
    Blob<Sz> P;
    for (int K = 0; K < Sz; ++K)
      P.C[K] = byteOf(Id, Salt, K);
    pc<Sz><<<G, B>>>(Tab[Id & 1], Id, P, STab[Id & 1], BTab[Id & 1]);
  } else {
    pu<<<G, B>>>(AU, U, Salt, BadU, Id);
  }
  __syncthreads();
  Err[Id] = cudaGetLastError();
}

int main() {
  gputest::Test T("tp_params");
  T.pendingLaunches(1 << 14);
  const int Blocks = 24, Threads = 64, N = Blocks * Threads;
  unsigned long long *A = gputest::alloc<unsigned long long>(TpWords);
  unsigned *Bad = gputest::alloc<unsigned>(1);
  int *Err = gputest::alloc<int>(N);
  unsigned long long **Tab = gputest::alloc<unsigned long long *>(2);
  unsigned **BTab = gputest::alloc<unsigned *>(2);
  uint32_t *STab = gputest::alloc<uint32_t>(2);
  CK(cudaMemcpy(Tab, std::vector<unsigned long long *>{A, A}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(BTab, std::vector<unsigned *>{Bad, Bad}.data(),
                2 * sizeof(void *), cudaMemcpyHostToDevice));
  const int Sizes[] = {100, 257, 1001, 3999, 1000};
  int Rounds = tpRounds(2);
  for (int Round = 0; Round < Rounds; ++Round)
    for (int Kind = 0; Kind < 5; ++Kind) {
      uint32_t Salt = (uint32_t)T.R.next();
      Blob<1000> U;
      for (int K = 0; K < 1000; ++K)
        U.C[K] = byteOf(0xfffffu, Salt, K);
      tpPoison(A);
      CK(cudaMemcpy(STab, std::vector<uint32_t>{Salt, Salt}.data(),
                    2 * sizeof(uint32_t), cudaMemcpyHostToDevice));
      CK(cudaMemset(Bad, 0, sizeof(unsigned)));
      gputest::poison(Err, N);
      switch (Kind) {
      case 0: parent<0><<<Blocks, Threads>>>(Tab, BTab, STab, Err, Salt, U, A, Bad); break;
      case 1: parent<1><<<Blocks, Threads>>>(Tab, BTab, STab, Err, Salt, U, A, Bad); break;
      case 2: parent<2><<<Blocks, Threads>>>(Tab, BTab, STab, Err, Salt, U, A, Bad); break;
      case 3: parent<3><<<Blocks, Threads>>>(Tab, BTab, STab, Err, Salt, U, A, Bad); break;
      default: parent<4><<<Blocks, Threads>>>(Tab, BTab, STab, Err, Salt, U, A, Bad); break;
      }
      CK_SYNC();
      TpRef R;
      int Sz = Sizes[Kind];
      for (uint32_t Id = 0; Id < (uint32_t)N; ++Id) {
        uint32_t H = hash(Id, Salt, 3u);
        dim3 G = gridOf(H), B = blockOf(H >> 8);
        unsigned NT = B.x * B.y * B.z;
        uint32_t Src = Kind < 4 ? Id : 0xfffffu;
        tpForEach(G, B, [&](dim3 Ti, dim3 Bi, unsigned Tl, unsigned) {
          uint32_t X = 0;
          for (unsigned K = Tl; K < (unsigned)Sz; K += NT)
            X = X * 31 + byteOf(Src, Salt, K);
          uint32_t Gm = tpGeomHost(Ti, Bi, B, G);
          R.record(Kind < 4 ? hash(Id, (unsigned)Sz, Gm, X)
                            : hash(Id, 1000u, Gm, X, 7u));
        });
      }
      std::string What = "blob " + std::to_string(Sz) +
                         (Kind == 4 ? " uniform" : "") + " round " +
                         std::to_string(Round);
      tpCompare(T, What, A, R);
      T.compare((What + " bad bytes").c_str(),
                gputest::download(Bad, 1), std::vector<unsigned>{0});
      tpCheckErrors(T, What, Err, std::vector<int>(N, 1));
    }
  return T.finish();
}
