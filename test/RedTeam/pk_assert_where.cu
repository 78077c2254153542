// Red team of packed children (issue 26, item 2): what a packed child reads
// of its thread index outside its own code. A failing device assert() prints
// "file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `...`
// failed." CUDA's __assertfail (a declaration, compiled apart, KnownCalls.def
// GEOMETRY 0 and OWN 1) reads %ctaid and %tid itself. packBlocker accepts it
// (a known call), and replaceGeometry rewrites %tid only where it is an
// intrinsic in the clone, so in K.dpagg.packed the message names the
// physical thread: warp w's logical thread t prints thread [32 * w + t,0,0].
//
// (The block field is the aggregated clone's known hole, sr_assert_where,
// docs/architecture.md: the whole clone prints the physical block, so the
// program only reports it. The thread field is new with packing: the whole
// clone keeps every logical thread on its own %tid.)
//
// The program: one parent block of 32 threads; parent p launches
// child<<<1, T>>>(p) (T random in 2..32, one aggregate of 32 logical blocks
// at block scope, every block at most 32 threads, so it runs packed). Every
// child whose parent is not a multiple of 8 (28 of 32: whatever order the
// record gives them, most logical blocks sit in warps 1..7) fails its assert
// in thread Bad (random in 0..T-1). The program redirects its own stdout and
// stderr to a file while the kernels run, then checks that every message it
// finds names thread [Bad,0,0].
//
// Valid CUDA: a failing assert is defined behaviour (a message from each
// failing thread that gets to print, then cudaErrorAssert at the next
// synchronization). The child has no races (it writes nothing).
//
// Expected: .base PASS (every message "thread: [Bad,0,0]", block [0,0,0]);
// .nopack PASS (thread right; block [L,0,0], the known hole, reported);
// .pack FAIL, and .dpagg where packing is the default (messages name
// thread [32*w+Bad,0,0] for w > 0). rc 1 on FAIL, 2 if no message or no
// cudaErrorAssert came back.
#include "../GPU/Inputs/GPUTest.cuh"

#include <cassert>
#include <cstring>
#include <unistd.h>

// *Spins is 0: the loop whose trip count is read from memory only keeps
// serialization (-dpagg-serial-threshold, whose copy has its own known
// assert hole, sr_assert_where) off the site ("serial-unknown-work"), so
// the child is aggregated, and packed.
__global__ void child(unsigned P, unsigned Bad, const unsigned *Spins) {
  unsigned X = 0, N = *Spins;
  for (unsigned I = 0; I < N; ++I)
    X = gputest::mix(X, I);
  assert(!((P % 8) != 0 && threadIdx.x == Bad + X));
}

__global__ void parent(unsigned Threads, unsigned Bad, const unsigned *Spins) {
  child<<<1, Threads>>>(threadIdx.x, Bad, Spins);
}

int main() {
  gputest::Test T("pk_assert_where");
  unsigned Threads = (unsigned)T.R.range(2, 32);
  unsigned Bad = (unsigned)T.R.range(0, (int)Threads - 1);
  printf("child blocks of %u threads; thread %u of 28 of the 32 children "
         "fails\n",
         Threads, Bad);
  unsigned *Zero = gputest::alloc<unsigned>(1);
  CK(cudaMemset(Zero, 0, sizeof(unsigned)));
  CK(cudaDeviceSynchronize()); // the context before stdout/stderr move
  fflush(stdout);
  fflush(stderr);

  char Path[] = "/tmp/pk_assert_where.XXXXXX";
  int Fd = mkstemp(Path);
  if (Fd < 0) {
    perror("mkstemp");
    return 2;
  }
  int Saved1 = dup(1), Saved2 = dup(2);
  dup2(Fd, 1);
  dup2(Fd, 2);
  parent<<<1, 32>>>(Threads, Bad, Zero);
  cudaError_t Launch = cudaGetLastError();
  cudaError_t Sync = cudaDeviceSynchronize();
  fflush(stdout);
  fflush(stderr);
  dup2(Saved1, 1);
  dup2(Saved2, 2);
  close(Saved1);
  close(Saved2);

  static char Text[1 << 20];
  lseek(Fd, 0, SEEK_SET);
  ssize_t N = read(Fd, Text, sizeof(Text) - 1);
  close(Fd);
  unlink(Path);
  Text[N < 0 ? 0 : N] = 0;
  printf("launch %s, synchronize %s\n", cudaGetErrorName(Launch),
         cudaGetErrorName(Sync));

  // Every "block: [..], thread: [..]" the runtime printed.
  int Messages = 0, WrongThread = 0, WrongBlock = 0;
  char Want[64];
  snprintf(Want, sizeof Want, "[%u,0,0]", Bad);
  for (const char *S = strstr(Text, "block: ["); S;
       S = strstr(S + 1, "block: [")) {
    unsigned BX, BY, BZ, TX, TY, TZ;
    if (sscanf(S, "block: [%u,%u,%u], thread: [%u,%u,%u]", &BX, &BY, &BZ, &TX,
               &TY, &TZ) != 6)
      continue;
    ++Messages;
    bool ThreadOk = TX == Bad && TY == 0 && TZ == 0;
    bool BlockOk = BX == 0 && BY == 0 && BZ == 0;
    WrongThread += !ThreadOk;
    WrongBlock += !BlockOk;
    if (Messages <= 6 || !ThreadOk)
      if (Messages <= 6 || WrongThread <= 3)
        printf("  message %d: block [%u,%u,%u], thread [%u,%u,%u]%s%s\n",
               Messages, BX, BY, BZ, TX, TY, TZ,
               ThreadOk ? "" : "  <- wrong thread",
               BlockOk ? "" : "  (block: the whole clone's known hole)");
  }
  printf("%d messages; %d name another thread than %s; %d another block "
         "than [0,0,0] (known hole, not checked)\n",
         Messages, WrongThread, Want, WrongBlock);
  if (Launch != cudaSuccess || Sync != cudaErrorAssert || Messages == 0) {
    printf("no assert came back as expected:\n%.2000s\nFAIL pk_assert_where "
           "(CUDA)\n",
           Text);
    return 2;
  }
  bool Ok = WrongThread == 0;
  printf("%s pk_assert_where\n", Ok ? "PASS" : "FAIL");
  return Ok ? 0 : 1;
}
