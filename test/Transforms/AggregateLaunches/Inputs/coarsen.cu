// Coarsening (issue 26, items 2 and 5): -dpagg-coarsen=N|auto, the pass
// parameter coarsen=, and DPAGG_COARSEN(N) on a kernel. Coarsening is
// molding's loop over logical blocks, so a factor above 1 molds the
// children that can be molded.
#include <cuda_runtime.h>
#include <dpagg/dpagg.h>

// Moldable: no barrier, no shared memory.
__global__ void plain(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += 1;
}

// The kernel's factor, whatever the option says.
DPAGG_COARSEN(4) __global__ void four(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += 4;
}

// Not a power of two: ignored, with a warning; the option's factor applies.
DPAGG_COARSEN(6) __global__ void six(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += 6;
}

// A barrier: not molded, so not coarsened (the NotMolded remark says so).
__global__ void synced(int *out, int n) {
  __shared__ int s;
  if (threadIdx.x == 0)
    s = n;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void p_plain(int *o, int n) { plain<<<n, 32>>>(o, n); }
__global__ void p_four(int *o, int n) { four<<<n, 32>>>(o, n); }
__global__ void p_six(int *o, int n) { six<<<n, 32>>>(o, n); }
__global__ void p_synced(int *o, int n) { synced<<<n, 32>>>(o, n); }
