// Shared by the rj_*.cu red-team programs of the warp rejoin
// (passes/Transforms/Aggregation/RejoinPlan.cpp). Host helpers: checked
// CUDA calls, a watchdog that turns a hang into FAIL (exit 3), a raised
// pending-launch limit so the base build (one launch per lane) fits.
#pragma once
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>

#define CK(X)                                                                  \
  do {                                                                         \
    cudaError_t E_ = (X);                                                      \
    if (E_ != cudaSuccess) {                                                   \
      std::printf("FAIL: %s:%d %s: %s\n", __FILE__, __LINE__, #X,             \
                  cudaGetErrorString(E_));                                     \
      std::fflush(stdout);                                                     \
      _exit(2);                                                                \
    }                                                                          \
  } while (0)

namespace rj {
inline void setup() {
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32768));
}
// Waits for the device with a time limit: a hang prints FAIL and exits 3
// (the process exit tears the context down).
inline void waitOrDie(const char *What, double Seconds = 10.0) {
  auto T0 = std::chrono::steady_clock::now();
  for (;;) {
    cudaError_t E = cudaStreamQuery(0);
    if (E == cudaSuccess)
      break;
    if (E != cudaErrorNotReady) {
      std::printf("FAIL: %s: %s\n", What, cudaGetErrorString(E));
      std::fflush(stdout);
      _exit(2);
    }
    double S = std::chrono::duration<double>(
                   std::chrono::steady_clock::now() - T0)
                   .count();
    if (S > Seconds) {
      std::printf("FAIL: %s: no completion after %.0f s (hang)\n", What, S);
      std::fflush(stdout);
      _exit(3);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
}
} // namespace rj

// Device: a bounded spin on a flag another lane sets (volatile, as the
// CUDA guide's producer/consumer under independent thread scheduling); the
// bound (about 2 s) only keeps a broken build from hanging forever.
__device__ inline bool rjWaitFlag(volatile int *F) {
  long long T0 = clock64();
  while (*F == 0)
    if (clock64() - T0 > 4000000000LL)
      return false;
  __threadfence();
  return true;
}
