// Serialization's cost model with work that grows with a parameter (issue
// 26, item 5): a loop whose trip count is a parameter of the child.
#include <cuda_runtime.h>

// n trips of a body that depends on the last trip (not unrolled).
__global__ void per_trip(int *out, int n) {
  unsigned h = threadIdx.x;
  for (int k = 0; k < n; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  out[threadIdx.x] = h;
}

// Two loops over two parameters: only one parameter is weighed, so unknown.
__global__ void two_params(int *out, int n, int m) {
  unsigned h = threadIdx.x;
  for (int k = 0; k < n; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  for (int k = 0; k < m; ++k)
    h = (h ^ (h >> 11)) * 0x9e3779b9u + k;
  out[threadIdx.x] = h;
}

// A loop whose trips depend on data: unknown.
__global__ void data_trips(int *out) {
  unsigned h = threadIdx.x;
  for (int k = 0; k < out[0]; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  out[threadIdx.x] = h;
}

__global__ void p_per_trip(int *o, const int *n) {
  per_trip<<<1, 8, 0, cudaStreamFireAndForget>>>(o, n[threadIdx.x]);
}
__global__ void p_two_params(int *o, int n) {
  two_params<<<1, 8, 0, cudaStreamFireAndForget>>>(o, n, n);
}
__global__ void p_data_trips(int *o) {
  data_trips<<<1, 8, 0, cudaStreamFireAndForget>>>(o);
}
