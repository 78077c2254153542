// Red team of 9f593a2 (Plan.cpp, Planner::groupBlocker): the per-grid rule
// for a thread's only launch into its per-thread stream rests on
// onceAndOnlyLaunch, which is order-free, not launch-free: a device
// cudaMalloc/cudaFree before or after the launch is allowed (KnownCalls.def,
// STREAM 2: "only writes the calling thread's error state"), and so is
// printf. Built with --default-stream per-thread (pg_build.sh).
// Attack: threads whose error state is dirty when they launch (their
// cudaMalloc of 2^40 bytes failed), among them every thread of the last
// 16 blocks of the grid (the likely tickets, grid.cu (d): the block that
// completes the group launches its aggregate and replays), launching
// blocks beyond the runtime's SafeThreads (512 threads, odd parent blocks:
// a dirty thread is not "clean" and launches alone into its own per-thread
// stream, Join.cuh canJoin) and within it (256 threads, even blocks: it
// joins). Clean threads
// write a value into their own allocation, pass it to the child and free
// it after the launch; thread 0 of block 0 prints a line after its launch. Two parents:
// NULL (_ptsz: the aggregate to cudaStreamFireAndForget) and explicit
// cudaStreamPerThread (the aggregate to the ticket's per-thread stream).
// Parent grid 400 blocks x 64 threads (>= 256: per grid at the default
// pipeline). Each child thread t of launch I writes Out[I * 1024 + t] =
// hash(I, t, V) (V the value passed) and adds 1 to Ran[I] once per child
// block 0 thread 0: the host checks every word and that every launch ran
// exactly once.
// Prediction (not run on a GPU): PASS in every build; the remarks show both
// sites per grid although the kernel calls cudaMalloc, cudaFree and printf.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int PB = 400, PT = 64, N = PB * PT, CT = 1024;
constexpr size_t Huge = (size_t)1 << 40;

__global__ void child(uint32_t *Out, unsigned *Ran, int I, uint32_t V) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  Out[(size_t)I * CT + T] = hash(I, T, V);
  if (T == 0)
    atomicAdd(&Ran[I], 1u);
}

// Bitwise, not &&/||: no branch before the launch (below).
__host__ __device__ inline bool fails(int I, uint32_t Salt) {
  return (I >= (PB - 16) * PT) | (hash(I, Salt) % 3 == 0);
}
// Uniform in the parent's block: a per-thread block size makes the
// serialization's run-time test (a launch small enough runs in the thread)
// a divergent branch, and the site goes per warp.
__host__ __device__ inline unsigned threadsOf(int Block) {
  return Block & 1 ? 512 : 256;
}

// Branch-free before the launch (selects, values computed on both sides):
// a divergent `if` before it narrows the site to warp scope (the block
// rules: "a divergent branch lets threads skip it"), and then no group
// takes it. The failed thread's pointer stays null; cudaFree(nullptr) does
// nothing.
template <bool Expl>
__global__ void parent(uint32_t *Out, unsigned *Ran, uint32_t *Scratch,
                       uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t *P = nullptr;
  cudaError_t E = cudaMalloc((void **)&P, fails(I, Salt) ? Huge : 64);
  bool Ok = E == cudaSuccess;
  uint32_t *Q = Ok ? P : Scratch + I;
  Q[0] = hash(I, Salt, 7);
  uint32_t V = ((volatile uint32_t *)Q)[0] ^ (Ok ? 0u : 0xdead0000u);
  unsigned B = threadsOf(blockIdx.x);
  if (Expl)
    child<<<CT / B, B, 0, cudaStreamPerThread>>>(Out, Ran, I, V);
  else
    child<<<CT / B, B>>>(Out, Ran, I, V);
  cudaFree(Ok ? P : nullptr);
  if (I == 0)
    printf("pg_errstate: parent grid launched\n");
}

int main() {
  gputest::Test T("pg_errstate");
  T.pendingLaunches(N + 2048);
  // Room for the clean threads' 64-byte allocations.
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)64 << 20));
  size_t Total = (size_t)N * CT;
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  unsigned *Ran = gputest::alloc<unsigned>(N);
  uint32_t *Scratch = gputest::alloc<uint32_t>(N);
  for (int Expl = 0; Expl < 2; ++Expl) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total);
    for (int I = 0; I < N; ++I) {
      uint32_t V = hash(I, Salt, 7) ^ (fails(I, Salt) ? 0xdead0000u : 0u);
      for (int X = 0; X < CT; ++X)
        Ref[(size_t)I * CT + X] = hash(I, X, V);
    }
    gputest::poison(Out, Total);
    CK(cudaMemset(Ran, 0, N * sizeof(unsigned)));
    if (Expl)
      parent<true><<<PB, PT>>>(Out, Ran, Scratch, Salt);
    else
      parent<false><<<PB, PT>>>(Out, Ran, Scratch, Salt);
    CK(cudaGetLastError());
    CK(cudaStreamSynchronize(cudaStreamPerThread));
    const char *K = Expl ? "explicit cudaStreamPerThread" : "NULL (_ptsz)";
    char Name[96];
    snprintf(Name, sizeof Name, "%s: children's words", K);
    T.compare(Name, gputest::download(Out, Total), Ref);
    snprintf(Name, sizeof Name, "%s: runs per launch", K);
    T.compare(Name, gputest::download(Ran, N), std::vector<unsigned>(N, 1));
  }
  CK_SYNC();
  CK(cudaFree(Out));
  CK(cudaFree(Ran));
  CK(cudaFree(Scratch));
  return T.finish();
}
