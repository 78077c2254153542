// Shared by the red team of -dpagg-auto-grid and storedOnce (ag_*.cu;
// merge df86331): GPUTest.cuh's checks, a 160-byte by-value parameter that
// a parent block computes from its own block number (uniform in the block,
// different between blocks: stored once per block record, the record's
// common part), the child that hashes everything it got, its CPU model,
// and a host watchdog over several streams (AG_WATCHDOG_S, default 8 s:
// prints HANG and exits 3).
#ifndef DPAGG_TEST_REDTEAM_AG_CUH
#define DPAGG_TEST_REDTEAM_AG_CUH

#include "../../GPU/Inputs/GPUTest.cuh"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace ag {
using gputest::hash;

/// 160 bytes by value.
struct Big {
  uint32_t W[40];
};

/// Block \p B's struct in a grid salted \p Salt (host and device alike).
__host__ __device__ inline Big bigOf(uint32_t B, uint32_t Salt) {
  Big S;
#pragma unroll
  for (int K = 0; K < 40; ++K)
    S.W[K] = hash(B, (uint32_t)K, Salt);
  return S;
}
__host__ __device__ inline uint32_t fold(const Big &S) {
  uint32_t F = 0x1234u;
  for (int K = 0; K < 40; ++K)
    F = hash(F, S.W[K]);
  return F;
}

/// The linear block number, x fastest (what the parent computes).
__device__ inline uint32_t linearBlock() {
  return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}

/// What element I of parent P's child writes (a grid of G blocks of Bx
/// threads).
__host__ __device__ inline uint32_t value(uint32_t P, uint32_t I, uint32_t Bx,
                                          uint32_t G, uint32_t Salt,
                                          uint32_t BV, uint32_t F) {
  return hash(P, I, I / Bx, I % Bx, Bx, G, Salt, BV, F);
}

/// The child every program launches: N elements of parent P; BV and S are
/// what the parent's block computed (uniform in the block).
__global__ void child(uint32_t *Out, int N, uint32_t P, uint32_t Salt,
                      uint32_t BV, Big S) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = value(P, I, blockDim.x, gridDim.x, Salt, BV, fold(S));
}

/// The CPU's model of child's output for parent P in block B.
inline void model(std::vector<uint32_t> &Want, size_t Off, int N, uint32_t P,
                  uint32_t Bx, uint32_t Salt, uint32_t BV, uint32_t B) {
  uint32_t F = fold(bigOf(B, Salt));
  uint32_t G = (N + Bx - 1) / Bx;
  for (int I = 0; I < N; ++I)
    Want[Off + I] = value(P, I, Bx, G, Salt, BV, F);
}

/// Waits for every stream in \p S (and the device); HANG, exit 3, after the
/// watchdog's seconds.
inline void waitOrHang(const char *What, const std::vector<cudaStream_t> &S) {
  double Limit = 8;
  if (const char *E = getenv("AG_WATCHDOG_S"))
    Limit = atof(E);
  CK(cudaGetLastError());
  auto Start = std::chrono::steady_clock::now();
  for (cudaStream_t St : S) {
    cudaError_t E;
    while ((E = cudaStreamQuery(St)) == cudaErrorNotReady) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        Start)
              .count() > Limit) {
        printf("HANG %s: not finished after %.0f s\n", What, Limit);
        fflush(stdout);
        std::_Exit(3);
      }
    }
    CK(E);
  }
  CK(cudaDeviceSynchronize());
}

} // namespace ag

#endif
