// A value annotation of dpagg/dpagg.h whose value DPAgg does not accept is
// ignored with a warning that names the accepted values and the option that
// applies instead (Planner::warnBadAnnotations, one row per annotation:
// DPAGG_COARSEN, DPAGG_SCOPE_MULTIBLOCK, DPAGG_SERIAL_THRESHOLD). Where the
// kernel has another value of the same annotation that is accepted, that one
// applies and the warning names no option. Accepted values warn nothing.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -I%dpagg_src/include -S -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=warning:
#include <cuda_runtime.h>
#include "dpagg/dpagg.h"

__global__ void leaf(int *p) { p[threadIdx.x] = 1; }

// CHECK-DAG: warning: DPAgg: DPAGG_SCOPE_MULTIBLOCK(0) on kernel zero_group(int*) is ignored (accepted: 1 to 8388608 blocks); -dpagg-group-blocks applies
DPAGG_SCOPE_MULTIBLOCK(0) __global__ void zero_group(int *p) { leaf<<<1, 32>>>(p); }

// CHECK-DAG: warning: DPAgg: DPAGG_SERIAL_THRESHOLD(sometimes) on kernel vague(int*) is ignored (accepted: off, auto, or a number of threads from 1 to 65536); -dpagg-serial-threshold applies
DPAGG_SERIAL_THRESHOLD(sometimes) __global__ void vague(int *p) { leaf<<<1, 32>>>(p); }

// CHECK-DAG: warning: DPAgg: DPAGG_COARSEN(3) on kernel three(int*) is ignored (accepted: auto, or a power of two from 1 to 32768); -dpagg-coarsen applies
DPAGG_COARSEN(3) __global__ void three(int *p) { leaf<<<1, 32>>>(p); }

// CHECK-DAG: warning: DPAgg: DPAGG_COARSEN(0) on kernel two_values(int*) is ignored (accepted: auto, or a power of two from 1 to 32768) [-Wbackend-plugin]
DPAGG_COARSEN(0) DPAGG_COARSEN(4) __global__ void two_values(int *p) { leaf<<<1, 32>>>(p); }

DPAGG_SCOPE_MULTIBLOCK(8) DPAGG_SERIAL_THRESHOLD(64) DPAGG_COARSEN(2)
__global__ void fine(int *p) { leaf<<<1, 32>>>(p); }
