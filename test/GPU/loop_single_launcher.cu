// Issue 9, class 14: 1024-thread blocks run 512 iterations of a uniform
// loop; in about half of them exactly one thread of the block (a different
// one each time) launches, in the others none. Warps drift apart between
// iterations (a per-warp amount of work, no barrier), so fast warps reach
// later iterations while slow ones are still in earlier ones. Each launch
// counts its runs in its own word: every launch must run exactly once. A
// second kernel adds a barrier at the end of every iteration.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/loop_single_launcher.base
// RUN: %gpubin/loop_single_launcher.dpagg
// RUN: %gpubin/loop_single_launcher.warp
#include "GPUTest.cuh"

using gputest::hash;

constexpr int Iters = 512, Threads = 1024;

__global__ void child(uint32_t *Runs, uint32_t *Seen, int Slot, uint32_t V) {
  if (threadIdx.x == 0) {
    atomicAdd(&Runs[Slot], 1u);
    Seen[Slot] = V;
  }
}

// Launcher[B * Iters + It]: the thread of block B that launches in iteration
// It, or -1.
template <bool Barrier>
__global__ void parent(const int *Launcher, uint32_t *Runs, uint32_t *Seen,
                       uint32_t *Own, uint32_t Salt) {
  int T = threadIdx.x, B = blockIdx.x;
  uint32_t Acc = hash(B, T);
  for (int It = 0; It < Iters; ++It) {
    // Per-warp work: warps drift apart.
    for (int K = 0; K < (T / 32) % 4 * 4; ++K)
      Acc = hash(Acc, K);
    int Slot = B * Iters + It;
    if (Launcher[Slot] == T)
      child<<<1, 32>>>(Runs, Seen, Slot, hash(Salt, Slot));
    if (Barrier)
      __syncthreads();
  }
  Own[B * Threads + T] = Acc;
}

int main() {
  gputest::Test T("loop_single_launcher");
  const int Blocks = 16, Slots = Blocks * Iters;
  T.pendingLaunches(Slots + 2048);
  uint32_t *DRuns = gputest::alloc<uint32_t>(Slots),
           *DSeen = gputest::alloc<uint32_t>(Slots),
           *DOwn = gputest::alloc<uint32_t>(Blocks * Threads);
  // The parents' own work is the same every round.
  std::vector<uint32_t> RefOwn(Blocks * Threads);
  for (int B = 0; B < Blocks; ++B)
    for (int Tid = 0; Tid < Threads; ++Tid) {
      uint32_t Acc = hash(B, Tid);
      for (int It = 0; It < Iters; ++It)
        for (int K = 0; K < (Tid / 32) % 4 * 4; ++K)
          Acc = hash(Acc, K);
      RefOwn[B * Threads + Tid] = Acc;
    }
  // A warm-up round plus three rounds per kernel.
  for (int Round = 0; Round < 8; ++Round) {
    bool Barrier = Round % 2;
    std::vector<int> Launcher(Slots);
    for (auto &L : Launcher)
      L = T.R.chance(.5) ? T.R.range(0, Threads - 1) : -1;
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> RefRuns(Slots), RefSeen(Slots);
    for (int S = 0; S < Slots; ++S) {
      RefRuns[S] = Launcher[S] >= 0;
      RefSeen[S] = Launcher[S] >= 0 ? hash(Salt, S) : 0xffffffffu;
    }
    int *DLauncher = gputest::upload(Launcher);
    CK(cudaMemset(DRuns, 0, Slots * sizeof(uint32_t)));
    gputest::poison(DSeen, Slots);
    gputest::poison(DOwn, Blocks * Threads);
    if (Barrier)
      parent<true><<<Blocks, Threads>>>(DLauncher, DRuns, DSeen, DOwn, Salt);
    else
      parent<false><<<Blocks, Threads>>>(DLauncher, DRuns, DSeen, DOwn, Salt);
    CK_SYNC();
    const char *What = Barrier ? "with barriers" : "no barrier";
    char Buf[96];
    snprintf(Buf, sizeof Buf, "round %d, %s: runs per launch", Round / 2,
             What);
    T.compare(Buf, gputest::download(DRuns, Slots), RefRuns);
    snprintf(Buf, sizeof Buf, "round %d, %s: arguments", Round / 2, What);
    T.compare(Buf, gputest::download(DSeen, Slots), RefSeen);
    snprintf(Buf, sizeof Buf, "round %d, %s: parents' own work", Round / 2,
             What);
    T.compare(Buf, gputest::download(DOwn, Blocks * Threads), RefOwn);
    CK(cudaFree(DLauncher));
  }
  CK(cudaFree(DRuns));
  CK(cudaFree(DSeen));
  CK(cudaFree(DOwn));
  return T.finish();
}
