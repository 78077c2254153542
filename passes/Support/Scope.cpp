//===- Scope.cpp - the aggregation scope ----------------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Support/Scope.h"

#include "llvm/Support/ErrorHandling.h"
#include <string>

using namespace llvm;

namespace dpagg {

StringRef scopeName(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Name;
#include "dpagg/Support/Scopes.def"
  }
  llvm_unreachable("unknown scope");
}

StringRef scopeWords(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Words;
#include "dpagg/Support/Scopes.def"
  }
  llvm_unreachable("unknown scope");
}

StringRef scopeThreads(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Threads;
#include "dpagg/Support/Scopes.def"
  }
  llvm_unreachable("unknown scope");
}

StringRef scopeRemarkName(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Remark;
#include "dpagg/Support/Scopes.def"
  }
  llvm_unreachable("unknown scope");
}

bool isLowered(Scope S) {
  switch (S) {
#define DPAGG_SCOPE(Enum, Name, Words, Threads, Remark, Lowered, Record, Uni)  \
  case Scope::Enum:                                                            \
    return Lowered;
#include "dpagg/Support/Scopes.def"
  }
  llvm_unreachable("unknown scope");
}

std::optional<Scope> parseScope(StringRef Name) {
  for (Scope S : AllScopes)
    if (scopeName(S) == Name)
      return S;
  return std::nullopt;
}

std::string scopeNames() {
  std::string Names;
  for (Scope S : AllScopes)
    Names += (Names.empty() ? "" : ", ") + scopeName(S).str();
  return Names;
}

} // namespace dpagg
