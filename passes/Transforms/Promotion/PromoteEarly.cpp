//===- PromoteEarly.cpp - PO and PAO: the early records -------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What PO's K' (PromoteLaunches.cpp) and PAO's K'' (PromotePool.cpp) share
/// (PromoteLaunches.h, "PO and PAO"): the early records that carry the
/// parameters known before the acquire, the two-flag spin of a pool block,
/// and the move of a child's acquire from its entry to the acquire point.
/// Nothing here decides: the plan's AcquirePoint says where and what.
///
//===----------------------------------------------------------------------===//
#include "Promotion.h"

#include "dpagg/Support/Options.h"

#include "dpagg/Analysis/LaunchSiteAnalysis.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace dpagg;

Value *promotion::earlyRecord(IRBuilderBase &B, Value *Rec,
                              const LaunchSite &S) {
  return B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, recordBytes(S),
                                      "dpagg.early.record");
}

Value *promotion::earlyRecord(IRBuilderBase &B, Value *Pool, Value *Index,
                              unsigned G, const LaunchSite &S) {
  Value *Off = B.CreateMul(B.CreateZExt(Index, B.getInt64Ty()),
                           B.getInt64(recordBytes(S)));
  Value *First =
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Pool, poolBytes(S, G));
  return B.CreateInBoundsGEP(B.getInt8Ty(), First, Off, "dpagg.early.slot");
}

void promotion::writeEarlyParams(IRBuilderBase &B, Value *ERec,
                                 const LaunchSite &S, ArrayRef<bool> Early,
                                 DenseMap<Value *, Value *> &Done) {
  // Each write of an early parameter is a store of a value computable at
  // entry (earlyParams, AcquirePoint.cpp): the value L writes, at the
  // offset L writes it, in the early record's blob.
  for (unsigned I = 0; I < S.Params.size(); ++I) {
    if (!Early[I])
      continue;
    for (unsigned W : S.Params[I].Writes) {
      const ParamWrite &PW = S.Writes[W];
      Value *Dst = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), ERec,
                                                RecordArgs + PW.Offset);
      B.CreateAlignedStore(materialize(PW.Val, B, Done), Dst,
                           commonAlignment(Align(16), PW.Offset));
    }
  }
}

void promotion::initEarlyFlags(IRBuilderBase &B, Value *Pool, unsigned G,
                               const LaunchSite &S) {
  Instruction *At = &*B.GetInsertPoint();
  auto [Body, I] =
      SplitBlockAndInsertSimpleForLoop(B.getInt32(G), At->getIterator());
  B.SetInsertPoint(Body);
  B.CreateAlignedStore(B.getInt32(0), earlyRecord(B, Pool, I, G, S), Align(4));
  B.SetInsertPoint(At);
}

Value *promotion::spinUntilEarly(IRBuilderBase &B, Value *Early, Value *Flag,
                                 Value *Ended) {
  LLVMContext &Ctx = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  SyncScope::ID Gpu = Ctx.getOrInsertSyncScopeID("device");
  auto *Spin = BasicBlock::Create(Ctx, "dpagg.spin.early", F);
  auto *Sleep = BasicBlock::Create(Ctx, "dpagg.sleep.early", F);
  auto *Got = BasicBlock::Create(Ctx, "dpagg.acquired.early", F);
  B.CreateBr(Spin);
  B.SetInsertPoint(Spin);
  auto Acquire = [&](Value *P, const Twine &Name) {
    LoadInst *L = B.CreateAlignedLoad(B.getInt32Ty(), P, Align(4), Name);
    L->setAtomic(AtomicOrdering::Acquire, Gpu);
    return L;
  };
  Value *E = Acquire(Early, "dpagg.early.seen");
  Value *M = Acquire(Flag, "dpagg.flag.seen");
  Value *X = Acquire(Ended, "dpagg.ended.seen");
  Value *Any = B.CreateOr(B.CreateOr(E, M), X);
  B.CreateCondBr(B.CreateICmpEQ(Any, B.getInt32(0)), Sleep, Got);
  B.SetInsertPoint(Sleep);
  if (PromoteSpinSleepOpt)
    B.CreateIntrinsic(Intrinsic::nvvm_nanosleep, {},
                      {B.getInt32(PromoteSpinSleepOpt)});
  B.CreateBr(Spin);
  B.SetInsertPoint(Got);
  B.CreateFence(AtomicOrdering::AcquireRelease, Gpu);
  // Early first: a block whose early record is there runs its prefix even
  // if the chain has ended meanwhile (it aborts at its acquire); else the
  // slot's flag, or 2 when only the ended word is set.
  Value *Late =
      B.CreateSelect(B.CreateICmpEQ(M, B.getInt32(0)), B.getInt32(2), M);
  return B.CreateSelect(B.CreateICmpEQ(E, B.getInt32(1)), B.getInt32(0), Late,
                        "dpagg.found");
}

void promotion::moveAcquire(BasicBlock *At, BasicBlock *Acquire,
                            BasicBlock *Acquired) {
  // At has one predecessor: the rewrite split K's block at the acquire
  // point before anything else (splitAtAcquire), and nothing since adds an
  // edge into it.
  BasicBlock *Head = At->getSinglePredecessor();
  assert(Head && "the acquire point's block has one predecessor");
  Head->getTerminator()->replaceSuccessorWith(At, Acquire);
  Acquired->getTerminator()->eraseFromParent();
  BranchInst::Create(At, Acquired);
}

BasicBlock *promotion::splitAtAcquire(Instruction *At) {
  return SplitBlock(At->getParent(), At->getIterator(),
                    static_cast<DominatorTree *>(nullptr), nullptr, nullptr,
                    "dpagg.acquire.point");
}
