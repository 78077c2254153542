// The auto rule sends a site at its threads' last exit per grid (in parent
// grids of at least 256 blocks) where nothing but straight-line code and
// intrinsics runs between the launch and the thread's exit. A loop or a call
// after the launch makes the group's aggregate wait for the grid's latest
// thread, which in a grid of many waves holds the first wave's children
// back (LastExitPlan.cpp, loopsAfterLaunch; the suite's LateExit on the
// H200: per grid 2.6x and 3.4x faster at one and two waves, 1.05x slower at
// four), so there the site goes per grid only in grids of at most two waves
// of threads, else per block at the last exit (runtime/Grid.cuh,
// groupsInThisGrid). -dpagg-few-waves-blocks=N gives such a site a floor of
// its own (128 blocks by default since session 23: Options.h,
// DefaultFewWavesBlocks, says why; =0 is the auto rule's 256). The
// nested-grid rule and an asked group do not look.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg-aggregate -Xclang -verify -S -o /dev/null %s
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=grid \
// RUN:   -Rpass=dpagg-aggregate -Xclang -verify=grid -S -o /dev/null %s
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Xarch_device -mllvm=-dpagg-few-waves-blocks=8 \
// RUN:   -Rpass=dpagg-aggregate -Xclang -verify=floor8 -S -o /dev/null %s
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Xarch_device -mllvm=-dpagg-few-waves-blocks=0 \
// RUN:   -Rpass=dpagg-aggregate -Xclang -verify=auto -S -o /dev/null %s
#include <cuda_runtime.h>

__global__ void child(int *p, int n) {
  __shared__ int s[32];
  s[threadIdx.x] = n;
  __syncthreads();
  p[threadIdx.x] = s[31 - threadIdx.x];
}

#define PROLOGUE                                                               \
  __shared__ int base;                                                         \
  if (threadIdx.x == 0)                                                        \
    base = len[blockIdx.x];                                                    \
  __syncthreads();                                                             \
  int i = blockIdx.x * blockDim.x + threadIdx.x;

// Nothing after the launch: per grid at the last exit.
__global__ void nothing_after(int *p, const int *len) {
  PROLOGUE
  if (len[i] > 0)
    child<<<1, 32>>>(p + 32 * i, base); // expected-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} auto-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} floor8-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} grid-remark {{aggregated per grid, launched by the group's last thread to exit}}
}

// A loop after the launch: per grid in grids of a few waves.
__global__ void loop_after(int *p, const int *len, int *acc) {
  PROLOGUE
  if (len[i] > 0)
    child<<<1, 32>>>(p + 32 * i, base); // expected-remark {{aggregated per grid where its parent grid has at least 128 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-few-waves-blocks), launched by the group's last thread to exit}} auto-remark {{aggregated per grid where its parent grid has at least 256 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} floor8-remark {{aggregated per grid where its parent grid has at least 8 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-few-waves-blocks), launched by the group's last thread to exit}} grid-remark {{aggregated per grid, launched by the group's last thread to exit}}
  int a = 0;
  for (int k = 0; k < len[i]; ++k) // reads memory: no closed form
    a = a * 31 + len[(i + k) & 1023];
  acc[i] = a;
}

// A call after the launch (a function the optimizer keeps apart): the same.
__device__ __noinline__ int work(int x) { return x * x + 1; }
__global__ void call_after(int *p, const int *len, int *acc) {
  PROLOGUE
  if (len[i] > 0)
    child<<<1, 32>>>(p + 32 * i, base); // expected-remark {{aggregated per grid where its parent grid has at least 128 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-few-waves-blocks), launched by the group's last thread to exit}} auto-remark {{aggregated per grid where its parent grid has at least 256 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} floor8-remark {{aggregated per grid where its parent grid has at least 8 blocks and at most 2 waves of threads (a loop or call runs after the launch, and the grid's aggregate waits for its latest thread), else per block (-dpagg-few-waves-blocks), launched by the group's last thread to exit}} grid-remark {{aggregated per grid, launched by the group's last thread to exit}}
  acc[i] = work(len[i]);
}
