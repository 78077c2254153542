// Red team of launch promotion PA, rule (9) (the geometry a pool's block
// reads): sr_assert_where's finding (README; docs/architecture.md, the
// known hole for aggregated and serialized children) in PA's pools. A
// failing device assert() prints "block: [x,y,z], thread: [x,y,z]";
// __assertfail reads %ctaid itself (KnownCalls.def: GEOMETRY 0), so
// rewriteGeometry never reaches it. Step S of a chain is block S-1 (or
// wherever the scheduler put it) of a pool grid of 128 blocks: its message
// names that block, where each step of the chain as written is the one
// block of its grid, [0,0,0].
// Valid CUDA: the assert fails in step Bad (random, 3..20) of a chain of
// 24, in thread Tid (random, 1..31); the program redirects its stderr (fd
// 2, where the CUDA runtime prints the message) to a file and looks for
// "block: [0,0,0], thread: [Tid,0,0]" and cudaErrorAssert.
// Expected (not run here; no GPU): .base, .dpagg, .p PASS; .pa FAIL (the
// message names block [Bad-1,0,0] or another pool block), the known hole
// shared with aggregation (ending with a trap either way): refuse PA where
// K calls __assertfail, or document it with the others.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cassert>
#include <cstring>
#include <ctime>
#include <unistd.h>

constexpr int Steps = 24;

__global__ void step(int *Out, int I, int Bad, int Tid) {
  assert(!(I == Bad && threadIdx.x == (unsigned)Tid));
  Out[I * 32 + threadIdx.x] = I;
  if (threadIdx.x == 0 && I + 1 < Steps)
    step<<<1, 32>>>(Out, I + 1, Bad, Tid);
}

int main() {
  uint64_t Seed = getenv("DPAGG_SEED") ? strtoull(getenv("DPAGG_SEED"), 0, 10)
                                       : (uint64_t)time(nullptr);
  printf("pa_assert_where: seed %llu\n", (unsigned long long)Seed);
  fflush(stdout);
  gputest::Rng R{Seed};
  int Bad = R.range(3, 20), Tid = R.range(1, 31);
  int *Out = gputest::alloc<int>(Steps * 32);
  CK(cudaMemset(Out, 0xff, Steps * 32 * sizeof(int)));

  char Path[] = "/tmp/pa_assert_where.XXXXXX";
  int Fd = mkstemp(Path);
  if (Fd < 0) {
    perror("mkstemp");
    return 2;
  }
  fflush(stderr);
  int Saved = dup(2);
  dup2(Fd, 2);
  step<<<1, 32>>>(Out, 0, Bad, Tid);
  cudaError_t Launch = cudaGetLastError();
  cudaError_t Sync = cudaDeviceSynchronize();
  fflush(stderr);
  dup2(Saved, 2);
  close(Saved);

  char Text[8192] = {0};
  lseek(Fd, 0, SEEK_SET);
  ssize_t N = read(Fd, Text, sizeof(Text) - 1);
  close(Fd);
  unlink(Path);
  Text[N < 0 ? 0 : N] = 0;
  printf("step %d thread %d asserts; launch %s, synchronize %s; the runtime "
         "printed:\n%s",
         Bad, Tid, cudaGetErrorName(Launch), cudaGetErrorName(Sync), Text);
  char Want[128];
  snprintf(Want, sizeof Want, "block: [0,0,0], thread: [%d,0,0]", Tid);
  bool Ok = Launch == cudaSuccess && Sync == cudaErrorAssert &&
            strstr(Text, Want) != nullptr;
  printf("expected cudaErrorAssert and \"%s\": %s\n", Want,
         Ok ? "PASS" : "FAIL");
  return Ok ? 0 : 1;
}
