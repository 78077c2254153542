//===- dpagg/Support/CallWalk.h - walking the calls a kernel makes -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One walk over the calls a function makes and the calls of the functions
/// it reaches, for a transform that rewrites the calls as it meets them:
/// callInternalCopies (RegisterBound.h), which redirects a bounded kernel's
/// calls to copies and walks on into the copies, in an order that decides
/// where the copies land in the module. What a function's code calls, the
/// rules ask FunctionSummaries instead: computed once, bottom up, in this
/// walk's order (FunctionFacts.cpp, walkInOrder).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_CALLWALK_H
#define DPAGG_SUPPORT_CALLWALK_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"

#include <type_traits>

namespace dpagg {

/// What the visitor of walkCalls wants done with one call.
enum class CallWalk {
  Descend, ///< walk the calls of the (possibly new) callee too
  Skip,    ///< go on, without the callee's calls
  Stop,    ///< end the walk
};

/// Visits every call of \p Root that is not inline assembly, then those of
/// each function a visit descends into, each function once, depth first.
/// \p Visit(Call, Callee, Caller) gets the call, the function it calls
/// (null for an indirect call; pointer casts stripped) and the function the
/// call is in. It may redirect the call (with a non-const \p Root): Descend
/// walks the function the call calls after the visit. Returns false if a
/// visit stopped the walk.
template <typename FunctionT, typename VisitT>
bool walkCalls(FunctionT &Root, VisitT Visit) {
  static_assert(std::is_same_v<std::remove_const_t<FunctionT>, llvm::Function>,
                "walkCalls walks a Function or a const Function");
  using CallT = std::conditional_t<std::is_const_v<FunctionT>,
                                   const llvm::CallBase, llvm::CallBase>;
  auto CalleeOf = [](CallT &CB) -> FunctionT * {
    return llvm::dyn_cast<llvm::Function>(
        CB.getCalledOperand()->stripPointerCasts());
  };
  llvm::SmallPtrSet<FunctionT *, 16> Seen;
  llvm::SmallVector<FunctionT *, 16> Work = {&Root};
  while (!Work.empty()) {
    FunctionT *F = Work.pop_back_val();
    if (!Seen.insert(F).second)
      continue;
    for (auto &I : llvm::instructions(*F)) {
      auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      switch (Visit(*CB, CalleeOf(*CB), *F)) {
      case CallWalk::Stop:
        return false;
      case CallWalk::Skip:
        break;
      case CallWalk::Descend:
        if (FunctionT *Callee = CalleeOf(*CB))
          Work.push_back(Callee);
        break;
      }
    }
  }
  return true;
}

} // namespace dpagg
#endif // DPAGG_SUPPORT_CALLWALK_H
