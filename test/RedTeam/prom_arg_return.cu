// Red team of launch promotion's rule 4b (PromoteLaunches.h, "Launch slots";
// linkGuards): the premature launch is made only where the launcher thread
// will reach the link. The first version read the guards up to the link's
// parameter buffer request; clang evaluates the launch's arguments after that
// request, and a GNU statement expression in an argument may `return` (GCC
// and clang allow jumping out of one). Here the decision to continue a chain
// is such an argument: `({ if (Chain < 0 && Stop[blockIdx.x])
// return; C; })`, a load, so the launcher thread of every
// block of the host grid passes every guard the first version saw (threadIdx.x
// == 0, Step < D) and launched a premature child at its entry.
//
// The rest is prom_pool_slots.cu: a host grid of 65,536 blocks of 64 threads
// (each computing a while, ~4,000 resident at once on an H100), 16 of which,
// named by a random Starts[], start a chain of D = 8 links. Without DPAgg at
// most 128 launches are ever pending (pool 2048). With the first rule 4b,
// under P every block's launcher launches (and holds until it returns and
// the aborted child has run) a premature child: ~4,000 against 2048 slots, so
// chain links fail and chains are cut (the launch result is unused).
//
// Expected (not run here; no GPU): .base, .dpagg PASS. Built from main at
// 945ca4e (first rule 4b; remark "walk ... promoted (p)"): .p FAIL ("chains
// cut short: N of 16"), .pa FAIL or PASS (each pool is a malloc of 128 slots,
// ~8 KiB: ~4,000 resident blocks exhaust the 8 MiB heap, and a failed malloc
// falls back to the launch as written; the pools that got memory hold
// slots). Built from s6-red4b (rule 4b reads the guards up to the launch):
// walk is refused ("whether the launching thread reaches the launch depends
// on what the kernel computes after its entry"), .p and .pa PASS.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// Arguments: [blocks] [iters] (default 65536 2000).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <algorithm>
#include <string>

constexpr int D = 8;        // links per chain (values 0..D)
constexpr int Chains = 16;  // chains started by the host grid
constexpr int Threads = 64; // threads per block

__host__ __device__ inline unsigned lcg(unsigned V, int Iters) {
  for (int I = 0; I < Iters; ++I)
    V = (V * 1664525u + 1013904223u) ^ (V >> 7);
  return V;
}

__device__ inline void record(unsigned *Values, int C, int Step) {
  unsigned Prev = Step == 0 ? (unsigned)C : Values[C * (D + 1) + Step - 1];
  Values[C * (D + 1) + Step] = gputest::hash(Prev, Step);
}

// Chain < 0: a block of the host's grid (its chain, or -1, is
// Starts[blockIdx.x]; Stop[blockIdx.x] is 1 where it is -1); otherwise a link
// of chain Chain at step Step. The argument only loads and returns (a store
// there would make the launch unanalyzable: the buffer's null check would
// skip it), and reads Stop, not Starts, so that no pass threads the return
// before the buffer request.
__global__ void walk(const int *Starts, const int *Stop, unsigned *Values,
                     unsigned *Work, int Iters, int Chain, int Step) {
  unsigned T = threadIdx.x;
  int C = Chain;
  if (Chain < 0) {
    Work[(size_t)blockIdx.x * Threads + T] =
        lcg(gputest::hash(blockIdx.x, T), Iters);
    C = Starts[blockIdx.x];
  }
  if (T == 0 && C >= 0)
    record(Values, C, Step);
  if (T == 0 && Step < D)
    walk<<<1, Threads>>>(Starts, Stop, Values, Work, 0, ({
                           if (Chain < 0 && Stop[blockIdx.x])
                             return;
                           C;
                         }),
                         Step + 1);
}

int main(int argc, char **argv) {
  gputest::Test Tst("prom_arg_return");
  int Blocks = argc > 1 ? std::stoi(argv[1]) : 65536;
  int Iters = argc > 2 ? std::stoi(argv[2]) : 2000;
  std::vector<int> Starts(Blocks, -1);
  for (int C = 0; C < Chains;) {
    int B = Tst.R.range(0, Blocks - 1);
    if (Starts[B] < 0)
      Starts[B] = C++;
  }
  std::vector<int> Stop(Blocks);
  for (int B = 0; B < Blocks; ++B)
    Stop[B] = Starts[B] < 0;
  int *DStarts = gputest::upload(Starts);
  int *DStop = gputest::upload(Stop);
  unsigned *DValues = gputest::alloc<unsigned>(Chains * (D + 1));
  unsigned *DWork = gputest::alloc<unsigned>((size_t)Blocks * Threads);
  gputest::poison(DValues, Chains * (D + 1));
  gputest::poison(DWork, (size_t)Blocks * Threads);
  walk<<<Blocks, Threads>>>(DStarts, DStop, DValues, DWork, Iters, -1, 0);
  CK_SYNC();

  std::vector<unsigned> Want(Chains * (D + 1));
  for (int C = 0; C < Chains; ++C) {
    unsigned V = (unsigned)C;
    for (int S = 0; S <= D; ++S)
      Want[C * (D + 1) + S] = V = gputest::hash(V, S);
  }
  auto Got = gputest::download(DValues, Want.size());
  Tst.compare("chain values", Got, Want);
  int Short = 0;
  for (int C = 0; C < Chains; ++C)
    for (int S = 0; S <= D; ++S)
      if (Got[C * (D + 1) + S] != Want[C * (D + 1) + S]) {
        printf(
            "  chain %d (block %d) stopped at step %d\n", C,
            (int)(std::find(Starts.begin(), Starts.end(), C) - Starts.begin()),
            S);
        ++Short;
        break;
      }
  printf("chains cut short: %d of %d\n", Short, Chains);

  auto Work = gputest::download(DWork, (size_t)Blocks * Threads);
  std::vector<unsigned> GotW, WantW;
  for (int I = 0; I < 2048; ++I) {
    int B = Tst.R.range(0, Blocks - 1), T = Tst.R.range(0, Threads - 1);
    GotW.push_back(Work[(size_t)B * Threads + T]);
    WantW.push_back(lcg(gputest::hash((unsigned)B, (unsigned)T), Iters));
  }
  Tst.compare("work sample", GotW, WantW);
  return Tst.finish();
}
