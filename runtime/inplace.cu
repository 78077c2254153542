//===- runtime/inplace.cu - records of chains that continue in their block
//-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A link of a chain of one-block grids whose child is the launching block's
/// own kernel and shape continues in that block (TailChainPlan.cpp, "In
/// place"; the loop: passes/Transforms/Aggregation/InPlace.cpp). The next
/// step's parameters go from the launching thread to the block's other
/// threads through a record, which lives in a table of the module in global
/// memory: DPAgg gives a kernel no shared memory (block.cu, "Where the state
/// lives": a host launch with all the dynamic shared memory it may ask for
/// would fail).
///
/// Who owns a record. A record's key is 0 when free, else the %gridid of the
/// one-block grid that holds it: %gridid names a grid uniquely among the
/// grids that run at once, and every thread of the grid reads the same one,
/// so every thread finds its record by reading keys, with no broadcast. The
/// probes are DPAGG_INPLACE_PROBES slots from a hash of the %gridid.
///  - The launching thread takes a record at its grid's first link in place
///    (__dpagg_inplace_link with no record held): a CAS of a free key to its
///    %gridid, an acquire.
///    It then clears the record's flags and allowance, before any thread of
///    the block can read them: the others read the record only after the
///    loop's barrier.
///  - The block gives it back when its chain ends in it: after the barrier
///    at which every thread has read the record for the last time, one
///    thread writes the key 0 with a release (__dpagg_inplace_release). The
///    next owner's CAS reads it, so every access of one owner happens before
///    every access of the next.
///  - No record, no step in place: a grid whose probes are all held by
///    others (or whose thread left the kernel without returning, holding
///    one for good: a trap ends the context) tail-launches its links, as
///    without in place.
///
/// The allowance: every step made in place takes one link from the
/// process's tail-chain budget (TailChainPlan.cpp, "Termination"). The
/// launching thread reserves them in the record, 1, 2, 4, ... up to
/// DPAGG_INPLACE_CHUNK_MAX at a time, so a chain reserves at most twice the
/// steps it makes, plus one; a reservation that reaches the budget is cut
/// there, so the process makes at most as many steps in place (and tail
/// links) as the budget allows. Only the launching thread writes them, one
/// step at a time (the loop's barrier orders the steps); every thread reads
/// the Left word with the parameters (the launcher, one constant thread,
/// then has it in a register; the others' copies go unused).
///
/// Where the loop finds its record: once, after the first step whose link
/// took it (__dpagg_inplace_find); from then on the loop carries it. So a
/// step in place costs the block one round trip to memory after its barrier
/// (the flag, the Left word and the parameters, loaded together).
///
//===----------------------------------------------------------------------===//
#include "DPAggRuntime.cuh"

namespace {
constexpr unsigned Slots = DPAGG_INPLACE_SLOTS;
constexpr unsigned Probes = DPAGG_INPLACE_PROBES;
constexpr unsigned RecordBytes = DPAGG_INPLACE_RECORD_BYTES;
static_assert((Slots & (Slots - 1)) == 0, "a power of two");
} // namespace

static __device__ unsigned long long InPlaceKeys[Slots];
static __device__ __align__(16) char InPlaceRecords[Slots * RecordBytes];

namespace {
DPAGG_INTERNAL unsigned long long gridId() {
  unsigned long long Id;
  asm volatile("mov.u64 %0, %%gridid;" : "=l"(Id));
  return Id;
}

/// The first slot probed for grid \p Id (Fibonacci hashing).
DPAGG_INTERNAL unsigned firstProbe(unsigned long long Id) {
  return unsigned((Id * 0x9E3779B97F4A7C15ull) >> 40) & (Slots - 1);
}

DPAGG_INTERNAL char *recordOf(unsigned Slot) {
  return InPlaceRecords + size_t(Slot) * RecordBytes;
}

/// The slot whose key is \p Id, or Slots.
DPAGG_INTERNAL unsigned findSlot(unsigned long long Id) {
  unsigned H = firstProbe(Id);
  for (unsigned P = 0; P < Probes; ++P) {
    unsigned S = (H + P) & (Slots - 1);
    if (*(volatile unsigned long long *)&InPlaceKeys[S] == Id)
      return S;
  }
  return Slots;
}

/// Takes a free slot for grid \p Id and clears its record, or Slots.
DPAGG_INTERNAL unsigned takeSlot(unsigned long long Id) {
  unsigned H = firstProbe(Id);
  for (unsigned P = 0; P < Probes; ++P) {
    unsigned S = (H + P) & (Slots - 1);
    if (dpagg_rt::casAcquire(&InPlaceKeys[S], 0ull, Id) == 0) {
      unsigned *Words = reinterpret_cast<unsigned *>(recordOf(S));
      Words[DPAGG_INPLACE_FLAGS / 4] = 0;
      Words[DPAGG_INPLACE_FLAGS / 4 + 1] = 0;
      Words[DPAGG_INPLACE_LEFT / 4] = 0;
      Words[DPAGG_INPLACE_LEFT / 4 + 1] = 0;
      Words[DPAGG_INPLACE_CHUNK / 4] = 1;
      return S;
    }
  }
  return Slots;
}
} // namespace

/// The launching thread, at a link whose configuration allows a step in
/// place: its grid's record, with one step of allowance taken, or null (no
/// record free, or the budget spent): then the link is a tail link.
/// \p Held is the record the loop found at the step's start (null: the grid
/// holds none yet, InPlace.cpp) and \p Left the allowance the record's Left
/// word held then, which every thread read with the step's parameters: only
/// links write it, at most one a step, so it is still the record's. The
/// usual link thus reads no memory: it writes the allowance it leaves in
/// the word of \p Step's parity (the step it starts), as the parameters go
/// to that parity's slot: the other word is the one slow threads may still
/// be reading, and the next link to write this one starts after a barrier
/// that follows every read of it (InPlace.cpp).
DPAGG_RT char *__dpagg_inplace_link(char *Held, unsigned Left, unsigned Step,
                                    unsigned long long *Links,
                                    unsigned long long Budget) {
  char *Rec = Held;
  if (!Rec) {
    unsigned S = takeSlot(gridId());
    if (S == Slots)
      return nullptr;
    Rec = recordOf(S);
    Left = 0;
  }
  unsigned *LeftWord =
      reinterpret_cast<unsigned *>(Rec + DPAGG_INPLACE_LEFT + 4 * (Step & 1));
  if (Left == 0) {
    unsigned *Chunk = reinterpret_cast<unsigned *>(Rec + DPAGG_INPLACE_CHUNK);
    unsigned C = *Chunk;
    unsigned long long Taken = dpagg_rt::addRelaxed(Links, C);
    if (Taken >= Budget)
      return nullptr;
    // Never a step past the budget: a chain with no end of its own then
    // nests as written from the same depth as a tail chain would.
    Left = Budget - Taken < C ? unsigned(Budget - Taken) : C;
    *Chunk = C < DPAGG_INPLACE_CHUNK_MAX ? 2 * C : C;
  }
  *LeftWord = Left - 1;
  return Rec;
}

/// Every thread of a one-block grid, after the loop's barrier: its grid's
/// record, or null.
DPAGG_RT char *__dpagg_inplace_find() {
  unsigned S = findSlot(gridId());
  return S == Slots ? nullptr : recordOf(S);
}

/// One thread, after the barrier that follows every thread's last read of
/// \p Record: frees it.
DPAGG_RT void __dpagg_inplace_release(const char *Record) {
  auto S = unsigned((Record - InPlaceRecords) / RecordBytes);
  asm volatile("st.release.gpu.global.u64 [%0], 0;" ::"l"(
                   __cvta_generic_to_global(&InPlaceKeys[S]))
               : "memory");
}

// Last, after the definitions it checks.
#include "RuntimeABICheck.cuh"

DPAGG_CHECK_SIGNATURE(__dpagg_inplace_link);
DPAGG_CHECK_SIGNATURE(__dpagg_inplace_find);
DPAGG_CHECK_SIGNATURE(__dpagg_inplace_release);
