//===- RuntimeFunctions.cpp - calls and types from RuntimeABI.def ---------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dpagg/Runtime/RuntimeFunctions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/xxhash.h"

using dpagg::RTArg::ID;

namespace {

/// The IR types rows may name (RT_TYPE).
enum class RTType {
#define RT_TYPE(Id, IR) Id,
#include "dpagg/Runtime/RuntimeABI.def"
};

/// Each entry point's parameters. The first element only keeps an empty
/// list well-formed (RT_FUNCTION rows end in a comma then).
namespace params {
using namespace dpagg::RTArg;
#define RT_FUNCTION(Enum, Ident, Ret, CRet, ...)                               \
  constexpr ID Enum[] = {NumParams, __VA_ARGS__};
#include "dpagg/Runtime/RuntimeABI.def"
} // namespace params

struct FunctionRow {
  const char *Name;
  RTType Ret;
  llvm::ArrayRef<ID> Params;
};

const FunctionRow Functions[] = {
#define RT_FUNCTION(Enum, Ident, Ret, CRet, ...)                               \
  {#Ident, RTType::Ret, llvm::ArrayRef<ID>(params::Enum).drop_front()},
#include "dpagg/Runtime/RuntimeABI.def"
};

struct ParamRow {
  const char *Name;
  RTType Type;
};

const ParamRow Params[] = {
#define RT_PARAM(Id, Type, CType) {#Id, RTType::Type},
#include "dpagg/Runtime/RuntimeABI.def"
};

const char *const StructNames[] = {
#define RT_STRUCT(Enum, CName) #CName,
#include "dpagg/Runtime/RuntimeABI.def"
};

struct FieldRow {
  dpagg::RTStruct Struct;
  const char *Name;
  RTType Type;
};

const FieldRow Fields[] = {
#define RT_FIELD(Struct, Field, Type)                                          \
  {dpagg::RTStruct::Struct, #Field, RTType::Type},
#include "dpagg/Runtime/RuntimeABI.def"
};

#define RT_ABI_VERSION(V) constexpr unsigned Version = V;
#include "dpagg/Runtime/RuntimeABI.def"

/// Named after the published children's descriptors, so every
/// version-carrying name of the ABI reads the same.
#define RT_ABI_VERSION(V)                                                      \
  constexpr const char *DescriptorSuffix = "$dpagg_child_v" #V;
#include "dpagg/Runtime/RuntimeABI.def"

} // namespace

using namespace llvm;
using namespace dpagg;

static Type *irType(LLVMContext &Ctx, RTType T) {
  switch (T) {
#define RT_TYPE(Id, IR)                                                        \
  case RTType::Id:                                                             \
    return IR;
#include "dpagg/Runtime/RuntimeABI.def"
  }
  llvm_unreachable("RT_TYPE rows cover RTType");
}

static const FunctionRow &row(RTFn F) {
  return Functions[static_cast<unsigned>(F)];
}

unsigned dpagg::getRuntimeABIVersion() { return Version; }

StringRef dpagg::getChildDescriptorSuffix() { return DescriptorSuffix; }

StringRef dpagg::getRuntimeFunctionName(RTFn F) { return row(F).Name; }

FunctionType *dpagg::getRuntimeFunctionType(LLVMContext &Ctx, RTFn F) {
  SmallVector<Type *, 24> Tys;
  for (ID P : row(F).Params)
    Tys.push_back(irType(Ctx, Params[P].Type));
  return FunctionType::get(irType(Ctx, row(F).Ret), Tys, /*isVarArg=*/false);
}

FunctionCallee dpagg::getRuntimeFunction(Module &M, RTFn F) {
  FunctionCallee FC = M.getOrInsertFunction(
      getRuntimeFunctionName(F), getRuntimeFunctionType(M.getContext(), F));
  if (auto *Fn = dyn_cast<Function>(FC.getCallee()))
    Fn->addFnAttr(Attribute::Convergent);
  return FC;
}

StructType *dpagg::getRuntimeStructType(LLVMContext &Ctx, RTStruct S) {
  SmallVector<Type *, 8> Tys;
  for (const FieldRow &F : Fields)
    if (F.Struct == S)
      Tys.push_back(irType(Ctx, F.Type));
  return StructType::get(Ctx, Tys);
}

unsigned dpagg::getRuntimeFieldIndex(RTField::ID F) {
  unsigned Index = 0;
  for (unsigned I = 0; I < F; ++I)
    Index += Fields[I].Struct == Fields[F].Struct;
  return Index;
}

RuntimeCall::RuntimeCall(RTFn Fn) : Fn(Fn), Args(row(Fn).Params.size()) {}

bool RuntimeCall::takes(RTArg::ID A) const {
  return is_contained(row(Fn).Params, A);
}

// Checked in release builds too: a call that fills a parameter the entry
// point does not take, or leaves one unset, is a bug of the passes that
// would otherwise only show as a wrong launch on the GPU.
unsigned RuntimeCall::position(RTArg::ID A) const {
  ArrayRef<ID> Ps = row(Fn).Params;
  const ID *It = find(Ps, A);
  if (It == Ps.end())
    report_fatal_error(Twine("DPAgg: ") + row(Fn).Name +
                       " takes no parameter " + Params[A].Name);
  return It - Ps.begin();
}

CallInst *RuntimeCall::create(IRBuilderBase &B, Module &M,
                              const Twine &Name) const {
  ArrayRef<ID> Ps = row(Fn).Params;
  for (unsigned I = 0; I < Args.size(); ++I)
    if (!Args[I])
      report_fatal_error(Twine("DPAgg: a call of ") + row(Fn).Name +
                         " without its parameter " + Params[Ps[I]].Name);
  return B.CreateCall(getRuntimeFunction(M, Fn), Args, Name);
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

static std::string typeString(const Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

SmallVector<RTFn, 8> dpagg::runtimeFunctionsUsedBy(const Module &M) {
  SmallVector<RTFn, 8> Used;
  for (unsigned I = 0; I < std::size(Functions); ++I)
    if (M.getFunction(Functions[I].Name))
      Used.push_back(static_cast<RTFn>(I));
  return Used;
}

static void checkFunctions(const Module &RT, ArrayRef<RTFn> Used,
                           std::vector<std::string> &Errors) {
  for (RTFn F : Used) {
    StringRef Name = getRuntimeFunctionName(F);
    FunctionType *Want = getRuntimeFunctionType(RT.getContext(), F);
    const Function *Def = RT.getFunction(Name);
    if (!Def || Def->isDeclaration())
      Errors.push_back((Name + " is not defined by the runtime").str());
    else if (Def->getFunctionType() != Want)
      Errors.push_back((Name + ": the runtime defines '" +
                        typeString(Def->getFunctionType()) +
                        "', RuntimeABI.def says '" + typeString(Want) + "'")
                           .str());
  }
}

/// What runtime/abi_layout.cu exports: for every struct, in table order,
/// its size and then each field's offset.
static void checkStructs(const Module &RT, std::vector<std::string> &Errors) {
  const GlobalVariable *GV = RT.getGlobalVariable("__dpagg_abi_layout", true);
  if (!GV || !GV->hasInitializer())
    return; // a runtime that shares no struct (a test's stand-in)
  const Constant *Init = GV->getInitializer();
  const DataLayout &DL = RT.getDataLayout();
  unsigned I = 0;
  auto Expect = [&](uint64_t Want, const Twine &What) {
    auto *C = dyn_cast_or_null<ConstantInt>(Init->getAggregateElement(I++));
    if (!C)
      Errors.push_back(
          ("the runtime's layout table ends before " + What).str());
    else if (C->getZExtValue() != Want)
      Errors.push_back((What + ": " + Twine(C->getZExtValue()) +
                        " in the runtime, " + Twine(Want) +
                        " in RuntimeABI.def")
                           .str());
  };
  for (unsigned S = 0; S < std::size(StructNames); ++S) {
    const StructLayout *SL = DL.getStructLayout(
        getRuntimeStructType(RT.getContext(), static_cast<RTStruct>(S)));
    Expect(SL->getSizeInBytes(), Twine("sizeof(") + StructNames[S] + ")");
    unsigned Index = 0;
    for (const FieldRow &F : Fields)
      if (static_cast<unsigned>(F.Struct) == S)
        Expect(SL->getElementOffset(Index++),
               Twine("offsetof(") + StructNames[S] + ", " + F.Name + ")");
  }
  if (Init->getAggregateElement(I))
    Errors.push_back("the runtime's layout table has more entries than "
                     "RuntimeABI.def has fields");
}

std::vector<std::string> dpagg::checkRuntimeABI(const Module &RT,
                                                ArrayRef<RTFn> Used) {
  std::vector<std::string> Errors;
  checkFunctions(RT, Used, Errors);
  checkStructs(RT, Errors);
  return Errors;
}

//===----------------------------------------------------------------------===//
// Fingerprint and printer
//===----------------------------------------------------------------------===//

/// Every row in one string: names, IR types and order, so that any change a
/// caller or the runtime could tell apart changes it.
static std::string describeTable(LLVMContext &Ctx) {
  std::string S;
  raw_string_ostream OS(S);
  for (const FunctionRow &F : Functions) {
    OS << "function " << F.Name << "(";
    ListSeparator LS;
    for (ID P : F.Params)
      OS << LS << Params[P].Name << ": " << *irType(Ctx, Params[P].Type);
    OS << ") -> " << *irType(Ctx, F.Ret) << "\n";
  }
  for (unsigned I = 0; I < std::size(StructNames); ++I) {
    OS << "struct " << StructNames[I] << " {";
    ListSeparator LS;
    for (const FieldRow &F : Fields)
      if (static_cast<unsigned>(F.Struct) == I)
        OS << LS << F.Name << ": " << *irType(Ctx, F.Type);
    OS << "}\n";
  }
  return S;
}

uint64_t dpagg::computeRuntimeABIFingerprint() {
  LLVMContext Ctx;
  return xxh3_64bits(describeTable(Ctx));
}

uint64_t dpagg::recordedRuntimeABIFingerprint() {
  uint64_t Recorded = 0;
#define RT_ABI_FINGERPRINT(V, Hash)                                            \
  if (V == Version)                                                            \
    Recorded = Hash;
#include "dpagg/Runtime/RuntimeABI.def"
  return Recorded;
}

PreservedAnalyses RuntimeABIPrinterPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  uint64_t Hash = computeRuntimeABIFingerprint();
  OS << "runtime ABI v" << Version << " fingerprint " << format_hex(Hash, 18);
  if (Hash == recordedRuntimeABIFingerprint())
    OS << ": recorded\n";
  else
    OS << ": NOT RECORDED: the table changed without a version bump (bump "
          "RT_ABI_VERSION in RuntimeABI.def and append an RT_ABI_FINGERPRINT "
          "row)\n";
  OS << "child descriptor suffix " << DescriptorSuffix << "\n";
  OS << describeTable(M.getContext());
  return PreservedAnalyses::all();
}
