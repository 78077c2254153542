// Red team of packed children (issue 26, item 2), performance: a packed
// child that launches. packBlocker at e11fcf4 did not refuse launches
// (moldBlocker does: MoldBlocker "launches kernels or calls the device
// runtime"), so a child with blocks of at most 32 threads that launches
// grandchildren ran packed (remark "is packed" for midOne/midAll with the
// plugin of 16:51). Two things change for its launches:
//  (1) The device runtime's NULL stream is one per block (CUDA guide, CDP2
//      "Implicit (NULL) Stream": shared by all threads of a block, no order
//      with other blocks' NULL streams). In K.dpagg.packed the 8 logical
//      blocks of a physical block share one NULL stream, so their
//      grandchildren run one after another where the program without DPAgg
//      (and the whole clone) runs them concurrently.
//  (2) Launch sites in the packed clone are never planned
//      (AggregateLaunches.cpp, planCloneSites walks C.Whole only): they stay
//      clang's V1 launches, unaggregated, where .nopack aggregates them.
// Both only add order or launches, so results stay right; the cost is time.
// The working tree's packBlocker (Facts.launchFree, after e11fcf4) refuses
// such children: then every build PASSes, and this program guards the rule.
//
// Program: one parent block of N = 48 threads; parent p launches
// mid<<<1, B>>>(p) (B = 4; one aggregate of 48 logical blocks, packed into
// 6 physical blocks). Mode "one": thread 0 of each mid block launches
// leaf<<<1, 32>>> into the NULL stream. Mode "all": every mid thread does.
// A leaf waits W ns of %globaltimer (sleeping; it waits for time, not for
// another thread) and writes its id. Without DPAgg: 48 mid blocks, 48 NULL
// streams, so mode one takes about W and mode all about B*W (B launches
// per block, in order). Packed: 8 logical blocks per NULL stream: 8*W and
// 8*B*W. .nopack: mode one about W, mode all about W (aggregated).
//
// Valid CUDA: every output has one writer; nothing waits for another thread
// or grid (the leaves wait for the clock); the launches fit the pending
// launch limit (48 * 4 < 2048). Time is measured after a warm-up.
//
// Expected: .base PASS (mode one ~W, mode all ~4W); .nopack PASS (~W,
// ~W); .pack/.dpagg PASS where mid is not packed (launchFree rule), rc 3 "SLOW"
// where it is (~8W, ~32W: over 4x the ideal of the program without DPAgg,
// W and B*W). Every output checked in every build (rc 1 on a wrong one).
#include "../GPU/Inputs/GPUTest.cuh"

#include <cstring>

constexpr unsigned N = 48, B = 4;

__device__ __forceinline__ unsigned long long now() {
  return __nvvm_read_ptx_sreg_globaltimer();
}

__global__ void leaf(unsigned *Out, unsigned Id, unsigned long long WaitNs) {
  unsigned long long T0 = now();
  while (now() - T0 < WaitNs)
    __nvvm_nanosleep(2000);
  Out[Id * 32 + threadIdx.x] = gputest::hash(Id, threadIdx.x);
}

/// Thread 0 of each block launches one leaf.
__global__ void midOne(unsigned *Out, unsigned P,
                       unsigned long long WaitNs) {
  if (threadIdx.x == 0)
    leaf<<<1, 32>>>(Out, P, WaitNs);
}

/// Every thread launches one leaf.
__global__ void midAll(unsigned *Out, unsigned P,
                       unsigned long long WaitNs) {
  leaf<<<1, 32>>>(Out, P * blockDim.x + threadIdx.x, WaitNs);
}

__global__ void parentOne(unsigned *Out, unsigned long long WaitNs) {
  midOne<<<1, B>>>(Out, threadIdx.x, WaitNs);
}
__global__ void parentAll(unsigned *Out, unsigned long long WaitNs) {
  midAll<<<1, B>>>(Out, threadIdx.x, WaitNs);
}

int main(int Argc, char **Argv) {
  gputest::Test T("pk_null_stream");
  unsigned long long WaitNs = Argc > 1 ? strtoull(Argv[1], 0, 0) : 2000000;
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  int Slow = 0;
  for (int Mode = 0; Mode < 2; ++Mode) {
    unsigned Leaves = Mode ? N * B : N;
    unsigned *Out = gputest::alloc<unsigned>(Leaves * 32);
    auto Run = [&](unsigned long long W) {
      gputest::poison(Out, Leaves * 32);
      CK(cudaEventRecord(E0));
      if (Mode)
        parentAll<<<1, N>>>(Out, W);
      else
        parentOne<<<1, N>>>(Out, W);
      CK(cudaGetLastError());
      CK(cudaEventRecord(E1));
      CK_SYNC();
      float Ms = 0;
      CK(cudaEventElapsedTime(&Ms, E0, E1));
      return Ms;
    };
    Run(0); // warm-up: the device runtime, the pool
    float Best = 1e30f;
    for (int I = 0; I < 3; ++I)
      Best = std::min(Best, Run(WaitNs));
    std::vector<unsigned> Want(Leaves * 32);
    for (unsigned Id = 0; Id < Leaves; ++Id)
      for (unsigned X = 0; X < 32; ++X)
        Want[Id * 32 + X] = gputest::hash(Id, X);
    T.compare(Mode ? "all.out" : "one.out", gputest::download(Out, Leaves * 32),
              Want);
    // The program without DPAgg: each mid block's launches run one after
    // another in its own NULL stream, the blocks at once.
    double Ideal = (Mode ? B : 1) * WaitNs / 1e6;
    double Ratio = Best / Ideal;
    bool IsSlow = Ratio > 4.0;
    printf("time mode %s: %.2f ms, ideal without DPAgg %.2f ms, ratio %.2f%s\n",
           Mode ? "all" : "one", Best, Ideal, Ratio,
           IsSlow ? "  SLOW" : "");
    Slow += IsSlow;
    CK(cudaFree(Out));
  }
  int Rc = T.finish();
  if (Rc == 0 && Slow) {
    printf("SLOW pk_null_stream\n");
    return 3;
  }
  return Rc;
}
