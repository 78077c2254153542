// Red team (dfaeb42: every moldable child is molded by default): blocks of a
// child grid that communicate without waiting, the "last one done" pattern
// with one thread per ticket (no barrier, no spin loop, so the child is
// moldable): every thread writes its partial, fences, takes a ticket with an
// atomic, and the thread that takes the last ticket (gridDim x blockDim of
// its own launch: the logical values) sums every partial of its launch,
// which other logical blocks wrote, possibly ones that the same physical
// block ran earlier or that other physical blocks run later in their loops.
// A molded child that skipped a logical block, ran one twice, or reported
// the aggregate's or the physical grid instead of the launch's gridDim
// never writes the sum, or a wrong one. 128-thread parent blocks launch
// 100-200 blocks each (cut at auto), a mixed-size minority 1-3 blocks.
// Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "MemoryOrder.cuh"

using gputest::hash;

constexpr int Streams = 2, GridsPerRound = 4, ParentBlocks = 2,
              ParentThreads = 128;
constexpr int IdsPerGrid = ParentBlocks * ParentThreads;

struct Plan {
  unsigned G[2], B[2];
  __host__ __device__ unsigned threads() const {
    return G[0] * G[1] * B[0] * B[1];
  }
};

__host__ __device__ inline Plan planOf(uint32_t Id, uint32_t Salt) {
  Plan P;
  uint32_t H = hash(Id, Salt, 0x71u);
  bool Tiny = H % 8 == 0;
  unsigned NB = Tiny ? 1 + (H >> 4) % 3 : 100 + (H >> 4) % 101;
  P.G[1] = 1 + (H >> 12) % 3;
  P.G[0] = (NB + P.G[1] - 1) / P.G[1];
  P.B[0] = (H >> 16) % 2 ? 32 : 12;
  P.B[1] = (H >> 16) % 2 ? 1 : 3;
  return P;
}

__host__ __device__ inline uint32_t partialOf(uint32_t Id, unsigned T) {
  return hash(Id, T, 0x72u) & 0xffffu;
}

__global__ void kid(uint32_t *Part, unsigned *Ticket, unsigned long long *Sum,
                    uint32_t Id) {
  const unsigned Tn = blockDim.x * blockDim.y;
  const unsigned T = (blockIdx.y * gridDim.x + blockIdx.x) * Tn +
                     threadIdx.y * blockDim.x + threadIdx.x;
  const unsigned Total = gridDim.x * gridDim.y * Tn;
  Part[T] = partialOf(Id, T);
  __threadfence();
  if (atomicAdd(Ticket, 1u) != Total - 1)
    return;
  // The last ticket: every other thread's partial is visible (its fence
  // precedes its ticket, which precedes this one).
  __threadfence();
  unsigned long long S = 0;
  for (unsigned I = 0; I < Total; ++I)
    S += Part[I]; // plain loads: a volatile one in a loop is a wait (not molded)
  *Sum = S * 2 + 1;
}

__global__ void parent(uint32_t *Part, const unsigned long long *Off,
                       unsigned *Ticket, unsigned long long *Sum, int *Err,
                       uint32_t Base, uint32_t Salt) {
  uint32_t Id = Base + blockIdx.x * blockDim.x + threadIdx.x;
  if (hash(Id, Salt, 0x70u) % 32 == 0)
    return;
  Plan P = planOf(Id, Salt);
  // (Err and the rest indexed by a 64-bit Id: with a 32-bit one, clang -O3
  // puts the index's zext on the null side of the parameter buffer's check,
  // and DPAgg refuses the site as unanalyzable: LaunchSiteAnalysis.cpp,
  // nullChecksOnlySkip.)
  const size_t I = Id;
  kid<<<dim3(P.G[0], P.G[1]), dim3(P.B[0], P.B[1])>>>(Part + Off[I],
                                                      Ticket + I, Sum + I, Id);
  Err[I] = cudaGetLastError();
}

int main() {
  mo::Stress St("mold6_lastdone", Streams);
  St.T.pendingLaunches(GridsPerRound * IdsPerGrid + 4096);
  const size_t NIds = (size_t)GridsPerRound * IdsPerGrid;
  unsigned *Ticket = gputest::alloc<unsigned>(NIds);
  unsigned long long *Sum = gputest::alloc<unsigned long long>(NIds);
  int *Err = gputest::alloc<int>(NIds);
  mo::Tally TSum("sums"), TTicket("tickets"), TErr("launch results");
  size_t Launches = 0;
  const int Rounds = mo::rounds(3);
  for (int R = 0; R < Rounds; ++R) {
    std::vector<uint32_t> Salt(GridsPerRound);
    for (auto &S : Salt)
      S = (uint32_t)St.T.R.next();
    std::vector<unsigned long long> Off(NIds + 1, 0);
    std::vector<bool> On(NIds);
    for (size_t I = 0; I < NIds; ++I) {
      uint32_t S = Salt[I / IdsPerGrid];
      On[I] = hash((uint32_t)I, S, 0x70u) % 32 != 0;
      Off[I + 1] = Off[I] + (On[I] ? planOf((uint32_t)I, S).threads() : 0);
    }
    uint32_t *Part = gputest::alloc<uint32_t>(Off[NIds]);
    unsigned long long *DOff = gputest::upload(Off);
    gputest::poison(Part, Off[NIds]);
    gputest::poison(Sum, NIds);
    gputest::poison(Err, NIds);
    CK(cudaMemset(Ticket, 0, NIds * sizeof(unsigned)));
    for (int G = 0; G < GridsPerRound; ++G)
      parent<<<ParentBlocks, ParentThreads, 0, St.S[G % Streams]>>>(
          Part, DOff, Ticket, Sum, Err, G * IdsPerGrid, Salt[G]);
    CK_SYNC();
    auto HSum = gputest::download(Sum, NIds);
    auto HTicket = gputest::download(Ticket, NIds);
    auto HErr = gputest::download(Err, NIds);
    for (size_t I = 0; I < NIds; ++I) {
      uint32_t Id = (uint32_t)I;
      TErr.check(I, HErr[I], On[I] ? 0 : -1);
      if (!On[I]) {
        TTicket.check(I, HTicket[I], 0u);
        TSum.check(I, HSum[I], ~0ull);
        continue;
      }
      ++Launches;
      unsigned Total = planOf(Id, Salt[I / IdsPerGrid]).threads();
      unsigned long long S = 0;
      for (unsigned T = 0; T < Total; ++T)
        S += partialOf(Id, T);
      TTicket.check(I, HTicket[I], Total);
      TSum.check(I, HSum[I], S * 2 + 1);
    }
    CK(cudaFree(Part));
    CK(cudaFree(DOff));
  }
  CK(cudaFree(Ticket));
  CK(cudaFree(Sum));
  CK(cudaFree(Err));
  return St.finish({&TSum, &TTicket, &TErr},
                   std::to_string(Launches) + " launches");
}
