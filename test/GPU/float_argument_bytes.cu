// Floating-point arguments computed by the parent, launched into the named
// CDP2 streams (fire-and-forget, tail) and the NULL stream. Each child
// writes back the bits of every argument it received.
//
// Found by the differential fuzzer (seed 2126, file 1, cases 29, 43, 67,
// 87; test/GPU/results/2026-11-26-h100-float-bytes.md): with the launches
// rewritten from V1 to V2 and not aggregated, the children read 0xff in the
// low byte of their double arguments. The parameter blob was copied into
// the V2 buffer byte by byte, and the first byte of each double was stored
// straight from the register mul.f64 had written (`st.b8 [p], %rd7`), which
// ptxas 13.0 compiles as a conversion (F2I.U8.F64.TRUNC: 0xff for any value
// of 255 or more), not as the register's low byte. DPAgg now launders every
// value on its way into a blob (LaunchStaging.h). The .none build (V1 to V2
// only) is the configuration the fuzzer found it in; .dpagg and .warp
// aggregate; .base (clang alone) cannot launch into the named streams.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/float_argument_bytes.dpagg
// RUN: %gpubin/float_argument_bytes.warp
// RUN: %gpubin/float_argument_bytes.none
// RUN: not %gpubin/float_argument_bytes.base
#include "GPUTest.cuh"

#include <cstring>
#include <cuda_fp16.h>

/// A by-value struct with padding between a short and a double (the
/// fuzzer's case 29), and a float and a half after them.
struct Mixed {
  short S;
  double D;
  float F;
  __half H;
};

constexpr int Words = 12; // per child thread

__host__ __device__ inline double dval(uint32_t V) { return (double)V * 0.1; }
__host__ __device__ inline float fval(uint32_t V) {
  return (float)(V & 0xffffff) * 0.3f;
}
__host__ __device__ inline unsigned short hbits(uint32_t V) {
  return (unsigned short)(0x3c00u + (V & 0x3ffu)); // 1.0 to 2.0, exact
}

__device__ inline void putBits(uint32_t *R, double D) {
  uint64_t B;
  memcpy(&B, &D, 8);
  R[0] = (uint32_t)B;
  R[1] = (uint32_t)(B >> 32);
}

__global__ void child(uint32_t *Out, double A, float B, Mixed M, double C) {
  uint32_t *R = Out + (blockIdx.x * blockDim.x + threadIdx.x) * Words;
  putBits(R, A);
  memcpy(&R[2], &B, 4);
  R[3] = (uint32_t)(int)M.S;
  putBits(R + 4, M.D);
  memcpy(&R[6], &M.F, 4);
  unsigned short H;
  memcpy(&H, &M.H, 2);
  R[7] = H;
  putBits(R + 8, C);
  R[10] = gridDim.x;
  R[11] = blockDim.x;
}

__global__ void parent(const uint32_t *In, uint32_t *Out, int P, int Stream) {
  int Pid = blockIdx.x * blockDim.x + threadIdx.x;
  if (Pid >= P)
    return;
  uint32_t V = In[Pid];
  cudaStream_t S = Stream == 0   ? cudaStreamFireAndForget
                   : Stream == 1 ? cudaStreamTailLaunch
                                 : (cudaStream_t)0;
  Mixed M;
  M.S = (short)(V * 3u);
  M.D = dval(V ^ 0x5555u);
  M.F = fval(V >> 3);
  unsigned short H = hbits(V >> 7);
  memcpy(&M.H, &H, 2);
  int Block = 1 + (int)(V % 40u);
  child<<<2, Block, 0, S>>>(Out + (size_t)Pid * 2 * 40 * Words, dval(V),
                            fval(V), M, dval(V) * 3.0);
}

int main() {
  gputest::Test T("float_argument_bytes");
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
      int Block = 1 + (int)(V % 40u);
      for (int I = 0; I < 2 * Block; ++I) {
        uint32_t *R = &Ref[((size_t)Pid * 2 * 40 + I) * Words];
        double A = dval(V), MD = dval(V ^ 0x5555u), C = dval(V) * 3.0;
        float B = fval(V), MF = fval(V >> 3);
        memcpy(&R[0], &A, 8);
        memcpy(&R[2], &B, 4);
        R[3] = (uint32_t)(int)(short)(V * 3u);
        memcpy(&R[4], &MD, 8);
        memcpy(&R[6], &MF, 4);
        R[7] = hbits(V >> 7);
        memcpy(&R[8], &C, 8);
        R[10] = 2;
        R[11] = (uint32_t)Block;
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
