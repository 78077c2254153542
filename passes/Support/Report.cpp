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

Scope dpagg::narrowedScope(Narrowing R) {
  switch (R) {
  case Narrowing::None:
    break;
#define DPAGG_NARROWED(S, Enum, Rule, Summary)                                 \
  case Narrowing::Enum:                                                        \
    return Scope::S;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("no scope for Narrowing::None");
}

StringRef dpagg::ruleName(Narrowing R) {
  switch (R) {
  case Narrowing::None:
    return "";
#define DPAGG_NARROWED(Scope, Enum, Rule, Summary)                             \
  case Narrowing::Enum:                                                        \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown reason");
}

StringRef dpagg::summaryText(Narrowing R) {
  switch (R) {
  case Narrowing::None:
    return "";
#define DPAGG_NARROWED(Scope, Enum, Rule, Summary)                             \
  case Narrowing::Enum:                                                        \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown reason");
}

StringRef dpagg::ruleName(SerialRefusal R) {
  switch (R) {
#define DPAGG_NOT_SERIALIZED(Enum, Rule, Summary)                              \
  case SerialRefusal::Enum:                                                    \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown serial refusal");
}

StringRef dpagg::summaryText(SerialRefusal R) {
  switch (R) {
#define DPAGG_NOT_SERIALIZED(Enum, Rule, Summary)                              \
  case SerialRefusal::Enum:                                                    \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown serial refusal");
}

StringRef dpagg::ruleName(LastExitRefusal R) {
  switch (R) {
#define DPAGG_NO_LAST_EXIT(Enum, Rule, Summary)                                \
  case LastExitRefusal::Enum:                                                  \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown last-exit refusal");
}

StringRef dpagg::summaryText(LastExitRefusal R) {
  switch (R) {
#define DPAGG_NO_LAST_EXIT(Enum, Rule, Summary)                                \
  case LastExitRefusal::Enum:                                                  \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown last-exit refusal");
}

StringRef dpagg::ruleName(BlockStreamRefusal R) {
  switch (R) {
#define DPAGG_NO_BLOCK_STREAM(Enum, Rule, Summary)                             \
  case BlockStreamRefusal::Enum:                                               \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown block-stream refusal");
}

StringRef dpagg::summaryText(BlockStreamRefusal R) {
  switch (R) {
#define DPAGG_NO_BLOCK_STREAM(Enum, Rule, Summary)                             \
  case BlockStreamRefusal::Enum:                                               \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown block-stream refusal");
}

StringRef dpagg::ruleName(OwnStreamsRefusal R) {
  switch (R) {
#define DPAGG_NO_OWN_STREAMS_MOVE(Enum, Rule, Summary)                         \
  case OwnStreamsRefusal::Enum:                                                \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown own-streams refusal");
}

StringRef dpagg::summaryText(OwnStreamsRefusal R) {
  switch (R) {
#define DPAGG_NO_OWN_STREAMS_MOVE(Enum, Rule, Summary)                         \
  case OwnStreamsRefusal::Enum:                                                \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown own-streams refusal");
}

StringRef dpagg::ruleName(RejoinRefusal R) {
  switch (R) {
#define DPAGG_NO_WARP_REJOIN(Enum, Rule, Summary)                              \
  case RejoinRefusal::Enum:                                                    \
    return Rule;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown warp-rejoin refusal");
}

StringRef dpagg::summaryText(RejoinRefusal R) {
  switch (R) {
#define DPAGG_NO_WARP_REJOIN(Enum, Rule, Summary)                              \
  case RejoinRefusal::Enum:                                                    \
    return Summary;
#include "dpagg/Support/Reasons.def"
  }
  llvm_unreachable("unknown warp-rejoin refusal");
}

unsigned LaunchTally::aggregated() const {
  unsigned N = 0;
  for (Scope S : AllScopes)
    N += Aggregated[S];
  return N;
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
    for (Scope S : reverse(AllScopes)) // widest first
      if (Aggregated[S]) {
        OS << LS << Aggregated[S] << ' ' << scopeWords(S);
        if (S == Scope::Grid && AutoGrid == Aggregated[S])
          OS << " in large parent grids, else per block";
        else if (S == Scope::Grid && AutoGrid)
          OS << " (" << AutoGrid << " of them in large parent grids only)";
        if (S == Scope::Grid && FewWaves)
          OS << " (" << FewWaves
             << " of them in grids of a few waves only: work after the "
                "launch)";
        if (S == Scope::Grid && NestedGrid)
          OS << " (" << NestedGrid
             << " of them nested levels, per grid in every parent grid)";
      }
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
  // Only the sites a wider scope was asked for and refused, grouped by that
  // scope, widest first ("per warp, not per block: ..."); a site asked for
  // the scope it got counts under Narrowing::None and needs no explanation.
  for (Scope S : reverse(AllScopes)) {
    bool First = true;
    for (unsigned I = 1; I < NumNarrowings; ++I) {
      if (!Narrowed[I] || narrowedScope(Narrowing(I)) != S)
        continue;
      if (First)
        OS << "; per " << scopeName(narrowsTo(S)) << ", not per "
           << scopeName(S) << ": ";
      else
        OS << ", ";
      OS << Narrowed[I] << ' ' << summaryText(Narrowing(I));
      First = false;
    }
  }
  printLastExit(OS);
  printRejoin(OS);
  printSerial(OS);
}

/// " (N not: C1 why1, C2 why2)" of a refusal table's counts \p Not (rows of
/// Reasons.def, in their order; \p Heading instead of "not"), or nothing
/// where none was refused.
template <typename RefusalT, size_t N>
static void printNotCounts(raw_ostream &OS, const std::array<unsigned, N> &Not,
                           StringRef Heading = "not") {
  unsigned All = 0;
  for (unsigned C : Not)
    All += C;
  if (!All)
    return;
  OS << " (" << All << ' ' << Heading << ": ";
  ListSeparator LS;
  for (unsigned I = 0; I < N; ++I)
    if (Not[I])
      OS << LS << Not[I] << ' ' << summaryText(RefusalT(I));
  OS << ')';
}

/// Whether any count of \p Not is set.
template <size_t N> static bool anyCount(const std::array<unsigned, N> &Not) {
  return llvm::any_of(Not, [](unsigned C) { return C != 0; });
}

/// The warp rejoin, only where it was considered (per-warp sites in loops,
/// with -dpagg-warp-rejoin): "; W per warp rejoined every iteration of their
/// loop (R not: ...)".
void LaunchTally::printRejoin(raw_ostream &OS) const {
  if (!Rejoined && !anyCount(NoRejoin))
    return;
  OS << "; " << Rejoined << " per warp rejoined every iteration of their loop";
  printNotCounts<RejoinRefusal>(OS, NoRejoin);
}

/// Block scope at the last exit, only where it was considered (never under
/// the default -dpagg-block-meeting=required): "; B per block at its
/// threads' last exit (R not: ...)".
void LaunchTally::printLastExit(raw_ostream &OS) const {
  if (!AtLastExit && !GroupAtLastExit && !anyCount(NoLastExit))
    return;
  OS << "; " << AtLastExit << " per block";
  if (GroupAtLastExit)
    OS << " and " << GroupAtLastExit << " per grid or group of blocks";
  OS << " at its threads' last exit";
  printNotCounts<LastExitRefusal>(OS, NoLastExit);
}

/// Serialization, only where it was asked for (every site not serialized
/// for Off means it was not): "; S serialized below a threshold (N not
/// serialized: ...)".
void LaunchTally::printSerial(raw_ostream &OS) const {
  unsigned Off = NotSerialized[unsigned(SerialRefusal::Off)];
  if (Off == sites())
    return;
  OS << "; " << Serialized << " serialized below a threshold";
  printNotCounts<SerialRefusal>(OS, NotSerialized, "not serialized");
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
