// Issue 9, class 13: parameters whose form CUDA defines.
//  - A 3 KiB __grid_constant__ parameter: CUDA promises it is not copied, so
//    its address is in the parameter space (isspacep.param; clang has no
//    __isGridConstant, so inline asm asks the same question) and not local
//    (__isLocal). The child also reads all of it. Uniform (the parent's own
//    parameter, forwarded) and per-thread (built by each thread).
//  - Mixed-size parameters up to 16-byte alignment (char, double, short,
//    long long, float, a padded struct, float4, unsigned char): strict.
//  - Over-aligned parameters (alignas(32), alignas(64)): device-side launches
//    of such a kernel read most of these fields wrong whatever the compiler
//    (the parameter buffer is laid out from a 64-byte aligned start, ptxas
//    lays .param out from a base aligned to 16 only). The program prints,
//    per build, how many fields came out right (from the host, the same
//    launch for comparison) and checks nothing else about them.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/grid_constant_param.base
// RUN: %gpubin/grid_constant_param.dpagg
// RUN: %gpubin/grid_constant_param.warp
// RUN: %gpubin/grid_constant_param.noscalar
#include "GPUTest.cuh"

using gputest::hash;

struct Big {
  uint32_t W[768]; // 3 KiB
};

__device__ __forceinline__ uint32_t inParamSpace(const void *Ptr) {
  uint32_t R;
  asm volatile("{ .reg .pred q; isspacep.param q, %1; selp.u32 %0, 1, 0, q; }"
               : "=r"(R)
               : "l"(Ptr));
  return R;
}

// 32 threads; thread T hashes words 24T..24T+23; thread 0 also reports where
// the parameter lives. Out: 34 words per launch.
__global__ void gc_child(const __grid_constant__ Big K, uint32_t *Out, int P) {
  int T = threadIdx.x;
  uint32_t H = hash(P, T);
  for (int I = 0; I < 24; ++I)
    H = hash(H, K.W[24 * T + I]);
  Out[T] = H;
  if (T == 0) {
    Out[32] = inParamSpace(&K);
    Out[33] = __isLocal(&K);
  }
}

struct Padded {
  char X;
  int Y;
  short Z;
};

__global__ void mixed_child(uint32_t *Out, char A, double B, short C,
                            long long D, float E, Padded F, float4 G,
                            unsigned char H, int P) {
  uint64_t Bb, Dd = (uint64_t)D;
  memcpy(&Bb, &B, 8);
  uint32_t Ee, Gg[4];
  memcpy(&Ee, &E, 4);
  memcpy(Gg, &G, 16);
  Out[threadIdx.x] = hash(A, Bb, Bb >> 32, C, Dd, Dd >> 32, Ee, F.X, F.Y, F.Z,
                          Gg[0], Gg[1], Gg[2], Gg[3], H, P, threadIdx.x);
}

struct alignas(32) A32 {
  uint32_t V[3];
};
struct alignas(64) A64 {
  uint32_t V[5];
};

// The ten fields, one word each.
__global__ void aligned_child(uint32_t *Out, char C, A32 X, short S, A64 Y) {
  Out[0] = (uint32_t)(int)C;
  for (int I = 0; I < 3; ++I)
    Out[1 + I] = X.V[I];
  Out[4] = (uint32_t)(int)S;
  for (int I = 0; I < 5; ++I)
    Out[5 + I] = Y.V[I];
}

__host__ __device__ inline uint32_t fieldOf(int P, int F, uint32_t Salt) {
  uint32_t H = hash(P, F, Salt);
  if (F == 0)
    return (uint32_t)(int)(char)H;
  if (F == 4)
    return (uint32_t)(int)(short)H;
  return H;
}

// Kind 0: uniform K (the parent's parameter); 1: per-thread K; 2: mixed
// sizes; 3: over-aligned (recorded only).
__global__ void parent(Big K, uint32_t *Out, uint32_t Salt, int Kind) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (hash(P, Salt) % 8 == 0)
    return;
  if (Kind == 0) {
    gc_child<<<1, 32>>>(K, Out + (size_t)P * 34, P);
  } else if (Kind == 1) {
    Big Mine;
    for (int I = 0; I < 768; ++I)
      Mine.W[I] = hash(P, I, Salt);
    gc_child<<<1, 32>>>(Mine, Out + (size_t)P * 34, P);
  } else if (Kind == 2) {
    uint32_t H = hash(P, Salt);
    mixed_child<<<1, 32>>>(Out + (size_t)P * 34, (char)H, H * 0.5,
                           (short)(H >> 3), (long long)H * -977, H * 0.25f,
                           Padded{(char)(H >> 5), (int)H ^ 77, (short)P},
                           make_float4(H, -(float)P, 1.5f, H >> 9),
                           (unsigned char)(H >> 11), P);
  } else {
    A32 X;
    A64 Y;
    for (int I = 0; I < 3; ++I)
      X.V[I] = fieldOf(P, 1 + I, Salt);
    for (int I = 0; I < 5; ++I)
      Y.V[I] = fieldOf(P, 5 + I, Salt);
    aligned_child<<<1, 1>>>(Out + (size_t)P * 34, (char)fieldOf(P, 0, Salt), X,
                            (short)fieldOf(P, 4, Salt), Y);
  }
}

int main() {
  gputest::Test T("grid_constant_param");
  const int Blocks = 32, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  const size_t N = (size_t)NP * 34;
  uint32_t *DOut = gputest::alloc<uint32_t>(N);
  static const char *Names[] = {"__grid_constant__ 3 KiB, uniform",
                                "__grid_constant__ 3 KiB, per thread",
                                "mixed-size parameters"};
  for (int Kind = 0; Kind < 4; ++Kind) {
    uint32_t Salt = (uint32_t)T.R.next();
    Big K;
    for (auto &W : K.W)
      W = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(N, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      if (hash(P, Salt) % 8 == 0)
        continue;
      uint32_t *R = &Ref[(size_t)P * 34];
      if (Kind <= 1) {
        for (int Tid = 0; Tid < 32; ++Tid) {
          uint32_t H = hash(P, Tid);
          for (int I = 0; I < 24; ++I)
            H = hash(H, Kind == 0 ? K.W[24 * Tid + I]
                                  : hash(P, 24 * Tid + I, Salt));
          R[Tid] = H;
        }
        R[32] = 1; // in the parameter space
        R[33] = 0; // not local
      } else if (Kind == 2) {
        uint32_t H = hash(P, Salt);
        double B = H * 0.5;
        float E = H * 0.25f;
        float4 G = make_float4(H, -(float)P, 1.5f, H >> 9);
        uint64_t Bb, Dd = (uint64_t)((long long)H * -977);
        uint32_t Ee, Gg[4];
        memcpy(&Bb, &B, 8);
        memcpy(&Ee, &E, 4);
        memcpy(Gg, &G, 16);
        for (int Tid = 0; Tid < 32; ++Tid)
          R[Tid] = hash((char)H, Bb, Bb >> 32, (short)(H >> 3), Dd, Dd >> 32,
                        Ee, (char)(H >> 5), (int)H ^ 77, (short)P, Gg[0],
                        Gg[1], Gg[2], Gg[3], (unsigned char)(H >> 11), P, Tid);
      } else {
        for (int F = 0; F < 10; ++F)
          R[F] = fieldOf(P, F, Salt);
      }
    }
    gputest::poison(DOut, N);
    parent<<<Blocks, Threads>>>(K, DOut, Salt, Kind);
    CK_SYNC();
    std::vector<uint32_t> Got = gputest::download(DOut, N);
    if (Kind < 3) {
      T.compare(Names[Kind], Got, Ref);
      continue;
    }
    // Over-aligned: what this build gets, next to a host launch.
    int Launches = 0, Right[10] = {};
    for (int P = 0; P < NP; ++P) {
      if (hash(P, Salt) % 8 == 0)
        continue;
      ++Launches;
      for (int F = 0; F < 10; ++F)
        Right[F] += Got[(size_t)P * 34 + F] == Ref[(size_t)P * 34 + F];
    }
    A32 X;
    A64 Y;
    for (int I = 0; I < 3; ++I)
      X.V[I] = fieldOf(0, 1 + I, Salt);
    for (int I = 0; I < 5; ++I)
      Y.V[I] = fieldOf(0, 5 + I, Salt);
    gputest::poison(DOut, 10);
    aligned_child<<<1, 1>>>(DOut, (char)fieldOf(0, 0, Salt), X,
                            (short)fieldOf(0, 4, Salt), Y);
    CK_SYNC();
    std::vector<uint32_t> Host = gputest::download(DOut, 10);
    printf("info alignas(32/64) fields right, of %d device launches:", Launches);
    for (int F = 0; F < 10; ++F)
      printf(" %d", Right[F]);
    printf("; host launch:");
    for (int F = 0; F < 10; ++F)
      printf(" %d", Host[F] == fieldOf(0, F, Salt));
    printf(" (not checked)\n");
  }
  CK(cudaFree(DOut));
  return T.finish();
}
