// Red team of PO and PAO (-dpagg-promote=po|pao; PromoteLaunches.h, "PO and
// PAO"): the shapes of a promoted child that runs a prefix before its
// acquire. Every mode is a prefix-sum chain of one-block steps (block scan
// in shared memory with barriers, then the link with the carry, which is
// postponed, then the outputs), M chains at once, chain b of b + 1 steps,
// so chains end at every position of a pool of up to M blocks, and a pool
// of 2 sees both of its slots end chains. Each step's early parameters
// (the pointers, shifted per chain by the head's blockIdx.x, the length
// and the index) come from the launcher's registers and arguments.
//   0 launcher37   launcher threadIdx.x == 37 in blocks of 96 (not a
//                  power of two), static shared memory
//   1 dynsmem      the same scan in dynamic shared memory (constant size)
//   2 uniform_bar  barriers under conditions uniform per block: an early
//                  parameter (Flags & 1) and a load through a const
//                  __restrict__ parameter (Lim[0] > 5), both in the prefix
//   3 twod         the link launches <<<1, dim3(32, 2)>>> from a 1-D head:
//                  the children have no launcher thread (P, PO: the link is
//                  launched as written by thread (0, 0)); the prefix's scan
//                  indexes shared memory by threadIdx.y * 32 + threadIdx.x
//   4 starter      the chains' heads are launched by a device kernel of M
//                  blocks (thread 0 each), so the head is itself a child
//   5 starter_grid one device thread launches the heads as one grid of M
//                  blocks (under PA and PAO this launch reaches the
//                  promoted copy directly: M launchers, M pools)
// Outputs poisoned (rows past a chain's length stay poison), compared with
// a CPU reference. Arguments: M (default 130), then modes (default all).
//
// Expected (not run here): PASS in every build (.base, .po, .pao, .pao_p2
// with pools of 2, .pao_big with pools of 100,000: run it with M = 4).
// -Rpass=dpagg-promote shows each kernel's prefix (the whole block scan:
// ~100 instructions). Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <string>

constexpr int B = 96;  // threads per step (modes 0-2, 4)
constexpr int C = 37;  // the launcher's threadIdx.x
constexpr int B2 = 64; // threads per step of twod (32 x 2)

// The block scan every step runs (Hillis-Steele, any block size).
template <int NT>
__device__ __forceinline__ void blockScan(long long *S, int T) {
  for (int D = 1; D < NT; D *= 2) {
    long long V = T >= D ? S[T - D] : 0;
    __syncthreads();
    S[T] += V;
    __syncthreads();
  }
}

// Modes 0 and 1 (Dyn: dynamic shared memory). The head is a grid of M
// blocks: block b runs chain b (Len + b steps); later steps are one-block
// grids whose pointers were shifted to their chain.
template <bool Dyn>
__global__ void scan(const int *In, long long *Out, int Len, int MaxLen, int I,
                     long long Carry) {
  __shared__ long long Static[Dyn ? 1 : B];
  extern __shared__ long long Dynamic[];
  long long *S = Dyn ? Dynamic : Static;
  int T = threadIdx.x;
  int L = Len + blockIdx.x;
  size_t Shift = (size_t)blockIdx.x * MaxLen * B;
  S[T] = In[Shift + (size_t)I * B + T];
  __syncthreads();
  blockScan<B>(S, T);
  long long Next = S[B - 1] + Carry;
  if (T == C && I + 1 < L)
    scan<Dyn><<<1, B, Dyn ? B * sizeof(long long) : 0>>>(
        In + Shift, Out + Shift, L, MaxLen, I + 1, Next);
  Out[Shift + (size_t)I * B + T] = S[T] + Carry;
}

// Mode 2: two extra rounds under conditions uniform per block, before the
// scan: S[T] = 3 S[T] + S[(T + 1) % B] when Flags & 1, and S[T] = S[T] +
// 2 S[(T + 5) % B] when Lim[0] > 5.
__global__ void ubar(const int *In, long long *Out, const int *__restrict__ Lim,
                     int Flags, int Len, int MaxLen, int I, long long Carry) {
  __shared__ long long S[B];
  int T = threadIdx.x;
  int L = Len + blockIdx.x;
  size_t Shift = (size_t)blockIdx.x * MaxLen * B;
  S[T] = In[Shift + (size_t)I * B + T];
  __syncthreads();
  if (Flags & 1) {
    long long V = S[(T + 1) % B];
    __syncthreads();
    S[T] = 3 * S[T] + V;
    __syncthreads();
  }
  if (Lim[0] > 5) {
    long long V = S[(T + 5) % B];
    __syncthreads();
    S[T] += 2 * V;
    __syncthreads();
  }
  blockScan<B>(S, T);
  long long Next = S[B - 1] + Carry;
  if (T == C && I + 1 < L)
    ubar<<<1, B>>>(In + Shift, Out + Shift, Lim, Flags + 2, L, MaxLen, I + 1,
                   Next);
  Out[Shift + (size_t)I * B + T] = S[T] + Carry;
}

// Mode 3: the head is <<<M, 64>>> (1-D), every later step <<<1, (32, 2)>>>.
// The launcher is thread (5, 0, 0): the three tests sit in branches of
// their own, with stores between them (else clang folds y == 0 && z == 0
// into (y | z) == 0, which the recognition does not read), and the threads
// of row y = 0 mark their step in Mark.
__global__ void twod(const int *In, long long *Out, short *Mark, int Len,
                     int MaxLen, int I, long long Carry) {
  __shared__ long long S[B2];
  int T = threadIdx.y * 32 + threadIdx.x;
  int L = Len + blockIdx.x;
  size_t Shift = (size_t)blockIdx.x * MaxLen * B2;
  size_t MShift = (size_t)blockIdx.x * MaxLen * 32;
  S[T] = In[Shift + (size_t)I * B2 + T];
  __syncthreads();
  blockScan<B2>(S, T);
  long long Next = S[B2 - 1] + Carry;
  if (threadIdx.z == 0) {
    Out[Shift + (size_t)I * B2 + T] = S[T] + Carry;
    if (threadIdx.y == 0) {
      Mark[MShift + (size_t)I * 32 + threadIdx.x] = (short)(I + 1);
      if (threadIdx.x == 5 && I + 1 < L)
        twod<<<1, dim3(32, 2)>>>(In + Shift, Out + Shift, Mark + MShift, L,
                                 MaxLen, I + 1, Next);
    }
  }
}

// Mode 4: block b of the starter starts chain b.
__global__ void starter(const int *In, long long *Out, int MaxLen) {
  size_t Shift = (size_t)blockIdx.x * MaxLen * B;
  if (threadIdx.x == 0)
    scan<false>
        <<<1, B>>>(In + Shift, Out + Shift, blockIdx.x + 1, MaxLen, 0, 0);
}

// The CPU's step: row -> outputs (with the carry in), the carry out.
// Mode 5: one thread launches every chain's head, a grid of M blocks.
__global__ void starterGrid(const int *In, long long *Out, int M, int MaxLen) {
  scan<false><<<M, B>>>(In, Out, 1, MaxLen, 0, 0);
}

static long long cpuStep(std::vector<long long> S, long long Carry,
                         long long *OutRow, int Mode, int Flags, int Lim) {
  int NT = (int)S.size();
  if (Mode == 2 && (Flags & 1)) {
    std::vector<long long> P = S;
    for (int T = 0; T < NT; ++T)
      S[T] = 3 * P[T] + P[(T + 1) % NT];
  }
  if (Mode == 2 && Lim > 5) {
    std::vector<long long> P = S;
    for (int T = 0; T < NT; ++T)
      S[T] = P[T] + 2 * P[(T + 5) % NT];
  }
  for (int T = 1; T < NT; ++T)
    S[T] += S[T - 1];
  for (int T = 0; T < NT; ++T)
    OutRow[T] = S[T] + Carry;
  return S[NT - 1] + Carry;
}

static int runMode(gputest::Test &Tst, int Mode, int M) {
  static const char *Names[] = {"launcher37", "dynsmem", "uniform_bar",
                                "twod",       "starter", "starter_grid"};
  int NT = Mode == 3 ? B2 : B;
  int MaxLen = M;
  size_t N = (size_t)M * MaxLen * NT;
  std::vector<int> In(N);
  for (int &V : In)
    V = (int)(Tst.R.next() % 1000) - 500;
  int LimV = Tst.R.range(0, 10);
  int Flags0 = Tst.R.range(0, 7);
  std::vector<long long> Want(N, -1); // poison: 0xFF bytes
  for (int Ch = 0; Ch < M; ++Ch) {
    long long Carry = 0;
    int Flags = Flags0;
    for (int I = 0; I < Ch + 1; ++I) {
      size_t Row = ((size_t)Ch * MaxLen + I) * NT;
      std::vector<long long> S(In.begin() + Row, In.begin() + Row + NT);
      Carry = cpuStep(S, Carry, &Want[Row], Mode, Flags, LimV);
      Flags += 2;
    }
  }
  int *DIn = gputest::upload(In);
  int *DLim = gputest::upload(std::vector<int>{LimV});
  long long *DOut = gputest::alloc<long long>(N);
  gputest::poison(DOut, N);
  size_t NM = (size_t)M * MaxLen * 32;
  short *DMark = gputest::alloc<short>(NM);
  gputest::poison(DMark, NM);
  switch (Mode) {
  case 0:
    scan<false><<<M, B>>>(DIn, DOut, 1, MaxLen, 0, 0);
    break;
  case 1:
    scan<true><<<M, B, B * sizeof(long long)>>>(DIn, DOut, 1, MaxLen, 0, 0);
    break;
  case 2:
    ubar<<<M, B>>>(DIn, DOut, DLim, Flags0, 1, MaxLen, 0, 0);
    break;
  case 3:
    twod<<<M, B2>>>(DIn, DOut, DMark, 1, MaxLen, 0, 0);
    break;
  case 4:
    starter<<<M, 32>>>(DIn, DOut, MaxLen);
    break;
  case 5:
    starterGrid<<<1, 1>>>(DIn, DOut, M, MaxLen);
    break;
  }
  CK_SYNC();
  std::string What = std::string(Names[Mode]) + " M=" + std::to_string(M);
  int Bad = Tst.compare(What.c_str(), gputest::download(DOut, N), Want);
  if (Mode == 3) {
    std::vector<short> WantMark(NM, -1);
    for (int Ch = 0; Ch < M; ++Ch)
      for (int I = 0; I < Ch + 1; ++I)
        for (int X = 0; X < 32; ++X)
          WantMark[((size_t)Ch * MaxLen + I) * 32 + X] = (short)(I + 1);
    Bad |= Tst.compare("twod marks", gputest::download(DMark, NM), WantMark);
  }
  CK(cudaFree(DMark));
  CK(cudaFree(DIn));
  CK(cudaFree(DLim));
  CK(cudaFree(DOut));
  return Bad;
}

int main(int Argc, char **Argv) {
  gputest::Test T("pao_shapes");
  // Without DPAgg every chain keeps its ancestors pending: up to
  // M (M + 1) / 2 launches at once.
  T.pendingLaunches(16384);
  // PAO's pools (and their early records) come from the device heap.
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(1) << 30));
  int M = Argc > 1 ? std::stoi(Argv[1]) : 130;
  if (Argc > 2)
    for (int A = 2; A < Argc; ++A)
      runMode(T, std::stoi(Argv[A]), M);
  else
    for (int Mode = 0; Mode < 6; ++Mode)
      runMode(T, Mode, M);
  return T.finish();
}
