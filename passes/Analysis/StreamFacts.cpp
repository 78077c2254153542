//===- StreamFacts.cpp - streams a thread created -------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/StreamFacts.h"
#include "dpagg/Analysis/KnownCalls.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace dpagg;

/// The device runtime's stream creation and destruction, by the public
/// name or the __cudaCDP2 one clang 22 calls.
static bool isStreamCreation(const Function &F) {
  StringRef N = F.getName();
  return N == "__cudaCDP2StreamCreateWithFlags" ||
         N == "cudaStreamCreateWithFlags";
}
static bool isStreamDestruction(const Function &F) {
  StringRef N = F.getName();
  return N == "__cudaCDP2StreamDestroy" || N == "cudaStreamDestroy";
}

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
      if (!isStreamCreation(*F) || !CB->isArgOperand(&U) ||
          CB->getArgOperandNo(&U) != 0)
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
                            SmallPtrSetImpl<const Value *> &Seen,
                            SmallPtrSetImpl<const AllocaInst *> &Arrays) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return true; // a cycle of phis: its other inputs decide
  if (const auto *Phi = dyn_cast<PHINode>(V))
    return all_of(Phi->incoming_values(), [&](const Value *In) {
      return createdByThread(In, Seen, Arrays);
    });
  if (const auto *Sel = dyn_cast<SelectInst>(V))
    return createdByThread(Sel->getTrueValue(), Seen, Arrays) &&
           createdByThread(Sel->getFalseValue(), Seen, Arrays);
  const auto *LI = dyn_cast<LoadInst>(V);
  if (!LI || !LI->isSimple())
    return false;
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(LI->getPointerOperand(), Objects);
  return all_of(Objects, [&](const Value *O) {
    const auto *AI = dyn_cast<AllocaInst>(O);
    if (!AI || !holdsOnlyCreatedStreams(*AI))
      return false;
    Arrays.insert(AI);
    return true;
  });
}

bool dpagg::streamCreatedByThread(const Value *Stream) {
  SmallPtrSet<const Value *, 8> Seen;
  SmallPtrSet<const AllocaInst *, 2> Arrays;
  return createdByThread(Stream, Seen, Arrays);
}

/// cudaStreamNonBlocking, the one flag the device runtime's stream creation
/// takes (platform-facts.md: "cudaStreamCreateWithFlags(...,
/// cudaStreamNonBlocking) only"); any other fails with cudaErrorInvalidValue
/// and creates nothing.
static constexpr uint64_t CudaStreamNonBlocking = 0x1;

/// Why \p V, a stream loaded from a private stream array, reaches something
/// other than the stream operand of one of \p Launches (the last operand of
/// every launch entry, V1 and V2) or the stream that cudaStreamDestroy
/// destroys, through phis and selects, or empty. The destructions go to \p
/// Calls.
static std::string handleUseBlocker(const LoadInst &LI,
                                    ArrayRef<const CallBase *> Launches,
                                    SmallVectorImpl<const CallBase *> &Calls) {
  SmallVector<const Value *, 8> Work = {&LI};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (const Use &U : V->uses()) {
      const auto *I = cast<Instruction>(U.getUser());
      if (isa<PHINode>(I) || (isa<SelectInst>(I) && U.getOperandNo() != 0)) {
        Work.push_back(I);
        continue;
      }
      const auto *CB = dyn_cast<CallBase>(I);
      bool Arg = CB && CB->isArgOperand(&U);
      bool OneOfLaunches = CB && is_contained(Launches, CB);
      if (OneOfLaunches && Arg && CB->getArgOperandNo(&U) + 1 == CB->arg_size())
        continue;
      const Function *F = CB ? CB->getCalledFunction() : nullptr;
      // A destruction of this thread's streams only: one that may destroy
      // another stream (a select with a stream from elsewhere) is a stream
      // call of another stream, which the order-free rule does not except.
      if (F && Arg && isStreamDestruction(*F) && CB->getArgOperandNo(&U) == 0) {
        if (!streamCreatedByThread(CB->getArgOperand(0)))
          return "cudaStreamDestroy may be given a stream the thread did not "
                 "create";
        Calls.push_back(CB);
        continue;
      }
      if (isa<StoreInst>(I))
        return "a handle of its streams is stored to memory, where another "
               "thread could read it";
      if (OneOfLaunches)
        return "a handle of its streams is a parameter of the launch";
      const KnownCall *K = F ? lookupKnownCall(*F) : nullptr;
      if (K && K->Launches)
        return "a handle of its streams is the stream of another launch";
      if (CB)
        return "a handle of its streams is passed to " +
               (F ? demangle(F->getName()) : std::string("an indirect call"));
      return ("a handle of its streams is used by a " +
              StringRef(I->getOpcodeName()) + " instruction")
          .str();
    }
  }
  return "";
}

/// Why \p AI, an array holdsOnlyCreatedStreams accepted, is not private to
/// \p Launches: a creation with a flag other than cudaStreamNonBlocking, a
/// handle that reaches anything but their stream operands and
/// cudaStreamDestroy. Its creations and destructions go to \p Calls.
static std::string arrayBlocker(const AllocaInst &AI,
                                ArrayRef<const CallBase *> Launches,
                                SmallVectorImpl<const CallBase *> &Calls) {
  SmallVector<const Value *, 8> Work = {&AI};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *P = Work.pop_back_val();
    if (!Seen.insert(P).second)
      continue;
    for (const User *U : P->users()) {
      if (isa<GetElementPtrInst, BitCastInst>(U)) {
        Work.push_back(U);
        continue;
      }
      if (const auto *LI = dyn_cast<LoadInst>(U)) {
        if (std::string Why = handleUseBlocker(*LI, Launches, Calls);
            !Why.empty())
          return Why;
        continue;
      }
      const auto *CB = cast<CallBase>(U); // holdsOnlyCreatedStreams
      if (isa<LifetimeIntrinsic>(CB))
        continue;
      const auto *Flags = dyn_cast<ConstantInt>(CB->getArgOperand(1));
      if (!Flags || Flags->getZExtValue() != CudaStreamNonBlocking)
        return "a stream of its array is created with a flag that is not the "
               "constant cudaStreamNonBlocking, so the creation may fail";
      Calls.push_back(CB);
    }
  }
  return "";
}

std::string
dpagg::privateStreamBlocker(const Value *Stream, const CallBase &Launch,
                            SmallVectorImpl<const CallBase *> &Calls) {
  return privateStreamsBlocker(Stream, Launch, {&Launch}, Calls);
}

std::string
dpagg::privateStreamsBlocker(const Value *Stream, const CallBase &Launch,
                             ArrayRef<const CallBase *> Launches,
                             SmallVectorImpl<const CallBase *> &Calls) {
  assert(is_contained(Launches, &Launch) && "the launch is one of them");
  SmallPtrSet<const Value *, 8> Seen;
  SmallPtrSet<const AllocaInst *, 2> Arrays;
  if (!createdByThread(Stream, Seen, Arrays))
    return "the stream may be one the thread did not create";
  size_t First = Calls.size();
  for (const AllocaInst *AI : Arrays)
    if (std::string Why = arrayBlocker(*AI, Launches, Calls); !Why.empty())
      return Why;
  for (const CallBase *CB : drop_begin(Calls, First))
    if (isStreamDestruction(*CB->getCalledFunction()) &&
        isPotentiallyReachable(CB, &Launch))
      return "a stream of its array may be destroyed before the launch";
  return "";
}
