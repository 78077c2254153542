// test/RedTeam/ap_sizes.cu: size edges in program mode. Each warp's lanes ask
// for sizes drawn from {0, 1, 15, 16, 17, 255, 4096, 65536, 200000 (one lane:
// the group's block is near a 256 KiB chunk), 262144, 1 MiB, 2^32 (joins,
// the pool has no room, falls back: fails as alone), 2^32+1 (alone)}, with
// malloc and with cudaMalloc (out-pointer in shared memory). Pointers go to
// global memory; another kernel checks every byte (and that no two live
// buffers overlap: the host sorts the pointer ranges) and frees them in a
// rotated order (warp w frees warp w+1's). A result is compared with what
// the thread sees alone: sizes up to 1 MiB must succeed (heap 512 MiB),
// sizes >= 2^32 must fail (null / cudaErrorMemoryAllocation).
// Claim: PASS in every build.
#include "ap_common.cuh"

__constant__ unsigned long long kSizes[13] = {
    0, 1, 15, 16, 17, 255, 4096, 65536, 200000, 262144, 1u << 20,
    1ull << 32, (1ull << 32) + 1};

__global__ void alloc(void **ptrs, unsigned long long *sizes, const int *pick,
                      int n, unsigned idBase, unsigned long long *err) {
  __shared__ void *outs[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long sz = kSizes[pick[i]];
  sizes[i] = sz;
  void *p = nullptr;
  bool ok;
  if (i & 1) {
    outs[threadIdx.x] = nullptr;
    cudaError_t e = cudaMalloc(&outs[threadIdx.x], sz);
    p = outs[threadIdx.x];
    ok = e == cudaSuccess;
    if (!ok)
      p = nullptr;
  } else {
    p = malloc(sz);
    ok = p != nullptr;
  }
  ptrs[i] = p;
  bool mustFail = sz >= (1ull << 32);
  if (sz && !mustFail && !ok)
    atomicAdd(&err[ERR_ALLOC], 1ull);
  if (mustFail && ok)
    atomicAdd(&err[ERR_OTHER], 1ull); // succeeded where alone it fails
  if (p && (reinterpret_cast<uintptr_t>(p) & 15))
    atomicAdd(&err[ERR_ALIGN], 1ull);
  if (p && sz && !mustFail) {
    // First and last 64 bytes and every 4 KiB: cheap, but catches overlap.
    unsigned char *c = static_cast<unsigned char *>(p);
    for (unsigned long long k = 0; k < sz; k += (k < 64 || k + 64 >= sz) ? 1 : 4096)
      c[k] = apPat(idBase + i, k);
  }
}

__global__ void checkFree(void **ptrs, const unsigned long long *sizes, int n,
                          unsigned idBase, unsigned long long *err) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int i = (t + 32) % n; // the next warp's pointer
  void *p = ptrs[i];
  unsigned long long sz = sizes[i];
  if (!p)
    return;
  if (sz && sz < (1ull << 32)) {
    const unsigned char *c = static_cast<const unsigned char *>(p);
    for (unsigned long long k = 0; k < sz; k += (k < 64 || k + 64 >= sz) ? 1 : 4096)
      if (c[k] != apPat(idBase + i, k)) {
        atomicAdd(&err[ERR_PATTERN], 1ull);
        break;
      }
  }
  if (i & 1) {
    if (cudaFree(p) != cudaSuccess)
      atomicAdd(&err[ERR_RC], 1ull);
  } else {
    free(p);
  }
}

int main(int argc, char **argv) {
  unsigned seed = apSeed(argc, argv);
  printf("ap_sizes seed %u\n", seed);
  std::mt19937 R(seed);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 512u << 20));
  unsigned long long *err;
  CK(cudaMallocManaged(&err, ERR_N * sizeof(unsigned long long)));
  for (int i = 0; i < ERR_N; ++i)
    err[i] = 0;
  const int N = 4096;
  void **ptrs;
  unsigned long long *sizes;
  int *pick;
  CK(cudaMallocManaged(&ptrs, N * sizeof(void *)));
  CK(cudaMallocManaged(&sizes, N * sizeof(unsigned long long)));
  CK(cudaMallocManaged(&pick, N * sizeof(int)));
  char extra[128] = "";
  for (int r = 0; r < 6; ++r) {
    // Big sizes rarely (the heap holds 512 MiB); small ones mostly.
    for (int i = 0; i < N; ++i) {
      unsigned k = R() % 1000;
      pick[i] = k < 900 ? (int)(R() % 7) : k < 960 ? 7 : k < 975 ? 8
              : k < 985 ? 9 : k < 990 ? 10 : 11 + (int)(R() % 2);
      ptrs[i] = reinterpret_cast<void *>(0xbadull);
      sizes[i] = ~0ull;
    }
    alloc<<<N / 256, 256>>>(ptrs, sizes, pick, N, 1000000u * r, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    // No two live buffers overlap.
    std::vector<std::pair<uintptr_t, uintptr_t>> V;
    for (int i = 0; i < N; ++i)
      if (ptrs[i] && sizes[i] && sizes[i] < (1ull << 32))
        V.push_back({(uintptr_t)ptrs[i], (uintptr_t)ptrs[i] + sizes[i]});
    std::sort(V.begin(), V.end());
    for (size_t k = 1; k < V.size(); ++k)
      if (V[k].first < V[k - 1].second)
        snprintf(extra, sizeof extra, "overlap at round %d", r);
    checkFree<<<N / 256, 256>>>(ptrs, sizes, N, 1000000u * r, err);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  return apVerdict(err, extra);
}
