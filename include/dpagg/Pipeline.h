//===- dpagg/Pipeline.h - where DPAgg's passes run in clang ----*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One place to read the order of DPAgg's passes in a clang compile (see
/// Pipeline.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_PIPELINE_H
#define DPAGG_PIPELINE_H

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace dpagg {
/// Hooks DPAgg's device pipeline into \p PB's extension points.
void registerDevicePipeline(llvm::PassBuilder &PB);
} // namespace dpagg
#endif // DPAGG_PIPELINE_H
