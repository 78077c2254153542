// Chains that continue in their own block (TailChainPlan.cpp, "In place").
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
