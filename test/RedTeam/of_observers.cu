// Red team of the private-stream rule (issue 23 item 3, Plan.cpp
// privateStreamLaunch): a thread's only launch, once, into a stream it
// created for it alone goes to cudaStreamFireAndForget (aggregated, or
// serialized, or alone). This program (ff_ptds_observers with that parent)
// looks at the children from every place that CUDA orders after the
// parent:
//   A host: parent, then copyk in the same (legacy default) stream; a
//     cudaMemcpyAsync in a non-blocking stream after cudaDeviceSynchronize
//   B host events: parent in s1, event, s2 waits on it, copyk in s2
//   C host graph: parent and copyk captured from a non-blocking stream,
//     instantiated, launched twice (output poisoned between)
//   D a grandparent grid: thread 0 launches parent (V2 by hand, NULL) and
//     tail-launches copyk (cudaStreamTailLaunch waits for all of its grid's
//     descendants, fire-and-forget grandchildren included)
//   E the parent's own tail launch from thread 0 (another site: the child
//     site is then not the only launch and stays as written, own-stream)
// Every child (2 blocks of 256: above the serialization threshold) writes
// hash(I, tid, Salt) to Out; copyk copies Out to Snap.
// VARIANT ptds: -Xclang -fgpu-default-stream=per-thread
// Prediction: PASS everywhere (the F&F children are descendants of the
// parent grid, which completes only after them). Remarks: parent's site
// goes to cudaStreamFireAndForget; parentTail's is refused (own-stream).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 256, CB = 2, PB = 8, PT = 64, N = PB * PT;
constexpr size_t Total = (size_t)N * CB * W;

__global__ void child(uint32_t *Out, uint32_t *Unused, int I, uint32_t Salt) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  Out[(size_t)I * CB * W + T] = gputest::hash(I, T, Salt);
}

__global__ void copyk(uint32_t *Out, uint32_t *Snap, int, uint32_t) {
  for (size_t J = blockIdx.x * blockDim.x + threadIdx.x; J < Total;
       J += gridDim.x * blockDim.x)
    Snap[J] = ((volatile uint32_t *)Out)[J];
}

// The site under attack: every thread's only launch, once, into one of the
// four streams it created.
__global__ void parent(uint32_t *Out, uint32_t *Unused, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S[4];
  for (int K = 0; K < 4; ++K)
    cudaStreamCreateWithFlags(&S[K], cudaStreamNonBlocking);
  child<<<CB, W, 0, S[threadIdx.x % 4]>>>(Out, nullptr, I, Salt);
  for (int K = 0; K < 4; ++K)
    cudaStreamDestroy(S[K]);
}

__device__ int LaunchErr[4];

__device__ cudaError_t v2(void *K, dim3 G, dim3 B, cudaStream_t S, uint32_t *A0,
                          uint32_t *A1, int I, uint32_t Salt) {
  void *Buf = cudaGetParameterBufferV2(K, G, B, 0);
  if (!Buf)
    return cudaErrorLaunchOutOfResources;
  *(uint32_t **)Buf = A0;
  *(uint32_t **)((char *)Buf + 8) = A1;
  *(int *)((char *)Buf + 16) = I;
  *(uint32_t *)((char *)Buf + 20) = Salt;
  return cudaLaunchDeviceV2(Buf, S);
}

__global__ void gparent(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  LaunchErr[0] =
      v2((void *)parent, dim3(PB), dim3(PT), 0, Out, nullptr, 0, Salt);
  LaunchErr[1] = v2((void *)copyk, dim3(64), dim3(256), cudaStreamTailLaunch,
                    Out, Snap, 0, 0);
}

__global__ void parentTail(uint32_t *Out, uint32_t *Snap, int, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S[4];
  for (int K = 0; K < 4; ++K)
    cudaStreamCreateWithFlags(&S[K], cudaStreamNonBlocking);
  child<<<CB, W, 0, S[threadIdx.x % 4]>>>(Out, nullptr, I, Salt);
  for (int K = 0; K < 4; ++K)
    cudaStreamDestroy(S[K]);
  if (I == 0)
    LaunchErr[2] = v2((void *)copyk, dim3(64), dim3(256), cudaStreamTailLaunch,
                      Out, Snap, 0, 0);
}

static std::vector<uint32_t> ref(uint32_t Salt) {
  std::vector<uint32_t> R(Total);
  for (int I = 0; I < N; ++I)
    for (int T = 0; T < CB * W; ++T)
      R[(size_t)I * CB * W + T] = gputest::hash(I, T, Salt);
  return R;
}

int main() {
  gputest::Test T("of_observers");
  T.pendingLaunches(8192);
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  uint32_t *Snap = gputest::alloc<uint32_t>(Total);
  std::vector<uint32_t> Host(Total);
  cudaStream_t S1, S2;
  CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
  auto Poison = [&] {
    gputest::poison(Out, Total);
    gputest::poison(Snap, Total);
  };
  // A
  uint32_t Salt = (uint32_t)T.R.next();
  Poison();
  parent<<<PB, PT>>>(Out, nullptr, 0, Salt);
  copyk<<<64, 256>>>(Out, Snap, 0, 0);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpyAsync(Host.data(), Out, Total * 4, cudaMemcpyDeviceToHost, S1));
  CK(cudaStreamSynchronize(S1));
  T.compare("A.copyk", gputest::download(Snap, Total), ref(Salt));
  T.compare("A.memcpyAsync", Host, ref(Salt));
  // B
  Salt = (uint32_t)T.R.next();
  Poison();
  cudaEvent_t E;
  CK(cudaEventCreateWithFlags(&E, cudaEventDisableTiming));
  parent<<<PB, PT, 0, S1>>>(Out, nullptr, 0, Salt);
  CK(cudaEventRecord(E, S1));
  CK(cudaStreamWaitEvent(S2, E, 0));
  copyk<<<64, 256, 0, S2>>>(Out, Snap, 0, 0);
  CK(cudaGetLastError());
  CK(cudaStreamSynchronize(S2));
  T.compare("B.event", gputest::download(Snap, Total), ref(Salt));
  CK_SYNC();
  // C
  Salt = (uint32_t)T.R.next();
  cudaGraph_t G;
  cudaGraphExec_t GE;
  CK(cudaStreamBeginCapture(S1, cudaStreamCaptureModeThreadLocal));
  parent<<<PB, PT, 0, S1>>>(Out, nullptr, 0, Salt);
  copyk<<<64, 256, 0, S1>>>(Out, Snap, 0, 0);
  CK(cudaStreamEndCapture(S1, &G));
  // A CUDA that refuses CDP kernels in graphs refuses them in every build:
  // reported, not fatal, so that D and E still run.
  if (cudaError_t E = cudaGraphInstantiate(&GE, G, 0); E != cudaSuccess) {
    printf("C.graph skipped: cudaGraphInstantiate: %s\n", cudaGetErrorName(E));
    (void)cudaGetLastError();
  } else {
    for (int Rep = 0; Rep < 2; ++Rep) {
      Poison();
      CK(cudaGraphLaunch(GE, S1));
      CK(cudaStreamSynchronize(S1));
      T.compare(Rep ? "C.graph2" : "C.graph1", gputest::download(Snap, Total),
                ref(Salt));
    }
  }
  // D
  Salt = (uint32_t)T.R.next();
  Poison();
  gparent<<<1, 1>>>(Out, Snap, 0, Salt);
  CK_SYNC();
  T.compare("D.grandparent-tail", gputest::download(Snap, Total), ref(Salt));
  // E
  Salt = (uint32_t)T.R.next();
  Poison();
  parentTail<<<PB, PT>>>(Out, Snap, 0, Salt);
  CK_SYNC();
  T.compare("E.parent-tail", gputest::download(Snap, Total), ref(Salt));
  int Err[4];
  CK(cudaMemcpyFromSymbol(Err, LaunchErr, sizeof Err));
  std::vector<int> GotErr(Err, Err + 3), Zero(3, 0);
  T.compare("launch results", GotErr, Zero);
  return T.finish();
}
