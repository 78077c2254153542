//===- runtime/join.cu - the aggregate: launch, molding, replay -----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The owner's side of an aggregate (Join.cuh): launchAggregate launches
/// the aggregated child, cutting a moldable child's grid to the resident
/// capacity; if CUDA refuses the aggregate, the record goes back to the pool
/// and, where nobody observes the launch, the owner replays every joiner's
/// launch from the record. Also the device-runtime queries both sides ask
/// (maxThreadsOf, residentBlocks), cached per module.
///
//===----------------------------------------------------------------------===//
#include "Join.cuh"
#include "Record.cuh"

using namespace dpagg_rt;

namespace {

/// Answers of the device runtime's queries, cached per module: they are
/// calls into the device runtime, and the same kernels ask them again and
/// again. One 64-bit word per entry, so that a reader sees a whole entry: a
/// 40-bit tag of the question above its 24-bit answer (0: no entry), in the
/// slot a hash of the question picks. Threads write entries without
/// ordering (each word is written whole, and an entry only ever holds one
/// question's answer).
constexpr unsigned QueryCacheEntries = 16;
struct QueryCache {
  unsigned long long Words[QueryCacheEntries];
};
constexpr unsigned long long QueryAnswerMask = (1ull << 24) - 1;
constexpr unsigned long long QueryTagLimit = 1ull << 40;

__device__ __forceinline__ unsigned long long
questionHash(const void *Kernel, unsigned long long Detail) {
  unsigned long long H =
      reinterpret_cast<size_t>(Kernel) * 0x9e3779b97f4a7c15ull ^ Detail;
  H = (H ^ (H >> 29)) * 0xbf58476d1ce4e5b9ull;
  return H ^ (H >> 32);
}

/// The cached answer to the question with hash \p H and tag \p Tag
/// (< QueryTagLimit), or 0.
__device__ __forceinline__ unsigned
cachedAnswer(QueryCache &C, unsigned long long H, unsigned long long Tag) {
  unsigned long long Seen =
      *(volatile unsigned long long *)&C.Words[H % QueryCacheEntries];
  return Seen && (Seen >> 24) == Tag ? (unsigned)(Seen & QueryAnswerMask) : 0;
}

/// Caches \p Answer (1 to 2^24 - 1) to that question.
__device__ __forceinline__ void cacheAnswer(QueryCache &C, unsigned long long H,
                                            unsigned long long Tag,
                                            unsigned Answer) {
  *(volatile unsigned long long *)&C.Words[H % QueryCacheEntries] =
      Tag << 24 | Answer;
}

__device__ QueryCache DPAggMaxThreads;

} // namespace

/// Join.cuh says what it answers and why its symbol is kept.
__device__ __noinline__ unsigned dpagg_rt::maxThreadsOf(const void *Kernel) {
  // Exact: the tag is the kernel's address itself, and a kernel whose
  // address does not fit a tag asks every time.
  unsigned long long H = questionHash(Kernel, 0);
  unsigned long long Tag = reinterpret_cast<size_t>(Kernel);
  if (Tag < QueryTagLimit)
    if (unsigned Cached = cachedAnswer(DPAggMaxThreads, H, Tag))
      return Cached;
  // Room to spare: the device runtime's idea of the struct need not be this
  // header's (it reads maxDynamicSharedSizeBytes back as garbage).
  union alignas(16) {
    cudaFuncAttributes Attrs;
    char Room[512];
  } U;
  cudaFuncAttributes &A = U.Attrs;
  GateTicket Gate = gateEnter();
  bool Ok = cudaFuncGetAttributes(&A, Kernel) == cudaSuccess;
  if (!Ok)
    (void)cudaGetLastError();
  gateLeave(Gate);
  if (!Ok)
    return 0;
  if (A.maxThreadsPerBlock <= 0 || A.maxThreadsPerBlock > 1024)
    return 0;
  if (Tag < QueryTagLimit)
    cacheAnswer(DPAggMaxThreads, H, Tag, (unsigned)A.maxThreadsPerBlock);
  return (unsigned)A.maxThreadsPerBlock;
}

/// Join.cuh says what it does.
__device__ __noinline__ void
dpagg_rt::replayRecord(const char *Rec, void *Orig, unsigned ArgSize,
                       cudaStream_t Stream, unsigned Flags, const char *Name) {
  const RecordHeader *H = reinterpret_cast<const RecordHeader *>(Rec);
  const unsigned *Scan =
      reinterpret_cast<const unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  for (unsigned P = 0; P < H->NumParents; ++P) {
    const unsigned *Cfg = Scan + H->Capacity + ConfigWords * P;
    // A joiner's configuration is one CUDA accepts (canJoin): its buffer is
    // the 64-byte aligned one the guide promises.
    GateTicket Gate = gateEnter();
    void *Buf = cudaGetParameterBufferV2(Orig, dim3(Cfg[0], Cfg[1], Cfg[2]),
                                         dim3(Cfg[3], Cfg[4], Cfg[5]), Cfg[6]);
    cudaError_t Err = cudaErrorLaunchOutOfResources;
    if (Buf) {
      scatterEntry<dpagg_rt::BlobCopy::RunTime>(
          static_cast<char *>(Buf),
          Rec + H->ArgsOffset + (size_t)P * H->ArgStride, Rec + H->CommonOffset,
          layoutOf(Rec), ArgSize);
      Err = dpagg_rt::launchBuffer(Buf, Stream, Flags);
    }
    gateLeave(Gate);
    dpagg_rt::reportLaunchError(Name, Err, Flags);
  }
}

namespace {

/// How many blocks of the moldable child \p Agg, with \p Threads threads
/// and \p Shmem bytes of dynamic shared memory per block, can be resident
/// on the device at once; 0 if the device runtime cannot say. Called by the
/// owner, whose error state is clean: a failed query is cleared again.
/// Cached (QueryCache) under 40 bits of the question's hash: a collision
/// only yields another question's capacity, which is a worse grid, never a
/// wrong one (any grid of at least one block is correct).
__device__ QueryCache DPAggOccupancy;
__device__ unsigned DPAggMultiprocessors;

__device__ __noinline__ unsigned
residentBlocks(const void *Agg, unsigned long long Threads, unsigned Shmem) {
  unsigned long long H = questionHash(Agg, Threads << 20 | Shmem);
  unsigned long long Tag = H >> 24;
  if (unsigned Cached = cachedAnswer(DPAggOccupancy, H, Tag))
    return Cached;
  GateTicket Gate = gateEnter();
  int SMs = *(volatile unsigned *)&DPAggMultiprocessors;
  bool Ok = true;
  if (!SMs) {
    int Device = 0;
    Ok = cudaGetDevice(&Device) == cudaSuccess &&
         cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, Device) ==
             cudaSuccess;
    if (Ok)
      *(volatile unsigned *)&DPAggMultiprocessors = SMs;
  }
  int PerSM = 0;
  if (Ok)
    Ok = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
             &PerSM, Agg, (int)Threads, Shmem) == cudaSuccess;
  if (!Ok)
    (void)cudaGetLastError();
  gateLeave(Gate); // one exit for the lanes that went in together
  if (!Ok)
    return 0;
  // At most 2^24 - 1 resident blocks (2,048 SMs of 32 blocks is 2^16).
  unsigned long long Cap = (unsigned long long)(PerSM > 0 ? PerSM : 0) *
                           (unsigned long long)(SMs > 0 ? SMs : 0);
  if (Cap == 0 || Cap > QueryAnswerMask)
    return 0;
  cacheAnswer(DPAggOccupancy, H, Tag, (unsigned)Cap);
  return (unsigned)Cap;
}

/// The grid a molded aggregate of \p Total logical blocks is cut to, from
/// \p G (1 <= G <= Total) and the resident capacity \p Cap (0: unknown):
/// G, or a neighbour of G that is odd (issue 21, item 23). Physical block b
/// runs logical blocks b, b + G, b + 2G, ... ("Moldable children"), so with
/// G a multiple of 2^k every logical block whose index is a multiple of
/// 2^k runs on the same G / 2^k physical blocks: when every 32nd logical
/// block is much heavier (the first block of each parent's grid, say), a
/// thirty-second of the physical blocks ran all of them, 5.7x slower than
/// without DPAgg on the H100, and G is a multiple of 32 whenever it is the
/// resident capacity of a GPU of 132 SMs at 8 or 16 blocks each. With G
/// odd, the multiples of 2^k fall on every residue modulo G alike, so such
/// a period spreads over all the physical blocks. It costs nothing at run
/// time (a cut grid of another size; any grid from 1 to Total is correct)
/// and at most one block in G of parallelism. G + 1 when it still fits the
/// resident capacity and stays a cut (it shortens each block's share),
/// G - 1 otherwise (G even is at least 2). Skew that follows no power of two
/// is not spread by this; handing logical blocks out at run time from a
/// counter in the record did spread it, but cost 1.7x on uniform molded
/// aggregates (bench/results/2026-11-26-h100-perf2.md).
__device__ __forceinline__ unsigned long long
oddGrid(unsigned long long G, unsigned long long Cap,
        unsigned long long Total) {
  if (G >= Total || (G & 1))
    return G;
  return (!Cap || G + 1 <= Cap) && G + 1 < Total ? G + 1 : G - 1;
}

} // namespace

/// Join.cuh says what it does.
__device__ __noinline__ bool dpagg_rt::launchAggregate(
    char *Rec, char *Pool, void *Agg, unsigned TotalBlocks, dim3 MaxBlock,
    unsigned MaxShmem, unsigned SafeThreads, cudaStream_t Stream,
    unsigned Flags, void *Orig, unsigned ArgSize, const char *Name) {
  void *RecArg = Rec;
  cudaStream_t AggStream = (Flags & DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET)
                               ? cudaStreamFireAndForget
                               : Stream;
  unsigned Grid = TotalBlocks;
  void *Child = wholeClone(Agg, Flags);
  dim3 Block = MaxBlock;
  // Packed ("Packed children"): a logical block per warp; each releases the
  // record once, the count writeHeader left. The packed clone accepts its
  // block (the pass gives it that many as its maximum), so no query.
  void *Packed = packedClone(Agg, Flags, MaxBlock, MaxShmem);
  if (Packed) {
    Child = Packed;
    Grid = packedGrid(TotalBlocks);
    Block = dim3(32 * DPAGG_PACK_WARPS);
  } else if (Flags & DPAGG_LAUNCH_MOLDED) {
    // Any grid from 1 to TotalBlocks is correct for the molded clone
    // ("Moldable children"); the resident capacity and the coarsening are
    // only guesses at the fastest. BlocksLeft counts the physical blocks,
    // each of which releases once. An aggregate that is not cut runs the
    // whole clone: one block per logical block, each releasing once, which
    // is the count writeHeader left.
    const auto *Pair = static_cast<const DPAggChildClones *>(Agg);
    void *Molded = Pair->Molded;
    unsigned Shift = (Flags >> DPAGG_LAUNCH_MOLD_COARSEN_SHIFT) &
                     DPAGG_LAUNCH_MOLD_COARSEN_MASK;
    unsigned long long G =
        ((unsigned long long)TotalBlocks + (1ull << Shift) - 1) >> Shift;
    unsigned long long Cap =
        residentBlocks(Molded, threadsOf(MaxBlock), MaxShmem);
    unsigned long long Factor =
        (Flags & DPAGG_LAUNCH_MOLD_AUTO) ? DPAGG_MOLD_AUTO_FACTOR : 1;
    if (Cap && TotalBlocks > Factor * Cap && Cap < G)
      G = Cap;
    G = oddGrid(G, Cap, TotalBlocks);
    if (G < TotalBlocks) {
      Grid = (unsigned)G; // >= 1: TotalBlocks >= 1 and Cap >= 1
      Child = Molded;
      reinterpret_cast<RecordHeader *>(Rec)->BlocksLeft = Grid;
    }
  }
  // An aggregated child may have no register bound (RegisterBound.h,
  // "Aggregated children"), and each joiner's block was accepted by the
  // kernel it launched, not by the child, whose block is the largest of
  // each dimension: a block beyond what every kernel accepts (SafeThreads)
  // is asked about first, and refused like a launch CUDA refuses.
  unsigned long long Threads = threadsOf(MaxBlock);
  if ((Packed || Threads <= SafeThreads || kernelAccepts(Child, Threads)) &&
      dpagg_rt::launchV2(Child, &RecArg, sizeof(RecArg), dim3(Grid), Block,
                         MaxShmem, AggStream, Flags) == cudaSuccess)
    return true;
  (void)cudaGetLastError();
  if (Flags & DPAGG_LAUNCH_UNOBSERVED)
    replayRecord(Rec, Orig, ArgSize, Stream, Flags, Name);
  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  return false;
}
