//===- PromoteLaunches.cpp - launch promotion, P
//---------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rewrite of PromoteLaunches.h for the kernels the plan promotes
/// (PromotionPlan.cpp decides; nothing here decides). P: K gets the
/// premature launch at entry, the release at the link and the abort before
/// its returns; K' (K.dpagg.promoted) is K's body so rewritten behind an
/// acquire prologue, with the record it was launched with in place of K's
/// malloc. PA's pool: PromotePool.cpp.
///
//===----------------------------------------------------------------------===//
#include "Promotion.h"

#include "dpagg/Support/Options.h"

#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/LaunchStaging.h"
#include "dpagg/Transforms/LowerV1Launches.h"
#include "dpagg/Transforms/PromotionRemarks.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-promote"

//===----------------------------------------------------------------------===//
// Helpers shared with PromotePool.cpp
//===----------------------------------------------------------------------===//

Value *promotion::readSreg(IRBuilderBase &B, Intrinsic::ID Id) {
  return B.CreateIntrinsic(Id, {});
}

/// The block's y and z extents are 1: the launcher's threadIdx.x names it.
static Value *oneDimensional(IRBuilderBase &B) {
  using promotion::readSreg;
  using namespace Intrinsic;
  Value *Y =
      B.CreateICmpEQ(readSreg(B, nvvm_read_ptx_sreg_ntid_y), B.getInt32(1));
  Value *Z =
      B.CreateICmpEQ(readSreg(B, nvvm_read_ptx_sreg_ntid_z), B.getInt32(1));
  return B.CreateAnd(Y, Z);
}

Value *promotion::isThread(IRBuilderBase &B, uint64_t TidX) {
  Value *X = B.CreateICmpEQ(readSreg(B, Intrinsic::nvvm_read_ptx_sreg_tid_x),
                            B.getInt32(TidX));
  return B.CreateAnd(X, oneDimensional(B), "dpagg.launcher");
}

Value *promotion::isThreadZero(IRBuilderBase &B) {
  using namespace Intrinsic;
  Value *Or = B.CreateOr(readSreg(B, nvvm_read_ptx_sreg_tid_x),
                         B.CreateOr(readSreg(B, nvvm_read_ptx_sreg_tid_y),
                                    readSreg(B, nvvm_read_ptx_sreg_tid_z)));
  return B.CreateICmpEQ(Or, B.getInt32(0), "dpagg.thread0");
}

Value *promotion::launcherExists(IRBuilderBase &B, uint64_t TidX) {
  Value *X = B.CreateICmpUGT(readSreg(B, Intrinsic::nvvm_read_ptx_sreg_ntid_x),
                             B.getInt32(TidX));
  return B.CreateAnd(X, oneDimensional(B), "dpagg.has.launcher");
}

void promotion::storeFlag(IRBuilderBase &B, Value *Flag, uint32_t V) {
  LLVMContext &Ctx = B.getContext();
  SyncScope::ID Gpu = Ctx.getOrInsertSyncScopeID("device");
  // fence.acq_rel.gpu, then st.release.gpu: the fence orders every write
  // this thread has observed before the flag (cumulativity); the release
  // store alone would too, the fence says it where PTX readers look.
  // (acq_rel: LLVM 22 prints a release fence as the newer fence.release.)
  B.CreateFence(AtomicOrdering::AcquireRelease, Gpu);
  StoreInst *St = B.CreateAlignedStore(B.getInt32(V), Flag, Align(4));
  St->setAtomic(AtomicOrdering::Release, Gpu);
}

void promotion::spinUntilSet(IRBuilderBase &B, Value *Flag, BasicBlock *Done) {
  spinUntilEither(B, Flag, nullptr, Done);
}

void promotion::spinUntilEither(IRBuilderBase &B, Value *Flag, Value *Ended,
                                BasicBlock *Done) {
  LLVMContext &Ctx = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  SyncScope::ID Gpu = Ctx.getOrInsertSyncScopeID("device");
  auto *Spin = BasicBlock::Create(Ctx, "dpagg.spin", F, Done);
  auto *Sleep = BasicBlock::Create(Ctx, "dpagg.sleep", F, Done);
  auto *Got = BasicBlock::Create(Ctx, "dpagg.acquired", F, Done);
  auto Unset = [&](Value *P, const Twine &Name) {
    LoadInst *L = B.CreateAlignedLoad(B.getInt32Ty(), P, Align(4), Name);
    L->setAtomic(AtomicOrdering::Acquire, Gpu);
    return B.CreateICmpEQ(L, B.getInt32(0));
  };
  B.CreateBr(Spin);
  B.SetInsertPoint(Spin);
  BasicBlock *Next = Sleep;
  if (Ended)
    Next = BasicBlock::Create(Ctx, "dpagg.spin.ended", F, Sleep);
  B.CreateCondBr(Unset(Flag, "dpagg.flag.seen"), Next, Got);
  if (Ended) {
    B.SetInsertPoint(Next);
    B.CreateCondBr(Unset(Ended, "dpagg.ended.seen"), Sleep, Got);
  }
  B.SetInsertPoint(Sleep);
  if (PromoteSpinSleepOpt)
    B.CreateIntrinsic(Intrinsic::nvvm_nanosleep, {},
                      {B.getInt32(PromoteSpinSleepOpt)});
  B.CreateBr(Spin);
  B.SetInsertPoint(Got);
  B.CreateFence(AtomicOrdering::AcquireRelease, Gpu);
  B.CreateBr(Done);
}

void promotion::barrier(IRBuilderBase &B) {
  // barrier.sync (not .aligned): thread 0 comes from its spin loop.
  B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_all, {}, {B.getInt32(0)});
}

// Records and pools come from the runtime's slabs, the device heap past
// them (runtime/promote.cu says why: the heap's latency was most of PA's
// cost on short chains).
CallInst *promotion::callMalloc(IRBuilderBase &B, Module &M, uint64_t Bytes) {
  RuntimeCall Args(RTFn::PromoteAlloc);
  Args[RTArg::AllocSize] = B.getInt64(Bytes);
  return Args.create(B, M, "dpagg.record");
}

void promotion::callFree(IRBuilderBase &B, Module &M, Value *P) {
  RuntimeCall Args(RTFn::PromoteFree);
  Args[RTArg::Pointer] = P;
  Args.create(B, M);
}

/// A copy of \p V's computation at \p B's insertion point (rule 5 holds:
/// computableAtEntry).
Value *promotion::materialize(Value *V, IRBuilderBase &B,
                              DenseMap<Value *, Value *> &Done) {
  if (Value *C = Done.lookup(V))
    return C;
  if (!isa<Instruction>(V))
    return V;
  auto *I = cast<Instruction>(V);
  Instruction *Copy = I->clone();
  for (Use &U : Copy->operands())
    U.set(materialize(U.get(), B, Done));
  B.Insert(Copy, I->getName() + ".entry");
  return Done[V] = Copy;
}

void promotion::hoistAllocas(BasicBlock &From, BasicBlock &To) {
  SmallVector<AllocaInst *, 8> Allocas;
  for (Instruction &I : From)
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isa<Constant>(AI->getArraySize()))
        Allocas.push_back(AI);
  BasicBlock::iterator At = To.begin();
  for (AllocaInst *AI : Allocas)
    AI->moveBefore(At);
}

Value *promotion::launchV2(IRBuilderBase &B, Module &M, Function &Kernel,
                           Value *Blob, unsigned Bytes, ArrayRef<Value *> Grid,
                           ArrayRef<Value *> Block, Value *Shmem,
                           unsigned Flags, Value *Stream) {
  RuntimeCall Args(RTFn::LaunchV2);
  Args[RTArg::Kernel] = &Kernel;
  Args[RTArg::Args] = Blob;
  Args[RTArg::ArgSize] = B.getInt32(Bytes);
  auto I32 = [&](Value *V) { return B.CreateZExtOrTrunc(V, B.getInt32Ty()); };
  Args[RTArg::GridX] = I32(Grid[0]);
  Args[RTArg::GridY] = I32(Grid[1]);
  Args[RTArg::GridZ] = I32(Grid[2]);
  Args[RTArg::BlockX] = I32(Block[0]);
  Args[RTArg::BlockY] = I32(Block[1]);
  Args[RTArg::BlockZ] = I32(Block[2]);
  Args[RTArg::Shmem] = I32(Shmem);
  Args[RTArg::Stream] =
      Stream ? Stream
             : ConstantPointerNull::get(PointerType::getUnqual(M.getContext()));
  Args[RTArg::Flags] = B.getInt32(Flags);
  Args[RTArg::Name] = getKernelNameString(M, Kernel);
  return Args.create(B, M, "dpagg.premature.err");
}

void promotion::dropInferredAttrs(Function &F) {
  // K's inferred effects do not cover the record, the spin, the launch.
  for (Attribute::AttrKind A :
       {Attribute::Memory, Attribute::NoSync, Attribute::NoFree,
        Attribute::WillReturn, Attribute::MustProgress})
    F.removeFnAttr(A);
}

void promotion::dropInvariantLoads(Function &F) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *LI = dyn_cast<LoadInst>(&I))
        LI->setMetadata(LLVMContext::MD_invariant_load, nullptr);
}

//===----------------------------------------------------------------------===//
// P
//===----------------------------------------------------------------------===//

namespace {

/// The launcher thread's state in one kernel: whether it launched a
/// premature child, whether it released it, and the child's record.
struct LinkState {
  AllocaInst *Launched = nullptr, *Released = nullptr, *Rec = nullptr;
  /// K's malloc of the record (K' uses its own record instead).
  CallInst *Malloc = nullptr;
  /// In the launcher thread when a guard does not hold (no premature
  /// launch): K' frees the record it was given there.
  Instruction *NoReach = nullptr;
  /// P: the nesting depth of the launching block, 0 in K (the head); K'
  /// replaces it with the depth its record holds (buildChild).
  Instruction *ParentDepth = nullptr;
  /// PO: the premature launch's first block and the block it ends in,
  /// which K' moves after its acquire (placeEarly).
  BasicBlock *Premature = nullptr, *AfterPremature = nullptr;
};

/// K's rewrite, P's or PA's: PA launches a pool of Pool blocks of K''
/// (PromotePool.cpp) where P launches K', and its record is the pool's
/// slot 0.
class PromoteP {
  Module &M;
  const PromotionDecision &D;
  const LaunchSite &S;
  Function &K;
  /// 0 under P; G under PA.
  unsigned Pool;
  /// PromoteOptions::TailBudget: the link without a premature child.
  uint64_t TailBudget;
  /// PromoteOptions::MaxNesting: P's premature children nested at most.
  unsigned MaxNesting;
  Function *Child = nullptr;
  /// P with tail chains: K.dpagg.tail, K as written whose link tail-launches
  /// itself; every link made without a premature child launches it ("The
  /// nesting" in PromoteLaunches.h).
  Function *Tail = nullptr;
  LinkState St;
  /// PO and PAO: K's block at the acquire point (splitAtAcquire).
  BasicBlock *AcqBB = nullptr;

  void declareChild();
  void createState();
  void emitPrematureLaunch();
  void emitLink(const StagedLaunch &SL);
  void emitAborts();
  void buildChild();
  BasicBlock *childPrologue(ValueToValueMapTy &VMap);
  Function *linkHead(Function &Head, CallBase &Link,
                     const PromoteOptions &Opts);
  void linkTail(CallBase &Link);
  void writeEarly(IRBuilderBase &B, DenseMap<Value *, Value *> &Done);
  BasicBlock *earlyPrologue(ValueToValueMapTy &VMap);
  void placeEarly(ValueToValueMapTy &VMap, BasicBlock *Early,
                  BasicBlock *Acquired);

public:
  PromoteP(Module &M, const PromotionDecision &D, const PromoteOptions &Opts)
      : M(M), D(D), S(*D.Candidate->Site), K(*S.Caller),
        Pool(promotesPools(Opts.Mode) ? Opts.Pool : 0),
        TailBudget(Opts.TailBudget), MaxNesting(Opts.MaxNesting) {}
  bool run(DenseMap<Function *, Function *> &BoundedCopies,
           const PromoteOptions &Opts, const FunctionSummaries &FS);
};

void PromoteP::declareChild() {
  auto *FTy =
      FunctionType::get(Type::getVoidTy(M.getContext()),
                        {PointerType::getUnqual(M.getContext())}, false);
  Child = Function::Create(FTy, GlobalValue::InternalLinkage,
                           K.getName() + ".dpagg.promoted", M);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->getArg(0)->setName("dpagg.record");
}

void PromoteP::createState() {
  BasicBlock &Entry = K.getEntryBlock();
  promotion::hoistAllocas(Entry, Entry);
  IRBuilder<> B(&Entry, Entry.begin());
  St.Launched = B.CreateAlloca(B.getInt1Ty(), nullptr, "dpagg.launched");
  St.Released = B.CreateAlloca(B.getInt1Ty(), nullptr, "dpagg.released");
  St.Rec = B.CreateAlloca(B.getPtrTy(), nullptr, "dpagg.child.record");
  B.SetInsertPoint(Entry.getFirstNonPHIOrDbgOrAlloca());
  B.CreateStore(B.getFalse(), St.Launched);
  B.CreateStore(B.getFalse(), St.Released);
}

/// At entry: the launcher thread takes a record and launches K' with it.
void PromoteP::emitPrematureLaunch() {
  BasicBlock &Entry = K.getEntryBlock();
  Instruction *At = Entry.getTerminator();
  for (Instruction &I : Entry)
    if (isa<StoreInst>(I) && I.getOperand(1) == St.Released) {
      At = I.getNextNode();
      break;
    }
  // PO: in blocks of their own, which K' moves after its acquire.
  if (D.early() && !Pool)
    St.Premature = SplitBlock(At->getParent(), At->getIterator(),
                              static_cast<DominatorTree *>(nullptr), nullptr,
                              nullptr, "dpagg.premature");
  IRBuilder<> B(At);
  // Only where the thread will reach the link (linkGuards): never a launch
  // the program does not make.
  Instruction *IsLauncher =
      SplitBlockAndInsertIfThen(promotion::isThread(B, D.Launcher), At, false);
  B.SetInsertPoint(IsLauncher);
  DenseMap<Value *, Value *> Done;
  Value *Reaches = B.getTrue();
  for (auto [Cond, Toward] : D.Guards) {
    // Frozen: a guard the thread does not reach is evaluated here too, and
    // may be poison there (`x >> n` past `n < 32`); an `and` with it would
    // branch on poison. On the thread's path each guard is a value the
    // program branches on, which freeze keeps.
    Value *C = B.CreateFreeze(promotion::materialize(Cond, B, Done));
    C = Toward ? C : B.CreateNot(C);
    Reaches = Reaches == B.getTrue() ? C : B.CreateAnd(Reaches, C);
  }
  Reaches->setName("dpagg.reaches");
  Instruction *Then;
  SplitBlockAndInsertIfThenElse(Reaches, IsLauncher->getIterator(), &Then,
                                &St.NoReach);
  B.SetInsertPoint(Then);
  // P with K.dpagg.tail: the depth of the child, and whether it may nest
  // that deep ("The nesting" in PromoteLaunches.h); a placeholder here,
  // never folded, that K' turns into the load of its record's depth.
  Value *Depth = nullptr, *TooDeep = nullptr;
  if (D.TailContinuation) {
    St.ParentDepth =
        BinaryOperator::CreateAdd(B.getInt32(0), B.getInt32(0),
                                  "dpagg.depth.parent", Then->getIterator());
    Depth = B.CreateAdd(St.ParentDepth, B.getInt32(1), "dpagg.depth");
    TooDeep = B.CreateICmpUGE(Depth, B.getInt32(MaxNesting), "dpagg.too.deep");
  }
  St.Malloc =
      promotion::callMalloc(B, M,
                            D.early() ? promotion::earlyBytes(S, Pool)
                                      : (Pool ? promotion::poolBytes(S, Pool)
                                              : promotion::recordBytes(S)));
  Value *Launch = B.CreateIsNotNull(St.Malloc);
  if (TooDeep) {
    // Too deep: no premature child; the record goes back, and the link
    // tail-launches K.dpagg.tail (emitLink), where the chain stays a tail
    // chain.
    Instruction *Back =
        SplitBlockAndInsertIfThen(B.CreateAnd(Launch, TooDeep), Then, false);
    B.SetInsertPoint(Back);
    promotion::callFree(B, M, St.Malloc);
    B.SetInsertPoint(Then);
    Launch = B.CreateAnd(Launch, B.CreateNot(TooDeep));
  }
  Instruction *Got = SplitBlockAndInsertIfThen(Launch, Then, false);
  B.SetInsertPoint(Got);
  // P: the record; PA: the pool, whose slot 0 is the first block's record.
  Value *Rec = St.Malloc;
  if (Pool) {
    promotion::initPool(B, St.Malloc, Pool, S);
    Rec = promotion::slotAt(B, St.Malloc, B.getInt32(0), S);
  } else {
    B.CreateAlignedStore(B.getInt32(0), St.Malloc, Align(4));
    if (Depth)
      B.CreateAlignedStore(Depth,
                           B.CreateConstInBoundsGEP1_64(B.getInt8Ty(),
                                                        St.Malloc,
                                                        promotion::RecordDepth),
                           Align(4));
  }
  if (D.early())
    writeEarly(B, Done);
  AllocaInst *Blob = new AllocaInst(B.getPtrTy(), 0, "dpagg.premature.args",
                                    Entry.getFirstNonPHIOrDbgOrAlloca());
  B.CreateStore(St.Malloc, Blob);
  SmallVector<Value *, 3> Block;
  for (Value *V : S.Block.XYZ)
    Block.push_back(promotion::materialize(V, B, Done));
  Value *Shmem = promotion::materialize(S.SharedMem, B, Done);
  Value *One = B.getInt32(1), *Blocks = B.getInt32(Pool ? Pool : 1);
  // Into cudaStreamFireAndForget, which the device schedules at once: a
  // NULL-stream child need not start before its launching thread ends
  // (platform-facts.md, "Streams"), and the point of launching early is to
  // have the child waiting when the release comes. The stream orders
  // nothing here (rule 6: the link is the block's only launch), and the
  // parent grid still completes only after the child.
  Value *FireAndForget = ConstantExpr::getIntToPtr(
      ConstantInt::get(B.getInt64Ty(), CudaStreamFireAndForget), B.getPtrTy());
  Value *Err =
      promotion::launchV2(B, M, *Child, Blob, 8, {Blocks, One, One}, Block,
                          Shmem, promotion::launchFlags(S), FireAndForget);
  Instruction *Ok, *Failed;
  SplitBlockAndInsertIfThenElse(B.CreateICmpEQ(Err, B.getInt32(0)), Got, &Ok,
                                &Failed);
  B.SetInsertPoint(Ok);
  B.CreateStore(B.getTrue(), St.Launched);
  B.CreateStore(Rec, St.Rec);
  B.SetInsertPoint(Failed);
  promotion::callFree(B, M, St.Malloc);
  St.AfterPremature = At->getParent();
}

/// At the link: release the premature child, or launch as written.
void PromoteP::emitLink(const StagedLaunch &SL) {
  IRBuilder<> B(S.Launch);
  Value *Launched = B.CreateLoad(B.getInt1Ty(), St.Launched);
  Instruction *Release, *AsWritten;
  SplitBlockAndInsertIfThenElse(Launched, S.Launch->getIterator(), &Release,
                                &AsWritten);
  B.SetInsertPoint(Release);
  Value *Rec = B.CreateLoad(B.getPtrTy(), St.Rec);
  promotion::copyBlob(B, Rec, SL, S);
  promotion::storeFlag(B, Rec, 1);
  B.CreateStore(B.getTrue(), St.Released);
  S.Launch->moveBefore(AsWritten->getIterator());
  // No premature child (no slab, or its launch failed: the pending-launch
  // limit under P): the link as a tail chain makes it, which rules (1) to
  // (7) admit ("The head"), so a chain goes on where the slabs run out.
  Value *Stream = S.Stream;
  if (TailBudget) {
    IRBuilder<> AB(S.Launch);
    Stream = tailLinkStream(AB, M, TailBudget, S.Stream);
  }
  // P: to K.dpagg.tail, so the chain stays a tail chain from here on and
  // does not start a new nest (PA: K'' launches its next pool itself).
  LaunchSite Link = S;
  if (Tail)
    Link.Kernel = Tail;
  emitV2Launch(Link, SL, Stream);
}

/// Before every return: a launcher that launched and did not release aborts
/// its premature child.
void PromoteP::emitAborts() {
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : K)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(R);
  for (ReturnInst *R : Returns) {
    IRBuilder<> B(R);
    Value *Pending =
        B.CreateAnd(B.CreateLoad(B.getInt1Ty(), St.Launched),
                    B.CreateNot(B.CreateLoad(B.getInt1Ty(), St.Released)),
                    "dpagg.unreleased");
    Instruction *Abort = SplitBlockAndInsertIfThen(Pending, R, false);
    B.SetInsertPoint(Abort);
    Value *Rec = B.CreateLoad(B.getPtrTy(), St.Rec);
    if (!Pool) {
      promotion::storeFlag(B, Rec, 2);
      continue;
    }
    // PA: the record is the pool's slot 0; the whole pool ends.
    promotion::abortSlot(
        B,
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec,
                                     -int64_t(promotion::PoolSlots)),
        Rec);
  }
}

} // namespace

uint64_t promotion::recordBytes(const LaunchSite &S) {
  return RecordArgs + alignTo(S.BufferSize, 16);
}

unsigned promotion::launchFlags(const LaunchSite &S) {
  return S.PerThreadStream ? DPAGG_LAUNCH_PTSZ : 0;
}

void promotion::copyBlob(IRBuilderBase &B, Value *Rec, const StagedLaunch &SL,
                         const LaunchSite &S) {
  if (!S.BufferSize)
    return;
  Value *Dst = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, RecordArgs);
  auto *MC = cast<MemCpyInst>(B.CreateMemCpy(
      Dst, Align(16), SL.Params, SL.Params->getAlign(), S.BufferSize));
  markForWidening(*MC);
}

/// K' before K's body: thread 0 acquires, every thread reads the flag and
/// the parameters between two barriers, an aborted block frees the record
/// and returns, a block without launcher frees it. Returns the block that
/// must branch to K's cloned entry.
BasicBlock *PromoteP::childPrologue(ValueToValueMapTy &VMap) {
  LLVMContext &Ctx = M.getContext();
  Argument *Rec = Child->getArg(0);
  auto *Entry = BasicBlock::Create(Ctx, "dpagg.acquire", Child);
  auto *Met = BasicBlock::Create(Ctx, "dpagg.met", Child);
  IRBuilder<> B(Entry);
  Value *T0 = promotion::isThreadZero(B);
  auto *Spin = BasicBlock::Create(Ctx, "dpagg.wait", Child, Met);
  B.CreateCondBr(T0, Spin, Met);
  B.SetInsertPoint(Spin);
  promotion::spinUntilSet(B, Rec, Met);
  B.SetInsertPoint(Met);
  promotion::barrier(B);
  Value *Flag = B.CreateAlignedLoad(B.getInt32Ty(), Rec, Align(4),
                                    /*isVolatile=*/true, "dpagg.flag");
  // PO: only the postponed parameters (the early ones were read at entry).
  SmallVector<bool, 8> Late;
  if (D.early())
    for (bool E : D.Acquire.Early)
      Late.push_back(!E);
  promotion::loadParams(B, K, S, Rec, VMap, Late);
  promotion::barrier(B);
  auto *Aborted = BasicBlock::Create(Ctx, "dpagg.aborted", Child);
  auto *Go = BasicBlock::Create(Ctx, "dpagg.released", Child);
  B.CreateCondBr(B.CreateICmpEQ(Flag, B.getInt32(2)), Aborted, Go);
  B.SetInsertPoint(Aborted);
  Instruction *Free =
      SplitBlockAndInsertIfThen(T0, B.CreateRetVoid()->getIterator(), false);
  B.SetInsertPoint(Free);
  promotion::callFree(B, M, Rec);
  // A block without its launcher thread never reuses the record.
  B.SetInsertPoint(Go);
  Value *NoOne =
      B.CreateAnd(T0, B.CreateNot(promotion::launcherExists(B, D.Launcher)));
  Instruction *Br = B.CreateUnreachable();
  Instruction *Free2 = SplitBlockAndInsertIfThen(NoOne, Br, false);
  B.SetInsertPoint(Free2);
  promotion::callFree(B, M, Rec);
  return Br->getParent();
}

/// PO and PAO, at the premature launch: the link's early parameters into
/// the child's early record (P: after the record; PA: slot 0's, whose flag
/// says they are there). The launch that follows makes them visible.
void PromoteP::writeEarly(IRBuilderBase &B, DenseMap<Value *, Value *> &Done) {
  if (!Pool) {
    Value *ERec = promotion::earlyRecord(B, St.Malloc, S);
    promotion::writeEarlyParams(B, ERec, S, D.Acquire.Early, Done);
    return;
  }
  promotion::initEarlyFlags(B, St.Malloc, Pool, S);
  Value *ERec = promotion::earlyRecord(B, St.Malloc, B.getInt32(0), Pool, S);
  promotion::writeEarlyParams(B, ERec, S, D.Acquire.Early, Done);
  B.CreateAlignedStore(B.getInt32(1), ERec, Align(4));
}

/// PO: K''s entry. Every thread reads the early parameters from the early
/// record, which the parent's launcher wrote before it launched this grid:
/// no wait, no barrier. Returns the block, with a placeholder terminator.
BasicBlock *PromoteP::earlyPrologue(ValueToValueMapTy &VMap) {
  auto *BB = BasicBlock::Create(M.getContext(), "dpagg.early", Child);
  IRBuilder<> B(BB);
  Value *ERec = promotion::earlyRecord(B, Child->getArg(0), S);
  promotion::loadParams(B, K, S, ERec, VMap, D.Acquire.Early);
  B.CreateUnreachable();
  return BB;
}

/// PO, in K' after the clone: the early block enters K's body; the acquire
/// (childPrologue's blocks, from \p Early's successor in the function to
/// \p Acquired) goes at the acquire point, and the premature launch, which
/// needs every parameter (its guards, its child's early parameters), after
/// it: taken out of the entry's path, entered from the acquire, left for
/// the acquire point's block.
void PromoteP::placeEarly(ValueToValueMapTy &VMap, BasicBlock *Early,
                          BasicBlock *Acquired) {
  auto *Body = cast<BasicBlock>(VMap[&K.getEntryBlock()]);
  Early->getTerminator()->eraseFromParent();
  BranchInst::Create(Body, Early);
  auto *At = cast<BasicBlock>(VMap[AcqBB]);
  auto *First = cast<BasicBlock>(VMap[St.Premature]);
  auto *After = cast<BasicBlock>(VMap[St.AfterPremature]);
  SmallPtrSet<BasicBlock *, 8> Region{First};
  SmallVector<BasicBlock *, 8> Work{First};
  while (!Work.empty())
    for (BasicBlock *Succ : successors(Work.pop_back_val()))
      if (Succ != After && Region.insert(Succ).second)
        Work.push_back(Succ);
  // The acquire point's block has one predecessor (splitAtAcquire); the
  // premature launch's first block, the entry.
  BasicBlock *Head = At->getSinglePredecessor();
  First->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(First,
                                                                       After);
  Head->getTerminator()->replaceSuccessorWith(At, Early->getNextNode());
  Acquired->getTerminator()->eraseFromParent();
  BranchInst::Create(First, Acquired);
  for (BasicBlock *R : Region)
    R->getTerminator()->replaceSuccessorWith(After, At);
}

void promotion::loadParams(IRBuilderBase &B, Function &K, const LaunchSite &S,
                           Value *Rec, ValueToValueMapTy &VMap,
                           ArrayRef<bool> Which) {
  for (Argument &A : K.args()) {
    if (!Which.empty() && !Which[A.getArgNo()])
      continue;
    const LaunchParam &P = S.Params[A.getArgNo()];
    Value *Src =
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, RecordArgs + P.Offset);
    VMap[&A] = B.CreateAlignedLoad(A.getType(), Src,
                                   commonAlignment(Align(16), P.Offset),
                                   "dpagg.param." + A.getName());
  }
}

void PromoteP::buildChild() {
  ValueToValueMapTy VMap;
  // PO: the early block is K''s entry; the acquire's blocks follow it.
  BasicBlock *Early = D.early() ? earlyPrologue(VMap) : nullptr;
  BasicBlock *Last = childPrologue(VMap);
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(Child, &K, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns, ".p");
  Child->setLinkage(GlobalValue::InternalLinkage);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->setName(K.getName() + ".dpagg.promoted");
  auto *Body = cast<BasicBlock>(VMap[&K.getEntryBlock()]);
  if (Early) {
    placeEarly(VMap, Early, Last);
  } else {
    Last->getTerminator()->eraseFromParent();
    BranchInst::Create(Body, Last);
  }
  promotion::hoistAllocas(*Body, Child->getEntryBlock());
  // K' launches with the record it was given, not a new one, and nests
  // one deeper than the depth that record holds (its parent's child's).
  auto *Malloc = cast<CallInst>(VMap[St.Malloc]);
  Malloc->replaceAllUsesWith(Child->getArg(0));
  Malloc->eraseFromParent();
  if (St.ParentDepth) {
    auto *Placeholder = cast<Instruction>(VMap[St.ParentDepth]);
    IRBuilder<> DB(Placeholder);
    Value *Held = DB.CreateAlignedLoad(
        DB.getInt32Ty(),
        DB.CreateConstInBoundsGEP1_64(DB.getInt8Ty(), Child->getArg(0),
                                      promotion::RecordDepth),
        Align(4), "dpagg.depth.parent");
    Placeholder->replaceAllUsesWith(Held);
    Placeholder->eraseFromParent();
  }
  // A K' whose launcher will not reach its link makes no premature launch
  // and is the record's last user: its parent released it, and every thread
  // of the block loaded it before the prologue's second barrier.
  IRBuilder<> B(cast<Instruction>(VMap[St.NoReach]));
  promotion::callFree(B, M, Child->getArg(0));
  promotion::dropInferredAttrs(*Child);
  promotion::dropInvariantLoads(*Child);
}

/// False if PA's clone could not be built (the link is then launched as
/// written).
bool PromoteP::run(DenseMap<Function *, Function *> &BoundedCopies,
                   const PromoteOptions &Opts, const FunctionSummaries &FS) {
  // PA's head: K as written, cloned before any rewrite ("The head").
  Function *Head = nullptr;
  CallBase *HeadLink = nullptr;
  if (Pool && !Opts.FromHead) {
    ValueToValueMapTy VMap;
    Head = CloneFunction(&K, VMap);
    HeadLink = cast<CallBase>(VMap[S.Launch]);
  }
  // P's tail continuation: K as written too.
  CallBase *TailLink = nullptr;
  if (D.TailContinuation) {
    ValueToValueMapTy VMap;
    Tail = CloneFunction(&K, VMap);
    Tail->setName(K.getName() + ".dpagg.tail");
    TailLink = cast<CallBase>(VMap[S.Launch]);
  }
  StagedLaunch SL;
  // PO and PAO: before anything moves (staging erases instructions; the
  // block stays).
  if (D.early())
    AcqBB = promotion::splitAtAcquire(D.Acquire.At);
  if (Pool) {
    // K'' is K's body as written: cloned before K's own rewrite.
    SL = stageLaunch(S);
    Child = promotion::buildPoolChild(M, D, SL, Opts, FS, AcqBB);
    if (!Child) {
      emitV2Launch(S, SL);
      if (Head)
        Head->eraseFromParent();
      return false;
    }
    createState();
  } else {
    declareChild();
    createState();
    SL = stageLaunch(S);
  }
  emitLink(SL);
  emitAborts();
  emitPrematureLaunch();
  promotion::dropInferredAttrs(K);
  if (!Pool)
    buildChild();
  SmallVector<Function *, 4> Kernels = {&K, Child};
  if (Head)
    Kernels.push_back(linkHead(*Head, *HeadLink, Opts));
  if (Tail) {
    linkTail(*TailLink);
    Kernels.push_back(Tail);
  }
  promotion::boundKernels(Kernels, BoundedCopies);
  promotion::markNoAggregate(M, Kernels);
  return true;
}

/// The head takes K's name and symbol; the promoted K becomes
/// K.dpagg.chain, internal; the head's link, whose kernel is the promoted
/// K's function, is made as a tail chain's link ("The head").
Function *PromoteP::linkHead(Function &Head, CallBase &Link,
                             const PromoteOptions &Opts) {
  std::string Name = K.getName().str();
  GlobalValue::LinkageTypes Linkage = K.getLinkage();
  K.setName(Name + ".dpagg.chain");
  K.setLinkage(GlobalValue::InternalLinkage);
  K.setVisibility(GlobalValue::DefaultVisibility);
  K.setComdat(nullptr);
  Head.setName(Name);
  Head.setLinkage(Linkage);
  SmallVector<LaunchSite, 2> Sites;
  findLaunchSites(Head, nullptr, Sites);
  for (const LaunchSite &HS : Sites) {
    if (HS.Launch != &Link)
      continue;
    StagedLaunch HL = stageLaunch(HS);
    IRBuilder<> B(HS.Launch);
    emitV2Launch(HS, HL, tailLinkStream(B, M, Opts.TailBudget, HS.Stream));
  }
  return &Head;
}

/// K.dpagg.tail: K as written, internal, whose link tail-launches itself
/// (tailLinkStream: into cudaStreamTailLaunch within the tail budget), as
/// the chain's link as written is made without promotion
/// (Aggregation/TailChainPlan.cpp; rules (1) to (7) include its rules).
void PromoteP::linkTail(CallBase &Link) {
  Tail->setLinkage(GlobalValue::InternalLinkage);
  Tail->setVisibility(GlobalValue::DefaultVisibility);
  Tail->setComdat(nullptr);
  SmallVector<LaunchSite, 2> Sites;
  findLaunchSites(*Tail, nullptr, Sites);
  for (const LaunchSite &TS : Sites) {
    if (TS.Launch != &Link)
      continue;
    StagedLaunch TL = stageLaunch(TS);
    IRBuilder<> B(TS.Launch);
    LaunchSite ToTail = TS;
    ToTail.Kernel = Tail;
    emitV2Launch(ToTail, TL, tailLinkStream(B, M, TailBudget, TS.Stream));
  }
}

void promotion::markNoAggregate(Module &M, ArrayRef<Function *> Fns) {
  // Aggregation's annotation (Support/Annotations.h): the promoted
  // kernels launch through the runtime, which aggregation does not see as
  // launches, so neither is aggregated as a child nor published as a leaf.
  LLVMContext &Ctx = M.getContext();
  PointerType *Ptr = PointerType::getUnqual(Ctx);
  auto *Ty = StructType::get(Ptr, Ptr, Ptr, Type::getInt32Ty(Ctx), Ptr);
  SmallVector<Constant *, 8> Entries;
  GlobalVariable *Old = M.getNamedGlobal("llvm.global.annotations");
  if (Old && Old->hasInitializer())
    for (Value *Op : Old->getInitializer()->operands())
      Entries.push_back(cast<Constant>(Op));
  if (any_of(Entries, [&](Constant *C) { return C->getType() != Ty; }))
    return; // a form of the table this pass does not know: leave it
  Constant *Text = ConstantDataArray::getString(Ctx, "dpagg.no_aggregate");
  auto *Str =
      new GlobalVariable(M, Text->getType(), true, GlobalValue::PrivateLinkage,
                         Text, "dpagg.no_aggregate.str");
  Str->setSection("llvm.metadata");
  Constant *Null = ConstantPointerNull::get(Ptr);
  for (Function *F : Fns)
    Entries.push_back(ConstantStruct::get(
        Ty, {F, Str, Null, ConstantInt::get(Type::getInt32Ty(Ctx), 0), Null}));
  auto *ArrTy = ArrayType::get(Ty, Entries.size());
  auto *New = new GlobalVariable(M, ArrTy, false, GlobalValue::AppendingLinkage,
                                 ConstantArray::get(ArrTy, Entries), "");
  New->setSection("llvm.metadata");
  if (Old)
    Old->eraseFromParent();
  New->setName("llvm.global.annotations");
}

void promotion::boundKernels(ArrayRef<Function *> Kernels,
                             DenseMap<Function *, Function *> &Copies) {
  // The runtime's launch raises registers: RegisterBound.h; the plan
  // checked compiledApart (rule 7).
  for (Function *F : Kernels)
    if (!hasLaunchBounds(*F)) {
      addRegisterBound(*F);
      callInternalCopies(*F, Copies);
    }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

static OptimizationRemarkMissed notPromoted(const PromotionDecision &D) {
  OptimizationRemarkMissed R = notPromotedRemark(*D.Candidate, *D.Refused);
  if (!D.Detail.empty())
    R << " (" << D.Detail << ")";
  return R;
}

/// PO and PAO: what of the child's code runs before its acquire, or why
/// nothing does (the first instruction refused, AcquireStops.def).
static void addPrefix(OptimizationRemark &R, const PromotionDecision &D,
                      const PromoteOptions &Opts) {
  if (!promotesEarly(Opts.Mode))
    return;
  const AcquirePoint &A = D.Acquire;
  if (A.At)
    R << "; " << ore::NV("Prefix", A.Prefix)
      << " instruction(s) of each child run before it waits for its release "
         "(the next one: ";
  else
    R << "; nothing of each child runs before it waits for its release, as "
         "under "
      << (promotesPools(Opts.Mode) ? "pa" : "p") << " (the first instruction: ";
  R << acquireStopText(A.Why);
  if (!A.Detail.empty())
    R << ", " << A.Detail;
  R << ")";
}

static OptimizationRemark promoted(const PromotionDecision &D,
                                   const PromoteOptions &Opts) {
  const LaunchSite &S = *D.Candidate->Site;
  OptimizationRemark R(DEBUG_TYPE, "Promoted", launchLocation(S.Launch),
                       S.Launch->getParent());
  R << ore::NV("Kernel", kernelName(*D.Candidate->Kernel)) << " promoted ("
    << ore::NV("Mode", promoteModeName(Opts.Mode));
  if (promotesPools(Opts.Mode))
    R << ", pools of " << ore::NV("Pool", Opts.Pool) << " blocks";
  if (promotesPools(Opts.Mode)) {
    R << (Opts.FromHead ? "): its first pool is launched at its entry"
                        : "): the chain's head makes this link as a tail "
                          "chain does, to a promoted copy whose entry "
                          "launches the first pool")
      << "; each block of a pool releases the next one at this launch, and "
         "a pool's last block launches the next pool here";
    if (Opts.TailBudget)
      R << " into cudaStreamTailLaunch, so the chain does not nest";
    addPrefix(R, D, Opts);
    return R;
  }
  R << "): its child is launched at its entry and released at this launch";
  if (D.TailContinuation)
    R << "; a child " << ore::NV("MaxNesting", Opts.MaxNesting)
      << " deep is not launched early: that link and every one after it "
         "are made as a tail chain's, so within the tail-chain budget the "
         "chain nests no deeper";
  else
    R << "; the chain keeps its nesting ("
      << (Opts.TailBudget ? "the kernel may need the host's opt-in to more "
                            "than 48 KiB of shared memory, which a copy of "
                            "it would not have"
                          : "tail chains off")
      << "), so a chain deeper than the pending-launch limit still fails";
  addPrefix(R, D, Opts);
  return R;
}

Expected<PromoteOptions> dpagg::parsePromoteOptions(StringRef Params) {
  PromoteOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    unsigned N = 0;
    // The parameter as written, for the error (consume_front eats P).
    StringRef Whole = P;
    if (std::optional<PromoteMode> M = parsePromoteMode(P);
        M && *M != PromoteMode::None)
      Opts.Mode = *M;
    else if (P.consume_front("pool=") && !P.getAsInteger(10, N) &&
             isValidPromotePool(N))
      Opts.Pool = N;
    else if (P == "from-head")
      Opts.FromHead = true;
    else if (P.consume_front("max-nesting=") && !P.getAsInteger(10, N) &&
             isValidPromoteMaxNesting(N))
      Opts.MaxNesting = N;
    else
      return make_error<StringError>(
          "invalid dpagg-promote parameter '" + Whole.str() +
              "' (accepted: p, pa, po, pao, pool=N with N from 2 to "
              "16777216, from-head, max-nesting=N with N from 2 to 65536)",
          inconvertibleErrorCode());
  }
  return Opts;
}

void PromoteLaunchesPass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name()) << "<" << promoteModeName(Opts.Mode);
  if (promotesPools(Opts.Mode))
    OS << ";pool=" << Opts.Pool;
  if (promotesPools(Opts.Mode) && Opts.FromHead)
    OS << ";from-head";
  if (!promotesPools(Opts.Mode) && Opts.MaxNesting != DefaultPromoteMaxNesting)
    OS << ";max-nesting=" << Opts.MaxNesting;
  OS << ">";
}

PreservedAnalyses PromoteLaunchesPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M) || Opts.Mode == PromoteMode::None)
    return PreservedAnalyses::all();
  PromotionPlan Plan = planPromotion(M, MAM, Opts);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // Remarks first: the rewrite erases the sites they point at.
  for (const PromotionDecision &D : Plan.Kernels) {
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(
        const_cast<Function &>(*D.Candidate->Kernel));
    if (D.promoted())
      ORE.emit([&] { return promoted(D, Opts); });
    else
      ORE.emit([&] { return notPromoted(D); });
  }
  bool Changed = false;
  DenseMap<Function *, Function *> BoundedCopies;
  const auto &FS = MAM.getResult<FunctionSummariesAnalysis>(M);
  for (const PromotionDecision &D : Plan.Kernels) {
    if (!D.promoted())
      continue;
    PromoteP(M, D, Opts).run(BoundedCopies, Opts, FS);
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  widenMarkedCopies(M);
  return PreservedAnalyses::none();
}
