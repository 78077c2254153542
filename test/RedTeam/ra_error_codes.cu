// Red team of allocation aggregation (issue 25, first slice; redalloc).
// Attacks what an aggregated cudaMalloc/cudaFree returns and leaves in the
// thread's error state. The runtime (runtime/alloc.cu) answers a sub-buffer's
// cudaMalloc and cudaFree with cudaSuccess and makes no CUDA call. That is
// exact only if the real calls, succeeding, return their own result (never
// an earlier error of the thread) and leave the error state as it was. The
// H100 facts measured so far (test/GPU/ptds_alloc_launch.cu) cover cudaMalloc
// after a refused launch; not cudaFree, and not an earlier failed cudaMalloc.
//
// Each thread dirties its error state in one of four ways (nothing; a launch
// CUDA refuses, a block of 2048 threads; cudaMalloc of 0 bytes; cudaMalloc of
// 2^45 bytes), either before its cudaMalloc or between its cudaMalloc and its
// cudaFree, then records cudaMalloc's and cudaFree's codes and two
// cudaGetLastError() in a row. Kernel `agg` keeps the pointer local (the
// aggregated site in .alloc); kernel `ref` is identical except that it also
// stores the pointer (refused: "stored to memory"), so it runs the calls as
// written in every build, in the same states. The program compares the two,
// thread by thread, and prints what `ref` saw per mode (platform facts).
//
// Prediction: PASS in every build if a successful device cudaMalloc/cudaFree
// returns its own result and leaves the state (what the runtime assumes);
// .alloc FAIL if a real cudaFree returns or clears an earlier error.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT alloc: -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp
#include "../GPU/Inputs/GPUTest.cuh"

#include <map>

__global__ void nop(int *P) {
  if (P)
    *P = 1;
}

/// Leaves an error in the thread's state (Kind 1..3); what it allocated is
/// stored (so these sites stay as written in every build) and leaked.
__device__ __noinline__ void dirty(int Kind, void **Sink) {
  void *Q = nullptr;
  if (Kind == 1)
    nop<<<1, 2048>>>(nullptr); // more threads than a block takes
  else if (Kind == 2)
    cudaMalloc(&Q, 0);
  else if (Kind == 3)
    cudaMalloc(&Q, size_t(1) << 45);
  *Sink = Q;
}

constexpr int Fields = 5;

template <bool Escape>
__global__ void codes(int Rot, int N, int *Out, void **Sink) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  if (T >= N)
    return;
  int Mode = (T / 3 + Rot) % 8, Kind = Mode % 4, Where = Mode / 4;
  if (Where == 0)
    dirty(Kind, Sink + 2 * T);
  int *P = nullptr;
  int M = cudaMalloc((void **)&P, 16 + (T % 5) * 24);
  if (P)
    P[0] = T;
  if (Escape)
    Sink[2 * T + 1] = P;
  if (Where == 1)
    dirty(Kind, Sink + 2 * T);
  int Seen = P ? P[0] == T : -1;
  int F = cudaFree(P);
  int L1 = cudaGetLastError();
  int L2 = cudaGetLastError();
  int *O = Out + Fields * T;
  O[0] = M;
  O[1] = F;
  O[2] = L1;
  O[3] = L2;
  O[4] = Seen;
}

int main() {
  gputest::Test T("ra_error_codes");
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(64) << 20));
  const int N = 4096;
  int *DA = gputest::alloc<int>(Fields * N),
      *DR = gputest::alloc<int>(Fields * N);
  void **Sink = gputest::alloc<void *>(2 * N);
  for (int Round = 0; Round < 3; ++Round) {
    int Rot = T.R.range(0, 7);
    gputest::poison(DA, Fields * N);
    gputest::poison(DR, Fields * N);
    codes<false><<<N / 128, 128>>>(Rot, N, DA, Sink);
    CK_SYNC();
    codes<true><<<N / 128, 128>>>(Rot, N, DR, Sink);
    CK_SYNC();
    std::vector<int> A = gputest::download(DA, Fields * N),
                     R = gputest::download(DR, Fields * N);
    if (Round == 0) {
      std::map<std::vector<int>, int> Seen;
      for (int I = 0; I < N; ++I) {
        int Mode = (I / 3 + Rot) % 8;
        std::vector<int> K = {Mode % 4, Mode / 4};
        K.insert(K.end(), R.begin() + Fields * I,
                 R.begin() + Fields * I + Fields);
        ++Seen[K];
      }
      for (auto &[K, C] : Seen)
        printf("fact: kind %d where %d: malloc %d free %d last %d then %d "
               "own-bytes %d (%d threads)\n",
               K[0], K[1], K[2], K[3], K[4], K[5], K[6], C);
    }
    T.compare(
        "aggregated vs as-written codes (malloc, free, last, last, bytes)", A,
        R);
  }
  return T.finish();
}
