// test/RedTeam/ap_handoff.cu: frees in the SAME kernel by another thread.
//  1. Producer/consumer across blocks: block b allocates (malloc or
//     cudaMalloc into a local), fills, publishes the pointer with a release
//     store of a flag; block b^1 (another SM, usually) acquires it, checks
//     and frees it while itself allocating (concurrent allocation and free
//     of the pool).
//  2. Warp shuffle: lane l frees lane l+1's pointer, received through
//     __shfl_sync only (no memory: a legal hand-off of a value; the tag the
//     other lane wrote is read with no __syncwarp in between).
//  3. Frees through a function pointer (to a wrapper of free), new/delete.
// Claim: PASS.
#include "ap_common.cuh"

// ptxas refuses &free itself ("Cannot take address of function 'free'"),
// so the pointer is to a wrapper that frees.
__device__ __noinline__ void userFree(void *p) { free(p); }
__device__ void (*volatile g_freeFn)(void *) = &userFree;

__global__ void handoff(void **slots, int *flags, const unsigned *sizes,
                        int rounds, unsigned idBase, unsigned long long *err) {
  int tid = threadIdx.x, b = blockIdx.x, nb = gridDim.x;
  int me = b * blockDim.x + tid;
  int peerBlock = b ^ 1;
  if (peerBlock >= nb)
    return;
  int peer = peerBlock * blockDim.x + tid;
  for (int r = 0; r < rounds; ++r) {
    unsigned id = idBase + r * 1000003u + me;
    unsigned sz = sizes[(me + r) % 4096];
    void *p;
    if ((me + r) & 1) {
      void *q = nullptr;
      if (cudaMalloc(&q, sz) != cudaSuccess)
        q = nullptr;
      p = q;
    } else {
      p = malloc(sz);
    }
    if (!p) {
      atomicAdd(&err[ERR_ALLOC], 1ull);
    } else {
      apFill(p, sz, id);
    }
    slots[me * 2 + (r & 1)] = p;
    // Release: fence, then the flag (fence-based release, CUDA memory
    // model: a fence.sc before a relaxed atomic store).
    __threadfence();
    atomicExch(&flags[me * 2 + (r & 1)], r + 1);
    // Consume the peer's pointer of this round (acquire: atomic, fence).
    while (atomicAdd(&flags[peer * 2 + (r & 1)], 0) != r + 1)
      ;
    __threadfence();
    void *q = slots[peer * 2 + (r & 1)];
    unsigned qid = idBase + r * 1000003u + peer;
    unsigned qsz = sizes[(peer + r) % 4096];
    if (q) {
      if (!apCheck(q, qsz, qid))
        atomicAdd(&err[ERR_PATTERN], 1ull);
      if (r % 3 == 0) {
        if (cudaFree(q) != cudaSuccess)
          atomicAdd(&err[ERR_RC], 1ull);
      } else if (r % 3 == 1) {
        g_freeFn(q);
      } else {
        free(q);
      }
    }
  }
}

__global__ void shuffle(const unsigned *sizes, unsigned idBase,
                        unsigned long long *err) {
  int me = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  for (int r = 0; r < 8; ++r) {
    unsigned sz = sizes[(me * 7 + r) % 4096];
    unsigned id = idBase + me * 8 + r;
    void *p = malloc(sz);
    if (!p)
      atomicAdd(&err[ERR_ALLOC], 1ull);
    else
      apFill(p, sz, id);
    unsigned src = (lane + 1 + r) & 31;
    unsigned long long q = __shfl_sync(0xffffffffu, (unsigned long long)p, src);
    unsigned qsz = __shfl_sync(0xffffffffu, sz, src);
    unsigned qid = __shfl_sync(0xffffffffu, id, src);
    if (q) {
      if (!apCheck((void *)q, qsz, qid))
        atomicAdd(&err[ERR_PATTERN], 1ull);
      free((void *)q);
    }
  }
}

struct Obj {
  unsigned a[5];
};
__global__ void newDelete(Obj **objs, void **raw, int n, int phase,
                          unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (phase == 0) {
    Obj *o = new Obj;
    raw[i] = malloc(40);
    if (!o || !raw[i]) {
      atomicAdd(&err[ERR_ALLOC], 1ull);
      return;
    }
    for (int k = 0; k < 5; ++k)
      o->a[k] = i * 5 + k;
    apFill(raw[i], 40, i);
    objs[i] = o;
  } else {
    int j = (i * 97 + 13) % n; // someone else's
    Obj *o = objs[j];
    if (o) {
      for (int k = 0; k < 5; ++k)
        if (o->a[k] != (unsigned)(j * 5 + k))
          atomicAdd(&err[ERR_PATTERN], 1ull);
      delete o;
    }
    if (raw[j]) {
      if (!apCheck(raw[j], 40, j))
        atomicAdd(&err[ERR_PATTERN], 1ull);
      free(raw[j]);
    }
  }
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_handoff seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  unsigned *sizes;
  CK(cudaMallocManaged(&sizes, 4096 * sizeof(unsigned)));
  for (int i = 0; i < 4096; ++i)
    sizes[i] = 1 + R() % 256;
  // All blocks resident (producer/consumer spin): 2 blocks per SM at most.
  int sms;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int nb = 2 * sms, bs = 128, n = nb * bs;
  void **slots;
  int *flags;
  CK(cudaMalloc(&slots, 2 * n * sizeof(void *)));
  CK(cudaMalloc(&flags, 2 * n * sizeof(int)));
  CK(cudaMemset(slots, 0xab, 2 * n * sizeof(void *)));
  CK(cudaMemset(flags, 0, 2 * n * sizeof(int)));
  handoff<<<nb, bs>>>(slots, flags, sizes, 20, seed, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  shuffle<<<64, 256>>>(sizes, seed, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  const int M = 8192;
  Obj **objs;
  void **raw;
  CK(cudaMallocManaged(&objs, M * sizeof(Obj *)));
  CK(cudaMallocManaged(&raw, M * sizeof(void *)));
  for (int i = 0; i < M; ++i)
    objs[i] = nullptr, raw[i] = nullptr;
  newDelete<<<M / 256, 256>>>(objs, raw, M, 0, err);
  newDelete<<<M / 256, 256>>>(objs, raw, M, 1, err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  return apVerdict(err, "");
}
