// test/RedTeam/ap_lib_free.cu: the freeing member of ap_lib's library.
#include "ap_common.cuh"

__global__ void libFreeK(void **ptrs, const unsigned *sizes, int n, int sel,
                         unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || ((i >> 5) & 1) != sel || !ptrs[i]) // whole warps at a time
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  if (i & 2) {
    if (cudaFree(ptrs[i]) != cudaSuccess)
      atomicAdd(&err[ERR_RC], 1ull);
  } else {
    free(ptrs[i]);
  }
  ptrs[i] = nullptr;
}

void libFree(void **ptrs, const unsigned *sizes, int n, int sel,
             unsigned idBase, unsigned long long *err) {
  libFreeK<<<n / 256, 256>>>(ptrs, sizes, n, sel, idBase, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
}
