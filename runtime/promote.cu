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
/// promotion takes its memory from its own slabs: PromoteSlabs slabs of
/// PromoteSlabBytes in one static array (linked only into a module that
/// promotes: LinkRuntime links what is called), a bit per slab, and the
/// device heap when the request is larger than a slab or every slab is
/// taken, exactly as the pass did before. Nothing else changes: a null
/// result is the heap's failure, which the pass handles as before (the
/// link is launched as written).
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
///  - Which free: a pointer inside the array is a slab (the array is this
///    module's and no other allocator returns its addresses); anything else
///    came from malloc and goes to free.
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"

namespace {
constexpr unsigned PromoteSlabs = 64;
constexpr unsigned PromoteSlabBytes = 16384;
} // namespace

/// The slabs (1 MiB) and their mask: bit I set while slab I is owned. Each
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
  if (AllocSize <= PromoteSlabBytes) {
    unsigned long long Mask = *(volatile unsigned long long *)&PromoteSlabMask;
    while (~Mask) {
      unsigned I = __builtin_ctzll(~Mask); // no libdevice in the runtime
      unsigned long long Bit = 1ull << I;
      unsigned long long Old = orRelaxed(&PromoteSlabMask, Bit);
      if (!(Old & Bit)) {
        dpagg_rt::fenceAcqRel(); // acquire: the previous owner's release
        return PromoteSlab + size_t(I) * PromoteSlabBytes;
      }
      Mask = Old | Bit;
    }
  }
  return malloc(AllocSize);
}

DPAGG_RT void __dpagg_promote_free(void *Pointer) {
  char *P = static_cast<char *>(Pointer);
  if (P >= PromoteSlab && P < PromoteSlab + sizeof(PromoteSlab)) {
    unsigned I = unsigned((P - PromoteSlab) / PromoteSlabBytes);
    dpagg_rt::fenceAcqRel(); // release: this owner's accesses come first
    andRelaxed(&PromoteSlabMask, ~(1ull << I));
    return;
  }
  free(Pointer);
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_promote_alloc);
DPAGG_CHECK_SIGNATURE(__dpagg_promote_free);
