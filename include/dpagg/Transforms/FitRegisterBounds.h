//===- dpagg/Transforms/FitRegisterBounds.h - lower register bounds -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lowers the register bound DPAgg gave a kernel (Support/RegisterBound.h:
/// at most 64 registers, so that it stays launchable with 1024 threads) to
/// the smallest bound that costs no occupancy, as measured by ptxas.
///
/// Why: any register limit makes ptxas 13.0 allocate differently. A parent
/// of the probe benchmark takes 38 registers without a limit and 42 under
/// `.maxnreg 64` (and under `.maxntid 1024`, `.maxnreg 44` ... 255), and
/// its out-of-line runtime functions then take 48: a sixth of its resident
/// blocks lost (registers go to a warp in units of 8 per thread: 40 against
/// 48), 1.29x in time where the parent is occupancy-bound. Under
/// `.maxnreg 40` ptxas gives the kernel 38 and compiles the (cold) callees
/// for 40. Measured on the H100: bench/results/2026-11-24-h100-register-fit.md.
///
/// How: at the end of the optimization pipeline, the kernels marked
/// "dpagg.register-bound" are compiled once more, without their bound, by
/// the NVPTX backend (a TargetMachine for the module's triple and the
/// kernels' GPU, with clang's CUDA defaults) and by ptxas (-c -v), in a
/// copy of the module that holds only those kernels and the functions they
/// call; a kernel that ptxas says uses R registers gets
/// `.maxnreg min(64, max(32, R rounded up to 8))`.
///
/// Legality: every bound of at most 64 keeps the kernel launchable with
/// 1024 threads per block, which is all the bound is for; the measurement
/// only chooses among sound bounds. If it is wrong (another ptxas than the
/// one clang runs, -Xcuda-ptxas options the plugin cannot see), the kernel
/// is slower (spills), never wrong. A bound of at least 32 is above every
/// function of the device runtime the kernel may call (at most 26 registers,
/// measured with nvlink), and the functions of this unit it calls are
/// internal (RegisterBound.h's allow-list), which ptxas compiles for the
/// caller's bound. Only kernels whose calls that stay calls all go to
/// DPAgg's runtime are fitted: a user function the kernel calls would be
/// compiled for the lower bound, and its registers are not measured.
///
/// Skipped (the bound stays 64, with an analysis remark): an LTO pre-link
/// compile (the code is optimized again at link time, so what ptxas would
/// see is not known here), no NVPTX target, no ptxas found, a failed
/// measurement.
///
/// ptxas: -dpagg-ptxas=PATH, else $CUDA_PATH/bin/ptxas, else ptxas on PATH,
/// else /usr/local/cuda/bin/ptxas. utils/dpagg-clang++ passes clang's own.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -mcpu=sm_90
///            -passes=dpagg-fit-register-bounds [-dpagg-ptxas=PATH]
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_FITREGISTERBOUNDS_H
#define DPAGG_TRANSFORMS_FITREGISTERBOUNDS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/CodeGen.h"

namespace dpagg {

class FitRegisterBoundsPass
    : public llvm::PassInfoMixin<FitRegisterBoundsPass> {
  /// The optimization level of the backend that will emit the module.
  llvm::CodeGenOptLevel OptLevel;

public:
  explicit FitRegisterBoundsPass(
      llvm::CodeGenOptLevel OptLevel = llvm::CodeGenOptLevel::Aggressive)
      : OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_FITREGISTERBOUNDS_H
