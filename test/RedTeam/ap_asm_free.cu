// test/RedTeam/ap_asm_free.cu (+ ap_asm_free_b.cu), -fgpu-rdc, both units
// in program mode. Unit A (this file) allocates (malloc, pointer stored:
// aggregated only in program mode). Unit B frees A's buffers through a
// cudaFree written in inline assembly (call.uni __cudaCDP2Free), which
// program mode cannot rewrite: the pass notices (unseenFree) but only
// refuses B's OWN allocation sites, and B has none, so no remark at all.
// The contract as stated ("every free that can receive the pointer is made
// in a unit built with -dpagg-alloc-frees=program") holds: B is such a
// unit. Claim: PASS. Expected in .prog: cudaFree of an address inside the
// program pool -> an error code (ERR_RC), a device fault, or heap
// corruption (pattern/probe mismatch).
#include "ap_common.cuh"

__global__ void aAlloc(void **ptrs, const unsigned *sizes, int n,
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

__global__ void aCheck(void *const *ptrs, const unsigned *sizes, int n,
                       unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && ptrs[i] && !apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
}

void bFreeAsm(void **ptrs, const unsigned *sizes, int n, int sel,
              unsigned idBase, unsigned long long *err);

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_asm_free seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 16384;
  void **pp;
  unsigned *sz;
  CK(cudaMallocManaged(&pp, N * sizeof(void *)));
  CK(cudaMallocManaged(&sz, N * sizeof(unsigned)));
  for (int r = 0; r < 6; ++r) {
    for (int i = 0; i < N; ++i) {
      sz[i] = 1 + R() % 200;
      pp[i] = reinterpret_cast<void *>(0xbadull);
    }
    unsigned id = 1000000u * r;
    aAlloc<<<N / 256, 256>>>(pp, sz, N, id, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    bFreeAsm(pp, sz, N, 0, id, err);
    aCheck<<<N / 256, 256>>>(pp, sz, N, id, err);
    bFreeAsm(pp, sz, N, 1, id, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  return apVerdict(err, "");
}
