// Calls and atomics: an atomic's result differs per thread, a call to an
// unknown function is not trusted, a pure intrinsic follows its operands.
#include <cuda_runtime.h>
__device__ int opaque(int x);
__global__ void atomics(int *ctr, int *out) {
  int old = atomicAdd(ctr, 1);
  if (old == 0)
    out[0] = 1;
}
__global__ void calls(int *out, int n, float f) {
  out[0] = opaque(n);
  out[1] = min(n, (int)blockDim.x);
  out[2] = __float_as_int(fmaf(f, f, 1.0f));
  out[3] = __clz(n);
  out[4] = min(n, (int)threadIdx.x);  // pure, but a divergent operand
}
__global__ void atomic_load(int *flag, int *out) {
  if (__atomic_load_n(flag, __ATOMIC_ACQUIRE))
    out[0] = 1;
}
