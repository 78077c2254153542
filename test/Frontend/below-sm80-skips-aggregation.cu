// Aggregation needs sm_80 (the runtime's warp reductions are redux.sync,
// which the backend cannot select below it: clang crashed with "Cannot
// select: intrinsic %llvm.nvvm.redux.sync.umax"). On sm_75, the oldest GPU
// CUDA 13 supports, each launch site is left as it was with a missed remark,
// and the build completes through ptxas (-c), at -O3 and -O0. Only the V1
// to V2 launch runtime (runtime/launch.cu) is linked, which needs nothing
// newer. --no-offload-arch=all drops the suite's default architecture.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_75 \
// RUN:   --cuda-device-only -O3 -c -o %t.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass-missed=dpagg-aggregate -Xclang -verify
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_75 \
// RUN:   --cuda-device-only -O0 -c -o %t.o %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>&1 \
// RUN:   | FileCheck %s --check-prefix=O0
// RUN: %clang_cuda --no-offload-arch=all --offload-arch=sm_75 \
// RUN:   --cuda-device-only -O3 -S -o - %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-summary 2>%t.summary \
// RUN:   | FileCheck %s --check-prefix=PTX --implicit-check-not=redux \
// RUN:     --implicit-check-not=dpagg_pool
// RUN: FileCheck %s --check-prefix=O3 < %t.summary
#include <cuda_runtime.h>

// O0: dpagg: {{.*}}below-sm80-skips-aggregation.cu (sm_75): 2 launch sites: 0 aggregated, 2 not aggregated (2 at -O0)
// O3: dpagg: {{.*}}below-sm80-skips-aggregation.cu (sm_75): 2 launch sites: 0 aggregated, 2 not aggregated (2 below sm_80)
// Neither launch is aggregated. The NULL-stream one stays what clang emits
// (a V1 launch, which runs); the fire-and-forget one is rewritten to V2 (the
// runtime inlined), without which it would never run.
// PTX: .target sm_75
// PTX: call.uni (retval0), __cudaCDP2LaunchDevice,
// PTX: call.uni (retval0), __cudaCDP2LaunchDeviceV2,

__global__ void child(int *p, int n) { p[threadIdx.x] = n; }

__global__ void parent(int *p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  child<<<2, 32>>>(p + t * 64, t); // expected-remark {{launch of child(int*, int) not aggregated: the GPU architecture sm_75 is older than sm_80, which aggregation needs (redux.sync)}}
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(p, t); // expected-remark {{launch of child(int*, int) not aggregated: the GPU architecture sm_75 is older than sm_80}}
}
