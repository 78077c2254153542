// Red team of launch promotion PA (-dpagg-promote=pa, PromoteLaunches.h,
// "Why PA is legal", "The ended word" and "Freeing"; 0a15f4a).
//
// The candidate rule (PromotionCandidates.h) admits a link reached by one
// thread of a 2-D or 3-D block when threadIdx.y and threadIdx.z are tested
// as well ("with threadIdx.y and threadIdx.z constant as well"), and PA's
// shape rule (8) admits constant block dimensions. But PA's clone K'' calls
// a block whose y or z extent is not 1 a block "with no launcher thread"
// (launcherExists: ntid.x > c AND ntid.y == ntid.z == 1): there, thread 0
// aborts slot d+1, sets the pool's ended word and counts the block done
// with the pool, and then K's body runs, in which the real launcher
// (threadIdx == (c, 0, 0), thread 0 itself when c == 0) reaches the link
// and, since every thread stored Next = slot d+1, copies the parameters into
// slot d+1 and releases it: a slot that was aborted, of a pool whose other
// blocks have left through the ended word and that may already have been
// freed (written after its free: another chain's slab or the heap).
//
// The chains: the host launches `step` with 1-D blocks of 64 threads (the
// launcher exists there: K launches its first pool at entry), each link
// launches the next step with a constant 2-D (32 x 2) or 3-D (16 x 2 x 2)
// block, the launcher tested on x, y and z. Every step's threads write
// their part of a block sum (shared memory, __syncthreads), thread 0 writes
// the step's value; the next step gets it as a postponed argument. Several
// host blocks run one chain each (Chains), so pools are freed and slabs
// reused while the chains run.
//  mode 0 (control): the link launches a 1-D block of 64 threads.
//  mode 1: 32 x 2, launcher (0, 0, 0).
//  mode 2: 16 x 2 x 2, launcher (0, 0, 0).
//  mode 3: 32 x 2, launcher (5, 0, 0) (thread 0 is not the launcher).
//
// Expected (not run here; no GPU): .base, .p, .dpagg PASS in every mode;
// with the plugin of 0a15f4a (.pre.pa, .pre.pa2, .pre.pa7) PASS in mode 0
// and FAIL (or CUDAERR) in modes 1-3 ("values: N of M wrong": each chain
// stops after its second or third step, where block 0 of its first pool
// aborted block 1; a release written into a freed slab may also hand
// another chain's block garbage parameters). Fixed (rule (10) of
// PromoteLaunches.h, PoolBlockNotOneD: PA refuses a constant y or z extent
// other than 1): .pa and its variants PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// Arguments: [modes...] (default 0 1 2 3); DPAGG_SEED reproduces the input.
//
// clang-format off
// VARIANT pa2: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=2
// VARIANT pa7: -Xarch_device -mllvm=-dpagg-promote=pa -Xarch_device -mllvm=-dpagg-promote-pool=7
// clang-format on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int Steps = 40;
constexpr int Chains = 96; // more chains than the runtime's 64 slabs

template <int BX, int BY, int BZ, int C>
__global__ void step(const unsigned *In, unsigned *Values, unsigned *Marks,
                     int I, unsigned Prev) {
  __shared__ unsigned S[64];
  unsigned T =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  // Host blocks: chain blockIdx.x; device steps: pointers already shifted.
  size_t Chain = blockIdx.x;
  const unsigned *MyIn = In + Chain * Steps * 64;
  unsigned *MyValues = Values + Chain * Steps;
  unsigned *MyMarks = Marks + Chain * Steps * 64;
  S[T] = gputest::hash(Prev, MyIn[I * 64 + T], T);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < 64; ++K)
    Sum += S[K];
  // Three tests apart (a global store between them), so that LLVM does
  // not fold them into one `(x | y | z) == 0`, which the candidate rule
  // does not read as three.
  if (threadIdx.z == 0) {
    MyMarks[I * 64 + T] = Sum + T;
    if (threadIdx.y == 0) {
      MyMarks[I * 64 + T] = Sum ^ T;
      if (threadIdx.x == C && I + 1 < Steps)
        step<BX, BY, BZ, C><<<1, dim3(BX, BY, BZ)>>>(MyIn, MyValues, MyMarks,
                                                     I + 1, Sum ^ (unsigned)I);
    }
  }
  if (T == 0)
    MyValues[I] = Sum;
}

template <int BX, int BY, int BZ, int C>
static void runMode(gputest::Test &T, int Mode) {
  size_t NIn = (size_t)Chains * Steps * 64;
  std::vector<unsigned> In(NIn);
  for (unsigned &V : In)
    V = (unsigned)T.R.next();
  std::vector<unsigned> Want((size_t)Chains * Steps);
  std::vector<unsigned> WantMarks(NIn);
  for (int Ch = 0; Ch < Chains; ++Ch) {
    unsigned Prev = 0;
    for (int I = 0; I < Steps; ++I) {
      unsigned Sum = 0;
      for (unsigned K = 0; K < 64; ++K)
        Sum += gputest::hash(Prev, In[((size_t)Ch * Steps + I) * 64 + K], K);
      Want[(size_t)Ch * Steps + I] = Sum;
      // Step 0 is the host's 64 x 1 x 1 block.
      unsigned X = I ? BX : 64, Y = I ? BY : 1;
      for (unsigned K = 0; K < 64; ++K) {
        unsigned Ty = (K / X) % Y, Tz = K / (X * Y);
        WantMarks[((size_t)Ch * Steps + I) * 64 + K] = Tz   ? 0xFFFFFFFFu
                                                       : Ty ? Sum + K
                                                            : Sum ^ K;
      }
      Prev = Sum ^ (unsigned)I;
    }
  }
  unsigned *DIn = gputest::upload(In);
  unsigned *DValues = gputest::alloc<unsigned>(Want.size());
  unsigned *DMarks = gputest::alloc<unsigned>(NIn);
  gputest::poison(DValues, Want.size());
  gputest::poison(DMarks, NIn);
  step<BX, BY, BZ, C><<<Chains, 64>>>(DIn, DValues, DMarks, 0, 0u);
  CK_SYNC();
  std::string Name = "mode " + std::to_string(Mode) + " values";
  T.compare(Name.c_str(), gputest::download(DValues, Want.size()), Want);
  Name = "mode " + std::to_string(Mode) + " marks";
  T.compare(Name.c_str(), gputest::download(DMarks, NIn), WantMarks);
  CK(cudaFree(DIn));
  CK(cudaFree(DValues));
  CK(cudaFree(DMarks));
}

int main(int Argc, char **Argv) {
  gputest::Test T("pa_2d_launcher");
  std::vector<int> Modes;
  for (int A = 1; A < Argc; ++A)
    Modes.push_back(atoi(Argv[A]));
  if (Modes.empty())
    Modes = {0, 1, 2, 3};
  for (int M : Modes) {
    if (M == 0)
      runMode<64, 1, 1, 0>(T, M);
    else if (M == 1)
      runMode<32, 2, 1, 0>(T, M);
    else if (M == 2)
      runMode<16, 2, 2, 0>(T, M);
    else if (M == 3)
      runMode<32, 2, 1, 5>(T, M);
  }
  return T.finish();
}
