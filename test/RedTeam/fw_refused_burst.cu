// Red team of the warp gate's whole-warp entry (runtime/DPAggRuntime.cuh,
// gateEnter; merge ef61e95, session 10), attack: warp_pending_hang2's
// trigger at a later launch. docs/reliability.md (row warp_pending_hang2):
// the 32 lanes of a warp entering the device runtime together right after
// one lane had an aggregate refused (the pending-launch limit) never came
// back in 12 of 56 processes on the H100; a 4 us back-off did not help.
// The fix made only the fallback right after the refusal lane by lane
// (DPAGG_RT_ALONE_LANE_BY_LANE). Until ef61e95 the gate also sent every
// later launch of that warp in one lane at a time; since then a whole warp
// that launches alone goes in together again. Here it does so right after
// a refused aggregate, on two paths the fallback does not cover:
//  - odd steps: every lane's error state is dirty (an invalid launch, a
//    block of 2048 threads, read with cudaPeekAtLastError), so no lane may
//    own an aggregate and all 32 launch alone, together (the invalid launch
//    itself also goes alone, all 32 together);
//  - .tiny (a 4 KiB pool): the next step's record allocation fails and all
//    32 launch alone together (warp.cu "pool full", Block.cuh !Rec).
// Even steps start clean (cudaGetLastError), so their groups aggregate and
// the pending-launch limit (256 or 1024, as in the hang2 probe) refuses many
// of those aggregates. The steps are straight-line code (not a loop), so
// the default build may use block scope (remarks in the .log files).
// Each launch's result is known exactly: even steps read cudaGetLastError;
// odd steps read cudaPeekAtLastError, which stays
// the invalid launch's error (cudaErrorInvalidConfiguration) if the launch
// was accepted and becomes the launch's own error if it was refused.
// Checked: every accepted launch's child ran once, every refused one's
// never, the invalid launches never ran and each left an error. Expected: PASS
// everywhere if whole-warp entry after a refused aggregate is safe; HANG (exit
// 3) in .dpagg/.warp/ .tiny if warp_pending_hang2's trigger applies to any
// later whole-warp burst (then gateEnter must not let a whole warp in together
// after a refused aggregate of that warp, or at all). Args: [probes per limit,
// default 6]. Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "gate/Gate.cuh"

#include <map>
#include <string>

constexpr int Steps = 6;
__device__ long long Spin = 20000;

__global__ void mark(unsigned *Count, unsigned Id) {
  long long Start = clock64();
  long long S = Spin;
  while (clock64() - Start < S)
    ;
  if (threadIdx.x == 0)
    atomicAdd(&Count[Id], 1u);
}

// One step of thread Id; J is a constant (straight-line steps).
template <int J>
__device__ __forceinline__ void step(unsigned *Count, unsigned *Never, int *Res,
                                     int *Inv, unsigned Id) {
  unsigned Slot = Id * Steps + J;
  if (J % 2 == 0) {
    (void)cudaGetLastError();
    mark<<<1, 32>>>(Count, Slot);
    Res[Slot] = (int)cudaGetLastError();
  } else {
    mark<<<1, 2048>>>(Never, Id); // refused by CUDA: the state is dirty
    int E = (int)cudaPeekAtLastError();
    Inv[Slot] = E;
    mark<<<1, 32>>>(Count, Slot); // every lane dirty: all alone, together
    int F = (int)cudaPeekAtLastError();
    // Unchanged: accepted, if the invalid launch's error was its own
    // (another, e.g. the pending limit's, could be the refusal's too: -3,
    // not known).
    Res[Slot] = F != E ? F : E == (int)cudaErrorInvalidConfiguration ? 0 : -3;
  }
}

__global__ void probe(unsigned *Count, unsigned *Never, int *Res, int *Inv) {
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;
  step<0>(Count, Never, Res, Inv, Id);
  step<1>(Count, Never, Res, Inv, Id);
  step<2>(Count, Never, Res, Inv, Id);
  step<3>(Count, Never, Res, Inv, Id);
  step<4>(Count, Never, Res, Inv, Id);
  step<5>(Count, Never, Res, Inv, Id);
  (void)cudaGetLastError();
}

int main(int Argc, char **Argv) {
  gputest::Test T("fw_refused_burst");
  int Probes = Argc > 1 ? atoi(Argv[1]) : 6;
  const int Blocks = 64, Threads = 256, N = Blocks * Threads;
  const int Limits[2] = {256, 1024};
  unsigned *DCount = gputest::alloc<unsigned>((size_t)N * Steps);
  unsigned *DNever = gputest::alloc<unsigned>(N);
  int *DRes = gputest::alloc<int>((size_t)N * Steps);
  int *DInv = gputest::alloc<int>((size_t)N * Steps);
  for (int Li = 0; Li < 2; ++Li) {
    // The limit can change only while no launch is pending.
    CK(cudaDeviceSynchronize());
    T.pendingLaunches(Limits[Li]);
    for (int P = 0; P < Probes; ++P) {
      long long SpinV = 5000 + (long long)(T.R.next() % 30000);
      CK(cudaMemcpyToSymbol(Spin, &SpinV, sizeof SpinV));
      CK(cudaMemset(DCount, 0, (size_t)N * Steps * sizeof(unsigned)));
      CK(cudaMemset(DNever, 0, N * sizeof(unsigned)));
      gputest::poison(DRes, (size_t)N * Steps);
      gputest::poison(DInv, (size_t)N * Steps);
      auto Start = std::chrono::steady_clock::now();
      probe<<<Blocks, Threads>>>(DCount, DNever, DRes, DInv);
      std::string W =
          "limit " + std::to_string(Limits[Li]) + " probe " + std::to_string(P);
      double Ms = gate::waitOrHang(W.c_str(), Start);
      std::vector<int> Res = gputest::download(DRes, (size_t)N * Steps);
      std::vector<int> Inv = gputest::download(DInv, (size_t)N * Steps);
      std::vector<unsigned> Count =
          gputest::download(DCount, (size_t)N * Steps);
      std::vector<unsigned> Want(Res.size()), WantNever(N, 0u);
      std::vector<int> WantInv(Inv.size(), -1);
      std::map<int, int> Hist;
      for (size_t I = 0; I < Res.size(); ++I) {
        Want[I] = Res[I] == 0    ? 1u
                  : Res[I] == -3 ? (Count[I] <= 1 ? Count[I] : 1u)
                                 : 0u;
        Hist[Res[I]]++;
        bool Odd = (I % Steps) % 2;
        WantInv[I] = Odd ? 1 : -1;
        if (Odd) // refused: any error (the build's own code)
          Inv[I] = Inv[I] != 0 && Inv[I] != -1 ? 1 : 0;
      }
      printf("%s: %.1f ms, spin %lld, results:", W.c_str(), Ms, SpinV);
      for (auto &H : Hist)
        printf(" %d:%d", H.first, H.second);
      printf("\n");
      T.compare((W + ": children of accepted launches, once each").c_str(),
                Count, Want);
      T.compare((W + ": invalid launches never ran").c_str(),
                gputest::download(DNever, N), WantNever);
      T.compare((W + ": error state after the invalid launch").c_str(), Inv,
                WantInv);
      fflush(stdout);
    }
  }
  CK(cudaFree(DCount));
  CK(cudaFree(DNever));
  CK(cudaFree(DRes));
  CK(cudaFree(DInv));
  return T.finish();
}
