// Red team (rule: launch results, runtime/aggregate.cu canJoin and the
// comment "Dynamic shared memory up to SafeShmem is accepted by the kernel
// and by its aggregated child whatever the host set"; the same limits travel
// in the cross-unit descriptor, kernelLimits).
//
// The host can LOWER a kernel's limits as well as raise them:
//  - mode 0: cudaFuncSetAttribute(smem_child,
//    cudaFuncAttributeMaxDynamicSharedMemorySize, 1024), then device-side
//    launches ask for 4096 bytes of dynamic shared memory (< SafeShmem, so
//    canJoin lets them join without asking CUDA);
//  - mode 1: cudaFuncSetAttribute(cluster_child,
//    cudaFuncAttributeRequiredClusterWidth, 2) (sm_90), then device-side
//    launches of 3 blocks (not a multiple of the cluster width).
// Both attributes belong to the original kernel only; the aggregated child
// K.dpagg is another (internal) kernel the host cannot name, so an aggregate
// would run launches that CUDA refuses alone.
//
// What CUDA does alone is not assumed: probe_parent makes the same launch
// from thread 0 of each block only (the single-launcher rule leaves such a
// launch as written, see the remark under --dpagg-summary), and its result
// is the truth. The aggregated sites must give every thread the same launch
// result, and a child must have run exactly for the launches that succeeded.
// If the device runtime ignores both attributes, every build passes (and the
// program prints that the probe launches succeeded: no hole then).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int Threads = 64, Blocks = 64, Words = 32;

__global__ void smem_child(uint32_t *Out, int Id, uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  // Per-thread slot: no barrier needed.
  Dyn[threadIdx.x] = hash(Id, threadIdx.x, Salt);
  Out[(size_t)Id * Words + threadIdx.x] = Dyn[threadIdx.x] ^ 0x5a5a5a5au;
}

__global__ void cluster_child(uint32_t *Out, int Id, uint32_t Salt) {
  // blockIdx.x < 3: each block writes its own third of the words (Words/3
  // rounded up).
  int Per = (Words + 2) / 3;
  int W = blockIdx.x * Per + threadIdx.x;
  if (threadIdx.x < Per && W < Words)
    Out[(size_t)Id * Words + W] = hash(Id, W, Salt);
}

static __device__ __forceinline__ int launchIt(int Mode, uint32_t *Out, int Id, uint32_t Salt) {
  if (Mode == 0)
    smem_child<<<1, Words, 4096>>>(Out, Id, Salt);
  else
    cluster_child<<<3, Words>>>(Out, Id, Salt);
  return (int)cudaGetLastError();
}

// The truth: one launcher per block (thread 0), left as written.
__global__ void probe_parent(int *Codes, uint32_t *Out, int Mode,
                             uint32_t Salt) {
  if (threadIdx.x == 0)
    Codes[blockIdx.x] = launchIt(Mode, Out, blockIdx.x, Salt);
}

// Every thread launches: aggregated at warp and block scope.
__global__ void parent(int *Codes, uint32_t *Out, int Mode, uint32_t Salt) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  Codes[Id] = launchIt(Mode, Out, Id, Salt);
}

static uint32_t expectWord(int Mode, int Id, int W, uint32_t Salt) {
  return Mode == 0 ? hash(Id, W, Salt) ^ 0x5a5a5a5au : hash(Id, W, Salt);
}

int main() {
  gputest::Test T("host_lowered_limits");
  const int N = Blocks * Threads;
  T.pendingLaunches(2 * N + 1024);
  CK(cudaFuncSetAttribute(smem_child,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  bool Cluster = cudaFuncSetAttribute(cluster_child,
                                      cudaFuncAttributeRequiredClusterWidth,
                                      2) == cudaSuccess;
  if (!Cluster) {
    printf("mode 1 skipped: the host refused the cluster width (%s)\n",
           cudaGetErrorString(cudaGetLastError()));
  }
  int *Codes = gputest::alloc<int>(N);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)N * Words);
  for (int Mode = 0; Mode < (Cluster ? 2 : 1); ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    // Truth.
    gputest::poison(Codes, N);
    gputest::poison(Out, (size_t)N * Words);
    probe_parent<<<4, 32>>>(Codes, Out, Mode, Salt);
    CK_SYNC();
    std::vector<int> Probe = gputest::download(Codes, 4);
    int Truth = Probe[0];
    for (int I = 1; I < 4; ++I)
      if (Probe[I] != Truth) {
        printf("mode %d: the probe launches disagree (%d, %d)\n", Mode,
               Truth, Probe[I]);
        return 2;
      }
    printf("mode %d: a launch alone returns %d (%s)\n", Mode, Truth,
           cudaGetErrorString((cudaError_t)Truth));
    // Every thread.
    gputest::poison(Codes, N);
    gputest::poison(Out, (size_t)N * Words);
    parent<<<Blocks, Threads>>>(Codes, Out, Mode, Salt);
    CK_SYNC();
    std::vector<int> Got = gputest::download(Codes, N);
    std::vector<uint32_t> GotOut = gputest::download(Out, (size_t)N * Words);
    std::vector<int> Want(N, Truth);
    std::vector<uint32_t> WantOut((size_t)N * Words, 0xFFFFFFFFu);
    for (int Id = 0; Id < N; ++Id)
      if (Truth == cudaSuccess)
        for (int W = 0; W < Words; ++W)
          WantOut[(size_t)Id * Words + W] = expectWord(Mode, Id, W, Salt);
    char Name[64];
    snprintf(Name, sizeof Name, "mode %d launch results", Mode);
    T.compare(Name, Got, Want);
    snprintf(Name, sizeof Name, "mode %d child outputs", Mode);
    T.compare(Name, GotOut, WantOut);
  }
  return T.finish();
}
