//===- Target.cpp - CUDA device-module facts ------------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Target.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

bool dpagg::isDeviceModule(const Module &M) {
  return M.getTargetTriple().isNVPTX();
}

bool dpagg::isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

StringRef dpagg::targetCPU(const Function &F) {
  return F.getFnAttribute("target-cpu").getValueAsString();
}

StringRef dpagg::moduleTargetCPU(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration())
      return targetCPU(F);
  return "";
}

unsigned dpagg::smVersion(StringRef CPU) {
  unsigned V = 0;
  // "sm_90a" and "sm_100f" name family- or architecture-specific features
  // of sm_90 and sm_100: the same compute capability.
  if (!CPU.consume_front("sm_") || CPU.consumeInteger(10, V) ||
      !(CPU.empty() || CPU == "a" || CPU == "f"))
    return 0;
  return V;
}

void dpagg::forEachNVVMAnnotation(
    const Function &F, function_ref<void(StringRef, const Metadata *)> Fn) {
  const NamedMDNode *NMD = F.getParent()->getNamedMetadata("nvvm.annotations");
  if (!NMD)
    return;
  for (const MDNode *N : NMD->operands()) {
    if (N->getNumOperands() < 3 ||
        mdconst::dyn_extract_or_null<Function>(N->getOperand(0)) != &F)
      continue;
    for (unsigned I = 1; I + 1 < N->getNumOperands(); I += 2)
      if (auto *Key = dyn_cast<MDString>(N->getOperand(I)))
        Fn(Key->getString(), N->getOperand(I + 1).get());
  }
}

/// Classifies an unmangled runtime or public name.
static dpagg::LaunchEntry classifyName(StringRef Name) {
  using dpagg::LaunchEntryKind;
  dpagg::LaunchEntry E;
  // "__cudaCDP2LaunchDevice" and "cudaLaunchDevice" name the same thing.
  StringRef Base = Name;
  if (!Base.consume_front("__cudaCDP2") && !Base.consume_front("cuda"))
    return E;
  E.PerThreadStream = Base.consume_back("_ptsz");
  E.Kind =
      StringSwitch<LaunchEntryKind>(Base)
          .Case("GetParameterBuffer", LaunchEntryKind::GetParameterBuffer)
          .Case("GetParameterBufferV2", LaunchEntryKind::GetParameterBufferV2)
          .Case("LaunchDevice", LaunchEntryKind::LaunchDevice)
          .Case("LaunchDeviceV2", LaunchEntryKind::LaunchDeviceV2)
          .Default(LaunchEntryKind::None);
  // There is no per-thread-stream flavour of the buffer calls.
  if (E.PerThreadStream && (E.Kind == LaunchEntryKind::GetParameterBuffer ||
                            E.Kind == LaunchEntryKind::GetParameterBufferV2))
    E.Kind = LaunchEntryKind::None;
  return E;
}

/// For an internal function `_ZL<len><name><params>` returns <name>.
static StringRef internalMangledBaseName(StringRef Mangled) {
  if (!Mangled.consume_front("_ZL"))
    return {};
  unsigned Len;
  if (Mangled.consumeInteger(10, Len) || Len > Mangled.size())
    return {};
  return Mangled.take_front(Len);
}

dpagg::LaunchEntry dpagg::classifyLaunchEntry(const Function *Callee) {
  if (!Callee)
    return {};
  StringRef Name = Callee->getName();
  if (Name.starts_with("__cudaCDP2") ||
      (Name.starts_with("cuda") && Callee->isDeclaration()))
    return classifyName(Name);

  // The CUDA header's static inline wrappers: mangled, internal, defined, and
  // forwarding to one __cudaCDP2 symbol. The per-thread-stream choice is made
  // inside them (CUDA_API_PER_THREAD_DEFAULT_STREAM), so ask the body.
  if (!Callee->hasLocalLinkage() || Callee->isDeclaration())
    return {};
  StringRef Base = internalMangledBaseName(Name);
  if (!Base.starts_with("cuda"))
    return {};
  LaunchEntry E = classifyName(Base);
  if (E.Kind == LaunchEntryKind::None)
    return {};
  const Function *Target = nullptr;
  for (const Instruction &I : instructions(*Callee))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *F = CB->getCalledFunction())
        if (F->getName().starts_with("__cudaCDP2")) {
          if (Target)
            return {}; // not a plain forwarder
          Target = F;
        }
  if (!Target)
    return {};
  LaunchEntry Inner = classifyName(Target->getName());
  if (Inner.Kind != E.Kind)
    return {};
  Inner.IsHeaderWrapper = true;
  return Inner;
}
