//===- bench/common/SpmvRow.cuh - one CSR row per slot, by hand -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The Op of common/HandAgg.cuh for the SpMV workloads' hand versions
// (spmv.cu, private_stream_spmv.cu): a slot is one row, element i its i-th
// product; the lanes of a child block of 32 serve one slot and reduce their
// products into the row with one atomic.
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_BENCH_COMMON_SPMVROW_CUH
#define DPAGG_BENCH_COMMON_SPMVROW_CUH

namespace dpagg_bench {

struct RowOp {
  struct Args {
    const int *col, *val, *x;
    int begin;
    int *yrow;
  };
  static __device__ void element(const Args &a, int i) {
    // The active lanes of a warp all serve one row (a child block of 32
    // serves one slot).
    unsigned m = __activemask();
    int p = __reduce_add_sync(m, a.val[a.begin + i] * a.x[a.col[a.begin + i]]);
    if ((threadIdx.x & 31) == __ffs(m) - 1)
      atomicAdd(a.yrow, p);
  }
};

} // namespace dpagg_bench

#endif // DPAGG_BENCH_COMMON_SPMVROW_CUH
