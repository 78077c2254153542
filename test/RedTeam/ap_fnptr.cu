// test/RedTeam/ap_fnptr.cu (+ ap_fnptr_l.cu), -fgpu-rdc. Unit A (this file)
// allocates (malloc, pointer stored; program mode aggregates it) and frees
// through function pointers to free that unit L took (__device__ globals
// initialized with &free), and compares them with its own &free.
//  - .prog: both units in program mode (the contract holds). Claims: the
//    frees work, and (C++) &free in A == &free in L. Expected: the frees
//    work but the identity check fails: each unit's free was replaced by its
//    own INTERNAL copy of __dpagg_free_program (LinkRuntime internalizes the
//    runtime per unit), so the two addresses differ -> RESULT FAIL other=...
//  - .progL: L built without program mode (L never frees anything itself;
//    it only takes &free). Contract-boundary: the call is in A, the callee
//    is the real free -> a plain free of a sub-buffer.
#include "ap_common.cuh"

extern __device__ void (*g_freeL)(void *);

__global__ void aAlloc(void **ptrs, const unsigned *sizes, int n,
                       unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  void *p = malloc(sizes[i]);
  ptrs[i] = p;
  if (!p) {
    atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  apFill(p, sizes[i], idBase + i);
}

__global__ void aFreeVia(void **ptrs, const unsigned *sizes, int n, int sel,
                         unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || (i & 1) != sel || !ptrs[i])
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  void (*f)(void *) = (i & 2) ? g_freeL : &free;
  f(ptrs[i]);
  ptrs[i] = nullptr;
}

__global__ void aIdentity(unsigned long long *err) {
  void (*mine)(void *) = &free;
  if (g_freeL != mine)
    atomicAdd(&err[ERR_OTHER], 1ull);
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_fnptr seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 16384;
  void **pp;
  unsigned *sz;
  CK(cudaMallocManaged(&pp, N * sizeof(void *)));
  CK(cudaMallocManaged(&sz, N * sizeof(unsigned)));
  for (int r = 0; r < 6; ++r) {
    for (int i = 0; i < N; ++i) {
      sz[i] = 1 + R() % 200;
      pp[i] = reinterpret_cast<void *>(0xbadull);
    }
    unsigned id = 1000000u * r;
    aAlloc<<<N / 256, 256>>>(pp, sz, N, id, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    aFreeVia<<<N / 256, 256>>>(pp, sz, N, 0, id, err);
    aFreeVia<<<N / 256, 256>>>(pp, sz, N, 1, id, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  aIdentity<<<1, 1>>>(err);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  return apVerdict(err, err[ERR_OTHER] ? "(&free differs between units)" : "");
}
