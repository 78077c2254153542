// Red team of PO and PAO (-dpagg-promote=po|pao; PromoteLaunches.h, "PO and
// PAO", rule A (ii)): a promoted child loads global memory before it waits
// for its parent's release when type-based alias analysis says that no
// store of the kernel writes what it loads. Each mode is a chain in which
// step i WRITES what step i+1 LOADS at its start, through a different
// TBAA-visible path of the same C++ type, in ways C++ allows (no type
// punning through unrelated pointer types):
//   0 struct_scalar  load Cell::key by member, store it through an int*
//   1 int4_scalar    load a whole int4, store its .y through an int*
//   2 half_bits      load a __half, store its bits through an unsigned
//                    short* (pointer-interconvertible with __half::__x)
//   3 union_cis      load U::b.tag, store U::a.tag (common initial sequence)
//   4 outer_inner    load Outer::in.u by member path, store Inner::u
//   5 ptr_chase      store through a pointer loaded from a job table
//   6 device_global  load through a parameter that points at a __device__
//                    array, which the kernel stores by name
//   7 bytes          store the int's four bytes through unsigned char
//   8 memcpy_bits    memcpy a float's bits into the int array
//   9 struct_copy    load Cell::key, store the whole Cell (aggregate copy)
//  10 ptr_similar    load int* from an int** table, store through const
//                    int** (similar types)
//  11 signedness     load unsigned, store int
//  12 float2_scalar  load a whole float2, store .y through a float*
//  13 array_member   load Arr::a[2] (constant index), store through int*
//  14 control        the load's type is never stored (TBAA admits it): the
//                    load runs early and reads what the host wrote
// Every step's parent computes ~50 us (a 20,000-round hash of what it
// loaded) before its link and its store, so a child that loaded its input
// early, before the release, reads the poison the host put there (or the
// previous round's data) and its outputs differ. Outputs poisoned, every
// step's value compared with a CPU reference.
//
// Expected (not run here): PASS in every build. The plan must refuse the
// early load in modes 0-13 (LoadMayBeWritten: the same TBAA type, or a
// store with none); `-Rpass=dpagg-promote` shows the prefix of each
// (pao_build.sh keeps the remarks in NAME.SFX.log). Mode 14 runs its load
// early and must still pass.
// Exit 0 right, 1 wrong, 2 CUDA error. Arguments: modes (default all).
#include "../../test/GPU/Inputs/GPUTest.cuh"
#include <cuda_fp16.h>

#include <cstring>
#include <string>
#include <type_traits>

constexpr int B = 64;    // threads per step
constexpr int N = 12;    // steps per chain
constexpr int R = 20000; // hash rounds per step

__host__ __device__ inline unsigned heavy(unsigned X, int Rounds) {
  for (int K = 0; K < Rounds; ++K)
    X = X * 1664525u + 1013904223u + (X >> 13);
  return X;
}

// A store through a plain pointer: after inlining, its TBAA tag is the
// pointee's scalar type, not the member path the load uses.
template <class T> __host__ __device__ __forceinline__ void put(T *P, T V) {
  *P = V;
}

struct Cell {
  int Key;
  float W;
};
struct Inner {
  int V, U;
};
struct Outer {
  float Pad;
  Inner In;
};
union U {
  struct {
    int Tag;
    float F;
  } A;
  struct {
    int Tag;
    int I;
  } Bv;
};
struct Arr {
  int N;
  int A[4];
};
struct Job {
  int *Dst;
  float Scale;
};
__device__ int GDev[(N + 1) * B];

#define HD static __host__ __device__ __forceinline__
// Each mode: Buf is the chain's memory, Aux a second pointer some modes
// need; init(E, v) makes element E read v (the host's first step input),
// load(X, Y, k) reads element k, store(X, Y, k, v) writes it so that load
// reads back(v). The host runs the same load and store on its copy.
struct StructScalar {
  using Buf = Cell;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.Key = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K].Key; }
  HD void store(Buf *X, Aux *, int K, unsigned V) { put(&X[K].Key, (int)V); }
};
struct Int4Scalar {
  using Buf = int4;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.x = 0, E.y = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) {
    int4 A = X[K];
    return (unsigned)(A.y + 3 * A.x + A.z * A.w);
  }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    put(&X[K].y, (int)V);
    X[K].x = 0;
  }
};
struct HalfBits {
  using Buf = __half;
  using Aux = int;
  HD void init(Buf &E, unsigned V) {
    unsigned short S = (unsigned short)V;
    memcpy(&E, &S, 2);
  }
  HD unsigned load(Buf *X, Aux *, int K) {
    __half H = X[K];
    return __half_as_ushort(H);
  }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    put(reinterpret_cast<unsigned short *>(&X[K]), (unsigned short)V);
  }
};
struct UnionCis {
  using Buf = U;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.Bv.Tag = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K].Bv.Tag; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    X[K].A.Tag = (int)V;
    X[K].A.F = 1.0f;
  }
};
struct OuterInner {
  using Buf = Outer;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.In.U = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K].In.U; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    Inner *P = &X[K].In;
    P->U = (int)V;
  }
};
struct PtrChase {
  using Buf = int;
  using Aux = Job;
  HD void init(Buf &E, unsigned V) { E = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K]; }
  HD void store(Buf *, Aux *Y, int K, unsigned V) {
    Y[K / B].Dst[K % B] = (int)V;
  }
};
struct DeviceGlobal {
  using Buf = int;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K]; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
#ifdef __CUDA_ARCH__
    GDev[K] = (int)V; // by name; X points at GDev
#else
    X[K] = (int)V;
#endif
  }
};
struct Bytes {
  using Buf = int;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K]; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    unsigned char *P = reinterpret_cast<unsigned char *>(&X[K]);
    for (int J = 0; J < 4; ++J)
      P[J] = (unsigned char)(V >> (8 * J));
  }
};
struct MemcpyBits {
  using Buf = int;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K]; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    float F; // the value's bits as a float object, copied into the int
    memcpy(&F, &V, 4);
    memcpy(&X[K], &F, 4);
  }
};
struct StructCopy {
  using Buf = Cell;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.Key = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K].Key; }
  HD void store(Buf *X, Aux *, int K, unsigned V) { X[K] = Cell{(int)V, 2.0f}; }
};
// int* objects accessed as const int* (similar types); Y is the array the
// pointers point into.
struct PtrSimilar {
  using Buf = int *;
  using Aux = int;
  static constexpr unsigned Span = 4096;
  HD unsigned load(Buf *X, Aux *Y, int K) { return (unsigned)(X[K] - Y); }
  HD void store(Buf *X, Aux *Y, int K, unsigned V) {
    put(static_cast<const int **>(static_cast<void *>(&X[K])),
        (const int *)(Y + V % Span));
  }
};
struct Signedness {
  using Buf = unsigned;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E = V; }
  HD unsigned load(Buf *X, Aux *, int K) { return X[K]; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    put(reinterpret_cast<int *>(&X[K]), (int)V);
  }
};
struct Float2Scalar {
  using Buf = float2;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.x = 0.0f, E.y = (float)V; }
  HD unsigned load(Buf *X, Aux *, int K) {
    float2 A = X[K];
    return (unsigned)(A.y + A.x);
  }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    put(&X[K].y, (float)(V & 0xffffu));
    X[K].x = 0.0f;
  }
};
struct ArrayMember {
  using Buf = Arr;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E.A[2] = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K].A[2]; }
  HD void store(Buf *X, Aux *, int K, unsigned V) {
    int *P = X[K].A;
    put(P + 2, (int)V);
  }
};
// Never stores its element type: the kernel's only global store is Out's
// long long. Step I reads the host's row I.
struct Control {
  using Buf = int;
  using Aux = int;
  HD void init(Buf &E, unsigned V) { E = (int)V; }
  HD unsigned load(Buf *X, Aux *, int K) { return (unsigned)X[K]; }
  HD void store(Buf *, Aux *, int, unsigned) {}
};
#undef HD

template <class M>
__global__ void step(typename M::Buf *X, typename M::Aux *Y, long long *Out,
                     int Steps, int I, int Rounds, unsigned Carry) {
  int T = threadIdx.x;
  unsigned In = M::load(X, Y, I * B + T);
  unsigned Next = heavy(In ^ (unsigned)I, Rounds) + T;
  if (T == 0 && I + 1 < Steps)
    step<M><<<1, B>>>(X, Y, Out, Steps, I + 1, Rounds, Carry + Next);
  M::store(X, Y, (I + 1) * B + T, Next);
  Out[I * B + T] = (long long)In * 4099 + Carry;
}

template <class M> int run(gputest::Test &T, const char *Name) {
  using Buf = typename M::Buf;
  using Aux = typename M::Aux;
  size_t Elems = (N + 1) * B;
  // Host copy: row 0 random, every other row poison (0xFF bytes), except
  // Control, whose rows are all the host's.
  std::vector<Buf> HX(Elems);
  memset((void *)HX.data(), 0xFF, Elems * sizeof(Buf));
  std::vector<int> Span(4096);
  Buf *DX = nullptr;
  Aux *DY = nullptr;
  bool OwnX = true;
  if constexpr (std::is_same<M, DeviceGlobal>::value) {
    CK(cudaGetSymbolAddress((void **)&DX, GDev));
    OwnX = false;
  } else {
    CK(cudaMalloc((void **)&DX, Elems * sizeof(Buf)));
  }
  if constexpr (std::is_same<M, PtrSimilar>::value) {
    DY = gputest::alloc<int>(4096);
    for (size_t K = 0; K < Elems; ++K)
      HX[K] = DY + (K < B ? T.R.next() % 1000 : 4095);
  } else {
    size_t Rows = std::is_same<M, Control>::value ? Elems : B;
    for (size_t K = 0; K < Rows; ++K) {
      memset((void *)&HX[K], 0, sizeof(Buf));
      M::init(HX[K], (unsigned)(T.R.next() % 1000));
    }
  }
  CK(cudaMemcpy((void *)DX, HX.data(), Elems * sizeof(Buf),
                cudaMemcpyHostToDevice));
  // The host's simulation: the same load and store on host memory.
  std::vector<Buf> SX = HX;
  std::vector<Job> HJobs(N + 1), DJobs(N + 1);
  for (int S = 0; S <= N; ++S) {
    HJobs[S] = Job{(int *)SX.data() + S * B, 1.0f};
    DJobs[S] = Job{(int *)DX + S * B, 1.0f};
  }
  Aux *HY = nullptr;
  if constexpr (std::is_same<M, PtrChase>::value) {
    DY = gputest::upload(DJobs);
    HY = HJobs.data();
  }
  if constexpr (std::is_same<M, PtrSimilar>::value)
    HY = DY; // pointers are compared with it, never dereferenced
  long long *DOut = gputest::alloc<long long>(N * B);
  gputest::poison(DOut, N * B);
  step<M><<<1, B>>>(DX, DY, DOut, N, 0, R, 0u);
  CK_SYNC();
  std::vector<long long> Want(N * B);
  unsigned Carry = 0;
  for (int S = 0; S < N; ++S) {
    unsigned C0 = 0;
    std::vector<unsigned> NextV(B);
    for (int Tt = 0; Tt < B; ++Tt) {
      unsigned In = M::load(SX.data(), HY, S * B + Tt);
      NextV[Tt] = heavy(In ^ (unsigned)S, R) + Tt;
      Want[S * B + Tt] = (long long)In * 4099 + Carry;
    }
    C0 = NextV[0];
    for (int Tt = 0; Tt < B; ++Tt)
      M::store(SX.data(), HY, (S + 1) * B + Tt, NextV[Tt]);
    Carry += C0;
  }
  int Bad = T.compare(Name, gputest::download(DOut, N * B), Want);
  if (OwnX)
    CK(cudaFree((void *)DX));
  if (DY)
    CK(cudaFree((void *)DY));
  CK(cudaFree(DOut));
  return Bad;
}

int main(int Argc, char **Argv) {
  gputest::Test T("pao_types");
  using Fn = int (*)(gputest::Test &, const char *);
  struct {
    const char *Name;
    Fn F;
  } Modes[] = {{"struct_scalar", run<StructScalar>},
               {"int4_scalar", run<Int4Scalar>},
               {"half_bits", run<HalfBits>},
               {"union_cis", run<UnionCis>},
               {"outer_inner", run<OuterInner>},
               {"ptr_chase", run<PtrChase>},
               {"device_global", run<DeviceGlobal>},
               {"bytes", run<Bytes>},
               {"memcpy_bits", run<MemcpyBits>},
               {"struct_copy", run<StructCopy>},
               {"ptr_similar", run<PtrSimilar>},
               {"signedness", run<Signedness>},
               {"float2_scalar", run<Float2Scalar>},
               {"array_member", run<ArrayMember>},
               {"control", run<Control>}};
  constexpr int NM = sizeof Modes / sizeof Modes[0];
  if (Argc > 1)
    for (int A = 1; A < Argc; ++A) {
      int M = std::stoi(Argv[A]);
      Modes[M].F(T, Modes[M].Name);
    }
  else
    for (int M = 0; M < NM; ++M)
      Modes[M].F(T, Modes[M].Name);
  return T.finish();
}
