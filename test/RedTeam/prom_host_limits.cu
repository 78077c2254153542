// Red team of launch promotion P (-dpagg-promote=p, PromoteLaunches.h):
// host_lowered_limits.cu's finding (README, left open for aggregation's
// clones) for P's clone. A link launches K' = K.dpagg.promoted, a kernel
// of its own whose function attributes the host never set: what the host
// set on K binds the program's launches of K and not P's launches of K'.
//
// `link` is a promotion candidate (one-block chain, thread 0, once, NULL
// stream, result unused; block 32 and dynamic shared memory Shmem, an
// argument: computable at entry). A chain of D = 6 links; each link's
// thread 0 writes the next value and fills its dynamic shared memory.
//  mode 0 (control): the host RAISES link's MaxDynamicSharedMemorySize to
//    64 KB and the links ask for 60 KB: a lone launch succeeds. Under P the
//    premature launch of K' (48 KB default) fails, the link falls back to
//    the launch as written: PASS everywhere.
//  mode 1: the host LOWERS link's MaxDynamicSharedMemorySize to 1 KB; the
//    host launches the chain's first step with 512 bytes and every link
//    asks for 2 KB. A device-side probe launches link with 2 KB alone and
//    reads the result: if the device runtime enforces the host's lowered
//    limit (cudaErrorInvalidValue) the chain stops after step 0, without
//    DPAgg; under P, K' has no lowered limit, so every premature launch
//    succeeds and the chain runs all D steps: the values after step 0 are
//    written where the program (and the probe) say they are not.
// The expectation is computed from the probe, in the same build.
//
// Expected (not run here): mode 0 PASS everywhere. Mode 1: .base and
// .dpagg PASS; .p FAIL if the probe prints "lone launch: error" (the
// runtime enforces the lowered attribute on device launches), PASS if it
// prints "lone launch: ok" (then nothing differs). host_lowered_limits.cu
// on the H100 says which (results/2026-11-24-h100-host-limits-xtu.txt).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// Arguments: mode (0 or 1; default both).
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int D = 6;

// Fill: this grid's dynamic shared memory; Shmem: its child's.
__global__ void link(unsigned *Values, int Step, int Fill, int Shmem) {
  extern __shared__ unsigned char Dyn[];
  if (!Values)
    return;
  if (threadIdx.x == 0) {
    unsigned Prev = Step == 0 ? 7u : Values[Step - 1];
    for (int I = 0; I < Fill; I += 64)
      Dyn[I] = (unsigned char)(Prev + I);
    unsigned Acc = 0;
    for (int I = 0; I < Fill; I += 64)
      Acc += Dyn[I];
    Values[Step] = gputest::hash(Prev, Step, Acc);
  }
  if (threadIdx.x == 0 && Step < D)
    link<<<1, 32, Shmem>>>(Values, Step + 1, Shmem, Shmem);
}

// What a lone device-side launch of link with Shmem bytes returns.
__global__ void probe(int *Err, int Shmem) {
  link<<<1, 32, Shmem>>>(nullptr, 0, 0, 0);
  *Err = (int)cudaGetLastError();
}

static int runMode(gputest::Test &T, int Mode) {
  int Limit = Mode == 0 ? 64 * 1024 : 1024;
  int Shmem = Mode == 0 ? 60 * 1024 : 2048;
  int First = Mode == 0 ? 60 * 1024 : 512;
  CK(cudaFuncSetAttribute(link, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          Limit));
  int *DErr = gputest::alloc<int>(1);
  CK(cudaMemset(DErr, 0xFF, sizeof(int)));
  probe<<<1, 1>>>(DErr, Shmem);
  CK_SYNC();
  int Err = gputest::download(DErr, 1)[0];
  printf("mode %d: lone launch: %s (%d)\n", Mode, Err ? "error" : "ok", Err);
  unsigned *DValues = gputest::alloc<unsigned>(D + 1);
  gputest::poison(DValues, D + 1);
  link<<<1, 32, First>>>(DValues, 0, First, Shmem);
  CK_SYNC();
  std::vector<unsigned> Want(D + 1, 0xFFFFFFFFu);
  unsigned Prev = 7;
  for (int S = 0; S <= D && (S == 0 || Err == 0); ++S) {
    int Bytes = S == 0 ? First : Shmem;
    unsigned Acc = 0;
    for (int I = 0; I < Bytes; I += 64)
      Acc += (unsigned char)(Prev + I);
    Want[S] = Prev = gputest::hash(Prev, S, Acc);
  }
  auto Got = gputest::download(DValues, D + 1);
  std::string What = "mode " + std::to_string(Mode) + " values";
  return T.compare(What.c_str(), Got, Want);
}

int main(int argc, char **argv) {
  gputest::Test T("prom_host_limits");
  if (argc > 1)
    runMode(T, std::stoi(argv[1]));
  else
    for (int Mode = 0; Mode < 2; ++Mode)
      runMode(T, Mode);
  return T.finish();
}
