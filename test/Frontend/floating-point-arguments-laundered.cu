// The registers that computed a launch's floating-point arguments are never
// stored in parts (LaunchStaging.h, "Laundering"): V1 lowered to V2 copies
// the parameter blob into the V2 buffer by bytes here (its alignment is not
// known to the copy), and ptxas 13.0 compiles `st.b8 [p], %rd3` after
// `mul.f64 %rd3, ...` as a conversion of the double (F2I.U8.F64.TRUNC), not
// as its low byte. Each computed value reaches the stores through a mov.
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -mllvm -dpagg-scope=none
// RUN: FileCheck %s < %t.s
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

__global__ void child(unsigned long long *Out, double A, float B);

// CHECK-LABEL: .entry _Z6parentPKiPy(
// CHECK: mul.f64 %rd[[D:[0-9]+]],
// CHECK: mul.f32 %r[[F:[0-9]+]],
// CHECK-DAG: mov.b64 %rd{{[0-9]+}}, %rd[[D]];
// CHECK-DAG: mov.b32 %r{{[0-9]+}}, %r[[F]];
// CHECK-NOT: st.{{.*}}, %rd[[D]];
// CHECK-NOT: st.{{.*}}, %r[[F]];
// CHECK: st.b8
// CHECK-NOT: st.{{.*}}, %rd[[D]];
// CHECK-NOT: st.{{.*}}, %r[[F]];
// CHECK: call.uni (retval0), __cudaCDP2LaunchDeviceV2,
__global__ void parent(const int *In, unsigned long long *Out) {
  int V = In[threadIdx.x];
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(Out + threadIdx.x,
                                              (double)V * 0.1, (float)V * 0.3f);
}
