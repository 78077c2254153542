// Is the NULL-stream hang CUDA's own? (session 8, for the next session's
// first GPU run; not yet run.) No DPAgg: a grid-stride loop whose threads
// launch into the block's NULL stream, the pattern of null_stream_pool_full,
// in four modes:
//   0  clang's <<<>>> (what the build without DPAgg runs; passes there)
//   1  cudaGetParameterBufferV2 + cudaLaunchDeviceV2 per thread (what
//      DPAgg's runtime calls when a thread launches alone)
//   2  mode 1, after the warp's lowest active lane first launched one more
//      grid by itself (an "aggregate" followed by a full-pool fallback in
//      which every lane launches alone: the mix the watchdog caught)
//   3  mode 2 with the lanes' own launches made one lane at a time
// Each child adds 1 to its launcher's counter; the host checks the counts.
// A host watchdog polls the kernel and prints HANG and exits 3 after
// WATCHDOG seconds (default 10). Usage: v2_mix MODE [THREADS] [N] [LIMIT]
// (LIMIT: cudaLimitDevRuntimePendingLaunchCount, default CUDA's).
// Build (here): dpagg-clang++ --dpagg-disable -O3 v2_mix.cu -o v2_mix
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <thread>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      std::printf("CUDA error %s at line %d\n", cudaGetErrorString(e),         \
                  __LINE__);                                                   \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

__global__ void bump(unsigned *C) {
  if (threadIdx.x == 0)
    atomicAdd(C, 1u);
}

__device__ void launchV2(unsigned *C) {
  void *Buf = cudaGetParameterBufferV2((void *)bump, dim3(1), dim3(32), 0);
  if (!Buf)
    return;
  *static_cast<unsigned **>(Buf) = C;
  cudaLaunchDeviceV2(Buf, 0);
}

__global__ void parent(unsigned *Count, unsigned *Extra, const unsigned *In,
                       int N, int Mode) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  int Stride = gridDim.x * blockDim.x;
  for (int I = T; I < N; I += Stride) {
    if (In[I] % 5u >= 3u)
      continue;
    if (Mode == 0) {
      bump<<<1, 32>>>(Count + T);
      continue;
    }
    if (Mode >= 2) {
      unsigned Active = __activemask();
      if ((threadIdx.x & 31) == (unsigned)(__ffs(Active) - 1))
        launchV2(Extra + blockIdx.x);
      __syncwarp(Active);
    }
    if (Mode == 3) {
      unsigned Active = __activemask();
      for (int L = 0; L < 32; ++L) {
        if ((Active >> L & 1u) && (threadIdx.x & 31) == (unsigned)L)
          launchV2(Count + T);
        __syncwarp(Active);
      }
    } else {
      launchV2(Count + T);
    }
  }
}

int main(int Argc, char **Argv) {
  int Mode = Argc > 1 ? std::atoi(Argv[1]) : 1;
  int Threads = Argc > 2 ? std::atoi(Argv[2]) : 16384;
  int N = Argc > 3 ? std::atoi(Argv[3]) : 65536;
  if (Argc > 4)
    CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                          std::atoi(Argv[4])));
  double Watchdog = getenv("WATCHDOG") ? std::atof(getenv("WATCHDOG")) : 10;
  std::vector<unsigned> In(N), Want(Threads, 0);
  unsigned S = 12345;
  for (int I = 0; I < N; ++I) {
    S = S * 1664525u + 1013904223u;
    In[I] = S >> 8;
    if (In[I] % 5u < 3u)
      ++Want[I % Threads];
  }
  unsigned *DIn, *DCount, *DExtra;
  CK(cudaMalloc(&DIn, N * sizeof(unsigned)));
  CK(cudaMalloc(&DCount, Threads * sizeof(unsigned)));
  CK(cudaMalloc(&DExtra, (Threads / 256) * sizeof(unsigned)));
  CK(cudaMemcpy(DIn, In.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice));
  for (int Round = 0; Round < 3; ++Round) {
    CK(cudaMemset(DCount, 0, Threads * sizeof(unsigned)));
    parent<<<Threads / 256, 256>>>(DCount, DExtra, DIn, N, Mode);
    CK(cudaGetLastError());
    auto Start = std::chrono::steady_clock::now();
    while (cudaStreamQuery(0) == cudaErrorNotReady) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        Start)
              .count() > Watchdog) {
        std::printf("HANG mode %d round %d\n", Mode, Round);
        std::fflush(stdout);
        std::_Exit(3);
      }
    }
    CK(cudaDeviceSynchronize());
    std::vector<unsigned> Got(Threads);
    CK(cudaMemcpy(Got.data(), DCount, Threads * sizeof(unsigned),
                  cudaMemcpyDeviceToHost));
    int Wrong = 0;
    for (int T = 0; T < Threads; ++T)
      Wrong += Got[T] != Want[T];
    std::printf("%s mode %d round %d: %d of %d counts wrong\n",
                Wrong ? "FAIL" : "ok", Mode, Round, Wrong, Threads);
    if (Wrong)
      return 1;
  }
  std::printf("PASS mode %d\n", Mode);
  return 0;
}
