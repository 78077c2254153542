//===- Annotations.cpp - dpagg.h's kernel annotations ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Annotations.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

using namespace llvm;

dpagg::KernelAnnotations dpagg::readKernelAnnotations(const Module &M) {
  KernelAnnotations Result;
  const GlobalVariable *GA = M.getNamedGlobal("llvm.global.annotations");
  if (!GA || !GA->hasInitializer())
    return Result;
  const auto *Arr = dyn_cast<ConstantArray>(GA->getInitializer());
  if (!Arr)
    return Result;
  for (const Value *Op : Arr->operands()) {
    const auto *Entry = dyn_cast<ConstantStruct>(Op);
    if (!Entry || Entry->getNumOperands() < 2)
      continue;
    const auto *F =
        dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    const auto *Str =
        dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    if (!F || !Str || !Str->hasInitializer())
      continue;
    if (const auto *Data =
            dyn_cast<ConstantDataSequential>(Str->getInitializer()))
      if (Data->isCString() && Data->getAsCString().starts_with("dpagg."))
        Result[F].push_back(Data->getAsCString());
  }
  return Result;
}
