// __grid_constant__ and over-aligned parameters (issue 9, class 13).
#include <cuda_runtime.h>
struct Table { int V[768]; };                   // 3 KB
struct alignas(64) Wide { int X; };
// CUDA promises that a __grid_constant__ parameter is not copied; the
// aggregated child would take it from the record into local memory.
__global__ void constant_table(const __grid_constant__ Table t, int *out) {
  out[threadIdx.x] = t.V[threadIdx.x];
}
// A 64-byte aligned parameter: aggregated, and the remark says that the
// aggregated child reads it right where a device-side launch does not.
__global__ void wide(Wide w, int *out) { out[threadIdx.x] = w.X; }
__global__ void parent(const __grid_constant__ Table t, int *out) {
  constant_table<<<1, 32>>>(t, out + threadIdx.x * 32);
  wide<<<1, 32>>>(Wide{(int)threadIdx.x}, out + threadIdx.x * 32);
}
