// DPAGG_CHAIN_INPUT (dpagg/dpagg.h) under po/pao (chain-input.test reads
// chain-input.ll): each kernel a chain step whose prefix loads `in`, of the
// type the kernel also stores, so the types alone keep the load after the
// acquire.
#include "dpagg/dpagg.h"
#include <cuda_runtime.h>

// Marked, and nothing the kernel writes is based on `in`: the load of `in`
// runs before the acquire.
DPAGG_CHAIN_INPUT(0)
__global__ void marked(const int *in, int *out, int i, int n, int carry) {
  int x = in[i * 64 + threadIdx.x];
  out[i * 64 + threadIdx.x] = x + carry;
  if (threadIdx.x == 0 && i + 1 < n)
    marked<<<1, 64>>>(in, out, i + 1, n, carry + x);
}

// Not marked: the same kernel keeps the load after the acquire.
__global__ void unmarked(const int *in, int *out, int i, int n, int carry) {
  int x = in[i * 64 + threadIdx.x];
  out[i * 64 + threadIdx.x] = x + carry;
  if (threadIdx.x == 0 && i + 1 < n)
    unmarked<<<1, 64>>>(in, out, i + 1, n, carry + x);
}

// Marked, but the kernel writes through `in` (an in-place chain): the
// marking is refuted.
DPAGG_CHAIN_INPUT(0)
__global__ void refuted(int *in, int i, int n, int carry) {
  int x = in[i * 64 + threadIdx.x];
  in[(i + 1) * 64 + threadIdx.x] += x;
  if (threadIdx.x == 0 && i + 1 < n)
    refuted<<<1, 64>>>(in, i + 1, n, carry + x);
}

// Refuted (red team of the marking): a callee writes through its own
// parameter, which is `in`.
__device__ __noinline__ void poke(int *p, int i) { p[i] = 7; }
DPAGG_CHAIN_INPUT(0)
__global__ void callee_writes(int *in, int *out, int i, int n, int carry) {
  int x = in[i * 64 + threadIdx.x];
  out[i * 64 + threadIdx.x] = x + carry;
  poke(in, i);
  if (threadIdx.x == 0 && i + 1 < n)
    callee_writes<<<1, 64>>>(in, out, i + 1, n, carry + x);
}

// Refuted: a store through the pointer a callee returns, based on `in`.
__device__ __noinline__ int *pick(int *p, int i) { return p + i; }
DPAGG_CHAIN_INPUT(0)
__global__ void callee_returns(int *in, int *out, int i, int n, int carry) {
  int x = in[i * 64 + threadIdx.x];
  out[i * 64 + threadIdx.x] = x + carry;
  *pick(in, i) = 7;
  if (threadIdx.x == 0 && i + 1 < n)
    callee_returns<<<1, 64>>>(in, out, i + 1, n, carry + x);
}

// Refuted: a ping-pong chain; the next step reads as `in` what this one
// writes as `out`.
DPAGG_CHAIN_INPUT(0)
__global__ void ping_pong(int *in, int *out, int i, int n, int carry) {
  int x = in[threadIdx.x];
  out[threadIdx.x] = x + carry;
  if (threadIdx.x == 0 && i + 1 < n)
    ping_pong<<<1, 64>>>(out, in, i + 1, n, carry + x);
}
