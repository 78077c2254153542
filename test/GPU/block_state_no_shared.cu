// Block-scope aggregation adds no shared memory to a kernel (issue 9, class
// 5; runtime/aggregate.cu, "Where the state lives"), and its global block
// state slots are taken, reused and missed without losing or repeating a
// launch.
//
// 1. A parent with no static shared memory is launched from the host with
//    exactly 48 KB of dynamic shared memory and no opt-in, which CUDA accepts
//    only while the kernel has no static shared memory. It fills and reads
//    back all of it, and its threads launch children (block scope in .dpagg)
//    whose output depends on what they read: CPU reference.
// 2. Stress: 20,000 blocks of 64 threads (and 2-D blocks of 20 and 96
//    threads), more blocks than the table has slots, so slots are reused; in
//    the .fewslots build (a 64-slot table) most resident blocks find none
//    and launch alone beside blocks that have one. Half of the threads
//    launch a child of 1 to 3 blocks; each child block adds 1 to its
//    launch's counter, which must end equal to the launch's grid size.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/block_state_no_shared.base
// RUN: %gpubin/block_state_no_shared.dpagg
// RUN: %gpubin/block_state_no_shared.warp
// RUN: %gpubin/block_state_no_shared.fewslots
#include "GPUTest.cuh"

using gputest::hash;

constexpr unsigned DynBytes = 48 * 1024; // the limit without the opt-in
constexpr unsigned DynWords = DynBytes / 4;
static_assert(DynWords % 128 == 0, "the fill loop");

// Part 1's child: its output hashes its coordinates, its parent and the
// word its parent read from dynamic shared memory.
__global__ void child(uint32_t *Out, int P, uint32_t Word) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = hash(P, Word, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x);
}

__host__ __device__ inline uint32_t dynWord(unsigned I, unsigned Block,
                                            uint32_t Salt) {
  return hash(I, Block, Salt);
}

constexpr unsigned ParentThreads = 128;

// Every word of the 48 KB is written, then each thread reads one written by
// another thread and launches (if its shape says so) with it. Blocks of
// ParentThreads threads; the fill loop has the same trip count in every
// thread, so the block's threads reach the launch together (block scope).
__global__ void parent48k(uint32_t *Out, const int *Off, const int *Shape,
                          int NP, uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  for (unsigned K = 0; K < DynWords / ParentThreads; ++K) {
    unsigned I = K * ParentThreads + threadIdx.x;
    Dyn[I] = dynWord(I, blockIdx.x, Salt);
  }
  __syncthreads();
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Shape[2 * P] == 0)
    return;
  uint32_t Word = Dyn[DynWords - 1 - threadIdx.x * 37 % DynWords];
  child<<<Shape[2 * P], Shape[2 * P + 1]>>>(Out + Off[P], P, Word);
}

// Part 2's child: counts its blocks per launch.
__global__ void counted(unsigned *Count, unsigned Id) {
  if (threadIdx.x == 0 && threadIdx.y == 0)
    atomicAdd(&Count[Id], 1u);
}

__host__ __device__ inline bool launches(unsigned Id, uint32_t Salt) {
  return hash(Id, Salt) % 2 == 0;
}
__host__ __device__ inline unsigned gridOf(unsigned Id, uint32_t Salt) {
  return 1 + hash(Salt, Id) % 3;
}

// Every thread of the block reaches the launch or returns: block scope.
// A launch that fails (too many pending launches: the .base and .fewslots
// builds, which launch one child per thread, get there) must not run; every
// other one must run exactly once.
__global__ void stress(unsigned *Count, int *Err, uint32_t Salt) {
  unsigned T = threadIdx.x + blockDim.x * threadIdx.y;
  unsigned Id = blockIdx.x * (blockDim.x * blockDim.y) + T;
  if (!launches(Id, Salt))
    return;
  counted<<<gridOf(Id, Salt), 32>>>(Count, Id);
  Err[Id] = cudaGetLastError();
}

static void part48k(gputest::Test &T) {
  cudaFuncAttributes A;
  CK(cudaFuncGetAttributes(&A, parent48k));
  // Reported here, before the launch that fails with invalid argument if
  // the kernel has any static shared memory.
  printf("%s parent48k static shared memory: %zu bytes (want 0)\n",
         A.sharedSizeBytes ? "FAIL" : "ok  ", A.sharedSizeBytes);
  std::vector<unsigned> SharedBytes = {(unsigned)A.sharedSizeBytes};
  T.compare("parent48k static shared bytes", SharedBytes, {0u});
  const int Blocks = 300, Threads = ParentThreads, NP = Blocks * Threads - 17;
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<int> Off(NP), Shape(2 * NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      Shape[2 * P] = T.R.chance(.7) ? T.R.range(1, 3) : 0;
      Shape[2 * P + 1] = T.R.range(1, 64);
      Off[P] = Total;
      Total += Shape[2 * P] * Shape[2 * P + 1];
    }
    std::vector<uint32_t> Ref(Total);
    for (int P = 0; P < NP; ++P) {
      int G = Shape[2 * P], B = Shape[2 * P + 1];
      unsigned Tid = P % Threads;
      uint32_t Word =
          dynWord(DynWords - 1 - Tid * 37 % DynWords, P / Threads, Salt);
      for (int I = 0; I < G * B; ++I)
        Ref[Off[P] + I] = hash(P, Word, I / B, I % B, B, G);
    }
    int *DOff = gputest::upload(Off), *DShape = gputest::upload(Shape);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total);
    gputest::poison(DOut, Total);
    parent48k<<<Blocks, Threads, DynBytes>>>(DOut, DOff, DShape, NP, Salt);
    CK_SYNC();
    T.compare("parent48k children", gputest::download(DOut, Total), Ref);
    CK(cudaFree(DOff));
    CK(cudaFree(DShape));
    CK(cudaFree(DOut));
  }
}

static void partStress(gputest::Test &T, int Blocks, dim3 Block) {
  unsigned PerBlock = Block.x * Block.y, N = Blocks * PerBlock;
  unsigned *DCount = gputest::alloc<unsigned>(N);
  int *DErr = gputest::alloc<int>(N);
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
    CK(cudaMemset(DErr, 0, N * sizeof(int)));
    stress<<<Blocks, Block>>>(DCount, DErr, Salt);
    CK_SYNC();
    std::vector<int> Err = gputest::download(DErr, N);
    std::vector<unsigned> Want(N, 0);
    for (unsigned Id = 0; Id < N; ++Id)
      if (launches(Id, Salt) && !Err[Id])
        Want[Id] = gridOf(Id, Salt);
    char What[96];
    snprintf(What, sizeof What, "stress %d blocks of %ux%u: child blocks run",
             Blocks, Block.x, Block.y);
    T.compare(What, gputest::download(DCount, N), Want);
  }
  CK(cudaFree(DCount));
  CK(cudaFree(DErr));
}

int main() {
  gputest::Test T("block_state_no_shared");
  T.pendingLaunches(1 << 20);
  part48k(T);
  partStress(T, 20000, dim3(64));
  partStress(T, 12000, dim3(5, 4));
  partStress(T, 6000, dim3(16, 6));
  return T.finish();
}
