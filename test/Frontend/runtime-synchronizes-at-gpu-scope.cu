// The runtime DPAgg links synchronizes at gpu scope with acquire/release
// orderings only: no fence.sc, no membar, no system-scope atomic. CUDA's
// atomicCAS compiles (clang 22) to fence.sc.sys + atom.acquire.sys.cas and
// __threadfence() to membar.gl (fence.sc.gpu); on the H100 those fences in
// the block path cost the probe's 262144 x 16 shape 1.26x against the
// previous head (bench/results/2026-11-24-h100-memory-order.md). The kernels
// below use no atomics or fences of their own, so every one in the PTX is
// the runtime's: parent (block scope, warp scope), the aggregated child
// (its record release), the module's pool.
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.block.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -Xarch_device -mllvm=-dpagg-serial-threshold=off -Xarch_device -mllvm=-dpagg-auto-grid=0
// RUN: FileCheck %s --check-prefix=PTX < %t.block.s
// RUN: FileCheck %s --check-prefix=NOSC < %t.block.s
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.warp.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -mllvm -dpagg-scope=warp -Xarch_device -mllvm=-dpagg-serial-threshold=off
// RUN: FileCheck %s --check-prefix=NOSC < %t.warp.s
// RUN: FileCheck %s --check-prefix=WARP < %t.warp.s
// RUN: FileCheck %s --check-prefix=POOL < %t.warp.s
// RUN: FileCheck %s --check-prefix=GATE < %t.warp.s
// RUN: %clang_cuda --cuda-device-only -O3 -S -o %t.grid.s %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin -mllvm -dpagg-scope=grid -Xarch_device -mllvm=-dpagg-serial-threshold=off
// RUN: FileCheck %s --check-prefix=NOSC < %t.grid.s
// RUN: FileCheck %s --check-prefix=GRID < %t.grid.s
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

// The block path: the slot is taken with an acquire CAS, the stream with a
// relaxed one, the record published with fence.acq_rel, the slot given back
// with red.release.
// PTX-DAG: atom.acquire.gpu.global.cas.b32
// PTX-DAG: atom.relaxed.gpu.global.cas.b64
// PTX-DAG: fence.acq_rel.gpu;
// PTX-DAG: red.release.gpu.global.add.u32
// PTX-DAG: atom.release.gpu.global.add.u32

// The warp path: every member writes its entry after a bar.warp.sync that
// follows the owner's allocation (its acquire); the shuffle that brings the
// record's address orders no memory. Then each member's release fence and
// the bar.warp.sync before the owner's launch.
// WARP-LABEL: .entry _Z6parentPii(
// WARP: bar.warp.sync
// WARP-NOT: fence.acq_rel.gpu
// WARP: st.b32 [{{%rd[0-9]+}}+64],
// WARP: fence.acq_rel.gpu;
// WARP-NOT: st.
// WARP: bar.warp.sync

// The warp gate (runtime/DPAggRuntime.cuh) around the group of one's
// launch: relaxed CAS, a whole warp's bar.warp.sync, the relaxed store that
// gives the slot back, no fence.
// GATE-LABEL: .entry _Z6parentPii(
// GATE: atom.relaxed.gpu.global.cas.b32
// GATE: bar.warp.sync -1;
// GATE-NOT: fence
// GATE: st.relaxed.gpu.global.u32 [{{%rd[0-9]+}}], 0;

// A refused aggregate's release (launchAggregate, which owners of several
// groups of a warp may run together) changes its chunk word by CAS
// (runtime/Pool.cuh, "The pool"): ptxas merged two owners' constant
// atomicAdd on two chunks into one leader's atomic on one of them. (The
// allocation's atomicAdd, and its undo, stay each lane's own through the
// per-lane first chunk: LinkRuntime/pool-first-chunk-per-lane.ll,
// LinkRuntime/pool-undo-and-lone-release-by-add.ll.)
// POOL: atom.relaxed.gpu.global.cas.b64

// The grid path (runtime/grid.cu, "Grid scope"): the state's key found with
// an acquire load, claimed with an acq_rel CAS, looked at again after a
// failure with an acq_rel add, freed with a release exchange; the block
// counted done with acq_rel adds on the live word and on Done.
// GRID-DAG: ld.acquire.gpu.global.u64
// GRID-DAG: atom.acq_rel.gpu.global.cas.b64
// GRID-DAG: atom.acq_rel.gpu.global.add.u64
// GRID-DAG: atom.acq_rel.gpu.global.add.u32
// GRID-DAG: atom.release.gpu.global.exch.b64
// GRID-DAG: ld.relaxed.gpu.global.u32

// NOSC-NOT: fence.sc
// NOSC-NOT: membar
// NOSC-NOT: .sys.

__global__ void child(int *P, int V) { P[threadIdx.x] = V; }

// Threads past N return; the others launch: block scope by default.
__global__ void parent(int *P, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  child<<<1, 32>>>(P + 32 * I, I);
}
