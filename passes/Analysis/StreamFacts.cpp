//===- StreamFacts.cpp - streams a thread created
//--------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/StreamFacts.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

/// Whether \p AI, a thread-private array of streams, is written only by the
/// device runtime's stream creation, each use of its address being a load,
/// a lifetime marker or the out-parameter of a creation: its elements are
/// streams this thread created (or never set, which no valid launch uses).
static bool holdsOnlyCreatedStreams(const AllocaInst &AI) {
  SmallVector<const Value *, 8> Work = {&AI};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *P = Work.pop_back_val();
    if (!Seen.insert(P).second)
      continue;
    for (const Use &U : P->uses()) {
      const auto *I = cast<Instruction>(U.getUser());
      if (isa<GetElementPtrInst, BitCastInst>(I)) {
        Work.push_back(I);
        continue;
      }
      if (isa<LoadInst>(I))
        continue;
      const auto *CB = dyn_cast<CallBase>(I);
      const Function *F = CB ? CB->getCalledFunction() : nullptr;
      if (!F)
        return false;
      if (F->isIntrinsic() && isa<LifetimeIntrinsic>(CB))
        continue;
      StringRef N = F->getName();
      bool Creates = N == "__cudaCDP2StreamCreateWithFlags" ||
                     N == "cudaStreamCreateWithFlags";
      if (!Creates || !CB->isArgOperand(&U) || CB->getArgOperandNo(&U) != 0)
        return false;
    }
  }
  return true;
}

/// Whether every value \p V may have is a stream the launching thread
/// created itself (loaded from holdsOnlyCreatedStreams memory, through
/// phis and selects). Two threads never hold the same live stream (each
/// creation returns a new one, and launching into a destroyed one is not
/// valid CUDA), so lanes launching into such streams never share one:
/// every warp or block group is a group of one (Refusal::OwnStream).
static bool createdByThread(const Value *V,
                            SmallPtrSetImpl<const Value *> &Seen) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return true; // a cycle of phis: its other inputs decide
  if (const auto *Phi = dyn_cast<PHINode>(V))
    return all_of(Phi->incoming_values(),
                  [&](const Value *In) { return createdByThread(In, Seen); });
  if (const auto *Sel = dyn_cast<SelectInst>(V))
    return createdByThread(Sel->getTrueValue(), Seen) &&
           createdByThread(Sel->getFalseValue(), Seen);
  const auto *LI = dyn_cast<LoadInst>(V);
  if (!LI || !LI->isSimple())
    return false;
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(LI->getPointerOperand(), Objects);
  return all_of(Objects, [](const Value *O) {
    const auto *AI = dyn_cast<AllocaInst>(O);
    return AI && holdsOnlyCreatedStreams(*AI);
  });
}

bool dpagg::streamCreatedByThread(const Value *Stream) {
  SmallPtrSet<const Value *, 8> Seen;
  return createdByThread(Stream, Seen);
}
