// Red team of packed children (issue 26, item 2): the control. Children
// that packBlocker accepts, in every block shape of at most 32 threads,
// at block scope (3 parent blocks) and at grid scope through the index
// (300 parent blocks: -dpagg-auto-grid's 256; the launches are unobserved,
// NULL stream), each checked against a CPU model:
//  - kGeo: a hash of every logical coordinate (blockIdx, blockDim, gridDim,
//    threadIdx in x, y, z), blocks 1, 2, 7, 16, 31, 32 threads, 2x4x4,
//    3x5x2, 1x1x32, 8x4x1, 5x6x1, 1x32x1, grids of 1..3 x 1..2 x 1..2
//    blocks that differ between parents (logical thread (x,y,z) on lane
//    x + bx*(y + by*z) of its warp).
//  - kNoinl: the same coordinates read in a __noinline__ function (the
//    packed clone inlines every reader of %tid: inlineGeometryReaders).
//  - kWarp (1-D blocks only: a warp-sensitive child joins only those,
//    shapeJoinable): __ballot_sync, __shfl_sync, __reduce_add_sync,
//    __match_any_sync over the block's lanes (mask: the block's n lanes,
//    every one of which calls), %laneid == threadIdx.x, a __syncwarp with
//    the even lanes only that orders an exchange through global memory,
//    block-scope atomics on a per-logical-block counter (atomicAdd_block,
//    __threadfence_block, __syncwarp: lane 0 reads n),
//    and a last-block-done sum (lane 0: partial, __threadfence, atomicAdd
//    ticket; the last logical block of the parent's grid sums the
//    partials: gridDim is the logical one).
//  - kLB: __launch_bounds__(32, 16) with many live values (the packed clone
//    drops .minnctapersm and takes .maxntid 256).
// Every kernel but kWarp reads a loop trip count (0) from memory: without
// it the serial copy (-dpagg-serial-threshold=auto) would run these small
// launches in the parent thread, and nothing would be packed.
//  - kBig: one-thread blocks with a 4,000-byte struct by value, uniform in
//    the parent block (the packed clone's shared copy: 8 x 4,016 bytes; the
//    working tree's 16 KB rule refuses it), and a 1,880-byte one (8 x 1,904
//    bytes: packed).
//
// Valid CUDA: one writer per output, the warp operations' masks name
// exactly the block's threads, which all call them converged; the
// last-block pattern is the CUDA sample's (threadFenceReduction) with a
// one-warp block; the pending-launch limit is raised for the program
// without DPAgg (9,600 launches at once).
//
// Expected: PASS in every build (.base, .dpagg, .pack, .nopack). A FAIL in
// .pack only is a packing bug.
#include "../GPU/Inputs/GPUTest.cuh"

#include <cstring>
#include <type_traits>

using gputest::hash;

constexpr unsigned PT = 32;             // parent threads per block
constexpr unsigned GeoStride = 12 * 32; // outputs per parent (kGeo)
constexpr unsigned WarpBlocks = 4;

template <int Words> struct Blob {
  uint32_t W[Words];
};

__host__ __device__ inline dim3 gridOf(unsigned G) {
  return dim3(1 + G % 3, 1 + (G / 3) % 2, 1 + (G / 6) % 2);
}

__host__ __device__ inline uint32_t geoValue(unsigned G, uint3 B, dim3 BD,
                                             dim3 GD, uint3 T, unsigned Salt) {
  return hash(G, B.x, B.y, B.z, BD.x, BD.y, BD.z, GD.x, GD.y, GD.z, T.x, T.y,
              T.z, Salt);
}

__device__ inline size_t geoIndex(unsigned G) {
  unsigned LB = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned LT = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned N = blockDim.x * blockDim.y * blockDim.z;
  return (size_t)G * GeoStride + LB * N + LT;
}

/// *Spins is 0: a loop whose trip count is read from memory keeps the
/// serial copy (-dpagg-serial-threshold, "serial-unknown-work") off these
/// small launches, so they are aggregated (and packed). Returns 0.
__device__ __forceinline__ unsigned noSerial(const unsigned *Spins) {
  unsigned X = 0, N = *Spins;
  for (unsigned I = 0; I < N; ++I)
    X = gputest::mix(X, I);
  return X;
}

__global__ void kGeo(unsigned *Out, unsigned G, unsigned Salt,
                     const unsigned *Spins) {
  Out[geoIndex(G)] =
      noSerial(Spins) ^
      geoValue(G, blockIdx, blockDim, gridDim, threadIdx, Salt);
}

__device__ __noinline__ void noinlineWrite(unsigned *Out, unsigned G,
                                           unsigned Salt, unsigned X) {
  Out[geoIndex(G)] =
      X ^ geoValue(G, blockIdx, blockDim, gridDim, threadIdx, Salt);
}
__global__ void kNoinl(unsigned *Out, unsigned G, unsigned Salt,
                       const unsigned *Spins) {
  noinlineWrite(Out, G, Salt, noSerial(Spins));
}

/// The warp-level values of thread T of a block of N threads (V: each
/// thread's own), as the CPU model computes them.
__host__ __device__ inline uint32_t warpValue(uint32_t V, uint32_t Ballot,
                                              uint32_t Next, uint32_t Sum,
                                              uint32_t Match, uint32_t LaneOk,
                                              uint32_t Ex) {
  return hash(V, Ballot, Next, Sum, Match, LaneOk, Ex);
}

__global__ void kWarp(unsigned *Out, unsigned *Scratch, unsigned *Partial,
                      unsigned *Count, unsigned *Sum, unsigned *Seen,
                      unsigned G, unsigned Salt) {
  unsigned N = blockDim.x, T = threadIdx.x, B = blockIdx.x;
  unsigned Mask = N == 32 ? ~0u : (1u << N) - 1;
  __syncwarp(Mask);
  unsigned V = hash(G, B, T, Salt);
  unsigned Ballot = __ballot_sync(Mask, V & 1);
  unsigned Next = __shfl_sync(Mask, V, (T + 1) % N);
  unsigned Red = __reduce_add_sync(Mask, V);
  unsigned Match = __match_any_sync(Mask, V % 3);
  unsigned LaneOk = __nvvm_read_ptx_sreg_laneid() == T;
  unsigned Ex = 0;
  unsigned *S = Scratch + ((size_t)G * WarpBlocks + B) * 32;
  if ((T & 1) == 0) {
    unsigned Evens = (N + 1) / 2;
    S[T] = V;
    __syncwarp(Mask & 0x55555555u);
    Ex = S[(T + 2) % (2 * Evens)];
  }
  unsigned Mine = warpValue(V, Ballot, Next, Red, Match, LaneOk, Ex);
  Out[((size_t)G * WarpBlocks + B) * 32 + T] = Mine;
  // Block-scope atomics on the logical block's own counter (zeroed by the
  // host), ordered among its lanes by __syncwarp: lane 0 sees all N.
  unsigned *Mine1 = &Seen[(size_t)G * WarpBlocks + B];
  atomicAdd_block(Mine1, 1u);
  __threadfence_block();
  __syncwarp(Mask);
  if (T == 0)
    Seen[(size_t)G * WarpBlocks + B] = atomicAdd_block(Mine1, 0u) * 1000u;
  __syncwarp(Mask);
  unsigned Part = __reduce_add_sync(Mask, Mine);
  if (T == 0) {
    Partial[G * WarpBlocks + B] = Part;
    __threadfence();
    unsigned Ticket = atomicAdd(&Count[G], 1u);
    if (Ticket == gridDim.x - 1) {
      __threadfence();
      unsigned Total = 0;
      for (unsigned I = 0; I < gridDim.x; ++I)
        Total += ((volatile unsigned *)Partial)[G * WarpBlocks + I];
      Sum[G] = Total;
    }
  }
}

__global__ void __launch_bounds__(32, 16)
    kLB(unsigned *Out, unsigned G, int Rounds, const unsigned *Spins) {
  unsigned X = noSerial(Spins);
  unsigned LT = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned V = gputest::heavyValue<40>(G, (int)blockIdx.x, LT, Rounds);
  Out[((size_t)G * 2 + blockIdx.x) * 32 + LT] = V ^ X;
}

template <int Words>
__host__ __device__ inline uint32_t blobFold(const Blob<Words> &S, unsigned G,
                                             unsigned B) {
  uint32_t F = hash(G, B);
  for (int K = 0; K < Words; ++K)
    F = gputest::mix(F, S.W[K]);
  return F;
}
template <int Words>
__global__ void kBig(unsigned *Out, unsigned G, Blob<Words> S) {
  Out[(size_t)G * 2 + blockIdx.x] = blobFold(S, G, blockIdx.x) + blockDim.x;
}

__global__ void parentGeo(unsigned *Out, dim3 Shape, unsigned Salt,
                          const unsigned *Zero) {
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  kGeo<<<gridOf(G), Shape>>>(Out, G, Salt, Zero);
}
__global__ void parentNoinl(unsigned *Out, dim3 Shape, unsigned Salt,
                            const unsigned *Zero) {
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  kNoinl<<<gridOf(G), Shape>>>(Out, G, Salt, Zero);
}
__global__ void parentWarp(unsigned *Out, unsigned *Scratch,
                           unsigned *Partial, unsigned *Count, unsigned *Sum,
                           unsigned *Seen, unsigned N, unsigned Salt) {
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  kWarp<<<1 + G % WarpBlocks, N>>>(Out, Scratch, Partial, Count, Sum, Seen,
                                   G, Salt);
}
__global__ void parentLB(unsigned *Out, dim3 Shape, int Rounds,
                         const unsigned *Zero) {
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  kLB<<<2, Shape>>>(Out, G, Rounds, Zero);
}
template <int Words> __global__ void parentBig(unsigned *Out, unsigned Salt) {
  unsigned G = blockIdx.x * blockDim.x + threadIdx.x;
  Blob<Words> S;
  for (int K = 0; K < Words; ++K)
    S.W[K] = hash(blockIdx.x, (unsigned)K, Salt);
  kBig<Words><<<1 + G % 2, 1>>>(Out, G, S);
}

int main() {
  gputest::Test T("pk_shapes");
  T.pendingLaunches(16384);
  const dim3 Shapes[] = {{1, 1, 1},  {2, 1, 1},  {7, 1, 1},  {16, 1, 1},
                         {31, 1, 1}, {32, 1, 1}, {2, 4, 4},  {3, 5, 2},
                         {1, 1, 32}, {8, 4, 1},  {5, 6, 1},  {1, 32, 1}};
  const unsigned ParentBlocks[] = {3, 300};
  const unsigned MaxParents = 300 * PT;
  unsigned *Out = gputest::alloc<unsigned>((size_t)MaxParents * GeoStride);
  unsigned *Scratch = gputest::alloc<unsigned>((size_t)MaxParents * WarpBlocks * 32);
  unsigned *Partial = gputest::alloc<unsigned>((size_t)MaxParents * WarpBlocks);
  unsigned *Count = gputest::alloc<unsigned>(MaxParents);
  unsigned *Sum = gputest::alloc<unsigned>(MaxParents);
  unsigned *Seen = gputest::alloc<unsigned>((size_t)MaxParents * WarpBlocks);
  unsigned *Zero = gputest::alloc<unsigned>(1);
  CK(cudaMemset(Zero, 0, sizeof(unsigned)));
  const int Rounds = 1;
  char Name[96];
  for (unsigned PB : ParentBlocks) {
    unsigned NP = PB * PT;
    for (dim3 Sh : Shapes) {
      unsigned Salt = (unsigned)T.R.next();
      unsigned NT = Sh.x * Sh.y * Sh.z;
      // kGeo and kNoinl.
      std::vector<unsigned> Want((size_t)NP * GeoStride, 0xffffffffu);
      for (unsigned G = 0; G < NP; ++G) {
        dim3 GD = gridOf(G);
        for (unsigned BZ = 0; BZ < GD.z; ++BZ)
          for (unsigned BY = 0; BY < GD.y; ++BY)
            for (unsigned BX = 0; BX < GD.x; ++BX)
              for (unsigned TZ = 0; TZ < Sh.z; ++TZ)
                for (unsigned TY = 0; TY < Sh.y; ++TY)
                  for (unsigned TX = 0; TX < Sh.x; ++TX) {
                    unsigned LB = BX + GD.x * (BY + GD.y * BZ);
                    unsigned LT = TX + Sh.x * (TY + Sh.y * TZ);
                    Want[(size_t)G * GeoStride + LB * NT + LT] =
                        geoValue(G, make_uint3(BX, BY, BZ), Sh, GD,
                                 make_uint3(TX, TY, TZ), Salt);
                  }
      }
      for (int Which = 0; Which < 2; ++Which) {
        gputest::poison(Out, (size_t)NP * GeoStride);
        if (Which)
          parentNoinl<<<PB, PT>>>(Out, Sh, Salt, Zero);
        else
          parentGeo<<<PB, PT>>>(Out, Sh, Salt, Zero);
        CK_SYNC();
        snprintf(Name, sizeof Name, "%s %ux%u %ux%ux%u",
                 Which ? "kNoinl" : "kGeo", PB, PT, Sh.x, Sh.y, Sh.z);
        T.compare(Name, gputest::download(Out, (size_t)NP * GeoStride), Want);
      }
      // kLB.
      {
        std::vector<unsigned> W2((size_t)NP * 2 * 32, 0xffffffffu);
        for (unsigned G = 0; G < NP; ++G)
          for (unsigned B = 0; B < 2; ++B)
            for (unsigned LT = 0; LT < NT; ++LT)
              W2[((size_t)G * 2 + B) * 32 + LT] =
                  gputest::heavyValue<40>(G, (int)B, LT, Rounds);
        gputest::poison(Out, W2.size());
        parentLB<<<PB, PT>>>(Out, Sh, Rounds, Zero);
        CK_SYNC();
        snprintf(Name, sizeof Name, "kLB %ux%u %ux%ux%u", PB, PT, Sh.x, Sh.y,
                 Sh.z);
        T.compare(Name, gputest::download(Out, W2.size()), W2);
      }
      // kWarp: 1-D blocks.
      if (Sh.y == 1 && Sh.z == 1) {
        unsigned N = Sh.x;
        std::vector<unsigned> W3((size_t)NP * WarpBlocks * 32, 0xffffffffu);
        std::vector<unsigned> WSum(NP);
        std::vector<unsigned> WSeen((size_t)NP * WarpBlocks, 0);
        for (unsigned G = 0; G < NP; ++G) {
          unsigned Blocks = 1 + G % WarpBlocks, Total = 0;
          for (unsigned B = 0; B < Blocks; ++B) {
            unsigned V[32], Ballot = 0, Red = 0, Part = 0;
            for (unsigned X = 0; X < N; ++X) {
              V[X] = hash(G, B, X, Salt);
              Ballot |= (V[X] & 1u) << X;
              Red += V[X];
            }
            unsigned Evens = (N + 1) / 2;
            for (unsigned X = 0; X < N; ++X) {
              unsigned Match = 0;
              for (unsigned Y = 0; Y < N; ++Y)
                Match |= (unsigned)(V[Y] % 3 == V[X] % 3) << Y;
              unsigned Ex = (X & 1) ? 0 : V[(X + 2) % (2 * Evens)];
              unsigned M = warpValue(V[X], Ballot, V[(X + 1) % N], Red, Match,
                                     1, Ex);
              W3[((size_t)G * WarpBlocks + B) * 32 + X] = M;
              Part += M;
            }
            Total += Part;
            WSeen[(size_t)G * WarpBlocks + B] = N * 1000u;
          }
          WSum[G] = Total;
        }
        gputest::poison(Out, W3.size());
        gputest::poison(Sum, NP);
        CK(cudaMemset(Count, 0, NP * sizeof(unsigned)));
        CK(cudaMemset(Seen, 0, WSeen.size() * sizeof(unsigned)));
        parentWarp<<<PB, PT>>>(Out, Scratch, Partial, Count, Sum, Seen, N,
                               Salt);
        CK_SYNC();
        snprintf(Name, sizeof Name, "kWarp %ux%u %u", PB, PT, N);
        T.compare(Name, gputest::download(Out, W3.size()), W3);
        snprintf(Name, sizeof Name, "kWarp sum %ux%u %u", PB, PT, N);
        T.compare(Name, gputest::download(Sum, NP), WSum);
        snprintf(Name, sizeof Name, "kWarp atomicAdd_block %ux%u %u", PB, PT,
                 N);
        T.compare(Name, gputest::download(Seen, WSeen.size()), WSeen);
      }
    }
    // kBig: one-thread blocks, 4,000- and 1,880-byte structs.
    auto Big = [&](auto Words) {
      constexpr int N = decltype(Words)::value;
      unsigned Salt = (unsigned)T.R.next();
      std::vector<unsigned> W4((size_t)NP * 2, 0xffffffffu);
      static Blob<N> S;
      for (unsigned G = 0; G < NP; ++G) {
        for (int K = 0; K < N; ++K)
          S.W[K] = hash(G / PT, (unsigned)K, Salt);
        for (unsigned B = 0; B < 1 + G % 2; ++B)
          W4[(size_t)G * 2 + B] = blobFold(S, G, B) + 1;
      }
      gputest::poison(Out, W4.size());
      parentBig<N><<<PB, PT>>>(Out, Salt);
      CK_SYNC();
      snprintf(Name, sizeof Name, "kBig<%d> %ux%u", N, PB, PT);
      T.compare(Name, gputest::download(Out, W4.size()), W4);
    };
    Big(std::integral_constant<int, 1000>());
    Big(std::integral_constant<int, 470>());
  }
  return T.finish();
}
