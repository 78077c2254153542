// Red team (session 19) of in-place tail chains after ef699d8 (one round
// trip a step: every thread loads the flag, the allowance word and the
// parameters of parity (gen+1)&1 together, volatile, right after the loop's
// barrier; the launcher of the next step writes the other parity's flag,
// allowance word and parameter slot; InPlace.cpp, "Why flag == gen+1").
// Attack: a launcher that runs ahead of slow readers. Blocks of 1024
// threads; warp 0 only links (thread 0) and leaves at once, so after each
// barrier warp 0 runs its check, the next step's body and its link (writing
// parity (gen+2)&1) while 31 other warps, skewed by a seeded amount of work
// per warp and step, still have their loads of parity (gen+1)&1 to issue or
// in flight. Every parameter is a function of the step I (A = hash(I), W =
// I in the high word and hash in the low, F = float(I) / 8): each thread
// counts any parameter that is not its step's own (Bad), and folds a hash
// of what it read into its own accumulator word (read-modify-write of its
// own word each step: the order of steps is the chain's). 24 chains at once
// from a starter, 1000 steps each; a variant of blockDim 1 (the launcher
// alone: its own loads after its own stores) and one of 33 threads (a warp
// of one thread) as controls.
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). Not run
// yet. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Chains = 24, Steps = 1000, MaxB = 1024;

__host__ __device__ inline uint32_t aOf(int I, uint32_t Salt) {
  return gputest::hash(I, Salt, 11);
}
__host__ __device__ inline uint64_t wOf(int I, uint32_t Salt) {
  return ((uint64_t)(uint32_t)I << 32) | gputest::hash(I, Salt, 12);
}
__host__ __device__ inline float fOf(int I) { return (float)I * 0.125f; }

__device__ int StartErrors;

__global__ void race(uint32_t *Acc, unsigned *Bad, int C, int I, uint32_t A,
                     uint64_t W, float F, short S, uint32_t Salt) {
  unsigned T = threadIdx.x;
  unsigned Warp = T / 32;
  // The link first (one site: rule 1), then warp 0 leaves where there are
  // other warps.
  if (T == 0 && I + 1 < Steps)
    race<<<1, blockDim.x>>>(Acc, Bad, C, I + 1, aOf(I + 1, Salt),
                            wOf(I + 1, Salt), fOf(I + 1),
                            (short)((I + 1) * 3 - 700), Salt);
  if (Warp == 0 && blockDim.x > 32)
    return;
  // Skew: a seeded amount of work per warp and step.
  uint32_t H = gputest::hash(C, I, Warp, Salt);
  unsigned Spin = H % 1500;
  for (unsigned K = 0; K < Spin; ++K)
    H = gputest::mix(H, K);
  bool Ok = A == aOf(I, Salt) && W == wOf(I, Salt) && F == fOf(I) &&
            S == (short)(I * 3 - 700);
  if (!Ok)
    atomicAdd(&Bad[C], 1u);
  size_t At = (size_t)C * MaxB + T;
  Acc[At] = gputest::mix(Acc[At], gputest::hash(A, (uint32_t)W,
                                                 (uint32_t)(W >> 32),
                                                 __float_as_uint(F), S, T, H));
}

__global__ void starter(uint32_t *Acc, unsigned *Bad, unsigned Threads,
                        uint32_t Salt) {
  if (threadIdx.x == 0) {
    int C = (int)blockIdx.x;
    race<<<1, Threads>>>(Acc, Bad, C, 0, aOf(0, Salt), wOf(0, Salt), fOf(0),
                         (short)-700, Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

static uint32_t hostH(int C, int I, unsigned Warp, uint32_t Salt) {
  uint32_t H = gputest::hash(C, I, Warp, Salt);
  unsigned Spin = H % 1500;
  for (unsigned K = 0; K < Spin; ++K)
    H = gputest::mix(H, K);
  return H;
}

int main() {
  gputest::Test T("ip_s19_race");
  T.pendingLaunches(32768);
  uint32_t Salt = (uint32_t)T.R.next();
  size_t N = (size_t)Chains * MaxB;
  uint32_t *Acc = gputest::alloc<uint32_t>(N);
  unsigned *Bad = gputest::alloc<unsigned>(Chains);
  for (unsigned Threads : {1024u, 33u, 1u}) {
    CK(cudaMemset(Acc, 0, N * sizeof(uint32_t)));
    CK(cudaMemset(Bad, 0, Chains * sizeof(unsigned)));
    CK(cudaDeviceSynchronize());
    starter<<<Chains, 32>>>(Acc, Bad, Threads, Salt);
    CK_SYNC();
    // Reference: threads of warp 0 (when blockDim > 32) never write.
    std::vector<uint32_t> Ref(N, 0);
    std::vector<uint32_t> HW(MaxB / 32);
    for (int C = 0; C < Chains; ++C)
      for (int I = 0; I < Steps; ++I) {
        for (unsigned Wp = 0; Wp < (Threads + 31) / 32; ++Wp)
          HW[Wp] = hostH(C, I, Wp, Salt);
        uint32_t A = aOf(I, Salt);
        uint64_t W = wOf(I, Salt);
        float F = fOf(I);
        uint32_t Fb;
        memcpy(&Fb, &F, 4);
        short S = (short)(I * 3 - 700);
        for (unsigned X = Threads > 32 ? 32 : 0; X < Threads; ++X) {
          size_t At = (size_t)C * MaxB + X;
          Ref[At] = gputest::mix(
              Ref[At], gputest::hash(A, (uint32_t)W, (uint32_t)(W >> 32), Fb,
                                     S, X, HW[X / 32]));
        }
      }
    char Name[64];
    snprintf(Name, sizeof Name, "blockDim %u: parameters not the step's", Threads);
    T.compare(Name, gputest::download(Bad, Chains),
              std::vector<unsigned>(Chains, 0));
    snprintf(Name, sizeof Name, "blockDim %u: accumulators", Threads);
    T.compare(Name, gputest::download(Acc, N), Ref);
  }
  int SE = 0;
  CK(cudaMemcpyFromSymbol(&SE, StartErrors, sizeof SE));
  T.compare("starter errors", std::vector<int>{SE}, std::vector<int>{0});
  CK(cudaFree(Acc));
  CK(cudaFree(Bad));
  return T.finish();
}
