//===- DecisionPlan.cpp - a site's choice, its runner-up, the rule between ===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The decision of a launch site (issue 26, item 5), in one place: what the
/// settled plan chose for its launches, the runner-up, and the one rule that
/// ranked them (Decisions.def has the words). It re-decides nothing: it
/// reads the fields the rules wrote (Asked, At, WhyNot, Meeting, NoBarrier,
/// AutoGrid, NestedGrid, TailChain, Reason, Serial), so the decision cannot
/// disagree with the plan it summarizes. print<dpagg-plan> prints it and the
/// Decision analysis remark says it (Remarks.cpp), from SitePlan::Decision.
///
/// The runner-up is the planner's next choice. Where a preference picked
/// the choice (the scope asked, a cost rule, a run-time threshold), it is
/// the choice the site would have without that preference, still legal:
/// the next narrower scope, per block for the grid rules, per warp for the
/// last exit, the rest of the plan for serialization (the launches above
/// the threshold take it). Where the choice is what is left after a rule
/// refused a better one (per warp, per block below a group, as written),
/// it is that better one, with the rule that refused it; a kernel marked
/// DPAGG_NO_AGGREGATE has none.
///
//===----------------------------------------------------------------------===//
#include "Plan.h"

#include "dpagg/Runtime/RuntimeABI.h"

using namespace llvm;
using namespace dpagg;

StringRef dpagg::ruleName(Ranking R) {
  switch (R) {
#define DPAGG_RANKING(Enum, Rule, Text)                                        \
  case Ranking::Enum:                                                          \
    return Rule;
#include "dpagg/Support/Decisions.def"
  }
  llvm_unreachable("unknown ranking rule");
}

StringRef dpagg::rankingText(Ranking R) {
  switch (R) {
#define DPAGG_RANKING(Enum, Rule, Text)                                        \
  case Ranking::Enum:                                                          \
    return Text;
#include "dpagg/Support/Decisions.def"
  }
  llvm_unreachable("unknown ranking rule");
}

static StringRef choiceWords(Choice C) {
  switch (C) {
#define DPAGG_CHOICE(Enum, Words)                                              \
  case Choice::Enum:                                                           \
    return Words;
#include "dpagg/Support/Decisions.def"
  }
  llvm_unreachable("unknown choice");
}

std::string dpagg::alternativeWords(const Alternative &A) {
  if (A.Kind == Choice::Serialized)
    return "serialized (at most " + std::to_string(A.N) + " logical threads)";
  if (A.Kind != Choice::Aggregated)
    return choiceWords(A.Kind).str();
  std::string Words = scopeWords(A.At).str();
  if (A.At == Scope::MultiBlock && A.N)
    Words += " of " + std::to_string(A.N) + " blocks";
  if (A.At == Scope::Grid && A.N)
    Words += " in parent grids of at least " + std::to_string(A.N) + " blocks";
  if (A.At == Scope::Grid && A.FewWaves)
    Words +=
        " and at most " + std::to_string(DPAGG_FEW_WAVES) + " waves of threads";
  if (A.AtLastExit)
    Words += " at its threads' last exit";
  return Words;
}

std::string dpagg::decisionWords(const SiteDecision &D) {
  return ("chose " + alternativeWords(D.Chosen) + "; runner-up " +
          alternativeWords(D.RunnerUp) + (D.Refused ? ", refused" : "") +
          ": rule " + D.Rule + " (" + D.Why + ")")
      .str();
}

namespace {
Alternative choice(Choice C) { return {C}; }

Alternative aggregated(Scope S, bool AtLastExit = false, unsigned N = 0,
                       bool FewWaves = false) {
  return {Choice::Aggregated, S, AtLastExit, N, FewWaves};
}

/// Where \p P aggregates its launches, as an alternative.
Alternative aggregatedAsPlanned(const SitePlan &P) {
  unsigned N = 0;
  if (P.At == Scope::MultiBlock)
    N = P.GroupBlocks;
  else if (P.At == Scope::Grid && P.AutoGrid && !P.NestedGrid)
    N = P.autoGridBlocks();
  return aggregated(*P.At, P.atLastExit(), N,
                    P.At == Scope::Grid && P.FewWaves);
}

/// \p Chosen ranked above a legal \p RunnerUp by preference \p R.
SiteDecision preferred(Alternative Chosen, Alternative RunnerUp, Ranking R,
                       const std::string &Details = "") {
  return {Chosen, RunnerUp, ruleName(R), /*Refused=*/false,
          rankingText(R).str() + Details};
}

/// \p Chosen, what is left where rule \p R of Reasons.def refused
/// \p RunnerUp.
template <class RuleT>
SiteDecision refused(Alternative Chosen, Alternative RunnerUp, RuleT R,
                     const std::string &Details = "") {
  return {Chosen, RunnerUp, ruleName(R), /*Refused=*/true,
          summaryText(R).str() + Details};
}

/// The narrowest scope wider than \p P's that a rule refused it, if any.
std::optional<Scope> narrowestRefused(const SitePlan &P) {
  for (Scope S : AllScopes)
    if (S > *P.At && P.WhyNot[S] != Narrowing::None)
      return S;
  return std::nullopt;
}

/// Where the last exit was considered for a site kept per warp and refused.
std::string lastExitDetails(const SitePlan &P) {
  if (!P.NoLastExit)
    return "";
  return ("; nor at its threads' last exit: rule " + ruleName(*P.NoLastExit) +
          " (" + summaryText(*P.NoLastExit) + ")")
      .str();
}

/// The decision of \p P's launches above any serial threshold: as written,
/// tail-launched, or the scope they are aggregated at. One case per kind
/// of site, in the order of precedence of the rules that made it.
SiteDecision scopeDecision(const SitePlan &P) {
  if (P.TailChain)
    return preferred(choice(Choice::TailLaunched), choice(Choice::AsWritten),
                     Ranking::TailChain);
  if (P.refused() && P.Reason == Refusal::NoAggregate) // nothing else asked
    return {choice(Choice::AsWritten), choice(Choice::None), ruleName(P.Reason),
            /*Refused=*/false, summaryText(P.Reason).str()};
  if (P.refused())
    return refused(choice(Choice::AsWritten), aggregated(P.Asked), P.Reason);
  Alternative Chosen = aggregatedAsPlanned(P);
  if (P.atLastExit() && P.NoBarrier == Narrowing::None)
    return preferred(Chosen, aggregated(*P.At), Ranking::MeetingAvoided);
  if (P.atLastExit())
    return preferred(Chosen, aggregated(Scope::Warp), Ranking::LastExit,
                     ("; no barrier: rule " + ruleName(P.NoBarrier)).str());
  if (P.At == Scope::Grid && P.NestedGrid)
    return preferred(Chosen, aggregated(Scope::Block), Ranking::NestedGrid);
  if (P.At == Scope::Grid && P.AutoGrid)
    return preferred(Chosen, aggregated(Scope::Block), Ranking::AutoGrid);
  if (std::optional<Scope> Wider = narrowestRefused(P))
    return refused(Chosen, aggregated(*Wider), P.WhyNot[*Wider],
                   *Wider == Scope::Block ? lastExitDetails(P) : "");
  return preferred(Chosen,
                   P.At == Scope::Warp ? choice(Choice::AsWritten)
                                       : aggregated(narrowsTo(*P.At)),
                   Ranking::Asked);
}
} // namespace

/// Serialization comes first where it holds: the launches at or below the
/// threshold run in the launching thread, the others take the rest of the
/// plan, which is then the runner-up.
SiteDecision Planner::decide(const SitePlan &P) {
  SiteDecision D = scopeDecision(P);
  const SerialPlan &SP = P.Serial;
  if (!SP.serialized())
    return D;
  Alternative Serial = choice(Choice::Serialized);
  Serial.N = SP.Threshold;
  std::string Work;
  if (SP.Auto && SP.Work)
    Work = "; work per logical thread " + std::to_string(*SP.Work);
  return preferred(Serial, D.Chosen,
                   SP.Auto ? Ranking::SerialAuto : Ranking::SerialFixed, Work);
}
