// Children whose results depend on how threads are grouped into warps,
// launched with a 16x2 block (one warp, two rows): packing them into a wider
// aggregated block would split that warp (issue 9, class 8).
#include <cuda_runtime.h>
#include <mma.h>
using namespace nvcuda;
// Tensor-core fragments: wmma.load/mma/store are warp-collective.
__global__ void tensor(const half *a, const half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
// A warp reduction (redux.sync).
__global__ void reduce(unsigned *p) {
  p[threadIdx.y * 16 + threadIdx.x] = __reduce_add_sync(~0u, threadIdx.x);
}
// A match across the warp.
__global__ void match(unsigned *p) {
  p[threadIdx.y * 16 + threadIdx.x] = __match_any_sync(~0u, p[threadIdx.x]);
}
// Inline assembly, whatever it does.
__global__ void assembly(unsigned *p) {
  unsigned v;
  asm("mov.u32 %0, 7;" : "=r"(v));
  p[threadIdx.y * 16 + threadIdx.x] = v;
}
// Per-thread math, atomics and a block barrier only: warp layout does not
// matter, so it is aggregated with a 2-D block.
__global__ void per_thread(float *p, unsigned *n) {
  float v = sqrtf(p[threadIdx.y * 16 + threadIdx.x]);
  __syncthreads();
  atomicAdd(n, 1u);
  p[threadIdx.y * 16 + threadIdx.x] = __fdividef(v, 3.0f) + clock64();
}
__global__ void parent(half *a, half *b, float *c, unsigned *u) {
  int t = threadIdx.x;
  tensor<<<1, dim3(16, 2)>>>(a + t * 256, b + t * 256, c + t * 256);
  reduce<<<1, dim3(16, 2)>>>(u + t * 32);
  match<<<1, dim3(16, 2)>>>(u + t * 32);
  assembly<<<1, dim3(16, 2)>>>(u + t * 32);
  per_thread<<<1, dim3(16, 2)>>>(c + t * 32, u);
}
