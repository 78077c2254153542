// End to end through clang -O3 with the plugin at -dpagg-scope=grid (issue
// 23, first slice): unobserved NULL-stream launches are aggregated per grid
// (also one launching thread per block, and through DPAGG_SCOPE_GRID at the
// default scope), an observed one per block, and ptxas accepts the PTX: the
// grid-state table, the site and exit calls of the linked runtime, the
// child's index search.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg -Rpass-missed=dpagg-aggregate -Xclang -verify -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -c %t.ptx -o %t.o
// The annotation asks for grid scope where the option does not.
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -DANNOTATED -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg -Xclang -verify=annotated -S -o %t.annotated.ptx %s
#include <cuda_runtime.h>
// DPAGG_SCOPE_GRID of dpagg/dpagg.h.
#define DPAGG_SCOPE_GRID __attribute__((annotate("dpagg.scope=grid")))

// CHECK-DAG: .global .align 64 .b8 dpagg_$_grid_$_table[524288];

#ifdef ANNOTATED
__global__ void DPAGG_SCOPE_GRID child(int *p, int n) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
#else
__global__ void child(int *p, int n) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
#endif

__global__ void parent(int *p, const int *len, int np) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= np)
    return;
  if (len[i] > 0)
    child<<<(len[i] + 31) / 32, 32>>>(p + 64 * i, i); // expected-remark {{aggregated per grid}} annotated-remark {{aggregated per grid}}
}

#ifndef ANNOTATED
__global__ void one_per_block(int *p) {
  if (threadIdx.x == 0)
    child<<<2, 32>>>(p + 64 * blockIdx.x, blockIdx.x); // expected-remark {{aggregated per grid}}
}

// Its error state is read: observed, so per block.
__global__ void observed(int *p, int *err) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, 1); // expected-remark {{aggregated per block (not per grid: the launch is observed}}
  err[threadIdx.x] = cudaGetLastError();
}
#endif
