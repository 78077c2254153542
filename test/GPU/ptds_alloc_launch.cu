// Issue 23: the Bezier pattern under the per-thread default stream. Each
// parent thread allocates its buffer with device cudaMalloc (in a branch),
// stores the pointer, and launches one child that fills it; a later kernel
// reads and frees every buffer. Built with -fgpu-default-stream=per-thread
// (.ptds, .warp_ptds, .base_ptds), the launch is its thread's only launch:
// a device cudaMalloc/cudaFree only writes the error state
// (KnownCalls.def STREAM 2), so DPAgg aggregates it (before, it was refused
// as "not the thread's only launch").
//
// Also checks what that rests on, in every build: a device cudaMalloc
// returns its own result, not an earlier launch's error, and does not clear
// the error state (sticky): a thread makes a launch CUDA refuses (a block
// of 2048 threads), then cudaMalloc returns cudaSuccess, then
// cudaGetLastError() still returns the launch's error.
//
// CPU reference, fresh random lengths (0 included), outputs poisoned, every
// CUDA return code checked. Exit 0 right, 1 wrong, 2 CUDA error.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/ptds_alloc_launch.base
// RUN: %gpubin/ptds_alloc_launch.dpagg
// RUN: %gpubin/ptds_alloc_launch.warp
// RUN: %gpubin/ptds_alloc_launch.base_ptds
// RUN: %gpubin/ptds_alloc_launch.ptds
// RUN: %gpubin/ptds_alloc_launch.warp_ptds
#include "GPUTest.cuh"

using gputest::hash;

__global__ void fill(uint32_t *V, int N, int L, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    V[I] = hash(L, I, Salt);
}

__global__ void tessellate(uint32_t **Bufs, const int *Lens, int NL,
                           uint32_t Salt, int *Codes) {
  int L = blockIdx.x * blockDim.x + threadIdx.x;
  if (L >= NL)
    return;
  int N = Lens[L];
  uint32_t *V = nullptr;
  int Code = 0;
  if (N > 0)
    Code = cudaMalloc((void **)&V, N * sizeof(uint32_t));
  Bufs[L] = V;
  Codes[L] = Code;
  if (V)
    fill<<<(N + 31) / 32, 32>>>(V, N, L, Salt);
}

/// Reads every buffer into Out (at its offset) and frees it.
__global__ void collect(uint32_t **Bufs, const int *Lens, const int *Off,
                        int NL, uint32_t *Out, int *FreeCodes) {
  int L = blockIdx.x * blockDim.x + threadIdx.x;
  if (L >= NL)
    return;
  uint32_t *V = Bufs[L];
  for (int I = 0; V && I < Lens[L]; ++I)
    Out[Off[L] + I] = V[I];
  FreeCodes[L] = cudaFree(V);
}

/// Per thread: the refused launch's result, cudaMalloc's result after it,
/// then cudaGetLastError().
__global__ void sticky(int *Out) {
  int T = threadIdx.x;
  int Launch = 0;
  if (T % 2 == 0) {
    fill<<<1, 2048>>>(nullptr, 0, 0, 0); // more threads than a block takes
    Launch = cudaPeekAtLastError();
  }
  void *P = nullptr;
  int Alloc = cudaMalloc(&P, 64);
  int Last = cudaGetLastError();
  cudaFree(P);
  Out[3 * T] = Launch;
  Out[3 * T + 1] = Alloc;
  Out[3 * T + 2] = Last;
}

int main() {
  gputest::Test T("ptds_alloc_launch");
  T.pendingLaunches(1 << 17);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(256) << 20));
  for (int NL : {1, 1000, 65536}) {
    std::vector<int> Lens(NL), Off(NL);
    long Total = 0;
    for (int L = 0; L < NL; ++L) {
      Lens[L] = T.R.chance(0.2) ? 0 : T.R.range(1, 200);
      Off[L] = (int)Total;
      Total += Lens[L];
    }
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(std::max<long>(Total, 1), 0xFFFFFFFFu);
    for (int L = 0; L < NL; ++L)
      for (int I = 0; I < Lens[L]; ++I)
        Ref[Off[L] + I] = hash(L, I, Salt);
    int *DLens = gputest::upload(Lens), *DOff = gputest::upload(Off);
    uint32_t **DBufs = gputest::alloc<uint32_t *>(NL);
    uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size());
    int *DCodes = gputest::alloc<int>(NL), *DFree = gputest::alloc<int>(NL);
    gputest::poison(DOut, Ref.size());
    gputest::poison(DCodes, NL);
    gputest::poison(DFree, NL);
    tessellate<<<(NL + 127) / 128, 128>>>(DBufs, DLens, NL, Salt, DCodes);
    CK_SYNC();
    collect<<<(NL + 127) / 128, 128>>>(DBufs, DLens, DOff, NL, DOut, DFree);
    CK_SYNC();
    char What[64];
    snprintf(What, sizeof What, "buffers of %d parents", NL);
    T.compare(What, gputest::download(DOut, Ref.size()), Ref);
    T.compare("cudaMalloc codes", gputest::download(DCodes, NL),
              std::vector<int>(NL, 0));
    T.compare("cudaFree codes", gputest::download(DFree, NL),
              std::vector<int>(NL, 0));
  }
  int *DSticky = gputest::alloc<int>(3 * 64);
  gputest::poison(DSticky, 3 * 64);
  sticky<<<1, 64>>>(DSticky);
  CK_SYNC();
  std::vector<int> Got = gputest::download(DSticky, 3 * 64), Want(3 * 64);
  for (int I = 0; I < 64; ++I) {
    int E = I % 2 == 0 ? Got[3 * 0] : 0; // the refused launch's own error
    Want[3 * I] = E;
    Want[3 * I + 1] = 0; // cudaMalloc: its own result
    Want[3 * I + 2] = E; // the launch's error is still there
  }
  printf("refused launch: error %d\n", Got[0]);
  T.compare("sticky error state around cudaMalloc", Got, Want);
  if (Got[0] == 0)
    T.compare("the refused launch failed", std::vector<int>{0},
              std::vector<int>{1});
  return T.finish();
}
