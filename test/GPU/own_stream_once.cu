// Issue 23, item 3: each parent thread creates four non-blocking streams,
// makes its one launch into s[threadIdx.x % 4] and destroys them (the
// style of Wu, Li and Becchi's applications). The stream is private to the
// launch, so DPAgg sends it to cudaStreamFireAndForget and aggregates it
// (Plan.cpp, privateStreamLaunch).
//  - `once`: the return codes of the creations and destructions recorded,
//    the error state never read: aggregated (serialized by default: the
//    children are small).
//  - `once_err`: the same, and cudaGetLastError() after the launch: the
//    rule refuses it (the error state is read), left as written.
// Children (1 to 3 blocks of 32, or 1 to 40 in the second shape) write a
// hash of their parent, their coordinates and an argument into disjoint
// slices; CPU reference; random salt, shape and parent count per round;
// poisoned outputs.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/own_stream_once.base
// RUN: %gpubin/own_stream_once.dpagg
// RUN: %gpubin/own_stream_once.warp
// RUN: %gpubin/own_stream_once.noserial
// RUN: %gpubin/own_stream_once.warp_noserial
// RUN: %gpubin/own_stream_once.grid
// RUN: %gpubin/own_stream_once.grid_noserial
// RUN: %gpubin/own_stream_once.tinypool
// RUN: %gpubin/own_stream_once.strict
// RUN: %gpubin/own_stream_once.ptds
// RUN: %gpubin/own_stream_once.base_ptds
#include "GPUTest.cuh"

using gputest::hash;

__global__ void fill(uint32_t *Out, unsigned P, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = hash(P, Salt, blockIdx.x, threadIdx.x, gridDim.x, blockDim.x);
}

__host__ __device__ inline unsigned gridOf(unsigned P, uint32_t Salt,
                                           unsigned MaxGrid) {
  return 1 + hash(P, Salt, 7u) % MaxGrid;
}

// Err[P]: the OR of the creations' and destructions' return codes (and,
// with ReadError, of cudaGetLastError() after the launch); 0 expected.
template <bool ReadError>
__device__ __forceinline__ void launchOnce(uint32_t *Out, const int *Off,
                                           int NP, uint32_t Salt,
                                           unsigned MaxGrid, int *Err) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  int E = 0;
  cudaStream_t S[4];
  for (int I = 0; I < 4; ++I)
    E |= (int)cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
  fill<<<gridOf(P, Salt, MaxGrid), 32, 0, S[threadIdx.x % 4]>>>(Out + Off[P], P,
                                                                Salt);
  if (ReadError)
    E |= (int)cudaGetLastError();
  for (int I = 0; I < 4; ++I)
    E |= (int)cudaStreamDestroy(S[I]);
  Err[P] = E;
}

__global__ void once(uint32_t *Out, const int *Off, int NP, uint32_t Salt,
                     unsigned MaxGrid, int *Err) {
  launchOnce<false>(Out, Off, NP, Salt, MaxGrid, Err);
}

__global__ void once_err(uint32_t *Out, const int *Off, int NP, uint32_t Salt,
                         unsigned MaxGrid, int *Err) {
  launchOnce<true>(Out, Off, NP, Salt, MaxGrid, Err);
}

int main() {
  gputest::Test T("own_stream_once");
  T.pendingLaunches(1 << 16);
  const int Threads = 128;
  for (int Round = 0; Round < 6; ++Round) {
    bool ReadError = Round % 2;
    uint32_t Salt = (uint32_t)T.R.next();
    unsigned MaxGrid = Round < 4 ? 3 : 40;
    // One thread, a partial last block, many blocks.
    int NP = Round < 2 ? 1 + T.R.range(0, 1) * 6000 : T.R.range(1000, 20000);
    if (MaxGrid > 3)
      NP = T.R.range(500, 2000);
    std::vector<int> Off(NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      Off[P] = Total;
      Total += 32 * gridOf(P, Salt, MaxGrid);
    }
    std::vector<uint32_t> Ref(Total);
    for (int P = 0; P < NP; ++P) {
      unsigned G = gridOf(P, Salt, MaxGrid);
      for (unsigned I = 0; I < 32 * G; ++I)
        Ref[Off[P] + I] = hash((unsigned)P, Salt, I / 32, I % 32, G, 32u);
    }
    int *DOff = gputest::upload(Off);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total);
    int *DErr = gputest::alloc<int>(NP);
    gputest::poison(DOut, Total);
    gputest::poison(DErr, NP);
    int Blocks = (NP + Threads - 1) / Threads;
    if (ReadError)
      once_err<<<Blocks, Threads>>>(DOut, DOff, NP, Salt, MaxGrid, DErr);
    else
      once<<<Blocks, Threads>>>(DOut, DOff, NP, Salt, MaxGrid, DErr);
    CK_SYNC();
    CK(cudaGetLastError());
    char What[96];
    snprintf(What, sizeof What, "%s (%d parents, up to %u blocks): codes",
             ReadError ? "once_err" : "once", NP, MaxGrid);
    T.compare(What, gputest::download(DErr, NP), std::vector<int>(NP, 0));
    snprintf(What, sizeof What, "%s (%d parents, up to %u blocks): output",
             ReadError ? "once_err" : "once", NP, MaxGrid);
    T.compare(What, gputest::download(DOut, Total), Ref);
    CK(cudaFree(DOff));
    CK(cudaFree(DOut));
    CK(cudaFree(DErr));
  }
  return T.finish();
}
