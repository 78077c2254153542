//===- dpagg/Runtime/RuntimeABI.h - entry points of the device runtime ----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The contract between the passes and runtime/*.cu. The runtime defines the
/// entry points of RuntimeABI.def; the passes emit calls to them, built from
/// the same rows (RuntimeFunctions.h), and LinkRuntime links the definitions
/// into the device module, internalized, after checking them against the
/// rows. This header holds the constants and the C structs (each with an
/// RT_STRUCT row). Plain C types only, so the header is valid both in CUDA
/// and in the passes' C++.
///
/// Launches are described by a per-thread parameter blob (the bytes a
/// parameter buffer of the launched kernel would hold), the grid and block
/// dimensions, the dynamic shared memory and the stream. At an aggregation
/// site, what every execution of the site shares (the kernel, its child, the
/// flags, the sizes, the pool) is one constant DPAggSiteDescriptor instead.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_RUNTIMEABI_H
#define DPAGG_RUNTIME_RUNTIMEABI_H

#ifdef __cplusplus
extern "C" {
#endif

/// Bits of the `Flags` argument of __dpagg_launch_v2 and of a site
/// descriptor's `Flags`.
enum DPAggLaunchFlags {
  /// Launch through the per-thread default stream entry (_ptsz).
  DPAGG_LAUNCH_PTSZ = 1u << 0,
  /// Print a diagnostic when a launch fails (the error is returned anyway);
  /// off by default, and bounded (the first few failures of the module).
  DPAGG_LAUNCH_REPORT_ERRORS = 1u << 1,
  /// Launch the aggregated child into cudaStreamFireAndForget instead of the
  /// original (NULL) stream; the pass sets it only where that changes no
  /// order but the siblings' (fallback launches keep the original stream).
  DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET = 1u << 2,
  /// The site is its thread's only launch, made at most once: its launches
  /// may be aggregated even into a per-thread stream (runtime: only a stream
  /// known at run time to be per-thread looks at it).
  DPAGG_LAUNCH_ONLY_LAUNCH = 1u << 3,
  /// Nothing the launching thread runs afterwards can observe this launch:
  /// it is the thread's only launch, made once, its result is unused and
  /// the thread calls no stream, event or error-state function. The joiners
  /// then need not wait for the aggregate's launch: if CUDA refuses it, its
  /// owner launches every joiner's launch from the record.
  DPAGG_LAUNCH_UNOBSERVED = 1u << 4,
  /// The aggregated child is moldable (AggregatedChild.h): the child
  /// descriptor's `Child` points to a DPAggChildClones, whose molded clone
  /// (each block loops over logical blocks) the runtime launches with at
  /// most as many blocks as can be resident at once, and whose whole clone
  /// (one block per logical block) it launches when it does not cut the
  /// grid.
  DPAGG_LAUNCH_MOLDED = 1u << 5,
  /// With DPAGG_LAUNCH_MOLDED: only when the aggregate has more than
  /// DPAGG_MOLD_AUTO_FACTOR times that many blocks (-dpagg-moldable=auto).
  DPAGG_LAUNCH_MOLD_AUTO = 1u << 6,
  /// The child uses warp-level operations (DPAGG_CHILD_NEEDS_1D_BLOCK in
  /// the site's child descriptor, this unit's or another's): a launch joins
  /// an aggregate only if its block is, at run time, one-dimensional. The
  /// pass proves 1-D only from values it sees completely; the runtime checks
  /// it anyway wherever the child needs it, so no launching unit's belief
  /// decides alone (issue 21, item 17). Not in a site descriptor: the
  /// runtime sets it from the child descriptor. Bit 12: above the mold
  /// coarsening bits.
  DPAGG_LAUNCH_NEEDS_1D_BLOCK = 1u << 12,
  /// The site's block is not provably one-dimensional: a child whose
  /// descriptor says DPAGG_CHILD_NEEDS_1D_BLOCK is not used at all there
  /// (every launch is made alone, with no aggregation machinery for
  /// launches that would mostly launch alone). Only a site of another
  /// unit's kernel has it: this unit's such children are refused at such
  /// sites by the pass.
  DPAGG_LAUNCH_BLOCK_NOT_PROVEN_1D = 1u << 13,
  /// The child descriptor's `Child` points to a DPAggChildClones whose
  /// `Packed` clone runs DPAGG_PACK_WARPS logical blocks per block, one per
  /// warp: the runtime launches it for an aggregate whose blocks all have
  /// at most 32 threads and no dynamic shared memory (runtime/child.cu,
  /// "Packed children"). With or without DPAGG_LAUNCH_MOLDED (whose
  /// `Molded` is null without it).
  DPAGG_LAUNCH_PACKED = 1u << 14,
};

/// With DPAGG_LAUNCH_MOLDED, bits 8-11 of the flags: log2 of the logical
/// blocks each physical block runs (about that many: the grid is made odd,
/// join.cu; -dpagg-coarsen, DPAGG_COARSEN(N)), so that aggregates below the
/// resident capacity (many of them run at once) are molded too; 0: only the
/// capacity cut.
#define DPAGG_LAUNCH_MOLD_COARSEN_SHIFT 8
#define DPAGG_LAUNCH_MOLD_COARSEN_MASK 15u

/// -dpagg-moldable=auto launches a moldable aggregate with fewer blocks only
/// when it has more than this many times the blocks that can be resident.
/// A guess that the per-block cost the loop saves (the record search, the
/// parameter copy, the contended release atomic) only outweighs its barrier
/// per logical block after a few waves; measured on the H100 at 4096 x 4096
/// (32 times the resident blocks per aggregate): 1.64x faster
/// (bench/results/raw/2026-11-24-h100-moldable-pair/moldable-auto-405e661.txt).
#define DPAGG_MOLD_AUTO_FACTOR 4

/// Launch promotion's memory (runtime/promote.cu): DPAGG_PROMOTE_SLABS slabs
/// of DPAGG_PROMOTE_SLAB_BYTES per module that promotes, and nothing else: a
/// record or pool the plan cannot fit in a slab is refused (PoolTooLarge),
/// and with every slab taken the link is made as without a premature launch.
#define DPAGG_PROMOTE_SLABS 32
#define DPAGG_PROMOTE_SLAB_BYTES 131072

/// Chains that continue in their block (runtime/inplace.cu; TailChainPlan.cpp,
/// "In place"): a module's table of DPAGG_INPLACE_SLOTS records, each
/// DPAGG_INPLACE_RECORD_BYTES: two step flags (the step that wrote the slot,
/// plus one) at DPAGG_INPLACE_FLAGS, two words of the allowance left after
/// that step at DPAGG_INPLACE_LEFT, the next reservation at
/// DPAGG_INPLACE_CHUNK (each an unsigned), then two parameter slots of
/// DPAGG_INPLACE_ARGS_MAX bytes from DPAGG_INPLACE_ARGS; the step's parity
/// chooses the flag, the allowance word and the slot.
#define DPAGG_INPLACE_SLOTS 1024
#define DPAGG_INPLACE_PROBES 4
#define DPAGG_INPLACE_FLAGS 0
#define DPAGG_INPLACE_LEFT 8
#define DPAGG_INPLACE_CHUNK 16
#define DPAGG_INPLACE_ARGS 32
#define DPAGG_INPLACE_ARGS_MAX 256
#define DPAGG_INPLACE_RECORD_BYTES                                             \
  (DPAGG_INPLACE_ARGS + 2 * DPAGG_INPLACE_ARGS_MAX)
/// Steps a record's block reserves from the tail-chain budget at most at once.
#define DPAGG_INPLACE_CHUNK_MAX 256

/// The child descriptor's `Child` at a site with DPAGG_LAUNCH_MOLDED or
/// DPAGG_LAUNCH_PACKED: the clones of one kernel. An aggregate whose grid the
/// runtime does not cut runs the whole clone, the same code as without
/// molding; a cut one runs the molded clone (-dpagg-moldable=on passes the
/// molded clone as both); an aggregate of blocks of at most 32 threads
/// without dynamic shared memory runs the packed one, where there is one.
struct DPAggChildClones {
  void *Whole;  ///< one block per logical block (__dpagg_child_enter)
  void *Molded; ///< blocks loop over logical blocks (__dpagg_child_enter_at)
  void *Packed; ///< a logical block per warp (__dpagg_child_enter_packed),
                ///< or null
};

/// Warps, each one logical block, per block of a packed child
/// (DPAGG_LAUNCH_PACKED). Eight: with the probe's hand-written grid
/// aggregation on an H100, 8 and 16 per block ran alike, 1.35x to 2.5x
/// faster than one, and 4 did not gain
/// (bench/results/2026-11-27-h100-packed-children.md).
#define DPAGG_PACK_WARPS 8

/// Pool layout (one pool per device module, an internal global the
/// aggregation pass creates): a 64-byte header (word 0: the chunk to try
/// first), then one 64-bit state word per chunk (live records << 40 | bytes
/// used), then the chunks, 64-byte aligned. A chunk is a bump region; it is
/// reset when its last live record is released.
#define DPAGG_POOL_HEADER_SIZE 64
/// Records never straddle chunks; a larger request falls back.
#define DPAGG_POOL_MAX_CHUNK_SIZE (256u * 1024u)

/// The allocation pool that every unit with allocation sites shares
/// (runtime/alloc.cu, "The allocation pool"; program mode's frees find a
/// sub-buffer of any unit by its address in it): a weak global of this
/// name, which LinkRuntime leaves external so that nvlink keeps one; the
/// ABI version that last changed its layout (12) is in the name, so units
/// of different layouts never share one.
#define DPAGG_ALLOC_POOL __dpagg_alloc_pool_v12
#define DPAGG_ALLOC_POOL_NAME "__dpagg_alloc_pool_v12"

/// Size in bytes of the record header, before the per-parent arrays.
#define DPAGG_RECORD_HEADER_SIZE 64
/// Scalarization. A site whose launches share some parameters (uniform at
/// the aggregation scope) has a layout table (the site descriptor's
/// `Layout`): { NumRanges, Offset0, Size0, Offset1, Size1, ... } of the
/// blob's per-thread byte ranges, in increasing offset order. Each parent's
/// record entry then holds only those ranges, packed; the whole blob of one
/// launching thread is stored once per record, and a child's parameters are
/// that blob with its parent's ranges written over it. A null table means every
/// byte is per thread.

/// The `SafeThreads` and `SafeShmem` of a child descriptor: what every launch
/// of the child kernel (and of its aggregated child) accepts without asking
/// CUDA. The runtime asks cudaFuncGetAttributes about blocks beyond
/// SafeThreads; a launch beyond SafeShmem launches alone (the device-side query
/// does not report the dynamic shared memory limit reliably). SafeThreads:
/// threads per block (256 unless __launch_bounds__ says fewer: a thread has at
/// most 255 registers, so a block of 256 threads needs at most 64K). SafeShmem:
/// bytes of dynamic shared memory (48 KB less the module's static shared
/// memory: the limit without the host's opt-in).
#define DPAGG_ANY_KERNEL_THREADS 256

/// Per-thread block-scope state: DPAGG_BLOCK_FRAME_SIZE bytes in the frame of
/// each kernel with block-scope sites (DPAGG_BLOCK_FRAME_ALIGN aligned),
/// filled by __dpagg_block_init(frame, table, slots) at the kernel's entry,
/// passed with the table to every block-scope call (after their other
/// arguments) and to __dpagg_block_exit(frame, table, slots) right before
/// every return. Opaque to the passes.
#define DPAGG_BLOCK_FRAME_SIZE 16
#define DPAGG_BLOCK_FRAME_ALIGN 8

/// Static shared memory the runtime adds, in bytes, with room for its
/// alignment: to a kernel with block-scope sites (its per-block state;
/// 0 if it keeps none) and to every aggregated child (what thread 0 of a
/// child block found for the others). The pass keeps kernels within the
/// 48 KB static limit with these; runtime/block.cu and runtime/child.cu
/// check them.
#define DPAGG_BLOCK_STATE_SHARED_BYTES 0
#define DPAGG_CHILD_STATE_SHARED_BYTES 64
/// The same for a packed child: one state per warp.
#define DPAGG_PACKED_CHILD_STATE_SHARED_BYTES (DPAGG_PACK_WARPS * 48)

/// Block-state table (one per device module, a zeroed internal global in
/// global memory that the aggregation pass creates; block scope adds no
/// shared memory to any kernel): N states of DPAGG_BLOCK_STATE_SIZE bytes,
/// then N 32-bit live words (0: the slot is free); DPAGG_BLOCK_TABLE_ALIGN
/// aligned. A block holds one slot from its kernel's entry to its last
/// thread's exit; a block that finds none launches alone.
#define DPAGG_BLOCK_TABLE_ALIGN 64
#define DPAGG_BLOCK_STATE_SIZE 144
/// Default N: above the blocks resident at once on any sm_80/sm_90 GPU (132
/// SMs x 32 blocks).
#define DPAGG_BLOCK_TABLE_SLOTS 8192

/// Grid-state table (one per device module with multiblock or grid sites, a
/// zeroed internal global the aggregation pass creates):
/// DPAGG_GRID_TABLE_SLOTS states, the one of a group of a parent grid's
/// blocks at a hash of (%gridid, group) modulo the slots (runtime/grid.cu,
/// (b)). Opaque to the passes, which only lay it out (its RT_STRUCT row).
/// 8192, as DPAGG_BLOCK_TABLE_SLOTS: above the blocks resident at once on
/// any sm_80/sm_90 GPU, so even groups of one block in flight rarely share a
/// slot (a shared slot costs speed for good: grid.cu, (c)).
#define DPAGG_GRID_TABLE_SLOTS 8192
struct DPAggGridState {
  /// groupKey() of the group holding it (%gridid and group); 0: free
  unsigned long long Key;
  unsigned long long Done;  ///< threads of the group counted done
  unsigned long long Pair;  ///< records appended << 40 | their child blocks
  unsigned long long Index; ///< the grid's index of records (pool), or 0
  /// MaxShmem: of the appended records' blocks. MaxX, MaxY, MaxZ: unused
  /// (the block maxima live in the grid's index, one word tested and raised
  /// by one CAS: runtime/Grid.cuh, raiseBlock); kept for v5's layout.
  unsigned MaxX, MaxY, MaxZ, MaxShmem;
  /// Blocks that found the slot held by another grid and have not found
  /// their own grid's state since; never cleared (grid.cu, (c)). Known
  /// (session 8's red team of multi-block scope): 32 bits, so after 2^32
  /// permanent marks on one slot it wraps to 0 and (c) no longer holds; a
  /// saturating add or a 64-bit word (an ABI change) would close it.
  unsigned Failed;
  unsigned Reserved[3];
};

/// What a record's header says it is (its `Kind` word): a record of one
/// warp's or block's launches, or a grid's index of such records, which an
/// aggregated child's prologue searches first (runtime/grid.cu).
#define DPAGG_RECORD_KIND_LAUNCHES 0
#define DPAGG_RECORD_KIND_GRID_INDEX 1

/// Aggregated children across translation units (docs/architecture.md,
/// "Kernels of other translation units"). The unit that defines a kernel K
/// with external linkage publishes K's aggregated child in an external
/// constant named K's symbol name + "$dpagg_child_v<N>" (N: RT_ABI_VERSION of
/// RuntimeABI.def; RuntimeFunctions.h, getChildDescriptorSuffix); a unit
/// that launches K without defining it defines the same name weak and
/// zero-initialized, and nvlink (or the LTO link) keeps the defining unit's
/// if there is one. A null Child means "no aggregated child": every launch
/// is made alone, as without DPAgg. The suffix carries the version of this
/// ABI (record layout, child context, what the launching runtime checks),
/// so units built by DPAgg versions that do not agree fall back instead of
/// misreading each other's records (the history: RuntimeABI.def).
/// A launching unit's aggregation sites of K point at this descriptor, as
/// sites of this unit's kernels point at the private one the pass emits for
/// each child (DPAggSiteDescriptor): the runtime reads both alike.
struct DPAggChildDescriptor {
  void *Child;          ///< K's aggregated child (DPAGG_LAUNCH_MOLDED: its
                        ///< DPAggChildClones), or null
  unsigned SafeThreads; ///< see DPAGG_ANY_KERNEL_THREADS, for K
  unsigned SafeShmem;   ///< see DPAGG_ANY_KERNEL_THREADS, for K (its module)
  unsigned Flags;       ///< DPAggChildDescriptorFlags
  unsigned Reserved;
};
enum DPAggChildDescriptorFlags {
  /// The child uses warp-level operations: only a launch whose block is
  /// one-dimensional may use the aggregated child.
  DPAGG_CHILD_NEEDS_1D_BLOCK = 1u << 0,
};

/// What every execution of one aggregation site tells the runtime: a
/// private constant per site, which the pass emits from the site's frozen
/// plan (Aggregation/Lower.cpp) and passes to __dpagg_aggregate_* by
/// pointer. What changes from one execution to the next (the parameter
/// blob, the configuration, the stream, a postponed launch's pending flag)
/// is an argument instead.
struct DPAggSiteDescriptor {
  /// The child and what every launch of it accepts: this unit's child's
  /// descriptor, or another unit's published one (the weak zero one if no
  /// unit publishes it).
  const struct DPAggChildDescriptor *Child;
  void *Kernel;           ///< the launched kernel, launched alone
  const char *Name;       ///< its name, for diagnostics
  char *Pool;             ///< the module's pool ("Pool layout")
  const unsigned *Layout; ///< the scalarization table, or null
  unsigned Flags;         ///< DPAggLaunchFlags
  unsigned ArgSize;       ///< bytes of the parameter blob
  unsigned ArgStride;     ///< bytes of a parent's record entry
  unsigned NumChunks;     ///< the pool's chunks
  unsigned ChunkBytes;    ///< bytes of each
  /// A multiblock or grid site: consecutive parent blocks per group
  /// (runtime/grid.cu), DPAGG_GROUP_BLOCKS_GRID for the grid,
  /// DPAGG_GROUP_BLOCKS_AUTO | N for the grid when it has N blocks or more
  /// (and, with DPAGG_GROUP_BLOCKS_FEW_WAVES, few enough threads); 0
  /// elsewhere.
  unsigned GroupBlocks;
};

/// A site descriptor's GroupBlocks at a grid-scope site: one group of every
/// block of the grid (no parent grid has this many blocks).
#define DPAGG_GROUP_BLOCKS_GRID 0xffffffffu
/// A site descriptor's GroupBlocks with this bit (and not
/// DPAGG_GROUP_BLOCKS_GRID): -dpagg-auto-grid's site, one group of every
/// block where the parent grid has at least the low bits' blocks, and no
/// group (each block launches its own record, as at block scope) where it
/// has fewer. Decided per parent grid at run time (runtime/Grid.cuh,
/// groupsInThisGrid).
#define DPAGG_GROUP_BLOCKS_AUTO 0x80000000u
/// With DPAGG_GROUP_BLOCKS_AUTO: also no group where the parent grid has
/// more threads than DPAGG_FEW_WAVES waves of a full GPU
/// (DPAGG_WAVE_THREADS_PER_SM threads on each of %nsmid SMs). The auto rule's
/// site at its threads' last exit, where a loop or call runs after the
/// launch (Aggregation/LastExitPlan.cpp, loopsAfterLaunch): its group's
/// aggregate waits for the grid's latest thread, which in a grid of many
/// waves holds the first wave's children back behind every later wave's
/// work. Decided per parent grid at run time (runtime/Grid.cuh,
/// groupsInThisGrid).
#define DPAGG_GROUP_BLOCKS_FEW_WAVES 0x40000000u
/// Waves of threads (DPAGG_GROUP_BLOCKS_FEW_WAVES): measured on the H200
/// (bench/results/2026-11-28-h200-s21-late-exit-waves.md), per grid was
/// 2.6x and 3.4x faster than per block at one and two waves of LateExit,
/// and 1.05x slower at four.
#define DPAGG_FEW_WAVES 2u
/// The most threads an SM holds (sm_70 to sm_90: 2048; fewer on some
/// GPUs, which only counts a grid as fewer waves than it is).
#define DPAGG_WAVE_THREADS_PER_SM 2048u

/// One parent's configuration entry: grid x,y,z, block x,y,z, shared memory.
#define DPAGG_PARENT_CONFIG_WORDS 7

/// Per-block state of an aggregated child, filled by __dpagg_child_enter.
/// Field order is part of the ABI: the passes read it by index.
struct DPAggChildContext {
  unsigned BlockIdx[3];
  unsigned BlockDim[3];
  unsigned GridDim[3];
  unsigned Active;          ///< 0 for surplus threads of the aggregated block
  const char *Args;         ///< this block's parent's parameter blob (a copy in
                            ///< shared memory)
  unsigned DynamicSmemSize; ///< the parent's launch's dynamic shared memory
                            ///< (what %dynamic_smem_size reads in it)
  /// A held release (__dpagg_child_enter_held): the record whose hold this
  /// thread drops at its exit (__dpagg_child_exit), or null; its grid
  /// index, or null; and the record's count of blocks before this block's
  /// drop (1: the last block, which gives the record back).
  const char *HeldRecord;
  const char *HeldIndex;
  unsigned HeldCount;
};

#ifdef __cplusplus
}
#endif
#endif // DPAGG_RUNTIME_RUNTIMEABI_H
