//===- dpagg/Analysis/StreamFacts.h - streams a thread created --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which launch streams are streams the launching thread created itself
/// (cudaStreamCreateWithFlags in device code). Two rules rest on it:
/// aggregation refuses such launches (every group would hold one launch,
/// Refusal::OwnStream, issue 21 item 24), and the V1-to-V2 rewrite leaves
/// them V1 (a created stream is neither cudaStreamTailLaunch nor
/// cudaStreamFireAndForget, the constants V1 cannot launch into, so V1 runs
/// them as written; LowerV1Launches.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_STREAMFACTS_H
#define DPAGG_ANALYSIS_STREAMFACTS_H

namespace llvm {
class Value;
} // namespace llvm

namespace dpagg {

/// Whether every value \p Stream may have is a stream the launching thread
/// created itself: loaded (through phis and selects) from thread-private
/// memory that only the device runtime's stream creation writes. Two
/// threads never hold the same live stream (each creation returns a new
/// one, and launching into a destroyed one is not valid CUDA), and an
/// element never set is one no valid launch uses.
bool streamCreatedByThread(const llvm::Value *Stream);

} // namespace dpagg
#endif // DPAGG_ANALYSIS_STREAMFACTS_H
