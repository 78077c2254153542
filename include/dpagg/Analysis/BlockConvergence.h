//===- dpagg/Analysis/BlockConvergence.h - who reaches a point together -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block-scope aggregation puts block barriers at a program point L (a
/// launch, or the start of a block where postponed launches meet). That is
/// legal only if every live thread of the block reaches L together. The
/// rule: for every branch D that can reach L (L itself only inside a cycle)
/// and that may split the block's threads (divergent at block scope per
/// dpagg-uniformity; other multi-successor terminators count as divergent),
/// either at most one successor of D leads anywhere but to an exit without
/// convergent operations (the threads that leave simply exit, and exited
/// threads count as arrived at a barrier on sm_70+), or every path from D
/// reaches L before any convergent operation and before coming back to D.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_BLOCKCONVERGENCE_H
#define DPAGG_ANALYSIS_BLOCKCONVERGENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class Value;
class raw_ostream;
} // namespace llvm

namespace dpagg {
class ScopedUniformityInfo;

/// A call in \p BB that is convergent, other than those in \p Ignore.
bool hasConvergentCall(const llvm::BasicBlock &BB,
                       llvm::ArrayRef<const llvm::Instruction *> Ignore = {});

/// Blocks from which every path ends the thread without a convergent
/// operation (other than \p Ignore) on the way; \p Meeting, which will get
/// barriers, is never one.
llvm::DenseSet<const llvm::BasicBlock *>
exitOnlyBlocks(const llvm::Function &F,
               llvm::ArrayRef<const llvm::Instruction *> Ignore,
               const llvm::BasicBlock *Meeting);

/// Why not every live thread of the block reaches block \p L together (at a
/// launch in it, or at its start), or empty if they do. \p Staged are the
/// null checks of parameter buffers that fold away once their launches are
/// staged; \p Ignore the calls of launches that move out of their blocks.
std::string
blockDivergenceAt(llvm::Function &F, const llvm::BasicBlock *L,
                  const ScopedUniformityInfo &SUI,
                  const llvm::SmallPtrSetImpl<const llvm::Value *> &Staged,
                  llvm::ArrayRef<const llvm::Instruction *> Ignore);

/// print<dpagg-block-convergence>: per kernel, its exit-only blocks, then per
/// block whether every live thread of the block reaches its start together
/// (blockDivergenceAt with nothing staged or moved), and why not.
class BlockConvergencePrinterPass
    : public llvm::PassInfoMixin<BlockConvergencePrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit BlockConvergencePrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_BLOCKCONVERGENCE_H
