//===- runtime/abi_layout.cu - the runtime's struct layouts, exported -----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// For every RT_STRUCT row of RuntimeABI.def, in table order: the size of
/// the struct as this compiler lays it out, then the offset of each of its
/// RT_FIELD rows. LinkRuntime compares these with the layout of the IR
/// struct the passes build from the same rows, so a field of RuntimeABI.h
/// that is added, moved or retyped without its row fails the build. Nothing
/// references the array, so LinkRuntime (LinkOnlyNeeded) never links it into
/// a user module.
///
//===----------------------------------------------------------------------===//
#include "dpagg/Runtime/RuntimeABI.h"
#include <cstddef>

namespace dpagg_abi {
#define RT_STRUCT(Enum, CName) using Enum = ::CName;
#include "dpagg/Runtime/RuntimeABI.def"
} // namespace dpagg_abi

extern "C" __device__ const unsigned __dpagg_abi_layout[] = {
#define RT_STRUCT(Enum, CName) sizeof(CName),
#define RT_FIELD(Struct, Field, Type) offsetof(dpagg_abi::Struct, Field),
#include "dpagg/Runtime/RuntimeABI.def"
};
