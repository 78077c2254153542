// test/RedTeam/ap_lib_none.cu: a library member with device code but no
// allocation and no free (ap_lib).
#include "ap_common.cuh"
__global__ void noneK(int *x) { *x += 1; }
int libNone(int x) {
  int *d;
  CK(cudaMalloc(&d, sizeof(int)));
  CK(cudaMemcpy(d, &x, sizeof(int), cudaMemcpyHostToDevice));
  noneK<<<1, 1>>>(d);
  CK(cudaGetLastError());
  CK(cudaMemcpy(&x, d, sizeof(int), cudaMemcpyDeviceToHost));
  CK(cudaFree(d));
  return x;
}
