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
