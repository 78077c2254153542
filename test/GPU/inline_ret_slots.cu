// Issue 21, item 20: threads that end through inline PTX `ret` must not
// leak block-state slots (runtime/aggregate.cu, "Block scope", (a) and (d);
// AggregateLaunches.cpp, threadExitBlocker).
//
// 1. A probe: 64 blocks of 256 threads, every thread launches a slow child
//    (block scope in .dpagg) under a pending-launch limit of 256. Per block
//    that is one aggregate, 64 in all, within the limit; launched one per
//    thread (a block without a slot) or per warp (512), most overflow it
//    and fail (cudaErrorLaunchPendingCountExceeded).
// 2. Three kernels of 70,000 blocks each (210,000 blocks, the 8,192-slot
//    table 25 times over) whose threads write a value and leave through
//    inline `ret`, plain or guarded in a scope of its own, past a launch
//    site that every thread of a block reaches or none (never taken). Their
//    output is checked against the CPU.
// 3. The probe again. Had the leavers held block scope (before the fix
//    they did), each of their blocks would have kept its slot for good:
//    the table full, every probe block launches alone and fails the limit.
// With --expect-block (the .dpagg build) every probe launch must succeed
// and its child run once; otherwise (without DPAgg, per warp) each launch
// that succeeded must have run once and the others not at all.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/inline_ret_slots.base
// RUN: %gpubin/inline_ret_slots.warp
// RUN: %gpubin/inline_ret_slots.dpagg --expect-block
#include "GPUTest.cuh"
#include <cstring>

using gputest::hash;

__global__ void mark(unsigned *Count, unsigned Id) {
  long long Start = clock64();
  while (clock64() - Start < 20000)
    ;
  if (threadIdx.x == 0)
    atomicAdd(&Count[Id], 1u);
}

__global__ void probe(unsigned *Count, int *Err) {
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;
  mark<<<1, 32>>>(Count, Id);
  Err[Id] = (int)cudaGetLastError();
}

// Never is 0 and Leave 1 at run time; both are the same in every thread, so
// a block reaches the launch site together (block scope before the fix).
__global__ void leave_ret(uint32_t *Out, unsigned *Count, int Never,
                          uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (Never)
    mark<<<1, 32>>>(Count, I);
  Out[I] = hash(I, Salt);
  asm volatile("ret;");
}

__global__ void leave_guarded_ret(uint32_t *Out, unsigned *Count, int Never,
                                  int Leave, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (Never)
    mark<<<1, 32>>>(Count, I);
  Out[I] = hash(I, Salt, 1u);
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %0, 0;\n\t@p ret;\n\t}"
               :
               : "r"(Leave)
               : "memory");
  Out[I] = 0; // not reached: Leave is 1
}

static void runProbe(gputest::Test &T, bool ExpectBlock, const char *When) {
  const int Blocks = 64, Threads = 256, N = Blocks * Threads;
  unsigned *DCount = gputest::alloc<unsigned>(N);
  int *DErr = gputest::alloc<int>(N);
  CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
  gputest::poison(DErr, N);
  probe<<<Blocks, Threads>>>(DCount, DErr);
  CK_SYNC();
  std::vector<int> Err = gputest::download(DErr, N);
  std::vector<unsigned> Want(N);
  int Failed = 0;
  for (int Id = 0; Id < N; ++Id) {
    Failed += Err[Id] != 0;
    Want[Id] = Err[Id] == 0 ? 1 : 0;
  }
  printf("probe %s: %d of %d launches failed (the pending-launch limit)\n",
         When, Failed, N);
  char What[96];
  snprintf(What, sizeof What, "probe %s: children of launches that succeeded",
           When);
  T.compare(What, gputest::download(DCount, N), Want);
  if (ExpectBlock) {
    snprintf(What, sizeof What, "probe %s: launch results (block scope)", When);
    T.compare(What, Err, std::vector<int>(N, 0));
  }
  CK(cudaFree(DCount));
  CK(cudaFree(DErr));
}

int main(int Argc, char **Argv) {
  bool ExpectBlock = Argc > 1 && !strcmp(Argv[1], "--expect-block");
  gputest::Test T("inline_ret_slots");
  T.pendingLaunches(256);
  runProbe(T, ExpectBlock, "before");
  const int Blocks = 70000, Threads = 64, N = Blocks * Threads;
  uint32_t *DOut = gputest::alloc<uint32_t>(N);
  unsigned *DCount = gputest::alloc<unsigned>(N);
  CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
  for (int K = 0; K < 3; ++K) {
    uint32_t Salt = (uint32_t)T.R.next();
    gputest::poison(DOut, N);
    std::vector<uint32_t> Ref(N);
    if (K < 2) {
      leave_ret<<<Blocks, Threads>>>(DOut, DCount, 0, Salt);
      for (int I = 0; I < N; ++I)
        Ref[I] = hash((unsigned)I, Salt);
    } else {
      leave_guarded_ret<<<Blocks, Threads>>>(DOut, DCount, 0, 1, Salt);
      for (int I = 0; I < N; ++I)
        Ref[I] = hash((unsigned)I, Salt, 1u);
    }
    CK_SYNC();
    char What[64];
    snprintf(What, sizeof What, "leaver %d output", K);
    T.compare(What, gputest::download(DOut, N), Ref);
  }
  T.compare("leavers launched nothing", gputest::download(DCount, N),
            std::vector<unsigned>(N, 0));
  runProbe(T, ExpectBlock, "after");
  CK(cudaFree(DOut));
  CK(cudaFree(DCount));
  return T.finish();
}
