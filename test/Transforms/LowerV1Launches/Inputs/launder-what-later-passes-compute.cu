#include <cuda_runtime.h>

struct S {
  short A;
  double B;
  float C;
};

__global__ void child(double *Out, double A, S B);

// A device function's arguments: an LTO link may inline it into a kernel
// that computes them, after DPAgg ran.
__device__ __noinline__ void helper(double *Out, double A, S B) {
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(Out, A, B);
}

// A load: once DPAgg has erased the buffer call between the store and the
// load, later passes forward the stored value.
__global__ void loads(double *G, double *Out, double K, S B) {
  G[threadIdx.x] = threadIdx.x * K;
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(Out, G[threadIdx.x], B);
}
