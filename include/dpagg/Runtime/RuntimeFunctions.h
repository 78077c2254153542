//===- dpagg/Runtime/RuntimeFunctions.h - calls built from the ABI -*- C++
//-*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The passes' side of RuntimeABI.def: every runtime entry point, its type
/// and its call, and every shared struct type, built from the table's rows,
/// so no pass spells a runtime signature or a field index of its own. A call
/// is filled by parameter name and checked complete:
///
///   RuntimeCall Call(RTFn::BlockInit);
///   Call[RTArg::Frame] = Frame;
///   Call[RTArg::Table] = Table;
///   Call[RTArg::NumSlots] = B.getInt32(Slots);
///   Call.create(B, M);
///
/// checkRuntimeABI compares a runtime module (the bitcode LinkRuntime links)
/// with the table.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_RUNTIMEFUNCTIONS_H
#define DPAGG_RUNTIME_RUNTIMEFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace dpagg {

/// An entry point of the runtime (an RT_FUNCTION row).
enum class RTFn : unsigned {
#define RT_FUNCTION(Enum, Ident, Ret, CRet, ...) Enum,
#include "dpagg/Runtime/RuntimeABI.def"
};

/// A parameter of entry points, by name (an RT_PARAM row).
namespace RTArg {
enum ID : unsigned {
#define RT_PARAM(Id, Type, CType) Id,
#include "dpagg/Runtime/RuntimeABI.def"
  NumParams
};
} // namespace RTArg

/// A struct the passes and the runtime share (an RT_STRUCT row).
enum class RTStruct : unsigned {
#define RT_STRUCT(Enum, CName) Enum,
#include "dpagg/Runtime/RuntimeABI.def"
};

/// A field of such a struct, as Struct_Field (an RT_FIELD row).
namespace RTField {
enum ID : unsigned {
#define RT_FIELD(Struct, Field, Type) Struct##_##Field,
#include "dpagg/Runtime/RuntimeABI.def"
};
} // namespace RTField

/// The ABI version (RT_ABI_VERSION).
unsigned getRuntimeABIVersion();

/// What a published child descriptor's name adds to its kernel's symbol
/// (RuntimeABI.h, "Aggregated children across translation units"); it
/// carries the version.
llvm::StringRef getChildDescriptorSuffix();

llvm::StringRef getRuntimeFunctionName(RTFn F);
llvm::FunctionType *getRuntimeFunctionType(llvm::LLVMContext &Ctx, RTFn F);

/// Declares (or finds) the entry point \p F in \p M. Entry points are
/// convergent: they run warp- and block-wide collectives.
llvm::FunctionCallee getRuntimeFunction(llvm::Module &M, RTFn F);

/// The literal struct type of \p S (what the IR of the passes always used).
llvm::StructType *getRuntimeStructType(llvm::LLVMContext &Ctx, RTStruct S);

/// The index of \p F in its struct type.
unsigned getRuntimeFieldIndex(RTField::ID F);

/// The arguments of one call of an entry point, set by parameter name.
/// create() fails (report_fatal_error) if one is unset, operator[] if the
/// entry point does not take the parameter.
class RuntimeCall {
  RTFn Fn;
  llvm::SmallVector<llvm::Value *, 24> Args;

  unsigned position(RTArg::ID A) const;

public:
  explicit RuntimeCall(RTFn Fn);
  RTFn function() const { return Fn; }
  /// Whether this entry point takes \p A.
  bool takes(RTArg::ID A) const;
  llvm::Value *&operator[](RTArg::ID A) { return Args[position(A)]; }
  llvm::CallInst *create(llvm::IRBuilderBase &B, llvm::Module &M,
                         const llvm::Twine &Name = "") const;
};

/// Every difference between \p RT (a runtime module, as LinkRuntime parses
/// it, with the user module's data layout) and the table, one line each,
/// for the entry points \p Used names (the ones the user module calls):
/// a missing definition or another type; and for every struct whose layout
/// the runtime exports (runtime/abi_layout.cu), another size or offset.
std::vector<std::string> checkRuntimeABI(const llvm::Module &RT,
                                         llvm::ArrayRef<RTFn> Used);

/// The entry points \p M declares, by the table's names.
llvm::SmallVector<RTFn, 8> runtimeFunctionsUsedBy(const llvm::Module &M);

/// A hash of every row but the version (names, types, order), and the
/// fingerprint RT_ABI_FINGERPRINT recorded for this version, or 0.
uint64_t computeRuntimeABIFingerprint();
uint64_t recordedRuntimeABIFingerprint();

/// print<dpagg-runtime-abi>: the version, the fingerprint and whether the
/// table records it, then every row as the passes build it.
class RuntimeABIPrinterPass
    : public llvm::PassInfoMixin<RuntimeABIPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit RuntimeABIPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_RUNTIME_RUNTIMEFUNCTIONS_H
