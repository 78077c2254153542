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
//   4  mode 1 from two call sites: a warp's lanes diverge (on the input)
//      into two noinline launchers, as DPAgg's alone and inline paths do
//   5  mode 4 with <<<>>> in one branch, the V2 pair in the other
//   6  DPAgg's warp scope by hand: the lanes at the launch together
//      (__activemask) write their counters into a record, the lowest lane
//      launches one aggregate of one block per lane (V2), the others wait
//      for it in __shfl_sync; every fourth group instead launches alone,
//      every lane (a full pool)
//   7  mode 6 with no alone groups (the pool never full)
//   8  no DPAgg pattern at all: the lanes of a warp split into four
//      diverged paths (lane % 4), each launching (V2) one grid per input
//      item in its own noinline launcher, the paths kept in step by a
//      handshake in memory, so that diverged lanes of one warp call into
//      the device runtime at about the same time
//   9  mode 8 through a gate like DPAgg's runtime's (runtime/
//      DPAggRuntime.cuh, "The warp gate"): one lane of a warp at a time
//      inside the V2 pair
//  10  mode 8 with clang's <<<>>> in each path
//  11  mode 1 through the gate (its cost for converged lanes)
// Each round prints its time (the kernel and its children, host clock).
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

__device__ unsigned Gate[1 << 14];
__device__ bool UseGate;

__device__ unsigned gateEnter() {
  unsigned Sm, Warp;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(Sm));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(Warp));
  unsigned Slot = (Sm << 6 | (Warp & 63u)) & ((1u << 14) - 1);
  while (atomicCAS(&Gate[Slot], 0u, 1u) != 0u)
    __nanosleep(64);
  return Slot;
}

__device__ void launchV2(unsigned *C) {
  if (UseGate) {
    unsigned Slot = gateEnter();
    void *Buf = cudaGetParameterBufferV2((void *)bump, dim3(1), dim3(32), 0);
    if (Buf) {
      *static_cast<unsigned **>(Buf) = C;
      cudaLaunchDeviceV2(Buf, 0);
    }
    atomicExch(&Gate[Slot], 0u);
    return;
  }
  void *Buf = cudaGetParameterBufferV2((void *)bump, dim3(1), dim3(32), 0);
  if (!Buf)
    return;
  *static_cast<unsigned **>(Buf) = C;
  cudaLaunchDeviceV2(Buf, 0);
}

__device__ __noinline__ void launchA(unsigned *C) { launchV2(C); }
__device__ __noinline__ void launchB(unsigned *C) { launchV2(C); }

// One block per joiner: adds 1 to the joiner's counter.
__global__ void bumpAgg(unsigned **Rec) {
  if (threadIdx.x == 0)
    atomicAdd(Rec[blockIdx.x], 1u);
}

constexpr int RecordsPerWarp = 64;

// Modes 6 and 7; Rec: RecordsPerWarp records of 32 pointers per warp, Next:
// a record counter per warp.
__device__ void warpAggregate(unsigned *C, unsigned **Rec, unsigned *Next,
                              int Mode, unsigned Salt) {
  unsigned Active = __activemask();
  int Lane = threadIdx.x & 31, Owner = __ffs(Active) - 1;
  unsigned N = __popc(Active), Rank = __popc(Active & ((1u << Lane) - 1));
  int W = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned Idx = 0;
  if (Lane == Owner)
    Idx = atomicAdd(Next + W, 1u);
  Idx = __shfl_sync(Active, Idx, Owner);
  Salt = __shfl_sync(Active, Salt, Owner); // one choice for the group
  if ((Mode == 6 && (Salt + Idx) % 4u == 0) || Idx >= RecordsPerWarp) {
    launchV2(C); // the pool is full: every lane alone
    return;
  }
  unsigned **R = Rec + ((size_t)W * RecordsPerWarp + Idx) * 32;
  R[Rank] = C;
  __threadfence();
  __syncwarp(Active);
  int Ok = 0;
  if (Lane == Owner) {
    void *Buf = cudaGetParameterBufferV2((void *)bumpAgg, dim3(N), dim3(32), 0);
    if (Buf) {
      *static_cast<unsigned ***>(Buf) = R;
      Ok = cudaLaunchDeviceV2(Buf, 0) == cudaSuccess;
    }
  }
  if (!__shfl_sync(Active, Ok, Owner))
    launchV2(C);
}

__device__ bool UseV1;
__device__ __noinline__ void launchP0(unsigned *C) {
  if (UseV1)
    bump<<<1, 32>>>(C);
  else
    launchV2(C);
}
__device__ __noinline__ void launchP1(unsigned *C) {
  if (UseV1)
    bump<<<1, 32>>>(C);
  else
    launchV2(C);
}
__device__ __noinline__ void launchP2(unsigned *C) {
  if (UseV1)
    bump<<<1, 32>>>(C);
  else
    launchV2(C);
}
__device__ __noinline__ void launchP3(unsigned *C) {
  if (UseV1)
    bump<<<1, 32>>>(C);
  else
    launchV2(C);
}

// Mode 8: this lane's items, on path lane % 4; Step: 4 words per warp.
__device__ void divergedPaths(unsigned *C, const unsigned *In, int N,
                              unsigned *Step) {
  int T = blockIdx.x * blockDim.x + threadIdx.x, Stride = gridDim.x * blockDim.x;
  int P = threadIdx.x & 3;
  volatile unsigned *S = Step + (T / 32) * 4;
  unsigned K = 0;
  for (int I = T; I < N; I += Stride, ++K) {
    if (In[I] % 5u < 3u) {
      if (P == 0)
        launchP0(C);
      else if (P == 1)
        launchP1(C);
      else if (P == 2)
        launchP2(C);
      else
        launchP3(C);
    }
    if ((threadIdx.x & 31) < 4) {
      S[P] = K + 1;
      // Wait (bounded) for the other paths' leaders to finish step K.
      for (int Spin = 0; Spin < 20000; ++Spin) {
        bool All = true;
        for (int Q = 0; Q < 4; ++Q)
          All = All && S[Q] >= K + 1;
        if (All)
          break;
        __nanosleep(100);
      }
    }
  }
}

__global__ void parent(unsigned *Count, unsigned *Extra, const unsigned *In,
                       int N, int Mode, unsigned **Rec, unsigned *Next) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  int Stride = gridDim.x * blockDim.x;
  for (int I = T; I < N; I += Stride) {
    if (In[I] % 5u >= 3u)
      continue;
    if (Mode == 0) {
      bump<<<1, 32>>>(Count + T);
      continue;
    }
    if (Mode >= 8 && Mode <= 10) {
      divergedPaths(Count + T, In, N, Next);
      return;
    }
    if (Mode == 6 || Mode == 7) {
      warpAggregate(Count + T, Rec, Next, Mode, In[I]);
      continue;
    }
    if (Mode == 4 || Mode == 5) {
      if (In[I] & 1u)
        launchA(Count + T);
      else if (Mode == 4)
        launchB(Count + T);
      else
        bump<<<1, 32>>>(Count + T);
      continue;
    }
    if (Mode == 2 || Mode == 3) {
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
  const char *ModeArg = Argc > 1 ? Argv[1] : "1";
  int Mode = std::atoi(ModeArg);
  bool Gated = Mode == 9 || Mode == 11, V1 = Mode == 10;
  CK(cudaMemcpyToSymbol(UseGate, &Gated, sizeof(bool)));
  CK(cudaMemcpyToSymbol(UseV1, &V1, sizeof(bool)));
  if (Mode == 11)
    Mode = 1; // launchV2 takes the gate
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
  unsigned **DRec, *DNext;
  CK(cudaMalloc(&DRec, (size_t)Threads * RecordsPerWarp * sizeof(unsigned *)));
  CK(cudaMalloc(&DNext, (Threads / 32) * 4 * sizeof(unsigned)));
  for (int Round = 0; Round < 3; ++Round) {
    CK(cudaMemset(DCount, 0, Threads * sizeof(unsigned)));
    CK(cudaMemset(DNext, 0, (Threads / 32) * 4 * sizeof(unsigned)));
    parent<<<Threads / 256, 256>>>(DCount, DExtra, DIn, N, Mode, DRec, DNext);
    CK(cudaGetLastError());
    auto Start = std::chrono::steady_clock::now();
    while (cudaStreamQuery(0) == cudaErrorNotReady) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        Start)
              .count() > Watchdog) {
        std::printf("HANG mode %s round %d\n", ModeArg, Round);
        std::fflush(stdout);
        std::_Exit(3);
      }
    }
    CK(cudaDeviceSynchronize());
    double Ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
    std::vector<unsigned> Got(Threads);
    CK(cudaMemcpy(Got.data(), DCount, Threads * sizeof(unsigned),
                  cudaMemcpyDeviceToHost));
    int Wrong = 0;
    for (int T = 0; T < Threads; ++T)
      Wrong += Got[T] != Want[T];
    std::printf("%s mode %s round %d: %d of %d counts wrong, %.2f ms\n",
                Wrong ? "FAIL" : "ok", ModeArg, Round, Wrong, Threads, Ms);
    if (Wrong)
      return 1;
  }
  std::printf("PASS mode %s\n", ModeArg);
  return 0;
}
