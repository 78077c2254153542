//===- runtime/RuntimeABICheck.cuh - definitions against the table -------===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The runtime's side of RuntimeABI.def: each file that defines entry points
/// ends with DPAGG_CHECK_SIGNATURE(name) for each, so a definition whose C
/// signature differs from its row (a parameter added, dropped, moved or of
/// another type) does not compile. (clang's CUDA mode accepts an extern "C"
/// definition that contradicts an earlier declaration, so declaring the
/// entry points from the table would check nothing.) LinkRuntime checks the
/// compiled bitcode again, at the IR level.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_RUNTIME_RUNTIMEABICHECK_CUH
#define DPAGG_RUNTIME_RUNTIMEABICHECK_CUH

#include "dpagg/Runtime/RuntimeABI.h"
#include <cuda_runtime.h>
#include <type_traits>

namespace dpagg_abi {

enum Param : unsigned {
#define RT_PARAM(Id, Type, CType) Id,
#include "dpagg/Runtime/RuntimeABI.def"
};

/// The C type of each parameter.
template <Param> struct CType;
#define RT_PARAM(Id, Type, C)                                                  \
  template <> struct CType<Id> {                                               \
    using type = C;                                                            \
  };
#include "dpagg/Runtime/RuntimeABI.def"

/// Ret(the parameters' C types); `With<>` also takes an empty list.
template <typename Ret> struct Returning {
  template <Param... Ps> using With = Ret(typename CType<Ps>::type...);
};

/// Each entry point's C function type, named as the entry point.
#define RT_FUNCTION(Enum, Ident, Ret, CRet, ...)                               \
  using Ident = Returning<CRet>::With<__VA_ARGS__>;
#include "dpagg/Runtime/RuntimeABI.def"

} // namespace dpagg_abi

#define DPAGG_CHECK_SIGNATURE(Ident)                                           \
  static_assert(std::is_same<decltype(::Ident), dpagg_abi::Ident>::value,      \
                #Ident " is not defined as its row in RuntimeABI.def says")

#endif // DPAGG_RUNTIME_RUNTIMEABICHECK_CUH
