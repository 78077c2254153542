// Red team of 3dfc307 ("Grid scope keys fold %gridid"): slots of the
// grid-state table (DPAGG_GRID_TABLE_SLOTS = 8192, slotOf: a grid's groups
// in consecutive slots from (folded id x 0x9e3779b1) mod 8192) held by
// another group, grid.cu (c), made to happen on purpose.
//  1. A long grid and thousands of short ones. slow (8 blocks, block b
//     works b x 8 M steps, about 18 ms each, before its launch of tiny3, a
//     nested level: per grid in every build) runs twice,
//     launched by the host and by the device, while the host fires 5,000
//     small trees (tiny1 -> tiny2 -> tiny3 -> tleaf, each a nested level)
//     into four other streams: host-launched grids count their ids up and
//     device-launched ones down (platform-facts.md), so the small trees'
//     grids pass slow's ids 4,096 apart (the same folded id mod 8192, the
//     same slot) while slow holds its slot: they find it held (the Failed
//     mark, the second look, a failure for good), and slow's later blocks
//     then read Failed and launch their records themselves while its
//     earlier blocks' records wait in the index for the ticket. Nothing may
//     be lost or doubled on either side.
//  2. Groups of one grid 8192 groups apart (-dpagg-scope=multiblock
//     -dpagg-group-blocks=3, the .mb3 build): many (30,000 blocks, device-
//     launched) whose first 6 blocks (groups 0 and 1) work about 18 ms
//     after their launch, holding their slots while groups 8192 and 8193
//     (blocks 24,576 to 24,581) run and find them held.
// Three rounds: the device reuses its grid ids from one computation to the
// next, and a state that never completed keeps its key (c).
// Order-free per-level counters, poisoned first.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "nk/Nk.cuh"
#include <mutex>

__host__ __device__ inline uint32_t nodeHash(unsigned long long Node,
                                             int Level, uint32_t Salt) {
  return hash((uint32_t)Node, (uint32_t)(Node >> 32), Level, Salt);
}
/// Work: Rounds steps of an affine map on the GPU, its closed form on the
/// CPU.
constexpr uint32_t WorkA = 0x9e3779b1u, WorkC = 0x7f4a7c15u;
__device__ inline uint32_t work(uint32_t H, unsigned Rounds) {
  for (unsigned I = 0; I < Rounds; ++I)
    H = H * WorkA + WorkC;
  return H;
}
static uint32_t workHost(uint32_t H, unsigned Rounds) {
  uint32_t A = WorkA, C = WorkC;
  for (; Rounds; Rounds >>= 1) {
    if (Rounds & 1)
      H = A * H + C;
    C = A * C + C;
    A = A * A;
  }
  return H;
}

/// Every leaf: 2 blocks of 320 threads (above the serialization
/// threshold), one record per 32 threads.
__global__ void sleaf(unsigned long long *A, unsigned long long Path,
                      int Level, uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  if (threadIdx.x % 32 == 0)
    nkRecord(A, Level, hash(nodeHash(Node, Level, Salt), threadIdx.x,
                            blockDim.x, gridDim.x));
}
static void refLeaf(NkRef &R, unsigned long long Path, int Level,
                    uint32_t Salt) {
  for (unsigned B = 0; B < 2; ++B)
    for (unsigned T = 0; T < 320; T += 32)
      R.record(Level,
               hash(nodeHash(mix64(Path, B), Level, Salt), T, 320u, 2u));
}

//===--- 1: slow, and the small trees ---===//

constexpr unsigned SlowBlocks = 8, SlowStep = 8u << 20;

__global__ void tiny3(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt);
static void refTiny3(NkRef &R, unsigned long long Path, uint32_t Salt);

/// Its launch is a nested level (tiny3 launches), so per grid in every
/// build, the default's included.
__global__ void slow(unsigned long long *A, unsigned long long Path,
                     uint32_t Salt) {
  unsigned long long Node = mix64(Path, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 1, Salt), threadIdx.x);
  uint32_t W = work(H, SlowStep * blockIdx.x);
  nkRecord(A, 1, hash(H, W));
  if (H % 16 < 3)
    tiny3<<<1, 32>>>(A, mix64(Node, threadIdx.x), Salt);
}
__global__ void slowStart(unsigned long long *A, unsigned long long Path,
                          uint32_t Salt) {
  if (threadIdx.x == 0)
    slow<<<SlowBlocks, 64>>>(A, Path, Salt);
}
static void refSlow(NkRef &R, unsigned long long Path, uint32_t Salt) {
  for (unsigned B = 0; B < SlowBlocks; ++B) {
    unsigned long long Node = mix64(Path, B);
    for (unsigned T = 0; T < 64; ++T) {
      uint32_t H = hash(nodeHash(Node, 1, Salt), T);
      R.record(1, hash(H, workHost(H, SlowStep * B)));
      if (H % 16 < 3)
        refTiny3(R, mix64(Node, T), Salt);
    }
  }
}

__global__ void tiny3(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt) {
  uint32_t H = hash(nodeHash(Path, 3, Salt), threadIdx.x);
  nkRecord(A, 3, H);
  if (H % 32 == 5)
    sleaf<<<2, 320>>>(A, mix64(Path, threadIdx.x), 4, Salt);
}
__global__ void tiny2(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt) {
  uint32_t H = hash(nodeHash(Path, 2, Salt), threadIdx.x);
  nkRecord(A, 2, H);
  if (H % 8 == 1)
    tiny3<<<1, 32>>>(A, mix64(Path, threadIdx.x), Salt);
}
__global__ void tiny1(unsigned long long *A, unsigned long long Path,
                      uint32_t Salt) {
  uint32_t H = hash(nodeHash(Path, 1, Salt), threadIdx.x);
  nkRecord(A, 1, H);
  if (threadIdx.x % 16 == 3)
    tiny2<<<1, 32>>>(A, mix64(Path, threadIdx.x), Salt);
}
static void refTiny3(NkRef &R, unsigned long long P3, uint32_t Salt) {
  for (unsigned T3 = 0; T3 < 32; ++T3) {
    uint32_t H3 = hash(nodeHash(P3, 3, Salt), T3);
    R.record(3, H3);
    if (H3 % 32 == 5)
      refLeaf(R, mix64(P3, T3), 4, Salt);
  }
}
static void refTiny(NkRef &R, unsigned long long Path, uint32_t Salt) {
  for (unsigned T1 = 0; T1 < 32; ++T1) {
    R.record(1, hash(nodeHash(Path, 1, Salt), T1));
    if (T1 % 16 != 3)
      continue;
    unsigned long long P2 = mix64(Path, T1);
    for (unsigned T2 = 0; T2 < 32; ++T2) {
      uint32_t H2 = hash(nodeHash(P2, 2, Salt), T2);
      R.record(2, H2);
      if (H2 % 8 != 1)
        continue;
      refTiny3(R, mix64(P2, T2), Salt);
    }
  }
}

//===--- 2: many ---===//

constexpr unsigned ManyBlocks = 30000, ManySpinBlocks = 6,
                   ManySpin = 8u << 20;

__global__ void many(unsigned long long *A, uint32_t Salt) {
  unsigned long long Node = mix64(0x3a, blockIdx.x);
  uint32_t H = hash(nodeHash(Node, 1, Salt), threadIdx.x);
  if (H % 128 < 2)
    sleaf<<<2, 320>>>(A, mix64(Node, threadIdx.x), 2, Salt);
  // After the launch: groups 0 and 1 hold their slots meanwhile.
  uint32_t W = work(H, blockIdx.x < ManySpinBlocks ? ManySpin : 0u);
  if (threadIdx.x % 8 == 0)
    nkRecord(A, 1, hash(H, W));
}
__global__ void manyStart(unsigned long long *A, uint32_t Salt) {
  if (threadIdx.x == 0)
    many<<<ManyBlocks, 64>>>(A, Salt);
}
static void refMany(NkRef &R, uint32_t Salt) {
  for (unsigned B = 0; B < ManyBlocks; ++B) {
    unsigned long long Node = mix64(0x3a, B);
    for (unsigned T = 0; T < 64; ++T) {
      uint32_t H = hash(nodeHash(Node, 1, Salt), T);
      if (H % 128 < 2)
        refLeaf(R, mix64(Node, T), 2, Salt);
      if (T % 8 == 0)
        R.record(1, hash(H, workHost(H, B < ManySpinBlocks ? ManySpin : 0u)));
    }
  }
}

constexpr int Trees = 5000, TreeStreams = 4;

int main() {
  gputest::Test T("nk_collide");
  const bool Estimate = getenv("NG_ESTIMATE") != nullptr;
  cudaStream_t SH = 0, SD = 0, ST[TreeStreams] = {};
  unsigned long long *DH = nullptr, *DD = nullptr, *DT = nullptr,
                     *DM = nullptr;
  if (!Estimate) {
    T.pendingLaunches(1 << 17);
    CK(cudaStreamCreateWithFlags(&SH, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&SD, cudaStreamNonBlocking));
    for (cudaStream_t &S : ST)
      CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
    DH = gputest::alloc<unsigned long long>(NkWords);
    DD = gputest::alloc<unsigned long long>(NkWords);
    DT = gputest::alloc<unsigned long long>(NkWords);
    DM = gputest::alloc<unsigned long long>(NkWords);
  }
  for (int Round = 0; Round < 3; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::string R_ = "round " + std::to_string(Round);
    NkRef RH, RD, RT, RM;
    refSlow(RH, 0x5100 + Round, Salt);
    refSlow(RD, 0x5200 + Round, Salt);
    for (int I = 0; I < Trees; ++I)
      refTiny(RT, 0x100000ull * (Round + 1) + I, Salt);
    refMany(RM, Salt);
    printf("%s: tiny levels %llu %llu %llu %llu threads\n", R_.c_str(),
           RT.V[1][0], RT.V[2][0], RT.V[3][0], RT.V[4][0]);
    if (Estimate)
      continue;
    nkPoison(DH, SH);
    nkPoison(DD, SD);
    nkPoison(DT, ST[0]);
    CK(cudaStreamSynchronize(ST[0])); // the trees' counters, for every stream
    // The long grids first, then the small trees (host-launched grids and
    // their device-launched levels) while the long ones run.
    slow<<<SlowBlocks, 64, 0, SH>>>(DH, 0x5100 + Round, Salt);
    CK(cudaGetLastError());
    slowStart<<<1, 32, 0, SD>>>(DD, 0x5200 + Round, Salt);
    CK(cudaGetLastError());
    for (int I = 0; I < Trees; ++I) {
      tiny1<<<1, 32, 0, ST[I % TreeStreams]>>>(
          DT, 0x100000ull * (Round + 1) + I, Salt);
      CK(cudaGetLastError());
    }
    CK_SYNC();
    nkCompare(T, R_ + " slow (host)", DH, RH, 5);
    nkCompare(T, R_ + " slow (device)", DD, RD, 5);
    nkCompare(T, R_ + " small trees", DT, RT, 5);
    nkPoison(DM, 0);
    manyStart<<<1, 32>>>(DM, Salt);
    CK_SYNC();
    nkCompare(T, R_ + " many", DM, RM, 3);
  }
  if (!Estimate) {
    for (unsigned long long *D : {DH, DD, DT, DM})
      CK(cudaFree(D));
    CK(cudaStreamDestroy(SH));
    CK(cudaStreamDestroy(SD));
    for (cudaStream_t S : ST)
      CK(cudaStreamDestroy(S));
  }
  return T.finish();
}
