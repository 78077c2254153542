// Red team of grid scope (issue 23): blocks whose single launches use child
// blocks of different shapes, (1024,1,1) in even blocks and (32,2,1) in odd
// ones. Each shape is valid, but the grid's aggregate takes each
// dimension's maximum, (1024,2,1): 2048 threads, which CUDA refuses. Before
// the fix the grid's ticket then replayed every launch of the grid from one
// thread, in one burst, into its own block's NULL stream. Now a block whose
// shape would make the grid's aggregate too large launches its own record
// at the site (runtime/Grid.cuh, appendToGrid), as block scope would.
// Controls: every block with one shape (the aggregate is launched), and a
// round with the shapes interleaved in 2-D children (32,2,1)/(16,1,4).
//
// The pending-launch limit is raised to cover every launch (8,192 blocks,
// one launch each). As first written the test kept CUDA's default of 2,048
// to make the burst overflow it, but then the build without DPAgg loses
// launches too (H100, 2026-11-27: 6,291,456 of 8,388,608 words wrong in
// .base): a program whose launches fail silently has no defined result to
// compare, so that case cannot be a test.
//
// Each child waits about 20 microseconds (40,000 cycles) so that a burst
// into one stream cannot drain as fast as it is made; each parent block
// works (2,000 rounds of a hash per thread) before its launch, so that
// without DPAgg the children of earlier blocks finish while later blocks
// launch.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/grid_mixed_shapes.base
// RUN: %gpubin/grid_mixed_shapes.dpagg
// RUN: %gpubin/grid_mixed_shapes.warp
// RUN: %gpubin/grid_mixed_shapes.grid
#include "GPUTest.cuh"

using gputest::hash;

/// Cycles, not %globaltimer: inline assembly would keep the pass from
/// proving the launch unobserved (and the child one-dimensional).
__device__ __forceinline__ long long now() { return clock64(); }

constexpr int Slots = 1024; // output words per parent block

__global__ void child(uint32_t *Out, int K, uint32_t Salt,
                      unsigned WaitCycles) {
  unsigned T =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  Out[(size_t)K * Slots + T] =
      hash(K, T, blockDim.x, blockDim.y, blockDim.z, Salt);
  if (T == 0) {
    long long Start = now();
    while (now() - Start < WaitCycles) {
    }
  }
}

/// Every thread of block K works (\p Work rounds of a hash), then thread 0
/// launches one child block of shape A (K even) or B (K odd).
__global__ void parent(uint32_t *Out, uint32_t *Own, dim3 A, dim3 B,
                       uint32_t Salt, unsigned WaitCycles, int Work) {
  int K = blockIdx.x;
  uint32_t H = hash(K, Salt);
  for (int I = 0; I < Work; ++I)
    H = hash(H, I);
  Own[K * blockDim.x + threadIdx.x] = H;
  if (threadIdx.x == 0)
    child<<<1, (K & 1) ? B : A>>>(Out, K, Salt, WaitCycles);
}

/// The CPU's side of parent's work.
static uint32_t work(int K, uint32_t Salt, int Work) {
  uint32_t H = hash(K, Salt);
  for (int I = 0; I < Work; ++I)
    H = hash(H, I);
  return H;
}

static void runRound(gputest::Test &T, const char *Name, int Blocks, dim3 A,
                     dim3 B) {
  uint32_t Salt = (uint32_t)T.R.next();
  const int Threads = 512, ParentWork = 2000;
  std::vector<uint32_t> Ref((size_t)Blocks * Slots, 0xffffffffu),
      RefOwn((size_t)Blocks * Threads);
  for (int K = 0; K < Blocks; ++K) {
    dim3 S = (K & 1) ? B : A;
    unsigned N = S.x * S.y * S.z;
    for (unsigned I = 0; I < N; ++I)
      Ref[(size_t)K * Slots + I] = hash(K, I, S.x, S.y, S.z, Salt);
    uint32_t Own = work(K, Salt, ParentWork);
    for (int I = 0; I < Threads; ++I)
      RefOwn[(size_t)K * Threads + I] = Own;
  }
  uint32_t *DOut = gputest::alloc<uint32_t>(Ref.size()),
           *DOwn = gputest::alloc<uint32_t>(RefOwn.size());
  gputest::poison(DOut, Ref.size());
  gputest::poison(DOwn, RefOwn.size());
  parent<<<Blocks, Threads>>>(DOut, DOwn, A, B, Salt, 40000, ParentWork);
  CK_SYNC();
  T.compare(Name, gputest::download(DOut, Ref.size()), Ref);
  T.compare("parents", gputest::download(DOwn, RefOwn.size()), RefOwn);
  CK(cudaFree(DOut));
  CK(cudaFree(DOwn));
}

int main() {
  gputest::Test T("grid_mixed_shapes");
  T.pendingLaunches(8192 + 2048);
  runRound(T, "one shape (1024,1,1)", 8192, dim3(1024), dim3(1024));
  runRound(T, "mixed (1024,1,1)/(32,2,1)", 8192, dim3(1024), dim3(32, 2));
  runRound(T, "mixed (32,2,1)/(16,1,4)", 8192, dim3(32, 2), dim3(16, 1, 4));
  runRound(T, "mixed again", 8192, dim3(1024), dim3(32, 2));
  return T.finish();
}
