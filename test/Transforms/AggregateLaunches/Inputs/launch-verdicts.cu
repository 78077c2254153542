// One launch site per kind of verdict, for the analysis remarks
// (launch-facts-analysis-remarks.ll) and -dpagg-summary
// (summary-counts-sites-by-reason.ll).
#include <cuda_runtime.h>
#include <dpagg/dpagg.h>
struct Table { int V[64]; };
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__global__ void DPAGG_NO_AGGREGATE opted_out(int *p) { p[threadIdx.x] = 0; }
__global__ void constant_table(const __grid_constant__ Table t, int *out) {
  out[threadIdx.x] = t.V[threadIdx.x];
}
// Every thread launches, with a uniform configuration: block scope.
__global__ void uniform(int *p, int n) { child<<<1, 32>>>(p, n); }
// Threads skip the launch and meet at a barrier later: per warp.
__global__ void then_barrier(int *p) {
  __shared__ int s[32];
  if (p[threadIdx.x] > 0)
    child<<<p[threadIdx.x], 32>>>(p, 1);
  s[threadIdx.x % 32] = 1;
  __syncthreads();
  p[threadIdx.x] = s[0];
}
// Threads wait for one another outside barriers (a spin on a flag): per warp.
__global__ void spin_then_launch(int *p, volatile int *flag) {
  while (*flag == 0) {
  }
  child<<<1, 32>>>(p + threadIdx.x, 2);
}
// In a device function that clang did not inline into its kernel: refused.
__device__ __noinline__ void spawn(int *p) { child<<<1, 32>>>(p, 2); }
__global__ void via_device_function(int *p) { spawn(p + threadIdx.x); }
// In a loop; the grid size is per thread.
__global__ void in_loop(int *p, int n) {
  for (int i = 0; i < n; ++i)
    child<<<threadIdx.x + 1, 32>>>(p + i, i);
}
// Refused, each for its own reason.
__global__ void refused(const __grid_constant__ Table t, int *p) {
  opted_out<<<1, 32>>>(p);
  constant_table<<<1, 32>>>(t, p);
  child<<<1, 32, 0, cudaStreamPerThread>>>(p, 3);
}
