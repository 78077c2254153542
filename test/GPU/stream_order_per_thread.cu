// Issue 9, class 12: a thread's own launches into one stream run in the
// order it makes them. Each thread launches a producer and then a consumer
// that reads what the producer wrote:
//  - into the NULL stream (per block, in order), with the consumer launched
//    from another kind of site than the producer: straight after it, from a
//    kernel DPAgg must not aggregate (DPAGG_NO_AGGREGATE), from a loop, inside
//    a divergent branch, and a three-stage chain;
//  - into cudaStreamTailLaunch through the V2 API (tail launches run after
//    the parent grid, one after another in the order they were made);
//  - with `v1tail`, the same two tail launches with <<<>>> (clang's V1 launch,
//    which the platform refuses for the tail stream: the base build fails);
//  - the .ptds build uses the per-thread default stream
//    (-Xclang -fgpu-default-stream=per-thread) for every NULL-stream launch.
// Producers of other threads are not ordered with this thread's consumer and
// write elsewhere: only a thread's own order is checked.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/stream_order_per_thread.base
// RUN: %gpubin/stream_order_per_thread.dpagg
// RUN: %gpubin/stream_order_per_thread.warp
// RUN: %gpubin/stream_order_per_thread.base_ptds
// RUN: %gpubin/stream_order_per_thread.ptds
// RUN: %gpubin/stream_order_per_thread.warp_ptds
// RUN: %gpubin/stream_order_per_thread.dpagg v1tail
// RUN: %gpubin/stream_order_per_thread.warp v1tail
// RUN: not %gpubin/stream_order_per_thread.base v1tail
#include "GPUTest.cuh"
#include "dpagg/dpagg.h"

#include <cstring>

using gputest::hash;

// Buf: 32 words per thread; Out: 32 words per thread.
__global__ void produce(uint32_t *Buf, uint32_t V) {
  Buf[threadIdx.x] = hash(V, threadIdx.x);
}
__global__ void consume(const uint32_t *Buf, uint32_t *Out, uint32_t V) {
  Out[threadIdx.x] = hash(Buf[(threadIdx.x + 1) % 32], V, threadIdx.x);
}
DPAGG_NO_AGGREGATE __global__ void consume_kept(const uint32_t *Buf,
                                                uint32_t *Out, uint32_t V) {
  Out[threadIdx.x] = hash(Buf[(threadIdx.x + 1) % 32], V, threadIdx.x);
}
DPAGG_NO_AGGREGATE __global__ void transform_kept(uint32_t *Buf, uint32_t V) {
  uint32_t X = Buf[threadIdx.x], Y = Buf[(threadIdx.x + 7) % 32];
  __syncwarp();
  Buf[threadIdx.x] = hash(X, Y, V);
}

enum Kind {
  Straight,      // produce; consume
  KeptConsumer,  // produce; consume_kept
  LoopConsumer,  // produce; for (1 or 2 iterations) consume
  Divergent,     // if (c) { produce; consume; }
  Chain3,        // produce; transform_kept; consume
  TailV2,        // produce and consume into the tail stream, V2 API
  TailV1,        // the same with <<<>>>
  NumKinds
};

// Puts one parameter at the next offset aligned for it (the buffer layout).
template <class T> __device__ void put(char *Buf, size_t &Off, T V) {
  Off = (Off + alignof(T) - 1) / alignof(T) * alignof(T);
  memcpy(Buf + Off, &V, sizeof(T));
  Off += sizeof(T);
}

// K<<<1, 32, 0, cudaStreamTailLaunch>>>(Args...) through the V2 API.
template <class... Ts> __device__ void tailV2(void (*K)(Ts...), Ts... Args) {
  void *Buf = cudaGetParameterBufferV2((void *)K, dim3(1), dim3(32), 0);
  if (!Buf)
    return;
  size_t Off = 0;
  (put((char *)Buf, Off, Args), ...);
  cudaLaunchDeviceV2(Buf, cudaStreamTailLaunch);
}

template <int K>
__global__ void parent(uint32_t *Buf, uint32_t *Out, const uint32_t *Seeds,
                       int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  uint32_t S = Seeds[P], V = hash(S, K);
  uint32_t *B = Buf + (size_t)P * 32, *O = Out + (size_t)P * 32;
  if (K == Straight) {
    produce<<<1, 32>>>(B, V);
    consume<<<1, 32>>>(B, O, V);
  } else if (K == KeptConsumer) {
    produce<<<1, 32>>>(B, V);
    consume_kept<<<1, 32>>>(B, O, V);
  } else if (K == LoopConsumer) {
    produce<<<1, 32>>>(B, V);
    for (int I = 0; I < 1 + (int)(S % 2); ++I)
      consume<<<1, 32>>>(B, O, V);
  } else if (K == Divergent) {
    if (S % 3 != 0) {
      produce<<<1, 32>>>(B, V);
      consume<<<1, 32>>>(B, O, V);
    }
  } else if (K == Chain3) {
    produce<<<1, 32>>>(B, V);
    transform_kept<<<1, 32>>>(B, V);
    consume<<<1, 32>>>(B, O, V);
  } else if (K == TailV2) {
    if (S % 4 != 0) {
      tailV2(produce, B, V);
      tailV2(consume, (const uint32_t *)B, O, V);
    }
  } else {
    if (S % 4 != 0) {
      produce<<<1, 32, 0, cudaStreamTailLaunch>>>(B, V);
      consume<<<1, 32, 0, cudaStreamTailLaunch>>>(B, O, V);
    }
  }
}

int main(int Argc, char **Argv) {
  bool V1Tail = Argc > 1 && !strcmp(Argv[1], "v1tail");
  gputest::Test T(V1Tail ? "stream_order_per_thread (v1tail)"
                         : "stream_order_per_thread");
  // NULL-stream kinds: many threads. Tail kinds: at most 192 tail launches
  // per parent grid (96 threads), over many parent grids.
  const int NP = 128 * 128, TailThreads = 96, TailGrids = 64;
  T.pendingLaunches(3 * NP + 2048);
  uint32_t *DBuf = gputest::alloc<uint32_t>((size_t)NP * 32),
           *DOut = gputest::alloc<uint32_t>((size_t)NP * 32);
  static const char *Names[] = {
      "NULL stream: produce; consume",
      "NULL stream: produce; consume (not aggregated)",
      "NULL stream: produce; consume in a loop",
      "NULL stream: both in a divergent branch",
      "NULL stream: produce; transform (not aggregated); consume",
      "tail stream, V2 API: produce; consume",
      "tail stream, <<<>>>: produce; consume"};
  void (*const Kernels[])(uint32_t *, uint32_t *, const uint32_t *, int) = {
      parent<0>, parent<1>, parent<2>, parent<3>,
      parent<4>, parent<5>, parent<6>};
  for (int K = 0; K < NumKinds; ++K) {
    if ((K == TailV1) != V1Tail)
      continue;
    bool Tail = K == TailV2 || K == TailV1;
    int N = Tail ? TailThreads * TailGrids : NP;
    std::vector<uint32_t> Seeds(N);
    for (auto &S : Seeds)
      S = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref((size_t)N * 32, 0xffffffffu);
    for (int P = 0; P < N; ++P) {
      uint32_t S = Seeds[P], V = hash(S, K);
      bool Runs = K == Divergent ? S % 3 != 0 : Tail ? S % 4 != 0 : true;
      if (!Runs)
        continue;
      uint32_t B[32];
      for (int L = 0; L < 32; ++L)
        B[L] = hash(V, L);
      if (K == Chain3) {
        uint32_t B2[32];
        for (int L = 0; L < 32; ++L)
          B2[L] = hash(B[L], B[(L + 7) % 32], V);
        memcpy(B, B2, sizeof B);
      }
      for (int L = 0; L < 32; ++L)
        Ref[(size_t)P * 32 + L] = hash(B[(L + 1) % 32], V, L);
    }
    uint32_t *DSeeds = gputest::upload(Seeds);
    gputest::poison(DBuf, (size_t)N * 32);
    gputest::poison(DOut, (size_t)N * 32);
    if (Tail) {
      for (int G = 0; G < TailGrids; ++G)
        Kernels[K]<<<1, TailThreads>>>(DBuf + (size_t)G * TailThreads * 32,
                                       DOut + (size_t)G * TailThreads * 32,
                                       DSeeds + G * TailThreads, TailThreads);
    } else {
      Kernels[K]<<<N / 128, 128>>>(DBuf, DOut, DSeeds, N);
    }
    CK_SYNC();
    T.compare(Names[K], gputest::download(DOut, (size_t)N * 32), Ref);
    CK(cudaFree(DSeeds));
  }
  CK(cudaFree(DBuf));
  CK(cudaFree(DOut));
  return T.finish();
}
