//===- Children.cpp - the aggregated children and their descriptors ------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the aggregated children (Children.h) and the descriptors that
/// publish them to, and read them from, other translation units.
///
//===----------------------------------------------------------------------===//
#include "Children.h"

#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Diagnostics.h"
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Target.h"
#include "dpagg/Transforms/AggregatedChild.h"
#include "dpagg/Transforms/SerialChild.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-aggregate"

/// What every launch of \p K accepts, so the runtime asks CUDA
/// (cudaFuncGetAttributes) only about launches beyond it (RuntimeABI.h,
/// SafeThreads and SafeShmem). Threads: any kernel runs 256 threads per block
/// (a thread has at most 255 registers, a block 64K), unless __launch_bounds__
/// (nvvm.maxntid) says fewer; a kernel with a required block size
/// (nvvm.reqntid) gets 0, so every launch is checked. Dynamic shared memory:
/// without the host's opt-in a kernel gets 48 KB less its static shared
/// memory, which is at most the module's shared variables, each padded to
/// its alignment, plus 1 KB for what the runtime adds when linked.
std::pair<unsigned, unsigned> dpagg::kernelLimits(const Function &K) {
  unsigned Threads = DPAGG_ANY_KERNEL_THREADS;
  if (K.hasFnAttribute("nvvm.reqntid"))
    Threads = 0;
  Attribute MaxNTid = K.getFnAttribute("nvvm.maxntid");
  if (MaxNTid.isStringAttribute()) {
    uint64_t Product = 1;
    SmallVector<StringRef, 3> Dims;
    MaxNTid.getValueAsString().split(Dims, ',');
    for (StringRef D : Dims) {
      uint64_t V = 0;
      if (D.trim().getAsInteger(10, V))
        V = 0; // unreadable: check every launch
      Product *= V;
    }
    Threads = std::min<uint64_t>(Threads, Product);
  }
  const Module &M = *K.getParent();
  const DataLayout &DL = M.getDataLayout();
  uint64_t Static = 1024;
  for (const GlobalVariable &GV : M.globals())
    // Not the packed clones' copies (AggregatedChild.cpp): a packed clone
    // runs only aggregates without dynamic shared memory, and neither K
    // nor its whole clone has them (red team: pk_safe_shmem.cu).
    if (GV.getAddressSpace() == 3 && !GV.isDeclaration() &&
        !GV.getName().contains(".dpagg.packed.args"))
      Static += alignTo(DL.getTypeAllocSize(GV.getValueType()),
                        GV.getPointerAlignment(DL));
  uint64_t Shmem = Static < 48 * 1024 ? 48 * 1024 - Static : 0;
  return {Threads, Shmem};
}

//===----------------------------------------------------------------------===//
// Kernels of other translation units
//===----------------------------------------------------------------------===//
//
// A unit that launches a kernel K it only declares cannot clone K: the body
// is elsewhere. The unit that defines K (with external linkage) builds K's
// aggregated child and publishes it in a descriptor, an external constant
// named K + getChildDescriptorSuffix() (RuntimeABI.def); a launching unit
// defines the same name weak and zero, and reads it at run time. Why this is
// exact for every program:
//  - nvlink (and the LTO link) resolve a weak definition to the one strong
//    definition if there is one, and otherwise to a weak one, all zero
//    (measured with CUDA 13's nvlink; PTX has no undefined weak reference,
//    hence the zero definition rather than an extern_weak declaration).
//    Only the unit that defines K strongly defines its descriptor, so a
//    strong descriptor is K's own: K is defined once in a program that links.
//  - A zero descriptor (K's unit built without DPAgg, at -O0, with
//    -dpagg-scope=none or -dpagg-publish-children=false, or K not
//    publishable) has a null child, and the runtime then makes every launch
//    alone, as the launch was (runtime/warp.cu and block.cu,
//    __dpagg_aggregate_*). The launching unit's site descriptor points at
//    it as a site of a local kernel points at that kernel's child
//    descriptor, and the runtime reads both alike (Join.cuh, readSite).
//  - What the launching unit cannot see of K's body, K's unit decides with
//    the same rules as for its own launches: whether K can be cloned at all
//    (childBlocker, static shared memory, DPAGG_NO_AGGREGATE on K's
//    definition), whether it needs 1-D blocks (a flag every site passes to
//    the runtime, which checks each launch's own block; a site whose block
//    is not provably 1-D also uses a null child) and what every launch of it
//    accepts
//    (SafeThreads, SafeShmem of K's module). The parameter layout comes from
//    K's signature, the same in the declaration and the definition.
//  - The suffix names the ABI version, so units of DPAgg versions that would
//    read each other's records differently do not meet.
// Kernels with weak or linkonce linkage (templates) are not published: each
// unit that instantiates one has its body, and a weak descriptor could lose
// to another unit's zero one.

Constant *dpagg::childDescriptorValue(LLVMContext &Ctx, Constant *Child,
                                      unsigned SafeThreads, unsigned SafeShmem,
                                      unsigned Flags) {
  auto *Ty = getRuntimeStructType(Ctx, RTStruct::ChildDescriptor);
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Constant *, 5> Fields(Ty->getNumElements());
  auto Set = [&](RTField::ID F, Constant *C) {
    Fields[getRuntimeFieldIndex(F)] = C;
  };
  Set(RTField::ChildDescriptor_Child, Child);
  Set(RTField::ChildDescriptor_SafeThreads, ConstantInt::get(I32, SafeThreads));
  Set(RTField::ChildDescriptor_SafeShmem, ConstantInt::get(I32, SafeShmem));
  Set(RTField::ChildDescriptor_Flags, ConstantInt::get(I32, Flags));
  Set(RTField::ChildDescriptor_Reserved, ConstantInt::get(I32, 0));
  return ConstantStruct::get(Ty, Fields);
}

GlobalVariable *dpagg::foreignDescriptor(Module &M, Function &K) {
  auto *Ty = getRuntimeStructType(M.getContext(), RTStruct::ChildDescriptor);
  std::string Name = (K.getName() + getChildDescriptorSuffix()).str();
  GlobalVariable *D = M.getNamedGlobal(Name);
  if (!D) {
    D = new GlobalVariable(M, Ty, /*isConstant=*/true,
                           GlobalValue::WeakAnyLinkage,
                           ConstantAggregateZero::get(Ty), Name, nullptr,
                           GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    D->setAlignment(Align(8));
  }
  return D;
}

/// Every kernel of this unit that other units may launch: external (not
/// weak or linkonce) linkage, no device launch of its own, and a child that
/// the rules of plan() would build for a launch of it.
///
/// Only leaves: a clone is compiled (by ptxas too) whether or not any unit
/// launches it, and a kernel that launches gets the runtime inlined into its
/// clone as well, which doubles the cost of the unit's biggest kernels
/// (bench/probe_shapes.cu: +38% compile time with every kernel published,
/// about +1% with leaves only). A launch of another unit's non-leaf kernel
/// reads a zero descriptor and is made alone, as without DPAgg.
void ChildBuilder::buildPublishedChildren(const LaunchSiteInfo &LSI) {
  SmallPtrSet<const Function *, 16> Launchers;
  for (const LaunchSite &S : LSI.Sites)
    Launchers.insert(S.Caller);
  for (Function &K : M) {
    if (!isKernel(K) || K.isDeclaration() || !K.hasExternalLinkage() ||
        Planning.hasAnnotation(K, "dpagg.no_aggregate") ||
        (Built.find(&K) && !Built.clone(&K)))
      continue;
    if (Facts.reachesAnyOf(K, Launchers)) {
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "ChildNotPublished", &K)
               << "kernel " << ore::NV("Kernel", kernelName(K))
               << " launches kernels itself: it gets no aggregated child for "
                  "launches from other translation units (only kernels "
                  "without launches do), so those are made alone";
      });
      continue;
    }
    // The clone gets the runtime, which needs sm_80 (as in plan()).
    if (smVersion(targetCPU(K)) < 80)
      continue;
    // Every external leaf kernel is considered, launched anywhere or not,
    // so a clone that could break the build is never built: the kernel is
    // not published, and says why.
    auto NotPublished = [&](Refusal Kind, const std::string &Why) {
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "ChildNotPublished", &K)
               << "kernel " << ore::NV("Kernel", kernelName(K))
               << " gets no aggregated child for launches from other "
                  "translation units (those are made alone): "
               << ore::NV("Reason", Why) << " (rule "
               << ore::NV("Rule", ruleName(Kind)) << ")";
      });
    };
    Refusal Kind;
    if (std::string Why = Planning.childBlocker(K, Kind); !Why.empty()) {
      NotPublished(Kind, Why);
      continue;
    }
    SmallVector<LaunchParam, 8> Params;
    Align MaxAlign;
    uint64_t BufferSize = layoutKernelParams(K, Params, MaxAlign);
    if (BufferSize > 4096 || MaxAlign > Align(64))
      continue;
    if (!Built.clone(&K)) {
      if (std::string Why = childSharedBlocker(Facts, K, BufferSize);
          !Why.empty()) {
        NotPublished(Refusal::ChildSharedMemory, Why);
        continue;
      }
      Function *C = buildAggregatedChild(K, Params, Facts);
      if (!C) {
        Built.Kernels[&K].WhyNot =
            "its geometry reads could not all be inlined";
        continue;
      }
      Built.Kernels[&K].Whole = C;
      Built.CloneOrigin[C] = &K;
    }
    Built.Published.push_back(&K);
  }
}

/// The DPAggChildClones of \p K, a constant the runtime reads at each
/// aggregated launch (runtime/child.cu, "Moldable children"), as the
/// generic pointer the sites pass.
Constant *ChildBuilder::childClones(Function &K, Function &Whole,
                                    Function *MoldedClone, Function *Packed) {
  Type *Ptr = PointerType::getUnqual(M.getContext());
  auto *Ty = getRuntimeStructType(M.getContext(), RTStruct::ChildClones);
  SmallVector<Constant *, 3> Fields(Ty->getNumElements());
  auto OrNull = [&](Function *F) -> Constant * {
    return F ? static_cast<Constant *>(F)
             : ConstantPointerNull::get(cast<PointerType>(Ptr));
  };
  Fields[getRuntimeFieldIndex(RTField::ChildClones_Whole)] = &Whole;
  Fields[getRuntimeFieldIndex(RTField::ChildClones_Molded)] =
      OrNull(MoldedClone);
  Fields[getRuntimeFieldIndex(RTField::ChildClones_Packed)] = OrNull(Packed);
  auto *GV = new GlobalVariable(
      M, Ty, /*isConstant=*/true, GlobalValue::InternalLinkage,
      ConstantStruct::get(Ty, Fields), K.getName() + ".dpagg.clones", nullptr,
      GlobalValue::NotThreadLocal,
      /*AddressSpace=*/1);
  GV->setAlignment(Align(8));
  return ConstantExpr::getAddrSpaceCast(GV, Ptr);
}

/// The descriptors, once every child exists (kernelLimits counts the
/// module's shared memory, the children's copies of their parameters
/// included).
void ChildBuilder::publishDescriptors() {
  for (Function *K : Built.Published) {
    auto [SafeThreads, SafeShmem] = kernelLimits(*K);
    unsigned Flags =
        Facts.childFacts(*K).WarpSensitive ? DPAGG_CHILD_NEEDS_1D_BLOCK : 0;
    Constant *Init = childDescriptorValue(M.getContext(), Built.clone(K),
                                          SafeThreads, SafeShmem, Flags);
    auto *D = new GlobalVariable(
        M, Init->getType(), /*isConstant=*/true, GlobalValue::ExternalLinkage,
        Init, K->getName() + getChildDescriptorSuffix(), nullptr,
        GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
    D->setAlignment(Align(8));
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*K);
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "ChildPublished", K)
             << "kernel " << ore::NV("Kernel", kernelName(*K))
             << " gets an aggregated child for launches from other "
                "translation units";
    });
  }
}

/// Serial copies (SerialChild.h), from the unmodified kernels, like the
/// aggregated children; a copy whose geometry readers cannot all be inlined
/// is known only by building it, and settleSerial keeps its sites' launches.
void ChildBuilder::buildSerialCopies(ArrayRef<SitePlan> Plans) {
  for (const SitePlan &P : Plans) {
    // A serialized site has a kernel; an unanalyzable one may have none.
    if (!P.Serial.serialized())
      continue;
    Function &K = *P.Site->Kernel;
    if (Built.SerialCopies.count(&K))
      continue;
    Function *Copy = buildSerialChild(K, P.Site->Params, Facts);
    Built.SerialCopies[&K] = {
        Copy, Copy ? "" : "its geometry reads could not all be inlined"};
  }
}

/// Packed (runtime/child.cu, "Packed children"): the kernel's rules
/// (packBlocker), what its parameters ask of a warp's copy, then the clone;
/// CP.Packed, or CP.WhyNotPacked says why not.
void ChildBuilder::buildPacked(Function &K, const LaunchSite &S,
                               ChildPlan &CP) {
  CP.WhyNotPacked = packBlocker(K, Facts);
  if (!CP.WhyNotPacked.empty())
    return;
  // Each warp's slot is 16-byte aligned: a parameter that asks for more
  // would be read from an address that does not have it.
  const LaunchParam *Over = find_if(
      S.Params, [](const LaunchParam &LP) { return LP.Alignment > Align(16); });
  if (Over != S.Params.end()) {
    CP.WhyNotPacked = "a parameter is aligned to " +
                      std::to_string(Over->Alignment.value()) +
                      " bytes, and a packed warp's copy to 16";
    return;
  }
  // Each warp's copy of the parameters is shared memory of the block: kept
  // to 16 KB, far below the 48 KB nvlink allows, so the clone links wherever
  // the whole clone does and stays cheap to schedule.
  uint64_t Copies = DPAGG_PACK_WARPS * alignTo(S.BufferSize, 16) +
                    DPAGG_PACKED_CHILD_STATE_SHARED_BYTES;
  if (Copies > 16 * 1024) {
    CP.WhyNotPacked = "its parameters take " + std::to_string(S.BufferSize) +
                      " bytes, and a packed block holds a copy per warp: " +
                      std::to_string(Copies) +
                      " bytes of shared memory, more than 16 KB";
    return;
  }
  CP.Packed = buildPackedChild(K, S.Params, Facts);
  if (CP.Packed)
    Built.CloneOrigin[CP.Packed] = &K;
  else
    CP.WhyNotPacked =
        "its geometry and thread index reads could not all be inlined";
}

/// Aggregated children, from the unmodified kernels (their own launches
/// included, aggregated below like any other): one per kernel that a site
/// of \p Plans launches. A clone whose geometry reads cannot all be inlined
/// is known only by building it (buildAggregatedChild): ChildPlan::WhyNot says
/// why, and settle() refuses its sites.
void ChildBuilder::buildChildren(ArrayRef<SitePlan> Plans) {
  for (const SitePlan &P : Plans) {
    // Built or tried already, or another unit's.
    if (P.refused() || Built.find(P.Site->Kernel) ||
        P.Site->Kernel->isDeclaration())
      continue;
    Function &K = *P.Site->Kernel;
    // Moldable: the child's own rules (moldBlocker), and no thread that may
    // wait for another outside barriers, which a block waiting for another
    // block of its grid would be (runtime/child.cu, "Moldable children").
    // The mode is the option's, or auto where a coarsening factor above 1
    // is asked for K (Planner::moldingFor).
    MoldableMode Molding = Planning.moldingFor(K);
    std::string MoldWhy;
    if (Molding != MoldableMode::Off) {
      MoldWhy = moldBlocker(K, Facts);
      if (std::string Why = Planning.waitsWhy(K);
          MoldWhy.empty() && !Why.empty())
        MoldWhy =
            "its threads may wait for other threads or blocks (" + Why + ")";
    }
    bool Mold = Molding != MoldableMode::Off && MoldWhy.empty();
    // auto: the whole clone for aggregates the runtime does not cut, the
    // molded one for those it does; on: the molded clone for both.
    bool Whole = Molding != MoldableMode::On || !Mold;
    Function *C = buildAggregatedChild(K, P.Site->Params, Facts, !Whole);
    if (!C) {
      Built.Kernels[&K].WhyNot = "its geometry reads could not all be inlined";
      continue;
    }
    Built.Kernels[&K].Whole = C;
    Built.CloneOrigin[C] = &K;
    Function *MoldedC = !Mold   ? nullptr
                        : Whole ? buildAggregatedChild(K, P.Site->Params, Facts,
                                                       /*Mold=*/true)
                                : C;
    ChildPlan &CP = Built.Kernels[&K];
    if (MoldedC) {
      if (MoldedC != C)
        MoldedC->setName(K.getName() + ".dpagg.molded");
      Built.CloneOrigin[MoldedC] = &K;
      CP.Molded = MoldedC;
    } else if (Molding != MoldableMode::Off) {
      CP.WhyNotMolded =
          Mold ? "its geometry reads could not all be inlined" : MoldWhy;
    }
    if (Opts.Pack)
      buildPacked(K, *P.Site, CP);
    if (CP.Molded || CP.Packed)
      CP.Clones = childClones(K, *C, CP.Molded, CP.Packed);
  }
}
