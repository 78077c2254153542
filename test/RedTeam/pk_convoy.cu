// Red team of packed children (issue 26, item 2), performance: what a
// physical block of K.dpagg.packed holds. It keeps its resources (256
// threads' registers, its slots) until the last of its 8 logical blocks
// ends, and its register file is 8 warps' at once:
//  - Unequal logical blocks: without DPAgg each one-warp block leaves as it
//    ends, and an SM holds up to 32 of them; packed, an SM holds at most
//    2048 / 256 = 8 physical blocks. Where one logical block in 8 is long,
//    the short ones' warps sit idle in the long one's physical block: 8 long
//    logical blocks per SM at once instead of 32 (4x the time).
//  - Registers: blocks of 256 threads of r registers fit 65536 / (256 r)
//    times per SM, one-warp blocks 65536 / (32 r) times (up to 32). With r
//    just above 128 that is one packed block (8 warps) against 16 one-warp
//    blocks; and the packed clone may take more registers than K (ptxas,
//    sm_90, NV = 112 below: K 128, K.dpagg.packed 135).
// The whole clone (.nopack) runs one block per logical block, or molded
// with an odd grid (issue 21, item 23), and has neither effect.
//
// Program: one parent block of P = 96 threads; parent p launches
// work<<<G, 32>>>(p) (G a multiple of 8, from the occupancy of the child:
// R = SMs * one-warp blocks per SM; the long blocks number about 0.9 R, so
// the program without DPAgg holds them all at once). Modes:
//  - stride: block b of each grid is long iff b % 8 == 0 (a head block per
//    segment of 8); one parent's logical blocks are consecutive in the
//    aggregate and G is a multiple of 8, so each long one is warp 0 of its
//    physical block. Expected packed: about 4x.
//  - random: block b is long with probability 1/8 (a hash of p and b).
//    Expected packed: about 2.5x to 3x. Printed only, not counted: the
//    whole clone's aggregate here is molded (more than 4x the resident
//    blocks), and a molded block runs its ~7 logical blocks in series, so
//    blocks with two or three long ones make .nopack slow too (the molded
//    clone's known limit: skew without a power-of-two period, join.cu
//    oddGrid), which is not packing's.
//  - regs: stride with heavyValue<112> (128 registers in K). Expected
//    packed: one long warp per SM against 16, over 8x.
//  - regs-uniform: every block long, heavyValue<112>; about 0.9 R blocks.
//    Expected packed: 8 warps per SM against 16, about 2x.
// A long block waits W ns of %globaltimer (it waits for time, not for any
// thread); every thread writes a hash of its coordinates.
//
// Valid CUDA: one writer per output; no waits for other threads; blocks in
// any order. Time measured after a warm-up; the ideal is the program
// without DPAgg's: ceil(long blocks / R) * W.
//
// Expected: .base and .nopack PASS, ratio about 1 (up to ~1.5) in stride,
// regs and regs-uniform; a packing build rc 3 "SLOW" (ratio over 1.7 in
// one of those). Outputs checked everywhere (rc 1 on a wrong one).
#include "../GPU/Inputs/GPUTest.cuh"

#include <algorithm>
#include <cstring>

constexpr unsigned P = 96;

__device__ __forceinline__ unsigned long long now() {
  return __nvvm_read_ptx_sreg_globaltimer();
}

__host__ __device__ inline bool isLong(unsigned Mode, unsigned Parent,
                                       unsigned B) {
  return Mode == 1 ? gputest::hash(Parent, B, 77u) % 8 == 0 : B % 8 == 0;
}

__device__ __forceinline__ void waitNs(unsigned long long W) {
  unsigned long long T0 = now();
  while (now() - T0 < W)
    __nvvm_nanosleep(4000);
}

__global__ void work(unsigned *Out, unsigned Parent, unsigned Mode,
                     unsigned long long W) {
  unsigned B = blockIdx.x;
  if (isLong(Mode, Parent, B))
    waitNs(W);
  Out[((size_t)Parent * gridDim.x + B) * 32 + threadIdx.x] =
      gputest::hash(Parent, B, threadIdx.x, blockDim.x, gridDim.x);
}

constexpr int NV = 112;

/// The same with many registers (K: 128 on sm_90); every 8th block long, or
/// every block (\p Uniform).
__global__ void workRegs(unsigned *Out, unsigned Parent, int Rounds,
                         unsigned Uniform, unsigned long long W) {
  unsigned B = blockIdx.x;
  unsigned V = gputest::heavyValue<NV>(Parent, (int)B, threadIdx.x, Rounds);
  if (Uniform || B % 8 == 0)
    waitNs(W);
  V ^= gputest::heavyValue<NV>(V, (int)B, threadIdx.x, Rounds);
  Out[((size_t)Parent * gridDim.x + B) * 32 + threadIdx.x] =
      gputest::hash(Parent, B, threadIdx.x, V == 0x12345u);
}

__global__ void parent(unsigned *Out, unsigned G, unsigned Mode,
                       unsigned long long W) {
  work<<<G, 32>>>(Out, threadIdx.x, Mode, W);
}
__global__ void parentRegs(unsigned *Out, unsigned G, int Rounds,
                           unsigned Uniform, unsigned long long W) {
  workRegs<<<G, 32>>>(Out, threadIdx.x, Rounds, Uniform, W);
}

int main(int Argc, char **Argv) {
  gputest::Test T("pk_convoy");
  unsigned long long W = Argc > 1 ? strtoull(Argv[1], 0, 0) : 5000000;
  int Device = 0, SMs = 0;
  CK(cudaGetDevice(&Device));
  CK(cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, Device));
  cudaEvent_t E0, E1;
  CK(cudaEventCreate(&E0));
  CK(cudaEventCreate(&E1));
  int Slow = 0;
  const char *Names[] = {"stride", "random", "regs", "regs-uniform"};
  for (unsigned Mode = 0; Mode < 4; ++Mode) {
    bool Regs = Mode >= 2, Uniform = Mode == 3;
    int PerSM = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &PerSM, Regs ? (const void *)workRegs : (const void *)work, 32, 0));
    if (Mode == 2) {
      cudaFuncAttributes A;
      CK(cudaFuncGetAttributes(&A, workRegs));
      printf("workRegs: %d registers, %d one-warp blocks per SM\n",
             A.numRegs, PerSM);
    }
    unsigned long long R = (unsigned long long)PerSM * SMs;
    // G: a multiple of 8 with P * G / 8 about 0.9 R long blocks (stride;
    // random: about as many; uniform: P * G about 0.9 R), so that the
    // program without DPAgg holds them all at once.
    unsigned G;
    if (Uniform) {
      G = (unsigned)std::max<unsigned long long>(1, R * 9 / 10 / P);
    } else {
      G = (unsigned)((8 * R * 9 / 10 + P - 1) / P);
      G = (G + 7) / 8 * 8;
    }
    size_t Elems = (size_t)P * G * 32;
    unsigned *Out = gputest::alloc<unsigned>(Elems);
    const int Rounds = 3;
    auto Run = [&](unsigned long long Wait) {
      gputest::poison(Out, Elems);
      CK(cudaEventRecord(E0));
      if (Regs)
        parentRegs<<<1, P>>>(Out, G, Rounds, Uniform, Wait);
      else
        parent<<<1, P>>>(Out, G, Mode, Wait);
      CK(cudaGetLastError());
      CK(cudaEventRecord(E1));
      CK_SYNC();
      float Ms = 0;
      CK(cudaEventElapsedTime(&Ms, E0, E1));
      return Ms;
    };
    Run(0);
    float Best = 1e30f;
    for (int I = 0; I < 2; ++I)
      Best = std::min(Best, Run(W));
    // Reference and the number of long blocks.
    std::vector<unsigned> Want(Elems);
    unsigned long long Long = 0;
    for (unsigned Pa = 0; Pa < P; ++Pa)
      for (unsigned B = 0; B < G; ++B) {
        bool L = Uniform || (Regs ? B % 8 == 0 : isLong(Mode, Pa, B));
        Long += L;
        for (unsigned X = 0; X < 32; ++X) {
          unsigned V;
          if (Regs) {
            unsigned H = gputest::heavyValue<NV>(Pa, (int)B, X, Rounds);
            H ^= gputest::heavyValue<NV>(H, (int)B, X, Rounds);
            V = gputest::hash(Pa, B, X, H == 0x12345u);
          } else {
            V = gputest::hash(Pa, B, X, 32u, G);
          }
          Want[((size_t)Pa * G + B) * 32 + X] = V;
        }
      }
    T.compare(Names[Mode], gputest::download(Out, Elems), Want);
    double Ideal = (double)((Long + R - 1) / R) * W / 1e6;
    double Ratio = Best / Ideal;
    bool IsSlow = Ratio > 1.7 && Mode != 1;
    printf("time %s: %u x %u blocks, %llu long, %llu resident one-warp "
           "blocks (%d per SM): %.2f ms, ideal %.2f ms, ratio %.2f%s\n",
           Names[Mode], P, G, Long, R, PerSM, Best, Ideal, Ratio,
           IsSlow ? "  SLOW" : Mode == 1 ? "  (printed only)" : "");
    Slow += IsSlow;
    CK(cudaFree(Out));
  }
  int Rc = T.finish();
  if (Rc == 0 && Slow) {
    printf("SLOW pk_convoy\n");
    return 3;
  }
  return Rc;
}
