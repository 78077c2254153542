#include <dpagg/dpagg.h>

// Published: external linkage, a child can be built.
__global__ void plain(int *p, int n) { p[blockIdx.x * blockDim.x + threadIdx.x] = n; }

// Published, with the flag: warp-level operations need 1-D blocks.
__global__ void shuffles(int *p) {
  p[threadIdx.x] = __shfl_sync(0xffffffffu, p[threadIdx.x], 0);
}

// Not published: internal (no other unit can name it).
static __global__ void hidden(int *p) { p[threadIdx.x] = 1; }

// Not published: a template instance (weak_odr; every unit that launches it
// has its body).
template <int N> __global__ void instance(int *p) { p[threadIdx.x] = N; }

// Not published: opted out.
DPAGG_NO_AGGREGATE __global__ void opted_out(int *p) { p[threadIdx.x] = 2; }

// Not published: a __grid_constant__ parameter must not be copied.
struct Big { int v[8]; };
__global__ void grid_constant(const __grid_constant__ Big b, int *p) { p[threadIdx.x] = b.v[0]; }

// Published too (it launches; its child's launches are aggregated as well).
__global__ void launcher(int *p) {
  hidden<<<1, 32>>>(p);
  instance<3><<<1, 32>>>(p);
}
