// Scalarization: which parameters are stored once per aggregate.
#include <cuda_runtime.h>
struct Big { float W[32]; int N; };   // 132 bytes
__global__ void child(Big b, float *out, int i, int base) {
  out[i] = b.W[threadIdx.x % 32] + b.N + base;
}
// b (a read-only byval kernel parameter), out and base (kernel arguments)
// are uniform; only i varies per thread.
__global__ void parent(Big b, float *out, int base) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32>>>(b, out, t, base);
}
// blockIdx.x is uniform in a block, not in a warp of another block... it is
// uniform in both; tid-derived values are not.
__global__ void per_block(Big b, float *out) {
  child<<<1, 32>>>(b, out, threadIdx.x, blockIdx.x);
}
