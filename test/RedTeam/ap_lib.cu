// test/RedTeam/ap_lib.cu (+ ap_lib_free.cu, ap_lib_none.cu), -fgpu-rdc with
// a static library. This unit allocates in program mode (pointers stored).
// libap_lib.a holds ap_lib_free.o, built with --dpagg-alloc-frees=program
// only (scope off: it only frees; its frees must still be the program
// mode's) and, in the .prog0 build, at -O0; and ap_lib_none.o (program mode,
// no allocation, no free: it still carries the weak pool). Claims: links
// wherever the base links, and PASS.
#include "ap_common.cuh"

void libFree(void **ptrs, const unsigned *sizes, int n, int sel,
             unsigned idBase, unsigned long long *err);
int libNone(int x);

__global__ void alloc(void **ptrs, const unsigned *sizes, int n,
                      unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  void *p;
  if (i & 1) {
    if (cudaMalloc(&ptrs[i], sizes[i]) != cudaSuccess)
      ptrs[i] = nullptr;
    p = ptrs[i];
  } else {
    p = malloc(sizes[i]);
    ptrs[i] = p;
  }
  if (!p) {
    atomicAdd(&err[ERR_ALLOC], 1ull);
    return;
  }
  apFill(p, sizes[i], idBase + i);
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_lib seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 32768;
  void **pp;
  unsigned *sz;
  CK(cudaMallocManaged(&pp, N * sizeof(void *)));
  CK(cudaMallocManaged(&sz, N * sizeof(unsigned)));
  for (int r = 0; r < 8; ++r) {
    for (int i = 0; i < N; ++i) {
      sz[i] = 1 + R() % 400;
      pp[i] = reinterpret_cast<void *>(0xbadull);
    }
    alloc<<<N / 256, 256>>>(pp, sz, N, 1000000u * r, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    libFree(pp, sz, N, 0, 1000000u * r, err);
    libFree(pp, sz, N, 1, 1000000u * r, err);
  }
  if (libNone(3) != 4)
    err[ERR_OTHER]++;
  return apVerdict(err, "");
}
