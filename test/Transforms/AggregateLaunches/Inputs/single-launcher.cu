#include <dpagg/dpagg.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
DPAGG_SCOPE_BLOCK __global__ void child_block(int *p) { p[threadIdx.x] = 2; }
// thread 0 of each block launches: one launcher per (1-D) block.
__global__ void thread0(int *p) {
  if (threadIdx.x == 0)
    child<<<1, 32>>>(p + 32 * blockIdx.x);
}
// the same as a conjunct of &&, the constant on the left.
__global__ void thread0_and(int *p, int n) {
  if (n > 0 && 3 == threadIdx.x)
    child<<<1, 32>>>(p + 32 * blockIdx.x);
}
// every thread but thread 0: many launchers.
__global__ void not_thread0(int *p) {
  if (threadIdx.x != 0)
    child<<<1, 32>>>(p + 32 * threadIdx.x);
}
// threadIdx.x == 0 || ...: not only one value of threadIdx.x.
__global__ void thread0_or(int *p, int n) {
  if (threadIdx.x == 0 || n > 5)
    child<<<1, 32>>>(p + 32 * threadIdx.x);
}
// threadIdx.y == 0: one launcher per row of a 2-D block... and many in 1-D.
__global__ void row0(int *p) {
  if (threadIdx.y == 0)
    child<<<1, 32>>>(p + 32 * threadIdx.x);
}
// the child asks for block scope: aggregated anyway.
__global__ void thread0_annotated(int *p) {
  if (threadIdx.x == 0)
    child_block<<<1, 32>>>(p + 32 * blockIdx.x);
}
