// The nvcc-make program: a parent kernel whose every thread launches
// fill_row (of rows.cu, in librows.a) for its own row from the device, and a
// check that the default stream is per-thread (--default-stream per-thread).
// Prints one line per check; every line is the same for nvcc's build and
// dpagg-nvcc's. Exit status 0 when both checks pass.
//
// Two facts of CUDA 12+ this program must respect to be correct without DPAgg:
//  - CDP2 has no overflow pool for device-side launches: a launch beyond
//    cudaLimitDevRuntimePendingLaunchCount (2048 by default) fails, silently
//    here. rows_parent makes one launch per row (4096), so main raises the
//    limit first (DPAgg's per-block launches would fit the default).
//  - Lazy loading (the default): the first launch of a kernel loads it, and a
//    load may wait for the whole context, so a kernel that waits for a kernel
//    not loaded yet waits in vain. checkDefaultStream loads both kernels
//    before launching either.
#include "rows.h"

#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

static const int Rows = 4096;

static int rowLength(int Row) { return 1 + Row * 7 % 64; }

__global__ void rows_parent(int *Out, const int *Offsets, int NumRows) {
  int Row = blockIdx.x * blockDim.x + threadIdx.x;
  if (Row < NumRows) {
    int Len = Offsets[Row + 1] - Offsets[Row];
    fill_row<<<(Len + 31) / 32, 32>>>(Out + Offsets[Row], Row, Len);
  }
}

// Waits up to about a second for *Flag; *Seen says whether it came.
__global__ void wait_for_flag(volatile int *Flag, int *Seen) {
  for (int I = 0; I < 1000000 && !*Flag; ++I)
    __nanosleep(1000);
  *Seen = *Flag;
}

__global__ void set_flag(volatile int *Flag) {
  *Flag = 1;
  __threadfence_system();
}

#define CHECK(Call)                                                            \
  do {                                                                         \
    cudaError_t E = (Call);                                                    \
    if (E != cudaSuccess) {                                                    \
      std::printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #Call,                \
                  cudaGetErrorString(E));                                      \
      return 1;                                                                \
    }                                                                          \
  } while (0)

// With the per-thread default stream, a launch into stream 0 does not wait
// for the work of another blocking stream (the legacy default stream does):
// set_flag runs while wait_for_flag waits for it. Both kernels are loaded
// (cudaFuncGetAttributes) before either runs: loading set_flag lazily, at its
// launch, could wait for wait_for_flag to end, as the legacy stream would.
static int checkDefaultStream() {
  int *Flag = nullptr, *Seen = nullptr, HostSeen = 0;
  cudaFuncAttributes Attrs;
  CHECK(cudaFuncGetAttributes(&Attrs, wait_for_flag));
  CHECK(cudaFuncGetAttributes(&Attrs, set_flag));
  cudaStream_t S;
  CHECK(cudaStreamCreate(&S)); // a blocking stream
  CHECK(cudaMalloc(&Flag, sizeof(int)));
  CHECK(cudaMalloc(&Seen, sizeof(int)));
  CHECK(cudaMemset(Flag, 0, sizeof(int)));
  CHECK(cudaDeviceSynchronize());
  wait_for_flag<<<1, 1, 0, S>>>(Flag, Seen);
  set_flag<<<1, 1>>>(Flag); // stream 0
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(&HostSeen, Seen, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("default stream: %s\n",
              HostSeen ? "per-thread (did not wait for another stream)"
                       : "legacy (waited for another stream)");
  CHECK(cudaStreamDestroy(S));
  CHECK(cudaFree(Flag));
  CHECK(cudaFree(Seen));
  return HostSeen ? 0 : 1;
}

static int checkRows() {
  std::vector<int> Offsets(Rows + 1, 0);
  for (int R = 0; R < Rows; ++R)
    Offsets[R + 1] = Offsets[R] + rowLength(R);
  int N = Offsets[Rows];
  int *DOut = nullptr, *DOffsets = nullptr;
  CHECK(cudaMalloc(&DOut, N * sizeof(int)));
  CHECK(cudaMalloc(&DOffsets, (Rows + 1) * sizeof(int)));
  CHECK(cudaMemcpy(DOffsets, Offsets.data(), (Rows + 1) * sizeof(int),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemset(DOut, 0xff, N * sizeof(int))); // every element is written
  rows_parent<<<(Rows + 127) / 128, 128>>>(DOut, DOffsets, Rows);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> Out(N);
  CHECK(cudaMemcpy(Out.data(), DOut, N * sizeof(int), cudaMemcpyDeviceToHost));
  int Wrong = 0;
  long long Sum = 0;
  for (int R = 0; R < Rows; ++R)
    for (int I = 0; I < rowLength(R); ++I) {
      int V = Out[Offsets[R] + I];
      Wrong += V != R * 1000 + I;
      Sum += V;
    }
  std::printf("rows: %s, %d rows, %d elements, %d wrong, sum %lld\n",
              Wrong ? "FAIL" : "PASS", Rows, N, Wrong, Sum);
  CHECK(cudaFree(DOut));
  CHECK(cudaFree(DOffsets));
  return Wrong != 0;
}

int main() {
  // Room for every row's launch at once (one per thread of rows_parent), set
  // before any kernel runs.
  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, Rows));
  int Failed = checkDefaultStream();
  Failed |= checkRows();
  return Failed;
}
