//===- PromotionPlan.cpp - which chains launch promotion rewrites ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The legality rules of PromoteLaunches.h, (1) to (7), read from the
/// recognition (PromotionCandidates.h), the launch site and the function
/// summaries; the plan is data, printed by print<dpagg-promotion-plan>
/// before anything changes. Nothing here changes the IR.
///
//===----------------------------------------------------------------------===//
#include "Promotion.h"

#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Transforms/PromoteLaunches.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

/// The special registers whose value a thread reads the same at any point
/// of its kernel: its own index, its block's, and the extents.
static bool constantPerThread(const IntrinsicInst &II) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
    return true;
  default:
    return false;
  }
}

bool dpagg::computableAtEntry(const Value *V, unsigned Depth) {
  if (isa<Argument>(V) || isa<Constant>(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 16 || isa<PHINode>(I) || isa<AllocaInst>(I))
    return false;
  if (const auto *II = dyn_cast<IntrinsicInst>(I))
    return constantPerThread(*II);
  // Evaluated at entry, on every path: it must not trap (a division the
  // prologue guards) and must read nothing the prologue may write.
  if (isa<CallBase>(I) || I->mayReadOrWriteMemory() ||
      !isSafeToSpeculativelyExecute(I))
    return false;
  return all_of(I->operands(), [&](const Value *Op) {
    return computableAtEntry(Op, Depth + 1);
  });
}

std::optional<SmallVector<std::pair<Value *, bool>, 4>>
dpagg::linkGuards(const CallBase &Launch, ArrayRef<ICmpInst *> NullChecks) {
  const BasicBlock *L = Launch.getParent();
  SmallPtrSet<const BasicBlock *, 32> R{L};
  SmallVector<const BasicBlock *, 32> Work{L};
  while (!Work.empty())
    for (const BasicBlock *P : predecessors(Work.pop_back_val()))
      if (R.insert(P).second)
        Work.push_back(P);
  SmallVector<std::pair<Value *, bool>, 4> Guards;
  for (const BasicBlock *X : R) {
    if (X == L)
      continue;
    const Instruction *T = X->getTerminator();
    if (all_of(successors(X), [&](const BasicBlock *S) { return R.count(S); }))
      continue;
    const auto *Br = dyn_cast<BranchInst>(T);
    if (!Br || !Br->isConditional())
      return std::nullopt;
    // Staging folds the buffer's null check to "not null": no guard, if
    // that side stays in R.
    if (const auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
        Cmp && is_contained(NullChecks, Cmp)) {
      bool IsNe = Cmp->getPredicate() == ICmpInst::ICMP_NE;
      if (R.count(Br->getSuccessor(IsNe ? 0 : 1)))
        continue;
      return std::nullopt;
    }
    if (!computableAtEntry(Br->getCondition()))
      return std::nullopt;
    Guards.push_back({Br->getCondition(), R.count(Br->getSuccessor(0)) != 0});
  }
  return Guards;
}

/// Rule (6b): a read of \p F through the non-coherent path (ld.global.nc,
/// legal only for data read-only while the grid runs): an ldg or ldu
/// intrinsic, or, where \p Loads, a load with !invariant.load (clang 22's
/// __ldg); or null.
static const Instruction *nonCoherentRead(const Function &F, bool Loads) {
  for (const Instruction &I : instructions(F)) {
    if (const auto *LI = dyn_cast<LoadInst>(&I);
        Loads && LI && LI->hasMetadata(LLVMContext::MD_invariant_load))
      return &I;
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = CB->getCalledFunction();
          Callee && (Callee->getName().starts_with("llvm.nvvm.ldg.") ||
                     Callee->getName().starts_with("llvm.nvvm.ldu.")))
        return &I;
  }
  return nullptr;
}

/// Rule (6b) for \p K: its own invariant loads are fine (the clones drop
/// !invariant.load: promotion::dropInvariantLoads); its callees' and its
/// ldg/ldu intrinsics are not. Returns the function that reads, or empty.
std::string promotion::nonCoherentReader(const Function &K,
                                         const FunctionSummaries &FS) {
  if (nonCoherentRead(K, /*Loads=*/false))
    return demangle(K.getName().str());
  for (const Function *F : FS.reachable(K))
    if (F != &K && nonCoherentRead(*F, /*Loads=*/true))
      return demangle(F->getName().str());
  return "";
}

namespace {

/// PA: a failing assert prints the block's index from %ctaid, which a block
/// of a pool reads as its place in the pool, not the [0,0,0] of the
/// one-block grid it stands for (red team pa_assert_where). The name of the
/// function that calls __assertfail (K or one it reaches), or empty.
std::string assertCaller(const Function &K, const FunctionSummaries &FS) {
  auto Calls = [](const Function &F) {
    for (const Instruction &I : instructions(F))
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *C = CB->getCalledFunction();
            C && C->getName() == "__assertfail")
          return true;
    return false;
  };
  if (Calls(K))
    return demangle(K.getName().str());
  for (const Function *F : FS.reachable(K))
    if (F != &K && Calls(*F))
      return demangle(F->getName().str());
  return "";
}

/// Rules (2) to (5) of the site \p S in \p K.
std::optional<PromotionRefusal> judgeLink(const LaunchSite &S,
                                          const Function &K) {
  if (!isa<ConstantPointerNull>(S.Stream))
    return PromotionRefusal::NotNullStream;
  if (!S.Launch->use_empty())
    return PromotionRefusal::ResultUsed;
  if (K.isInterposable())
    return PromotionRefusal::Interposable;
  for (const Argument &A : K.args())
    if (A.hasByValAttr())
      return PromotionRefusal::AggregateParam;
  if (S.ParamAlign > Align(16))
    return PromotionRefusal::OverAlignedParam;
  return std::nullopt;
}

/// Rule (5): the configuration that the premature launch needs at entry.
bool configAtEntry(const LaunchSite &S) {
  for (const Value *V : S.Block.XYZ)
    if (!V || !computableAtEntry(V))
      return false;
  return S.SharedMem && computableAtEntry(S.SharedMem);
}

/// PA's shape rule: each block dimension of L is a constant or the
/// launching block's own extent in that dimension (%ntid), and the dynamic
/// shared memory a constant. By induction from the first step, every step of
/// the chain then has one shape, which a pool's blocks share.
bool sameShapeEveryStep(const LaunchSite &S) {
  static constexpr Intrinsic::ID Ntid[] = {
      Intrinsic::nvvm_read_ptx_sreg_ntid_x,
      Intrinsic::nvvm_read_ptx_sreg_ntid_y,
      Intrinsic::nvvm_read_ptx_sreg_ntid_z};
  for (unsigned I = 0; I < 3; ++I) {
    const Value *V = S.Block.XYZ[I];
    const auto *II = dyn_cast_or_null<IntrinsicInst>(V);
    if (!isa_and_nonnull<ConstantInt>(V) &&
        (!II || II->getIntrinsicID() != Ntid[I]))
      return false;
  }
  return isa_and_nonnull<ConstantInt>(S.SharedMem);
}

/// PA: K'' tests for its launcher thread as K does (promotion::isThread:
/// threadIdx.x == c in a block whose y and z extents are 1) and, where that
/// thread does not exist, its thread 0 ends the pool. The candidate rule
/// also admits a launcher tested on y and z, in blocks of several
/// dimensions: there the real launcher would release a slot of a pool that
/// thread 0 had ended, and perhaps freed (red team pa_2d_launcher). A y or
/// z extent that is %ntid keeps every pool one-dimensional (K launches a
/// pool only from a one-dimensional block); a constant other than 1 does
/// not.
bool poolBlocksOneDimensional(const LaunchSite &S) {
  for (unsigned I : {1u, 2u})
    if (const auto *C = dyn_cast<ConstantInt>(S.Block.XYZ[I]); C && !C->isOne())
      return false;
  return true;
}

/// PA: K'' adds a 4-byte shared variable (its block index) to K's static
/// shared memory, of which a kernel has at most 48 KiB: K at the limit
/// would no longer link (nvlink: "uses too much shared data"; red team
/// pa_shared_full).
bool poolIndexFits(const Function &K, const FunctionSummaries &FS) {
  constexpr uint64_t StaticSharedLimit = 48 * 1024;
  SharedEstimate E = FS.staticShared(K);
  return E.Unknown.empty() && alignTo(E.Bytes, 4) + 4 <= StaticSharedLimit;
}

/// The internal kernels promotion launches (PA's K'' and the head's
/// K.dpagg.chain, P's K.dpagg.tail) cannot be named by the host, so no host
/// opt-in (cudaFuncAttributeMaxDynamicSharedMemorySize) reaches them: one
/// that needs more than 48 KiB of shared memory, K's static memory with
/// \p Extra bytes of DPAgg's own (PA's pool index) and the link's
/// constant dynamic memory, would fail to launch where the program's own
/// launch of K, opted in by the host, succeeds (red teams ph_shared_optin:
/// the head's link to K.dpagg.chain; pn_shared_optin: the link to
/// K.dpagg.tail).
bool needsNoSharedOptIn(const LaunchSite &S, const Function &K,
                        const FunctionSummaries &FS, uint64_t Extra) {
  constexpr uint64_t OptInAbove = 48 * 1024;
  const auto *Dyn = dyn_cast_or_null<ConstantInt>(S.SharedMem);
  SharedEstimate E = FS.staticShared(K);
  return Dyn && E.Unknown.empty() &&
         alignTo(E.Bytes, 4) + Extra + Dyn->getZExtValue() <= OptInAbove;
}

/// PA's rules, after P's.
void decidePool(PromotionDecision &D, const FunctionSummaries &FS) {
  const LaunchSite &S = *D.Candidate->Site;
  if (!sameShapeEveryStep(S)) {
    D.Refused = PromotionRefusal::ShapeVaries;
    return;
  }
  if (!poolBlocksOneDimensional(S)) {
    D.Refused = PromotionRefusal::PoolBlockNotOneD;
    return;
  }
  if (!poolIndexFits(*S.Caller, FS)) {
    D.Refused = PromotionRefusal::PoolSharedFull;
    return;
  }
  if (!needsNoSharedOptIn(S, *S.Caller, FS, /*Extra=*/4)) {
    D.Refused = PromotionRefusal::PoolSharedOptIn;
    return;
  }
  if (std::string Who = assertCaller(*S.Caller, FS); !Who.empty()) {
    D.Refused = PromotionRefusal::PoolAssert;
    D.Detail = Who;
    return;
  }
  // The clone inlines every callee that reads the geometry and reads
  // %ctaid as 0 and %nctaid as 1; Blocker names what it cannot rewrite
  // (inline assembly, %gridid, clusters, code defined elsewhere).
  if (const std::string &Why = FS.childFacts(*S.Caller).Blocker; !Why.empty()) {
    D.Refused = PromotionRefusal::GeometryUnrewritable;
    D.Detail = Why;
  }
}

/// Bytes the runtime is asked for (runtime/promote.cu): P's record, PA's
/// pool, each with its early records under PO and PAO.
uint64_t memoryBytes(const PromotionDecision &D, unsigned Pool) {
  const LaunchSite &S = *D.Candidate->Site;
  if (D.early())
    return promotion::earlyBytes(S, Pool);
  return Pool ? promotion::poolBytes(S, Pool) : promotion::recordBytes(S);
}

void decide(PromotionDecision &D, const FunctionSummaries &FS,
            FunctionAnalysisManager &FAM, const PromoteOptions &Opts) {
  PromoteMode Mode = Opts.Mode;
  const PromotionCandidate &C = *D.Candidate;
  auto Refuse = [&](PromotionRefusal R, std::string Detail = "") {
    D.Refused = R;
    D.Detail = std::move(Detail);
  };
  if (C.Refused)
    return Refuse(*C.Refused);
  if (C.Chain.size() != 1)
    return Refuse(PromotionRefusal::ChainThroughOther);
  const LaunchSite &S = *C.Site;
  Function &K = *S.Caller;
  if (auto R = judgeLink(S, K))
    return Refuse(*R);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(K);
  std::optional<uint64_t> Tid = tidConstantAt(*S.Launch, DT);
  if (!Tid || *Tid >= 1024)
    return Refuse(PromotionRefusal::LauncherUnknown);
  D.Launcher = *Tid;
  // Reaching the link is reaching the launch itself, not its parameter
  // buffer's request: clang evaluates the arguments between the two, and an
  // argument may leave the kernel (a statement expression's return; red
  // team: test/RedTeam/prom_arg_return.cu). The buffer's null checks fold
  // to "not null" (staging), so they are no guards.
  auto Guards = linkGuards(*S.Launch, S.NullChecks);
  if (!Guards)
    return Refuse(PromotionRefusal::ReachNotAtEntry);
  D.Guards = std::move(*Guards);
  if (!configAtEntry(S))
    return Refuse(PromotionRefusal::ConfigNotAtEntry);
  // Rule (6), first part: nothing else launches or uses a stream, an event
  // or the error state.
  if (const CallBase *CB = FS.firstNotLaunchFree(K, {S.Launch, S.Buffer})) {
    const Function *Callee = CB->getCalledFunction();
    return Refuse(PromotionRefusal::OtherCalls,
                  Callee ? demangle(Callee->getName().str())
                         : std::string("an indirect call or inline assembly"));
  }
  if (const std::string &Why = FS.interThreadWaits(K); !Why.empty())
    return Refuse(PromotionRefusal::Waits, Why);
  if (const std::string &Why = FS.exitBlocker(K); !Why.empty())
    return Refuse(PromotionRefusal::MayEndUnseen, Why);
  if (!hasLaunchBounds(K))
    if (const std::string &Why = FS.compiledApart(K); !Why.empty())
      return Refuse(PromotionRefusal::CompiledApart, Why);
  if (std::string Who = promotion::nonCoherentReader(K, FS); !Who.empty())
    return Refuse(PromotionRefusal::NonCoherentRead, Who);
  if (promotesPools(Mode))
    decidePool(D, FS);
  // P and PO: the links made without a premature child go to K.dpagg.tail
  // ("The nesting") only where the tail chain is on and that internal
  // kernel launches wherever K does; else to K, and the chain nests.
  if (!promotesPools(Mode) && Opts.TailBudget)
    D.TailContinuation = needsNoSharedOptIn(S, K, FS, /*Extra=*/0);
  if (!D.Refused && promotesEarly(Mode))
    D.Acquire = findAcquirePoint(D, Mode, FS, FAM);
  unsigned Pool = promotesPools(Mode) ? Opts.Pool : 0;
  if (uint64_t Bytes = memoryBytes(D, Pool);
      !D.Refused && Bytes > DPAGG_PROMOTE_SLAB_BYTES)
    return Refuse(PromotionRefusal::PoolTooLarge,
                  std::to_string(Bytes) + " bytes; a slab holds " +
                      std::to_string(DPAGG_PROMOTE_SLAB_BYTES));
}

} // namespace

PromotionPlan dpagg::planPromotion(Module &M, ModuleAnalysisManager &MAM,
                                   const PromoteOptions &Opts) {
  PromotionPlan Plan;
  Plan.Opts = Opts;
  const auto &Candidates = MAM.getResult<PromotionCandidatesAnalysis>(M);
  const auto &FS = MAM.getResult<FunctionSummariesAnalysis>(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (const PromotionCandidate &C : Candidates.Kernels) {
    PromotionDecision &D = Plan.Kernels.emplace_back();
    D.Candidate = &C;
    decide(D, FS, FAM, Opts);
  }
  return Plan;
}

/// \p I as the IR prints it, without its indentation.
static std::string text(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  I.print(OS);
  return StringRef(S).ltrim().str();
}

/// PO and PAO: the early parameters, and where the acquire goes and why
/// there.
static void printAcquire(raw_ostream &OS, const AcquirePoint &A) {
  OS << "    early parameters:";
  unsigned N = 0;
  for (unsigned I = 0; I < A.Early.size(); ++I)
    if (A.Early[I] && ++N)
      OS << " #" << I;
  OS << (N ? "\n" : " none\n");
  if (A.At)
    OS << "    acquire after " << A.Prefix
       << " instruction(s), before: " << text(*A.At) << "\n";
  else
    OS << "    acquire at entry (nothing runs before it)\n";
  OS << "    prefix ends";
  if (A.Stop)
    OS << " at " << text(*A.Stop);
  OS << ": " << acquireStopText(A.Why);
  if (!A.Detail.empty())
    OS << " (" << A.Detail << ")";
  OS << "\n";
}

void PromotionPlan::print(raw_ostream &OS) const {
  OS << "Promotion plan (" << promoteModeName(Opts.Mode);
  if (promotesPools(Opts.Mode))
    OS << ", pool " << Opts.Pool << ", first pool "
       << (Opts.FromHead ? "from the head" : "from the second step");
  OS << "):\n";
  for (const PromotionDecision &D : Kernels) {
    OS << "  @" << D.Candidate->Kernel->getName() << ": ";
    if (D.Refused) {
      OS << "not promoted: " << promotionRefusalText(*D.Refused);
      if (!D.Detail.empty())
        OS << " (" << D.Detail << ")";
      OS << "\n";
      continue;
    }
    OS << "promoted, launcher threadIdx.x == " << D.Launcher << ", "
       << D.Guards.size() << " guard(s), postponed parameters:";
    unsigned N = 0;
    for (unsigned I = 0; I < D.Candidate->Postponed.size(); ++I)
      if (D.Candidate->Postponed[I] && ++N)
        OS << " #" << I;
    if (!N)
      OS << " none";
    if (!promotesPools(Opts.Mode))
      OS << "; past depth " << Opts.MaxNesting << ": "
         << (D.TailContinuation ? "tail chain (K.dpagg.tail)"
                                : "nests (no tail continuation)");
    OS << "\n";
    if (promotesEarly(Opts.Mode))
      printAcquire(OS, D.Acquire);
  }
}

PreservedAnalyses PromotionPlanPrinterPass::run(Module &M,
                                                ModuleAnalysisManager &MAM) {
  planPromotion(M, MAM, Opts).print(OS);
  return PreservedAnalyses::all();
}
