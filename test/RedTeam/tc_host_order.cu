// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// what the HOST and the launching stream see of a chain. `link` is a
// promotion candidate (one-block grid, launched by thread 0 once, into the
// NULL stream, launches nothing else): DPAgg launches its link into
// cudaStreamTailLaunch when the grid is one block. The rule's argument says
// the next work in the stream that launched the first link waits for the
// tail work "as it waited for the nested child". Every mode below starts a
// chain of Steps one-block grids from the host (about 12 us a step) and
// then observes the chain's output through one stream mechanism; a
// mechanism that fired when the first grid ended, not when the whole chain
// ended, sees most steps still poisoned:
//   0 the next kernel in the same stream (snapshot kernel)
//   1 cudaEventRecord + cudaStreamWaitEvent into a second stream
//   2 cudaEventSynchronize, then the host reads host-mapped memory
//   3 cudaStreamSynchronize, then the host reads host-mapped memory
//   4 cudaLaunchHostFunc in the stream copies host-mapped memory
//   5 cudaStreamQuery polled until done, then the host reads
//   6 a graph captured from the stream (chain, snapshot kernel)
//   7 programmatic dependent launch (PDL): the snapshot kernel launched with
//     cudaLaunchAttributeProgrammaticStreamSerialization, waiting in
//     cudaGridDependencySynchronize()
//   8 cudaLaunchCooperativeKernel of the first grid (one block), then the
//     snapshot kernel in the same stream
//   9 cudaLaunchKernelEx with a 1x1x1 cluster, then the snapshot kernel
//  10 a 2-D host block (32 x 2): the first grid has two launchers (y = 0, 1,
//     two chains; the device launches are 1-D, so `link` stays a candidate)
// Expected: PASS in every build (base, dpagg, warp, notail). A mode that
// CUDA refuses prints ERR (exit 2) in every build alike. Any mode that
// passes in .base and .notail but fails in .dpagg/.warp is a hole in the
// rule's "what K's launcher and the host see" bullet.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>

constexpr int W = 32;
constexpr int Steps = 400;
constexpr int Chains = 2; // mode 10 runs two

__global__ void link(uint32_t *Out, int I, int Chain, uint32_t Salt) {
  int C = Chain + (int)threadIdx.y; // later grids are 1-D: y = 0
  Out[((size_t)C * Steps + I) * W + threadIdx.x] =
      gputest::hash(C, I, threadIdx.x, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    link<<<1, W>>>(Out, I + 1, C, Salt);
}

__global__ void snapshot(const uint32_t *Out, uint32_t *Snap, size_t N,
                         int Pdl) {
  if (Pdl)
    cudaGridDependencySynchronize();
  for (size_t I = threadIdx.x; I < N; I += blockDim.x)
    Snap[I] = ((const volatile uint32_t *)Out)[I];
}

static int Errors = 0;
static bool soft(cudaError_t E, const char *What) {
  if (E == cudaSuccess)
    return true;
  printf("ERR  %s: %s\n", What, cudaGetErrorName(E));
  ++Errors;
  return false;
}
#define SOFT(x) soft((x), #x)

struct HostCopy {
  const uint32_t *From;
  std::vector<uint32_t> *To;
};
static void CUDART_CB copyOut(void *P) {
  auto *H = (HostCopy *)P;
  memcpy(H->To->data(), H->From, H->To->size() * sizeof(uint32_t));
}

int main() {
  gputest::Test T("tc_host_order");
  const size_t N = (size_t)Chains * Steps * W;
  uint32_t *Mapped = nullptr, *MappedDev = nullptr;
  CK(cudaHostAlloc(&Mapped, N * sizeof(uint32_t), cudaHostAllocMapped));
  CK(cudaHostGetDevicePointer((void **)&MappedDev, Mapped, 0));
  uint32_t *Out = gputest::alloc<uint32_t>(N);
  uint32_t *Snap = gputest::alloc<uint32_t>(N);
  cudaStream_t S, S2;
  CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
  cudaEvent_t E;
  CK(cudaEventCreateWithFlags(&E, cudaEventDisableTiming));

  for (int Mode = 0; Mode <= 10; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    int NChains = Mode == 10 ? 2 : 1;
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    for (int C = 0; C < NChains; ++C)
      for (int I = 0; I < Steps; ++I)
        for (int X = 0; X < W; ++X)
          Ref[((size_t)C * Steps + I) * W + X] = gputest::hash(C, I, X, Salt);
    bool HostReads = Mode >= 2 && Mode <= 5;
    uint32_t *Dst = HostReads ? MappedDev : Out;
    memset(Mapped, 0xFF, N * sizeof(uint32_t));
    gputest::poison(Out, N);
    gputest::poison(Snap, N);
    std::vector<uint32_t> Got(N, 0xFFFFFFFFu);
    HostCopy HC{Mapped, &Got};
    bool Ok = true;
    switch (Mode) {
    case 0:
    case 10:
      link<<<1, dim3(W, NChains), 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError());
      snapshot<<<1, 256, 0, S>>>(Dst, Snap, N, 0);
      break;
    case 1:
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError()) && SOFT(cudaEventRecord(E, S)) &&
           SOFT(cudaStreamWaitEvent(S2, E, 0));
      snapshot<<<1, 256, 0, S2>>>(Dst, Snap, N, 0);
      break;
    case 2:
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError()) && SOFT(cudaEventRecord(E, S)) &&
           SOFT(cudaEventSynchronize(E));
      if (Ok)
        memcpy(Got.data(), Mapped, N * sizeof(uint32_t));
      break;
    case 3:
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError()) && SOFT(cudaStreamSynchronize(S));
      if (Ok)
        memcpy(Got.data(), Mapped, N * sizeof(uint32_t));
      break;
    case 4:
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok =
          SOFT(cudaGetLastError()) && SOFT(cudaLaunchHostFunc(S, copyOut, &HC));
      break;
    case 5: {
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError());
      cudaError_t Q;
      while ((Q = cudaStreamQuery(S)) == cudaErrorNotReady) {
      }
      Ok = Ok && SOFT(Q);
      if (Ok)
        memcpy(Got.data(), Mapped, N * sizeof(uint32_t));
      break;
    }
    case 6: {
      cudaGraph_t G;
      cudaGraphExec_t GE;
      Ok = SOFT(cudaStreamBeginCapture(S, cudaStreamCaptureModeThreadLocal));
      if (!Ok)
        break;
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      snapshot<<<1, 256, 0, S>>>(Dst, Snap, N, 0);
      Ok = SOFT(cudaStreamEndCapture(S, &G)) &&
           SOFT(cudaGraphInstantiate(&GE, G, 0)) &&
           SOFT(cudaGraphLaunch(GE, S));
      break;
    }
    case 7: {
      link<<<1, W, 0, S>>>(Dst, 0, 0, Salt);
      Ok = SOFT(cudaGetLastError());
      cudaLaunchConfig_t Cfg = {};
      Cfg.gridDim = dim3(1);
      Cfg.blockDim = dim3(256);
      Cfg.stream = S;
      cudaLaunchAttribute A[1];
      A[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
      A[0].val.programmaticStreamSerializationAllowed = 1;
      Cfg.attrs = A;
      Cfg.numAttrs = 1;
      const uint32_t *CDst = Dst;
      Ok = Ok && SOFT(cudaLaunchKernelEx(&Cfg, snapshot, CDst, Snap, N, 1));
      break;
    }
    case 8: {
      int I0 = 0, C0 = 0;
      void *Args[] = {&Dst, &I0, &C0, &Salt};
      Ok = SOFT(cudaLaunchCooperativeKernel((void *)link, dim3(1), dim3(W),
                                            Args, 0, S));
      snapshot<<<1, 256, 0, S>>>(Dst, Snap, N, 0);
      break;
    }
    case 9: {
      cudaLaunchConfig_t Cfg = {};
      Cfg.gridDim = dim3(1);
      Cfg.blockDim = dim3(W);
      Cfg.stream = S;
      cudaLaunchAttribute A[1];
      A[0].id = cudaLaunchAttributeClusterDimension;
      A[0].val.clusterDim.x = 1;
      A[0].val.clusterDim.y = 1;
      A[0].val.clusterDim.z = 1;
      Cfg.attrs = A;
      Cfg.numAttrs = 1;
      Ok = SOFT(cudaLaunchKernelEx(&Cfg, link, Dst, 0, 0, Salt));
      snapshot<<<1, 256, 0, S>>>(Dst, Snap, N, 0);
      break;
    }
    }
    // Whatever the mode observed is in Got (host reads) or Snap; only then
    // wait for everything.
    Ok = SOFT(cudaDeviceSynchronize()) && Ok;
    if (!HostReads)
      Got = gputest::download(Snap, N);
    char Name[64];
    snprintf(Name, sizeof Name, "mode %d (%d chain(s) of %d steps)", Mode,
             NChains, Steps);
    if (Ok)
      T.compare(Name, Got, Ref);
    else
      printf("ERR  %s\n", Name);
  }
  int R = T.finish();
  return R ? R : Errors ? 2 : 0;
}
