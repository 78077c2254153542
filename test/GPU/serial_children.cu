// Serialization (issue 26, item 1): launches of at most T logical threads run
// in the launching thread (the child's serial copy), the others as the plan
// lowers them. Random child sizes on both sides of every threshold the
// variants ask for (1, 64, auto, 65536, and 64 at warp scope):
//  - 1-D children with an early return (a return ends one logical thread);
//  - 3-D children reading every index through a __noinline__ helper;
//  - 2-D children that write their by-value struct (a private copy per
//    logical thread: each reads an element only another thread writes);
//  - hand-written V2 launches into cudaStreamFireAndForget followed by
//    cudaGetLastError, with invalid configurations (a zero dimension, a block
//    over 1024 threads, z over 64, grid y over 65535) and dynamic shared
//    memory mixed in: every thread must see CUDA's result (the serial path
//    only for launches CUDA accepts).
// Every output is compared with a CPU reference (poisoned first), and the
// printed results with the build without DPAgg for one seed.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/serial_children.base
// RUN: %gpubin/serial_children.dpagg
// RUN: %gpubin/serial_children.warp
// RUN: %gpubin/serial_children.serial1
// RUN: %gpubin/serial_children.serial64
// RUN: %gpubin/serial_children.serialauto
// RUN: %gpubin/serial_children.serialmax
// RUN: %gpubin/serial_children.warp_serial64
// RUN: env DPAGG_SEED=7 %gpubin/serial_children.base > %t.base && env DPAGG_SEED=7 %gpubin/serial_children.serial64 > %t.s64 && diff %t.base %t.s64
// RUN: env DPAGG_SEED=7 %gpubin/serial_children.base > %t.base && env DPAGG_SEED=7 %gpubin/serial_children.serialmax > %t.smax && diff %t.base %t.smax
#include "GPUTest.cuh"

using gputest::hash;

struct Big {
  uint32_t V[8];
};

// 1-D: threads at or past N return at once.
__global__ void child1d(uint32_t *Out, int N, int P, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  Out[I] = hash(P, I, blockDim.x, gridDim.x, Salt);
}

__device__ __noinline__ uint32_t where(int P, uint32_t Salt, int *Lin) {
  int Block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int Thread =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  *Lin = Block * (blockDim.x * blockDim.y * blockDim.z) + Thread;
  return hash(P, blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y,
              threadIdx.z, blockDim.x, blockDim.y, blockDim.z, gridDim.x,
              gridDim.y, gridDim.z, Salt);
}

__global__ void child3d(uint32_t *Out, int P, uint32_t Salt) {
  int Lin;
  uint32_t H = where(P, Salt, &Lin);
  if (Lin % 7 == 3)
    return; // left poisoned
  Out[Lin] = H;
}

// 2-D, writing its by-value struct: thread T changes element T % 8 and reads
// element (T + 7) % 8, which only another thread changes.
__global__ void child2d(Big B, uint32_t *Out) {
  int T = threadIdx.y * blockDim.x + threadIdx.x;
  int Lin = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x * blockDim.y + T;
  B.V[T & 7] += 1000u + T;
  Out[Lin] = hash(B.V[(T + 7) & 7], blockIdx.x, blockIdx.y, T);
}

// Shape[P] = {gx, gy, gz, bx, by, bz, n}.
__global__ void p1d(uint32_t *Out, const int *Off, const int *Shape, int NP,
                    uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  const int *S = Shape + 7 * P;
  child1d<<<S[0], S[3]>>>(Out + Off[P], S[6], P, Salt);
}

__global__ void p3d(uint32_t *Out, const int *Off, const int *Shape, int NP,
                    uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  const int *S = Shape + 7 * P;
  child3d<<<dim3(S[0], S[1], S[2]), dim3(S[3], S[4], S[5])>>>(Out + Off[P], P,
                                                              Salt);
}

__global__ void pbyval(uint32_t *Out, const int *Off, const int *Shape, int NP,
                       uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  const int *S = Shape + 7 * P;
  Big B;
  for (int I = 0; I < 8; ++I)
    B.V[I] = hash(P, I, Salt);
  child2d<<<dim3(S[0], S[1]), dim3(S[3], S[4])>>>(B, Out + Off[P]);
}

// A hand-written V2 launch (what nvcc emits) into cudaStreamFireAndForget,
// then the thread's error state: Shape[P] = {gx, gy, gz, bx, by, bz, shmem}.
__global__ void perr(uint32_t *Out, const int *Off, const int *Shape, int NP,
                     uint32_t Salt, int *Err) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  const int *S = Shape + 7 * P;
  dim3 G(S[0], S[1], S[2]), B(S[3], S[4], S[5]);
  void *Buf = cudaGetParameterBufferV2((void *)child1d, G, B, S[6]);
  if (Buf) {
    *(uint32_t **)Buf = Out + Off[P];
    ((int *)Buf)[2] = S[0] * S[3]; // every thread of the x extent writes
    ((int *)Buf)[3] = P;
    ((uint32_t *)Buf)[4] = Salt;
    cudaLaunchDeviceV2(Buf, cudaStreamFireAndForget);
  }
  Err[P] = cudaGetLastError();
}

namespace {

const uint32_t Poison = 0xffffffffu;

struct Case {
  std::vector<int> Off, Shape;
  int Total = 0;
};

/// A size on either side of the thresholds: mostly tiny, some large.
int side(gputest::Rng &R, int Small, int Large) {
  return R.chance(0.6) ? R.range(1, Small) : R.range(1, Large);
}

int runCase(gputest::Test &T, const char *Name, int NP, const Case &C,
            const std::vector<uint32_t> &Ref,
            void (*Launch)(uint32_t *, const int *, const int *, int)) {
  int *DOff = gputest::upload(C.Off), *DShape = gputest::upload(C.Shape);
  uint32_t *DOut = gputest::alloc<uint32_t>(C.Total);
  gputest::poison(DOut, C.Total);
  Launch(DOut, DOff, DShape, NP);
  CK_SYNC();
  int Bad = T.compare(Name, gputest::download(DOut, C.Total), Ref);
  CK(cudaFree(DOff));
  CK(cudaFree(DShape));
  CK(cudaFree(DOut));
  return Bad;
}

uint32_t SaltOf;

} // namespace

int main() {
  gputest::Test T("serial_children");
  const int NP = 1500;
  T.pendingLaunches(NP + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    SaltOf = (uint32_t)T.R.next();
    uint32_t Salt = SaltOf;
    // 1-D.
    {
      Case C;
      C.Off.resize(NP);
      C.Shape.resize(7 * NP);
      for (int P = 0; P < NP; ++P) {
        int *S = &C.Shape[7 * P];
        S[0] = side(T.R, 2, 6);
        S[1] = S[2] = S[4] = S[5] = 1;
        S[3] = side(T.R, 32, 200);
        S[6] = T.R.range(0, S[0] * S[3]);
        C.Off[P] = C.Total;
        C.Total += S[0] * S[3];
      }
      std::vector<uint32_t> Ref(C.Total, Poison);
      for (int P = 0; P < NP; ++P) {
        const int *S = &C.Shape[7 * P];
        for (int I = 0; I < S[6]; ++I)
          Ref[C.Off[P] + I] = hash(P, I, S[3], S[0], Salt);
      }
      runCase(T, "1d", NP, C, Ref,
              [](uint32_t *O, const int *Off, const int *Sh, int N) {
                p1d<<<(N + 63) / 64, 64>>>(O, Off, Sh, N, SaltOf);
              });
    }
    // 3-D.
    {
      Case C;
      C.Off.resize(NP);
      C.Shape.resize(7 * NP);
      for (int P = 0; P < NP; ++P) {
        int *S = &C.Shape[7 * P];
        for (int D = 0; D < 3; ++D) {
          S[D] = side(T.R, 1, 3);
          S[3 + D] = side(T.R, 2, 5);
        }
        C.Off[P] = C.Total;
        C.Total += S[0] * S[1] * S[2] * S[3] * S[4] * S[5];
      }
      std::vector<uint32_t> Ref(C.Total, Poison);
      for (int P = 0; P < NP; ++P) {
        const int *S = &C.Shape[7 * P];
        int Lin = 0;
        for (int Bz = 0; Bz < S[2]; ++Bz)
          for (int By = 0; By < S[1]; ++By)
            for (int Bx = 0; Bx < S[0]; ++Bx)
              for (int Tz = 0; Tz < S[5]; ++Tz)
                for (int Ty = 0; Ty < S[4]; ++Ty)
                  for (int Tx = 0; Tx < S[3]; ++Tx, ++Lin)
                    if (Lin % 7 != 3)
                      Ref[C.Off[P] + Lin] =
                          hash(P, Bx, By, Bz, Tx, Ty, Tz, S[3], S[4], S[5],
                               S[0], S[1], S[2], Salt);
      }
      runCase(T, "3d", NP, C, Ref,
              [](uint32_t *O, const int *Off, const int *Sh, int N) {
                p3d<<<(N + 63) / 64, 64>>>(O, Off, Sh, N, SaltOf);
              });
    }
    // 2-D, by value.
    {
      Case C;
      C.Off.resize(NP);
      C.Shape.resize(7 * NP);
      for (int P = 0; P < NP; ++P) {
        int *S = &C.Shape[7 * P];
        S[0] = side(T.R, 1, 3);
        S[1] = side(T.R, 1, 2);
        S[3] = side(T.R, 8, 16);
        S[4] = side(T.R, 2, 8);
        S[2] = S[5] = S[6] = 1;
        C.Off[P] = C.Total;
        C.Total += S[0] * S[1] * S[3] * S[4];
      }
      std::vector<uint32_t> Ref(C.Total, Poison);
      for (int P = 0; P < NP; ++P) {
        const int *S = &C.Shape[7 * P];
        for (int By = 0; By < S[1]; ++By)
          for (int Bx = 0; Bx < S[0]; ++Bx)
            for (int Th = 0; Th < S[3] * S[4]; ++Th) {
              int Lin = (By * S[0] + Bx) * S[3] * S[4] + Th;
              uint32_t V = hash(P, (Th + 7) & 7, Salt);
              Ref[C.Off[P] + Lin] = hash(V, Bx, By, Th);
            }
      }
      runCase(T, "2d-byval", NP, C, Ref,
              [](uint32_t *O, const int *Off, const int *Sh, int N) {
                pbyval<<<(N + 63) / 64, 64>>>(O, Off, Sh, N, SaltOf);
              });
    }
    // Results of V2 launches, invalid ones among them.
    {
      Case C;
      C.Off.resize(NP);
      C.Shape.resize(7 * NP);
      std::vector<int> Want(NP);
      for (int P = 0; P < NP; ++P) {
        int *S = &C.Shape[7 * P];
        S[0] = side(T.R, 2, 4);
        S[1] = S[2] = S[4] = S[5] = 1;
        S[3] = side(T.R, 16, 100);
        S[6] = 0;
        bool Valid = true;
        switch (T.R.range(0, 9)) {
        case 0:
          S[3] = 0, Valid = false;
          break;
        case 1:
          S[0] = 0, Valid = false;
          break;
        case 2:
          S[3] = 1025, Valid = false;
          break;
        case 3:
          S[5] = 65, Valid = false;
          break;
        case 4:
          S[1] = 65536, Valid = false;
          break;
        case 5:
          S[6] = 64; // valid, not serial
          break;
        default:
          break;
        }
        Want[P] = Valid ? cudaSuccess : cudaErrorInvalidConfiguration;
        C.Off[P] = C.Total;
        if (Valid)
          C.Total += S[0] * S[3];
      }
      std::vector<uint32_t> Ref(C.Total, Poison);
      for (int P = 0; P < NP; ++P) {
        const int *S = &C.Shape[7 * P];
        if (Want[P] == cudaSuccess)
          for (int I = 0; I < S[0] * S[3]; ++I)
            Ref[C.Off[P] + I] = hash(P, I, S[3], S[0], Salt);
      }
      int *DOff = gputest::upload(C.Off), *DShape = gputest::upload(C.Shape);
      uint32_t *DOut = gputest::alloc<uint32_t>(C.Total);
      int *DErr = gputest::alloc<int>(NP);
      gputest::poison(DOut, C.Total);
      gputest::poison(DErr, NP);
      perr<<<(NP + 63) / 64, 64>>>(DOut, DOff, DShape, NP, Salt, DErr);
      CK_SYNC();
      T.compare("v2-results", gputest::download(DErr, NP), Want);
      T.compare("v2-out", gputest::download(DOut, C.Total), Ref);
      CK(cudaFree(DOff));
      CK(cudaFree(DShape));
      CK(cudaFree(DOut));
      CK(cudaFree(DErr));
    }
  }
  return T.finish();
}
