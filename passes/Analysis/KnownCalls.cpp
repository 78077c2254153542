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

const KnownCall *dpagg::lookupKnownCall(StringRef Name) {
  const auto *It = find_if(KnownCalls, [&](const KnownCall &K) {
    return K.Match == KnownMatch::Exact ? Name == K.Name
                                        : Name.starts_with(K.Name);
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

bool dpagg::isStreamFree(const Function &F) {
  if (F.isIntrinsic())
    return true;
  const KnownCall *K = lookupKnownCall(F);
  return K && !K->Stream;
}

static void printRow(raw_ostream &OS, const KnownCall &K) {
  OS << "\"" << K.Name << "\"" << (K.Match == KnownMatch::Prefix ? "*" : "");
  for (auto [Set, Column] :
       {std::pair(K.Returns, "returns"), std::pair(K.Waits, "waits"),
        std::pair(K.Launches, "launches"), std::pair(K.Stream, "stream"),
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

PreservedAnalyses KnownCallsPrinterPass::run(Module &M,
                                             ModuleAnalysisManager &) {
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
