// Red team of P's and PO's nesting (PromoteLaunches.h, "The nesting"):
// chains deeper than max-nesting and than CUDA's default pending-launch
// limit, in a program made valid as written by raising that limit (12,288
// slots) before any kernel. After the switch every step runs as
// K.dpagg.tail (tail-launched), and each step reads what steps far above it
// wrote before their links: its predecessor, the step 1,000 and the step
// 1,024 above it (across the switch: a tail step reads the nest's writes)
// and a running sum of every earlier step's value kept by each step in its
// own slot (Acc[I] = Acc[I-1] + Vals[I]). The block's size and dynamic
// shared memory vary by step (64 to 256 threads, 0 to 6 KiB). A 64-bit
// input from the host is read at entry (PO may load it early).
//  mode 0: 3 chains of 3,000 steps at once (host grids in 3 streams) and a
//          chain of 2,049 steps (the pending limit as CUDA ships it);
//  mode 1: one chain of 10,000 steps;
//  mode 2: 2 rounds in one stream without host synchronization between
//          them, the second chain's head reading the first chain's last
//          value from memory (stream order: the head starts after every
//          step of the first chain, tail-launched ones included).
// Expected: PASS everywhere (.base needs the raised limit: 9,000 steps
// nested at once in mode 0; if .base FAILs, the program's premise, that
// a 10,000-deep nest runs with enough slots, does not hold: see the first
// wrong step). Exit 0 right, 1 wrong, 2 CUDA error. Arguments: mode.
// clang-format off
// VARIANT p_b100: -Xarch_device -mllvm=-dpagg-promote=p -Xarch_device -mllvm=-dpagg-tail-chain-budget=100
// VARIANT po8_b2500: -Xarch_device -mllvm=-dpagg-promote=po -Xarch_device -mllvm=-dpagg-promote-max-nesting=8 -Xarch_device -mllvm=-dpagg-tail-chain-budget=2500
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int InLen = 1021;

__host__ __device__ inline int threadsFor(int I) {
  return 64 + ((I * 5) & 3) * 64;
}
__host__ __device__ inline int dynFor(int I) { return ((I * 7) % 4) * 2048; }

__host__ __device__ inline unsigned stepValue(unsigned Prev, unsigned Far,
                                              unsigned Across, long long V,
                                              int I, int NT) {
  return gputest::hash(Prev, Far, Across, (unsigned)V, (unsigned)(V >> 32), I,
                       NT);
}

// Vals and Acc hold MaxLen words per chain.
__global__ void deep(unsigned *Vals, unsigned *Acc, const long long *In,
                     const unsigned *Start, int MaxLen, int Ch, int I, int N,
                     unsigned Prev) {
  extern __shared__ unsigned Dyn[];
  long long V = In[(Ch * 17 + I) % InLen];
  unsigned *MyV = Vals + (size_t)Ch * MaxLen, *MyA = Acc + (size_t)Ch * MaxLen;
  int Words = dynFor(I) / 4;
  for (int K = threadIdx.x; K < Words; K += blockDim.x)
    Dyn[K] = (unsigned)K * 3u + (unsigned)I;
  __syncthreads();
  if (threadIdx.x != 0)
    return;
  if (I == 0 && Start)
    Prev = *Start; // mode 2: the previous chain's last value
  unsigned Far = I >= 1000 ? MyV[I - 1000] : 0;
  unsigned Across = I >= 1024 ? MyV[I - 1024] : 0;
  unsigned D = Words ? Dyn[Words - 1] : 0;
  unsigned Val = stepValue(Prev, Far, Across + D, V, I, blockDim.x);
  MyV[I] = Val;
  MyA[I] = (I ? MyA[I - 1] : 0) + Val;
  if (I + 1 < N)
    deep<<<1, threadsFor(I + 1), dynFor(I + 1)>>>(Vals, Acc, In, nullptr,
                                                  MaxLen, Ch, I + 1, N, Val);
}

struct Ref {
  std::vector<unsigned> V, A;
};

static void chainRef(Ref &R, const std::vector<long long> &In, int MaxLen,
                     int Ch, int N, unsigned Prev) {
  unsigned *MyV = R.V.data() + (size_t)Ch * MaxLen;
  unsigned *MyA = R.A.data() + (size_t)Ch * MaxLen;
  for (int I = 0; I < N; ++I) {
    long long V = In[(Ch * 17 + I) % InLen];
    int Words = dynFor(I) / 4;
    unsigned Far = I >= 1000 ? MyV[I - 1000] : 0;
    unsigned Across = I >= 1024 ? MyV[I - 1024] : 0;
    unsigned D = Words ? (unsigned)(Words - 1) * 3u + (unsigned)I : 0;
    unsigned Val = stepValue(Prev, Far, Across + D, V, I, threadsFor(I));
    MyV[I] = Val;
    MyA[I] = (I ? MyA[I - 1] : 0) + Val;
    Prev = Val;
  }
}

static void run(gputest::Test &T, int Mode) {
  std::vector<int> Lens;
  if (Mode == 0)
    Lens = {3000, 3000, 3000, 2049};
  else if (Mode == 1)
    Lens = {10000};
  else
    Lens = {2500, 2500};
  int Chains = (int)Lens.size(), MaxLen = 10000;
  std::vector<long long> In(InLen);
  for (long long &X : In)
    X = (long long)T.R.next();
  long long *DIn = gputest::upload(In);
  size_t Len = (size_t)Chains * MaxLen;
  unsigned *DV = gputest::alloc<unsigned>(Len), *DA = gputest::alloc<unsigned>(Len);
  gputest::poison(DV, Len);
  gputest::poison(DA, Len);
  Ref R{std::vector<unsigned>(Len, 0xFFFFFFFFu),
        std::vector<unsigned>(Len, 0xFFFFFFFFu)};
  cudaStream_t S[4];
  for (auto &X : S)
    CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
  for (int C = 0; C < Chains; ++C) {
    unsigned Seed = (unsigned)T.R.next();
    const unsigned *Start = nullptr;
    cudaStream_t St = S[C % 4];
    if (Mode == 2 && C > 0) {
      // The previous chain's last value, read by this head in stream order.
      Start = DV + (size_t)(C - 1) * MaxLen + Lens[C - 1] - 1;
      Seed = R.V[(size_t)(C - 1) * MaxLen + Lens[C - 1] - 1];
      St = S[0];
    }
    deep<<<1, threadsFor(0), dynFor(0), St>>>(DV, DA, DIn, Start, MaxLen, C, 0,
                                              Lens[C], Seed);
    CK(cudaGetLastError());
    chainRef(R, In, MaxLen, C, Lens[C], Seed);
  }
  CK_SYNC();
  auto GV = gputest::download(DV, Len);
  for (int C = 0; C < Chains; ++C)
    for (int I = 0; I < Lens[C]; ++I)
      if (GV[(size_t)C * MaxLen + I] != R.V[(size_t)C * MaxLen + I]) {
        printf("  mode %d chain %d (%d steps): first wrong step %d\n", Mode, C,
               Lens[C], I);
        break;
      }
  std::string W = "mode " + std::to_string(Mode);
  T.compare((W + " vals").c_str(), GV, R.V);
  T.compare((W + " acc").c_str(), gputest::download(DA, Len), R.A);
  for (auto &X : S)
    CK(cudaStreamDestroy(X));
  CK(cudaFree(DIn));
  CK(cudaFree(DV));
  CK(cudaFree(DA));
}

int main(int argc, char **argv) {
  gputest::Test T("pn_deep");
  T.pendingLaunches(12288);
  for (int Mode = 0; Mode < 3; ++Mode)
    if (argc < 2 || std::stoi(argv[1]) == Mode)
      run(T, Mode);
  return T.finish();
}
