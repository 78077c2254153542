//===- runtime/aggregate.cu - warp and block launch aggregation -----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The run-time half of horizontal aggregation (thesis ch. 3; the pass half is
/// passes/Transforms/AggregateLaunches.cpp).
///
/// Parent side: the threads that reach one launch site together pack their
/// launches into a record taken from the pool, and one of them launches the
/// aggregated child (a clone of the kernel taking only the record) with a
/// 1-D grid of the sum of their grid sizes and a block of the per-dimension
/// maximum of their block sizes. Nothing is ever dropped: a thread whose
/// launch cannot join (a configuration CUDA refuses, a huge grid, another
/// stream), every thread when the pool is full or no joiner can own the
/// launch, and every joiner of a record whose launch failed, launches its
/// original kernel with its original configuration, itself.
///
/// Record: header, then per parent (in slot order) the inclusive prefix sum
/// of child blocks, the configuration, and the parameter blob.
///
/// Child side: each block of the aggregated child finds its parent (binary
/// search in the prefix sums), rebuilds blockIdx/blockDim/gridDim, copies its
/// parameters, and the last block to do so releases the record to the pool.
///
/// Requires sm_80 (__reduce_*_sync); CUDA 13 supports sm_75 and newer only,
/// and sm_75 is the one architecture this excludes.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"

namespace {

struct RecordHeader {
  unsigned long long Pool; // the pool's address, for the release
  unsigned Chunk;
  unsigned BlocksLeft; // child blocks that have not released yet
  unsigned NumParents;
  unsigned ArgStride;
  unsigned ArgsOffset;       // from the record start; 64-byte aligned
  unsigned Capacity;         // entries the arrays have room for (>= NumParents)
  unsigned long long Layout; // scalarization table, or 0 (RuntimeABI.h)
  unsigned CommonOffset;     // the shared blob, when Layout is set
  unsigned ArgSize;          // bytes of the whole parameter blob
  unsigned Pad[4];
};
static_assert(sizeof(RecordHeader) == DPAGG_RECORD_HEADER_SIZE, "ABI");

constexpr unsigned ConfigWords = DPAGG_PARENT_CONFIG_WORDS;

__device__ __forceinline__ unsigned alignUp(unsigned V, unsigned A) {
  return (V + A - 1) & ~(A - 1);
}

__device__ __forceinline__ unsigned long long *chunkWords(char *Pool) {
  return reinterpret_cast<unsigned long long *>(Pool + DPAGG_POOL_HEADER_SIZE);
}

__device__ __forceinline__ char *chunkBase(char *Pool, unsigned NumChunks,
                                           unsigned ChunkBytes, unsigned C) {
  unsigned Data = alignUp(DPAGG_POOL_HEADER_SIZE + 8 * NumChunks, 64);
  return Pool + Data + (size_t)C * ChunkBytes;
}

//===----------------------------------------------------------------------===//
// The pool
//===----------------------------------------------------------------------===//
//
// Records outlive the call that writes them (the child reads its record),
// so they come from a module-wide pool. The argument that a record is never
// seen by two calls, for every program (class 14):
//
//  - A chunk's state word is (live records << 40 | bytes used), changed
//    only by atomics on the whole word. A record is live from the
//    poolAlloc whose atomicAdd counted it until the one poolRelease for it:
//    by the last child block that read it (BlocksLeft, the child's grid
//    size, reaches 0 once per block), or by the owner when its launch
//    failed or the record is not used (then nobody else will read it).
//  - Bytes are handed out by the atomicAdd on the used count, so two live
//    records of a chunk never overlap. Bytes are handed out again only
//    after the reset, which the release of the last live record makes in
//    the same compare-and-swap that takes live from 1 to 0 (the word
//    becomes 0): nothing can be counted in between (an allocation that
//    raced in changed the word, the CAS fails and is retried with that
//    allocation counted, which keeps the chunk).
//  - Lanes and the chunk words (issue 21, item 16). Every atomic on a chunk
//    word must be the thread's own, on the chunk it chose. ptxas combines
//    the atomics that the lanes executing one atomic instruction together
//    make when it can prove they address one word (one lane's atomic of the
//    sum, the others' results by shuffle: VOTEU.ANY, ATOMG, SHFL in the
//    sm_90 SASS). Owners of different groups of one warp can execute the
//    same atomic together with different chunks (they loaded the hint at
//    different times): on the H100 two owners undid failed attempts on
//    chunks 115 and 116 with one instruction, which reset one chunk under a
//    live record (test/GPU/pool_pressure_mst.cu, a probe). So: a release is
//    a CAS, which ptxas cannot combine; and an allocation's first chunk is
//    the hint plus the lane, so no two lanes' words are provably one and
//    ptxas keeps each lane's atomicAdd its own. (An allocation by CAS as
//    well was correct on the H100 but took 6 to 8 more registers in
//    quicksort's parents, a lower occupancy.) The hint is only a hint: any
//    first chunk is correct.
//  - Memory order: a child block's reads of its record precede its
//    atom.release on BlocksLeft; the last block's atomic reads that release
//    sequence and poolRelease's fence.acq_rel makes it an acquire, then
//    the same fence is the release of the CAS that releases (and resets);
//    the next allocation's atomic reads the word through that chain of
//    read-modify-writes and fences (acquire) before it writes, and the
//    threads that write the new record with it follow that fence through a
//    barrier (barrier 1 at block scope, a __syncwarp at warp scope; a
//    shuffle would not do). So every read of the old record happens before
//    every write of the new one.
//  - Neither field overflows. A failed attempt (the chunk filled up
//    meanwhile) adds its size to the used count and takes its live count
//    back; attempts skip a chunk whose used count is already too high
//    without an atomic, so each thread adds at most one size beyond
//    ChunkBytes, and only while it is resident: used < 2^18 * (1 + resident
//    threads) < 2^40 and live <= 2^18 / 64 + resident threads < 2^24 for
//    any GPU with fewer than 2^22 resident threads (2,048 SMs of 2,048).
constexpr unsigned long long OneLive = 1ull << 40;
constexpr unsigned long long UsedMask = OneLive - 1;

/// Drops one live record of chunk \p C; the last one resets the chunk, in
/// the same CAS ("The pool").
__device__ void poolRelease(char *Pool, unsigned C) {
  unsigned long long *W = chunkWords(Pool) + C;
  // Acquire (after the caller's last atomic on the record, BlocksLeft) and
  // release (before the CAS): the record's readers are done before it is
  // reused.
  dpagg_rt::fenceAcqRel();
  unsigned long long Old = *(volatile unsigned long long *)W;
  for (;;) {
    unsigned long long New = Old / OneLive == 1 ? 0ull : Old - OneLive;
    unsigned long long Seen = dpagg_rt::casRelaxed(W, Old, New);
    if (Seen == Old)
      return;
    Old = Seen;
  }
}

/// Bump-allocates \p Size bytes (64-byte aligned) in some chunk, counting a
/// live record there; null when every chunk is too full. The size is
/// checked in 64 bits before anything is added (class 11).
__device__ char *poolAlloc(char *Pool, unsigned NumChunks, unsigned ChunkBytes,
                           unsigned long long Size64, unsigned *ChunkOut) {
  if (Size64 > ChunkBytes || NumChunks == 0)
    return nullptr;
  unsigned Size = alignUp((unsigned)Size64, 64);
  if (Size > ChunkBytes)
    return nullptr;
  unsigned *Hint = reinterpret_cast<unsigned *>(Pool);
  // The lane's own first chunk: no two lanes' chunk words are then provably
  // one, so ptxas keeps every lane's atomicAdd its own ("The pool").
  unsigned Lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(Lane));
  unsigned First = (*(volatile unsigned *)Hint + Lane) % NumChunks;
  for (unsigned T = 0; T < NumChunks; ++T) {
    unsigned C = First + T < NumChunks ? First + T : First + T - NumChunks;
    unsigned long long *W = chunkWords(Pool) + C;
    // Skip full chunks without an atomic: it also bounds how far failed
    // attempts can push the 32-bit used count (see above).
    unsigned long long Seen = *(volatile unsigned long long *)W;
    if ((Seen & UsedMask) + Size > ChunkBytes)
      continue;
    unsigned long long Old = atomicAdd(W, OneLive | Size);
    unsigned long long Used = Old & UsedMask;
    if (Used + Size <= ChunkBytes) {
      // Acquire: earlier readers of this space are done.
      dpagg_rt::fenceAcqRel();
      if (T)
        *(volatile unsigned *)Hint = C;
      *ChunkOut = C;
      return chunkBase(Pool, NumChunks, ChunkBytes, C) + (unsigned)Used;
    }
    poolRelease(Pool, C); // undo the live count; the chunk stays full
  }
  return nullptr;
}

__device__ __forceinline__ unsigned argsOffset(unsigned Capacity) {
  return alignUp(
      DPAGG_RECORD_HEADER_SIZE + 4 * Capacity + 4 * ConfigWords * Capacity, 64);
}

/// Packs this thread's per-thread ranges of \p Blob into \p Entry.
__device__ __forceinline__ void gatherEntry(char *Entry, const char *Blob,
                                            const unsigned *Layout,
                                            unsigned ArgSize) {
  if (!Layout) {
    if (ArgSize)
      dpagg_rt::copyAligned16<dpagg_rt::BlobCopy::Unrolled>(Entry, Blob,
                                                            ArgSize);
    return;
  }
  for (unsigned R = 0, At = 0; R < Layout[0]; ++R) {
    memcpy(Entry + At, Blob + Layout[1 + 2 * R], Layout[2 + 2 * R]);
    At += Layout[2 + 2 * R];
  }
}

/// Rebuilds a parent's whole blob in \p Blob from its entry (and the
/// record's shared blob, under a layout); \p How as copyAligned16's.
template <dpagg_rt::BlobCopy How>
__device__ __forceinline__ void
scatterEntry(char *Blob, const char *Entry, const char *Common,
             const unsigned *Layout, unsigned ArgSize) {
  if (!Layout) {
    if (ArgSize)
      dpagg_rt::copyAligned16<How>(Blob, Entry, ArgSize);
    return;
  }
  if (ArgSize)
    dpagg_rt::copyAligned16<How>(Blob, Common, ArgSize);
  for (unsigned R = 0, At = 0; R < Layout[0]; ++R) {
    memcpy(Blob + Layout[1 + 2 * R], Entry + At, Layout[2 + 2 * R]);
    At += Layout[2 + 2 * R];
  }
}

__device__ __forceinline__ const unsigned *layoutOf(const char *Rec) {
  return reinterpret_cast<const unsigned *>(
      static_cast<size_t>(reinterpret_cast<const RecordHeader *>(Rec)->Layout));
}

/// Writes one parent's entry into slot \p Slot of a record.
__device__ __forceinline__ void
writeEntry(char *Rec, unsigned Capacity, unsigned Slot, unsigned ScanIncl,
           dim3 G, dim3 B, unsigned Shmem, const void *Args, unsigned ArgSize,
           unsigned ArgStride, const unsigned *Layout) {
  unsigned *Scan = reinterpret_cast<unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  unsigned *Cfg = Scan + Capacity + ConfigWords * Slot;
  Scan[Slot] = ScanIncl;
  Cfg[0] = G.x;
  Cfg[1] = G.y;
  Cfg[2] = G.z;
  Cfg[3] = B.x;
  Cfg[4] = B.y;
  Cfg[5] = B.z;
  Cfg[6] = Shmem;
  gatherEntry(Rec + argsOffset(Capacity) + (size_t)Slot * ArgStride,
              static_cast<const char *>(Args), Layout, ArgSize);
}

//===----------------------------------------------------------------------===//
// What joins, and who launches
//===----------------------------------------------------------------------===//
//
// Error semantics (issue 9, class 3). Every thread must see exactly the
// result it would see launching alone, in the launch's return value and in
// its own cudaGetLastError() state (per thread on the device). The argument,
// for every program:
//
//  - A launch joins an aggregate only if CUDA accepts it alone (canJoin
//    checks every limit CUDA checks for a configuration, the kernel's own
//    ones through cudaFuncGetAttributes). A launch it refuses launches alone
//    and gets CUDA's own error. What is left, running out of launch slots or
//    memory, depends on what else is pending at that moment (which is what
//    aggregation changes, by design) and is not a property of the launch.
//  - A joiner whose aggregate is launched makes no CUDA call: it returns
//    cudaSuccess and its error state is untouched. Alone, a successful
//    launch leaves the state as it was too: CUDA documents that
//    cudaGetLastError() returns and resets the last error and does not say
//    that a successful call resets it (the host runtime's errors are sticky
//    in the same way); this is the assumption the GPU test rt_launch_errors
//    checks.
//  - The owner, the one thread that launches the aggregate, is a joiner
//    whose cudaPeekAtLastError() was cudaSuccess. If the aggregate fails,
//    its cudaGetLastError() clears exactly that failure and leaves the
//    state it had, cudaSuccess. With no clean joiner nobody aggregates.
//  - If the aggregate cannot be launched (pool full, CUDA refuses it), the
//    failure is broadcast to every joiner (a shuffle at warp scope, the
//    block state after a barrier at block scope) and each launches alone,
//    in its own thread: its own result, its own error state. Nobody
//    launches for anybody else.
//
// Order (class 12). CUDA runs the launches a thread makes into one stream in
// the order it makes them. A joiner returns only after the owner's launch
// attempt (the broadcast above waits for it), and after its own fallback
// launch if that failed, so the aggregate, which goes into the stream the
// joiner asked for (every joiner of a record asked for the same stream
// value), is enqueued before anything the joiner launches next; a thread
// that does not join launches alone before it returns.
// A site that nothing observes (DPAGG_LAUNCH_UNOBSERVED: the thread's only
// launch, so no later launch to order; its result and error state unread)
// lets its joiners leave before the owner launches: order and results are
// then invisible, and a refused aggregate is replayed from the record by the
// owner, so every launch still happens exactly once. The cases that
// change the stream (fire-and-forget promotion, the per-thread stream of
// _ptsz) are the pass's to restrict.
//
// Sizes (class 11). Every count, prefix sum and index of a record is a
// 32-bit unsigned below 2^31: a joiner has at most MaxWarpJoinBlocks child
// blocks per warp record (32 of them: 2^30) and MaxBlockJoinBlocks per
// block record (1024 of them: 2^31 - 1024), so the aggregated grid also fits
// gridDim.x (2^31 - 1), the low half of the block state's Pair never carries
// into the parent count, and a child's local block index, grid x * y and
// grid product stay below its parent's block count. Record sizes are
// computed in 64 bits and checked against the chunk size before anything is
// written; a record that fits a chunk (at most DPAGG_POOL_MAX_CHUNK_SIZE)
// has every offset below 2^18.

/// Most child blocks of one joiner of a warp record: 32 * 2^25 = 2^30.
constexpr unsigned long long MaxWarpJoinBlocks = 1ull << 25;
/// Most child blocks of one joiner of a block record: 1024 * (2^21 - 1) =
/// 2^31 - 1024 <= 2^31 - 1.
constexpr unsigned long long MaxBlockJoinBlocks = (1ull << 21) - 1;
static_assert(32 * MaxWarpJoinBlocks <= 0x7fffffffull, "warp record");
static_assert(1024 * MaxBlockJoinBlocks <= 0x7fffffffull, "block record");

__device__ __forceinline__ unsigned long long threadsOf(dim3 B) {
  return (unsigned long long)B.x * B.y * B.z;
}

/// What CUDA checks of a configuration that does not depend on the kernel
/// (CUDA guide, "Compute Capabilities", table of technical specifications:
/// the same for every architecture CUDA 13 supports).
__device__ __forceinline__ bool validConfiguration(dim3 G, dim3 B) {
  return G.x >= 1 && G.x <= 0x7fffffffu && G.y >= 1 && G.y <= 65535 &&
         G.z >= 1 && G.z <= 65535 && B.x >= 1 && B.x <= 1024 && B.y >= 1 &&
         B.y <= 1024 && B.z >= 1 && B.z <= 64 && threadsOf(B) <= 1024;
}

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

/// The most threads per block \p Kernel accepts (which depends on its
/// registers and launch bounds), from cudaFuncGetAttributes; 0 if the query
/// failed. Called by a thread whose error state is clean only, which a
/// failed query then leaves clean again. Out of line: only launches beyond
/// the limits the pass proved ask.
/// Measured on the H100 (driver 580, test/GPU/results/
/// 2026-11-24-h100-rtprobe.md, utils/probes/rtprobe.cu): the device-side
/// cudaFuncGetAttributes gets maxThreadsPerBlock right, but
/// maxDynamicSharedSizeBytes reads back as 0 or garbage, so shared memory is
/// never judged from it (canJoin).
__device__ __noinline__ unsigned maxThreadsOf(const void *Kernel) {
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
  if (cudaFuncGetAttributes(&A, Kernel) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  if (A.maxThreadsPerBlock <= 0 || A.maxThreadsPerBlock > 1024)
    return 0;
  if (Tag < QueryTagLimit)
    cacheAnswer(DPAggMaxThreads, H, Tag, (unsigned)A.maxThreadsPerBlock);
  return (unsigned)A.maxThreadsPerBlock;
}

/// Whether \p Kernel accepts \p Threads threads per block; see maxThreadsOf.
__device__ __forceinline__ bool kernelAccepts(const void *Kernel,
                                              unsigned long long Threads) {
  return Threads <= maxThreadsOf(Kernel);
}

/// Whether launches into \p Stream may be aggregated across threads. A
/// thread's per-thread default stream (cudaStreamPerThread, or NULL through
/// a _ptsz entry) is its own: the aggregate would go into the owner's, out
/// of order with the other joiners' earlier and later launches into theirs.
/// The pass refuses such sites when the stream is a constant; a stream known
/// only at run time is checked here. Only a site that is its thread's one
/// launch (DPAGG_LAUNCH_ONLY_LAUNCH) has no such order to keep.
__device__ __forceinline__ bool joinableStream(cudaStream_t Stream,
                                               unsigned Flags) {
  size_t S = reinterpret_cast<size_t>(Stream);
  bool PerThread = S == reinterpret_cast<size_t>(cudaStreamPerThread) ||
                   (S == 0 && (Flags & DPAGG_LAUNCH_PTSZ));
  return !PerThread || (Flags & DPAGG_LAUNCH_ONLY_LAUNCH);
}

/// Whether a launch may join an aggregate: CUDA accepts it alone, and its
/// grid is small enough for the record's sums (\p MaxBlocks). \p Clean: the
/// thread's cudaPeekAtLastError() is cudaSuccess; a thread that is not
/// clean never asks CUDA (the query could leave an error behind) and
/// launches alone when its block is beyond \p SafeThreads.
__device__ __forceinline__ bool
canJoin(dim3 G, dim3 B, unsigned Shmem, const void *Kernel,
        unsigned SafeThreads, unsigned SafeShmem, unsigned long long MaxBlocks,
        bool Clean, unsigned long long &Blocks) {
  Blocks = (unsigned long long)G.x * G.y * G.z;
  if (!validConfiguration(G, B) || Blocks > MaxBlocks)
    return false;
  // Dynamic shared memory up to SafeShmem is accepted by the kernel and by
  // its aggregated child whatever the host set (both have at most the
  // module's shared variables plus the runtime's); a launch asking for more
  // launches alone and gets the kernel's own answer.
  if (Shmem > SafeShmem)
    return false;
  unsigned long long Threads = threadsOf(B);
  if (Threads <= SafeThreads)
    return true;
  return Clean && kernelAccepts(Kernel, Threads);
}

/// Whether a launch with block \p B may join an aggregate of a child that
/// needs 1-D blocks (DPAGG_LAUNCH_NEEDS_1D_BLOCK): aggregation keeps a
/// block's warps only when the block is one-dimensional (AggregatedChild.cpp,
/// isWarpInsensitiveIntrinsic). Checked on the launch's own block, whatever
/// the pass proved of it; a launch that fails it launches alone.
__device__ __forceinline__ bool shapeJoinable(dim3 B, unsigned Flags) {
  return !(Flags & DPAGG_LAUNCH_NEEDS_1D_BLOCK) || (B.y == 1 && B.z == 1);
}

/// Launches every parent of a record with its own configuration, for a site
/// whose joiners do not wait (DPAGG_LAUNCH_UNOBSERVED) when CUDA refused the
/// aggregate. Only there: nobody can observe that the owner, not the thread
/// itself, made the launch or got its error.
__device__ __noinline__ void replayRecord(const char *Rec, void *Orig,
                                          unsigned ArgSize, cudaStream_t Stream,
                                          unsigned Flags, const char *Name) {
  const RecordHeader *H = reinterpret_cast<const RecordHeader *>(Rec);
  const unsigned *Scan =
      reinterpret_cast<const unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  for (unsigned P = 0; P < H->NumParents; ++P) {
    const unsigned *Cfg = Scan + H->Capacity + ConfigWords * P;
    // A joiner's configuration is one CUDA accepts (canJoin): its buffer is
    // the 64-byte aligned one the guide promises.
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
    dpagg_rt::reportLaunchError(Name, Err, Flags);
  }
}

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
  int SMs = *(volatile unsigned *)&DPAggMultiprocessors;
  if (!SMs) {
    int Device = 0;
    if (cudaGetDevice(&Device) != cudaSuccess ||
        cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, Device) !=
            cudaSuccess) {
      (void)cudaGetLastError();
      return 0;
    }
    *(volatile unsigned *)&DPAggMultiprocessors = SMs;
  }
  int PerSM = 0;
  if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&PerSM, Agg, (int)Threads,
                                                    Shmem) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
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
oddGrid(unsigned long long G, unsigned long long Cap, unsigned long long Total) {
  if (G >= Total || (G & 1))
    return G;
  return (!Cap || G + 1 <= Cap) && G + 1 < Total ? G + 1 : G - 1;
}

/// The aggregated launch, by the owner (a clean joiner). True if CUDA took
/// it. If not, the owner's error state is made clean again (it was before)
/// and the record goes back to the pool: every joiner launches alone, or,
/// where nobody observes the launch (DPAGG_LAUNCH_UNOBSERVED), the owner
/// launches them all from the record before giving it back. \p Agg: the
/// aggregated child, or under DPAGG_LAUNCH_MOLDED its DPAggMoldedChild.
__device__ __noinline__ bool
launchAggregate(char *Rec, char *Pool, void *Agg, unsigned TotalBlocks,
                dim3 MaxBlock, unsigned MaxShmem, unsigned SafeThreads,
                cudaStream_t Stream, unsigned Flags, void *Orig,
                unsigned ArgSize, const char *Name) {
  void *RecArg = Rec;
  cudaStream_t AggStream = (Flags & DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET)
                               ? cudaStreamFireAndForget
                               : Stream;
  unsigned Grid = TotalBlocks;
  void *Child = Agg;
  if (Flags & DPAGG_LAUNCH_MOLDED) {
    // Any grid from 1 to TotalBlocks is correct for the molded clone
    // ("Moldable children"); the resident capacity and the coarsening are
    // only guesses at the fastest. BlocksLeft counts the physical blocks,
    // each of which releases once. An aggregate that is not cut runs the
    // whole clone: one block per logical block, each releasing once, which
    // is the count writeHeader left.
    const auto *Pair = static_cast<const DPAggMoldedChild *>(Agg);
    void *Molded = Pair->Molded;
    Child = Pair->Whole;
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
  if ((Threads <= SafeThreads || kernelAccepts(Child, Threads)) &&
      dpagg_rt::launchV2(Child, &RecArg, sizeof(RecArg), dim3(Grid), MaxBlock,
                         MaxShmem, AggStream, Flags) == cudaSuccess)
    return true;
  (void)cudaGetLastError();
  if (Flags & DPAGG_LAUNCH_UNOBSERVED)
    replayRecord(Rec, Orig, ArgSize, Stream, Flags, Name);
  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  return false;
}

/// Bytes of a record for \p Capacity parents, in 64 bits (class 11).
__device__ __forceinline__ unsigned long long recordSize(unsigned Capacity,
                                                         unsigned Stride,
                                                         const unsigned *Layout,
                                                         unsigned ArgSize) {
  unsigned long long Entries =
      argsOffset(Capacity) + (unsigned long long)Capacity * Stride;
  return Layout ? ((Entries + 15) & ~15ull) + ArgSize : Entries;
}

/// The header, and under a layout the shared blob (this thread's).
__device__ __forceinline__ void
writeHeader(char *Rec, char *Pool, unsigned Chunk, unsigned Total, unsigned N,
            unsigned Capacity, unsigned ArgStride, const unsigned *Layout,
            const void *Args, unsigned ArgSize) {
  RecordHeader *H = reinterpret_cast<RecordHeader *>(Rec);
  H->Pool = reinterpret_cast<unsigned long long>(Pool);
  H->Chunk = Chunk;
  H->BlocksLeft = Total;
  H->NumParents = N;
  H->ArgStride = ArgStride;
  H->ArgsOffset = argsOffset(Capacity);
  H->Capacity = Capacity;
  H->Layout = reinterpret_cast<unsigned long long>(Layout);
  H->ArgSize = ArgSize;
  H->CommonOffset = 0;
  if (Layout) {
    H->CommonOffset = alignUp(argsOffset(Capacity) + Capacity * ArgStride, 16);
    if (ArgSize)
      dpagg_rt::copyAligned16<dpagg_rt::BlobCopy::Unrolled>(
          Rec + H->CommonOffset, Args, ArgSize);
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Warp groups
//===----------------------------------------------------------------------===//

namespace {
/// The lanes of one warp that reach a launch site together, launch into one
/// stream and can join, and what they want: the shape of one aggregate (or
/// of one warp's share of a block aggregate).
struct WarpGroup {
  unsigned Members; // lanes that join
  unsigned Cleans;  // members whose error state is clean
  unsigned N;       // popcount(Members)
  unsigned Rank;    // this lane's index among Members, in lane order
  unsigned Leader;  // lowest member lane
  unsigned Incl;    // inclusive prefix of child blocks, in rank order
  unsigned Total;   // child blocks of the whole group
  dim3 MaxBlock;
  unsigned MaxShmem;
};

__device__ __forceinline__ unsigned laneId() {
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return L;
}

/// The lanes that arrive here together with this one and launch into the
/// same stream. __match_any_sync's mask comes from the __activemask() right
/// before it, with no branch between them: every lane that the mask names
/// executed that __activemask() with this lane and goes on to this
/// __match_any_sync (NVIDIA's documented opportunistic-grouping idiom).
/// Lanes that arrive at another time form their own group, which is
/// correct, only less aggregated.
///
/// Called after the site's last function call before the group's
/// collectives (cudaPeekAtLastError, and cudaFuncGetAttributes through
/// canJoin; issue 21, item 16), so that a group is one set of converged
/// threads for its whole protocol. Formed before those calls into the
/// device runtime, lanes that returned from them apart ran the group's
/// collectives apart, and ptxas, which took the group mask for uniform
/// (R2UR + BRA.DIV in the SASS of the MST's find parent, ptxas 13.0),
/// executed their fast paths without comparing the mask with the lanes
/// present: on the H100 a member read the owner's record pointer by shuffle
/// while the owner was still allocating (it got null, launched alone and
/// exited), the owner's __syncwarp did not wait for the exited lane, and
/// the owner launched a record whose member slot nobody wrote; the children
/// read another launch's bytes as parameters (test/GPU/pool_pressure_mst.cu
/// with probes at the broadcast and before the launch, 4 of 9 processes).
/// Formed here, a group is the lanes that execute this __activemask()
/// together, and only structured control flow, which ptxas reconverges,
/// separates them until the owner's launch: the later calls are the
/// owner's own (one lane) and the launches alone of lanes that leave the
/// group. (ptxas then also checks each group collective's mask against the
/// lanes present, MATCH + REDUX.OR, before its fast path; the same probed
/// build passed 9 of 9.)
__device__ __forceinline__ unsigned streamGroup(cudaStream_t Stream) {
  return __match_any_sync(__activemask(),
                          (unsigned long long)reinterpret_cast<size_t>(Stream));
}

/// Forms this lane's group among the lanes of \p Group (streamGroup), every
/// one of which calls it: each executes both ballots below (*_sync waits
/// for every lane its mask names, and all of them come here; nothing
/// between streamGroup and here calls a function). False if this lane does
/// not join; the lanes that return true run every later collective with
/// Members, which is exactly the set of lanes that returned true.
///
/// Both ballots are masked with \p Group (issue 21, item 16). __ballot_sync
/// sets the bit of every *active* lane whose predicate holds (CUDA guide,
/// warp vote functions: "the Nth thread is active"), not only of the lanes
/// its mask names, and lanes of another arrival group of the same warp may
/// execute this instruction together with these ones: independent thread
/// scheduling may run two groups converged again.
/// ptxas compiles the ballot to a plain VOTE.ANY over the active lanes
/// (sm_90, CUDA 13.0). Unmasked, such a group counted the other group's
/// lanes as members: its record was sized and ranked for lanes that never
/// wrote an entry there, and its children read another launch's bytes as
/// parameters (test/GPU/pool_pressure_mst.cu: 1 process in 8 to 12 on the
/// H100 with the default pool; none seen with a pool too large to reuse).
/// Masked, each lane's Members and Cleans are the predicates of exactly the
/// lanes of its group, every one of which executes both ballots (*_sync
/// waits for each lane its mask names), so every member computes the same
/// Members, Cleans, ranks and owner.
__device__ __forceinline__ bool formWarpGroup(unsigned Group, bool Join,
                                              bool Clean, unsigned Blocks,
                                              dim3 B, unsigned Shmem,
                                              WarpGroup &W) {
  unsigned Members = __ballot_sync(Group, Join) & Group;
  unsigned Cleans = __ballot_sync(Group, Join && Clean) & Group;
  if (!Join)
    return false;
  unsigned LtMask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(LtMask));
  W.Members = Members;
  W.Cleans = Cleans;
  W.N = __builtin_popcount(Members);
  W.Rank = __builtin_popcount(Members & LtMask);
  W.Leader = __builtin_ffs(Members) - 1;
  // Blocks <= MaxWarpJoinBlocks (or MaxBlockJoinBlocks): 32 of them fit.
  unsigned Mine = Blocks, Incl = 0, Total = 0;
  if (Members == 0xffffffffu) {
    Incl = Mine;
    for (unsigned D = 1; D < 32; D <<= 1) {
      unsigned V = __shfl_up_sync(Members, Incl, D);
      if (W.Rank >= D)
        Incl += V;
    }
    Total = __shfl_sync(Members, Incl, 31);
  } else {
    unsigned MyLane = __builtin_popcount(LtMask);
    for (unsigned M = Members; M; M &= M - 1) {
      unsigned Src = __builtin_ffs(M) - 1;
      unsigned V = __shfl_sync(Members, Mine, Src);
      Total += V;
      if (Src <= MyLane)
        Incl += V;
    }
  }
  W.Incl = Incl;
  W.Total = Total;
  W.MaxBlock =
      dim3(__reduce_max_sync(Members, B.x), __reduce_max_sync(Members, B.y),
           __reduce_max_sync(Members, B.z));
  W.MaxShmem = __reduce_max_sync(Members, Shmem);
  return true;
}

__device__ __forceinline__ unsigned long long
broadcast64(unsigned Mask, unsigned long long V, unsigned Src) {
  return __shfl_sync(Mask, V, Src);
}

__device__ __forceinline__ bool clean() {
  return cudaPeekAtLastError() == cudaSuccess;
}
} // namespace

//===----------------------------------------------------------------------===//
// Warp scope
//===----------------------------------------------------------------------===//

/// Called by every thread that reaches a warp-scope launch site, in any
/// control flow: the lanes that arrive together (__activemask) and launch
/// into the same stream share one aggregated launch. A warp call keeps no
/// state between calls but the pool (poolAlloc says why a record is never
/// seen by two calls).
DPAGG_RT cudaError_t __dpagg_aggregate_warp(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, unsigned SafeThreads,
    unsigned SafeShmem) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  // No aggregated child: the kernel's unit was built without DPAgg
  // (RuntimeABI.h, DPAggChildDescriptor). Null in every lane or in none.
  if (!Agg)
    return dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream,
                                 Flags, Name);
  // A group of one (issue 21, item 24: streams of the thread's own): the
  // launch goes at once, before the error-state query, the configuration
  // checks and the group's collectives, with the parameter copy inlined
  // (its size is a constant of the site), so it costs the launch as written
  // plus the one match here. Same outcome as the path below, whose group
  // (formed again after the calls) is a subset of this one, so N < 2, and
  // it launches alone; no other lane waits for this one in a collective.
  if (streamGroup(Stream) == 1u << laneId()) {
    cudaError_t Err =
        dpagg_rt::launchV2(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags);
    dpagg_rt::reportLaunchError(Name, Err, Flags);
    return Err;
  }
  bool Clean = clean();
  unsigned long long Blocks = 0;
  bool Join = joinableStream(Stream, Flags) && shapeJoinable(B, Flags) &&
              canJoin(G, B, Shmem, Orig, SafeThreads, SafeShmem,
                      MaxWarpJoinBlocks, Clean, Blocks);
  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
  WarpGroup W;
  // Alone: a launch CUDA refuses, a group of one (nothing to share), or a
  // group with no clean owner; uniform over Members.
  if (!formWarpGroup(Group, Join, Clean, (unsigned)Blocks, B, Shmem, W) ||
      W.N < 2 || !W.Cleans)
    return dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream,
                                 Flags, Name);
  unsigned Owner = __builtin_ffs(W.Cleans) - 1;
  bool IsOwner = laneId() == Owner;

  char *Rec = nullptr;
  unsigned Chunk = 0;
  if (IsOwner) {
    unsigned long long Size = recordSize(W.N, ArgStride, Layout, ArgSize);
    Rec = poolAlloc(Pool, NumChunks, ChunkBytes, Size, &Chunk);
  }
  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(
      W.Members, (unsigned long long)reinterpret_cast<size_t>(Rec), Owner)));
  if (!Rec) // pool full: everybody launches alone, nothing is lost
    return dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream,
                                 Flags, Name);
  // Every member writes into the record, not only the owner whose fence in
  // poolAlloc is the acquire after which the record's earlier readers are
  // done ("The pool"). The shuffle that brought Rec is a register exchange,
  // which orders no memory in the PTX memory model; bar.warp.sync orders
  // memory among its threads (PTX ISA, bar.warp.sync), so the owner's
  // acquire precedes every member's writes. The block path has barrier 1
  // there.
  __syncwarp(W.Members);

  writeEntry(Rec, W.N, W.Rank, W.Incl, G, B, Shmem, Args, ArgSize, ArgStride,
             Layout);
  if (IsOwner)
    writeHeader(Rec, Pool, Chunk, W.Total, W.N, W.N, ArgStride, Layout, Args,
                ArgSize);
  // Each lane's writes, this entry and whatever it wrote before its launch,
  // must be visible to the child the owner launches: a release at gpu scope,
  // then the owner's launch after the __syncwarp (CUDA guarantees a child
  // what its launching thread saw; a barrier before the launch carries the
  // other threads' writes, as in the CUDA guide's example).
  dpagg_rt::fenceAcqRel();
  __syncwarp(W.Members);
  // Where nothing observes the launch (the same flag for every member),
  // the members leave now and the owner alone deals with a refusal.
  if (Flags & DPAGG_LAUNCH_UNOBSERVED) {
    if (IsOwner)
      launchAggregate(Rec, Pool, Agg, W.Total, W.MaxBlock, W.MaxShmem,
                      SafeThreads, Stream, Flags, Orig, ArgSize, Name);
    return cudaSuccess;
  }
  unsigned Took = 0;
  if (IsOwner)
    Took = launchAggregate(Rec, Pool, Agg, W.Total, W.MaxBlock, W.MaxShmem,
                           SafeThreads, Stream, Flags, Orig, ArgSize, Name);
  // Every member waits here for the owner's launch (class 12) and learns
  // whether it happened (class 3).
  if (__shfl_sync(W.Members, Took, Owner))
    return cudaSuccess;
  return dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags,
                               Name);
}

//===----------------------------------------------------------------------===//
// Block scope
//===----------------------------------------------------------------------===//
//
// Where the state lives (class 5). A kernel's static shared memory counts
// against the dynamic shared memory its host launches may ask for (48 KB
// in all without the opt-in), and the compiler cannot know what the host
// asks: a kernel launched with exactly 48 KB fails if DPAgg adds one byte.
// So block scope adds no shared memory to any kernel (the aggregated
// children included, for the same reason at link time): each block's state
// lives in a slot of a per-module table in global memory
// (DPAGG_BLOCK_TABLE_* in RuntimeABI.h), held from the kernel's entry to
// the exit of its last thread. The argument that no two blocks ever hold
// one slot at once, and that nothing depends on getting one, for every
// program:
//
//  (a) A slot's live word is 0 when free and otherwise counts the threads
//      of its block that have not passed __dpagg_block_exit. It leaves 0
//      only by a CAS from 0 to the block's thread count, in
//      __dpagg_block_init, where every thread of the block is alive (the
//      pass calls it first thing at the kernel's entry). It is decreased
//      only by __dpagg_block_exit, which the pass calls right before every
//      `ret` of the kernel, so once per thread, by the number of the
//      calling lanes (the lanes that run the exit together, counted by the
//      one that decreases). So it returns to 0 exactly when every thread
//      of the block has passed its exit, after its last use of the state.
//      A thread that left the kernel another way (the pass keeps block
//      scope out of kernels where that can happen, (d); a trap ends the
//      whole grid) would keep the slot busy for good: that loses a slot,
//      never correctness, as the next point shows.
//  (b) Nothing depends on a slot. In a block that finds none among its
//      probes (the table has room for twice the resident blocks of any
//      sm_80/sm_90 GPU, 132 SMs x 32 blocks, and a block's probes start
//      at a hash, so this is rare) every thread launches alone at its
//      block-scope sites, as without DPAgg, and no call has a barrier.
//      Whether a block has a slot is decided once, by warp 0, and
//      broadcast by the entry barrier itself (the first `Claimed` threads
//      count, all of them in warp 0), not through memory, so every thread
//      of the block takes the same path at every call and no thread waits
//      at a barrier that another skips.
//  (c) Memory order: a block's last reads of its state precede its exits
//      (each exiting lane's program order, then __syncwarp, then the
//      leader's red.release); the CAS that takes the slot is an acquire
//      (atom.acquire.gpu) that reads the last decrement of that release
//      sequence, and is followed by the clear of every state of the slot,
//      before the entry barrier. So every access of the previous holder happens
//      before every access of the next one, and every byte the block reads was
//      written after it took the slot (no stale line can be read either).
//  (d) No slot is ever taken back from a block that may still run, and
//      none needs to be: the device cannot tell a block whose thread left
//      without passing __dpagg_block_exit from one that is still running.
//      No device-side call says whether another grid or block has ended;
//      %gridid only names a grid; a time limit cannot tell a slow block
//      from a dead one (a block may wait at a barrier, or for its children's
//      results in memory, for any time); %smid and %warpid, which would key
//      a slot by the hardware a block occupies (freed by the hardware
//      however its threads end), are volatile (PTX ISA: they change when a
//      preempted block resumes elsewhere), so two live blocks could share a
//      key; and a block checking at every call that it still owns its slot
//      cannot make the check and its uses of the state one atomic step, nor
//      (b)'s one path for every thread without a barrier per call. Taking a
//      slot from a live block would give two blocks one state: launches
//      lost or duplicated. So the pass keeps block scope out of every kernel
//      where a thread may end another way than through a `ret` of the IR
//      (AggregateLaunches.cpp, threadExitBlocker: an allow-list of calls
//      and of inline PTX instructions known to fall through; a trap ends the
//      grid and leaves the context unusable). Then every slot is held by a
//      running block: at most the resident blocks, half the table, so a
//      full table lasts only while its holders run, and a block that finds
//      it full launches each launch alone, with no barrier ((b); its entry
//      CAS, one round of loads and the entry barrier are what every block
//      of the kernel pays).
//
// Per-call state (class 14). The threads of a block share one BlockState
// of their slot per block-scope call that aggregates. The argument that no
// thread reads or writes another call's state, for every program:
//
//  (1) Every live thread of the block makes the same sequence of
//      block-scope calls (the pass's block-convergence rule; threads that
//      exited count as arrived at every barrier), so call k is well defined.
//  (2) Each call's first barrier is barrier.red.popc over "this thread
//      joined the record": every thread gets the same N from the barrier
//      itself, not from memory. A call with N == 0 wrote nothing to its
//      state (a thread writes it only by joining, and a failed stream CAS
//      writes nothing) and reads nothing from it.
//  (3) The calls with N > 0 are numbered by an epoch that each thread keeps
//      in its own frame (DPAggBlockFrame) and advances after such a call.
//      By (1) and (2) every thread has the same epoch at every call, with no
//      shared variable to race on. A call with epoch e uses State[e % 3].
//  (4) The state of epoch e is cleared, before the first barrier of the
//      call with epoch e - 1, by the thread that allocates that call's
//      record (the first joiner there: alive, and present only when the
//      call has N > 0, which is when the epoch moves on). It was last used
//      at epoch e - 3 and reads of it happen only inside that call; every
//      thread has left that call before the first barrier of the call with
//      epoch e - 2, which the clearing thread has passed. The clear
//      happens before that first barrier, so before any thread leaves the
//      call with epoch e - 1 and writes State[e % 3] at epoch e.
//  (5) So a call may read its state anywhere, after any of its barriers,
//      and the paths that leave it early (N == 0, no owner, pool full, a
//      group of one) need no extra barrier. __dpagg_block_init clears all
//      three states when it takes the slot, before the entry barrier.
//
// Cost (global atomics, all to the block's own slot): per block-scope call,
// per warp group that joins, one CAS (the stream) and one add, whose results
// it needs, and up to five reductions (the maxima, the owner) it does not
// wait for; the first group also allocates the record (poolAlloc). Per
// block: one CAS at the entry, by warp 0 while the block waits at the
// entry barrier (more, after one load by each lane of warp 0, only when
// the first slot it probes is taken), and one reduction per group of lanes
// that exit together (usually one per warp).

namespace {
struct BlockState {
  unsigned long long Pair; // parents << 32 | child blocks (< 2^31)
  unsigned long long Stream;
  char *Rec;
  unsigned MaxX, MaxY, MaxZ, MaxShmem;
  unsigned Owner;  // linear thread index of the owner; NoOwner if none
  unsigned Result; // after the third barrier: Launched or not
};
constexpr unsigned NumBlockStates = 3;
static_assert(NumBlockStates * sizeof(BlockState) == DPAGG_BLOCK_STATE_SIZE &&
                  alignof(BlockState) <= 16,
              "ABI");
constexpr unsigned long long NoStream = ~0ull;
constexpr unsigned NoOwner = ~0u;
constexpr unsigned Launched = 1;
/// Slots a block tries, from a hash of its grid and block index: as many as
/// warp 0 reads at once.
constexpr unsigned SlotProbes = 32;

constexpr unsigned NoSlot = ~0u;

/// Thread-private; see (3) and (b) above. Every thread of a block holds the
/// same Slot. Indices, not pointers: with the table's address (a constant
/// at every call) they cost the kernel two registers.
struct BlockFrame {
  unsigned Epoch;
  unsigned Slot; // the block's slot in the table, or NoSlot
};
static_assert(sizeof(BlockFrame) <= DPAGG_BLOCK_FRAME_SIZE &&
                  alignof(BlockFrame) <= DPAGG_BLOCK_FRAME_ALIGN,
              "ABI");
static_assert(DPAGG_BLOCK_STATE_SHARED_BYTES == 0,
              "block state lives in the global table (RuntimeABI.h)");

/// The table (RuntimeABI.h): NumSlots states, then NumSlots live words.
__device__ __forceinline__ BlockState *slotStates(char *Table, unsigned Slot) {
  return reinterpret_cast<BlockState *>(Table +
                                        (size_t)Slot * DPAGG_BLOCK_STATE_SIZE);
}

__device__ __forceinline__ unsigned *liveWords(char *Table, unsigned NumSlots) {
  return reinterpret_cast<unsigned *>(Table + (size_t)NumSlots *
                                                  DPAGG_BLOCK_STATE_SIZE);
}

__device__ __forceinline__ bool isFirstThread() {
  return threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
}

__device__ __forceinline__ unsigned linearThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

/// The first slot a block tries. Only a hash: any value is correct (every
/// thread of the block computes the same one from values fixed for the
/// block), spreading the blocks of concurrent grids over the table.
__device__ __forceinline__ unsigned firstSlot(unsigned NumSlots) {
  unsigned long long Grid;
  asm("mov.u64 %0, %%gridid;" : "=l"(Grid));
  unsigned long long Cta =
      blockIdx.x +
      (unsigned long long)gridDim.x *
          (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  unsigned long long H = Grid * 0x9e3779b97f4a7c15ull ^ Cta;
  H = (H ^ (H >> 30)) * 0xbf58476d1ce4e5b9ull;
  H = (H ^ (H >> 27)) * 0x94d049bb133111ebull;
  return (unsigned)((H ^ (H >> 31)) % NumSlots);
}

__device__ __forceinline__ unsigned probeSlot(unsigned First, unsigned I,
                                              unsigned NumSlots) {
  unsigned long long S = (unsigned long long)First + I;
  return (unsigned)(S % NumSlots);
}

__device__ __forceinline__ void clearState(BlockState &S) {
  S.Pair = 0;
  S.Stream = NoStream;
  S.Rec = nullptr;
  S.MaxX = S.MaxY = S.MaxZ = S.MaxShmem = 0;
  S.Owner = NoOwner;
  S.Result = 0;
}

/// Lane \p Lane of warp 0 tries to take slot \p Slot; on success it clears
/// the slot's states (before the entry barrier that publishes them).
__device__ __forceinline__ bool takeSlot(char *Table, unsigned NumSlots,
                                         unsigned Slot, unsigned Threads) {
  // Acquire: it reads the last holder's release sequence (the exit's
  // red.release), so the last holder is done with the slot.
  if (dpagg_rt::casAcquire(liveWords(Table, NumSlots) + Slot, 0u, Threads) !=
      0u)
    return false;
  BlockState *States = slotStates(Table, Slot);
  for (unsigned E = 0; E < NumBlockStates; ++E)
    clearState(States[E]);
  return true;
}

/// Warp 0 takes a free slot for its block: 1 + the probe that it took, or 0
/// if none. Every lane of warp 0 calls it (at the kernel's entry all are
/// alive) and gets the same answer: each CAS's outcome comes from a shuffle
/// and the candidates from one ballot. (a) and (c) above. The first probe
/// is tried at once (one atomic's latency while the block waits at its
/// entry barrier); the others after reading which look free.
__device__ __forceinline__ unsigned claimSlot(char *Table, unsigned NumSlots,
                                              unsigned First, unsigned Lane,
                                              unsigned Threads) {
  unsigned Lanes = Threads < 32 ? Threads : 32;
  unsigned Mask = Lanes == 32 ? ~0u : (1u << Lanes) - 1;
  bool Won = Lane == 0 && takeSlot(Table, NumSlots, First, Threads);
  if (__shfl_sync(Mask, (unsigned)Won, 0))
    return 1;
  for (unsigned Base = 1; Base < SlotProbes; Base += Lanes) {
    unsigned I = Base + Lane;
    unsigned Slot = probeSlot(First, I, NumSlots);
    // A hint only: the CAS decides.
    bool Free = I < SlotProbes &&
                *(volatile unsigned *)(liveWords(Table, NumSlots) + Slot) == 0;
    // Masked: a ballot may set bits of active lanes outside its mask
    // (formWarpGroup); here every lane of warp 0 is in Mask or absent.
    for (unsigned Cands = __ballot_sync(Mask, Free) & Mask; Cands;
         Cands &= Cands - 1) {
      unsigned L = __builtin_ffs(Cands) - 1;
      Won = Lane == L && takeSlot(Table, NumSlots, Slot, Threads);
      if (__shfl_sync(Mask, (unsigned)Won, L))
        return Base + L + 1;
    }
  }
  return 0;
}

/// A block barrier that also counts the threads with \p Pred set. Not the
/// .aligned form __syncthreads_count uses: threads reach it from divergent
/// paths (fallback launches before it).
__device__ __forceinline__ unsigned barrierCount(bool Pred) {
  unsigned N;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "barrier.red.popc.u32 %0, 0, p;\n\t}"
               : "=r"(N)
               : "r"((unsigned)Pred)
               : "memory");
  return N;
}
} // namespace

/// At the entry of every kernel with block-scope sites, where every thread
/// of the block is still alive: takes a slot of \p Table (NumSlots slots;
/// the module's table, RuntimeABI.h) for the block, or none (b), and fills
/// the thread's frame.
DPAGG_RT void __dpagg_block_init(void *FramePtr, char *Table,
                                 unsigned NumSlots) {
  BlockFrame *Frame = static_cast<BlockFrame *>(FramePtr);
  unsigned T = linearThread();
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  unsigned First = firstSlot(NumSlots);
  unsigned Claimed = 0;
  if (T < 32)
    Claimed = claimSlot(Table, NumSlots, First, T, Threads);
  // Broadcast: Claimed <= SlotProbes = 32, and a block with threads beyond
  // warp 0 has all 32 lanes there, so the count is Claimed. A block of one
  // warp knows it already.
  unsigned Count = barrierCount(T < Claimed);
  if (T >= 32)
    Claimed = Count;
  Frame->Epoch = 0;
  Frame->Slot = Claimed ? probeSlot(First, Claimed - 1, NumSlots) : NoSlot;
}

/// Right before every `ret` of a kernel with block-scope sites: the lanes
/// that get here together give back their share of the slot (a); the one
/// that brings the live word to 0 frees it. No thread uses the state after
/// this.
DPAGG_RT void __dpagg_block_exit(void *FramePtr, char *Table,
                                 unsigned NumSlots) {
  unsigned Slot = static_cast<BlockFrame *>(FramePtr)->Slot;
  if (Slot == NoSlot)
    return;
  // Every lane that the mask names executed this __activemask() with this
  // lane and goes on to this __syncwarp (no branch between): the groups of
  // lanes that exit together are disjoint, and each lane is counted once,
  // by the lowest lane of its group.
  unsigned Mask = __activemask();
  __syncwarp(Mask); // the group's uses of the state precede the release
  if (laneId() == (unsigned)__builtin_ffs(Mask) - 1)
    asm volatile(
        "red.release.gpu.global.add.u32 [%0], %1;"
        :
        : "l"(__cvta_generic_to_global(liveWords(Table, NumSlots) + Slot)),
          "r"(0u - (unsigned)__builtin_popcount(Mask))
        : "memory");
}

/// Every live thread of the block calls it at a block-scope launch site
/// (the pass proved they all reach it); \p Launching is false for the
/// threads that pass a postponed site without having launched. Each warp
/// group adds its share with one atomic on the block's state; the group
/// that gets record slot 0 allocates the record (sized for every thread of the
/// block, so before the count is known); barrier 1 counts the joiners; every
/// joiner writes its entry; barrier 2; the owner launches; barrier 3 publishes
/// the result. In a block without a state slot, alone.
__device__ __forceinline__ cudaError_t aggregateBlock(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, unsigned SafeThreads,
    unsigned SafeShmem, bool Launching, void *FramePtr, char *Table) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  BlockFrame *Frame = static_cast<BlockFrame *>(FramePtr);
  unsigned SlotIdx = Frame->Slot;
  // No slot, the same in every thread of the block (b): each launching
  // thread launches alone, as without DPAgg, with no barrier. Rare (the
  // table has room for every resident block, and holds only running
  // blocks, (d)), so not worth the registers of an inlined launch here
  // (4 more in a parent at block scope, measured with ptxas).
  // No aggregated child (RuntimeABI.h, DPAggChildDescriptor): read from
  // one constant, so null in every thread of the block or in none, and the
  // same in every call; no barrier, as without a slot.
  if (SlotIdx == NoSlot || !Agg)
    return Launching ? dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem,
                                             Stream, Flags, Name)
                     : cudaSuccess;
  BlockState *States = slotStates(Table, SlotIdx);
  unsigned Epoch = Frame->Epoch;
  BlockState &S = States[Epoch % NumBlockStates];
  unsigned Capacity = blockDim.x * blockDim.y * blockDim.z;
  unsigned long long StreamBits =
      (unsigned long long)reinterpret_cast<size_t>(Stream);
  bool Clean = Launching && clean();
  unsigned long long Blocks = 0;
  bool Join = Launching && joinableStream(Stream, Flags) &&
              shapeJoinable(B, Flags) &&
              canJoin(G, B, Shmem, Orig, SafeThreads, SafeShmem,
                      MaxBlockJoinBlocks, Clean, Blocks);
  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
  WarpGroup W;
  bool Joined = false;
  unsigned Slot = 0, First = 0;
  if (formWarpGroup(Group, Join, Clean, (unsigned)Blocks, B, Shmem, W)) {
    // The lowest clean member's thread index, a candidate owner.
    unsigned CleanLane = W.Cleans ? __builtin_ffs(W.Cleans) - 1 : W.Leader;
    unsigned CleanThread = __shfl_sync(W.Members, linearThread(), CleanLane);
    unsigned long long Old = 0;
    unsigned Ok = 0;
    if (W.Rank == 0) {
      // The first group's stream is the record's; other streams launch
      // alone.
      // Relaxed: the state is read only after barrier 1 (atomicity is
      // all the CAS needs, as for the adds and maxima below).
      unsigned long long Prev =
          dpagg_rt::casRelaxed(&S.Stream, NoStream, StreamBits);
      Ok = Prev == NoStream || Prev == StreamBits;
      if (Ok) {
        Old = atomicAdd(&S.Pair, ((unsigned long long)W.N << 32) | W.Total);
        atomicMax(&S.MaxX, W.MaxBlock.x);
        atomicMax(&S.MaxY, W.MaxBlock.y);
        atomicMax(&S.MaxZ, W.MaxBlock.z);
        atomicMax(&S.MaxShmem, W.MaxShmem);
        if (W.Cleans)
          atomicMin(&S.Owner, CleanThread);
        if ((Old >> 32) == 0) {
          // (4): the state of the next epoch.
          clearState(States[(Epoch + 1) % NumBlockStates]);
          unsigned Chunk = 0;
          char *Rec = poolAlloc(
              Pool, NumChunks, ChunkBytes,
              recordSize(Capacity, ArgStride, Layout, ArgSize), &Chunk);
          if (Rec)
            reinterpret_cast<RecordHeader *>(Rec)->Chunk = Chunk;
          S.Rec = Rec;
        }
      }
    }
    Joined = __shfl_sync(W.Members, Ok, W.Leader);
    Old = broadcast64(W.Members, Old, W.Leader);
    Slot = (unsigned)(Old >> 32) + W.Rank;
    First = (unsigned)Old + W.Incl - (unsigned)Blocks;
  }
  cudaError_t Err = cudaSuccess;
  if (Launching && !Joined)
    Err = dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags,
                                Name);
  unsigned N = barrierCount(Joined); // barrier 1
  if (N == 0)
    return Err;
  Frame->Epoch = Epoch + 1;
  // Uniform from here on: every thread reads the same state.
  unsigned long long Pair = S.Pair;
  char *Rec = S.Rec;
  unsigned Owner = S.Owner;
  dim3 MaxB(S.MaxX, S.MaxY, S.MaxZ);
  unsigned MaxShmem = S.MaxShmem;
  // Alone: a record of one (nothing to share), no clean owner, the pool
  // full, or an aggregated block CUDA refuses whatever the kernel (each
  // dimension's maximum is valid, their product may not be).
  if (N < 2 || Owner == NoOwner || !Rec || threadsOf(MaxB) > 1024) {
    if (Joined && Slot == 0 && Rec)
      poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
    if (Joined)
      Err = dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream,
                                  Flags, Name);
    return Err;
  }
  if (Joined) {
    writeEntry(Rec, Capacity, Slot, First + (unsigned)Blocks, G, B, Shmem, Args,
               ArgSize, ArgStride, Layout);
    if (Slot == 0)
      writeHeader(Rec, Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk,
                  (unsigned)Pair, N, Capacity, ArgStride, Layout, Args,
                  ArgSize);
    // Release at gpu scope before barrier 2, after which the owner
    // launches (as in the warp path).
    dpagg_rt::fenceAcqRel();
  }
  __barrier_sync(0); // barrier 2: the record is complete
  bool IsOwner = Joined && linearThread() == Owner;
  // Where nothing observes the launch (a flag of the site: the same in
  // every thread), nobody waits: the owner launches, or on a refusal
  // launches every joiner's launch from the record.
  if (Flags & DPAGG_LAUNCH_UNOBSERVED) {
    if (IsOwner)
      launchAggregate(Rec, Pool, Agg, (unsigned)Pair, MaxB, MaxShmem,
                      SafeThreads, Stream, Flags, Orig, ArgSize, Name);
    return Err;
  }
  if (IsOwner)
    S.Result = launchAggregate(Rec, Pool, Agg, (unsigned)Pair, MaxB, MaxShmem,
                               SafeThreads, Stream, Flags, Orig, ArgSize, Name)
                   ? Launched
                   : 0;
  __barrier_sync(0); // barrier 3: every joiner waits for the launch
  if (Joined && S.Result != Launched)
    Err = dpagg_rt::launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags,
                                Name);
  return Err;
}

/// A block-scope launch site: every live thread of the block launches here.
DPAGG_RT cudaError_t __dpagg_aggregate_block(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, unsigned SafeThreads,
    unsigned SafeShmem, void *Frame, char *Table) {
  return aggregateBlock(Agg, Orig, Name, Flags, Args, ArgSize, ArgStride, GridX,
                        GridY, GridZ, BlockX, BlockY, BlockZ, Shmem, Stream,
                        Pool, NumChunks, ChunkBytes, Layout, SafeThreads,
                        SafeShmem, true, Frame, Table);
}

/// A postponed block-scope launch: every live thread of the block comes
/// here; those that reached the original launch have \p Pending set and
/// launch with the configuration they saved there.
DPAGG_RT cudaError_t __dpagg_aggregate_block_postponed(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, unsigned SafeThreads,
    unsigned SafeShmem, unsigned Pending, void *Frame, char *Table) {
  return aggregateBlock(Agg, Orig, Name, Flags, Args, ArgSize, ArgStride, GridX,
                        GridY, GridZ, BlockX, BlockY, BlockZ, Shmem, Stream,
                        Pool, NumChunks, ChunkBytes, Layout, SafeThreads,
                        SafeShmem, Pending != 0, Frame, Table);
}

//===----------------------------------------------------------------------===//
// Aggregated child
//===----------------------------------------------------------------------===//

namespace {
/// What thread 0 of a child block found, for the others.
struct ChildShared {
  unsigned Cfg[ConfigWords];
  unsigned First; // the parent's first block in the aggregated grid
  unsigned Total; // logical blocks of the aggregate
};
__shared__ ChildShared DPAggChild;
static_assert(sizeof(ChildShared) + alignof(ChildShared) - 1 <=
                  DPAGG_CHILD_STATE_SHARED_BYTES,
              "RuntimeABI.h");

/// Drops one block's hold on a record with release semantics: this thread's
/// reads of the record happen before the last block frees it.
__device__ __forceinline__ unsigned releaseBlock(unsigned *Counter) {
  unsigned Old;
  asm volatile("atom.release.gpu.global.add.u32 %0, [%1], -1;"
               : "=r"(Old)
               : "l"(__cvta_generic_to_global(Counter))
               : "memory");
  return Old;
}
} // namespace

/// Finds logical block \p Block's parent and fills \p Ctx; see
/// __dpagg_child_enter. \p Molded: the block loops over logical blocks and
/// holds the record until its last. Returns the aggregate's logical blocks.
__device__ __forceinline__ unsigned childEnter(const char *Rec,
                                               DPAggChildContext *Ctx,
                                               char *ArgsCopy, unsigned ArgSize,
                                               unsigned Block, bool Molded) {
  if (isFirstThread()) {
    RecordHeader *H = reinterpret_cast<RecordHeader *>(const_cast<char *>(Rec));
    const unsigned *Scan =
        reinterpret_cast<const unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
    unsigned N = H->NumParents;
    // First parent whose inclusive prefix exceeds Block. Equal grids are the
    // common case: try the guess they imply before searching.
    unsigned Lo = 0, Hi = N - 1;
    unsigned Each = Scan[0];
    unsigned Guess = Each ? Block / Each : 0;
    if (Guess < N && Scan[Guess] > Block &&
        (Guess == 0 || Scan[Guess - 1] <= Block)) {
      Lo = Guess;
    } else {
      while (Lo < Hi) {
        unsigned Mid = (Lo + Hi) / 2;
        if (Scan[Mid] > Block)
          Hi = Mid;
        else
          Lo = Mid + 1;
      }
    }
    const unsigned *Cfg = Scan + H->Capacity + ConfigWords * Lo;
    for (unsigned I = 0; I < ConfigWords; ++I)
      DPAggChild.Cfg[I] = Cfg[I];
    DPAggChild.First = Lo ? Scan[Lo - 1] : 0;
    DPAggChild.Total = Scan[N - 1];
    scatterEntry<dpagg_rt::BlobCopy::Loop>(
        ArgsCopy, Rec + H->ArgsOffset + (size_t)Lo * H->ArgStride,
        Rec + H->CommonOffset, layoutOf(Rec), ArgSize);
  }
  __barrier_sync(0);
  // Off the other threads' critical path: they run on while thread 0 drops
  // the block's hold (a contended atomic: every block of the record does it).
  // A molded block holds the record until its last logical block has read
  // it (Block + gridDim.x is past the end: see "Moldable children").
  unsigned Total = DPAggChild.Total;
  if (isFirstThread() && (!Molded || Block + gridDim.x >= Total)) {
    RecordHeader *H = reinterpret_cast<RecordHeader *>(const_cast<char *>(Rec));
    char *Pool = reinterpret_cast<char *>(static_cast<size_t>(H->Pool));
    unsigned Chunk = H->Chunk;
    if (releaseBlock(&H->BlocksLeft) == 1)
      poolRelease(Pool, Chunk);
  }
  const unsigned *Cfg = DPAggChild.Cfg;
  unsigned Local = Block - DPAggChild.First;
  unsigned GX = Cfg[0], GY = Cfg[1], GZ = Cfg[2];
  Ctx->BlockIdx[0] = Local % GX;
  Ctx->BlockIdx[1] = (Local / GX) % GY;
  Ctx->BlockIdx[2] = Local / (GX * GY);
  Ctx->BlockDim[0] = Cfg[3];
  Ctx->BlockDim[1] = Cfg[4];
  Ctx->BlockDim[2] = Cfg[5];
  Ctx->GridDim[0] = GX;
  Ctx->GridDim[1] = GY;
  Ctx->GridDim[2] = GZ;
  Ctx->Active =
      threadIdx.x < Cfg[3] && threadIdx.y < Cfg[4] && threadIdx.z < Cfg[5];
  Ctx->Args = ArgsCopy;
  Ctx->DynamicSmemSize = Cfg[6];
  return Total;
}

/// Prologue of an aggregated child, called by every thread of the block
/// before any may exit. Thread 0 finds the block's parent, copies the
/// parent's configuration and parameter blob into shared memory
/// (\p ArgsCopy, ArgSize bytes, 16-byte aligned); one barrier publishes the
/// copy; then thread 0 drops the block's hold on the record (the last block
/// returns it to the pool). \p Ctx gets the rebuilt geometry and ArgsCopy.
DPAGG_RT void __dpagg_child_enter(const char *Rec, DPAggChildContext *Ctx,
                                  char *ArgsCopy, unsigned ArgSize) {
  childEnter(Rec, Ctx, ArgsCopy, ArgSize, blockIdx.x, /*Molded=*/false);
}

//===----------------------------------------------------------------------===//
// Moldable children
//===----------------------------------------------------------------------===//
//
// A moldable aggregated child (AggregatedChild.h) runs logical blocks
// L = blockIdx.x, L + gridDim.x, ... below the aggregate's total, each with
// every thread of the block:
//
//   for (L = blockIdx.x;; L += gridDim.x) {
//     __dpagg_child_enter_at(L)       // every thread; one barrier inside
//     if (active) body                // its returns branch to the latch
//     if (L + gridDim.x >= total) exit
//     __dpagg_child_latch()           // every thread
//   }
//
// The argument that this runs every logical block exactly as its own block
// would, for every child the pass molds (moldBlocker: among others, no
// barrier of any form in the body):
//
//  - Every logical block runs once: blockIdx.x < gridDim.x <= total (the
//    launch never has more blocks than logical ones, launchAggregate), so
//    the strides of the physical blocks cover [0, total) exactly once.
//  - Its threads: the physical block's, masked to the parent's shape as in
//    the one-block-per-logical-block clone; the others go straight to the
//    latch, as they would have exited.
//  - Exits. A thread that returns from the body, or is not active, has
//    finished its logical block. After the block's last logical block it
//    exits. Before, it waits in the latch: barrier 0 with the predicate 1,
//    again and again, until one instance counts every thread of the block
//    with the predicate set, which is when every thread has finished the
//    logical block (a popc of Threads needs every thread's arrival). The
//    body has no barrier, so between the prologue's barrier (which every
//    thread passes before any enters the body) and the next logical block,
//    the latch's is the only barrier instruction any thread executes: no
//    thread can tell a waiting thread from an exited one, and no instance
//    mixes the latch with another barrier instruction. (Children with a
//    __syncthreads had threads of one warp waiting at the body's barrier and
//    at the latch at once, which PTX does not define well enough to argue
//    for, and which computed wrong values on an H100; they are not molded.)
//    The latch is not .aligned: threads reach it from divergent paths.
//  - Nothing leaks from one logical block to the next that the original
//    launch did not leave undefined: shared memory starts indeterminate in
//    a block (and the latch orders every access of one logical block before
//    every access of the next, the prologue's writes of the shared copies
//    included), static allocas start undefined, and the prologue recomputes
//    everything else per logical block.
//  - Blocks of a grid must be able to run "in any order, in parallel or in
//    series" (CUDA programming guide, thread hierarchy): running some in
//    series is one of the schedules the original launch allows, except for
//    children whose blocks wait for one another, which the pass does not
//    mold (AggregatedChild.h: the allow-list).
//  - The record. BlocksLeft counts physical blocks: launchAggregate sets it
//    to the grid it launches (writeHeader's total when the grid is not
//    cut), before the launch, so the child sees it. Each physical block
//    releases once, at the enter of its last logical block (the one with
//    L + gridDim.x >= total), after thread 0's last read of the record; no
//    thread of a molded block reads the record after that.
//  - Which clone: the pass emits both (-dpagg-moldable=auto), and an
//    aggregate whose grid launchAggregate does not cut runs the whole clone
//    (__dpagg_child_enter, one block per logical block, the code of a
//    child that is not molded): the molded one cost 1 to 3% there on the
//    H100 (bench/results/2026-11-24-h100-moldable-pair.md). Both read the
//    same record; only the molded clone is ever launched with a cut grid.

/// The prologue of logical block \p Block of a moldable child: as
/// __dpagg_child_enter; returns the aggregate's number of logical blocks.
/// Called by every thread of the block, after the latch of the previous
/// logical block (which orders the previous readers of the shared copies
/// before thread 0 overwrites them).
DPAGG_RT unsigned __dpagg_child_enter_at(const char *Rec,
                                         DPAggChildContext *Ctx, char *ArgsCopy,
                                         unsigned ArgSize, unsigned Block) {
  return childEnter(Rec, Ctx, ArgsCopy, ArgSize, Block, /*Molded=*/true);
}

/// The end of a logical block of a moldable child that has another one, by
/// every thread: returns when every thread of the block has finished it
/// (above).
DPAGG_RT void __dpagg_child_latch() {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  while (barrierCount(true) != Threads) {
  }
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_warp);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block);
DPAGG_CHECK_SIGNATURE(__dpagg_aggregate_block_postponed);
DPAGG_CHECK_SIGNATURE(__dpagg_block_init);
DPAGG_CHECK_SIGNATURE(__dpagg_block_exit);
DPAGG_CHECK_SIGNATURE(__dpagg_child_enter);
DPAGG_CHECK_SIGNATURE(__dpagg_child_enter_at);
DPAGG_CHECK_SIGNATURE(__dpagg_child_latch);
