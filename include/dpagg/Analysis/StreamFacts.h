//===- dpagg/Analysis/StreamFacts.h - streams a thread created --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which launch streams are streams the launching thread created itself
/// (cudaStreamCreateWithFlags in device code: the one creation the device
/// runtime has; clang 22 calls __cudaCDP2StreamCreateWithFlags, and
/// cudaStreamCreate and cudaStreamCreateWithPriority are host functions a
/// kernel cannot call). Four rules rest on it:
/// aggregation refuses such launches (every group would hold one launch,
/// Refusal::OwnStream, issue 21 item 24) unless the stream is private to the
/// launch (privateStreamBlocker: then the launch goes to
/// cudaStreamFireAndForget and is aggregated, issue 23 item 3;
/// Aggregation/Plan.cpp, privateStreamLaunch) or the streams are private to
/// the launches of their thread's kernel (privateStreamsBlocker: then they
/// all go to the block's NULL stream; Aggregation/OwnStreamsPlan.cpp), and
/// the V1-to-V2 rewrite
/// leaves them V1 (a created stream is neither cudaStreamTailLaunch nor
/// cudaStreamFireAndForget, the constants V1 cannot launch into, so V1 runs
/// them as written; LowerV1Launches.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_STREAMFACTS_H
#define DPAGG_ANALYSIS_STREAMFACTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace llvm {
class CallBase;
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

/// Why \p Stream, the stream operand of \p Launch, is not a stream that
/// only \p Launch uses, or empty. Empty when streamCreatedByThread holds
/// and, in every private array it may be loaded from, every stream is
/// created with the constant flag cudaStreamNonBlocking (the one flag the
/// device accepts) and every handle loaded from the array reaches (through
/// phis and selects) only the stream operand of \p Launch and the stream
/// operand of cudaStreamDestroy (which is given only streams the thread
/// created), and no destruction can run before \p Launch (no CFG path from one
/// to it). So no handle of these streams reaches memory, another call or
/// another thread, and no other launch, event or query names them. Then \p
/// Calls gets the creations and destructions of the arrays' streams: with \p
/// Launch, the only calls that name them.
std::string
privateStreamBlocker(const llvm::Value *Stream, const llvm::CallBase &Launch,
                     llvm::SmallVectorImpl<const llvm::CallBase *> &Calls);

/// The same with more launches: why \p Stream, the stream operand of \p
/// Launch, is not a stream of its thread's own that only \p Launches (which
/// hold \p Launch) use, or empty. Empty when streamCreatedByThread holds
/// and, in every private array it may be loaded from, every stream is
/// created with the constant flag cudaStreamNonBlocking and every handle
/// loaded from the array reaches (through phis and selects) only the stream
/// operand of one of \p Launches and that of cudaStreamDestroy (given only
/// streams the thread created), and no destruction can run before \p
/// Launch. The array is an alloca of the launch's function, whose address
/// only loads and the creations' out-parameter take: it and the handles it
/// holds reach no memory, no other call and no other thread, in this
/// invocation of the function or another. \p Calls gets the creations and
/// destructions of the arrays' streams.
std::string
privateStreamsBlocker(const llvm::Value *Stream, const llvm::CallBase &Launch,
                      llvm::ArrayRef<const llvm::CallBase *> Launches,
                      llvm::SmallVectorImpl<const llvm::CallBase *> &Calls);

} // namespace dpagg
#endif // DPAGG_ANALYSIS_STREAMFACTS_H
