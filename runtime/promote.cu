//===- runtime/promote.cu - launch promotion's records and pools ----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Memory for launch promotion (passes/Transforms/Promotion,
/// include/dpagg/Transforms/PromoteLaunches.h): a P record or a PA pool is
/// taken where a chain starts (on its first step's critical path, before
/// the premature launch) and given back where it ends (before the grid can
/// complete). The device heap costs 6.3 us per malloc and 5.4 us per free
/// for one thread (H100, test/Probes/promote_malloc_latency-results.md),
/// most of the 24 us that PA added to a chain of two steps. So a module's
/// promotion takes its memory from its own slabs: DPAGG_PROMOTE_SLABS
/// slabs of DPAGG_PROMOTE_SLAB_BYTES (RuntimeABI.h; 4 MiB, linked only into
/// a module that promotes: LinkRuntime links what is called), a bit per
/// slab. Never from the device heap: a promoted chain that took the
/// program's heap could make the program's own allocations fail (red team
/// pa_heap: 512 chains' pools filled a 16 MiB heap), and a module that
/// calls malloc at all makes the host's later cudaDeviceSetLimit(
/// cudaLimitMallocHeapSize) fail with cudaErrorInvalidValue once one of its
/// kernels has run (red team pa_heap_setlimit, H100). A request larger
/// than a slab (the plan refuses such kernels: PoolTooLarge) or with every
/// slab taken gets null, which the pass handles as a failed premature
/// launch: the link is made without one (a tail chain's link).
///
/// Why the slabs are exact:
///  - A slab is owned by one caller from the atomic OR that set its bit to
///    the atomic AND that clears it: the OR returns the old mask, and only
///    the caller that saw the bit clear owns the slab (a relaxed RMW is
///    atomic: one of two racing ORs sees the other's bit).
///  - Memory: the owner that gives a slab back ends its accesses with
///    fence.acq_rel.gpu before the AND (a release); the next owner's OR
///    reads that AND's value (or a later one in its release sequence: RMWs
///    continue it) and is followed by fence.acq_rel.gpu (an acquire). So
///    every access of the previous owner happens before every access of
///    the next (the PTX memory model's fence-fence synchronization; the
///    pass's own orders then hold within one owner).
///  - Which free: every pointer the pass frees came from
///    __dpagg_promote_alloc of this module (not null), so it is a slab.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"

namespace {
constexpr unsigned PromoteSlabs = DPAGG_PROMOTE_SLABS;
constexpr unsigned PromoteSlabBytes = DPAGG_PROMOTE_SLAB_BYTES;
static_assert(PromoteSlabs <= 64, "one 64-bit mask");
} // namespace

/// The slabs and their mask: bit I set while slab I is owned. Each
/// module that promotes has its own (static, as alloc.cu's pool).
static __device__
    __align__(16) char PromoteSlab[PromoteSlabs * PromoteSlabBytes];
static __device__ unsigned long long PromoteSlabMask = 0;

namespace {
DPAGG_INTERNAL unsigned long long orRelaxed(unsigned long long *P,
                                            unsigned long long V) {
  unsigned long long Old;
  asm volatile("atom.relaxed.gpu.global.or.b64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(__cvta_generic_to_global(P)), "l"(V)
               : "memory");
  return Old;
}

DPAGG_INTERNAL void andRelaxed(unsigned long long *P, unsigned long long V) {
  asm volatile("atom.relaxed.gpu.global.and.b64 _, [%0], %1;" ::"l"(
                   __cvta_generic_to_global(P)),
               "l"(V)
               : "memory");
}
} // namespace

DPAGG_RT void *__dpagg_promote_alloc(size_t AllocSize) {
  if (AllocSize > PromoteSlabBytes)
    return nullptr;
  unsigned long long Mask = *(volatile unsigned long long *)&PromoteSlabMask;
  while (~Mask) {
    unsigned I = __builtin_ctzll(~Mask); // no libdevice in the runtime
    if (I >= PromoteSlabs)
      return nullptr;
    unsigned long long Bit = 1ull << I;
    unsigned long long Old = orRelaxed(&PromoteSlabMask, Bit);
    if (!(Old & Bit)) {
      dpagg_rt::fenceAcqRel(); // acquire: the previous owner's release
      return PromoteSlab + size_t(I) * PromoteSlabBytes;
    }
    Mask = Old | Bit;
  }
  return nullptr;
}

DPAGG_RT void __dpagg_promote_free(void *Pointer) {
  auto I =
      unsigned((static_cast<char *>(Pointer) - PromoteSlab) / PromoteSlabBytes);
  dpagg_rt::fenceAcqRel(); // release: this owner's accesses come first
  andRelaxed(&PromoteSlabMask, ~(1ull << I));
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_promote_alloc);
DPAGG_CHECK_SIGNATURE(__dpagg_promote_free);
