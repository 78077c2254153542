// Red team of the private-stream rule (issue 23 item 3, Plan.cpp
// privateStreamLaunch): its argument says a failed device stream creation
// leaves a handle CUDA does not define, so no valid program launches into
// it. A probe of what the device runtime really does: every parent thread
// creates NS streams (many threads, many streams each, to run the device
// runtime out) and makes its one launch into the LAST one, whatever its
// creation returned; its return codes are stored, the error state is never
// read, so the pass sends the launch to cudaStreamFireAndForget.
//   kernel `many`  (eligible)  the launch as above; Ran[P] = 1 if the child
//                              ran, Last[P] the last creation's code
//   kernel `probe` (refused: it reads the handle's bits) the same creations,
//                              the last handle's bits and the one before
// Prediction: creation may never fail (then every build PASS and the probe
// says "no failed creation"). If it fails: .base shows whether a child
// launched into a failed creation's handle runs (children run in RF of F
// threads); .dpagg and .warp run them all (RF = F): a MISMATCH against .base
// in RF is a finding against the rule's argument (fix: keep launches whose
// creations may fail as written, or guard the stream at run time).
// Exit 0 when every thread whose creations all succeeded had its child run
// (and, for the eligible kernel, no thread with a failure either way), 1
// otherwise, 2 on a CUDA error. The summary lines are what to compare.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int MaxNS = 64;

__global__ void mark(uint32_t *Ran) { *Ran = 1u; }

__global__ void many(uint32_t *Ran, int *Last, int *Any, int NS, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  int E = 0, L = 0;
  cudaStream_t S[MaxNS];
  for (int I = 0; I < MaxNS; ++I)
    if (I < NS) {
      L = (int)cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
      E |= L;
    }
  mark<<<1, 1, 0, S[NS - 1]>>>(Ran + P);
  for (int I = 0; I < MaxNS; ++I)
    if (I < NS)
      cudaStreamDestroy(S[I]);
  Last[P] = L;
  Any[P] = E;
}

__global__ void probe(unsigned long long *Bits, int *Last, int NS, int NP) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= (unsigned)NP)
    return;
  int L = 0;
  cudaStream_t S[MaxNS];
  for (int I = 0; I < MaxNS; ++I)
    if (I < NS)
      L = (int)cudaStreamCreateWithFlags(&S[I], cudaStreamNonBlocking);
  Bits[2 * P] = (unsigned long long)(size_t)S[NS - 1];
  Bits[2 * P + 1] = NS > 1 ? (unsigned long long)(size_t)S[NS - 2] : 0;
  for (int I = 0; I < MaxNS; ++I)
    if (I < NS)
      cudaStreamDestroy(S[I]);
  Last[P] = L;
}

int main() {
  gputest::Test T("of_create_fails");
  T.pendingLaunches(1 << 19);
  struct {
    int NP, NS;
  } Rounds[] = {{16384, 64}, {131072, 32}, {262144, 64}};
  int Bad = 0;
  for (auto [NP, NS] : Rounds) {
    uint32_t *DRan = gputest::alloc<uint32_t>(NP);
    int *DLast = gputest::alloc<int>(NP), *DAny = gputest::alloc<int>(NP);
    unsigned long long *DBits = gputest::alloc<unsigned long long>(2 * NP);
    CK(cudaMemset(DRan, 0, NP * sizeof(uint32_t)));
    gputest::poison(DLast, NP);
    many<<<(NP + 127) / 128, 128>>>(DRan, DLast, DAny, NS, NP);
    CK_SYNC();
    auto Ran = gputest::download(DRan, NP);
    auto Last = gputest::download(DLast, NP);
    auto Any = gputest::download(DAny, NP);
    long F = 0, RF = 0, R = 0, OkNotRun = 0;
    for (int P = 0; P < NP; ++P) {
      R += Ran[P] == 1;
      if (Last[P] != 0) {
        ++F;
        RF += Ran[P] == 1;
      } else if (Any[P] == 0 && Ran[P] != 1) {
        ++OkNotRun;
      }
    }
    printf("eligible %d threads x %d streams: last creation failed in %ld, "
           "children ran in %ld (in %ld of the failed), not run with every "
           "creation ok: %ld\n",
           NP, NS, F, R, RF, OkNotRun);
    Bad += OkNotRun != 0;
    gputest::poison(DLast, NP);
    probe<<<(NP + 127) / 128, 128>>>(DBits, DLast, NS, NP);
    CK_SYNC();
    auto Bits = gputest::download(DBits, 2 * (size_t)NP);
    Last = gputest::download(DLast, NP);
    long PF = 0, Zero = 0, SameAsPrev = 0, Other = 0;
    int FirstCode = 0;
    for (int P = 0; P < NP; ++P) {
      if (Last[P] == 0)
        continue;
      if (!PF++)
        FirstCode = Last[P];
      if (Bits[2 * P] == 0)
        ++Zero;
      else if (Bits[2 * P] == Bits[2 * P + 1])
        ++SameAsPrev;
      else
        ++Other;
    }
    printf("probe %d threads x %d streams: last creation failed in %ld "
           "(first code %d): handle 0 in %ld, the previous handle in %ld, "
           "another value in %ld\n",
           NP, NS, PF, FirstCode, Zero, SameAsPrev, Other);
    CK(cudaFree(DRan));
    CK(cudaFree(DLast));
    CK(cudaFree(DAny));
    CK(cudaFree(DBits));
  }
  printf("%s of_create_fails\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
