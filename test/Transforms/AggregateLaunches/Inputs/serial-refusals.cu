// Serialization (issue 26, item 1): one parent per rule that keeps a site's
// launches from running in the launching thread.
#include <cuda_runtime.h>

__global__ void plain(int *out) { out[threadIdx.x] = threadIdx.x; }

__global__ void barrier(int *out) {
  out[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x + 1] += 1;
}

__global__ void shared(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = s[threadIdx.x ^ 1];
}

__global__ void dynshared(int *out) {
  extern __shared__ int d[];
  d[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = d[threadIdx.x];
}

__global__ void warpop(int *out) {
  out[threadIdx.x] = __shfl_xor_sync(0xffffffffu, (int)threadIdx.x, 1);
}

__global__ void lane(int *out) {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  out[threadIdx.x] = l;
}

__global__ void launcher(int *out) {
  plain<<<1, 1, 0, cudaStreamFireAndForget>>>(out);
}

__device__ __noinline__ int depth(int n) {
  return n <= 1 ? n : depth(n - 1) + depth(n - 2);
}

__global__ void recursive(int *out) { out[threadIdx.x] = depth(threadIdx.x); }

__global__ void spin(volatile int *flag, int *out) {
  if (threadIdx.x == 0)
    *flag = 1;
  while (*flag == 0)
    ;
  out[threadIdx.x] = 1;
}

__global__ void exits(int *out) {
  if (threadIdx.x == 3)
    __nvvm_exit();
  out[threadIdx.x] = 1;
}

__global__ void nwarpid(int *out) {
  unsigned w = __nvvm_read_ptx_sreg_nwarpid();
  out[threadIdx.x] = w;
}

__global__ void p_barrier(int *o) { barrier<<<1, 32, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_shared(int *o) { shared<<<1, 32, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_dynshared(int *o) { dynshared<<<1, 32, 128, cudaStreamFireAndForget>>>(o); }
__global__ void p_warpop(int *o) { warpop<<<1, 32, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_asm(int *o) { lane<<<1, 32, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_launcher(int *o) { launcher<<<1, 1, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_recursive(int *o) { recursive<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_spin(int *f, int *o) { spin<<<1, 2, 0, cudaStreamFireAndForget>>>(f, o); }
__global__ void p_exits(int *o) { exits<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_sreg(int *o) { nwarpid<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }

// Order: a tail launch; two launches of one thread; a launch in a loop; a
// per-thread stream where the thread launches twice; a stream other threads
// may launch into.
__global__ void p_tail(int *o) { plain<<<1, 8, 0, cudaStreamTailLaunch>>>(o); }
__global__ void p_two(int *o) {
  plain<<<1, 8>>>(o);
  plain<<<1, 8>>>(o + 8);
}
__global__ void p_loop(int *o, int n) {
  for (int i = 0; i < n; ++i)
    plain<<<1, 8>>>(o + 8 * i);
}
__global__ void p_per_thread(int *o) {
  plain<<<1, 8, 0, cudaStreamPerThread>>>(o);
  plain<<<1, 8, 0, cudaStreamPerThread>>>(o + 8);
}
__global__ void p_stream(int *o, cudaStream_t s) { plain<<<1, 8, 0, s>>>(o); }
// Legal: fire-and-forget (also under strict ordering), the thread's only
// launch into the NULL stream or its per-thread stream.
__global__ void p_ff(int *o) { plain<<<1, 8, 0, cudaStreamFireAndForget>>>(o); }
__global__ void p_null(int *o) { plain<<<1, 8>>>(o); }
__global__ void p_ptsz(int *o) { plain<<<1, 8, 0, cudaStreamPerThread>>>(o); }
