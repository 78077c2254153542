// Block-scope aggregation adds no shared memory to the parent (issue 9, class
// 5): after the device link (nvlink, where the runtime's variables are
// counted), a parent with no shared memory of its own still uses 0 bytes, so
// the host may launch it with all 48 KB of dynamic shared memory. Its block
// state is in global memory (@dpagg.block.table). Without DPAgg: 0 bytes as
// well.
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.block.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-auto-grid=0 \
// RUN:   -Xarch_device -Rpass=dpagg-aggregate 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas -c %t.block.s -o %t.block.o
// RUN: %nvlink -v %t.block.o -o %t.block.cubin 2>&1 | FileCheck %s
// The default (-dpagg-auto-grid: grid scope in large parent grids, the
// grid-state table in global memory too): 0 bytes as well.
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.auto.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -Rpass=dpagg-aggregate 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %ptxas -c %t.auto.s -o %t.auto.o
// RUN: %nvlink -v %t.auto.o -o %t.auto.cubin 2>&1 | FileCheck %s
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.none.s %s
// RUN: %ptxas -c %t.none.s -o %t.none.o
// RUN: %nvlink -v %t.none.o -o %t.none.cubin 2>&1 | FileCheck %s
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

// REMARK: remark: launch of child(int*, int) aggregated per block
// AUTO: remark: launch of child(int*, int) aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid)

// CHECK: Function properties for '_Z6parentPii':
// CHECK-NEXT: used {{[0-9]+}} registers, used {{[0-9]+}} barriers, {{[0-9]+}} stack, 0 bytes smem,

__global__ void child(int *P, int V) { P[threadIdx.x] = V; }

// Threads past N return; the others launch: block scope.
__global__ void parent(int *P, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  child<<<1, 32>>>(P + 32 * I, I);
}
