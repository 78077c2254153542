// test/RedTeam/ap_cdp.cu (-fgpu-rdc, dynamic parallelism): a parent thread
// allocates (malloc / cudaMalloc into a local), fills, and launches a child
// grid that checks and frees the parent's buffer (the pointer is a launch
// parameter: escapes; program mode aggregates the site); the child also
// allocates its own buffer, stored for a later host-launched kernel to
// free. DPAgg's launch aggregation rewrites the launches too (its default).
// Claim: PASS.
#include "ap_common.cuh"

__global__ void child(void *p, unsigned sz, unsigned id, int useCuda,
                      void **later, unsigned long long *err) {
  if (threadIdx.x == 0) {
    if (!apCheck(p, sz, id))
      atomicAdd(&err[ERR_PATTERN], 1ull);
    if (useCuda) {
      if (cudaFree(p) != cudaSuccess)
        atomicAdd(&err[ERR_RC], 1ull);
    } else {
      free(p);
    }
    void *q = malloc(48);
    *later = q;
    if (!q)
      atomicAdd(&err[ERR_ALLOC], 1ull);
    else
      apFill(q, 48, id ^ 0x5a5a5a5au);
  }
}

__global__ void parent(int n, unsigned idBase, void **later,
                       unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned sz = 16 + (i * 37) % 240, id = idBase + i;
  void *p;
  int useCuda = i & 1;
  if (useCuda) {
    void *q = nullptr;
    p = cudaMalloc(&q, sz) == cudaSuccess ? q : nullptr;
  } else {
    p = malloc(sz);
  }
  if (!p) {
    atomicAdd(&err[ERR_ALLOC], 1ull);
    later[i] = nullptr;
    return;
  }
  apFill(p, sz, id);
  child<<<1, 32>>>(p, sz, id, useCuda, &later[i], err);
}

__global__ void freeLater(void **later, int n, unsigned idBase,
                          unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = n - 1 - i;
  if (!later[j])
    return;
  if (!apCheck(later[j], 48, (idBase + j) ^ 0x5a5a5a5au))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  free(later[j]);
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_cdp seed %u\n", seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128u << 20));
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 15));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 4096;
  void **later;
  CK(cudaMallocManaged(&later, N * sizeof(void *)));
  for (int r = 0; r < 4; ++r) {
    unsigned id = seed + 100000u * r;
    for (int i = 0; i < N; ++i)
      later[i] = reinterpret_cast<void *>(0xbadull);
    parent<<<N / 128, 128>>>(N, id, later, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    freeLater<<<N / 128, 128>>>(later, N, id, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  return apVerdict(err, "");
}
