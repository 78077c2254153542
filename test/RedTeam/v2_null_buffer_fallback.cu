// Red team: LaunchStaging folds the user's null check of a V2 parameter
// buffer to "not null" (stageLaunch replaces every icmp of the buffer against
// null by a constant), so user code on the null path never runs.
//
// The program uses the documented V2 API the way the CUDA guide describes:
// cudaGetParameterBufferV2 returns NULL when the launch cannot be made (mode
// 0: the pending-launch pool, set small, is full while slow children run;
// mode 1: an invalid block size); the thread then does its child's work
// itself. Without DPAgg every output is
// written exactly once, by a child or by the fallback. With DPAgg the
// fallback is dead code: a launch that the pool refuses (the aggregate and
// then the thread's own fallback launch inside the runtime) is lost and its
// output stays poisoned.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Threads = 128, Blocks = 512, Words = 32;

__global__ void work(uint32_t *Out, int Id, uint32_t Salt) {
  // Slow, so that launches stay pending and the pool fills up.
  long long T0 = clock64();
  while (clock64() - T0 < 400000)
    ;
  if (threadIdx.x < Words)
    Out[(size_t)Id * Words + threadIdx.x] =
        gputest::hash(Id, threadIdx.x, Salt);
}

// Mode 0: a small pending-launch pool. Mode 1: every fourth thread asks for
// a block of 2048 threads, a configuration the V2 getter refuses (the child
// covers Words words whatever its block size).
__global__ void parent(uint32_t *Out, unsigned *Counts, uint32_t Salt,
                       int Mode) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned B = Mode == 1 && Id % 4 == 3 ? 2048 : Words;
  void *Buf = cudaGetParameterBufferV2((void *)work, dim3(1), dim3(B), 0);
  if (Buf) {
    *(uint32_t **)Buf = Out;
    *(int *)((char *)Buf + 8) = Id;
    *(uint32_t *)((char *)Buf + 12) = Salt;
    // Counted only, for the report: with a buffer, the launch is made.
    if (cudaLaunchDeviceV2(Buf, 0) != cudaSuccess)
      atomicAdd(&Counts[1], 1u);
  } else {
    // No launch slot: do the child's work here.
    atomicAdd(&Counts[0], 1u);
    for (int W = 0; W < Words; ++W)
      Out[(size_t)Id * Words + W] = gputest::hash(Id, W, Salt);
  }
}

int main() {
  gputest::Test T("v2_null_buffer_fallback");
  // A small pool: most launches find it full while the first children run.
  T.pendingLaunches(32);
  const int N = Blocks * Threads;
  for (int Mode = 0; Mode < 2; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref((size_t)N * Words);
    for (int Id = 0; Id < N; ++Id)
      for (int W = 0; W < Words; ++W)
        Ref[(size_t)Id * Words + W] = gputest::hash(Id, W, Salt);
    uint32_t *Out = gputest::alloc<uint32_t>((size_t)N * Words);
    unsigned *Counts = gputest::alloc<unsigned>(2);
    gputest::poison(Out, (size_t)N * Words);
    CK(cudaMemset(Counts, 0, 2 * sizeof(unsigned)));
    parent<<<Blocks, Threads>>>(Out, Counts, Salt, Mode);
    CK_SYNC();
    std::vector<unsigned> C = gputest::download(Counts, 2);
    printf("mode %d: %u null parameter buffers (fallbacks), %u failed "
           "launches with a buffer, of %d\n",
           Mode, C[0], C[1], N);
    T.compare(Mode == 0 ? "out (pool full)" : "out (invalid block)",
              gputest::download(Out, (size_t)N * Words), Ref);
    CK(cudaFree(Out));
    CK(cudaFree(Counts));
  }
  return T.finish();
}
