// Red team of launch promotion (0a15f4a, runtime/promote.cu): "records and
// pools come from the runtime's own slabs ... and the device heap when the
// request is larger than a slab or every slab is taken, exactly as the pass
// did before". The device heap is the program's: what DPAgg takes from it
// is memory a malloc of the program's own no longer finds. The fix of
// ra_heap_pin (runtime/alloc.cu: "never one malloc of the device heap"
// that the program did not ask for) is the precedent.
//
// `step` has 40 pointers among its parameters (a 336-byte parameter
// buffer), so a PA record is 352 bytes and a pool of 128 is 45,072 bytes:
// larger than a slab, every pool comes from the heap. (P's records, 352
// bytes, fit a slab: P takes the heap only past 64 chains, 352 bytes each.)
//  mode 1: heap 16 MiB (set before any kernel); 512 chains of 40 steps at
//    once (one host grid of 512 blocks); each step's thread 0 mallocs 8 KiB
//    of scratch, fills and sums it, frees it: at most 512 x 8 KiB = 4 MiB of
//    the program's own allocations are live at once, a quarter of the heap.
//    A failed malloc is counted per chain (the sum is then computed without
//    the scratch, so the values stay right and only the count differs).
//    Under PA 512 pools of 44 KiB (22 MiB) ask a heap of 16 MiB: the pools
//    that fit fill it, and the steps' 8 KiB mallocs fail.
//  mode 0 (control): heap 256 KiB, no scratch mallocs: PA's pools all fail
//    to allocate and every link is launched as written; P's records take
//    the 64 slabs and then what the small heap has.
// Expected (not run here; no GPU): mode 0 PASS everywhere. Mode 1: .base,
// .dpagg, .p PASS; .pa FAIL ("malloc failures: N of 512 wrong", N large)
// before a fix (no heap fallback in __dpagg_promote_alloc, and pools that
// fit a slab, or refused); PASS after.
// Exit 0 right, 1 wrong, 2 CUDA error. Argument: mode (0 or 1; one per
// process: the heap size is set once).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int Steps = 40, Chains = 512, Scratch = 2048; // words

#define PADS(X)                                                                \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)   \
      X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24)       \
          X(25) X(26) X(27) X(28) X(29) X(30) X(31) X(32) X(33) X(34)         \
              X(35) X(36)
#define PARAM(N) , unsigned *P##N
#define ARG(N) , P##N

// Chain blockIdx.x of the host's grid; P0..P36 are Values again (padding
// that makes the record large; P36 is read, so none is dead).
__global__ void step(const unsigned *In, unsigned *Values, int *Fails,
                     int UseMalloc, int I, unsigned Prev PADS(PARAM)) {
  size_t Chain = blockIdx.x;
  const unsigned *MyIn = In + Chain * Steps;
  unsigned *MyValues = Values + Chain * Steps;
  int *MyFails = Fails + Chain;
  if (threadIdx.x != 0)
    return;
  unsigned Sum = 0;
  unsigned *Tmp = UseMalloc ? (unsigned *)malloc(Scratch * 4) : nullptr;
  if (Tmp) {
    for (int K = 0; K < Scratch; ++K)
      Tmp[K] = gputest::hash(Prev, MyIn[I], K);
    for (int K = 0; K < Scratch; K += 7)
      Sum += Tmp[K];
    free(Tmp);
  } else {
    if (UseMalloc)
      ++*MyFails;
    for (int K = 0; K < Scratch; K += 7)
      Sum += gputest::hash(Prev, MyIn[I], K);
  }
  MyValues[I] = Sum + (P36 != nullptr);
  if (I + 1 < Steps)
    step<<<1, 32>>>(MyIn, MyValues, MyFails, UseMalloc, I + 1,
                    Sum PADS(ARG));
}

int main(int Argc, char **Argv) {
  gputest::Test T("pa_heap");
  int Mode = Argc > 1 ? atoi(Argv[1]) : 1;
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize,
                        Mode == 1 ? size_t(16) << 20 : size_t(256) << 10));
  T.pendingLaunches(32768); // 512 nested chains of 40 without DPAgg
  std::vector<unsigned> In((size_t)Chains * Steps);
  for (unsigned &V : In)
    V = (unsigned)T.R.next();
  std::vector<unsigned> Want(In.size());
  for (int C = 0; C < Chains; ++C) {
    unsigned Prev = 0;
    for (int I = 0; I < Steps; ++I) {
      unsigned Sum = 0;
      for (int K = 0; K < Scratch; K += 7)
        Sum += gputest::hash(Prev, In[(size_t)C * Steps + I], K);
      Want[(size_t)C * Steps + I] = Sum + 1;
      Prev = Sum;
    }
  }
  unsigned *DIn = gputest::upload(In);
  unsigned *DValues = gputest::alloc<unsigned>(Want.size());
  int *DFails = gputest::alloc<int>(Chains);
  gputest::poison(DValues, Want.size());
  CK(cudaMemset(DFails, 0, Chains * sizeof(int)));
  unsigned *P = DValues;
#define PASS_VALUES(N) , P
  step<<<Chains, 32>>>(DIn, DValues, DFails, Mode == 1, 0,
                       0u PADS(PASS_VALUES));
  CK_SYNC();
  std::string M = "mode " + std::to_string(Mode);
  T.compare((M + " values").c_str(), gputest::download(DValues, Want.size()),
            Want);
  T.compare((M + " malloc failures").c_str(), gputest::download(DFails, Chains),
            std::vector<int>(Chains, 0));
  return T.finish();
}
