// Red team of InterThreadWaits' fixed-trip exemption (3ae3e46): an atomic or
// volatile access in a loop no branch of which reads memory is not a wait.
// The exemption admits a BOUNDED, branch-free poll: every thread reads a
// word Polls times (`S |= *Src`, no branch on it) before the launch; warp 0
// reads a zero word of shared memory (fast), the other warps the block's
// flag in global memory (slow), which every thread sets after its launch.
// The loop leaves after Polls iterations whatever it reads, so no thread
// hangs; but at block scope DPAgg's barrier at the launch holds warp 0 until
// every poll is over, so no poll can see the flag, while without DPAgg warp
// 0 finishes its fast polls, launches and sets the flag within about a
// millisecond and the slow polls (tens of ms) see it in practice. Both
// outcomes are allowed by CUDA (nothing bounds when warp 0 runs): a timing
// outcome, not a miscompile. The deterministic parts (a histogram in a loop
// of fixed trips, the exemption's intended use, and every child's count)
// decide the exit code; the poll's outcome is printed.
// Exit 0 right, 1 wrong, 2 CUDA error, 3 hang (host watchdog, 20 s).
#include "../GPU/Inputs/GPUTest.cuh"

#include <csignal>
#include <unistd.h>

__global__ void kid(unsigned *Hits, int P) { atomicAdd(&Hits[P], 1u); }

// Rounds iterations for every thread (a uniform trip count: block scope
// needs the block's threads to leave the loops together).
__global__ void parent(unsigned *Hits, volatile int *Flag, int *Seen, int Polls,
                       unsigned *Hist, const int *In, int Rounds) {
  __shared__ int Zero[64]; // each thread's own word: no barrier needed
  int T = threadIdx.x, B = blockIdx.x, G = blockIdx.x * blockDim.x + T;
  Zero[T] = 0;
  for (int I = 0; I < Rounds; ++I)
    atomicAdd(&Hist[In[G + I * gridDim.x * blockDim.x] & 15], 1u);
  volatile int *Src = T >= 32 ? Flag + B : (volatile int *)Zero + T;
  int S = 0;
  for (int I = 0; I < Polls; ++I)
    S |= *Src;
  Seen[G] = S;
  kid<<<1, 32>>>(Hits, G);
  Flag[B] = 1; // every thread: no branch after the launch
}

static void onAlarm(int) {
  static const char M[] = "HANG waits_bounded_poll (watchdog)\n";
  (void)!write(1, M, sizeof M - 1);
  _exit(3);
}

int main() {
  signal(SIGALRM, onAlarm);
  alarm(20);
  gputest::Test T("waits_bounded_poll");
  T.pendingLaunches(1 << 16);
  const int Blocks = 16, Threads = 64, Rounds = 64;
  const int N = Blocks * Threads * Rounds;
  const int Polls = 1 << 16;
  std::vector<int> In(N);
  std::vector<unsigned> WantHist(16, 0), WantHits(Blocks * Threads);
  for (int I = 0; I < N; ++I)
    WantHist[(In[I] = (int)(T.R.next() & 0x7fffffff)) & 15]++;
  for (int P = 0; P < Blocks * Threads; ++P)
    WantHits[P] = 32;
  int *DIn = gputest::upload(In);
  unsigned *Hist = gputest::alloc<unsigned>(16),
           *Hits = gputest::alloc<unsigned>(Blocks * Threads);
  int *Flag = gputest::alloc<int>(Blocks),
      *Seen = gputest::alloc<int>(Blocks * Threads);
  CK(cudaMemset(Hist, 0, 16 * sizeof(unsigned)));
  CK(cudaMemset(Hits, 0, Blocks * Threads * sizeof(unsigned)));
  CK(cudaMemset(Flag, 0, Blocks * sizeof(int)));
  gputest::poison(Seen, Blocks * Threads);
  parent<<<Blocks, Threads>>>(Hits, Flag, Seen, Polls, Hist, DIn, Rounds);
  CK_SYNC();
  T.compare("histogram", gputest::download(Hist, 16), WantHist);
  T.compare("children's threads", gputest::download(Hits, Blocks * Threads),
            WantHits);
  std::vector<int> S = gputest::download(Seen, Blocks * Threads);
  std::vector<int> Want(Blocks * Threads);
  int Saw = 0;
  for (int P = 0; P < Blocks * Threads; ++P) {
    // Warp 0 polls zeros; the others 0 or 1 (anything else: no write).
    Want[P] = P % Threads >= 32 && S[P] == 1;
    Saw += Want[P];
  }
  printf("poll outcome: %d of %d slow pollers saw the flag (timing; "
         "without DPAgg all in practice; block scope: none)\n",
         Saw, Blocks * (Threads - 32));
  T.compare("poll wrote 0 or 1", S, Want);
  alarm(0);
  return T.finish();
}
