// Red team (rule: kernels of other translation units, descriptors).
// Parents here launch extern "C" kernels of children.cu:
//  mode 0: xc_shuffle (warp-level, __launch_bounds__(64)) with a block of
//          dim3(32, Rows) where Rows is 1 or 2 at run time: the 2-D
//          launches must not use a child built for 1-D blocks
//          (DPAGG_CHILD_NEEDS_1D_BLOCK);
//  mode 1: xc_shuffle with dim3(32, 4) = 128 threads: beyond the kernel's
//          launch bounds, so CUDA refuses each launch alone; the descriptor's
//          SafeThreads must make the runtime ask CUDA;
//  mode 2: xc_smem with 4096 bytes of dynamic shared memory after the host
//          lowered the kernel's limit to 1024 (see host_lowered_limits.cu):
//          the truth comes from a launch by thread 0 alone.
// Built as several mixes of DPAgg / -foffload-lto per unit (xtu/build.sh).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

extern "C" __global__ void xc_shuffle(uint32_t *Out, int P, uint32_t Salt);
extern "C" __global__ void xc_smem(uint32_t *Out, int P, uint32_t Salt);
void xcLowerSmemLimit();

constexpr int Threads = 64, Blocks = 32, N = Threads * Blocks;

static __device__ __forceinline__ int launchIt(int Mode, uint32_t *Out,
                                               int P, int Rows,
                                               uint32_t Salt) {
  if (Mode == 2)
    xc_smem<<<1, 32, 4096>>>(Out, P, Salt);
  else
    xc_shuffle<<<1, dim3(32, Mode == 1 ? 4 : Rows)>>>(Out, P, Salt);
  return (int)cudaGetLastError();
}

__global__ void probe(int *Codes, uint32_t *Out, int Mode, uint32_t Salt) {
  if (threadIdx.x == 0)
    Codes[blockIdx.x] = launchIt(Mode, Out, N + blockIdx.x, 1, Salt);
}

__global__ void parent(int *Codes, uint32_t *Out, const int *Rows, int Mode,
                       uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  Codes[P] = launchIt(Mode, Out, P, Rows[P], Salt);
}

int main() {
  gputest::Test T("xtu_extern_c");
  T.pendingLaunches(2 * N + 1024);
  xcLowerSmemLimit();
  std::vector<int> Rows(N);
  for (int &R : Rows)
    R = T.R.chance(0.5) ? 2 : 1;
  int *DRows = gputest::upload(Rows);
  int *Codes = gputest::alloc<int>(N);
  const size_t Words = (size_t)(N + 4) * 64;
  uint32_t *Out = gputest::alloc<uint32_t>(Words);
  for (int Mode = 0; Mode < 3; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    int Truth = cudaSuccess;
    if (Mode == 2) {
      gputest::poison(Codes, N);
      probe<<<4, 32>>>(Codes, Out, Mode, Salt);
      CK_SYNC();
      std::vector<int> Pr = gputest::download(Codes, 4);
      Truth = Pr[0];
      printf("mode 2: a launch alone returns %d (%s)\n", Truth,
             cudaGetErrorString((cudaError_t)Truth));
    } else if (Mode == 1) {
      Truth = cudaErrorInvalidConfiguration; // checked loosely below
    }
    gputest::poison(Codes, N);
    gputest::poison(Out, Words);
    parent<<<Blocks, Threads>>>(Codes, Out, DRows, Mode, Salt);
    CK_SYNC();
    std::vector<int> Got = gputest::download(Codes, N);
    std::vector<uint32_t> GotOut = gputest::download(Out, (size_t)N * 64);
    std::vector<int> Want(N, Truth);
    std::vector<uint32_t> WantOut((size_t)N * 64, 0xFFFFFFFFu);
    if (Mode == 1) {
      // Any error will do, as long as every launch failed (128 threads are
      // beyond __launch_bounds__(64)); nothing may have run.
      for (int P = 0; P < N; ++P)
        Want[P] = Got[P] == cudaSuccess ? -1 : Got[P];
    }
    for (int P = 0; P < N && Truth == cudaSuccess; ++P) {
      int Ts = Mode == 2 ? 32 : 32 * Rows[P];
      for (int Tid = 0; Tid < Ts; ++Tid) {
        uint32_t Mine = hash(P, Tid, Salt);
        WantOut[(size_t)P * 64 + Tid] =
            Mode == 2 ? Mine + 1 : Mine ^ (hash(P, Tid ^ 1, Salt) << 1);
      }
    }
    char Name[64];
    snprintf(Name, sizeof Name, "mode %d launch results", Mode);
    T.compare(Name, Got, Want);
    snprintf(Name, sizeof Name, "mode %d child outputs", Mode);
    T.compare(Name, GotOut, WantOut);
  }
  return T.finish();
}
