//===- bench/chains.cu - data sliding as chains of one-block steps -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// NOT YET RUN ON A GPU (written and built without one, issue 24 item 7).
//
// The seven data-sliding workloads of the thesis (shared/papers/003,
// chapters 4 and 7) for launch promotion (issue 24; test/GPU/promote_chain.cu
// is the same shape as a test): a chain of one-block steps of 256 threads,
// step I working on elements [256 I, 256 I + 256). Each step scans its
// elements' values in shared memory (the prologue), thread 0 launches the
// next step <<<1, 256>>> into the NULL stream while steps remain (the
// condition `threadIdx.x == 0 && I + 1 < Steps` is known at entry, so
// promotion may launch early) with the carry it computed (the running
// offset, maximum or sum: two postponed long long arguments), and then every
// thread writes its outputs (the epilogue):
//
//   Compact     keep the elements != 0, in order
//   Pad         insert a pad element (0) after every row of R elements
//   Unpad       the inverse: drop the last element of every row of R + 1
//   Partition   stable: the elements < pivot at out[0..), the others at
//               out[N..)
//   Unique      drop the elements equal to their predecessor
//   LineOfSight heights h[i] at distance i + 1: visible[i] when the slope
//               h[i] / (i + 1) exceeds every earlier one (a running maximum
//               of fractions, compared exactly by cross-multiplication)
//   Scan        inclusive prefix sum
//
// Versions (benchmark families NAME/dp and NAME/flat; argument: steps, each
// of 256 elements; 2, 25, 10,000 and 100,000):
//   dp    the chain above, the host launching step 0
//   flat  no dynamic parallelism: three host launches (every block's total;
//         one block scans the totals; every block scans again from its
//         carry and writes)
//
// The output (2 N long longs) is poisoned before every run and compared in
// full with a CPU reference (where nothing is written the reference holds
// the poison). A step that never ran leaves its part poisoned.
//
// Expected: without DPAgg (.base) and with promotion alone (.p) the dp
// chains of 10,000 and 100,000 steps fail ("wrong result": a parent step
// stays pending until its child ends, and CDP2's pool of 2048 pending
// launches stops the chain silently, shared/notes/platform-facts.md); the
// default build (tail chains) and .pa (promotion with vertical aggregation)
// must pass them. The figure of merit: dp in .pa (and .default) over flat.
// .po and .pao (issue 24 item 4) run each step's lift and block scan (reads
// of In, an int, while the kernel stores long long; shared memory) before
// the step waits for its carry: .po fails the long chains as .p does, .pao
// must pass them.
//
//===----------------------------------------------------------------------===//
#include <cuda_runtime.h>
#include <vector>

#include "common/Bench.cuh"

using namespace dpagg_bench;

static constexpr int Block = 256;

// A carry: a running (offset, offset), sum or fraction.
struct Val {
  long long A, B;
};

// ---------------- the workloads ----------------
// Each: id/op (an associative operation on Val), lift (an element's value),
// emit (the element's outputs from the exclusive and inclusive prefixes),
// gen and param (the input, drawn from the seed), ref (the CPU reference,
// written independently of lift and emit).

using HostIn = std::vector<int>;
using HostOut = std::vector<long long>;

struct Sum { // the operation of every workload but LineOfSight
  __host__ __device__ static Val id() { return {0, 0}; }
  __host__ __device__ static Val op(Val X, Val Y) {
    return {X.A + Y.A, X.B + Y.B};
  }
  static int gen(Rng &R, long long) { return R.below(2) ? 0 : R.range(1, 8); }
  static int param(Rng &) { return 0; }
  static HostOut poisoned(size_t N) { return HostOut(2 * N, -1); }
};

struct Compact : Sum {
  static constexpr const char *Name = "Compact";
  __device__ static Val lift(const int *In, long long I, int) {
    return {In[I] != 0, 0};
  }
  __device__ static void emit(const int *In, long long *Out, long long,
                              long long I, int, Val Ex, Val) {
    if (In[I] != 0)
      Out[Ex.A] = In[I];
  }
  static HostOut ref(const HostIn &In, int) {
    HostOut O = poisoned(In.size());
    size_t K = 0;
    for (int V : In)
      if (V != 0)
        O[K++] = V;
    return O;
  }
};

struct Pad : Sum {
  static constexpr const char *Name = "Pad";
  static int param(Rng &R) { return R.range(2, 300); } // the row length
  __device__ static Val lift(const int *, long long I, int P) {
    return {1 + (I % P == P - 1), 0};
  }
  __device__ static void emit(const int *In, long long *Out, long long,
                              long long I, int P, Val Ex, Val) {
    Out[Ex.A] = In[I];
    if (I % P == P - 1)
      Out[Ex.A + 1] = 0;
  }
  static HostOut ref(const HostIn &In, int P) {
    HostOut O = poisoned(In.size());
    size_t K = 0;
    for (size_t I = 0; I < In.size(); ++I) {
      O[K++] = In[I];
      if ((I + 1) % P == 0)
        O[K++] = 0;
    }
    return O;
  }
};

struct Unpad : Sum {
  static constexpr const char *Name = "Unpad";
  static int param(Rng &R) { return R.range(2, 300); } // rows of P + 1
  __device__ static Val lift(const int *, long long I, int P) {
    return {I % (P + 1) != P, 0};
  }
  __device__ static void emit(const int *In, long long *Out, long long,
                              long long I, int P, Val Ex, Val) {
    if (I % (P + 1) != P)
      Out[Ex.A] = In[I];
  }
  static HostOut ref(const HostIn &In, int P) {
    HostOut O = poisoned(In.size());
    size_t K = 0;
    for (size_t I = 0; I < In.size(); ++I)
      if ((I + 1) % (P + 1) != 0)
        O[K++] = In[I];
    return O;
  }
};

struct Partition : Sum {
  static constexpr const char *Name = "Partition";
  static int param(Rng &R) { return R.range(1, 8); } // the pivot
  __device__ static Val lift(const int *In, long long I, int P) {
    return {In[I] < P, In[I] >= P};
  }
  __device__ static void emit(const int *In, long long *Out, long long N,
                              long long I, int P, Val Ex, Val) {
    if (In[I] < P)
      Out[Ex.A] = In[I];
    else
      Out[N + Ex.B] = In[I];
  }
  static HostOut ref(const HostIn &In, int P) {
    HostOut O = poisoned(In.size());
    size_t Lo = 0, Hi = In.size();
    for (int V : In)
      O[V < P ? Lo++ : Hi++] = V;
    return O;
  }
};

struct Unique : Sum {
  static constexpr const char *Name = "Unique";
  __device__ static Val lift(const int *In, long long I, int) {
    return {I == 0 || In[I] != In[I - 1], 0};
  }
  __device__ static void emit(const int *In, long long *Out, long long,
                              long long I, int, Val Ex, Val) {
    if (I == 0 || In[I] != In[I - 1])
      Out[Ex.A] = In[I];
  }
  static HostOut ref(const HostIn &In, int) {
    HostOut O = poisoned(In.size());
    size_t K = 0;
    for (size_t I = 0; I < In.size(); ++I)
      if (I == 0 || In[I] != In[I - 1])
        O[K++] = In[I];
    return O;
  }
};

struct LineOfSight {
  static constexpr const char *Name = "LineOfSight";
  // The slope A / B (B > 0); every height is >= 0 > -1.
  __host__ __device__ static Val id() { return {-1, 1}; }
  __host__ __device__ static bool less(Val X, Val Y) {
    return X.A * Y.B < Y.A * X.B;
  }
  __host__ __device__ static Val op(Val X, Val Y) { return less(X, Y) ? Y : X; }
  static int gen(Rng &R, long long I) { return (int)(I / 4) + R.range(0, 64); }
  static int param(Rng &) { return 0; }
  __device__ static Val lift(const int *In, long long I, int) {
    return {In[I], I + 1};
  }
  __device__ static void emit(const int *In, long long *Out, long long,
                              long long I, int, Val Ex, Val) {
    Out[I] = less(Ex, lift(In, I, 0));
  }
  static HostOut ref(const HostIn &In, int) {
    HostOut O(2 * In.size(), -1);
    long long MaxH = -1, MaxD = 1;
    for (size_t I = 0; I < In.size(); ++I) {
      long long H = In[I], D = (long long)I + 1;
      O[I] = H * MaxD > MaxH * D;
      if (O[I])
        MaxH = H, MaxD = D;
    }
    return O;
  }
};

struct Scan : Sum {
  static constexpr const char *Name = "Scan";
  static int gen(Rng &R, long long) { return R.range(-1000, 1000); }
  __device__ static Val lift(const int *In, long long I, int) {
    return {In[I], 0};
  }
  __device__ static void emit(const int *, long long *Out, long long,
                              long long I, int, Val, Val Inc) {
    Out[I] = Inc.A;
  }
  static HostOut ref(const HostIn &In, int) {
    HostOut O = poisoned(In.size());
    long long S = 0;
    for (size_t I = 0; I < In.size(); ++I)
      O[I] = S += In[I];
    return O;
  }
};

// ---------------- device ----------------

// The inclusive scan of the block's X under Op; S holds it afterwards.
template <class Op> __device__ Val blockScan(Val *S, Val X) {
  int T = threadIdx.x;
  S[T] = X;
  __syncthreads();
  for (int D = 1; D < Block; D *= 2) {
    Val Y = T >= D ? S[T - D] : Op::id();
    __syncthreads();
    S[T] = Op::op(Y, S[T]);
    __syncthreads();
  }
  return S[T];
}

// dp: step I of the chain, Carry = (C0, C1) the prefix of steps 0..I-1.
template <class Op>
__global__ void step(const int *In, long long *Out, long long N, int Steps,
                     int I, int P, long long C0, long long C1) {
  __shared__ Val S[Block];
  int T = threadIdx.x;
  long long At = (long long)I * Block + T;
  Val Carry{C0, C1};
  Val Inc = blockScan<Op>(S, Op::lift(In, At, P));
  Val Ex = T ? S[T - 1] : Op::id();
  Val Next = Op::op(Carry, S[Block - 1]);
  if (T == 0 && I + 1 < Steps)
    step<Op><<<1, Block>>>(In, Out, N, Steps, I + 1, P, Next.A, Next.B);
  Op::emit(In, Out, N, At, P, Op::op(Carry, Ex), Op::op(Carry, Inc));
}

// flat, 1: every block's total.
template <class Op> __global__ void totals(const int *In, int P, Val *Tot) {
  __shared__ Val S[Block];
  blockScan<Op>(S,
                Op::lift(In, (long long)blockIdx.x * Block + threadIdx.x, P));
  if (threadIdx.x == 0)
    Tot[blockIdx.x] = S[Block - 1];
}

// flat, 2 (one block): Tot becomes its exclusive scan, each thread over a
// run of ceil(Steps / Block) totals.
template <class Op> __global__ void scanTotals(Val *Tot, int Steps) {
  __shared__ Val S[Block];
  int T = threadIdx.x, Per = (Steps + Block - 1) / Block;
  int Lo = min(Steps, T * Per), Hi = min(Steps, Lo + Per);
  Val Mine = Op::id();
  for (int K = Lo; K < Hi; ++K)
    Mine = Op::op(Mine, Tot[K]);
  blockScan<Op>(S, Mine);
  Val Run = T ? S[T - 1] : Op::id();
  for (int K = Lo; K < Hi; ++K) {
    Val X = Tot[K];
    Tot[K] = Run;
    Run = Op::op(Run, X);
  }
}

// flat, 3: every block from its carry.
template <class Op>
__global__ void emitAll(const int *In, long long *Out, long long N, int P,
                        const Val *Tot) {
  __shared__ Val S[Block];
  int T = threadIdx.x;
  long long At = (long long)blockIdx.x * Block + T;
  Val Carry = Tot[blockIdx.x];
  Val Inc = blockScan<Op>(S, Op::lift(In, At, P));
  Val Ex = T ? S[T - 1] : Op::id();
  Op::emit(In, Out, N, At, P, Op::op(Carry, Ex), Op::op(Carry, Inc));
}

// ---------------- host ----------------
namespace {

template <class Op> struct Chain : Case {
  bool Dp;
  int Steps, P;
  long long N;
  HostIn H;
  HostOut Want;
  DevBuf<int> In;
  DevBuf<long long> Out;
  DevBuf<Val> Tot;

  Chain(bool Dp, const Args &A, Rng &R) : Dp(Dp), Steps((int)A[0]) {
    N = (long long)Steps * Block;
    P = Op::param(R);
    H.resize(N);
    for (long long I = 0; I < N; ++I)
      H[I] = Op::gen(R, I);
    Want = Op::ref(H, P);
    Info["steps"] = Steps;
    Info["param"] = P;
    Info["launches"] = Dp ? Steps - 1 : 0;
  }
  void upload() override {
    In = DevBuf<int>(H);
    Out = DevBuf<long long>((size_t)(2 * N));
    Tot = DevBuf<Val>((size_t)Steps);
  }
  void reset() override { Out.fill(0xff); }
  void run() override {
    if (Dp) {
      step<Op><<<1, Block>>>(In, Out, N, Steps, 0, P, Op::id().A, Op::id().B);
      CK_LAUNCH();
      return;
    }
    totals<Op><<<Steps, Block>>>(In, P, Tot);
    CK_LAUNCH();
    scanTotals<Op><<<1, Block>>>(Tot, Steps);
    CK_LAUNCH();
    emitAll<Op><<<Steps, Block>>>(In, Out, N, P, Tot);
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("outputs", Out.download(), Want);
  }
};

template <class Op> void add() {
  for (bool Dp : {true, false})
    registerFamily(
        std::string(Op::Name) + (Dp ? "/dp" : "/flat"),
        [Dp](const Args &A, Rng &R) {
          return std::make_unique<Chain<Op>>(Dp, A, R);
        },
        {{2}, {25}, {10000}, {100000}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  // PA's pools of descendant blocks come from the device heap
  // (test/GPU/promote_chain.cu). No pending-launch limit is raised: the
  // chains past 2048 steps fail without tail chains or PA, by design.
  needMallocHeap(size_t(256) << 20);
  add<Compact>();
  add<Pad>();
  add<Unpad>();
  add<Partition>();
  add<Unique>();
  add<LineOfSight>();
  add<Scan>();
}

DPAGG_BENCH_MAIN()
