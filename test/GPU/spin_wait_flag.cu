// Issue 9, class 7: intra-block spin-waiting with no barrier. Warp 0 launches
// (divergently), then its lane 0 publishes a value through a flag; the other
// warps of the block spin on the flag and then launch with the value. Valid
// under independent thread scheduling (sm_70+): warps make progress
// independently. A block barrier added before the flag store (a postponed
// block aggregate) deadlocks the block. Three spins: a volatile shared flag,
// a volatile global flag with __nanosleep, an atomic global flag.
//
// So that a deadlock ends as a wrong result instead of a hang, each spin
// gives up after a second (%globaltimer) and the thread records the timeout;
// run-gpu-tests.sh's timeout backs this up.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/spin_wait_flag.base
// RUN: %gpubin/spin_wait_flag.dpagg
// RUN: %gpubin/spin_wait_flag.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr unsigned long long LimitNs = 1000000000ull;

__device__ __forceinline__ unsigned long long nowNs() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}

__global__ void child(uint32_t *Out, uint32_t V, int P, int Kind) {
  Out[threadIdx.x] = hash(V, P, Kind, threadIdx.x);
}

// Out: 64 words per thread (32 for warp 0's launch, 32 for the waiters').
// TimedOut[P] = 1 when the thread gave up waiting.
__global__ void parent(uint32_t *Out, uint32_t *TimedOut, uint32_t *Flags,
                       uint32_t Salt, int Kind) {
  __shared__ volatile uint32_t SFlag;
  int T = threadIdx.x, P = blockIdx.x * blockDim.x + T;
  if (T == 0)
    SFlag = 0;
  __syncthreads(); // the flag is 0 before anyone spins
  uint32_t *GFlag = Flags + blockIdx.x;
  if (T < 32) {
    // Warp 0: divergent launches, then publish.
    uint32_t V = hash(Salt, P);
    if (V % 2)
      child<<<1, 32>>>(Out + (size_t)P * 64, V, P, Kind);
    if (T == 0) {
      uint32_t Pub = hash(Salt, blockIdx.x) | 1u;
      if (Kind == 0) {
        SFlag = Pub;
      } else if (Kind == 1) {
        __threadfence();
        *(volatile uint32_t *)GFlag = Pub;
      } else {
        atomicExch(GFlag, Pub);
      }
    }
    TimedOut[P] = 0;
    return;
  }
  // The other warps wait for warp 0.
  unsigned long long Start = nowNs();
  uint32_t Got = 0;
  bool Late = false;
  if (Kind == 0) {
    while ((Got = SFlag) == 0 && !(Late = nowNs() - Start > LimitNs))
      ;
  } else if (Kind == 1) {
    while ((Got = *(volatile uint32_t *)GFlag) == 0 &&
           !(Late = nowNs() - Start > LimitNs))
      __nanosleep(100);
  } else {
    while ((Got = atomicAdd(GFlag, 0u)) == 0 &&
           !(Late = nowNs() - Start > LimitNs))
      ;
  }
  TimedOut[P] = Late;
  uint32_t V = hash(Got, P);
  if (V % 3 != 0)
    child<<<1, 32>>>(Out + (size_t)P * 64 + 32, V, P, Kind);
}

int main() {
  gputest::Test T("spin_wait_flag");
  const int Blocks = 64, Threads = 256, NP = Blocks * Threads;
  T.pendingLaunches(2 * NP + 2048);
  const size_t N = (size_t)NP * 64;
  uint32_t *DOut = gputest::alloc<uint32_t>(N),
           *DLate = gputest::alloc<uint32_t>(NP),
           *DFlags = gputest::alloc<uint32_t>(Blocks);
  static const char *Names[] = {"volatile shared flag",
                                "volatile global flag, __nanosleep",
                                "atomic global flag"};
  for (int Kind = 0; Kind < 3; ++Kind) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(N, 0xffffffffu), RefLate(NP, 0);
    for (int P = 0; P < NP; ++P) {
      int B = P / Threads, Tid = P % Threads;
      if (Tid < 32) {
        uint32_t V = hash(Salt, P);
        if (V % 2)
          for (int L = 0; L < 32; ++L)
            Ref[(size_t)P * 64 + L] = hash(V, P, Kind, L);
      } else {
        uint32_t Pub = hash(Salt, B) | 1u, V = hash(Pub, P);
        if (V % 3 != 0)
          for (int L = 0; L < 32; ++L)
            Ref[(size_t)P * 64 + 32 + L] = hash(V, P, Kind, L);
      }
    }
    CK(cudaMemset(DFlags, 0, Blocks * sizeof(uint32_t)));
    gputest::poison(DOut, N);
    gputest::poison(DLate, NP);
    parent<<<Blocks, Threads>>>(DOut, DLate, DFlags, Salt, Kind);
    CK_SYNC();
    char What[96];
    snprintf(What, sizeof What, "%s: waiters that gave up", Names[Kind]);
    T.compare(What, gputest::download(DLate, NP), RefLate);
    snprintf(What, sizeof What, "%s: children", Names[Kind]);
    T.compare(What, gputest::download(DOut, N), Ref);
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DLate));
  CK(cudaFree(DFlags));
  return T.finish();
}
