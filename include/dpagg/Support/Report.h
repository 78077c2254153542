//===- dpagg/Support/Report.h - reasons and the per-TU summary -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Why a launch site was not aggregated (Refusal) or was aggregated at a
/// narrower scope than the one asked (Narrowing), from the one table in
/// Reasons.def, and the tally of a translation unit's sites that
/// -dpagg-summary (the wrapper's --dpagg-summary) prints as one line:
///
///   dpagg: app.cu (sm_90): 7 launch sites: 4 aggregated (3 per block,
///   1 per warp), 3 not aggregated (2 child in another translation unit,
///   1 __grid_constant__ parameter); per warp, not per block: 1 not in a
///   kernel
///
/// (one line; wrapped here). The remarks and the summary take their
/// categories from the same enumerators, so they cannot disagree.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_REPORT_H
#define DPAGG_SUPPORT_REPORT_H

#include "dpagg/Support/Scope.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <optional>

namespace llvm {
class Module;
class raw_ostream;
} // namespace llvm

namespace dpagg {

enum class Refusal : uint8_t {
#define DPAGG_REFUSAL(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};
constexpr unsigned NumRefusals = 0
#define DPAGG_REFUSAL(Enum, Rule, Summary) +1
#include "dpagg/Support/Reasons.def"
    ;

/// Why a site did not get a scope it was asked for (Reasons.def,
/// DPAGG_NARROWED); None where it got it, or was not asked for it.
enum class Narrowing : uint8_t {
  None,
#define DPAGG_NARROWED(Scope, Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};
constexpr unsigned NumNarrowings = 1
#define DPAGG_NARROWED(Scope, Enum, Rule, Summary) +1
#include "dpagg/Support/Reasons.def"
    ;

/// Why a site is not serialized (Reasons.def, DPAGG_NOT_SERIALIZED).
enum class SerialRefusal : uint8_t {
#define DPAGG_NOT_SERIALIZED(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};
constexpr unsigned NumSerialRefusals = 0
#define DPAGG_NOT_SERIALIZED(Enum, Rule, Summary) +1
#include "dpagg/Support/Reasons.def"
    ;

/// Why a block-scope site that cannot meet at a barrier does not meet at
/// its threads' last exit either (Reasons.def, DPAGG_NO_LAST_EXIT).
enum class LastExitRefusal : uint8_t {
#define DPAGG_NO_LAST_EXIT(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};
constexpr unsigned NumLastExitRefusals = 0
#define DPAGG_NO_LAST_EXIT(Enum, Rule, Summary) +1
#include "dpagg/Support/Reasons.def"
    ;

/// Why a kernel's launches into the per-thread default stream do not go to
/// its blocks' NULL stream instead (Reasons.def, DPAGG_NO_BLOCK_STREAM).
enum class BlockStreamRefusal : uint8_t {
#define DPAGG_NO_BLOCK_STREAM(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};

/// Why a kernel's launches into streams its threads created do not go to
/// its blocks' NULL stream instead (Reasons.def, DPAGG_NO_OWN_STREAMS_MOVE).
enum class OwnStreamsRefusal : uint8_t {
#define DPAGG_NO_OWN_STREAMS_MOVE(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};

/// Why the lanes of a warp in the loop around a per-warp site are not
/// rejoined every iteration (Reasons.def, DPAGG_NO_WARP_REJOIN).
enum class RejoinRefusal : uint8_t {
#define DPAGG_NO_WARP_REJOIN(Enum, Rule, Summary) Enum,
#include "dpagg/Support/Reasons.def"
};
constexpr unsigned NumRejoinRefusals = 0
#define DPAGG_NO_WARP_REJOIN(Enum, Rule, Summary) +1
#include "dpagg/Support/Reasons.def"
    ;

/// The scope a narrowing reason is about (its row's SCOPE); not for None.
Scope narrowedScope(Narrowing R);

/// The short name of the rule ("grid-constant"), for analysis remarks.
llvm::StringRef ruleName(Refusal R);
llvm::StringRef ruleName(Narrowing R);
llvm::StringRef ruleName(SerialRefusal R);
llvm::StringRef ruleName(LastExitRefusal R);
llvm::StringRef ruleName(BlockStreamRefusal R);
llvm::StringRef ruleName(OwnStreamsRefusal R);
llvm::StringRef ruleName(RejoinRefusal R);
/// The summary's words for a count of sites ("__grid_constant__ parameter").
llvm::StringRef summaryText(Refusal R);
llvm::StringRef summaryText(Narrowing R);
llvm::StringRef summaryText(SerialRefusal R);
llvm::StringRef summaryText(LastExitRefusal R);
llvm::StringRef summaryText(BlockStreamRefusal R);
llvm::StringRef summaryText(OwnStreamsRefusal R);
llvm::StringRef summaryText(RejoinRefusal R);

/// Launch sites of a module counted by outcome.
struct LaunchTally {
  PerScope<unsigned> Aggregated = {};
  std::array<unsigned, NumRefusals> Refused = {};
  std::array<unsigned, NumNarrowings> Narrowed = {};
  /// Serialization (orthogonal to the above): sites serialized below a
  /// threshold, and why the others are not.
  unsigned Serialized = 0;
  std::array<unsigned, NumSerialRefusals> NotSerialized = {};

  void addRefused(Refusal R) { ++Refused[unsigned(R)]; }
  /// A site aggregated at \p At; \p WhyNot says, per wider scope it was
  /// asked for, why not there.
  void addAggregated(Scope At, const PerScope<Narrowing> &WhyNot) {
    ++Aggregated[At];
    for (Scope S : AllScopes)
      ++Narrowed[unsigned(WhyNot[S])];
  }
  /// Of the sites per grid, those -dpagg-auto-grid sent there (per grid
  /// only in large parent grids, per block in the others).
  unsigned AutoGrid = 0;
  /// Of those, the ones per grid only in grids of a few waves of threads
  /// (work after the launch at the last exit: DPAGG_GROUP_BLOCKS_FEW_WAVES).
  unsigned FewWaves = 0;
  /// Of the sites per grid, those -dpagg-nested-grid sent there (a nested
  /// level: per grid in every parent grid).
  unsigned NestedGrid = 0;
  unsigned aggregated() const;
  unsigned refused() const;
  unsigned sites() const { return aggregated() + refused(); }
  /// Block scope at the threads' last exit (issue 26, item 3): sites
  /// aggregated so, and why the sites considered for it were not.
  unsigned AtLastExit = 0;
  /// Of the sites at their threads' last exit, those of a group of blocks
  /// (grid or multiblock scope: runtime/grid.cu, "Grid scope at the last
  /// exit"); AtLastExit counts the others.
  unsigned GroupAtLastExit = 0;
  std::array<unsigned, NumLastExitRefusals> NoLastExit = {};
  void addLastExit(bool AtExit, bool Group,
                   std::optional<LastExitRefusal> Why) {
    AtLastExit += AtExit && !Group;
    GroupAtLastExit += AtExit && Group;
    if (Why)
      ++NoLastExit[unsigned(*Why)];
  }
  /// Per-warp sites in loops (-dpagg-warp-rejoin): those whose warps
  /// rejoin every iteration, and why the others considered do not.
  unsigned Rejoined = 0;
  std::array<unsigned, NumRejoinRefusals> NoRejoin = {};
  void addRejoin(bool Rejoin, std::optional<RejoinRefusal> Why) {
    Rejoined += Rejoin;
    if (Why)
      ++NoRejoin[unsigned(*Why)];
  }
  void addSerial(bool Serial, SerialRefusal Why) {
    if (Serial)
      ++Serialized;
    else
      ++NotSerialized[unsigned(Why)];
  }
  /// "N launch sites: A aggregated (...), R not aggregated (...)".
  void print(llvm::raw_ostream &OS) const;

private:
  void printSerial(llvm::raw_ostream &OS) const;
  void printLastExit(llvm::raw_ostream &OS) const;
  void printRejoin(llvm::raw_ostream &OS) const;
};

/// With -dpagg-summary, prints the one-line summary of device module \p M to
/// stderr: \p Sites are the launches of the translation unit's own code,
/// \p CloneSites those inside aggregated children (a recursive kernel's
/// launch of itself, copied into its clone).
void printSummary(const llvm::Module &M, const LaunchTally &Sites,
                  const LaunchTally &CloneSites = {});

} // namespace dpagg
#endif // DPAGG_SUPPORT_REPORT_H
