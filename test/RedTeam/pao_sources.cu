// Red team of PO and PAO (-dpagg-promote=po|pao; PromoteLaunches.h, "PO and
// PAO", the memory argument): a promoted chain's steps load their input
// before they wait for their release, since no store of the kernel may
// write it (TBAA: int loads, long long stores). The argument says that
// every write of that input which happens before a step's load in the
// program happens before the chain's head starts. Here the input is written
// by other code, late, through each ordering CUDA gives without events in
// the chain or atomics in the kernel:
//   0 same_stream   a slow writer kernel, then the chain's head, in one
//                   stream
//   1 event         the writer in stream A, an event, stream B waits on it,
//                   the head in stream B
//   2 pdl           the writer, then (programmatic dependent launch) a
//                   starter that triggers nothing itself, waits with
//                   cudaGridDependencySynchronize() and launches the head:
//                   the starter starts before the writer ends
//   3 rerun         three rounds on the same buffers: cudaMemcpyAsync from
//                   pinned memory, then the chain, in one stream, no host
//                   synchronization between rounds (a round's late pool
//                   blocks or premature children must not see the next
//                   round's input, nor the next round's steps the last's)
//   4 streams       8 streams, each a writer then a chain, at once
// The writer spends ~100 us per element before it writes; the chain's
// steps scan their row (block scan in shared memory) and pass the carry.
// Outputs poisoned, compared with a CPU reference. Arguments: modes.
//
// Expected (not run here): PASS in every build. Exit 0 right, 1 wrong,
// 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int B = 128;   // threads per step
constexpr int N = 40;    // steps per chain
constexpr int R = 40000; // writer's hash rounds

__host__ __device__ inline unsigned heavy(unsigned X, int Rounds) {
  for (int K = 0; K < Rounds; ++K)
    X = X * 1664525u + 1013904223u + (X >> 13);
  return X;
}

__host__ __device__ inline int valueAt(unsigned Seed, int K) {
  return (int)(gputest::hash(Seed, K) % 2001) - 1000;
}

__global__ void step(const int *In, long long *Out, int Steps, int I,
                     long long Carry) {
  __shared__ long long S[B];
  int T = threadIdx.x;
  S[T] = In[I * B + T];
  __syncthreads();
  for (int D = 1; D < B; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  long long Next = S[B - 1] + Carry;
  if (T == 0 && I + 1 < Steps)
    step<<<1, B>>>(In, Out, Steps, I + 1, Next);
  Out[I * B + T] = S[T] + Carry;
}

// Writes In[k] = valueAt(Seed, k), each after Rounds of hashing (kept in
// Sink, so the hashing stays).
__device__ unsigned Sink[N * B];
__global__ void writer(int *In, int Count, unsigned Seed, int Rounds,
                       bool Trigger) {
  if (Trigger)
    cudaTriggerProgrammaticLaunchCompletion();
  int K = blockIdx.x * blockDim.x + threadIdx.x;
  if (K >= Count)
    return;
  unsigned H = heavy(Seed ^ (unsigned)K, Rounds);
  Sink[K] = H;
  In[K] = valueAt(Seed, K);
}

__global__ void pdlStarter(const int *In, long long *Out, int Steps) {
  cudaGridDependencySynchronize();
  if (threadIdx.x == 0)
    step<<<1, B>>>(In, Out, Steps, 0, 0);
}

static std::vector<long long> reference(unsigned Seed) {
  std::vector<long long> Want(N * B);
  long long Acc = 0;
  for (int K = 0; K < N * B; ++K)
    Want[K] = Acc += valueAt(Seed, K);
  return Want;
}

static void launchWriter(int *DIn, unsigned Seed, cudaStream_t S,
                         bool Trigger = false) {
  writer<<<(N * B + 127) / 128, 128, 0, S>>>(DIn, N * B, Seed, R, Trigger);
  CK(cudaGetLastError());
}

static int runMode(gputest::Test &T, int Mode) {
  static const char *Names[] = {"same_stream", "event", "pdl", "rerun",
                                "streams"};
  int Bad = 0;
  std::string Name = Names[Mode];
  if (Mode <= 2) {
    unsigned Seed = (unsigned)T.R.next();
    int *DIn = gputest::alloc<int>(N * B);
    gputest::poison(DIn, N * B);
    long long *DOut = gputest::alloc<long long>(N * B);
    gputest::poison(DOut, N * B);
    cudaStream_t A, Bs;
    CK(cudaStreamCreateWithFlags(&A, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&Bs, cudaStreamNonBlocking));
    if (Mode == 0) {
      launchWriter(DIn, Seed, A);
      step<<<1, B, 0, A>>>(DIn, DOut, N, 0, 0);
    } else if (Mode == 1) {
      cudaEvent_t E;
      CK(cudaEventCreateWithFlags(&E, cudaEventDisableTiming));
      launchWriter(DIn, Seed, A);
      CK(cudaEventRecord(E, A));
      CK(cudaStreamWaitEvent(Bs, E, 0));
      step<<<1, B, 0, Bs>>>(DIn, DOut, N, 0, 0);
      CK(cudaEventDestroy(E));
    } else {
      launchWriter(DIn, Seed, A, /*Trigger=*/true);
      cudaLaunchConfig_t Cfg = {};
      Cfg.gridDim = dim3(1);
      Cfg.blockDim = dim3(32);
      Cfg.stream = A;
      cudaLaunchAttribute Attr[1];
      Attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
      Attr[0].val.programmaticStreamSerializationAllowed = 1;
      Cfg.attrs = Attr;
      Cfg.numAttrs = 1;
      CK(cudaLaunchKernelEx(&Cfg, pdlStarter, (const int *)DIn, DOut, N));
    }
    CK_SYNC();
    Bad |= T.compare(Name.c_str(), gputest::download(DOut, N * B),
                     reference(Seed));
    CK(cudaStreamDestroy(A));
    CK(cudaStreamDestroy(Bs));
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
    return Bad;
  }
  if (Mode == 3) {
    constexpr int Rounds = 3;
    int *DIn = gputest::alloc<int>(N * B);
    std::vector<long long *> DOut(Rounds);
    int *Pinned[Rounds];
    unsigned Seeds[Rounds];
    cudaStream_t S;
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
    for (int Rd = 0; Rd < Rounds; ++Rd) {
      Seeds[Rd] = (unsigned)T.R.next();
      CK(cudaMallocHost(&Pinned[Rd], N * B * sizeof(int)));
      for (int K = 0; K < N * B; ++K)
        Pinned[Rd][K] = valueAt(Seeds[Rd], K);
      DOut[Rd] = gputest::alloc<long long>(N * B);
      gputest::poison(DOut[Rd], N * B);
    }
    for (int Rd = 0; Rd < Rounds; ++Rd) {
      CK(cudaMemcpyAsync(DIn, Pinned[Rd], N * B * sizeof(int),
                         cudaMemcpyHostToDevice, S));
      step<<<1, B, 0, S>>>(DIn, DOut[Rd], N, 0, 0);
      CK(cudaGetLastError());
    }
    CK_SYNC();
    for (int Rd = 0; Rd < Rounds; ++Rd) {
      std::string What = Name + " round " + std::to_string(Rd);
      Bad |= T.compare(What.c_str(), gputest::download(DOut[Rd], N * B),
                       reference(Seeds[Rd]));
      CK(cudaFree(DOut[Rd]));
      CK(cudaFreeHost(Pinned[Rd]));
    }
    CK(cudaStreamDestroy(S));
    CK(cudaFree(DIn));
    return Bad;
  }
  constexpr int NS = 8;
  cudaStream_t S[NS];
  int *DIn[NS];
  long long *DOut[NS];
  unsigned Seeds[NS];
  for (int K = 0; K < NS; ++K) {
    CK(cudaStreamCreateWithFlags(&S[K], cudaStreamNonBlocking));
    Seeds[K] = (unsigned)T.R.next();
    DIn[K] = gputest::alloc<int>(N * B);
    gputest::poison(DIn[K], N * B);
    DOut[K] = gputest::alloc<long long>(N * B);
    gputest::poison(DOut[K], N * B);
  }
  for (int K = 0; K < NS; ++K) {
    launchWriter(DIn[K], Seeds[K], S[K]);
    step<<<1, B, 0, S[K]>>>(DIn[K], DOut[K], N, 0, 0);
  }
  CK_SYNC();
  for (int K = 0; K < NS; ++K) {
    std::string What = Name + " " + std::to_string(K);
    Bad |= T.compare(What.c_str(), gputest::download(DOut[K], N * B),
                     reference(Seeds[K]));
    CK(cudaStreamDestroy(S[K]));
    CK(cudaFree(DIn[K]));
    CK(cudaFree(DOut[K]));
  }
  return Bad;
}

int main(int Argc, char **Argv) {
  gputest::Test T("pao_sources");
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(1) << 30));
  if (Argc > 1)
    for (int A = 1; A < Argc; ++A)
      runMode(T, std::stoi(Argv[A]));
  else
    for (int Mode = 0; Mode < 5; ++Mode)
      runMode(T, Mode);
  return T.finish();
}
