// End to end through clang -O3 with the plugin's defaults: a chain of
// one-block grids continues in its block (InPlacePlan.cpp;
// -dpagg-tail-in-place, on by default), the runtime's record functions are
// linked (runtime/inplace.cu: the table and its keys in global memory, no
// shared memory), and ptxas accepts the PTX. With the option off the link
// is the tail link alone.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -c %t.ptx -o %t.o
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false \
// RUN:   -Xarch_device -mllvm=-dpagg-tail-in-place=false -S -o %t.off.ptx %s
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
#include <cuda_runtime.h>

__global__ void scan_step(const int *In, long long *Out, int Steps, int I,
                          long long Carry) {
  __shared__ long long S[256];
  int T = threadIdx.x;
  S[T] = In[I * 256 + T];
  __syncthreads();
  for (int D = 1; D < 256; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  Out[I * 256 + T] = S[T] + Carry;
  if (T == 0 && I + 1 < Steps)
    scan_step<<<1, 256>>>(In, Out, Steps, I + 1, S[255] + Carry);
}

// The kernel's own shared memory only: the records live in global memory.
// CHECK-NOT: .shared {{.*}}InPlace
// CHECK-DAG: .global .align 16 .b8 {{.*}}InPlaceRecords[557056];
// CHECK-DAG: .global .align 8 .b8 {{.*}}InPlaceKeys[8192];
// CHECK-LABEL: .entry _Z9scan_stepPKiPxiix(
// The loop's check, one round trip to memory a step: the flag, the
// allowance (8 bytes on) and every parameter (32 on: In, Out, Steps, I,
// Carry) loaded volatile, with no branch between them (InPlace.cpp).
// CHECK:      ld.volatile.global.b32 {{%r[0-9]+}}, [[[F:%rd[0-9]+]]];
// CHECK-NEXT: ld.volatile.global.b32 {{%r[0-9]+}}, [[[F]]+8];
// CHECK-NOT:  bra
// CHECK:      ld.volatile.global.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+32];
// CHECK-NOT:  bra
// CHECK:      ld.volatile.global.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+56];
// The body's __syncthreads (bar.sync, aligned), the link taking its grid's
// record by %gridid, then the loop's meeting barrier, not .aligned (threads
// come from different returns), and the record found again by %gridid.
// CHECK:       {{^[[:space:]]+}}bar.sync {{[[:space:]]*}}0;
// CHECK:       %gridid;
// CHECK:       {{^[[:space:]]+}}barrier.sync {{[[:space:]]*}}0;
// CHECK:       %gridid;
// OFF-NOT: InPlace
// OFF: .entry _Z9scan_stepPKiPxiix(
// OFF-NOT: InPlace
// OFF-NOT: barrier.sync
