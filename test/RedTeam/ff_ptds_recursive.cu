// Red team of e61169b: a recursive kernel whose only launch, once per
// thread, is itself into its per-thread default stream (_ptsz NULL), so
// every level's aggregate goes to cudaStreamFireAndForget. Threads 0 and 1
// of each 64-thread node launch a child node until depth D (a binary tree of
// 2^(D+1) - 1 grids, D = 9, nesting depth 10); every node writes its 64
// hashes; the host's cudaDeviceSynchronize must wait for the whole tree.
// Then the same tree under a grandparent that tail-launches a checker
// (cudaStreamTailLaunch of the root's launcher), which must see every node.
// Prediction: PASS in .base_ptds, .ptds, .warp_ptds (depth, pending count
// and completion are the same for fire-and-forget and per-thread streams).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 64, D = 9, Nodes = (1 << (D + 1)) - 1;
constexpr size_t Total = (size_t)Nodes * W;

__global__ void node(uint32_t *Out, int Id, int Depth, uint32_t Salt) {
  Out[(size_t)Id * W + threadIdx.x] = gputest::hash(Id, threadIdx.x, Salt);
  if (threadIdx.x < 2 && Depth < D)
    node<<<1, W>>>(Out, 2 * Id + 1 + threadIdx.x, Depth + 1, Salt);
}

__global__ void check(uint32_t *Out, uint32_t *Snap, int, int, uint32_t) {
  for (size_t J = blockIdx.x * blockDim.x + threadIdx.x; J < Total;
       J += gridDim.x * blockDim.x)
    Snap[J] = ((volatile uint32_t *)Out)[J];
}

__device__ int LaunchErr[2];

__global__ void root(uint32_t *Out, uint32_t *Snap, uint32_t Salt) {
  void *B = cudaGetParameterBufferV2((void *)node, dim3(1), dim3(W), 0);
  LaunchErr[0] = cudaErrorLaunchOutOfResources;
  if (B) {
    *(uint32_t **)B = Out;
    *(int *)((char *)B + 8) = 0;
    *(int *)((char *)B + 12) = 0;
    *(uint32_t *)((char *)B + 16) = Salt;
    LaunchErr[0] = cudaLaunchDeviceV2(B, 0);
  }
  void *C = cudaGetParameterBufferV2((void *)check, dim3(32), dim3(256), 0);
  LaunchErr[1] = cudaErrorLaunchOutOfResources;
  if (C) {
    *(uint32_t **)C = Out;
    *(uint32_t **)((char *)C + 8) = Snap;
    LaunchErr[1] = cudaLaunchDeviceV2(C, cudaStreamTailLaunch);
  }
}

int main() {
  gputest::Test T("ff_ptds_recursive");
  T.pendingLaunches(8192);
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  uint32_t *Snap = gputest::alloc<uint32_t>(Total);
  for (int Mode = 0; Mode < 2; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    gputest::poison(Out, Total);
    gputest::poison(Snap, Total);
    if (Mode == 0)
      node<<<1, W>>>(Out, 0, 0, Salt);
    else
      root<<<1, 1>>>(Out, Snap, Salt);
    CK_SYNC();
    std::vector<uint32_t> Want(Total);
    for (int I = 0; I < Nodes; ++I)
      for (int J = 0; J < W; ++J)
        Want[(size_t)I * W + J] = gputest::hash(I, J, Salt);
    T.compare(Mode ? "tail.snap" : "host.out",
              gputest::download(Mode ? Snap : Out, Total), Want);
  }
  int Err[2];
  CK(cudaMemcpyFromSymbol(Err, LaunchErr, sizeof Err));
  T.compare("launch results", std::vector<int>(Err, Err + 2),
            std::vector<int>(2, 0));
  return T.finish();
}
