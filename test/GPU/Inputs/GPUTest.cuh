//===- GPUTest.cuh - what every end-to-end GPU test program uses ---*- CUDA -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A test program computes a CPU reference from fresh random input, poisons
// its device output (0xFF bytes), runs the kernels, and compares. It exits 0
// only when every output equals the reference, 1 on a wrong result, 2 on a
// CUDA error. The seed is printed; DPAGG_SEED=<seed> reproduces a run.
//
//   gputest::Test T("name");                 // prints the seed
//   T.pendingLaunches(n);                    // before the first kernel
//   int *d = gputest::alloc<int>(n); gputest::poison(d, n);
//   kernel<<<g, b>>>(...); CK_SYNC();        // last error + synchronize
//   T.compare("out", gputest::download(d, n), ref);
//   return T.finish();                       // PASS/FAIL, the exit code
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TEST_GPU_GPUTEST_CUH
#define DPAGG_TEST_GPU_GPUTEST_CUH

#include <cuda_runtime.h>

#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

// Every CUDA call goes through CK: on error print where and why, exit 2.
#define CK(x) ::gputest::check((x), #x, __FILE__, __LINE__)

namespace gputest {

inline void check(cudaError_t E, const char *What, const char *File,
                  int Line) {
  if (E == cudaSuccess)
    return;
  fprintf(stderr, "%s:%d: %s: %s (%s)\n", File, Line, What,
          cudaGetErrorName(E), cudaGetErrorString(E));
  exit(2);
}

/// After kernel launches, CK_SYNC() checks launch errors, then errors while
/// the kernels ran.
#define CK_SYNC() ::gputest::syncAt(__FILE__, __LINE__)

inline void syncAt(const char *File, int Line) {
  check(cudaGetLastError(), "cudaGetLastError()", File, Line);
  check(cudaDeviceSynchronize(), "cudaDeviceSynchronize()", File, Line);
}

/// Mixes values into a 32-bit hash, identically on host and device. Children
/// write hashes of their coordinates and arguments, so a wrongly
/// reconstructed blockIdx/threadIdx/blockDim/gridDim or argument shows.
__host__ __device__ inline uint32_t mix(uint32_t H, uint32_t V) {
  H ^= V * 0xcc9e2d51u;
  H = (H << 15) | (H >> 17);
  return H * 0x1b873593u + 0xe6546b64u;
}
template <class... Ts> __host__ __device__ inline uint32_t hash(Ts... Vs) {
  uint32_t H = 0x9e3779b9u;
  ((H = mix(H, (uint32_t)Vs)), ...);
  return H ^ (H >> 16);
}

/// A register-heavy value: NV values live across the back edge of a loop
/// whose trip count (\p Rounds) is only known at run time, so ptxas cannot
/// recompute them and each takes a register (children that need more
/// registers than DPAgg's bound of 64: heavy_child_blocks, the red team's
/// unb7_* programs).
template <int NV>
__host__ __device__ __forceinline__ uint32_t heavyValue(uint32_t V, int P,
                                                        unsigned T,
                                                        int Rounds) {
  uint32_t A[NV];
#pragma unroll
  for (int I = 0; I < NV; ++I)
    A[I] = hash(V, P, T, I);
#pragma unroll 1
  for (int R = 0; R < Rounds; ++R) {
    uint32_t First = A[0];
#pragma unroll
    for (int I = 0; I < NV - 1; ++I)
      A[I] = A[I] * 33 + (A[I + 1] ^ (uint32_t)R);
    A[NV - 1] = A[NV - 1] * 33 + (First ^ (uint32_t)R);
  }
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < NV; ++I)
    Acc = Acc * 31 + A[I];
  return Acc;
}

/// splitmix64: small, fast, and the same sequence everywhere for one seed.
struct Rng {
  uint64_t S;
  uint64_t next() {
    uint64_t Z = (S += 0x9e3779b97f4a7c15ull);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
    return Z ^ (Z >> 31);
  }
  /// Uniform in [Lo, Hi], both included.
  int range(int Lo, int Hi) {
    return Lo + (int)(next() % (uint64_t)(Hi - Lo + 1));
  }
  /// True with probability P.
  bool chance(double P) { return (next() >> 11) * 0x1.0p-53 < P; }
  double unit() { return (next() >> 11) * 0x1.0p-53; }
};

template <class T> T *alloc(size_t N) {
  T *P = nullptr;
  CK(cudaMalloc(&P, (N ? N : 1) * sizeof(T)));
  return P;
}
template <class T> T *upload(const std::vector<T> &H) {
  T *P = alloc<T>(H.size());
  CK(cudaMemcpy(P, H.data(), H.size() * sizeof(T), cudaMemcpyHostToDevice));
  return P;
}
template <class T> std::vector<T> download(const T *D, size_t N) {
  std::vector<T> H(N);
  CK(cudaMemcpy(H.data(), D, N * sizeof(T), cudaMemcpyDeviceToHost));
  return H;
}
/// Fill device output with 0xFF bytes so nothing stale can pass as a result.
template <class T> void poison(T *D, size_t N) {
  CK(cudaMemset(D, 0xFF, N * sizeof(T)));
  CK(cudaDeviceSynchronize());
}

class Test {
public:
  Rng R;

  explicit Test(const char *Name) : Name(Name) {
    uint64_t Seed;
    if (const char *E = getenv("DPAGG_SEED"))
      Seed = strtoull(E, nullptr, 0);
    else
      Seed = (uint64_t)std::chrono::high_resolution_clock::now()
                 .time_since_epoch()
                 .count();
    R.S = Seed;
    printf("%s: seed %" PRIu64 " (DPAGG_SEED=%" PRIu64 " reproduces)\n", Name,
           Seed, Seed);
    fflush(stdout);
  }

  /// Slots of the device-side pending-launch pool (default 2048; a launch
  /// that finds it full is silently dropped). Call before any kernel.
  void pendingLaunches(size_t N) {
    CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, N));
  }

  /// Compares element by element and prints the first mismatches. Returns 0
  /// when equal, 1 otherwise; finish() reports the sum.
  template <class T>
  int compare(const char *What, const std::vector<T> &Got,
              const std::vector<T> &Want) {
    size_t Bad = Got.size() == Want.size() ? 0 : 1, Shown = 0;
    for (size_t I = 0; I < Got.size() && I < Want.size(); ++I) {
      if (Got[I] == Want[I])
        continue;
      if (++Bad, Shown++ < 10)
        printf("  %s[%zu]: got 0x%llx, want 0x%llx\n", What, I,
               (unsigned long long)Got[I], (unsigned long long)Want[I]);
    }
    printf("%s %s: %zu of %zu wrong\n", Bad ? "FAIL" : "ok  ", What, Bad,
           Want.size());
    Failed += Bad != 0;
    return Bad != 0;
  }

  /// Prints PASS or FAIL; the program's exit code.
  int finish() {
    printf("%s %s\n", Failed ? "FAIL" : "PASS", Name);
    return Failed ? 1 : 0;
  }

private:
  const char *Name;
  int Failed = 0;
};

} // namespace gputest

#endif // DPAGG_TEST_GPU_GPUTEST_CUH
