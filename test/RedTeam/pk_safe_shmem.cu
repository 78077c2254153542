// Red team of packed children (issue 26, item 2), performance: what a
// packed clone costs the other launches of its translation unit. A packed
// clone's copy of the parameters is static shared memory, one per warp:
// 8 * align16(parameter bytes) (up to 16 KB under the working tree's rule).
// kernelLimits (Aggregation/Children.cpp) gives every site of the unit its
// SafeShmem = 48 KB - 1 KB - every shared variable of the module, the
// children's copies included, and canJoin (runtime/Join.cuh) sends a launch
// that asks for more dynamic shared memory than that to launch alone. So
// each packed child lowers the dynamic shared memory with which every other
// child of the unit still aggregates by 8 copies of its parameters (the
// whole and molded clones' copies counted one each already).
//
// Program: three bystander children with a 1,880-byte struct by value and
// one-thread blocks (packed: 8 x 1,904 bytes each, 45.7 KB in all; with
// their whole and molded clones' copies 57 KB: SafeShmem 0), launched once
// and checked. The child under test, tile, has 128-thread blocks (never
// packed) and uses its dynamic shared memory (a __syncthreads exchange);
// 64 x 128 parent threads each launch tile<<<1, 128, S>>>, once with S = 0
// and once with S = 12 KB. Without packing, SafeShmem is about 35 KB and
// both rounds aggregate; packed, the 12 KB round launches alone: 8,192
// device launches where .nopack makes about 64 aggregates.
//
// Valid CUDA: every output has one writer; the shared exchange is between
// a __syncthreads pair of a uniform branch; 12 KB is within the default 48
// KB; pending launches are raised to 16,384 for the rounds launched alone.
//
// Expected: .base PASS (both rounds launch alone: ratio ~1); .nopack PASS
// (both aggregate: ratio ~1); .pack (and .dpagg where packing is the
// default) rc 3 "SLOW": the 12 KB round over 3x
// the 0 KB round (launched alone against aggregated). Outputs checked in
// every build (rc 1 on a wrong one).
#include "../GPU/Inputs/GPUTest.cuh"

#include <algorithm>

using gputest::hash;

constexpr unsigned PB = 64, PT = 128, TileThreads = 128;

struct Blob {
  uint32_t W[470];
};

__host__ __device__ inline uint32_t blobFold(const Blob &S, unsigned Salt) {
  uint32_t F = Salt;
  for (int K = 0; K < 470; ++K)
    F = gputest::mix(F, S.W[K]);
  return F;
}

// Three bystanders: packed children of the same unit.
__global__ void side1(unsigned *Out, unsigned Id, Blob S) {
  Out[Id] = blobFold(S, 1);
}
__global__ void side2(unsigned *Out, unsigned Id, Blob S) {
  Out[Id] = blobFold(S, 2);
}
__global__ void side3(unsigned *Out, unsigned Id, Blob S) {
  Out[Id] = blobFold(S, 3);
}
__global__ void sides(unsigned *Out, unsigned Salt) {
  Blob S;
  for (int K = 0; K < 470; ++K)
    S.W[K] = hash(threadIdx.x, (unsigned)K, Salt);
  side1<<<1, 1>>>(Out, threadIdx.x * 3, S);
  side2<<<1, 1>>>(Out, threadIdx.x * 3 + 1, S);
  side3<<<1, 1>>>(Out, threadIdx.x * 3 + 2, S);
}

// The child under test: 128 threads, dynamic shared memory when given.
extern __shared__ unsigned Dyn[];
__global__ void tile(unsigned *Out, unsigned P, unsigned Words,
                     unsigned Salt) {
  unsigned T = threadIdx.x, V = hash(P, T, Salt);
  if (Words >= blockDim.x) {
    Dyn[T] = V;
    __syncthreads();
    V += Dyn[(T + 1) % blockDim.x];
    __syncthreads();
  }
  Out[(size_t)P * blockDim.x + T] = V;
}
__global__ void parent(unsigned *Out, unsigned Shmem, unsigned Salt) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  tile<<<1, TileThreads, Shmem>>>(Out, P, Shmem / 4, Salt);
}

int main() {
  gputest::Test T("pk_safe_shmem");
  T.pendingLaunches(16384);
  unsigned Salt = (unsigned)T.R.next();
  // The bystanders, once.
  {
    unsigned *Out = gputest::alloc<unsigned>(32 * 3);
    gputest::poison(Out, 32 * 3);
    sides<<<1, 32>>>(Out, Salt);
    CK_SYNC();
    std::vector<unsigned> Want(32 * 3);
    Blob S;
    for (unsigned X = 0; X < 32; ++X) {
      for (int K = 0; K < 470; ++K)
        S.W[K] = hash(X, (unsigned)K, Salt);
      for (unsigned I = 0; I < 3; ++I)
        Want[X * 3 + I] = blobFold(S, I + 1);
    }
    T.compare("sides", gputest::download(Out, 32 * 3), Want);
    CK(cudaFree(Out));
  }
  const unsigned NP = PB * PT;
  unsigned *Out = gputest::alloc<unsigned>((size_t)NP * TileThreads);
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  float Ms[2];
  const unsigned Shmems[2] = {0, 12 * 1024};
  for (int R = 0; R < 2; ++R) {
    unsigned Shmem = Shmems[R];
    auto Run = [&] {
      gputest::poison(Out, (size_t)NP * TileThreads);
      CK(cudaEventRecord(E0));
      parent<<<PB, PT>>>(Out, Shmem, Salt);
      CK(cudaGetLastError());
      CK(cudaEventRecord(E1));
      CK_SYNC();
      float M = 0;
      CK(cudaEventElapsedTime(&M, E0, E1));
      return M;
    };
    Run(); // warm-up
    Ms[R] = std::min(Run(), Run());
    std::vector<unsigned> Want((size_t)NP * TileThreads);
    for (unsigned P = 0; P < NP; ++P)
      for (unsigned X = 0; X < TileThreads; ++X) {
        unsigned V = hash(P, X, Salt);
        if (Shmem / 4 >= TileThreads)
          V += hash(P, (X + 1) % TileThreads, Salt);
        Want[(size_t)P * TileThreads + X] = V;
      }
    char Name[32];
    snprintf(Name, sizeof Name, "tile %u B", Shmem);
    T.compare(Name, gputest::download(Out, (size_t)NP * TileThreads), Want);
  }
  double Ratio = Ms[1] / Ms[0];
  bool Slow = Ratio > 3.0;
  printf("time: %u launches of tile, 0 B %.2f ms, 12 KB %.2f ms, ratio "
         "%.2f%s\n",
         NP, Ms[0], Ms[1], Ratio, Slow ? "  SLOW" : "");
  int Rc = T.finish();
  if (Rc == 0 && Slow) {
    printf("SLOW pk_safe_shmem\n");
    return 3;
  }
  return Rc;
}
