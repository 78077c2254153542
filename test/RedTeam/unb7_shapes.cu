// Red team (14d3c2d, aggregated children without a register bound): heavy
// children (values live across a loop with a run-time trip count: >64 and
// >128 registers) whose joiners' blocks differ in shape, so that the
// aggregate's block (the per-dimension maximum) is one the child may not
// take although every joiner's is:
//  - lb:   __launch_bounds__(128) child; 16x8 with 8x16 (16x16), 4x4x8 with
//          8x4x4 (8x4x8), 128x1 with 1x128 (128x128), and 16x16 launches that
//          are invalid alone (each must get its own error);
//  - dyn:  no launch bounds, ~100+ registers, dynamic shared memory of up to
//          40 KB per launch (each thread writes and reads back its own word),
//          32x16 with 16x32, 24x16 with 16x24, 8x8x8, 1024 (invalid if the
//          kernel takes fewer);
//  - call: the child calls a __noinline__ function of this unit that keeps
//          160 values live (nvlink/ptxas compute the clone's registers with
//          the callee's);
//  - unobs: the lb child from a site whose launch is the thread's only one
//          and whose result is unused (DPAGG_LAUNCH_UNOBSERVED: a refused
//          aggregate is replayed by the owner).
// Every launch's expected result comes from the host's
// cudaFuncGetAttributes(K).maxThreadsPerBlock (a launch with more threads:
// cudaErrorInvalidConfiguration, measured in rtprobe). Each child thread
// writes one hash of its logical coordinates, arguments and shared-memory
// word into its own slot. Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "../../test/GPU/Inputs/GPUTest.cuh"

using gputest::hash;
using gputest::heavyValue;

constexpr int Region = 2 * 1024; // outputs per parent thread (2 blocks max)


__device__ __noinline__ uint32_t heavyCallee(uint32_t V, int P, unsigned T,
                                             int Rounds) {
  return heavyValue<160>(V, P, T, Rounds);
}

__device__ __forceinline__ unsigned linearTid() {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
__device__ __forceinline__ size_t slotOf(int P) {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  return (size_t)P * Region + blockIdx.x * Threads + linearTid();
}

__global__ void __launch_bounds__(128)
    childLB(uint32_t *Out, uint32_t V, int P, int Rounds) {
  unsigned T = linearTid();
  Out[slotOf(P)] = hash(heavyValue<96>(V, P, T, Rounds), blockIdx.x,
                        blockDim.x, blockDim.y, blockDim.z, gridDim.x);
}

__global__ void childDyn(uint32_t *Out, uint32_t V, int P, int Rounds) {
  extern __shared__ uint32_t Sh[];
  unsigned T = linearTid();
  uint32_t H = heavyValue<96>(V, P, T, Rounds);
  volatile uint32_t *S = Sh;
  S[T] = H ^ 0x5a5a5a5au;
  Out[slotOf(P)] = hash(S[T], blockIdx.x, blockDim.x, blockDim.y, blockDim.z,
                        gridDim.x);
}

__global__ void childCall(uint32_t *Out, uint32_t V, int P, int Rounds) {
  unsigned T = linearTid();
  Out[slotOf(P)] = hash(heavyCallee(V, P, T, Rounds), blockIdx.x, blockDim.x,
                        blockDim.y, blockDim.z, gridDim.x);
}

struct Launch {
  unsigned X, Y, Z, Grid, Shmem;
  int On;
  uint32_t V;
};

enum Kind { LB, Dyn, Call, Unobs, NumKinds };
static const char *KindNames[] = {"lb", "dyn", "call", "unobs"};

__device__ __forceinline__ int launchOne(int K, const Launch &L, uint32_t *Out,
                                         int P, int Rounds) {
  dim3 B(L.X, L.Y, L.Z);
  if (K == LB)
    childLB<<<L.Grid, B>>>(Out, L.V, P, Rounds);
  else if (K == Dyn)
    childDyn<<<L.Grid, B, L.Shmem>>>(Out, L.V, P, Rounds);
  else
    childCall<<<L.Grid, B>>>(Out, L.V, P, Rounds);
  return (int)cudaGetLastError();
}

__global__ void parentLB(const Launch *Ls, uint32_t *Out, int *Err, int NP,
                         int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Launch L = Ls[P];
  int E = -1;
  if (L.On)
    E = launchOne(LB, L, Out, P, Rounds);
  Err[P] = E;
}
__global__ void parentDyn(const Launch *Ls, uint32_t *Out, int *Err, int NP,
                          int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Launch L = Ls[P];
  int E = -1;
  if (L.On)
    E = launchOne(Dyn, L, Out, P, Rounds);
  Err[P] = E;
}
__global__ void parentCall(const Launch *Ls, uint32_t *Out, int *Err, int NP,
                           int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Launch L = Ls[P];
  int E = -1;
  if (L.On)
    E = launchOne(Call, L, Out, P, Rounds);
  Err[P] = E;
}
// The thread's only launch, its result unused: an unobserved site.
__global__ void parentUnobs(const Launch *Ls, uint32_t *Out, int NP,
                            int Rounds) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  Launch L = Ls[P];
  if (L.On)
    childLB<<<L.Grid, dim3(L.X, L.Y, L.Z)>>>(Out, L.V, P, Rounds);
}

struct Shape {
  unsigned X, Y, Z;
};
static const Shape LBShapes[] = {{16, 8, 1}, {8, 16, 1}, {4, 4, 8},
                                 {8, 4, 4},  {128, 1, 1}, {1, 128, 1},
                                 {16, 16, 1}, {2, 2, 32}, {32, 4, 1}};
static const Shape DynShapes[] = {{32, 16, 1}, {16, 32, 1}, {24, 16, 1},
                                  {16, 24, 1}, {8, 8, 8},   {1024, 1, 1},
                                  {256, 1, 1}, {1, 256, 1}, {16, 16, 2}};
static const Shape CallShapes[] = {{16, 16, 1}, {16, 20, 1}, {20, 16, 1},
                                   {32, 8, 1},  {8, 32, 1},  {320, 1, 1},
                                   {384, 1, 1}, {1, 320, 1}, {4, 8, 8}};

template <int NV>
static uint32_t refValue(int K, const Launch &L, int P, unsigned T,
                         unsigned Blk, int Rounds) {
  uint32_t H = heavyValue<NV>(L.V, P, T, Rounds);
  if (K == Dyn)
    H ^= 0x5a5a5a5au;
  return hash(H, Blk, L.X, L.Y, L.Z, L.Grid);
}

int main() {
  gputest::Test T("unb7_shapes");
  const int Blocks = 4, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(4 * NP + 2048);
  int MaxT[NumKinds];
  {
    cudaFuncAttributes A;
    CK(cudaFuncGetAttributes(&A, childLB));
    MaxT[LB] = MaxT[Unobs] = A.maxThreadsPerBlock;
    printf("childLB: %d registers, %d threads\n", A.numRegs,
           A.maxThreadsPerBlock);
    CK(cudaFuncGetAttributes(&A, childDyn));
    MaxT[Dyn] = A.maxThreadsPerBlock;
    printf("childDyn: %d registers, %d threads\n", A.numRegs,
           A.maxThreadsPerBlock);
    CK(cudaFuncGetAttributes(&A, childCall));
    MaxT[Call] = A.maxThreadsPerBlock;
    printf("childCall: %d registers, %d threads\n", A.numRegs,
           A.maxThreadsPerBlock);
  }
  Launch *DL = gputest::alloc<Launch>(NP);
  uint32_t *DOut = gputest::alloc<uint32_t>((size_t)NP * Region);
  int *DErr = gputest::alloc<int>(NP);
  const int Reps = 2;
  for (int Rep = 0; Rep < Reps; ++Rep)
    for (int K = 0; K < NumKinds; ++K)
      for (int Mode = 0; Mode < 2; ++Mode) {
        // Mode 0: two shapes alternate by parity (same warp, same block);
        // mode 1: any shape of the kind per thread.
        int Rounds = 2 + (int)(T.R.next() % 3);
        const Shape *Sh = K == Dyn ? DynShapes
                          : K == Call ? CallShapes
                                      : LBShapes;
        unsigned A = (unsigned)(T.R.next() % 4) * 2, Bk = A + 1;
        std::vector<Launch> Ls(NP);
        for (int P = 0; P < NP; ++P) {
          Launch &L = Ls[P];
          const Shape &S = Mode == 0 ? Sh[(P & 1) ? Bk : A] : Sh[T.R.next() % 9];
          L.X = S.X, L.Y = S.Y, L.Z = S.Z;
          L.Grid = 1 + (unsigned)(T.R.next() % 2);
          L.Shmem = 0;
          if (K == Dyn) {
            static const unsigned Extra[] = {0, 4096, 16384, 36864};
            L.Shmem = S.X * S.Y * S.Z * 4 + Extra[T.R.next() % 4];
          }
          L.On = !T.R.chance(0.15);
          L.V = (uint32_t)T.R.next();
        }
        std::vector<uint32_t> RefOut((size_t)NP * Region, 0xffffffffu);
        std::vector<int> RefErr(NP, -1);
        for (int P = 0; P < NP; ++P) {
          const Launch &L = Ls[P];
          if (!L.On)
            continue;
          unsigned N = L.X * L.Y * L.Z;
          bool Ok = (int)N <= MaxT[K];
          RefErr[P] = Ok ? (int)cudaSuccess : (int)cudaErrorInvalidConfiguration;
          if (!Ok)
            continue;
          for (unsigned Blk = 0; Blk < L.Grid; ++Blk)
            for (unsigned I = 0; I < N; ++I)
              RefOut[(size_t)P * Region + Blk * N + I] =
                  K == Call ? refValue<160>(K, L, P, I, Blk, Rounds)
                            : refValue<96>(K, L, P, I, Blk, Rounds);
        }
        CK(cudaMemcpy(DL, Ls.data(), NP * sizeof(Launch),
                      cudaMemcpyHostToDevice));
        gputest::poison(DOut, (size_t)NP * Region);
        gputest::poison(DErr, NP);
        if (K == LB)
          parentLB<<<Blocks, Threads>>>(DL, DOut, DErr, NP, Rounds);
        else if (K == Dyn)
          parentDyn<<<Blocks, Threads>>>(DL, DOut, DErr, NP, Rounds);
        else if (K == Call)
          parentCall<<<Blocks, Threads>>>(DL, DOut, DErr, NP, Rounds);
        else
          parentUnobs<<<Blocks, Threads>>>(DL, DOut, NP, Rounds);
        CK_SYNC();
        char Buf[96];
        snprintf(Buf, sizeof Buf, "rep %d %s mode %d: children", Rep,
                 KindNames[K], Mode);
        T.compare(Buf, gputest::download(DOut, (size_t)NP * Region), RefOut);
        if (K != Unobs) {
          snprintf(Buf, sizeof Buf, "rep %d %s mode %d: launch results", Rep,
                   KindNames[K], Mode);
          T.compare(Buf, gputest::download(DErr, NP), RefErr);
        }
      }
  CK(cudaFree(DL));
  CK(cudaFree(DOut));
  CK(cudaFree(DErr));
  return T.finish();
}
