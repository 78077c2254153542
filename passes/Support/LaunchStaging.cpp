//===- LaunchStaging.cpp - detach a launch from its parameter buffer ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/LaunchStaging.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace dpagg;

static std::array<Value *, 3> loadDim3(IRBuilder<> &B, Value *Ptr,
                                       StringRef Name) {
  std::array<Value *, 3> XYZ;
  static const char *Field[] = {"x", "y", "z"};
  for (unsigned I = 0; I < 3; ++I) {
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Ptr, 4 * I);
    XYZ[I] = B.CreateAlignedLoad(B.getInt32Ty(), P, Align(4),
                                 "dpagg." + Name + "." + Field[I]);
  }
  return XYZ;
}

StagedLaunch dpagg::stageLaunch(LaunchSite &S) {
  assert(S.isAnalyzable() && "staging an unanalyzable launch");
  StagedLaunch SL;
  Function &F = *S.Caller;
  LLVMContext &Ctx = F.getContext();

  // The configuration, where the original launch read it.
  IRBuilder<> B(S.IsV2 ? S.Buffer : S.Launch);
  SL.Grid = loadDim3(B, S.Grid.Ptr, "grid");
  SL.Block = loadDim3(B, S.Block.Ptr, "block");
  SL.SharedMem = S.SharedMem;
  SL.Stream = S.Stream;

  // A blob of at least one byte keeps the alloca well formed for kernels
  // without parameters.
  IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
  auto *Ty = ArrayType::get(Type::getInt8Ty(Ctx),
                            std::max<uint64_t>(S.BufferSize, 1));
  SL.Params = EB.CreateAlloca(Ty, nullptr, "dpagg.params");
  SL.Params->setAlignment(Align(64));

  for (ICmpInst *Cmp : S.NullChecks) {
    bool IsNe = Cmp->getPredicate() == ICmpInst::ICMP_NE;
    Cmp->replaceAllUsesWith(ConstantInt::getBool(Ctx, IsNe));
    Cmp->eraseFromParent();
  }
  S.NullChecks.clear();
  S.Buffer->replaceAllUsesWith(SL.Params);
  S.Buffer->eraseFromParent();
  S.Buffer = nullptr;
  S.BufferDerived.clear();
  return SL;
}

Constant *dpagg::getKernelNameString(Module &M, const Function &K) {
  std::string GVName = ("dpagg.name." + K.getName()).str();
  if (GlobalVariable *GV = M.getNamedGlobal(GVName))
    return GV;
  std::string Pretty = demangle(K.getName());
  Constant *Init = ConstantDataArray::getString(M.getContext(), Pretty);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, GVName);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(1));
  return GV;
}

FunctionCallee dpagg::getRuntimeFunction(Module &M, StringRef Name,
                                         FunctionType *Ty) {
  FunctionCallee FC = M.getOrInsertFunction(Name, Ty);
  if (auto *F = dyn_cast<Function>(FC.getCallee()))
    F->addFnAttr(Attribute::Convergent);
  return FC;
}
