//===- dpagg/Support/Scope.h - the aggregation scope ------------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One type for the idea "which threads share one aggregated launch", from
/// the option to the runtime call (Scopes.def has the rows). Scopes are
/// ordered narrowest first: a wider scope's threads are a union of the
/// narrower one's, so a value uniform in a block is uniform in each warp, and
/// a site that cannot be aggregated at a scope may still be at a narrower one.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_SCOPE_H
#define DPAGG_SUPPORT_SCOPE_H

#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <optional>

namespace dpagg {

enum class Scope : uint8_t {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  Enum,
#include "dpagg/Support/Scopes.def"
};

constexpr unsigned NumScopes = 0
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni) +1
#include "dpagg/Support/Scopes.def"
    ;

/// Every scope, narrowest first.
constexpr std::array<Scope, NumScopes> AllScopes = {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  Scope::Enum,
#include "dpagg/Support/Scopes.def"
};

/// "block": the option value and the printers' word.
llvm::StringRef scopeName(Scope S);
/// "per block": the words of remarks and the summary.
llvm::StringRef scopeWords(Scope S);
/// "the block": its threads, in remarks.
llvm::StringRef scopeThreads(Scope S);
/// "BlockAggregated": the remark of a site aggregated at \p S.
llvm::StringRef scopeRemarkName(Scope S);
/// Whether the pass aggregates at \p S yet (Scopes.def, LOWERED).
bool isLowered(Scope S);
/// The scope named \p Name, if any.
std::optional<Scope> parseScope(llvm::StringRef Name);
/// The names of every scope, ", "-separated, for error messages.
std::string scopeNames();

/// The next narrower scope; \p S must not be the narrowest.
constexpr Scope nextNarrower(Scope S) { return Scope(uint8_t(S) - 1); }

/// The scope whose threads write one record at \p S (Scopes.def, RECORD).
constexpr Scope recordScope(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Scope::Record;
#include "dpagg/Support/Scopes.def"
  }
  return S;
}

/// The scope whose uniformity analysis \p S uses (Scopes.def, UNIFORMITY).
constexpr Scope uniformityScope(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Scope::Uni;
#include "dpagg/Support/Scopes.def"
  }
  return S;
}

/// A group of blocks, whose blocks' records one launch takes
/// (runtime/grid.cu): multiblock and grid.
constexpr bool isGroupOfBlocks(Scope S) { return recordScope(S) != S; }

/// The scope a site narrowed from \p S gets: a group of blocks builds on
/// its record's scope; any other scope, the next narrower one.
constexpr Scope narrowsTo(Scope S) {
  return isGroupOfBlocks(S) ? recordScope(S) : nextNarrower(S);
}

/// One T per scope, indexed by Scope.
template <class T> class PerScope {
  std::array<T, NumScopes> Values{};

public:
  T &operator[](Scope S) { return Values[unsigned(S)]; }
  const T &operator[](Scope S) const { return Values[unsigned(S)]; }
};

} // namespace dpagg
#endif // DPAGG_SUPPORT_SCOPE_H
