// Red team of P's and PO's nesting (PromoteLaunches.h, "The nesting" and
// "Failure"): the heads and the links made without a premature child, all
// of which now launch K.dpagg.tail (internal, K as written, its link a tail
// chain's) instead of K:
//  mode 0: the host launches `step` with 1 block and with 5 blocks (a
//          multi-block head: each block's launcher starts a chain with its
//          own premature child; a link without one goes into the NULL
//          stream, since the head is not a one-block grid), lengths around
//          8 and 1024;
//  mode 1: `step` as another kernel's child: a starter of 2 x 24 threads
//          each launching a chain into its block's NULL stream (the chains
//          of one block run one after another), thread 0 also a 3-block
//          head of 1,030 steps; and a starter of 8 threads, each launching
//          a chain of 1,025 steps into a stream it created (non-blocking),
//          destroyed after the launch;
//  mode 2: 96 chains at once from the host in 8 streams (more chains than
//          the 32 record slabs: the later ones get no record and link as
//          tail chains from their first link), lengths 1 to 40, four of
//          them 1,030;
//  mode 3: `shaped`, whose block shape changes by step: 64 x 1, 32 x 2,
//          8 x 4 x 2, 16 x 1 x 4 (a K' whose block is not one-dimensional
//          has no launcher thread under P: its thread 0 frees the record and
//          the launcher (0, 0, 0) links without a premature child, so the
//          rest of the chain is K.dpagg.tail's), lengths 12 and 1,030.
// Every step sums a hash over its 64 threads through shared memory, and
// its launcher writes the sum; the host raises the pending-launch limit to
// 16,384 (mode 1: 11,000 steps nested at once as written).
// Expected: PASS everywhere. Exit 0 right, 1 wrong, 2 CUDA error.
// Arguments: mode (default all).
// clang-format off
// VARIANT p_b1: -Xarch_device -mllvm=-dpagg-promote=p -Xarch_device -mllvm=-dpagg-tail-chain-budget=1
// VARIANT po8_b20: -Xarch_device -mllvm=-dpagg-promote=po -Xarch_device -mllvm=-dpagg-promote-max-nesting=8 -Xarch_device -mllvm=-dpagg-tail-chain-budget=20
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int MaxSteps = 1030, Threads = 64;

__host__ __device__ inline unsigned partOf(unsigned Prev, int Ch, int I,
                                           int T) {
  return gputest::hash(Prev, Ch, I, T) & 0xFFFFu;
}

__device__ unsigned blockSum(unsigned Prev, int Ch, int I) {
  __shared__ unsigned Part[Threads];
  int Tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  Part[Tid] = partOf(Prev, Ch, I, Tid);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < Threads; ++K)
    Sum += Part[K];
  return Sum;
}

__global__ void step(unsigned *Vals, int Chain, int I, int N, unsigned Prev) {
  int Ch = Chain + blockIdx.x;
  unsigned Sum = blockSum(Prev, Ch, I);
  if (threadIdx.x == 0)
    Vals[Ch * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    step<<<1, Threads>>>(Vals, Ch, I + 1, N, Sum);
}

__host__ __device__ inline dim3 shapeOf(int I) {
  switch (I & 3) {
  case 0:
    return dim3(64, 1, 1);
  case 1:
    return dim3(32, 2, 1);
  case 2:
    return dim3(8, 4, 2);
  default:
    return dim3(16, 1, 4);
  }
}

// Marks[Ch][I][tid]: a store between the three tests, so that LLVM does
// not fold them into one (x | y | z) == 0, which the candidate rule does not
// read as three (pa_2d_launcher's trick).
__global__ void shaped(unsigned *Vals, unsigned *Marks, int Ch, int I, int N,
                       unsigned Prev) {
  unsigned Sum = blockSum(Prev, Ch, I);
  int Tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned *MyMarks = Marks + ((size_t)Ch * MaxSteps + I) * Threads;
  if (threadIdx.z != 0)
    return;
  MyMarks[Tid] = Sum + Tid;
  if (threadIdx.y != 0)
    return;
  MyMarks[Tid] = Sum ^ Tid;
  if (threadIdx.x != 0)
    return;
  Vals[Ch * MaxSteps + I] = Sum;
  if (I + 1 < N) {
    // The shape of step I + 1, from its number (computable at entry).
    // (64,1,1), (32,2,1), (8,4,2), (16,1,4) by arithmetic only (a switch
    // or a table would be a load: not computable at entry).
    unsigned J = (unsigned)(I + 1) & 3u;
    unsigned X = 64u >> (J ^ (J >> 1)), Y = 1u << (J % 3u),
             Z = 1u << ((J >> 1) * (J - 1u));
    shaped<<<1, dim3(X, Y, Z)>>>(Vals, Marks, Ch, I + 1, N, Sum);
  }
}

// Thread t of block b: chain b * blockDim + t, 5 + 3 t steps.
__global__ void starterNull(unsigned *Vals, unsigned Seed) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  step<<<1, Threads>>>(Vals, T, 0, 5 + 3 * threadIdx.x, Seed + T);
  if (T == 0)
    step<<<3, Threads>>>(Vals, 48, 0, 1030, Seed + 48);
}

__global__ void starterStreams(unsigned *Vals, unsigned Seed, int First) {
  cudaStream_t S;
  if (cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking) != cudaSuccess) {
    Vals[(First + threadIdx.x) * MaxSteps] = 0xBADu; // seen as a wrong value
    return;
  }
  step<<<1, Threads, 0, S>>>(Vals, First + threadIdx.x, 0, 1025,
                             Seed + threadIdx.x);
  cudaStreamDestroy(S);
}

static void chainRef(std::vector<unsigned> &Want, int Ch, int N,
                     unsigned Prev) {
  for (int I = 0; I < N; ++I) {
    unsigned Sum = 0;
    for (int T = 0; T < Threads; ++T)
      Sum += partOf(Prev, Ch, I, T);
    Want[Ch * MaxSteps + I] = Prev = Sum;
  }
}

struct Run {
  int Chains;
  unsigned *D;
  std::vector<unsigned> Want;
  explicit Run(int Chains)
      : Chains(Chains), D(gputest::alloc<unsigned>((size_t)Chains * MaxSteps)),
        Want((size_t)Chains * MaxSteps, 0xFFFFFFFFu) {
    gputest::poison(D, (size_t)Chains * MaxSteps);
  }
  void check(gputest::Test &T, const std::string &What) {
    CK_SYNC();
    T.compare(What.c_str(), gputest::download(D, Want.size()), Want);
    CK(cudaFree(D));
  }
};

static void mode0(gputest::Test &T) {
  const int Ns[] = {1, 2, 7, 8, 9, 10, 1023, 1024, 1025, 1030};
  for (int Blocks : {1, 5}) {
    Run R(Blocks * 10);
    for (int K = 0; K < 10; ++K) {
      unsigned Seed = (unsigned)T.R.next();
      step<<<Blocks, Threads>>>(R.D, K * Blocks, 0, Ns[K], Seed);
      CK(cudaGetLastError());
      for (int B = 0; B < Blocks; ++B)
        chainRef(R.Want, K * Blocks + B, Ns[K], Seed);
    }
    R.check(T, "mode 0, heads of " + std::to_string(Blocks) + " block(s)");
  }
}

static void mode1(gputest::Test &T) {
  {
    Run R(51);
    unsigned Seed = (unsigned)T.R.next();
    starterNull<<<2, 24>>>(R.D, Seed);
    CK(cudaGetLastError());
    for (int Ch = 0; Ch < 48; ++Ch)
      chainRef(R.Want, Ch, 5 + 3 * (Ch % 24), Seed + Ch);
    for (int B = 0; B < 3; ++B)
      chainRef(R.Want, 48 + B, 1030, Seed + 48);
    R.check(T, "mode 1, NULL-stream starter");
  }
  {
    Run R(8);
    unsigned Seed = (unsigned)T.R.next();
    starterStreams<<<1, 8>>>(R.D, Seed, 0);
    CK(cudaGetLastError());
    for (int Ch = 0; Ch < 8; ++Ch)
      chainRef(R.Want, Ch, 1025, Seed + Ch);
    R.check(T, "mode 1, starter with created streams");
  }
}

static void mode2(gputest::Test &T) {
  constexpr int Chains = 96;
  Run R(Chains);
  cudaStream_t S[8];
  for (auto &X : S)
    CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
  for (int Ch = 0; Ch < Chains; ++Ch) {
    int N = Ch % 24 == 23 ? 1030 : 1 + (Ch * 7) % 40;
    unsigned Seed = (unsigned)T.R.next();
    step<<<1, Threads, 0, S[Ch % 8]>>>(R.D, Ch, 0, N, Seed);
    CK(cudaGetLastError());
    chainRef(R.Want, Ch, N, Seed);
  }
  R.check(T, "mode 2, 96 chains at once");
  for (auto &X : S)
    CK(cudaStreamDestroy(X));
}

static void mode3(gputest::Test &T) {
  Run R(2);
  const int Ns[2] = {12, 1030};
  size_t NM = (size_t)2 * MaxSteps * Threads;
  unsigned *DMarks = gputest::alloc<unsigned>(NM);
  gputest::poison(DMarks, NM);
  std::vector<unsigned> Marks(NM, 0xFFFFFFFFu);
  for (int Ch = 0; Ch < 2; ++Ch) {
    unsigned Seed = (unsigned)T.R.next();
    shaped<<<1, shapeOf(0)>>>(R.D, DMarks, Ch, 0, Ns[Ch], Seed);
    CK(cudaGetLastError());
    chainRef(R.Want, Ch, Ns[Ch], Seed);
    for (int I = 0; I < Ns[Ch]; ++I) {
      dim3 B = shapeOf(I);
      unsigned Sum = R.Want[Ch * MaxSteps + I];
      for (unsigned Z = 0; Z < B.z; ++Z)
        for (unsigned Y = 0; Y < B.y; ++Y)
          for (unsigned X = 0; X < B.x; ++X) {
            unsigned Tid = X + B.x * (Y + B.y * Z);
            if (Z == 0)
              Marks[((size_t)Ch * MaxSteps + I) * Threads + Tid] =
                  Y == 0 ? Sum ^ Tid : Sum + Tid;
          }
    }
  }
  R.check(T, "mode 3, shapes by step");
  T.compare("mode 3 marks", gputest::download(DMarks, NM), Marks);
  CK(cudaFree(DMarks));
}

int main(int argc, char **argv) {
  gputest::Test T("pn_launchers");
  T.pendingLaunches(16384);
  int Only = argc > 1 ? std::stoi(argv[1]) : -1;
  if (Only < 0 || Only == 0)
    mode0(T);
  if (Only < 0 || Only == 1)
    mode1(T);
  if (Only < 0 || Only == 2)
    mode2(T);
  if (Only < 0 || Only == 3)
    mode3(T);
  return T.finish();
}
