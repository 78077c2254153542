// Red team of serialization (issue 26 item 1), rule (a): what the child
// reads of its launch. A failing device assert() prints where it failed:
// "file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `...`
// failed." CUDA's __assertfail (a declaration, compiled apart) reads %ctaid
// and %tid itself, so the copy's rewriting of the geometry never reaches
// it; KnownCalls.def gives __assertfail GEOMETRY 0 and OWN 1, and the serial
// rules allow it. Serialized, the message names the launching (parent)
// thread's block and thread, not the child's.
//
// Valid CUDA: a failing assert is defined behaviour (the message, then
// cudaErrorAssert at the next synchronization). The program picks a random
// child thread to fail, redirects its own stderr (fd 2, where the CUDA
// runtime prints the message) to a file, and checks that the message names
// the child's block [0,0,0] and thread [Bad,0,0] (the CPU reference); the
// parent that launches is thread 1 of block 2, so a serialized child shows
// "block: [2,0,0], thread: [1,0,0]".
// Expected: base, .dpagg, .warp PASS; .serial1024/.serialauto FAIL (the
// pass serializes the site).
//
// VARIANT serial1024: -Xarch_device -mllvm=-dpagg-serial-threshold=1024
// VARIANT serialauto: -Xarch_device -mllvm=-dpagg-serial-threshold=auto
#include "../GPU/Inputs/GPUTest.cuh"

#include <cassert>
#include <cstring>
#include <ctime>
#include <unistd.h>

__global__ void child(int *Out, int Bad) {
  assert(threadIdx.x != (unsigned)Bad);
  Out[threadIdx.x] = threadIdx.x;
}

__global__ void parent(int *Out, int Bad, int Threads) {
  if (blockIdx.x == 2 && threadIdx.x == 1)
    child<<<1, Threads>>>(Out, Bad);
}

int main() {
  uint64_t Seed = getenv("DPAGG_SEED") ? strtoull(getenv("DPAGG_SEED"), 0, 10)
                                       : (uint64_t)time(nullptr);
  printf("seed %llu\n", (unsigned long long)Seed);
  fflush(stdout);
  gputest::Rng R{Seed};
  int Threads = R.range(4, 32);
  int Bad = R.range(2, Threads - 1); // never 0 or 1, the parent's indices
  int *Out = gputest::alloc<int>(64);
  CK(cudaMemset(Out, 0xff, 64 * sizeof(int)));

  char Path[] = "/tmp/sr_assert_where.XXXXXX";
  int Fd = mkstemp(Path);
  if (Fd < 0) {
    perror("mkstemp");
    return 2;
  }
  fflush(stderr);
  int Saved = dup(2);
  dup2(Fd, 2);
  parent<<<4, 2>>>(Out, Bad, Threads);
  cudaError_t Launch = cudaGetLastError();
  cudaError_t Sync = cudaDeviceSynchronize();
  fflush(stderr);
  dup2(Saved, 2);
  close(Saved);

  char Text[4096] = {0};
  lseek(Fd, 0, SEEK_SET);
  ssize_t N = read(Fd, Text, sizeof(Text) - 1);
  close(Fd);
  unlink(Path);
  if (N < 0)
    N = 0;
  Text[N] = 0;
  printf("launch %s, synchronize %s; the runtime printed:\n%s",
         cudaGetErrorName(Launch), cudaGetErrorName(Sync), Text);

  char Want[128];
  snprintf(Want, sizeof Want, "block: [0,0,0], thread: [%d,0,0]", Bad);
  bool Ok = Launch == cudaSuccess && Sync == cudaErrorAssert &&
            strstr(Text, Want) != nullptr;
  printf("expected cudaErrorAssert and \"%s\": %s\n", Want,
         Ok ? "PASS" : "FAIL");
  return Ok ? 0 : 1;
}
