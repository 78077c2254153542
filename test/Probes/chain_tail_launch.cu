// chain_tail_launch: how deep can a chain of single-block grids go, each
// launching the next from one thread at its end, when the link is launched
// into the NULL stream, into cudaStreamFireAndForget, or into
// cudaStreamTailLaunch? (issue 24, item 5: a chain's launch that is the last
// thing its thread does and that nothing in the parent can observe.)
//
// The chain is a prefix sum over Steps x 256 values: step I (one block of 256
// threads) scans its 256 values plus the carry its parent passed, writes
// them, and thread 0 launches step I + 1 with the new carry. The host checks
// every output against a CPU prefix sum (outputs poisoned first) and every
// CUDA return code; the device records the first failed launch's error.
//
// Build: utils/dpagg-clang++ --dpagg-disable -O3 test/Probes/chain_tail_launch.cu -o chain
// Run:   ./chain   (prints one line per stream and depth; results in
//        chain_tail_launch-results.md)
#include <cuda_runtime.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t E_ = (x);                                                      \
    if (E_ != cudaSuccess) {                                                   \
      printf("%s: %s\n", #x, cudaGetErrorString(E_));                          \
      return -1;                                                               \
    }                                                                          \
  } while (0)

__device__ int FirstError;
__device__ int Deepest;

__global__ void step(const int *In, long long *Out, int Steps, int I,
                     long long Carry, int Stream) {
  __shared__ long long S[256];
  int T = threadIdx.x;
  S[T] = In[(size_t)I * 256 + T];
  __syncthreads();
  for (int D = 1; D < 256; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  Out[(size_t)I * 256 + T] = S[T] + Carry;
  if (T == 0) {
    atomicMax(&Deepest, I);
    if (I + 1 < Steps) {
      cudaStream_t St = Stream == 0   ? (cudaStream_t)0
                        : Stream == 1 ? cudaStreamFireAndForget
                                      : cudaStreamTailLaunch;
      // V2 by hand: clang's own (V1) launches into the named streams fail
      // (platform-facts.md section 1).
      void *Buf = cudaGetParameterBufferV2((void *)step, dim3(1), dim3(256), 0);
      cudaError_t E = cudaErrorMemoryAllocation;
      if (Buf) {
        char *P = (char *)Buf;
        *(const int **)(P + 0) = In;
        *(long long **)(P + 8) = Out;
        *(int *)(P + 16) = Steps;
        *(int *)(P + 20) = I + 1;
        *(long long *)(P + 24) = S[255] + Carry;
        *(int *)(P + 32) = Stream;
        E = cudaLaunchDeviceV2(Buf, St);
      }
      if (E != cudaSuccess)
        atomicCAS(&FirstError, 0, (int)E);
    }
  }
}

static int run(int Stream, int Steps, const std::vector<int> &In) {
  const char *Names[] = {"NULL", "fire-and-forget", "tail"};
  size_t N = (size_t)Steps * 256;
  int *DIn;
  long long *DOut;
  CK(cudaMalloc(&DIn, N * sizeof(int)));
  CK(cudaMalloc(&DOut, N * sizeof(long long)));
  CK(cudaMemcpy(DIn, In.data(), N * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemset(DOut, 0xff, N * sizeof(long long)));
  int Zero = 0;
  CK(cudaMemcpyToSymbol(FirstError, &Zero, sizeof Zero));
  CK(cudaMemcpyToSymbol(Deepest, &Zero, sizeof Zero));
  CK(cudaDeviceSynchronize());
  auto T0 = std::chrono::steady_clock::now();
  step<<<1, 256>>>(DIn, DOut, Steps, 0, 0, Stream);
  cudaError_t L = cudaGetLastError(), S = cudaDeviceSynchronize();
  double Ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - T0)
                  .count();
  std::vector<long long> Got(N);
  CK(cudaMemcpy(Got.data(), DOut, N * sizeof(long long),
                cudaMemcpyDeviceToHost));
  int Err = 0, Deep = 0;
  CK(cudaMemcpyFromSymbol(&Err, FirstError, sizeof Err));
  CK(cudaMemcpyFromSymbol(&Deep, Deepest, sizeof Deep));
  long long Acc = 0;
  size_t Wrong = 0;
  for (size_t K = 0; K < N; ++K) {
    Acc += In[K];
    Wrong += Got[K] != Acc;
  }
  printf("%-16s steps %7d: %s (%zu of %zu wrong), deepest step %d, first "
         "device launch error %d, host launch %d, sync %d, %.2f ms, %.2f "
         "us/step\n",
         Names[Stream], Steps, Wrong ? "WRONG" : "ok", Wrong, N, Deep, Err,
         (int)L, (int)S, Ms, Ms * 1000.0 / Steps);
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
  return Wrong ? 1 : 0;
}

int main() {
  int Bad = 0;
  for (int Steps : {20, 2000, 3000, 10000, 100000}) {
    std::vector<int> In((size_t)Steps * 256);
    uint64_t X = 88172645463325252ull + Steps;
    for (int &V : In) {
      X ^= X << 13, X ^= X >> 7, X ^= X << 17;
      V = (int)(X % 1000);
    }
    for (int Stream = 0; Stream < 3; ++Stream)
      Bad += run(Stream, Steps, In) != 0;
  }
  return Bad ? 1 : 0;
}
