// The nvcc-make program: a parent kernel whose every thread launches
// fill_row (of rows.cu, in librows.a) for its own row from the device, and a
// check that the default stream is per-thread (--default-stream per-thread).
// Prints one line per check; every line is the same for nvcc's build and
// dpagg-nvcc's. Exit status 0 when both checks pass.
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
// set_flag runs while wait_for_flag waits for it.
static int checkDefaultStream() {
  int *Flag = nullptr, *Seen = nullptr, HostSeen = 0;
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
  int Failed = checkDefaultStream();
  Failed |= checkRows();
  return Failed;
}
