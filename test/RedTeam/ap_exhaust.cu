// test/RedTeam/ap_exhaust.cu: the program pool (127 chunks of 256 KiB,
// 32 MiB) exhausted. Each round, set S (65,536 threads, ~1.1 KiB each: about
// 72 MiB live) is allocated, so most groups find no room and their lanes
// fall back to malloc/cudaMalloc alone; meanwhile (another stream, another
// set, legal: disjoint buffers) the previous round's set is checked and
// freed in a permuted order, half with cudaFree. Some lanes of each warp do
// not allocate (partial warps), some ask 0 bytes. Every byte is checked
// before its free; no allocation may fail (heap 1 GiB, what the base needs
// with room to spare). Claim: PASS.
#include "ap_common.cuh"

__global__ void alloc(void **ptrs, const unsigned *sizes, int n,
                      unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || sizes[i] == ~0u) // ~0: this lane does not allocate
    return;
  unsigned sz = sizes[i];
  void *p;
  if (i % 3 == 0) {
    void *q = nullptr;
    cudaError_t e = cudaMalloc(&q, sz);
    p = e == cudaSuccess ? q : nullptr;
  } else {
    p = malloc(sz);
  }
  ptrs[i] = p;
  if (!p) {
    if (sz)
      atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  if (reinterpret_cast<uintptr_t>(p) & 15)
    atomicAdd(&err[ERR_ALIGN], 1ull);
  // Ends and every 64th byte.
  unsigned char *c = static_cast<unsigned char *>(p);
  for (unsigned k = 0; k < sz; k += (k < 16 || k + 16 >= sz) ? 1 : 64)
    c[k] = apPat(idBase + i, k);
}

__global__ void checkFree(void **ptrs, const unsigned *sizes, const int *perm,
                          int n, unsigned idBase, unsigned long long *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int i = perm[t];
  void *p = ptrs[i];
  if (!p || sizes[i] == ~0u)
    return;
  unsigned sz = sizes[i];
  const unsigned char *c = static_cast<const unsigned char *>(p);
  for (unsigned k = 0; k < sz; k += (k < 16 || k + 16 >= sz) ? 1 : 64)
    if (c[k] != apPat(idBase + i, k)) {
      atomicAdd(&err[ERR_PATTERN], 1ull);
      break;
    }
  if (t & 1) {
    if (cudaFree(p) != cudaSuccess)
      atomicAdd(&err[ERR_RC], 1ull);
  } else {
    free(p);
  }
  ptrs[i] = nullptr;
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_exhaust seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1024u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 65536, Rounds = 6;
  void **ptrs[2];
  unsigned *sizes[2];
  int *perm[2];
  for (int s = 0; s < 2; ++s) {
    CK(cudaMallocManaged(&ptrs[s], N * sizeof(void *)));
    CK(cudaMallocManaged(&sizes[s], N * sizeof(unsigned)));
    CK(cudaMallocManaged(&perm[s], N * sizeof(int)));
    for (int i = 0; i < N; ++i)
      ptrs[s][i] = nullptr, sizes[s][i] = ~0u, perm[s][i] = i;
  }
  cudaStream_t st[2];
  CK(cudaStreamCreateWithFlags(&st[0], cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&st[1], cudaStreamNonBlocking));
  for (int r = 0; r <= Rounds; ++r) {
    int cur = r & 1, prev = cur ^ 1;
    CK(cudaDeviceSynchronize());
    if (r < Rounds) {
      for (int i = 0; i < N; ++i) {
        unsigned k = R() % 100;
        sizes[cur][i] = k < 10 ? ~0u : k < 13 ? 0 : 600 + R() % 1000;
        ptrs[cur][i] = reinterpret_cast<void *>(0xbadull);
        perm[cur][i] = i;
      }
      std::shuffle(perm[cur], perm[cur] + N, R);
      alloc<<<N / 256, 256, 0, st[0]>>>(ptrs[cur], sizes[cur], N,
                                        1000000u * r, err);
    }
    if (r > 0)
      checkFree<<<N / 256, 256, 0, st[1]>>>(ptrs[prev], sizes[prev],
                                            perm[prev], N,
                                            1000000u * (r - 1), err);
    CK(cudaGetLastError());
  }
  CK(cudaDeviceSynchronize());
  return apVerdict(err, "");
}
