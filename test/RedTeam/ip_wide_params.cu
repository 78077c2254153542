// Red team of in-place tail chains (-dpagg-tail-in-place; TailChainPlan.cpp
// rule (8), InPlace.cpp lowerInPlaceLink, runtime/inplace.cu): the record's
// two parameter slots are DPAGG_INPLACE_ARGS_MAX = 256 bytes each
// (RuntimeABI.h), and nothing checks that the parameter buffer fits: rule
// (8) reads only the parameters' types, and lowerInPlaceLink copies
// S.BufferSize bytes (`memcpy(Rec + 16 + 256 * parity, params, BufferSize)`).
// A kernel of plain scalar parameters may take up to 4 KB of them.
//   wide40  uint64_t* + 2 ints + 40 uint64_t: 336 bytes. Slot 1 (record
//           bytes 272..528) spills 80 bytes into the next record: its
//           flags, allowance and reservation (bytes 0..16) and its slot 0;
//           the step's own parameters past byte 256 of slot 1 are read back
//           from there, where that record's owner writes its flags and
//           parameters (and a new owner's takeSlot clears 16 bytes). The
//           last slot (1023) writes past InPlaceRecords: in the linked
//           image (readelf of the -save-temps .img) InPlaceRecords is at
//           0x1a8000 (0x84000 bytes) and the next object, at 0x22c000, is
//           __dpagg_tail_chain_links, the process's tail-chain budget
//           count: overwritten with a parameter (P30), every later link
//           finds the budget spent and launches as written (back to the
//           pending-launch pool). InPlaceKeys follows at 0x22c108.
//   wide70  70 uint64_t: 576 bytes. A slot-0 write covers all of slot 1
//           (the step the slow threads may still be loading) and 64 bytes
//           of the next record; a slot-1 write 320 bytes of it (of record
//           1023: the budget count and InPlaceKeys[0..6], whose chains then
//           lose their records: find fails, they end early).
// Many chains at once (host: 64 streams x 2 grids; a starter kernel: 400
// blocks, thread 0 of each starts a chain; 100 steps each), so that neighbouring records
// are held together; every step writes a hash of all its parameters, each
// step changes every parameter; the CPU recomputes everything.
//
// Expected on the GPU: .base PASS, .noip PASS; .dflt FAIL (wrong hashes:
// parameters read back from a neighbour's record, or a neighbour's chain
// ending early or continuing with foreign flags), possibly CUDAERR or
// TIMEOUT (a corrupted flag of another chain). Whatever the run shows, the
// IR of .dflt is the static finding: a memcpy of 336 / 576 bytes into a
// 256-byte slot (grep 'llvm.memcpy.*i64 336' in the .ll).
// H200 (plugin of 2026-11-28 08:53): .base, .noip PASS; .dflt CUDAERR
// (cudaErrorIllegalAddress at the first synchronize; consistent with a
// neighbour's `Out` parameter, bytes 16..24 of its slot 0, taking P32).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 100;

#define D10(X, d) X(d##0) X(d##1) X(d##2) X(d##3) X(d##4) X(d##5) X(d##6) X(d##7) X(d##8) X(d##9)
#define L40(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) D10(X, 1) D10(X, 2) D10(X, 3)
#define L70(X) L40(X) D10(X, 4) D10(X, 5) D10(X, 6)

__host__ __device__ inline uint64_t mix64(uint64_t H, uint64_t V) {
  H ^= V + 0x9e3779b97f4a7c15ull + (H << 6) + (H >> 2);
  return H * 0xff51afd7ed558ccdull;
}
__host__ __device__ inline uint64_t nextP(uint64_t P, int K, int I) {
  return P * 3 + (uint64_t)(K + 1) * 0x10001ull + (uint64_t)I;
}
__host__ __device__ inline uint64_t initP(int C, int K) {
  return ((uint64_t)C << 32) ^ (uint64_t)(K * 0x1234567 + 99);
}

#define PARAM(n) , uint64_t P##n
#define HASH(n) H = mix64(H, P##n);
#define NEXT(n) , nextP(P##n, n, I)
#define INIT(n) , initP(C, n)

// The starters observe their launch (cudaGetLastError), so that DPAgg does
// not aggregate the chains' heads per grid (whose clone's links would then
// be aggregated level by level, never one-block grids of K).
__device__ int StartErrors;

__global__ void wide40(uint64_t *Out, int I, int C L40(PARAM)) {
  uint64_t H = 0x243f6a8885a308d3ull ^ (uint64_t)C;
  L40(HASH)
  Out[((size_t)C * Steps + I) * W + threadIdx.x] = H ^ threadIdx.x;
  if (threadIdx.x == 0 && I + 1 < Steps)
    wide40<<<1, W>>>(Out, I + 1, C L40(NEXT));
}
__global__ void wide70(uint64_t *Out, int I, int C L70(PARAM)) {
  uint64_t H = 0x243f6a8885a308d3ull ^ (uint64_t)C;
  L70(HASH)
  Out[((size_t)C * Steps + I) * W + threadIdx.x] = H ^ threadIdx.x;
  if (threadIdx.x == 0 && I + 1 < Steps)
    wide70<<<1, W>>>(Out, I + 1, C L70(NEXT));
}
// Chain C starts at C0 + blockIdx.x (the starter's blocks).
__global__ void start40(uint64_t *Out, int C0) {
  int C = C0 + (int)blockIdx.x;
  if (threadIdx.x == 0) {
    wide40<<<1, W>>>(Out, 0, C L40(INIT));
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}
__global__ void start70(uint64_t *Out, int C0) {
  int C = C0 + (int)blockIdx.x;
  if (threadIdx.x == 0) {
    wide70<<<1, W>>>(Out, 0, C L70(INIT));
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

static std::vector<uint64_t> reference(int NP, int Chains) {
  std::vector<uint64_t> Ref((size_t)Chains * Steps * W);
  for (int C = 0; C < Chains; ++C) {
    std::vector<uint64_t> P(NP);
    for (int K = 0; K < NP; ++K)
      P[K] = initP(C, K);
    for (int I = 0; I < Steps; ++I) {
      uint64_t H = 0x243f6a8885a308d3ull ^ (uint64_t)C;
      for (int K = 0; K < NP; ++K)
        H = mix64(H, P[K]);
      for (int X = 0; X < W; ++X)
        Ref[((size_t)C * Steps + I) * W + X] = H ^ (uint64_t)X;
      for (int K = 0; K < NP; ++K)
        P[K] = nextP(P[K], K, I);
    }
  }
  return Ref;
}

int main() {
  gputest::Test T("ip_wide_params");
  // Without DPAgg every chain's steps are pending at once: 528 x 100.
  T.pendingLaunches(65536);
  constexpr int HostStreams = 64, PerStream = 2, HostChains = HostStreams * PerStream;
  constexpr int DevChains = 400, Chains = HostChains + DevChains;
  std::vector<cudaStream_t> St(HostStreams);
  for (auto &S : St)
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  for (int NP : {40, 70}) {
    size_t N = (size_t)Chains * Steps * W;
    uint64_t *Out = gputest::alloc<uint64_t>(N);
    gputest::poison(Out, N);
    for (int C = 0; C < HostChains; ++C) {
      cudaStream_t S = St[C % HostStreams];
      if (NP == 40)
        wide40<<<1, W, 0, S>>>(Out, 0, C L40(INIT));
      else
        wide70<<<1, W, 0, S>>>(Out, 0, C L70(INIT));
      CK(cudaGetLastError());
    }
    if (NP == 40)
      start40<<<DevChains, 32>>>(Out, HostChains);
    else
      start70<<<DevChains, 32>>>(Out, HostChains);
    CK_SYNC();
    char Name[32];
    snprintf(Name, sizeof Name, "wide%d", NP);
    T.compare(Name, gputest::download(Out, N), reference(NP, Chains));
    CK(cudaFree(Out));
  }
  for (auto &S : St)
    CK(cudaStreamDestroy(S));
  return T.finish();
}
