// Red team of P's and PO's nesting (PromoteLaunches.h, "The nesting"): a
// launcher whose child would be max-nesting deep (1024; 8 in .p8/.po8)
// makes no premature launch, frees its record and makes its link as a tail
// chain's link to K.dpagg.tail, K as written, whose link tail-launches
// itself. Attacks the switch:
//  - chains that end at every step around the switch: N = 1..12 (around 8)
//    and N = 1019..1028 (around 1024);
//  - chains that end on a condition of the data near the switch: the step
//    EndAt gets a block of 4 threads, so it has no launcher thread (5) and
//    the chain ends there (K' with no launcher: thread 0 frees the record),
//    EndAt = 5..10 and 1020..1026;
//  - every step reads what EVERY earlier step of its chain wrote before its
//    link (Hist[0..I-1], weighted), so a step after the switch reads the
//    nest's writes and the nest's steps read each other's: the tail grid
//    must see its premature ancestors' writes (they reach it through the
//    release chain and K'(1023)'s completion);
//  - the launch configuration differs by step: 32 to 256 threads and 0 to
//    8 KiB of dynamic shared memory, both from the step's arguments, every
//    thread filling its part of the dynamic memory;
//  - the launcher is thread 5; thread 0 returns before the link; after its
//    link the launcher writes Post[I] (read only by the host);
//  - a 64-bit input from the host read at entry (PO may load it before the
//    acquire: no step stores 8 bytes);
//  - several chains at once: host grids of 1, 2 and 3 blocks (block b runs
//    chain Chain + b: the head is a multi-block grid), in 4 non-blocking
//    streams, launched back to back; the long chains in groups of 5 with the
//    host synchronizing and checking between groups.
// The host raises the pending-launch limit to 8192 first, so that the
// program is valid as written (5 chains of up to 1,100 nested steps each).
//
// Expected: PASS in every build (.base, .p, .po, .p8, .po8 and the budget
// variants: the budget runs out in the middle of the switch, past it links
// nest as written). Exit 0 right, 1 wrong, 2 CUDA error.
// Arguments: mode (0 short chains, 1 long chains; default both).
// clang-format off
// VARIANT p8_b5: -Xarch_device -mllvm=-dpagg-promote=p -Xarch_device -mllvm=-dpagg-promote-max-nesting=8 -Xarch_device -mllvm=-dpagg-tail-chain-budget=5
// VARIANT po_b300: -Xarch_device -mllvm=-dpagg-promote=po -Xarch_device -mllvm=-dpagg-tail-chain-budget=300
// VARIANT p8_notail: -Xarch_device -mllvm=-dpagg-promote=p -Xarch_device -mllvm=-dpagg-promote-max-nesting=8 -Xarch_device -mllvm=-dpagg-tail-chains=false
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int MaxSteps = 1100, Launcher = 5, MaxThreads = 256, InLen = 4093;

__host__ __device__ inline int threadsFor(int I, int Shape, int EndAt) {
  return I == EndAt ? 4 : 32 + ((I * 7 + Shape) & 7) * 32;
}
__host__ __device__ inline int dynFor(int I, int Shape) {
  return ((I * 13 + Shape) % 5) * 2048;
}

__global__ void walk(unsigned *Hist, unsigned *Post, const long long *In,
                     int Chain, int I, int N, int Shape, int EndAt,
                     unsigned Prev) {
  extern __shared__ unsigned Dyn[];
  __shared__ unsigned Parts[MaxThreads];
  int Ch = Chain + blockIdx.x; // a multi-block head runs several chains
  long long V = In[(Ch * 131 + I) % InLen];
  unsigned Part = (unsigned)V ^ (unsigned)(V >> 32);
  for (int K = threadIdx.x; K < I; K += blockDim.x)
    Part += Hist[Ch * MaxSteps + K] * (unsigned)(K + 1);
  int Words = dynFor(I, Shape) / 4;
  for (int K = threadIdx.x; K < Words; K += blockDim.x)
    Dyn[K] = gputest::hash(Prev, K, I);
  Parts[threadIdx.x] = Part;
  __syncthreads();
  if (threadIdx.x == 0)
    return;
  if (threadIdx.x == Launcher) {
    unsigned S = 0;
    for (int K = 0; K < (int)blockDim.x; ++K)
      S += Parts[K];
    for (int K = 0; K < Words; K += 37)
      S += Dyn[K];
    unsigned Val = gputest::hash(S, Prev, I, blockDim.x, Ch);
    Hist[Ch * MaxSteps + I] = Val;
    if (I + 1 < N)
      walk<<<1, threadsFor(I + 1, Shape, EndAt), dynFor(I + 1, Shape)>>>(
          Hist, Post, In, Ch, I + 1, N, Shape, EndAt, Val);
    Post[Ch * MaxSteps + I] = Val ^ 0x5a5a5a5au;
  }
}

struct Spec {
  int N, EndAt, Blocks, Shape;
};

static void chainRef(std::vector<unsigned> &Hist, std::vector<unsigned> &Post,
                     const std::vector<long long> &In, int Ch, const Spec &S,
                     unsigned Prev) {
  for (int I = 0; I < S.N; ++I) {
    int NT = threadsFor(I, S.Shape, S.EndAt);
    if (NT <= Launcher)
      break; // no launcher thread: this step writes nothing and links none
    unsigned Sum = 0;
    for (int T = 0; T < NT; ++T) {
      long long V = In[(Ch * 131 + I) % InLen];
      unsigned Part = (unsigned)V ^ (unsigned)(V >> 32);
      for (int K = T; K < I; K += NT)
        Part += Hist[Ch * MaxSteps + K] * (unsigned)(K + 1);
      Sum += Part;
    }
    int Words = dynFor(I, S.Shape) / 4;
    for (int K = 0; K < Words; K += 37)
      Sum += gputest::hash(Prev, K, I);
    unsigned Val = gputest::hash(Sum, Prev, I, NT, Ch);
    Hist[Ch * MaxSteps + I] = Val;
    Post[Ch * MaxSteps + I] = Val ^ 0x5a5a5a5au;
    Prev = Val;
  }
}

static void runGroup(gputest::Test &T, const std::vector<Spec> &Specs,
                     const std::string &What, cudaStream_t *Streams) {
  int Chains = 0;
  for (const Spec &S : Specs)
    Chains += S.Blocks;
  std::vector<long long> In(InLen);
  for (long long &X : In)
    X = (long long)T.R.next();
  long long *DIn = gputest::upload(In);
  size_t Len = (size_t)Chains * MaxSteps;
  unsigned *DHist = gputest::alloc<unsigned>(Len);
  unsigned *DPost = gputest::alloc<unsigned>(Len);
  gputest::poison(DHist, Len);
  gputest::poison(DPost, Len);
  std::vector<unsigned> Hist(Len, 0xFFFFFFFFu), Post(Len, 0xFFFFFFFFu);
  int Ch = 0, K = 0;
  for (const Spec &S : Specs) {
    unsigned Seed = (unsigned)T.R.next();
    walk<<<S.Blocks, threadsFor(0, S.Shape, S.EndAt), dynFor(0, S.Shape),
           Streams[K++ % 4]>>>(DHist, DPost, DIn, Ch, 0, S.N, S.Shape,
                               S.EndAt, Seed);
    CK(cudaGetLastError());
    for (int B = 0; B < S.Blocks; ++B)
      chainRef(Hist, Post, In, Ch + B, S, Seed);
    Ch += S.Blocks;
  }
  CK_SYNC();
  T.compare((What + " hist").c_str(), gputest::download(DHist, Len), Hist);
  T.compare((What + " post").c_str(), gputest::download(DPost, Len), Post);
  CK(cudaFree(DIn));
  CK(cudaFree(DHist));
  CK(cudaFree(DPost));
}

int main(int argc, char **argv) {
  gputest::Test T("pn_depth_edges");
  T.pendingLaunches(8192);
  cudaStream_t Streams[4];
  for (auto &S : Streams)
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  int Only = argc > 1 ? std::stoi(argv[1]) : -1;
  if (Only < 0 || Only == 0) {
    // Around max-nesting 8: every length 1..12, ends by shape at 5..10,
    // heads of 1 to 3 blocks; 46 chains at once (more than the 32 slabs).
    std::vector<Spec> Specs;
    for (int N = 1; N <= 12; ++N)
      Specs.push_back({N, -1, 1 + N % 3, N});
    for (int E = 5; E <= 10; ++E)
      Specs.push_back({20, E, 1 + E % 3, 3 * E});
    runGroup(T, Specs, "short", Streams);
  }
  if (Only < 0 || Only == 1) {
    // Around max-nesting 1024, in groups of at most 5 nested chains.
    std::vector<Spec> All;
    for (int N = 1019; N <= 1028; ++N)
      All.push_back({N, -1, 1, N});
    for (int E = 1020; E <= 1026; ++E)
      All.push_back({MaxSteps, E, 1, E});
    All.push_back({1030, -1, 3, 7}); // a 3-block head: 3 chains
    std::vector<Spec> Group;
    int Nested = 0, G = 0;
    for (size_t I = 0; I < All.size(); ++I) {
      Group.push_back(All[I]);
      Nested += All[I].Blocks;
      if (Nested >= 5 || I + 1 == All.size()) {
        runGroup(T, Group, "long group " + std::to_string(G++), Streams);
        Group.clear();
        Nested = 0;
      }
    }
  }
  for (auto &S : Streams)
    CK(cudaStreamDestroy(S));
  return T.finish();
}
