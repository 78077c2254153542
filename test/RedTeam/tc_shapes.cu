// Red team of tail-chained links (55d7716, Aggregation/TailChainPlan.cpp):
// chains of many shapes that are valid CUDA, each a promotion candidate
// whose link DPAgg tail-launches when its grid is one block (the remarks
// say which: test/RedTeam/tc_ir.sh), started from the host:
//   inl    the link is in a __forceinline__ device function
//   lb     __launch_bounds__(64), block 64, a 3-int struct by value
//   dyn    dynamic shared memory in the link (<<<1, W, Bytes>>>, Bytes
//          changing per step); each step fills and reads all of it
//   cube   dim3(1,1,1) grid, 4x4x2 block, launcher (0,0,0) (at 55d7716 not
//          a promotion candidate: "threads with different values of
//          threadIdx.x reach the launch"; aggregated instead: a control)
//   flag   K -> L -> K: K tail-launches L and only then (after a barrier
//          and some work) its thread W-1 publishes Data and a Flag; L's
//          thread 0 spins on that Flag (L waits, so L's own launch of K
//          stays as written; K does not wait). Without DPAgg L may start
//          while K runs and waits; tail-launched it starts after K
//   smem   K's other threads wait for thread 0 after the launch through
//          shared memory and a barrier (thread 0 publishes its launch
//          result and a value)
//   err    the last link of each chain has an invalid configuration
//          (block 2048; block 1025; 49,153 bytes of dynamic shared
//          memory; 1-D blocks only, so that `err` stays a candidate):
//          cudaPeekAtLastError, cudaGetLastError, cudaGetLastError again
//          must read 9, 9, 0 (test/GPU/results/2026-11-24-h100-rtprobe.md)
//   tree   K -> L -> K where L launches K with 2 blocks: K's grids after
//          the first have 2 blocks, so their links stay in the NULL stream
//          (the run-time check) while the first is tail-launched
// Expected: PASS in every build (.base, .dpagg, .warp, .notail, .ptsz.*).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT notail: -Xarch_device -mllvm=-dpagg-tail-chains=false
// VARIANT ptsz: -Xclang -fgpu-default-stream=per-thread
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int W = 32, Steps = 300;

// ---- inl
__global__ void inl(uint32_t *Out, int I, uint32_t Salt);
static __device__ __forceinline__ void inlNext(uint32_t *Out, int I,
                                               uint32_t Salt) {
  if (threadIdx.x == 0 && I + 1 < Steps)
    inl<<<1, W>>>(Out, I + 1, Salt);
}
__global__ void inl(uint32_t *Out, int I, uint32_t Salt) {
  Out[I * W + threadIdx.x] = gputest::hash(1, I, threadIdx.x, Salt);
  inlNext(Out, I, Salt);
}

// ---- lb
struct Three {
  int A, B, C;
};
__global__ void __launch_bounds__(64) lb(uint32_t *Out, Three V, int I) {
  Out[I * 64 + threadIdx.x] = gputest::hash(2, V.A, V.B, V.C, threadIdx.x);
  if (threadIdx.x == 0 && I + 1 < Steps)
    lb<<<1, 64>>>(Out, Three{V.A + 1, V.B ^ I, V.C * 3}, I + 1);
}

// ---- dyn
__global__ void dyn(uint32_t *Out, int I, unsigned Bytes, uint32_t Salt) {
  extern __shared__ uint32_t D[];
  unsigned Words = Bytes / 4;
  for (unsigned K = threadIdx.x; K < Words; K += W)
    D[K] = gputest::hash(K, Salt);
  __syncthreads();
  uint32_t H = Bytes;
  for (unsigned K = threadIdx.x; K < Words; K += W)
    H = gputest::mix(H, D[K]);
  Out[I * W + threadIdx.x] = H;
  if (threadIdx.x == 0 && I + 1 < Steps)
    dyn<<<1, W, 4 * ((I + 1) % 7) * 64>>>(Out, I + 1, 4 * ((I + 1) % 7) * 64,
                                          Salt);
}

// ---- cube
__global__ void cube(uint32_t *Out, int I, uint32_t Salt) {
  unsigned T = threadIdx.x + 4 * (threadIdx.y + 4 * threadIdx.z);
  Out[I * W + T] = gputest::hash(4, I, T, Salt);
  if (threadIdx.x == 0)
    if (threadIdx.y == 0)
      if (threadIdx.z == 0)
        if (I + 1 < Steps)
          cube<<<dim3(1, 1, 1), dim3(4, 4, 2)>>>(Out, I + 1, Salt);
}

// ---- flag: K -> L -> K
__global__ void flagL(uint32_t *Out, uint32_t *Data, int *Flag, int I,
                      uint32_t Salt);
__global__ void flagK(uint32_t *Out, uint32_t *Data, int *Flag, int I,
                      uint32_t Salt, int Work) {
  Out[I * W + threadIdx.x] = gputest::hash(5, I, threadIdx.x, Salt);
  if (threadIdx.x == 0)
    flagL<<<1, W>>>(Out + Steps * W, Data, Flag, I, Salt);
  __syncthreads();
  if (threadIdx.x == W - 1) {
    uint32_t H = Salt;
    for (int R = 0; R < Work; ++R) // registers only: no wait
      H = gputest::mix(H, R);
    Data[I] = H;
    __threadfence();
    ((volatile int *)Flag)[I] = 1;
  }
}
__global__ void flagL(uint32_t *Out, uint32_t *Data, int *Flag, int I,
                      uint32_t Salt) {
  __shared__ uint32_t D;
  if (threadIdx.x == 0) {
    while (((volatile int *)Flag)[I] == 0) {
    }
    __threadfence();
    D = ((volatile uint32_t *)Data)[I];
  }
  __syncthreads();
  Out[I * W + threadIdx.x] = gputest::mix(D, threadIdx.x);
  if (threadIdx.x == 0 && I + 1 < Steps)
    flagK<<<1, W>>>(Out - Steps * W, Data, Flag, I + 1, Salt, 2000);
}
static uint32_t flagData(uint32_t Salt, int Work) {
  uint32_t H = Salt;
  for (int R = 0; R < Work; ++R)
    H = gputest::mix(H, R);
  return H;
}

// ---- smem
__global__ void smem(uint32_t *Out, int I, uint32_t Salt) {
  __shared__ uint32_t V;
  if (threadIdx.x == 0) {
    if (I + 1 < Steps)
      smem<<<1, W>>>(Out, I + 1, Salt);
    V = gputest::hash(6, I, Salt) ^ (uint32_t)cudaGetLastError();
  }
  __syncthreads();
  Out[I * W + threadIdx.x] = gputest::mix(V, threadIdx.x);
}

// ---- err: chain C ends with an invalid launch at step Len - 1
__device__ int ErrOut[3][3];
__global__ void err(uint32_t *Out, int C, int I, int Len, uint32_t Salt) {
  Out[I * W + threadIdx.x] = gputest::hash(7, C, I, threadIdx.x, Salt);
  if (threadIdx.x == 0 && I + 1 <= Len) {
    bool Bad = I + 1 == Len;
    dim3 B = !Bad     ? dim3(W)
             : C == 0 ? dim3(2048)
             : C == 1 ? dim3(1025)
                      : dim3(W);
    unsigned Sh = Bad && C == 2 ? 49153 : 0;
    err<<<1, B, Sh>>>(Out, C, I + 1, Len, Salt);
    if (Bad) {
      ErrOut[C][0] = cudaPeekAtLastError();
      ErrOut[C][1] = cudaGetLastError();
      ErrOut[C][2] = cudaGetLastError();
    }
  }
}

// ---- tree: K -> L -> K, K's later grids have 2 blocks
constexpr int Depth = 8; // levels of K: 1, 2, 4, ... 128 blocks
__global__ void treeL(uint32_t *OutL, uint32_t *OutK, int Level, int Id,
                      uint32_t Salt);
__global__ void treeK(uint32_t *OutK, uint32_t *OutL, int Level, int Parent,
                      uint32_t Salt) {
  int Id = Parent * (int)gridDim.x + (int)blockIdx.x;
  size_t At = ((size_t)(1 << Level) - 1 + Id) * W + threadIdx.x;
  OutK[At] = gputest::hash(8, Level, Id, threadIdx.x, Salt);
  if (threadIdx.x == 0)
    treeL<<<1, W>>>(OutL, OutK, Level, Id, Salt);
}
__global__ void treeL(uint32_t *OutL, uint32_t *OutK, int Level, int Id,
                      uint32_t Salt) {
  size_t At = ((size_t)(1 << Level) - 1 + Id) * W + threadIdx.x;
  OutL[At] = gputest::hash(9, Level, Id, threadIdx.x, Salt);
  if (threadIdx.x == 0 && Level + 1 < Depth)
    treeK<<<2, W>>>(OutK, OutL, Level + 1, Id, Salt);
}

template <class F>
static void round(gputest::Test &T, const char *Name, size_t N, F Launch,
                  const std::vector<uint32_t> &Ref) {
  uint32_t *Out = gputest::alloc<uint32_t>(N);
  gputest::poison(Out, N);
  Launch(Out);
  CK_SYNC();
  T.compare(Name, gputest::download(Out, N), Ref);
  CK(cudaFree(Out));
}

int main() {
  gputest::Test T("tc_shapes");
  T.pendingLaunches(8192);
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref;

  Ref.assign(Steps * W, 0);
  for (int I = 0; I < Steps; ++I)
    for (int X = 0; X < W; ++X)
      Ref[I * W + X] = gputest::hash(1, I, X, Salt);
  round(
      T, "inl", Steps * W, [&](uint32_t *O) { inl<<<1, W>>>(O, 0, Salt); },
      Ref);

  Ref.assign(Steps * 64, 0);
  {
    Three V{(int)Salt, 7, 11};
    for (int I = 0; I < Steps; ++I) {
      for (int X = 0; X < 64; ++X)
        Ref[I * 64 + X] = gputest::hash(2, V.A, V.B, V.C, X);
      V = Three{V.A + 1, V.B ^ I, V.C * 3};
    }
  }
  round(
      T, "lb", Steps * 64,
      [&](uint32_t *O) { lb<<<1, 64>>>(O, Three{(int)Salt, 7, 11}, 0); }, Ref);

  Ref.assign(Steps * W, 0);
  for (int I = 0; I < Steps; ++I) {
    unsigned Bytes = 4 * (I % 7) * 64, Words = Bytes / 4;
    for (int X = 0; X < W; ++X) {
      uint32_t H = Bytes;
      for (unsigned K = X; K < Words; K += W)
        H = gputest::mix(H, gputest::hash(K, Salt));
      Ref[I * W + X] = H;
    }
  }
  round(
      T, "dyn", Steps * W,
      [&](uint32_t *O) { dyn<<<1, W, 0>>>(O, 0, 0, Salt); }, Ref);

  Ref.assign(Steps * W, 0);
  for (int I = 0; I < Steps; ++I)
    for (int X = 0; X < W; ++X)
      Ref[I * W + X] = gputest::hash(4, I, X, Salt);
  round(
      T, "cube", Steps * W,
      [&](uint32_t *O) { cube<<<1, dim3(4, 4, 2)>>>(O, 0, Salt); }, Ref);

  {
    uint32_t *Data = gputest::alloc<uint32_t>(Steps);
    int *Flag = gputest::alloc<int>(Steps);
    CK(cudaMemset(Flag, 0, Steps * sizeof(int)));
    Ref.assign(2 * Steps * W, 0);
    for (int I = 0; I < Steps; ++I)
      for (int X = 0; X < W; ++X) {
        Ref[I * W + X] = gputest::hash(5, I, X, Salt);
        Ref[(Steps + I) * W + X] = gputest::mix(flagData(Salt, 2000), X);
      }
    round(
        T, "flag", 2 * Steps * W,
        [&](uint32_t *O) { flagK<<<1, W>>>(O, Data, Flag, 0, Salt, 2000); },
        Ref);
    CK(cudaFree(Data));
    CK(cudaFree(Flag));
  }

  Ref.assign(Steps * W, 0);
  for (int I = 0; I < Steps; ++I)
    for (int X = 0; X < W; ++X)
      Ref[I * W + X] = gputest::mix(gputest::hash(6, I, Salt), X);
  round(
      T, "smem", Steps * W, [&](uint32_t *O) { smem<<<1, W>>>(O, 0, Salt); },
      Ref);

  for (int C = 0; C < 3; ++C) {
    const int Len = 20; // steps 0..Len-1 run; the launch of step Len fails
    int Zero[3][3] = {};
    CK(cudaMemcpyToSymbol(ErrOut, Zero, sizeof Zero));
    Ref.assign((Len + 1) * W, 0xFFFFFFFFu);
    for (int I = 0; I < Len; ++I)
      for (int X = 0; X < W; ++X)
        Ref[I * W + X] = gputest::hash(7, C, I, X, Salt);
    char Name[32];
    snprintf(Name, sizeof Name, "err %d", C);
    round(
        T, Name, (Len + 1) * W,
        [&](uint32_t *O) { err<<<1, W>>>(O, C, 0, Len, Salt); }, Ref);
    int Got[3][3];
    CK(cudaMemcpyFromSymbol(Got, ErrOut, sizeof Got));
    snprintf(Name, sizeof Name, "err %d: peek, get, get", C);
    T.compare(Name, std::vector<int>(Got[C], Got[C] + 3),
              std::vector<int>{9, 9, 0});
  }

  {
    size_t Nodes = (1u << Depth) - 1;
    uint32_t *OutL = gputest::alloc<uint32_t>(Nodes * W);
    gputest::poison(OutL, Nodes * W);
    std::vector<uint32_t> RefK(Nodes * W), RefL(Nodes * W);
    for (int L = 0; L < Depth; ++L)
      for (int Id = 0; Id < (1 << L); ++Id)
        for (int X = 0; X < W; ++X) {
          size_t At = ((size_t)(1 << L) - 1 + Id) * W + X;
          RefK[At] = gputest::hash(8, L, Id, X, Salt);
          RefL[At] = gputest::hash(9, L, Id, X, Salt);
        }
    round(
        T, "tree K", Nodes * W,
        [&](uint32_t *O) { treeK<<<1, W>>>(O, OutL, 0, 0, Salt); }, RefK);
    T.compare("tree L", gputest::download(OutL, Nodes * W), RefL);
    CK(cudaFree(OutL));
  }
  return T.finish();
}
