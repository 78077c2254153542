// Red team of 9f593a2 (Plan.cpp, Planner::groupBlocker: grid and multiblock
// scope take an unobserved launch into the thread's own per-thread default
// stream). Built with --default-stream per-thread (-Xclang
// -fgpu-default-stream=per-thread; pg_build.sh).
//
// Attack: where the plan does not set P.FireAndForget, the group's aggregate
// AND the replays of a refused aggregate go "into the ticket thread's
// per-thread stream" (groupBlocker's comment; runtime/grid.cu:245 and :269,
// launchIndex: AggStream = H->Stream). P.FireAndForget (Plan.cpp:769) is
// onlyNullStreamLaunch (Plan.cpp:1214): NULL only. An explicit cudaStreamPerThread launch is taken per grid
// (intoPerThreadStream: streamKindName() == "per-thread") but never gets
// P.FireAndForget, so when CUDA refuses the grid's aggregate the ticket
// replays EVERY launch of the grid, from one thread, one after the other into
// ONE stream: the burst that the s4 red team found for the NULL stream
// (test/GPU/grid_mixed_shapes.cu; Grid.cuh raiseBlock's comment) and that
// was fixed there by sending replays to cudaStreamFireAndForget. As written,
// each launch is in its own thread's stream, and the launches are spread over
// the parent grid's life, so at most a few dozen are pending; the serialized
// burst keeps ~N pending (each waits for the previous child to end), past
// the pending-launch pool (2,048 here, CUDA's default): launches dropped.
//
// How the aggregate is refused (valid CUDA): child has __launch_bounds__(512)
// (its aggregated clone keeps nvvm.maxntid 512, checked in the IR); odd
// parent threads launch (16,32,1) blocks, even ones (32,16,1): each valid
// alone (512 threads), and each joiner passes canJoin against the ORIGINAL
// kernel (kernelAccepts(L.Kernel, 512)), but the group's aggregate block is
// the maxima, (32,32,1) = 1024 threads: raiseBlock only checks <= 1024
// (Grid.cuh), the ticket's kernelAccepts(Child, 1024) fails, and launchIndex
// replays every record (grid.cu, after the binary search).
//
// Four rounds, parent grid 512 blocks x 16 threads (8,192 launches; >= 256
// blocks: per grid at the default pipeline, -dpagg-auto-grid=256), block b's
// threads first hash b x Pace rounds (launches spread over some 30 ms), each
// child's thread 0 spins ~20 us:
//   null-uniform  NULL (_ptsz) launches, all (32,16): aggregate accepted
//   null-mixed    NULL (_ptsz), mixed shapes: replays to cudaStreamFireAndForget
//   expl-uniform  explicit cudaStreamPerThread, (32,16): aggregate accepted
//   expl-mixed    explicit cudaStreamPerThread, mixed: replays serialized in
//                 the ticket's per-thread stream
// Every child writes its 512 words; the host compares all 4M words and
// prints each round's time (events in its per-thread stream).
// Prediction (not run on a GPU): .base PASS. .dflt and .grid: expl-mixed
// FAIL (thousands of children lost to the pending-launch pool) or, if the
// device runtime does not drop them, PASS with expl-mixed ~5-10x slower than
// null-mixed (8,192 x 20 us serialized: ~170 ms); the other rounds ok. .mb2
// (groups of 2 blocks: bursts of 32) PASS. .noff (-dpagg-fire-and-forget-
// aggregates=false) also loses null-mixed (its replays then go to the
// ticket's per-thread stream too): shows the mechanism.
// Exit 0 right, 1 wrong, 2 CUDA error.
// .legacy (built with the legacy default stream: the last
// -fgpu-default-stream wins): parentNull is then a plain NULL-stream site
// (fire-and-forget aggregate, as before 9f593a2) and parentExpl's explicit
// cudaStreamPerThread is still taken per grid without fire-and-forget:
// expected like .dflt (expl-mixed FAIL): the hole is not limited to
// per-thread-stream builds. .legbase: the legacy build without DPAgg
// (PASS expected).
// VARIANT noff: -Xarch_device -mllvm=-dpagg-fire-and-forget-aggregates=false
// VARIANT legacy: -Xclang -fgpu-default-stream=legacy
// VARIANT legbase: --dpagg-disable -Xclang -fgpu-default-stream=legacy
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;

constexpr int PB = 512, PT = 16, N = PB * PT, Slots = 512;
constexpr unsigned WaitCycles = 40000; // ~20 us per child
constexpr unsigned Pace = 6000; // hash rounds per parent block index

__global__ void __launch_bounds__(512)
    child(uint32_t *Out, int I, uint32_t Salt, unsigned Wait) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  Out[(size_t)I * Slots + T] = hash(I, T, blockDim.x, blockDim.y, Salt);
  if (T == 0) {
    long long S = clock64();
    while (clock64() - S < (long long)Wait) {
    }
  }
}

// Block b works about b x Pace rounds of a hash first: a loop whose trip
// count is uniform in the block, so that block scope, on which a group
// builds, still takes the site (a loop on clock64() made the block rules
// narrow it to warp scope: its exit is divergent). The result goes to Sink
// only in the unlikely case, so that the loop stays.
__device__ __forceinline__ void pace(uint32_t *Sink, uint32_t Salt) {
  uint32_t H = Salt;
  unsigned Rounds = blockIdx.x * Pace;
  for (unsigned K = 0; K < Rounds; ++K)
    H = gputest::mix(H, K);
  if (H == 0x5eed5eedu)
    Sink[0] = H;
}

__host__ __device__ inline dim3 shapeOf(int I, int Mixed) {
  return (Mixed && (I & 1)) ? dim3(16, 32) : dim3(32, 16);
}

// The site: every thread's only launch, once, into its per-thread stream
// (NULL through the _ptsz entry).
__global__ void parentNull(uint32_t *Out, uint32_t *Sink, uint32_t Salt,
                           int Mixed) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  pace(Sink, Salt);
  child<<<1, shapeOf(I, Mixed)>>>(Out, I, Salt, WaitCycles);
}

// The same with an explicit cudaStreamPerThread.
__global__ void parentExpl(uint32_t *Out, uint32_t *Sink, uint32_t Salt,
                           int Mixed) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  pace(Sink, Salt);
  child<<<1, shapeOf(I, Mixed), 0, cudaStreamPerThread>>>(Out, I, Salt,
                                                          WaitCycles);
}

int main() {
  gputest::Test T("pg_replay_burst");
  // CUDA's default, set so that every build has the same pool.
  T.pendingLaunches(2048);
  size_t Total = (size_t)N * Slots;
  uint32_t *Out = gputest::alloc<uint32_t>(Total);
  uint32_t *Sink = gputest::alloc<uint32_t>(1);
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  struct Round {
    const char *Name;
    bool Expl;
    int Mixed;
  } Rounds[] = {{"null-uniform", false, 0},
                {"null-mixed", false, 1},
                {"expl-uniform", true, 0},
                {"expl-mixed", true, 1}};
  float Ms[4] = {};
  for (int R = 0; R < 4; ++R) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total, 0xffffffffu);
    for (int I = 0; I < N; ++I) {
      dim3 S = shapeOf(I, Rounds[R].Mixed);
      for (unsigned X = 0; X < S.x * S.y; ++X)
        Ref[(size_t)I * Slots + X] = hash(I, X, S.x, S.y, Salt);
    }
    gputest::poison(Out, Total);
    // The host's per-thread default stream, named (the .legacy variant is
    // built without -fgpu-default-stream=per-thread).
    CK(cudaEventRecord(E0, cudaStreamPerThread));
    if (Rounds[R].Expl)
      parentExpl<<<PB, PT, 0, cudaStreamPerThread>>>(Out, Sink, Salt,
                                                    Rounds[R].Mixed);
    else
      parentNull<<<PB, PT, 0, cudaStreamPerThread>>>(Out, Sink, Salt,
                                                    Rounds[R].Mixed);
    CK(cudaGetLastError());
    CK(cudaEventRecord(E1, cudaStreamPerThread));
    CK(cudaStreamSynchronize(cudaStreamPerThread));
    CK(cudaEventElapsedTime(&Ms[R], E0, E1));
    std::vector<uint32_t> Got = gputest::download(Out, Total);
    size_t Lost = 0;
    for (int I = 0; I < N; ++I)
      Lost += Got[(size_t)I * Slots] != Ref[(size_t)I * Slots];
    printf("  %s: %.2f ms, %zu of %d children missing or wrong\n",
           Rounds[R].Name, Ms[R], Lost, N);
    T.compare(Rounds[R].Name, Got, Ref);
  }
  printf("PERF expl-mixed / null-mixed time: %.2f (about 1 without DPAgg)\n",
         Ms[1] > 0 ? Ms[3] / Ms[1] : 0.0f);
  CK(cudaFree(Out));
  CK(cudaFree(Sink));
  return T.finish();
}
