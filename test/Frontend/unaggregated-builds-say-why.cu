// No silent no-op: where aggregation does not run (-O0, which is also
// CMake's default and Debug build; -dpagg-scope=none), every launch site gets
// a missed remark saying it was not aggregated and why, at the user's <<<>>>
// (clang tracks locations for remarks without -g), and -dpagg-summary says
// it in one line. The -O0 build goes through ptxas (-c).
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O0 -c -o %t.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Rpass-missed=dpagg -Xclang -verify=O0
// RUN: %clang_cuda --cuda-device-only -O2 -S -o /dev/null %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=none -Rpass-missed=dpagg \
// RUN:   -Xclang -verify=NONE
// RUN: %clang_cuda --cuda-device-only -O0 -S -o /dev/null %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SUMMARY-O0
// RUN: %clang_cuda --cuda-device-only -O2 -S -o /dev/null %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=none \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SUMMARY-NONE
#include <cuda_runtime.h>

// SUMMARY-O0: dpagg: {{.*}}unaggregated-builds-say-why.cu (sm_{{[0-9]+}}): 3 launch sites: 0 aggregated, 3 not aggregated (3 at -O0)
// SUMMARY-NONE: dpagg: {{.*}}unaggregated-builds-say-why.cu (sm_{{[0-9]+}}): 3 launch sites: 0 aggregated, 3 not aggregated (3 with -dpagg-scope=none)

__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__global__ void elsewhere(int *p);

// With -dpagg-scope=none the optimizer still runs launch promotion's
// recognition (-O1 and above), whose remark is at the kernel here.
// NONE-remark@+1 {{parent(int*, int) not promoted: launches no kernel that launches it back}}
__global__ void parent(int *p, int n) {
  child<<<1, 32>>>(p, n); // O0-remark {{launch of child(int*, int) not aggregated: optimization level -O0 (aggregation runs at -O1 and above)}} NONE-remark {{launch of child(int*, int) not aggregated: aggregation is disabled by -dpagg-scope=none}}
  if (n > 1)
    child<<<n, 32, 0, cudaStreamFireAndForget>>>(p, 1); // O0-remark {{launch of child(int*, int) not aggregated: optimization level -O0}} NONE-remark {{launch of child(int*, int) not aggregated: aggregation is disabled}}
}

// Sites that would be refused anyway say the same: nothing ran to refuse them.
__device__ __noinline__ void spawn(int *p) {
  elsewhere<<<1, 32>>>(p); // O0-remark {{launch of elsewhere(int*) not aggregated: optimization level -O0}} NONE-remark {{launch of elsewhere(int*) not aggregated: aggregation is disabled}}
}
