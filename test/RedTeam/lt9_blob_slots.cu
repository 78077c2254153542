// Red team (d415519, LaunchStaging.cpp boundBlobLifetime): staging blobs get
// llvm.lifetime.start/end around the runtime call that consumes them, so the
// NVPTX backend lays the blobs of a parent's launch sites over one another.
// Wrong markers show as a child that sees another launch's bytes (a blob
// overwritten while something still reads it). Each parent thread makes the
// launches of one mode, each child (32 threads) digests every byte of its
// struct (thread t the bytes t, t + 32, ...) and every word is compared with
// the digest of the bytes the CPU expects:
//   0 eleven launches one after the other, each of its own struct (eleven
//     blobs, one slot), results observed;
//   1 the same unobserved (fire and forget: joiners leave before the owner
//     launches, and reuse the slot for their next blob at once); odd launches
//     go to a __launch_bounds__(128) child with 16 x 8 or 8 x 16 blocks by
//     thread parity, so an aggregate of both is refused and its owner
//     replays every joiner's launch from the record;
//   2 a launch in a loop (one blob written again each trip), the struct
//     changed before each launch, results observed;
//   3 the same unobserved with divergent trips (continue), odd trips to the
//     bounded child;
//   4 hand-written V2 launches (cudaGetParameterBufferV2, cudaLaunchDeviceV2):
//     the first filled on two sides of a branch on the thread (clang -O3
//     makes it one memcpy from a select, so it is marked too; the hand IR
//     split_store in the report is the unmarked case), the second in one
//     block, the third read back before the launch (a read: refused, as
//     written);
//   5 two launches of one struct, changed between them in a branch on global
//     data, and a third of a struct in global memory;
//   6 eleven launches alternating the parent's own by-value struct (the same
//     in every thread: a scalarized record) and a per-thread one;
//   7 divergent launches (postponed at block scope) between unconditional
//     ones;
//   8 a child that is a parent itself (its struct by value, changed by each
//     of its 4 threads before each of their two launches);
//   9 a launch in a loop into a non-blocking stream the thread creates (V1
//     to V2 lowering where aggregation is off or refused; at -O0 too).
// For 4,084-byte (blob 4,096), 2,048-byte (align 16) and 100-byte structs.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT on: --dpagg-moldable=on
// VARIANT off: --dpagg-moldable=off
// VARIANT o0: -O0 -DLT9_SMALL_ONLY
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>

using gputest::hash;
using gputest::mix;

template <class E, int N, int A = alignof(E)> struct alignas(A) Arr {
  E V[N];
  static constexpr int Used = N * (int)sizeof(E);
};
using T4084 = Arr<char, 4084>;
using T2048 = Arr<unsigned long long, 256, 16>;
using T100 = Arr<uint32_t, 25>;

template <class E, int N, int A>
__host__ __device__ inline void fill(Arr<E, N, A> &S, uint32_t Id,
                                     uint32_t Salt) {
  for (int K = 0; K < N; ++K)
    S.V[K] =
        (E)(((unsigned long long)hash(Id, Salt, K) << 32) | hash(K, Id, Salt));
}
template <class S>
__host__ __device__ inline void touch(S &X, unsigned At, unsigned char V) {
  unsigned char *B = reinterpret_cast<unsigned char *>(&X);
  B[At % S::Used] ^= V;
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
/// 128 threads in 16 x 8 or 8 x 16 blocks; the first 32 write.
template <class S>
__global__ void __launch_bounds__(128)
    sinkb(uint32_t *Out, S X, uint32_t Where) {
  unsigned T = threadIdx.y * blockDim.x + threadIdx.x;
  if (T < 32)
    Out[(size_t)Where * 32 + T] = digest(X, Where, T);
}

constexpr int ParentBlocks = 4, ParentThreads = 128;
constexpr int NP = ParentBlocks * ParentThreads, Slots = 16, NumModes = 10;
constexpr int Trips = 6;

__host__ __device__ inline bool skipTrip(uint32_t Id, uint32_t Salt, int R) {
  return hash(Id, Salt, R, 0x33u) % 3 == 0;
}
__host__ __device__ inline bool divergentOn(uint32_t Id, uint32_t Salt, int K) {
  return hash(Id, Salt, K, 0x77u) % 3 == 0;
}
__host__ __device__ inline dim3 shapeOf(uint32_t Id) {
  return (Id & 1) ? dim3(16, 8) : dim3(8, 16);
}
template <class S> __host__ __device__ inline bool changesAt5(const S &G) {
  return reinterpret_cast<const unsigned char *>(&G)[1] & 1;
}

template <class S> __host__ __device__ constexpr size_t OffX() {
  return (8 + alignof(S) - 1) / alignof(S) * alignof(S);
}
template <class S> __host__ __device__ constexpr size_t OffW() {
  return (OffX<S>() + sizeof(S) + 3) / 4 * 4;
}

/// Mode 8's child: each of its 4 threads launches twice.
template <class S> __global__ void mid(uint32_t *Out, S X, uint32_t Base) {
  unsigned T = threadIdx.x;
  touch(X, T * 3, 0x11);
  sink<<<1, 32>>>(Out, X, Base + 1 + T);
  touch(X, T * 3 + 1, 0x22);
  sink<<<1, 32>>>(Out, X, Base + 5 + T);
}

template <class S>
__global__ void parent(int Mode, uint32_t *Out, int *Err, const S *G,
                       uint32_t Salt, int NTrips, S Own) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t W0 = Id * Slots;
  int *E = Err + W0;
  switch (Mode) {
  case 0: {
    // Each struct filled before its launch: an argument computed inside the
    // launch (a call) would make the site unanalyzable (refused).
#define OBS(K)                                                                 \
  {                                                                            \
    S X;                                                                       \
    fill(X, Id, Salt + K);                                                     \
    sink<<<1, 32>>>(Out, X, W0 + K);                                           \
    E[K] = (int)cudaGetLastError();                                            \
  }
    // clang-format off
    OBS(0) OBS(1) OBS(2) OBS(3) OBS(4) OBS(5)
    OBS(6) OBS(7) OBS(8) OBS(9) OBS(10)
    // clang-format on
#undef OBS
    break;
  }
  case 1: {
    dim3 Shape = shapeOf(Id);
#define UNOBS(K)                                                               \
  {                                                                            \
    S X;                                                                       \
    fill(X, Id, Salt + K);                                                     \
    if (K % 2 == 0)                                                            \
      sink<<<1, 32>>>(Out, X, W0 + K);                                         \
    else                                                                       \
      sinkb<<<1, Shape>>>(Out, X, W0 + K);                                     \
  }
    // clang-format off
    UNOBS(0) UNOBS(1) UNOBS(2) UNOBS(3) UNOBS(4) UNOBS(5)
    UNOBS(6) UNOBS(7) UNOBS(8) UNOBS(9) UNOBS(10)
    // clang-format on
#undef UNOBS
            break;
  }
  case 2: {
    S X;
    fill(X, Id, Salt);
#pragma unroll 1
    for (int R = 0; R < NTrips; ++R) {
      touch(X, R * 7 + Id, (unsigned char)(R + 1));
      sink<<<1, 32>>>(Out, X, W0 + R);
      E[R] = (int)cudaGetLastError();
    }
    break;
  }
  case 3: {
    S X;
    fill(X, Id, Salt);
    dim3 Shape = shapeOf(Id);
#pragma unroll 1
    for (int R = 0; R < NTrips; ++R) {
      touch(X, R * 5 + Id, (unsigned char)(R + 3));
      if (skipTrip(Id, Salt, R))
        continue;
      if (R & 1)
        sinkb<<<1, Shape>>>(Out, X, W0 + R);
      else
        sink<<<1, 32>>>(Out, X, W0 + R);
    }
    break;
  }
  case 4: {
    S X, Y;
    fill(X, Id, Salt);
    fill(Y, Id, Salt ^ 0x55u);
    void *Buf = cudaGetParameterBufferV2((void *)sink<S>, dim3(1), dim3(32), 0);
    if (Buf) {
      memcpy(Buf, &Out, 8);
      if (Id & 1)
        memcpy((char *)Buf + OffX<S>(), &X, sizeof(S));
      else
        memcpy((char *)Buf + OffX<S>(), &Y, sizeof(S));
      uint32_t W = W0;
      memcpy((char *)Buf + OffW<S>(), &W, 4);
      cudaLaunchDeviceV2(Buf, 0);
    }
    E[0] = (int)cudaGetLastError();
    S Z;
    fill(Z, Id, Salt ^ 0x66u);
    void *Buf2 =
        cudaGetParameterBufferV2((void *)sink<S>, dim3(1), dim3(32), 0);
    if (Buf2) {
      memcpy(Buf2, &Out, 8);
      memcpy((char *)Buf2 + OffX<S>(), &Z, sizeof(S));
      uint32_t W = W0 + 1;
      memcpy((char *)Buf2 + OffW<S>(), &W, 4);
      cudaLaunchDeviceV2(Buf2, 0);
    }
    E[1] = (int)cudaGetLastError();
    void *Buf3 =
        cudaGetParameterBufferV2((void *)sink<S>, dim3(1), dim3(32), 0);
    if (Buf3) {
      memcpy(Buf3, &Out, 8);
      memcpy((char *)Buf3 + OffX<S>(), &X, sizeof(S));
      uint32_t W = W0 + 2;
      memcpy((char *)Buf3 + OffW<S>(), &W, 4);
      int Peek;
      memcpy(&Peek, (char *)Buf3 + OffX<S>() + 4, 4);
      E[3] = Peek;
      cudaLaunchDeviceV2(Buf3, 0);
    }
    E[2] = (int)cudaGetLastError();
    break;
  }
  case 5: {
    S X;
    fill(X, Id, Salt);
    sink<<<1, 32>>>(Out, X, W0);
    E[0] = (int)cudaGetLastError();
    if (changesAt5(G[Id]))
      touch(X, Id, 9);
    sink<<<1, 32>>>(Out, X, W0 + 1);
    E[1] = (int)cudaGetLastError();
    sink<<<1, 32>>>(Out, G[Id], W0 + 2);
    E[2] = (int)cudaGetLastError();
    break;
  }
  case 6: {
#define LAYOUT(K)                                                              \
  if (K % 2 == 0) {                                                            \
    sink<<<1, 32>>>(Out, Own, W0 + K);                                         \
  } else {                                                                     \
    S X;                                                                       \
    fill(X, Id, Salt + K);                                                     \
    sink<<<1, 32>>>(Out, X, W0 + K);                                           \
  }                                                                            \
  E[K] = (int)cudaGetLastError();
    // clang-format off
    LAYOUT(0) LAYOUT(1) LAYOUT(2) LAYOUT(3) LAYOUT(4) LAYOUT(5)
    LAYOUT(6) LAYOUT(7) LAYOUT(8) LAYOUT(9) LAYOUT(10)
    // clang-format on
#undef LAYOUT
            break;
  }
  case 7: {
    S X1, X2, X3, X4;
    fill(X1, Id, Salt + 1);
    fill(X2, Id, Salt + 2);
    fill(X3, Id, Salt + 3);
    fill(X4, Id, Salt + 4);
    if (divergentOn(Id, Salt, 0))
      sink<<<1, 32>>>(Out, X1, W0);
    sink<<<1, 32>>>(Out, X2, W0 + 1);
    E[1] = (int)cudaGetLastError();
    if (divergentOn(Id, Salt, 2))
      sink<<<1, 32>>>(Out, X3, W0 + 2);
    sink<<<1, 32>>>(Out, X4, W0 + 3);
    E[3] = (int)cudaGetLastError();
    break;
  }
  case 8: {
    S X;
    fill(X, Id, Salt);
    mid<<<1, 4>>>(Out, X, W0);
    E[0] = (int)cudaGetLastError();
    break;
  }
  default: {
    cudaStream_t St;
    E[4] = (int)cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking);
    S X;
    fill(X, Id, Salt);
#pragma unroll 1
    for (int K = 0; K < 4; ++K) {
      touch(X, Id + K, (unsigned char)(0x40 + K));
      sink<<<1, 32, 0, St>>>(Out, X, W0 + K);
      E[K] = (int)cudaGetLastError();
    }
    E[5] = (int)cudaStreamDestroy(St);
    break;
  }
  }
}

/// What the child of (Mode, Id, Slot) must see; false if no launch.
template <class S>
static bool expected(int Mode, uint32_t Id, int Slot, uint32_t Salt,
                     const std::vector<S> &G, const S &Own, S &X) {
  switch (Mode) {
  case 0:
  case 1:
    fill(X, Id, Salt + Slot);
    return Slot < 11;
  case 2:
  case 3:
    if (Slot >= Trips)
      return false;
    fill(X, Id, Salt);
    for (int R = 0; R <= Slot; ++R)
      if (Mode == 2)
        touch(X, R * 7 + Id, (unsigned char)(R + 1));
      else
        touch(X, R * 5 + Id, (unsigned char)(R + 3));
    return Mode == 2 || !skipTrip(Id, Salt, Slot);
  case 4:
    if (Slot == 0)
      fill(X, Id, (Id & 1) ? Salt : Salt ^ 0x55u);
    else if (Slot == 1)
      fill(X, Id, Salt ^ 0x66u);
    else
      fill(X, Id, Salt);
    return Slot < 3;
  case 5:
    if (Slot == 2) {
      X = G[Id];
      return true;
    }
    fill(X, Id, Salt);
    if (Slot == 1 && changesAt5(G[Id]))
      touch(X, Id, 9);
    return Slot < 2;
  case 6:
    if (Slot % 2 == 0)
      X = Own;
    else
      fill(X, Id, Salt + Slot);
    return Slot < 11;
  case 7:
    fill(X, Id, Salt + Slot + 1);
    return Slot == 1 || Slot == 3 || (Slot < 4 && divergentOn(Id, Salt, Slot));
  case 8: {
    if (Slot < 1 || Slot > 8)
      return false;
    unsigned T = (Slot - 1) % 4;
    fill(X, Id, Salt);
    touch(X, T * 3, 0x11);
    if (Slot >= 5)
      touch(X, T * 3 + 1, 0x22);
    return true;
  }
  default:
    if (Slot >= 4)
      return false;
    fill(X, Id, Salt);
    for (int K = 0; K <= Slot; ++K)
      touch(X, Id + K, (unsigned char)(0x40 + K));
    return true;
  }
}

/// What the parent writes to Err[Id * Slots + Slot]; -1 where nothing.
template <class S>
static int expectedErr(int Mode, uint32_t Id, int Slot, uint32_t Salt) {
  switch (Mode) {
  case 0:
  case 6:
    return Slot < 11 ? 0 : -1;
  case 2:
    return Slot < Trips ? 0 : -1;
  case 4: {
    if (Slot < 3)
      return 0;
    if (Slot > 3)
      return -1;
    S X;
    fill(X, Id, Salt);
    int Peek;
    memcpy(&Peek, reinterpret_cast<char *>(&X) + 4, 4);
    return Peek;
  }
  case 5:
    return Slot < 3 ? 0 : -1;
  case 7:
    return Slot == 1 || Slot == 3 ? 0 : -1;
  case 8:
    return Slot == 0 ? 0 : -1;
  case 9:
    return Slot < 6 ? 0 : -1;
  default: // 1, 3: unobserved
    return -1;
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
        uint32_t Where = Id * Slots + Slot;
        RefErr[Where] = expectedErr<S>(Mode, Id, Slot, Salt);
        S X;
        if (!expected(Mode, Id, Slot, Salt, HG, Own, X))
          continue;
        for (unsigned Th = 0; Th < 32; ++Th)
          Ref[(size_t)Where * 32 + Th] = digest(X, Where, Th);
      }
    gputest::poison(Out, Ref.size());
    gputest::poison(Err, RefErr.size());
    parent<S>
        <<<ParentBlocks, ParentThreads>>>(Mode, Out, Err, G, Salt, Trips, Own);
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "%s mode %d: child words", Name, Mode);
    T.compare(Buf, gputest::download(Out, Ref.size()), Ref);
    snprintf(Buf, sizeof Buf, "%s mode %d: parent words", Name, Mode);
    T.compare(Buf, gputest::download(Err, RefErr.size()), RefErr);
  }
  CK(cudaFree(G));
}

int main() {
  gputest::Test T("lt9_blob_slots");
  T.pendingLaunches(NP * Slots + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)NP * Slots * 32);
  int *Err = gputest::alloc<int>((size_t)NP * Slots);
#ifndef LT9_SMALL_ONLY // -O0: frames of dozens of 4 KB temporaries
  runType<T4084>(T, "t4084", Out, Err);
  runType<T2048>(T, "t2048", Out, Err);
#endif
  runType<T100>(T, "t100", Out, Err);
  CK(cudaFree(Out));
  CK(cudaFree(Err));
  return T.finish();
}
