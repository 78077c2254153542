// Warp-level operations: votes and reductions give every lane the same
// result; shuffles and match.any do not.
#include <cuda_runtime.h>
__global__ void votes(int *out) {
  int t = threadIdx.x;
  out[0] = __all_sync(0xffffffff, t > 3);
  out[1] = __any_sync(0xffffffff, t > 3);
  out[2] = __uni_sync(0xffffffff, t > 3);
  out[3] = __ballot_sync(0xffffffff, t > 3);
  out[4] = __reduce_add_sync(0xffffffff, t);
  out[5] = __ballot_sync(__activemask(), t > 3);
}
__global__ void vote_branch(int *out) {
  if (__any_sync(0xffffffff, threadIdx.x == 5)) // the whole warp or none
    out[threadIdx.x] = 1;
}
__global__ void shuffles(int *out, int v) {
  int t = threadIdx.x;
  out[t] = __shfl_sync(0xffffffff, v, 0);
  out[t + 32] = __shfl_down_sync(0xffffffff, t, 1);
  out[t + 64] = __match_any_sync(0xffffffff, t & 1);
  int pred;
  out[t + 96] = __match_all_sync(0xffffffff, v, &pred);
}
__global__ void block_reductions(int *out) {
  out[0] = __syncthreads_count(threadIdx.x > 3);
  out[1] = __syncthreads_or(threadIdx.x > 3);
}
