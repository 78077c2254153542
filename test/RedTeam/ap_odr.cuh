// test/RedTeam/ap_odr.cuh: header code that both units of ap_odr compile
// (inline and template functions: one definition per program by the ODR,
// weak symbols in each object, and nvlink keeps one copy).
#pragma once
#include "ap_common.cuh"

// A helper that frees, not inlined (as at -O0, or a large helper).
__device__ __noinline__ inline void odrRelease(void *p) { free(p); }

// A template kernel that allocates (the pointer escapes: stored).
template <int K>
__global__ void odrAllocT(void **ptrs, const unsigned *sizes, int n,
                          unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  void *p = malloc(sizes[i]);
  ptrs[i] = p;
  if (!p) {
    atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  apFill(p, sizes[i], idBase + i);
}

template <int K>
__global__ void odrCheck(void *const *ptrs, const unsigned *sizes, int n,
                         unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && ptrs[i] && !apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
}

// Unit N's entry points (ap_odr_n.cu).
void nRound(void **ptrs, unsigned *sizes, int n, unsigned idBase,
            unsigned long long *err);
