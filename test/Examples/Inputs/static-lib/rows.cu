// The only kernels of the static-lib program: a parent that launches one
// child per row from the device. Built into a static library (libdpaggrows.a)
// and linked into a host-only main.cpp, whose link has no device code of its
// own.
#include "rows.h"

#include <cuda_runtime.h>

__global__ void scale_row_child(const int *In, int *Out, int Cols, int Factor) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < Cols)
    Out[I] = In[I] * Factor;
}

__global__ void rows_parent(const int *In, int *Out, int Rows, int Cols) {
  int R = blockIdx.x * blockDim.x + threadIdx.x;
  if (R < Rows)
    scale_row_child<<<(Cols + 31) / 32, 32>>>(In + R * Cols, Out + R * Cols,
                                              Cols, R + 1);
}

#define CHECK(Call)                                                            \
  do {                                                                         \
    cudaError_t E = (Call);                                                    \
    if (E != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #Call,      \
                   cudaGetErrorString(E));                                     \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int scaleRowsOnGPU(const int *In, int *Out, int Rows, int Cols) {
  size_t Bytes = size_t(Rows) * Cols * sizeof(int);
  int *DIn = nullptr, *DOut = nullptr;
  CHECK(cudaMalloc(&DIn, Bytes));
  CHECK(cudaMalloc(&DOut, Bytes));
  CHECK(cudaMemcpy(DIn, In, Bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(DOut, 0xff, Bytes)); // poisoned: every element is written
  rows_parent<<<(Rows + 127) / 128, 128>>>(DIn, DOut, Rows, Cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(Out, DOut, Bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(DIn));
  CHECK(cudaFree(DOut));
  return 0;
}
