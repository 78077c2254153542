// Diagnostic only (.gpu/hang): per-thread phase trace of the probe kernel into
// mapped host memory, which the host reads while the kernel hangs.
// Slot of thread gid (1-D grids only): 4 words
//   [0] phase | Members << 32   [1] globaltimer ns at the last phase
//   [2] Took | Total << 8 | N << 24 | Owner << 32 | last launch err << 40
//   [3] longest device-runtime call in ns << 8 | the phase it started in
#ifndef DPAGG_HANG_TRACE_CUH
#define DPAGG_HANG_TRACE_CUH
extern "C" __device__ unsigned long long *dpagg_dbg;
extern "C" __device__ unsigned dpagg_dbg_threads;
namespace dpagg_rt {
__device__ __forceinline__ unsigned long long dbgNow() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}
__device__ __forceinline__ volatile unsigned long long *dbgSlot() {
  unsigned long long *P = *(unsigned long long *volatile *)&dpagg_dbg;
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  if (!P || G >= *(volatile unsigned *)&dpagg_dbg_threads || gridDim.y != 1 ||
      blockDim.y != 1)
    return nullptr;
  return P + 4ull * G;
}
[[maybe_unused]] static __device__ __noinline__ void dbgPhase(unsigned Ph) {
  if (volatile unsigned long long *S = dbgSlot()) {
    S[0] = (S[0] & ~0xffffffffull) | Ph;
    S[1] = dbgNow();
  }
}
[[maybe_unused]] static __device__ __noinline__ void dbgMembers(unsigned M) {
  if (volatile unsigned long long *S = dbgSlot())
    S[0] = (S[0] & 0xffffffffull) | (unsigned long long)M << 32;
}
[[maybe_unused]] static __device__ __noinline__ void dbgInfo(unsigned long long Mask,
                                     unsigned long long V) {
  if (volatile unsigned long long *S = dbgSlot())
    S[2] = (S[2] & ~Mask) | (V & Mask);
}
/// Call after a device-runtime call that began at \p T0 in phase \p Ph.
[[maybe_unused]] static __device__ __noinline__ void dbgCall(unsigned long long T0, unsigned Ph) {
  if (volatile unsigned long long *S = dbgSlot()) {
    unsigned long long D = dbgNow() - T0;
    if ((S[3] >> 8) < D)
      S[3] = D << 8 | Ph;
  }
}
} // namespace dpagg_rt
#define DBG_PH(P) ::dpagg_rt::dbgPhase(P)
#endif
