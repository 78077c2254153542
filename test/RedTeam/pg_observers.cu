// Red team of 9f593a2 (Plan.cpp, Planner::groupBlocker: grid and multiblock
// scope take a thread's only launch into its own per-thread default stream).
// Built with --default-stream per-thread (pg_build.sh). Everything that CUDA
// orders after a parent grid must still see every child, now that a group's
// aggregate is launched by the group's last block (the ticket, grid.cu (d),
// (f)) into cudaStreamFireAndForget (NULL through _ptsz: P.FireAndForget) or
// into the ticket thread's own per-thread stream (explicit
// cudaStreamPerThread), and that children read what their launching thread
// wrote right before its launch, which another thread (the ticket) now
// launches. Two parents, the same but for the stream:
//   parentN  child<<<CB, W>>>            (NULL via __cudaCDP2LaunchDevice_ptsz)
//   parentX  child<<<CB, W, 0, cudaStreamPerThread>>>
// Each parent thread I writes Tag[I] = hash(I, Salt) and then launches child
// (CB blocks of W threads: 1024 threads, above the serialization
// threshold), whose thread t writes Out[I * 1024 + t] = hash(I, t, Tag[I]).
// Parent grids of 300 blocks (>= 256: per grid at the default pipeline) and
// 5000 blocks (more than an H200 holds at once: 132 SMs x 32 blocks), 4
// threads each. Observers, each for both parents and both sizes:
//   A host: parent, then copyk, in the host's per-thread stream;
//     cudaStreamSynchronize(cudaStreamPerThread) only; then a
//     cudaMemcpyAsync in a non-blocking stream (ordered by that sync alone)
//   B host events: parent in non-blocking S1, event, S2 waits, copyk in S2;
//     only S2 synchronized
//   C a grandparent thread: parent then copyk, both into its own per-thread
//     stream (two launches: BlockStreamPlan moves them to its block's NULL
//     stream, which keeps their order); copyk must see every grandchild
//   D a grandparent thread: parent, then copyk into cudaStreamTailLaunch
//   E 4 host threads at once, each with its own buffers and its own
//     per-thread default stream, 3 rounds each, each synchronizing only
//     cudaStreamPerThread (grid states of concurrent grids, both parents)
// copyk copies Out to Snap. Prediction (not run on a GPU): PASS in every
// build (.base, .dflt, .grid, .mb2): the aggregate is a child of the parent
// grid in either stream, so the parent completes after it.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <thread>

using gputest::hash;

constexpr int W = 256, CB = 4, CT = W * CB, PT = 4;
constexpr int Sizes[2] = {300, 5000};
constexpr int MaxPB = 5000, MaxN = MaxPB * PT;
constexpr size_t MaxTotal = (size_t)MaxN * CT;

__global__ void child(uint32_t *Out, const uint32_t *Tag, int I) {
  unsigned T = blockIdx.x * W + threadIdx.x;
  Out[(size_t)I * CT + T] = hash(I, T, Tag[I]);
}

__global__ void copyk(const uint32_t *Out, uint32_t *Snap, size_t Total) {
  for (size_t J = blockIdx.x * (size_t)blockDim.x + threadIdx.x; J < Total;
       J += (size_t)gridDim.x * blockDim.x)
    Snap[J] = ((volatile const uint32_t *)Out)[J];
}

// The sites under attack: every thread's only launch, once, result unused.
__global__ void parentN(uint32_t *Out, uint32_t *Tag, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  Tag[I] = hash(I, Salt);
  child<<<CB, W>>>(Out, Tag, I);
}

__global__ void parentX(uint32_t *Out, uint32_t *Tag, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  Tag[I] = hash(I, Salt);
  child<<<CB, W, 0, cudaStreamPerThread>>>(Out, Tag, I);
}

__device__ int LaunchErr[8];

// C: the grandparent's thread 0 launches parent and then copyk into its
// per-thread stream (NULL, _ptsz), results recorded (observed: as written).
__global__ void gpOrder(uint32_t *Out, uint32_t *Tag, uint32_t *Snap,
                        uint32_t Salt, int PB, int Expl, int Slot) {
  if (threadIdx.x != 0)
    return;
  if (Expl)
    parentX<<<PB, PT>>>(Out, Tag, Salt);
  else
    parentN<<<PB, PT>>>(Out, Tag, Salt);
  int E0 = (int)cudaGetLastError();
  copyk<<<128, 256>>>(Out, Snap, (size_t)PB * PT * CT);
  int E1 = (int)cudaGetLastError();
  LaunchErr[Slot] = E0 ? E0 : E1;
}

// D: parent, then copyk as the grandparent's tail launch.
__global__ void gpTail(uint32_t *Out, uint32_t *Tag, uint32_t *Snap,
                       uint32_t Salt, int PB, int Expl, int Slot) {
  if (threadIdx.x != 0)
    return;
  if (Expl)
    parentX<<<PB, PT>>>(Out, Tag, Salt);
  else
    parentN<<<PB, PT>>>(Out, Tag, Salt);
  int E0 = (int)cudaGetLastError();
  copyk<<<128, 256, 0, cudaStreamTailLaunch>>>(Out, Snap,
                                               (size_t)PB * PT * CT);
  int E1 = (int)cudaGetLastError();
  LaunchErr[Slot] = E0 ? E0 : E1;
}

static std::vector<uint32_t> ref(int PB, uint32_t Salt) {
  size_t N = (size_t)PB * PT;
  std::vector<uint32_t> R(N * CT);
  for (size_t I = 0; I < N; ++I) {
    uint32_t Tg = hash((int)I, Salt);
    for (int T = 0; T < CT; ++T)
      R[I * CT + T] = hash((int)I, T, Tg);
  }
  return R;
}

static void launchParent(bool Expl, int PB, uint32_t *Out, uint32_t *Tag,
                         uint32_t Salt, cudaStream_t S) {
  if (Expl)
    parentX<<<PB, PT, 0, S>>>(Out, Tag, Salt);
  else
    parentN<<<PB, PT, 0, S>>>(Out, Tag, Salt);
}

// E: one host thread's rounds; returns the number of wrong words (or -1 on
// a CUDA error, printed).
static long hostThread(int Id, uint64_t Seed, long *Wrong) {
  auto Fail = [&](cudaError_t E, const char *What) {
    if (E == cudaSuccess)
      return false;
    printf("  E thread %d: %s: %s\n", Id, What, cudaGetErrorName(E));
    *Wrong = -1;
    return true;
  };
  gputest::Rng R{Seed};
  int PB = Sizes[Id & 1];
  size_t Total = (size_t)PB * PT * CT;
  uint32_t *Out = nullptr, *Tag = nullptr;
  if (Fail(cudaMalloc(&Out, Total * 4), "cudaMalloc") ||
      Fail(cudaMalloc(&Tag, (size_t)PB * PT * 4), "cudaMalloc"))
    return -1;
  std::vector<uint32_t> Host(Total);
  *Wrong = 0;
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t Salt = (uint32_t)R.next();
    if (Fail(cudaMemsetAsync(Out, 0xff, Total * 4, cudaStreamPerThread),
             "cudaMemsetAsync"))
      return -1;
    launchParent(((Id >> 1) + Round) & 1, PB, Out, Tag, Salt,
                 cudaStreamPerThread);
    if (Fail(cudaGetLastError(), "launch") ||
        Fail(cudaMemcpyAsync(Host.data(), Out, Total * 4,
                             cudaMemcpyDeviceToHost, cudaStreamPerThread),
             "cudaMemcpyAsync") ||
        Fail(cudaStreamSynchronize(cudaStreamPerThread),
             "cudaStreamSynchronize"))
      return -1;
    std::vector<uint32_t> Want = ref(PB, Salt);
    for (size_t J = 0; J < Total; ++J)
      *Wrong += Host[J] != Want[J];
  }
  cudaFree(Out);
  cudaFree(Tag);
  return *Wrong;
}

int main() {
  gputest::Test T("pg_observers");
  T.pendingLaunches(MaxN + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>(MaxTotal);
  uint32_t *Snap = gputest::alloc<uint32_t>(MaxTotal);
  uint32_t *Tag = gputest::alloc<uint32_t>(MaxN);
  std::vector<uint32_t> Host(MaxTotal);
  cudaStream_t S1, S2;
  CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
  cudaEvent_t Ev;
  CK(cudaEventCreateWithFlags(&Ev, cudaEventDisableTiming));
  char Name[96];
  int Slot = 0;
  for (int Expl = 0; Expl < 2; ++Expl)
    for (int PB : Sizes) {
      const char *K = Expl ? "parentX" : "parentN";
      size_t Total = (size_t)PB * PT * CT;
      auto Poison = [&] {
        gputest::poison(Out, Total);
        gputest::poison(Snap, Total);
      };
      Host.assign(Total, 0);
      // A
      uint32_t Salt = (uint32_t)T.R.next();
      Poison();
      launchParent(Expl, PB, Out, Tag, Salt, 0);
      copyk<<<128, 256>>>(Out, Snap, Total);
      CK(cudaGetLastError());
      CK(cudaStreamSynchronize(cudaStreamPerThread));
      CK(cudaMemcpyAsync(Host.data(), Out, Total * 4, cudaMemcpyDeviceToHost,
                         S1));
      CK(cudaStreamSynchronize(S1));
      std::vector<uint32_t> Want = ref(PB, Salt);
      snprintf(Name, sizeof Name, "A %s %d blocks: copyk", K, PB);
      T.compare(Name, gputest::download(Snap, Total), Want);
      snprintf(Name, sizeof Name, "A %s %d blocks: memcpyAsync", K, PB);
      T.compare(Name, Host, Want);
      // B
      Salt = (uint32_t)T.R.next();
      Poison();
      launchParent(Expl, PB, Out, Tag, Salt, S1);
      CK(cudaEventRecord(Ev, S1));
      CK(cudaStreamWaitEvent(S2, Ev, 0));
      copyk<<<128, 256, 0, S2>>>(Out, Snap, Total);
      CK(cudaGetLastError());
      CK(cudaStreamSynchronize(S2));
      snprintf(Name, sizeof Name, "B %s %d blocks: event", K, PB);
      T.compare(Name, gputest::download(Snap, Total), ref(PB, Salt));
      CK_SYNC();
      // C
      Salt = (uint32_t)T.R.next();
      Poison();
      gpOrder<<<1, 32>>>(Out, Tag, Snap, Salt, PB, Expl, Slot++);
      CK_SYNC();
      snprintf(Name, sizeof Name, "C %s %d blocks: grandparent order", K, PB);
      T.compare(Name, gputest::download(Snap, Total), ref(PB, Salt));
      // D
      Salt = (uint32_t)T.R.next();
      Poison();
      gpTail<<<1, 32>>>(Out, Tag, Snap, Salt, PB, Expl, Slot++);
      CK_SYNC();
      snprintf(Name, sizeof Name, "D %s %d blocks: grandparent tail", K, PB);
      T.compare(Name, gputest::download(Snap, Total), ref(PB, Salt));
    }
  int Err[8];
  CK(cudaMemcpyFromSymbol(Err, LaunchErr, sizeof Err));
  T.compare("grandparent launch results", std::vector<int>(Err, Err + Slot),
            std::vector<int>(Slot, 0));
  // E
  CK(cudaFree(Out));
  CK(cudaFree(Snap));
  CK(cudaFree(Tag));
  long Wrong[4] = {};
  {
    std::vector<std::thread> Threads;
    for (int Id = 0; Id < 4; ++Id)
      Threads.emplace_back(hostThread, Id, T.R.next(), &Wrong[Id]);
    for (std::thread &Th : Threads)
      Th.join();
  }
  T.compare("E host threads' wrong words (-1: CUDA error)",
            std::vector<long>(Wrong, Wrong + 4), std::vector<long>(4, 0));
  CK_SYNC();
  return T.finish();
}
