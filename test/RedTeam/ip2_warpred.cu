// A common pattern: bounds check, then a full-mask warp reduction. Valid
// CUDA: "all non-exited threads named in mask must execute the same
// intrinsic" (Programming Guide, warp shuffle / __syncwarp). No CTA
// barrier anywhere, so rule (10) sees nothing. In place, the lanes that
// return (T >= N) do not exit: they wait at the loop's barrier 0, so the
// full-mask shuffle of the remaining lanes names non-exited lanes that
// never execute it (undefined in PTX; in practice a hang: the shuffle's
// warp sync waits for lanes blocked at the CTA barrier, which waits for it).
#include <cstdint>
constexpr int B = 64, N = 48, Steps = 40;   // warp 1: lanes 16..31 leave
__global__ void kWarpRed(unsigned long long *Sum, int I) {
  int T = threadIdx.x;
  if (T >= N)
    return;
  uint32_t V = I * 100 + T;
  // xor partners stay within each 16-lane half: in warp 1 only lanes
  // 0..15 (T 32..47) are alive, and they read only each other.
  for (int O = 8; O > 0; O >>= 1)
    V += __shfl_xor_sync(0xffffffffu, V, O);
  if ((T & 15) == 0)
    atomicAdd(&Sum[I], (unsigned long long)V);
  if (T == 0 && I + 1 < Steps)
    kWarpRed<<<1, B>>>(Sum, I + 1);
}

// Host (for a GPU run): kWarpRed<<<1, B>>>(Sum, 0); sync; expect
// Sum[I] == sum_{T<48} (100*I + T) for every I < Steps. Without DPAgg: right.
// In place: hang (or garbage for warp 1 if the shuffle does not wait).
