// Red team of launch promotion P (-dpagg-promote=p, PromoteLaunches.h,
// "Failure": "a pending-launch slot the premature launch takes may make a
// later launch fail where it would not have, a result the program already
// had to handle"). This program never comes near the pool, so it has
// nothing to handle: P's premature launches alone fill it.
//
// `walk` is a promotion candidate (a one-block chain link, thread 0, once,
// NULL stream, result unused, block 64 and no shared memory: computable at
// entry). The host launches it with 65,536 blocks of 64 threads; each block
// computes for a while (Iters rounds of an LCG per thread, so that about
// 4,000 blocks are resident at once on an H100), and only the blocks that
// Starts[] names (16, at random) start a chain of D = 8 links; every other
// block returns without reaching the link. Without DPAgg at most 16 x 8 =
// 128 device launches are ever pending (default pool: 2048), so every link
// succeeds and no launch result needs checking. Each link's thread 0 reads
// the value its parent wrote before the link and writes the next one; the
// host checks all 16 x 9 values and a sample of the work.
//
// With P every block's launcher thread launches a premature child at its
// entry, whether or not it will reach the link, and holds the slot until it
// returns (abort) and the aborted child has run: ~4,000 resident blocks
// keep the 2048-slot pool full for the whole grid. A chain block's
// premature launch then fails, the link falls back to the launch as
// written, which fails as well (the pool is still full), the result is
// unused (rule 3), and the chain stops: its values stay poisoned.
//
// Expected (not run here; no GPU): .base PASS; .dpagg PASS (the host grid's
// links stay as written, the chains' links are tail-launched); .p FAIL
// (chains cut short; "chain values: N of 144 wrong"), with high
// probability on every run (each of the 16 x 8 links must find a free slot
// in a pool that ~4,000 blocks churn). A PASS of .p would mean the device
// runtime queues rather than refuses a launch at a full pool (then .p is
// only much slower: 65,536 launches for 128).
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

// Chain < 0: a block of the host's grid (its chain, or -1, is
// Starts[blockIdx.x]); otherwise a link of chain Chain at step Step.
__global__ void walk(const int *Starts, unsigned *Values, unsigned *Work,
                     int Iters, int Chain, int Step) {
  unsigned T = threadIdx.x;
  int C = Chain;
  if (Chain < 0) {
    Work[(size_t)blockIdx.x * Threads + T] =
        lcg(gputest::hash(blockIdx.x, T), Iters);
    C = Starts[blockIdx.x];
  }
  if (C < 0)
    return;
  if (T == 0) {
    unsigned Prev = Step == 0 ? (unsigned)C : Values[C * (D + 1) + Step - 1];
    Values[C * (D + 1) + Step] = gputest::hash(Prev, Step);
  }
  if (T == 0 && Step < D)
    walk<<<1, Threads>>>(Starts, Values, Work, 0, C, Step + 1);
}

int main(int argc, char **argv) {
  gputest::Test Tst("prom_pool_slots");
  int Blocks = argc > 1 ? std::stoi(argv[1]) : 65536;
  int Iters = argc > 2 ? std::stoi(argv[2]) : 2000;
  std::vector<int> Starts(Blocks, -1);
  for (int C = 0; C < Chains;) {
    int B = Tst.R.range(0, Blocks - 1);
    if (Starts[B] < 0)
      Starts[B] = C++;
  }
  int *DStarts = gputest::upload(Starts);
  unsigned *DValues = gputest::alloc<unsigned>(Chains * (D + 1));
  unsigned *DWork = gputest::alloc<unsigned>((size_t)Blocks * Threads);
  gputest::poison(DValues, Chains * (D + 1));
  gputest::poison(DWork, (size_t)Blocks * Threads);
  walk<<<Blocks, Threads>>>(DStarts, DValues, DWork, Iters, -1, 0);
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
