// Red team of serialization (issue 26 item 1), rule (a) "no waits for other
// threads outside barriers" (InterThreadWaits). The rule looks for volatile
// or atomic accesses, fences and unknown calls in a cycle; malloc is a known
// declaration that "does not wait" (KnownCalls.def, WAITS 0). But a loop
// around malloc does wait: for another thread to free heap memory.
//
// Each parent thread that launches holds most of the device heap (one
// malloc), launches a small child, then frees it. Every child thread retries
// malloc of most of the heap until it succeeds (then writes, frees). Valid
// CUDA: the parent thread is running and frees right after its launch
// whatever the child does, and the child threads free what they got, so
// every retry loop ends. Serialized (-dpagg-serial-threshold=N|auto), the
// child runs inside the launching thread before that free: its first
// logical thread can never get the memory, a deadlock that did not exist.
//
// So that a deadlock ends as a wrong result, each retry loop gives up after
// LimitCycles of clock64() (allowed in a serial child: SERIAL Allowed) and
// records a timeout. Expected: base PASS; .serial1024/.serialauto FAIL
// (timeouts) while the pass serializes the site (the remark says
// "serialized"); .dpagg/.warp PASS.
//
// VARIANT serial1024: -Xarch_device -mllvm=-dpagg-serial-threshold=1024
// VARIANT serialauto: -Xarch_device -mllvm=-dpagg-serial-threshold=auto
#include "../GPU/Inputs/GPUTest.cuh"

#include <ctime>

using gputest::hash;

constexpr size_t HeapBytes = 64u << 20;
constexpr size_t HoldBytes = 44u << 20; // parent: more than half the heap
constexpr size_t WantBytes = 40u << 20; // child: fits only when nothing held
constexpr long long LimitCycles = 4000000000ll; // about 2 s
constexpr uint32_t TimedOut = 0xdead0001u;

__global__ void child(uint32_t *Out, unsigned long long *Got, size_t Bytes,
                      uint32_t Salt) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  long long T0 = clock64();
  char *P;
  while (!(P = (char *)malloc(Bytes))) {
    if (clock64() - T0 > LimitCycles) {
      Out[T] = TimedOut;
      return;
    }
  }
  P[Bytes - 1] = (char)T;
  Got[T] = (unsigned long long)P; // the pointer escapes: malloc stays
  Out[T] = hash(Salt, T, blockDim.x, gridDim.x);
  free(P);
}

// One launching thread per run (the heap fits one holder at a time).
__global__ void parent(uint32_t *Out, unsigned long long *Got, int *HoldOk,
                       int Threads, uint32_t Salt) {
  void *H = malloc(HoldBytes);
  *HoldOk = H != nullptr;
  if (!H)
    return;
  ((char *)H)[0] = 1;
  Got[1023] = (unsigned long long)H;
  child<<<1, Threads>>>(Out, Got, WantBytes, Salt);
  free(H);
}

int main() {
  uint64_t Seed = getenv("DPAGG_SEED") ? strtoull(getenv("DPAGG_SEED"), 0, 10)
                                       : (uint64_t)time(nullptr);
  printf("seed %llu\n", (unsigned long long)Seed);
  gputest::Rng R{Seed};
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HeapBytes));
  uint32_t *Out = gputest::alloc<uint32_t>(1024);
  unsigned long long *Got = gputest::alloc<unsigned long long>(1024);
  int *HoldOk = gputest::alloc<int>(1);
  int Bad = 0;
  for (int Run = 0; Run < 3; ++Run) {
    int Threads = R.range(1, 3);
    uint32_t Salt = (uint32_t)R.next();
    CK(cudaMemset(Out, 0xff, 1024 * sizeof(uint32_t)));
    CK(cudaMemset(HoldOk, 0, sizeof(int)));
    parent<<<1, 1>>>(Out, Got, HoldOk, Threads, Salt);
    CK_SYNC();
    int Hold = 0;
    std::vector<uint32_t> H(Threads);
    CK(cudaMemcpy(&Hold, HoldOk, sizeof(int), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(H.data(), Out, Threads * sizeof(uint32_t),
                  cudaMemcpyDeviceToHost));
    if (!Hold) {
      printf("run %d: the parent's malloc of %zu bytes failed (heap too "
             "small on this device?): inconclusive\n",
             Run, HoldBytes);
      return 2;
    }
    int Timeouts = 0, Wrong = 0;
    for (int T = 0; T < Threads; ++T) {
      if (H[T] == TimedOut)
        ++Timeouts;
      else if (H[T] != hash(Salt, T, Threads, 1))
        ++Wrong;
    }
    printf("run %d: %d child threads, %d timed out waiting for the heap, "
           "%d wrong\n",
           Run, Threads, Timeouts, Wrong);
    Bad |= Timeouts || Wrong;
  }
  printf("%s\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
