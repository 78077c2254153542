// A launch in a loop and one in a nested loop under a data-dependent branch.
#include <cuda_runtime.h>
__global__ void child(int i, int *p) { p[i] = i; }
__global__ void parent(int *p, int n, int m) {
  for (int i = 0; i < n; ++i) {
    child<<<1, 32>>>(i, p);
    for (int j = 0; j < m; ++j)
      if (p[i * m + j] > 0)
        child<<<j, 32>>>(j, p);
  }
}
