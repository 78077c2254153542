// Red team of the warp gate (runtime/DPAggRuntime.cuh, "The warp gate";
// session 9), attack (c): what the gate costs where DPAgg launches alone.
// Each thread creates a stream and keeps it in a shared-memory table (as a
// program whose threads may use each other's streams does), so the plan
// cannot see whose stream a launch uses: it aggregates per warp and the
// runtime groups lanes by stream value, which makes every lane a group of
// one (launchInline), which takes the gate: the 32 converged lanes of a
// warp, each launching into its own stream, then go into the device
// runtime one at a time (the losers in gateWait's __nanosleep back-off), where
// the build without DPAgg sends the warp in together. Two kernels:
//  - converged: every thread launches K children into its own stream, all
//    lanes together;
//  - lopsided: lane 0 of each warp launches L children in a loop, the other
//    lanes (the else path) 2 each: the lanes a loop keeps in the gate may
//    leave the others waiting (no FIFO; a waiter polls at most every ~1 us);
//    a waiter that waits 20 ms goes in anyway (the bypass), alongside.
// Each launch is timed in the parent with %globaltimer; the program prints
// the kernel's time and the longest single launch call (a launch over
// 20 ms means a waiter reached the bypass), and run.sh compares .dpagg's
// times with .base's. Children write their value into the thread's slot in
// stream order (checked). CPU reference, random inputs, poisoned outputs,
// every CUDA return checked. Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
// Expected: correct everywhere; the question is the time ratio.
#include "gate/Gate.cuh"

#include <string>

using gputest::hash;

__global__ void child(uint32_t *Slot, uint32_t *Out, uint32_t V) {
  __shared__ uint32_t X;
  if (threadIdx.x == 0)
    X = *Slot;
  __syncthreads();
  if (threadIdx.x == 0)
    *Out = *Slot = hash(X, V);
}

struct Stats {
  unsigned long long MaxLaunchNs; // longest single launch call
  unsigned long long SumLaunchNs; // time in launch calls, all threads
  unsigned Errors;                // failed launches or stream calls
};

__device__ __forceinline__ void timedLaunch(cudaStream_t St, uint32_t *Slot,
                                            uint32_t *Out, uint32_t V,
                                            Stats *S) {
  unsigned long long T0 = gate::now();
  child<<<1, 1 + V % 32u, 0, St>>>(Slot, Out, V);
  unsigned long long D = gate::now() - T0;
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(&S->Errors, 1u);
  atomicMax(&S->MaxLaunchNs, D);
  atomicAdd(&S->SumLaunchNs, D);
}

// Out: MaxL words per thread. Lane 0 makes Lead launches, the others
// Rest (lopsided) or everybody Rest (converged, Lopsided false).
__global__ void parent(uint32_t *Slot, uint32_t *Out, const uint32_t *In,
                       int MaxL, int Lead, int Rest, bool Lopsided, Stats *S) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  Slot[T] = hash((uint32_t)T, 0x5u);
  uint32_t *O = Out + (size_t)T * MaxL;
  __shared__ cudaStream_t Table[128];
  cudaStream_t Mine;
  if (cudaStreamCreateWithFlags(&Mine, cudaStreamNonBlocking) != cudaSuccess) {
    atomicAdd(&S->Errors, 1u);
    Mine = 0;
  }
  Table[threadIdx.x] = Mine;
  __syncthreads();
  cudaStream_t St = ((cudaStream_t volatile *)Table)[threadIdx.x];
  if (Lopsided && threadIdx.x % 32 == 0) {
    for (int K = 0; K < Lead; ++K)
      timedLaunch(St, Slot + T, O + K, hash(In[T], K), S);
  } else {
    for (int K = 0; K < Rest; ++K)
      timedLaunch(St, Slot + T, O + K, hash(In[T], K), S);
  }
  if (Mine && cudaStreamDestroy(Mine) != cudaSuccess)
    atomicAdd(&S->Errors, 1u);
}

namespace {
constexpr uint32_t Poison = 0xffffffffu;

int run(gputest::Test &T, const char *What, int NP, int Lead, int Rest,
        bool Lopsided) {
  int MaxL = Lopsided ? std::max(Lead, Rest) : Rest;
  std::vector<uint32_t> In(NP);
  for (auto &V : In)
    V = (uint32_t)T.R.next();
  std::vector<uint32_t> RSlot(NP), ROut((size_t)NP * MaxL, Poison);
  for (int I = 0; I < NP; ++I) {
    uint32_t X = hash((uint32_t)I, 0x5u);
    int N = Lopsided && I % 32 == 0 ? Lead : Rest;
    for (int K = 0; K < N; ++K)
      ROut[(size_t)I * MaxL + K] = X = hash(X, hash(In[I], K));
    RSlot[I] = X;
  }
  uint32_t *DIn = gputest::upload(In);
  uint32_t *DSlot = gputest::alloc<uint32_t>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
  Stats *DS = gputest::alloc<Stats>(1);
  gputest::poison(DSlot, NP);
  gputest::poison(DOut, (size_t)NP * MaxL);
  CK(cudaMemset(DS, 0, sizeof(Stats)));
  auto Start = std::chrono::steady_clock::now();
  parent<<<NP / 128, 128>>>(DSlot, DOut, DIn, MaxL, Lead, Rest, Lopsided, DS);
  double Ms = gate::waitOrHang(What, Start);
  Stats S;
  CK(cudaMemcpy(&S, DS, sizeof S, cudaMemcpyDeviceToHost));
  int Launches = 0;
  for (int I = 0; I < NP; ++I)
    Launches += Lopsided && I % 32 == 0 ? Lead : Rest;
  printf("TIME %s: %.3f ms, longest launch call %.3f ms, mean %.2f us, "
         "%u errors\n",
         What, Ms, S.MaxLaunchNs * 1e-6, S.SumLaunchNs * 1e-3 / Launches,
         S.Errors);
  int Bad = S.Errors != 0;
  if (Bad)
    printf("FAIL %s: %u launch or stream errors\n", What, S.Errors);
  T.compare((std::string(What) + ": each thread's last slot").c_str(),
            gputest::download(DSlot, NP), RSlot);
  T.compare((std::string(What) + ": every child, in stream order").c_str(),
            gputest::download(DOut, (size_t)NP * MaxL), ROut);
  CK(cudaFree(DIn));
  CK(cudaFree(DSlot));
  CK(cudaFree(DOut));
  CK(cudaFree(DS));
  return Bad;
}
} // namespace

int main() {
  gputest::Test T("gate_serial");
  T.pendingLaunches(1u << 20);
  int Bad = 0;
  // Warm-up (module load, the device runtime's first calls), not compared.
  Bad |= run(T, "warmup", 4096, 0, 2, false);
  for (int Round = 0; Round < 2; ++Round) {
    std::string R = " round " + std::to_string(Round);
    Bad |= run(T, ("converged 16384x8" + R).c_str(), 16384, 0, 8, false);
    Bad |= run(T, ("converged 65536x4" + R).c_str(), 65536, 0, 4, false);
    Bad |= run(T, ("lopsided 4096 L=4000" + R).c_str(), 4096, 4000, 2, true);
  }
  int Rc = T.finish();
  return Bad ? 1 : Rc;
}
