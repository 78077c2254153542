//===- RegisterBound.cpp - keeping kernels launchable ---------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/CallWalk.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

std::optional<unsigned> dpagg::userRegisterLimit(const Function &K) {
  Attribute A = K.getFnAttribute("nvvm.maxnreg");
  unsigned N = 0;
  if (A.isStringAttribute() && !A.getValueAsString().getAsInteger(10, N))
    return N;
  std::optional<unsigned> Found;
  forEachNVVMAnnotation(K, [&](StringRef Key, const Metadata *MD) {
    if (Key != "maxnreg")
      return;
    if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(MD))
      Found = C->getZExtValue();
  });
  return Found;
}

bool dpagg::hasLaunchBounds(const Function &K) {
  if (K.hasFnAttribute("nvvm.maxntid") || K.hasFnAttribute("nvvm.reqntid"))
    return true;
  bool Found = false;
  forEachNVVMAnnotation(K, [&](StringRef Key, const Metadata *) {
    Found |= Key.starts_with("maxntid") || Key.starts_with("reqntid");
  });
  if (Found)
    return true;
  // A limit of the user's that DPAgg did not add; one of DPAgg's is a bound
  // DPAgg may lower, not the user's.
  std::optional<unsigned> Limit = userRegisterLimit(K);
  return Limit && *Limit <= MaxRegisterBound &&
         !K.hasFnAttribute(RegisterBoundAttr);
}

/// True if every definition the link may choose for \p F is this one (by the
/// one-definition rule for the _odr linkages): a copy then behaves as \p F.
[[maybe_unused]] static bool copyableDefinition(const Function &F) {
  return !F.isDeclaration() && !F.isInterposable() &&
         !F.hasAvailableExternallyLinkage();
}

void dpagg::addRegisterBound(Function &K) {
  std::optional<unsigned> Limit = userRegisterLimit(K);
  unsigned Bound =
      Limit ? std::min(*Limit, MaxRegisterBound) : MaxRegisterBound;
  K.addFnAttr("nvvm.maxnreg", std::to_string(Bound));
  K.addFnAttr(RegisterBoundAttr);
}

void dpagg::callInternalCopies(Function &K,
                               DenseMap<Function *, Function *> &Copies) {
  walkCalls(K, [&](CallBase &CB, Function *Callee, Function &) {
    if (!Callee || Callee->isDeclaration())
      return CallWalk::Skip;
    if (!Callee->hasLocalLinkage()) {
      assert(copyableDefinition(*Callee) && "plan() refused this kernel");
      Function *&Copy = Copies[Callee];
      if (!Copy) {
        ValueToValueMapTy VMap;
        Copy = CloneFunction(Callee, VMap);
        Copy->setName(Callee->getName() + ".dpagg.bounded");
        Copy->setLinkage(GlobalValue::InternalLinkage);
        Copy->setComdat(nullptr);
      }
      CB.setCalledFunction(Copy); // the walk descends into the copy
    }
    return CallWalk::Descend;
  });
}
