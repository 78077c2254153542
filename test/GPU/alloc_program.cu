// Allocation aggregation in program mode (issue 25; -dpagg-alloc-frees=
// program, runtime/alloc.cu "Program mode"): pointers that leave their
// kernel, as in a Bezier tessellation. Built without DPAgg (.base), at the
// default (.dpagg: these sites stay as written, their pointers escape) and
// with -dpagg-aggregate-allocations=warp -dpagg-alloc-frees=program
// (.program), each checked against a CPU reference, in rounds (the pool's
// chunks come back only through the frees of a later kernel).
//  1. Produce: each thread allocates by a random kind and size (1..300
//     bytes, not multiples of 16): malloc; cudaMalloc straight into its slot
//     of global memory (the out-pointer is not a local); cudaMalloc into a
//     local, then a child grid fills the buffer (the pointer is a launch
//     parameter); malloc in a __device__ function (not a kernel: as written
//     in every build, so the same frees receive both kinds); none (null).
//     Every pointer is stored to its slot.
//  2. Check (another kernel): every byte of every buffer, read with the
//     widest aligned load its size allows (a sub-buffer misaligned to 16
//     faults), so an overlap or a misplaced sub-buffer shows.
//  3. Release (a third kernel): thread t frees the slot of a random
//     permutation of the threads, so each warp frees sub-buffers of many
//     groups at once, and the slots of none get cudaFree(nullptr); every
//     code must be cudaSuccess.
//  4. Hold: 4,096 threads keep 8 buffers of 4 KiB each at once (128 MiB,
//     four times the allocation pool), so groups that find no room allocate
//     per lane as written; checked and freed in later kernels, as above.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/alloc_program.base
// RUN: %gpubin/alloc_program.dpagg
// RUN: %gpubin/alloc_program.program
#include "AllocBuffers.cuh"
#include "GPUTest.cuh"

#include <numeric>

using namespace allocbuf;
using gputest::hash;

enum Kind : unsigned char {
  KMalloc,
  KCudaGlobal,
  KCudaLaunched,
  KHelper,
  KNone,
  NumKinds
};
constexpr unsigned Blocks = 64, Threads = 256, N = Blocks * Threads;
/// Hold: HeldBlocks x Threads threads keep Held buffers of HeldBytes each
/// (128 MiB, four times the pool); as written that is 32,768 live heap
/// blocks, few enough that the builds without program mode stay well
/// inside the suite's 25 s (131,072 blocks of 1 KiB did not).
constexpr unsigned HeldBlocks = 16, HeldThreads = HeldBlocks * Threads;
constexpr unsigned Held = 8, HeldBytes = 4096;

__global__ void fillChild(unsigned char *P, unsigned T, unsigned N,
                          unsigned R) {
  for (unsigned I = threadIdx.x; I < N; I += blockDim.x)
    P[I] = byteOf(T, I, R);
}

/// Not a kernel: its malloc stays as written in every build.
__device__ __noinline__ void *helperAlloc(size_t N) { return malloc(N); }

/// Codes: bit 0 the allocation returned cudaSuccess (malloc: set), bit 1 a
/// pointer, bit 2 the child launch failed.
__global__ void produce(const unsigned *Sizes, const unsigned char *Kinds,
                        unsigned char **Slots, unsigned *Codes, unsigned R) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Sz = Sizes[T], K = Kinds[T], Code = 1;
  unsigned char *P = nullptr;
  if (K == KMalloc) {
    P = static_cast<unsigned char *>(malloc(Sz));
  } else if (K == KCudaGlobal) {
    Code = cudaMalloc(reinterpret_cast<void **>(&Slots[T]), Sz) == cudaSuccess;
    P = Code ? Slots[T] : nullptr;
  } else if (K == KCudaLaunched) {
    unsigned char *Q = nullptr;
    Code = cudaMalloc(reinterpret_cast<void **>(&Q), Sz) == cudaSuccess;
    P = Code ? Q : nullptr;
    if (P) {
      fillChild<<<1, 32>>>(P, T, Sz, R);
      Code |= (cudaGetLastError() != cudaSuccess) << 2;
    }
  } else if (K == KHelper) {
    P = static_cast<unsigned char *>(helperAlloc(Sz));
  }
  Code |= (P != nullptr) << 1;
  if (P && K != KCudaLaunched)
    fill(P, T, Sz, R);
  if (K != KCudaGlobal)
    Slots[T] = P;
  Codes[T] = Code;
}

__global__ void check(const unsigned *Sizes, unsigned char *const *Slots,
                      uint32_t *Sums, unsigned *Bads, unsigned R) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Bad = 0;
  Sums[T] = Slots[T] ? readBack(Slots[T], T, Sizes[T], R, Bad) : 0;
  Bads[T] = Bad;
}

/// Frees slot Perm[t] by its kind: free for malloc's, cudaFree for the rest
/// (null included). Codes: cudaFree's result, 0 for free.
__global__ void release(const unsigned *Perm, const unsigned char *Kinds,
                        unsigned char **Slots, unsigned *Codes) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned S = Perm[T];
  unsigned Code = 0;
  if (Kinds[S] == KMalloc || Kinds[S] == KHelper)
    free(Slots[S]);
  else
    Code = cudaFree(Slots[S]);
  Codes[T] = Code;
}

/// Hold: Held buffers of HeldBytes per thread at once, all in global memory.
__global__ void hold(unsigned char **Slots, unsigned *Codes) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Code = 0;
  for (unsigned I = 0; I < Held; ++I) {
    unsigned char *P = nullptr;
    if (I % 2)
      P = static_cast<unsigned char *>(malloc(HeldBytes));
    else if (cudaMalloc(reinterpret_cast<void **>(&P), HeldBytes) !=
             cudaSuccess)
      P = nullptr;
    Code += P != nullptr;
    if (P)
      fill(P, T * Held + I, HeldBytes, 7);
    Slots[T * Held + I] = P;
  }
  Codes[T] = Code;
}

__global__ void checkHeld(unsigned char *const *Slots, unsigned *Bads) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Bad = 0;
  for (unsigned I = 0; I < Held; ++I) {
    unsigned char *P = Slots[T * Held + I];
    if (!P || expectedSum(T * Held + I, HeldBytes, 7) !=
                  readBack(P, T * Held + I, HeldBytes, 7, Bad))
      ++Bad;
  }
  Bads[T] = Bad;
}

/// Thread t frees the buffers of thread Perm[t], in reverse.
__global__ void releaseHeld(const unsigned *Perm, unsigned char **Slots,
                            unsigned *Codes) {
  unsigned S = Perm[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned Code = 0;
  for (unsigned I = Held; I-- > 0;) {
    if (I % 2)
      free(Slots[S * Held + I]);
    else
      Code |= cudaFree(Slots[S * Held + I]) != cudaSuccess;
  }
  Codes[blockIdx.x * blockDim.x + threadIdx.x] = Code;
}

static std::vector<unsigned> permutation(gputest::Test &Test, unsigned Size) {
  std::vector<unsigned> P(Size);
  std::iota(P.begin(), P.end(), 0u);
  for (unsigned I = Size; I > 1; --I)
    std::swap(P[I - 1], P[Test.R.range(0, I - 1)]);
  return P;
}

static void escapePhase(gputest::Test &Test) {
  std::vector<unsigned> Sizes(N);
  std::vector<unsigned char> Kinds(N);
  for (unsigned T = 0; T < N; ++T) {
    Kinds[T] = Test.R.range(0, NumKinds - 1);
    Sizes[T] = Test.R.range(1, 300);
  }
  unsigned *DSizes = gputest::upload(Sizes);
  unsigned char *DKinds = gputest::upload(Kinds);
  auto **DSlots = gputest::alloc<unsigned char *>(N);
  uint32_t *DSums = gputest::alloc<uint32_t>(N);
  unsigned *DBads = gputest::alloc<unsigned>(N),
           *DCodes = gputest::alloc<unsigned>(N);
  std::vector<unsigned> WantCodes(N), WantBads(N, 0), WantFree(N, 0);
  std::vector<uint32_t> WantSums(N);
  for (unsigned Round = 0; Round < 4; ++Round) {
    gputest::poison(DSlots, N);
    gputest::poison(DCodes, N);
    produce<<<Blocks, Threads>>>(DSizes, DKinds, DSlots, DCodes, Round);
    CK_SYNC();
    for (unsigned T = 0; T < N; ++T) {
      WantCodes[T] = Kinds[T] == KNone ? 1 : 3;
      WantSums[T] = Kinds[T] == KNone ? 0 : expectedSum(T, Sizes[T], Round);
    }
    Test.compare("produce codes", gputest::download(DCodes, N), WantCodes);
    gputest::poison(DSums, N);
    gputest::poison(DBads, N);
    check<<<Blocks, Threads>>>(DSizes, DSlots, DSums, DBads, Round);
    CK_SYNC();
    Test.compare("check sums", gputest::download(DSums, N), WantSums);
    Test.compare("check bad bytes", gputest::download(DBads, N), WantBads);
    unsigned *DPerm = gputest::upload(permutation(Test, N));
    gputest::poison(DCodes, N);
    release<<<Blocks, Threads>>>(DPerm, DKinds, DSlots, DCodes);
    CK_SYNC();
    Test.compare("release codes", gputest::download(DCodes, N), WantFree);
    CK(cudaFree(DPerm));
  }
}

static void holdPhase(gputest::Test &Test) {
  constexpr unsigned N = HeldThreads;
  auto **DSlots = gputest::alloc<unsigned char *>(N * Held);
  unsigned *DCodes = gputest::alloc<unsigned>(N),
           *DBads = gputest::alloc<unsigned>(N);
  for (unsigned Round = 0; Round < 2; ++Round) {
    gputest::poison(DSlots, N * Held);
    gputest::poison(DCodes, N);
    hold<<<HeldBlocks, Threads>>>(DSlots, DCodes);
    CK_SYNC();
    Test.compare("hold codes", gputest::download(DCodes, N),
                 std::vector<unsigned>(N, Held));
    gputest::poison(DBads, N);
    checkHeld<<<HeldBlocks, Threads>>>(DSlots, DBads);
    CK_SYNC();
    Test.compare("hold bad buffers", gputest::download(DBads, N),
                 std::vector<unsigned>(N, 0));
    unsigned *DPerm = gputest::upload(permutation(Test, N));
    gputest::poison(DCodes, N);
    releaseHeld<<<HeldBlocks, Threads>>>(DPerm, DSlots, DCodes);
    CK_SYNC();
    Test.compare("release held codes", gputest::download(DCodes, N),
                 std::vector<unsigned>(N, 0));
    CK(cudaFree(DPerm));
  }
}

int main() {
  gputest::Test Test("alloc_program");
  // Room for every build's buffers as written (hold: 128 MiB at once).
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(512) << 20));
  escapePhase(Test);
  holdPhase(Test);
  return Test.finish();
}
