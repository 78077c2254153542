//===- PtxasRegisters.cpp - registers as ptxas sees them ------------------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See dpagg/Support/PtxasRegisters.h.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Support/PtxasRegisters.h"
#include "dpagg/Support/Options.h"
#include "dpagg/Support/RegisterBound.h"
#include "dpagg/Support/Target.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
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

namespace {

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

/// What ptxas says of each entry of \p PTX, by name; an error message
/// instead if ptxas could not be run or failed.
Expected<StringMap<PtxasFigures>>
measure(StringRef Ptxas, StringRef Arch, CodeGenOptLevel Level, StringRef PTX) {
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
  // ptxas info    : Function properties for NAME
  //     N bytes stack frame, N bytes spill stores, N bytes spill loads
  // ptxas info    : Used N registers, ...
  StringMap<PtxasFigures> Regs;
  StringRef Entry;
  unsigned SpillStores = 0;
  SmallVector<StringRef, 64> Lines;
  (*Text)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines) {
    if (size_t At = L.find("Compiling entry function '");
        At != StringRef::npos) {
      Entry = L.drop_front(At + strlen("Compiling entry function '"));
      Entry = Entry.take_until([](char C) { return C == '\''; });
      SpillStores = 0;
      continue;
    }
    if (size_t At = L.find(" bytes spill stores");
        At != StringRef::npos && !Entry.empty()) {
      StringRef Num = L.take_front(At).rsplit(' ').second;
      if (Num.getAsInteger(10, SpillStores))
        SpillStores = 0;
      continue;
    }
    if (size_t At = L.find("Used "); At != StringRef::npos && !Entry.empty()) {
      unsigned N;
      StringRef Num = L.drop_front(At + 5).take_while(isDigit);
      if (L.drop_front(At + 5 + Num.size()).starts_with(" registers") &&
          !Num.getAsInteger(10, N))
        Regs[Entry] = {N, SpillStores};
      Entry = "";
    }
  }
  return Regs;
}

} // namespace

Expected<DenseMap<const Function *, PtxasFigures>>
dpagg::measureRegisters(Module &M, ArrayRef<Function *> Kernels,
                        function_ref<bool(const Function &)> Define,
                        CodeGenOptLevel Level, std::optional<unsigned> Bound) {
  auto Fail = [](const Twine &Why) {
    return make_error<StringError>(Why, inconvertibleErrorCode());
  };
  DenseMap<const Function *, PtxasFigures> Result;
  if (Kernels.empty())
    return Result;
  // The backend clang runs: the kernels' GPU and features, and clang's
  // CUDA default of contracting floating-point operations (whatever it
  // differs in can only change the estimate).
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(M.getTargetTriple(), Error);
  if (!T)
    return Fail("no NVPTX target to compile it with");
  StringRef CPU = targetCPU(*Kernels.front());
  StringRef Features =
      Kernels.front()->getFnAttribute("target-features").getValueAsString();
  TargetOptions Options;
  Options.AllowFPOpFusion = FPOpFusion::Fast;
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(M.getTargetTriple(), CPU, Features, Options,
                             std::nullopt, std::nullopt, Level));
  if (!TM)
    return Fail("no NVPTX target to compile it with");
  std::string Ptxas = findPtxas();
  if (Ptxas.empty())
    return Fail("no ptxas found to measure it with (-dpagg-ptxas=PATH)");

  // The copy: the kernels and what Define chooses, the kernels without
  // DPAgg's bound (or with \p Bound); every other function only declared,
  // every global kept (the kernels' code refers to them as before).
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Copy =
      CloneModule(M, VMap, [&](const GlobalValue *GV) {
        const auto *F = dyn_cast<Function>(GV);
        return !F || is_contained(Kernels, F) || Define(*F);
      });
  for (Function *K : Kernels) {
    auto *F = cast<Function>(VMap[K]);
    if (F->hasFnAttribute(RegisterBoundAttr)) {
      F->removeFnAttr("nvvm.maxnreg");
      F->removeFnAttr(RegisterBoundAttr);
    }
    if (Bound)
      F->addFnAttr("nvvm.maxnreg", std::to_string(*Bound));
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
      return Fail("the target cannot emit PTX");
    PM.run(*Copy);
  }
  Expected<StringMap<PtxasFigures>> Regs = measure(Ptxas, CPU, Level, PTX);
  if (!Regs)
    return Regs.takeError();
  for (Function *K : Kernels)
    if (auto It = Regs->find(ptxName(K->getName())); It != Regs->end())
      Result[K] = It->second;
  return Result;
}
