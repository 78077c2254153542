//===- FitRegisterBounds.cpp - lower DPAgg's register bounds --------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Transforms/FitRegisterBounds.h for what and why.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Transforms/FitRegisterBounds.h"
#include "dpagg/Support/CallWalk.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace dpagg;

#define DEBUG_TYPE "dpagg-fit-register-bounds"

STATISTIC(NumFitted, "Number of register bounds lowered below 64");
STATISTIC(NumKept, "Number of register bounds kept at 64");
STATISTIC(NumDropped, "Number of aggregated children's register bounds "
                      "dropped because ptxas would spill under them");

static cl::opt<std::string>
    PtxasOpt("dpagg-ptxas",
             cl::desc("ptxas that measures the registers of the kernels DPAgg "
                      "bounds (default: $CUDA_PATH/bin/ptxas, ptxas on PATH, "
                      "/usr/local/cuda/bin/ptxas)"),
             cl::value_desc("path"));

static cl::opt<bool> FitOpt(
    "dpagg-fit-register-bounds", cl::init(true),
    cl::desc("Lower DPAgg's register bound of 64 to the smallest bound that "
             "costs no occupancy, measured with ptxas (default on)"));

namespace {

/// Why \p K is not fitted (empty if it is): a call that stays a call to a
/// function that is not DPAgg's runtime.
std::string userCallee(const Function &K) {
  std::string Why;
  walkCalls(K, [&](const CallBase &, const Function *Callee, const Function &) {
    if (!Callee) {
      Why = "an indirect call";
      return CallWalk::Stop;
    }
    if (Callee->isIntrinsic() || Callee->isDeclaration())
      return CallWalk::Skip; // the device runtime's, at most 26 registers
    if (!Callee->hasFnAttribute(RuntimeFunctionAttr)) {
      Why = demangle(Callee->getName());
      return CallWalk::Stop;
    }
    return CallWalk::Descend;
  });
  return Why;
}

std::string findPtxas() {
  if (!PtxasOpt.empty())
    return PtxasOpt;
  for (const char *Var : {"CUDA_PATH", "CUDA_HOME"})
    if (std::optional<std::string> Dir = sys::Process::GetEnv(Var)) {
      SmallString<128> P(*Dir);
      sys::path::append(P, "bin", "ptxas");
      if (sys::fs::can_execute(P))
        return std::string(P);
    }
  if (ErrorOr<std::string> P = sys::findProgramByName("ptxas"))
    return *P;
  if (sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
    return "/usr/local/cuda/bin/ptxas";
  return "";
}

/// \p Name as PTX spells an internal symbol: NVPTXAssignValidGlobalNames
/// writes '.' and '@' as "_$_".
std::string ptxName(StringRef Name) {
  std::string PTXName;
  for (char Ch : Name)
    PTXName += Ch == '.' || Ch == '@' ? std::string("_$_") : std::string(1, Ch);
  return PTXName;
}

/// ptxas's optimization level for the backend's (clang maps -O1..-O3 to
/// ptxas's -O1..-O3).
const char *ptxasOptLevel(CodeGenOptLevel Level) {
  switch (Level) {
  case CodeGenOptLevel::None:
    return "-O0";
  case CodeGenOptLevel::Less:
    return "-O1";
  case CodeGenOptLevel::Default:
    return "-O2";
  case CodeGenOptLevel::Aggressive:
    return "-O3";
  }
  return "-O3";
}

/// The registers ptxas gives each entry of \p PTX, by name; an error
/// message instead if ptxas could not be run or failed.
Expected<StringMap<unsigned>> measure(StringRef Ptxas, StringRef Arch,
                                      CodeGenOptLevel Level, StringRef PTX) {
  auto Fail = [](const Twine &Why) {
    return make_error<StringError>(Why, inconvertibleErrorCode());
  };
  SmallString<128> In, Out, Log;
  int FD;
  if (sys::fs::createTemporaryFile("dpagg-fit", "ptx", FD, In))
    return Fail("no temporary file");
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << PTX;
  }
  FileRemover RemoveIn(In);
  if (sys::fs::createTemporaryFile("dpagg-fit", "cubin", Out) ||
      sys::fs::createTemporaryFile("dpagg-fit", "log", Log))
    return Fail("no temporary file");
  FileRemover RemoveOut(Out), RemoveLog(Log);
  std::string ArchArg = ("-arch=" + Arch).str();
  SmallVector<StringRef, 8> Args = {Ptxas,     ArchArg, ptxasOptLevel(Level),
                                    "-c",      "-v",    "-o",
                                    Out.str(), In.str()};
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  std::string Err;
  int RC = sys::ExecuteAndWait(Ptxas, Args, std::nullopt, Redirects,
                               /*SecondsToWait=*/60, /*MemoryLimit=*/0, &Err);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Log);
  if (RC != 0) {
    std::string Why = (Ptxas + " failed").str();
    if (!Err.empty())
      Why += ": " + Err;
    if (Text)
      Why += ": " + (*Text)->getBuffer().take_front(200).str();
    return Fail(Why);
  }
  if (!Text)
    return Fail("no ptxas output");
  // ptxas info    : Compiling entry function 'NAME' for 'sm_90'
  // ...
  // ptxas info    : Used N registers, ...
  StringMap<unsigned> Regs;
  StringRef Entry;
  SmallVector<StringRef, 64> Lines;
  (*Text)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines) {
    if (size_t At = L.find("Compiling entry function '");
        At != StringRef::npos) {
      Entry = L.drop_front(At + strlen("Compiling entry function '"));
      Entry = Entry.take_until([](char C) { return C == '\''; });
      continue;
    }
    if (size_t At = L.find("Used "); At != StringRef::npos && !Entry.empty()) {
      unsigned N;
      StringRef Num = L.drop_front(At + 5).take_while(isDigit);
      if (L.drop_front(At + 5 + Num.size()).starts_with(" registers") &&
          !Num.getAsInteger(10, N))
        Regs[Entry] = N;
      Entry = "";
    }
  }
  return Regs;
}

} // namespace

PreservedAnalyses FitRegisterBoundsPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  if (!FitOpt || !isDeviceModule(M))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  auto Keep = [&](Function &K, const Twine &Why) {
    ++NumKept;
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(K);
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundKept", &K)
             << "kernel " << ore::NV("Kernel", demangle(K.getName()))
             << " keeps the register bound of 64: " << Why.str();
    });
  };

  SmallVector<Function *, 4> Kernels; // the kernels to fit
  for (Function &K : M) {
    if (K.isDeclaration() || !K.hasFnAttribute(RegisterBoundAttr))
      continue;
    if (std::string Callee = userCallee(K); !Callee.empty())
      Keep(K, "it calls " + Callee +
                  ", which ptxas would compile for a lower bound too");
    else
      Kernels.push_back(&K);
  }
  if (Kernels.empty())
    return PreservedAnalyses::all();
  auto KeepAll = [&](const Twine &Why) {
    for (Function *K : Kernels)
      Keep(*K, Why);
    return PreservedAnalyses::all();
  };
  // The backend clang runs: the kernels' GPU and features, and clang's
  // CUDA default of contracting floating-point operations (whatever it
  // differs in can only change what the bound is fitted to, never its
  // soundness).
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(M.getTargetTriple(), Error);
  if (!T)
    return KeepAll("no NVPTX target to compile it with");
  StringRef CPU = targetCPU(*Kernels.front());
  StringRef Features =
      Kernels.front()->getFnAttribute("target-features").getValueAsString();
  TargetOptions Options;
  Options.AllowFPOpFusion = FPOpFusion::Fast;
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(M.getTargetTriple(), CPU, Features, Options,
                             std::nullopt, std::nullopt, OptLevel));
  if (!TM)
    return KeepAll("no NVPTX target to compile it with");
  std::string Ptxas = findPtxas();
  if (Ptxas.empty())
    return KeepAll("no ptxas found to measure it with (-dpagg-ptxas=PATH)");

  // The copy: the kernels and what they call, each without DPAgg's bound;
  // every other function only declared, every global kept (the kernels'
  // code refers to them as before).
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Copy =
      CloneModule(M, VMap, [&](const GlobalValue *GV) {
        const auto *F = dyn_cast<Function>(GV);
        return !F || is_contained(Kernels, F);
      });
  for (Function *K : Kernels) {
    auto *F = cast<Function>(VMap[K]);
    F->removeFnAttr("nvvm.maxnreg");
    F->removeFnAttr(RegisterBoundAttr);
  }
  // Declared here, the aggregated children (K.dpagg) and internal copies
  // would keep names that ptxas reads as K plus a suffix ("Inconsistent
  // prototypes of K"): NVPTXAssignValidGlobalNames renames only the
  // internal definitions they were. The names only need to hold within
  // the copy.
  for (Function &F : *Copy)
    if (F.isDeclaration() && !F.isIntrinsic())
      F.setName(ptxName(F.getName()));
  SmallString<0> PTX;
  {
    raw_svector_ostream OS(PTX);
    legacy::PassManager PM;
    TargetLibraryInfoImpl TLII(Copy->getTargetTriple());
    PM.add(new TargetLibraryInfoWrapperPass(TLII));
    if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
      return KeepAll("the target cannot emit PTX");
    PM.run(*Copy);
  }
  Expected<StringMap<unsigned>> Regs = measure(Ptxas, CPU, OptLevel, PTX);
  if (!Regs)
    return KeepAll(toString(Regs.takeError()));

  bool Changed = false;
  for (Function *K : Kernels) {
    auto It = Regs->find(ptxName(K->getName()));
    if (It == Regs->end()) {
      Keep(*K, "ptxas did not report its registers");
      continue;
    }
    unsigned Used = It->second;
    unsigned Bound = std::min(
        MaxRegisterBound,
        std::max(MinRegisterBound, alignTo(Used, RegisterAllocationUnit)));
    unsigned Now = 0;
    if (K->getFnAttribute("nvvm.maxnreg")
            .getValueAsString()
            .getAsInteger(10, Now))
      Now = MaxRegisterBound;
    LLVM_DEBUG(dbgs() << "dpagg-fit-register-bounds: " << K->getName() << ": "
                      << Used << " registers without a bound, bound " << Bound
                      << "\n");
    // An aggregated child is bounded for speed only: only the runtime
    // launches it, and the runtime asks whether the child takes an
    // aggregate's block before launching it, refusing it otherwise
    // (RegisterBound.h, "Aggregated children"). A bound below what ptxas
    // uses without one makes it spill (issue 21, item 21: a child of 167
    // registers held to 64 ran 10.4x slower), so such a child loses its
    // bound: at worst the runtime refuses an aggregate with a block the
    // child does not take, whose joiners then launch alone, as without
    // DPAgg. Parents keep theirs: it is what keeps them launchable.
    if (Used > MaxRegisterBound && K->hasFnAttribute(AggregatedChildAttr)) {
      K->removeFnAttr("nvvm.maxnreg");
      K->removeFnAttr(RegisterBoundAttr);
      Changed = true;
      ++NumDropped;
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*K);
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundDropped", K)
               << "aggregated child "
               << ore::NV("Kernel", demangle(K->getName())) << " uses "
               << ore::NV("Registers", Used)
               << " registers without a bound (ptxas): it keeps no register "
                  "bound, which would make it spill; the runtime refuses "
                  "aggregates whose block it does not take";
      });
      continue;
    }
    if (Bound >= Now) {
      Keep(*K, "it uses " + Twine(Used) + " registers without a bound");
      continue;
    }
    K->addFnAttr("nvvm.maxnreg", std::to_string(Bound));
    Changed = true;
    ++NumFitted;
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*K);
    ORE.emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "RegisterBoundFitted", K)
             << "kernel " << ore::NV("Kernel", demangle(K->getName()))
             << " uses " << ore::NV("Registers", Used)
             << " registers without a bound (ptxas): its register bound is "
             << ore::NV("Bound", Bound)
             << " instead of 64, the same occupancy as no bound, and it "
                "stays launchable with 1024 threads per block";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
