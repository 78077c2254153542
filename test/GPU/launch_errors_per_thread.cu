// Issue 9, class 3: threads of one warp and block launch with per-thread
// configurations, some invalid (a 2048-thread block, blockDim.z = 128,
// gridDim.y = 70000, an empty grid). Each thread reads its
// own cudaGetLastError() right after its launch (device-side last errors are
// per thread) into its own word and, on an error, falls back to a valid
// launch whose result it records too. Every thread must see exactly the
// result it would see alone: an error for an invalid configuration, success
// for a valid one; every valid child must run exactly once (per-launch block
// and thread counters) with its own configuration (each child writes a hash
// of its gridDim and blockDim).
//
// The CPU reference records "error or not" per launch; the error codes
// themselves are printed per kind (deterministic for one DPAGG_SEED), and the
// last RUN lines compare those lines between the builds.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/launch_errors_per_thread.base
// RUN: %gpubin/launch_errors_per_thread.dpagg
// RUN: %gpubin/launch_errors_per_thread.warp
// RUN: env DPAGG_SEED=9 %gpubin/launch_errors_per_thread.base > %t.base && env DPAGG_SEED=9 %gpubin/launch_errors_per_thread.dpagg > %t.dpagg && diff %t.base %t.dpagg
// RUN: env DPAGG_SEED=9 %gpubin/launch_errors_per_thread.base > %t.base && env DPAGG_SEED=9 %gpubin/launch_errors_per_thread.warp > %t.warp && diff %t.base %t.warp
#include "GPUTest.cuh"

#include <map>
#include <string>

using gputest::hash;

enum Kind {
  Valid1D,
  Valid2D,
  Valid3D,
  Block2048,   // blockDim.x = 2048
  BlockZ128,   // blockDim = (2, 2, 128): 512 threads, but z > 64
  GridY70000,  // gridDim.y = 70000 > 65535
  EmptyGrid,   // gridDim = (0, 1, 1)
  NumKinds
};
static const char *KindName[NumKinds] = {
    "valid 1-D",          "valid 2-D",       "valid 3-D",
    "blockDim.x 2048",    "blockDim.z 128",  "gridDim.y 70000",
    "empty grid (0 blocks)"};
constexpr int FirstInvalid = Block2048;
constexpr uint32_t NoFallback = 0xeeeeeeeeu;

struct Cfg {
  dim3 G, B;
};

// The configuration thread P launches first: its kind, and for valid kinds a
// small shape from Shape[P]. Same function on host and device.
__host__ __device__ inline Cfg configOf(int K, uint32_t S) {
  dim3 G(1 + S % 3, 1, 1), B(1 + (S >> 2) % 64, 1, 1);
  switch (K) {
  case Valid2D:
    G.y = 1 + (S >> 8) % 2;
    B.y = 1 + (S >> 10) % 4;
    break;
  case Valid3D:
    G.z = 1 + (S >> 12) % 2;
    B.y = 1 + (S >> 14) % 3;
    B.z = 1 + (S >> 16) % 3;
    break;
  case Block2048:
    B = dim3(2048, 1, 1);
    break;
  case BlockZ128:
    B = dim3(2, 2, 128);
    break;
  case GridY70000:
    G = dim3(1, 70000, 1);
    break;
  case EmptyGrid:
    G = dim3(0, 1, 1);
    break;
  }
  return Cfg{G, B};
}

// Each block counts itself, each thread counts itself, and the first thread
// of the grid writes the configuration it runs with.
__global__ void child(uint32_t *Blocks, uint32_t *Threads, uint32_t *Shape,
                      int Slot) {
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    atomicAdd(&Blocks[Slot], 1u);
  atomicAdd(&Threads[Slot], 1u);
  if (blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 &&
      threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    Shape[Slot] = hash(gridDim.x, gridDim.y, gridDim.z, blockDim.x,
                       blockDim.y, blockDim.z, Slot);
}

// Slot 2P: thread P's first launch; slot 2P+1: its fallback.
__global__ void parent(const int *Kinds, const uint32_t *Seeds,
                       uint32_t *Blocks, uint32_t *Threads, uint32_t *Shape,
                       uint32_t *Err, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Cfg C = configOf(Kinds[P], Seeds[P]);
  child<<<C.G, C.B>>>(Blocks, Threads, Shape, 2 * P);
  cudaError_t E = cudaGetLastError();
  Err[2 * P] = (uint32_t)E;
  if (E != cudaSuccess) {
    child<<<1, 32>>>(Blocks, Threads, Shape, 2 * P + 1);
    Err[2 * P + 1] = (uint32_t)cudaGetLastError();
  } else {
    Err[2 * P + 1] = NoFallback;
  }
}

int main() {
  gputest::Test T("launch_errors_per_thread");
  const int Blocks = 32, Threads = 256, NP = Blocks * Threads;
  T.pendingLaunches(2 * NP + 2048);
  uint32_t *DBlocks = gputest::alloc<uint32_t>(2 * NP),
           *DThreads = gputest::alloc<uint32_t>(2 * NP),
           *DShape = gputest::alloc<uint32_t>(2 * NP),
           *DErr = gputest::alloc<uint32_t>(2 * NP);
  // Round 0: half the launches invalid; round 1: one invalid launch per warp.
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Kinds(NP);
    std::vector<uint32_t> Seeds(NP);
    for (int P = 0; P < NP; ++P) {
      Seeds[P] = (uint32_t)T.R.next();
      if (Round == 0)
        Kinds[P] = T.R.chance(.5) ? T.R.range(0, FirstInvalid - 1)
                                  : T.R.range(FirstInvalid, NumKinds - 1);
      else
        Kinds[P] = P % 32 == (int)(Seeds[P / 32 * 32] % 32)
                       ? T.R.range(FirstInvalid, NumKinds - 1)
                       : T.R.range(0, FirstInvalid - 1);
    }
    std::vector<uint32_t> RefBlocks(2 * NP, 0), RefThreads(2 * NP, 0),
        RefShape(2 * NP, 0xffffffffu), RefIsErr(2 * NP, 0);
    for (int P = 0; P < NP; ++P) {
      bool Invalid = Kinds[P] >= FirstInvalid;
      Cfg C = Invalid ? Cfg{dim3(1), dim3(32)} : configOf(Kinds[P], Seeds[P]);
      int S = 2 * P + Invalid;
      RefBlocks[S] = C.G.x * C.G.y * C.G.z;
      RefThreads[S] = RefBlocks[S] * C.B.x * C.B.y * C.B.z;
      RefShape[S] = hash(C.G.x, C.G.y, C.G.z, C.B.x, C.B.y, C.B.z, S);
      RefIsErr[2 * P] = Invalid;
      RefIsErr[2 * P + 1] = Invalid ? 0 : 2; // 2: no fallback launched
    }
    int *DKinds = gputest::upload(Kinds);
    uint32_t *DSeeds = gputest::upload(Seeds);
    CK(cudaMemset(DBlocks, 0, 2 * NP * sizeof(uint32_t)));
    CK(cudaMemset(DThreads, 0, 2 * NP * sizeof(uint32_t)));
    gputest::poison(DShape, 2 * NP);
    gputest::poison(DErr, 2 * NP);
    parent<<<Blocks, Threads>>>(DKinds, DSeeds, DBlocks, DThreads, DShape,
                                DErr, NP);
    CK_SYNC();
    std::vector<uint32_t> Err = gputest::download(DErr, 2 * NP), IsErr(2 * NP);
    for (int I = 0; I < 2 * NP; ++I)
      IsErr[I] = Err[I] == NoFallback ? 2 : Err[I] != 0;
    T.compare("launch saw an error (per thread)", IsErr, RefIsErr);
    T.compare("blocks run per launch", gputest::download(DBlocks, 2 * NP),
              RefBlocks);
    T.compare("threads run per launch", gputest::download(DThreads, 2 * NP),
              RefThreads);
    T.compare("configuration each child ran with",
              gputest::download(DShape, 2 * NP), RefShape);
    // The codes per kind, for the comparison between builds.
    for (int K = 0; K < NumKinds; ++K) {
      std::map<uint32_t, int> Codes;
      for (int P = 0; P < NP; ++P)
        if (Kinds[P] == K)
          ++Codes[Err[2 * P]];
      std::string Line;
      for (auto &[Code, N] : Codes)
        Line += " " + std::string(Code == 0 ? "success"
                                            : cudaGetErrorName((cudaError_t)Code)) +
                " x" + std::to_string(N);
      printf("round %d, %s: first launch%s\n", Round, KindName[K],
             Line.c_str());
    }
    CK(cudaFree(DKinds));
    CK(cudaFree(DSeeds));
  }
  for (void *Ptr : {(void *)DBlocks, (void *)DThreads, (void *)DShape,
                    (void *)DErr})
    CK(cudaFree(Ptr));
  return T.finish();
}
