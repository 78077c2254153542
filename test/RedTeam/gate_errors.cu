// Red team of the warp gate (runtime/DPAggRuntime.cuh, "The warp gate";
// session 9), attack (b): each thread's error state through the gated
// paths. Lanes of a warp, split by data into paths in loops of 0..7 trips,
// make NULL-stream launches of which some CUDA refuses (a block of 2048
// threads): a refused launch goes alone (launchV2 inside the gate, whose
// failed-getter path reads cudaPeekAtLastError inside the gate), a clean
// lane may own an aggregate, a dirty one may only join; the pool-full
// (.tiny) builds replay records lane by lane. After each launch the thread
// reads its error state with cudaPeekAtLastError or cudaGetLastError (by
// data), and records what it saw; the CPU models CUDA's per-thread state
// (a refused launch sets it, an accepted one leaves it, Get clears it).
// Each accepted child writes its value once (count and value checked).
// Expected: PASS everywhere (the gate touches no error state).
// Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "gate/Gate.cuh"

#include <string>

using gputest::hash;

__global__ void child(uint32_t *Out, uint32_t V) {
  __shared__ uint32_t X;
  if (threadIdx.x == 0)
    X = V;
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(Out, hash(X, 0xE1u));
}

constexpr int MaxL = 16;

__host__ __device__ inline bool refused(uint32_t V) { return V % 5u == 0u; }
__host__ __device__ inline bool peeks(uint32_t V) { return (V >> 8) & 1u; }

// Seen: per thread and launch, 1 if the read error state was not success,
// 0 if it was, poison if no launch.
__global__ void parent(uint32_t *Out, uint32_t *Seen, const uint32_t *In) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t S = In[T];
  uint32_t *O = Out + (size_t)T * MaxL;
  uint32_t *W = Seen + (size_t)T * MaxL;
  int K = 0;
  if (S & 1u) {
    for (uint32_t J = 0; J < S % 8u; ++J) {
      uint32_t V = hash(S, J);
      child<<<1, refused(V) ? 2048 : 1 + V % 64u>>>(O + K, V);
      W[K++] = (peeks(V) ? cudaPeekAtLastError() : cudaGetLastError()) !=
               cudaSuccess;
    }
  } else {
    for (uint32_t J = 0; J < (S >> 3) % 8u; ++J) {
      uint32_t V = hash(S, J, 0x2u);
      child<<<1 + V % 2u, refused(V) ? 2048 : 32>>>(O + K, V);
      W[K++] = (peeks(V) ? cudaPeekAtLastError() : cudaGetLastError()) !=
               cudaSuccess;
    }
  }
}

namespace {
constexpr uint32_t Poison = 0xffffffffu;
void reference(const std::vector<uint32_t> &In, std::vector<uint32_t> &Out,
               std::vector<uint32_t> &Seen) {
  size_t NP = In.size();
  Out.assign(NP * MaxL, Poison);
  Seen.assign(NP * MaxL, Poison);
  for (size_t T = 0; T < NP; ++T) {
    uint32_t S = In[T];
    bool Dirty = false;
    int K = 0;
    bool A = S & 1u;
    uint32_t N = A ? S % 8u : (S >> 3) % 8u;
    for (uint32_t J = 0; J < N; ++J) {
      uint32_t V = A ? hash(S, J) : hash(S, J, 0x2u);
      uint32_t Blocks = A ? 1 : 1 + V % 2u;
      if (refused(V))
        Dirty = true;
      else // the poison 0xffffffff plus each block's hash, mod 2^32
        Out[T * MaxL + K] = Poison + Blocks * hash(V, 0xE1u);
      Seen[T * MaxL + K] = Dirty;
      if (!peeks(V))
        Dirty = false;
      ++K;
    }
  }
}
} // namespace

int main() {
  gputest::Test T("gate_errors");
  const int NP = 128 * 128;
  T.pendingLaunches(MaxL * (size_t)NP + 2048);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<uint32_t> In(NP);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    uint32_t *DIn = gputest::upload(In);
    uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * MaxL);
    uint32_t *DSeen = gputest::alloc<uint32_t>((size_t)NP * MaxL);
    gputest::poison(DOut, (size_t)NP * MaxL);
    gputest::poison(DSeen, (size_t)NP * MaxL);
    auto Start = std::chrono::steady_clock::now();
    parent<<<NP / 128, 128>>>(DOut, DSeen, DIn);
    double Ms =
        gate::waitOrHang(("round " + std::to_string(Round)).c_str(), Start);
    printf("round %d: %.2f ms\n", Round, Ms);
    std::vector<uint32_t> ROut, RSeen;
    reference(In, ROut, RSeen);
    std::string R = "round " + std::to_string(Round);
    T.compare((R + ": each launch's error state as read").c_str(),
              gputest::download(DSeen, (size_t)NP * MaxL), RSeen);
    T.compare(
        (R + ": each accepted child's sum, refused ones untouched").c_str(),
        gputest::download(DOut, (size_t)NP * MaxL), ROut);
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
    CK(cudaFree(DSeen));
  }
  return T.finish();
}
