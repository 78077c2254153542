//===- KnownCalls.cpp - the rows of KnownCalls.def ------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/KnownCalls.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

static const KnownCall KnownCalls[] = {
#define KNOWN_DECL(NAME, MATCH, RETURNS, WAITS, LAUNCHES, STREAM, GEOMETRY,    \
                   OWN)                                                        \
  {NAME, KnownMatch::MATCH, RETURNS, WAITS, LAUNCHES, STREAM, GEOMETRY, OWN},
#include "dpagg/Analysis/KnownCalls.def"
};

static const NVVMClass NVVMClasses[] = {
#define NVVM_CLASS(PREFIX, WAITS, PER_THREAD, WARP_INSENSITIVE)                \
  {PREFIX, WAITS, PER_THREAD, WARP_INSENSITIVE},
#include "dpagg/Analysis/KnownCalls.def"
};

struct NVVMWarpSync {
  StringRef Prefix; // after "llvm.nvvm."
  unsigned Mask;
};
static const NVVMWarpSync WarpSyncs[] = {
#define NVVM_WARP_SYNC(PREFIX, MASK) {PREFIX, MASK},
#include "dpagg/Analysis/KnownCalls.def"
};

static const NVVMSpecialRegister SpecialRegisters[] = {
#define NVVM_SREG(NAME, MATCH, EXTENT, CHILD, WARP_INSENSITIVE, SERIAL)        \
  {NAME,                                                                       \
   KnownMatch::MATCH,                                                          \
   SregExtent::EXTENT,                                                         \
   SregChildRead::CHILD,                                                       \
   WARP_INSENSITIVE,                                                           \
   SregSerialRead::SERIAL},
#include "dpagg/Analysis/KnownCalls.def"
};

static const NVVMBarrier Barriers[] = {
#define NVVM_BARRIER(NAME, MATCH, BLOCK, COUNTED, WARP_INSENSITIVE, MOLD,      \
                     UNIFORM)                                                  \
  {NAME,    KnownMatch::MATCH, BLOCK,                                          \
   COUNTED, WARP_INSENSITIVE,  BarrierMold::MOLD,                              \
   UNIFORM},
#include "dpagg/Analysis/KnownCalls.def"
};

static const std::pair<StringRef, KnownMatch> DeviceRuntime[] = {
#define DEVICE_RUNTIME(NAME, MATCH) {NAME, KnownMatch::MATCH},
#include "dpagg/Analysis/KnownCalls.def"
};

static const std::pair<StringRef, AllocRole> AllocCalls[] = {
#define ALLOC_CALL(NAME, ROLE) {NAME, AllocRole::ROLE},
#include "dpagg/Analysis/KnownCalls.def"
};

std::optional<AllocRole> dpagg::lookupAllocCall(const Function &F) {
  if (!F.isDeclaration())
    return std::nullopt;
  for (const auto &[Name, Role] : AllocCalls)
    if (F.getName() == Name)
      return Role;
  return std::nullopt;
}

static bool matches(StringRef Name, StringRef Row, KnownMatch Match) {
  return Match == KnownMatch::Exact ? Name == Row : Name.starts_with(Row);
}

/// The first row of \p Rows whose name (after \p Family) matches \p Name.
template <typename RowT, size_t N>
static const RowT *firstRow(const RowT (&Rows)[N], StringRef Name,
                            StringRef Family) {
  if (!Name.consume_front(Family))
    return nullptr;
  const RowT *It = find_if(
      Rows, [&](const RowT &R) { return matches(Name, R.Name, R.Match); });
  return It == std::end(Rows) ? nullptr : It;
}

const NVVMSpecialRegister *dpagg::lookupSpecialRegister(StringRef Name) {
  return firstRow(SpecialRegisters, Name, "llvm.nvvm.read.ptx.sreg.");
}

bool dpagg::readsRebuiltGeometry(StringRef Name) {
  const NVVMSpecialRegister *R = lookupSpecialRegister(Name);
  return R && (R->Child == SregChildRead::Geometry ||
               R->Child == SregChildRead::DynamicSmem);
}

const NVVMBarrier *dpagg::lookupBarrier(StringRef Name) {
  return firstRow(Barriers, Name, "llvm.nvvm.barrier.cta.");
}

bool dpagg::isDeviceRuntimeEntry(StringRef Name) {
  return any_of(DeviceRuntime, [&](const auto &R) {
    return matches(Name, R.first, R.second);
  });
}

const KnownCall *dpagg::lookupKnownCall(StringRef Name) {
  const auto *It = find_if(KnownCalls, [&](const KnownCall &K) {
    return matches(Name, K.Name, K.Match);
  });
  return It == std::end(KnownCalls) ? nullptr : It;
}

const KnownCall *dpagg::lookupKnownCall(const Function &F) {
  return F.isDeclaration() && !F.isIntrinsic() ? lookupKnownCall(F.getName())
                                               : nullptr;
}

const NVVMClass *dpagg::lookupNVVMClass(StringRef Name) {
  if (!Name.consume_front("llvm.nvvm."))
    return nullptr;
  // No prefix of the table is a prefix of another, so at most one row
  // matches and the order of the NVVM rows does not matter; keep it so.
  const auto *It = find_if(NVVMClasses, [&](const NVVMClass &C) {
    return Name.starts_with(C.Prefix);
  });
  return It == std::end(NVVMClasses) ? nullptr : It;
}

std::optional<unsigned> dpagg::warpSyncMaskOperand(StringRef Name) {
  if (!Name.consume_front("llvm.nvvm."))
    return std::nullopt;
  for (const NVVMWarpSync &W : WarpSyncs)
    if (Name.starts_with(W.Prefix))
      return W.Mask;
  return std::nullopt;
}

bool dpagg::isStreamFree(const Function &F) {
  if (F.isIntrinsic())
    return true;
  const KnownCall *K = lookupKnownCall(F);
  return K && K->Stream == 0;
}

bool dpagg::isOrderFree(const Function &F) {
  if (F.isIntrinsic())
    return true;
  const KnownCall *K = lookupKnownCall(F);
  return K && K->Stream != 1;
}

static void printRow(raw_ostream &OS, const KnownCall &K) {
  OS << "\"" << K.Name << "\"" << (K.Match == KnownMatch::Prefix ? "*" : "");
  for (auto [Set, Column] :
       {std::pair(K.Returns, "returns"), std::pair(K.Waits == 1, "waits"),
        std::pair(K.Waits == 2, "waits-in-loop"),
        std::pair(K.Launches, "launches"), std::pair(K.Stream == 1, "stream"),
        std::pair(K.Stream == 2, "error-write"),
        std::pair(K.Geometry, "geometry"), std::pair(K.Own, "own")})
    if (Set)
      OS << " " << Column;
}

static void printClass(raw_ostream &OS, const NVVMClass &C) {
  OS << "nvvm \"" << C.Prefix << "\"*";
  for (auto [Set, Column] :
       {std::pair(C.Waits, "waits"), std::pair(C.PerThread, "per-thread"),
        std::pair(C.WarpInsensitive, "warp-insensitive")})
    if (Set)
      OS << " " << Column;
}

static void printSpecialRegister(raw_ostream &OS,
                                 const NVVMSpecialRegister &R) {
  static const char *Extents[] = {"thread", "block", "grid"};
  static const char *Reads[] = {"geometry", "dynamic-smem", "allowed",
                                "blocked"};
  OS << "sreg \"" << R.Name << "\""
     << (R.Match == KnownMatch::Prefix ? "*" : "") << " uniform-in-"
     << Extents[static_cast<unsigned>(R.Extent)] << " child-"
     << Reads[static_cast<unsigned>(R.Child)];
  if (R.WarpInsensitive)
    OS << " warp-insensitive";
  static const char *SerialReads[] = {"rewritten", "dynamic-smem", "allowed",
                                      "blocked"};
  OS << " serial-" << SerialReads[static_cast<unsigned>(R.Serial)];
}

static void printBarrier(raw_ostream &OS, const NVVMBarrier &B) {
  static const char *Molds[] = {"mold-sync", "mold-reduce", "mold-none"};
  OS << "barrier \"" << B.Name << "\""
     << (B.Match == KnownMatch::Prefix ? "*" : "");
  for (auto [Set, Column] :
       {std::pair(B.Block, "block"), std::pair(B.Counted, "counted"),
        std::pair(B.WarpInsensitive, "warp-insensitive")})
    if (Set)
      OS << " " << Column;
  OS << " " << Molds[static_cast<unsigned>(B.Mold)];
  if (B.Uniform)
    OS << " uniform";
}

/// The rows of the tables of NVVM_SREG, NVVM_BARRIER and DEVICE_RUNTIME
/// that the declarations of \p M get.
static void printIntrinsicRows(raw_ostream &OS, const Module &M) {
  for (const Function &F : M) {
    if (!F.isDeclaration())
      continue;
    StringRef N = F.getName();
    if (const NVVMSpecialRegister *R = lookupSpecialRegister(N)) {
      OS << N << ": ";
      printSpecialRegister(OS, *R);
      OS << "\n";
    } else if (const NVVMBarrier *B = lookupBarrier(N)) {
      OS << N << ": ";
      printBarrier(OS, *B);
      OS << "\n";
    } else if (isDeviceRuntimeEntry(N)) {
      OS << N << ": device runtime\n";
    }
  }
}

PreservedAnalyses KnownCallsPrinterPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  printIntrinsicRows(OS, M);
  for (const Function &F : M) {
    if (!F.isDeclaration())
      continue;
    OS << F.getName() << ": ";
    if (const KnownCall *K = lookupKnownCall(F))
      printRow(OS, *K);
    else if (const NVVMClass *C = lookupNVVMClass(F.getName()))
      printClass(OS, *C);
    else
      OS << "unknown";
    OS << "\n";
  }
  return PreservedAnalyses::all();
}
