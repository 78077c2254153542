// Red team (session 19) of in-place tail chains after ef699d8 (the record is
// found once, after the step whose link took it, and carried in %held; the
// free gives it back after the last check; a link whose configuration check
// fails is the tail link, from a grid that holds a record).
// Chains whose configuration changes at seeded steps: each step's block size
// (1, 2, 31, 32, 33, 64 or 1024 threads) and dynamic shared memory (0, 256
// or 1024 bytes) come from a schedule, kept for a seeded run of steps, so
// every chain is a sequence of in-place segments of seeded lengths (1, 2,
// 3, ...: both parities) joined by tail links made while the grid holds its
// record (the check at the next meet reads flag[(gen+1)&1] != gen+1 and
// frees), and the child grid takes a record of its own (held null again at
// its step 0). Threads leave early at every step: thread T >= Act returns at
// once, Act a parameter (1 .. blockDim) computed by the launcher for the
// next step, so a wrong parameter changes which outputs are written.
//   segA  launcher thread 0 links first (then may itself work or not).
//   segB  thread 0 returns at once at every step (the loop's free runs
//         __dpagg_inplace_release in thread 0, a thread that left the body);
//         the launcher is thread 1 and links last (blocks of 2 or more).
// 200 chains of each kernel at once from a starter, lengths 1 .. 24.
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). Not run
// yet. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Chains = 200, MaxLen = 24, MaxB = 1024;

struct Cfg {
  unsigned Threads, Shared;
};

__host__ __device__ inline unsigned actOf(int K, int C, int I, unsigned NB,
                                          uint32_t Salt) {
  uint32_t H = gputest::hash(K, C, I, Salt, 5);
  return (H & 3) == 0 ? NB : 1 + H % NB;
}

__host__ __device__ inline uint32_t outOf(int K, int C, int I, unsigned T,
                                          unsigned NB, unsigned Act,
                                          unsigned Sh, uint32_t Salt) {
  uint32_t H = gputest::hash(K, C, I, T, NB, Act, Sh, Salt);
  if (T < Sh / 4)
    H ^= gputest::hash(T, I, 3);
  return H;
}

__global__ void segA(uint32_t *Out, unsigned *Count, const int *Lens,
                     const Cfg *Sched, int C, int I, unsigned Act,
                     uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  unsigned T = threadIdx.x;
  if (T == 0) {
    atomicAdd(&Count[C], 1u);
    if (I + 1 < Lens[C]) {
      Cfg N = Sched[C * MaxLen + I + 1];
      segA<<<1, N.Threads, N.Shared>>>(Out, Count, Lens, Sched, C, I + 1,
                                       actOf(0, C, I + 1, N.Threads, Salt),
                                       Salt);
    }
  }
  if (T >= Act)
    return;
  unsigned Sh = Sched[C * MaxLen + I].Shared;
  if (T < Sh / 4)
    Dyn[T] = gputest::hash(T, I, 3);
  uint32_t H = gputest::hash(0, C, I, T, blockDim.x, Act, Sh, Salt);
  if (T < Sh / 4)
    H ^= Dyn[T];
  Out[((size_t)C * MaxLen + I) * MaxB + T] = H;
}

__global__ void segB(uint32_t *Out, unsigned *Count, const int *Lens,
                     const Cfg *Sched, int C, int I, unsigned Act,
                     uint32_t Salt) {
  extern __shared__ uint32_t Dyn[];
  unsigned T = threadIdx.x;
  if (T == 0)
    return;
  if (T < Act) {
    unsigned Sh = Sched[C * MaxLen + I].Shared;
    if (T < Sh / 4)
      Dyn[T] = gputest::hash(T, I, 3);
    uint32_t H = gputest::hash(1, C, I, T, blockDim.x, Act, Sh, Salt);
    if (T < Sh / 4)
      H ^= Dyn[T];
    Out[((size_t)C * MaxLen + I) * MaxB + T] = H;
  }
  if (T == 1) {
    atomicAdd(&Count[C], 1u);
    if (I + 1 < Lens[C]) {
      Cfg N = Sched[C * MaxLen + I + 1];
      segB<<<1, N.Threads, N.Shared>>>(Out, Count, Lens, Sched, C, I + 1,
                                       actOf(1, C, I + 1, N.Threads, Salt),
                                       Salt);
    }
  }
}

__device__ int StartErrors;

__global__ void starter(uint32_t *OutA, unsigned *CountA, const int *LensA,
                        const Cfg *SchedA, uint32_t *OutB, unsigned *CountB,
                        const int *LensB, const Cfg *SchedB, uint32_t Salt) {
  if (threadIdx.x == 0) {
    int C = (int)blockIdx.x;
    Cfg A = SchedA[C * MaxLen], B = SchedB[C * MaxLen];
    segA<<<1, A.Threads, A.Shared>>>(OutA, CountA, LensA, SchedA, C, 0,
                                     actOf(0, C, 0, A.Threads, Salt), Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
    segB<<<1, B.Threads, B.Shared>>>(OutB, CountB, LensB, SchedB, C, 0,
                                     actOf(1, C, 0, B.Threads, Salt), Salt);
    if (cudaGetLastError() != cudaSuccess)
      atomicAdd(&StartErrors, 1);
  }
}

int main() {
  gputest::Test T("ip_s19_segments");
  T.pendingLaunches(16384);
  uint32_t Salt = (uint32_t)T.R.next();
  const unsigned SizesA[] = {1, 2, 31, 32, 33, 64, 1024};
  const unsigned SizesB[] = {2, 31, 32, 33, 64, 1024};
  const unsigned Shareds[] = {0, 256, 1024};
  std::vector<int> Lens[2];
  std::vector<Cfg> Sched[2];
  for (int K = 0; K < 2; ++K) {
    Lens[K].resize(Chains);
    Sched[K].resize(Chains * MaxLen);
    for (int C = 0; C < Chains; ++C) {
      int Kind = T.R.range(0, 9);
      Lens[K][C] = Kind == 0 ? 1 : Kind == 1 ? 2 : T.R.range(3, MaxLen);
      Cfg Cur{};
      for (int I = 0; I < MaxLen; ++I) {
        if (I == 0 || T.R.chance(0.35)) {
          Cur.Threads = K == 0 ? SizesA[T.R.range(0, 6)] : SizesB[T.R.range(0, 5)];
          Cur.Shared = Shareds[T.R.range(0, 2)];
        }
        Sched[K][C * MaxLen + I] = Cur;
      }
    }
  }
  size_t N = (size_t)Chains * MaxLen * MaxB;
  uint32_t *Out[2];
  unsigned *Count[2];
  int *DLens[2];
  Cfg *DSched[2];
  for (int K = 0; K < 2; ++K) {
    Out[K] = gputest::alloc<uint32_t>(N);
    gputest::poison(Out[K], N);
    Count[K] = gputest::alloc<unsigned>(Chains);
    CK(cudaMemset(Count[K], 0, Chains * sizeof(unsigned)));
    DLens[K] = gputest::upload(Lens[K]);
    DSched[K] = gputest::upload(Sched[K]);
  }
  CK(cudaDeviceSynchronize());
  starter<<<Chains, 32>>>(Out[0], Count[0], DLens[0], DSched[0], Out[1],
                          Count[1], DLens[1], DSched[1], Salt);
  CK_SYNC();
  for (int K = 0; K < 2; ++K) {
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    std::vector<unsigned> RefCount(Chains);
    for (int C = 0; C < Chains; ++C) {
      RefCount[C] = Lens[K][C];
      for (int I = 0; I < Lens[K][C]; ++I) {
        Cfg G = Sched[K][C * MaxLen + I];
        unsigned Act = actOf(K, C, I, G.Threads, Salt);
        for (unsigned X = K; X < Act; ++X) // segB: thread 0 writes nothing
          Ref[((size_t)C * MaxLen + I) * MaxB + X] =
              outOf(K, C, I, X, G.Threads, Act, G.Shared, Salt);
      }
    }
    T.compare(K ? "segB counts" : "segA counts",
              gputest::download(Count[K], Chains), RefCount);
    T.compare(K ? "segB outputs" : "segA outputs",
              gputest::download(Out[K], N), Ref);
    CK(cudaFree(Out[K]));
    CK(cudaFree(Count[K]));
    CK(cudaFree(DLens[K]));
    CK(cudaFree(DSched[K]));
  }
  int SE = 0;
  CK(cudaMemcpyFromSymbol(&SE, StartErrors, sizeof SE));
  T.compare("starter errors", std::vector<int>{SE}, std::vector<int>{0});
  return T.finish();
}
