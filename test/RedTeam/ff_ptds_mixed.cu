// Red team of e61169b (Plan.cpp onlyNullStreamLaunch, per-thread default
// stream -> cudaStreamFireAndForget) and of the "only launch" analysis it
// rests on (onceAndOnlyLaunch, order-free since 0378548). Built with
// -Xclang -fgpu-default-stream=per-thread, a NULL <<<>>> is a _ptsz launch
// into the launching thread's per-thread stream; cudaStreamPerThread names
// the same stream. Each mode's parent thread I launches children that write
// Out[I][*]; a later child in the same per-thread stream copies them to
// Snap[I][*] and must see them (CUDA orders one stream's launches).
//   0 a<<<>>> (ptsz NULL), then b into cudaStreamPerThread (V2 by hand)
//   1 a into cudaStreamPerThread (V2), then b<<<>>> (ptsz NULL)
//   2 a<<<>>> then b<<<>>> (both ptsz NULL), through a __noinline__ device
//     function called twice
//   3 a<<<>>> only, after a device cudaMalloc of a scratch buffer that a
//     fills and reads back (order-free: the site goes to fire-and-forget)
//   4 depth: mid<<<1, 32>>> whose threads each launch leaf<<<>>> (both
//     sites the thread's only launch: fire-and-forget at both levels)
//   5 a<<<>>> after cudaStreamCreateWithFlags/cudaStreamDestroy in the
//     thread (not order-free: stays in the per-thread stream)
// Prediction: PASS in .base_ptds, .ptds, .warp_ptds. Remarks: modes 0-2 and
// 5 refused (per-thread-stream); modes 3 and 4 "goes to
// cudaStreamFireAndForget". Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 256, CB = 2, PB = 4, PT = 64, N = PB * PT, Modes = 6;
constexpr int Per = CB * W;
constexpr size_t Total = (size_t)N * Per;

__device__ int LaunchErr[Modes][N];

__device__ void slow() {
  long long T0 = clock64();
  while (clock64() - T0 < 20000)
    ;
}

__global__ void a(uint32_t *Out, uint32_t *Scratch, int I, uint32_t Salt) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  slow();
  uint32_t V = gputest::hash(I, T, Salt);
  if (Scratch) {
    Scratch[T] = V;
    __syncthreads();
    V = ((volatile uint32_t *)Scratch)[(threadIdx.x ^ 1) + blockIdx.x * W] ^ 1u;
  }
  Out[(size_t)I * Per + T] = V;
}

__global__ void b(uint32_t *Out, uint32_t *Snap, int I, uint32_t) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  Snap[(size_t)I * Per + T] = ((volatile uint32_t *)Out)[(size_t)I * Per + T];
}

__device__ cudaError_t v2(void *K, cudaStream_t S, uint32_t *A0, uint32_t *A1,
                          int I, uint32_t Salt) {
  void *Buf = cudaGetParameterBufferV2(K, dim3(CB), dim3(W), 0);
  if (!Buf)
    return cudaErrorLaunchOutOfResources;
  *(uint32_t **)Buf = A0;
  *(uint32_t **)((char *)Buf + 8) = A1;
  *(int *)((char *)Buf + 16) = I;
  *(uint32_t *)((char *)Buf + 20) = Salt;
  return cudaLaunchDeviceV2(Buf, S);
}

__global__ void m0(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  a<<<CB, W>>>(Out, nullptr, I, Salt);
  LaunchErr[0][I] = v2((void *)b, cudaStreamPerThread, Out, Snap, I, 0);
}

__global__ void m1(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  LaunchErr[1][I] = v2((void *)a, cudaStreamPerThread, Out, nullptr, I, Salt);
  b<<<CB, W>>>(Out, Snap, I, 0);
}

__device__ __noinline__ void launchOne(bool First, uint32_t *Out,
                                       uint32_t *Snap, int I, uint32_t Salt) {
  if (First)
    a<<<CB, W>>>(Out, nullptr, I, Salt);
  else
    b<<<CB, W>>>(Out, Snap, I, 0);
}

__global__ void m2(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  launchOne(true, Out, Snap, I, Salt);
  launchOne(false, Out, Snap, I, Salt);
}

__global__ void m3(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t *Scratch = nullptr;
  if (cudaMalloc((void **)&Scratch, Per * 4) != cudaSuccess)
    Scratch = nullptr;
  // a writes through Scratch when there is one; record whether there was.
  LaunchErr[3][I] = Scratch ? 0 : 1;
  a<<<CB, W>>>(Out, Scratch, I, Salt);
}

__global__ void leaf(uint32_t *Out, uint32_t *Unused, int I, uint32_t Salt) {
  Out[(size_t)I * Per + blockIdx.x * W + threadIdx.x] =
      gputest::hash(I, blockIdx.x * W + threadIdx.x, Salt) ^ 4u;
}

__global__ void mid(uint32_t *Out, uint32_t *Unused, int I0, uint32_t Salt) {
  leaf<<<CB, W>>>(Out, nullptr, I0 * 32 + (int)threadIdx.x, Salt);
}

__global__ void m4(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N / 32)
    mid<<<1, 32>>>(Out, nullptr, I, Salt);
}

__global__ void m5(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  LaunchErr[5][I] = cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  if (LaunchErr[5][I] == cudaSuccess)
    cudaStreamDestroy(S);
  a<<<CB, W>>>(Out, nullptr, I, Salt);
}

int main() {
  gputest::Test T("ff_ptds_mixed");
  T.pendingLaunches(16384);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20));
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  uint32_t *Snap = gputest::alloc<uint32_t>(Total);
  void (*Ks[Modes])(uint32_t *, uint32_t *, int, uint32_t) = {m0, m1, m2,
                                                              m3, m4, m5};
  for (int M = 0; M < Modes; ++M) {
    uint32_t Salt = (uint32_t)T.R.next();
    gputest::poison(Out, Total);
    gputest::poison(Snap, Total);
    Ks[M]<<<PB, PT>>>(Out, Snap, 0, Salt);
    CK_SYNC();
    std::vector<uint32_t> Want(Total);
    for (int I = 0; I < N; ++I)
      for (int J = 0; J < Per; ++J) {
        uint32_t H = gputest::hash(I, J, Salt);
        if (M == 3) // a via Scratch: the neighbour's hash ^ 1
          H = gputest::hash(I, (J ^ 1), Salt) ^ 1u;
        if (M == 4) // leaf's rows
          H ^= 4u;
        Want[(size_t)I * Per + J] = H;
      }
    char Name[32];
    snprintf(Name, sizeof Name, "mode%d.%s", M, M <= 2 ? "snap" : "out");
    T.compare(Name, gputest::download(M <= 2 ? Snap : Out, Total), Want);
  }
  std::vector<int> Err((size_t)Modes * N);
  CK(cudaMemcpyFromSymbol(Err.data(), LaunchErr, Err.size() * sizeof(int)));
  T.compare("launch results", Err, std::vector<int>(Err.size(), 0));
  return T.finish();
}
