// Issue 9, class 5: parent kernels with no static shared memory, launched
// from the host with exactly 48 KiB (49152 bytes) of dynamic shared memory,
// the most a launch may ask for without opting in. The parents use the whole
// buffer (each thread fills its part, then reads a neighbour's after a
// barrier) and launch children per thread: every thread, a divergent subset
// before a barrier (what block scope postpones), and inside a loop. Any
// static shared memory the compiler adds to such a parent makes the host
// launch fail (cudaErrorInvalidValue: exit code 2).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/host_dynamic_smem_48k.base
// RUN: %gpubin/host_dynamic_smem_48k.dpagg
// RUN: %gpubin/host_dynamic_smem_48k.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr int Threads = 256, Bytes = 48 * 1024, Words = Bytes / 4;
constexpr int PerThread = Words / Threads; // 48 words each

__global__ void child(uint32_t *Out, uint32_t V, int P, int It) {
  Out[threadIdx.x] = hash(V, P, It, threadIdx.x, blockDim.x);
}

// Fills the whole dynamic buffer and returns a value depending on another
// thread's part, so the buffer must really be 48 KiB.
__device__ uint32_t fill(uint32_t *Buf, uint32_t Salt, int It) {
  int T = threadIdx.x;
  for (int I = 0; I < PerThread; ++I)
    Buf[T * PerThread + I] = hash(Salt, blockIdx.x, T, I, It);
  __syncthreads();
  int U = (T + 97) % Threads;
  uint32_t V = Buf[U * PerThread + (It + T) % PerThread];
  __syncthreads();
  return V;
}

// Kind 0: every thread launches; 1: a divergent third of the threads, then a
// barrier; 2: a loop of three iterations, each with a barrier after a
// divergent launch.
__global__ void parent(uint32_t *Out, uint32_t Salt, int Kind) {
  extern __shared__ uint32_t Buf[];
  int T = threadIdx.x, P = blockIdx.x * Threads + T;
  if (Kind == 0) {
    uint32_t V = fill(Buf, Salt, 0);
    child<<<1, 32>>>(Out + (size_t)P * 3 * 32, V, P, 0);
  } else if (Kind == 1) {
    uint32_t V = fill(Buf, Salt, 0);
    if (V % 3 == 0)
      child<<<1, 32>>>(Out + (size_t)P * 3 * 32, V, P, 0);
    __syncthreads();
    Buf[T] = V;
    __syncthreads();
    Out[(size_t)P * 3 * 32 + 32] = Buf[(T + 1) % Threads];
  } else {
    for (int It = 0; It < 3; ++It) {
      uint32_t V = fill(Buf, Salt, It);
      if ((V >> 4) % 2 == 0)
        child<<<1, 32>>>(Out + ((size_t)P * 3 + It) * 32, V, P, It);
      __syncthreads();
    }
  }
}

int main() {
  gputest::Test T("host_dynamic_smem_48k");
  const int Blocks = 48, NP = Blocks * Threads;
  T.pendingLaunches(3 * NP + 2048);
  const size_t N = (size_t)NP * 3 * 32;
  uint32_t *DOut = gputest::alloc<uint32_t>(N);
  for (int Kind = 0; Kind < 3; ++Kind) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(N, 0xffffffffu);
    for (int B = 0; B < Blocks; ++B) {
      for (int It = 0; It < (Kind == 2 ? 3 : 1); ++It) {
        for (int Tid = 0; Tid < Threads; ++Tid) {
          int P = B * Threads + Tid, U = (Tid + 97) % Threads;
          uint32_t V = hash(Salt, B, U, (It + Tid) % PerThread, It);
          bool Launch = Kind == 0 || (Kind == 1 && V % 3 == 0) ||
                        (Kind == 2 && (V >> 4) % 2 == 0);
          if (Launch)
            for (int L = 0; L < 32; ++L)
              Ref[((size_t)P * 3 + It) * 32 + L] = hash(V, P, It, L, 32);
          if (Kind == 1) {
            // Thread Tid+1's value, through the buffer.
            int Next = (Tid + 1) % Threads, UN = (Next + 97) % Threads;
            Ref[(size_t)P * 3 * 32 + 32] =
                hash(Salt, B, UN, Next % PerThread, 0);
          }
        }
      }
    }
    gputest::poison(DOut, N);
    parent<<<Blocks, Threads, Bytes>>>(DOut, Salt, Kind);
    CK_SYNC();
    static const char *Names[] = {"every thread launches",
                                  "divergent launches, then a barrier",
                                  "launches in a loop with barriers"};
    T.compare(Names[Kind], gputest::download(DOut, N), Ref);
  }
  CK(cudaFree(DOut));
  return T.finish();
}
