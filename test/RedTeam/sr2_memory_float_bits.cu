// Red team of serialization's opaque parameters (issue 26 item 1, 49d3c43):
// a float product that reaches the serialized child through MEMORY, not
// through its parameters. ptxas 13.0 -O3 drops a float multiply by 0.25f
// whose bits feed two chained integer multiply-rotate steps once the
// multiply and the hash share one function (test/Probes/ptxas_fmul_bits).
// 49d3c43 takes every PARAMETER of the serial copy through an xor with a
// word ptxas cannot know; a value the parent stores to a __device__
// variable and the child loads is not a parameter: inlined, LLVM forwards
// the parent's store to the child's load (GVN; the address is a global plus
// the launch's geometry, neither opaque), and ptxas forwards it itself when
// LLVM does not (measured in SASS: st.global then ld.global of one address
// in one function become one register; only a fence stops it).
//
// Valid CUDA: the parent writes before the launch, the child reads (the
// launch makes the parent's earlier writes visible to the child); each
// parent thread has its own slot, and no one else writes it while its
// child runs.
//  case one: a one-thread parent writes Slot0/Slot1 = x * 0.25f and launches
//    child<<<1, 1>>> (the serial check folds: straight-line code); the host
//    launches the parent once per input (one stream: each parent grid, with
//    its child, ends before the next starts).
//  case geo: 64 parent threads, thread P writes Slots[P] and launches
//    <<<(P & 7) + 1, (P >> 3) + 1>>>; the child finds P from its gridDim
//    and blockDim and writes GeoOut (a __device__ array, so LLVM knows the
//    child's stores leave Slots alone and hoists the loads out of the loop).
// Each child thread writes mix(mix(K, bits(s0)), bits(s1)) (and its
// coordinates, in geo). Launched, the child loads the floats: right.
// Expected: PASS everywhere (a probe that pins it). Without the fence
// (pre/ builds, .nofence) the PTX of case one hashes the mul.f32's register
// (LLVM forwards the store), but ptxas 13.0 keeps that multiply, whose
// result the store needs too, and hashes its result: the SASS has FMUL and
// IMAD by 0xcc9e2d51, not the bug's signature (no FMUL, the multiplier
// folded to 0xcb9e2d51, as in the launched child of a variant that scales
// the loaded float itself, wrong without DPAgg too). So the bug needs the
// product's only use to be the hash, as on the parameter path (the SASS
// of serial_float_bits' .plain parent has no FMUL at all), not memory; a
// FAIL here would mean a ptxas that does not keep the stored product.
//
// VARIANT grid: -Xarch_device -mllvm=-dpagg-scope=grid
// VARIANT nofence: -Xarch_device -mllvm=-dpagg-serial-fence=false
#include "../GPU/Inputs/GPUTest.cuh"

#include <cstring>

using gputest::mix;

__host__ __device__ inline uint32_t bitsOf(float F) {
  uint32_t U;
  memcpy(&U, &F, 4);
  return U;
}
__host__ __device__ inline float first(uint32_t W, bool Scaled) {
  return (float)((W * 3u) & 0xffffu) * (Scaled ? 0.25f : 1.0f);
}
__host__ __device__ inline float second(uint32_t W, bool Scaled) {
  return (float)((W * 6u + 3u) & 0xffffu) * (Scaled ? 0.25f : 1.0f);
}
__host__ __device__ inline uint32_t hashOf(float S0, float S1) {
  return mix(mix(0x23c9c9d7u, bitsOf(S0)), bitsOf(S1));
}

__device__ float Slot0, Slot1;
__global__ void childOne(uint32_t *O) { *O = hashOf(Slot0, Slot1); }
__global__ void parentOne(const uint32_t *In, uint32_t *O, int I) {
  uint32_t W = In[I];
  Slot0 = first(W, true);
  Slot1 = second(W, true);
  childOne<<<1, 1>>>(O + I);
}

constexpr int NP = 64, MaxThreads = 64;
__device__ float Slots[NP][2];
__device__ uint32_t GeoOut[NP * MaxThreads];
__global__ void childGeo() {
  unsigned P = (gridDim.x - 1) + 8 * (blockDim.x - 1);
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  GeoOut[P * MaxThreads + T] = mix(hashOf(Slots[P][0], Slots[P][1]), T);
}
__global__ void parentGeo(const uint32_t *In) {
  unsigned P = threadIdx.x;
  uint32_t W = In[P];
  Slots[P][0] = first(W, true);
  Slots[P][1] = second(W, true);
  childGeo<<<(P & 7) + 1, (P >> 3) + 1>>>();
}

/// Compares and counts the wrong values that equal the hash without the
/// multiplies (what the ptxas bug gives).
static void check(gputest::Test &T, const char *What,
                  const std::vector<uint32_t> &Got,
                  const std::vector<uint32_t> &Want,
                  const std::vector<uint32_t> &Dropped) {
  size_t AsDropped = 0;
  for (size_t I = 0; I < Got.size(); ++I)
    AsDropped += Got[I] != Want[I] && Got[I] == Dropped[I];
  printf("  %s: %zu values equal to the multiplies dropped\n", What, AsDropped);
  T.compare(What, Got, Want);
}

int main() {
  gputest::Test T("sr2_memory_float_bits");
  T.pendingLaunches(4096);
  // case one
  const int N = 1024;
  std::vector<uint32_t> In(N), Want(N), Dropped(N);
  for (int I = 0; I < N; ++I) {
    In[I] = (uint32_t)T.R.next();
    Want[I] = hashOf(first(In[I], true), second(In[I], true));
    Dropped[I] = hashOf(first(In[I], false), second(In[I], false));
  }
  uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(N);
  gputest::poison(DOut, N);
  for (int I = 0; I < N; ++I)
    parentOne<<<1, 1>>>(DIn, DOut, I);
  CK_SYNC();
  check(T, "one: child<<<1, 1>>> hashes the parent's stored products",
        gputest::download(DOut, N), Want, Dropped);
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
  // case geo
  std::vector<uint32_t> GeoWant, GeoGot, GeoDropped;
  for (int Round = 0; Round < 8; ++Round) {
    std::vector<uint32_t> W(NP);
    for (uint32_t &V : W)
      V = (uint32_t)T.R.next();
    std::vector<uint32_t> Poison(NP * MaxThreads, 0xffffffffu);
    CK(cudaMemcpyToSymbol(GeoOut, Poison.data(), Poison.size() * 4));
    uint32_t *DW = gputest::upload(W);
    parentGeo<<<1, NP>>>(DW);
    CK_SYNC();
    std::vector<uint32_t> Got(NP * MaxThreads);
    CK(cudaMemcpyFromSymbol(Got.data(), GeoOut, Got.size() * 4));
    for (unsigned P = 0; P < NP; ++P)
      for (unsigned I = 0; I < ((P & 7) + 1) * ((P >> 3) + 1); ++I) {
        GeoGot.push_back(Got[P * MaxThreads + I]);
        GeoWant.push_back(
            mix(hashOf(first(W[P], true), second(W[P], true)), I));
        GeoDropped.push_back(
            mix(hashOf(first(W[P], false), second(W[P], false)), I));
      }
    CK(cudaFree(DW));
  }
  check(T, "geo: children found by their geometry hash the stored products",
        GeoGot, GeoWant, GeoDropped);
  return T.finish();
}
