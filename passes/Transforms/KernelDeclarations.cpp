//===- KernelDeclarations.cpp - kernels declared for another TU -----------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/KernelDeclarations.h.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/KernelDeclarations.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-kernel-declarations"

STATISTIC(NumMarked, "Number of kernel declarations given ptx_kernel");

/// The operand of \p CB that names the launched kernel, if \p CB is a launch
/// entry that takes one (cuda_device_runtime_api.h: the first parameter of
/// cudaLaunchDevice and of cudaGetParameterBufferV2).
static Value *launchedKernelOperand(const CallBase &CB) {
  LaunchEntry E = classifyLaunchEntry(CB.getCalledFunction());
  if ((E.Kind != LaunchEntryKind::LaunchDevice &&
       E.Kind != LaunchEntryKind::GetParameterBufferV2) ||
      CB.arg_size() == 0)
    return nullptr;
  return CB.getArgOperand(0)->stripPointerCasts();
}

/// A declaration that the rules of the header allow to mark.
static Function *markable(Value *V) {
  auto *F = dyn_cast_or_null<Function>(V);
  if (!F || !F->isDeclaration() || F->isIntrinsic() || isKernel(*F))
    return nullptr;
  return F;
}

PreservedAnalyses KernelDeclarationsPass::run(Module &M,
                                              ModuleAnalysisManager &MAM) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  SetVector<Function *> Launched, UsedByHost;
  for (Function &F : M)
    for (User *U : F.users())
      if (auto *CB = dyn_cast<CallBase>(U))
        if (CB->getCalledOperand() == &F)
          if (Function *K = markable(launchedKernelOperand(*CB)))
            Launched.insert(K);
  if (GlobalVariable *GV = M.getNamedGlobal("__clang_gpu_used_external"))
    if (GV->hasInitializer())
      if (auto *Arr = dyn_cast<ConstantArray>(GV->getInitializer()))
        for (Value *Op : Arr->operands())
          if (Function *K = markable(Op->stripPointerCasts()))
            if (!Launched.contains(K))
              UsedByHost.insert(K);
  if (Launched.empty() && UsedByHost.empty())
    return PreservedAnalyses::all();
  for (auto [Set, Why] :
       {std::pair(&Launched, "launched from the device"),
        std::pair(&UsedByHost, "used by the host code of this unit")})
    for (Function *K : *Set) {
      K->setCallingConv(CallingConv::PTX_Kernel);
      ++NumMarked;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << K->getName() << " (" << Why
                        << ") declared as a kernel\n");
    }
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
