// Red team (session 19) of in-place tail chains after ef699d8: at step 0
// (%held null) the link takes a free key by CAS with no search first, and
// only the meet after it searches (__dpagg_inplace_find, once); a grid
// whose probes are all taken tail-launches with no record, and its meet
// finds none. Here far more one-block chains run at once than the table has
// records (4096 chains from a starter's blocks, 1024 records, 4 probes
// each), so that takeSlot fails often, records are given back while others
// probe, and keys are retaken at once; four rounds back to back in one
// stream with no host synchronization (device grid ids of one round may be
// those of an earlier one), then host-launched one-block heads in 8 streams
// at once (host grid ids), interleaved with a starter round.
// Each step adds 1 to its chain's counter and writes a hash of (round,
// chain, step, thread, parameter V, which each link derives from the last).
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). Not run
// yet. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Chains = 4096, MaxLen = 8, B = 32, Rounds = 4, HostChains = 64;

__host__ __device__ inline uint32_t nextV(uint32_t V, int I) {
  return gputest::hash(V, I, 31);
}

__device__ int StartErrors;

__global__ void rstep(uint32_t *Out, unsigned *Count, const unsigned char *Lens,
                      int R, int C, int I, uint32_t V, uint32_t Salt) {
  unsigned T = threadIdx.x;
  if (T == 0)
    atomicAdd(&Count[C], 1u);
  Out[((size_t)C * MaxLen + I) * B + T] = gputest::hash(R, C, I, T, V, Salt);
  if (T == 0 && I + 1 < Lens[C])
    rstep<<<1, B>>>(Out, Count, Lens, R, C, I + 1, nextV(V, I + 1), Salt);
}

__global__ void starter(uint32_t *Out, unsigned *Count, const unsigned char *Lens,
                        int R, uint32_t Salt) {
  if (threadIdx.x == 0) {
    int C = (int)blockIdx.x;
    rstep<<<1, B>>>(Out, Count, Lens, R, C, 0, (uint32_t)(C ^ R), Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

int main() {
  gputest::Test T("ip_s19_reuse");
  T.pendingLaunches(65536);
  uint32_t Salt = (uint32_t)T.R.next();
  const int AllRounds = Rounds + 2; // + the host heads' round + one more
  size_t N = (size_t)Chains * MaxLen * B;
  std::vector<std::vector<unsigned char>> Lens(AllRounds,
                                               std::vector<unsigned char>(Chains));
  std::vector<uint32_t *> Out(AllRounds);
  std::vector<unsigned *> Count(AllRounds);
  std::vector<unsigned char *> DLens(AllRounds);
  for (int R = 0; R < AllRounds; ++R) {
    for (auto &L : Lens[R])
      L = (unsigned char)T.R.range(1, MaxLen);
    Out[R] = gputest::alloc<uint32_t>(N);
    gputest::poison(Out[R], N);
    Count[R] = gputest::alloc<unsigned>(Chains);
    CK(cudaMemset(Count[R], 0, Chains * sizeof(unsigned)));
    DLens[R] = gputest::upload(Lens[R]);
  }
  CK(cudaDeviceSynchronize());
  for (int R = 0; R < Rounds; ++R) {
    starter<<<Chains, 32>>>(Out[R], Count[R], DLens[R], R, Salt);
    CK(cudaGetLastError());
  }
  // Host heads in 8 streams (round Rounds, chains 0 .. HostChains-1),
  // interleaved with a starter round (Rounds + 1) in a ninth stream.
  cudaStream_t S[9];
  for (auto &St : S)
    CK(cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking));
  const int HR = Rounds;
  for (int C = 0; C < HostChains; ++C) {
    rstep<<<1, B, 0, S[C % 8]>>>(Out[HR], Count[HR], DLens[HR], HR, C, 0,
                                 (uint32_t)(C ^ HR), Salt);
    CK(cudaGetLastError());
    if (C == HostChains / 2) {
      starter<<<Chains, 32, 0, S[8]>>>(Out[HR + 1], Count[HR + 1],
                                       DLens[HR + 1], HR + 1, Salt);
      CK(cudaGetLastError());
    }
  }
  CK_SYNC();
  for (int R = 0; R < AllRounds; ++R) {
    int Cs = R == HR ? HostChains : Chains;
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    std::vector<unsigned> RefCount(Chains, 0);
    for (int C = 0; C < Cs; ++C) {
      RefCount[C] = Lens[R][C];
      uint32_t V = (uint32_t)(C ^ R);
      for (int I = 0; I < Lens[R][C]; ++I) {
        if (I > 0)
          V = nextV(V, I);
        for (unsigned X = 0; X < (unsigned)B; ++X)
          Ref[((size_t)C * MaxLen + I) * B + X] = gputest::hash(R, C, I, X, V, Salt);
      }
    }
    char Name[48];
    snprintf(Name, sizeof Name, "round %d counts", R);
    T.compare(Name, gputest::download(Count[R], Chains), RefCount);
    snprintf(Name, sizeof Name, "round %d outputs", R);
    T.compare(Name, gputest::download(Out[R], N), Ref);
    CK(cudaFree(Out[R]));
    CK(cudaFree(Count[R]));
    CK(cudaFree(DLens[R]));
  }
  for (auto &St : S)
    CK(cudaStreamDestroy(St));
  int SE = 0;
  CK(cudaMemcpyFromSymbol(&SE, StartErrors, sizeof SE));
  T.compare("starter errors", std::vector<int>{SE}, std::vector<int>{0});
  return T.finish();
}
