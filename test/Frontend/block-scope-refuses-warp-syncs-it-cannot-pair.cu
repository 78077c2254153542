// Block scope adds a block barrier after the site (and grid scope builds on
// it), so every thread of the block must reach the site without waiting for
// another thread that is still before it (InterThreadWaits,
// BlockConvergence). On sm_70 and later a __syncwarp (bar.warp.sync) pairs
// with any other of the same mask, at another program point too, so a lane
// held at a __syncwarp whose partner comes after the launch is such a wait.
// Two forms the block rules once missed (red team, session 21;
// test/RedTeam/README.md, "Warp syncs the block rules cannot see"):
//  - in a function the kernel calls (not inlined): the divergent branch
//    around the sync is the callee's, which BlockConvergence does not see;
//  - in the kernel, a sync whose mask differs between lanes, in straight-line
//    code: no divergent branch to see.
// Without DPAgg both programs end (lane 1 reaches its sync after its launch
// and releases lane 0); aggregated per block they would deadlock at the
// barrier. Both stay per warp (NVVM_WARP_SYNC, FunctionSummary::WarpSync).
// A sync whose mask every lane computes alike stays allowed: uniform_mask
// keeps block scope (per grid in large grids), and so does a __syncthreads
// (aligned: every thread reaches the same one) in a callee. A cluster
// barrier in a callee does not (a launch is a cluster of one block, so it is
// a block barrier threads may reach apart: the rule's own red team).
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-publish-children=false -Xarch_device -mllvm=-dpagg-serial-threshold=off \
// RUN:   -Rpass=dpagg-aggregate -Xclang -verify -S -o /dev/null %s
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] += 1; }

__device__ __noinline__ void pre(int *buf, int *out) {
  if ((threadIdx.x & 31) == 0) {
    __syncwarp(0x3u); // waits for lane 1's sync after its launch
    out[threadIdx.x >> 5] = buf[threadIdx.x >> 5];
  }
}
__device__ __noinline__ void post(int *buf) {
  if ((threadIdx.x & 31) == 1) {
    buf[threadIdx.x >> 5] = 42;
    __syncwarp(0x3u);
  }
}

__global__ void sync_in_callee(int *buf, int *out, int *data) {
  pre(buf, out);
  child<<<1, 32>>>(data + 32 * (blockIdx.x * blockDim.x + threadIdx.x)); // expected-remark {{aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to pre(int*, int*) in sync_in_callee(int*, int*, int*), which synchronizes threads (llvm.nvvm.bar.warp.sync in pre(int*, int*)) where the block rules cannot see which of them reach it), where a block barrier could deadlock)}}
  post(buf);
}

__global__ void mask_per_lane(int *buf, int *out, int *data) {
  unsigned L = threadIdx.x & 31;
  __syncwarp(L == 0 ? 0x3u : 1u << L); // lane 0 waits for lane 1
  out[threadIdx.x] = buf[threadIdx.x >> 5];
  child<<<1, 32>>>(data + 32 * (blockIdx.x * blockDim.x + threadIdx.x)); // expected-remark {{aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to llvm.nvvm.bar.warp.sync in mask_per_lane(int*, int*, int*) whose lane mask may differ between lanes}}
  if (L == 1)
    buf[threadIdx.x >> 5] = 42;
  __syncwarp(L == 1 ? 0x3u : 1u << L);
}

__global__ void uniform_mask(int *buf, int *out, int *data) {
  int v = buf[threadIdx.x];
  v += __shfl_sync(0xffffffffu, v, 1);            // constant mask
  v += __reduce_add_sync(__activemask(), v);      // the lanes here together
  out[threadIdx.x] = v;
  if (v > 0)
    child<<<1, 32>>>(data + 32 * (blockIdx.x * blockDim.x + threadIdx.x)); // expected-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid);}}
}

__device__ __noinline__ void consume(int *b) {
  if (threadIdx.x >> 5) { // warps 1 and up wait for warp 0's arrival
    __nvvm_barrier_cluster_arrive_relaxed();
    __nvvm_barrier_cluster_wait();
    b[threadIdx.x] = b[0];
  }
}
__device__ __noinline__ void produce(int *b) {
  if (!(threadIdx.x >> 5)) {
    if (!threadIdx.x)
      b[0] = 42;
    __nvvm_barrier_cluster_arrive();
    __nvvm_barrier_cluster_wait();
  }
}
__global__ void cluster_barrier_in_callee(int *b, int *data) {
  consume(b);
  child<<<1, 32>>>(data + 32 * (blockIdx.x * blockDim.x + threadIdx.x)); // expected-remark {{aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to consume(int*) in cluster_barrier_in_callee(int*, int*), which synchronizes threads (llvm.nvvm.barrier.cluster.arrive.relaxed in consume(int*))}}
  produce(b);
}

__device__ __noinline__ void sync_all(int *b) {
  __syncthreads();
  b[threadIdx.x] = 1;
}
__global__ void syncthreads_in_callee(int *b, int *data) {
  sync_all(b);
  child<<<1, 32>>>(data + 32 * (blockIdx.x * blockDim.x + threadIdx.x)); // expected-remark {{aggregated per grid where its parent grid has at least 256 blocks, else per block (-dpagg-auto-grid);}}
}
