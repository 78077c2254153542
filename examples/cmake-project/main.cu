//===- examples/cmake-project/main.cu - per-row child grids ---------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Sums the rows of a ragged matrix: one parent thread per row, one child grid
// per row. Prints PASS and exits 0 only when every sum matches the CPU.
//
//===----------------------------------------------------------------------===//
#include <dpagg/dpagg.h>

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(Call)                                                            \
  do {                                                                         \
    cudaError_t Err = (Call);                                                  \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "rows: %s failed: %s\n", #Call,                     \
                   cudaGetErrorString(Err));                                   \
      return 2;                                                                \
    }                                                                          \
  } while (0)

// DPAGG_SCOPE_BLOCK only states the default here; see dpagg/dpagg.h.
DPAGG_SCOPE_BLOCK __global__ void sumRow(const int *Values, int Begin, int Len,
                                         unsigned long long *Sum) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < Len)
    atomicAdd(Sum, (unsigned long long)Values[Begin + I]);
}

__global__ void sumRows(const int *Offsets, const int *Values, int Rows,
                        unsigned long long *Sums) {
  int R = blockIdx.x * blockDim.x + threadIdx.x;
  if (R >= Rows)
    return;
  int Begin = Offsets[R], Len = Offsets[R + 1] - Begin;
  if (Len > 0)
    sumRow<<<(Len + 63) / 64, 64>>>(Values, Begin, Len, &Sums[R]);
}

int main() {
  const int Rows = 4096;
  std::vector<int> Offsets(Rows + 1, 0), Values;
  for (int R = 0; R < Rows; ++R) {
    int Len = (R * 7919) % 300;
    for (int I = 0; I < Len; ++I)
      Values.push_back((R + 3 * I) % 1000 - 500);
    Offsets[R + 1] = (int)Values.size();
  }
  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, Rows + 1024));
  int *DOffsets, *DValues;
  unsigned long long *DSums;
  CHECK(cudaMalloc(&DOffsets, sizeof(int) * Offsets.size()));
  CHECK(cudaMalloc(&DValues, sizeof(int) * Values.size()));
  CHECK(cudaMalloc(&DSums, sizeof(unsigned long long) * Rows));
  CHECK(cudaMemcpy(DOffsets, Offsets.data(), sizeof(int) * Offsets.size(),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(DValues, Values.data(), sizeof(int) * Values.size(),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemset(DSums, 0, sizeof(unsigned long long) * Rows));
  sumRows<<<(Rows + 127) / 128, 128>>>(DOffsets, DValues, Rows, DSums);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned long long> Sums(Rows);
  CHECK(cudaMemcpy(Sums.data(), DSums, sizeof(unsigned long long) * Rows,
                   cudaMemcpyDeviceToHost));
  for (int R = 0; R < Rows; ++R) {
    unsigned long long Want = 0;
    for (int I = Offsets[R]; I < Offsets[R + 1]; ++I)
      Want += (unsigned long long)Values[I];
    if (Sums[R] != Want) {
      std::printf("rows: FAIL: row %d sums to %lld, want %lld\n", R,
                  (long long)Sums[R], (long long)Want);
      return 1;
    }
  }
  std::printf("rows: PASS\n");
  return 0;
}
