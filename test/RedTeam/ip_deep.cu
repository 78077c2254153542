// Red team of in-place tail chains (-dpagg-tail-in-place): depth. A chained
// prefix sum (step I sums its chunk of 256 words with a block scan and
// passes the carry to step I + 1 as a 64-bit parameter), the brief's
// motivating shape, at depths around and far past the pending-launch pool:
//   d10k   10,000 steps, pool raised to 12,288: valid without DPAgg
//   d60k   60,000 steps at the same pool: without DPAgg the chain stops
//          silently where the pool is full (platform-facts.md section 0)
//   twin   two chains of 3,000 steps back to back in one stream, the second
//          seeded with the first's total (read by its head from memory)
// Each step also reads the words of the step 1,024 below it (already
// written by an ancestor) into its output, and K keeps a local array across
// a barrier.
// Expected on the GPU: .dflt PASS, .noip PASS; .base FAIL by design in d60k
// only (the chain as written cannot be deeper than the pool: the premise,
// not DPAgg). H200 (plugin of 2026-11-28 08:53): as expected (.base d60k:
// 12,214,016 of 15,360,000 words wrong; everything else PASS).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT ptsz: -Xclang -fgpu-default-stream=per-thread
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int B = 256;

__global__ void scan(const uint32_t *In, uint64_t *Out, uint32_t *Back, int I,
                     int N, uint64_t Carry) {
  __shared__ uint64_t S[B];
  unsigned T = threadIdx.x;
  uint32_t Loc[4];
  for (int K = 0; K < 4; ++K)
    Loc[K] = In[(size_t)I * B + ((T + K * 61) % B)];
  S[T] = In[(size_t)I * B + T];
  __syncthreads();
  for (unsigned Off = 1; Off < B; Off *= 2) {
    uint64_t V = T >= Off ? S[T - Off] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
  Out[(size_t)I * B + T] = S[T] + Carry;
  uint32_t X = 0;
  for (int K = 0; K < 4; ++K)
    X ^= Loc[K] * (uint32_t)(K + 1);
  Back[(size_t)I * B + T] =
      X ^ (I >= 1024 ? (uint32_t)Out[(size_t)(I - 1024) * B + T] : 0u);
  if (T == B - 1 && I + 1 < N)
    scan<<<1, B>>>(In, Out, Back, I + 1, N, S[B - 1] + Carry);
}

__device__ int HeadErrors;

__global__ void twinHead(const uint32_t *In, uint64_t *Out, uint32_t *Back,
                         int N, const uint64_t *Seed) {
  if (threadIdx.x == 0) {
    scan<<<1, B>>>(In, Out, Back, 0, N, *Seed);
    // Observed, so that DPAgg does not aggregate the head per grid (its
    // clone's links would then be aggregated level by level, not in place).
    if (cudaGetLastError() != cudaSuccess)
      atomicAdd(&HeadErrors, 1);
  }
}

static void ref(const std::vector<uint32_t> &In, int N, uint64_t Carry,
                std::vector<uint64_t> &Out, std::vector<uint32_t> &Back) {
  Out.assign((size_t)N * B, 0);
  Back.assign((size_t)N * B, 0);
  for (int I = 0; I < N; ++I) {
    uint64_t Acc = 0;
    for (int T = 0; T < B; ++T) {
      Acc += In[(size_t)I * B + T];
      Out[(size_t)I * B + T] = Acc + Carry;
    }
    for (int T = 0; T < B; ++T) {
      uint32_t X = 0;
      for (int K = 0; K < 4; ++K)
        X ^= In[(size_t)I * B + ((T + K * 61) % B)] * (uint32_t)(K + 1);
      Back[(size_t)I * B + T] =
          X ^ (I >= 1024 ? (uint32_t)Out[(size_t)(I - 1024) * B + T] : 0u);
    }
    Carry += Acc;
  }
}

int main() {
  gputest::Test T("ip_deep");
  T.pendingLaunches(12288);
  for (int N : {10000, 60000}) {
    size_t Words = (size_t)N * B;
    std::vector<uint32_t> In(Words);
    for (auto &V : In)
      V = (uint32_t)(T.R.next() & 0xffffff);
    std::vector<uint64_t> RefOut;
    std::vector<uint32_t> RefBack;
    ref(In, N, 5, RefOut, RefBack);
    uint32_t *DIn = gputest::upload(In);
    uint64_t *DOut = gputest::alloc<uint64_t>(Words);
    uint32_t *DBack = gputest::alloc<uint32_t>(Words);
    gputest::poison(DOut, Words);
    gputest::poison(DBack, Words);
    scan<<<1, B>>>(DIn, DOut, DBack, 0, N, 5);
    CK_SYNC();
    char Name[32];
    snprintf(Name, sizeof Name, "d%dk out", N / 1000);
    T.compare(Name, gputest::download(DOut, Words), RefOut);
    snprintf(Name, sizeof Name, "d%dk back", N / 1000);
    T.compare(Name, gputest::download(DBack, Words), RefBack);
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
    CK(cudaFree(DBack));
  }
  { // twin
    const int N = 3000;
    size_t Words = (size_t)N * B;
    std::vector<uint32_t> In1(Words), In2(Words);
    for (auto &V : In1)
      V = (uint32_t)(T.R.next() & 0xffffff);
    for (auto &V : In2)
      V = (uint32_t)(T.R.next() & 0xffffff);
    std::vector<uint64_t> R1, R2;
    std::vector<uint32_t> B1, B2;
    ref(In1, N, 0, R1, B1);
    ref(In2, N, R1.back(), R2, B2);
    uint32_t *D1 = gputest::upload(In1), *D2 = gputest::upload(In2);
    uint64_t *O1 = gputest::alloc<uint64_t>(Words), *O2 = gputest::alloc<uint64_t>(Words);
    uint32_t *K1 = gputest::alloc<uint32_t>(Words), *K2 = gputest::alloc<uint32_t>(Words);
    gputest::poison(O1, Words);
    gputest::poison(O2, Words);
    uint64_t Zero = 0;
    uint64_t *Seed0 = gputest::upload(std::vector<uint64_t>{Zero});
    twinHead<<<1, 32>>>(D1, O1, K1, N, Seed0);
    twinHead<<<1, 32>>>(D2, O2, K2, N, O1 + Words - 1);
    CK_SYNC();
    T.compare("twin 1", gputest::download(O1, Words), R1);
    T.compare("twin 2", gputest::download(O2, Words), R2);
    T.compare("twin 2 back", gputest::download(K2, Words), B2);
    CK(cudaFree(D1));
    CK(cudaFree(D2));
    CK(cudaFree(O1));
    CK(cudaFree(O2));
    CK(cudaFree(K1));
    CK(cudaFree(K2));
    CK(cudaFree(Seed0));
  }
  return T.finish();
}
