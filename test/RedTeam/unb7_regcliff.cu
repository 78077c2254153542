// Red team (14d3c2d, aggregated children without a register bound): a
// performance cliff, not a wrong result. child keeps NV = 55 values live
// across a loop with a run-time trip count: ptxas (CUDA 13, sm_90, -O3) gives
// child 64 registers (it takes 1024 threads) but its unbounded clone
// child.dpagg 72 (65536 / (72 * 32) = 28 warps: 896 threads). Every parent
// thread launches child<<<1, 1024>>>, the same shape everywhere, each launch
// valid alone; launchAggregate asks cudaFuncGetAttributes(child.dpagg), gets
// 896 and refuses every aggregate, so nothing is aggregated although every
// joiner's block is the same (before 14d3c2d the clone had .maxnreg 64 and
// took the block). Checks the results (PASS/FAIL) and prints the parent
// grid's time: compare "time" of .base, .dpagg and .warp (and of a build at
// cdac20f): a dpagg time close to base's means no launch was aggregated.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::mix;

constexpr int NV = 55;

__host__ __device__ __forceinline__ uint32_t value(uint32_t V, int P,
                                                   unsigned T, int Rounds) {
  uint32_t A[NV];
#pragma unroll
  for (int I = 0; I < NV; ++I)
    A[I] = mix(mix(V, P), T * 131 + I);
#pragma unroll 1
  for (int R = 0; R < Rounds; ++R) {
    uint32_t F = A[0];
#pragma unroll
    for (int I = 0; I < NV - 1; ++I)
      A[I] = A[I] * 33 + (A[I + 1] ^ (uint32_t)R);
    A[NV - 1] = A[NV - 1] * 33 + (F ^ (uint32_t)R);
  }
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < NV; ++I)
    Acc = Acc * 31 + A[I];
  return Acc;
}

__global__ void child(uint32_t *Out, uint32_t V, int P, int Rounds) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  Out[(size_t)P * 1024 + T] = value(V, P, T, Rounds);
}

__global__ void parent(const uint32_t *In, uint32_t *Out, int *Err, int NP,
                       int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  child<<<1, dim3(32, 32)>>>(Out, In[P], P, Rounds);
  Err[P] = (int)cudaGetLastError();
}

int main() {
  gputest::Test T("unb7_regcliff");
  const int Blocks = 16, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  {
    cudaFuncAttributes A;
    CK(cudaFuncGetAttributes(&A, child));
    printf("child: %d registers, %d threads\n", A.numRegs,
           A.maxThreadsPerBlock);
  }
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * 1024);
  int *DErr = gputest::alloc<int>(NP);
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  float Best = 1e30f;
  for (int Rep = 0; Rep < 4; ++Rep) {
    int Rounds = 1 + (int)(T.R.next() % 2);
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref((size_t)NP * 1024);
    for (int P = 0; P < NP; ++P)
      for (unsigned I = 0; I < 1024; ++I)
        Ref[(size_t)P * 1024 + I] = value(In[P], P, I, Rounds);
    uint32_t *DIn = gputest::upload(In);
    gputest::poison(DOut, (size_t)NP * 1024);
    gputest::poison(DErr, NP);
    CK(cudaEventRecord(E0));
    parent<<<Blocks, Threads>>>(DIn, DOut, DErr, NP, Rounds);
    CK(cudaEventRecord(E1));
    CK_SYNC();
    float Ms = 0;
    CK(cudaEventElapsedTime(&Ms, E0, E1));
    if (Rep > 0 && Ms < Best)
      Best = Ms;
    char Buf[64];
    snprintf(Buf, sizeof Buf, "rep %d: children", Rep);
    T.compare(Buf, gputest::download(DOut, (size_t)NP * 1024), Ref);
    snprintf(Buf, sizeof Buf, "rep %d: launch results", Rep);
    T.compare(Buf, gputest::download(DErr, NP), std::vector<int>(NP, 0));
    CK(cudaFree(DIn));
  }
  printf("time: best parent grid of reps 1-3: %.3f ms (%d launches of "
         "1024 threads)\n",
         Best, NP);
  CK(cudaEventDestroy(E0));
  CK(cudaEventDestroy(E1));
  CK(cudaFree(DOut));
  CK(cudaFree(DErr));
  return T.finish();
}
