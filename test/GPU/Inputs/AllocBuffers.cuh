//===- AllocBuffers.cuh - the allocation tests' buffer patterns ------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What alloc_scratch.cu and alloc_program.cu write into the buffers they
// allocate and how they read them back: byte I of thread T's buffer in
// round R is byteOf(T, I, R); readBack checks every byte (an overlapping
// neighbour or a misplaced sub-buffer shows) and reads the buffer with the
// widest aligned load its size allows (a sub-buffer misaligned to 16
// faults, cudaErrorMisalignedAddress).
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TEST_GPU_ALLOCBUFFERS_CUH
#define DPAGG_TEST_GPU_ALLOCBUFFERS_CUH

#include "GPUTest.cuh"

namespace allocbuf {
using gputest::hash;

__host__ __device__ inline unsigned char byteOf(unsigned T, unsigned I,
                                                unsigned R) {
  return (unsigned char)hash(T, I, R);
}

/// What a thread reads back from a buffer of N bytes filled with byteOf:
/// a hash of every byte, and of the widest load its size allows.
__host__ __device__ inline uint32_t expectedSum(unsigned T, unsigned N,
                                                unsigned R) {
  uint32_t S = hash(N, R);
  for (unsigned I = 0; I < N; ++I)
    S = gputest::mix(S, byteOf(T, I, R));
  return S;
}

__device__ inline void fill(unsigned char *P, unsigned T, unsigned N,
                            unsigned R) {
  for (unsigned I = 0; I < N; ++I)
    P[I] = byteOf(T, I, R);
}

/// The bytes read back (each checked), and the widest aligned load:
/// 16 bytes from 16, 8 from 8, 4 from 4 (a misaligned one faults). Volatile,
/// so the compiler cannot forward the fill's values to the reads (the
/// buffer is the thread's own allocation, which it may assume no other
/// thread writes): the reads see memory, neighbours' writes included.
__device__ inline uint32_t readBack(const unsigned char *Buf, unsigned T,
                                    unsigned N, unsigned R, unsigned &Bad) {
  const volatile unsigned char *P = Buf;
  uint32_t S = hash(N, R);
  for (unsigned I = 0; I < N; ++I) {
    unsigned char B = P[I];
    Bad += B != byteOf(T, I, R);
    S = gputest::mix(S, B);
  }
  unsigned W = 0, Wide = N >= 16 ? 16 : N >= 8 ? 8 : N >= 4 ? 4 : 0;
  if (Wide == 16) {
    const volatile uint4 *V = reinterpret_cast<const volatile uint4 *>(P);
    W = V->x ^ V->y ^ V->z ^ V->w;
  } else if (Wide == 8) {
    const volatile uint2 *V = reinterpret_cast<const volatile uint2 *>(P);
    W = V->x ^ V->y;
  } else if (Wide == 4) {
    W = *reinterpret_cast<const volatile unsigned *>(P);
  }
  unsigned Want = 0;
  for (unsigned I = 0; I < Wide; ++I)
    Want ^= unsigned(byteOf(T, I, R)) << (8 * (I % 4));
  Bad += W != Want;
  return S;
}

} // namespace allocbuf
#endif // DPAGG_TEST_GPU_ALLOCBUFFERS_CUH
