// test/RedTeam/ap_odr.cu (+ ap_odr_n.cu), -fgpu-rdc: unit P (this file) is
// built in program mode; unit N is a unit that never receives a pointer of
// P's own kernels (it allocates and frees its own, all inside itself) and,
// in the .prog build, is built WITHOUT program mode (DPAgg's default). Both
// compile the same header (ap_odr.cuh): odrRelease (an inline helper that
// frees, not inlined) and the template kernel odrAllocT<0>. By the ODR these
// are one function each; nvlink keeps ONE copy of each weak symbol:
//  - N's odrRelease kept: P's pFree calls it with P's sub-buffers (from its
//    own kernel pAlloc) -> a plain free of a sub-buffer;
//  - P's odrAllocT<0> kept: N's launches of it get sub-buffers, which N's own
//    kernel frees with its (plain) free.
// .prog builds N then P (N's copies first), .progrev P then N; .progall
// builds both units in program mode (the contract read strictly: claim PASS).
// Claim (the user's statement: every free of P's allocations is in P's
// source): PASS in every build. Expected: .prog/.progrev FAIL (heap
// corruption, cudaErrorIllegalAddress, or a pattern mismatch), .progall PASS.
#include "ap_odr.cuh"

__global__ void pAlloc(void **ptrs, const unsigned *sizes, int n,
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
  if (reinterpret_cast<uintptr_t>(p) & 15)
    atomicAdd(&err[ERR_ALIGN], 1ull);
  apFill(p, sizes[i], idBase + i);
}

__global__ void pFree(void **ptrs, const unsigned *sizes, int n, int sel,
                      unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || (i & 1) != sel || !ptrs[i])
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  odrRelease(ptrs[i]);
  ptrs[i] = nullptr;
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_odr seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 16384;
  void **pp, **np, **qp;
  unsigned *sz;
  CK(cudaMallocManaged(&pp, N * sizeof(void *)));
  CK(cudaMallocManaged(&np, N * sizeof(void *)));
  CK(cudaMallocManaged(&qp, N * sizeof(void *)));
  CK(cudaMallocManaged(&sz, N * sizeof(unsigned)));
  for (int r = 0; r < 6; ++r) {
    for (int i = 0; i < N; ++i) {
      sz[i] = 1 + R() % 200;
      pp[i] = np[i] = qp[i] = reinterpret_cast<void *>(0xbadull);
    }
    unsigned id = 1000000u * r;
    pAlloc<<<N / 256, 256>>>(pp, sz, N, id, err);
    odrAllocT<0><<<N / 256, 256>>>(qp, sz, N, id + 300000u, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    pFree<<<N / 256, 256>>>(pp, sz, N, 0, id, err);
    pFree<<<N / 256, 256>>>(qp, sz, N, 0, id + 300000u, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    nRound(np, sz, N, id + 600000u, err); // N's own, allocated and freed
    odrCheck<0><<<N / 256, 256>>>(pp, sz, N, id, err);
    odrCheck<0><<<N / 256, 256>>>(qp, sz, N, id + 300000u, err);
    pFree<<<N / 256, 256>>>(pp, sz, N, 1, id, err);
    pFree<<<N / 256, 256>>>(qp, sz, N, 1, id + 300000u, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  return apVerdict(err, "");
}
