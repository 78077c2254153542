// Red team of the private-stream rule (issue 23 item 3, Plan.cpp
// privateStreamLaunch): "the launch's result is each thread's own". Every
// parent thread creates two streams and makes its one launch into one of
// them through the device runtime's own API (cudaGetParameterBuffer +
// cudaLaunchDevice, whose return value it stores: the result is read, the
// error state never), with a configuration that is valid or not per thread:
// blocks of 32 or 1024 threads, 2048 threads (too many), z = 128 (too
// deep), 1 KB or 200 KB of dynamic shared memory (too much), grid y 70,000
// (too high). The pass sends the launch to cudaStreamFireAndForget and
// aggregates it; refused configurations launch alone (there, into
// cudaStreamFireAndForget too).
//   kernel `eligible`  as above
//   kernel `alone`     the same launches, and cudaGetLastError() after each
//                      (the error state is read: refused, as written), the
//                      reference for the codes in the same build
// Checks: each thread's code in `eligible` equals its code in `alone`, the
// valid launches' children wrote their hash, the invalid ones' output stays
// poisoned (a child that ran although CUDA refused its launch alone).
// Prediction: PASS in .base, .dpagg, .warp. Exit 0 right, 1 wrong, 2 CUDA
// error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int Kinds = 7;

__global__ void child(uint32_t *Out, uint32_t Salt) {
  extern __shared__ char Dyn[];
  unsigned I =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  if (I == 0 && blockIdx.y == 0)
    Out[0] = hash(Salt, blockDim.x, blockDim.y, blockDim.z, gridDim.y);
  (void)Dyn;
}

__device__ void shapeOf(int K, dim3 &G, dim3 &B, unsigned &Shm) {
  G = dim3(1);
  B = dim3(32);
  Shm = 0;
  switch (K) {
  case 1:
    B = dim3(1024);
    break;
  case 2:
    B = dim3(2048);
    break; // too many threads
  case 3:
    B = dim3(1, 1, 128);
    break; // z over 64
  case 4:
    Shm = 1024;
    break;
  case 5:
    Shm = 200 * 1024;
    break; // too much shared memory
  case 6:
    G = dim3(1, 70000);
    break; // grid y over 65535
  }
}

template <bool ReadError>
__device__ void launchOne(uint32_t *Out, int *Code, const int *Kind,
                          uint32_t Salt, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  cudaStream_t S[2];
  cudaStreamCreateWithFlags(&S[0], cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&S[1], cudaStreamNonBlocking);
  dim3 G, B;
  unsigned Shm;
  shapeOf(Kind[P], G, B, Shm);
  // No null check: the two sides of one would meet with different values,
  // which the pass leaves as written (a 12-byte buffer is not refused).
  void *Buf = cudaGetParameterBuffer(64, 12);
  *(uint32_t **)Buf = Out + P;
  *(uint32_t *)((char *)Buf + 8) = Salt ^ P;
  int C = (int)cudaLaunchDevice((void *)child, Buf, G, B, Shm, S[P & 1]);
  if (ReadError)
    C |= (int)cudaGetLastError() << 16;
  cudaStreamDestroy(S[0]);
  cudaStreamDestroy(S[1]);
  Code[P] = C;
}

__global__ void eligible(uint32_t *Out, int *Code, const int *Kind,
                         uint32_t Salt, int NP) {
  launchOne<false>(Out, Code, Kind, Salt, NP);
}

__global__ void alone(uint32_t *Out, int *Code, const int *Kind, uint32_t Salt,
                      int NP) {
  launchOne<true>(Out, Code, Kind, Salt, NP);
}

int main() {
  gputest::Test T("of_launch_results");
  T.pendingLaunches(1 << 16);
  const int NP = 128 * 40 - 11;
  std::vector<int> Kind(NP);
  for (int &K : Kind)
    K = T.R.chance(0.5) ? T.R.range(0, 1) * 4 : T.R.range(0, Kinds - 1);
  uint32_t Salt = (uint32_t)T.R.next();
  int *DKind = gputest::upload(Kind);
  uint32_t *DOutA = gputest::alloc<uint32_t>(NP),
           *DOutE = gputest::alloc<uint32_t>(NP);
  int *DCodeA = gputest::alloc<int>(NP), *DCodeE = gputest::alloc<int>(NP);
  gputest::poison(DOutA, NP);
  gputest::poison(DOutE, NP);
  gputest::poison(DCodeA, NP);
  gputest::poison(DCodeE, NP);
  alone<<<(NP + 127) / 128, 128>>>(DOutA, DCodeA, DKind, Salt, NP);
  CK_SYNC();
  eligible<<<(NP + 127) / 128, 128>>>(DOutE, DCodeE, DKind, Salt, NP);
  CK_SYNC();
  auto CodeA = gputest::download(DCodeA, NP);
  auto CodeE = gputest::download(DCodeE, NP);
  std::vector<int> Want(NP);
  int Histogram[Kinds][2] = {};
  for (int P = 0; P < NP; ++P) {
    Want[P] = CodeA[P] & 0xffff; // the launch's own result
    ++Histogram[Kind[P]][Want[P] != 0];
  }
  for (int K = 0; K < Kinds; ++K)
    printf("kind %d: %d launches ok, %d refused alone\n", K, Histogram[K][0],
           Histogram[K][1]);
  T.compare("eligible: launch results", CodeE, Want);
  auto OutA = gputest::download(DOutA, NP), OutE = gputest::download(DOutE, NP);
  T.compare("eligible: children's output", OutE, OutA);
  CK(cudaFree(DKind));
  CK(cudaFree(DOutA));
  CK(cudaFree(DOutE));
  CK(cudaFree(DCodeA));
  CK(cudaFree(DCodeE));
  return T.finish();
}
