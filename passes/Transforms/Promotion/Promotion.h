//===- Promotion.h - launch promotion's IR helpers --------------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What PromoteLaunches.cpp (P) and PromotePool.cpp (PA) both emit: the
/// launcher thread's tests, the flag protocol (release, abort, acquire),
/// the record, the premature V2 launch.
///
/// A record (P), and each slot of a pool (PA): an i32 flag at byte 0 (0
/// wait, 1 released, 2 aborted), under P the child's nesting depth at byte
/// 4 (RecordDepth), the link's parameter blob at byte 16
/// (RecordArgs), in the layout of the kernel's parameter buffer. A pool:
/// an i32 counter at byte 0 (the dynamic block index), an i32 "ended" word
/// at byte 4 (PoolEnded: set to 2 with the abort that ends the chain, so
/// every block still waiting aborts at once), an i32 count of the blocks
/// done with the pool at byte 8 (PoolExited: the last one frees it), G
/// slots from byte 16 (PoolSlots), each recordBytes apart.
///
/// PO and PAO add an early record per record, of the same layout: its flag
/// (PAO: 0 wait, 1 published) and, at byte 16, the link's early parameters
/// where the blob has them (the other bytes unwritten). P's early record
/// follows its record; a pool's G early records follow its slots, in slot
/// order (earlyRecord).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_PASSES_TRANSFORMS_PROMOTION_PROMOTION_H
#define DPAGG_PASSES_TRANSFORMS_PROMOTION_PROMOTION_H

#include "dpagg/Transforms/PromoteLaunches.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

namespace dpagg {
class FunctionSummaries;
struct LaunchSite;
struct StagedLaunch;

namespace promotion {

constexpr uint64_t RecordArgs = 16;
/// P: the record's i32 nesting depth ("The nesting", PromoteLaunches.h).
constexpr uint64_t RecordDepth = 4;
constexpr uint64_t PoolEnded = 4;
constexpr uint64_t PoolExited = 8;
constexpr uint64_t PoolSlots = 16;

/// Bytes of one record (or pool slot) of \p S's link.
uint64_t recordBytes(const LaunchSite &S);
/// Bytes of a pool of \p G slots.
inline uint64_t poolBytes(const LaunchSite &S, unsigned G) {
  return PoolSlots + uint64_t(G) * recordBytes(S);
}
/// DPAggLaunchFlags of a premature launch of \p S's link.
unsigned launchFlags(const LaunchSite &S);

/// PO and PAO: the bytes to allocate for a record (\p G = 0) or a pool of
/// \p G slots, each with its early record.
inline uint64_t earlyBytes(const LaunchSite &S, unsigned G) {
  return G ? poolBytes(S, G) + uint64_t(G) * recordBytes(S)
           : 2 * recordBytes(S);
}
/// PO: the early record of the record at \p Rec.
llvm::Value *earlyRecord(llvm::IRBuilderBase &B, llvm::Value *Rec,
                         const LaunchSite &S);
/// PAO: the early record of slot \p Index (i32) of the pool at \p Pool of
/// \p G slots.
llvm::Value *earlyRecord(llvm::IRBuilderBase &B, llvm::Value *Pool,
                         llvm::Value *Index, unsigned G, const LaunchSite &S);
/// PO and PAO: the early parameters (\p Early) of the link, computed at
/// \p B's point (materialize, through \p Done), written into the early
/// record at \p ERec.
void writeEarlyParams(llvm::IRBuilderBase &B, llvm::Value *ERec,
                      const LaunchSite &S, llvm::ArrayRef<bool> Early,
                      llvm::DenseMap<llvm::Value *, llvm::Value *> &Done);
/// PAO: the flags of the \p G early records of the pool at \p Pool set to
/// 0, at \p B's point (an instruction; \p B is left before it).
void initEarlyFlags(llvm::IRBuilderBase &B, llvm::Value *Pool, unsigned G,
                    const LaunchSite &S);
/// PAO: spins until \p Early, \p Flag or \p Ended is not 0 (ld.acquire.gpu
/// of each, nanosleep), then fence.acq_rel.gpu; returns what a block found
/// (0: the early record is published; 1: the slot is released; else
/// aborted, directly or through the pool's ended word) and leaves \p B at
/// the end of the block that follows (no terminator yet).
llvm::Value *spinUntilEarly(llvm::IRBuilderBase &B, llvm::Value *Early,
                            llvm::Value *Flag, llvm::Value *Ended);
/// PO and PAO: K's block at the acquire point, split off before the rewrite
/// changes K (K' and K'' find their copy of it through the clone's map).
llvm::BasicBlock *splitAtAcquire(llvm::Instruction *At);
/// PO and PAO: in a child, the edge into \p At (the copy of the acquire
/// point's block) goes through the acquire instead, which starts at
/// \p Acquire and whose placeholder terminator in \p Acquired is replaced
/// by a branch to \p At.
void moveAcquire(llvm::BasicBlock *At, llvm::BasicBlock *Acquire,
                 llvm::BasicBlock *Acquired);

llvm::Value *readSreg(llvm::IRBuilderBase &B, llvm::Intrinsic::ID Id);
/// threadIdx.x == TidX in a block whose y and z extents are 1.
llvm::Value *isThread(llvm::IRBuilderBase &B, uint64_t TidX);
llvm::Value *isThreadZero(llvm::IRBuilderBase &B);
/// The block has the thread isThread(TidX) names.
llvm::Value *launcherExists(llvm::IRBuilderBase &B, uint64_t TidX);

/// fence.acq_rel.gpu, then st.release.gpu of \p V into the flag.
void storeFlag(llvm::IRBuilderBase &B, llvm::Value *Flag, uint32_t V);
/// Spins until the flag is not 0 (ld.acquire.gpu, nanosleep), then
/// fence.acq_rel.gpu and a branch to \p Done.
void spinUntilSet(llvm::IRBuilderBase &B, llvm::Value *Flag,
                  llvm::BasicBlock *Done);
/// Spins until the flag or the pool's ended word is not 0, then
/// fence.acq_rel.gpu and a branch to \p Done.
void spinUntilEither(llvm::IRBuilderBase &B, llvm::Value *Flag,
                     llvm::Value *Ended, llvm::BasicBlock *Done);
/// barrier.sync 0 (not .aligned).
void barrier(llvm::IRBuilderBase &B);

llvm::CallInst *callMalloc(llvm::IRBuilderBase &B, llvm::Module &M,
                           uint64_t Bytes);
void callFree(llvm::IRBuilderBase &B, llvm::Module &M, llvm::Value *P);

/// A copy of \p V's computation (computableAtEntry) at \p B's point; a
/// value \p Done maps (an argument, an instruction copied before) is not
/// copied again.
llvm::Value *materialize(llvm::Value *V, llvm::IRBuilderBase &B,
                         llvm::DenseMap<llvm::Value *, llvm::Value *> &Done);
/// Moves the constant-size allocas of \p From to the start of \p To.
void hoistAllocas(llvm::BasicBlock &From, llvm::BasicBlock &To);
/// The premature launch: __dpagg_launch_v2 of \p Kernel with the blob of
/// \p Bytes at \p Blob into \p Stream (null: the NULL stream); returns its
/// cudaError_t.
llvm::Value *launchV2(llvm::IRBuilderBase &B, llvm::Module &M,
                      llvm::Function &Kernel, llvm::Value *Blob, unsigned Bytes,
                      llvm::ArrayRef<llvm::Value *> Grid,
                      llvm::ArrayRef<llvm::Value *> Block, llvm::Value *Shmem,
                      unsigned Flags, llvm::Value *Stream = nullptr);
/// Copies the staged blob of \p S into the record at \p Rec.
void copyBlob(llvm::IRBuilderBase &B, llvm::Value *Rec, const StagedLaunch &SL,
              const LaunchSite &S);
/// Every thread loads K's parameters from the record at \p Rec (those
/// \p Which marks, if given); VMap maps K's arguments to them.
void loadParams(llvm::IRBuilderBase &B, llvm::Function &K, const LaunchSite &S,
                llvm::Value *Rec, llvm::ValueToValueMapTy &VMap,
                llvm::ArrayRef<bool> Which = {});
/// PA: slot \p Index (i32) of the pool at \p Pool.
llvm::Value *slotAt(llvm::IRBuilderBase &B, llvm::Value *Pool,
                    llvm::Value *Index, const LaunchSite &S);
/// PA: the pool's counter and its \p G flags set to 0, at \p B's point
/// (which must be an instruction; \p B is left before it).
void initPool(llvm::IRBuilderBase &B, llvm::Value *Pool, unsigned G,
              const LaunchSite &S);
/// PA: aborts the block of \p Slot and, through the pool's ended word,
/// every block of \p Pool that still waits (PromoteLaunches.h, "Why PA is
/// legal": no block after the aborted one is ever released).
void abortSlot(llvm::IRBuilderBase &B, llvm::Value *Pool, llvm::Value *Slot);
/// PA: the calling thread's block is done with \p Pool (every access of
/// its threads is ordered before this point); the last of the pool's \p G
/// blocks frees it.
void exitPool(llvm::IRBuilderBase &B, llvm::Module &M, llvm::Value *Pool,
              unsigned G);
/// PA: K'' (K.dpagg.pool) of \p D's kernel, built from K after its link was
/// staged as \p SL (PromotePool.cpp); null, with nothing added, if the
/// callees that read the geometry cannot be inlined. PAO: \p AcquireAt is
/// K's block at the acquire point (splitAtAcquire).
llvm::Function *buildPoolChild(llvm::Module &M, const PromotionDecision &D,
                               const StagedLaunch &SL,
                               const PromoteOptions &Opts,
                               const FunctionSummaries &FS,
                               llvm::BasicBlock *AcquireAt = nullptr);
/// Drops inferred attributes the rewrite makes false (memory, nosync...).
void dropInferredAttrs(llvm::Function &F);
/// Makes \p F's loads with !invariant.load (__ldg: ld.global.nc) plain
/// loads: K' and K'' start before their ancestors write what they read, so
/// the data is not read-only while their grid runs (rule (6b); the serial
/// copy drops it for the same reason: SerialChild.h).
void dropInvariantLoads(llvm::Function &F);
/// Rule (6b) of PromoteLaunches.h for \p K: the function that reads
/// through the non-coherent path (an ldg or ldu intrinsic in K or what it
/// calls, a load with !invariant.load in what it calls; K's own such loads
/// are dropped by dropInvariantLoads), or empty.
std::string nonCoherentReader(const llvm::Function &K,
                              const FunctionSummaries &FS);
/// Marks \p Fns DPAGG_NO_AGGREGATE for the aggregation that follows.
void markNoAggregate(llvm::Module &M, llvm::ArrayRef<llvm::Function *> Fns);
/// The 64-register bound for kernels without __launch_bounds__.
void boundKernels(llvm::ArrayRef<llvm::Function *> Kernels,
                  llvm::DenseMap<llvm::Function *, llvm::Function *> &Copies);

} // namespace promotion
} // namespace dpagg
#endif // DPAGG_PASSES_TRANSFORMS_PROMOTION_PROMOTION_H
