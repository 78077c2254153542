//===- LinkRuntime.cpp - link the embedded device runtime -----------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/LinkRuntime.h"
#include "dpagg/Runtime/RuntimeABI.h"
#include "dpagg/Runtime/RuntimeFunctions.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-link-runtime"

#include "dpagg/RuntimeBitcode.inc"

static bool isRuntimeEntry(const GlobalValue &GV) {
  return GV.getName().starts_with("__dpagg_");
}

static bool referencesRuntime(const Module &M) {
  for (const GlobalValue &GV : M.global_values())
    if (GV.isDeclaration() && isRuntimeEntry(GV))
      return true;
  return false;
}

/// A runtime whose definitions disagree with RuntimeABI.def would link and
/// run wrong (an argument read in another's place): the build fails instead,
/// naming each difference.
static bool runtimeMatchesABI(Module &M, const Module &RT) {
  std::vector<std::string> Errors =
      checkRuntimeABI(RT, runtimeFunctionsUsedBy(M));
  if (Errors.empty())
    return true;
  std::string Msg = "DPAgg: the device runtime does not match its ABI table "
                    "(include/dpagg/Runtime/RuntimeABI.def):";
  for (const std::string &E : Errors)
    Msg += "\n  " + E;
  M.getContext().diagnose(DiagnosticInfoGeneric(Msg));
  return false;
}

void LinkRuntimePass::printPipeline(
    raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
  OS << MapClassName2PassName(name());
  if (InlineCalls)
    OS << "<inline>";
}

static void inlineRuntimeCalls(Module &M) {
  SmallVector<CallBase *, 16> Calls;
  for (Function &F : M)
    if (isRuntimeEntry(F) && !F.isDeclaration())
      for (User *U : F.users())
        if (auto *CB = dyn_cast<CallBase>(U))
          if (CB->getCalledFunction() == &F)
            Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    InlineFunctionInfo IFI;
    InlineFunction(*CB, IFI);
  }
}

/// The runtime's bitcode, embedded in the plugin or, with
/// -dpagg-runtime-bitcode, from a file, parsed for \p M's target; null (and
/// a diagnostic) where it cannot be read.
static std::unique_ptr<Module> loadRuntime(Module &M) {
  LLVMContext &Ctx = M.getContext();
  StringRef Bytes(reinterpret_cast<const char *>(DPAggRuntimeBitcode),
                  sizeof(DPAggRuntimeBitcode));
  std::unique_ptr<MemoryBuffer> Override;
  if (!RuntimeBitcodeOpt.empty()) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> BufOrErr =
        MemoryBuffer::getFile(RuntimeBitcodeOpt);
    if (!BufOrErr) {
      Ctx.diagnose(DiagnosticInfoGeneric(
          "DPAgg: cannot read -dpagg-runtime-bitcode=" + RuntimeBitcodeOpt +
          ": " + BufOrErr.getError().message()));
      return nullptr;
    }
    Override = std::move(*BufOrErr);
    Bytes = Override->getBuffer();
  }
  Expected<std::unique_ptr<Module>> RTOrErr =
      parseBitcodeFile(MemoryBufferRef(Bytes, "dpagg-runtime.bc"), Ctx);
  if (!RTOrErr) {
    Ctx.diagnose(DiagnosticInfoGeneric(
        "DPAgg: cannot read the embedded device runtime: " +
        toString(RTOrErr.takeError())));
    return nullptr;
  }
  std::unique_ptr<Module> RT = std::move(*RTOrErr);
  RT->setDataLayout(M.getDataLayout());
  RT->setTargetTriple(M.getTargetTriple());
  return RT;
}

/// The runtime uses no libdevice, so its denormal mode is irrelevant; drop
/// the flag rather than conflict with the user's -fcuda-flush-denormals.
static void dropDenormalFlag(Module &RT) {
  NamedMDNode *Flags = RT.getModuleFlagsMetadata();
  if (!Flags)
    return;
  SmallVector<Module::ModuleFlagEntry, 8> Entries;
  RT.getModuleFlagsMetadata(Entries);
  Flags->eraseFromParent();
  for (const Module::ModuleFlagEntry &E : Entries)
    if (E.Key->getString() != "nvvm-reflect-ftz")
      RT.addModuleFlag(E.Behavior, E.Key->getString(), E.Val);
}

/// Drops the runtime's llvm.used and llvm.compiler.used: clang lists a
/// CUDA __device__ variable with external linkage there (the allocation
/// pool, runtime/alloc.cu), and the linker links such a list whole, so every
/// module that links any runtime function would get the 32 MiB pool. Nothing
/// the runtime defines is registered with the host or needs keeping: what
/// a module calls keeps what it reaches.
static void dropUsedLists(Module &RT) {
  for (StringRef Name : {"llvm.used", "llvm.compiler.used"})
    if (GlobalVariable *GV = RT.getGlobalVariable(Name))
      GV->eraseFromParent();
}

/// Retargets the runtime to the user's GPU: the attributes of any defined
/// function of \p M.
static void retargetRuntime(const Module &M, Module &RT) {
  StringRef CPU, Features;
  for (const Function &F : M)
    if (!F.isDeclaration()) {
      CPU = F.getFnAttribute("target-cpu").getValueAsString();
      Features = F.getFnAttribute("target-features").getValueAsString();
      break;
    }
  for (Function &F : RT) {
    if (F.isDeclaration())
      continue;
    if (!CPU.empty())
      F.addFnAttr("target-cpu", CPU);
    if (!Features.empty())
      F.addFnAttr("target-features", Features);
    // What FitRegisterBounds may compile for a lower register bound.
    F.addFnAttr(RuntimeFunctionAttr);
  }
}

/// A zero-initialized variable every unit defines alike and the program
/// needs once: common linkage, which nvlink allocates once for all units.
static void shareOnce(GlobalVariable &Var) {
  if (!Var.hasInitializer() || !Var.getInitializer()->isNullValue())
    return; // common takes only zeros: the weak definition stays
  Var.setExternallyInitialized(false);
  Var.setLinkage(GlobalValue::CommonLinkage);
}

/// Links what \p M needs of \p RT into it; false (and a diagnostic) if the
/// linker fails. Everything the runtime defines becomes internal to this
/// module, the globals it reaches only through other runtime code included
/// (the linker's set names only the values it was asked for): two -fgpu-rdc
/// translation units built with DPAgg each get their own copy, and nvlink
/// sees no second definition of anything (the allocation pool aside: below).
static bool linkInternalized(Module &M, std::unique_ptr<Module> RT) {
  StringSet<> RuntimeDefs;
  for (const GlobalValue &GV : RT->global_values())
    if (!GV.isDeclaration() && GV.hasName())
      RuntimeDefs.insert(GV.getName());
  bool Failed = Linker::linkModules(
      M, std::move(RT), Linker::Flags::LinkOnlyNeeded,
      [&RuntimeDefs](Module &M, const StringSet<> &Linked) {
        internalizeModule(M, [&](const GlobalValue &GV) {
          return !GV.hasName() || (!Linked.contains(GV.getName()) &&
                                   !RuntimeDefs.contains(GV.getName()));
        });
      });
  if (Failed) {
    M.getContext().diagnose(DiagnosticInfoGeneric(
        "DPAgg: linking the device runtime into " + M.getName() + " failed"));
    return false;
  }
  // internalizeModule leaves CUDA __device__ variables (externally
  // initialized: the host may write them) external; the runtime's are
  // private to DPAgg, so they are made internal here. All but the
  // allocation pool, which every unit with allocation sites shares
  // (runtime/alloc.cu): its weak definition stays (nvlink keeps one symbol,
  // but every unit's storage), or with -dpagg-shared-pools it becomes
  // common, which nvlink allocates once.
  for (const auto &Name : RuntimeDefs) {
    GlobalValue *GV = M.getNamedValue(Name.getKey());
    if (!GV || GV->isDeclaration() || GV->hasLocalLinkage())
      continue;
    if (Name.getKey() == DPAGG_ALLOC_POOL_NAME) {
      if (SharedPoolsOpt)
        shareOnce(*cast<GlobalVariable>(GV));
      continue;
    }
    GV->setLinkage(GlobalValue::InternalLinkage);
    if (auto *Var = dyn_cast<GlobalVariable>(GV))
      Var->setExternallyInitialized(false);
  }
  return true;
}

PreservedAnalyses LinkRuntimePass::run(Module &M, ModuleAnalysisManager &) {
  if (!isDeviceModule(M) || !referencesRuntime(M))
    return PreservedAnalyses::all();
  std::unique_ptr<Module> RT = loadRuntime(M);
  if (!RT || !runtimeMatchesABI(M, *RT))
    return PreservedAnalyses::all();
  dropDenormalFlag(*RT);
  dropUsedLists(*RT);
  retargetRuntime(M, *RT);
  if (!linkInternalized(M, std::move(RT)))
    return PreservedAnalyses::none();
  if (InlineCalls)
    inlineRuntimeCalls(M);
  return PreservedAnalyses::none();
}
