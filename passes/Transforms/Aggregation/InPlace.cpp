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
///   dpagg.inplace.head:   %gen  = phi [0, entry], [%gen + 1, check]
///                         %held = phi [null, entry], [%record, check]
///                         %left = phi [0, entry], [the allowance, check]
///                         one phi per parameter: [the argument, entry],
///                           [its value in the record, check]
///                         br <K's old entry>          (every use of an
///                                                      argument reads its phi)
///   <K's body>            every `ret` becomes br meet
///   dpagg.inplace.meet:   barrier (every thread has left the body)
///                         %held ? check : look
///   dpagg.inplace.look:   one-block grid ? find the grid's record : done
///                         (once: after the step whose link took it)
///   dpagg.inplace.check:  load flag, allowance and parameters of parity
///                         (gen+1)&1, together (one round trip: volatile,
///                         so none sinks past the branch);
///                         flag == gen+1 ? head : free
///   dpagg.inplace.free:   barrier, then thread 0 frees the record; ret
///
/// The link (Lowering::lowerInPlaceLink): where the configuration is the
/// block's own (one-block grid, 1-D block, child grid 1x1x1, child block
/// and dynamic shared memory the block's), __dpagg_inplace_link(%held,
/// %left, gen+1) gives the grid's record with a step of allowance (writing
/// what is left in the allowance word of parity (gen+1)&1; with a record
/// held and allowance left it reads no memory); then the parameter buffer
/// is copied to slot (gen+1)&1, flag[(gen+1)&1] = gen+1, and the launch's
/// result is cudaSuccess. Otherwise it is the tail link (tailLinkStream).
///
/// Why flag == gen+1 means "this step linked": slot s's flag is written
/// only at steps whose gen+1 has parity s, with that gen+1; the last write
/// before step gen's barrier was at step gen (value gen+1) or at step
/// gen-2 (value gen-1), or it is the 0 of the record's clearing when it was
/// taken: never gen+1. Two steps apart, the writes of a slot (its flag, its
/// allowance word, its parameters) are separated by a barrier that follows
/// every thread's reads of it: step gen reads parity (gen+1)&1 after its
/// meet, step gen+1's link writes the other parity, and step gen+2's link,
/// the next to write this one, runs after step gen+1's meet, which every
/// thread reaches after its step-gen check. So no thread reads a slot the
/// launcher is rewriting. Why %held and %left are the record's: a grid
/// holds a record from its first in-place link (the launcher's CAS) to the
/// free; while %held is null (step 0 only: every back edge carries a
/// record) it holds none, so that link takes one, and the next meet finds
/// it; only links write an allowance word, at most one link a step
/// (InPlacePlan.cpp), so the word read at step gen's check is the one the
/// next link would have read. The launcher is the same thread at every
/// step (tail rule 1: one constant threadIdx.x); the other threads' copies
/// of %left are never used, and the second allowance word only keeps their
/// reads from racing with the next link's write.
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

/// The record's word at \p Offset, loaded volatile: the loop's loads after
/// its barrier stay together before the branch on the flag (a plain load
/// used only on the next step's edge may be sunk past it, one more round
/// trip to memory each step).
static Value *loadAt(IRBuilderBase &B, Type *Ty, Value *Rec, Value *Offset,
                     const Twine &Name = "") {
  return B.CreateLoad(Ty, at(B, Rec, Offset), /*isVolatile=*/true, Name);
}

InPlaceLoop Lowering::inPlaceLoop(Function &K, const LaunchSite &S) {
  auto It = InPlaceLoops.find(&K);
  if (It != InPlaceLoops.end())
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
  auto *Look = BasicBlock::Create(Ctx, "dpagg.inplace.look", &K);
  auto *Find = BasicBlock::Create(Ctx, "dpagg.inplace.find", &K);
  auto *Check = BasicBlock::Create(Ctx, "dpagg.inplace.check", &K);
  auto *Free = BasicBlock::Create(Ctx, "dpagg.inplace.free", &K);
  auto *Release = BasicBlock::Create(Ctx, "dpagg.inplace.release", &K);
  auto *Done = BasicBlock::Create(Ctx, "dpagg.inplace.done", &K);
  // Static allocas stay in the loop's entry: once per thread, not per step
  // (InPlacePlan.cpp, rule 13, refuses the others).
  hoistStaticAllocas(*Body, Entry->end());
  forgetOneCallFacts(K);
  IRBuilder<> B(Entry);
  B.CreateBr(Head);

  B.SetInsertPoint(Head);
  InPlaceLoop L;
  L.Gen = B.CreatePHI(B.getInt32Ty(), 2, "dpagg.inplace.gen");
  L.Held = B.CreatePHI(B.getPtrTy(), 2, "dpagg.inplace.held");
  L.Left = B.CreatePHI(B.getInt32Ty(), 2, "dpagg.inplace.left");
  L.Gen->addIncoming(B.getInt32(0), Entry);
  L.Held->addIncoming(Constant::getNullValue(B.getPtrTy()), Entry);
  L.Left->addIncoming(B.getInt32(0), Entry);
  SmallVector<PHINode *, 8> Params;
  for (Argument &A : K.args()) {
    PHINode *Phi = B.CreatePHI(A.getType(), 2, A.getName() + ".inplace");
    A.replaceAllUsesWith(Phi);
    Phi->addIncoming(&A, Entry);
    Params.push_back(Phi);
  }
  B.CreateBr(Body);

  for (ReturnInst *R : Returns) {
    BranchInst::Create(Meet, R->getIterator())->setDebugLoc(R->getDebugLoc());
    R->eraseFromParent();
  }

  // Every thread has left the body. The record is the one the loop holds,
  // or, after the step whose link took it, the grid's (found once; only a
  // one-block grid has one, the same answer in every thread).
  B.SetInsertPoint(Meet);
  blockBarrier(B);
  Value *NextGen = B.CreateAdd(L.Gen, B.getInt32(1), "dpagg.inplace.step");
  B.CreateCondBr(B.CreateIsNotNull(L.Held), Check, Look);
  B.SetInsertPoint(Look);
  B.CreateCondBr(oneBlockGrid(B), Find, Done);
  B.SetInsertPoint(Find);
  Value *Found = RuntimeCall(RTFn::InPlaceFind)
                     .create(B, *K.getParent(), "dpagg.inplace.found");
  B.CreateCondBr(B.CreateIsNotNull(Found), Check, Done);

  // One round trip: the flag, the allowance and the parameters together.
  B.SetInsertPoint(Check);
  PHINode *Rec = B.CreatePHI(B.getPtrTy(), 2, "dpagg.inplace.record");
  Rec->addIncoming(L.Held, Meet);
  Rec->addIncoming(Found, Find);
  Value *Flag = loadAt(B, B.getInt32Ty(), Rec,
                       byParity(B, NextGen, DPAGG_INPLACE_FLAGS, 4),
                       "dpagg.inplace.flag");
  Value *Left = loadAt(B, B.getInt32Ty(), Rec,
                       byParity(B, NextGen, DPAGG_INPLACE_LEFT, 4),
                       "dpagg.inplace.allowance");
  Value *Slot =
      byParity(B, NextGen, DPAGG_INPLACE_ARGS, DPAGG_INPLACE_ARGS_MAX);
  for (auto [Phi, LP] : zip(Params, S.Params))
    Phi->addIncoming(
        loadAt(B, Phi->getType(), at(B, Rec, Slot), B.getInt32(LP.Offset)),
        Check);
  L.Gen->addIncoming(NextGen, Check);
  L.Held->addIncoming(Rec, Check);
  L.Left->addIncoming(Left, Check);
  B.CreateCondBr(B.CreateICmpEQ(Flag, NextGen, "dpagg.inplace.linked"), Head,
                 Free);

  // The chain ends in this block: after every thread's last read of the
  // record (the check above), one thread frees it.
  B.SetInsertPoint(Free);
  blockBarrier(B);
  Value *First =
      B.CreateICmpEQ(B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_tid_x, {}),
                     B.getInt32(0));
  B.CreateCondBr(First, Release, Done);
  B.SetInsertPoint(Release);
  RuntimeCall Rel(RTFn::InPlaceRelease);
  Rel[RTArg::Record] = Rec;
  Rel.create(B, *K.getParent());
  B.CreateBr(Done);

  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return InPlaceLoops[&K] = L;
}

void Lowering::lowerInPlaceLink(const SitePlan &P, const StagedLaunch &SL) {
  const LaunchSite &S = *P.Site;
  Function &K = *S.Caller;
  InPlaceLoop L = inPlaceLoop(K, S);
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
  Link[RTArg::Held] = L.Held;
  Link[RTArg::Left] = L.Left;
  Value *NextGen = B.CreateAdd(L.Gen, B.getInt32(1), "dpagg.inplace.step");
  Link[RTArg::Step] = NextGen;
  Link[RTArg::Links] =
      B.CreateAddrSpaceCast(tailChainLinks(M), PointerType::getUnqual(Ctx));
  Link[RTArg::Budget] = B.getInt64(Opts.TailChainBudget);
  Value *Rec = Link.create(B, M, "dpagg.inplace.record");
  B.CreateCondBr(B.CreateIsNotNull(Rec), Copy, Tail);

  B.SetInsertPoint(Copy);
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
