// Chains of one-block grids (issue 24, item 5; TailChainPlan.cpp).
#include <cuda_runtime.h>

// A prefix-sum chain: one block scans its 256 values, thread 0 launches the
// next step with the carry. Tail-chained.
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

// The same chain whose launching thread first spins on a flag: a thread may
// wait for another outside barriers (rule 4), so left as written.
__global__ void spin_step(volatile int *Flag, int Steps, int I) {
  if (threadIdx.x == 0) {
    while (*Flag == 0) {
    }
    if (I + 1 < Steps)
      spin_step<<<1, 32>>>(Flag, Steps, I + 1);
  }
}

__global__ void leaf(int *Out) { Out[threadIdx.x] = 1; }

// The chain's kernel launches something else too (rule 3).
__global__ void two_step(int *Out, int Steps, int I) {
  if (threadIdx.x == 0) {
    leaf<<<1, 32>>>(Out);
    if (I + 1 < Steps)
      two_step<<<1, 32>>>(Out, Steps, I + 1);
  }
}

// Into fire-and-forget, not the NULL stream (rule 2).
__global__ void ff_step(int *Out, int Steps, int I) {
  Out[I] = I;
  if (threadIdx.x == 0 && I + 1 < Steps)
    ff_step<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, Steps, I + 1);
}

// Every thread launches: not a chain of one launcher (rule 1).
__global__ void fan_step(int *Out, int Steps, int I) {
  if (I + 1 < Steps)
    fan_step<<<1, 32>>>(Out, Steps, I + 1);
}
