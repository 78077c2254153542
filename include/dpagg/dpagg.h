//===- dpagg/dpagg.h - DPAgg annotations for CUDA source --------*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The public header of DPAgg. A program needs no DPAgg header to be
/// aggregated; this one only lets a kernel opt out of aggregation, or pick its
/// scope, where the command-line default does not fit. Each macro is a kernel
/// attribute on the kernel that is *launched* (the child), and covers every
/// device-side launch of that kernel in the translation unit:
///
///   #include <dpagg/dpagg.h>
///   DPAGG_NO_AGGREGATE __global__ void ordered_child(int *p);
///   DPAGG_SCOPE_WARP   __global__ void small_child(float *x, int n);
///
/// The annotation must be visible where the launch is compiled (put it on the
/// declaration in a shared header). Under nvcc, or any compiler that is not
/// clang, the macros expand to nothing: the source stays portable.
///
/// In device IR each annotation is an entry of @llvm.global.annotations:
///   { ptr @kernel, ptr @.str ("dpagg.no_aggregate"), ptr @file, i32 line, null
///   }
/// (the string is "dpagg.scope=warp" / "dpagg.scope=block" for the scopes).
/// Nothing of it reaches the PTX.
///
/// dpagg-aggregate reads them from there. They choose between aggregating and
/// not, and between warp and block scope; they do not turn aggregation on
/// where it is off (-O0, or -dpagg-scope=none), and a launch the pass cannot
/// aggregate safely stays as it is whatever the annotation says.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_DPAGG_H
#define DPAGG_DPAGG_H

#define DPAGG_VERSION_MAJOR 0
#define DPAGG_VERSION_MINOR 1

#if defined(__clang__) && !defined(__NVCC__)
#define DPAGG_ANNOTATE(Text) __attribute__((annotate(Text)))
#else
#define DPAGG_ANNOTATE(Text)
#endif

/// Never aggregate launches of this kernel: each keeps its own launch (still
/// rewritten from V1 to V2, which changes no semantics).
#define DPAGG_NO_AGGREGATE DPAGG_ANNOTATE("dpagg.no_aggregate")

/// Aggregate launches of this kernel per group of converged warp lanes,
/// whatever -dpagg-scope says.
#define DPAGG_SCOPE_WARP DPAGG_ANNOTATE("dpagg.scope=warp")

/// Aggregate launches of this kernel per thread block (falling back to warp
/// scope where not every live thread of the block reaches the launch),
/// whatever -dpagg-scope says.
#define DPAGG_SCOPE_BLOCK DPAGG_ANNOTATE("dpagg.scope=block")

/// Aggregate launches of this kernel per parent grid (one launch for every
/// block's launching threads, made when the grid's last block ends), where
/// the launch is unobserved (its thread's only launch, made once, result
/// unused) into the NULL stream or cudaStreamFireAndForget; falling back to
/// block scope, then warp scope, elsewhere; whatever -dpagg-scope says.
#define DPAGG_SCOPE_GRID DPAGG_ANNOTATE("dpagg.scope=grid")

/// Aggregate launches of this kernel per group of N consecutive parent
/// blocks (N from 1 to 2^23; blocks numbered x fastest), one launch made
/// when the group's last block ends, for the launches grid scope takes,
/// falling back to block scope, then warp scope, elsewhere; whatever
/// -dpagg-scope and -dpagg-group-blocks say. An N out of range is ignored
/// with a warning naming the accepted values (-dpagg-group-blocks's N is
/// used).
#define DPAGG_SCOPE_MULTIBLOCK(N)                                              \
  DPAGG_ANNOTATE("dpagg.scope=multiblock")                                     \
  DPAGG_ANNOTATE("dpagg.group_blocks=" #N)

/// Run launches of this kernel with at most N logical threads (grid threads
/// times block threads) in the launching thread, where that is legal
/// (serialization; N from 1 to 65536, or auto for the cost model's
/// threshold), whatever -dpagg-serial-threshold says. Another N is ignored
/// with a warning naming the accepted values.
#define DPAGG_SERIAL_THRESHOLD(N) DPAGG_ANNOTATE("dpagg.serial_threshold=" #N)

/// Never run launches of this kernel in the launching thread.
#define DPAGG_NO_SERIALIZE DPAGG_ANNOTATE("dpagg.no_serialize")

/// Coarsen the aggregated child of this kernel: each block of an aggregate
/// runs at least N of its logical blocks, one after another (N a power of
/// two from 1 to 32768, or auto for the cost model's factor), whatever
/// -dpagg-coarsen says. Coarsening is molding's loop over logical blocks: an
/// N above 1 molds the child where -dpagg-moldable is off (as auto: an
/// aggregate beyond 4 times the resident blocks is also cut to them); a
/// child that cannot be molded (a barrier, shared memory, threads that wait
/// for other threads) keeps one block per logical block, and its NotMolded
/// remark says why. Another N is ignored with a warning naming the accepted
/// values.
#define DPAGG_COARSEN(N) DPAGG_ANNOTATE("dpagg.coarsen=" #N)

/// Launch promotion with a prefix (-dpagg-promote=po|pao): parameter N of
/// this kernel (counted from 0) points to memory that no step of the
/// kernel's launch chain writes while the chain runs, so a step may read
/// it before it waits for its parent, where the types of the kernel's
/// stores alone would not allow it. The compiler rejects the marking (with
/// a remark) where the kernel itself may write through that parameter; a
/// marking it cannot refute is the programmer's promise. Repeat it for
/// several parameters.
#define DPAGG_CHAIN_INPUT(N) DPAGG_ANNOTATE("dpagg.chain_input=" #N)

#endif // DPAGG_DPAGG_H
