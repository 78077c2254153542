// Issue 9, class 11: child grids near the 32-bit limits, launched by several
// threads of one block (so they can join one aggregate).
//
// Default mode (cheap, about 0.5 s): grids whose thread counts reach 2^31
// (2^21 blocks of 1024 threads), grids at 2^25 - 1, 2^25 and 2^25 + 1 blocks
// (the runtime's join limit today), a 3-D grid of 2 x 65535 x 16 blocks, and
// a tiny grid beside them.
//
// `wrap` mode: the pattern of the issue. 128 threads each launch 2^25
// one-thread blocks and one more launches 1584 blocks: 2^32 + 1584 blocks in
// one block's launches, whose 32-bit sum wraps to 1584. Every child grid must
// run whole. A correct run schedules 2^32 (empty) blocks, which takes seconds
// (not measured here); a wrapped aggregate fails fast. Its RUN lines are the
// .dpagg and .warp ones below; the .base run of the same mode
// (`huge_child_grids.base wrap`) shows the platform runs it, at that cost.
//
// Each child block whose linear index is a multiple of its launch's sampling
// stride counts itself (with __syncthreads_count, so all its threads must
// run), and the last block of each grid writes a hash of its coordinates:
// a grid cut short or wrongly shaped shows.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/huge_child_grids.base
// RUN: %gpubin/huge_child_grids.dpagg
// RUN: %gpubin/huge_child_grids.warp
// RUN: %gpubin/huge_child_grids.dpagg wrap
// RUN: %gpubin/huge_child_grids.warp wrap
#include "GPUTest.cuh"

#include <cstring>

using gputest::hash;

struct Plan {
  unsigned Gx, Gy, Gz, Bx;
  unsigned long long Mask; // sample blocks whose linear index & Mask == 0
};

__global__ void huge(uint32_t *Sampled, uint32_t *Threads, uint32_t *Last,
                     int Slot, unsigned long long Mask) {
  unsigned long long L =
      ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x +
      blockIdx.x;
  unsigned long long Total =
      (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  if ((L & Mask) == 0) {
    int N = __syncthreads_count(1);
    if (threadIdx.x == 0) {
      atomicAdd(&Sampled[Slot], 1u);
      atomicAdd(&Threads[Slot], (unsigned)N);
    }
  }
  if (L == Total - 1 && threadIdx.x == blockDim.x - 1)
    Last[Slot] = hash(blockIdx.x, blockIdx.y, blockIdx.z, gridDim.x, gridDim.y,
                      gridDim.z, blockDim.x, Slot);
}

__global__ void parent(const Plan *Plans, uint32_t *Sampled, uint32_t *Threads,
                       uint32_t *Last) {
  int T = threadIdx.x;
  Plan P = Plans[T];
  if (P.Gx == 0)
    return;
  huge<<<dim3(P.Gx, P.Gy, P.Gz), P.Bx>>>(Sampled, Threads, Last, T, P.Mask);
}

int main(int Argc, char **Argv) {
  bool Wrap = Argc > 1 && !strcmp(Argv[1], "wrap");
  gputest::Test T(Wrap ? "huge_child_grids (wrap)" : "huge_child_grids");
  const int Threads = 256;
  T.pendingLaunches(4096);
  std::vector<Plan> Plans(Threads, Plan{0, 1, 1, 1, 0});
  if (Wrap) {
    for (int I = 0; I < 128; ++I)
      Plans[I] = Plan{1u << 25, 1, 1, 1, 4095};
    Plans[128 + T.R.range(0, 127)] = Plan{1584, 1, 1, 1, 0};
  } else {
    // Spread over the block's warps, at random lanes.
    auto At = [&](int Warp) { return Warp * 32 + T.R.range(0, 31); };
    Plans[At(0)] = Plan{1u << 21, 1, 1, 1024, 0xffff};
    Plans[At(1)] = Plan{(1u << 21) - 1, 1, 1, 1024, 0xffff};
    Plans[At(2)] = Plan{(1u << 25) - 1, 1, 1, 32, 0x3ff};
    Plans[At(3)] = Plan{1u << 25, 1, 1, 32, 0x3ff};
    Plans[At(4)] = Plan{(1u << 25) + 1, 1, 1, 32, 0x3ff};
    Plans[At(5)] = Plan{2, 65535, 16, 64, 0xff};
    Plans[At(6)] = Plan{3, 1, 1, 7, 0};
    int Extra = At(7);
    if (Plans[Extra].Gx == 0)
      Plans[Extra] = Plan{1, 1, 1, 1, 0};
  }
  std::vector<uint32_t> RefSampled(Threads, 0), RefThreads(Threads, 0),
      RefLast(Threads, 0xffffffffu);
  for (int I = 0; I < Threads; ++I) {
    const Plan &P = Plans[I];
    if (P.Gx == 0)
      continue;
    unsigned long long Total = (unsigned long long)P.Gx * P.Gy * P.Gz;
    unsigned long long N = (Total + P.Mask) / (P.Mask + 1);
    RefSampled[I] = (uint32_t)N;
    RefThreads[I] = (uint32_t)(N * P.Bx);
    RefLast[I] = hash(P.Gx - 1, P.Gy - 1, P.Gz - 1, P.Gx, P.Gy, P.Gz, P.Bx, I);
  }
  Plan *DPlans = gputest::upload(Plans);
  uint32_t *DSampled = gputest::alloc<uint32_t>(Threads),
           *DThreads = gputest::alloc<uint32_t>(Threads),
           *DLast = gputest::alloc<uint32_t>(Threads);
  CK(cudaMemset(DSampled, 0, Threads * sizeof(uint32_t)));
  CK(cudaMemset(DThreads, 0, Threads * sizeof(uint32_t)));
  gputest::poison(DLast, Threads);
  auto Start = std::chrono::steady_clock::now();
  parent<<<1, Threads>>>(DPlans, DSampled, DThreads, DLast);
  CK_SYNC();
  double Ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - Start)
                  .count();
  fprintf(stderr, "huge_child_grids: %.1f ms on the GPU\n", Ms);
  T.compare("sampled blocks run per launch",
            gputest::download(DSampled, Threads), RefSampled);
  T.compare("threads of the sampled blocks",
            gputest::download(DThreads, Threads), RefThreads);
  T.compare("last block of each grid", gputest::download(DLast, Threads),
            RefLast);
  CK(cudaFree(DPlans));
  CK(cudaFree(DSampled));
  CK(cudaFree(DThreads));
  CK(cudaFree(DLast));
  return T.finish();
}
