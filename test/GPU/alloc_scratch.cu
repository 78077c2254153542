// Allocation aggregation (issue 25, first slice; runtime/alloc.cu): device
// malloc/cudaMalloc scratch buffers whose pointer stays in the kernel and is
// freed there. Built without DPAgg (.base), with launch aggregation only
// (.dpagg, .warp: the allocations as written) and with
// -dpagg-aggregate-allocations=warp (.alloc), each checked against a CPU
// reference; each phase runs in a fresh context (cudaDeviceReset) so that
// the heap limit can be set before its first kernel.
//  1. Scratch: random kinds and sizes per thread (0, 1..300 bytes, not
//     multiples of 16), so the sites are divergent: malloc, cudaMalloc into
//     `T *q = nullptr`, no allocation (cudaFree(nullptr)), and malloc in a
//     loop. Each thread fills its whole buffer, meets the block at a
//     barrier, then checks every byte (an overlapping neighbour would have
//     overwritten some) and reads it with the widest access its size allows
//     (a 16-byte uint4 load for 16 bytes and more: a sub-buffer misaligned
//     to 16 faults, cudaErrorMisalignedAddress). Outputs poisoned first.
//     cudaMalloc's and cudaFree's codes must be what the allocator gives:
//     cudaSuccess with a pointer, or cudaErrorMemoryAllocation with null;
//     for 0 bytes any result consistent with itself and the same for every
//     thread of a kind (zeroSizeConsistent).
//  2. Pool pressure (pressurePhase): threads hold eight buffers each at
//     once, three times what the allocation pool holds, so groups that
//     find no room in it allocate per lane, as written; every result
//     exact.
//  3. Small heap (cudaLimitMallocHeapSize): one block asks for buffers of
//     1/8 of the largest one allocation the heap gives, so a warp's block
//     (4 times the largest, larger than a pool chunk) cannot be allocated
//     and every lane falls back to its own; some lanes' own allocations
//     fail. Invariants only (who fails is not deterministic): every buffer
//     it got is usable and disjoint, every code consistent with its
//     pointer, and at least one lane of the block succeeds (the first
//     alone always would).
//  4. With argument `bench [EVERY [SIZE]]`: of 65,536 threads, one in EVERY
//     (default 1) does cudaMalloc of SIZE bytes (default 64),
//     write them, cudaFree: the median of 7 kernel times (issue 25's
//     microbenchmark; compare .base with .alloc on one GPU).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/alloc_scratch.base
// RUN: %gpubin/alloc_scratch.dpagg
// RUN: %gpubin/alloc_scratch.alloc
#include "AllocBuffers.cuh"
#include "GPUTest.cuh"

#include <algorithm>
#include <cstring>

using namespace allocbuf;
using gputest::hash;

enum Kind : unsigned char { Malloc, CudaMalloc, None, LoopMalloc, NumKinds };
constexpr int LoopRounds = 3;

/// Codes: bit 0 the allocation's code is cudaSuccess, bit 1 the pointer is
/// non-null, bit 2 a code other than cudaSuccess or
/// cudaErrorMemoryAllocation, bit 3 cudaFree did not return cudaSuccess.
__global__ void scratch(const unsigned *Sizes, const unsigned char *Kinds,
                        uint32_t *Sums, unsigned *Bads, unsigned *Codes) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned N = Sizes[T], K = Kinds[T], Code = 0, Bad = 0;
  uint32_t Sum = 0;
  unsigned char *P = nullptr;
  if (K == Malloc) {
    P = static_cast<unsigned char *>(malloc(N));
    Code |= 1;
  } else if (K == CudaMalloc) {
    unsigned char *Q = nullptr;
    cudaError_t E = cudaMalloc(reinterpret_cast<void **>(&Q), N);
    Code |= E == cudaSuccess;
    Code |= (E != cudaSuccess && E != cudaErrorMemoryAllocation) << 2;
    P = Q;
  }
  Code |= (P != nullptr) << 1;
  if (P)
    fill(P, T, N, 0);
  __syncthreads(); // every neighbour has filled its buffer
  if (P)
    Sum = readBack(P, T, N, 0, Bad);
  __syncthreads();
  if (K == Malloc) {
    free(P);
  } else {
    // CudaMalloc's pointer, or null (None and LoopMalloc): cudaFree(nullptr)
    // is cudaSuccess.
    Code |= (cudaFree(P) != cudaSuccess) << 3;
  }
  if (K == LoopMalloc)
    for (unsigned R = 1; R <= LoopRounds; ++R) {
      unsigned M = N + R;
      auto *L = static_cast<unsigned char *>(malloc(M));
      if (!L) {
        Bad += 1000;
        continue;
      }
      fill(L, T, M, R);
      Sum = gputest::mix(Sum, readBack(L, T, M, R, Bad));
      free(L);
    }
  Sums[T] = Sum;
  Bads[T] = Bad;
  Codes[T] = Code;
}

/// A size of 0 is the allocator's business (cudaMalloc(&p, 0) returned an
/// error other than cudaErrorMemoryAllocation on the H100, driver
/// 580.159.04): any result consistent with itself. A pointer only with
/// success (malloc: Code bit 0 is always set, so never bit 2), and the
/// cudaFree of what it gave cudaSuccess; poisoned codes (0xFFFFFFFF) fail.
/// scratchPhase also asks that every thread of a kind get the same code for
/// 0 (the allocator's answer does not depend on who asks), so a build that
/// gave some size-0 lanes a sub-buffer and others the allocator's failure
/// fails.
static bool zeroSizeConsistent(unsigned K, unsigned Code) {
  if (Code & ~7u)
    return false;
  bool Success = Code & 1, Pointer = Code & 2, Other = Code & 4;
  if (Pointer && !Success)
    return false;
  if (K == Malloc)
    return Success && !Other;
  return K == CudaMalloc && !(Success && Other);
}

/// Every size-0 malloc got one code, and every size-0 cudaMalloc one code
/// (printed: what this allocator does for 0).
static void zeroSizeUniform(gputest::Test &Test,
                            const std::vector<unsigned> &Sizes,
                            const std::vector<unsigned char> &Kinds,
                            const std::vector<unsigned> &Codes) {
  for (unsigned K : {unsigned(Malloc), unsigned(CudaMalloc)}) {
    std::vector<unsigned> Got, Want;
    for (size_t T = 0; T < Sizes.size(); ++T)
      if (Sizes[T] == 0 && Kinds[T] == K)
        Got.push_back(Codes[T]);
    if (Got.empty())
      continue;
    Want.assign(Got.size(), Got[0]);
    printf("size 0, %s: %zu threads, code 0x%x\n",
           K == Malloc ? "malloc" : "cudaMalloc", Got.size(), Got[0]);
    Test.compare(K == Malloc ? "size 0 malloc uniform"
                             : "size 0 cudaMalloc uniform",
                 Got, Want);
  }
}

static int scratchPhase(gputest::Test &Test) {
  constexpr unsigned Blocks = 64, Threads = 256, N = Blocks * Threads;
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(256) << 20));
  std::vector<unsigned> Sizes(N);
  std::vector<unsigned char> Kinds(N);
  for (unsigned T = 0; T < N; ++T) {
    Kinds[T] = Test.R.range(0, NumKinds - 1);
    Sizes[T] = Test.R.chance(0.05) ? 0 : Test.R.range(1, 300);
  }
  unsigned *DSizes = gputest::upload(Sizes);
  unsigned char *DKinds = gputest::upload(Kinds);
  uint32_t *DSums = gputest::alloc<uint32_t>(N);
  unsigned *DBads = gputest::alloc<unsigned>(N),
           *DCodes = gputest::alloc<unsigned>(N);
  std::vector<uint32_t> WantSums(N);
  std::vector<unsigned> WantBads(N, 0), WantCodes(N);
  for (int Round = 0; Round < 3; ++Round) {
    gputest::poison(DSums, N);
    gputest::poison(DBads, N);
    gputest::poison(DCodes, N);
    scratch<<<Blocks, Threads>>>(DSizes, DKinds, DSums, DBads, DCodes);
    CK_SYNC();
    std::vector<unsigned> Codes = gputest::download(DCodes, N);
    for (unsigned T = 0; T < N; ++T) {
      unsigned K = Kinds[T], Sz = Sizes[T];
      bool Got = Codes[T] & 2;
      bool ZeroOk = Sz == 0 && zeroSizeConsistent(K, Codes[T]);
      WantCodes[T] = ZeroOk                             ? Codes[T]
                     : (K == Malloc || K == CudaMalloc) ? 3
                                                        : 0;
      bool Filled = (K == Malloc || K == CudaMalloc) && (Sz != 0 || Got);
      uint32_t S = Filled ? expectedSum(T, Sz, 0) : 0;
      if (K == LoopMalloc)
        for (unsigned R = 1; R <= LoopRounds; ++R)
          S = gputest::mix(S, expectedSum(T, Sz + R, R));
      WantSums[T] = S;
    }
    Test.compare("scratch codes", Codes, WantCodes);
    zeroSizeUniform(Test, Sizes, Kinds, Codes);
    Test.compare("scratch sums", gputest::download(DSums, N), WantSums);
    Test.compare("scratch bad bytes", gputest::download(DBads, N), WantBads);
  }
  return 0;
}

/// The largest single allocation the heap gives (halving from Limit). The
/// empty asm that takes the pointer keeps this site as written in every
/// build (AllocationRefusals.def): aggregated, a size that fits the
/// allocation pool would succeed whatever the heap holds.
__global__ void largest(size_t Limit, size_t *Out) {
  size_t Got = 0;
  for (size_t S = Limit; S >= 16 && !Got; S /= 2)
    if (void *P = malloc(S)) {
      asm volatile("" ::"l"(P));
      *static_cast<volatile char *>(P) = 1; // keeps the allocation
      Got = S;
      free(P);
    }
  *Out = Got;
}

/// Each thread cudaMallocs (odd lanes) or mallocs (even lanes) Size bytes,
/// fills, checks after the block's barrier, frees. Codes as in scratch.
__global__ void smallHeap(size_t Size, unsigned *Bads, unsigned *Codes) {
  unsigned T = threadIdx.x, Code = 0, Bad = 0;
  unsigned char *P;
  if (T % 2) {
    unsigned char *Q = nullptr;
    cudaError_t E = cudaMalloc(reinterpret_cast<void **>(&Q), Size);
    Code |= E == cudaSuccess;
    Code |= (E != cudaSuccess && E != cudaErrorMemoryAllocation) << 2;
    P = Q;
  } else {
    P = static_cast<unsigned char *>(malloc(Size));
    Code |= P != nullptr;
  }
  Code |= (P != nullptr) << 1;
  if (P)
    fill(P, T, Size, 7);
  __syncthreads();
  if (P)
    readBack(P, T, Size, 7, Bad);
  __syncthreads();
  if (T % 2)
    Code |= (cudaFree(P) != cudaSuccess) << 3;
  else
    free(P);
  Bads[T] = Bad;
  Codes[T] = Code;
}

/// Pool pressure: each thread holds up to PressureSites malloc buffers at
/// once (sizes 0 to 4096: a warp's block of one site is at most 128 KiB, so
/// it fits a chunk of the allocation pool), so 32 blocks of 256 threads ask
/// for about 100 MiB at once, three times the pool: the groups that find no
/// room allocate per lane from the heap (256 MiB, enough for every thread
/// alone).
/// Every site is its own line (a site's pointer may not be stored, so no
/// array of them): the macros name the eight.
constexpr unsigned PressureSites = 8, PressureMax = 4096;
#define PRESSURE_SITES(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7)

__global__ void pressure(const unsigned *Sizes, uint32_t *Sums, unsigned *Bads,
                         unsigned *Nulls) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x, Bad = 0, Null = 0;
  const unsigned *S = Sizes + size_t(T) * PressureSites;
  uint32_t Sum = 0;
#define PRESSURE_ALLOC(I)                                                      \
  auto *P##I = S[I] ? static_cast<unsigned char *>(malloc(S[I])) : nullptr;    \
  Null += S[I] && !P##I;                                                       \
  if (P##I)                                                                    \
    fill(P##I, T, S[I], I + 1);
  PRESSURE_SITES(PRESSURE_ALLOC)
  __syncthreads(); // every neighbour has filled its buffers
#define PRESSURE_CHECK(I)                                                      \
  if (P##I)                                                                    \
    Sum = gputest::mix(Sum, readBack(P##I, T, S[I], I + 1, Bad));
  PRESSURE_SITES(PRESSURE_CHECK)
  __syncthreads();
#define PRESSURE_FREE(I) free(P##I);
  PRESSURE_SITES(PRESSURE_FREE)
  Sums[T] = Sum;
  Bads[T] = Bad;
  Nulls[T] = Null;
}

static void pressurePhase(gputest::Test &Test) {
  constexpr unsigned Blocks = 32, Threads = 256, N = Blocks * Threads;
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(256) << 20));
  std::vector<unsigned> Sizes(size_t(N) * PressureSites);
  for (unsigned &Sz : Sizes)
    Sz = Test.R.chance(0.2) ? 0 : Test.R.range(1, PressureMax);
  std::vector<uint32_t> WantSums(N);
  for (unsigned T = 0; T < N; ++T) {
    uint32_t Sum = 0;
    for (unsigned I = 0; I < PressureSites; ++I)
      if (unsigned Sz = Sizes[size_t(T) * PressureSites + I])
        Sum = gputest::mix(Sum, expectedSum(T, Sz, I + 1));
    WantSums[T] = Sum;
  }
  unsigned *DSizes = gputest::upload(Sizes);
  uint32_t *DSums = gputest::alloc<uint32_t>(N);
  unsigned *DBads = gputest::alloc<unsigned>(N),
           *DNulls = gputest::alloc<unsigned>(N);
  for (int Round = 0; Round < 3; ++Round) { // chunks reused after a reset
    gputest::poison(DSums, N);
    gputest::poison(DBads, N);
    gputest::poison(DNulls, N);
    pressure<<<Blocks, Threads>>>(DSizes, DSums, DBads, DNulls);
    CK_SYNC();
    Test.compare("pressure sums", gputest::download(DSums, N), WantSums);
    Test.compare("pressure bad bytes", gputest::download(DBads, N),
                 std::vector<unsigned>(N, 0));
    Test.compare("pressure failed allocations", gputest::download(DNulls, N),
                 std::vector<unsigned>(N, 0));
  }
}

static void smallHeapPhase(gputest::Test &Test) {
  constexpr size_t Heap = size_t(1) << 20;
  constexpr unsigned Threads = 128;
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, Heap));
  size_t *DMax = gputest::alloc<size_t>(1);
  largest<<<1, 1>>>(Heap, DMax);
  CK_SYNC();
  size_t Max = gputest::download(DMax, 1)[0];
  printf("small heap: %zu bytes, largest allocation %zu\n", Heap, Max);
  unsigned *DBads = gputest::alloc<unsigned>(Threads);
  unsigned *DCodes = gputest::alloc<unsigned>(Threads);
  for (size_t Div : {8, 2, 64}) {
    size_t Size = Max / Div;
    gputest::poison(DBads, Threads);
    gputest::poison(DCodes, Threads);
    smallHeap<<<1, Threads>>>(Size, DBads, DCodes);
    CK_SYNC();
    std::vector<unsigned> Codes = gputest::download(DCodes, Threads);
    std::vector<unsigned> Bads = gputest::download(DBads, Threads);
    std::vector<unsigned> Consistent(Threads), Want(Threads, 1);
    unsigned Succeeded = 0;
    for (unsigned T = 0; T < Threads; ++T) {
      // Code bit 0 (success) must equal bit 1 (a pointer); no other bits.
      Consistent[T] = (Codes[T] & ~3u) == 0 &&
                      (Codes[T] & 1) == ((Codes[T] >> 1) & 1) && Bads[T] == 0;
      Succeeded += Codes[T] & 1;
    }
    printf("small heap: %u of %u threads got %zu bytes\n", Succeeded, Threads,
           Size);
    Test.compare("small heap consistent", Consistent, Want);
    Test.compare("small heap someone succeeded",
                 std::vector<unsigned>{Succeeded > 0},
                 std::vector<unsigned>{1});
  }
}

__global__ void benchKernel(unsigned Size, unsigned Every, unsigned *Out) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned *P = nullptr;
  unsigned V = 0;
  if (T % Every == 0 &&
      cudaMalloc(reinterpret_cast<void **>(&P), Size) == cudaSuccess) {
    for (unsigned I = 0; I < Size / 4; ++I)
      P[I] = T + I;
    V = P[T % (Size / 4)];
    cudaFree(P);
  }
  Out[T] = V;
}

/// \p Every: one thread in Every allocates (1: all; 32: one lane per warp,
/// groups of one); \p Size: bytes per thread (65,536 x 4096 is 8 times the
/// allocation pool: most groups fall back to the heap as written).
static void benchPhase(gputest::Test &Test, unsigned Every, unsigned Size) {
  constexpr unsigned Blocks = 256, Threads = 256, N = Blocks * Threads;
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(256) << 20));
  unsigned *DOut = gputest::alloc<unsigned>(N);
  cudaEvent_t Start, Stop;
  CK(cudaEventCreate(&Start));
  CK(cudaEventCreate(&Stop));
  benchKernel<<<Blocks, Threads>>>(Size, Every, DOut); // warm-up
  CK_SYNC();
  std::vector<float> Ms;
  for (int Rep = 0; Rep < 7; ++Rep) {
    gputest::poison(DOut, N);
    CK(cudaEventRecord(Start));
    benchKernel<<<Blocks, Threads>>>(Size, Every, DOut);
    CK(cudaEventRecord(Stop));
    CK_SYNC();
    float T;
    CK(cudaEventElapsedTime(&T, Start, Stop));
    Ms.push_back(T);
  }
  std::vector<unsigned> Want(N);
  for (unsigned T = 0; T < N; ++T)
    Want[T] = T % Every ? 0 : T + T % (Size / 4);
  Test.compare("bench values", gputest::download(DOut, N), Want);
  std::sort(Ms.begin(), Ms.end());
  printf("alloc_scratch bench: %u threads, 1 in %u: cudaMalloc(%u) + write + "
         "cudaFree: median %.3f ms (min %.3f, max %.3f)\n",
         N, Every, Size, Ms[3], Ms[0], Ms[6]);
}

int main(int Argc, char **Argv) {
  gputest::Test Test("alloc_scratch");
  bool Bench = Argc > 1 && !strcmp(Argv[1], "bench");
  scratchPhase(Test);
  CK(cudaDeviceReset());
  pressurePhase(Test);
  CK(cudaDeviceReset());
  smallHeapPhase(Test);
  if (Bench) {
    CK(cudaDeviceReset());
    benchPhase(Test, Argc > 2 ? (unsigned)atoi(Argv[2]) : 1,
               Argc > 3 ? (unsigned)atoi(Argv[3]) : 64);
  }
  return Test.finish();
}
