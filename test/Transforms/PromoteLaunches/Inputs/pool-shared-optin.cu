// PA's opt-in rule (PromotionPlan.cpp, poolNeedsNoOptIn): a block of a pool
// (K'', and the head's K.dpagg.chain) needs K's static shared memory, the
// pool's 4-byte index and the link's constant dynamic shared memory, and
// the host cannot opt those internal kernels in to more than 48 KiB.
#define CHAIN(Name, Dyn)                                                       \
  __global__ void Name(unsigned *V, int N) {                                   \
    extern __shared__ unsigned D[];                                            \
    D[threadIdx.x] = threadIdx.x + N;                                          \
    __syncthreads();                                                           \
    if (threadIdx.x == 0)                                                      \
      V[N] = D[5];                                                             \
    if (threadIdx.x == 0 && N > 0)                                             \
      Name<<<1, 64, Dyn>>>(V, N - 1);                                          \
  }
CHAIN(optin, 60 * 1024)    // refused: needs the host's opt-in
CHAIN(edge, 48 * 1024 - 4) // promoted: 4 + 49,148 bytes
CHAIN(over, 48 * 1024)     // refused: 4 bytes over

// refused: 4,096 static + 4 + 45,056 dynamic
__global__ void mixed(unsigned *V, int N) {
  __shared__ unsigned S[1024];
  extern __shared__ unsigned D[];
  S[threadIdx.x] = threadIdx.x;
  D[threadIdx.x] = N;
  __syncthreads();
  if (threadIdx.x == 0)
    V[N] = S[3] + D[4];
  if (threadIdx.x == 0 && N > 0)
    mixed<<<1, 64, 44 * 1024>>>(V, N - 1);
}
