// Red team (session 19) of in-place tail chains after ef699d8: the loop
// loads every parameter back from the record's slot as a volatile load of
// the parameter's own type at its offset in the buffer (InPlace.cpp, loadAt;
// rule 8 admits integers of whole bytes, floating point and pointers).
//   odd      char, __int128 (16-aligned, two words: ld.volatile.v2.b64),
//            short, _Float16, char, __bf16, double, unsigned char, float,
//            signed char, long long, a pointer, short: one-byte parameters at
//            odd offsets, 2-byte ones after them, the 16-byte one after a
//            char; every value changes every step (sign bits, NaN-free
//            floats, the pointer moves through an array).
//   full     a parameter buffer of exactly 256 bytes (the record slot's
//            size, DPAGG_INPLACE_ARGS_MAX): a pointer, 30 doubles, an int, a
//            short and two chars, the last at offset 255, so that slot 1's
//            last byte is the record's last (the next record's flags
//            follow: a neighbour's step would show here).
//   none     no parameters at all (a buffer of 0 bytes; only the flag
//            decides): the step is read from a __device__ counter that
//            thread 0 advances before it links.
//   one      blockDim 1: the launcher alone, for odd.
// Each step: per thread a hash of every parameter's bytes as the kernel sees
// them. CPU reference; poisoned outputs.
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). Not run
// yet. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>

constexpr int Steps = 41, B = 32;

struct OddP {
  char A;
  __int128 Q;
  short S;
  _Float16 H;
  char C;
  __bf16 Bf;
  double D;
  unsigned char U;
  float F;
  signed char Sc;
  long long L;
  const uint32_t *P;
  short S2;
};

// A __bf16 of an exactly representable float, by its bits (the host has no
// float-to-bf16 conversion in its runtime library: __truncsfbf2).
__host__ __device__ inline __bf16 bf16Of(float F) {
  uint32_t W;
  memcpy(&W, &F, 4);
  uint16_t Hi = (uint16_t)(W >> 16);
  __bf16 R;
  memcpy(&R, &Hi, 2);
  return R;
}

__host__ __device__ inline OddP oddOf(int I, const uint32_t *Base) {
  OddP O;
  O.A = (char)(I * 37 - 100);
  O.Q = ((__int128)(I * 7 + 1) << 90) - (__int128)(I * 1234567 + 89);
  O.S = (short)(I * 1601 - 30000);
  O.H = (_Float16)(float)(I - 20);
  O.C = (char)(0x80 ^ I);
  O.Bf = bf16Of((float)I * 3.0f + 0.5f);
  O.D = -1.25 * I + 1e10;
  O.U = (unsigned char)(255 - I * 5);
  O.F = 0.375f * I - 3.0f;
  O.Sc = (signed char)(-I);
  O.L = -(long long)I * 0x100000001ll;
  O.P = Base + (I * 13) % 64;
  O.S2 = (short)(-I * 999);
  return O;
}

template <class T> __host__ __device__ inline uint32_t bitsOf(T V) {
  uint32_t H = 0;
  unsigned char Bytes[sizeof(T)];
  memcpy(Bytes, &V, sizeof(T));
  for (unsigned K = 0; K < sizeof(T); ++K)
    H = gputest::mix(H, Bytes[K]);
  return H;
}

__host__ __device__ inline uint32_t oddHash(const OddP &O, uint32_t Deref,
                                            unsigned T) {
  return gputest::hash(bitsOf(O.A), bitsOf(O.Q), bitsOf(O.S), bitsOf(O.H),
                       bitsOf(O.C), bitsOf(O.Bf), bitsOf(O.D), bitsOf(O.U),
                       bitsOf(O.F), bitsOf(O.Sc), bitsOf(O.L), Deref,
                       bitsOf(O.S2), T);
}

__global__ void odd(uint32_t *Out, const uint32_t *Base, int I, char A,
                    __int128 Q, short S, _Float16 H, char C, __bf16 Bf,
                    double D, unsigned char U, float F, signed char Sc,
                    long long L, const uint32_t *P, short S2) {
  OddP O{A, Q, S, H, C, Bf, D, U, F, Sc, L, P, S2};
  Out[I * B + threadIdx.x] = oddHash(O, *P, threadIdx.x);
  if (threadIdx.x == 0 && I + 1 < Steps) {
    OddP N = oddOf(I + 1, Base);
    odd<<<1, blockDim.x>>>(Out, Base, I + 1, N.A, N.Q, N.S, N.H, N.C, N.Bf,
                           N.D, N.U, N.F, N.Sc, N.L, N.P, N.S2);
  }
}

#define D30(X)                                                                 \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)   \
      X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24)       \
          X(25) X(26) X(27) X(28) X(29)
#define PARAM(K) double D##K,
#define ARG(K) D##K + (double)(K + 1) * 0.5,
#define HASHD(K) H = gputest::mix(H, bitsOf(D##K));

__host__ __device__ inline double fullD(int I, int K) {
  return (double)K * 1000.0 + (double)I * (double)(K + 1) * 0.5 - 7.0;
}

__global__ void full(uint32_t *Out, D30(PARAM) int I, short S, char C1,
                     char C2) {
  uint32_t H = gputest::hash(I, S, C1, C2, threadIdx.x);
  D30(HASHD)
  Out[I * B + threadIdx.x] = H;
  if (threadIdx.x == 0 && I + 1 < Steps)
    full<<<1, B>>>(Out, D30(ARG) I + 1, (short)(S - 1111), (char)(C1 + 3),
                   (char)(C2 ^ 0x55));
}

__device__ int NoneStep;
__device__ uint32_t NoneOut[Steps * B];
__global__ void none() {
  int I = NoneStep;
  NoneOut[I * B + threadIdx.x] = gputest::hash(99, I, threadIdx.x);
  __syncthreads(); // every thread has read NoneStep
  if (threadIdx.x == 0) {
    NoneStep = I + 1;
    if (I + 1 < Steps)
      none<<<1, B>>>();
  }
}

int main() {
  gputest::Test T("ip_s19_types");
  T.pendingLaunches(4096);
  std::vector<uint32_t> HBase(64);
  for (auto &V : HBase)
    V = (uint32_t)T.R.next();
  uint32_t *Base = gputest::upload(HBase);
  uint32_t *Out = gputest::alloc<uint32_t>(Steps * B);
  for (unsigned Threads : {(unsigned)B, 1u}) { // odd, one
    gputest::poison(Out, Steps * B);
    OddP O = oddOf(0, Base);
    odd<<<1, Threads>>>(Out, Base, 0, O.A, O.Q, O.S, O.H, O.C, O.Bf, O.D, O.U,
                        O.F, O.Sc, O.L, O.P, O.S2);
    CK_SYNC();
    std::vector<uint32_t> Ref(Steps * B, 0xFFFFFFFFu);
    for (int I = 0; I < Steps; ++I) {
      OddP R = oddOf(I, Base);
      for (unsigned X = 0; X < Threads; ++X)
        Ref[I * B + X] = oddHash(R, HBase[R.P - Base], X);
    }
    T.compare(Threads == 1 ? "one" : "odd", gputest::download(Out, Steps * B), Ref);
  }
  { // full
    gputest::poison(Out, Steps * B);
#define ARG0(K) fullD(0, K),
    full<<<1, B>>>(Out, D30(ARG0) 0, (short)12345, (char)-128, (char)0x7f);
    CK_SYNC();
    std::vector<uint32_t> Ref(Steps * B);
    for (int I = 0; I < Steps; ++I) {
      short S = (short)(12345 - 1111 * I);
      char C1 = (char)(-128 + 3 * I), C2 = (char)(0x7f ^ (I & 1 ? 0x55 : 0));
      for (unsigned X = 0; X < (unsigned)B; ++X) {
        uint32_t H = gputest::hash(I, S, C1, C2, X);
        for (int K = 0; K < 30; ++K)
          H = gputest::mix(H, bitsOf(fullD(I, K)));
        Ref[I * B + X] = H;
      }
    }
    T.compare("full", gputest::download(Out, Steps * B), Ref);
  }
  { // none
    int Zero = 0;
    CK(cudaMemcpyToSymbol(NoneStep, &Zero, sizeof Zero));
    std::vector<uint32_t> Poison(Steps * B, 0xFFFFFFFFu);
    CK(cudaMemcpyToSymbol(NoneOut, Poison.data(), Poison.size() * 4));
    none<<<1, B>>>();
    CK_SYNC();
    std::vector<uint32_t> Got(Steps * B), Ref(Steps * B);
    CK(cudaMemcpyFromSymbol(Got.data(), NoneOut, Got.size() * 4));
    for (int I = 0; I < Steps; ++I)
      for (unsigned X = 0; X < (unsigned)B; ++X)
        Ref[I * B + X] = gputest::hash(99, I, X);
    T.compare("none", Got, Ref);
  }
  CK(cudaFree(Out));
  CK(cudaFree(Base));
  return T.finish();
}
