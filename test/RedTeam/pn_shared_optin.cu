// Red team of P's nesting (PromoteLaunches.h, "The nesting" and
// "Failure"): every link made without a premature child now launches
// K.dpagg.tail, an internal clone of K, where it launched K before. What
// the host sets on K with cudaFuncSetAttribute binds K's symbol only, as
// for PA's internal kernels (rule (12), PoolSharedOptIn, red team
// ph_shared_optin); P has no such rule. A step that needs the host's
// opt-in to more than 48 KiB of shared memory per block:
//  - K' (internal, not opted in): its premature launch fails at the
//    parent's entry, so the parent makes no premature child;
//  - the link without a premature child then launches K.dpagg.tail (also
//    internal, not opted in) where it launched K (opted in) before this
//    change: that launch fails too, and the chain is cut after step 0.
// Without DPAgg every link launches K, which the host opted in.
//
// Kernels (chains of one-block grids; thread 0 links once, NULL stream,
// result unused, guard I + 1 < N computable at entry: P candidates):
//  big: 128 threads, a constant 60 KiB of dynamic shared memory;
//  mixed: 16 KiB of static shared memory plus 40 KiB of dynamic (56 KiB:
//    within 48 KiB - 16 KiB of dynamic memory only with the opt-in);
//  varies: the dynamic shared memory varies by step, 8 KiB on even steps
//    and 60 KiB on odd ones (a chain that needs the opt-in at every other
//    step only).
// Modes: 0: the host launches each chain; 1: a starter kernel of this unit
// launches 4 chains of `big` (K keeps its symbol under P, so the starter's
// launch reaches the opted-in K). Probes (same build): lone device launches
// of an opted-in and of a not-opted-in leaf with 60 KiB. The reference is
// the program's: every chain runs its N steps when a device launch of an
// opted-in kernel succeeds (the first probe).
//
// Expected: .base PASS. .p, .po, .p8, .po8 FAIL ("values" wrong past step
// 0) if the not-opted-in probe prints an error (the device runtime
// enforces the opt-in on device launches), PASS otherwise. Before this
// change P fell back to K itself and passed (ph_shared_optin's .p).
// Exit 0 right, 1 wrong, 2 CUDA error. Arguments: mode (0 or 1; default
// both).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int Threads = 128, Big = 60 * 1024, MaxSteps = 24;
constexpr int StaticWords = 16 * 1024 / 4, MixedDyn = 40 * 1024;
constexpr int VaryLo = 8 * 1024, VaryHi = 60 * 1024;

// Fills Bytes of dynamic shared memory with hashes and sums a sample.
__device__ unsigned dynSum(unsigned Prev, int Chain, int I, int Bytes) {
  extern __shared__ unsigned Dyn[];
  int Words = Bytes / 4;
  for (int K = threadIdx.x; K < Words; K += blockDim.x)
    Dyn[K] = gputest::hash(Prev, Chain, I, K);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < Words; K += 61)
    Sum += Dyn[K];
  return Sum;
}

__global__ void big(unsigned *Values, int Chain, int I, int N,
                    unsigned Prev) {
  unsigned Sum = dynSum(Prev, Chain, I, Big);
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    big<<<1, Threads, Big>>>(Values, Chain, I + 1, N, Sum);
}

__global__ void mixed(unsigned *Values, int Chain, int I, int N,
                      unsigned Prev) {
  __shared__ unsigned Stat[StaticWords];
  for (int K = threadIdx.x; K < StaticWords; K += blockDim.x)
    Stat[K] = gputest::hash(Prev, K);
  unsigned Sum = dynSum(Prev, Chain, I, MixedDyn); // its barrier orders Stat
  for (int K = 0; K < StaticWords; K += 97)
    Sum += Stat[K];
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    mixed<<<1, Threads, MixedDyn>>>(Values, Chain, I + 1, N, Sum);
}

__global__ void varies(unsigned *Values, int Chain, int I, int N,
                       unsigned Prev) {
  unsigned Sum = dynSum(Prev, Chain, I, (I & 1) ? VaryHi : VaryLo);
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    varies<<<1, Threads, ((I + 1) & 1) ? VaryHi : VaryLo>>>(Values, Chain,
                                                            I + 1, N, Sum);
}

__global__ void starter(unsigned *Values, int N, unsigned Seed) {
  big<<<1, Threads, Big>>>(Values, threadIdx.x, 0, N + threadIdx.x,
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
  optedIn<<<1, 32, Big>>>(Ran);
  Err[0] = (int)cudaGetLastError();
  notOptedIn<<<1, 32, Big>>>(Ran + 1);
  Err[1] = (int)cudaGetLastError();
}

enum Kind { KBig, KMixed, KVaries };

static unsigned stepRef(Kind Kd, unsigned Prev, int Chain, int I) {
  int Bytes = Kd == KBig ? Big : Kd == KMixed ? MixedDyn
                                              : ((I & 1) ? VaryHi : VaryLo);
  unsigned Sum = 0;
  for (int K = 0; K < Bytes / 4; K += 61)
    Sum += gputest::hash(Prev, Chain, I, K);
  if (Kd == KMixed)
    for (int K = 0; K < StaticWords; K += 97)
      Sum += gputest::hash(Prev, K);
  return Sum;
}

// Links: a device launch of an opted-in kernel succeeds. FirstOnDevice:
// step 0 is a device launch too (mode 1).
static void chainRef(std::vector<unsigned> &Want, Kind Kd, int Chain, int N,
                     unsigned Prev, bool Links, bool FirstOnDevice) {
  int Len = FirstOnDevice && !Links ? 0 : N;
  for (int I = 0; I < Len && (I == 0 || Links); ++I)
    Want[Chain * MaxSteps + I] = Prev = stepRef(Kd, Prev, Chain, I);
}

int main(int argc, char **argv) {
  gputest::Test T("pn_shared_optin");
  CK(cudaFuncSetAttribute((const void *)big,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, Big));
  CK(cudaFuncSetAttribute((const void *)optedIn,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, Big));
  CK(cudaFuncSetAttribute((const void *)mixed,
                          cudaFuncAttributeMaxDynamicSharedMemorySize,
                          MixedDyn));
  CK(cudaFuncSetAttribute((const void *)varies,
                          cudaFuncAttributeMaxDynamicSharedMemorySize,
                          VaryHi));
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
    int Chains = Mode == 0 ? 3 : 4, N = Mode == 0 ? 20 : 5;
    unsigned Seed = (unsigned)T.R.next();
    unsigned *DValues = gputest::alloc<unsigned>(Chains * MaxSteps);
    gputest::poison(DValues, Chains * MaxSteps);
    std::vector<unsigned> Want(Chains * MaxSteps, 0xFFFFFFFFu);
    if (Mode == 0) {
      big<<<1, Threads, Big>>>(DValues, 0, 0, N, Seed);
      mixed<<<1, Threads, MixedDyn>>>(DValues, 1, 0, N, Seed + 1);
      varies<<<1, Threads, VaryLo>>>(DValues, 2, 0, N, Seed + 2);
      chainRef(Want, KBig, 0, N, Seed, Links, false);
      chainRef(Want, KMixed, 1, N, Seed + 1, Links, false);
      chainRef(Want, KVaries, 2, N, Seed + 2, Links, false);
    } else {
      starter<<<1, Chains>>>(DValues, N, Seed);
      for (int C = 0; C < Chains; ++C)
        chainRef(Want, KBig, C, N + C, Seed + C, Links, true);
    }
    CK_SYNC();
    std::string What = "mode " + std::to_string(Mode) + " values";
    T.compare(What.c_str(), gputest::download(DValues, Chains * MaxSteps),
              Want);
    CK(cudaFree(DValues));
  }
  return T.finish();
}
