//===- dpagg/Analysis/KnownCalls.h - what DPAgg knows of callees -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rows of KnownCalls.def: what the passes know about a declaration or
/// an NVVM intrinsic they cannot see into. The rules ask the table instead
/// of keeping lists of their own, so two rules cannot quietly disagree on
/// what a call does; a name without a row is unknown and every rule that
/// asks refuses it.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_ANALYSIS_KNOWNCALLS_H
#define DPAGG_ANALYSIS_KNOWNCALLS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include <optional>

namespace llvm {
class Function;
class raw_ostream;
} // namespace llvm

namespace dpagg {

enum class KnownMatch { Exact, Prefix };

/// A KNOWN_DECL row; the columns are described in KnownCalls.def.
struct KnownCall {
  llvm::StringRef Name;
  KnownMatch Match;
  bool Returns;
  /// 0: never waits; 1: may wait; 2: may wait when called again in a loop
  /// (a retried allocation waits for another thread's free).
  unsigned Waits;
  bool Launches;
  /// 0: no stream, event or error state; 1: launches, uses a stream or an
  /// event, or reads the error state; 2: only writes the error state.
  unsigned Stream;
  bool Geometry;
  bool Own;
};

/// An NVVM_CLASS row; the columns are described in KnownCalls.def.
struct NVVMClass {
  llvm::StringRef Prefix; // after "llvm.nvvm."
  bool Waits;
  bool PerThread;
  bool WarpInsensitive;
};

/// How far every thread reads a special register the same (NVVM_SREG
/// EXTENT): no further than its own thread, its block, or the whole grid.
enum class SregExtent { Thread, Block, Grid };

/// How an aggregated child reads a special register (NVVM_SREG CHILD).
enum class SregChildRead { Geometry, DynamicSmem, Allowed, Blocked };

/// How a serial copy of a child reads a special register (NVVM_SREG
/// SERIAL).
enum class SregSerialRead { Rewritten, DynamicSmem, Allowed, Blocked };

/// An NVVM_SREG row; the columns are described in KnownCalls.def.
struct NVVMSpecialRegister {
  llvm::StringRef Name; // after "llvm.nvvm.read.ptx.sreg."
  KnownMatch Match;
  SregExtent Extent;
  SregChildRead Child;
  bool WarpInsensitive;
  SregSerialRead Serial;
};

/// What a CTA barrier means for a moldable child (NVVM_BARRIER MOLD).
enum class BarrierMold { Sync, Reduce, None };

/// An NVVM_BARRIER row; the columns are described in KnownCalls.def.
struct NVVMBarrier {
  llvm::StringRef Name; // after "llvm.nvvm.barrier.cta."
  KnownMatch Match;
  bool Block;
  bool Counted;
  bool WarpInsensitive;
  BarrierMold Mold;
  bool Uniform;
};

/// What an ALLOC_CALL row's declaration does to the device heap.
enum class AllocRole { Malloc, CudaMalloc, Free, CudaFree };

/// The ALLOC_CALL row of the declaration \p F, or nothing: not an
/// allocation or free of the device heap that aggregation knows.
std::optional<AllocRole> lookupAllocCall(const llvm::Function &F);
/// Whether \p R frees (Free, CudaFree) rather than allocates.
inline bool isFreeRole(AllocRole R) {
  return R == AllocRole::Free || R == AllocRole::CudaFree;
}

/// The first row for a declaration named \p Name, or null: unknown.
const KnownCall *lookupKnownCall(llvm::StringRef Name);
/// The row for the declaration \p F (by name), or null: unknown. Only
/// declarations are known: a definition's body is what it does.
const KnownCall *lookupKnownCall(const llvm::Function &F);
/// The class of the NVVM intrinsic named \p Name (`llvm.nvvm.*`), or null.
const NVVMClass *lookupNVVMClass(llvm::StringRef Name);
/// The lane-mask operand of the warp synchronization named \p Name
/// (NVVM_WARP_SYNC), or none if \p Name is not one.
std::optional<unsigned> warpSyncMaskOperand(llvm::StringRef Name);

/// The row of the special register read by the intrinsic named \p Name,
/// or null if \p Name is not `llvm.nvvm.read.ptx.sreg.*` (every such name
/// has one).
const NVVMSpecialRegister *lookupSpecialRegister(llvm::StringRef Name);
/// Whether the intrinsic named \p Name reads block geometry that an
/// aggregated child rebuilds (NVVM_SREG CHILD Geometry or DynamicSmem:
/// %ctaid, %ntid, %nctaid, %dynamic_smem_size).
bool readsRebuiltGeometry(llvm::StringRef Name);
/// The row of the CTA barrier named \p Name, or null if \p Name is not
/// `llvm.nvvm.barrier.cta.*` (every such name has one).
const NVVMBarrier *lookupBarrier(llvm::StringRef Name);
/// Whether \p Name is an entry point of the CUDA device runtime or a ptxas
/// system call (DEVICE_RUNTIME).
bool isDeviceRuntimeEntry(llvm::StringRef Name);

/// Whether a call of the declaration \p F neither launches nor uses a
/// stream, an event or the error state (column STREAM 0); intrinsics do
/// neither.
bool isStreamFree(const llvm::Function &F);
/// Whether a call of \p F launches nothing, uses no stream or event and
/// reads no error state; it may write the calling thread's (STREAM 0 or 2).
bool isOrderFree(const llvm::Function &F);

/// print<dpagg-known-calls>: first the special registers, CTA barriers and
/// device runtime entries the module declares, with their rows; then every
/// declaration of the module and the KNOWN_DECL or NVVM_CLASS row the table
/// gives it.
class KnownCallsPrinterPass
    : public llvm::PassInfoMixin<KnownCallsPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit KnownCallsPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_ANALYSIS_KNOWNCALLS_H
