// Red team of PA's head (PromoteLaunches.h, "The head"; f735de3) and of the
// tail link made where no premature child exists (rule (b), ed4269d): the
// head is K as written under K's name and symbol, its link a tail chain's
// link to the promoted K (K.dpagg.chain, internal); a link without a slab
// or whose premature launch failed is a tail chain's link too.
// `step` is a chain of one-block grids of 64 threads (thread 0 links once,
// NULL stream, result unused; guard I + 1 < N: computable at entry); each
// step sums a hash over its block through shared memory, and thread 0
// writes the sum. Modes (each compared with a CPU reference):
//  0: host grids of 3 blocks (the head's link falls back to the NULL
//     stream: the promoted K runs as a one-block grid in each block's NULL
//     stream), chains of N, N+1, N+2 steps for N in 1, 2, 3, 4, 126, 127,
//     128, 129, 255, 256 (ends at every position around pools of 4 and
//     128), then 40 host grids of one block at once in 8 streams (more
//     chains than slabs: links fall back to tail links);
//  1: a starter kernel of this unit launches K from 2 x 4 threads (it
//     reaches K.dpagg.chain directly) and one grid of 3 blocks of it;
//  2: the host launches K through cudaLaunchKernel, through a function
//     pointer, reads cudaFuncGetAttributes (maxThreadsPerBlock >= 64) and
//     cudaFuncGetName (must name step, no DPAgg suffix);
//  3: a template kernel with __launch_bounds__(64) (weak_odr, comdat),
//     instantiated for int and float;
//  4: a chain whose block is the launching block's own (blockDim): the
//     host starts it with 64 and 96 threads, and with 32 x 2 (a 2-D head
//     whose threads (0, 0) and (0, 1) both link: two tail links from one
//     grid, two identical chains of 32-thread steps; a launcher tested on x and
//     y is not a candidate: "threads with different values of threadIdx.x reach
//     the launch").
// Expected: PASS in every build (.base, .dpagg, .p, .pa, .pao, .pa4 pools
// of 4, .pa_b1 tail budget 1, .pa_fh from-head). Exit 0 right, 1 wrong, 2
// CUDA error. Arguments: mode (0 to 4; default all).
// clang-format off
// VARIANT pa4: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=4
// VARIANT pa_b1: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-tail-chain-budget=1
// VARIANT pa_fh: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-from-head
// VARIANT pao4: -Xarch_device -mllvm=-dpagg-promote=pao -Xarch_device -mllvm=-dpagg-promote-pool=4
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>
#include <string>

constexpr int MaxSteps = 260, Threads = 64;

__host__ __device__ unsigned partOf(unsigned Prev, int Chain, int I, int T) {
  return gputest::hash(Prev, Chain, I, T);
}

template <class T>
__device__ unsigned blockSum(unsigned Prev, int Chain, int I) {
  __shared__ T Part[Threads];
  int Tid = threadIdx.x + threadIdx.y * blockDim.x;
  int N = blockDim.x * blockDim.y;
  if (Tid < Threads)
    Part[Tid] = (T)(partOf(Prev, Chain, I, Tid) & 0xFFFF);
  __syncthreads();
  T Sum = 0;
  for (int K = 0; K < N && K < Threads; ++K)
    Sum += Part[K];
  return (unsigned)Sum;
}

__global__ void step(unsigned *Values, int Chain, int I, int N, unsigned Prev) {
  unsigned Sum = blockSum<unsigned>(Prev, Chain + blockIdx.x, I);
  if (threadIdx.x == 0)
    Values[(Chain + blockIdx.x) * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N + (int)blockIdx.x)
    step<<<1, Threads>>>(Values, Chain + blockIdx.x, I + 1, N + (int)blockIdx.x,
                         Sum);
}

template <class T>
__global__ void __launch_bounds__(Threads)
    tstep(unsigned *Values, int Chain, int I, int N, unsigned Prev) {
  unsigned Sum = blockSum<T>(Prev, Chain, I);
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    tstep<T><<<1, Threads>>>(Values, Chain, I + 1, N, Sum);
}

__global__ void own(unsigned *Values, int Chain, int I, int N, unsigned Prev) {
  unsigned Sum = blockSum<unsigned>(Prev, Chain, I);
  if (threadIdx.x == 0)
    Values[Chain * MaxSteps + I] = Sum;
  if (threadIdx.x == 0 && I + 1 < N)
    own<<<1, blockDim.x>>>(Values, Chain, I + 1, N, Sum);
}

__global__ void starter(unsigned *Values, int N, unsigned Seed) {
  int T = blockIdx.x * blockDim.x + threadIdx.x; // chains 0..7
  step<<<1, Threads>>>(Values, T, 0, N + 37 * T, Seed + T);
  if (T == 0)
    step<<<3, Threads>>>(Values, 8, 0, N + 5, Seed + 8);
}

// The CPU's chain: Len steps from Prev, block of NT threads (sum as T).
template <class T>
static void chainRef(std::vector<unsigned> &Want, int Chain, int Len,
                     unsigned Prev, int NT = Threads) {
  for (int I = 0; I < Len; ++I) {
    T Sum = 0;
    for (int K = 0; K < NT && K < Threads; ++K)
      Sum += (T)(partOf(Prev, Chain, I, K) & 0xFFFF);
    Want[Chain * MaxSteps + I] = Prev = (unsigned)Sum;
  }
}

struct Run {
  int Chains;
  unsigned *D;
  std::vector<unsigned> Want;
  explicit Run(int Chains)
      : Chains(Chains), D(gputest::alloc<unsigned>(Chains * MaxSteps)),
        Want(Chains * MaxSteps, 0xFFFFFFFFu) {
    gputest::poison(D, Chains * MaxSteps);
  }
  int check(gputest::Test &T, const std::string &What) {
    CK_SYNC();
    int R =
        T.compare(What.c_str(), gputest::download(D, Chains * MaxSteps), Want);
    CK(cudaFree(D));
    return R;
  }
};

static void mode0(gputest::Test &T) {
  const int Ns[] = {1, 2, 3, 4, 126, 127, 128, 129, 255, 256};
  for (int N : Ns) {
    Run R(3);
    unsigned Seed = (unsigned)T.R.next();
    step<<<3, Threads>>>(R.D, 0, 0, N, Seed);
    for (int B = 0; B < 3; ++B)
      chainRef<unsigned>(R.Want, B, N + B, Seed);
    R.check(T, "mode 0, 3 blocks, N " + std::to_string(N));
  }
  constexpr int Many = 40;
  Run R(Many);
  cudaStream_t S[8];
  for (auto &X : S)
    CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
  for (int C = 0; C < Many; ++C) {
    int Len = 1 + (int)(T.R.next() % 200);
    unsigned Seed = (unsigned)T.R.next();
    step<<<1, Threads, 0, S[C % 8]>>>(R.D, C, 0, Len, Seed);
    chainRef<unsigned>(R.Want, C, Len, Seed);
  }
  R.check(T, "mode 0, 40 chains in 8 streams");
  for (auto &X : S)
    CK(cudaStreamDestroy(X));
}

static void mode1(gputest::Test &T) {
  Run R(11);
  unsigned Seed = (unsigned)T.R.next();
  int N = 1 + (int)(T.R.next() % 8);
  starter<<<2, 4>>>(R.D, N, Seed);
  for (int C = 0; C < 8; ++C)
    chainRef<unsigned>(R.Want, C, N + 37 * C, Seed + C);
  for (int B = 0; B < 3; ++B)
    chainRef<unsigned>(R.Want, 8 + B, N + 5 + B, Seed + 8);
  R.check(T, "mode 1, starter");
}

static void mode2(gputest::Test &T) {
  Run R(3);
  unsigned Seed = (unsigned)T.R.next();
  int N = 128, C = 0, I = 0;
  void *Args[] = {&R.D, &C, &I, &N, &Seed};
  CK(cudaLaunchKernel((const void *)step, dim3(1), dim3(Threads), Args, 0, 0));
  chainRef<unsigned>(R.Want, 0, N, Seed);
  void (*Fp)(unsigned *, int, int, int, unsigned) = step;
  Fp<<<1, Threads>>>(R.D, 1, 0, 129, Seed + 1);
  chainRef<unsigned>(R.Want, 1, 129, Seed + 1);
  cudaFuncAttributes A;
  CK(cudaFuncGetAttributes(&A, step));
  const char *Name = nullptr;
  CK(cudaFuncGetName(&Name, (const void *)step));
  printf("step: %s, maxThreadsPerBlock %d, numRegs %d\n", Name,
         A.maxThreadsPerBlock, A.numRegs);
  unsigned Ok = A.maxThreadsPerBlock >= Threads && Name &&
                strstr(Name, "step") && !strstr(Name, "dpagg");
  CK(cudaMemcpy(R.D + 2 * MaxSteps, &Ok, sizeof Ok, cudaMemcpyHostToDevice));
  R.Want[2 * MaxSteps] = 1;
  R.check(T, "mode 2, cudaLaunchKernel, pointer, attributes");
}

static void mode3(gputest::Test &T) {
  Run R(2);
  unsigned Seed = (unsigned)T.R.next();
  tstep<unsigned><<<1, Threads>>>(R.D, 0, 0, 130, Seed);
  tstep<float><<<1, Threads>>>(R.D, 1, 0, 5, Seed);
  chainRef<unsigned>(R.Want, 0, 130, Seed);
  chainRef<float>(R.Want, 1, 5, Seed);
  R.check(T, "mode 3, templates");
}

static void mode4(gputest::Test &T) {
  Run R(3);
  unsigned Seed = (unsigned)T.R.next();
  // A 2-D head: threads (0, 0) and (0, 1) both link (two identical chains
  // of 32-thread steps, writing the same values).
  own<<<1, dim3(32, 2)>>>(R.D, 2, 0, 40, Seed + 2);
  {
    std::vector<unsigned> First(3 * MaxSteps);
    chainRef<unsigned>(First, 2, 1, Seed + 2, 64);
    R.Want[2 * MaxSteps] = First[2 * MaxSteps];
    std::vector<unsigned> Rest(3 * MaxSteps);
    unsigned Prev = First[2 * MaxSteps];
    for (int I = 1; I < 40; ++I) {
      unsigned Sum = 0;
      for (int K = 0; K < 32; ++K)
        Sum += partOf(Prev, 2, I, K) & 0xFFFF;
      R.Want[2 * MaxSteps + I] = Prev = Sum;
    }
  }
  own<<<1, dim3(64, 1)>>>(R.D, 0, 0, 131, Seed);
  own<<<1, dim3(96, 1)>>>(R.D, 1, 0, 131, Seed + 1);
  chainRef<unsigned>(R.Want, 0, 131, Seed, 64);
  chainRef<unsigned>(R.Want, 1, 131, Seed + 1, 64);
  R.check(T, "mode 4, own block");
}

int main(int argc, char **argv) {
  gputest::Test T("ph_head_shapes");
  void (*Modes[])(gputest::Test &) = {mode0, mode1, mode2, mode3, mode4};
  for (int M = 0; M < 5; ++M)
    if (argc < 2 || std::stoi(argv[1]) == M)
      Modes[M](T);
  return T.finish();
}
