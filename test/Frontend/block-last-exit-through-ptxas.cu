// End to end through clang -O3 with the plugin at
// -dpagg-block-meeting=optional (issue 26, item 3): a launch after the usual
// divergent prologue (thread 0 fills shared memory, then __syncthreads) is
// aggregated per block at its threads' last exit, an observed one stays per
// warp with the rule that refused it, and ptxas accepts the PTX: the site's
// warp path with no block barrier of DPAgg's (the kernel's bar.sync is the
// source's; the entry's barrier.red.popc takes the block slot), each exit's
// count (an acq_rel add) and the slot's release, no fence.sc, membar or
// system-scope atomic. -dpagg-block-meeting=required (the default before
// session 8) keeps the same launch per warp.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false \
// RUN:   -Xarch_device -mllvm=-dpagg-block-meeting=optional -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg -Rpass-missed=dpagg-aggregate -Xclang -verify -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=NOSC < %t.ptx
// RUN: %ptxas -c %t.ptx -o %t.o
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Xarch_device -mllvm=-dpagg-block-meeting=required \
// RUN:   -Rpass=dpagg -Xclang -verify=required -S -o /dev/null %s
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg -Rpass-missed=dpagg-aggregate -Xclang -verify -S -o %t.default.ptx %s
// RUN: diff %t.ptx %t.default.ptx
#include <cuda_runtime.h>

__global__ void child(int *p, int n) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = n;
}

// CHECK-LABEL: .entry _Z6parentPiPKi(
// The entry takes the block slot (barrier.red.popc), the source's barrier.
// CHECK: barrier.red.popc
// CHECK: bar.sync 0;
// CHECK-NOT: barrier.
// CHECK-NOT: bar.sync
// CHECK: atom.acq_rel.gpu.global.add.u32
// CHECK-NOT: barrier.
// CHECK-NOT: bar.sync
// CHECK: red.release.gpu.global.add.u32
// CHECK-NOT: barrier.
// CHECK-NOT: bar.sync
// CHECK: {{^}}}
__global__ void parent(int *p, const int *len) {
  __shared__ int base;
  if (threadIdx.x == 0)
    base = len[blockIdx.x];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (len[i] > 0)
    child<<<(len[i] + 31) / 32, 32>>>(p + 64 * i, base); // expected-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid), launched by the group's last thread to exit}} required-remark {{aggregated per warp (not per block: a divergent branch}}
}

// Its error state is read: observed.
__global__ void observed(int *p, const int *len, int *err) {
  __shared__ int base;
  if (threadIdx.x == 0)
    base = len[blockIdx.x];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (len[i] > 0) {
    child<<<1, 32>>>(p + 64 * i, base); // expected-remark {{aggregated per warp (not per block: a divergent branch}} expected-remark {{not aggregated per block at its threads' last exit (last-exit-observed)}} required-remark {{aggregated per warp}}
    err[i] = cudaGetLastError();
  }
}

// NOSC-NOT: fence.sc
// NOSC-NOT: membar
// NOSC-NOT: .sys
