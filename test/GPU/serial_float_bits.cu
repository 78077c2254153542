// Serialized children that hash the bits of floating-point arguments the
// parent computed: the pattern ptxas (CUDA 13.0, sm_90, -O3) compiles wrong
// once the parent's computation and the child's use share a function (a
// float multiplied by 0.25f, its bits fed into integer multiplies twice in
// one chain: the multiply is dropped; test/Probes/ptxas_fmul_bits). Found
// by the differential fuzzer (seed 2131: 9 cases wrong in every DPAgg build
// at the serialization default, right without DPAgg). The serial copy now
// takes every parameter through an xor with a word ptxas cannot know
// (SerialChild.h); .plain is the copy without it (the hidden
// -dpagg-serial-opaque-args=false) and without the fence at the copy's
// entry (-dpagg-serial-fence=false: the fence alone also keeps the blob's
// stores from reaching the copy as registers), which must fail: the test
// sees the bug.
//
// The shape of the fuzzer's case 2131:1:15: each parent thread launches a
// child of 2 blocks of 1 thread (serialized at the default's threshold) with
// a by-value struct of two floats scaled by 0.25f, ints, shorts and a double
// scaled by 0.125; each child thread writes a hash of its coordinates and
// every field's bits.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/serial_float_bits.base
// RUN: %gpubin/serial_float_bits.dpagg
// RUN: %gpubin/serial_float_bits.warp
// RUN: %gpubin/serial_float_bits.grid
// RUN: not %gpubin/serial_float_bits.plain
#include "GPUTest.cuh"

#include <cstring>

using gputest::hash;
using gputest::mix;

__host__ __device__ inline uint32_t bits(float F) {
  uint32_t U;
  memcpy(&U, &F, 4);
  return U;
}
__host__ __device__ inline uint32_t bits(double D) {
  uint64_t U;
  memcpy(&U, &D, 8);
  return mix((uint32_t)U, (uint32_t)(U >> 32));
}

struct Fields {
  float F0;
  int F1, F2;
  float F3;
  short F4;
  double F5;
  short F6;
};

__host__ __device__ inline Fields fieldsOf(uint32_t V) {
  uint32_t W = V ^ 1u;
  Fields R;
  R.F0 = (float)((W * 3u) & 0xffffu) * 0.25f;
  R.F1 = (int)(W * 4u + 1u);
  R.F2 = (int)(W * 5u + 2u);
  R.F3 = (float)((W * 6u + 3u) & 0xffffu) * 0.25f;
  R.F4 = (short)(W * 7u + 4u);
  R.F5 = (double)((W * 8u + 5u) & 0xfffffu) * 0.125;
  R.F6 = (short)(W * 9u + 6u);
  return R;
}

__host__ __device__ inline uint32_t childValue(const Fields &A, unsigned Bx,
                                               unsigned Gx) {
  return hash(241u, 0u, 0u, 0u, Bx, 0u, 0u, 1u, 1u, 1u, Gx, 1u, 1u, 0u,
              bits(A.F0), (uint32_t)A.F1, (uint32_t)A.F2, bits(A.F3),
              (uint32_t)(int)A.F4, bits(A.F5), (uint32_t)(int)A.F6);
}

__global__ void child(uint32_t *O, Fields A) {
  O[blockIdx.x] =
      hash(241u, threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x, blockIdx.y,
           blockIdx.z, blockDim.x, blockDim.y, blockDim.z, gridDim.x, gridDim.y,
           gridDim.z, 0u, bits(A.F0), (uint32_t)A.F1, (uint32_t)A.F2,
           bits(A.F3), (uint32_t)(int)A.F4, bits(A.F5), (uint32_t)(int)A.F6);
}

__global__ void parent(const uint32_t *In, uint32_t *Out, int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  child<<<2, 1>>>(Out + (size_t)P * 2, fieldsOf(In[P]));
}

int main() {
  gputest::Test T("serial_float_bits");
  const int NP = 4096;
  T.pendingLaunches(NP + 1024);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<uint32_t> In(NP);
    for (uint32_t &V : In)
      V = (uint32_t)T.R.next();
    const size_t N = (size_t)NP * 2;
    std::vector<uint32_t> Ref(N);
    for (int P = 0; P < NP; ++P)
      for (unsigned Bx = 0; Bx < 2; ++Bx)
        Ref[(size_t)P * 2 + Bx] = childValue(fieldsOf(In[P]), Bx, 2);
    uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(N);
    gputest::poison(DOut, N);
    parent<<<(NP + 127) / 128, 128>>>(DIn, DOut, NP);
    CK_SYNC();
    T.compare("children's hashes of their fields", gputest::download(DOut, N),
              Ref);
    CK(cudaFree(DIn));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
