//===- dpagg/Support/Annotations.h - dpagg.h's kernel annotations -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The annotations of include/dpagg/dpagg.h ("dpagg.no_aggregate",
/// "dpagg.scope=warp", "dpagg.chain_input=N", ...), read once from the
/// module for every pass that obeys them: aggregation's planner and launch
/// promotion's acquire point.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_ANNOTATIONS_H
#define DPAGG_SUPPORT_ANNOTATIONS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace dpagg {

/// Per function, its annotations that start with "dpagg.", in source order.
using KernelAnnotations = llvm::DenseMap<const llvm::Function *,
                                         llvm::SmallVector<llvm::StringRef, 1>>;

/// clang records `__attribute__((annotate("...")))` of functions as
/// { ptr @f, ptr @string, ptr @file, i32 line, ptr args } entries of
/// @llvm.global.annotations; the strings live as long as the module.
KernelAnnotations readKernelAnnotations(const llvm::Module &M);

/// The first value of \p F's annotations "<Key>=value" that \p Parse
/// accepts (Parse: StringRef -> std::optional<T>), or std::nullopt: how
/// DPAGG_SCOPE_MULTIBLOCK(N), DPAGG_SERIAL_THRESHOLD(N) and DPAGG_COARSEN(N)
/// are read. A value Parse refuses is passed over, as if absent.
template <typename ParseFn>
auto annotatedValue(const KernelAnnotations &All, const llvm::Function &F,
                    llvm::StringRef Key, ParseFn Parse)
    -> decltype(Parse(llvm::StringRef())) {
  auto It = All.find(&F);
  if (It != All.end())
    for (llvm::StringRef A : It->second)
      if (A.consume_front(Key) && A.consume_front("="))
        if (auto V = Parse(A))
          return V;
  return std::nullopt;
}

} // namespace dpagg
#endif // DPAGG_SUPPORT_ANNOTATIONS_H
