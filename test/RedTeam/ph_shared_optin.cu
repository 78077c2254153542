// Red team of PA's head (PromoteLaunches.h, "The head"; f735de3): the head
// takes K's name and host-visible symbol, and the promoted K becomes
// K.dpagg.chain, internal, as K'' (K.dpagg.pool) always was. What the host
// sets on K with cudaFuncSetAttribute binds the head and no longer the
// kernel that the device launches: a kernel that asks for more than 48 KiB
// of shared memory per block needs the host's opt-in
// (cudaFuncAttributeMaxDynamicSharedMemorySize), which the host cannot
// give a symbol it cannot name.
//
// `big` is a chain of one-block grids of 128 threads, each step with a
// constant 60 KiB of dynamic shared memory (so PA's shape rule admits it):
// every thread fills its part, thread 0 sums a sample and launches the
// next step (thread 0, once, NULL stream, result unused, guard I + 1 < N:
// a candidate). The host opts `big` in to 64 KiB.
//  mode 0: the host launches the chain's first step.
//  mode 1: a starter kernel of this unit launches the first step (under
//    the head it reaches K.dpagg.chain directly).
// Probes (same build): a lone device launch of `optedIn` (a leaf the host
// opted in to 64 KiB) and of `notOptedIn` (not opted in), each with 60 KiB.
// The expectation is the program's: every chain runs N steps if a device
// launch of an opted-in kernel succeeds (optedIn's probe), else step 0 only.
//
// Expected: .base, .dpagg, .p PASS (P keeps K's name; K' has no opt-in,
// so its premature launch fails and the link falls back to K as written).
// .pa, .pao FAIL if the notOptedIn probe prints an error (the device
// runtime enforces the opt-in on device launches): the head's link to
// K.dpagg.chain, and K's pool K'', fail, so the chain stops after step 0 in
// mode 0 and runs no step at all in mode 1. After the fix (PA refuses a
// pool whose blocks need more than 48 KiB of shared memory:
// PoolSharedOptIn) every build PASSes. Exit 0 right, 1 wrong, 2 CUDA error.
// Arguments: mode (0 or 1; default both).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int Threads = 128, Dyn = 60 * 1024, Words = Dyn / 4;
constexpr int MaxSteps = 40;

__device__ unsigned stepValue(unsigned Prev, int Chain, int I) {
  extern __shared__ unsigned S[];
  for (int K = threadIdx.x; K < Words; K += blockDim.x)
    S[K] = gputest::hash(Prev, Chain, I, K);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < Words; K += 61)
    Sum += S[K];
  return Sum;
}

__global__ void big(unsigned *Values, int Chain, int I, int N, unsigned Prev) {
  unsigned Sum = stepValue(Prev, Chain, I);
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    big<<<1, Threads, Dyn>>>(Values, Chain, I + 1, N, Sum);
}

__global__ void starter(unsigned *Values, int N, unsigned Seed) {
  big<<<1, Threads, Dyn>>>(Values, threadIdx.x, 0, N + threadIdx.x,
                           Seed + threadIdx.x);
}

__global__ void optedIn(int *Out) {
  extern __shared__ unsigned S[];
  S[threadIdx.x] = threadIdx.x;
  if (threadIdx.x == 0)
    *Out = 1 + (int)S[0];
}
__global__ void notOptedIn(int *Out) {
  extern __shared__ unsigned S[];
  S[threadIdx.x] = threadIdx.x;
  if (threadIdx.x == 0)
    *Out = 1 + (int)S[0];
}
__global__ void probe(int *Err, int *Ran) {
  optedIn<<<1, 32, Dyn>>>(Ran);
  Err[0] = (int)cudaGetLastError();
  notOptedIn<<<1, 32, Dyn>>>(Ran + 1);
  Err[1] = (int)cudaGetLastError();
}

// Links: a device launch of `big` succeeds; FirstOnDevice: step 0 is one.
static std::vector<unsigned> reference(int Chains, int N, unsigned Seed,
                                       bool Links, bool FirstOnDevice) {
  std::vector<unsigned> Want(Chains * MaxSteps, 0xFFFFFFFFu);
  for (int C = 0; C < Chains; ++C) {
    unsigned Prev = Seed + C;
    int Len = FirstOnDevice && !Links ? 0 : N + C;
    for (int I = 0; I < Len && (I == 0 || Links); ++I) {
      unsigned Sum = 0;
      for (int K = 0; K < Words; K += 61)
        Sum += gputest::hash(Prev, C, I, K);
      Want[C * MaxSteps + I] = Prev = Sum;
    }
  }
  return Want;
}

int main(int argc, char **argv) {
  gputest::Test T("ph_shared_optin");
  for (auto *F : {(const void *)big, (const void *)optedIn})
    CK(cudaFuncSetAttribute(F, cudaFuncAttributeMaxDynamicSharedMemorySize,
                            64 * 1024));
  int *DErr = gputest::alloc<int>(2), *DRan = gputest::alloc<int>(2);
  CK(cudaMemset(DErr, 0xFF, 2 * sizeof(int)));
  CK(cudaMemset(DRan, 0, 2 * sizeof(int)));
  probe<<<1, 1>>>(DErr, DRan);
  CK_SYNC();
  auto Err = gputest::download(DErr, 2), Ran = gputest::download(DRan, 2);
  printf("probe: opted-in device launch %d (ran %d), not opted in %d (ran "
         "%d)\n",
         Err[0], Ran[0], Err[1], Ran[1]);
  bool Links = Err[0] == 0;
  for (int Mode = 0; Mode < 2; ++Mode) {
    if (argc > 1 && std::stoi(argv[1]) != Mode)
      continue;
    int Chains = Mode == 0 ? 1 : 4, N = Mode == 0 ? 25 : 3;
    unsigned Seed = (unsigned)T.R.next();
    unsigned *DValues = gputest::alloc<unsigned>(Chains * MaxSteps);
    gputest::poison(DValues, Chains * MaxSteps);
    if (Mode == 0)
      big<<<1, Threads, Dyn>>>(DValues, 0, 0, N, Seed);
    else
      starter<<<1, Chains>>>(DValues, N, Seed);
    CK_SYNC();
    std::string What = "mode " + std::to_string(Mode) + " values";
    T.compare(What.c_str(), gputest::download(DValues, Chains * MaxSteps),
              reference(Chains, N, Seed, Links, Mode == 1));
  }
  return T.finish();
}
