// Shared by the red team of the warp gate (test/RedTeam/gate_*.cu; runtime/
// DPAggRuntime.cuh, "The warp gate"): GPUTest.cuh's checks, plus a host
// watchdog (a kernel that has not finished after GATE_WATCHDOG_S seconds,
// default 20, prints HANG and exits 3: the known hang never returns) and
// the device's clock for timing single launches.
#ifndef DPAGG_TEST_REDTEAM_GATE_CUH
#define DPAGG_TEST_REDTEAM_GATE_CUH

#include "../../GPU/Inputs/GPUTest.cuh"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace gate {

/// Nanoseconds of the device's global timer (the gate's own clock).
__device__ __forceinline__ unsigned long long now() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}

/// Waits for the NULL stream's work; prints HANG and exits 3 after the
/// watchdog's seconds. Returns the wall time in ms from \p Start.
inline double waitOrHang(const char *What,
                         std::chrono::steady_clock::time_point Start) {
  double Limit = 20;
  if (const char *E = getenv("GATE_WATCHDOG_S"))
    Limit = atof(E);
  CK(cudaGetLastError());
  cudaError_t E;
  while ((E = cudaStreamQuery(0)) == cudaErrorNotReady) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count() > Limit) {
      printf("HANG %s: not finished after %.0f s\n", What, Limit);
      fflush(stdout);
      std::_Exit(3);
    }
  }
  CK(E);
  CK(cudaDeviceSynchronize());
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - Start)
      .count();
}

} // namespace gate

#endif
