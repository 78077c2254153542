// Issue 9, class 1: a struct each thread picks at a per-thread index from a
// table that is itself uniform (a by-value kernel parameter, a __device__
// const table, a __constant__ table, a by-value table copied to a local) is
// per-thread data. Each thread passes its 64-byte pick by value to its child;
// the child writes every field. Storing the pick once per aggregate (as if
// uniform because the table is) gives most children another thread's struct.
// A uniform pick (the same index in every thread) is the control.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/per_thread_struct_pick.base
// RUN: %gpubin/per_thread_struct_pick.dpagg
// RUN: %gpubin/per_thread_struct_pick.warp
// RUN: %gpubin/per_thread_struct_pick.noscalar
#include "GPUTest.cuh"

using gputest::hash;

struct Item {
  uint32_t W[16]; // 64 bytes
};
constexpr int NItems = 16;
struct Table {
  Item Items[NItems]; // 1 KiB: a by-value kernel parameter
};

// A fixed table in the source; the picks vary with the run's salt.
#define ROW(K)                                                                 \
  {{K * 16 + 0x1001, K * 16 + 0x2002, K * 16 + 0x3003, K * 16 + 0x4004,       \
    K * 16 + 0x5005, K * 16 + 0x6006, K * 16 + 0x7007, K * 16 + 0x8008,       \
    K * 16 + 0x9009, K * 16 + 0xa00a, K * 16 + 0xb00b, K * 16 + 0xc00c,       \
    K * 16 + 0xd00d, K * 16 + 0xe00e, K * 16 + 0xf00f, K * 16 + 0x1010}}
#define ROWS                                                                   \
  {ROW(0u), ROW(1u), ROW(2u), ROW(3u), ROW(4u), ROW(5u), ROW(6u), ROW(7u),     \
   ROW(8u), ROW(9u), ROW(10u), ROW(11u), ROW(12u), ROW(13u), ROW(14u),         \
   ROW(15u)}
__device__ const Item ConstTable[NItems] = ROWS;
static const Item HostConstTable[NItems] = ROWS;
__constant__ Item CTable[NItems]; // filled per run (cudaMemcpyToSymbol)

// Child thread T writes field T of the struct it was given.
__global__ void child(Item It, uint32_t *Out, int P) {
  int T = threadIdx.x;
  Out[P * 16 + T] = hash(It.W[T], P, T, blockDim.x, gridDim.x);
}

__device__ __forceinline__ int pick(int P, uint32_t Salt, int Uniform) {
  return Uniform ? (int)(Salt % NItems) : (int)((P * 7u + Salt) % NItems);
}

// Kind 0: from the by-value parameter table; 1: the __device__ const table;
// 2: the __constant__ table; 3: a local copy of the parameter table.
__global__ void parent(Table Tab, uint32_t *Out, const int *Launch, int Kind,
                       uint32_t Salt, int Uniform) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (!Launch[P])
    return;
  int I = pick(P, Salt, Uniform);
  if (Kind == 0) {
    child<<<1, 16>>>(Tab.Items[I], Out, P);
  } else if (Kind == 1) {
    child<<<1, 16>>>(ConstTable[I], Out, P);
  } else if (Kind == 2) {
    child<<<1, 16>>>(CTable[I], Out, P);
  } else {
    Table Local = Tab;
    Item Mine = Local.Items[I];
    child<<<1, 16>>>(Mine, Out, P);
  }
}

int main() {
  gputest::Test T("per_thread_struct_pick");
  const int Blocks = 64, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(NP + 2048);
  uint32_t *DOut = gputest::alloc<uint32_t>(NP * 16);
  for (int Uniform = 0; Uniform < 2; ++Uniform) {
    for (int Kind = 0; Kind < 4; ++Kind) {
      Table Tab;
      for (auto &It : Tab.Items)
        for (auto &W : It.W)
          W = (uint32_t)T.R.next();
      Item CHost[NItems];
      for (auto &It : CHost)
        for (auto &W : It.W)
          W = (uint32_t)T.R.next();
      CK(cudaMemcpyToSymbol(CTable, CHost, sizeof(CHost)));
      uint32_t Salt = (uint32_t)T.R.next();
      std::vector<int> Launch(NP);
      for (auto &L : Launch)
        L = T.R.chance(.9);
      std::vector<uint32_t> Ref(NP * 16, 0xffffffffu);
      for (int P = 0; P < NP; ++P) {
        if (!Launch[P])
          continue;
        int I = Uniform ? (int)(Salt % NItems) : (int)((P * 7u + Salt) % NItems);
        const Item &It = Kind == 1   ? HostConstTable[I]
                         : Kind == 2 ? CHost[I]
                                     : Tab.Items[I];
        for (int F = 0; F < 16; ++F)
          Ref[P * 16 + F] = hash(It.W[F], P, F, 16, 1);
      }
      int *DLaunch = gputest::upload(Launch);
      gputest::poison(DOut, NP * 16);
      parent<<<Blocks, Threads>>>(Tab, DOut, DLaunch, Kind, Salt, Uniform);
      CK_SYNC();
      static const char *Names[2][4] = {
          {"param table, per-thread pick", "const table, per-thread pick",
           "constant table, per-thread pick", "local copy, per-thread pick"},
          {"param table, uniform pick", "const table, uniform pick",
           "constant table, uniform pick", "local copy, uniform pick"}};
      T.compare(Names[Uniform][Kind], gputest::download(DOut, NP * 16), Ref);
      CK(cudaFree(DLaunch));
    }
  }
  CK(cudaFree(DOut));
  return T.finish();
}
