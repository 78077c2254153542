//===- runtime/Record.cuh - the record of an aggregate --------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to runtime/: the layout of a record and the writing and reading
/// of its entries. A record is a header, then per parent (in slot order) the
/// inclusive prefix sum of child blocks, the configuration, and the parameter
/// blob (under a scalarization layout, only the parent's own ranges of it,
/// then one shared blob). The parents write it (writeEntry, writeHeader),
/// the child reads it (scatterEntry), and a refused aggregate is replayed from
/// it (join.cu). All inline, for the reason Pool.cuh gives.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_RECORD_CUH
#define DPAGG_RUNTIME_RECORD_CUH

#include "Pool.cuh"

namespace dpagg_rt {

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
  unsigned Kind;             // DPAGG_RECORD_KIND_LAUNCHES (grid.cu: an index)
  unsigned Pad[3];
};
static_assert(sizeof(RecordHeader) == DPAGG_RECORD_HEADER_SIZE, "ABI");

constexpr unsigned ConfigWords = DPAGG_PARENT_CONFIG_WORDS;

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
  H->Kind = DPAGG_RECORD_KIND_LAUNCHES;
  H->CommonOffset = 0;
  if (Layout) {
    H->CommonOffset = alignUp(argsOffset(Capacity) + Capacity * ArgStride, 16);
    if (ArgSize)
      dpagg_rt::copyAligned16<dpagg_rt::BlobCopy::Unrolled>(
          Rec + H->CommonOffset, Args, ArgSize);
  }
}

} // namespace dpagg_rt
#endif // DPAGG_RUNTIME_RECORD_CUH
