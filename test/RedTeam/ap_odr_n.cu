// test/RedTeam/ap_odr_n.cu: unit N of ap_odr (see ap_odr.cu). Everything N
// allocates, N frees (its own kernels, a plain free and its odrRelease).
#include "ap_odr.cuh"

__global__ void nFree(void **ptrs, const unsigned *sizes, int n,
                      unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || !ptrs[i])
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  if (i & 1)
    free(ptrs[i]);
  else
    odrRelease(ptrs[i]);
  ptrs[i] = nullptr;
}

void nRound(void **ptrs, unsigned *sizes, int n, unsigned idBase,
            unsigned long long *err) {
  odrAllocT<0><<<n / 256, 256>>>(ptrs, sizes, n, idBase, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  odrCheck<0><<<n / 256, 256>>>(ptrs, sizes, n, idBase, err);
  nFree<<<n / 256, 256>>>(ptrs, sizes, n, idBase, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
}
