//===- dpagg/Analysis/LaunchSiteAnalysis.h - device launches --*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 1 of DPAgg's data flow: find every device-side launch of a device
/// module and take it apart. A launch is a V1 pair (cudaGetParameterBuffer +
/// cudaLaunchDevice[_ptsz]) or a V2 pair (cudaGetParameterBufferV2 +
/// cudaLaunchDeviceV2[_ptsz]), as CDP2 symbols, public names or the CUDA
/// header's internal wrappers (before inlining and at -O0).
///
/// For each launch the analysis records the caller, the kernel, the grid and
/// block dimensions, dynamic shared memory, stream, every write of a
/// parameter into the parameter buffer (checked against the kernel's
/// parameter layout), the null-buffer guard and the enclosing loop. A launch
/// whose parts cannot all be matched exactly is kept with the reason it is
/// unanalyzable; transforms leave such launches alone.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so
///            -passes='print<dpagg-launch-sites>' -disable-output in.ll
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_LAUNCHSITEANALYSIS_H
#define DPAGG_ANALYSIS_LAUNCHSITEANALYSIS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Alignment.h"
#include <array>
#include <string>

namespace llvm {
class BasicBlock;
class CallBase;
class Function;
class ICmpInst;
class Instruction;
class LoopInfo;
class Value;
class raw_ostream;
} // namespace llvm

namespace dpagg {

/// One write into the parameter buffer: a store, memcpy or memset.
struct ParamWrite {
  llvm::Instruction *Writer = nullptr;
  uint64_t Offset = 0;
  uint64_t Size = 0;
  /// The stored value, the memcpy source pointer or the memset byte.
  llvm::Value *Val = nullptr;
};

/// One kernel parameter as laid out in the parameter buffer.
struct LaunchParam {
  uint64_t Offset = 0;
  uint64_t Size = 0;
  llvm::Align Alignment;
  /// Indices into LaunchSite::Writes of the writes that start inside it.
  llvm::SmallVector<unsigned, 1> Writes;
};

/// A dim3 passed by value: the pointer the launch reads, and, where a single
/// store or dim3 constructor call per field was found and nothing else may
/// write the dim3 (SiteBuilder::dim3At has the allow-list of its users), the
/// field values; legality rules (a provably 1-D block) read them, so a field
/// is null unless it is known. Transforms read through Ptr at the launch.
struct Dim3Operand {
  llvm::Value *Ptr = nullptr;
  std::array<llvm::Value *, 3> XYZ = {nullptr, nullptr, nullptr};
};

struct LaunchSite {
  llvm::CallBase *Launch = nullptr; ///< cudaLaunchDevice[V2]
  llvm::CallBase *Buffer = nullptr; ///< cudaGetParameterBuffer[V2]
  llvm::Function *Caller = nullptr;
  llvm::Function *Kernel = nullptr;
  bool IsV2 = false;
  bool PerThreadStream = false;
  bool ViaHeaderWrapper = false;
  Dim3Operand Grid, Block;
  llvm::Value *SharedMem = nullptr;
  llvm::Value *Stream = nullptr;
  /// Bytes of the kernel's parameter buffer, from its parameter layout.
  uint64_t BufferSize = 0;
  /// Largest parameter alignment (at least 1).
  llvm::Align ParamAlign;
  llvm::SmallVector<ParamWrite, 4> Writes;
  llvm::SmallVector<LaunchParam, 4> Params;
  /// Comparisons of the buffer against null (clang's "launch if non-null").
  llvm::SmallVector<llvm::ICmpInst *, 1> NullChecks;
  /// Everything that holds the buffer pointer besides Buffer itself (GEPs,
  /// reloads of an alloca it was spilled to) and the spill stores/allocas.
  llvm::SmallVector<llvm::Instruction *, 4> BufferDerived;
  llvm::BasicBlock *LoopHeader = nullptr;
  unsigned LoopDepth = 0;
  /// Empty when analyzable; otherwise why the launch cannot be rewritten.
  std::string Unanalyzable;

  bool isAnalyzable() const { return Unanalyzable.empty(); }
  /// The named stream constant, if Stream is one ("fire-and-forget"...).
  llvm::StringRef streamKindName() const;
  void print(llvm::raw_ostream &OS) const;
};

/// Lays out the parameters of kernel \p K as in its parameter buffer
/// (appended to \p Params), sets \p MaxAlign to the largest alignment (at
/// least 1) and returns the buffer's size in bytes.
uint64_t layoutKernelParams(const llvm::Function &K,
                            llvm::SmallVectorImpl<LaunchParam> &Params,
                            llvm::Align &MaxAlign);

/// Finds and analyses the launches whose launch call is in \p F, in program
/// order. \p LI may be null (no loop information then).
void findLaunchSites(llvm::Function &F, const llvm::LoopInfo *LI,
                     llvm::SmallVectorImpl<LaunchSite> &Sites);

class LaunchSiteInfo {
public:
  llvm::SmallVector<LaunchSite, 8> Sites;
  void print(llvm::raw_ostream &OS) const;
};

/// Module analysis: every device-side launch of a device module (none for a
/// host module). Transforms that change launches invalidate it.
class LaunchSiteAnalysis : public llvm::AnalysisInfoMixin<LaunchSiteAnalysis> {
  friend llvm::AnalysisInfoMixin<LaunchSiteAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = LaunchSiteInfo;
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
};

/// print<dpagg-launch-sites>
class LaunchSitePrinterPass
    : public llvm::PassInfoMixin<LaunchSitePrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit LaunchSitePrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_LAUNCHSITEANALYSIS_H
