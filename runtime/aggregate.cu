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
/// launch cannot join (invalid or huge configuration, another stream), every
/// thread when the pool is full, and every parent of a record whose launch
/// failed, launches its original kernel with its original configuration.
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
  unsigned ArgsOffset; // from the record start; 64-byte aligned
  unsigned Capacity;   // entries the arrays have room for (>= NumParents)
  unsigned long long Layout; // scalarization table, or 0 (RuntimeABI.h)
  unsigned CommonOffset;     // the shared blob, when Layout is set
  unsigned ArgSize;          // bytes of the whole parameter blob
  unsigned Pad[4];
};
static_assert(sizeof(RecordHeader) == DPAGG_RECORD_HEADER_SIZE, "ABI");

constexpr unsigned ConfigWords = DPAGG_PARENT_CONFIG_WORDS;
/// Grids of at most 2^25 blocks join, so 32 parents' sum fits a grid's x and
/// a block of 1024 parents' sum cannot overflow 2^31 unchecked.
constexpr unsigned long long MaxJoinBlocks = 1ull << 25;

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

/// Drops one live record of chunk \p C; the last one resets the chunk. The
/// reset is a CAS against "no live record, nothing allocated since", so an
/// allocation that raced in keeps the chunk.
__device__ void poolRelease(char *Pool, unsigned C) {
  unsigned long long *W = chunkWords(Pool) + C;
  __threadfence(); // the record's readers are done before it is reused
  unsigned long long Old = atomicAdd(W, ~0ull << 32); // live - 1
  if ((Old >> 32) == 1)
    atomicCAS(W, Old - (1ull << 32), 0ull);
}

/// Bump-allocates \p Size bytes (64-byte aligned) in some chunk, counting a
/// live record there; null when every chunk is too full.
__device__ char *poolAlloc(char *Pool, unsigned NumChunks, unsigned ChunkBytes,
                           unsigned Size, unsigned *ChunkOut) {
  Size = alignUp(Size, 64);
  if (Size > ChunkBytes || NumChunks == 0)
    return nullptr;
  unsigned *Hint = reinterpret_cast<unsigned *>(Pool);
  unsigned First = *(volatile unsigned *)Hint % NumChunks;
  for (unsigned T = 0; T < NumChunks; ++T) {
    unsigned C = First + T < NumChunks ? First + T : First + T - NumChunks;
    unsigned long long *W = chunkWords(Pool) + C;
    // Skip full chunks without an atomic: it also bounds how far failed
    // attempts can push the 32-bit used count (one record each, at most).
    unsigned long long Seen = *(volatile unsigned long long *)W;
    if ((unsigned)Seen + Size > ChunkBytes)
      continue;
    unsigned long long Old = atomicAdd(W, (1ull << 32) | Size);
    unsigned Used = (unsigned)Old;
    if (Used + Size <= ChunkBytes) {
      __threadfence(); // acquire: earlier readers of this space are done
      if (T)
        *(volatile unsigned *)Hint = C;
      *ChunkOut = C;
      return chunkBase(Pool, NumChunks, ChunkBytes, C) + Used;
    }
    poolRelease(Pool, C); // undo the live count; the chunk stays full
  }
  return nullptr;
}

__device__ __forceinline__ unsigned argsOffset(unsigned Capacity) {
  return alignUp(DPAGG_RECORD_HEADER_SIZE + 4 * Capacity +
                     4 * ConfigWords * Capacity,
                 64);
}

/// Packs this thread's per-thread ranges of \p Blob into \p Entry.
__device__ __forceinline__ void gatherEntry(char *Entry, const char *Blob,
                                            const unsigned *Layout,
                                            unsigned ArgSize) {
  if (!Layout) {
    if (ArgSize)
      memcpy(__builtin_assume_aligned(Entry, 16),
             __builtin_assume_aligned(Blob, 16), ArgSize);
    return;
  }
  for (unsigned R = 0, At = 0; R < Layout[0]; ++R) {
    memcpy(Entry + At, Blob + Layout[1 + 2 * R], Layout[2 + 2 * R]);
    At += Layout[2 + 2 * R];
  }
}

/// Rebuilds a parent's whole blob in \p Blob from its entry (and the
/// record's shared blob, under a layout).
__device__ __forceinline__ void scatterEntry(char *Blob, const char *Entry,
                                             const char *Common,
                                             const unsigned *Layout,
                                             unsigned ArgSize) {
  if (!Layout) {
    if (ArgSize)
      memcpy(__builtin_assume_aligned(Blob, 16),
             __builtin_assume_aligned(Entry, 16), ArgSize);
    return;
  }
  if (ArgSize)
    memcpy(__builtin_assume_aligned(Blob, 16),
           __builtin_assume_aligned(Common, 16), ArgSize);
  for (unsigned R = 0, At = 0; R < Layout[0]; ++R) {
    memcpy(Blob + Layout[1 + 2 * R], Entry + At, Layout[2 + 2 * R]);
    At += Layout[2 + 2 * R];
  }
}

__device__ __forceinline__ const unsigned *layoutOf(const char *Rec) {
  return reinterpret_cast<const unsigned *>(static_cast<size_t>(
      reinterpret_cast<const RecordHeader *>(Rec)->Layout));
}

/// Writes one parent's entry into slot \p Slot of a record.
__device__ __forceinline__ void writeEntry(char *Rec, unsigned Capacity,
                                           unsigned Slot, unsigned ScanIncl,
                                           dim3 G, dim3 B, unsigned Shmem,
                                           const void *Args, unsigned ArgSize,
                                           unsigned ArgStride,
                                           const unsigned *Layout) {
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

/// Launches every parent of a record with its original configuration; used
/// when the aggregated launch itself failed. True if all were launched.
__device__ bool replayRecord(char *Rec, void *Orig, unsigned ArgSize,
                             cudaStream_t Stream, unsigned Flags,
                             const char *Name) {
  bool AllLaunched = true;
  const RecordHeader *H = reinterpret_cast<const RecordHeader *>(Rec);
  const unsigned *Scan =
      reinterpret_cast<const unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  for (unsigned P = 0; P < H->NumParents; ++P) {
    const unsigned *Cfg = Scan + H->Capacity + ConfigWords * P;
    cudaError_t Err = cudaErrorLaunchOutOfResources;
    void *Buf = cudaGetParameterBufferV2(Orig, dim3(Cfg[0], Cfg[1], Cfg[2]),
                                         dim3(Cfg[3], Cfg[4], Cfg[5]), Cfg[6]);
    if (Buf) {
      scatterEntry(static_cast<char *>(Buf),
                   Rec + H->ArgsOffset + (size_t)P * H->ArgStride,
                   Rec + H->CommonOffset, layoutOf(Rec), ArgSize);
      Err = dpagg_rt::launchBuffer(Buf, Stream, Flags);
    }
    if (Err != cudaSuccess) {
      dpagg_rt::reportLaunchError(Name, Err, Flags);
      AllLaunched = false;
    }
  }
  return AllLaunched;
}

/// Whether a launch may join an aggregate: a valid configuration whose grid
/// is not so large that the aggregate's grid could overflow.
__device__ __forceinline__ bool canJoin(dim3 G, dim3 B,
                                        unsigned long long &Blocks) {
  Blocks = (unsigned long long)G.x * G.y * G.z;
  unsigned long long Threads = (unsigned long long)B.x * B.y * B.z;
  return Blocks > 0 && Blocks <= MaxJoinBlocks && Threads > 0 &&
         Threads <= 1024;
}

__device__ cudaError_t launchAlone(void *Orig, const void *Args,
                                   unsigned ArgSize, dim3 G, dim3 B,
                                   unsigned Shmem, cudaStream_t Stream,
                                   unsigned Flags, const char *Name) {
  cudaError_t Err =
      dpagg_rt::launchV2(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags);
  if (Err != cudaSuccess)
    dpagg_rt::reportLaunchError(Name, Err, Flags);
  return Err;
}

/// The aggregated launch, by the one thread that owns the record; falls back
/// to replaying the record's launches if CUDA refuses it.
__device__ cudaError_t launchRecord(char *Rec, char *Pool, void *Agg,
                                    void *Orig, unsigned TotalBlocks,
                                    dim3 MaxBlock, unsigned MaxShmem,
                                    unsigned ArgSize, cudaStream_t Stream,
                                    unsigned Flags, const char *Name) {
  void *RecArg = Rec;
  cudaError_t Before = cudaPeekAtLastError();
  cudaStream_t AggStream = (Flags & DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET)
                               ? cudaStreamFireAndForget
                               : Stream;
  cudaError_t Err = dpagg_rt::launchV2(Agg, &RecArg, sizeof(RecArg),
                                       dim3(TotalBlocks), MaxBlock, MaxShmem,
                                       AggStream, Flags);
  if (Err == cudaSuccess)
    return Err;
  bool Replayed = replayRecord(Rec, Orig, ArgSize, Stream, Flags, Name);
  poolRelease(Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk);
  // Every launch happened after all: the refused aggregate is DPAgg's
  // business, not the thread's cudaGetLastError()'s.
  if (Replayed && Before == cudaSuccess) {
    (void)cudaGetLastError();
    return cudaSuccess;
  }
  return Err;
}

__device__ __forceinline__ unsigned recordSize(unsigned Capacity,
                                               unsigned Stride,
                                               const unsigned *Layout,
                                               unsigned ArgSize);

/// The header, and under a layout the shared blob (this thread's).
__device__ __forceinline__ void writeHeader(char *Rec, char *Pool,
                                            unsigned Chunk, unsigned Total,
                                            unsigned N, unsigned Capacity,
                                            unsigned ArgStride,
                                            const unsigned *Layout,
                                            const void *Args,
                                            unsigned ArgSize) {
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
      memcpy(__builtin_assume_aligned(Rec + H->CommonOffset, 16),
             __builtin_assume_aligned(Args, 16), ArgSize);
  }
}

__device__ __forceinline__ unsigned recordSize(unsigned Capacity,
                                               unsigned Stride,
                                               const unsigned *Layout,
                                               unsigned ArgSize) {
  unsigned Entries = argsOffset(Capacity) + Capacity * Stride;
  return Layout ? alignUp(Entries, 16) + ArgSize : Entries;
}

} // namespace

//===----------------------------------------------------------------------===//
// Warp groups
//===----------------------------------------------------------------------===//

namespace {
/// The lanes of one warp that reach a launch site together and launch into
/// one stream, and what they want: the shape of one aggregate (or of one
/// warp's share of a block aggregate).
struct WarpGroup {
  unsigned Members; // lanes that join
  unsigned N;       // popcount(Members)
  unsigned Rank;    // this lane's index among Members, in lane order
  unsigned Leader;  // lowest member lane
  unsigned Incl;    // inclusive prefix of child blocks, in rank order
  unsigned Total;   // child blocks of the whole group
  dim3 MaxBlock;
  unsigned MaxShmem;
};

/// Forms this lane's group; false if this lane does not launch or its launch
/// cannot join (then it must launch alone). Every lane that reaches the site
/// calls it.
__device__ __forceinline__ bool formWarpGroup(dim3 G, dim3 B, unsigned Shmem,
                                              cudaStream_t Stream,
                                              bool Launching,
                                              unsigned long long &Blocks,
                                              WarpGroup &W) {
  unsigned Active = __activemask();
  unsigned Group = __match_any_sync(
      Active, (unsigned long long)reinterpret_cast<size_t>(Stream));
  bool Join = canJoin(G, B, Blocks) && Launching;
  unsigned Members = __ballot_sync(Group, Join);
  if (!Join)
    return false;
  unsigned LtMask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(LtMask));
  W.Members = Members;
  W.N = __builtin_popcount(Members);
  W.Rank = __builtin_popcount(Members & LtMask);
  W.Leader = __builtin_ffs(Members) - 1;
  unsigned Mine = (unsigned)Blocks, Incl = 0, Total = 0;
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
  W.MaxBlock = dim3(__reduce_max_sync(Members, B.x),
                    __reduce_max_sync(Members, B.y),
                    __reduce_max_sync(Members, B.z));
  W.MaxShmem = __reduce_max_sync(Members, Shmem);
  return true;
}

__device__ __forceinline__ unsigned long long
broadcast64(unsigned Mask, unsigned long long V, unsigned Src) {
  return __shfl_sync(Mask, V, Src);
}
} // namespace

//===----------------------------------------------------------------------===//
// Warp scope
//===----------------------------------------------------------------------===//

/// Called by every thread that reaches a warp-scope launch site, in any
/// control flow: the lanes that arrive together (__activemask) and launch
/// into the same stream share one aggregated launch.
DPAGG_RT cudaError_t __dpagg_aggregate_warp(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  unsigned long long Blocks;
  WarpGroup W;
  if (!formWarpGroup(G, B, Shmem, Stream, /*Launching=*/true, Blocks, W))
    return launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);

  char *Rec = nullptr;
  unsigned Chunk = 0;
  if (W.Rank == 0)
    Rec = poolAlloc(Pool, NumChunks, ChunkBytes,
                    recordSize(W.N, ArgStride, Layout, ArgSize), &Chunk);
  Rec = reinterpret_cast<char *>(static_cast<size_t>(broadcast64(
      W.Members, (unsigned long long)reinterpret_cast<size_t>(Rec), W.Leader)));
  if (!Rec) // pool full: everybody launches alone, nothing is lost
    return launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);

  writeEntry(Rec, W.N, W.Rank, W.Incl, G, B, Shmem, Args, ArgSize, ArgStride,
             Layout);
  if (W.Rank == 0)
    writeHeader(Rec, Pool, Chunk, W.Total, W.N, W.N, ArgStride, Layout, Args,
                ArgSize);
  // Each lane's writes, this entry and whatever it wrote before its launch,
  // must be visible to the child the leader launches.
  __threadfence();
  __syncwarp(W.Members);
  if (W.Rank != 0)
    return cudaSuccess;
  return launchRecord(Rec, Pool, Agg, Orig, W.Total, W.MaxBlock, W.MaxShmem,
                      ArgSize, Stream, Flags, Name);
}

//===----------------------------------------------------------------------===//
// Block scope
//===----------------------------------------------------------------------===//

namespace {
/// Shared state of one block-scope site call. Two of them alternate (by
/// Epoch), so the owner of a call can clear the previous call's state while
/// this call's is still being read, and each call needs two barriers only.
struct BlockState {
  unsigned long long Pair; // parents << 32 | child blocks
  unsigned long long Stream;
  unsigned MaxX, MaxY, MaxZ, MaxShmem;
  char *Rec;
};
struct BlockSites {
  BlockState State[2];
  unsigned Epoch;
};
__shared__ BlockSites DPAggBlock;
static_assert(sizeof(BlockSites) + alignof(BlockSites) - 1 <=
                  DPAGG_BLOCK_STATE_SHARED_BYTES,
              "RuntimeABI.h");
constexpr unsigned long long NoStream = ~0ull;

__device__ __forceinline__ bool isFirstThread() {
  return threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
}

__device__ __forceinline__ void clearState(BlockState &S) {
  S.Pair = 0;
  S.Stream = NoStream;
  S.MaxX = S.MaxY = S.MaxZ = S.MaxShmem = 0;
  S.Rec = nullptr;
}
} // namespace

/// At the entry of every kernel with block-scope sites, where every thread
/// of the block is still alive.
DPAGG_RT void __dpagg_block_init() {
  if (isFirstThread()) {
    clearState(DPAggBlock.State[0]);
    clearState(DPAggBlock.State[1]);
    DPAggBlock.Epoch = 0;
  }
  __barrier_sync(0);
}

/// Every live thread of the block calls it at a block-scope launch site
/// (the pass proved they all reach it; threads that exited count as arrived
/// at the barriers); \p Launching is false for the threads that pass a
/// postponed site without having launched. Each warp group adds its share
/// with one shared atomic; the group that gets slot 0 allocates the record
/// (sized for every thread of the block, so before the count is known);
/// barrier; every joiner writes its entry; barrier; the owner of slot 0
/// launches.
__device__ __forceinline__ cudaError_t aggregateBlock(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, bool Launching) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  // Stable until this call's first barrier: only the owner of this call's
  // slot 0 advances it, after that barrier.
  unsigned Epoch = *(volatile unsigned *)&DPAggBlock.Epoch;
  BlockState &S = DPAggBlock.State[Epoch & 1];
  unsigned Capacity = blockDim.x * blockDim.y * blockDim.z;
  unsigned long long StreamBits =
      (unsigned long long)reinterpret_cast<size_t>(Stream);
  unsigned long long Blocks;
  WarpGroup W;
  bool Join = formWarpGroup(G, B, Shmem, Stream, Launching, Blocks, W);
  cudaError_t Err = cudaSuccess;
  unsigned Slot = 0, First = 0;
  if (Join) {
    unsigned long long Old = 0;
    unsigned Ok = 0;
    if (W.Rank == 0) {
      // The first group's stream is the record's; other streams launch
      // alone.
      unsigned long long Prev = atomicCAS(&S.Stream, NoStream, StreamBits);
      Ok = Prev == NoStream || Prev == StreamBits;
      if (Ok) {
        Old = atomicAdd(&S.Pair, ((unsigned long long)W.N << 32) | W.Total);
        atomicMax(&S.MaxX, W.MaxBlock.x);
        atomicMax(&S.MaxY, W.MaxBlock.y);
        atomicMax(&S.MaxZ, W.MaxBlock.z);
        atomicMax(&S.MaxShmem, W.MaxShmem);
        if ((Old >> 32) == 0) {
          unsigned Chunk = 0;
          char *Rec = poolAlloc(Pool, NumChunks, ChunkBytes,
                                recordSize(Capacity, ArgStride, Layout,
                                           ArgSize),
                                &Chunk);
          if (Rec)
            reinterpret_cast<RecordHeader *>(Rec)->Chunk = Chunk;
          S.Rec = Rec;
        }
      }
    }
    Ok = __shfl_sync(W.Members, Ok, W.Leader);
    Old = broadcast64(W.Members, Old, W.Leader);
    Join = Ok;
    Slot = (unsigned)(Old >> 32) + W.Rank;
    First = (unsigned)Old + W.Incl - (unsigned)Blocks;
  }
  if (!Join && Launching)
    Err = launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);
  __barrier_sync(0);
  unsigned long long Pair = S.Pair;
  unsigned N = (unsigned)(Pair >> 32);
  if (N == 0) // uniform: every thread read the same Pair
    return Err;
  char *Rec = S.Rec;
  if (Join && Slot == 0) {
    // Everybody has finished with the other state (in the previous call);
    // clear it for the next call, and move on to it.
    clearState(DPAggBlock.State[(Epoch + 1) & 1]);
    DPAggBlock.Epoch = Epoch + 1;
  }
  if (Join) {
    if (Rec) {
      writeEntry(Rec, Capacity, Slot, First + (unsigned)Blocks, G, B, Shmem,
                 Args, ArgSize, ArgStride, Layout);
      if (Slot == 0)
        writeHeader(Rec, Pool, reinterpret_cast<RecordHeader *>(Rec)->Chunk,
                    (unsigned)Pair, N, Capacity, ArgStride, Layout, Args,
                    ArgSize);
      __threadfence();
    } else { // pool full: launch alone, nothing is lost
      Err = launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);
    }
  }
  dim3 MaxB(S.MaxX, S.MaxY, S.MaxZ);
  unsigned MaxShmem = S.MaxShmem;
  __barrier_sync(0);
  if (Join && Slot == 0 && Rec)
    Err = launchRecord(Rec, Pool, Agg, Orig, (unsigned)Pair, MaxB, MaxShmem,
                       ArgSize, Stream, Flags, Name);
  return Err;
}

/// A block-scope launch site: every live thread of the block launches here.
DPAGG_RT cudaError_t __dpagg_aggregate_block(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout) {
  return aggregateBlock(Agg, Orig, Name, Flags, Args, ArgSize, ArgStride,
                        GridX, GridY, GridZ, BlockX, BlockY, BlockZ, Shmem,
                        Stream, Pool, NumChunks, ChunkBytes, Layout, true);
}

/// A postponed block-scope launch: every live thread of the block comes
/// here; those that reached the original launch have \p Pending set and
/// launch with the configuration they saved there.
DPAGG_RT cudaError_t __dpagg_aggregate_block_postponed(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes, const unsigned *Layout, unsigned Pending) {
  return aggregateBlock(Agg, Orig, Name, Flags, Args, ArgSize, ArgStride,
                        GridX, GridY, GridZ, BlockX, BlockY, BlockZ, Shmem,
                        Stream, Pool, NumChunks, ChunkBytes, Layout,
                        Pending != 0);
}

//===----------------------------------------------------------------------===//
// Aggregated child
//===----------------------------------------------------------------------===//

namespace {
/// What thread 0 of a child block found, for the others.
struct ChildShared {
  unsigned Cfg[ConfigWords];
  unsigned First; // the parent's first block in the aggregated grid
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

/// Prologue of an aggregated child, called by every thread of the block
/// before any may exit. Thread 0 finds the block's parent, copies the
/// parent's configuration and parameter blob into shared memory
/// (\p ArgsCopy, ArgSize bytes, 16-byte aligned); one barrier publishes the
/// copy; then thread 0 drops the block's hold on the record (the last block
/// returns it to the pool). \p Ctx gets the rebuilt geometry and ArgsCopy.
DPAGG_RT void __dpagg_child_enter(const char *Rec, DPAggChildContext *Ctx,
                                  char *ArgsCopy, unsigned ArgSize) {
  unsigned Block = blockIdx.x;
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
    scatterEntry(ArgsCopy, Rec + H->ArgsOffset + (size_t)Lo * H->ArgStride,
                 Rec + H->CommonOffset, layoutOf(Rec), ArgSize);
  }
  __barrier_sync(0);
  // Off the other threads' critical path: they run on while thread 0 drops
  // the block's hold (a contended atomic: every block of the record does it).
  if (isFirstThread()) {
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
}
