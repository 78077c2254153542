//===- bench/common/BenchUtil.cuh - what the benchmarks share ---*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The host-side pieces that bench/probe_shapes.cu, bench/scalarize_struct.cu
// and bench/postpone_bfs.cu have in common, in one copy:
//
//   CK(x)             check a CUDA return code: on failure print
//                     "# CUDA error NAME (TEXT) at FILE:LINE: x" to stdout
//                     and exit(2)
//   parseBenchArgs    the command line: up to N positional numbers (with
//                     defaults) and --only=v1,v2,... checked against the
//                     program's variant names; BenchArgs::usage() prints the
//                     usage (and optionally the variants) and exits 64
//   randomLengths     every parent's element count, uniform in [0, 2*avg]
//                     with srand(7), and the offsets
//   parallelFor       a host loop split over up to 16 threads
//   printDeviceHeader the "# binary" and "# gpu" lines
//   EventTimer        a cudaEvent pair around the timed region
//   printVariantLine  a result line: name, median ms, min ms, ok|WRONG
//
// Header only; each benchmark is one translation unit, so the functions are
// static or inline.
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_BENCH_COMMON_BENCHUTIL_CUH
#define DPAGG_BENCH_COMMON_BENCHUTIL_CUH

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <string>
#include <thread>
#include <vector>
#include <cuda_runtime.h>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      printf("# CUDA error %s (%s) at %s:%d: %s\n", cudaGetErrorName(e_),     \
             cudaGetErrorString(e_), __FILE__, __LINE__, #x);                  \
      fflush(stdout);                                                          \
      exit(2);                                                                 \
    }                                                                          \
  } while (0)

namespace dpagg_bench {

// The names of a program's Variant table (any struct with a `name` member).
template <typename V, size_t N>
std::vector<const char *> variantNames(const V (&Vs)[N]) {
  std::vector<const char *> Names;
  for (const V &X : Vs)
    Names.push_back(X.name);
  return Names;
}

// What parseBenchArgs found, and how to complain about it.
struct BenchArgs {
  std::vector<long> num;         // positional numbers; defaults where absent
  std::vector<std::string> only; // --only= names, in order; empty: all

  const char *argv0 = "";
  const char *synopsis = "";           // the usage line after the program
  std::vector<const char *> variants;  // the program's variant names
  bool listVariants = false;           // usage() adds a "variants:" line

  // Whether variant `name` is to run (no --only, or named in it).
  bool wants(const char *name) const {
    return only.empty() || std::find(only.begin(), only.end(), name) != only.end();
  }

  // "usage: ARGV0 SYNOPSIS" (and "variants: v1 v2 ..."), to stderr; exit 64.
  [[noreturn]] void usage() const {
    fprintf(stderr, "usage: %s %s\n", argv0, synopsis);
    if (listVariants) {
      fprintf(stderr, "variants:");
      for (const char *v : variants)
        fprintf(stderr, " %s", v);
      fprintf(stderr, "\n");
    }
    exit(64);
  }
};

// Parses `[n1 [n2 ...]] [--only=v1,v2,...]` in any order: an argument that
// starts with a digit is the next number (at most defaults.size() of them,
// each wholly decimal), --only= adds to the list (empty names skipped). Any
// other argument, a bad number or a name not in `variants` ("unknown variant
// 'x'" first) ends in usage().
inline BenchArgs parseBenchArgs(int argc, char **argv,
                                std::initializer_list<long> defaults,
                                std::vector<const char *> variants,
                                const char *synopsis,
                                bool listVariants = false) {
  BenchArgs a;
  a.num.assign(defaults.begin(), defaults.end());
  a.argv0 = argv[0];
  a.synopsis = synopsis;
  a.variants = std::move(variants);
  a.listVariants = listVariants;
  size_t nnum = 0;
  for (int i = 1; i < argc; ++i) {
    if (!strncmp(argv[i], "--only=", 7)) {
      std::string s = argv[i] + 7;
      size_t pos = 0;
      while (pos <= s.size()) {
        size_t comma = s.find(',', pos);
        if (comma == std::string::npos) comma = s.size();
        if (comma > pos) a.only.push_back(s.substr(pos, comma - pos));
        pos = comma + 1;
      }
    } else if (argv[i][0] >= '0' && argv[i][0] <= '9' && nnum < a.num.size()) {
      char *end;
      a.num[nnum++] = strtol(argv[i], &end, 10);
      if (*end) a.usage();
    } else {
      a.usage();
    }
  }
  for (const std::string &o : a.only) {
    bool known = false;
    for (const char *v : a.variants) known |= (o == v);
    if (!known) {
      fprintf(stderr, "unknown variant '%s'\n", o.c_str());
      a.usage();
    }
  }
  return a;
}

// len[p] uniform in [0, 2*avg] (srand(7), rand()), off[p] the exclusive
// prefix sum; returns the total.
inline long randomLengths(long np, long avg, std::vector<int> &len,
                          std::vector<int> &off) {
  len.assign(np, 0);
  off.assign(np, 0);
  srand(7);
  long total = 0;
  for (long i = 0; i < np; ++i) {
    len[i] = rand() % (2 * avg + 1);
    off[i] = (int)total;
    total += len[i];
  }
  return total;
}

// f(i) for i in [0, n), split into contiguous ranges over up to 16 threads.
template <typename F> void parallelFor(long n, F f) {
  unsigned nt = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  std::vector<std::thread> ts;
  for (unsigned t = 0; t < nt; ++t)
    ts.emplace_back([&, t] {
      long lo = n * t / nt, hi = n * (t + 1) / nt;
      for (long i = lo; i < hi; ++i)
        f(i);
    });
  for (auto &t : ts)
    t.join();
}

// "# binary NAME" (argv0 without its directory) and "# gpu ..." to stdout.
inline void printDeviceHeader(const char *argv0) {
  int dev, drv, rt;
  CK(cudaGetDevice(&dev));
  cudaDeviceProp pr;
  CK(cudaGetDeviceProperties(&pr, dev));
  CK(cudaDriverGetVersion(&drv));
  CK(cudaRuntimeGetVersion(&rt));
  const char *self = strrchr(argv0, '/');
  self = self ? self + 1 : argv0;
  printf("# binary %s\n", self);
  printf("# gpu %s sm_%d%d %d SMs, driver CUDA %d.%d, runtime %d.%d\n", pr.name,
         pr.major, pr.minor, pr.multiProcessorCount, drv / 1000,
         (drv % 1000) / 10, rt / 1000, (rt % 1000) / 10);
}

// Two cudaEvents on the NULL stream around the timed region.
class EventTimer {
public:
  EventTimer() {
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
  }
  ~EventTimer() {
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
  }
  EventTimer(const EventTimer &) = delete;
  EventTimer &operator=(const EventTimer &) = delete;

  void start() { CK(cudaEventRecord(a)); }
  void stop() { CK(cudaEventRecord(b)); }
  // Waits for the stop event; the caller checks the result.
  cudaError_t wait() { return cudaEventSynchronize(b); }
  float ms() {
    float t;
    CK(cudaEventElapsedTime(&t, a, b));
    return t;
  }

private:
  cudaEvent_t a, b;
};

// The median (the upper one of an even count) and the minimum of `ts`,
// which must not be empty.
struct Timing {
  float median, min;
};
inline Timing summarize(std::vector<float> ts) {
  std::sort(ts.begin(), ts.end());
  return {ts[ts.size() / 2], ts[0]};
}

// "NAME MEDIAN MIN ok|WRONG", the name left-aligned in `width` columns.
inline void printVariantLine(int width, const char *name,
                             const std::vector<float> &ts, bool ok) {
  Timing t = summarize(ts);
  printf("%-*s %10.3f %10.3f %s\n", width, name, t.median, t.min,
         ok ? "ok" : "WRONG");
  fflush(stdout);
}

} // namespace dpagg_bench

#endif // DPAGG_BENCH_COMMON_BENCHUTIL_CUH
