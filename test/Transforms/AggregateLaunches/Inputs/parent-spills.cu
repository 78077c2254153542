// A kernel without launch bounds whose own code needs more than 64
// registers (about 100 floats live at once) keeps its launches as written:
// held to DPAgg's bound of 64 it would spill (issue 21, item 21). A light
// parent, and a heavy one with __launch_bounds__ (no DPAgg bound), are
// aggregated.
#include <cuda_runtime.h>

__global__ void child(float *out, int at) { out[at + threadIdx.x] = 1.0f; }

#define HEAVY_WORK                                                             \
  float v[100];                                                                \
  _Pragma("unroll") for (int i = 0; i < 100; ++i) v[i] = in[t * 100 + i];      \
  _Pragma("unroll") for (int i = 0; i < 100; ++i) v[i] =                       \
      v[i] * 1.5f + v[(i * 7 + 3) % 100] * v[(i * 13 + 1) % 100];              \
  float s = 0;                                                                 \
  _Pragma("unroll") for (int i = 0; i < 100; ++i) s += v[i] * (i + 1);         \
  out[t] = s;

__global__ void heavyParent(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  HEAVY_WORK
  if (s > 0)
    child<<<1, 32>>>(out, n + 32 * t);
}

__global__ void __launch_bounds__(256) heavyBounded(const float *in, float *out,
                                                    int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  HEAVY_WORK
  if (s > 0)
    child<<<1, 32>>>(out, n + 32 * t);
}

__global__ void lightParent(float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    child<<<1, 32>>>(out, n + 32 * t);
}
