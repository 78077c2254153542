// PA's rules (PromoteLaunches.h, "PA"; test/Transforms/PromoteLaunches/
// pool-*.test read pool.ll): one kernel per behaviour.
#include <cuda_runtime.h>

// Promoted: a chain step that reads its block index and the grid's size,
// itself and through a callee (chained from the host with several blocks:
// block b runs chain b); in a pool they read 0 and 1, as in a one-block grid.
__device__ __noinline__ int chain_of(int n) { return blockIdx.x * n; }
__global__ void step(int *p, int n, int i) {
  int c = chain_of(n) + gridDim.x - 1;
  p[c + i] = i;
  if (threadIdx.x == 0 && i + 1 < n)
    step<<<1, 64>>>(p + blockIdx.x * n, n, i + 1);
}

// Refused: each step halves the block.
__global__ void halves(int *p, int n) {
  p[threadIdx.x] = n;
  if (threadIdx.x == 0 && n > 1)
    halves<<<1, blockDim.x / 2>>>(p, n - 1);
}

// Refused: the dynamic shared memory depends on the step.
__global__ void grows(int *p, int n) {
  extern __shared__ int s[];
  s[threadIdx.x] = n;
  p[threadIdx.x] = s[0];
  if (threadIdx.x == 0 && n > 1)
    grows<<<1, 32, n * 4>>>(p, n - 1);
}

// Refused: reads %gridid, which a block of a pool cannot read as its own
// one-block grid would.
__global__ void grid_id(long long *p, int n) {
  p[n] = __nvvm_read_ptx_sreg_gridid();
  if (threadIdx.x == 0 && n > 0)
    grid_id<<<1, 32>>>(p, n - 1);
}
