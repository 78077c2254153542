// Red team (c1c8943, LaunchStaging.cpp stageLaunch): in a parent, clang's
// memcpy of a by-value argument of more than 64 bytes into the launch's
// parameter buffer (DPAgg's staging blob) becomes a loop of wide moves, the
// unit the smaller of both alignments (up to 16 bytes), not unrolled.
// By-value structs of odd sizes and alignments, each copied from a different
// kind of source by a different kind of launch:
//   types: 65 chars (align 1); 67 bytes packed (char, 16 x u32, u16);
//          25 x u32 (100); 9 x u64 (72); alignas(16) 145 chars (160, 15 of
//          tail padding); 65 x u16 (130); alignas(16) 256 x u64 (2048);
//          4084 chars (the blob of 8 + 4084 + 4 = 4096 bytes, CUDA's limit)
//   modes: 0 the parent's stack, filled element by element; 1 global memory
//          (G[Id]); 2 shared memory, another thread's element, after a
//          barrier; 3 the parent's own by-value parameter (the same for every
//          thread: a uniform parameter, stored once per aggregate); 4 two
//          launches in a loop, the struct changed before each; 5 a divergent
//          launch (one thread in three; postponed at block scope); 6 two
//          launches with the struct changed between them; 7 a local array of
//          two structs indexed at run time; 8 a member at offset 3 of a
//          packed struct (the source aligned to 1 whatever the type); 9 a
//          launch written by hand with cudaGetParameterBufferV2, memcpy and
//          cudaLaunchDeviceV2; 10 the same with the V1 calls
//          (cudaGetParameterBuffer, cudaLaunchDevice; LowerV1Launches).
// Each child (one block of 32 threads) digests every byte of its struct,
// thread t the bytes t, t + 32, ...; every word is compared with the digest
// of the bytes the CPU expects. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>

using gputest::hash;
using gputest::mix;

template <class E, int N, int A = alignof(E)> struct alignas(A) Arr {
  E V[N];
  static constexpr int Used = N * (int)sizeof(E);
};
using T65 = Arr<char, 65>;
struct __attribute__((packed)) T67 {
  char C;
  uint32_t V[16];
  unsigned short S;
  static constexpr int Used = 67;
};
using T100 = Arr<uint32_t, 25>;
using T72 = Arr<unsigned long long, 9>;
using T145 = Arr<char, 145, 16>;
using T130 = Arr<unsigned short, 65>;
using T2048 = Arr<unsigned long long, 256, 16>;
using T4084 = Arr<char, 4084>;
static_assert(sizeof(T67) == 67 && sizeof(T145) == 160 &&
                  sizeof(T4084) == 4084 && alignof(T145) == 16,
              "layouts");

/// Element by element, through the element type (not bytes).
template <class E, int N, int A>
__host__ __device__ inline void fill(Arr<E, N, A> &S, uint32_t Id,
                                     uint32_t Salt) {
  for (int K = 0; K < N; ++K)
    S.V[K] = (E)(((unsigned long long)hash(Id, Salt, K) << 32) |
                 hash(K, Id, Salt));
}
__host__ __device__ inline void fill(T67 &S, uint32_t Id, uint32_t Salt) {
  S.C = (char)hash(Id, Salt, 0x67u);
  for (int K = 0; K < 16; ++K)
    S.V[K] = hash(Id, Salt, K);
  S.S = (unsigned short)hash(Salt, Id, 0x68u);
}
/// Changes one byte (host and parent alike).
template <class S>
__host__ __device__ inline void touch(S &X, unsigned At, unsigned char V) {
  unsigned char *B = reinterpret_cast<unsigned char *>(&X);
  B[At % S::Used] ^= V;
}
template <class S> __host__ __device__ inline S make(uint32_t Id, uint32_t Salt) {
  S X;
  fill(X, Id, Salt);
  return X;
}

template <class S>
__host__ __device__ inline uint32_t digest(const S &X, uint32_t Where,
                                           unsigned T) {
  const unsigned char *B = reinterpret_cast<const unsigned char *>(&X);
  uint32_t H = hash(Where, T);
  for (unsigned I = T; I < (unsigned)S::Used; I += 32)
    H = mix(H, B[I] | I << 8);
  return H;
}

template <class S> __global__ void sink(uint32_t *Out, S X, uint32_t Where) {
  Out[(size_t)Where * 32 + threadIdx.x] = digest(X, Where, threadIdx.x);
}

constexpr int ParentBlocks = 4, ParentThreads = 128;
constexpr int NP = ParentBlocks * ParentThreads, Slots = 2, NumModes = 11;
constexpr int SharedCopies = 8;

template <class S> struct __attribute__((packed)) Holder {
  char Pad[3];
  S X;
};

__host__ __device__ inline bool divergentOn(uint32_t Id, uint32_t Salt) {
  return hash(Id, Salt, 0x77u) % 3 == 0;
}

/// The parameter buffer's layout for sink<S>: the pointer, S, the slot.
template <class S> __host__ __device__ constexpr size_t OffX() {
  return (8 + alignof(S) - 1) / alignof(S) * alignof(S);
}
template <class S> __host__ __device__ constexpr size_t OffW() {
  return (OffX<S>() + sizeof(S) + 3) / 4 * 4;
}

template <class S>
__global__ void parent(int Mode, uint32_t *Out, int *Err, const S *G,
                       uint32_t Salt, S Own) {
  __shared__ S Sh[SharedCopies];
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t W0 = Id * Slots, W1 = W0 + 1;
  int E0 = -1, E1 = -1;
  switch (Mode) {
  case 0: {
    S X;
    fill(X, Id, Salt);
    sink<<<1, 32>>>(Out, X, W0);
    E0 = (int)cudaGetLastError();
    break;
  }
  case 1:
    sink<<<1, 32>>>(Out, G[Id], W0);
    E0 = (int)cudaGetLastError();
    break;
  case 2:
    if (threadIdx.x < SharedCopies)
      fill(Sh[threadIdx.x], blockIdx.x * SharedCopies + threadIdx.x, Salt);
    __syncthreads();
    sink<<<1, 32>>>(Out, Sh[(threadIdx.x + 1) % SharedCopies], W0);
    E0 = (int)cudaGetLastError();
    break;
  case 3:
    sink<<<1, 32>>>(Out, Own, W0);
    E0 = (int)cudaGetLastError();
    break;
  case 4: {
    S X;
    fill(X, Id, Salt);
#pragma unroll 1
    for (unsigned R = 0; R < 2; ++R) {
      touch(X, R * 7 + Id, (unsigned char)(R + 1));
      sink<<<1, 32>>>(Out, X, W0 + R);
      (R ? E1 : E0) = (int)cudaGetLastError();
    }
    break;
  }
  case 5:
    if (divergentOn(Id, Salt)) {
      S X;
      fill(X, Id, Salt);
      sink<<<1, 32>>>(Out, X, W0);
    }
    break;
  case 6: {
    S X;
    fill(X, Id, Salt);
    sink<<<1, 32>>>(Out, X, W0);
    E0 = (int)cudaGetLastError();
    touch(X, Id * 13 + 5, 0x5a);
    sink<<<1, 32>>>(Out, X, W1);
    E1 = (int)cudaGetLastError();
    break;
  }
  case 7: {
    S Two[2];
    fill(Two[0], Id, Salt);
    fill(Two[1], Id ^ 1u, Salt);
    sink<<<1, 32>>>(Out, Two[Id & 1], W0);
    E0 = (int)cudaGetLastError();
    break;
  }
  case 9: {
    S X;
    fill(X, Id, Salt);
    void *Buf =
        cudaGetParameterBufferV2((void *)sink<S>, dim3(1), dim3(32), 0);
    if (Buf) {
      memcpy(Buf, &Out, 8);
      memcpy((char *)Buf + OffX<S>(), &X, sizeof(S));
      memcpy((char *)Buf + OffW<S>(), &W0, 4);
      cudaLaunchDeviceV2(Buf, 0);
    }
    E0 = (int)cudaGetLastError();
    break;
  }
  case 10: {
    S X;
    fill(X, Id, Salt);
    void *Buf = cudaGetParameterBuffer(64, OffW<S>() + 4);
    if (Buf) {
      memcpy(Buf, &Out, 8);
      memcpy((char *)Buf + OffX<S>(), &X, sizeof(S));
      memcpy((char *)Buf + OffW<S>(), &W0, 4);
      cudaLaunchDevice((void *)sink<S>, Buf, dim3(1), dim3(32), 0, 0);
    }
    E0 = (int)cudaGetLastError();
    break;
  }
  default: {
    // Filled through a properly aligned S and copied in bytes: a reference
    // to the packed member (fill(H.X, ...)) is misaligned for types aligned
    // to more than 1, and the first run stopped the H100 with
    // cudaErrorMisalignedAddress without DPAgg too. Passing H.X by value is
    // a direct member access, which clang copies with alignment 1.
    Holder<S> H;
    H.Pad[0] = (char)Id;
    S X;
    fill(X, Id, Salt);
    memcpy((void *)&H.X, &X, sizeof(S));
    sink<<<1, 32>>>(Out, H.X, W0);
    E0 = (int)cudaGetLastError();
    break;
  }
  }
  Err[W0] = E0;
  Err[W1] = E1;
}

/// What the child of (Mode, Id, Slot) must see; false if no launch.
template <class S>
static bool expected(int Mode, uint32_t Id, int Slot, uint32_t Salt,
                     const std::vector<S> &G, const S &Own, S &X) {
  switch (Mode) {
  case 0:
  case 8:
    fill(X, Id, Salt);
    return Slot == 0;
  case 1:
    X = G[Id];
    return Slot == 0;
  case 2: {
    unsigned Block = Id / ParentThreads, T = Id % ParentThreads;
    fill(X, Block * SharedCopies + (T + 1) % SharedCopies, Salt);
    return Slot == 0;
  }
  case 3:
    X = Own;
    return Slot == 0;
  case 4:
    fill(X, Id, Salt);
    for (int R = 0; R <= Slot; ++R)
      touch(X, R * 7 + Id, (unsigned char)(R + 1));
    return true;
  case 5:
    fill(X, Id, Salt);
    return Slot == 0 && divergentOn(Id, Salt);
  case 6:
    fill(X, Id, Salt);
    if (Slot)
      touch(X, Id * 13 + 5, 0x5a);
    return true;
  case 7:
    fill(X, (Id & 1) ? Id ^ 1u : Id, Salt);
    return Slot == 0;
  default: // 9, 10
    fill(X, Id, Salt);
    return Slot == 0;
  }
}

template <class S>
static void runType(gputest::Test &T, const char *Name, uint32_t *Out,
                    int *Err) {
  std::vector<S> HG(NP);
  uint32_t Salt = (uint32_t)T.R.next();
  for (int I = 0; I < NP; ++I)
    fill(HG[I], (uint32_t)I, Salt ^ 0x1234u);
  S *G = gputest::upload(HG);
  S Own;
  fill(Own, 0xffffu, Salt ^ 0x4321u);
  for (int Mode = 0; Mode < NumModes; ++Mode) {
    std::vector<uint32_t> Ref((size_t)NP * Slots * 32, 0xffffffffu);
    std::vector<int> RefErr((size_t)NP * Slots, -1);
    for (uint32_t Id = 0; Id < (uint32_t)NP; ++Id)
      for (int Slot = 0; Slot < Slots; ++Slot) {
        S X;
        if (!expected(Mode, Id, Slot, Salt, HG, Own, X))
          continue;
        uint32_t Where = Id * Slots + Slot;
        if (Mode != 5)
          RefErr[Where] = 0;
        for (unsigned Th = 0; Th < 32; ++Th)
          Ref[(size_t)Where * 32 + Th] = digest(X, Where, Th);
      }
    gputest::poison(Out, Ref.size());
    gputest::poison(Err, RefErr.size());
    parent<S><<<ParentBlocks, ParentThreads>>>(Mode, Out, Err, G, Salt, Own);
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "%s mode %d: child words", Name, Mode);
    T.compare(Buf, gputest::download(Out, Ref.size()), Ref);
    snprintf(Buf, sizeof Buf, "%s mode %d: launch results", Name, Mode);
    T.compare(Buf, gputest::download(Err, RefErr.size()), RefErr);
  }
  CK(cudaFree(G));
}

int main() {
  gputest::Test T("cp8_parent_copies");
  T.pendingLaunches(NP * Slots + 2048);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)NP * Slots * 32);
  int *Err = gputest::alloc<int>((size_t)NP * Slots);
  runType<T65>(T, "t65", Out, Err);
  runType<T67>(T, "t67", Out, Err);
  runType<T100>(T, "t100", Out, Err);
  runType<T72>(T, "t72", Out, Err);
  runType<T145>(T, "t145", Out, Err);
  runType<T130>(T, "t130", Out, Err);
  runType<T2048>(T, "t2048", Out, Err);
  runType<T4084>(T, "t4084", Out, Err);
  CK(cudaFree(Out));
  CK(cudaFree(Err));
  return T.finish();
}
