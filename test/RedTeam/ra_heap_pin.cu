// Red team of allocation aggregation (issue 25, first slice; redalloc).
// Attacks the group's heap block (runtime/alloc.cu, "Where the block comes
// from", step 2): a block too large for a pool chunk (256 KiB) comes from one
// malloc of the whole group, and it is given back only when its LAST
// sub-buffer is freed. So one lane that keeps its buffer pins the other 31
// lanes' bytes of the heap, which without DPAgg were given back by their own
// frees. The docs argue that pool memory only adds capacity; a heap block
// takes capacity away from every later allocation while any lane lives.
//
// One warp, heap of 64 MiB. Each lane mallocs 1.5 MiB (the aggregated site:
// the pointer is only an address, compared and freed here), writes it; all
// lanes but Keeper free theirs; after __syncwarp the keeper mallocs 24 MiB
// (retrying for about 2 s), checks its own buffer, frees both. Without DPAgg
// the heap then holds 1.5 MiB: wherever the allocator put it, a contiguous
// (64 - 1.5) / 2 > 24 MiB is free, so the 24 MiB malloc succeeds in every
// schedule (no other thread allocates). With the group's 48 MiB block pinned
// by the keeper, at most 16 MiB of the heap is free: it can never succeed.
// A sanity phase first checks that a lone 24 MiB malloc succeeds.
//
// Prediction: .base PASS, .dpagg PASS, .alloc FAIL ("big malloc failed"),
// the remark on the 1.5 MiB site says "malloc aggregated per warp".
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT alloc: -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp
#include "../GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr size_t HeapBytes = size_t(64) << 20;
constexpr size_t Small = size_t(3) << 19; // 1.5 MiB
constexpr size_t Big = size_t(24) << 20;
constexpr long long LimitCycles = 4000000000ll; // about 2 s

// The big buffers' pointers are stored (so clang cannot fold a malloc that
// is only compared and freed away, and the site stays as written); the small
// buffers are accessed through volatile (kept, and still only addresses).
__device__ void *Sink;

// Res[0]: the lone big malloc succeeded.
__global__ void sanity(int *Res) {
  char *B = (char *)malloc(Big);
  Sink = B;
  Res[0] = B != nullptr;
  if (B) {
    B[0] = 1;
    B[Big - 1] = 2;
    free(B);
  }
}

// Res[lane]: hash check of the lane's own small buffer (1 ok); Res[32]: the
// keeper's big malloc succeeded; Res[33]: its tries.
__global__ void pin(int *Res, int Keeper, uint32_t Salt) {
  int L = threadIdx.x;
  volatile uint32_t *P = (volatile uint32_t *)malloc(Small);
  int Ok = P != nullptr;
  uint32_t N = Small / sizeof(uint32_t);
  if (P) {
    P[0] = hash(Salt, L);
    P[N - 1] = hash(Salt, L, 1);
  }
  if (L != Keeper && P) {
    Ok = P[0] == hash(Salt, L) && P[N - 1] == hash(Salt, L, 1);
    free((void *)P);
  }
  __syncwarp();
  if (L == Keeper) {
    char *B = nullptr;
    int Tries = 0;
    long long T0 = clock64();
    while (!(B = (char *)malloc(Big)) && clock64() - T0 < LimitCycles)
      ++Tries;
    Sink = B;
    Res[32] = B != nullptr;
    Res[33] = Tries;
    if (B) {
      B[0] = 1;
      B[Big - 1] = 2;
      free(B);
    }
    if (P) {
      Ok = P[0] == hash(Salt, L) && P[N - 1] == hash(Salt, L, 1);
      free((void *)P);
    }
  }
  Res[L] = Ok;
}

int main() {
  gputest::Test T("ra_heap_pin");
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HeapBytes));
  int *Res = gputest::alloc<int>(34);
  gputest::poison(Res, 34);
  sanity<<<1, 1>>>(Res);
  CK_SYNC();
  if (gputest::download(Res, 1)[0] != 1) {
    printf("sanity: a lone 24 MiB malloc failed on a 64 MiB heap; no test\n");
    return 2;
  }
  for (int Keeper : {0, 31, 13}) {
    gputest::poison(Res, 34);
    pin<<<1, 32>>>(Res, Keeper, (uint32_t)T.R.next());
    CK_SYNC();
    std::vector<int> Got = gputest::download(Res, 34);
    printf("keeper %d: big malloc %s after %d retries\n", Keeper,
           Got[32] == 1 ? "succeeded" : "failed", Got[33]);
    std::vector<int> Want(33, 1), Have(Got.begin(), Got.begin() + 33);
    T.compare("buffers ok (0..31) and big malloc succeeded (32)", Have, Want);
  }
  return T.finish();
}
