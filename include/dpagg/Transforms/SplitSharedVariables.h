//===- dpagg/Transforms/SplitSharedVariables.h - one copy per kernel -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Gives each kernel its own copy of a static `__shared__` variable that
/// several kernels use: the clones DPAgg makes of a kernel (launch
/// promotion's K' and K.dpagg.tail, PA's K'' and its head) use the kernel's
/// variables as written.
///
/// Why: ptxas places a shared variable that one kernel uses in that kernel's
/// own section, and one that several use in the module's common shared
/// memory, which nvlink then charges to kernels that never touch it. A file
/// whose promoted chain had 48 KiB of static shared memory (K, K' and
/// K.dpagg.tail all using it) failed to link: "Entry function ... uses too
/// much shared data (0xc058 bytes, 0xc000 max)" for the aggregated clone of
/// another kernel (generated programs of seed 16, ChainHoles; session 16:
/// with one copy per kernel the same PTX links).
///
/// Legality: a static `__shared__` variable has no initializer, and each
/// block of each launch gets its own instance of it whatever kernel uses it,
/// so no two kernels ever see each other's: a kernel's own copy is the same
/// memory as far as any program can tell (the blocks of a cluster, which
/// may address each other's shared memory, all run one kernel, so they
/// agree on its copy's offset). Only variables with local linkage
/// (no other unit can name them), a size (not `extern __shared__`), and
/// whose every use is in the body of a kernel (no device function that two
/// kernels call, which would need the one variable for both) are split,
/// and none whose name inline assembly spells (a use the IR does not show);
/// the first kernel keeps the original. Not covered: a template kernel's
/// or an inline function's variable (linkonce_odr: another unit may name
/// it), which keeps one variable for all its kernels (red team, session 16,
/// by reading).
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes=dpagg-split-shared
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_SPLITSHAREDVARIABLES_H
#define DPAGG_TRANSFORMS_SPLITSHAREDVARIABLES_H

#include "llvm/IR/PassManager.h"

namespace dpagg {

class SplitSharedVariablesPass
    : public llvm::PassInfoMixin<SplitSharedVariablesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_SPLITSHAREDVARIABLES_H
