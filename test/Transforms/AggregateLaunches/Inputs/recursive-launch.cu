// A kernel that launches itself.
#include <cuda_runtime.h>
__global__ void walk(int *p, int depth) {
  p[threadIdx.x] += depth;
  if (depth > 0 && threadIdx.x < 2)
    walk<<<1, 32>>>(p + 32, depth - 1);
}
