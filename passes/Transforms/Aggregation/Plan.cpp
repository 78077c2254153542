//===- Plan.cpp - the aggregation plan, decided before any IR changes -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The planning half of dpagg-aggregate (Plan.h): which launch sites are
/// aggregated, at which scope, and why not wider; the legality and cost
/// rules, each with its argument where it lives. Lower.cpp (the file
/// comment) describes what the lowering then does with the plan.
///
/// Scope. Warp scope is legal anywhere, in any control flow: the lanes that
/// arrive together (__activemask) aggregate, grouped by stream. Block scope
/// uses barriers, so it needs every live thread of the block to reach the
/// launch together, in a kernel (the rule: Analysis/BlockConvergence.h),
/// and no thread of the kernel that may wait for another outside barriers
/// (InterThreadWaits). A launch that fails this is postponed (next
/// paragraph) or aggregated per warp, and the remark says which and why; or,
/// under -dpagg-block-meeting=optional, per block with no meeting point, the
/// block's last thread to exit launching (LastExitPlan.cpp).
///
/// Postponement (thesis 3.5). A launch that some threads skip, and that
/// cannot be reached by all, saves its configuration and a pending flag in
/// the kernel's frame; at the block that immediately post-dominates it, if
/// every live thread meets there (the same rule) and the thread launches
/// nothing in between, every thread calls __dpagg_aggregate_block_postponed
/// and the pending ones launch together. Launches that would wait at one
/// block (the two sides of an if) are decided together.
///
/// Scalarization (thesis 3.4.1). Parameters every thread of the aggregate
/// writes identically are stored once per record; a per-site layout table
/// names the per-thread byte ranges, which are all a parent's record entry
/// holds. paramUniform has the rule: writes that do not overlap, each
/// executed by every thread at the launch in the same dynamic instance, of
/// values uniform at the scope or copied from a uniform address of memory
/// no thread can change (a read-only byval kernel parameter, a constant
/// global); a parameter a rule keeps per thread gets a NotScalarized remark.
///
/// Stream. The aggregate of a kernel's only NULL-stream launch, made once per
/// thread, goes to cudaStreamFireAndForget (onlyLaunchOrdersNothing says why
/// that changes no order but the siblings'). So does a thread's only launch
/// into a stream it created for that launch alone, aggregated or not
/// (privateStreamLaunch says why that changes no order at all). A kernel's
/// launches into the per-thread default stream that are not its thread's
/// only launch, once, all go to the block's NULL stream, aggregated or not,
/// where the rules of BlockStreamPlan.cpp (which has the argument) hold; so
/// do its launches into streams its threads created, where the rules of
/// OwnStreamsPlan.cpp hold.
///
/// Refused (left as is, with a missed remark; the reasons are the table in
/// Support/Reasons.def, which -dpagg-summary counts): launches in functions
/// compiled for GPUs older than sm_80, unanalyzable launches,
/// kernels defined in another translation unit, kernels that (through
/// callees) read block geometry in ways that cannot be rewritten (inline asm,
/// unknown or indirect calls, recursion), kernels whose inline assembly
/// declares names or memory (a clone could duplicate them or go over 48 KB
/// of shared memory), kernels with warp-level operations
/// launched with a block shape not provably 1-D (aggregation masks threads
/// per dimension, which reshapes warps of 2-D/3-D blocks; the runtime
/// checks each launch's block of such a child as well), and, with
/// strict-ordering, launches not into cudaStreamFireAndForget.
///
/// Semantics. Launches that CUDA would order (one block's NULL-stream or
/// tail launches run one after another) run concurrently once aggregated;
/// each remark says so and strict-ordering refuses them. Every thread's
/// launch still happens exactly once, with its own configuration and
/// parameters: the runtime falls back to the original launch when the pool
/// is full or CUDA refuses the aggregated launch.
//===----------------------------------------------------------------------===//
#include "Plan.h"
#include "Children.h"

#include "dpagg/Support/Annotations.h"
#include "dpagg/Support/Options.h"

#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/PtxasRegisters.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/LowerV1Launches.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <deque>

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

namespace {
std::string blockDivergence(const LaunchSite &S,
                            const ScopedUniformityInfo &SUI,
                            const SmallPtrSetImpl<const Value *> &Staged) {
  return blockDivergenceAt(*S.Caller, S.Launch->getParent(), SUI, Staged, {});
}
} // namespace

bool dpagg::intoPerThreadStream(const LaunchSite &S) {
  if (isa<ConstantPointerNull>(S.Stream))
    return S.PerThreadStream;
  return S.streamKindName() == "per-thread";
}

PoolGeometry dpagg::poolGeometry(unsigned Requested) {
  uint64_t Size = std::max<uint64_t>(Requested, 1024);
  PoolGeometry G;
  G.ChunkBytes = Size >= (4u << 20)
                     ? DPAGG_POOL_MAX_CHUNK_SIZE
                     : std::max<unsigned>(1024, alignDown(Size / 4, 64));
  G.NumChunks = std::max<uint64_t>(1, (Size - DPAGG_POOL_HEADER_SIZE) /
                                          (G.ChunkBytes + 8));
  G.TotalBytes = alignTo(DPAGG_POOL_HEADER_SIZE + 8 * G.NumChunks, 64) +
                 uint64_t(G.NumChunks) * G.ChunkBytes;
  return G;
}

std::string dpagg::configUniformity(const SitePlan &P) {
  if (!P.ConfigKnown)
    return "not known to be uniform";
  for (Scope Sc : reverse(AllScopes))
    if (isLowered(Sc) && P.ConfigUniform[Sc])
      return ("uniform in " + scopeThreads(Sc)).str();
  return "per thread";
}

uint64_t dpagg::entryBytes(const LaunchSite &S, ArrayRef<bool> Uniform) {
  uint64_t Bytes = 0;
  for (unsigned I = 0; I < S.Params.size(); ++I)
    if (Uniform.empty() || !Uniform[I])
      Bytes += S.Params[I].Size;
  return Uniform.empty() ? S.BufferSize : Bytes;
}

namespace {
/// For a write \p W that dominates \p Launch (every thread that reaches the
/// launch executed it): why not, or empty if the execution of W that a thread
/// reaching the launch did last is, for every thread, the same dynamic instance
/// of W: every cycle that contains \p W is reducible and contains the launch
/// too. Then each cycle around \p W is entered through its header, which
/// dominates W, and an iteration reaching the launch passes W in that same
/// iteration (W dominates the launch); W is in no cycle the launch is outside
/// of, so no thread can have executed it a different number of times before
/// arriving. Threads that are converged at the launch (the same iteration of
/// every cycle around it) were therefore converged at W, which is what the
/// uniformity of W's operands is about. (At warp scope the lanes aggregated are
/// those
/// __activemask reports at the launch; like the rest of scalarization, this
/// takes them to be converged ones.)
std::string lastInstanceIsShared(const Instruction *W,
                                 const Instruction *Launch,
                                 const CycleInfo &CI) {
  for (const Cycle *C = CI.getCycle(W->getParent()); C;
       C = C->getParentCycle()) {
    if (!C->isReducible())
      return "it is written in an irreducible loop";
    if (!C->contains(Launch->getParent()))
      return "it is written in a loop the launch is not in";
  }
  return "";
}

/// Whether every thread that reaches the site at \p Scope writes the same
/// bytes into parameter \p LP, so that one copy per record serves all.
///
/// Legality (an allow-list; anything else is per thread):
///  - Which writes: the writes into LP do not overlap (so no thread's bytes
///    depend on which of two writes it executed last) and each one is a
///    write every thread at the launch executed, in the same dynamic
///    instance (lastInstanceIsShared). This rules out writes on divergent
///    paths (`if (c) v = A; else v = B;`: neither dominates the launch), a
///    write overwritten on some paths, and writes in loops the launch is
///    outside of. Bytes no write covers are indeterminate in the original
///    launch (a fresh parameter buffer), so any copy of them is a valid
///    outcome.
///  - What each write writes: a store's value and a memset's byte must be
///    uniform at the scope as a use (a value uniform inside a loop that
///    threads leave in different iterations differs between them after it);
///    a memcpy (constant length, the analysis checks) must copy from an
///    address uniform at the scope, as a use, into memory no thread can
///    change while the kernel runs: a read-only byval parameter of the
///    calling kernel, a constant global, or __constant__ memory (address
///    space 4, which device code cannot write). The object alone is not
///    enough: `T.items[f(threadIdx)]` copies per-thread bytes of a read-only
///    table.
struct ParamVerdict {
  bool Uniform = true;
  /// Why a rule below made the parameter per thread although each value
  /// written may be uniform (for the NotScalarized remark); empty when it is
  /// uniform or simply written a divergent value.
  std::string RuleWhy;
};

/// Warp scope aggregates the lanes that __activemask() reports at the
/// launch. Independent thread scheduling does not promise that those lanes
/// are in the same iteration of a cycle around the launch: lanes that
/// diverged inside a loop may arrive together from different iterations.
/// Uniformity (LLVM's, and so dpagg-uniformity's) speaks of one dynamic
/// instance, so at warp scope a value written into a scalarized parameter
/// must also be the same in every iteration of every cycle around the
/// launch: a constant, an argument, a global, or an instruction outside the
/// outermost such cycle (executed once per thread before the loop; whether
/// it is uniform there is the use's uniformity, checked too). Block scope
/// pairs the k-th call of every thread (its barriers), which the block
/// convergence rule puts in the same iteration, so it needs no such rule.
bool sameInEveryIteration(const Use &U, const Instruction *Launch,
                          const CycleInfo &CI) {
  const Cycle *Outer = CI.getCycle(Launch->getParent());
  if (!Outer)
    return true;
  while (Outer->getParentCycle())
    Outer = Outer->getParentCycle();
  const auto *I = dyn_cast<Instruction>(U.get());
  return !I || !Outer->contains(I->getParent());
}

ParamVerdict paramUniform(const LaunchSite &S, const LaunchParam &LP,
                          const ScopedUniformityInfo &SUI,
                          const DominatorTree &DT, const CycleInfo &CI,
                          Scope Scope) {
  auto PerThread = [](std::string Why) { return ParamVerdict{false, Why}; };
  auto Divergent = [&](const Use &U) {
    return SUI.isDivergentUse(U, Scope) ||
           (Scope == Scope::Warp && !sameInEveryIteration(U, S.Launch, CI));
  };
  uint64_t Covered = LP.Offset; // end of the previous write (sorted)
  for (unsigned W : LP.Writes) {
    if (S.Writes[W].Offset < Covered)
      return PerThread("more than one write sets its bytes, and threads may "
                       "differ in which one they executed last");
    Covered = S.Writes[W].Offset + S.Writes[W].Size;
  }
  for (unsigned W : LP.Writes) {
    const ParamWrite &PW = S.Writes[W];
    if (!DT.dominates(PW.Writer, S.Launch))
      return PerThread("a write to it is not on every path to the launch");
    if (std::string Why = lastInstanceIsShared(PW.Writer, S.Launch, CI);
        !Why.empty())
      return PerThread(Why);
    if (auto *SI = dyn_cast<StoreInst>(PW.Writer)) {
      if (Divergent(SI->getOperandUse(0)))
        return PerThread("");
      continue;
    }
    if (auto *MS = dyn_cast<MemSetInst>(PW.Writer)) {
      if (Divergent(MS->getOperandUse(1))) // the byte
        return PerThread("");
      continue;
    }
    auto *MT = dyn_cast<MemTransferInst>(PW.Writer);
    if (!MT || MT->isVolatile() || !isa<ConstantInt>(MT->getLength()))
      return PerThread("");
    if (Divergent(MT->getRawSourceUse()))
      return PerThread("it is copied from a per-thread address");
    const Value *Src = getUnderlyingObject(MT->getRawSource());
    if (const auto *A = dyn_cast<Argument>(Src)) {
      if (!isKernel(*S.Caller) || !A->hasByValAttr() || !A->onlyReadsMemory())
        return PerThread("");
      continue;
    }
    const auto *GV = dyn_cast<GlobalVariable>(Src);
    if (!GV || !(GV->isConstant() || GV->getAddressSpace() == 4))
      return PerThread("");
  }
  return {};
}

/// The barriers __syncthreads and its forms compile to: every thread of the
/// block waits at them for every other (column BLOCK of KnownCalls.def's
/// CTA barriers).
bool isBlockBarrier(const Function &F) {
  const NVVMBarrier *B = lookupBarrier(F.getName());
  return B && B->Block;
}

} // namespace

namespace {

/// nvlink refuses a kernel with more static shared memory than this.
constexpr uint64_t MaxStaticSharedBytes = 0xC000;

} // namespace

/// Why the aggregated child of \p K, with a parameter buffer of
/// \p BufferSize bytes, could have more static shared memory than nvlink
/// accepts, or empty. The child adds a shared copy of the parameters
/// (K.dpagg.args, 64-byte aligned) and the runtime's child state to K's own;
/// a build that links without DPAgg must link with it, so K's own must be
/// known: what the estimate (FunctionSummaries::staticShared) cannot see
/// into (assembly that may declare memory, a call it cannot follow) refuses
/// the clone rather than counting as nothing (issue 21, item 18).
std::string dpagg::childSharedBlocker(const FunctionSummaries &Facts,
                                      const Function &K, uint64_t BufferSize) {
  SharedEstimate E = Facts.staticShared(K);
  if (!E.Unknown.empty())
    return "its static shared memory is not known (" + E.Unknown +
           "), and its aggregated child adds a copy of its parameters and "
           "the runtime's state to it: over 48 KB nvlink would refuse the "
           "link";
  uint64_t Bytes = E.Bytes + BufferSize + 63 + DPAGG_CHILD_STATE_SHARED_BYTES;
  if (Bytes > MaxStaticSharedBytes)
    return "the aggregated child would need up to " + std::to_string(Bytes) +
           " bytes of static shared memory (the kernel's own, a copy of its "
           "parameters and the runtime's state), more than the 48 KB limit";
  return "";
}

Planner::Planner(Module &M, FunctionAnalysisManager &FAM,
                 const AggregateOptions &Opts,
                 const FunctionSummaries &ModuleFacts,
                 const BuiltChildren &Built)
    : M(M), FAM(FAM), Opts(Opts), ModuleFacts(ModuleFacts), Built(Built),
      PoolGeo(poolGeometry(Opts.PoolSize)) {
  Annotations = readKernelAnnotations(M);
  warnBadAnnotations();
}

unsigned Planner::coarsenAsked(const Function &K) const {
  return annotatedValue(Annotations, K, "dpagg.coarsen", parseCoarsen)
      .value_or(Opts.Coarsen);
}

MoldableMode Planner::moldingFor(const Function &K) const {
  if (Opts.Moldable != MoldableMode::Off)
    return Opts.Moldable;
  // CoarsenAuto is 0: the cost model's factor, 1 until it has a rule.
  return coarsenAsked(K) > 1 ? MoldableMode::Auto : MoldableMode::Off;
}

namespace {
/// An annotation of dpagg/dpagg.h that carries a value, and what the
/// planner accepts of it.
struct ValueAnnotation {
  StringRef Key;    ///< "dpagg.<key>", before "=value"
  StringRef Macro;  ///< its macro in dpagg/dpagg.h
  StringRef Option; ///< the option that applies when it is ignored
  bool (*Accepts)(StringRef);
  std::string (*Values)(); ///< the accepted values, for the warning
};
} // namespace

/// The value annotations, one row each; every reader of one goes through
/// annotatedValue with the same parser.
static const ValueAnnotation ValueAnnotations[] = {
    {"dpagg.coarsen", "DPAGG_COARSEN", "-dpagg-coarsen",
     [](StringRef V) { return parseCoarsen(V).has_value(); }, coarsenValues},
    {"dpagg.group_blocks", "DPAGG_SCOPE_MULTIBLOCK", "-dpagg-group-blocks",
     [](StringRef V) { return parseGroupBlocks(V).has_value(); },
     [] { return "1 to " + std::to_string(MaxGroupBlocks) + " blocks"; }},
    {"dpagg.serial_threshold", "DPAGG_SERIAL_THRESHOLD",
     "-dpagg-serial-threshold",
     [](StringRef V) { return parseSerialThreshold(V).has_value(); },
     [] {
       return "off, auto, or a number of threads from 1 to " +
              std::to_string(MaxSerialThreshold);
     }},
};

/// An annotation whose value is not accepted is ignored, with a warning
/// that names the accepted values (an option's bad value is an error; an
/// annotation, maybe in a header compiled with several settings, warns).
/// Every value of the key is looked at: the first accepted one applies.
void Planner::warnBadAnnotations() const {
  for (const Function &K : M) {
    auto It = Annotations.find(&K);
    if (It == Annotations.end())
      continue;
    for (const ValueAnnotation &Row : ValueAnnotations) {
      SmallVector<StringRef, 1> Bad;
      bool AnyAccepted = false;
      for (StringRef A : It->second)
        if (A.consume_front(Row.Key) && A.consume_front("=")) {
          if (Row.Accepts(A))
            AnyAccepted = true;
          else
            Bad.push_back(A);
        }
      for (StringRef A : Bad)
        M.getContext().diagnose(DiagnosticInfoGeneric(
            "DPAgg: " + Row.Macro + "(" + A + ") on kernel " + kernelName(K) +
                " is ignored (accepted: " + Row.Values() + ")" +
                (AnyAccepted ? "" : "; " + Row.Option + " applies"),
            DS_Warning));
    }
  }
}

Planner::~Planner() = default;

const FunctionSummaries &Planner::facts() const {
  return ChildrenFacts ? *ChildrenFacts : ModuleFacts;
}

std::string Planner::waitsWhy(const Function &F) const {
  return facts().interThreadWaits(F);
}

/// The older form of __grid_constant__: !nvvm.annotations entries
/// !{ptr @K, !"grid_constant", !{i32 ArgNo + 1, ...}}.
static bool hasGridConstantAnnotation(const Function &K, unsigned ArgNo) {
  bool Found = false;
  forEachNVVMAnnotation(K, [&](StringRef Key, const Metadata *V) {
    auto *Args = dyn_cast_or_null<MDNode>(V);
    if (Key != "grid_constant" || !Args)
      return;
    for (const MDOperand &Op : Args->operands())
      if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(Op))
        Found |= C->getZExtValue() == ArgNo + 1;
  });
  return Found;
}

std::string Planner::childBlocker(Function &K, Refusal &Kind) {
  // A kernel of another unit: what its body allows is decided where it is
  // defined, which publishes its aggregated child or not (see
  // buildPublishedChildren); here the launch reads that unit's descriptor.
  if (K.isDeclaration())
    return "";
  // A weak (interposable) kernel: the linker may keep another unit's
  // definition, which the clone of this body would not run (red team,
  // test/RedTeam/sr_weak_child.cu). ODR linkages (templates, inline) are
  // the same body everywhere.
  Kind = Refusal::ChildInterposable;
  if (K.isInterposable())
    return "the child kernel is weak: the program may run another unit's "
           "definition of it";
  Kind = Refusal::ChildVariadic;
  if (K.isVarArg())
    return "the child kernel is variadic";
  Kind = Refusal::GridConstant;
  // CUDA promises that a __grid_constant__ parameter is not copied: its
  // address is in the parameter space, the same for every thread of the
  // grid. The aggregated child takes its parameters from the record and
  // copies byval ones into local memory, so that address would change
  // (__isLocal would hold, and the copy would cost a local-memory copy per
  // thread).
  for (const Argument &A : K.args())
    if (A.hasAttribute("nvvm.grid_constant") ||
        hasGridConstantAnnotation(K, A.getArgNo()))
      return "its parameter " + std::to_string(A.getArgNo()) +
             " is __grid_constant__, which must not be copied";
  // Calls of functions compiled apart are no reason: the clone gets no
  // register bound that the link could refuse (RegisterBound.h,
  // "Aggregated children").
  Kind = Refusal::ChildCode;
  const ChildFacts &F = facts().childFacts(K);
  if (!F.Blocker.empty())
    return F.Blocker;
  // A build that links without DPAgg must link with it: assembly whose
  // copies ptxas or nvlink could refuse (ChildFacts::AsmBlocker).
  Kind = Refusal::ChildAsmDeclares;
  return F.AsmBlocker;
}

/// Cost, not legality (issue 21, item 22). Why a child's launches would be
/// serialized by aggregation, or empty: a launch, in K or in a function of
/// this unit K calls, into cudaStreamTailLaunch, or into a stream that is not
/// one of the named streams a child may use freely (NULL, the per-thread
/// default stream, cudaStreamFireAndForget), or that cannot be analyzed. A
/// grid's tail launches run after the whole grid, one after another: as N
/// children, N grids each run their tail launch when they end, in parallel;
/// as one aggregate, the N tail launches wait for the aggregate's last block
/// and then run one after the other (measured on the H100: 14.8x slower at
/// block scope, 3.1x at warp scope, 256 children). A stream value not known
/// here may be cudaStreamTailLaunch. Leaving a launch as written is always
/// legal. Functions of other units are not looked into (their launches are
/// not seen: a cost the rule may miss, never a wrong result).
std::string Planner::childTailLaunch(const Function &K) const {
  // The walk: FunctionFacts.cpp (tailLaunchOwn, tailLaunchBelow).
  return facts().tailLaunch(K);
}

/// The rules that leave the site as written (Support/Reasons.def,
/// DPAGG_REFUSED), in order; true if one did (\p P says which).
bool Planner::refusedBy(const LaunchSite &S, SitePlan &P, Function *CloneOf) {
  return refusedInCaller(S, P) || refusedForChild(S, P, CloneOf);
}

/// The rules about where the launch is: the caller's target, the launch
/// itself, the caller's registers.
bool Planner::refusedInCaller(const LaunchSite &S, SitePlan &P) {
  auto Refuse = [&](Refusal Kind, const Twine &Why) {
    P.refuse(Kind, Why.str());
    return true;
  };
  // The runtime's warp reductions are redux.sync (__reduce_max_sync), an
  // sm_80 instruction that the backend cannot select for older GPUs, and
  // every aggregated site reaches them. An allow-list: a function that does
  // not name its GPU (clang always does) is not aggregated either.
  if (StringRef CPU = targetCPU(*S.Caller); smVersion(CPU) < 80)
    return Refuse(Refusal::TargetArch,
                  CPU.empty() ? Twine("the function names no GPU "
                                      "architecture (\"target-cpu\"); "
                                      "aggregation needs sm_80 or newer")
                              : "the GPU architecture " + CPU +
                                    " is older than sm_80, which "
                                    "aggregation needs (redux.sync)");
  if (!S.isAnalyzable())
    return Refuse(Refusal::Unanalyzable, S.Unanalyzable);
  // A build that links without DPAgg must link with it. The pass runs after
  // clang's inliner, so a launch still in a device function stays in a
  // function that ptxas compiles apart (__noinline__, recursive, too big).
  // The runtime inlined there raises that function's registers, and ptxas
  // refuses a kernel whose launch bounds (the user's, or the
  // __launch_bounds__(1024) that boundThreadsPerBlock adds) allow fewer
  // registers than a function it calls uses ("Entry function ... with max
  // regcount of 64 calls function ... with regcount of 68"); without bounds
  // the kernel would inherit the registers and could stop fitting a
  // 1024-thread block. Only launches in kernels are aggregated.
  if (!isKernel(*S.Caller))
    return Refuse(Refusal::OutOfLineFunction,
                  "the launch is in " + demangle(S.Caller->getName()) +
                      ", a device function not inlined into a kernel: the "
                      "runtime's registers there could exceed what the "
                      "kernel's launch bounds allow, and the build would "
                      "not link");
  // A build that links without DPAgg must link with it. A kernel without
  // launch bounds gets a register bound with the runtime (boundRegisters),
  // and nvlink refuses a bound below the registers of a function the kernel
  // calls that ptxas compiled on its own (Support/RegisterBound.h).
  if (!hasLaunchBounds(*S.Caller))
    if (std::string Why = facts().compiledApart(*S.Caller); !Why.empty())
      return Refuse(Refusal::CallsCompiledApart,
                    "kernel " + demangle(S.Caller->getName()) + " " + Why +
                        ": the register bound that DPAgg's runtime needs in "
                        "a kernel without __launch_bounds__ could make the "
                        "link fail (the callee is compiled apart)");
  // Never slower (issue 21, item 21): measureParents has the argument.
  if (auto It = SpillingParents.find(S.Caller); It != SpillingParents.end())
    return Refuse(Refusal::ParentSpills,
                  "kernel " + demangle(S.Caller->getName()) +
                      " has no __launch_bounds__, and held to the 64 "
                      "registers that keep it launchable with 1024 threads "
                      "once DPAgg's runtime is added, ptxas spills its own "
                      "code (" +
                      Twine(It->second) + " bytes of spill stores)");
  return false;
}

/// The rules about the child, the stream and the block shape.
bool Planner::refusedForChild(const LaunchSite &S, SitePlan &P,
                              Function *CloneOf) {
  auto Refuse = [&](Refusal Kind, const Twine &Why) {
    P.refuse(Kind, Why.str());
    return true;
  };
  if (hasAnnotation(*S.Kernel, "dpagg.no_aggregate"))
    return Refuse(Refusal::NoAggregate,
                  "the kernel is marked DPAGG_NO_AGGREGATE");
  Refusal ChildKind;
  if (std::string Why = childBlocker(*S.Kernel, ChildKind); !Why.empty())
    return Refuse(ChildKind, "the child cannot be aggregated: " + Why);
  bool Foreign = S.Kernel->isDeclaration();
  // Published children are leaves (buildPublishedChildren): a foreign
  // kernel's aggregated child makes no launch.
  if (!Foreign && RefuseTailLaunchChildrenOpt)
    if (std::string Why = childTailLaunch(*S.Kernel); !Why.empty())
      return Refuse(Refusal::ChildTailLaunch,
                    "the child makes " + Why +
                        ": aggregated, the children's tail launches would "
                        "wait for the whole aggregate and then run one after "
                        "another");
  if (CloneOf && !Foreign && !Built.clone(S.Kernel))
    return Refuse(Refusal::NoChildInClone,
                  "its kernel has no aggregated child");
  // A build that links without DPAgg must link with it (childSharedBlocker).
  if (!Foreign && !Built.clone(S.Kernel))
    if (std::string Why = childSharedBlocker(facts(), *S.Kernel, S.BufferSize);
        !Why.empty())
      return Refuse(Refusal::ChildSharedMemory, Why);
  if (S.ParamAlign > Align(64))
    return Refuse(Refusal::OverAlignedParam,
                  "a parameter is aligned to more than 64 bytes");
  if (refusedForStream(S, P))
    return true;
  return refusedForShape(S, P, Foreign);
}

/// The rules about the launch's stream: strict ordering, the per-thread
/// default stream, streams the thread created.
bool Planner::refusedForStream(const LaunchSite &S, SitePlan &P) {
  auto Refuse = [&](Refusal Kind, const Twine &Why) {
    P.refuse(Kind, Why.str());
    return true;
  };
  if (Opts.StrictOrdering && S.streamKindName() != "fire-and-forget")
    return Refuse(Refusal::StrictOrdering,
                  "strict ordering: only launches into "
                  "cudaStreamFireAndForget may be aggregated");
  // The aggregate is launched by one thread, into its own per-thread
  // stream; every other joiner's child leaves that joiner's per-thread
  // stream, so it is no longer ordered with the joiner's earlier or later
  // launches into that stream. Only when the site is the thread's one launch
  // (onceAndOnlyLaunch) is there no such launch to be ordered with, or when
  // every such launch of the kernel goes to the block's NULL stream instead
  // (BlockStreamPlan.cpp), which keeps each thread's order.
  if (intoPerThreadStream(S) && !onceAndOnlyLaunch(S) &&
      !movesToBlockStream(S, P))
    return Refuse(Refusal::PerThreadStream,
                  "it launches into the thread's per-thread default stream "
                  "and is not the thread's only launch: the aggregate would "
                  "go to another thread's stream, out of order with this "
                  "thread's other launches (another launch, a stream or "
                  "event call or a read of the error state anywhere the "
                  "thread runs, or a cycle around the launch); and its "
                  "kernel's launches into that stream cannot go to the "
                  "block's NULL stream instead (rule " +
                      ruleName(*P.NoBlockStream) +
                      "): " + blockStreamVerdict(*S.Caller, P.CloneOf).Text);
  // Cost, not legality (issue 21, item 24). A stream the thread created
  // itself is no other thread's stream, so every group the runtime forms at
  // this site holds one launch, which launches alone after the grouping's
  // collectives and atomics: only slower than the launch as written
  // (1.06x to 1.64x measured). Whatever the scope asked for. Unless the
  // stream is private to the launch (privateStreamLaunch): then the launch
  // goes to cudaStreamFireAndForget, where it groups with its siblings; or
  // the thread's streams are private to its kernel's launches, which all go
  // to the block's NULL stream (OwnStreamsPlan.cpp).
  if (S.Stream && streamCreatedByThread(S.Stream)) {
    std::string Why = privateStreamLaunch(S);
    if (Why.empty()) {
      P.PrivateStream = true;
      return false;
    }
    if (!movesOwnStreamsToBlock(S, P))
      return Refuse(Refusal::OwnStream,
                    "it launches into a stream that the launching thread "
                    "created itself, which no other thread launches into: "
                    "every group would hold one launch; and it cannot go to "
                    "cudaStreamFireAndForget instead (" +
                        Why +
                        "), nor to the block's NULL stream with its "
                        "kernel's other launches (rule " +
                        ruleName(*P.NoOwnStreams) +
                        "): " + ownStreamsVerdict(*S.Caller, P.CloneOf).Text);
  }
  return false;
}

/// The rules about the launch's block shape and who reaches it. \p Foreign:
/// the child is defined in another unit.
bool Planner::refusedForShape(const LaunchSite &S, SitePlan &P, bool Foreign) {
  auto Refuse = [&](Refusal Kind, const Twine &Why) {
    P.refuse(Kind, Why.str());
    return true;
  };
  auto IsOne = [](Value *V) {
    auto *C = dyn_cast_or_null<ConstantInt>(V);
    return C && C->isOne();
  };
  // Provably 1-D: y and z are the constant 1 in values the analysis saw
  // completely (Dim3Operand: a dim3 that may be written out of sight has no
  // known field). The runtime checks the launch's block anyway wherever the
  // child needs 1-D blocks (settleLowering, DPAGG_LAUNCH_NEEDS_1D_BLOCK).
  bool OneD = IsOne(S.Block.XYZ[1]) && IsOne(S.Block.XYZ[2]);
  if (Foreign)
    P.AskChildAbout2D = !OneD;
  else if (facts().childFacts(*S.Kernel).WarpSensitive && !OneD)
    return Refuse(Refusal::ChildWarpOps,
                  "the child uses warp-level operations and its block "
                  "shape is not provably one-dimensional");
  // Cost, not legality. A launch that only threads with threadIdx.x == C
  // reach has one launching thread per block in one-dimensional blocks (the
  // "thread 0 launches for its block" pattern of recursive and hand-tiled
  // code): every warp or block group is a group of one, which launches
  // alone, so aggregation would add only its checks, its runtime and the
  // launch bounds that come with it (bench Quadtree: 0.72x of the build
  // without DPAgg). Left as written unless the child asks for a scope
  // (DPAGG_SCOPE_WARP / DPAGG_SCOPE_BLOCK), e.g. for 2-D blocks, where one
  // thread per row reaches it, or grid scope is asked, whose group is every
  // block's launching threads.
  //
  // Except where the nested-grid rule takes it (autoGridRules: a launch
  // whose child launches too, per grid in every parent grid), whose group
  // combines every block's launching thread: the suite's Quadtree (one
  // launching thread per block of 128, the recursion's levels per grid) is
  // 2.2x faster per grid than as written at 65,536 points and 2.1x at
  // 262,144 (H100, bench/results/2026-11-28-h100-nested-grid-keys.md; the
  // 0.70x of session 13 was every nested level falling back per block, its
  // device-launched grids having no group key). Such a site is marked
  // here; plan refuses it where the rule cannot take it or a loop follows
  // the launch, settle where the block and last-exit rules did not leave it
  // per grid.
  if (!hasAnnotation(*S.Kernel, "dpagg.scope=block") &&
      !hasAnnotation(*S.Kernel, "dpagg.scope=warp") &&
      !isGroupOfBlocks(askedScope(*S.Kernel)) &&
      reachedOnlyWithTidConstant(
          *S.Launch, FAM.getResult<DominatorTreeAnalysis>(*S.Caller))) {
    if (Opts.AutoGridBlocks && !annotatedScope(*S.Kernel) && nestedLevel(S)) {
      P.SingleLauncher = true;
      return false;
    }
    return Refuse(Refusal::SingleLauncher, singleLauncherText());
  }
  return false;
}

/// The end of a single launcher's refusal where the nested-grid rule was
/// asked but did not take it per grid (plan, settle).
static constexpr const char *NotPerGrid =
    "; the nested-grid rule did not take it per grid";

/// Why a single launcher is left as written (refusedForShape, settle).
std::string Planner::singleLauncherText() {
  return "only threads with one value of threadIdx.x reach it: with "
         "one-dimensional blocks one thread per block, so no warp or block "
         "has launches to combine (DPAGG_SCOPE_WARP or DPAGG_SCOPE_BLOCK on "
         "the kernel aggregates it anyway)";
}

/// What the lowering and the analysis remark are told about an aggregated
/// site: its configuration's uniformity, the runtime's flags, the
/// parameters stored once per aggregate; all from the unmodified function.
void Planner::recordFacts(const LaunchSite &S, SitePlan &P) {
  {
    // Facts for the analysis remark only: what the rules below decided on.
    auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(*S.Caller);
    const CycleInfo &CI = FAM.getResult<CycleAnalysis>(*S.Caller);
    P.InCycle = CI.getCycle(S.Launch->getParent()) != nullptr;
    SmallVector<Value *, 7> Config(S.Grid.XYZ.begin(), S.Grid.XYZ.end());
    append_range(Config, S.Block.XYZ);
    Config.push_back(S.SharedMem);
    P.ConfigKnown = !is_contained(Config, nullptr);
    for (Scope Sc : AllScopes)
      P.ConfigUniform[Sc] = P.ConfigKnown && all_of(Config, [&](Value *V) {
                              return SUI.isUniform(V, Sc);
                            });
  }
  // A launch into a private stream is its thread's only launch, once, and
  // the thread's other stream calls create and destroy streams that nothing
  // is ever launched into once the launch goes to cudaStreamFireAndForget:
  // they order no launch and read no error state (privateStreamLaunch).
  P.OnceAndOnly = P.PrivateStream || onceAndOnlyLaunch(S);
  // Only where the runtime looks at it: a stream that may be per-thread.
  P.OnlyLaunch =
      (!isa<Constant>(S.Stream) || intoPerThreadStream(S)) && P.OnceAndOnly;
  P.FireAndForget =
      FireAndForgetAggregatesOpt && onlyLaunchOrdersNothing(S, P.OnceAndOnly);
  // onceAndOnlyLaunch: no other launch, stream, event or error-state call
  // anywhere the thread runs (launchFree allows only known declarations).
  P.Unobserved = S.Launch->use_empty() && P.OnceAndOnly;
  if (Opts.Scalarize && all_of(S.Writes, [&](const ParamWrite &PW) {
        // A write across two parameters would mix per-thread and shared
        // bytes: no scalarization for this site.
        return any_of(S.Params, [&](const LaunchParam &LP) {
          return PW.Offset >= LP.Offset &&
                 PW.Offset + PW.Size <= LP.Offset + LP.Size;
        });
      })) {
    auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(*S.Caller);
    auto &DT = FAM.getResult<DominatorTreeAnalysis>(*S.Caller);
    auto &CI = FAM.getResult<CycleAnalysis>(*S.Caller);
    for (const LaunchParam &LP : S.Params)
      for (Scope Sc : AllScopes) {
        if (!isLowered(Sc) || recordScope(Sc) != Sc)
          continue;
        ParamVerdict V = paramUniform(S, LP, SUI, DT, CI, Sc);
        P.UniformParams[Sc].push_back(V.Uniform);
        P.ScalarWhy[Sc].push_back(std::move(V.RuleWhy));
      }
  }
}

/// The rules that narrow a block-scope site to warp scope (Reasons.def,
/// DPAGG_NARROWED), and its postponement candidate.
void Planner::blockScopeRules(const LaunchSite &S, SitePlan &P) {
  // Cost, not legality (issue 21, item 25): unless the child asks for block
  // scope (DPAGG_SCOPE_BLOCK), no block barrier of DPAgg's where it would
  // run in every iteration of a loop (a cycle: irreducible ones too) whose
  // iterations the source does not already end at a barrier of its own
  // (barrierEveryIteration).
  // Without DPAgg the block's warps run a loop's iterations independently,
  // each at its own pace; a block barrier per iteration makes every
  // iteration wait for the block's slowest warp, so work that moves from
  // warp to warp across iterations is paid in full every iteration (a rare
  // launch in a loop with rotating heavy work: 2.68x slower at block scope
  // on the H100). Warp scope adds no barrier.
  bool ForcedBlock =
      !BarrierCostOpt || hasAnnotation(*S.Kernel, "dpagg.scope=block");
  if (!ForcedBlock && !barrierEveryIteration(S.Launch->getParent()))
    return P.narrow(
        Narrowing::BarrierInLoop,
        "the launch is in a loop, where a block barrier in every iteration "
        "would make the block's warps wait for the slowest one each "
        "iteration (DPAGG_SCOPE_BLOCK on the kernel aggregates it per block "
        "anyway)");
  // Block scope and postponement add block barriers (InterThreadWaits says
  // when that can deadlock); warp scope adds none.
  if (std::string Why = waitsWhy(*S.Caller); !Why.empty())
    return P.narrow(Narrowing::InterThreadWait,
                    "threads of the block may wait for one another outside "
                    "barriers (" +
                        Why + "), where a block barrier could deadlock");
  // Block scope adds no shared memory to the caller (its state lives in a
  // global table: runtime/block.cu, "Where the state lives"), so the
  // kernel's shared memory is no reason to refuse it; the rule that checked
  // it (Narrowing::SharedMemory) could never fire and is gone.
  static_assert(DPAGG_BLOCK_STATE_SHARED_BYTES == 0,
                "block scope would need a shared-memory rule again");
  SmallPtrSet<const Value *, 8> Staged;
  for (const LaunchSite *T : SitesIn.lookup(S.Caller))
    if (T->isAnalyzable() && (!T->IsV2 || T == &S))
      Staged.insert(T->NullChecks.begin(), T->NullChecks.end());
  // A block record is sized for every thread of the block before the
  // launching threads are counted (runtime/block.cu); it must fit a pool
  // chunk for the largest block.
  uint64_t Entry = 4 * (1 + DPAGG_PARENT_CONFIG_WORDS) +
                   alignTo(entryBytes(S, P.UniformParams[Scope::Block]), 16);
  if (1024 * Entry + 64 > PoolGeo.ChunkBytes)
    return P.narrow(Narrowing::PoolChunk,
                    "a block's record of " + std::to_string(Entry) +
                        "-byte entries would not fit a pool chunk");
  auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(*S.Caller);
  // Only launches in kernels get here (out-of-line-function).
  std::string Why = blockDivergence(S, SUI, Staged);
  if (Why.empty())
    return;
  P.narrow(Narrowing::Divergent, std::move(Why));
  if (Opts.Postpone) {
    P.PostponeCandidate = findPostponementPoint(S);
    P.CostRules = !ForcedBlock;
  }
}

namespace {
/// The rows of the group rules for one group of blocks (Reasons.def: each
/// group scope has one row per rule).
struct GroupRows {
  Narrowing Observed, Stream, InClone, NotPerBlock;
};
} // namespace

static GroupRows groupRows(Scope S) {
  if (S == Scope::MultiBlock)
    return {Narrowing::MultiBlockObserved, Narrowing::MultiBlockStream,
            Narrowing::MultiBlockInClone, Narrowing::MultiBlockNotPerBlock};
  return {Narrowing::GridObserved, Narrowing::GridStream,
          Narrowing::GridInClone, Narrowing::GridNotPerBlock};
}

/// The rules that narrow a site of a group of blocks (multiblock, grid:
/// Scopes.def, RECORD) to block scope (Reasons.def, DPAGG_NARROWED(Grid,
/// ...) and DPAGG_NARROWED(MultiBlock, ...)); runtime/grid.cu ("Legality")
/// has the argument they serve, for any group of consecutive blocks. A
/// group builds on block scope: each block makes its record as at block
/// scope (after the block rules' barriers, postponed where they postpone)
/// and appends it to its group's state instead of launching it. So a site
/// that passes these rules is planned at block scope (GridCandidate), and
/// settleGrid widens it to its group if it stays per block.
void Planner::gridScopeRules(const LaunchSite &S, SitePlan &P) {
  if (std::optional<GroupBlocker> Why = groupBlocker(S, P, *P.At))
    return P.narrow(Why->Row, std::move(Why->Text));
  P.GridCandidate = true;
  P.At = Scope::Block; // settleGrid widens it back
}

/// Why a group of blocks (\p Group: multiblock or grid) cannot take site
/// \p S, as its rule's row and text, or nothing.
std::optional<Planner::GroupBlocker> Planner::groupBlocker(const LaunchSite &S,
                                                           const SitePlan &P,
                                                           Scope Group) const {
  GroupRows Rows = groupRows(Group);
  std::string Name = scopeName(Group).str();
  // The group's aggregate is launched by its last block to finish, after
  // the launching threads went on and ended: only a launch that nothing
  // observes (DPAGG_LAUNCH_UNOBSERVED: the thread's only launch, made once,
  // its result unused, no stream, event or error-state call anywhere the
  // thread runs) can be made that late by another thread; nobody waits,
  // and a refused aggregate is replayed from the records (replayRecord).
  if (!P.Unobserved)
    return GroupBlocker{Rows.Observed,
                        "the launch is observed: " + Name +
                            " scope launches the aggregate when " +
                            scopeThreads(Group).str() +
                            "'s last block ends, so it takes only a launch "
                            "that is its thread's only launch, made once, "
                            "whose result and error state are unused"};
  // The NULL stream, whose order binds only the launches of one block (so a
  // group gives up what block scope gives up: the order of a block's
  // siblings), and cudaStreamFireAndForget, which orders nothing. And the
  // thread's own per-thread default stream (NULL through a _ptsz entry, or
  // cudaStreamPerThread), because the launch is unobserved, so it is its
  // thread's only launch, made once: nothing else of the thread's is in that
  // stream, so the launch is ordered with nothing, as in
  // cudaStreamFireAndForget. The group's aggregate, and the replays of its
  // records if CUDA refuses it, go to cudaStreamFireAndForget
  // (P.FireAndForget, onlyLaunchOrdersNothing: the same only launch, _ptsz
  // or cudaStreamPerThread), not into the ticket thread's per-thread stream,
  // where a grid's replays would wait for each other and fill the
  // pending-launch pool (red team s19, pg_replay_burst). So a per-thread
  // stream is taken only where they go there: with
  // -dpagg-fire-and-forget-aggregates=false it stays refused. Block scope
  // aggregates such sites already (DPAGG_LAUNCH_ONLY_LAUNCH, runtime/Join.cuh,
  // joinableStream), and the block path that a group's blocks run checks the
  // same flag. A stream known only at run time, which may be per-thread, stays
  // refused: it may be a stream the program orders.
  // P.FireAndForget is exactly that only launch (a NULL stream, _ptsz or
  // not, or cudaStreamPerThread; never a site moved to the block's stream,
  // which is not its thread's only launch).
  StringRef Kind = plannedStreamKind(P);
  if (Kind != "NULL" && Kind != "fire-and-forget" && !P.FireAndForget)
    return GroupBlocker{
        Rows.Stream,
        "it launches into the " +
            (Kind.empty() ? StringRef("unknown") : Kind).str() + " stream; " +
            Name +
            " scope takes the NULL stream, cudaStreamFireAndForget and the "
            "thread's own per-thread stream only"};
  if (std::optional<std::string> Why = cloneGroupBlocker(P.CloneOf))
    return GroupBlocker{Rows.InClone, std::move(*Why)};
  return std::nullopt;
}

/// Why a site in the aggregated clone of \p CloneOf cannot be aggregated per
/// group of blocks or at its block's last exit, or nothing (also for a site
/// outside clones). A whole clone (K.dpagg: one physical block per logical
/// block) can: its physical grid is the aggregate of many launches' grids,
/// and a group of its blocks (the grid) is a group of logical blocks of
/// those grids, each of which runs K's body as K would (runtime/grid.cu,
/// "Groups of blocks", (h)). Every thread of the physical grid passes an
/// exit hook: the hooks go before every `ret` of the clone, its surplus
/// threads' (AggregatedChild.cpp, leaveSurplusThreads) included, and the
/// block state is taken in the prologue's first block, before
/// __dpagg_child_enter, where no thread has exited (Lower.cpp,
/// addBlockEntryAndExits); the prologue's calls make no launch and use no
/// stream or error state (KnownCalls.def, "__dpagg_child_"), so the launch
/// is as observed as in K. A molded or packed clone runs many logical blocks
/// per physical block, or per warp: a thread there would make one launch
/// per logical block it runs. Neither is built for a kernel that launches
/// (moldBlocker, packBlocker); the rule stands should one ever be.
std::optional<std::string>
Planner::cloneGroupBlocker(const Function *CloneOf) const {
  if (!CloneOf)
    return std::nullopt;
  const ChildPlan *C = Built.find(CloneOf);
  if (C && C->Whole && C->Whole != C->Molded && C->Whole != C->Packed)
    return std::nullopt;
  return std::string("the launch is in an aggregated clone whose blocks run "
                     "the blocks of many launches");
}

/// Whether \p S launches a child that launches too (a nested or recursive
/// level: the launch graph's edge from the child), for -dpagg-nested-grid.
/// A child of another unit is not known to.
bool Planner::nestedLevel(const LaunchSite &S) const {
  if (!Opts.NestedGrid || S.Kernel->isDeclaration())
    return false;
  const FunctionSummary &Child = facts().get(*S.Kernel);
  return !Child.Launches.empty() || Child.LaunchesUnknown;
}

/// The cost rule between block and grid scope (-dpagg-auto-grid=N, on in
/// the default pipeline; issue 26 item 5). Where block scope is asked by
/// the option (not by an annotation) and grid scope's rules take the site,
/// the site is aggregated per grid in a parent grid of at least N blocks
/// and per block in a smaller one, decided at run time from gridDim
/// (DPAGG_GROUP_BLOCKS_AUTO; runtime/Grid.cuh, groupsInThisGrid; at the
/// last exit with a loop after the launch, also by the grid's waves:
/// DPAGG_GROUP_BLOCKS_FEW_WAVES, LastExitPlan.cpp). In one
/// H100 run of the suite (bench/results/2026-11-27-h100-scope-sweep.md)
/// grid scope was faster than block scope on every configuration whose
/// parent grid had 256 blocks or more (BFS up to 5.1x, Coloring 2.7x, the
/// probe 2.4x, SpMV 1.8x, SSSP 1.6x) but Bezier (0.97x) and the one the
/// record layout lost (Struct 131072/16, since fixed: storedOnce), and
/// slower where it had 2 to 128 (TailChild 0.76x, HeavyChild 0.77x,
/// HeavyParent 0.95x; the probe's 64-block shape won there, 1.24x, and
/// lost on an earlier H100 run, 0.89x): a small grid's block aggregates run
/// concurrently (the device runs up to 128 grids at once), and grid scope
/// only delays them to the grid's end. The default N = 256 (Options.h)
/// keeps every grid of 128 blocks or fewer at block scope. Legal wherever
/// grid scope is: a grid without groups is block scope, which the same
/// rules allow (grid.cu, (0)).
/// Silent where grid's rules refuse: block scope was asked and is kept.
///
/// Nested levels (-dpagg-nested-grid, on in the default pipeline): where the
/// child launches too, the site goes per grid in every parent grid, small
/// ones included (NestedGrid; GroupBlocks DPAGG_GROUP_BLOCKS_GRID). Per block,
/// every block of a level launches its own aggregate, whose blocks launch
/// theirs: the launches multiply level by level (the suite's Tree: one per
/// internal node's sibling group; Quadtree, one launching thread per block:
/// one per node). Per grid, each level is one launch per grid of the level
/// above, and the aggregated children's own sites are per grid too
/// (cloneGroupBlocker). Legal wherever grid scope is (the same rules).
void Planner::autoGridRules(const LaunchSite &S, SitePlan &P) {
  if (!Opts.AutoGridBlocks || P.Asked != Scope::Block ||
      annotatedScope(*S.Kernel) || groupBlocker(S, P, Scope::Grid))
    return;
  P.GridCandidate = true;
  P.AutoGrid = true;
  P.NestedGrid = nestedLevel(S);
}

/// A grid candidate that stays per block (at a barrier, or at its threads'
/// last exit: settleBlockMeeting) goes per group: the auto rule's grid
/// (DPAGG_GROUP_BLOCKS_AUTO | N, or every grid for a nested level), or the
/// group asked.
void Planner::widenToGroup(SitePlan &P) {
  if (P.AutoGrid) {
    // A few-waves site may have its own floor (-dpagg-few-waves-blocks,
    // DefaultFewWavesBlocks says why 128 by default), 0 meaning the auto
    // rule's;
    // not in an aggregated clone, whose physical blocks are logical grids of
    // unrelated sizes, all held back by the slowest (the red team's note).
    P.FewWavesFloor = P.FewWaves && Opts.FewWavesBlocks && !P.CloneOf;
    unsigned Floor =
        P.FewWavesFloor ? Opts.FewWavesBlocks : Opts.AutoGridBlocks;
    P.GroupBlocks = P.NestedGrid
                        ? DPAGG_GROUP_BLOCKS_GRID
                        : DPAGG_GROUP_BLOCKS_AUTO | Floor |
                              (P.FewWaves ? DPAGG_GROUP_BLOCKS_FEW_WAVES : 0u);
    return P.widenTo(Scope::Grid);
  }
  P.GroupBlocks = P.Asked == Scope::Grid ? DPAGG_GROUP_BLOCKS_GRID
                                         : groupBlocksAsked(*P.Site->Kernel);
  P.widenTo(P.Asked);
}

/// The blocks per group of multiblock scope for launches of \p K: its
/// DPAGG_SCOPE_MULTIBLOCK(N) annotation's N where valid, else the option's.
unsigned Planner::groupBlocksAsked(const Function &K) const {
  return annotatedValue(Annotations, K, "dpagg.group_blocks", parseGroupBlocks)
      .value_or(Opts.GroupBlocks);
}

/// A group of blocks, once the block rules, postponement and the
/// thread-exit rule have decided the block path: per group where that stays
/// per block (the thread-exit rule is then also the group's: every thread's
/// exit is seen, so every block is counted done). The group is asked's:
/// the grid (DPAGG_GROUP_BLOCKS_GRID) or groupBlocksAsked's blocks.
void Planner::settleGrid(SitePlan &P) {
  if (!P.GridCandidate || P.refused())
    return;
  if (P.At == Scope::Block)
    return widenToGroup(P);
  if (P.AutoGrid)
    return; // grid was not asked: block scope's narrowing says it all
  P.WhyNot[P.Asked] = groupRows(P.Asked).NotPerBlock;
  P.WhyNotText[P.Asked] =
      (scopeName(P.Asked) + " scope builds on block scope, which the site "
                            "did not get")
          .str();
}

void Planner::plan(const LaunchSite &S, SitePlan &P, Function *CloneOf) {
  P.Site = &S;
  P.CloneOf = CloneOf;
  // Also where a rule refuses the site: the decision's runner-up.
  P.Asked = S.Kernel ? askedScope(*S.Kernel) : Opts.Scope;
  // The caller rules first: a tail-chained link gets DPAgg's runtime in its
  // kernel too, with the register bound they protect (TailChainPlan.cpp).
  bool CallerRefused = refusedInCaller(S, P);
  if (!CallerRefused && planTailChain(S, P, CloneOf))
    return;
  // Serialization is decided whatever the scope (SerialPlan.cpp), but not
  // where a rule about the caller leaves the launch as written. A refused
  // launch into the per-thread stream goes to the block's NULL stream with
  // its kernel's other such launches (BlockStreamPlan.cpp).
  if (CallerRefused || refusedForChild(S, P, CloneOf)) {
    if (!movesToBlockStream(S, P))
      movesOwnStreamsToBlock(S, P);
    return planSerial(S, P, CloneOf, CallerRefused);
  }
  P.At = P.Asked;
  recordFacts(S, P);
  if (isGroupOfBlocks(*P.At))
    gridScopeRules(S, P);
  else
    autoGridRules(S, P);
  // A single launcher the nested-grid rule cannot take (refusedForShape),
  // or whose threads may loop or call after the launch (settle says why):
  // as written, before any child is built for it.
  if (P.SingleLauncher && (!P.NestedGrid || loopsAfterLaunch(S))) {
    P.refuse(Refusal::SingleLauncher, singleLauncherText() + NotPerGrid);
    if (!movesToBlockStream(S, P))
      movesOwnStreamsToBlock(S, P);
    return planSerial(S, P, CloneOf, /*CallerRefused=*/false);
  }
  if (*P.At == Scope::Block)
    blockScopeRules(S, P);
  planSerial(S, P, CloneOf, /*CallerRefused=*/false);
}

/// The scope the site's kernel asks for (DPAGG_SCOPE_<SCOPE>, widest first),
/// else the option's.
Scope Planner::askedScope(const Function &Kernel) const {
  return annotatedScope(Kernel).value_or(Opts.Scope);
}

/// The scope \p Kernel's DPAGG_SCOPE_<SCOPE> annotation asks for (widest
/// first), if any.
std::optional<Scope> Planner::annotatedScope(const Function &Kernel) const {
  for (Scope Sc : reverse(AllScopes))
    if (hasAnnotation(Kernel, ("dpagg.scope=" + scopeName(Sc)).str()))
      return Sc;
  return std::nullopt;
}

/// True if \p BB is in no cycle, or if every iteration of the innermost
/// (reducible) cycle around it passes a block barrier of the source: a
/// block that holds one dominates every latch. There the source already
/// makes the block's warps meet once per iteration, and one more barrier of
/// DPAgg's in the iteration does not make them run in lockstep any more
/// than they do.
bool Planner::barrierEveryIteration(BasicBlock *BB) {
  Function &F = *BB->getParent();
  const Cycle *C = FAM.getResult<CycleAnalysis>(F).getCycle(BB);
  if (!C)
    return true;
  if (!C->isReducible())
    return false;
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  SmallVector<BasicBlock *, 2> Latches;
  for (BasicBlock *P : predecessors(C->getHeader()))
    if (C->contains(P))
      Latches.push_back(P);
  for (BasicBlock *B : C->blocks()) {
    bool Barrier = any_of(*B, [](const Instruction &I) {
      const auto *CB = dyn_cast<CallBase>(&I);
      const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
      return Callee && isBlockBarrier(*Callee);
    });
    if (Barrier &&
        all_of(Latches, [&](BasicBlock *L) { return DT.dominates(B, L); }))
      return true;
  }
  return false;
}

/// Cost, not legality (issue 21, item 25). Why postponing a launch to \p At
/// could make the kernel slower than without DPAgg, or empty. The runtime
/// call at At is a block barrier: every warp waits there for the block's
/// slowest, and the children of the early warps start only then. That costs
/// nothing the source does not already pay only where the source itself
/// makes every warp wait for the slowest right after At: every path from At
/// reaches a block barrier of the source (__syncthreads) through code with
/// no loop and no call but intrinsics that are not barriers, so the wait
/// moves from the source's barrier to At by a bounded stretch of code
/// (the BFS pattern: a divergent launch before a block-wide reduction).
/// Elsewhere the barrier is new (measured: early warps' long children
/// waiting for the slowest warp, 1.86x slower on the H100), and At in a loop
/// would run it every iteration (2.68x). Refusing postponement leaves the
/// launch per warp, which is legal anywhere.
std::string Planner::postponementCost(BasicBlock &At) {
  const CycleInfo &CI = FAM.getResult<CycleAnalysis>(*At.getParent());
  if (!barrierEveryIteration(&At))
    return "the meeting point is in a loop, where its block barrier would run "
           "every iteration";
  if (CI.getCycle(&At))
    return ""; // the source's barrier runs every iteration already
  SmallPtrSet<const BasicBlock *, 16> Seen;
  SmallVector<const BasicBlock *, 16> Work = {&At};
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (!Seen.insert(B).second)
      continue;
    bool Barrier = false;
    for (const Instruction &I : *B) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const Function *Callee = CB->getCalledFunction();
      if (!Callee || !Callee->isIntrinsic())
        return "the source has no block barrier right after the meeting "
               "point (a call comes first), so postponement would add one "
               "that makes early warps and their children wait for the "
               "slowest warp";
      if (isBlockBarrier(*Callee)) {
        Barrier = true;
        break;
      }
    }
    if (Barrier)
      continue;
    if (succ_empty(B) || CI.getCycle(B))
      return "the source has no block barrier right after the meeting point, "
             "so postponement would add one that makes early warps and their "
             "children wait for the slowest warp";
    append_range(Work, successors(B));
  }
  return "";
}

/// CUDA orders the NULL-stream launches of one block. Aggregating a site
/// already gives up the order among its siblings (the threads' launches at
/// that site). When the site is the kernel's only launch (nothing else it
/// runs launches or uses streams) and runs at most once per thread, that is
/// the only order there is, so the aggregated child may as well go to
/// cudaStreamFireAndForget, which the device schedules at once (measured:
/// up to 3.6x faster on the H100). A kernel is done only when all its
/// children are, in either stream, so nothing after the kernel changes.
/// The same holds for the thread's own per-thread default stream, NULL
/// through a _ptsz entry or an explicit cudaStreamPerThread: that stream is
/// the launching thread's own, nobody else launches into it, and the thread
/// launches nothing else, so it orders nothing either (H100: SpMV and BFS
/// built with the per-thread default stream were 1.14x to 1.40x slower than
/// their default-stream builds before). For a group of blocks it matters
/// more: a refused aggregate is replayed record by record by the ticket
/// thread, and in one stream the replays of a whole grid would wait for
/// each other and fill the pending-launch pool (red team s19,
/// pg_replay_burst: the explicit cudaStreamPerThread form, whose aggregate
/// went to the ticket thread's per-thread stream).
/// \p OnceAndOnly: onceAndOnlyLaunch(S).
bool Planner::onlyLaunchOrdersNothing(const LaunchSite &S, bool OnceAndOnly) {
  return (isa<ConstantPointerNull>(S.Stream) || intoPerThreadStream(S)) &&
         OnceAndOnly;
}

/// The site is the only launch or stream use of anything its thread runs,
/// and runs at most once per thread. Order-free, not launch-free: a device
/// cudaMalloc/cudaFree only writes the thread's error state (on failure),
/// which orders no launch and, with no read of the state anywhere the thread
/// runs (a read is not order-free), observes nothing: the runtime's own
/// check that an owner's state is clean (runtime/Join.cuh, "Error
/// semantics") sees such a failure at run time. What the rules that rest on
/// this take from it: no other launch to keep in order (per-thread stream,
/// fire-and-forget, serial-order), no read of a launch's result in the error
/// state (unobserved launches: grid scope, the last exit).
bool Planner::onceAndOnlyLaunch(const LaunchSite &S) {
  if (!isKernel(*S.Caller))
    return false;
  // Once per thread: the launch is in no cycle. CycleInfo, not LoopInfo,
  // which does not see irreducible loops (a goto into a loop's body): their
  // launches are a chain of NULL-stream launches too. Only a kernel runs once
  // per thread; a device function may be called many times.
  if (FAM.getResult<CycleAnalysis>(*S.Caller).getCycle(S.Launch->getParent()))
    return false;
  return facts().orderFree(*S.Caller, S.Launch);
}

/// Issue 23, item 3: why the launch of \p S, whose stream its thread created
/// itself (streamCreatedByThread), cannot go to cudaStreamFireAndForget
/// instead, or empty. Empty where the stream is private to the launch and
/// the launch is its thread's only one:
///  - privateStreamBlocker (Analysis/StreamFacts.h): every stream the
///    operand may be was created by this thread (the constant flag
///    cudaStreamNonBlocking) in a private array whose handles reach only
///    this launch's stream operand and cudaStreamDestroy, none of which can
///    run before the launch; no handle is stored, passed to another call
///    (an event, a wait, a function of the program) or given to the child;
///  - the launch is in no cycle of its kernel (CycleInfo, which sees
///    irreducible ones): made at most once per thread;
///  - every other call of the kernel, through everything it calls, is
///    order-free (FunctionSummaries::firstNotOrderFree) but the creations
///    and destructions of those arrays' streams: no other launch, no other
///    stream or event call, no read of the error state.
/// Legality: CUDA orders only the work of one stream; a stream a thread
/// created is named only by the handles the creation wrote (streams and
/// their handles are per grid, so only the handles say who can use one),
/// and these reach no other thread and no call but this launch and the
/// destruction. So the only work ever in the launch's stream is the launch
/// itself: nothing is ordered before or after it there, and the thread
/// makes no other launch to keep in order (once, the only one). A
/// non-blocking stream has no implicit order with the NULL stream either.
/// Destroying a device stream returns at once and releases it when its
/// work is done: it neither waits for nor reports on the launch, and once
/// the launch goes elsewhere it destroys an empty stream. The parent grid
/// completes only after all its children, in whatever stream, so after
/// the child in cudaStreamFireAndForget too, and the parent's tail launches
/// and the host see the same. The launch's result is each thread's own as
/// at any site (runtime/Join.cuh, "Error semantics"), and the creations and
/// destructions, which may only write the thread's error state on failure,
/// are read by nothing. So the launch may go to cudaStreamFireAndForget,
/// which orders nothing, and be aggregated with its siblings like any other
/// launch into it (whose launches CUDA never ordered: each was in its own
/// thread's stream). A creation that fails leaves a handle CUDA does not
/// define; launching into it is not a valid program, and the constant flag
/// rules out the one failure the program could have known of (an invalid
/// flag). -dpagg-strict-ordering refuses the site before this rule.
std::string Planner::privateStreamLaunch(const LaunchSite &S) {
  if (FAM.getResult<CycleAnalysis>(*S.Caller).getCycle(S.Launch->getParent()))
    return "the launch is in a loop, so the thread may launch into its "
           "stream more than once";
  SmallVector<const CallBase *, 8> Except = {S.Launch};
  if (std::string Why = privateStreamBlocker(S.Stream, *S.Launch, Except);
      !Why.empty())
    return Why;
  if (const CallBase *CB = facts().firstNotOrderFree(*S.Caller, Except)) {
    const Function *F = CB->getCalledFunction();
    return "the thread makes another launch or another stream, event or "
           "error-state call (" +
           (F ? demangle(F->getName()) : std::string("an indirect call")) +
           "), which it could order with the launch";
  }
  return "";
}

/// Postponement (thesis 3.5), for a launch that block scope refused because
/// threads that skip it reach other convergent code: the block P that
/// immediately post-dominates the launch, if the thread does nothing
/// between the launch and P that its launch must stay ordered with: no
/// other launch, no stream or event call, no way back to the launch before
/// P. resolvePostponements then checks that every live thread of the block
/// meets at P (the rule for a launch, with the moved launches gone and P
/// holding the runtime call). Legality: CDP2 has no device-side wait on a
/// child, and a child sees memory as of its launch, so launching later only
/// makes more of the parent's writes visible; the thread's own launches keep
/// their order.
BasicBlock *Planner::findPostponementPoint(const LaunchSite &S) {
  if (!isKernel(*S.Caller) || !S.Launch->use_empty())
    return nullptr;
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(*S.Caller);
  BasicBlock *L = S.Launch->getParent();
  DomTreeNode *N = PDT.getNode(L);
  N = N ? N->getIDom() : nullptr;
  if (!N || !N->getBlock())
    return nullptr; // only the virtual exit post-dominates it
  BasicBlock *At = N->getBlock();
  // What the thread runs from the launch to At: the rest of L, then every
  // block reachable without passing At.
  SmallVector<const Instruction *, 32> Region;
  for (const Instruction &I :
       make_range(std::next(S.Launch->getIterator()), L->end()))
    Region.push_back(&I);
  SmallVector<const BasicBlock *, 16> Work(succ_begin(L), succ_end(L));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (B == At || !Seen.insert(B).second)
      continue;
    // The launch again before At (the walk is on the CFG, so through any
    // cycle, irreducible ones included): one pending launch only.
    if (B == L)
      return nullptr;
    for (const Instruction &I : *B)
      Region.push_back(&I);
    append_range(Work, successors(B));
  }
  for (const Instruction *I : Region) {
    const auto *CB = dyn_cast<CallBase>(I);
    if (!CB)
      continue;
    if (!facts().launchFreeCall(*CB))
      return nullptr;
  }
  return At;
}

/// The launches that would wait at one block (the two sides of an if, say)
/// are decided together: the block must be a meeting point of every live
/// thread once all of them have left their original places.
void Planner::resolvePostponements(MutableArrayRef<SitePlan> Plans) {
  MapVector<BasicBlock *, SmallVector<SitePlan *, 2>> Groups;
  for (SitePlan &P : Plans)
    if (P.PostponeCandidate && P.At == Scope::Warp)
      Groups[P.PostponeCandidate].push_back(&P);
  for (auto &[At, Members] : Groups) {
    Function &F = *At->getParent();
    SmallVector<const Instruction *, 4> Moved;
    SmallPtrSet<const Value *, 8> Staged;
    for (SitePlan *P : Members)
      Moved.append({P->Site->Launch, P->Site->Buffer});
    for (const LaunchSite *T : SitesIn.lookup(&F))
      if (T->isAnalyzable() &&
          (!T->IsV2 ||
           any_of(Members, [&](const SitePlan *P) { return P->Site == T; })))
        Staged.insert(T->NullChecks.begin(), T->NullChecks.end());
    auto &SUI = FAM.getResult<ScopedUniformityAnalysis>(F);
    if (!blockDivergenceAt(F, At, SUI, Staged, Moved).empty())
      continue;
    if (any_of(Members, [](const SitePlan *P) { return P->CostRules; }))
      if (std::string Why = postponementCost(*At); !Why.empty()) {
        for (SitePlan *P : Members) {
          P->WhyNot[Scope::Block] = Narrowing::PostponeNewBarrier;
          P->WhyNotText[Scope::Block] += "; not postponed: " + Why;
        }
        continue;
      }
    for (SitePlan *P : Members) {
      P->PostponeTo = At;
      P->widenTo(Scope::Block);
    }
  }
}

/// A block holds its state slot until each of its threads has passed
/// __dpagg_block_exit, which the pass puts before every return of the
/// kernel. A thread that ends another way (PTX `exit` or `ret` in inline
/// assembly, llvm.nvvm.exit) keeps the slot busy for good: never wrong (a
/// busy slot is never shared, and a block without one launches alone), but
/// every block doing that takes one slot, and nothing on the device can give
/// it back (runtime/block.cu, "Block scope", (d)): 8,192 such blocks
/// fill the table for the rest of the process. So the rule must see every
/// way out, and is an allow-list: calls known to return (or to end the whole
/// grid), functions of this module whose code is the code that runs
/// (not interposable) checked the same way, inline assembly whose every
/// instruction is known to fall through (leavingAsmStatement); anything
/// else (an indirect call, a function of another translation unit, a weak
/// definition, any other inline assembly) keeps the kernel per warp.
std::string Planner::threadExitBlocker(const Function &F) const {
  // The walk: FunctionFacts.cpp (exitBlocker).
  const std::string &Why = facts().exitBlocker(F);
  if (Why.empty())
    return "";
  return "a thread may end without returning (" + Why +
         "), which would keep its block's state slot busy";
}

void Planner::planFunctionSites(ArrayRef<LaunchSite> Sites,
                                SmallVectorImpl<SitePlan> &Plans,
                                Function *CloneOf) {
  // The children are new functions: summarized once they all exist, on
  // top of the module's summaries (the module's own functions are as they
  // were planned).
  if (CloneOf && !ChildrenFacts)
    ChildrenFacts =
        std::make_unique<FunctionSummaries>(M, nullptr, &ModuleFacts);
  for (const LaunchSite &S : Sites)
    SitesIn[S.Caller].push_back(&S);
  size_t First = Plans.size();
  for (const LaunchSite &S : Sites)
    plan(S, Plans.emplace_back(), CloneOf);
  resolvePostponements(MutableArrayRef<SitePlan>(Plans).drop_front(First));
}

/// Parents whose own code spills under DPAgg's register bound (issue 21,
/// item 21). A kernel without launch bounds that gets DPAgg's runtime is
/// held to 64 registers (boundRegisters), so that it stays launchable with
/// 1024 threads per block; where its own code does not fit 64 registers,
/// that bound makes ptxas spill (a parent of 159 registers held to 64: 532
/// bytes of spill stores, 9.5x slower than without DPAgg on the H100), and
/// without it the runtime's registers could push the kernel past a block
/// size it accepted before. So the launches of such a kernel stay as
/// written, with a missed remark (Refusal::ParentSpills). The rule only
/// refuses, so it is sound whatever the measurement says: a kernel measured
/// too light is bounded as before (sound, maybe slow), one measured too
/// heavy keeps its launches as written. The measurement: every candidate
/// parent of the module (a kernel without launch bounds, of sm_80 or newer,
/// that could be bounded: FunctionSummaries::compiledApart) with the functions
/// of this unit it calls, in one copy and one ptxas run under `.maxnreg 64`,
/// before anything is rewritten (the code is the optimizer's input here, not
/// its output: an estimate, PtxasRegisters.h). Spills, not registers: ptxas
/// uses more than 64 registers where it has them (a parent of 24 live
/// floats: 104), and many such kernels fit 64 without a spill. Nothing is
/// refused if it cannot be measured.
void Planner::measureParents(ArrayRef<LaunchSite> Sites) {
  if (!ParentSpillsOpt)
    return;
  SetVector<Function *> Parents;
  for (const LaunchSite &S : Sites) {
    Function &P = *S.Caller;
    if (isKernel(P) && !P.isDeclaration() && !hasLaunchBounds(P) &&
        S.isAnalyzable() && smVersion(targetCPU(P)) >= 80 &&
        !Parents.contains(&P) && facts().compiledApart(P).empty())
      Parents.insert(&P);
  }
  if (Parents.empty())
    return;
  SmallPtrSet<const Function *, 16> Callees;
  for (Function *P : Parents)
    Callees.insert_range(facts().reachable(*P));
  auto Figures = measureRegisters(
      M, Parents.getArrayRef(),
      [&](const Function &F) { return Callees.contains(&F); }, Opts.CodeGen,
      MaxRegisterBound);
  if (!Figures) { // nothing is refused
    consumeError(Figures.takeError());
    return;
  }
  for (auto [F, Fig] : *Figures)
    if (Fig.SpillStores)
      SpillingParents[F] = Fig.SpillStores;
}

/// The last decisions of the plan, once the children are built and before
/// any site is lowered: a site whose child could not be cloned is refused,
/// and a block-scope site in a kernel whose threads may end without
/// returning is aggregated per warp (threadExitBlocker). Both read only the
/// module's own functions as they were planned (the clones are new
/// functions), so the lowering decides nothing.
void Planner::settle(MutableArrayRef<SitePlan> Plans) {
  for (SitePlan &P : Plans) {
    const LaunchSite &S = *P.Site;
    if (!P.refused() && S.Kernel && !S.Kernel->isDeclaration() &&
        !Built.clone(S.Kernel)) {
      const ChildPlan *C = Built.find(S.Kernel);
      P.refuse(Refusal::ChildCode, "the child cannot be aggregated: " +
                                       (C ? C->WhyNot : std::string()));
    }
    if (P.At == Scope::Block)
      if (std::string Why = threadExitBlocker(*S.Caller); !Why.empty()) {
        P.narrow(Narrowing::ThreadExit, Why); // warp: legal anywhere
        P.PostponeTo = nullptr;
      }
    settleGrid(P);
    settleBlockMeeting(P);
    // A single launcher that the nested-grid rule did not take per grid
    // after all (refusedForShape) is left as written: per warp or block its
    // groups are groups of one. plan() refused those whose threads may loop
    // or call after the launch: the group's aggregate waits for its last
    // thread's exit, while as written each block's child starts at its
    // launch (the LateExit pattern, 5.4x slower per grid:
    // loopsAfterLaunch); measured only where the launch ends the thread's
    // work (Quadtree).
    if (P.SingleLauncher && !P.refused() &&
        !(P.At == Scope::Grid && P.GroupBlocks == DPAGG_GROUP_BLOCKS_GRID))
      P.refuse(Refusal::SingleLauncher, singleLauncherText() + NotPerGrid);
    const ChildPlan *C = Built.find(S.Kernel);
    P.Molded = !P.refused() && C && C->Molded;
    P.Packed = !P.refused() && C && C->Packed;
    settleSerial(P);
  }
  settleBlockStream(Plans);
  for (SitePlan &P : Plans) {
    if (!P.refused())
      settleLowering(P);
    P.Decision = decide(P);
  }
  settleRejoin(Plans);
}

/// What the runtime is told of an aggregated site, from the settled plan.
void Planner::settleLowering(SitePlan &P) {
  const LaunchSite &S = *P.Site;
  if (const ChildPlan *C = Built.find(S.Kernel); C && !P.Molded)
    P.WhyNotMolded = C->WhyNotMolded;
  if (const ChildPlan *C = Built.find(S.Kernel); C && !P.Packed)
    P.WhyNotPacked = C->WhyNotPacked;
  // Coarsening is molding's loop over logical blocks: a molded site runs
  // the factor asked (auto: 1, the resident-capacity cut alone).
  unsigned Asked = coarsenAsked(*S.Kernel);
  P.Coarsen = Asked == CoarsenAuto ? 1 : Asked;
  bool MoldAuto = moldingFor(*S.Kernel) == MoldableMode::Auto;
  P.LaunchFlags =
      (S.PerThreadStream && !P.ToBlockStream ? DPAGG_LAUNCH_PTSZ : 0) |
      (ReportLaunchErrorsOpt ? DPAGG_LAUNCH_REPORT_ERRORS : 0) |
      (P.FireAndForget ? DPAGG_LAUNCH_AGGREGATE_FIRE_AND_FORGET : 0) |
      (P.OnlyLaunch ? DPAGG_LAUNCH_ONLY_LAUNCH : 0) |
      (P.Unobserved ? DPAGG_LAUNCH_UNOBSERVED : 0) |
      (P.Molded ? DPAGG_LAUNCH_MOLDED |
                      (Log2_32(P.Coarsen) << DPAGG_LAUNCH_MOLD_COARSEN_SHIFT) |
                      (MoldAuto ? DPAGG_LAUNCH_MOLD_AUTO : 0)
                : 0) |
      (P.Packed ? DPAGG_LAUNCH_PACKED : 0);
  if (S.Kernel->isDeclaration())
    return; // the child's descriptor tells the rest at run time
  // A child of this unit that needs 1-D blocks is launched only where the
  // block is provably 1-D (plan); the runtime checks each launch's block
  // anyway, as for another unit's (DPAGG_LAUNCH_NEEDS_1D_BLOCK).
  if (facts().childFacts(*S.Kernel).WarpSensitive)
    P.LaunchFlags |= DPAGG_LAUNCH_NEEDS_1D_BLOCK;
  // Every child exists by now, with the copies of its parameters that
  // kernelLimits counts in the module's shared memory.
  std::tie(P.SafeThreads, P.SafeShmem) = kernelLimits(*S.Kernel);
}

/// True if \p Block is a constant block of at most DPAGG_ANY_KERNEL_THREADS
/// threads: any kernel takes it, and an aggregate of launches that all use
/// it has the same block.
static bool smallConstantBlock(const Dim3Operand &Block) {
  uint64_t Threads = 1;
  for (Value *V : Block.XYZ) {
    auto *C = dyn_cast_or_null<ConstantInt>(V);
    if (!C)
      return false;
    Threads *= C->getZExtValue();
  }
  return Threads <= DPAGG_ANY_KERNEL_THREADS;
}

/// The sites the lowering rewrites: aggregated, or serialized (staged and
/// lowered by their plan); and the kernels launched with blocks that are not
/// provably small.
static SmallPtrSet<const LaunchSite *, 16>
rewrittenSites(AggregationPlan &Plan) {
  SmallPtrSet<const LaunchSite *, 16> Rewritten;
  for (const auto *Plans : {&Plan.Sites, &Plan.CloneSites})
    for (const SitePlan &P : *Plans)
      if (!P.refused()) {
        Rewritten.insert(P.Site);
        if (!smallConstantBlock(P.Site->Block))
          Plan.LargeBlockKernels.insert(P.Site->Kernel);
      } else if (P.Serial.serialized()) {
        Rewritten.insert(P.Site);
      }
  return Rewritten;
}

/// The V1 launches of \p F that the lowering leaves alone (not in
/// \p Rewritten).
SmallVector<const LaunchSite *, 2> Planner::leftAsWritten(
    Function &F, const SmallPtrSetImpl<const LaunchSite *> &Rewritten) const {
  SmallVector<const LaunchSite *, 2> V1;
  for (const LaunchSite *T : sitesIn(F))
    if (!Rewritten.contains(T) && T->isAnalyzable() && !T->IsV2 &&
        classifyLaunchEntry(cast<CallBase>(T->Launch)->getCalledFunction())
                .Kind == LaunchEntryKind::LaunchDevice)
      V1.push_back(T);
  return V1;
}

void Planner::freeze(AggregationPlan &Plan) const {
  SmallPtrSet<const LaunchSite *, 16> Rewritten = rewrittenSites(Plan);
  // The kernels with block or group sites (their V1 launches staged), the
  // kernels with group sites, the sites moved to the block's NULL stream.
  for (const auto *Plans : {&Plan.Sites, &Plan.CloneSites})
    for (const SitePlan &P : *Plans) {
      if (P.ToBlockStream)
        Plan.ToBlockStream.insert(P.Site);
      Function *F = P.Site->Caller;
      if (P.At && isGroupOfBlocks(*P.At))
        Plan.GridKernels.insert(F);
      if (!P.At || recordScope(*P.At) != Scope::Block ||
          Plan.BlockKernels.count(F))
        continue;
      Plan.BlockKernels[F] = leftAsWritten(*F, Rewritten);
    }
  // The loops whose warps rejoin, one entry per loop.
  SmallPtrSet<const BasicBlock *, 4> Rejoined;
  for (const SitePlan &P : Plan.Sites)
    if (P.Rejoin.Header && Rejoined.insert(P.Rejoin.Header).second)
      Plan.Rejoins.push_back(P.Rejoin);
  // Any other function with a rewritten site: its V1 launches go through
  // the runtime's gate (GateKernels).
  for (const auto *Plans : {&Plan.Sites, &Plan.CloneSites})
    for (const SitePlan &P : *Plans) {
      Function *F = P.Site->Caller;
      if (!Rewritten.contains(P.Site) || Plan.BlockKernels.count(F) ||
          Plan.GateKernels.count(F))
        continue;
      SmallVector<const LaunchSite *, 2> V1 = leftAsWritten(*F, Rewritten);
      if (!V1.empty())
        Plan.GateKernels[F] = std::move(V1);
    }
}

/// Serialization, where it was asked for: the threshold and the work the
/// cost model estimated (for calibrating it), or the rule that refused it.
static void printSerialPlan(raw_ostream &OS, const SerialPlan &SP) {
  if (SP.Why == SerialRefusal::Off && !SP.serialized())
    return;
  OS << "; serial: ";
  if (SP.serialized())
    OS << "at most " << SP.Threshold << " logical threads ("
       << (SP.Auto ? "auto" : "fixed") << ")";
  else
    OS << "refused by rule " << ruleName(SP.Why);
  if (SP.Estimated) {
    OS << ", work per logical thread ";
    if (SP.Work)
      OS << *SP.Work;
    else
      OS << "unknown";
    if (SP.Work && SP.TripArg >= 0)
      OS << " + " << SP.WorkPerTrip << " per unit of parameter #" << SP.TripArg
         << ", at most " << SP.Budget << " in all";
  }
  if (SP.serialized())
    OS << ", block threads at most " << SP.MaxBlockThreads;
}

/// One site: where, the verdict in the words of the LaunchFacts remark (the
/// scope asked and chosen with the rules that narrowed it, or the rule that
/// refused it), then what the lowering is told.
static void printSitePlan(raw_ostream &OS, const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  OS << demangle(S.Caller->getName()) << ": ";
  if (P.CloneOf)
    OS << "in the aggregated clone of " << kernelName(*P.CloneOf) << ": ";
  OS << "launch of " << (S.Kernel ? kernelName(*S.Kernel) : "<unknown>")
     << ": ";
  if (P.refused()) {
    OS << "refused by rule " << ruleName(P.Reason);
    if (P.NoBlockStream)
      OS << " (not into the block's NULL stream: rule "
         << ruleName(*P.NoBlockStream) << ")";
    if (P.NoOwnStreams)
      OS << " (not into the block's NULL stream: rule "
         << ruleName(*P.NoOwnStreams) << ")";
    if (P.ToBlockStream)
      OS << "; into the block's NULL stream";
    if (P.TailInPlace)
      OS << "; in place when the child is the block's shape";
    else if (!P.NotInPlace.empty())
      OS << "; not in place: " << P.NotInPlace;
    if (P.FromOwnStreams)
      OS << " from its thread's own streams";
    printSerialPlan(OS, P.Serial);
    OS << "\n";
    return;
  }
  OS << "scope asked " << scopeName(P.Asked) << ", chosen " << scopeName(*P.At);
  if (P.At == Scope::MultiBlock)
    OS << " of " << P.GroupBlocks << " blocks";
  if (P.NestedGrid && P.At == Scope::Grid)
    OS << " in every parent grid (nested-grid: the child launches)";
  else if (P.AutoGrid && P.At == Scope::Grid)
    OS << " in parent grids of at least " << P.autoGridBlocks() << " blocks"
       << (P.FewWaves ? " and at most " + std::to_string(DPAGG_FEW_WAVES) +
                            " waves of threads (loops-after-launch)"
                      : std::string())
       << ", else block ("
       << (P.FewWavesFloor ? "few-waves-blocks" : "auto-grid") << ")";
  for (Scope Sc : reverse(AllScopes)) // widest first
    if (P.WhyNot[Sc] != Narrowing::None)
      OS << " (rule " << ruleName(P.WhyNot[Sc]) << ")";
  OS << blockMeetingWords(P);
  if (P.Rejoin.Header) {
    OS << "; warp rejoined every trip of loop ";
    P.Rejoin.Header->printAsOperand(OS, /*PrintType=*/false);
  } else if (P.NoRejoin) {
    OS << "; warp not rejoined: rule " << ruleName(*P.NoRejoin);
  }
  OS << "; postponed to ";
  if (P.PostponeTo)
    P.PostponeTo->printAsOperand(OS, /*PrintType=*/false);
  else
    OS << "none";
  OS << "; flags:";
  std::pair<bool, StringRef> Flags[] = {
      {P.FireAndForget, "fire-and-forget"},
      {P.PrivateStream, "private-stream"},
      {P.ToBlockStream, "block-null-stream"},
      {P.FromOwnStreams, "from-own-streams"},
      {P.OnlyLaunch, "only-launch"},
      {P.Unobserved, "unobserved"},
      {P.AskChildAbout2D, "ask-child-about-2d"}};
  bool Any = false;
  for (auto [Set, Name] : Flags)
    if (Set) {
      OS << " " << Name;
      Any = true;
    }
  if (!Any)
    OS << " none";
  ArrayRef<bool> Uniform = storedOnce(P);
  OS << "; " << count(Uniform, true) << " of " << S.Params.size()
     << " parameters stored once per " << storedOnceUnit(P) << "; "
     << (P.Molded ? "molded" : "not molded");
  if (P.Molded && P.Coarsen > 1)
    OS << " (coarsened by " << P.Coarsen << ")";
  OS << (P.Packed ? "; packed" : "");
  printSerialPlan(OS, P.Serial);
  OS << "\n";
}

/// The site's decision (SitePlan::Decision), in the Decision remark's words.
static void printDecision(raw_ostream &OS, const SitePlan &P) {
  const LaunchSite &S = *P.Site;
  OS << "decision: " << demangle(S.Caller->getName()) << ": ";
  if (P.CloneOf)
    OS << "in the aggregated clone of " << kernelName(*P.CloneOf) << ": ";
  OS << "launches of " << (S.Kernel ? kernelName(*S.Kernel) : "<unknown>")
     << ": " << decisionWords(P.Decision) << "\n";
}

/// The sites, then their decisions in the same order (a site's line stays
/// one line; the decision says it again in one place).
void AggregationPlan::print(raw_ostream &OS) const {
  for (const SitePlan &P : Sites)
    printSitePlan(OS, P);
  for (const SitePlan &P : CloneSites)
    printSitePlan(OS, P);
  for (const SitePlan &P : Sites)
    printDecision(OS, P);
  for (const SitePlan &P : CloneSites)
    printDecision(OS, P);
}
