// PO and PAO where nothing can run before the acquire (PromoteLaunches.h,
// "PO and PAO"; prefix-rewrite-po.test and prefix-rewrite-pao.test read
// prefix-none.ll): the modes then rewrite exactly as P and PA do.
#include <cuda_runtime.h>

// The kernel's first instruction is an atomic: the prefix is empty under
// po and pao.
__global__ void atomic_first(int *hits, long long *out, int n, int i,
                             long long carry) {
  atomicAdd(hits, 1);
  if (threadIdx.x == 0 && i + 1 < n)
    atomic_first<<<1, 64>>>(hits, out, n, i + 1, carry + out[0]);
  out[i * 64 + threadIdx.x] = carry;
}
