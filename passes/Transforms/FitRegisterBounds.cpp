//===- FitRegisterBounds.cpp - lower DPAgg's register bounds --------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/FitRegisterBounds.h for what and why.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/FitRegisterBounds.h"
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/PtxasRegisters.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-fit-register-bounds"

STATISTIC(NumFitted, "Number of register bounds lowered below 64");
STATISTIC(NumKept, "Number of register bounds kept at 64");
STATISTIC(NumDropped, "Number of aggregated children's register bounds "
                      "dropped because ptxas would spill under them");

namespace {
/// One run of the pass over a module: which kernels are fitted, what each
/// gets, and the remark that says so.
class BoundFitter {
  ModuleAnalysisManager &MAM;
  FunctionAnalysisManager &FAM;

public:
  BoundFitter(ModuleAnalysisManager &MAM, FunctionAnalysisManager &FAM)
      : MAM(MAM), FAM(FAM) {}
  SmallVector<Function *, 4> kernelsToFit(Module &M);
  void keep(Function &K, const Twine &Why);
  bool fit(Function &K, unsigned Used);
  void settleSpills(Module &M, CodeGenOptLevel Level);

private:
  /// The kernels whose bound was lowered, with the registers they use
  /// without one: settleSpills checks them under the bound.
  SmallVector<Function *, 4> Lowered;
  void raiseBound(Function &K, unsigned Bound, unsigned Spilled);
  void dropChildBound(Function &K, unsigned Used);
  void lowerBound(Function &K, unsigned Used, unsigned Bound);
};

} // namespace

/// \p K keeps the bound of 64, for \p Why.
void BoundFitter::keep(Function &K, const Twine &Why) {
  ++NumKept;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundKept", &K)
           << "kernel " << ore::NV("Kernel", demangle(K.getName()))
           << " keeps the register bound of 64: " << Why.str();
  });
}

/// The kernels DPAgg bounded whose calls that stay calls all go to its
/// runtime (the walk: FunctionFacts.cpp, userCallee); the others keep their
/// bound, with a remark.
SmallVector<Function *, 4> BoundFitter::kernelsToFit(Module &M) {
  SmallVector<Function *, 4> Kernels;
  const FunctionSummaries *Facts = nullptr;
  for (Function &K : M) {
    if (K.isDeclaration() || !K.hasFnAttribute(RegisterBoundAttr))
      continue;
    if (!Facts)
      Facts = &MAM.getResult<FunctionSummariesAnalysis>(M);
    if (const std::string &Callee = Facts->userCallee(K); !Callee.empty())
      keep(K, "it calls " + Callee +
                  ", which ptxas would compile for a lower bound too");
    else
      Kernels.push_back(&K);
  }
  return Kernels;
}

/// The bound of \p K, which ptxas says uses \p Used registers without one;
/// true if it changed.
bool BoundFitter::fit(Function &K, unsigned Used) {
  unsigned Bound = std::min(
      MaxRegisterBound,
      std::max(MinRegisterBound, alignTo(Used, RegisterAllocationUnit)));
  unsigned Now = 0;
  if (K.getFnAttribute("nvvm.maxnreg").getValueAsString().getAsInteger(10, Now))
    Now = MaxRegisterBound;
  LLVM_DEBUG(dbgs() << "dpagg-fit-register-bounds: " << K.getName() << ": "
                    << Used << " registers without a bound, bound " << Bound
                    << "\n");
  // An aggregated child is bounded for speed only: only the runtime
  // launches it, and the runtime asks whether the child takes an
  // aggregate's block before launching it, refusing it otherwise
  // (RegisterBound.h, "Aggregated children"). A bound below what ptxas
  // uses without one makes it spill (issue 21, item 21: a child of 167
  // registers held to 64 ran 10.4x slower), so such a child loses its
  // bound: at worst the runtime refuses an aggregate with a block the
  // child does not take, whose joiners then launch alone, as without
  // DPAgg. Parents keep theirs: it is what keeps them launchable.
  if (Used > MaxRegisterBound && K.hasFnAttribute(AggregatedChildAttr)) {
    dropChildBound(K, Used);
    return true;
  }
  if (Bound >= Now) {
    keep(K, "it uses " + Twine(Used) + " registers without a bound");
    return false;
  }
  lowerBound(K, Used, Bound);
  return true;
}

void BoundFitter::dropChildBound(Function &K, unsigned Used) {
  K.removeFnAttr("nvvm.maxnreg");
  K.removeFnAttr(RegisterBoundAttr);
  ++NumDropped;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundDropped", &K)
           << "aggregated child " << ore::NV("Kernel", demangle(K.getName()))
           << " uses " << ore::NV("Registers", Used)
           << " registers without a bound (ptxas): it keeps no register "
              "bound, which would make it spill; the runtime refuses "
              "aggregates whose block it does not take";
  });
}

void BoundFitter::lowerBound(Function &K, unsigned Used, unsigned Bound) {
  K.addFnAttr("nvvm.maxnreg", std::to_string(Bound));
  Lowered.push_back(&K);
  ++NumFitted;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundFitted", &K)
           << "kernel " << ore::NV("Kernel", demangle(K.getName())) << " uses "
           << ore::NV("Registers", Used)
           << " registers without a bound (ptxas): its register bound is "
           << ore::NV("Bound", Bound)
           << " instead of 64, the same occupancy as no bound, and it "
              "stays launchable with 1024 threads per block";
  });
}

/// A bound at the registers a kernel uses without one can still make ptxas
/// spill (pool helper, session 5: coloring's and sssp's parents at warp
/// scope use 32 registers unbounded and spill 12 and 16 bytes under
/// `.maxnreg 32`). So every lowered bound is compiled again (one ptxas run
/// per distinct bound) and raised by one allocation unit while ptxas spills,
/// at most back to 64. Where ptxas cannot be run the bound goes back to 64,
/// the bound the kernel had.
void BoundFitter::settleSpills(Module &M, CodeGenOptLevel Level) {
  for (unsigned Round = 0; Round < 4 && !Lowered.empty(); ++Round) {
    MapVector<unsigned, SmallVector<Function *, 4>> ByBound;
    for (Function *K : Lowered) {
      unsigned Bound = MaxRegisterBound;
      (void)K->getFnAttribute("nvvm.maxnreg")
          .getValueAsString()
          .getAsInteger(10, Bound);
      ByBound[Bound].push_back(K);
    }
    Lowered.clear();
    for (auto &[Bound, Kernels] : ByBound) {
      auto Figures = measureRegisters(
          M, Kernels, [](const Function &) { return false; }, Level, Bound);
      if (!Figures) {
        consumeError(Figures.takeError());
        for (Function *K : Kernels)
          raiseBound(*K, MaxRegisterBound - RegisterAllocationUnit, ~0u);
        continue;
      }
      for (Function *K : Kernels) {
        auto It = Figures->find(K);
        if (It == Figures->end())
          raiseBound(*K, MaxRegisterBound - RegisterAllocationUnit, ~0u);
        else if (It->second.SpillStores)
          raiseBound(*K, Bound, It->second.SpillStores);
      }
    }
  }
}

/// \p K spills \p Spilled bytes under \p Bound (~0u: not measured): one
/// allocation unit more, checked again, up to 64.
void BoundFitter::raiseBound(Function &K, unsigned Bound, unsigned Spilled) {
  unsigned Raised = std::min(MaxRegisterBound, Bound + RegisterAllocationUnit);
  K.addFnAttr("nvvm.maxnreg", std::to_string(Raised));
  if (Raised < MaxRegisterBound)
    Lowered.push_back(&K);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "RegisterBoundRaised", &K);
    R << "kernel " << ore::NV("Kernel", demangle(K.getName()));
    if (Spilled == ~0u)
      R << ": its lowered bound could not be checked with ptxas";
    else
      R << " spills " << ore::NV("SpillBytes", Spilled)
        << " bytes under a register bound of " << ore::NV("Bound", Bound)
        << " (ptxas)";
    R << ": its register bound is " << ore::NV("Raised", Raised);
    return R;
  });
}

PreservedAnalyses FitRegisterBoundsPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  if (!FitOpt || !isDeviceModule(M))
    return PreservedAnalyses::all();
  BoundFitter Fitter(
      MAM, MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager());
  SmallVector<Function *, 4> Kernels = Fitter.kernelsToFit(M);
  if (Kernels.empty())
    return PreservedAnalyses::all();
  // One ptxas run for all of them, without their bounds.
  auto Regs = measureRegisters(
      M, Kernels, [](const Function &) { return false; }, OptLevel);
  if (!Regs) {
    std::string Why = toString(Regs.takeError());
    for (Function *K : Kernels)
      Fitter.keep(*K, Why);
    return PreservedAnalyses::all();
  }
  bool Changed = false;
  for (Function *K : Kernels) {
    auto It = Regs->find(K);
    if (It == Regs->end())
      Fitter.keep(*K, "ptxas did not report its registers");
    else
      Changed |= Fitter.fit(*K, It->second.Registers);
  }
  Fitter.settleSpills(M, OptLevel);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
