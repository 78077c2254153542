// Red team of the warp gate's whole-warp entry (runtime/DPAggRuntime.cuh,
// gateEnter/gateLeave; merge ef61e95, session 10), attack: lanes of a whole
// warp that go into the device runtime together and come apart inside
// launchV2 and the queries, where the build without DPAgg keeps them
// together. Without DPAgg clang's <<<>>> is the V1 pair: a parameter buffer
// that does not depend on the configuration, then cudaLaunchDevice, the
// same straight-line code in every lane. Through the gate it is the V2
// pair, and each lane's configuration decides its path between the getter
// and gateLeave's __syncwarp: a null buffer (a block of 2048 threads, a
// grid with a zero dimension: cudaPeekAtLastError inside the gate), a
// buffer CUDA need not align (64 KiB of dynamic shared memory without the
// opt-in: the plain memcpy, then a failing cudaLaunchDeviceV2), an aligned
// one (the 16-byte copy, then cudaLaunchDeviceV2). Per lane and trip:
//  - site W: a DPAGG_NO_AGGREGATE kernel, in a function with aggregated
//    sites, so DPAgg lowers it to V2 through the gate (GateKernels): lanes
//    that arrive together go in together with 7 configuration classes;
//  - site A: an aggregated kernel (per warp: in a loop) with
//    __launch_bounds__(512) and blocks of 32 to 544 threads: above 256 a
//    clean lane asks maxThreadsOf (a whole warp in cudaFuncGetAttributes
//    together on a miss), 544 is refused by CUDA and goes alone.
// Blocks of 80 threads (the third warp has 16 lanes: never a whole warp),
// warps whose lanes exit at the start (never whole again), warps with a
// lane-dependent extra trip (whole, then a partial group at the last trip).
// Each thread's children update its slot in launch order (hash chain), so
// a lost, duplicated or reordered launch shows; every launch's error code is
// compared with what one thread alone gets for the same configuration class
// in the same build and code (kernel lone: one lane, so one at a time
// through the gate), and success or failure with the CPU's model of each
// class. Pending-launch limit above every launch: nothing is
// refused for room. Expected: PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "gate/Gate.cuh"

#include <string>
#if __has_include(<dpagg/dpagg.h>)
#include <dpagg/dpagg.h>
#endif
#ifndef DPAGG_NO_AGGREGATE
#define DPAGG_NO_AGGREGATE
#endif

using gputest::hash;

constexpr int WClasses = 7, AClasses = 5, MaxTrips = 6, MaxL = 2 * MaxTrips;
constexpr uint32_t Poison = 0xffffffffu;

DPAGG_NO_AGGREGATE __global__ void wide(uint32_t *Slot, uint32_t *Out,
                                        uint32_t V) {
  __shared__ uint32_t X;
  bool First = blockIdx.x == 0 && threadIdx.x == 0 && threadIdx.y == 0;
  if (First)
    X = *Slot;
  __syncthreads();
  if (First)
    *Out = *Slot = hash(X, V, 0xAu);
}

__global__ void __launch_bounds__(512)
    agg(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  __shared__ uint32_t X;
  if (threadIdx.x == 0)
    X = *Slot;
  __syncthreads();
  if (threadIdx.x == 0)
    *Out = *Slot = hash(X, V, 0xBu);
}

struct Config {
  dim3 G, B;
  unsigned Shmem;
};
__host__ __device__ inline Config wideConfig(unsigned C) {
  switch (C) {
  case 0:
    return {dim3(1), dim3(32), 0};
  case 1:
    return {dim3(2), dim3(64), 0};
  case 2:
    return {dim3(1), dim3(2048), 0}; // refused: threads
  case 3:
    return {dim3(1), dim3(32), 65536}; // refused: no opt-in
  case 4:
    return {dim3(1), dim3(1024), 40000}; // accepted
  case 5:
    return {dim3(1, 1, 0), dim3(32), 0}; // refused: empty grid
  default:
    return {dim3(1), dim3(32, 2, 1), 100}; // accepted
  }
}
__host__ __device__ inline bool wideAccepted(unsigned C) {
  return C != 2 && C != 3 && C != 5;
}
__host__ __device__ inline unsigned aggThreads(unsigned C) {
  return 32u + 128u * C; // 32, 160, 288, 416, 544
}
__host__ __device__ inline bool aggAccepted(unsigned C) { return C != 4; }

__host__ __device__ inline bool exits(int T, int Warp) {
  return hash((uint32_t)Warp, 0x5u) % 4u == 0 && hash((uint32_t)T) % 3u == 0;
}
__host__ __device__ inline uint32_t trips(int T, int Warp) {
  uint32_t N = 2 + hash((uint32_t)Warp, 0x7u) % 4u;
  if (hash((uint32_t)Warp, 0x9u) % 5u == 0)
    N += T & 1;
  return N;
}

// One trip's two launches (inlined: the plan leaves launches in device
// functions that are not inlined as written).
__device__ __forceinline__ void trip(uint32_t *Slot, uint32_t *O, int *E,
                                     uint32_t V) {
  uint32_t A = (V >> 8) % AClasses;
  agg<<<1, aggThreads(A)>>>(Slot, O, V ^ 0x55u);
  E[0] = (int)cudaGetLastError();
  Config C = wideConfig(V % WClasses);
  wide<<<C.G, C.B, C.Shmem>>>(Slot, O + 1, V);
  E[1] = (int)cudaGetLastError();
}

// What one thread alone gets, in the same build and through the same code
// (trip): every pair of classes once, V chosen so that V % WClasses and
// (V >> 8) % AClasses are the pair's. Codes[2 * Pair] is the aggregated
// site's result, Codes[2 * Pair + 1] the kept one's.
__host__ __device__ inline uint32_t pairValue(unsigned A, unsigned C) {
  uint32_t V = A << 8;
  while (V % WClasses != C)
    ++V;
  return V;
}
__global__ void lone(uint32_t *Sink, uint32_t *SinkOut, int *Codes) {
  for (unsigned P = 0; P < AClasses * WClasses; ++P)
    trip(Sink, SinkOut + 2 * P, Codes + 2 * P,
         pairValue(P / WClasses, P % WClasses));
}

__global__ void mixed(uint32_t *Slot, uint32_t *Out, int *Err,
                      const uint32_t *In) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  int Warp = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (exits(T, Warp))
    return;
  uint32_t S = In[T];
  Slot[T] = hash((uint32_t)T, 0x3u);
  uint32_t *O = Out + (size_t)T * MaxL;
  int *E = Err + (size_t)T * MaxL;
  uint32_t N = trips(T, Warp);
  for (uint32_t J = 0; J < N; ++J)
    trip(Slot + T, O + 2 * J, E + 2 * J, hash(S, J));
}

namespace {
void reference(const std::vector<uint32_t> &In, int NP, int BlockDim,
               const std::vector<int> &Codes, std::vector<uint32_t> &Slot,
               std::vector<uint32_t> &Out, std::vector<int> &Err) {
  Slot.assign(NP, Poison);
  Out.assign((size_t)NP * MaxL, Poison);
  Err.assign((size_t)NP * MaxL, -1);
  int WarpsPerBlock = (BlockDim + 31) / 32;
  for (int T = 0; T < NP; ++T) {
    int Warp = T / BlockDim * WarpsPerBlock + T % BlockDim / 32;
    if (exits(T, Warp))
      continue;
    uint32_t S = In[T], X = hash((uint32_t)T, 0x3u);
    uint32_t *O = Out.data() + (size_t)T * MaxL;
    int *E = Err.data() + (size_t)T * MaxL;
    int K = 0;
    for (uint32_t J = 0; J < trips(T, Warp); ++J) {
      uint32_t V = hash(S, J);
      unsigned A = (V >> 8) % AClasses;
      if (aggAccepted(A))
        O[K] = X = hash(X, V ^ 0x55u, 0xBu);
      E[K++] = Codes[WClasses + A];
      unsigned C = V % WClasses;
      if (wideAccepted(C))
        O[K] = X = hash(X, V, 0xAu);
      E[K++] = Codes[C];
    }
    Slot[T] = X;
  }
}
} // namespace

int main() {
  gputest::Test T("fw_config_mix");
  const int BlockDim = 80, Blocks = 200, NP = Blocks * BlockDim;
  T.pendingLaunches(MaxL * (size_t)NP + 4096);
  // One thread alone, every pair of classes.
  const int Pairs = AClasses * WClasses;
  int *DCodes = gputest::alloc<int>(2 * Pairs);
  uint32_t *DSink = gputest::alloc<uint32_t>(1 + 2 * Pairs);
  gputest::poison(DCodes, 2 * Pairs);
  CK(cudaMemset(DSink, 0, (1 + 2 * Pairs) * sizeof(uint32_t)));
  auto Start = std::chrono::steady_clock::now();
  lone<<<1, 1>>>(DSink, DSink + 1, DCodes);
  gate::waitOrHang("lone", Start);
  std::vector<int> Alone = gputest::download(DCodes, 2 * Pairs);
  // Codes: WClasses kept-site classes, then AClasses aggregated-site ones.
  std::vector<int> Codes(WClasses + AClasses), Seen(2 * Pairs),
      Model(2 * Pairs);
  for (int P = 0; P < Pairs; ++P) {
    Codes[P % WClasses] = Alone[2 * P + 1];
    Codes[WClasses + P / WClasses] = Alone[2 * P];
  }
  printf("alone:");
  for (int C = 0; C < WClasses + AClasses; ++C)
    printf(" %s%d=%d", C < WClasses ? "W" : "A",
           C < WClasses ? C : C - WClasses, Codes[C]);
  printf("\n");
  for (int P = 0; P < Pairs; ++P) {
    unsigned A = P / WClasses, C = P % WClasses;
    Seen[2 * P] = Alone[2 * P];
    Seen[2 * P + 1] = Alone[2 * P + 1];
    int CA = Codes[WClasses + A], CW = Codes[C];
    Model[2 * P] = aggAccepted(A) ? 0 : (CA && CA != -1 ? CA : -2);
    Model[2 * P + 1] = wideAccepted(C) ? 0 : (CW && CW != -1 ? CW : -2);
  }
  T.compare("alone: accepted classes succeed, refused ones fail, one code "
            "per class",
            Seen, Model);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    uint32_t *DIn = gputest::upload(In);
    uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
    uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
    int *DErr = gputest::alloc<int>((size_t)NP * MaxL);
    gputest::poison(DSlot, NP);
    gputest::poison(DOut, (size_t)NP * MaxL);
    gputest::poison(DErr, (size_t)NP * MaxL);
    Start = std::chrono::steady_clock::now();
    mixed<<<Blocks, BlockDim>>>(DSlot, DOut, DErr, DIn);
    std::string W = "round " + std::to_string(Round);
    double Ms = gate::waitOrHang(W.c_str(), Start);
    printf("%s: %.2f ms\n", W.c_str(), Ms);
    std::vector<uint32_t> RSlot, ROut;
    std::vector<int> RErr;
    reference(In, NP, BlockDim, Codes, RSlot, ROut, RErr);
    T.compare((W + ": each thread's last slot value").c_str(),
              gputest::download(DSlot, NP), RSlot);
    T.compare((W + ": every child's value, in launch order").c_str(),
              gputest::download(DOut, (size_t)NP * MaxL), ROut);
    T.compare((W + ": every launch's result, as alone").c_str(),
              gputest::download(DErr, (size_t)NP * MaxL), RErr);
    CK(cudaFree(DIn));
    CK(cudaFree(DSlot));
    CK(cudaFree(DOut));
    CK(cudaFree(DErr));
  }
  CK(cudaFree(DCodes));
  CK(cudaFree(DSink));
  return T.finish();
}
