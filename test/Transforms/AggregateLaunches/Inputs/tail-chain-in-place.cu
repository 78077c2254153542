// Chains that continue in their own block (InPlacePlan.cpp).
#include <cuda_runtime.h>

// A prefix-sum chain: in place.
__global__ void scan_step(const int *In, long long *Out, int Steps, int I,
                          long long Carry) {
  __shared__ long long S[256];
  int T = threadIdx.x;
  S[T] = In[I * 256 + T];
  __syncthreads();
  for (int D = 1; D < 256; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  Out[I * 256 + T] = S[T] + Carry;
  if (T == 0 && I + 1 < Steps)
    scan_step<<<1, 256>>>(In, Out, Steps, I + 1, S[255] + Carry);
}

// Threads past N leave before the barrier (rule 10): not in place.
__global__ void early_step(int *Out, int N, int Steps, int I) {
  __shared__ int S[256];
  int T = threadIdx.x;
  if (T >= N)
    return;
  S[T] = T + I;
  __syncthreads();
  Out[I * 256 + T] = S[N - 1 - T];
  if (T == 0 && I + 1 < Steps)
    early_step<<<1, 256>>>(Out, N, Steps, I + 1);
}

// Every thread leaves at once where the chain is empty (a uniform branch,
// then the barrier): in place.
__global__ void uniform_exit_step(int *Out, int Steps, int I) {
  __shared__ int S[128];
  if (Steps == 0)
    return;
  int T = threadIdx.x;
  S[T] = T * I;
  __syncthreads();
  Out[I * 128 + T] = S[127 - T];
  if (T == 0 && I + 1 < Steps)
    uniform_exit_step<<<1, 128>>>(Out, Steps, I + 1);
}

struct Pair {
  int A, B;
};

// A parameter passed as a struct (rule 8): not in place.
__global__ void pair_step(int *Out, Pair P, int Steps, int I) {
  Out[I * 32 + threadIdx.x] = P.A + P.B;
  if (threadIdx.x == 0 && I + 1 < Steps)
    pair_step<<<1, 32>>>(Out, Pair{P.B, P.A + P.B}, Steps, I + 1);
}

// Reads %gridid, which differs in a new grid (rule 9): not in place.
__global__ void gridid_step(long long *Out, int Steps, int I) {
  Out[I * 32 + threadIdx.x] = __nvvm_read_ptx_sreg_gridid();
  if (threadIdx.x == 0 && I + 1 < Steps)
    gridid_step<<<1, 32>>>(Out, Steps, I + 1);
}

// K -> L -> K (rule 7): tail-chained, not in place.
__global__ void pong(int *Out, int Steps, int I);
__global__ void ping(int *Out, int Steps, int I) {
  Out[I] = I;
  if (threadIdx.x == 0 && I + 1 < Steps)
    pong<<<1, 32>>>(Out, Steps, I + 1);
}
__global__ void pong(int *Out, int Steps, int I) {
  Out[I] = -I;
  if (threadIdx.x == 0 && I + 1 < Steps)
    ping<<<1, 32>>>(Out, Steps, I + 1);
}

// __ldg in the kernel itself: in place, as a plain load (rule 11: the grid
// now runs every step, so what a step reads may have been written by an
// earlier one).
__global__ void ldg_step(int *Buf, int Steps, int I) {
  int T = threadIdx.x;
  int V = I ? __ldg(&Buf[(I - 1) * 32 + T]) : 0;
  Buf[I * 32 + T] = V + T;
  if (T == 0 && I + 1 < Steps)
    ldg_step<<<1, 32>>>(Buf, Steps, I + 1);
}

// __ldg in a function the kernel calls (rule 11): not in place.
__device__ __noinline__ int readNC(const int *P) { return __ldg(P); }
__global__ void ldg_callee_step(int *Buf, int Steps, int I) {
  int T = threadIdx.x;
  int V = I ? readNC(&Buf[(I - 1) * 32 + T]) : 0;
  Buf[I * 32 + T] = V + T;
  if (T == 0 && I + 1 < Steps)
    ldg_callee_step<<<1, 32>>>(Buf, Steps, I + 1);
}

// Red team ip_exit_conv: warps 2 and 3 pass a __syncwarp and leave while
// warps 0 and 1 meet at a barrier (rule 10: only CTA barriers stop an
// exit path): not in place.
__global__ void syncwarp_exit_step(int *Out, int Steps, int I) {
  __shared__ int S[64];
  int T = threadIdx.x;
  if (T >= 64) {
    Out[I * 128 + T] = I;
    __syncwarp();
    return;
  }
  S[T] = T + I;
  __syncthreads();
  Out[I * 128 + T] = S[63 - T];
  if (T == 0 && I + 1 < Steps)
    syncwarp_exit_step<<<1, 128>>>(Out, Steps, I + 1);
}

// Red team ip_exit_conv: a callee whose threads may return past its
// barrier (rule 10): not in place.
__device__ __noinline__ void halfBarrier(int *S, int T) {
  if (T >= 64)
    return;
  S[T] = T;
  __syncthreads();
}
__global__ void callee_barrier_step(int *Out, int Steps, int I) {
  __shared__ int S[64];
  int T = threadIdx.x;
  halfBarrier(S, T);
  Out[I * 128 + T] = T < 64 ? S[63 - T] : I;
  if (T == 0 && I + 1 < Steps)
    callee_barrier_step<<<1, 128>>>(Out, Steps, I + 1);
}

// Red team ip_wide_params: 296 bytes of parameters, more than a record's
// slot of 256 (rule 8): not in place.
__global__ void wide_step(int *Out, long long A0, long long A1, long long A2,
                          long long A3, long long A4, long long A5,
                          long long A6, long long A7, long long A8,
                          long long A9, long long B0, long long B1,
                          long long B2, long long B3, long long B4,
                          long long B5, long long B6, long long B7,
                          long long B8, long long B9, long long C0,
                          long long C1, long long C2, long long C3,
                          long long C4, long long C5, long long C6,
                          long long C7, long long C8, long long C9,
                          long long D0, long long D1, long long D2,
                          long long D3, long long D4, int Steps, int I) {
  Out[I] = (int)(A0 + D4);
  if (threadIdx.x == 0 && I + 1 < Steps)
    wide_step<<<1, 32>>>(Out, A1, A2, A3, A4, A5, A6, A7, A8, A9, B0, B1, B2,
                         B3, B4, B5, B6, B7, B8, B9, C0, C1, C2, C3, C4, C5,
                         C6, C7, C8, C9, D0, D1, D2, D3, D4, A0, Steps, I + 1);
}

// Red team ip_alloca: stack memory of a size known at run time (rule 13):
// not in place.
__global__ void alloca_step(int *Out, int Len, int Steps, int I) {
  int *P = (int *)__builtin_alloca((unsigned long)Len * 4);
  for (int K = 0; K < Len; ++K)
    P[K] = K * I;
  Out[I * 32 + threadIdx.x] = P[threadIdx.x % Len];
  if (threadIdx.x == 0 && I + 1 < Steps)
    alloca_step<<<1, 32>>>(Out, Len, Steps, I + 1);
}

// Red team 2, warpred: threads past 48 leave, the others reduce with
// full-mask shuffles (valid: the leavers have exited); in place the leavers
// would wait at the loop's barrier instead (rule 10 b): not in place.
__global__ void warp_reduce_exit_step(int *Out, int Steps, int I) {
  int T = threadIdx.x;
  if (T >= 48)
    return;
  int V = T + I;
  for (int M = 8; M > 0; M /= 2)
    V += __shfl_xor_sync(0xffffffffu, V, M);
  atomicAdd(&Out[I], V);
  if (T == 0 && I + 1 < Steps)
    warp_reduce_exit_step<<<1, 64>>>(Out, Steps, I + 1);
}

// Red team 2, bcount: warps 0 and 1 pass one barrier more than warps 2 and
// 3 (rule 10 a): not in place.
__global__ void barrier_count_step(int *Out, int Steps, int I) {
  __shared__ int S[128];
  int T = threadIdx.x;
  int N = T < 64 ? 2 : 1;
  for (int K = 0; K < N; ++K) {
    S[T] = T + K + I;
    __syncthreads();
  }
  __syncthreads();
  Out[I * 128 + T] = S[127 - T];
  if (T == 0 && I + 1 < Steps)
    barrier_count_step<<<1, 128>>>(Out, Steps, I + 1);
}

// Red team 2, pingpong: In and Out swap at every link; __restrict__ holds
// for each step, not for the loop of all steps, so the parameters lose
// noalias in place.
__global__ void restrict_step(const int *__restrict__ In, int *__restrict__ Out,
                              int Steps, int I) {
  Out[threadIdx.x] = In[threadIdx.x] + 1;
  if (threadIdx.x == 0 && I + 1 < Steps)
    restrict_step<<<1, 32>>>(Out, (int *)In, Steps, I + 1);
}
