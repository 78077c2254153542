// dpagg-clang++ --dpagg-summary: one line per device compile, from the
// device cc1 only (-Xarch_device -mllvm=-dpagg-summary), and nothing without
// the flag. Remarks and the summary agree on the counts.
// REQUIRES: nvptx-registered-target
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c --dpagg-summary %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --match-full-lines
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c %s -o %t.o 2>&1 | count 0
// RUN: env DPAGG_PLUGIN=%dpagg_plugin %dpagg_src/utils/dpagg-clang++ -### -c \
// RUN:   --dpagg-summary %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CMD
#include <cuda_runtime.h>

// CHECK: dpagg: {{.*}}dpagg-summary-through-wrapper.cu (sm_90): 3 launch sites: 2 aggregated (1 per block, 1 per warp), 1 not aggregated (1 __grid_constant__ parameter); per warp, not per block: 1 with waits outside barriers; 0 per block at its threads' last exit (1 not: 1 with waits outside barriers); 1 serialized below a threshold (2 not serialized: 2 an earlier launch into the stream may be pending)
// CMD:      "-triple" "nvptx64-nvidia-cuda"
// CMD-SAME: "-mllvm" "-dpagg-summary"
// CMD:      "-triple" "x86_64
// CMD-NOT:  -dpagg-summary

struct Table { int V[16]; };
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__global__ void table(const __grid_constant__ Table t, int *p) { p[0] = t.V[0]; }

__global__ void parent(const __grid_constant__ Table t, int *p) {
  child<<<1, 32>>>(p, 0);
  table<<<1, 1>>>(t, p);
}
// Threads wait for one another outside barriers: per warp.
__global__ void waiter(volatile int *flag, int *p) {
  while (*flag == 0)
    ;
  child<<<1, 32>>>(p, 1);
}
