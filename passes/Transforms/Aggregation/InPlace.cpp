//===- InPlace.cpp - chains that continue in their own block
//---------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering of a tail-chained link planned in place (InPlacePlan.cpp has
/// the rules and the argument; the record:
/// runtime/inplace.cu). Two parts, each deciding nothing:
///
/// The loop (Lowering::inPlaceLoop), once per kernel K:
///
///   dpagg.inplace.entry:  K's static allocas; br head
///   dpagg.inplace.head:   %gen = phi [0, entry], [%gen + 1, next]
///                         one phi per parameter: [the argument, entry],
///                           [its value in the record, next]
///                         br <K's old entry>          (every use of an
///                                                      argument reads its phi)
///   <K's body>            every `ret` becomes br meet
///   dpagg.inplace.meet:   barrier (every thread has left the body)
///                         one-block grid ? find the grid's record : none
///                         continue = record && flag[(gen+1)&1] == gen+1
///   dpagg.inplace.next:   load the parameters from slot (gen+1)&1; br head
///   dpagg.inplace.done:   with a record: barrier, then thread 0 frees it
///                         ret
///
/// The link (Lowering::lowerInPlaceLink): where the configuration is the
/// block's own (one-block grid, 1-D block, child grid 1x1x1, child block
/// and dynamic shared memory the block's), __dpagg_inplace_link gives the
/// grid's record with a step of allowance; then the parameter buffer is
/// copied to slot (gen+1)&1, flag[(gen+1)&1] = gen+1, and the launch's
/// result is cudaSuccess. Otherwise it is the tail link (tailLinkStream).
///
/// Why flag == gen+1 means "this step linked": slot s's flag is written
/// only at steps whose gen+1 has parity s, with that gen+1; the last write
/// before step gen's barrier was at step gen (value gen+1) or at step
/// gen-1 (gen-1's value gen, or 0 from the record's clearing when it was
/// taken, never gen+1). Two steps apart, the writes of a slot are separated
/// by a barrier that follows every thread's reads of it (its own step's
/// meet), so no thread reads a slot the launcher is rewriting.
///
//===----------------------------------------------------------------------===//
#include "../Promotion/Promotion.h"
#include "Lower.h"

#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

static void blockBarrier(IRBuilderBase &B) {
  // Not .aligned: threads reach it from different returns.
  B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_all, {}, {B.getInt32(0)});
}

/// The address \p Offset bytes into \p Rec.
static Value *at(IRBuilderBase &B, Value *Rec, Value *Offset) {
  return B.CreateGEP(B.getInt8Ty(), Rec, Offset);
}

/// Offset of the parameter slot (or, with \p Base DPAGG_INPLACE_FLAGS and
/// \p Stride 4, of the flag) of parity (\p Next & 1).
static Value *byParity(IRBuilderBase &B, Value *Next, unsigned Base,
                       unsigned Stride) {
  Value *Parity = B.CreateAnd(Next, 1);
  return B.CreateAdd(B.getInt32(Base), B.CreateMul(Parity, B.getInt32(Stride)));
}

/// What held of \p K as one step, one call, and need not hold of the loop
/// that runs every step in one call: invariant loads (InPlacePlan.cpp, rule
/// 11), inferred function attributes, and its parameters' noalias,
/// readonly... (a step may write what an earlier one read through another
/// parameter: red team 2, pingpong, whose links swap In and Out).
static void forgetOneCallFacts(Function &K) {
  promotion::dropInvariantLoads(K);
  promotion::dropInferredAttrs(K);
  for (Argument &A : K.args())
    for (Attribute::AttrKind Kind :
         {Attribute::NoAlias, Attribute::ReadOnly, Attribute::WriteOnly,
          Attribute::ReadNone, Attribute::Captures})
      A.removeAttr(Kind);
}

PHINode *Lowering::inPlaceLoop(Function &K, const LaunchSite &S) {
  auto It = InPlaceGens.find(&K);
  if (It != InPlaceGens.end())
    return It->second;
  LLVMContext &Ctx = K.getContext();
  BasicBlock *Body = &K.getEntryBlock();
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : K)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(R);
  auto *Entry = BasicBlock::Create(Ctx, "dpagg.inplace.entry", &K, Body);
  auto *Head = BasicBlock::Create(Ctx, "dpagg.inplace.head", &K, Body);
  auto *Meet = BasicBlock::Create(Ctx, "dpagg.inplace.meet", &K);
  auto *Next = BasicBlock::Create(Ctx, "dpagg.inplace.next", &K);
  auto *Done = BasicBlock::Create(Ctx, "dpagg.inplace.done", &K);
  // Static allocas stay in the loop's entry: once per thread, not per step
  // (InPlacePlan.cpp, rule 13, refuses the others).
  hoistStaticAllocas(*Body, Entry->end());
  forgetOneCallFacts(K);
  IRBuilder<> B(Entry);
  B.CreateBr(Head);

  B.SetInsertPoint(Head);
  PHINode *Gen = B.CreatePHI(B.getInt32Ty(), 2, "dpagg.inplace.gen");
  SmallVector<PHINode *, 8> Params;
  for (Argument &A : K.args()) {
    PHINode *Phi = B.CreatePHI(A.getType(), 2, A.getName() + ".inplace");
    A.replaceAllUsesWith(Phi);
    Phi->addIncoming(&A, Entry);
    Params.push_back(Phi);
  }
  B.CreateBr(Body);
  Gen->addIncoming(B.getInt32(0), Entry);

  for (ReturnInst *R : Returns) {
    BranchInst::Create(Meet, R->getIterator())->setDebugLoc(R->getDebugLoc());
    R->eraseFromParent();
  }

  B.SetInsertPoint(Meet);
  blockBarrier(B);
  Value *NextGen = B.CreateAdd(Gen, B.getInt32(1), "dpagg.inplace.step");
  // Only a one-block grid has a record (the same answer in every thread).
  auto *Find = BasicBlock::Create(Ctx, "dpagg.inplace.find", &K, Next);
  auto *Check = BasicBlock::Create(Ctx, "dpagg.inplace.check", &K, Next);
  B.CreateCondBr(oneBlockGrid(B), Find, Done);
  B.SetInsertPoint(Find);
  Value *Rec = RuntimeCall(RTFn::InPlaceFind)
                   .create(B, *K.getParent(), "dpagg.inplace.record");
  B.CreateCondBr(B.CreateIsNotNull(Rec), Check, Done);
  B.SetInsertPoint(Check);
  Value *FlagAt = at(B, Rec, byParity(B, NextGen, DPAGG_INPLACE_FLAGS, 4));
  Value *Linked = B.CreateICmpEQ(B.CreateLoad(B.getInt32Ty(), FlagAt), NextGen,
                                 "dpagg.inplace.linked");
  auto *Free = BasicBlock::Create(Ctx, "dpagg.inplace.free", &K, Done);
  B.CreateCondBr(Linked, Next, Free);

  B.SetInsertPoint(Next);
  Value *Slot =
      byParity(B, NextGen, DPAGG_INPLACE_ARGS, DPAGG_INPLACE_ARGS_MAX);
  for (auto [Phi, LP] : zip(Params, S.Params)) {
    Value *Addr = at(B, at(B, Rec, Slot), B.getInt32(LP.Offset));
    Phi->addIncoming(B.CreateLoad(Phi->getType(), Addr), Next);
  }
  Gen->addIncoming(NextGen, Next);
  B.CreateBr(Head);

  // The chain ends in this block: after every thread's last read of the
  // record (the check above), one thread frees it.
  B.SetInsertPoint(Free);
  blockBarrier(B);
  Value *First =
      B.CreateICmpEQ(B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_tid_x, {}),
                     B.getInt32(0));
  auto *Release = BasicBlock::Create(Ctx, "dpagg.inplace.release", &K, Done);
  B.CreateCondBr(First, Release, Done);
  B.SetInsertPoint(Release);
  RuntimeCall Rel(RTFn::InPlaceRelease);
  Rel[RTArg::Record] = Rec;
  Rel.create(B, *K.getParent());
  B.CreateBr(Done);

  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  InPlaceGens[&K] = Gen;
  return Gen;
}

void Lowering::lowerInPlaceLink(const SitePlan &P, const StagedLaunch &SL) {
  const LaunchSite &S = *P.Site;
  Function &K = *S.Caller;
  PHINode *Gen = inPlaceLoop(K, S);
  LLVMContext &Ctx = K.getContext();
  BasicBlock *Pre = S.Launch->getParent();
  BasicBlock *Join = Pre->splitBasicBlock(S.Launch, "dpagg.inplace.join");
  Pre->getTerminator()->eraseFromParent();
  auto *Take = BasicBlock::Create(Ctx, "dpagg.inplace.take", &K, Join);
  auto *Copy = BasicBlock::Create(Ctx, "dpagg.inplace.copy", &K, Join);
  auto *Tail = BasicBlock::Create(Ctx, "dpagg.inplace.tail", &K, Join);

  // The configuration is the block's own (InPlacePlan.cpp).
  IRBuilder<> B(Pre);
  B.SetCurrentDebugLocation(S.Launch->getDebugLoc());
  auto Sreg = [&](Intrinsic::ID Id) { return B.CreateIntrinsic(Id, {}); };
  auto Eq = [&](Value *V, Value *W) {
    return B.CreateICmpEQ(B.CreateZExtOrTrunc(V, B.getInt32Ty()), W);
  };
  Value *Own = oneBlockGrid(B);
  Value *NtidX = Sreg(Intrinsic::nvvm_read_ptx_sreg_ntid_x);
  for (Value *C :
       {Eq(Sreg(Intrinsic::nvvm_read_ptx_sreg_ntid_y), B.getInt32(1)),
        Eq(Sreg(Intrinsic::nvvm_read_ptx_sreg_ntid_z), B.getInt32(1)),
        Eq(SL.Grid[0], B.getInt32(1)), Eq(SL.Grid[1], B.getInt32(1)),
        Eq(SL.Grid[2], B.getInt32(1)), Eq(SL.Block[0], NtidX),
        Eq(SL.Block[1], B.getInt32(1)), Eq(SL.Block[2], B.getInt32(1)),
        Eq(SL.SharedMem,
           Sreg(Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size))})
    Own = B.CreateAnd(Own, C);
  B.CreateCondBr(Own, Take, Tail);

  B.SetInsertPoint(Take);
  RuntimeCall Link(RTFn::InPlaceLink);
  Link[RTArg::Links] =
      B.CreateAddrSpaceCast(tailChainLinks(M), PointerType::getUnqual(Ctx));
  Link[RTArg::Budget] = B.getInt64(Opts.TailChainBudget);
  Value *Rec = Link.create(B, M, "dpagg.inplace.record");
  B.CreateCondBr(B.CreateIsNotNull(Rec), Copy, Tail);

  B.SetInsertPoint(Copy);
  Value *NextGen = B.CreateAdd(Gen, B.getInt32(1));
  B.CreateMemCpy(
      at(B, Rec,
         byParity(B, NextGen, DPAGG_INPLACE_ARGS, DPAGG_INPLACE_ARGS_MAX)),
      Align(16), SL.Params, Align(16), S.BufferSize);
  B.CreateStore(NextGen,
                at(B, Rec, byParity(B, NextGen, DPAGG_INPLACE_FLAGS, 4)));
  B.CreateBr(Join);

  B.SetInsertPoint(Tail);
  BranchInst *ToJoin = B.CreateBr(Join);
  // The launch's result: cudaSuccess in place, the tail link's otherwise.
  if (!S.Launch->getType()->isVoidTy()) {
    PHINode *R = PHINode::Create(S.Launch->getType(), 2, "dpagg.inplace.result",
                                 Join->begin());
    S.Launch->replaceAllUsesWith(R);
    R->addIncoming(Constant::getNullValue(R->getType()), Copy);
    R->addIncoming(S.Launch, Tail);
  }
  S.Launch->moveBefore(ToJoin->getIterator());
  IRBuilder<> TB(S.Launch);
  emitV2Launch(S, SL, tailLinkStream(TB, M, Opts.TailChainBudget, S.Stream));
}
