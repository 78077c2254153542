//===- Diagnostics.cpp - remark helpers -----------------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Diagnostics.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"

using namespace llvm;

DiagnosticLocation dpagg::launchLocation(const Instruction *I) {
  const DILocation *Loc = I->getDebugLoc().get();
  if (!Loc)
    return DiagnosticLocation();
  while (const DILocation *At = Loc->getInlinedAt())
    Loc = At;
  return DiagnosticLocation(DebugLoc(const_cast<DILocation *>(Loc)));
}

std::string dpagg::kernelName(const Function &K) {
  return demangle(K.getName());
}
