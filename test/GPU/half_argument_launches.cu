// __half arguments computed by the parent with cuda_fp16.h (__hmul, __hadd,
// __float2half, __halves2half2: inline asm `mul.f16`, `add.f16`,
// `cvt.rn.f16.f32`, `mov.b32 {...}`), launched into the named CDP2 streams
// (fire-and-forget, tail) and the NULL stream. Each child writes back the
// bits of every argument it received.
//
// Found by the differential fuzzer (seed 2127, file 10, fp-args): clang
// sinks the asm under the parameter buffer's null check, next to the stores
// of the arguments; LLVM counts an asm call as a side effect, so DPAgg left
// the launch a V1 launch, which fails in the named streams
// (cudaErrorInvalidValue), as without DPAgg. Asm that only computes
// registers is now accepted there (observablePtxAsmCall, PtxAsm.cpp). The
// .none build (V1 to V2 only) is the fuzzer's configuration; .dpagg and
// .warp aggregate; .base (clang alone) cannot launch into the named
// streams.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/half_argument_launches.dpagg
// RUN: %gpubin/half_argument_launches.warp
// RUN: %gpubin/half_argument_launches.none
// RUN: not %gpubin/half_argument_launches.base
#include "GPUTest.cuh"

#include <cstring>
#include <cuda_fp16.h>

constexpr int Words = 6; // per child thread

/// Half values in [1, 2), exact: their products and sums are exact in float,
/// so the CPU reference rounds once, as the GPU does.
__host__ __device__ inline unsigned short hbits(uint32_t V) {
  return (unsigned short)(0x3c00u + (V & 0x3ffu));
}
/// A float in [1, 2) with more bits than a half keeps: __float2half rounds.
__host__ __device__ inline float fval(uint32_t V) {
  return 1.0f + (float)(V & 0xffffffu) * 0x1.0p-24f;
}

/// The CPU's float-to-half conversion (round to nearest even), for the
/// normal, non-overflowing values this test makes.
static unsigned short toHalf(float F) {
  uint32_t B;
  memcpy(&B, &F, 4);
  uint32_t Sign = B >> 31, Exp = ((B >> 23) & 0xff) - 127 + 15;
  uint32_t M = (B & 0x7fffff) >> 13, Rest = B & 0x1fff;
  if (Rest > 0x1000 || (Rest == 0x1000 && (M & 1)))
    ++M;
  if (M == 0x400) {
    M = 0;
    ++Exp;
  }
  return (unsigned short)(Sign << 15 | Exp << 10 | M);
}
static float fromHalf(unsigned short H) {
  uint32_t B = ((uint32_t)(H >> 15) << 31) |
               (((uint32_t)(H >> 10 & 0x1f) - 15 + 127) << 23) |
               ((uint32_t)(H & 0x3ff) << 13);
  float F;
  memcpy(&F, &B, 4);
  return F;
}

__device__ inline uint32_t bitsOf(__half H) {
  unsigned short S;
  memcpy(&S, &H, 2);
  return S;
}

__global__ void child(uint32_t *Out, __half A, __half B, __half C, __half2 D) {
  uint32_t *R = Out + (blockIdx.x * blockDim.x + threadIdx.x) * Words;
  R[0] = bitsOf(A);
  R[1] = bitsOf(B);
  R[2] = bitsOf(C);
  memcpy(&R[3], &D, 4);
  R[4] = gridDim.x;
  R[5] = blockDim.x;
}

__device__ inline __half fromBits(unsigned short S) {
  __half H;
  memcpy(&H, &S, 2);
  return H;
}

__global__ void parent(const uint32_t *In, uint32_t *Out, int P, int Stream) {
  int Pid = blockIdx.x * blockDim.x + threadIdx.x;
  if (Pid >= P)
    return;
  uint32_t V = In[Pid];
  cudaStream_t S = Stream == 0   ? cudaStreamFireAndForget
                   : Stream == 1 ? cudaStreamTailLaunch
                                 : (cudaStream_t)0;
  __half X = fromBits(hbits(V)), Y = fromBits(hbits(V >> 10));
  int Block = 1 + (int)(V % 40u);
  child<<<2, Block, 0, S>>>(Out + (size_t)Pid * 2 * 40 * Words, __hmul(X, Y),
                            __hadd(X, Y), __float2half(fval(V >> 3)),
                            __halves2half2(__hmul(X, X), __hadd(Y, Y)));
}

int main() {
  gputest::Test T("half_argument_launches");
  const int P = 256;
  T.pendingLaunches(P + 1024);
  for (int Stream = 0; Stream < 3; ++Stream) {
    std::vector<uint32_t> In(P);
    for (uint32_t &V : In)
      V = (uint32_t)T.R.next();
    const size_t N = (size_t)P * 2 * 40 * Words;
    std::vector<uint32_t> Ref(N, 0xffffffffu);
    for (int Pid = 0; Pid < P; ++Pid) {
      uint32_t V = In[Pid];
      float X = fromHalf(hbits(V)), Y = fromHalf(hbits(V >> 10));
      int Block = 1 + (int)(V % 40u);
      for (int I = 0; I < 2 * Block; ++I) {
        uint32_t *R = &Ref[((size_t)Pid * 2 * 40 + I) * Words];
        R[0] = toHalf(X * Y);
        R[1] = toHalf(X + Y);
        R[2] = toHalf(fval(V >> 3));
        R[3] = (uint32_t)toHalf(X * X) | (uint32_t)toHalf(Y + Y) << 16;
        R[4] = 2;
        R[5] = (uint32_t)Block;
      }
    }
    uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(N);
    gputest::poison(DOut, N);
    parent<<<(P + 63) / 64, 64>>>(DIn, DOut, P, Stream);
    CK_SYNC();
    const char *What[] = {"fire-and-forget children", "tail-launched children",
                          "NULL-stream children"};
    T.compare(What[Stream], gputest::download(DOut, N), Ref);
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
