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
  unsigned Pad;
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

__device__ __forceinline__ unsigned argsOffset(unsigned NumParents) {
  return alignUp(DPAGG_RECORD_HEADER_SIZE + 4 * NumParents +
                     4 * ConfigWords * NumParents,
                 64);
}

/// Writes one parent's entry into slot \p Slot of a record.
__device__ __forceinline__ void writeEntry(char *Rec, unsigned NumParents,
                                           unsigned Slot, unsigned ScanIncl,
                                           dim3 G, dim3 B, unsigned Shmem,
                                           const void *Args, unsigned ArgSize,
                                           unsigned ArgStride) {
  unsigned *Scan = reinterpret_cast<unsigned *>(Rec + DPAGG_RECORD_HEADER_SIZE);
  unsigned *Cfg = Scan + NumParents + ConfigWords * Slot;
  Scan[Slot] = ScanIncl;
  Cfg[0] = G.x;
  Cfg[1] = G.y;
  Cfg[2] = G.z;
  Cfg[3] = B.x;
  Cfg[4] = B.y;
  Cfg[5] = B.z;
  Cfg[6] = Shmem;
  if (ArgSize)
    memcpy(__builtin_assume_aligned(Rec + argsOffset(NumParents) +
                                        (size_t)Slot * ArgStride,
                                    16),
           __builtin_assume_aligned(Args, 16), ArgSize);
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
    const unsigned *Cfg = Scan + H->NumParents + ConfigWords * P;
    cudaError_t Err = dpagg_rt::launchV2(
        Orig, Rec + H->ArgsOffset + (size_t)P * H->ArgStride, ArgSize,
        dim3(Cfg[0], Cfg[1], Cfg[2]), dim3(Cfg[3], Cfg[4], Cfg[5]), Cfg[6],
        Stream, Flags);
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
  cudaError_t Err = dpagg_rt::launchV2(Agg, &RecArg, sizeof(RecArg),
                                       dim3(TotalBlocks), MaxBlock, MaxShmem,
                                       Stream, Flags);
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

__device__ __forceinline__ void writeHeader(char *Rec, char *Pool,
                                            unsigned Chunk, unsigned Total,
                                            unsigned N, unsigned ArgStride) {
  RecordHeader *H = reinterpret_cast<RecordHeader *>(Rec);
  H->Pool = reinterpret_cast<unsigned long long>(Pool);
  H->Chunk = Chunk;
  H->BlocksLeft = Total;
  H->NumParents = N;
  H->ArgStride = ArgStride;
  H->ArgsOffset = argsOffset(N);
  H->Pad = 0;
}

__device__ __forceinline__ unsigned recordSize(unsigned N, unsigned Stride) {
  return argsOffset(N) + N * Stride;
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
    unsigned ChunkBytes) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  unsigned Active = __activemask();
  unsigned Group = __match_any_sync(
      Active, (unsigned long long)reinterpret_cast<size_t>(Stream));
  unsigned long long Blocks;
  bool Join = canJoin(G, B, Blocks);
  unsigned Members = __ballot_sync(Group, Join);
  if (!Join)
    return launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);

  unsigned LtMask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(LtMask));
  unsigned N = __builtin_popcount(Members);
  unsigned Slot = __builtin_popcount(Members & LtMask);
  unsigned Leader = __builtin_ffs(Members) - 1;

  // Inclusive prefix sum of child blocks in slot order.
  unsigned Mine = (unsigned)Blocks, Incl = 0, Total = 0;
  if (Members == 0xffffffffu) {
    Incl = Mine;
    for (unsigned D = 1; D < 32; D <<= 1) {
      unsigned V = __shfl_up_sync(Members, Incl, D);
      if (Slot >= D)
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
  dim3 MaxB(__reduce_max_sync(Members, B.x), __reduce_max_sync(Members, B.y),
            __reduce_max_sync(Members, B.z));
  unsigned MaxShmem = __reduce_max_sync(Members, Shmem);

  char *Rec = nullptr;
  unsigned Chunk = 0;
  if (Slot == 0)
    Rec = poolAlloc(Pool, NumChunks, ChunkBytes, recordSize(N, ArgStride),
                    &Chunk);
  unsigned long long RecBits = __shfl_sync(
      Members, (unsigned long long)reinterpret_cast<size_t>(Rec), Leader);
  Rec = reinterpret_cast<char *>(static_cast<size_t>(RecBits));
  if (!Rec) // pool full: everybody launches alone, nothing is lost
    return launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);

  writeEntry(Rec, N, Slot, Incl, G, B, Shmem, Args, ArgSize, ArgStride);
  if (Slot == 0)
    writeHeader(Rec, Pool, Chunk, Total, N, ArgStride);
  // Each lane's writes, this entry and whatever it wrote before its launch,
  // must be visible to the child the leader launches.
  __threadfence();
  __syncwarp(Members);
  cudaError_t Err = cudaSuccess;
  if (Slot == 0)
    Err = launchRecord(Rec, Pool, Agg, Orig, Total, MaxB, MaxShmem, ArgSize,
                       Stream, Flags, Name);
  return Err;
}

//===----------------------------------------------------------------------===//
// Block scope
//===----------------------------------------------------------------------===//

namespace {
/// Shared state of block-scope sites; reset by the owner of each record and
/// zeroed by __dpagg_block_init at kernel entry.
struct BlockState {
  unsigned long long Pair; // parents << 32 | child blocks
  unsigned long long Stream;
  unsigned MaxX, MaxY, MaxZ, MaxShmem;
  char *Rec;
};
__shared__ BlockState DPAggBlock;
constexpr unsigned long long NoStream = ~0ull;

__device__ __forceinline__ bool isFirstThread() {
  return threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
}
} // namespace

/// At the entry of every kernel with block-scope sites, where every thread
/// of the block is still alive.
DPAGG_RT void __dpagg_block_init() {
  if (isFirstThread()) {
    DPAggBlock.Pair = 0;
    DPAggBlock.Stream = NoStream;
    DPAggBlock.MaxX = DPAggBlock.MaxY = DPAggBlock.MaxZ = 0;
    DPAggBlock.MaxShmem = 0;
    DPAggBlock.Rec = nullptr;
  }
  __barrier_sync(0);
}

/// Called by every live thread of the block at a block-scope launch site
/// (the pass proved they all reach it; threads that exited count as arrived
/// at the barriers). Three barriers: contributions in, record allocated,
/// entries written.
DPAGG_RT cudaError_t __dpagg_aggregate_block(
    void *Agg, void *Orig, const char *Name, unsigned Flags, const void *Args,
    unsigned ArgSize, unsigned ArgStride, unsigned GridX, unsigned GridY,
    unsigned GridZ, unsigned BlockX, unsigned BlockY, unsigned BlockZ,
    unsigned Shmem, cudaStream_t Stream, char *Pool, unsigned NumChunks,
    unsigned ChunkBytes) {
  dim3 G(GridX, GridY, GridZ), B(BlockX, BlockY, BlockZ);
  BlockState &S = DPAggBlock;
  unsigned long long Blocks;
  bool Join = canJoin(G, B, Blocks);
  unsigned long long StreamBits =
      (unsigned long long)reinterpret_cast<size_t>(Stream);
  if (Join) {
    // The first joiner's stream is the record's; others launch alone.
    unsigned long long Prev = atomicCAS(&S.Stream, NoStream, StreamBits);
    Join = Prev == NoStream || Prev == StreamBits;
  }
  cudaError_t Err = cudaSuccess;
  unsigned Slot = 0, First = 0;
  if (Join) {
    unsigned long long Old = atomicAdd(&S.Pair, (1ull << 32) | Blocks);
    Slot = (unsigned)(Old >> 32);
    First = (unsigned)Old;
    atomicMax(&S.MaxX, B.x);
    atomicMax(&S.MaxY, B.y);
    atomicMax(&S.MaxZ, B.z);
    atomicMax(&S.MaxShmem, Shmem);
  } else {
    Err = launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);
  }
  __barrier_sync(0);
  unsigned long long Pair = S.Pair;
  unsigned N = (unsigned)(Pair >> 32);
  if (N == 0) // uniform: every thread read the same Pair
    return Err;
  unsigned Total = (unsigned)Pair;
  dim3 MaxB(S.MaxX, S.MaxY, S.MaxZ);
  unsigned MaxShmem = S.MaxShmem;
  if (Join && Slot == 0) {
    unsigned Chunk = 0;
    char *Rec = poolAlloc(Pool, NumChunks, ChunkBytes,
                          recordSize(N, ArgStride), &Chunk);
    if (Rec)
      writeHeader(Rec, Pool, Chunk, Total, N, ArgStride);
    S.Rec = Rec;
  }
  __barrier_sync(0);
  char *Rec = S.Rec;
  if (Join && Slot == 0) {
    // Everybody has read the state; reset it for the next site.
    S.Pair = 0;
    S.Stream = NoStream;
    S.MaxX = S.MaxY = S.MaxZ = S.MaxShmem = 0;
  }
  if (Join) {
    if (Rec)
      writeEntry(Rec, N, Slot, First + (unsigned)Blocks, G, B, Shmem, Args,
                 ArgSize, ArgStride);
    else // pool full: launch alone, nothing is lost
      Err = launchAlone(Orig, Args, ArgSize, G, B, Shmem, Stream, Flags, Name);
    __threadfence();
  }
  __barrier_sync(0);
  if (Join && Slot == 0 && Rec)
    Err = launchRecord(Rec, Pool, Agg, Orig, Total, MaxB, MaxShmem, ArgSize,
                       Stream, Flags, Name);
  return Err;
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
/// (\p ArgsCopy, ArgSize bytes, 16-byte aligned), and drops the block's
/// hold on the record (the last block returns it to the pool); one barrier
/// publishes the copy. \p Ctx gets the rebuilt geometry and ArgsCopy.
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
    const unsigned *Cfg = Scan + N + ConfigWords * Lo;
    for (unsigned I = 0; I < ConfigWords; ++I)
      DPAggChild.Cfg[I] = Cfg[I];
    DPAggChild.First = Lo ? Scan[Lo - 1] : 0;
    if (ArgSize)
      memcpy(__builtin_assume_aligned(ArgsCopy, 16),
             __builtin_assume_aligned(
                 Rec + H->ArgsOffset + (size_t)Lo * H->ArgStride, 16),
             ArgSize);
    char *Pool = reinterpret_cast<char *>(static_cast<size_t>(H->Pool));
    unsigned Chunk = H->Chunk;
    if (releaseBlock(&H->BlocksLeft) == 1)
      poolRelease(Pool, Chunk);
  }
  __barrier_sync(0);
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
}
