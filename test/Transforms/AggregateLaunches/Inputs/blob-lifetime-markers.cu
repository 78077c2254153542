// Staging blobs of launches: two 4,008-byte ones one after the other, which
// can share one stack slot, and a postponed 208-byte one, which lives from
// the launch to the threads' meeting point.
#include <cuda_runtime.h>
struct Page { int v[1000]; };
struct Row { int v[50]; };
__global__ void child(int *out, Page p) {
  out[threadIdx.x] = p.v[threadIdx.x];
}
__global__ void child_row(int *out, Row r) {
  out[threadIdx.x] = r.v[threadIdx.x % 50];
}
__global__ void two_sites(int *out, Page p, Page q) {
  child<<<1, 32>>>(out, p);
  child<<<1, 32>>>(out + 32, q);
}
__global__ void postponed(int *out, const int *flag, Row r) {
  int t = threadIdx.x;
  if (flag[t])
    child_row<<<1, 32>>>(out, r);
  __syncthreads();
  out[t] = flag[(t + 1) % 32];
}
