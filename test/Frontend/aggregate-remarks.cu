// End to end through clang -O3 with the plugin: dpagg-aggregate reports each
// launch at the user's <<<>>> (scope, why not block scope, the lost ordering,
// refusals), ptxas accepts the aggregated PTX (clones, runtime calls and the
// record pool), and the aggregated device IR passes the verifier.
// REQUIRES: nvptx-registered-target
// Without publish-children: a published kernel's clone would repeat the
// remarks of its launches (Transforms/AggregateLaunches/publish-children-
// descriptor.ll tests publishing).
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg -Rpass-missed=dpagg-aggregate -Xclang -verify -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -c %t.ptx -o %t.o
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -emit-llvm -S -o %t.ll %s
// RUN: opt -passes=verify -disable-output %t.ll
#include <cuda_runtime.h>

// The clones (PTX spells '.' as '_$_'), the program's pool of this size
// (common: nvlink allocates one for every unit), and the kept originals the
// runtime falls back to.
// CHECK-DAG: .common .global .align 64 .b8 __dpagg_record_pool_v{{[0-9]+}}_511x262144[133959744];
// CHECK-DAG: .visible .entry _Z5childPii(
// CHECK-DAG: .visible .entry _Z4walkPii(
// CHECK-DAG: {{^}}.entry _Z5childPii_$_dpagg(
// CHECK-DAG: {{^}}.entry _Z4walkPii_$_dpagg(

__global__ void child(int *p, int n) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = n;
}

__global__ void elsewhere(int *p);

__global__ void sum(int *p) {
  int v = p[threadIdx.y * blockDim.x + threadIdx.x];
  v += __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) % 32);
  p[threadIdx.y * blockDim.x + threadIdx.x] = v;
}

// Threads that skip the launch only exit: block scope.
__global__ void early_exit(int *p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  child<<<2, 32>>>(p + t * 64, t); // expected-remark {{launch of child(int*, int) aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid); sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this)}}
}

// Threads skip the launch and meet at a barrier: block scope, postponed to
// the barrier. Fire-and-forget launches have no order to lose.
__global__ void then_barrier(int *p, const int *flags) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = flags[t];
  if (s[t] > 0)
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(p + t * 32, s[t]); // expected-remark {{launch of child(int*, int) aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid), postponed to where the block's threads meet again}}
  __syncthreads();
  p[t] = s[127 - t];
}

// Threads wait for one another outside barriers: warp scope.
__global__ void spin_then_launch(int *p, volatile int *flag) {
  while (*flag == 0) {
  }
  child<<<1, 32>>>(p + threadIdx.x * 32, 1); // expected-remark {{launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers}} expected-remark {{launch of child(int*, int) not aggregated per block at its threads' last exit (last-exit-waits): threads of the block may wait for one another outside barriers}}
}

// A kernel launching itself: the clone launches the clone. The launch is
// decided twice, in walk and in its aggregated clone, and the clone's remark
// says whose it is. Its child launches too: per grid in every grid, the
// clone's grid included (-dpagg-nested-grid).
__global__ void walk(int *p, int depth) {
  p[threadIdx.x] += depth;
  if (depth > 0 && threadIdx.x < 2)
    walk<<<1, 32>>>(p + 32, depth - 1); // expected-remark-re {{{{^}}launch of walk(int*, int) aggregated per grid in every parent grid, whatever its size (its child launches too: -dpagg-nested-grid); sibling launches into the NULL stream now run concurrently}} expected-remark {{in the aggregated clone of walk(int*, int): launch of walk(int*, int) aggregated per grid in every parent grid, whatever its size (its child launches too: -dpagg-nested-grid); sibling launches into the NULL stream now run concurrently}} expected-remark 2 {{aggregated child of walk(int*, int) keeps one block per logical block: walk(int*, int) launches kernels or calls the device runtime}}
}

// Refusals (and a kernel of another translation unit).
__global__ void refused(int *p) {
  elsewhere<<<1, 32>>>(p); // expected-remark {{launch of elsewhere(int*) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the child is defined in another translation unit, whose aggregated child is used if that unit was built with DPAgg (otherwise each launch is made alone)}}
  sum<<<1, dim3(32, 2)>>>(p); // expected-remark {{launch of sum(int*) not aggregated: the child uses warp-level operations and its block shape is not provably one-dimensional}} expected-remark {{rewritten from V1 to V2}}
}

// Not in a kernel (clang did not inline the device function): refused.
__device__ __noinline__ void spawn(int *p, int n) {
  child<<<1, 32>>>(p, n); // expected-remark {{launch of child(int*, int) not aggregated: the launch is in spawn(int*, int), a device function not inlined into a kernel}}
}
__global__ void via_device_function(int *p) { spawn(p + threadIdx.x * 32, 1); }
