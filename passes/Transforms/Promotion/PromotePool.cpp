//===- PromotePool.cpp - launch promotion, PA (pools of descendants) ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PA's clone K'' = K.dpagg.pool (PromoteLaunches.h, "PA"): a grid of G
/// blocks sharing one pool, each block the next step of the chain in the
/// order of the indices its thread 0 takes from the pool's counter. Built
/// from K after the link's staging and before K's own rewrite (which is
/// P's, with a pool for a record: PromoteLaunches.cpp). Nothing here
/// decides: PromotionPlan.cpp admitted the kernel.
///
//===----------------------------------------------------------------------===//
#include "Promotion.h"

#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

Value *promotion::slotAt(IRBuilderBase &B, Value *Pool, Value *Index,
                         const LaunchSite &S) {
  Value *Off = B.CreateMul(B.CreateZExt(Index, B.getInt64Ty()),
                           B.getInt64(recordBytes(S)));
  Value *Slots = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, PoolSlots);
  return B.CreateInBoundsGEP(B.getInt8Ty(), Slots, Off, "dpagg.slot");
}

void promotion::initPool(IRBuilderBase &B, Value *Pool, unsigned G,
                         const LaunchSite &S) {
  // The counter, the ended word, the exit count and every flag 0; the pool
  // is launched after these stores, and a launch makes the launcher's
  // memory visible to the child grid.
  B.CreateAlignedStore(B.getInt32(0), Pool, Align(4));
  for (uint64_t Off : {PoolEnded, PoolExited})
    B.CreateAlignedStore(B.getInt32(0),
                         B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, Off),
                         Align(4));
  Instruction *At = &*B.GetInsertPoint();
  auto [Body, I] =
      SplitBlockAndInsertSimpleForLoop(B.getInt32(G), At->getIterator());
  B.SetInsertPoint(Body);
  B.CreateAlignedStore(B.getInt32(0), slotAt(B, Pool, I, S), Align(4));
  B.SetInsertPoint(At);
}

void promotion::abortSlot(IRBuilderBase &B, Value *Pool, Value *Slot) {
  storeFlag(B, Slot, 2);
  storeFlag(B, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, PoolEnded), 2);
}

void promotion::exitPool(IRBuilderBase &B, Module &M, Value *Pool, unsigned G) {
  // Each block's last access is ordered before its release fence; the
  // increments form one release sequence, so the block that counts G
  // acquires every other block's accesses before it frees (PoolExited).
  LLVMContext &Ctx = B.getContext();
  SyncScope::ID Gpu = Ctx.getOrInsertSyncScopeID("device");
  B.CreateFence(AtomicOrdering::AcquireRelease, Gpu);
  Value *Before = B.CreateAtomicRMW(
      AtomicRMWInst::Add,
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, PoolExited),
      B.getInt32(1), MaybeAlign(4), AtomicOrdering::Monotonic, Gpu);
  Before->setName("dpagg.exited");
  Instruction *Last = SplitBlockAndInsertIfThen(
      B.CreateICmpEQ(Before, B.getInt32(G - 1)), &*B.GetInsertPoint(), false);
  IRBuilder<> LB(Last);
  LB.CreateFence(AtomicOrdering::AcquireRelease, Gpu);
  callFree(LB, M, Pool);
}

namespace {

/// The builder of K'' for one promoted kernel K.
class PoolChild {
  Module &M;
  const PromotionDecision &D;
  const LaunchSite &S;
  Function &K;
  const StagedLaunch &SL;
  const PromoteOptions &Opts;
  Function *Child = nullptr;
  /// Shared: the index thread 0 took, for the block's other threads.
  GlobalVariable *Index = nullptr;
  /// Every thread: the next block's slot, null in the pool's last block.
  AllocaInst *Next = nullptr;
  /// The launcher thread: it released the next block's slot.
  AllocaInst *Released = nullptr;
  /// PAO: K's block at the acquire point (splitAtAcquire), or null (PA).
  BasicBlock *AcqBB = nullptr;
  /// PAO, shared: how thread 0 found its slot at entry (0: early
  /// parameters published; 1: released; 2: aborted).
  GlobalVariable *Path = nullptr;

  void declare();
  llvm::Value *beginPrologue(IRBuilderBase &B, BasicBlock *&Met,
                             const Twine &MetName);
  BasicBlock *prologue(ValueToValueMapTy &VMap);
  BasicBlock *afterAcquire(IRBuilderBase &B, Value *T0, Value *Idx, Value *Slot,
                           ValueToValueMapTy &VMap, ArrayRef<bool> Which);
  BasicBlock *earlyPrologue(ValueToValueMapTy &VMap, BasicBlock *&Acquire,
                            BasicBlock *&Acquired);
  void takeEarly(IRBuilderBase &B, BasicBlock *Met);
  void publishEarly(IRBuilderBase &B, Value *Last, Value *Idx,
                    ValueToValueMapTy &VMap);
  BasicBlock *acquireBlocks(Value *T0, Value *Idx, Value *Slot,
                            ValueToValueMapTy &VMap, BasicBlock *&Acquired);
  void atAborted(IRBuilderBase &B, Value *T0);
  Instruction *atReleased(IRBuilderBase &B, Value *T0, Value *Last,
                          Value *NextSlot);
  void rewriteGeometry();
  Value *tailStream(IRBuilderBase &B);
  Value *launchPool(IRBuilderBase &B, const StagedLaunch &CL);
  void emitLink(const LaunchSite &CS, const StagedLaunch &CL);
  void emitAborts(ArrayRef<ReturnInst *> Returns);

public:
  PoolChild(Module &M, const PromotionDecision &D, const StagedLaunch &SL,
            const PromoteOptions &Opts, BasicBlock *AcqBB)
      : M(M), D(D), S(*D.Candidate->Site), K(*S.Caller), SL(SL), Opts(Opts),
        AcqBB(AcqBB) {}
  Function *build(const FunctionSummaries &FS);
};

void PoolChild::declare() {
  LLVMContext &Ctx = M.getContext();
  auto *FTy = FunctionType::get(Type::getVoidTy(Ctx),
                                {PointerType::getUnqual(Ctx)}, false);
  Child = Function::Create(FTy, GlobalValue::InternalLinkage,
                           K.getName() + ".dpagg.pool", M);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->getArg(0)->setName("dpagg.pool");
  constexpr unsigned Shared = 3; // NVPTX's shared address space
  Type *I32 = Type::getInt32Ty(Ctx);
  Index = new GlobalVariable(M, I32, false, GlobalValue::InternalLinkage,
                             PoisonValue::get(I32),
                             K.getName() + ".dpagg.pool.index", nullptr,
                             GlobalValue::NotThreadLocal, Shared);
  Index->setAlignment(Align(4));
  if (!AcqBB)
    return;
  Path = new GlobalVariable(M, I32, false, GlobalValue::InternalLinkage,
                            PoisonValue::get(I32), K.getName() + ".dpagg.path",
                            nullptr, GlobalValue::NotThreadLocal, Shared);
  Path->setAlignment(Align(4));
}

/// An aborted block: thread 0 counts the block done with the pool (its
/// threads read their slot before the barrier); the block returns. Nothing
/// is forwarded: the abort that ended the chain set the pool's ended word,
/// which every later block sees.
void PoolChild::atAborted(IRBuilderBase &B, Value *T0) {
  Instruction *Ret = B.CreateRetVoid();
  Instruction *Then = SplitBlockAndInsertIfThen(T0, Ret, false);
  B.SetInsertPoint(Then);
  promotion::exitPool(B, M, Child->getArg(0), Opts.Pool);
}

/// A released block: in a block without launcher thread, thread 0 aborts
/// the next block (none of its threads reaches the link; the pool's last
/// block has none) and counts the block done with the pool; otherwise the
/// launcher does, at its return (emitAborts). Returns the placeholder
/// terminator that the branch to K's body replaces.
Instruction *PoolChild::atReleased(IRBuilderBase &B, Value *T0, Value *Last,
                                   Value *NextSlot) {
  Value *Null = ConstantPointerNull::get(B.getPtrTy());
  B.CreateStore(B.CreateSelect(Last, Null, NextSlot), Next);
  B.CreateStore(B.getFalse(), Released);
  Value *NoOne =
      B.CreateAnd(T0, B.CreateNot(promotion::launcherExists(B, D.Launcher)),
                  "dpagg.no.link");
  Value *HasNext = B.CreateNot(Last);
  Instruction *Br = B.CreateUnreachable();
  Instruction *Done = SplitBlockAndInsertIfThen(NoOne, Br, false);
  Instruction *Abort = SplitBlockAndInsertIfThen(HasNext, Done, false);
  B.SetInsertPoint(Abort);
  promotion::abortSlot(B, Child->getArg(0), NextSlot);
  B.SetInsertPoint(Done);
  promotion::exitPool(B, M, Child->getArg(0), Opts.Pool);
  B.SetInsertPoint(Br);
  return Br;
}

/// The start of either prologue: the entry block with the per-thread
/// state, and a branch on thread 0 to the block where it takes its index
/// (\p B is left there) or to \p Met (named \p MetName), where the block
/// meets. Returns thread 0's test.
Value *PoolChild::beginPrologue(IRBuilderBase &B, BasicBlock *&Met,
                                const Twine &MetName) {
  LLVMContext &Ctx = M.getContext();
  auto *Entry = BasicBlock::Create(Ctx, "dpagg.index", Child);
  auto *Take = BasicBlock::Create(Ctx, "dpagg.take", Child);
  Met = BasicBlock::Create(Ctx, MetName, Child);
  B.SetInsertPoint(Entry);
  Next = B.CreateAlloca(B.getPtrTy(), nullptr, "dpagg.next.slot");
  Released = B.CreateAlloca(B.getInt1Ty(), nullptr, "dpagg.released");
  Value *T0 = promotion::isThreadZero(B);
  B.CreateCondBr(T0, Take, Met);
  B.SetInsertPoint(Take);
  return T0;
}

/// K'' before K's body: thread 0 takes the block's index d (atomic add on
/// the counter), publishes it in shared memory and acquires slot d; every
/// thread reads d, the flag and the parameters between two barriers.
/// Returns the block that must branch to K's cloned entry.
BasicBlock *PoolChild::prologue(ValueToValueMapTy &VMap) {
  LLVMContext &Ctx = M.getContext();
  Argument *Pool = Child->getArg(0);
  IRBuilder<> B(Ctx);
  BasicBlock *Met;
  Value *T0 = beginPrologue(B, Met, "dpagg.met");
  Value *D0 = B.CreateAtomicRMW(AtomicRMWInst::Add, Pool, B.getInt32(1),
                                MaybeAlign(4), AtomicOrdering::Monotonic,
                                Ctx.getOrInsertSyncScopeID("device"));
  D0->setName("dpagg.taken");
  B.CreateAlignedStore(D0, Index, Align(4), /*isVolatile=*/true);
  promotion::spinUntilEither(
      B, promotion::slotAt(B, Pool, D0, S),
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, promotion::PoolEnded),
      Met);
  B.SetInsertPoint(Met);
  promotion::barrier(B);
  Value *Idx = B.CreateAlignedLoad(B.getInt32Ty(), Index, Align(4),
                                   /*isVolatile=*/true, "dpagg.index");
  Value *Slot = promotion::slotAt(B, Pool, Idx, S);
  return afterAcquire(B, T0, Idx, Slot, VMap, {});
}

/// After thread 0's acquire of \p Slot (slot \p Idx) and a barrier: every
/// thread reads the flag and the parameters (those \p Which marks, if
/// given), a barrier, then the aborted or released block's part. Returns
/// the block that must branch to the code that follows.
BasicBlock *PoolChild::afterAcquire(IRBuilderBase &B, Value *T0, Value *Idx,
                                    Value *Slot, ValueToValueMapTy &VMap,
                                    ArrayRef<bool> Which) {
  LLVMContext &Ctx = M.getContext();
  Value *Pool = Child->getArg(0);
  Value *Flag = B.CreateAlignedLoad(B.getInt32Ty(), Slot, Align(4),
                                    /*isVolatile=*/true, "dpagg.flag");
  promotion::loadParams(B, K, S, Slot, VMap, Which);
  promotion::barrier(B);
  Value *Last = B.CreateICmpEQ(Idx, B.getInt32(Opts.Pool - 1), "dpagg.last");
  Value *NextSlot =
      promotion::slotAt(B, Pool, B.CreateAdd(Idx, B.getInt32(1)), S);
  auto *Aborted = BasicBlock::Create(Ctx, "dpagg.aborted", Child);
  auto *Go = BasicBlock::Create(Ctx, "dpagg.released", Child);
  // Not released: aborted, directly (2) or through the ended word (0).
  B.CreateCondBr(B.CreateICmpNE(Flag, B.getInt32(1)), Aborted, Go);
  B.SetInsertPoint(Aborted);
  atAborted(B, T0);
  B.SetInsertPoint(Go);
  return atReleased(B, T0, Last, NextSlot)->getParent();
}

/// PAO: K'''s entry. Thread 0 takes the block's index d and waits until
/// slot d's early record is published or slot d released or aborted
/// (takeEarly); every thread reads d and what thread 0 found; an aborted
/// block ends as under PA; the others read the early parameters (from the
/// early record, or from the slot when it is released already) and the
/// launcher publishes block d+1's (publishEarly). The acquire's blocks are
/// built here too (acquireBlocks: \p Acquire to \p Acquired), wired at the
/// acquire point after the clone. Returns the block that must branch to
/// K's body.
BasicBlock *PoolChild::earlyPrologue(ValueToValueMapTy &VMap,
                                     BasicBlock *&Acquire,
                                     BasicBlock *&Acquired) {
  LLVMContext &Ctx = M.getContext();
  Argument *Pool = Child->getArg(0);
  IRBuilder<> B(Ctx);
  BasicBlock *Met;
  Value *T0 = beginPrologue(B, Met, "dpagg.met.early");
  takeEarly(B, Met);
  B.SetInsertPoint(Met);
  promotion::barrier(B);
  Value *Idx = B.CreateAlignedLoad(B.getInt32Ty(), Index, Align(4),
                                   /*isVolatile=*/true, "dpagg.index");
  Value *Found = B.CreateAlignedLoad(B.getInt32Ty(), Path, Align(4),
                                     /*isVolatile=*/true, "dpagg.path");
  Value *Slot = promotion::slotAt(B, Pool, Idx, S);
  Value *Last = B.CreateICmpEQ(Idx, B.getInt32(Opts.Pool - 1), "dpagg.last");
  auto *Aborted = BasicBlock::Create(Ctx, "dpagg.aborted.early", Child);
  auto *Go = BasicBlock::Create(Ctx, "dpagg.early", Child);
  B.CreateCondBr(B.CreateICmpEQ(Found, B.getInt32(2)), Aborted, Go);
  B.SetInsertPoint(Aborted);
  atAborted(B, T0);
  B.SetInsertPoint(Go);
  Value *Src =
      B.CreateSelect(B.CreateICmpEQ(Found, B.getInt32(0)),
                     promotion::earlyRecord(B, Pool, Idx, Opts.Pool, S), Slot);
  promotion::loadParams(B, K, S, Src, VMap, D.Acquire.Early);
  publishEarly(B, Last, Idx, VMap);
  BasicBlock *ToBody = B.GetInsertBlock();
  Acquire = acquireBlocks(T0, Idx, Slot, VMap, Acquired);
  return ToBody;
}

/// PAO, thread 0 at entry: takes d (in scheduling order, as under PA),
/// publishes it, waits until slot d's early flag or its flag is set, and
/// publishes what it found: 0 if the early record is there, else the
/// slot's flag (1 released: the slot holds every parameter; 2 aborted).
/// Each is a value its acquire load saw, so what it says is visible.
void PoolChild::takeEarly(IRBuilderBase &B, BasicBlock *Met) {
  LLVMContext &Ctx = M.getContext();
  Argument *Pool = Child->getArg(0);
  Value *D0 = B.CreateAtomicRMW(AtomicRMWInst::Add, Pool, B.getInt32(1),
                                MaybeAlign(4), AtomicOrdering::Monotonic,
                                Ctx.getOrInsertSyncScopeID("device"));
  D0->setName("dpagg.taken");
  B.CreateAlignedStore(D0, Index, Align(4), /*isVolatile=*/true);
  Value *Found = promotion::spinUntilEarly(
      B, promotion::earlyRecord(B, Pool, D0, Opts.Pool, S),
      promotion::slotAt(B, Pool, D0, S),
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, promotion::PoolEnded));
  B.CreateAlignedStore(Found, Path, Align(4), /*isVolatile=*/true);
  B.CreateBr(Met);
}

/// PAO: the launcher thread of block d publishes block d+1's early
/// parameters (the pool's last block has no next slot) where its guards,
/// which read early parameters only (the plan's GuardPostponed), say it
/// reaches the link: then the link releases slot d+1, and those are the
/// values it writes there. Elsewhere block d+1 waits for its slot.
void PoolChild::publishEarly(IRBuilderBase &B, Value *Last, Value *Idx,
                             ValueToValueMapTy &VMap) {
  DenseMap<Value *, Value *> Done;
  for (Argument &A : K.args())
    if (D.Acquire.Early[A.getArgNo()])
      Done[&A] = VMap[&A];
  Value *Cond =
      B.CreateAnd(promotion::isThread(B, D.Launcher), B.CreateNot(Last));
  for (auto [G, Toward] : D.Guards) {
    // Frozen, as at P's premature launch (a guard off the path may be
    // poison here).
    Value *C = B.CreateFreeze(promotion::materialize(G, B, Done));
    Cond = B.CreateAnd(Cond, Toward ? C : B.CreateNot(C));
  }
  Instruction *Placeholder = B.CreateUnreachable();
  Instruction *Then = SplitBlockAndInsertIfThen(Cond, Placeholder, false);
  B.SetInsertPoint(Then);
  Value *NextE = promotion::earlyRecord(
      B, Child->getArg(0), B.CreateAdd(Idx, B.getInt32(1)), Opts.Pool, S);
  promotion::writeEarlyParams(B, NextE, S, D.Acquire.Early, Done);
  promotion::storeFlag(B, NextE, 1);
  B.SetInsertPoint(Placeholder);
}

/// PAO, the acquire at the acquire point: thread 0 acquires slot d (at
/// once if the entry saw it released), then PA's reads, of the postponed
/// parameters only. Returns its first block; \p Acquired is the block
/// that must branch on.
BasicBlock *PoolChild::acquireBlocks(Value *T0, Value *Idx, Value *Slot,
                                     ValueToValueMapTy &VMap,
                                     BasicBlock *&Acquired) {
  LLVMContext &Ctx = M.getContext();
  auto *Acquire = BasicBlock::Create(Ctx, "dpagg.acquire", Child);
  auto *Wait = BasicBlock::Create(Ctx, "dpagg.wait", Child);
  auto *Met = BasicBlock::Create(Ctx, "dpagg.met", Child);
  IRBuilder<> B(Acquire);
  B.CreateCondBr(T0, Wait, Met);
  B.SetInsertPoint(Wait);
  promotion::spinUntilEither(B, Slot,
                             B.CreateConstInBoundsGEP1_64(B.getInt8Ty(),
                                                          Child->getArg(0),
                                                          promotion::PoolEnded),
                             Met);
  B.SetInsertPoint(Met);
  promotion::barrier(B);
  SmallVector<bool, 8> Late;
  for (bool E : D.Acquire.Early)
    Late.push_back(!E);
  Acquired = afterAcquire(B, T0, Idx, Slot, VMap, Late);
  return Acquire;
}

/// Every block of the pool reads its block index as 0 and the grid's size
/// as 1, as a one-block grid of the chain did; first the callees that read
/// them are inlined (the plan checked ChildFacts::Blocker).
void PoolChild::rewriteGeometry() {
  SmallVector<IntrinsicInst *, 8> Reads;
  for (Instruction &I : instructions(*Child))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      switch (II->getIntrinsicID()) {
      case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
      case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
      case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
      case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
      case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
      case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
        Reads.push_back(II);
        break;
      default:
        break;
      }
  for (IntrinsicInst *II : Reads) {
    Intrinsic::ID Id = II->getIntrinsicID();
    bool IsIdx = Id == Intrinsic::nvvm_read_ptx_sreg_ctaid_x ||
                 Id == Intrinsic::nvvm_read_ptx_sreg_ctaid_y ||
                 Id == Intrinsic::nvvm_read_ptx_sreg_ctaid_z;
    II->replaceAllUsesWith(ConstantInt::get(II->getType(), IsIdx ? 0 : 1));
    II->eraseFromParent();
  }
}

/// The stream of a new pool: cudaStreamTailLaunch while the process's tail
/// budget lasts (a pool counts its G links on the tail chains' counter),
/// else the NULL stream.
Value *PoolChild::tailStream(IRBuilderBase &B) {
  Value *Null = ConstantPointerNull::get(B.getPtrTy());
  if (!Opts.TailBudget)
    return Null;
  Value *Taken = B.CreateAtomicRMW(AtomicRMWInst::Add, tailChainLinks(M),
                                   B.getInt64(Opts.Pool), MaybeAlign(8),
                                   AtomicOrdering::Monotonic);
  Value *Ok =
      B.CreateICmpULT(Taken, B.getInt64(Opts.TailBudget), "dpagg.pool.tail.ok");
  Value *Tail = ConstantExpr::getIntToPtr(
      ConstantInt::get(B.getInt64Ty(), CudaStreamTailLaunch), B.getPtrTy());
  return B.CreateSelect(Ok, Tail, Null, "dpagg.pool.stream");
}

/// In the pool's last block, at the link: a new pool whose slot 0 holds the
/// link's parameters, released, launched. Returns whether it launched.
Value *PoolChild::launchPool(IRBuilderBase &B, const StagedLaunch &CL) {
  AllocaInst *Launched =
      new AllocaInst(B.getInt1Ty(), 0, "dpagg.pool.launched",
                     Child->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  AllocaInst *Blob =
      new AllocaInst(B.getPtrTy(), 0, "dpagg.pool.args",
                     Child->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
  B.CreateStore(B.getFalse(), Launched);
  CallInst *Pool =
      promotion::callMalloc(B, M,
                            D.early() ? promotion::earlyBytes(S, Opts.Pool)
                                      : promotion::poolBytes(S, Opts.Pool));
  Pool->setName("dpagg.new.pool");
  Instruction *Got = SplitBlockAndInsertIfThen(B.CreateIsNotNull(Pool),
                                               &*B.GetInsertPoint(), false);
  Instruction *After = &*B.GetInsertPoint();
  B.SetInsertPoint(Got);
  promotion::initPool(B, Pool, Opts.Pool, S);
  // PAO: no early record published; block 0 waits for slot 0, released
  // below (before the pool can start).
  if (D.early())
    promotion::initEarlyFlags(B, Pool, Opts.Pool, S);
  Value *Slot0 = promotion::slotAt(B, Pool, B.getInt32(0), S);
  promotion::copyBlob(B, Slot0, CL, S);
  promotion::storeFlag(B, Slot0, 1);
  B.CreateStore(Pool, Blob);
  Value *G = B.getInt32(Opts.Pool), *One = B.getInt32(1);
  Value *Err = promotion::launchV2(B, M, *Child, Blob, 8, {G, One, One},
                                   CL.Block, CL.SharedMem,
                                   promotion::launchFlags(S), tailStream(B));
  Instruction *Ok, *Failed;
  SplitBlockAndInsertIfThenElse(B.CreateICmpEQ(Err, B.getInt32(0)), Got, &Ok,
                                &Failed);
  B.SetInsertPoint(Ok);
  B.CreateStore(B.getTrue(), Launched);
  B.SetInsertPoint(Failed);
  promotion::callFree(B, M, Pool);
  B.SetInsertPoint(After);
  return B.CreateLoad(B.getInt1Ty(), Launched);
}

/// At the link: release the next block's slot; in the pool's last block,
/// launch a new pool; if that fails, launch as written (K, which promotes
/// itself).
void PoolChild::emitLink(const LaunchSite &CS, const StagedLaunch &CL) {
  IRBuilder<> B(CS.Launch);
  Value *NextSlot = B.CreateLoad(B.getPtrTy(), Next);
  Instruction *Release, *NewPool;
  SplitBlockAndInsertIfThenElse(B.CreateIsNotNull(NextSlot),
                                CS.Launch->getIterator(), &Release, &NewPool);
  B.SetInsertPoint(Release);
  promotion::copyBlob(B, NextSlot, CL, S);
  promotion::storeFlag(B, NextSlot, 1);
  B.CreateStore(B.getTrue(), Released);
  B.SetInsertPoint(NewPool);
  Value *Launched = launchPool(B, CL);
  Instruction *AsWritten =
      SplitBlockAndInsertIfThen(B.CreateNot(Launched), NewPool, false);
  CS.Launch->moveBefore(AsWritten->getIterator());
  emitV2Launch(CS, CL);
}

/// Before every return of K's body: the launcher thread aborts the next
/// block if it did not release it, and counts its block done with the pool
/// (its own last access; the block's other threads read their slot before
/// the prologue's second barrier).
void PoolChild::emitAborts(ArrayRef<ReturnInst *> Returns) {
  for (ReturnInst *R : Returns) {
    IRBuilder<> B(R);
    Instruction *Launcher =
        SplitBlockAndInsertIfThen(promotion::isThread(B, D.Launcher), R, false);
    B.SetInsertPoint(Launcher);
    Value *NextSlot = B.CreateLoad(B.getPtrTy(), Next);
    Value *Pending = B.CreateAnd(
        B.CreateIsNotNull(NextSlot),
        B.CreateNot(B.CreateLoad(B.getInt1Ty(), Released)), "dpagg.unreleased");
    Instruction *Abort = SplitBlockAndInsertIfThen(Pending, Launcher, false);
    B.SetInsertPoint(Abort);
    promotion::abortSlot(B, Child->getArg(0), NextSlot);
    B.SetInsertPoint(Launcher);
    promotion::exitPool(B, M, Child->getArg(0), Opts.Pool);
  }
}

Function *PoolChild::build(const FunctionSummaries &FS) {
  declare();
  ValueToValueMapTy VMap;
  BasicBlock *Acquire = nullptr, *Acquired = nullptr;
  BasicBlock *Last =
      AcqBB ? earlyPrologue(VMap, Acquire, Acquired) : prologue(VMap);
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(Child, &K, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns, ".pa");
  Child->setLinkage(GlobalValue::InternalLinkage);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->setName(K.getName() + ".dpagg.pool");
  auto *Body = cast<BasicBlock>(VMap[&K.getEntryBlock()]);
  Last->getTerminator()->eraseFromParent();
  BranchInst::Create(Body, Last);
  if (AcqBB)
    promotion::moveAcquire(cast<BasicBlock>(VMap[AcqBB]), Acquire, Acquired);
  promotion::hoistAllocas(*Body, Child->getEntryBlock());
  // The link and its staged blob, in the clone.
  auto Map = [&](Value *V) -> Value * {
    if (Value *C = V ? VMap.lookup(V) : nullptr)
      return C;
    return V;
  };
  LaunchSite CS = S;
  CS.Launch = cast<CallBase>(Map(S.Launch));
  CS.Caller = Child;
  StagedLaunch CL = SL;
  CL.Params = cast<AllocaInst>(Map(SL.Params));
  for (unsigned I = 0; I < 3; ++I) {
    CL.Grid[I] = Map(SL.Grid[I]);
    CL.Block[I] = Map(SL.Block[I]);
  }
  CL.SharedMem = Map(SL.SharedMem);
  CL.Stream = Map(SL.Stream);
  if (!inlineCallsOf(*Child, [&](const Function &Callee) {
        return FS.childFacts(Callee).ReadsGeometry;
      })) {
    Child->eraseFromParent();
    Index->eraseFromParent();
    if (Path)
      Path->eraseFromParent();
    return nullptr;
  }
  rewriteGeometry();
  emitLink(CS, CL);
  emitAborts(Returns);
  promotion::dropInferredAttrs(*Child);
  promotion::dropInvariantLoads(*Child);
  return Child;
}

} // namespace

Function *promotion::buildPoolChild(Module &M, const PromotionDecision &D,
                                    const StagedLaunch &SL,
                                    const PromoteOptions &Opts,
                                    const FunctionSummaries &FS,
                                    BasicBlock *AcquireAt) {
  return PoolChild(M, D, SL, Opts, AcquireAt).build(FS);
}
