// Red team (c1c8943, AggregatedChild.cpp onlyLoadsFrom): an aggregated
// child clone reads a by-value parameter that the kernel only reads from the
// block's shared copy (K.dpagg.args, written by thread 0 in the prologue and,
// in the molded clone, rewritten per logical block after the latch); a
// parameter the kernel may write keeps a private copy per thread, filled with
// wide moves (emitWideCopy). Children, each launched by every thread of the
// parent with its own structs, 1-D/2-D grids and blocks:
//  - read:   reads only, through variable indices, a volatile read, a
//            packed (align 1) struct; early returns; no barrier (moldable:
//            the .on variant loops over up to 48 logical blocks per
//            physical block, each with another parent's structs);
//  - bar:    __syncthreads and dynamic shared memory that every thread
//            fills completely (an overlap with the shared copy shows) between
//            reads of an alignas(16) struct and an 8-byte aligned one;
//  - write:  writes two of its three structs (private copies, one alignas(16)
//            of 96 bytes, one of 82 bytes at 2-byte alignment) and reads the
//            third;
//  - escape: the struct's address goes to a __noinline__ function by
//            reference, into a select between two structs, and into
//            pointer arithmetic; another struct goes by value to a
//            __noinline__ function (each keeps a private copy);
//  - nest:   a child that is itself a parent: each of its threads launches
//            `read` with the struct it received (the clone copies it from
//            the shared copy into its staging blob: the dpagg.copy loop).
// Every child thread writes one word (a hash of its logical geometry and
// every struct field it read) into its own slot; early-returning threads
// write a marker. Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>
#include <tuple>

using gputest::hash;
using gputest::mix;

struct Big { // 196 bytes at 4-byte alignment, one byte of tail padding
  uint32_t W[48];
  unsigned short S;
  char C;
};
struct __attribute__((packed)) Pk { // 82 bytes at 1-byte alignment
  char C;
  uint32_t W[20];
  char D;
};
struct alignas(16) A16 { // 96 bytes: 81 used
  uint32_t V[20];
  char T;
};
struct A2 { // 82 bytes at 2-byte alignment
  unsigned short H[40];
  char C;
};
struct A8 { // 80 bytes: 73 used
  double D[9];
  char C;
};

constexpr int ParentBlocks = 4, ParentThreads = 128;
constexpr int NP = ParentBlocks * ParentThreads;
constexpr int MaxBlocks = 48, MaxThreads = 64, Region = MaxBlocks * MaxThreads;
constexpr int NestThreads = 8; // threads of a nest child: grandchildren each
enum Kind { Read, Bar, Write, Escape, Nest, NumKinds, ReadSmall = NumKinds };
static const char *KindNames[] = {"read", "bar", "write", "escape", "nest"};

struct Plan {
  unsigned G[3], B[3], Shmem;
  __host__ __device__ unsigned blocks() const { return G[0] * G[1] * G[2]; }
  __host__ __device__ unsigned threads() const { return B[0] * B[1] * B[2]; }
};

__host__ __device__ inline Plan planOf(int K, uint32_t Id, uint32_t Salt) {
  Plan P;
  uint32_t H = hash(K, Id, Salt, 0x51u);
  static constexpr unsigned Sh[6][2] = {{32, 1}, {16, 4}, {64, 1},
                                        {8, 8},  {48, 1}, {5, 7}};
  unsigned S = (H >> 4) % 6;
  P.B[0] = Sh[S][0], P.B[1] = Sh[S][1], P.B[2] = 1;
  if (K == Nest)
    P.B[0] = NestThreads, P.B[1] = 1;
  unsigned NB = K == Read ? 16 + (H >> 8) % 33 : 1 + (H >> 8) % 4; // ReadSmall: 1-4
  if (K == Nest)
    NB = 1;
  if ((H >> 16) % 2 && NB % 2 == 0)
    P.G[0] = NB / 2, P.G[1] = 2;
  else
    P.G[0] = NB, P.G[1] = 1;
  P.G[2] = 1;
  static constexpr unsigned Words[3] = {0, 1024, 3000};
  P.Shmem = K == Bar ? 4 * (P.threads() + Words[(H >> 20) % 3]) : 0;
  return P;
}

__host__ __device__ inline Big bigOf(uint32_t Id, uint32_t Salt) {
  Big A;
  for (int K = 0; K < 48; ++K)
    A.W[K] = hash(Id, Salt, K, 0x11u);
  A.S = (unsigned short)hash(Id, 0x12u);
  A.C = (char)hash(Id, Salt, 0x13u);
  return A;
}
__host__ __device__ inline Pk pkOf(uint32_t Id, uint32_t Salt) {
  Pk P;
  P.C = (char)hash(Id, 0x21u);
  for (int K = 0; K < 20; ++K)
    P.W[K] = hash(Id, Salt, K, 0x22u);
  P.D = (char)hash(Id, Salt, 0x23u);
  return P;
}
__host__ __device__ inline A16 a16Of(uint32_t Id, uint32_t Salt) {
  A16 X;
  for (int K = 0; K < 20; ++K)
    X.V[K] = hash(Id, Salt, K, 0x31u);
  X.T = (char)hash(Id, 0x32u);
  return X;
}
__host__ __device__ inline A2 a2Of(uint32_t Id, uint32_t Salt) {
  A2 Y;
  for (int K = 0; K < 40; ++K)
    Y.H[K] = (unsigned short)hash(Id, Salt, K, 0x41u);
  Y.C = (char)hash(Id, 0x42u);
  return Y;
}
__host__ __device__ inline A8 a8Of(uint32_t Id, uint32_t Salt) {
  A8 D;
  for (int K = 0; K < 9; ++K)
    D.D[K] = (double)(hash(Id, Salt, K, 0x51u) & 0xffffff) * 0.25;
  D.C = (char)hash(Id, 0x52u);
  return D;
}

__host__ __device__ inline uint32_t dbits(double D) {
  unsigned long long U;
  memcpy(&U, &D, 8);
  return (uint32_t)(U ^ (U >> 32));
}

/// Logical geometry: Tx, Ty, Bx, By, blockDim x/y, gridDim x/y.
struct Geo {
  unsigned T[2], B[2], BD[2], GD[2];
  __host__ __device__ unsigned tl() const { return T[0] + BD[0] * T[1]; }
  __host__ __device__ unsigned bl() const { return B[0] + GD[0] * B[1]; }
  __host__ __device__ unsigned tn() const { return BD[0] * BD[1]; }
  __host__ __device__ uint32_t h() const {
    return hash(T[0], T[1], B[0], B[1], BD[0], BD[1], GD[0], GD[1]);
  }
};

__host__ __device__ inline bool earlyOut(uint32_t Id, const Geo &G) {
  return hash(Id, G.bl(), G.tl(), 0x61u) % 7 == 0;
}
__host__ __device__ inline uint32_t marker(uint32_t Id, const Geo &G) {
  return hash(Id, G.bl(), G.tl(), 0xdeadu);
}

/// By value, out of line: the caller passes a copy (or, after memcpyopt, its
/// own pointer) to a function compiled apart from it.
__host__ __device__ __noinline__ uint32_t foldBig(Big B) {
  uint32_t H = B.S ^ (unsigned char)B.C;
  for (int K = 0; K < 48; ++K)
    H = H * 31 + B.W[K];
  return H;
}
/// By reference, out of line: the struct's address leaves the kernel.
__host__ __device__ __noinline__ uint32_t viaRef(const Big &B, unsigned K) {
  return B.W[K % 48] ^ B.S;
}

__host__ __device__ __forceinline__ uint32_t readWord(const Geo &G,
                                                      const Big &A,
                                                      uint32_t Id,
                                                      const Pk &P) {
  unsigned Tl = G.tl(), Bl = G.bl();
  uint32_t H = hash(G.h(), Id);
  for (unsigned K = 0; K < 4; ++K)
    H = mix(H, A.W[(Tl * 7 + Bl + K * 13) % 48]);
  H = mix(H, ((const volatile uint32_t *)A.W)[(Tl + 5) % 48]);
  H = mix(H, A.S);
  H = mix(H, (unsigned char)A.C);
  for (unsigned K = 0; K < 3; ++K)
    H = mix(H, P.W[(Tl + K) % 20]);
  H = mix(H, (unsigned char)P.C);
  H = mix(H, (unsigned char)P.D);
  return H;
}

__device__ __forceinline__ Geo geo() {
  Geo G;
  G.T[0] = threadIdx.x, G.T[1] = threadIdx.y;
  G.B[0] = blockIdx.x, G.B[1] = blockIdx.y;
  G.BD[0] = blockDim.x, G.BD[1] = blockDim.y;
  G.GD[0] = gridDim.x, G.GD[1] = gridDim.y;
  return G;
}

__global__ void kidRead(uint32_t *Out, Big A, uint32_t Id, Pk P) {
  Geo G = geo();
  uint32_t *O = Out + (size_t)Id * Region + G.bl() * G.tn() + G.tl();
  if (earlyOut(Id, G)) {
    *O = marker(Id, G);
    return;
  }
  *O = readWord(G, A, Id, P);
}

__host__ __device__ __forceinline__ uint32_t barWord(const Geo &G, uint32_t S1,
                                                     uint32_t S2, const A16 &X,
                                                     const A8 &D,
                                                     uint32_t Id) {
  unsigned Tl = G.tl();
  uint32_t H = hash(G.h(), Id, S1, S2);
  H = mix(H, X.V[Tl % 20]);
  H = mix(H, (unsigned char)X.T);
  H = mix(H, dbits(D.D[(Tl + G.bl()) % 9]));
  H = mix(H, (unsigned char)D.C);
  H = mix(H, X.V[(Tl + 3) % 20]);
  return H;
}
__host__ __device__ inline uint32_t dynWord(uint32_t Id, unsigned Bl,
                                            unsigned I) {
  return hash(Id, Bl, I, 0x71u);
}

__global__ void kidBar(uint32_t *Out, A16 X, A8 D, uint32_t Id,
                       unsigned Words) {
  extern __shared__ uint32_t Dyn[];
  Geo G = geo();
  unsigned Tl = G.tl(), Bl = G.bl(), Tn = G.tn();
  for (unsigned I = Tl; I < Words; I += Tn)
    Dyn[I] = dynWord(Id, Bl, I);
  __syncthreads();
  uint32_t S1 = Dyn[(Tl * 5 + 3) % Words];
  __syncthreads();
  for (unsigned I = Tl; I < Words; I += Tn)
    Dyn[I] = ~Dyn[I];
  __syncthreads();
  uint32_t S2 = Dyn[(Tl * 3 + 1) % Words];
  Out[(size_t)Id * Region + Bl * Tn + Tl] = barWord(G, S1, S2, X, D, Id);
}

__host__ __device__ __forceinline__ uint32_t writeWord(const Geo &G, A16 X,
                                                       A2 Y, const A8 &D,
                                                       uint32_t Id) {
  unsigned Tl = G.tl(), Bl = G.bl();
  X.V[Tl % 20] += Tl;
  X.T = (char)(X.T ^ Tl);
  Y.H[Bl % 40] = (unsigned short)(Y.H[Bl % 40] + Tl);
  Y.C = (char)(Y.C + Bl);
  uint32_t H = hash(G.h(), Id);
  for (int K = 0; K < 20; ++K)
    H = mix(H, X.V[K]);
  H = mix(H, (unsigned char)X.T);
  for (int K = 0; K < 40; ++K)
    H = mix(H, Y.H[K]);
  H = mix(H, (unsigned char)Y.C);
  H = mix(H, dbits(D.D[Tl % 9]));
  return mix(H, (unsigned char)D.C);
}

__global__ void kidWrite(uint32_t *Out, A16 X, A2 Y, A8 D, uint32_t Id) {
  Geo G = geo();
  uint32_t *O = Out + (size_t)Id * Region + G.bl() * G.tn() + G.tl();
  if (earlyOut(Id, G)) {
    *O = marker(Id, G);
    return;
  }
  // The kernel's own parameters, written: each thread changes its copy.
  unsigned Tl = G.tl(), Bl = G.bl();
  X.V[Tl % 20] += Tl;
  X.T = (char)(X.T ^ Tl);
  Y.H[Bl % 40] = (unsigned short)(Y.H[Bl % 40] + Tl);
  Y.C = (char)(Y.C + Bl);
  uint32_t H = hash(G.h(), Id);
  for (int K = 0; K < 20; ++K)
    H = mix(H, X.V[K]);
  H = mix(H, (unsigned char)X.T);
  for (int K = 0; K < 40; ++K)
    H = mix(H, Y.H[K]);
  H = mix(H, (unsigned char)Y.C);
  H = mix(H, dbits(D.D[Tl % 9]));
  *O = mix(H, (unsigned char)D.C);
}

__host__ __device__ __forceinline__ uint32_t escapeWord(const Geo &G,
                                                        const Big &A,
                                                        const Big &B,
                                                        uint32_t Id,
                                                        uint32_t Diff) {
  unsigned Tl = G.tl();
  uint32_t H = hash(G.h(), Id, Diff);
  H = mix(H, viaRef(A, Tl));
  if (Tl % 4 == 1)
    H = mix(H, foldBig(B));
  const Big &R = (Tl & 1) ? A : B;
  H = mix(H, R.W[(Tl * 3) % 48]);
  H = mix(H, R.S);
  return H;
}

__global__ void kidEscape(uint32_t *Out, Big A, uint32_t Id, Big B) {
  Geo G = geo();
  // The address itself: integer arithmetic on it (always 4 * 7).
  uint32_t Diff = (uint32_t)((uintptr_t)&A.W[(G.tl() & 1) + 7] -
                             (uintptr_t)&A.W[G.tl() & 1]);
  Out[(size_t)Id * Region + G.bl() * G.tn() + G.tl()] =
      escapeWord(G, A, B, Id, Diff);
}

/// Grandchildren: NP + (nest child's Id) * NestThreads + its thread.
__global__ void kidNest(uint32_t *Out, Big A, uint32_t Id, Pk P, int *Err) {
  unsigned T = threadIdx.x;
  uint32_t Id2 = NP + Id * NestThreads + T;
  Plan Q = planOf(ReadSmall, Id2, A.W[0]);
  kidRead<<<dim3(Q.G[0], Q.G[1]), dim3(Q.B[0], Q.B[1])>>>(Out, A, Id2, P);
  Err[Id2] = (int)cudaGetLastError();
}

__global__ void parent(int K, uint32_t *Out, int *Err, uint32_t Salt) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  Plan Q = planOf(K, Id, Salt);
  dim3 G(Q.G[0], Q.G[1], Q.G[2]), B(Q.B[0], Q.B[1], Q.B[2]);
  // Each struct built on the parent's stack, field by field.
  Big A = bigOf(Id, Salt);
  switch (K) {
  case Read:
    kidRead<<<G, B>>>(Out, A, Id, pkOf(Id, Salt));
    break;
  case Bar:
    kidBar<<<G, B, Q.Shmem>>>(Out, a16Of(Id, Salt), a8Of(Id, Salt), Id,
                              Q.Shmem / 4);
    break;
  case Write:
    kidWrite<<<G, B>>>(Out, a16Of(Id, Salt), a2Of(Id, Salt), a8Of(Id, Salt),
                       Id);
    break;
  case Escape:
    kidEscape<<<G, B>>>(Out, A, Id, bigOf(Id ^ 0x5555u, Salt));
    break;
  default:
    kidNest<<<G, B>>>(Out, A, Id, pkOf(Id, Salt), Err);
    break;
  }
  Err[Id] = (int)cudaGetLastError();
}

int main() {
  gputest::Test T("cp8_child_reads");
  const int NIds = NP + NP * NestThreads;
  T.pendingLaunches(NIds + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)NIds * Region);
  int *Err = gputest::alloc<int>(NIds);
  for (int Round = 0; Round < 2; ++Round)
    for (int K = 0; K < NumKinds; ++K) {
      uint32_t Salt = (uint32_t)T.R.next();
      int Ids = K == Nest ? NIds : NP;
      std::vector<uint32_t> Ref((size_t)Ids * Region, 0xffffffffu);
      std::vector<int> RefErr(Ids, 0);
      auto Fill = [&](int Kd, uint32_t Id, uint32_t S) {
        Plan Q = planOf(Kd, Id, S);
        Big A = bigOf(Id, Salt);
        Pk P = pkOf(Id, Salt);
        A16 X = a16Of(Id, Salt);
        A2 Y = a2Of(Id, Salt);
        A8 D = a8Of(Id, Salt);
        Big B2 = bigOf(Id ^ 0x5555u, Salt);
        return std::make_tuple(Q, A, P, X, Y, D, B2);
      };
      for (uint32_t Id = 0; Id < (uint32_t)NP; ++Id) {
        auto [Q, A, P, X, Y, D, B2] = Fill(K, Id, Salt);
        for (unsigned By = 0; By < Q.G[1]; ++By)
          for (unsigned Bx = 0; Bx < Q.G[0]; ++Bx)
            for (unsigned Ty = 0; Ty < Q.B[1]; ++Ty)
              for (unsigned Tx = 0; Tx < Q.B[0]; ++Tx) {
                Geo G{{Tx, Ty}, {Bx, By}, {Q.B[0], Q.B[1]}, {Q.G[0], Q.G[1]}};
                uint32_t &W = Ref[(size_t)Id * Region + G.bl() * G.tn() +
                                  G.tl()];
                unsigned Tl = G.tl(), Bl = G.bl();
                switch (K) {
                case Read:
                  W = earlyOut(Id, G) ? marker(Id, G) : readWord(G, A, Id, P);
                  break;
                case Bar: {
                  unsigned Words = Q.Shmem / 4;
                  uint32_t S1 = dynWord(Id, Bl, (Tl * 5 + 3) % Words);
                  uint32_t S2 = ~dynWord(Id, Bl, (Tl * 3 + 1) % Words);
                  W = barWord(G, S1, S2, X, D, Id);
                  break;
                }
                case Write:
                  W = earlyOut(Id, G) ? marker(Id, G)
                                      : writeWord(G, X, Y, D, Id);
                  break;
                case Escape:
                  W = escapeWord(G, A, B2, Id, 28);
                  break;
                default: {
                  // The nest child's thread Tx launches kidRead with A, P.
                  uint32_t Id2 = NP + Id * NestThreads + Tx;
                  Plan R = planOf(ReadSmall, Id2, A.W[0]);
                  for (unsigned Cy = 0; Cy < R.G[1]; ++Cy)
                    for (unsigned Cx = 0; Cx < R.G[0]; ++Cx)
                      for (unsigned Uy = 0; Uy < R.B[1]; ++Uy)
                        for (unsigned Ux = 0; Ux < R.B[0]; ++Ux) {
                          Geo H{{Ux, Uy}, {Cx, Cy}, {R.B[0], R.B[1]},
                                {R.G[0], R.G[1]}};
                          Ref[(size_t)Id2 * Region + H.bl() * H.tn() +
                              H.tl()] = earlyOut(Id2, H)
                                            ? marker(Id2, H)
                                            : readWord(H, A, Id2, P);
                        }
                  break;
                }
                }
              }
      }
      gputest::poison(Out, (size_t)Ids * Region);
      gputest::poison(Err, Ids);
      parent<<<ParentBlocks, ParentThreads>>>(K, Out, Err, Salt);
      CK_SYNC();
      char Buf[64];
      snprintf(Buf, sizeof Buf, "round %d %s: child words", Round,
               KindNames[K]);
      T.compare(Buf, gputest::download(Out, (size_t)Ids * Region), Ref);
      snprintf(Buf, sizeof Buf, "round %d %s: launch results", Round,
               KindNames[K]);
      T.compare(Buf, gputest::download(Err, Ids), RefErr);
    }
  CK(cudaFree(Out));
  CK(cudaFree(Err));
  return T.finish();
}
