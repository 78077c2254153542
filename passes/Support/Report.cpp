//===- Report.cpp - reasons and the per-TU summary ------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Report.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

StringRef dpagg::ruleName(Refusal R) {
  switch (R) {
#define DPAGG_REFUSAL(Enum, Rule, Summary)                                     \
  case Refusal::Enum:                                                          \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown refusal");
}

StringRef dpagg::summaryText(Refusal R) {
  switch (R) {
#define DPAGG_REFUSAL(Enum, Rule, Summary)                                     \
  case Refusal::Enum:                                                          \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown refusal");
}

StringRef dpagg::ruleName(NotBlock R) {
  switch (R) {
  case NotBlock::None:
    return "";
#define DPAGG_NOT_BLOCK(Enum, Rule, Summary)                                   \
  case NotBlock::Enum:                                                         \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown reason");
}

StringRef dpagg::summaryText(NotBlock R) {
  switch (R) {
  case NotBlock::None:
    return "warp scope asked";
#define DPAGG_NOT_BLOCK(Enum, Rule, Summary)                                   \
  case NotBlock::Enum:                                                         \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown reason");
}

unsigned LaunchTally::refused() const {
  unsigned N = 0;
  for (unsigned C : Refused)
    N += C;
  return N;
}

void LaunchTally::print(raw_ostream &OS) const {
  OS << sites() << (sites() == 1 ? " launch site" : " launch sites");
  if (!sites())
    return;
  OS << ": " << aggregated() << " aggregated";
  if (aggregated()) {
    ListSeparator LS;
    OS << " (";
    if (Block)
      OS << LS << Block << " per block";
    if (Warp)
      OS << LS << Warp << " per warp";
    OS << ')';
  }
  if (refused()) {
    OS << ", " << refused() << " not aggregated (";
    ListSeparator LS;
    for (unsigned I = 0; I < NumRefusals; ++I)
      if (Refused[I])
        OS << LS << Refused[I] << ' ' << summaryText(Refusal(I));
    OS << ')';
  }
  // Only the sites that block scope was asked for and refused; a warp-scope
  // build's sites count under NotBlock::None and need no explanation.
  bool AnyNotBlock = false;
  for (unsigned I = 1; I < NumNotBlock; ++I)
    AnyNotBlock |= WarpNotBlock[I] != 0;
  if (!AnyNotBlock)
    return;
  OS << "; per warp, not per block: ";
  ListSeparator LS;
  for (unsigned I = 1; I < NumNotBlock; ++I)
    if (WarpNotBlock[I])
      OS << LS << WarpNotBlock[I] << ' ' << summaryText(NotBlock(I));
}

void dpagg::printSummary(const Module &M, const LaunchTally &Sites,
                         const LaunchTally &CloneSites) {
  if (!SummaryOpt)
    return;
  // A report the user asked for, like -ftime-report: one line per device
  // compile (one per GPU architecture), so it names the architecture.
  std::string Line;
  raw_string_ostream OS(Line);
  OS << "dpagg: " << M.getSourceFileName();
  if (StringRef CPU = moduleTargetCPU(M); !CPU.empty())
    OS << " (" << CPU << ")";
  OS << ": ";
  Sites.print(OS);
  if (CloneSites.sites()) {
    OS << "; in aggregated clones: ";
    CloneSites.print(OS);
  }
  OS << '\n';
  errs() << Line;
}
