// The runtime inlined into a parent raises its register use (issue 9,
// class 15): a kernel without __launch_bounds__ that gets DPAgg's runtime
// (a parent of an aggregated site) is held to at most 64 registers
// (.maxnreg 64), so a 1024-thread launch stays valid (this parent uses over
// 64 registers without it), and dpagg-fit-register-bounds lowers the bound
// where ptxas says a lower one costs no occupancy. An aggregated child is
// bounded (and fitted) only where its aggregates may have blocks of more
// than 256 threads (child: its block is not a constant): only DPAgg's
// runtime launches it, and it asks CUDA about such blocks, so the bound is
// for speed there (a clone over 64 registers would see every 1024-thread
// aggregate refused); small_child, always launched with 64 threads, gets
// none. Kernels with launch bounds keep theirs; kernels without runtime
// calls are left alone.
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-ptxas=%cuda_path/bin/ptxas \
// RUN:   -Xarch_device -Rpass-analysis=dpagg 2> %t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=SMALL < %t.s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %ptxas -c -v %t.s -o %t.o 2>&1 | FileCheck %s --check-prefix=PTXAS
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

// CHECK-LABEL: .visible .entry _Z5childPfi(
// CHECK-NOT:   .maxn
// CHECK:       .visible .entry _Z6parentPfPKfi(
// CHECK:       .maxnreg 64
// CHECK:       .visible .entry _Z7boundedPfi(
// CHECK-NOT:   .maxnreg
// CHECK:       .maxntid 256
// CHECK:       .entry _Z5childPfi_$_dpagg(
// CHECK:       .maxnreg 32
// SMALL:       .entry _Z11small_childPfi_$_dpagg(
// SMALL-NOT:   .maxn
// SMALL:       {

// REMARK-DAG: kernel parent(float*, float const*, int) has no __launch_bounds__ and gets DPAgg's runtime: it is held to at most 64 registers, so that it stays launchable with 1024 threads per block
// REMARK-DAG: kernel parent(float*, float const*, int) keeps the register bound of 64: it uses {{6[5-9]|[7-9][0-9]|1[0-9][0-9]}} registers without a bound
// REMARK-DAG: kernel child(float*, int) (.dpagg) has no __launch_bounds__
// REMARK-DAG: kernel child(float*, int) (.dpagg) uses {{[0-9]|[12][0-9]|3[0-2]}} registers without a bound (ptxas): its register bound is 32 instead of 64
// REMARK-NOT: small_child(float*, int) (.dpagg) {{has no __launch_bounds__|uses|keeps}}

// PTXAS:      Compiling entry function '_Z6parentPfPKfi'
// PTXAS-NEXT: Function properties
// PTXAS:      Used {{([0-9]|[1-5][0-9]|6[0-4])}} registers

__global__ void child(float *p, int n) { p[threadIdx.x] = n; }
__global__ void small_child(float *p, int n) { p[threadIdx.x] = 2 * n; }

// Many values live across the launch: over 64 registers with the runtime
// and no bound, but its own code fits 64 without a spill (24 floats spill
// 40 bytes, and such a parent is not aggregated: parent-spills-not-
// aggregated.ll).
__global__ void parent(float *p, const float *q, int n) {
  float v[12];
#pragma unroll
  for (int i = 0; i < 12; ++i)
    v[i] = q[threadIdx.x * 12 + i] * q[i];
  if (v[0] > 0)
    child<<<(n + 31) / 32, dim3(32, n & 3 ? 1 : 2), n & 64>>>(
        p + threadIdx.x * 32, n);
  float s = 0;
#pragma unroll
  for (int i = 0; i < 12; ++i)
    s += v[i] * v[(i + 5) % 12];
  p[threadIdx.x] = s;
}

// Its own launch bounds stay.
__global__ void __launch_bounds__(256) bounded(float *p, int n) {
  child<<<1, 32>>>(p + threadIdx.x * 32, n);
  small_child<<<1, 64>>>(p + threadIdx.x * 64, n);
}
