//===- SerialPlan.cpp - which launches run in the launching thread --------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Serialization (issue 26, item 1), the planning half: for every launch
/// site, whether its small launches run in the launching thread, as a loop
/// over the child's logical threads (the serial copy K.dpagg.serial,
/// SerialChild.h), chosen per launch at run time:
///
///   if (gridThreads * blockThreads <= T && CUDA would accept the launch)
///     K.dpagg.serial(...); result = cudaSuccess
///   else
///     the launch as the rest of the plan lowers it (aggregated or as written)
///
/// The decision is data (SitePlan::Serial), printed by print<dpagg-plan> and
/// said by a remark (Serialized, or missed NotSerialized with the rule); each
/// rule below is an allow-list with its argument, one row of Reasons.def
/// (DPAGG_NOT_SERIALIZED) per rule. Why serializing changes nothing a valid
/// program can observe, in three parts:
///
/// (a) The child's code runs the same in one thread as in its own grid.
///     A grid's threads may run in any order and at any relative speed,
///     unless they synchronize: barriers (of any kind), waits on one
///     another outside barriers (InterThreadWaits: a serial loop would
///     deadlock a spin-wait on a later logical thread; malloc in a loop,
///     whose retry waits for another thread's free, is one), warp-level
///     operations (whose results depend on the other lanes), shared memory
///     (the block's, which the loop does not have). With none of these (the
///     child rules), running the logical threads one after another, each to
///     its end, is one of the schedules CUDA allows: every memory access of
///     one logical thread happens before the next one's, which no rule of
///     the memory model forbids. What else a thread reads of its launch is
///     rewritten (%tid, %ctaid, %ntid, %nctaid in x, y, z: the loop's
///     values; %dynamic_smem_size: 0, the serial path's launches have none)
///     or is a value the child's own launch could read too (the clocks, the
///     SM: column SERIAL of KnownCalls.def's special registers); any other
///     register refuses the child. The child's code must be all there to
///     copy: no inline assembly (it could read or do anything), no indirect
///     call, no function of another unit or one the linker may replace
///     (K itself included: a weak K),
///     no recursion, no function compiled without optimization (optnone:
///     its floating-point code is compiled at -O0, never contracted, and
///     the copy, inlined into the optimized parent, would be), no launch
///     or device runtime call of its own (a launch
///     from the serial copy would come from the parent's block, with the
///     parent's streams), and no way for a thread to end but returning (an
///     `exit` would end the parent thread, not one logical thread). Reads
///     through the non-coherent path: a child's `ld.global.nc` is legal
///     because its data is read-only while the child grid runs, but in the
///     parent the same memory may be written by the parent's threads; the
///     copy drops `!invariant.load` (SerialChild.cpp) and the child may not
///     call the ldg/ldu intrinsics, and the copy is a device function,
///     whose pointer arguments NVPTX never reads through ld.global.nc (its
///     invariant-load tagging looks only at kernels' `noalias` read-only
///     parameters).
/// (b) Order. A serialized child runs at once. CUDA runs one block's
///     launches into the NULL stream, and one thread's into its per-thread
///     stream or into a stream it created, one after another; DPAgg's
///     contract (Plan.cpp, "Semantics") lets the siblings of ONE site run
///     concurrently, as their aggregate does, but a launch that CUDA would
///     run first from another site, or the thread's own earlier launch,
///     must still run first. So a site is serialized only where no such
///     launch can be pending: its stream is cudaStreamFireAndForget, which
///     orders nothing, as written or as planned (the thread's only launch
///     into a stream private to it: Plan.cpp, privateStreamLaunch); or the site
///     is its thread's only launch, once (onceAndOnlyLaunch: no other launch,
///     stream or event use in anything the kernel runs, not in a cycle) into
///     the NULL stream (whose other launches in the block are then the site's
///     siblings), the per-thread stream or a stream the thread created. Never
///     cudaStreamTailLaunch: a tail launch runs after the whole parent grid,
///     which a program may rely on. Under -dpagg-strict-ordering only
///     fire-and-forget.
/// (c) The result. Alone, a launch CUDA accepts succeeds and leaves the
///     thread's error state as it was (runtime/Join.cuh, "Error semantics":
///     a successful launch does not reset it, measured); running out of
///     launch slots or memory depends on what else is pending, not on the
///     launch. So the serial path is taken only for launches CUDA would
///     accept, checked at run time (Lower.cpp, serialCheck): every grid and
///     block dimension at least 1, grid y and z at most 65535, block x and
///     y at most 1024 and z at most 64, block threads at most what every
///     launch of the child accepts (kernelLimits: launch bounds, registers;
///     a required block size refuses the child here), no dynamic shared
///     memory; it returns cudaSuccess and touches no error state. Any other
///     launch takes the original path, which returns CUDA's answer. Nothing
///     else a thread can observe changes: a parent cannot wait for its
///     child in CDP2, so a child that starts at once and finishes before
///     the launch returns is a schedule CUDA allows; the launch releases
///     the parent's earlier writes to the child, and the serial copy runs
///     after them in program order; the parent grid completes after its
///     children in both cases.
///
/// Cost (serialThreshold): with -dpagg-serial-threshold=N every site that
/// passes the rules gets T = N; with `auto`, the model below.
///
//===----------------------------------------------------------------------===//
#include "Children.h"
#include "Plan.h"

#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Support/Target.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace llvm;
using namespace dpagg;

namespace {

/// The cost model's constants, in one place, calibrated once on an H100
/// (bench/results/2026-11-26-h100-serial-calibration.md: five workloads at
/// fixed thresholds 16 to 1024 against the model):
///  - LaunchCost: the instructions (as serialWork counts them) a parent
///    thread may run serially in place of one launch. A device launch costs
///    its thread a parameter buffer, the stores into it and the launch call
///    (microseconds of the device runtime; bench Probe: 65536 launches, one
///    per thread, took 40 to 70 ms where the flat loop took 0.09 ms), and
///    the child's grid its start. Measured: the graph workloads (Coloring,
///    BFS, SSSP; 23 to 27 instructions per logical thread, skewed sizes)
///    gain most at T = 64 (1.10x to 2.03x over the default) and still gain
///    at T = 256 (1.06x to 1.60x), losing only at T = 1024 (Coloring 0.91x);
///    Struct (495 per logical thread) gains 5.6x at T = 64 and nothing at
///    T = 16. 8192 gives T of about 260 on the graph workloads (measured at
///    256: 1.06x to 1.60x) and 16 on Struct: Struct's 5.6x is left out (495
///    is a static count; the gain says its launch costs more than 30,000 of
///    them), as is Coloring's best T (64). The suite with this model:
///    2026-11-26-h100-serial- default.md.
///  - PerThreadOverhead: the loop's own instructions per logical thread
///    (index updates, compare, branch, the private copies' refill).
///  - CallCost: a call the work counts (arguments, the call, the return);
///    DeclarationCost: a declaration it cannot see (printf, malloc).
///  - MaxCountedTrips: a loop whose trip count is a constant of at most this
///    is counted as its body times the count; any other loop makes the work
///    unknown.
///  A child whose work is unknown (a loop whose trip count is not a small
///  constant) is not serialized by `auto` (serial-unknown-work): the first
///  model gave it one warp (T = 32), which gained 10.6x on Probe's 16-element
///  children and lost 0.85x on its 64-element ones with 256 iterations
///  (2026-11-26-h100-serial-default.md): a warp's worth of a long loop in one
///  thread made stragglers. A fixed threshold still serializes such a child;
///  weighing the loop by its trip count at run time is the next step.
struct SerialCostModel {
  static constexpr uint64_t LaunchCost = 8192;
  static constexpr uint64_t PerThreadOverhead = 8;
  static constexpr uint64_t CallCost = 8;
  static constexpr uint64_t DeclarationCost = 200;
  static constexpr uint64_t MaxCountedTrips = 64;
};

/// The code of the child: K and every definition it reaches by calls.
SmallVector<const Function *, 8> childCode(const Function &K,
                                           const FunctionSummaries &Facts) {
  SmallVector<const Function *, 8> Code = {&K};
  for (const Function *F : Facts.reachable(K))
    if (F != &K)
      Code.push_back(F);
  // The set's order is by address: sorted by name, so the first reason is
  // the same in every run.
  llvm::sort(std::next(Code.begin()), Code.end(),
             [](const Function *A, const Function *B) {
               return A->getName() < B->getName();
             });
  return Code;
}

/// The first non-empty answer of \p Check over the calls of \p Code.
template <typename CheckT>
std::string firstCall(ArrayRef<const Function *> Code, CheckT Check) {
  for (const Function *F : Code)
    for (const Instruction &I : instructions(*F))
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (std::string Why = Check(*CB, *F); !Why.empty())
          return Why;
  return "";
}

const Function *directCallee(const CallBase &CB) {
  return dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
}

/// Rule: the child's interface is one a plain call can give it. Not
/// variadic; no __grid_constant__ parameter (its address would be the
/// serial copy's, not the grid's parameter space); no cluster dimensions
/// (a launch must then fit the cluster shape, which the run-time check does
/// not know); no required block size (kernelLimits: only that block is
/// accepted, and the check does not know it); a stack frame of at most
/// MaxFrameBytes, as the parent's frame grows by it (a larger one could
/// make the parent's own launch need more local memory than it did).
std::string interfaceBlocker(const Function &K, ArrayRef<const Function *> Code,
                             const FunctionSummaries &) {
  constexpr uint64_t MaxFrameBytes = 4096;
  if (K.isVarArg())
    return "the child kernel is variadic";
  for (const Argument &A : K.args())
    if (A.hasAttribute("nvvm.grid_constant"))
      return "its parameter " + std::to_string(A.getArgNo()) +
             " is __grid_constant__";
  std::string Why;
  forEachNVVMAnnotation(K, [&](StringRef Key, const Metadata *) {
    if (Why.empty() && (Key == "grid_constant" || Key.starts_with("cluster") ||
                        Key == "maxclusterrank" || Key == "reqntidx"))
      Why = "its !nvvm.annotations has " + Key.str();
  });
  if (!Why.empty())
    return Why;
  for (const Attribute &A : K.getAttributes().getFnAttrs())
    if (A.isStringAttribute() &&
        (A.getKindAsString().starts_with("nvvm.cluster") ||
         A.getKindAsString() == "nvvm.maxclusterrank" ||
         A.getKindAsString() == "nvvm.blocksareclusters"))
      return "it has thread block cluster dimensions (" +
             A.getKindAsString().str() + ")";
  if (kernelLimits(K).first == 0)
    return "it requires one block size (__launch_bounds__ reqntid)";
  const DataLayout &DL = K.getParent()->getDataLayout();
  uint64_t Frame = 0;
  for (const Function *F : Code)
    for (const Instruction &I : instructions(*F))
      if (const auto *AI = dyn_cast<AllocaInst>(&I))
        if (std::optional<TypeSize> Size = AI->getAllocationSize(DL))
          Frame += Size->getKnownMinValue();
  for (const Argument &A : K.args())
    if (A.hasByValAttr())
      Frame += DL.getTypeAllocSize(A.getParamByValType());
  if (Frame > MaxFrameBytes)
    return "its stack frame and by-value parameters take " +
           std::to_string(Frame) + " bytes, more than " +
           std::to_string(MaxFrameBytes) + " the parent's frame may grow by";
  return "";
}

/// Rule: all of the child's code is here to copy. No indirect call; no
/// declaration without a row of KnownCalls.def (the device runtime's rows
/// are the launch rule's); no definition the linker may replace (not the
/// code that runs); nothing ptxas compiles apart (the parent gets the
/// register bound of the runtime its fallback calls, and nvlink refuses a
/// bound below such a callee's registers: RegisterBound.h); no stack
/// allocation of a size known only at run time (in the loop, it would grow
/// the stack once per logical thread); no function compiled without
/// optimization (optnone, `#pragma clang optimize off`): its code compiles
/// at -O0 (NVPTX then emits mul.rn/add.rn and never fuses them), but the
/// copy, inlined into the optimized parent, is optimized, and clang's CUDA
/// default -ffp-contract=fast then fuses its t = a * b; t + c into one
/// fma (red team: test/RedTeam/sr2_fma_contract.cu, case optnone).
std::string callsBlocker(const Function &K, ArrayRef<const Function *> Code,
                         const FunctionSummaries &Facts) {
  for (const Function *F : Code)
    if (F->hasOptNone())
      return demangle(F->getName()) +
             " is compiled without optimization (optnone), which its copy "
             "in the parent would not be";
  for (const Function *F : Code)
    for (const Instruction &I : instructions(*F))
      if (const auto *AI = dyn_cast<AllocaInst>(&I))
        if (!isa<ConstantInt>(AI->getArraySize()) ||
            (F == &K && AI->getParent() != &K.getEntryBlock()))
          return demangle(F->getName()) +
                 " has a stack allocation of a run-time size";
  if (std::string Why = Facts.compiledApart(K); !Why.empty())
    return Why;
  return firstCall(
      Code, [](const CallBase &CB, const Function &In) -> std::string {
        if (isa<InlineAsm>(CB.getCalledOperand()))
          return ""; // the inline assembly rule
        const Function *Callee = directCallee(CB);
        if (!Callee)
          return "an indirect call in " + demangle(In.getName());
        if (Callee->isIntrinsic())
          return "";
        if (Callee->isDeclaration())
          return lookupKnownCall(*Callee)
                     ? ""
                     : demangle(In.getName()) + " calls " +
                           demangle(Callee->getName()) + ", defined elsewhere";
        if (Callee->isInterposable())
          return demangle(In.getName()) + " calls " +
                 demangle(Callee->getName()) +
                 ", which another unit's definition may replace";
        return "";
      });
}

/// Rule: no recursion (the copy inlines the functions that read the
/// geometry, which recursion would not let end).
std::string recursionBlocker(const Function &, ArrayRef<const Function *> Code,
                             const FunctionSummaries &Facts) {
  for (const Function *F : Code)
    if (Facts.get(*F).Recursive)
      return "recursion through " + demangle(F->getName());
  return "";
}

/// Rule: no inline assembly at all: it may read any register, wait at any
/// barrier or end the thread, and DPAgg does not rewrite it.
std::string inlineAsmBlocker(const Function &, ArrayRef<const Function *> Code,
                             const FunctionSummaries &) {
  return firstCall(Code, [](const CallBase &CB, const Function &In) {
    return isa<InlineAsm>(CB.getCalledOperand())
               ? "inline assembly in " + demangle(In.getName())
               : std::string();
  });
}

/// Rule: no launch and no call of the device runtime (columns OWN and
/// STREAM of KnownCalls.def; launchFree for the rest): a launch from the
/// copy would be the parent's, into the parent block's streams; an error
/// state or stream call would read or change the parent thread's.
std::string launchesBlocker(const Function &K, ArrayRef<const Function *> Code,
                            const FunctionSummaries &Facts) {
  std::string Why = firstCall(Code, [](const CallBase &CB, const Function &In) {
    const Function *Callee = directCallee(CB);
    const KnownCall *Row =
        Callee && Callee->isDeclaration() ? lookupKnownCall(*Callee) : nullptr;
    return Row && !Row->Own
               ? demangle(In.getName()) + " calls " + Callee->getName().str() +
                     " of the device runtime"
               : std::string();
  });
  if (Why.empty() && !Facts.launchFree(K))
    Why = "it launches or uses a stream, an event or the error state";
  return Why;
}

/// Rule: no barrier of any kind (CTA barriers, named or counted, cluster
/// barriers, mbarriers, __syncwarp): the loop runs one logical thread to
/// its end before the next starts, so a barrier would wait for threads
/// that have not started.
std::string barrierBlocker(const Function &, ArrayRef<const Function *> Code,
                           const FunctionSummaries &) {
  return firstCall(Code, [](const CallBase &CB, const Function &In) {
    const Function *Callee = directCallee(CB);
    StringRef N = Callee ? Callee->getName() : "";
    return N.starts_with("llvm.nvvm.barrier") ||
                   N.starts_with("llvm.nvvm.bar.") ||
                   N.starts_with("llvm.nvvm.mbarrier")
               ? demangle(In.getName()) + " waits at a barrier (" + N.str() +
                     ")"
               : std::string();
  });
}

/// Rule: no shared memory: no shared variable (static or `extern
/// __shared__`; what inline assembly may name is the inline assembly
/// rule's), nothing the shared-memory estimate cannot see into, and no
/// pointer into the shared window formed any other way. The loop has no
/// block of its own to share it with, and the parent's is the parent's.
std::string sharedBlocker(const Function &K, ArrayRef<const Function *> Code,
                          const FunctionSummaries &Facts) {
  SharedEstimate E = Facts.staticShared(K);
  if (!E.Unknown.empty())
    return "its shared memory is not known (" + E.Unknown + ")";
  const SharedFacts &SF = Facts.get(K).Shared;
  if (!SF.Globals.empty())
    return "it uses the shared variable " + SF.Globals.front()->getName().str();
  if (E.Bytes)
    return "it uses shared memory";
  auto IsShared = [](Type *T) {
    auto *P = dyn_cast<PointerType>(T);
    return P && P->getAddressSpace() == 3;
  };
  for (const Function *F : Code)
    for (const Instruction &I : instructions(*F))
      if (IsShared(I.getType()) || any_of(I.operands(), [&](const Use &U) {
            return IsShared(U->getType());
          }))
        return demangle(F->getName()) + " forms a pointer to shared memory";
  return "";
}

/// Rule: not warp-sensitive (ChildFacts::WarpSensitive: shuffles, votes,
/// matches, __activemask, __syncwarp, lane and warp ids): the loop has no
/// other lanes.
std::string warpBlocker(const Function &K, ArrayRef<const Function *>,
                        const FunctionSummaries &Facts) {
  return Facts.childFacts(K).WarpSensitive
             ? "it uses warp-level operations (shuffles, votes, lane masks)"
             : "";
}

/// Rule: every NVVM intrinsic on the allow-list: per-thread math and
/// conversions (column PER_THREAD of KnownCalls.def), atomics and fences
/// (the same in one thread; a wait on them is the waits rule's), special
/// registers (their own rule). Not the ldg/ldu loads: the non-coherent path
/// is legal for the child, whose data is read-only while it runs, not for
/// the parent, whose threads may write it. Target-independent intrinsics
/// (memcpy, lifetime, math) are per thread.
std::string intrinsicBlocker(const Function &, ArrayRef<const Function *> Code,
                             const FunctionSummaries &) {
  return firstCall(Code, [](const CallBase &CB, const Function &In) {
    const Function *Callee = directCallee(CB);
    if (!Callee || !Callee->isTargetIntrinsic())
      return std::string();
    StringRef N = Callee->getName();
    if (lookupSpecialRegister(N))
      return std::string();
    const NVVMClass *C = lookupNVVMClass(N);
    StringRef Prefix = C ? C->Prefix : "";
    if (C && (C->PerThread || Prefix == "atomic." || Prefix == "membar." ||
              Prefix == "fence."))
      return std::string();
    if (Prefix == "ldg." || Prefix == "ldu.")
      return demangle(In.getName()) + " reads through the non-coherent path (" +
             N.str() + "), which the parent's threads may write";
    return demangle(In.getName()) + " calls " + N.str() +
           ", not on the allow-list";
  });
}

/// Rule: every special register the child reads has a value the serial
/// copy knows (column SERIAL of KnownCalls.def).
std::string specialRegisterBlocker(const Function &,
                                   ArrayRef<const Function *> Code,
                                   const FunctionSummaries &) {
  return firstCall(Code, [](const CallBase &CB, const Function &In) {
    const Function *Callee = directCallee(CB);
    const NVVMSpecialRegister *R =
        Callee ? lookupSpecialRegister(Callee->getName()) : nullptr;
    return R && R->Serial == SregSerialRead::Blocked
               ? demangle(In.getName()) + " reads %" +
                     Callee->getName()
                         .drop_front(
                             StringRef("llvm.nvvm.read.ptx.sreg.").size())
                         .str() +
                     ", which has no serial value"
               : std::string();
  });
}

/// Rule: no waits for other threads outside barriers (InterThreadWaits,
/// and malloc in a loop): a logical thread spinning on a flag a later one
/// sets, or on memory the launching thread frees after the launch, would
/// never end.
std::string waitsBlocker(const Function &K, ArrayRef<const Function *>,
                         const FunctionSummaries &Facts) {
  // malloc retried in a loop is one of these waits (KnownCalls.def, WAITS
  // 2; red team: test/RedTeam/sr_malloc_wait.cu).
  return Facts.interThreadWaits(K);
}

/// Rule: a thread ends only by returning (the thread-exit rule): an `exit`
/// or a trap of the thread alone would end the parent thread.
std::string threadExitBlocker(const Function &K, ArrayRef<const Function *>,
                              const FunctionSummaries &Facts) {
  return Facts.exitBlocker(K);
}

struct SerialChildRule {
  SerialRefusal Kind;
  std::string (*Check)(const Function &, ArrayRef<const Function *>,
                       const FunctionSummaries &);
};

/// The child rules, in the order of their rows in Reasons.def.
const SerialChildRule ChildRules[] = {
    {SerialRefusal::ChildInterface, interfaceBlocker},
    {SerialRefusal::ChildCalls, callsBlocker},
    {SerialRefusal::ChildRecursive, recursionBlocker},
    {SerialRefusal::ChildInlineAsm, inlineAsmBlocker},
    {SerialRefusal::ChildLaunches, launchesBlocker},
    {SerialRefusal::ChildBarrier, barrierBlocker},
    {SerialRefusal::ChildSharedMemory, sharedBlocker},
    {SerialRefusal::ChildSpecialRegister, specialRegisterBlocker},
    {SerialRefusal::ChildWaits, waitsBlocker},
    {SerialRefusal::ChildThreadExit, threadExitBlocker},
    {SerialRefusal::ChildWarpOps, warpBlocker},
    // Last: what no rule above named.
    {SerialRefusal::ChildIntrinsic, intrinsicBlocker},
};

} // namespace

/// Part (b) of the file comment: why an earlier launch of the thread or of
/// another site into the site's stream may be pending, or empty.
std::string Planner::serialOrderBlocker(const SitePlan &P,
                                        SerialRefusal &Kind) {
  const LaunchSite &S = *P.Site;
  // A launch into a stream private to it goes there too (privateStreamLaunch).
  StringRef Stream = plannedStreamKind(P);
  if (Stream == "fire-and-forget")
    return "";
  Kind = SerialRefusal::StrictOrdering;
  if (Opts.StrictOrdering)
    return "strict ordering: only launches into cudaStreamFireAndForget run "
           "in the launching thread";
  Kind = SerialRefusal::TailLaunch;
  if (Stream == "tail-launch")
    return "a tail launch runs after the whole parent grid, which the "
           "program may rely on";
  Kind = SerialRefusal::Order;
  if (!onceAndOnlyLaunch(S))
    return "the launch is not its thread's only launch, once (another launch, "
           "stream or event use, or a loop around it): CUDA could order it "
           "after a launch still running";
  if (isa<ConstantPointerNull>(S.Stream) || Stream == "per-thread" ||
      streamCreatedByThread(S.Stream))
    return "";
  return "its stream may be one that other launches go to first";
}

/// Part (a): the first child rule that refuses \p K, or empty.
std::string Planner::serialChildBlocker(const Function &K,
                                        SerialRefusal &Kind) {
  Kind = SerialRefusal::ChildElsewhere;
  if (K.isDeclaration())
    return "the child kernel is defined in another translation unit";
  // A weak K: with -fgpu-rdc nvlink runs another unit's strong definition,
  // not the body here (red team: test/RedTeam/sr_weak_child.cu).
  if (K.isInterposable())
    return "the child kernel is defined weak here, and another unit's "
           "definition may replace it";
  SmallVector<const Function *, 8> Code = childCode(K, facts());
  for (const SerialChildRule &R : ChildRules)
    if (std::string Why = R.Check(K, Code, facts()); !Why.empty()) {
      Kind = R.Kind;
      return Why;
    }
  return "";
}

/// The instructions one call of \p F runs, through its callees: each
/// instruction once, a block in loops times the loops' constant trip
/// counts; unknown if a loop's trip count is not a constant of at most
/// MaxCountedTrips or a cycle is not a loop. The child rules have refused
/// recursion and calls the code does not define. With \p Trips (the child
/// kernel itself, not its callees), a loop of K whose trip count is at most
/// a x (one of K's integer parameters) + b (parameterBound) does not make
/// the work unknown: its blocks count a x their work in
/// Trips->WorkPerTrip, once per unit of the parameter, and b x their work
/// in the result; one such parameter per child, no two such loops nested.
std::optional<uint64_t>
Planner::serialWork(const Function &F,
                    DenseMap<const Function *, std::optional<uint64_t>> &Memo,
                    SerialPlan *Trips) {
  if (!Trips)
    if (auto It = Memo.find(&F); It != Memo.end())
      return It->second;
  Function &G = const_cast<Function &>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(G);
  auto &CI = FAM.getResult<CycleAnalysis>(G);
  uint64_t Work = 0;
  double PerTrip = 0;
  for (const BasicBlock &BB : F) {
    if (CI.getCycle(&BB) && !LI.getLoopFor(&BB))
      return Memo[&F] = std::nullopt; // an irreducible cycle
    std::optional<BlockTimes> Times = blockTimes(G, BB, Trips);
    std::optional<uint64_t> Own = blockWork(BB, Memo);
    if (!Times || !Own)
      return Memo[&F] = std::nullopt;
    double Runs = double(*Own) * double(Times->Constant);
    Work += uint64_t(std::ceil(Runs * Times->PerCall));
    PerTrip += Runs * Times->PerUnit;
  }
  if (!Trips)
    return Memo[&F] = Work;
  Trips->WorkPerTrip = uint64_t(std::ceil(PerTrip));
  if (!Trips->WorkPerTrip)
    Trips->TripArg = -1;
  return Work;
}

/// The instructions of \p BB once, its callees' work included (unknown if
/// a callee's is).
std::optional<uint64_t>
Planner::blockWork(const BasicBlock &BB,
                   DenseMap<const Function *, std::optional<uint64_t>> &Memo) {
  using Model = SerialCostModel;
  uint64_t Own = 0;
  for (const Instruction &I : BB) {
    if (I.isDebugOrPseudoInst() || I.isLifetimeStartOrEnd())
      continue;
    const auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? directCallee(*CB) : nullptr;
    if (!Callee || Callee->isIntrinsic()) {
      ++Own;
      continue;
    }
    if (Callee->isDeclaration()) {
      Own += Model::DeclarationCost;
      continue;
    }
    std::optional<uint64_t> Below = serialWork(*Callee, Memo);
    if (!Below)
      return std::nullopt;
    Own += Model::CallCost + *Below;
  }
  return Own;
}

/// How many times \p BB runs per call of its function: the product of the
/// constant trip counts of the loops around it (Constant), times, for at
/// most one loop over a parameter (with \p Trips: the parameter recorded
/// there), PerUnit x the parameter + PerCall; unknown for any other loop.
std::optional<Planner::BlockTimes>
Planner::blockTimes(Function &F, const BasicBlock &BB, SerialPlan *Trips) {
  using Model = SerialCostModel;
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  BlockTimes T;
  bool OverParameter = false;
  for (Loop *L = LI.getLoopFor(&BB); L; L = L->getParentLoop()) {
    unsigned Constant = SE.getSmallConstantTripCount(L);
    if (Constant && Constant <= Model::MaxCountedTrips) {
      T.Constant *= Constant;
      continue;
    }
    std::optional<TripBound> P =
        Trips && !OverParameter ? parameterBound(F, *L) : std::nullopt;
    if (!P || (Trips->TripArg >= 0 && Trips->TripArg != (int)P->Arg))
      return std::nullopt;
    if (P->PerUnit == 0) { // a constant bound after all (a remainder loop)
      if (P->PerCall > Model::MaxCountedTrips)
        return std::nullopt;
      T.Constant *= uint64_t(std::ceil(P->PerCall));
      continue;
    }
    Trips->TripArg = P->Arg;
    T.PerUnit = P->PerUnit;
    T.PerCall = P->PerCall;
    OverParameter = true;
  }
  return T;
}

/// An upper bound of \p S's value as PerUnit x \p Arg + PerCall, for \p S
/// built from \p Arg, constants, extensions, truncations, sums, products
/// by a constant and divisions by a constant (what the runtime unroller
/// leaves: n & 3 is a truncation to i2, n & ~3 is 4 x (n / 4)); false for
/// anything else. Values are read as unsigned where Arg is not negative.
static bool linearBound(const SCEV *S, const SCEV *Arg, double &PerUnit,
                        double &PerCall) {
  PerUnit = PerCall = 0;
  if (S == Arg) {
    PerUnit = 1;
    return true;
  }
  if (const auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 40)
      return false;
    PerCall = double(C->getAPInt().getSExtValue());
    return true;
  }
  if (const auto *Tr = dyn_cast<SCEVTruncateExpr>(S)) {
    unsigned Bits = Tr->getType()->getIntegerBitWidth();
    if (Bits <= 16) {
      PerCall = double((1u << Bits) - 1);
      return true;
    }
    return linearBound(Tr->getOperand(), Arg, PerUnit, PerCall);
  }
  if (const auto *Ext = dyn_cast<SCEVIntegralCastExpr>(S))
    return linearBound(Ext->getOperand(), Arg, PerUnit, PerCall);
  if (const auto *Add = dyn_cast<SCEVAddExpr>(S)) {
    for (const SCEV *Op : Add->operands()) {
      double U, C;
      if (!linearBound(Op, Arg, U, C))
        return false;
      PerUnit += U;
      PerCall += C;
    }
    return true;
  }
  if (const auto *Mul = dyn_cast<SCEVMulExpr>(S)) {
    const auto *K = dyn_cast<SCEVConstant>(Mul->getOperand(0));
    if (Mul->getNumOperands() != 2 || !K || K->getAPInt().isNegative() ||
        K->getAPInt().getActiveBits() > 32 ||
        !linearBound(Mul->getOperand(1), Arg, PerUnit, PerCall))
      return false;
    PerUnit *= double(K->getAPInt().getZExtValue());
    PerCall *= double(K->getAPInt().getZExtValue());
    return true;
  }
  if (const auto *Div = dyn_cast<SCEVUDivExpr>(S)) {
    const auto *K = dyn_cast<SCEVConstant>(Div->getRHS());
    if (!K || K->getAPInt().isZero() || K->getAPInt().getActiveBits() > 32 ||
        !linearBound(Div->getLHS(), Arg, PerUnit, PerCall))
      return false;
    PerUnit /= double(K->getAPInt().getZExtValue());
    PerCall = std::max(PerCall, 0.0) / double(K->getAPInt().getZExtValue());
    return true;
  }
  return false;
}

/// An upper bound of the trip count of \p L (of kernel \p K) as PerUnit x
/// one of K's integer parameters + PerCall (linearBound of its
/// backedge-taken count, plus one), when ScalarEvolution can compute the
/// count from that parameter alone. Only a cost: a bound read wrongly makes
/// a launch take the serial path when it should not (slower), never a
/// wrong result.
std::optional<Planner::TripBound> Planner::parameterBound(Function &K,
                                                          Loop &L) {
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(K);
  const SCEV *BTC = SE.getBackedgeTakenCount(&L);
  if (isa<SCEVCouldNotCompute>(BTC) || !BTC->getType()->isIntegerTy())
    return std::nullopt;
  for (Argument &A : K.args()) {
    if (!A.getType()->isIntegerTy() || A.getType()->getIntegerBitWidth() > 64)
      continue;
    double PerUnit, PerCall;
    if (linearBound(BTC, SE.getSCEV(&A), PerUnit, PerCall) &&
        (PerUnit > 0 || !SE.containsAddRecurrence(BTC)))
      return TripBound{A.getArgNo(), PerUnit, std::max(PerCall + 1, 0.0)};
  }
  return std::nullopt;
}

/// The threshold: the option's number, or with `auto` the number of logical
/// threads whose work, serially, takes about one launch (SerialCostModel).
void Planner::serialThreshold(const Function &K, SerialPlan &SP,
                              SerialThreshold Asked) {
  using Model = SerialCostModel;
  DenseMap<const Function *, std::optional<uint64_t>> Memo;
  SP.Work = serialWork(K, Memo, &SP);
  if (!SP.Work)
    SP.TripArg = -1;
  SP.Estimated = true;
  if (Asked.K == SerialThreshold::Fixed) {
    SP.Threshold = Asked.N; // the user's N alone: no run-time weighing
    SP.TripArg = -1;
    SP.WorkPerTrip = 0;
    return;
  }
  SP.Auto = true;
  if (!SP.Work)
    return SP.refuse(SerialRefusal::UnknownWork,
                     "the work per logical thread is unknown (a loop whose "
                     "trip count is not a small constant): run serially, a "
                     "long loop in one thread could cost more than the "
                     "launch; a fixed -dpagg-serial-threshold still "
                     "serializes it");
  SP.PerThread = *SP.Work + Model::PerThreadOverhead;
  SP.Budget = Model::LaunchCost;
  // With a loop over a parameter, T is the bound for a launch whose loops
  // run no trip; serialCheck weighs the launch's trips at run time.
  uint64_t T = Model::LaunchCost / SP.PerThread;
  if (!T)
    return SP.refuse(SerialRefusal::Cost,
                     "one logical thread's work (about " +
                         std::to_string(*SP.Work) +
                         " instructions) is more than a launch costs");
  SP.Threshold = std::min<uint64_t>(T, MaxSerialThreshold);
}

/// The threshold asked for launches of \p K: its DPAGG_SERIAL_THRESHOLD(N)
/// annotation (dpagg/dpagg.h), else the option's.
SerialThreshold Planner::serialAsked(const Function &K) const {
  return annotatedValue(Annotations, K, "dpagg.serial_threshold",
                        parseSerialThreshold)
      .value_or(Opts.Serial);
}

/// The serial decision of a site that \p P has planned otherwise; \p
/// CallerRefused: a rule about the launch's caller left it as written
/// (refusedInCaller), whose reasons hold for the serial copy too (the
/// launch cannot be analyzed, or the parent cannot take DPAgg's register
/// bound and the runtime its fallback calls).
void Planner::planSerial(const LaunchSite &S, SitePlan &P, Function *CloneOf,
                         bool CallerRefused) {
  SerialPlan &SP = P.Serial;
  SerialThreshold Asked = S.Kernel ? serialAsked(*S.Kernel) : Opts.Serial;
  if (Asked.K == SerialThreshold::Off)
    return SP.refuse(SerialRefusal::Off, "-dpagg-serial-threshold=off");
  if (S.Kernel && hasAnnotation(*S.Kernel, "dpagg.no_serialize"))
    return SP.refuse(SerialRefusal::NoSerialize,
                     "the kernel is marked DPAGG_NO_SERIALIZE");
  if (CloneOf)
    return SP.refuse(SerialRefusal::InClone,
                     "the launch is in an aggregated clone");
  if (CallerRefused)
    return SP.refuse(SerialRefusal::LaunchRefused,
                     "the launch is left as written by rule " +
                         ruleName(P.Reason).str());
  // The known hole of the launch-result argument (docs/architecture.md):
  // attributes the host sets on K, which the device compile cannot see.
  if (hasAnnotation(*S.Kernel, "dpagg.no_aggregate"))
    return SP.refuse(SerialRefusal::NoAggregate,
                     "the kernel is marked DPAGG_NO_AGGREGATE");
  SerialRefusal Kind = SerialRefusal::Order;
  if (std::string Why = serialOrderBlocker(P, Kind); !Why.empty())
    return SP.refuse(Kind, Why);
  if (std::string Why = serialChildBlocker(*S.Kernel, Kind); !Why.empty())
    return SP.refuse(Kind, "the child cannot run in one thread: " + Why);
  serialThreshold(*S.Kernel, SP, Asked);
  if (!SP.serialized())
    return;
  // Cost: a site whose launches are never small enough emits only the
  // check, which costs the parent (measured: 0.82x to 0.93x of the site
  // without it on bench/probe_shapes.cu, H100, before the copy was inlined).
  if (uint64_t Fewest = fewestThreads(S); Fewest > SP.Threshold)
    SP.refuse(SerialRefusal::NeverSmall,
              "every launch has at least " + std::to_string(Fewest) +
                  " threads (its constant grid and block dimensions), more "
                  "than the threshold " +
                  std::to_string(SP.Threshold));
}

/// The fewest logical threads a launch of \p S can have: the product of its
/// grid and block dimensions that are constants, the others counted as 1
/// (the least CUDA accepts).
uint64_t Planner::fewestThreads(const LaunchSite &S) {
  uint64_t N = 1;
  for (const Dim3Operand *D : {&S.Grid, &S.Block})
    for (Value *V : D->XYZ)
      if (auto *C = dyn_cast_or_null<ConstantInt>(V))
        N = SaturatingMultiply(N, std::max<uint64_t>(C->getZExtValue(), 1));
  return N;
}

/// Once the serial copies are built: a site whose copy could not be built
/// keeps its launches; the others learn the block threads the child takes.
void Planner::settleSerial(SitePlan &P) {
  SerialPlan &SP = P.Serial;
  if (!SP.serialized())
    return;
  const Function &K = *P.Site->Kernel;
  if (!Built.serialCopy(&K))
    return SP.refuse(SerialRefusal::NoCopy,
                     "its serial copy could not be built: " +
                         Built.serialWhyNot(&K));
  SP.MaxBlockThreads = kernelLimits(K).first;
}
