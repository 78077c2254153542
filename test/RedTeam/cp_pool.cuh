// test/RedTeam/cp_pool.cuh: the units of the cp_* programs (-dpagg-shared-pools, session 15, one
// record pool per program: a common global named by ABI and geometry, and
// the allocation pool common too). Three device units (cp_u0.cu, cp_u1.cu,
// cp_u2.cu, each built with its own DPAgg options by cp_build.sh) and a host
// unit (cp_main.cu). Every unit launches children of its own and of another
// unit (unit 1's parent launches unit 0's child; unit 2's middle level
// launches unit 0's child), so records that one unit's code takes from the
// shared pool are released by another unit's child prologue, and the units
// run at once in three streams, round after round, on a pool small enough
// (.tiny) that its chunks are reused across units. Each parent thread also
// takes a per-thread scratch buffer (malloc, freed in the same kernel:
// allocation aggregation's default), so the shared allocation pool is used
// by every unit at once. Every output slot is written once per round with a
// hash of (round, slot); the host poisons the outputs before each round and
// compares every slot with its CPU twin (cp_main.cu).
//
// CP_NO_XTU (the .base build): units 1 and 2 launch a leaf of their own
// instead of unit 0's, since clang alone does not link a device-side launch
// of a kernel only declared in the unit (nvlink: "Function 'cp_child0(...)'
// not declared __global__ in all source files"; DPAgg's lowering links).
// CP_GRID_PARENT (unit 2 at --dpagg-scope=grid): unit 2's parent does not
// read its launch's error state (grid scope takes only unobserved
// launches); a launch that failed leaves its slots poisoned, which the
// host's comparison reports.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CP_CK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x,               \
                  cudaGetErrorString(e_));                                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// Errors counted on the device (cpErr[...]).
enum { CP_ERR_LAUNCH, CP_ERR_MALLOC, CP_ERR_SCRATCH, CP_ERR_COUNT };

constexpr unsigned CpPoison = 0xffffffffu;
// Parent threads per unit (each parent grid has exactly CpParents threads,
// so the parents have no early return) and slots per parent thread.
constexpr int CpBlocks = 96, CpThreads = 128, CpPer = 24;
constexpr int CpParents = CpBlocks * CpThreads;
constexpr int CpSlots = CpParents * CpPer;

__host__ __device__ inline unsigned cpHash(unsigned Salt, unsigned K) {
  unsigned H = Salt * 0x9e3779b9u ^ (K + 0x7f4a7c15u);
  H ^= H >> 16;
  H *= 0x85ebca6bu;
  H ^= H >> 13;
  H *= 0xc2b2ae35u;
  H ^= H >> 16;
  return H == CpPoison ? 0u : H;
}

// How many slots parent thread T of unit U fills (1..CpPer), and its
// children's block size: every parent has its own shape.
__host__ __device__ inline int cpCount(int U, int T) {
  return 1 + int((unsigned(T) * 7u + unsigned(U) * 5u) % CpPer);
}
__host__ __device__ inline int cpBlock(int U, int T) {
  return 1 + int((unsigned(T) * 3u + unsigned(U)) % 8);
}

// Unit 0: the leaf child (launched by all three units) and its parent.
__global__ void cp_child0(unsigned *Out, int Base, int N, unsigned Salt);
__global__ void cp_parent0(unsigned *Out, unsigned Salt, unsigned *Err);
// Unit 1: its own child and a parent that launches both unit 1's and unit
// 0's child.
__global__ void cp_parent1(unsigned *Out, unsigned Salt, unsigned *Err);
#ifdef CP_NO_XTU
#define CP_LEAF(U) cp_leaf##U
#else
#define CP_LEAF(U) cp_child0
#endif
// The leaf a unit's own copy of cp_child0 (CP_NO_XTU).
#define CP_DEFINE_LEAF(U)                                                      \
  __global__ void cp_leaf##U(unsigned *Out, int Base, int N, unsigned Salt) {  \
    int I = blockIdx.x * blockDim.x + threadIdx.x;                             \
    if (I < N)                                                                 \
      Out[Base + I] = cpHash(Salt, unsigned(Base + I));                        \
  }
// Unit 2: a middle level (its child) whose threads launch unit 0's child.
__global__ void cp_parent2(unsigned *Out, unsigned Salt, unsigned *Err);

// A parent thread's scratch buffer: allocated, filled, read back, freed in
// the same thread (allocation aggregation's default takes it from the
// shared allocation pool); a mismatch counts in CP_ERR_SCRATCH.
// CP_NO_SCRATCH (cp_isolate.sh's diagnostic, off by default): no scratch.
__device__ inline void cpScratch(unsigned Salt, unsigned *Err) {
#ifdef CP_NO_SCRATCH
  return;
#endif
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned N = 4 + T % 13;
  unsigned *S = static_cast<unsigned *>(malloc(N * sizeof(unsigned)));
  // No early return: a thread that skips its launches would keep DPAgg
  // from block scope.
  if (!S) {
    atomicAdd(&Err[CP_ERR_MALLOC], 1u);
  } else {
    for (unsigned I = 0; I < N; ++I)
      S[I] = cpHash(Salt ^ 0x5a5a5a5au, T * 16 + I);
    __threadfence_block();
    unsigned Wrong = 0; // one atomic after the loop (an atomic in a loop
                        // keeps DPAgg from block scope)
    for (unsigned I = 0; I < N; ++I)
      Wrong += S[I] != cpHash(Salt ^ 0x5a5a5a5au, T * 16 + I);
    if (Wrong)
      atomicAdd(&Err[CP_ERR_SCRATCH], Wrong);
    free(S);
  }
}
