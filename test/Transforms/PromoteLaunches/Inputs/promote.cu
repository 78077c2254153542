// Launch promotion (PromoteLaunches.h): one kernel per behaviour
// (test/Transforms/PromoteLaunches/*.test read promote.ll).
#include <cuda_runtime.h>

// Promoted: a prefix-sum step; the carry is postponed, the output written
// after the launch (an epilogue); the block's size is its parent's
// (blockDim.x); whether the launch is made is decided by values known at
// entry (threadIdx.x, n, blockDim.x), so the premature launch is made only
// where the program makes it (rule 4b, linkGuards).
__global__ void scan(const int *in, int *out, int n, int carry) {
  __shared__ int s[1024];
  int i = threadIdx.x;
  s[i] = in[i];
  __syncthreads();
  for (int d = 1; d < blockDim.x; d *= 2) {
    int v = i >= d ? s[i - d] : 0;
    __syncthreads();
    s[i] += v;
    __syncthreads();
  }
  int next = carry + s[blockDim.x - 1];
  if (threadIdx.x == 0 && n > (int)blockDim.x)
    scan<<<1, blockDim.x>>>(in + blockDim.x, out + blockDim.x,
                            n - blockDim.x, next);
  out[i] = s[i] + carry;
}

// Refused (rule 4b): the launch condition reads what the prologue computed
// (red team, test/RedTeam/prom_pool_slots.cu: launched at entry, the child
// would be a launch the program may never make).
__global__ void scan_if_sum(const int *in, int *out, int n, int carry) {
  int next = carry + in[threadIdx.x];
  if (threadIdx.x == 0 && n > 1 && next >= 0)
    scan_if_sum<<<1, blockDim.x>>>(in + 1, out + 1, n - 1, next);
  out[threadIdx.x] = next;
}

// Refused: a chain through another kernel.
__global__ void pong(int *p, int n);
__global__ void ping(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    pong<<<1, 128>>>(p, n - 1);
}
__global__ void pong(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    ping<<<1, 128>>>(p, n);
}

// Refused: a stream the thread created.
__global__ void own_stream(int *p, int n) {
  if (threadIdx.x == 0 && n > 0) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    own_stream<<<1, 64, 0, s>>>(p, n - 1);
  }
}

// Refused: weak, another unit's definition may replace it.
__global__ __attribute__((weak)) void weak_step(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    weak_step<<<1, 64>>>(p, n - 1);
}

// Refused: a struct parameter passed by value.
struct Pair {
  int a, b;
};
__global__ void by_value(Pair q, int n) {
  if (threadIdx.x == 0 && n > 0)
    by_value<<<1, 64>>>(Pair{q.b, q.a}, n - 1);
}

// Refused: the launcher is thread 2000, beyond any block.
__global__ void far_launcher(int *p, int n) {
  if (threadIdx.x == 2000 && n > 0)
    far_launcher<<<1, 64>>>(p, n - 1);
}

// Refused: the block's size is read from memory.
__global__ void block_from_memory(int *p, int n) {
  if (threadIdx.x == 0 && n > 0)
    block_from_memory<<<1, p[0]>>>(p, n - 1);
}

// Refused: reads the error state after its launch.
__global__ void reads_error(int *p, int n) {
  if (threadIdx.x == 0 && n > 0) {
    reads_error<<<1, 64>>>(p, n - 1);
    p[1] = cudaGetLastError();
  }
}

// Refused: thread 0 spins on a flag another grid sets.
__global__ void waits(int *p, int n) {
  if (threadIdx.x == 0) {
    while (atomicAdd(p, 0) == 0)
      ;
    if (n > 0)
      waits<<<1, 64>>>(p, n - 1);
  }
}
