// Serialization's threshold (issue 26, item 1): the cost model of
// -dpagg-serial-threshold=auto, and the per-kernel annotations.
#include <cuda_runtime.h>
#include <dpagg/dpagg.h>

// Work known: straight-line code and a loop of 8 trips.
__global__ void light(int *out) {
  int s = 0;
#pragma unroll 1
  for (int i = 0; i < 8; ++i)
    s += out[i] * i;
  out[threadIdx.x] = s;
}

// Work that grows with a parameter: a loop of n trips (runtime-unrolled by
// 4), weighed at run time.
__global__ void unknown(int *out, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += out[i];
  out[threadIdx.x] = s;
}

// Work over one launch's cost: 64 trips of a long body.
__global__ void heavy(float *out) {
  float s = out[threadIdx.x];
#pragma unroll 1
  for (int i = 0; i < 64; ++i) {
#pragma unroll
    for (int j = 0; j < 32; ++j)
      s = s * out[i + j] + out[j] * s;
  }
  out[threadIdx.x] = s;
}

DPAGG_NO_SERIALIZE __global__ void never(int *out) { out[threadIdx.x] = 1; }

DPAGG_SERIAL_THRESHOLD(8) __global__ void eight(int *out) {
  out[threadIdx.x] = 2;
}

__global__ void p_light(int *o) { light<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_unknown(int *o, int n) { unknown<<<1, 8, 0, cudaStreamFireAndForget>>>(o, n); }
__global__ void p_heavy(float *o) { heavy<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_never(int *o) { never<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_eight(int *o) { eight<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
