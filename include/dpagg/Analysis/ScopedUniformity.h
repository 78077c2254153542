//===- dpagg/Analysis/ScopedUniformity.h - uniformity per scope -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which values and branches of a CUDA device function are the same for
/// every thread of a warp, of a block, or of the whole grid. Aggregating
/// launches per block needs block-uniform control flow; LLVM's NVPTX TTI
/// answers a different question (it treats blockIdx, blockDim and every
/// call as divergent, and a load at a uniform address as uniform).
///
/// The analysis runs LLVM's GenericUniformityInfo once per scope with a
/// TargetTransformInfo of our own that names the sources of divergence; the
/// propagation (data dependence, divergent branches to their joins, early
/// exits, temporal divergence of values used after a loop that threads
/// leave in different iterations) is LLVM's, unchanged. A scope that shares
/// another's (Scopes.def, UNIFORMITY: multiblock, grid's) has none of its
/// own.
///
/// Sources, per scope (W = warp, B = block, G = grid; "uniform" = the value
/// is uniform if its operands are, "never" = always divergent):
///
///  - Special registers (llvm.nvvm.read.ptx.sreg.*):
///      %ntid, %nctaid, %nclusterid, %cluster_nctaid, %cluster_nctarank,
///      %warpsize                                      uniform at W, B, G
///      %ctaid, %clusterid, %cluster_ctaid, %cluster_ctarank
///                                                     uniform at W, B; never G
///      every other one (%tid, %laneid, %lanemask_*, %warpid, %nwarpid,
///      %smid, %nsmid, %clock, %clock64, %globaltimer, %envreg*, %pm*,
///      shared memory sizes, ...)                      never
///  - Arguments: of a kernel (ptx_kernel) uniform at every scope; of any
///    other function never (each thread passes its own).
///  - Warp operations: vote.{all,any,uni,ballot}.sync and redux.sync.* with
///    a constant member mask, and the mask-less vote.{all,any,uni,ballot},
///    are uniform at W whatever their operands (every participating lane
///    gets the same result), never at B and G. Shuffles, match.any/all,
///    activemask, and votes or reductions with a non-constant mask (lanes
///    may run the same instruction in groups with different masks): never.
///  - Block reductions at a barrier (__syncthreads_count/_and/_or:
///    barrier.cta.red.*.aligned.all): uniform at W and B whatever their
///    operands, never at G.
///  - Loads. Only a load from memory that no thread can change while the
///    kernel runs follows its address (uniform if the address is); every
///    other load is never uniform, even at a uniform address, because
///    threads may read it before and after another thread's store. Accepted
///    (simple, i.e. non-volatile and non-atomic, loads only):
///      * the pointer is in address space 4 (constant) or 101 (param), or
///        its underlying object is a constant global or a global in
///        address space 4 (clang reads __constant__ through a generic
///        addrspacecast);
///      * the load has !invariant.load (clang 22's __ldg, which becomes
///        ld.global.nc);
///      * the underlying object is an argument of a kernel that is
///        `noalias readonly` (const T *__restrict__, the same rule NVPTX
///        uses to emit ld.global.nc) or `byval readonly` / "nvvm.grid_constant"
///        (a struct parameter the kernel does not write).
///  - Atomics (atomicrmw, cmpxchg, atomic loads) and every call not listed
///    above never, including inline asm and calls to functions (even
///    __device__ functions of this module). An intrinsic call that neither
///    reads nor writes memory and is not convergent (llvm.smin, llvm.fma,
///    llvm.ctlz, ...) follows its operands.
///  - Everything else (arithmetic, casts, GEPs, selects, phis, allocas,
///    extract/insertvalue) follows its operands and the control flow.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so
///            -passes='print<dpagg-uniformity>' -disable-output in.ll
///        FAM.getResult<ScopedUniformityAnalysis>(F).isUniform(V, Block)
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_SCOPEDUNIFORMITY_H
#define DPAGG_ANALYSIS_SCOPEDUNIFORMITY_H

#include "dpagg/Support/Scope.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/CycleInfo.h"
#include "llvm/IR/PassManager.h"
#include <array>
#include <memory>
#include <optional>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Function;
class Instruction;
class TargetTransformInfo;
class Use;
class Value;
class raw_ostream;
} // namespace llvm

namespace dpagg {

/// Uniformity of one function at every scope. Uniformity is always among
/// threads that execute the value's definition (or the branch) converged,
/// as in llvm::UniformityInfo.
class ScopedUniformityInfo {
public:
  ScopedUniformityInfo(llvm::Function &F, const llvm::DominatorTree &DT,
                       const llvm::CycleInfo &CI);
  ScopedUniformityInfo(ScopedUniformityInfo &&);
  ScopedUniformityInfo &operator=(ScopedUniformityInfo &&);
  ~ScopedUniformityInfo();

  /// True if \p V has the same value in every converged thread of scope \p S
  /// at its definition. Constants, globals and values of other functions
  /// are uniform.
  bool isUniform(const llvm::Value *V, Scope S) const;
  bool isDivergent(const llvm::Value *V, Scope S) const {
    return !isUniform(V, S);
  }

  /// True if the use \p U may see different values in threads of scope
  /// \p S: \p U's value is divergent, or it is defined in a loop that the
  /// threads leave in different iterations and used outside it.
  bool isDivergentUse(const llvm::Use &U, Scope S) const;

  /// True if the terminator of \p BB may send the converged threads of
  /// scope \p S to different successors.
  bool hasDivergentTerminator(const llvm::BasicBlock &BB, Scope S) const;

  /// The underlying llvm::UniformityInfo of scope \p S.
  const llvm::UniformityInfo &get(Scope S) const {
    return UI[static_cast<unsigned>(uniformityScope(S))];
  }

  /// Handles invalidation: the result holds on to the dominator tree and
  /// cycle info it was computed from.
  bool invalidate(llvm::Function &F, const llvm::PreservedAnalyses &PA,
                  llvm::FunctionAnalysisManager::Invalidator &Inv);

private:
  // One TTI per scope (the UniformityInfo keeps a pointer), then the
  // results. hasDivergentTerminator is not const in UniformityInfo.
  std::array<std::unique_ptr<llvm::TargetTransformInfo>, NumScopes> TTI;
  mutable std::array<llvm::UniformityInfo, NumScopes> UI;
};

/// Function analysis "dpagg-uniformity".
class ScopedUniformityAnalysis
    : public llvm::AnalysisInfoMixin<ScopedUniformityAnalysis> {
  friend llvm::AnalysisInfoMixin<ScopedUniformityAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = ScopedUniformityInfo;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

/// print<dpagg-uniformity>: for each scope, one line per divergent argument
/// or instruction, per block with a divergent terminator, and per value
/// used outside a loop that threads leave in different iterations:
///
///   DPAgg uniformity for function 'f':
///   DIVERGENT(warp): %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
///   DIVERGENT-BRANCH(warp): %1
///   TEMPORAL-DIVERGENT(warp): %i used by %r = ... outside cycle %loop
///   ALL UNIFORM(grid)        (a scope without any of the above)
class ScopedUniformityPrinterPass
    : public llvm::PassInfoMixin<ScopedUniformityPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit ScopedUniformityPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

/// True if every path to \p At passes a branch taken only when the thread's
/// index in dimension \p Dim (0: x, 1: y, 2: z) equals a constant
/// (`if (threadIdx.x == 0) child<<<...>>>(...)`, also as a conjunct of an
/// `&&`): the single-launcher rule of aggregation (Plan.cpp) and the one
/// launcher thread of launch promotion (PromotionCandidates.h).
bool reachedOnlyWithTidConstant(const llvm::Instruction &At,
                                const llvm::DominatorTree &DT,
                                unsigned Dim = 0);
/// The constant of reachedOnlyWithTidConstant's rule: the one value of the
/// thread's index in \p Dim with which \p At is reached (launch promotion's
/// launcher thread), or none if the rule does not hold.
std::optional<uint64_t> tidConstantAt(const llvm::Instruction &At,
                                      const llvm::DominatorTree &DT,
                                      unsigned Dim = 0);

} // namespace dpagg
#endif // DPAGG_ANALYSIS_SCOPEDUNIFORMITY_H
