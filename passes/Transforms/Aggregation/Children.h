//===- Children.h - aggregated children, descriptors --------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The aggregated children of dpagg-aggregate (issue 22, item 2): for each
/// kernel that a planned site launches, its clone K.dpagg (AggregatedChild.h)
/// and, with -dpagg-moldable or -dpagg-pack-children, the molded and packed
/// clones and the DPAggChildClones set the sites pass; with
/// -dpagg-publish-children, the children of this unit's leaf kernels and the
/// descriptors that publish them to other units; the weak descriptor a launch
/// of another unit's kernel reads. The children are built between the two steps
/// of the plan (Plan.h): a clone is known to exist only once built, and
/// settle() reads what building told.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_AGGREGATION_CHILDREN_H
#define DPAGG_TRANSFORMS_AGGREGATION_CHILDREN_H

#include "Plan.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <string>
#include <utility>

namespace llvm {
class Constant;
class GlobalVariable;
class LLVMContext;
} // namespace llvm

namespace dpagg {

/// What building one kernel's aggregated children gave.
struct ChildPlan {
  /// The whole clone K.dpagg, or null: it could not be built, WhyNot says
  /// why, and settle() refuses the kernel's sites.
  Function *Whole = nullptr;
  std::string WhyNot;
  /// The DPAggChildClones the kernel's sites pass where it has a molded or a
  /// packed clone (the whole clone, the molded one or null, the packed one
  /// or null), else null.
  llvm::Constant *Clones = nullptr;
  /// With -dpagg-moldable: the clone that loops over logical blocks
  /// (K.dpagg.molded, or K.dpagg itself with moldable=on), or null, and
  /// WhyNotMolded says why.
  Function *Molded = nullptr;
  std::string WhyNotMolded;
  /// With -dpagg-pack-children: K.dpagg.packed, or null, and WhyNotPacked
  /// says why.
  Function *Packed = nullptr;
  std::string WhyNotPacked;
};

/// What building the aggregated children told (ChildBuilder), which settle
/// reads and the lowering uses.
struct BuiltChildren {
  /// Per kernel whose children were built (or tried), in that order.
  llvm::MapVector<Function *, ChildPlan> Kernels;
  /// \p K's entry, or null if no child of K was built or tried.
  const ChildPlan *find(const Function *K) const {
    auto It = Kernels.find(const_cast<Function *>(K));
    return It == Kernels.end() ? nullptr : &It->second;
  }
  /// \p K's whole clone, or null.
  Function *clone(const Function *K) const {
    const ChildPlan *C = find(K);
    return C ? C->Whole : nullptr;
  }
  /// The kernel each aggregated child (whole or molded) was cloned from.
  llvm::DenseMap<const Function *, Function *> CloneOrigin;
  /// Kernels of this unit whose aggregated child is published.
  SmallVector<Function *, 8> Published;
  /// Per kernel a serialized site launches, its serial copy K.dpagg.serial
  /// (SerialChild.h), or null and why it could not be built.
  llvm::MapVector<const Function *, std::pair<Function *, std::string>>
      SerialCopies;
  Function *serialCopy(const Function *K) const {
    auto It = SerialCopies.find(K);
    return It == SerialCopies.end() ? nullptr : It->second.first;
  }
  std::string serialWhyNot(const Function *K) const {
    auto It = SerialCopies.find(K);
    return It == SerialCopies.end() ? std::string() : It->second.second;
  }
};

/// Builds the children into a BuiltChildren. Reads the planner's analyses;
/// changes the module only by adding functions and globals.
class ChildBuilder {
  llvm::Module &M;
  llvm::FunctionAnalysisManager &FAM;
  const AggregateOptions &Opts;
  /// The module's functions, as planned (the children are built from
  /// them).
  const FunctionSummaries &Facts;
  Planner &Planning;
  BuiltChildren &Built;

public:
  ChildBuilder(llvm::Module &M, llvm::FunctionAnalysisManager &FAM,
               const AggregateOptions &Opts, const FunctionSummaries &Facts,
               Planner &Planning, BuiltChildren &Built)
      : M(M), FAM(FAM), Opts(Opts), Facts(Facts), Planning(Planning),
        Built(Built) {}

  /// One child per kernel that an aggregated site of \p Plans launches.
  void buildChildren(ArrayRef<SitePlan> Plans);
  /// One serial copy per kernel that a serialized site of \p Plans
  /// launches.
  void buildSerialCopies(ArrayRef<SitePlan> Plans);
  /// The children of the kernels other units may launch.
  void buildPublishedChildren(const LaunchSiteInfo &LSI);
  /// Their descriptors, once every child exists.
  void publishDescriptors();

private:
  void buildPacked(Function &K, const LaunchSite &S, ChildPlan &CP);
  llvm::Constant *childClones(Function &K, Function &Whole,
                              Function *MoldedClone, Function *Packed);
};

/// A DPAggChildDescriptor (RuntimeABI.h) of \p Child with these limits and
/// DPAggChildDescriptorFlags: what a published descriptor and the private
/// one of a child of this unit hold (Lower.cpp).
llvm::Constant *childDescriptorValue(llvm::LLVMContext &Ctx,
                                     llvm::Constant *Child,
                                     unsigned SafeThreads, unsigned SafeShmem,
                                     unsigned Flags);

/// The weak, zero descriptor of another unit's kernel \p K, which the linker
/// resolves to K's unit's published one if there is one (Children.cpp,
/// "Kernels of other translation units").
llvm::GlobalVariable *foreignDescriptor(llvm::Module &M, Function &K);

/// What every launch of \p K accepts (threads per block, dynamic shared
/// memory), so the runtime checks only launches beyond it.
std::pair<unsigned, unsigned> kernelLimits(const Function &K);

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_AGGREGATION_CHILDREN_H
