// Red team of 9f593a2 (Plan.cpp, Planner::groupBlocker): the per-thread
// stream is taken per grid only where the launch is its thread's only one,
// made once, result and error state unused (P.Unobserved =
// onceAndOnlyLaunch && use_empty; FunctionSummaries::orderFree walks every
// call the kernel makes, through its callees). Built with --default-stream
// per-thread (pg_build.sh). One kernel per way a thread can observe or
// order its launch, each into its per-thread stream (NULL via _ptsz unless
// said), each checked at run time where the observation has a defined
// answer, and by its remark (pg_build.sh's pergrid.txt):
//   kInline     the launch in a __forceinline__ device function called
//               once: per grid expected (the control)
//   kNoinline   the launch in a __noinline__ device function called once:
//               refused (out-of-line-function), the kernel then not
//               order-free
//   kResult     hand-written V2 launch whose result is counted: observed
//   kLastErr    cudaGetLastError() after the launch: observed
//   kPeek       cudaPeekAtLastError() before the launch: observed
//   kEvent      thread 0 of each block records an event into
//               cudaStreamPerThread after its launch (result not checked):
//               a stream call, so not order-free: not per grid
//   kPair       a (NULL, _ptsz) then b (explicit cudaStreamPerThread) in
//               one thread: b reads what a wrote (the same stream orders
//               them): two launches, not per grid (BlockStreamPlan: both to
//               the block's NULL stream, order kept)
//   kLoop       two launches from a loop, the second reads the first's
//               output: not once, not per grid
//   kWeak       calls a weak (interposable) device function that launches
//               nothing: not order-free, not per grid (a cost, not a hole)
//   kMalloc     device cudaMalloc/cudaFree around the launch: order-free,
//               per grid expected
// Parent grids of 300 blocks x 32 threads (per grid at the default pipeline
// where taken), children of 4 x 256 threads.
// Prediction (not run on a GPU): PASS in every build. The finding is in the
// remarks: only kInline and kMalloc go per grid.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int PB = 300, PT = 32, N = PB * PT, CB = 4, W = 256, CT = CB * W;
constexpr size_t Total = (size_t)N * CT;

__device__ unsigned Observed[16];

__global__ void child(uint32_t *Out, int I, uint32_t Salt) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  Out[(size_t)I * CT + T] = hash(I, T, Salt);
}

// b: reads a's word (written by a's child, ordered before b in the thread's
// per-thread stream).
__global__ void childAfter(uint32_t *Out, const uint32_t *Prev, int I,
                           uint32_t Salt) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  Out[(size_t)I * CT + T] =
      hash(I, T, Salt, ((volatile const uint32_t *)Prev)[(size_t)I * CT + T]);
}

__device__ __forceinline__ void launchInline(uint32_t *Out, int I,
                                             uint32_t Salt) {
  child<<<CB, W>>>(Out, I, Salt);
}

__device__ __noinline__ void launchNoinline(uint32_t *Out, int I,
                                            uint32_t Salt) {
  child<<<CB, W>>>(Out, I, Salt);
}

__device__ __attribute__((weak)) __noinline__ uint32_t weakHook(uint32_t V) {
  return V * 3 + 1;
}

__global__ void kInline(uint32_t *Out, uint32_t *, uint32_t Salt) {
  launchInline(Out, blockIdx.x * blockDim.x + threadIdx.x, Salt);
}

__global__ void kNoinline(uint32_t *Out, uint32_t *, uint32_t Salt) {
  launchNoinline(Out, blockIdx.x * blockDim.x + threadIdx.x, Salt);
}

__global__ void kResult(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  void *Buf = cudaGetParameterBufferV2((void *)child, dim3(CB), dim3(W), 0);
  cudaError_t E = cudaErrorLaunchOutOfResources;
  if (Buf) {
    *(uint32_t **)Buf = Out;
    *(int *)((char *)Buf + 8) = I;
    *(uint32_t *)((char *)Buf + 12) = Salt;
    E = cudaLaunchDeviceV2(Buf, 0); // _ptsz under the per-thread stream
  }
  if (E != cudaSuccess)
    atomicAdd(&Observed[0], 1u);
}

__global__ void kLastErr(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<CB, W>>>(Out, I, Salt);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&Observed[1], 1u);
}

__global__ void kPeek(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (cudaPeekAtLastError() != cudaSuccess)
    atomicAdd(&Observed[2], 1u);
  child<<<CB, W>>>(Out, I, Salt);
}

__global__ void kEvent(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<CB, W>>>(Out, I, Salt);
  if (threadIdx.x == 0) {
    cudaEvent_t E;
    if (cudaEventCreateWithFlags(&E, cudaEventDisableTiming) == cudaSuccess) {
      // Its result is not checked: whether CUDA takes a device event in
      // the per-thread stream is not what this kernel is about.
      (void)cudaEventRecord(E, cudaStreamPerThread);
      cudaEventDestroy(E);
    }
  }
}

__global__ void kPair(uint32_t *Out, uint32_t *Out2, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<CB, W>>>(Out, I, Salt);
  childAfter<<<CB, W, 0, cudaStreamPerThread>>>(Out2, Out, I, Salt);
}

__global__ void kLoop(uint32_t *Out, uint32_t *Out2, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < 2; ++K) {
    if (K == 0)
      child<<<CB, W>>>(Out, I, Salt);
    else
      childAfter<<<CB, W>>>(Out2, Out, I, Salt);
  }
}

__global__ void kWeak(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<CB, W>>>(Out, I, weakHook(Salt) - 1 - 2 * Salt);
}

__global__ void kMalloc(uint32_t *Out, uint32_t *, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t *P = nullptr;
  cudaError_t E = cudaMalloc((void **)&P, 16);
  uint32_t *Q = E == cudaSuccess ? P : Out + (size_t)I * CT;
  Q[0] = Salt;
  uint32_t V = ((volatile uint32_t *)Q)[0];
  child<<<CB, W>>>(Out, I, V);
  cudaFree(E == cudaSuccess ? P : nullptr);
}

typedef void (*Kernel)(uint32_t *, uint32_t *, uint32_t);

int main() {
  gputest::Test T("pg_observed_refused");
  T.pendingLaunches(2 * N + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  uint32_t *Out2 = gputest::alloc<uint32_t>(Total);
  struct Case {
    const char *Name;
    Kernel K;
    bool Second; // Out2 holds b's words
  } Cases[] = {{"kInline", kInline, false},   {"kNoinline", kNoinline, false},
               {"kResult", kResult, false},   {"kLastErr", kLastErr, false},
               {"kPeek", kPeek, false},       {"kEvent", kEvent, false},
               {"kPair", kPair, true},        {"kLoop", kLoop, true},
               {"kWeak", kWeak, false},       {"kMalloc", kMalloc, false}};
  for (const Case &C : Cases) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total), Ref2;
    for (int I = 0; I < N; ++I)
      for (int X = 0; X < CT; ++X)
        Ref[(size_t)I * CT + X] = hash(I, X, Salt);
    if (C.Second) {
      Ref2.resize(Total);
      for (size_t J = 0; J < Total; ++J)
        Ref2[J] = hash((int)(J / CT), (int)(J % CT), Salt, Ref[J]);
    }
    gputest::poison(Out, Total);
    gputest::poison(Out2, Total);
    C.K<<<PB, PT>>>(Out, Out2, Salt);
    CK(cudaGetLastError());
    CK(cudaStreamSynchronize(cudaStreamPerThread));
    char Name[64];
    snprintf(Name, sizeof Name, "%s: children", C.Name);
    T.compare(Name, gputest::download(Out, Total), Ref);
    if (C.Second) {
      snprintf(Name, sizeof Name, "%s: second children (order)", C.Name);
      T.compare(Name, gputest::download(Out2, Total), Ref2);
    }
  }
  unsigned Obs[16];
  CK(cudaMemcpyFromSymbol(Obs, Observed, sizeof Obs));
  T.compare("observed launch errors", std::vector<unsigned>(Obs, Obs + 3),
            std::vector<unsigned>(3, 0));
  CK_SYNC();
  return T.finish();
}
