// Red team of in-place tail chains (-dpagg-tail-in-place; runtime/inplace.cu:
// the module's table of 1024 records keyed by %gridid, 4 probes; InPlace.cpp:
// the step flags by parity, the release after the last barrier). Many
// one-block chains at once, of seeded lengths 1..48, so that:
//   - more chains hold records than the table has (1100 chains from a
//     starter's blocks, plus 2 kernels sharing the table): probes fail,
//     those links tail-launch, and their children retry on a record that a
//     finished chain gave back;
//   - records are given back and taken again while neighbours run (stale
//     flags: a record's flags are cleared by takeSlot; the check reads
//     flag[(gen+1)&1] == gen+1);
//   - chains change their block size at a seeded step (64 -> 96 threads:
//     that link tail-launches from a grid that holds a record, which it
//     must give back) and their dynamic shared memory (0 -> 256 bytes);
//   - length-1 chains (no link at all) and length-2 chains;
//   - three rounds back to back in one stream without host synchronization
//     (device grid ids are reused between rounds), and a fourth with both
//     kernels interleaved.
// Each step adds 1 to its chain's step counter (thread 0, atomic) and writes
// a hash of (round, chain, step, thread, blockDim, dynamic bytes) per
// thread; lost or duplicated steps show in the counters, wrong parameters
// in the hashes.
// Expected on the GPU: PASS in every build (.base, .dflt, .noip, .ptsz,
// .b3k). H200 (plugin of 2026-11-28 08:53): all PASS.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT ptsz: -Xclang -fgpu-default-stream=per-thread
// VARIANT b3k: -Xarch_device -mllvm=-dpagg-tail-chain-budget=3000
//   (.b3k: the budget runs out mid-run: in-place steps, then tail links
//   that find no allowance, then links as written; every chain must still
//   complete, the pool is large enough for the rest as written)
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Chains = 1100, MaxLen = 48, MaxB = 96, Rounds = 3;

struct Plan {
  int Len;    // steps
  int Switch; // first step with 96 threads and 256 dynamic bytes (>= Len: never)
};

__host__ __device__ inline unsigned bOf(const Plan &P, int I) { return I >= P.Switch ? 96u : 64u; }
__host__ __device__ inline unsigned shOf(const Plan &P, int I) { return I >= P.Switch ? 256u : 0u; }

// The starters observe their launch (cudaGetLastError), so that DPAgg does
// not aggregate the chains' heads per grid (whose clone's links would then
// be aggregated level by level, never one-block grids of K).
__device__ int StartErrors;

__global__ void stepA(uint32_t *Out, unsigned *Count, const Plan *Plans, int R,
                      int C, int I, uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  Plan P = Plans[C];
  unsigned T = threadIdx.x;
  unsigned Sh = shOf(P, I);
  if (Sh && T < Sh / 4)
    Dyn[T] = T;
  if (T == 0)
    atomicAdd(&Count[C], 1u);
  Out[((size_t)C * MaxLen + I) * MaxB + T] =
      gputest::hash(R, C, I, T, blockDim.x, Sh, Salt);
  if (T == 0 && I + 1 < P.Len)
    stepA<<<1, bOf(P, I + 1), shOf(P, I + 1)>>>(Out, Count, Plans, R, C, I + 1, Salt);
}

__global__ void stepB(uint32_t *Out, unsigned *Count, const Plan *Plans, int R,
                      int C, int I, uint32_t Salt) {
  Plan P = Plans[C];
  unsigned T = threadIdx.x;
  __shared__ uint32_t S[MaxB];
  S[T] = gputest::hash(77, R, C, I, T, Salt);
  __syncthreads();
  if (T == 0)
    atomicAdd(&Count[C], 1u);
  Out[((size_t)C * MaxLen + I) * MaxB + T] = S[blockDim.x - 1 - T] ^ blockDim.x;
  if (T == 63 && I + 1 < P.Len)
    stepB<<<1, bOf(P, I + 1)>>>(Out, Count, Plans, R, C, I + 1, Salt);
}

// Chain C = blockIdx.x; odd chains run stepB when Mix.
__global__ void starter(uint32_t *Out, unsigned *Count, const Plan *Plans,
                        int R, int Mix, uint32_t Salt) {
  int C = (int)blockIdx.x;
  Plan P = Plans[C];
  if (threadIdx.x == 0) {
    if (Mix && (C & 1))
      stepB<<<1, bOf(P, 0)>>>(Out, Count, Plans, R, C, 0, Salt);
    else
      stepA<<<1, bOf(P, 0), shOf(P, 0)>>>(Out, Count, Plans, R, C, 0, Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

int main() {
  gputest::Test T("ip_many");
  T.pendingLaunches(65536);
  uint32_t Salt = (uint32_t)T.R.next();
  const int AllRounds = Rounds + 1;
  std::vector<std::vector<Plan>> Plans(AllRounds, std::vector<Plan>(Chains));
  for (auto &PR : Plans)
    for (auto &P : PR) {
      int Kind = T.R.range(0, 9);
      P.Len = Kind == 0 ? 1 : Kind == 1 ? 2 : T.R.range(3, MaxLen);
      P.Switch = T.R.chance(0.3) ? T.R.range(1, MaxLen) : MaxLen;
    }
  size_t N = (size_t)Chains * MaxLen * MaxB;
  std::vector<uint32_t *> Out(AllRounds);
  std::vector<unsigned *> Count(AllRounds);
  std::vector<Plan *> DPlans(AllRounds);
  for (int R = 0; R < AllRounds; ++R) {
    Out[R] = gputest::alloc<uint32_t>(N);
    gputest::poison(Out[R], N);
    Count[R] = gputest::alloc<unsigned>(Chains);
    CK(cudaMemset(Count[R], 0, Chains * sizeof(unsigned)));
    DPlans[R] = gputest::upload(Plans[R]);
  }
  CK(cudaDeviceSynchronize());
  for (int R = 0; R < AllRounds; ++R) {
    starter<<<Chains, 32>>>(Out[R], Count[R], DPlans[R], R, R == Rounds, Salt);
    CK(cudaGetLastError());
  }
  CK_SYNC();
  for (int R = 0; R < AllRounds; ++R) {
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    std::vector<unsigned> RefCount(Chains);
    for (int C = 0; C < Chains; ++C) {
      const Plan &P = Plans[R][C];
      bool B = R == Rounds && (C & 1);
      RefCount[C] = P.Len;
      for (int I = 0; I < P.Len; ++I) {
        unsigned Bd = bOf(P, I), Sh = B ? 0 : shOf(P, I);
        for (unsigned X = 0; X < Bd; ++X)
          Ref[((size_t)C * MaxLen + I) * MaxB + X] =
              B ? gputest::hash(77, R, C, I, Bd - 1 - X, Salt) ^ Bd
                : gputest::hash(R, C, I, X, Bd, Sh, Salt);
      }
    }
    char Name[48];
    snprintf(Name, sizeof Name, "round %d counts", R);
    T.compare(Name, gputest::download(Count[R], Chains), RefCount);
    snprintf(Name, sizeof Name, "round %d outputs", R);
    T.compare(Name, gputest::download(Out[R], N), Ref);
    CK(cudaFree(Out[R]));
    CK(cudaFree(Count[R]));
    CK(cudaFree(DPlans[R]));
  }
  return T.finish();
}
