// Warp syncs the block rules cannot pair (session 21's fix, run on a GPU).
// On sm_70 and later a __syncwarp(mask) pairs with any other of the same
// mask, at another program point too. Here lane 0 of every warp waits at a
// __syncwarp(0x3) before its launch for lane 1's, which lane 1 reaches only
// after its own launch; lane 0 then reads the word lane 1 wrote before it.
// Without DPAgg the program ends. A block barrier after the launch (block
// scope, and grid scope built on it) would hold lane 1 until lane 0 arrives,
// and lane 0 arrives only after lane 1's sync: a deadlock, which no thread
// can time out of (both wait in barriers), so run-gpu-tests.sh's timeout is
// what reports it. Two forms (test/Frontend/block-scope-refuses-warp-syncs-
// it-cannot-pair.cu pins their plans):
//  - callee: the syncs are in functions the kernel calls, not inlined;
//  - mask: in the kernel, a sync whose mask differs between lanes.
// Two more kernels keep block scope and check its result: a mask every lane
// computes alike (uniform), and a __syncthreads in a callee (syncthreads).
// Each runs in a grid of 64 blocks (per block at the default) and of 512
// (per grid at the default, -dpagg-auto-grid).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/warp_sync_pairs.base
// RUN: %gpubin/warp_sync_pairs.dpagg
// RUN: %gpubin/warp_sync_pairs.warp
// RUN: %gpubin/warp_sync_pairs.grid
#include "GPUTest.cuh"

#include <cstring>

using gputest::hash;

constexpr int Threads = 128, Warps = Threads / 32;

__global__ void child(uint32_t *Out, uint32_t V) {
  Out[threadIdx.x] = hash(V, threadIdx.x);
}

// Every thread P launches a child into Out[Span P, Span P + width(V)), with
// no branch around the launch: a divergent one would let the plugin before
// the fix take the last exit, which adds no barrier. Children of 32 threads
// are serialized at the default, those of 384 aggregated (the threshold is
// at most 327 threads here), so both paths run in every warp.
constexpr int Span = 384;
__host__ __device__ inline int width(uint32_t V) { return V % 3 ? Span : 32; }
__device__ __forceinline__ void launch(uint32_t *Out, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t V = hash(Salt, P);
  child<<<1, width(V)>>>(Out + (size_t)P * Span, V);
}

// Lane 0 waits for lane 1's sync, then reads what lane 1 published.
__device__ __noinline__ void pre(uint32_t *Words, uint32_t *Seen) {
  int W = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if ((threadIdx.x & 31) == 0) {
    __syncwarp(0x3u);
    Seen[W] = Words[W];
  }
}
// Lane 1 publishes a word, then releases lane 0.
__device__ __noinline__ void post(uint32_t *Words, uint32_t Salt) {
  int W = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if ((threadIdx.x & 31) == 1) {
    Words[W] = hash(Salt, W, 7);
    __syncwarp(0x3u);
  }
}

__global__ void syncInCallee(uint32_t *Out, uint32_t *Words, uint32_t *Seen,
                             uint32_t Salt) {
  pre(Words, Seen);
  launch(Out, Salt);
  post(Words, Salt);
}

__device__ uint32_t Scratch[Threads];
__global__ void maskPerLane(uint32_t *Out, uint32_t *Words, uint32_t *Seen,
                            uint32_t Salt) {
  unsigned L = threadIdx.x & 31;
  int W = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  __syncwarp(L == 0 ? 0x3u : 1u << L); // lane 0 waits for lane 1
  // Lane 0 copies Words[W] to Seen[W], the others a word nobody writes to a
  // word nobody reads: no branch before the launch (a divergent one would
  // let the plugin before the fix take the last exit).
  uint32_t *Dst = L == 0 ? Seen + W : Scratch + threadIdx.x;
  *Dst = L == 0 ? Words[W] : Scratch[0];
  launch(Out, Salt);
  if (L == 1)
    Words[W] = hash(Salt, W, 7);
  __syncwarp(L == 1 ? 0x3u : 1u << L); // lane 1 releases lane 0
}

// Keeps block scope: the masks are alike in every lane. Seen[W] holds the
// warp's sum of its lanes' values.
__global__ void uniformMask(uint32_t *Out, uint32_t *Words, uint32_t *Seen,
                            uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t V = hash(Salt, P, 3) & 0xffff;
  uint32_t S = __reduce_add_sync(0xffffffffu, V);
  if ((threadIdx.x & 31) == 0)
    Seen[P >> 5] = S;
  launch(Out, Salt);
}

// Keeps block scope: a __syncthreads in a callee (aligned: every thread of
// the block reaches the same one). Seen[W] holds the word warp W's lane 0
// wrote in the block's shared memory, read back by the next warp.
__device__ __noinline__ void exchange(uint32_t *Seen, uint32_t Salt) {
  __shared__ uint32_t S[Warps];
  int W = threadIdx.x >> 5, G = blockIdx.x * Warps;
  if ((threadIdx.x & 31) == 0)
    S[W] = hash(Salt, G + W, 9);
  __syncthreads();
  if ((threadIdx.x & 31) == 0)
    Seen[G + W] = S[(W + 1) % Warps];
}
__global__ void syncthreadsInCallee(uint32_t *Out, uint32_t *Words,
                                    uint32_t *Seen, uint32_t Salt) {
  exchange(Seen, Salt);
  launch(Out, Salt);
}

using Kernel = void (*)(uint32_t *, uint32_t *, uint32_t *, uint32_t);
struct Form {
  const char *Name;
  Kernel K;
};

// With an argument, runs only the form it names (a hang in one form then
// hides no other's result).
int main(int Argc, char **Argv) {
  gputest::Test T("warp_sync_pairs");
  const Form Forms[] = {{"callee", syncInCallee},
                        {"mask", maskPerLane},
                        {"uniform", uniformMask},
                        {"syncthreads", syncthreadsInCallee}};
  const int MaxBlocks = 512, MaxNP = MaxBlocks * Threads;
  T.pendingLaunches(MaxNP + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)MaxNP * Span),
           *DWords = gputest::alloc<uint32_t>(MaxNP / 32),
           *DSeen = gputest::alloc<uint32_t>(MaxNP / 32);
  for (int Blocks : {64, 512}) {
    const int NP = Blocks * Threads, NW = NP / 32;
    for (int F = 0; F < 4; ++F) {
      if (Argc > 1 && strcmp(Argv[1], Forms[F].Name))
        continue;
      uint32_t Salt = (uint32_t)T.R.next();
      std::vector<uint32_t> Ref((size_t)NP * Span, 0xffffffffu), RefSeen(NW);
      for (int P = 0; P < NP; ++P) {
        uint32_t V = hash(Salt, P);
        for (int L = 0; L < width(V); ++L)
          Ref[(size_t)P * Span + L] = hash(V, L);
      }
      for (int W = 0; W < NW; ++W) {
        if (F < 2) {
          RefSeen[W] = hash(Salt, W, 7);
        } else if (F == 2) {
          uint32_t S = 0;
          for (int L = 0; L < 32; ++L)
            S += hash(Salt, W * 32 + L, 3) & 0xffff;
          RefSeen[W] = S;
        } else {
          int B = W / Warps, Next = (W % Warps + 1) % Warps;
          RefSeen[W] = hash(Salt, B * Warps + Next, 9);
        }
      }
      gputest::poison(DOut, (size_t)NP * Span);
      gputest::poison(DSeen, NW);
      CK(cudaMemset(DWords, 0, NW * sizeof(uint32_t)));
      Forms[F].K<<<Blocks, Threads>>>(DOut, DWords, DSeen, Salt);
      CK_SYNC();
      char What[96];
      snprintf(What, sizeof What, "%s, %d blocks: words lane 0 saw",
               Forms[F].Name, Blocks);
      T.compare(What, gputest::download(DSeen, NW), RefSeen);
      snprintf(What, sizeof What, "%s, %d blocks: children", Forms[F].Name,
               Blocks);
      T.compare(What, gputest::download(DOut, (size_t)NP * Span), Ref);
    }
  }
  CK(cudaFree(DOut));
  CK(cudaFree(DWords));
  CK(cudaFree(DSeen));
  return T.finish();
}
