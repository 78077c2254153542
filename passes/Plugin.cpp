//===- Plugin.cpp - libDPAgg.so entry point -------------------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Registers every name of PassRegistry.def with the PassBuilder (for opt
/// pipelines, -print-pipeline-passes round trips, require<> and print<>),
/// and the device pipeline of Pipeline.cpp (for clang -fpass-plugin).
///
//===----------------------------------------------------------------------===//
#include "dpagg/Analysis/AllocationSites.h"
#include "dpagg/Analysis/BlockConvergence.h"
#include "dpagg/Analysis/FunctionSummaries.h"
#include "dpagg/Analysis/KnownCalls.h"
#include "dpagg/Analysis/LaunchSiteAnalysis.h"
#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Analysis/ScopedUniformity.h"
#include "dpagg/Pipeline.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Transforms/AggregateAllocations.h"
#include "dpagg/Transforms/AggregateLaunches.h"
#include "dpagg/Transforms/AggregationOff.h"
#include "dpagg/Transforms/FitRegisterBounds.h"
#include "dpagg/Transforms/KernelDeclarations.h"
#include "dpagg/Transforms/LinkRuntime.h"
#include "dpagg/Transforms/LowerV1Launches.h"
#include "dpagg/Transforms/PromoteLaunches.h"
#include "dpagg/Transforms/PromotionRemarks.h"
#include "dpagg/Transforms/SplitSharedVariables.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpagg;

static Expected<bool> parseLinkRuntimeOptions(StringRef Params) {
  if (Params.empty())
    return false;
  if (Params == "inline")
    return true;
  return make_error<StringError>(
      formatv("invalid dpagg-link-runtime parameter '{0}' (accepted: inline)",
              Params)
          .str(),
      inconvertibleErrorCode());
}

static Expected<bool> parseLowerV1LaunchesOptions(StringRef Params) {
  if (Params.empty())
    return false;
  if (Params == "all")
    return true;
  return make_error<StringError>(
      formatv("invalid dpagg-lower-v1-launches parameter '{0}' (accepted: "
              "all)",
              Params)
          .str(),
      inconvertibleErrorCode());
}

static void registerNames(PassBuilder &PB) {
  if (PassInstrumentationCallbacks *PIC =
          PB.getPassInstrumentationCallbacks()) {
#define MODULE_PASS(NAME, CREATE_PASS)                                         \
  PIC->addClassToPassName(decltype(CREATE_PASS)::name(), NAME);
#define MODULE_PASS_WITH_PARAMS(NAME, CLASS, CREATE_PASS, PARSER, PARAMS)      \
  PIC->addClassToPassName(CLASS, NAME);
#define MODULE_ANALYSIS(NAME, CREATE_PASS)                                     \
  PIC->addClassToPassName(decltype(CREATE_PASS)::name(), NAME);
#define FUNCTION_PASS(NAME, CREATE_PASS)                                       \
  PIC->addClassToPassName(decltype(CREATE_PASS)::name(), NAME);
#define FUNCTION_ANALYSIS(NAME, CREATE_PASS)                                   \
  PIC->addClassToPassName(decltype(CREATE_PASS)::name(), NAME);
#include "PassRegistry.def"
  }

  PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
#define MODULE_ANALYSIS(NAME, CREATE_PASS)                                     \
  MAM.registerPass([] { return CREATE_PASS; });
#include "PassRegistry.def"
  });
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
#define FUNCTION_ANALYSIS(NAME, CREATE_PASS)                                   \
  FAM.registerPass([] { return CREATE_PASS; });
#include "PassRegistry.def"
  });

  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define MODULE_PASS(NAME, CREATE_PASS)                                         \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#define MODULE_PASS_WITH_PARAMS(NAME, CLASS, CREATE_PASS, PARSER, PARAMS)      \
  if (PassBuilder::checkParametrizedPassName(Name, NAME)) {                    \
    auto Params = PassBuilder::parsePassParameters(PARSER, Name, NAME);        \
    if (!Params) {                                                             \
      errs() << NAME << ": " << toString(Params.takeError()) << "\n";          \
      return false;                                                            \
    }                                                                          \
    MPM.addPass(CREATE_PASS(Params.get()));                                    \
    return true;                                                               \
  }
#define MODULE_ANALYSIS(NAME, CREATE_PASS)                                     \
  if (parseAnalysisUtilityPasses<                                              \
          std::remove_reference_t<decltype(CREATE_PASS)>>(NAME, Name, MPM))    \
    return true;
#include "PassRegistry.def"
        return false;
      });

  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define FUNCTION_PASS(NAME, CREATE_PASS)                                       \
  if (Name == NAME) {                                                          \
    FPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#define FUNCTION_ANALYSIS(NAME, CREATE_PASS)                                   \
  if (parseAnalysisUtilityPasses<                                              \
          std::remove_reference_t<decltype(CREATE_PASS)>>(NAME, Name, FPM))    \
    return true;
#include "PassRegistry.def"
        return false;
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "DPAgg", LLVM_VERSION_STRING,
          [](PassBuilder &PB) {
            registerNames(PB);
            registerDevicePipeline(PB);
          }};
}
