// With the plugin the device code launches only through the V2 entry points
// (the V1 __cudaCDP2GetParameterBuffer / __cudaCDP2LaunchDevice are gone from
// the PTX, -O0 included) and ptxas accepts the PTX. ptxas -c: the CDP2
// entry points are resolved by nvlink against cudadevrt.
// RUN: %clang_cuda --cuda-device-only -O0 -S -o %t.o0.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-scope=none
// RUN: FileCheck %s < %t.o0.s \
// RUN:   --implicit-check-not='{{__cudaCDP2(GetParameterBuffer|LaunchDevice)([^V_]|_ptsz|$)}}'
// RUN: %ptxas -c %t.o0.s -o %t.o0.o
// RUN: %clang_cuda --cuda-device-only -O2 -S -o %t.o2.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-scope=none
// RUN: FileCheck %s < %t.o2.s \
// RUN:   --implicit-check-not='{{__cudaCDP2(GetParameterBuffer|LaunchDevice)([^V_]|_ptsz|$)}}'
// RUN: %ptxas -c %t.o2.s -o %t.o2.o
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

// CHECK: .extern .func  (.param .b64 func_retval0) __cudaCDP2GetParameterBufferV2
// CHECK: .extern .func  (.param .b32 func_retval0) __cudaCDP2LaunchDeviceV2
// CHECK: .entry _Z6parentPfi(
// CHECK: call.uni (retval0), __cudaCDP2GetParameterBufferV2,
// CHECK: call.uni (retval0), __cudaCDP2LaunchDeviceV2,

__global__ void child(int t, float *p) { p[t] = t; }
__global__ void parent(float *p, int n) {
  int t = threadIdx.x;
  if (t < n)
    child<<<1, 32, 0, cudaStreamTailLaunch>>>(t, p);
}
