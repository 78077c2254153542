// End to end through clang -O2 with the plugin: each kernel that launches a
// kernel gets one dpagg-promote missed remark (issue 24 item 1), beside
// dpagg-aggregate's, under -Rpass-missed=dpagg: a prefix-sum chain of
// single-block grids is a candidate, at its launch, and not promoted (its
// launch is tail-chained instead: -dpagg-tail-chains, on by default); a chain
// whose next grid has n blocks is refused at its launch; a kernel that
// launches none of its callers is refused at its definition. At -O0 the
// recognition does not run (no promote remark).
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O2 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Rpass-missed=dpagg -Xclang -verify -S -o /dev/null %s
// RUN: %clang_cuda --cuda-device-only -O0 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Rpass-missed=dpagg-promote -Xclang -verify=O0 -S -o /dev/null %s
// O0-no-diagnostics
#include <cuda_runtime.h>

// Thread 0 launches the next step with the carry its block computed.
__global__ void scan_step(const int *in, int *out, int n, int carry) {
  __shared__ int s[256];
  int i = threadIdx.x;
  s[i] = in[i];
  __syncthreads();
  for (int d = 1; d < 256; d *= 2) {
    int v = i >= d ? s[i - d] : 0;
    __syncthreads();
    s[i] += v;
    __syncthreads();
  }
  out[i] = s[i] + carry;
  if (threadIdx.x == 0 && n > 256)
    // expected-remark@+2 {{launch of scan_step(int const*, int*, int, int) not aggregated: a link of a chain of one-block grids (scan_step(int const*, int*, int, int) -> scan_step(int const*, int*, int, int)): launched into cudaStreamTailLaunch when the grid is one block, so that the chain's depth is not bounded by the pending-launch limit}}
    // expected-remark-re@+1 {{scan_step(int const*, int*, int, int) not promoted: it is a candidate for launch promotion (chain: scan_step(int const*, int*, int, int) -> scan_step(int const*, int*, int, int); launch site: line {{[0-9]+}}; prologue: yes; postponed parameters: #3; epilogue: none), but launch promotion is off (-dpagg-promote=none)}}
    scan_step<<<1, 256>>>(in + 256, out + 256, n - 256, carry + s[255]);
}

// One launching thread per block, of a kernel that launches: the nested-grid
// rule takes it per grid (Plan.cpp, refusedForShape and settle), in the
// kernel and in its aggregated clone.
__global__ void wide(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    // expected-remark@+4 2 {{aggregated child of wide(int*, int) keeps one block per logical block: wide(int*, int) launches kernels or calls the device runtime}}
    // expected-remark@+3 {{in the aggregated clone of wide(int*, int): launch of wide(int*, int) not serialized (serial-in-clone)}}
    // expected-remark@+2 {{launch of wide(int*, int) not serialized}}
    // expected-remark@+1 {{wide(int*, int) not promoted: the grid of the launch is not provably one block}}
    wide<<<n, 256>>>(p, n - 1);
}

// The same whose launch is observed (its thread reads the error state):
// grid scope cannot take it, so the single launcher stays as written.
__global__ void observed(int *p, int n) {
  if (threadIdx.x == 0 && n > 0) {
    // expected-remark@+3 {{launch of observed(int*, int) not aggregated: only threads with one value of threadIdx.x reach it: with one-dimensional blocks one thread per block, so no warp or block has launches to combine (DPAGG_SCOPE_WARP or DPAGG_SCOPE_BLOCK on the kernel aggregates it anyway); the nested-grid rule did not take it per grid}}
    // expected-remark@+2 {{launch of observed(int*, int) not serialized}}
    // expected-remark@+1 {{observed(int*, int) not promoted}}
    observed<<<n, 256>>>(p, n - 1);
    p[0] = cudaGetLastError();
  }
}

__global__ void leaf(int *p) { p[threadIdx.x] = 1; }
// expected-remark@+1 {{not_recursive(int*) not promoted: launches no kernel that launches it back (directly or through one other kernel)}}
__global__ void not_recursive(int *p) {
  if (threadIdx.x == 0)
    // expected-remark@+1 {{launch of leaf(int*) not aggregated: only threads with one value of threadIdx.x reach it}}
    leaf<<<1, 256>>>(p);
}
