// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// what K's DEVICE-side launcher sees. Each block of a parent grid P starts a
// chain of `link` (a promotion candidate: one-block grid, thread 0, once,
// NULL stream, nothing else launched; DPAgg tail-launches its link when the
// grid is one block) and then launches `snapshot`, ordered after the first
// link by a CUDA stream rule, which copies the chain's output. Without
// DPAgg the first link's grid is not complete until its nested children
// are, so the snapshot sees the whole chain. The rule's argument says the
// next work in the launching stream waits for the tail work (CUDA guide:
// "the tail launch behaves as if it were inserted between its parent grid
// and the next grid in its parent grid's stream"); these modes check every
// device-side way to be "next":
//   0 thread 0: link<<<1, W>>> then snapshot<<<1, 64>>> (NULL stream)
//   1 thread 0 launches link, __syncthreads, thread 1 launches snapshot
//     (the block's NULL stream orders launches of different threads)
//   2 thread 0 creates two non-blocking streams s, s2 and an event e:
//     link into s (V2 by hand), cudaEventRecord(e, s),
//     cudaStreamWaitEvent(s2, e), snapshot into s2
//   3 link into a stream s the thread created, snapshot into s
//   4 link into P's cudaStreamTailLaunch, snapshot into it too
//   5 link into cudaStreamFireAndForget, snapshot into P's tail stream
//   6 link<<<>>> (NULL), snapshot into P's tail stream
// (clang's V1 <<<>>> into a named stream fails on sm_90 without DPAgg, so
// every named-stream launch here is a hand-written V2 launch.) The parent
// grid has Blocks blocks; each chain has Steps grids; every launch result is
// recorded and must be cudaSuccess.
// Expected: PASS in every build (.base, .dpagg, .warp, .notail, and the
// per-thread default stream builds .ptsz.*, where mode 1 is left out:
// there two threads' launches are not ordered). A mode that fails only in
// the tail-chained builds (.dpagg, .warp, .ptsz.dpagg) is a hole.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
// VARIANT ptsz: -Xclang -fgpu-default-stream=per-thread
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 200, Blocks = 8, Modes = 7;
constexpr size_t PerChain = (size_t)Steps * W;

__device__ int LaunchErr[Modes][Blocks][4];

__global__ void link(uint32_t *Out, int I, uint32_t Salt) {
  Out[(size_t)I * W + threadIdx.x] = gputest::hash(I, threadIdx.x, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    link<<<1, W>>>(Out, I + 1, Salt);
}

__global__ void snapshot(const uint32_t *Out, uint32_t *Snap) {
  for (size_t I = threadIdx.x; I < PerChain; I += blockDim.x)
    Snap[I] = ((const volatile uint32_t *)Out)[I];
}

__device__ cudaError_t linkV2(uint32_t *Out, uint32_t Salt, cudaStream_t S) {
  void *B = cudaGetParameterBufferV2((void *)link, dim3(1), dim3(W), 0);
  if (!B)
    return cudaErrorLaunchOutOfResources;
  *(uint32_t **)B = Out;
  *(int *)((char *)B + 8) = 0;
  *(uint32_t *)((char *)B + 12) = Salt;
  return cudaLaunchDeviceV2(B, S);
}

__device__ cudaError_t snapshotV2(const uint32_t *Out, uint32_t *Snap,
                                  cudaStream_t S) {
  void *B = cudaGetParameterBufferV2((void *)snapshot, dim3(1), dim3(64), 0);
  if (!B)
    return cudaErrorLaunchOutOfResources;
  *(const uint32_t **)B = Out;
  *(uint32_t **)((char *)B + 8) = Snap;
  return cudaLaunchDeviceV2(B, S);
}

__global__ void parent(uint32_t *Out, uint32_t *Snap, int Mode, uint32_t Salt) {
  uint32_t *O = Out + blockIdx.x * PerChain;
  uint32_t *Sn = Snap + blockIdx.x * PerChain;
  int *Err = LaunchErr[Mode][blockIdx.x];
  unsigned T = threadIdx.x;
  switch (Mode) {
  case 0:
    if (T == 0) {
      link<<<1, W>>>(O, 0, Salt);
      Err[0] = cudaGetLastError();
      snapshot<<<1, 64>>>(O, Sn);
      Err[1] = cudaGetLastError();
    }
    break;
  case 1:
    if (T == 0) {
      link<<<1, W>>>(O, 0, Salt);
      Err[0] = cudaGetLastError();
    }
    __syncthreads();
    if (T == 1) {
      snapshot<<<1, 64>>>(O, Sn);
      Err[1] = cudaGetLastError();
    }
    break;
  case 2:
    if (T == 0) {
      cudaStream_t S, S2;
      cudaEvent_t E;
      Err[0] = cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
      Err[1] = cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking) |
               cudaEventCreateWithFlags(&E, cudaEventDisableTiming);
      Err[2] = linkV2(O, Salt, S) | cudaEventRecord(E, S) |
               cudaStreamWaitEvent(S2, E, 0);
      Err[3] = snapshotV2(O, Sn, S2) | cudaEventDestroy(E) |
               cudaStreamDestroy(S) | cudaStreamDestroy(S2);
    }
    break;
  case 3:
    if (T == 0) {
      cudaStream_t S;
      Err[0] = cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
      Err[1] = linkV2(O, Salt, S);
      Err[2] = snapshotV2(O, Sn, S);
      Err[3] = cudaStreamDestroy(S);
    }
    break;
  case 4:
    if (T == 0) {
      Err[0] = linkV2(O, Salt, cudaStreamTailLaunch);
      Err[1] = snapshotV2(O, Sn, cudaStreamTailLaunch);
    }
    break;
  case 5:
    if (T == 0) {
      Err[0] = linkV2(O, Salt, cudaStreamFireAndForget);
      Err[1] = snapshotV2(O, Sn, cudaStreamTailLaunch);
    }
    break;
  case 6:
    if (T == 0) {
      link<<<1, W>>>(O, 0, Salt);
      Err[0] = cudaGetLastError();
      Err[1] = snapshotV2(O, Sn, cudaStreamTailLaunch);
    }
    break;
  }
}

int main() {
  gputest::Test T("tc_device_order");
  T.pendingLaunches(16384);
  const size_t N = Blocks * PerChain;
  uint32_t *Out = gputest::alloc<uint32_t>(N);
  uint32_t *Snap = gputest::alloc<uint32_t>(N);
  for (int Mode = 0; Mode < Modes; ++Mode) {
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
    if (Mode == 1)
      continue; // two threads' per-thread streams are not ordered
#endif
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(N);
    for (int B = 0; B < Blocks; ++B)
      for (int I = 0; I < Steps; ++I)
        for (int X = 0; X < W; ++X)
          Ref[B * PerChain + (size_t)I * W + X] = gputest::hash(I, X, Salt);
    gputest::poison(Out, N);
    gputest::poison(Snap, N);
    std::vector<int> Zero(Modes * Blocks * 4, 0);
    CK(cudaMemcpyToSymbol(LaunchErr, Zero.data(), Zero.size() * sizeof(int)));
    parent<<<Blocks, 32>>>(Out, Snap, Mode, Salt);
    CK_SYNC();
    char Name[64];
    snprintf(Name, sizeof Name, "mode %d: snapshot", Mode);
    T.compare(Name, gputest::download(Snap, N), Ref);
    snprintf(Name, sizeof Name, "mode %d: chain", Mode);
    T.compare(Name, gputest::download(Out, N), Ref);
    std::vector<int> Errs(Modes * Blocks * 4);
    CK(cudaMemcpyFromSymbol(Errs.data(), LaunchErr, Errs.size() * sizeof(int)));
    snprintf(Name, sizeof Name, "mode %d: launch results", Mode);
    T.compare(Name, Errs, Zero);
  }
  return T.finish();
}
