// Threads pass different numbers of __syncthreads before returning: warps
// 0,1 run the loop twice, warps 2,3 once; every path to the return passes a
// barrier (the trailing one), so rule (10)'s CleanExit is empty.
// Without DPAgg (sm_70+): barrier #1 all 128, barrier #2 = warps 0,1 (2nd
// loop barrier) + warps 2,3 (trailing), then warps 2,3 exit and count as
// arrived at warps 0,1's trailing barrier (the premise of ip_exit_conv).
// In place: warps 2,3 wait at the loop's barrier 0 (meet) while warps 0,1
// wait at the body's trailing barrier 0: they complete each other; warps
// 2,3 read the record's flag before thread 0 links (it links after the
// trailing barrier), see no link, free the record and return for good.
#include <cstdint>
constexpr int B = 128, Steps = 40;
__global__ void kCount(uint32_t *Out, int I) {
  int T = threadIdx.x;
  __shared__ uint32_t S[B];
  int N = T < 64 ? 2 : 1;          // warp-uniform, block-divergent
  for (int K = 0; K < N; ++K) {
    S[T] = I * 1000 + T + K;
    __syncthreads();
  }
  __syncthreads();
  Out[I * B + T] = S[B - 1 - T];
  if (T == 0 && I + 1 < Steps)
    kCount<<<1, B>>>(Out, I + 1);
}
