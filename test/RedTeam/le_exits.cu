// Red team of block scope at the threads' last exit (issue 26, item 3;
// runtime/block.cu "Block scope at the last exit", (a) exactly once and
// (e) counting): every thread must pass exactly one exit hook, so attack the
// ways out of a kernel. Kernels (each parent thread's only launch, made
// once, result unused: unobserved):
//  0 deep      early returns from three levels of inlined functions, a
//              return after the prologue, the launch under a divergent
//              branch, a store after it;
//  1 deep_lb   the same under __launch_bounds__(1024, 1);
//  2 trapnever a __trap() behind a condition no input meets (the allow-list
//              takes trap: it ends the grid);
//  3 noret     a [[noreturn]] inlined function that traps, never called;
//  4 asmexit   inline PTX `exit;` for some threads before the site (control:
//              the plan must refuse the last exit, ThreadExit);
//  5 onceloop  the launch inside a loop that runs 0 or 1 times (control: in
//              a cycle, so not "once": refused, Observed);
//  6 retasm    inline PTX `ret;` for some threads (ends the kernel's thread
//              as `exit` does; control: refused as not falling through).
// Block shapes 1, 33, 1024, 16x3, 4x4x4 and 96 (ragged NP), grids of 1 to
// 20,000 blocks (more than resident), two rounds each. Each child thread
// counts itself per launching parent (Hits: lost or duplicated launches),
// block 0 thread 0 writes a hash of configuration and arguments (Out); each
// parent writes Own. Exit 0 right, 1 wrong, 2 CUDA error.
#include "le/Le.cuh"

__host__ __device__ __forceinline__ int l3(uint32_t V) {
  if (V % 5 == 0)
    return -1;
  return (int)(V & 0xffff);
}
__host__ __device__ __forceinline__ int l2(uint32_t V) {
  int X = l3(V);
  if (X < 0)
    return -1;
  if (V % 7 == 0)
    return -2;
  return X + 1;
}
__host__ __device__ __forceinline__ int l1(uint32_t V) {
  int X = l2(V);
  if (X < 0)
    return X;
  return V % 3 == 0 ? 0 : X;
}

enum Kind { Deep, DeepLB, TrapNever, NoRet, AsmExit, OnceLoop, RetAsm, NumKinds };
const char *KindName[] = {"deep",    "deep_lb", "trapnever", "noret",
                          "asmexit", "onceloop", "retasm"};

/// Whether parent V launches in kernel K (host and device).
__host__ __device__ inline bool launches(uint32_t V, int K) {
  if ((K == AsmExit || K == RetAsm) && V % 11 == 0)
    return false; // left through inline PTX
  return l1(V) > 0 && (V & 1);
}

[[noreturn]] __device__ __forceinline__ void die() { __trap(); }

template <int K>
__device__ __forceinline__ void body(const uint32_t *In, unsigned *Hits,
                                     uint32_t *Out, uint32_t *Own, int NP) {
  int P = leParent();
  if (P >= NP)
    return;
  uint32_t V = In[P];
  if (K == TrapNever && V == 0xdeadbeefu) // the host never writes it
    __trap();
  if (K == NoRet && V == 0xdeadbeefu)
    die();
  if (K == AsmExit && V % 11 == 0)
    asm volatile("exit;");
  if (K == RetAsm && V % 11 == 0)
    asm volatile("ret;");
  int X = l1(V);
  if (X < 0) {
    Own[P] = 1;
    return;
  }
  Own[P] = hash(P, X);
  if (X == 0)
    return;
  LeCfg C = leCfg(V, 0);
  if (K == OnceLoop) {
    for (uint32_t I = 0; I < (V & 1); ++I)
      leChild<<<C.Grid, C.Block>>>(Hits, Out, P, V);
  } else if (V & 1) {
    leChild<<<C.Grid, C.Block>>>(Hits, Out, P, V);
  }
  Own[P] ^= 2;
}

template <int K>
__global__ void parent(const uint32_t *In, unsigned *Hits, uint32_t *Out,
                       uint32_t *Own, int NP) {
  body<K>(In, Hits, Out, Own, NP);
}
__global__ void __launch_bounds__(1024, 1)
    parentLB(const uint32_t *In, unsigned *Hits, uint32_t *Out, uint32_t *Own,
             int NP) {
  body<DeepLB>(In, Hits, Out, Own, NP);
}

struct Shape {
  unsigned Grid;
  dim3 Block;
  int Cut; // parents missing at the end (ragged: the last block's tail)
};

int main() {
  gputest::Test T("le_exits");
  T.pendingLaunches(1 << 19);
  const Shape Shapes[] = {{1, dim3(1), 0},        {3, dim3(1), 0},
                          {7, dim3(33), 0},       {5, dim3(1024), 0},
                          {9, dim3(16, 3), 5},    {6, dim3(4, 4, 4), 0},
                          {20000, dim3(33), 17},  {300, dim3(96), 40},
                          {1, dim3(1024), 1000}};
  for (int Round = 0; Round < 2; ++Round)
    for (int K = 0; K < NumKinds; ++K)
      for (const Shape &S : Shapes) {
        int PerBlock = S.Block.x * S.Block.y * S.Block.z;
        int NP = (int)S.Grid * PerBlock - S.Cut;
        std::vector<uint32_t> In(NP);
        std::vector<char> Launch(NP);
        for (int P = 0; P < NP; ++P) {
          uint32_t V = (uint32_t)T.R.next();
          if (V == 0xdeadbeefu)
            V = 1;
          In[P] = V;
          Launch[P] = launches(V, K);
        }
        std::vector<unsigned> WantHits;
        std::vector<uint32_t> WantOut, WantOwn(NP, 0xffffffffu);
        leExpect(In, Launch, 0, WantHits, WantOut);
        for (int P = 0; P < NP; ++P) {
          uint32_t V = In[P];
          if ((K == AsmExit || K == RetAsm) && V % 11 == 0)
            continue;
          int X = l1(V);
          WantOwn[P] = X < 0 ? 1 : X == 0 ? hash(P, X) : hash(P, X) ^ 2;
        }
        uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(NP),
                 *DOwn = gputest::alloc<uint32_t>(NP);
        unsigned *DHits = gputest::alloc<unsigned>(NP);
        gputest::poison(DOut, NP);
        gputest::poison(DOwn, NP);
        CK(cudaMemset(DHits, 0, NP * sizeof(unsigned)));
        switch (K) {
        case Deep: parent<Deep><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case DeepLB: parentLB<<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case TrapNever: parent<TrapNever><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case NoRet: parent<NoRet><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case AsmExit: parent<AsmExit><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case OnceLoop: parent<OnceLoop><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        case RetAsm: parent<RetAsm><<<S.Grid, S.Block>>>(DIn, DHits, DOut, DOwn, NP); break;
        }
        CK_SYNC();
        char Tag[96];
        snprintf(Tag, sizeof Tag, "r%d %s %ux(%u,%u,%u) hits", Round, KindName[K],
                 S.Grid, S.Block.x, S.Block.y, S.Block.z);
        T.compare(Tag, gputest::download(DHits, NP), WantHits);
        snprintf(Tag, sizeof Tag, "r%d %s %ux(%u,%u,%u) out", Round, KindName[K],
                 S.Grid, S.Block.x, S.Block.y, S.Block.z);
        T.compare(Tag, gputest::download(DOut, NP), WantOut);
        snprintf(Tag, sizeof Tag, "r%d %s %ux(%u,%u,%u) own", Round, KindName[K],
                 S.Grid, S.Block.x, S.Block.y, S.Block.z);
        T.compare(Tag, gputest::download(DOwn, NP), WantOwn);
        CK(cudaFree(DIn));
        CK(cudaFree(DOut));
        CK(cudaFree(DOwn));
        CK(cudaFree(DHits));
      }
  return T.finish();
}
