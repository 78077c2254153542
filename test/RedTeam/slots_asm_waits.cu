// Red team (issue 21, item 20, rt-slots): block scope in kernels whose
// threads wait for part of the block, or leave, where the IR shows neither.
// Usage: slots_asm_waits MODE [--expect-block]; each mode is one process
// (a hang is caught by run.sh's timeout). Every mode terminates as written
// (the .base build); DPAgg must keep that (before the fix, modes 0-4 and 7
// hung at block scope: warp 1 held before its launch by warp 0's later
// arrival, warp 0 held at the launch's block barrier by warp 1).
//   0 named barrier, per-thread id/count (__barrier_sync_count)
//   1 named barrier 1 of 64 threads in a block of 96 (constant operands)
//   2 inline `bar.sync %0, %1` with register operands
//   3 inline guarded `@q bar.sync 1, 64` / `@q bar.arrive 1, 64`
//   4 inline guarded `@q bar.warp.sync 3` (lane 0 waits for lane 1)
//   5 __syncwarp with per-lane masks (lane 0: 3 before the launch, lane 1:
//     3 after it): NOT fixed, a probe (does the GPU hang at block scope?)
//   6 `.loc 1 1 1 ret;` leavers, 210,000 blocks, then a block-scope probe
//     (as test/GPU/inline_ret_slots): with --expect-block every probe
//     launch must succeed (a leaked table launches each alone and
//     overflows the pending-launch limit)
//   7 a spin-wait called from inline PTX behind `.loc` (warp 1 waits for a
//     flag that warp 0 sets after its launch)
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"
#include <cstdlib>
#include <cstring>

using gputest::hash;

__global__ void child(uint32_t *Out, unsigned Id, uint32_t Salt) {
  Out[(size_t)Id * 32 + threadIdx.x] = hash(Id, threadIdx.x, Salt);
}

#define LAUNCH()                                                               \
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;                         \
  child<<<1, 32>>>(Out, Id, Salt);                                             \
  Err[Id] = (int)cudaGetLastError()

__global__ void named_count(uint32_t *Out, int *Err, uint32_t Salt) {
  unsigned W = threadIdx.x / 32;
  __barrier_sync_count(W == 1 ? 1 : 2 + W, W == 1 ? 64 : 32);
  LAUNCH();
  __barrier_sync_count(W == 0 ? 1 : 2 + W, W == 0 ? 64 : 32);
}

__global__ void named_uniform(uint32_t *Out, int *Err, uint32_t Salt) {
  __barrier_sync_count(1, 64);
  LAUNCH();
  __barrier_sync_count(1, 64);
}

__global__ void asm_operands(uint32_t *Out, int *Err, uint32_t Salt) {
  unsigned W = threadIdx.x / 32;
  asm volatile("bar.sync %0, %1;" ::"r"(W == 1 ? 1u : 2 + W),
               "r"(W == 1 ? 64u : 32u)
               : "memory");
  LAUNCH();
  asm volatile("bar.sync %0, %1;" ::"r"(W == 0 ? 1u : 2 + W),
               "r"(W == 0 ? 64u : 32u)
               : "memory");
}

__global__ void asm_guarded(uint32_t *Out, int *Err, uint32_t Salt) {
  unsigned W = threadIdx.x / 32;
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 1; @q bar.sync 1, 64; }" ::"r"(W)
      : "memory");
  LAUNCH();
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 0; @q bar.arrive 1, 64; }" ::"r"(W)
      : "memory");
}

__global__ void asm_warpsync(uint32_t *Out, int *Err, uint32_t Salt) {
  unsigned L = threadIdx.x % 32;
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 0; @q bar.warp.sync 3; }" ::"r"(L)
      : "memory");
  LAUNCH();
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 1; @q bar.warp.sync 3; }" ::"r"(L)
      : "memory");
}

__global__ void intrin_warpsync(uint32_t *Out, int *Err, uint32_t Salt) {
  unsigned L = threadIdx.x % 32;
  __syncwarp(L == 0 ? 3u : 1u << L);
  LAUNCH();
  __syncwarp(L == 1 ? 3u : 1u << L);
}

// Mode 6.
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
__global__ void loc_leaver(uint32_t *Out, unsigned *Count, int Never,
                           uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (Never)
    mark<<<1, 32>>>(Count, I);
  Out[I] = hash(I, Salt);
  asm volatile(".loc 1 1 1 ret;" ::: "memory");
  Out[I] = 0; // not reached
}

// Mode 7.
extern "C" __device__ __noinline__ void spin_until(volatile int *F) {
  if (threadIdx.x / 32 == 1)
    while (*F == 0)
      ;
}
__device__ void *KeepSpin = (void *)spin_until;
__global__ void loc_call_spin(uint32_t *Out, int *Err, int *Flag,
                              uint32_t Salt) {
  asm volatile("{\n\t.param .b64 a;\n\tst.param.b64 [a], %0;\n\t"
               ".loc 1 1 1 call.uni spin_until, (a);\n\t}" ::"l"(Flag)
               : "memory");
  LAUNCH();
  if (threadIdx.x == 0)
    atomicExch(Flag, 1);
}

static int runProbe(gputest::Test &T, bool ExpectBlock, const char *When) {
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
  printf("probe %s: %d of %d launches failed\n", When, Failed, N);
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
  return 0;
}

int main(int Argc, char **Argv) {
  int Mode = Argc > 1 ? atoi(Argv[1]) : 0;
  bool ExpectBlock = Argc > 2 && !strcmp(Argv[2], "--expect-block");
  char Name[48];
  snprintf(Name, sizeof Name, "slots_asm_waits mode %d", Mode);
  gputest::Test T(Name);
  if (Mode == 6) {
    T.pendingLaunches(256);
    runProbe(T, ExpectBlock, "before");
    const int Blocks = 70000, Threads = 64, N = Blocks * Threads;
    uint32_t *DOut = gputest::alloc<uint32_t>(N);
    unsigned *DCount = gputest::alloc<unsigned>(N);
    CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
    for (int K = 0; K < 3; ++K) {
      uint32_t Salt = (uint32_t)T.R.next();
      gputest::poison(DOut, N);
      loc_leaver<<<Blocks, Threads>>>(DOut, DCount, 0, Salt);
      CK_SYNC();
      std::vector<uint32_t> Ref(N);
      for (int I = 0; I < N; ++I)
        Ref[I] = hash((unsigned)I, Salt);
      T.compare("leaver output", gputest::download(DOut, N), Ref);
    }
    runProbe(T, ExpectBlock, "after");
    return T.finish();
  }
  const int Blocks = 40, Threads = Mode == 1 ? 96 : 128, N = Blocks * Threads;
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)N * 32);
  int *DErr = gputest::alloc<int>(N);
  int *DFlag = gputest::alloc<int>(1);
  CK(cudaMemset(DFlag, 0, sizeof(int)));
  uint32_t Salt = (uint32_t)T.R.next();
  gputest::poison(DOut, (size_t)N * 32);
  gputest::poison(DErr, N);
  switch (Mode) {
  case 0:
    named_count<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 1:
    named_uniform<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 2:
    asm_operands<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 3:
    asm_guarded<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 4:
    asm_warpsync<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 5:
    intrin_warpsync<<<Blocks, Threads>>>(DOut, DErr, Salt);
    break;
  case 7:
    loc_call_spin<<<1, Threads>>>(DOut, DErr, DFlag, Salt);
    break;
  default:
    printf("unknown mode %d\n", Mode);
    return 2;
  }
  CK_SYNC();
  int Launched = Mode == 7 ? Threads : N;
  std::vector<uint32_t> Ref((size_t)N * 32);
  std::vector<uint32_t> Got = gputest::download(DOut, (size_t)N * 32);
  for (int I = 0; I < N; ++I)
    for (int L = 0; L < 32; ++L)
      Ref[(size_t)I * 32 + L] = I < Launched
                                    ? hash((unsigned)I, (unsigned)L, Salt)
                                    : Got[(size_t)I * 32 + L];
  T.compare("children's output", Got, Ref);
  std::vector<int> Err = gputest::download(DErr, N);
  Err.resize(Launched);
  T.compare("launch results", Err, std::vector<int>(Launched, 0));
  return T.finish();
}
