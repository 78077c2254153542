// test/RedTeam/ap_null_out.cu: cudaMalloc whose out-pointer is null at run
// time (a kernel parameter that may be null: valid code, which gets an
// error code back). In kernel mode the site is refused (OutPointer); program
// mode lifts OutPointer, and __dpagg_cuda_malloc_program writes the
// sub-buffer through the out-pointer without checking it
// (runtime/alloc.cu, *OutPointer = P). Claim: each thread sees what it saw
// alone. Expected: .base/.dpagg PASS (cudaMalloc(NULL, n) returns an error
// or, at worst, whatever the device runtime returns without faulting);
// .prog: a store to address 0 -> cudaErrorIllegalAddress -> RESULT FAIL.
// If .base itself faults, the device runtime does not accept a null
// out-pointer and this program tests nothing.
#include "ap_common.cuh"

__global__ void k(void **outs, int n, int *rcs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  void **o = outs ? &outs[i] : nullptr; // null for every thread here
  rcs[i] = (int)cudaMalloc(o, 64 + (i & 3) * 16);
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_null_out seed %u\n", seed);
  const int N = 256;
  int *rcs;
  CK(cudaMallocManaged(&rcs, N * sizeof(int)));
  for (int i = 0; i < N; ++i)
    rcs[i] = -12345;
  void **outs = (seed & 0x10000000u) ? nullptr : nullptr; // always null
  k<<<N / 64, 64>>>(outs, N, rcs);
  CK(cudaGetLastError());
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("RESULT FAIL kernel faulted: %s\n", cudaGetErrorString(e));
    return 1;
  }
  int ok = 0, other = 0, unset = 0;
  for (int i = 0; i < N; ++i)
    rcs[i] == 0 ? ++ok : rcs[i] == -12345 ? ++unset : ++other;
  printf("cudaMalloc(NULL,..): %d success, %d error (code %d), %d unset\n", ok,
         other, rcs[0], unset);
  if (unset) {
    printf("RESULT FAIL %d threads never returned\n", unset);
    return 1;
  }
  printf("RESULT PASS\n");
  return 0;
}
