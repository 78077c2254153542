//===- AggregatedChild.cpp - aggregated child kernels ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/AggregatedChild.h.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/LaunchStaging.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "dpagg-aggregate"

STATISTIC(NumChildren, "Number of aggregated child kernels created");
STATISTIC(NumMolded, "Number of aggregated children that loop over logical "
                     "blocks (moldable)");

namespace {

/// How an aggregated child reads the special register that \p F reads
/// (column CHILD of KnownCalls.def's special registers, which has the
/// allow-list and why), or null if \p F reads none.
const NVVMSpecialRegister *specialRegister(const Function &F) {
  return lookupSpecialRegister(F.getName());
}

/// Whether the special register \p F reads is block geometry that the
/// clone rebuilds (%ctaid, %ntid, %nctaid, %dynamic_smem_size).
bool readsGeometry(const Function &F) {
  const NVVMSpecialRegister *R = specialRegister(F);
  return R && (R->Child == SregChildRead::Geometry ||
               R->Child == SregChildRead::DynamicSmem);
}

/// The first special register named in inline assembly \p Asm that is not
/// on the allow-list for inline assembly, or empty. In assembly nothing can
/// be rewritten, so geometry and %dynamic_smem_size are blocked too: allowed
/// are %tid, %laneid, %lanemask_*, %warpid, %nwarpid, %smid, %nsmid,
/// %clock*, %globaltimer*, %pm*, %envreg*. Other %names are the assembly's
/// own registers; the special registers are a fixed set (PTX ISA), and
/// those not allowed are recognised by name, with a margin for registers a
/// later PTX adds (anything mentioning cta, grid, cluster or smem).
std::string blockedAsmRegister(StringRef Asm) {
  for (size_t I = Asm.find('%'); I != StringRef::npos;
       I = Asm.find('%', I + 1)) {
    size_t E = I + 1;
    while (E < Asm.size() && (isAlnum(Asm[E]) || Asm[E] == '_'))
      ++E;
    StringRef Name = Asm.slice(I + 1, E);
    if (Name.empty())
      continue;
    bool Allowed =
        is_contained({"tid", "laneid", "warpid", "nwarpid", "smid", "nsmid",
                      "clock", "clock_hi", "clock64"},
                     Name) ||
        Name.starts_with("lanemask_") || Name.starts_with("globaltimer") ||
        Name.starts_with("envreg") ||
        (Name.starts_with("pm") && Name.size() > 2 && isDigit(Name[2]));
    if (Allowed)
      continue;
    bool Special = is_contained({"ntid", "nctaid", "gridid",
                                 "is_explicit_cluster", "current_graph_exec"},
                                Name) ||
                   Name.contains("cta") || Name.contains("grid") ||
                   Name.contains("cluster") || Name.contains("smem");
    if (Special)
      return Name.str();
  }
  return "";
}

/// Declarations a child may call without reading block geometry (column
/// GEOMETRY of KnownCalls.def).
bool isKnownGeometryFree(const Function &F) {
  const KnownCall *K = lookupKnownCall(F);
  return K && !K->Geometry;
}

/// Declarations (among isKnownGeometryFree's) that a moldable child's body
/// may call: their effects are the calling thread's own, and none of them
/// waits for other threads or adds barriers (column OWN of KnownCalls.def).
bool isMoldFreeDeclaration(const Function &F) {
  const KnownCall *K = lookupKnownCall(F);
  return K && K->Own;
}

} // namespace

/// Why the inline assembly \p Asm cannot be copied into an aggregated child,
/// or empty. Building a child copies the kernel and inlines into the copy
/// every function that reads the block geometry, once per call; ptxas
/// refuses a function where a name is declared twice in one scope
/// ("Duplicate definition of variable/label"), and nvlink counts every
/// .shared declaration against the 48 KB that the clone's own additions
/// are measured against (issue 21, items 18 and 19). So a child's assembly
/// must declare nothing that a copy could duplicate or that adds memory. An
/// allow-list over the PTX statements (split at `;`, `{` and `}`, comments
/// removed, once the template's operands are read as the AsmPrinter prints
/// them): instructions (optionally predicated), braces, and, inside a
/// brace scope only, `.reg` declarations and labels, which PTX scopes to
/// the braces (the idiom `{ .reg .pred p; ... }`, and CUTLASS's labelled
/// waits); labels whose name has `%=` (unique to each copy) anywhere;
/// every label before a statement is skipped. Any other directive
/// (`.shared`, `.local`, `.global`, `.const`, `.param`, `.reg` outside
/// braces, ...), any other label outside braces, or braces that do not
/// balance, refuses the child. \p MemoryOnly: only what may
/// declare memory (every directive but `.reg`, anywhere), for counting
/// shared memory.
std::string dpagg::inlineAsmDeclaration(StringRef Asm, bool MemoryOnly) {
  // The template's own syntax first, as the AsmPrinter reads it (LLVM's,
  // not PTX's): `$$` is `$`; `$N` and `${N:m}` print an operand (a
  // register, an immediate or a symbol), read as `_`; `${:uid}` (clang's
  // `%=`) prints a number unique to each asm instance, read as UniqueMark,
  // so that a label naming it is known unique to each copy; anything else
  // after `$` (the dialect variants `$(`, `$|`, `$)`, which clang never
  // writes for NVPTX) refuses. Splitting the raw template at its `${...}`
  // braces hid `L%=: .shared ...` (red team, issue 21).
  constexpr char UniqueMark = '\x01';
  std::string Printed;
  for (size_t I = 0; I < Asm.size(); ++I) {
    if (Asm[I] != '$') {
      Printed += Asm[I];
      continue;
    }
    char Next = I + 1 < Asm.size() ? Asm[I + 1] : 0;
    if (Next == '$') {
      Printed += '$';
      ++I;
    } else if (isDigit(Next)) {
      while (I + 1 < Asm.size() && isDigit(Asm[I + 1]))
        ++I;
      Printed += '_';
    } else if (Next == '{') {
      size_t E = Asm.find('}', I);
      if (E == StringRef::npos)
        return "an unterminated operand";
      Printed += Asm.slice(I + 2, E) == ":uid" ? UniqueMark : '_';
      I = E;
    } else {
      return "a template escape other than an operand";
    }
  }
  std::string Text;
  StringRef P = Printed;
  for (size_t I = 0; I < P.size(); ++I) {
    if (P.substr(I).starts_with("//")) {
      I = P.find('\n', I);
      if (I == StringRef::npos)
        break;
    } else if (P.substr(I).starts_with("/*")) {
      I = P.find("*/", I + 2);
      if (I == StringRef::npos)
        return "an unterminated comment";
      ++I;
      Text += ' ';
      continue;
    }
    Text += P[I];
  }
  // A PTX identifier: a letter, or `_`, `$` or `%` and more characters.
  auto IdentLength = [&](StringRef S) {
    size_t N = 0;
    while (N < S.size() && (isAlnum(S[N]) || S[N] == '_' || S[N] == '$' ||
                            S[N] == UniqueMark || S[N] == '%'))
      ++N;
    return N && !isDigit(S[0]) ? N : 0;
  };
  int Depth = 0;
  StringRef Rest = Text;
  while (!Rest.empty()) {
    size_t E = Rest.find_first_of(";{}");
    StringRef Stmt = Rest.substr(0, E).trim();
    char Sep = E == StringRef::npos ? 0 : Rest[E];
    Rest = E == StringRef::npos ? "" : Rest.drop_front(E + 1);
    // Labels first: `name:`, as many as precede the statement (ptxas takes
    // `a: b: .shared ...`). One whose name has a ${:uid} is unique to each
    // copy of the assembly.
    while (size_t N = IdentLength(Stmt)) {
      StringRef After = Stmt.drop_front(N).ltrim();
      if (!After.starts_with(":") || After.starts_with("::"))
        break;
      StringRef Name = Stmt.take_front(N);
      if (Depth == 0 && !MemoryOnly && !Name.contains(UniqueMark))
        return "a label outside braces (" + Name.str() + ")";
      Stmt = After.drop_front().ltrim();
    }
    if (Stmt.starts_with(".")) {
      // The directive's name ends at the next `.` too: cuda_fp16.hpp writes
      // `.reg.b32 f;`.
      StringRef Dir = Stmt.take_front(
          1 + Stmt.drop_front()
                  .take_while([](char C) { return isAlnum(C) || C == '_'; })
                  .size());
      if (!(Dir == ".reg" && (Depth > 0 || MemoryOnly)))
        return "a " + Dir.str() + " declaration" +
               (Dir == ".reg" ? " outside braces" : "");
    }
    if (Sep == '{')
      ++Depth;
    else if (Sep == '}' && --Depth < 0)
      return "unbalanced braces";
  }
  if (Depth != 0)
    return "unbalanced braces";
  return "";
}

bool dpagg::isNVVMMathIntrinsic(const Function &F) {
  // Column PER_THREAD of KnownCalls.def's NVVM classes.
  const NVVMClass *C = lookupNVVMClass(F.getName());
  return C && C->PerThread;
}

namespace {

/// Whether an intrinsic is known to behave the same however the threads of
/// the block are grouped into warps. Aggregation keeps each parent block's
/// threads (x fastest, masked per dimension), but a block whose x extent is
/// not a multiple of 32 is laid out in warps differently once packed into a
/// wider aggregated block; a child whose result depends on the warp layout
/// (which lanes share a warp, lane numbers, warp-wide operations such as
/// shuffles, votes, matches, reductions, tensor-core fragments) is then only
/// safe with a 1-D block. An allow-list (the WARP_INSENSITIVE columns of
/// KnownCalls.def): every intrinsic not accepted counts as warp-sensitive.
///  - Target-independent LLVM intrinsics (memcpy, lifetime, assume, math,
///    bit manipulation): per thread.
///  - Special registers that do not depend on the warp layout: %tid,
///    %ntid, %ctaid, %nctaid (rewritten), %dynamic_smem_size (rewritten),
///    %clock*, %globaltimer*, %smid, %nsmid, %warpsize. Not %laneid,
///    %warpid, %lanemask_*.
///  - Per-thread memory operations: ldg/ldu loads, atomics, fences and
///    membar.
///  - Block barriers over all threads (__syncthreads and its reductions):
///    not the forms with a thread count, which counts whole warps.
///  - Per-thread math and conversions (isNVVMMathIntrinsic).
bool isWarpInsensitiveIntrinsic(const Function &F) {
  if (!F.isTargetIntrinsic())
    return true;
  // Special registers and CTA barriers: their own rows of KnownCalls.def.
  if (const NVVMSpecialRegister *R = lookupSpecialRegister(F.getName()))
    return R->WarpInsensitive;
  if (const NVVMBarrier *B = lookupBarrier(F.getName()))
    return B->WarpInsensitive;
  // Per-thread math, read-only loads, atomics and fences: column
  // WARP_INSENSITIVE of KnownCalls.def's NVVM classes.
  const NVVMClass *C = lookupNVVMClass(F.getName());
  return C && C->WarpInsensitive;
}

} // namespace

const ChildFacts &ChildFactsCache::get(const Function &F) {
  auto It = Done.find(&F);
  if (It != Done.end())
    return It->second;
  ChildFacts Facts = compute(F);
  return Done[&F] = Facts;
}

ChildFacts ChildFactsCache::compute(const Function &F) {
  ChildFacts R;
  InProgress.insert(&F);
  auto Block = [&](const Twine &Why) {
    if (R.Blocker.empty())
      R.Blocker = Why.str();
  };
  auto NoMold = [&](const Twine &Why) {
    if (R.MoldBlocker.empty())
      R.MoldBlocker = Why.str();
  };
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
      if (std::string Reg = blockedAsmRegister(IA->getAsmString());
          !Reg.empty())
        Block("inline assembly in " + demangle(F.getName()) +
              (is_contained({"ctaid", "ntid", "nctaid"}, Reg)
                   ? std::string(" reads the block geometry")
                   : " reads %" + Reg +
                         ", which cannot read as in the child's own launch"));
      if (std::string Decl = inlineAsmDeclaration(IA->getAsmString());
          !Decl.empty() && R.AsmBlocker.empty())
        R.AsmBlocker = "inline assembly in " + demangle(F.getName()) +
                       " declares names or memory (" + Decl +
                       "), which a copy of the kernel could duplicate or "
                       "which DPAgg cannot count";
      // Inline assembly can do anything a warp can: never known safe.
      R.WarpSensitive = true;
      continue;
    }
    const Function *Callee = CB->getCalledFunction();
    if (!Callee) {
      Block("an indirect call in " + demangle(F.getName()));
      continue;
    }
    if (Callee->isIntrinsic()) {
      StringRef Name = Callee->getName();
      if (const NVVMSpecialRegister *Sreg = specialRegister(*Callee)) {
        if (Sreg->Child == SregChildRead::Blocked)
          Block(demangle(F.getName()) + " reads %" +
                Name.drop_front(StringRef("llvm.nvvm.read.ptx.sreg.").size()) +
                ", which cannot read as in the child's own launch");
        R.ReadsGeometry |= readsGeometry(*Callee);
      } else if (Name.contains("cluster")) {
        Block(demangle(F.getName()) + " uses thread block clusters");
      }
      if (!isWarpInsensitiveIntrinsic(*Callee))
        R.WarpSensitive = true;
      // Column MOLD of KnownCalls.def's CTA barriers.
      const NVVMBarrier *Bar = lookupBarrier(Name);
      if (Bar && Bar->Mold == BarrierMold::Sync) {
        if (match(CB->getArgOperand(0), m_Zero()))
          R.HasBarrier = true;
        else
          NoMold(demangle(F.getName()) +
                 " uses a barrier other than __syncthreads' barrier 0");
      } else if (Bar && Bar->Mold == BarrierMold::Reduce) {
        // The threads that finished the logical block wait in the latch,
        // at barrier 0, with their own predicate.
        NoMold(demangle(F.getName()) +
               " uses __syncthreads_count, _and or _or, which would count "
               "the threads waiting for the next logical block");
      }
      continue;
    }
    if (Callee->isDeclaration()) {
      if (!isKnownGeometryFree(*Callee))
        Block("it calls " + demangle(Callee->getName()) +
              ", defined elsewhere");
      // The device runtime's calls are per thread, but launches get their
      // own aggregation, whose block-scope barriers the latch would join.
      else if (!isMoldFreeDeclaration(*Callee))
        NoMold(demangle(F.getName()) +
               " launches kernels or calls the device runtime");
      continue;
    }
    if (InProgress.contains(Callee)) {
      Block("recursion through " + demangle(Callee->getName()));
      continue;
    }
    const ChildFacts &C = get(*Callee);
    R.ReadsGeometry |= C.ReadsGeometry;
    R.WarpSensitive |= C.WarpSensitive;
    R.HasBarrier |= C.HasBarrier;
    if (!C.Blocker.empty())
      Block(C.Blocker);
    if (R.AsmBlocker.empty())
      R.AsmBlocker = C.AsmBlocker;
    if (!C.MoldBlocker.empty())
      NoMold(C.MoldBlocker);
  }
  InProgress.erase(&F);
  return R;
}

namespace {

/// Replaces geometry reads in \p F by the rebuilt values; not \p Keep, the
/// moldable loop's own reads of the physical grid.
void replaceGeometry(Function &F, ArrayRef<Value *> BlockIdx,
                     ArrayRef<Value *> BlockDim, ArrayRef<Value *> GridDim,
                     function_ref<Value *()> LoadDynamicSmem,
                     ArrayRef<const Instruction *> Keep) {
  Value *DynamicSmem = nullptr;
  SmallVector<IntrinsicInst *, 16> Reads;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (readsGeometry(*II->getCalledFunction()) && !is_contained(Keep, II))
        Reads.push_back(II);
  for (IntrinsicInst *II : Reads) {
    Value *V = nullptr;
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size:
      if (!DynamicSmem)
        DynamicSmem = LoadDynamicSmem();
      V = DynamicSmem;
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
      V = BlockIdx[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
      V = BlockIdx[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
      V = BlockIdx[2];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
      V = BlockDim[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
      V = BlockDim[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
      V = BlockDim[2];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
      V = GridDim[0];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
      V = GridDim[1];
      break;
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
      V = GridDim[2];
      break;
    default:
      llvm_unreachable("not a geometry read");
    }
    II->replaceAllUsesWith(V);
    II->eraseFromParent();
  }
}

/// Inlines into \p F every call to a function that reads block geometry, so
/// all of them are in F. Returns false if it does not converge.
bool inlineGeometryReaders(Function &F, ChildFactsCache &Facts) {
  for (unsigned Round = 0; Round < 16; ++Round) {
    SmallVector<CallBase *, 8> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Facts.get(*Callee).ReadsGeometry)
            Calls.push_back(CB);
    if (Calls.empty())
      return true;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo IFI;
      if (!InlineFunction(*CB, IFI).isSuccess())
        return false;
    }
  }
  return false;
}

} // namespace

/// The allow-list of moldable children; runtime/child.cu, "Moldable
/// children", has what each rule buys.
///  - Not warp-sensitive (ChildFacts): lanes of one warp may finish a
///    logical block at different times and wait in the latch; only
///    operations on the allow-list of isWarpInsensitiveIntrinsic (no
///    shuffles, votes, __syncwarp, inline assembly) cannot notice that they
///    are waiting rather than exited.
///  - No barrier of any form, __syncthreads included. The latch is then the
///    only barrier a thread can wait at between the prologue's barrier and
///    the next logical block. A body barrier would have the threads that
///    finished the logical block (returned early, or inactive because the
///    logical block is smaller than the physical one) waiting at the latch
///    while the others wait at the body's barrier instruction: lanes of one
///    warp at two different barrier instructions of barrier 0 at once. The
///    PTX ISA defines a barrier as marking its warp's arrival once every
///    non-exited thread of the warp waits, and leaves open what that means
///    for lanes at different barrier instructions; on an H100 such children
///    computed wrong values (GPU test moldable_children, subtest exchange,
///    about 18% of the outputs, at a4dce48), so no argument is known for
///    them and they keep one block per logical block.
///  - No launches and no device runtime calls but the per-thread ones
///    (malloc, free, printf, assert, libdevice): a launch inside would get
///    its own aggregation and its barriers.
///  - Every alloca of K in its entry block with a constant size: they move
///    to the clone's entry, outside the loop (a dynamic one would grow the
///    stack once per logical block).
///  - The caller refuses children whose threads may wait for one another
///    outside barriers (InterThreadWaits): a block that waits for another
///    of its grid could wait for a logical block queued behind it.
std::string dpagg::moldBlocker(const Function &K, ChildFactsCache &Facts) {
  const ChildFacts &F = Facts.get(K);
  if (!F.Blocker.empty())
    return F.Blocker;
  if (F.WarpSensitive)
    return "it uses warp-level operations or inline assembly, which could "
           "see threads that finished a logical block waiting for the next "
           "one";
  if (!F.MoldBlocker.empty())
    return F.MoldBlocker;
  if (F.HasBarrier)
    return "it uses __syncthreads, at which threads would wait while others "
           "of their warp wait at the latch for the next logical block";
  for (const Instruction &I : instructions(K))
    if (const auto *AI = dyn_cast<AllocaInst>(&I))
      if (!AI->isStaticAlloca())
        return "it has a dynamically sized stack allocation";
  return "";
}

/// True if K's code only reads its byval parameter \p A, through A's own
/// pointer: every use, through GEPs, is the address of a load or the source
/// of a memcpy or memmove. An allow-list: a store, any other call that
/// takes the pointer, a cast, a select or a phi may write it or let it
/// escape, and those parameters keep a private copy.
static bool onlyLoadsFrom(const Argument &A) {
  SmallVector<const Value *, 8> Work = {&A};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      const User *I = U.getUser();
      if (isa<GetElementPtrInst>(I) && U.getOperandNo() == 0)
        Work.push_back(I);
      else if (isa<LoadInst>(I))
        continue; // the pointer is a load's only operand
      else if (isa<MemTransferInst>(I) && U.getOperandNo() == 1 &&
               cast<MemTransferInst>(I)->getRawDest() != V)
        continue;
      else
        return false;
    }
  }
  return true;
}

/// See the header for the shape of K.dpagg.
Function *dpagg::buildAggregatedChild(Function &K, ArrayRef<LaunchParam> Params,
                                      ChildFactsCache &Facts, bool Mold) {
  Module &M = *K.getParent();
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::getUnqual(Ctx);
  auto *FTy = FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false);
  Function *Child = Function::Create(FTy, GlobalValue::InternalLinkage,
                                     K.getName() + ".dpagg", M);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Argument *Rec = Child->getArg(0);
  Rec->setName("dpagg.record");

  BasicBlock *Prologue = BasicBlock::Create(Ctx, "dpagg.prologue", Child);
  IRBuilder<> B(Prologue);
  StructType *CtxTy = getRuntimeStructType(Ctx, RTStruct::ChildContext);
  AllocaInst *ChildCtx = B.CreateAlloca(CtxTy, nullptr, "dpagg.ctx");
  // The parent's parameters, copied once per block into shared memory by
  // __dpagg_child_enter, which then releases the record.
  uint64_t ArgBytes =
      Params.empty() ? 0 : Params.back().Offset + Params.back().Size;
  auto *ArgsTy = ArrayType::get(B.getInt8Ty(), std::max<uint64_t>(ArgBytes, 1));
  auto *ArgsCopy = new GlobalVariable(
      M, ArgsTy, /*isConstant=*/false, GlobalValue::InternalLinkage,
      UndefValue::get(ArgsTy), K.getName() + ".dpagg.args", nullptr,
      GlobalValue::NotThreadLocal, /*AddressSpace=*/3);
  ArgsCopy->setAlignment(Align(64));
  // Molded: the loop over logical blocks starts at this block's index and
  // strides by the physical grid, read here, before replaceGeometry turns
  // the body's reads into logical values.
  BasicBlock *Enter = Prologue;
  PHINode *Logical = nullptr;
  SmallVector<const Instruction *, 2> PhysicalReads;
  Value *Stride = nullptr, *Total = nullptr;
  if (Mold) {
    auto *First = cast<Instruction>(B.CreateIntrinsic(
        I32, Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {}, {}, "dpagg.first"));
    auto *Grid = cast<Instruction>(B.CreateIntrinsic(
        I32, Intrinsic::nvvm_read_ptx_sreg_nctaid_x, {}, {}, "dpagg.stride"));
    PhysicalReads = {First, Grid};
    Stride = Grid;
    Enter = BasicBlock::Create(Ctx, "dpagg.enter", Child);
    B.CreateBr(Enter);
    B.SetInsertPoint(Enter);
    Logical = B.CreatePHI(I32, 2, "dpagg.logical");
    Logical->addIncoming(First, Prologue);
  }
  RuntimeCall EnterCall(Mold ? RTFn::ChildEnterAt : RTFn::ChildEnter);
  EnterCall[RTArg::Record] = Rec;
  EnterCall[RTArg::Context] = ChildCtx;
  EnterCall[RTArg::ArgsCopy] = B.CreateAddrSpaceCast(ArgsCopy, Ptr);
  EnterCall[RTArg::ArgSize] = B.getInt32(ArgBytes);
  if (Mold) {
    EnterCall[RTArg::LogicalBlock] = Logical;
    Total = EnterCall.create(B, M, "dpagg.total");
  } else {
    EnterCall.create(B, M);
  }
  auto FieldPtr = [&](IRBuilderBase &IB, RTField::ID F) {
    return IB.CreateConstInBoundsGEP2_32(CtxTy, ChildCtx, 0,
                                         getRuntimeFieldIndex(F));
  };
  auto Field = [&](RTField::ID F, unsigned Elt, const Twine &Name) {
    Type *Vec3 = CtxTy->getElementType(getRuntimeFieldIndex(F));
    Value *P = B.CreateConstInBoundsGEP2_32(Vec3, FieldPtr(B, F), 0, Elt);
    return B.CreateLoad(I32, P, Name);
  };
  static const char *XYZ[] = {"x", "y", "z"};
  SmallVector<Value *, 3> BlockIdx, BlockDim, GridDim;
  for (unsigned D = 0; D < 3; ++D) {
    BlockIdx.push_back(Field(RTField::ChildContext_BlockIdx, D,
                             Twine("dpagg.blockIdx.") + XYZ[D]));
    BlockDim.push_back(Field(RTField::ChildContext_BlockDim, D,
                             Twine("dpagg.blockDim.") + XYZ[D]));
    GridDim.push_back(Field(RTField::ChildContext_GridDim, D,
                            Twine("dpagg.gridDim.") + XYZ[D]));
  }
  Value *Active = B.CreateLoad(I32, FieldPtr(B, RTField::ChildContext_Active),
                               "dpagg.active");
  Value *Args =
      B.CreateLoad(Ptr, FieldPtr(B, RTField::ChildContext_Args), "dpagg.args");
  // Loaded once per logical block, only for children that read it (after
  // the inlining below, so as a callback).
  auto LoadDynamicSmem = [&, ChildCtx, CtxTy, Enter]() -> Value * {
    IRBuilder<> PB(Enter->getTerminator());
    unsigned Idx = getRuntimeFieldIndex(RTField::ChildContext_DynamicSmemSize);
    return PB.CreateLoad(I32,
                         PB.CreateConstInBoundsGEP2_32(CtxTy, ChildCtx, 0, Idx),
                         "dpagg.dynamic_smem_size");
  };

  ValueToValueMapTy VMap;
  for (Argument &A : K.args()) {
    const LaunchParam &P = Params[A.getArgNo()];
    Value *Src = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Args, P.Offset);
    // clang leaves kernel arguments unnamed at -O1 and above.
    std::string ArgName =
        A.hasName() ? A.getName().str() : std::to_string(A.getArgNo());
    if (A.hasByValAttr() && onlyLoadsFrom(A)) {
      // K's private copy of a parameter it only reads holds what the block's
      // shared copy holds, for as long as K runs: only the prologue writes
      // the shared copy, before the barrier every thread passes, and a
      // molded block's next prologue only after every thread has left this
      // logical block (__dpagg_child_latch). So K reads the shared copy.
      VMap[&A] = Src;
    } else if (A.hasByValAttr()) {
      // A parameter K may write gets its private copy, in the entry block (a
      // static alloca, 16-byte aligned for wide moves: markForWidening),
      // refilled per logical block.
      Type *Ty = A.getParamByValType();
      AllocaInst *Copy = new AllocaInst(
          Ty, DL.getAllocaAddrSpace(), nullptr, "dpagg.byval." + ArgName,
          Mold ? Prologue->getTerminator()->getIterator() : B.GetInsertPoint());
      Copy->setAlignment(
          std::max({P.Alignment, DL.getPrefTypeAlign(Ty), Align(16)}));
      markForWidening(*cast<MemCpyInst>(B.CreateMemCpy(
          Copy, Copy->getAlign(), Src,
          commonAlignment(ArgsCopy->getAlign().valueOrOne(), P.Offset),
          P.Size)));
      VMap[&A] = Copy;
    } else {
      VMap[&A] = B.CreateAlignedLoad(A.getType(), Src, P.Alignment,
                                     "dpagg.param." + ArgName);
    }
  }

  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(Child, &K, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns, ".dpagg");
  // CloneFunctionInto copied K's attributes and calling convention; the
  // clone is internal to this module whatever K's linkage.
  Child->setLinkage(GlobalValue::InternalLinkage);
  Child->setCallingConv(CallingConv::PTX_Kernel);
  Child->setName(K.getName() + ".dpagg");
  // Bounded for speed only (RegisterBound.h).
  Child->addFnAttr(AggregatedChildAttr);
  // K's inferred memory effects and nosync do not cover the prologue: the
  // runtime calls synchronize the block and write the record and the pool.
  Child->removeFnAttr(Attribute::Memory);
  Child->removeFnAttr(Attribute::NoSync);
  auto *Body = cast<BasicBlock>(VMap[&K.getEntryBlock()]);

  if (!Mold) {
    // Surplus threads of the aggregated block leave here.
    BasicBlock *Exit = BasicBlock::Create(Ctx, "dpagg.surplus", Child);
    ReturnInst::Create(Ctx, Exit);
    B.CreateCondBr(B.CreateICmpNE(Active, B.getInt32(0)), Body, Exit);
  } else {
    // Surplus threads and the body's returns go to the latch. Where this
    // block has another logical block (blockIdx.x < gridDim.x <= total, and
    // both below 2^31, so the sum does not wrap), they wait there for every
    // thread of the block to finish this one; after its last logical block
    // they exit, as in the one-block-per-logical-block clone.
    BasicBlock *Latch = BasicBlock::Create(Ctx, "dpagg.latch", Child);
    BasicBlock *Wait = BasicBlock::Create(Ctx, "dpagg.wait", Child);
    BasicBlock *Done = BasicBlock::Create(Ctx, "dpagg.done", Child);
    B.CreateCondBr(B.CreateICmpNE(Active, B.getInt32(0)), Body, Latch);
    for (ReturnInst *R : Returns) {
      BranchInst::Create(Latch, R->getIterator());
      R->eraseFromParent();
    }
    IRBuilder<> LB(Latch);
    Value *Next = LB.CreateNUWAdd(Logical, Stride, "dpagg.next");
    LB.CreateCondBr(LB.CreateICmpULT(Next, Total), Wait, Done);
    LB.SetInsertPoint(Wait);
    RuntimeCall(RTFn::ChildLatch).create(LB, M);
    LB.CreateBr(Enter);
    Logical->addIncoming(Next, Wait);
    ReturnInst::Create(Ctx, Done);
  }

  // Static allocas belong in the entry block, in their order. K's entry
  // block is no longer the clone's, so AllocaInst::isStaticAlloca does not
  // say which: left there, they were dynamic stack allocations.
  BasicBlock::iterator AllocaAt = Prologue->getFirstInsertionPt();
  for (Instruction &I : make_early_inc_range(*Body))
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isa<ConstantInt>(AI->getArraySize()) && !AI->isUsedWithInAlloca())
        AI->moveBefore(AllocaAt);

  if (!inlineGeometryReaders(*Child, Facts)) {
    Child->eraseFromParent();
    return nullptr;
  }
  replaceGeometry(*Child, BlockIdx, BlockDim, GridDim, LoadDynamicSmem,
                  PhysicalReads);
  ++NumChildren;
  if (Mold)
    ++NumMolded;
  return Child;
}
