// A warp-collective child launched with a block that is 32x1 where it is
// written but set to 16x2 out of the pass's sight: by a __noinline__ helper
// taking dim3&, by inline PTX stores into the dim3, and by a store at a
// variable index (issue 21, item 17). Only plain_1d's block is provably 1-D.
#include <cuda_runtime.h>
__global__ void sum(int *p) {
  int v = p[threadIdx.y * blockDim.x + threadIdx.x];
  v += __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) % 32);
  p[threadIdx.y * blockDim.x + threadIdx.x] = v;
}
__device__ __noinline__ void reshape(dim3 &b, int rows) {
  if (rows > 1) {
    b.x /= rows;
    b.y = rows;
  }
}
__global__ void by_helper(int *p, int rows) {
  dim3 b(32, 1, 1);
  reshape(b, rows);
  sum<<<1, b>>>(p + threadIdx.x * 64);
}
__global__ void by_asm(int *p) {
  dim3 b(32, 1, 1);
  asm volatile("st.u32 [%0], 16;\n\tst.u32 [%0+4], 2;" ::"l"(&b) : "memory");
  sum<<<1, b>>>(p + threadIdx.x * 64);
}
__global__ void by_index(int *p, int i) {
  dim3 b(32, 1, 1);
  (&b.x)[i] = 2;
  sum<<<1, b>>>(p + threadIdx.x * 64);
}
__global__ void plain_1d(int *p) {
  dim3 b(32, 1, 1);
  sum<<<1, b>>>(p + threadIdx.x * 64);
}
