// Issue 9, class 10: a parameter buffer filled on divergent paths, written
// with the documented V2 device-launch API (cudaGetParameterBufferV2 +
// cudaLaunchDeviceV2). The values stored are uniform (kernel arguments), but
// which store a thread executes is not:
//  0 if (c) p->V = A; else p->V = B;
//  1 p->V = A; if (c) { p->V = B; p->W ^= 256; } (stores overwritten on some
//    threads; two stores, so that clang keeps the branch instead of a select)
//  2 if (c) memset(&p->S, 0, 16); else p->S = U;
//  3 if (c) memset(p, 0, size) then fields; else the fields alone
//  4 p->V = c ? A : B;                     (the select form: the control)
// Each child writes a hash of every parameter it received. Storing such a
// field once per aggregate gives threads on the other path the leader's
// value.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/divergent_param_stores.base
// RUN: %gpubin/divergent_param_stores.dpagg
// RUN: %gpubin/divergent_param_stores.warp
// RUN: %gpubin/divergent_param_stores.noscalar
#include "GPUTest.cuh"

#include <cstddef>
#include <cstring>

using gputest::hash;

struct Pair {
  int A;
  int B;
  long long C;
};

__global__ void child(uint32_t *Out, int V, int W, Pair S) {
  Out[threadIdx.x] = hash(V, W, S.A, S.B, (uint32_t)S.C,
                          (uint32_t)((unsigned long long)S.C >> 32),
                          threadIdx.x);
}

// The child's parameters as the buffer holds them.
struct Params {
  uint32_t *Out;
  int V;
  int W;
  Pair S;
};
static_assert(offsetof(Params, V) == 8 && offsetof(Params, W) == 12 &&
                  offsetof(Params, S) == 16 && sizeof(Params) == 32,
              "layout of child's parameters");

__device__ __forceinline__ bool cond(int P, uint32_t Salt) {
  return (hash(P, Salt) & 3u) == 1u;
}

// One kernel per kind, so that a launch site refused for one kind does not
// hide what happens to the others.
template <int Kind>
__global__ void parent(uint32_t *Out, int A, int B, Pair U, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  bool C = cond(P, Salt);
  Params *Prm = (Params *)cudaGetParameterBufferV2((void *)child, dim3(1),
                                                   dim3(32), 0);
  if (!Prm)
    return;
  Prm->Out = Out + (size_t)P * 32;
  switch (Kind) {
  case 0:
    Prm->W = P;
    Prm->S = U;
    if (C)
      Prm->V = A;
    else
      Prm->V = B;
    break;
  case 1:
    Prm->W = P;
    Prm->S = U;
    Prm->V = A;
    if (C) {
      Prm->V = B;
      Prm->W = P ^ 256;
    }
    break;
  case 2:
    Prm->V = A;
    Prm->W = P;
    if (C)
      memset(&Prm->S, 0, sizeof(Pair));
    else
      Prm->S = U;
    break;
  case 3:
    if (C) {
      memset(Prm, 0, sizeof(Params));
      Prm->Out = Out + (size_t)P * 32;
      Prm->W = P;
    } else {
      Prm->V = A;
      Prm->W = P;
      Prm->S = U;
    }
    break;
  default:
    Prm->V = C ? A : B;
    Prm->W = P;
    Prm->S = U;
    break;
  }
  cudaLaunchDeviceV2(Prm, 0);
}

int main() {
  gputest::Test T("divergent_param_stores");
  const int Blocks = 64, Threads = 256, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  const size_t N = (size_t)NP * 32;
  uint32_t *DOut = gputest::alloc<uint32_t>(N);
  static const char *Names[] = {"if/else stores", "store, then overwrite",
                                "memset or store of a struct",
                                "memset of the buffer on one path",
                                "select (control)"};
  for (int Kind = 0; Kind < 5; ++Kind) {
    int A = (int)T.R.next(), B = (int)T.R.next();
    Pair U{(int)T.R.next(), (int)T.R.next(), (long long)T.R.next()};
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(N);
    for (int P = 0; P < NP; ++P) {
      bool C = (hash(P, Salt) & 3u) == 1u;
      int V = Kind == 3 ? (C ? 0 : A) : Kind == 2 ? A : C ? B : A;
      if (Kind == 0 || Kind == 4)
        V = C ? A : B;
      Pair S = (Kind == 2 || Kind == 3) && C ? Pair{0, 0, 0} : U;
      int W = Kind == 1 && C ? P ^ 256 : P;
      for (int L = 0; L < 32; ++L)
        Ref[(size_t)P * 32 + L] =
            hash(V, W, S.A, S.B, (uint32_t)S.C,
                 (uint32_t)((unsigned long long)S.C >> 32), L);
    }
    gputest::poison(DOut, N);
    void (*const Kernels[])(uint32_t *, int, int, Pair, uint32_t) = {
        parent<0>, parent<1>, parent<2>, parent<3>, parent<4>};
    Kernels[Kind]<<<Blocks, Threads>>>(DOut, A, B, U, Salt);
    CK_SYNC();
    T.compare(Names[Kind], gputest::download(DOut, N), Ref);
  }
  CK(cudaFree(DOut));
  return T.finish();
}
