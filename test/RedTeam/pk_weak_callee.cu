// Red team of packed children (issue 26, item 2), and of the aggregated
// clone it is built like: callees the linker may replace. The clones
// inline every function that reads what they rewrite (inlineCallsOf in
// AggregatedChild.cpp: llvm::InlineFunction, which does not ask whether the
// callee is interposable): K.dpagg the readers of %ctaid/%ntid/%nctaid,
// K.dpagg.packed also the readers of %tid. A weak __device__ function is a
// definition another unit's strong one replaces at the link (-fgpu-rdc;
// what nvlink does for sr_weak_child's weak kernel, and what
// FunctionSummaries, SerialPlan and FunctionFacts' exit walk already treat
// as "another unit's definition may replace"); ChildWalk (ChildFacts) does
// not, so the clone runs this unit's weak body where the program runs the
// strong one.
//  - childB calls whereB(), weak here, which reads blockIdx: K.dpagg
//    inlines it (it reads geometry), in every DPAgg build, packing or not.
//  - childT calls whereT(), weak here, which reads threadIdx only: K.dpagg
//    keeps the call (resolved to the strong one); K.dpagg.packed would
//    inline it. Today childT is not packed only because launchFree counts
//    an interposable callee as one that may launch ("it launches kernels
//    or uses streams ..."): a latent hole if that rule is relaxed.
// The strong definitions are in pk_weak_callee.strong.cu (pk_build.sh adds
// NAME.strong.cu to NAME's link): they hash 2 where the weak ones hash 1.
//
// Valid for clang CUDA with -fgpu-rdc (weak is a GNU attribute clang and
// nvlink honour; the CUDA guide does not document weak device functions,
// as for sr_weak_child's weak kernel).
//
// Expected: .base PASS (the strong bodies: hash(2, ...)); every DPAgg build
// FAIL on childB (the weak body's hash(1, ...)), childT PASS while it is not
// packed (FAIL if it ever is).
#include "../GPU/Inputs/GPUTest.cuh"

using gputest::hash;

__device__ __attribute__((weak)) unsigned whereB() {
  return hash(1u, blockIdx.x, threadIdx.x);
}
__device__ __attribute__((weak)) unsigned whereT() {
  return hash(1u, threadIdx.x);
}

/// *Spins is 0 (a loop trip count read from memory: no serial copy).
__device__ __forceinline__ unsigned noSerial(const unsigned *Spins) {
  unsigned X = 0, N = *Spins;
  for (unsigned I = 0; I < N; ++I)
    X = gputest::mix(X, I);
  return X;
}

__global__ void childB(unsigned *Out, unsigned P, const unsigned *Spins) {
  Out[P * 64 + blockIdx.x * blockDim.x + threadIdx.x] =
      whereB() ^ noSerial(Spins);
}
__global__ void childT(unsigned *Out, unsigned P, const unsigned *Spins) {
  Out[P * 64 + blockIdx.x * blockDim.x + threadIdx.x] =
      whereT() ^ hash(P, blockIdx.x) ^ noSerial(Spins);
}

__global__ void parent(unsigned *OutB, unsigned *OutT, unsigned Threads,
                       const unsigned *Spins) {
  childB<<<2, Threads>>>(OutB, threadIdx.x, Spins);
  childT<<<2, Threads>>>(OutT, threadIdx.x, Spins);
}

int main() {
  gputest::Test T("pk_weak_callee");
  unsigned Threads = (unsigned)T.R.range(1, 32);
  const unsigned NP = 32;
  unsigned *Zero = gputest::alloc<unsigned>(1);
  CK(cudaMemset(Zero, 0, sizeof(unsigned)));
  unsigned *OutB = gputest::alloc<unsigned>(NP * 64);
  unsigned *OutT = gputest::alloc<unsigned>(NP * 64);
  gputest::poison(OutB, NP * 64);
  gputest::poison(OutT, NP * 64);
  parent<<<1, NP>>>(OutB, OutT, Threads, Zero);
  CK_SYNC();
  std::vector<unsigned> WB(NP * 64, 0xffffffffu), WT(NP * 64, 0xffffffffu);
  for (unsigned P = 0; P < NP; ++P)
    for (unsigned B = 0; B < 2; ++B)
      for (unsigned X = 0; X < Threads; ++X) {
        WB[P * 64 + B * Threads + X] = hash(2u, B, X);
        WT[P * 64 + B * Threads + X] = hash(2u, X) ^ hash(P, B);
      }
  printf("blocks of %u threads\n", Threads);
  T.compare("childB (weak reader of blockIdx)", gputest::download(OutB, NP * 64),
            WB);
  T.compare("childT (weak reader of threadIdx)",
            gputest::download(OutT, NP * 64), WT);
  return T.finish();
}
