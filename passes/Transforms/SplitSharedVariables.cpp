//===- SplitSharedVariables.cpp - one copy of a shared variable per kernel ===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SplitSharedVariables.h says what and why.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/SplitSharedVariables.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

namespace {
constexpr unsigned SharedAS = 3;

/// The kernel whose body holds each use of \p V, or false if a use is
/// elsewhere (a device function, a global's initializer); constant
/// expressions are followed to their instructions.
bool collectKernelUses(Value *V,
                       MapVector<Function *, SmallVector<Use *, 4>> &Uses) {
  for (Use &U : V->uses()) {
    User *Usr = U.getUser();
    if (auto *I = dyn_cast<Instruction>(Usr)) {
      Function *F = I->getFunction();
      if (F->getCallingConv() != CallingConv::PTX_Kernel)
        return false;
      Uses[F].push_back(&U);
    } else if (auto *CE = dyn_cast<ConstantExpr>(Usr)) {
      if (!collectKernelUses(CE, Uses))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

/// \p C with \p From replaced by \p To, through nested constant
/// expressions (an addrspacecast of the variable, a GEP of that).
Constant *remap(Constant *C, GlobalVariable &From, GlobalVariable &To) {
  if (C == &From)
    return &To;
  auto *CE = dyn_cast<ConstantExpr>(C);
  if (!CE)
    return C;
  SmallVector<Constant *, 4> Ops;
  bool Any = false;
  for (Value *O : CE->operands()) {
    Constant *N = remap(cast<Constant>(O), From, To);
    Any |= N != O;
    Ops.push_back(N);
  }
  return Any ? CE->getWithOperands(Ops) : C;
}

/// Replaces \p From, used in \p F (directly or through constant
/// expressions), by \p To there only.
void replaceInKernel(GlobalVariable &From, GlobalVariable &To, Function &F) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      for (Use &Op : I.operands())
        if (auto *C = dyn_cast<Constant>(Op.get()))
          if (Constant *N = remap(C, From, To); N != C)
            Op.set(N);
}

/// Whether some inline assembly of \p M spells a name: a use of the
/// variable that the IR does not show (a copy would not get it).
bool namedInAsm(const Module &M, StringRef Name) {
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      for (const Instruction &I : BB)
        if (const auto *CB = dyn_cast<CallBase>(&I))
          if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
            if (IA->getAsmString().find(Name) != std::string::npos)
              return true;
  return M.getModuleInlineAsm().find(Name) != std::string::npos;
}
} // namespace

PreservedAnalyses SplitSharedVariablesPass::run(Module &M,
                                                ModuleAnalysisManager &) {
  if (!isDeviceModule(M))
    return PreservedAnalyses::all();
  SmallVector<GlobalVariable *, 8> Candidates;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == SharedAS && GV.hasLocalLinkage() &&
        !GV.isDeclaration() &&
        M.getDataLayout().getTypeAllocSize(GV.getValueType()) != 0)
      Candidates.push_back(&GV);
  bool Changed = false;
  for (GlobalVariable *GV : Candidates) {
    MapVector<Function *, SmallVector<Use *, 4>> Uses;
    if (!collectKernelUses(GV, Uses) || Uses.size() < 2 ||
        namedInAsm(M, GV->getName()))
      continue;
    // The first kernel in the module keeps the variable; each other gets
    // its copy (module order, so the output does not depend on use lists).
    SmallVector<Function *, 4> Kernels;
    for (Function &F : M)
      if (Uses.count(&F))
        Kernels.push_back(&F);
    for (Function *K : drop_begin(Kernels)) {
      auto *Copy = new GlobalVariable(
          M, GV->getValueType(), GV->isConstant(), GV->getLinkage(),
          GV->hasInitializer() ? GV->getInitializer() : nullptr,
          GV->getName() + "." + K->getName(), /*InsertBefore=*/nullptr,
          GV->getThreadLocalMode(), SharedAS);
      Copy->copyAttributesFrom(GV);
      replaceInKernel(*GV, *Copy, *K);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
