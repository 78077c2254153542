// Issue 9, class 6: exactly 48 KiB (0xc000 bytes) of static shared memory,
// the static limit, in a child kernel that parents launch per thread, and in
// a parent kernel that launches children per thread (divergent, then a
// barrier). The program links without DPAgg; it must link with it (no extra
// shared memory in the child's clone or the parent), and compute the same.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/static_smem_48k.base
// RUN: %gpubin/static_smem_48k.dpagg
// RUN: %gpubin/static_smem_48k.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr int Words = 48 * 1024 / 4;

// A child using all 48 KiB: fills it, then each thread hashes a strided
// sample written by other threads.
__global__ void child48(uint32_t *Out, uint32_t V, int P) {
  __shared__ uint32_t S[Words];
  int T = threadIdx.x, N = blockDim.x;
  for (int I = T; I < Words; I += N)
    S[I] = hash(V, I);
  __syncthreads();
  uint32_t H = hash(P, T);
  for (int I = (T * 131) % Words, K = 0; K < 8; ++K, I = (I + 1531) % Words)
    H = hash(H, S[I]);
  Out[T] = H;
}

__global__ void small(uint32_t *Out, uint32_t V, int P) {
  Out[threadIdx.x] = hash(V, P, threadIdx.x, 7);
}

// Parents launch the 48 KiB child, one launch per thread.
__global__ void parent_of_48(uint32_t *Out, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t V = hash(Salt, P);
  if (V % 4 != 0)
    child48<<<1, 64>>>(Out + (size_t)P * 64, V, P);
}

// A parent with 48 KiB of its own: fill, barrier, divergent launches,
// barrier, then every thread writes a value read from the buffer.
__global__ void parent48(uint32_t *Out, uint32_t *Own, uint32_t Salt) {
  __shared__ uint32_t S[Words];
  int T = threadIdx.x, N = blockDim.x, P = blockIdx.x * N + T;
  for (int I = T; I < Words; I += N)
    S[I] = hash(Salt, blockIdx.x, I);
  __syncthreads();
  uint32_t V = S[(T * 977) % Words];
  if (V % 3 != 0)
    small<<<1, 32>>>(Out + (size_t)P * 64, V, P);
  __syncthreads();
  S[T] = V ^ 0x5a5a5a5au;
  __syncthreads();
  Own[P] = S[(T + 1) % N];
}

int main() {
  gputest::Test T("static_smem_48k");
  const int Blocks = 32, Threads = 256, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  const size_t N = (size_t)NP * 64;
  uint32_t *DOut = gputest::alloc<uint32_t>(N),
           *DOwn = gputest::alloc<uint32_t>(NP);
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    // Children of 48 KiB.
    std::vector<uint32_t> Ref(N, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      uint32_t V = hash(Salt, P);
      if (V % 4 == 0)
        continue;
      for (int Tid = 0; Tid < 64; ++Tid) {
        uint32_t H = hash(P, Tid);
        for (int I = (Tid * 131) % Words, K = 0; K < 8;
             ++K, I = (I + 1531) % Words)
          H = hash(H, hash(V, I));
        Ref[(size_t)P * 64 + Tid] = H;
      }
    }
    gputest::poison(DOut, N);
    parent_of_48<<<Blocks, Threads>>>(DOut, Salt);
    CK_SYNC();
    T.compare("children with 48 KiB static", gputest::download(DOut, N), Ref);

    // A parent of 48 KiB.
    std::vector<uint32_t> RefOut(N, 0xffffffffu), RefOwn(NP);
    for (int B = 0; B < Blocks; ++B) {
      for (int Tid = 0; Tid < Threads; ++Tid) {
        int P = B * Threads + Tid;
        uint32_t V = hash(Salt, B, (Tid * 977) % Words);
        if (V % 3 != 0)
          for (int L = 0; L < 32; ++L)
            RefOut[(size_t)P * 64 + L] = hash(V, P, L, 7);
        int Next = (Tid + 1) % Threads;
        RefOwn[P] = hash(Salt, B, (Next * 977) % Words) ^ 0x5a5a5a5au;
      }
    }
    gputest::poison(DOut, N);
    gputest::poison(DOwn, NP);
    parent48<<<Blocks, Threads>>>(DOut, DOwn, Salt);
    CK_SYNC();
    T.compare("children of a 48 KiB parent", gputest::download(DOut, N),
              RefOut);
    T.compare("the 48 KiB parent's own result", gputest::download(DOwn, NP),
              RefOwn);
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DOwn));
  return T.finish();
}
