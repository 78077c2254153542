// Aggregation runs, and ptxas accepts the result (-c), on every architecture
// from sm_80 up that clang 22 and CUDA 13 build for: sm_80, sm_90 (the
// suite's default), sm_100 and sm_120; and a build for two architectures at
// once compiles the device code once per architecture, each aggregated
// (-dpagg-summary names the architecture in each line).
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_80 \
// RUN:   --cuda-device-only -O3 -c -o %t.80.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_100 \
// RUN:   --cuda-device-only -O3 -c -o %t.100.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 | FileCheck %s --check-prefix=SM100
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_120 \
// RUN:   --cuda-device-only -O3 -c -o %t.120.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 | FileCheck %s --check-prefix=SM120
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_80 \
// RUN:   --offload-arch=sm_90 %offload_driver -O3 -c -o %t.two.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 | FileCheck %s --check-prefix=TWO
#include <cuda_runtime.h>

// SM80: dpagg: {{.*}}aggregates-on-sm80-and-newer.cu (sm_80): 1 launch site: 1 aggregated (1 per grid in large parent grids, else per block)
// SM100: dpagg: {{.*}}aggregates-on-sm80-and-newer.cu (sm_100): 1 launch site: 1 aggregated (1 per grid in large parent grids, else per block)
// SM120: dpagg: {{.*}}aggregates-on-sm80-and-newer.cu (sm_120): 1 launch site: 1 aggregated (1 per grid in large parent grids, else per block)
// TWO-DAG: dpagg: {{.*}}aggregates-on-sm80-and-newer.cu (sm_80): 1 launch site: 1 aggregated (1 per grid in large parent grids, else per block)
// TWO-DAG: dpagg: {{.*}}aggregates-on-sm80-and-newer.cu (sm_90): 1 launch site: 1 aggregated (1 per grid in large parent grids, else per block)

__global__ void child(int *p, int n) { p[blockIdx.x * blockDim.x + threadIdx.x] = n; }

__global__ void parent(int *p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  child<<<2, 32>>>(p + t * 64, t);
}
