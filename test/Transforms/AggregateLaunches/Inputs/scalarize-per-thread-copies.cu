// Scalarization of copied parameters: a copy is uniform only if its source
// address is uniform and its memory read-only (issue 9, class 1).
#include <cuda_runtime.h>
struct Item { float V[16]; };              // 64 bytes
struct Table { Item Items[4]; };
__device__ const Table ConstTable = {};
__global__ void child(Item it, float *out) { out[threadIdx.x] = it.V[threadIdx.x % 16]; }
// Each thread picks its own item of a by-value table: per thread.
__global__ void pick_byval(Table t, float *out) {
  child<<<1, 16>>>(t.Items[threadIdx.x % 4], out);
}
// Each thread picks its own item of a __device__ const table: per thread.
__global__ void pick_const(float *out) {
  child<<<1, 16>>>(ConstTable.Items[threadIdx.x % 4], out);
}
// Every thread copies the item the block picks: uniform at both scopes.
__global__ void pick_block(Table t, float *out) {
  child<<<1, 16>>>(t.Items[blockIdx.x % 4], out + threadIdx.x * 16);
}
