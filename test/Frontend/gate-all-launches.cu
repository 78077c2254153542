// -dpagg-gate-all-launches (off by default): launches that no rule of DPAgg
// touches, here NULL-stream <<<>>> in device functions that are not inlined
// (refused: out-of-line-function), are made through the runtime's
// __dpagg_launch_v2, whose V2 pair takes the warp gate
// (runtime/DPAggRuntime.cuh): a way round CUDA's device runtime not coming
// back when diverged lanes of a warp launch at once
// (test/Probes/null_stream_hang, v2_mix mode 10: this shape hangs without
// DPAgg). Without the option they stay clang's V1 pair, exactly as written.
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -o %t.off.ll %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ll
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -o %t.on.ll %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-gate-all-launches
// RUN: FileCheck %s --check-prefix=ON < %t.on.ll
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

__global__ void bump(unsigned *C) { atomicAdd(C, 1u); }

__device__ __noinline__ void pathA(unsigned *C) { bump<<<1, 32>>>(C); }
__device__ __noinline__ void pathB(unsigned *C) { bump<<<1, 32>>>(C + 1); }

__global__ void parent(unsigned *C, const unsigned *In, int N) {
  for (int I = blockIdx.x * blockDim.x + threadIdx.x; I < N;
       I += gridDim.x * blockDim.x) {
    if (In[I] & 1u)
      pathA(C);
    else
      pathB(C);
  }
}

// OFF-LABEL: define {{.*}} @_Z5pathAPj(
// OFF:         call {{.*}} @__cudaCDP2LaunchDevice(ptr {{.*}}@_Z4bumpPj,
// OFF-LABEL: define {{.*}} @_Z5pathBPj(
// OFF:         call {{.*}} @__cudaCDP2LaunchDevice(ptr {{.*}}@_Z4bumpPj,
// OFF-NOT:     __dpagg_warp_gate

// ON-LABEL: define {{.*}} @_Z5pathAPj(
// ON-NOT:      @__cudaCDP2LaunchDevice(
// ON:          atom.relaxed.gpu.global.cas.b32
// ON:          call {{.*}} @__cudaCDP2GetParameterBufferV2(ptr {{.*}}@_Z4bumpPj,
// ON:          call {{.*}} @__cudaCDP2LaunchDeviceV2(
// ON:          st.relaxed.gpu.global.u32
// ON-LABEL: define {{.*}} @_Z5pathBPj(
// ON-NOT:      @__cudaCDP2LaunchDevice(
// ON:          atom.relaxed.gpu.global.cas.b32
// ON:          call {{.*}} @__cudaCDP2LaunchDeviceV2(
