//===- dpagg/Support/PtxasRegisters.h - what ptxas says -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How many registers ptxas gives kernels: a copy of the module, holding
/// only the kernels asked about and the functions chosen with them, is
/// compiled by the NVPTX backend (a TargetMachine for the module's triple
/// and the kernels' GPU, with clang's CUDA defaults) and by ptxas (-c -v),
/// in one run for all of them. FitRegisterBounds (after aggregation) and
/// AggregateLaunches (before it, for parents: RegisterBound.h) use it.
///
/// What it measures is an estimate of what the real build gets (another
/// ptxas than the one clang runs, -Xcuda-ptxas options, optimizations that
/// still follow): every user must be sound whatever it returns.
///
/// ptxas: -dpagg-ptxas=PATH, else $CUDA_PATH/bin/ptxas, else ptxas on PATH,
/// else /usr/local/cuda/bin/ptxas. utils/dpagg-clang++ passes clang's own.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_PTXASREGISTERS_H
#define DPAGG_SUPPORT_PTXASREGISTERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace dpagg {

/// What ptxas -v says of a kernel.
struct PtxasFigures {
  unsigned Registers = 0;
  unsigned SpillStores = 0; ///< bytes
};

/// What ptxas says of each of \p Kernels (all of one GPU: the first one's
/// "target-cpu" and features are used) when compiled without DPAgg's own
/// register bound (RegisterBoundAttr and its "nvvm.maxnreg"; a user's limit
/// stays), or with the register bound \p Bound if given. The copy defines
/// the kernels and every function for which \p Define is true; every other
/// function is only declared. A kernel ptxas did not report is absent from
/// the result. An error if the copy could not be compiled or ptxas not run.
llvm::Expected<llvm::DenseMap<const llvm::Function *, PtxasFigures>>
measureRegisters(llvm::Module &M, llvm::ArrayRef<llvm::Function *> Kernels,
                 llvm::function_ref<bool(const llvm::Function &)> Define,
                 llvm::CodeGenOptLevel Level,
                 std::optional<unsigned> Bound = std::nullopt);

} // namespace dpagg
#endif // DPAGG_SUPPORT_PTXASREGISTERS_H
