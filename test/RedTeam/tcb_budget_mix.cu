// Red team of the tail-chain budget (-dpagg-tail-chain-budget, default
// 2^24; Aggregation/TailChainPlan.cpp "Termination", Lower.cpp
// lowerTailChain): a process-wide weak counter of tail-launched links;
// links past the budget launch as written. Attack: a process that runs
// more links in total than the budget, as many legitimate chains at once
// from many host streams, so that the budget runs out in the middle of
// chains (a tail-launched prefix, then links as written under a grid that
// was tail-launched), and chains started after it run as written from the
// start. Each link's thread 0 reads the value its parent wrote before the
// link and writes the next; after each chain the host stream runs `seal`,
// which copies the chain's last value: the stream's next kernel must wait
// for the whole chain, tail-launched or nested. The host raises the
// pending-launch pool to 8192 so that the program is valid without DPAgg
// (16 chains of up to 300 nested links at once: 4,800 pending at most).
//
// The budget's variants make it run out within the run (8 rounds x 16
// chains x ~150 links = ~19,000 links): .b1000 (after 1,000 links),
// .b1 (after the first link; every later link as written), .b5000.
// The default budget (2^24 = 16.7 M links) would need ~900 runs of this
// program in one process: `[rounds]` runs more rounds (e.g. 1000: about
// 19 M links; minutes on an H100 at ~12 us per link and 16 streams).
//
// Expected (not run here): PASS everywhere (.base, .dpagg, .p, and the
// budget variants). The argument holds: a link past the budget is the
// link as written, and a chain under a tail-launched grid holds no more
// pool slots than the same chain nested from its start. A FAIL in a
// budget variant only (wrong values or seal mismatch) would mean the mix
// of tail-launched and nested links changes what a chain computes or when
// its stream sees it end.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT b1000: -Xarch_device -mllvm=-dpagg-tail-chain-budget=1000
// VARIANT b1: -Xarch_device -mllvm=-dpagg-tail-chain-budget=1
// VARIANT b5000: -Xarch_device -mllvm=-dpagg-tail-chain-budget=5000
//
// Arguments: [rounds] (default 8).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int Streams = 16;
constexpr int MaxLen = 300;

__global__ void chain(unsigned *Values, int Len, int Step) {
  if (threadIdx.x == 0) {
    unsigned Prev = Step == 0 ? (unsigned)Len : Values[Step - 1];
    Values[Step] = gputest::hash(Prev, Step);
  }
  if (threadIdx.x == 0 && Step < Len)
    chain<<<1, 32>>>(Values, Len, Step + 1);
}

// The stream's next kernel: the chain has ended (all its links).
__global__ void seal(const unsigned *Values, int Len, unsigned *Sealed) {
  *Sealed = Values[Len];
}

int main(int argc, char **argv) {
  gputest::Test T("tcb_budget_mix");
  int Rounds = argc > 1 ? std::stoi(argv[1]) : 8;
  T.pendingLaunches(8192);
  cudaStream_t S[Streams];
  for (cudaStream_t &St : S)
    CK(cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking));
  unsigned *DValues = gputest::alloc<unsigned>(Streams * (MaxLen + 1));
  unsigned *DSealed = gputest::alloc<unsigned>(Streams);
  long long Links = 0;
  int Bad = 0;
  for (int R = 0; R < Rounds; ++R) {
    std::vector<int> Len(Streams);
    for (int &L : Len)
      L = T.R.range(1, MaxLen);
    gputest::poison(DValues, Streams * (MaxLen + 1));
    gputest::poison(DSealed, Streams);
    for (int I = 0; I < Streams; ++I) {
      chain<<<1, 32, 0, S[I]>>>(DValues + I * (MaxLen + 1), Len[I], 0);
      seal<<<1, 1, 0, S[I]>>>(DValues + I * (MaxLen + 1), Len[I], DSealed + I);
      Links += Len[I];
    }
    CK_SYNC();
    std::vector<unsigned> Want(Streams * (MaxLen + 1), 0xFFFFFFFFu),
        WantSealed(Streams);
    for (int I = 0; I < Streams; ++I) {
      unsigned V = (unsigned)Len[I];
      for (int St = 0; St <= Len[I]; ++St)
        Want[I * (MaxLen + 1) + St] = V = gputest::hash(V, St);
      WantSealed[I] = V;
    }
    std::string W = "round " + std::to_string(R);
    Bad += T.compare((W + " values").c_str(),
                     gputest::download(DValues, Want.size()), Want);
    Bad += T.compare((W + " sealed").c_str(),
                     gputest::download(DSealed, Streams), WantSealed);
  }
  printf("links made: %lld\n", Links);
  (void)Bad;
  return T.finish();
}
