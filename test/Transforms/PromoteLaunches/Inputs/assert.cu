// PA's rules PoolAssert and PoolTooLarge (pool-assert-and-memory.test reads
// assert.ll).
#include <cassert>
#include <cuda_runtime.h>

// Refused under pa: a failing assert names the block by %ctaid, which a
// block of a pool reads as its place in the pool. Promoted under p.
__global__ void checked(int *out, int i, int n) {
  assert(i < n);
  out[i] = i;
  if (threadIdx.x == 0 && i + 1 < n)
    checked<<<1, 32>>>(out, i + 1, n);
}

// Refused under pa through a callee that asserts.
__device__ __noinline__ void check(int i, int n) { assert(i < n); }
__global__ void checked_callee(int *out, int i, int n) {
  check(i, n);
  out[i] = i;
  if (threadIdx.x == 0 && i + 1 < n)
    checked_callee<<<1, 32>>>(out, i + 1, n);
}

// Promoted under pa with pools that fit a slab, refused with pools that do
// not (PoolTooLarge).
__global__ void plain(int *out, int i, int n) {
  out[i] = i;
  if (threadIdx.x == 0 && i + 1 < n)
    plain<<<1, 32>>>(out, i + 1, n);
}
