// test/RedTeam/ap_xtu.cuh: kernels that each unit of the ap_xtu* programs
// instantiates for itself (template tag U: distinct symbols per unit).
#pragma once
#include "ap_common.cuh"

// Allocates sizes[i] bytes for thread i: malloc (even i) or cudaMalloc with
// the out-pointer in global memory (odd i); the pointer escapes (stored).
template <int U>
__global__ void xAlloc(void **ptrs, const unsigned *sizes, int n,
                       unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  size_t sz = sizes[i];
  void *p;
  if (i & 1) {
    cudaError_t e = cudaMalloc(&ptrs[i], sz);
    p = ptrs[i];
    if (e != cudaSuccess) {
      if (sz)
        atomicAdd(&err[ERR_ALLOC], 1ull);
      ptrs[i] = nullptr;
      return;
    }
  } else {
    p = malloc(sz);
    ptrs[i] = p;
  }
  if (!p) {
    if (sz)
      atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  if (reinterpret_cast<uintptr_t>(p) & 15)
    atomicAdd(&err[ERR_ALIGN], 1ull);
  apFill(p, sz, idBase + i);
}

// Thread t takes j = perm[t]; if j % mod == sel it checks ptrs[j] and frees
// it (free, or cudaFree whose code it checks).
template <int U>
__global__ void xFree(void **ptrs, const unsigned *sizes, const int *perm,
                      int n, unsigned idBase, int sel, int mod,
                      unsigned long long *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int j = perm[t];
  if (j % mod != sel)
    return;
  void *p = ptrs[j];
  if (!p)
    return;
  if (!apCheck(p, sizes[j], idBase + j))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  if (j & 2) {
    cudaError_t e = cudaFree(p);
    if (e != cudaSuccess)
      atomicAdd(&err[ERR_RC], 1ull);
  } else {
    free(p);
  }
  ptrs[j] = nullptr;
}

// Checks every live buffer.
template <int U>
__global__ void xCheck(void *const *ptrs, const unsigned *sizes, int n,
                       unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || !ptrs[i])
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
}

// Plain heap allocations (a site in a function that is not a kernel is
// never aggregated): what the heap hands out after the frees above.
template <int U> __device__ __noinline__ void *xPlainMalloc(size_t n) {
  return malloc(n);
}
template <int U>
__global__ void xProbe(void **probe, int n, unsigned idBase, int doFree,
                       unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (doFree) {
    if (probe[i]) {
      if (!apCheck(probe[i], 96, idBase + i))
        atomicAdd(&err[ERR_PATTERN], 1ull);
      free(probe[i]);
    }
    probe[i] = nullptr;
    return;
  }
  void *p = xPlainMalloc<U>(96);
  probe[i] = p;
  if (!p) {
    atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  apFill(p, 96, idBase + i);
}

struct XSet {
  void **ptrs;
  unsigned *sizes;
  int *perm;
  int n;
  unsigned idBase;
};

template <int U> struct XUnit {
  static void alloc(const XSet &S, unsigned long long *err) {
    xAlloc<U><<<(S.n + 255) / 256, 256>>>(S.ptrs, S.sizes, S.n, S.idBase, err);
  }
  static void freeSome(const XSet &S, int sel, int mod,
                       unsigned long long *err) {
    xFree<U><<<(S.n + 255) / 256, 256>>>(S.ptrs, S.sizes, S.perm, S.n,
                                         S.idBase, sel, mod, err);
  }
  static void check(const XSet &S, unsigned long long *err) {
    xCheck<U><<<(S.n + 255) / 256, 256>>>(S.ptrs, S.sizes, S.n, S.idBase,
                                          err);
  }
  static void probe(void **pr, int n, unsigned idBase, int doFree,
                    unsigned long long *err) {
    xProbe<U><<<(n + 255) / 256, 256>>>(pr, n, idBase, doFree, err);
  }
};

// Host helpers: a set's arrays in managed memory, sizes and a permutation.
static inline void xMakeSet(XSet &S, int n, unsigned idBase) {
  S.n = n;
  S.idBase = idBase;
  CK(cudaMallocManaged(&S.ptrs, n * sizeof(void *)));
  CK(cudaMallocManaged(&S.sizes, n * sizeof(unsigned)));
  CK(cudaMallocManaged(&S.perm, n * sizeof(int)));
  for (int i = 0; i < n; ++i)
    S.ptrs[i] = nullptr;
}
static inline void xRefill(XSet &S, std::mt19937 &R, unsigned idBase) {
  S.idBase = idBase;
  for (int i = 0; i < S.n; ++i) {
    unsigned k = R() % 100;
    S.sizes[i] = k < 3 ? 0 : k < 6 ? 2048 + R() % 4096 : 1 + R() % 300;
    S.perm[i] = i;
    S.ptrs[i] = reinterpret_cast<void *>(0xdeadbeef0ull); // poison
  }
  std::shuffle(S.perm, S.perm + S.n, R);
}

// The program's body: A and B each allocate, the other frees a third,
// both check, a heap probe, then the rest is freed by the other unit (or,
// for one third, by the allocating unit).
template <typename A, typename B>
static int xRun(int argc, char **argv, const char *name) {
  unsigned seed = apSeed(argc, argv);
  printf("%s seed %u\n", name, seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 24576;
  XSet X, Y;
  xMakeSet(X, N, 0);
  xMakeSet(Y, N, 0);
  void **probe;
  CK(cudaMallocManaged(&probe, N * sizeof(void *)));
  for (int r = 0; r < 10; ++r) {
    xRefill(X, R, 1000000u * r);
    xRefill(Y, R, 1000000u * r + 500000u);
    A::alloc(X, err);
    B::alloc(Y, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    B::freeSome(X, 0, 3, err); // X's from A freed in B
    A::freeSome(Y, 0, 3, err); // Y's from B freed in A
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    A::check(X, err);
    B::check(Y, err);
    B::probe(probe, N, 7000000u + r, 0, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    A::check(X, err);
    B::check(Y, err);
    B::probe(probe, N, 7000000u + r, 1, err);
    A::freeSome(X, 1, 3, err); // A's own
    B::freeSome(Y, 1, 3, err); // B's own
    B::freeSome(X, 2, 3, err); // A's, in B
    A::freeSome(Y, 2, 3, err); // B's, in A
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  return apVerdict(err, "");
}
