// single-launcher-nested-grid.ll: one launching thread per block, in
// kernels that launch themselves (nested levels).
#include <cuda_runtime.h>

// Unobserved: the nested-grid rule takes it per grid.
__global__ void wide(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    wide<<<n, 256>>>(p, n - 1);
}

// Its thread reads the error state after the launch: grid scope cannot take
// it, so it stays as written.
__global__ void observed(int *p, int n) {
  if (threadIdx.x == 0 && n > 0) {
    observed<<<n, 256>>>(p, n - 1);
    p[0] = cudaGetLastError();
  }
}

// Its block loops after the launch: the group's aggregate would wait for the
// slowest block's loop, while as written each child starts at its launch,
// so it stays as written.
__global__ void late(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    late<<<n, 256>>>(p, n - 1);
  for (int i = threadIdx.x; i < n * 1024; i += blockDim.x)
    atomicAdd(&p[i % 64], 1);
}
