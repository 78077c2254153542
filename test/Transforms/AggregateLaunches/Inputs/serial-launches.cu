// Serialization (issue 26, item 1): launches that run in the launching
// thread below a threshold; each parent shows one shape.
#include <cuda_runtime.h>

struct Big {
  int v[8];
};

// 1-D, an early return.
__global__ void fill(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = i * 2;
}

// 3-D grid and block, every index read.
__global__ void cube(int *out) {
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  out[b * blockDim.x * blockDim.y * blockDim.z + t] = b * 1000 + t;
}

// A by-value parameter the child writes: a private copy per logical thread
// (each reads the element the logical thread before it wrote in its own).
__global__ void bump(Big b, int *out) {
  b.v[threadIdx.x & 7] += 1;
  out[threadIdx.x] = b.v[(threadIdx.x + 7) & 7];
}

// Read-only data through __restrict__ and __ldg.
__global__ void gather(const int *__restrict__ in, int *__restrict__ out) {
  out[threadIdx.x] = __ldg(in + threadIdx.x) + in[threadIdx.x + 1];
}

// Fire-and-forget, per warp or block.
__global__ void ff(int *out, const int *sizes) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int n = sizes[t];
  fill<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out + t * 64, n);
}

// The thread's only launch, once, into the NULL stream.
__global__ void only(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  dim3 g(1 + (t & 1), 2, 1 + (t & 2) / 2), b(2, 2, 2);
  cube<<<g, b>>>(out + t * 64);
}

// One launching thread per block (refused per warp or block: single-launcher),
// serialized all the same; larger launches are made as written.
__global__ void single(int *out) {
  if (threadIdx.x == 0)
    fill<<<1, 16, 0, cudaStreamFireAndForget>>>(out + blockIdx.x * 16, 16);
}

__global__ void byval(int *out) {
  Big b = {};
  b.v[0] = threadIdx.x;
  bump<<<1, 8, 0, cudaStreamFireAndForget>>>(b, out + threadIdx.x * 8);
}

__global__ void readonly(const int *in, int *out) {
  gather<<<1, 4, 0, cudaStreamFireAndForget>>>(in + threadIdx.x,
                                               out + threadIdx.x * 4);
}
