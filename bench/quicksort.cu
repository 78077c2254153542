//===- bench/quicksort.cu - quicksort that recurses with child launches ----===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Many independent arrays sorted at once by a quicksort whose recursion is
// a device launch (as CUDA's cdpSimpleQuicksort, batched so that many
// threads launch together): a thread owns a segment [lo, hi); a segment of
// at most 32 elements it sorts by insertion; a longer one it partitions
// (Lomuto, median-of-three pivot) and launches one grid of 2 threads for the
// two halves:
//
//   sortSegment(d, lo, hi, depth):
//     if (hi - lo <= 32 || depth >= MaxDepth) sort sequentially
//     else { p = partition(d, lo, hi); qsort_child<<<1, 2>>>(d, lo, p, p + 1, hi, depth + 1); }
//
// The top-level grid has one thread per array (blocks of 128), so its
// launches can be aggregated across many threads; deeper grids have 2
// threads each, so there per-warp and per-block aggregation combine at most
// two launches: the pattern where the thesis's qt loses at warp and block
// scope. Past MaxDepth (12; CDP2 nests at most 24 grids) a segment is
// sorted sequentially (the flat version's quicksort).
//
// Versions (benchmark families; arguments: arrays, elements per array):
//   QSort/dp    the recursion above
//   QSort/flat  no dynamic parallelism: each thread sorts its array with a
//               sequential quicksort (explicit stack, insertion sort below
//               33 elements)
//
// Check: the output equals every input array sorted by std::sort (the input
// is uploaded again before every run).
//
//===----------------------------------------------------------------------===//
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>

#include "common/Bench.cuh"

using namespace dpagg_bench;

static constexpr int TopBlock = 128;
static constexpr int Small = 32;
static constexpr int MaxDepth = 12;

__device__ __forceinline__ void swapAt(int *d, int i, int j) {
  int t = d[i];
  d[i] = d[j];
  d[j] = t;
}

__device__ void insertionSort(int *d, int lo, int hi) {
  for (int i = lo + 1; i < hi; ++i) {
    int x = d[i], j = i - 1;
    while (j >= lo && d[j] > x) {
      d[j + 1] = d[j];
      --j;
    }
    d[j + 1] = x;
  }
}

// Partitions [lo, hi) (hi - lo >= 3) around the median of its first,
// middle and last elements; returns the pivot's final index p:
// d[lo..p) <= d[p] <= d(p..hi).
__device__ int partition(int *d, int lo, int hi) {
  int mid = lo + (hi - lo) / 2, last = hi - 1;
  if (d[mid] < d[lo])
    swapAt(d, mid, lo);
  if (d[last] < d[lo])
    swapAt(d, last, lo);
  if (d[mid] < d[last])
    swapAt(d, mid, last); // the median is now at last
  int pivot = d[last], p = lo;
  for (int i = lo; i < last; ++i)
    if (d[i] < pivot)
      swapAt(d, i, p++);
  swapAt(d, p, last);
  return p;
}

// Sequential quicksort with an explicit stack: the smaller half is pushed
// last (handled first), so the stack holds at most log2(n) segments.
__device__ void seqQuicksort(int *d, int lo, int hi) {
  int stack[2 * 40];
  int top = 0;
  stack[top++] = lo;
  stack[top++] = hi;
  while (top) {
    hi = stack[--top];
    lo = stack[--top];
    while (hi - lo > Small) {
      int p = partition(d, lo, hi);
      if (p - lo < hi - p - 1) { // left smaller: push right, go left
        stack[top++] = p + 1;
        stack[top++] = hi;
        hi = p;
      } else {
        stack[top++] = lo;
        stack[top++] = p;
        lo = p + 1;
      }
    }
    insertionSort(d, lo, hi);
  }
}

// ---------------- dp ----------------
__global__ void qsort_child(int *d, int lo0, int hi0, int lo1, int hi1,
                            int depth);

__device__ void sortSegment(int *d, int lo, int hi, int depth) {
  if (hi - lo <= Small) {
    insertionSort(d, lo, hi);
  } else if (depth >= MaxDepth) {
    seqQuicksort(d, lo, hi);
  } else {
    int p = partition(d, lo, hi);
    qsort_child<<<1, 2>>>(d, lo, p, p + 1, hi, depth + 1);
  }
}

__global__ void qsort_child(int *d, int lo0, int hi0, int lo1, int hi1,
                            int depth) {
  if (threadIdx.x < 2) {
    bool first = threadIdx.x == 0;
    sortSegment(d, first ? lo0 : lo1, first ? hi0 : hi1, depth);
  }
}

__global__ void qsort_top(int *d, int arrays, int len) {
  int a = blockIdx.x * blockDim.x + threadIdx.x;
  if (a < arrays)
    sortSegment(d, a * len, (a + 1) * len, 0);
}

// ---------------- flat ----------------
__global__ void qsort_flat(int *d, int arrays, int len) {
  int a = blockIdx.x * blockDim.x + threadIdx.x;
  if (a < arrays)
    seqQuicksort(d, a * len, (a + 1) * len);
}

// ---------------- host ----------------
namespace {

enum class Version { Dp, Flat };

// The launches sortSegment makes on one array: the host's replay of the
// device's partition (same pivot rule), for the `launches` counter.
long countLaunches(std::vector<int> A, int Lo, int Hi, int Depth) {
  if (Hi - Lo <= Small || Depth >= MaxDepth)
    return 0;
  int Mid = Lo + (Hi - Lo) / 2, Last = Hi - 1;
  if (A[Mid] < A[Lo])
    std::swap(A[Mid], A[Lo]);
  if (A[Last] < A[Lo])
    std::swap(A[Last], A[Lo]);
  if (A[Mid] < A[Last])
    std::swap(A[Mid], A[Last]);
  int Pivot = A[Last], P = Lo;
  for (int I = Lo; I < Last; ++I)
    if (A[I] < Pivot)
      std::swap(A[I], A[P++]);
  std::swap(A[P], A[Last]);
  return 1 + countLaunches(A, Lo, P, Depth + 1) +
         countLaunches(A, P + 1, Hi, Depth + 1);
}

struct QSort : Case {
  Version V;
  int Arrays, Len;
  std::vector<int> In, Want;
  DevBuf<int> D;

  QSort(Version V, const Args &A, Rng &R)
      : V(V), Arrays((int)A[0]), Len((int)A[1]) {
    size_t Total = (size_t)Arrays * Len;
    In.resize(Total);
    for (int &X : In)
      X = (int)(R.next() >> 33) - (1 << 30);
    Want = In;
    parallelFor(Arrays, [&](long I) {
      std::sort(Want.begin() + I * Len, Want.begin() + (I + 1) * Len);
    });
    // A sample of arrays is enough for the counter.
    long Launches = 0;
    int Sample = std::min(Arrays, 64);
    for (int I = 0; I < Sample; ++I)
      Launches += countLaunches(
          std::vector<int>(In.begin() + (size_t)I * Len,
                           In.begin() + (size_t)(I + 1) * Len),
          0, Len, 0);
    Info["launches"] = (double)Launches * Arrays / Sample;
  }

  void upload() override {
    D = DevBuf<int>(In.size());
  }
  void reset() override { D.upload(In); }
  void run() override {
    int Grid = (Arrays + TopBlock - 1) / TopBlock;
    if (V == Version::Dp)
      qsort_top<<<Grid, TopBlock>>>(D, Arrays, Len);
    else
      qsort_flat<<<Grid, TopBlock>>>(D, Arrays, Len);
    CK_LAUNCH();
  }
  std::string check() override {
    return compareExact("elements", D.download(), Want);
  }
};

void add(const char *Name, Version V) {
  registerFamily(
      Name,
      [V](const Args &A, Rng &R) { return std::make_unique<QSort>(V, A, R); },
      {{4096, 256}, {1024, 2048}}, 5);
}

} // namespace

void dpagg_bench::registerWorkload() {
  // Every array's recursion tree can have all of its launches pending.
  needPendingLaunches(1 << 18);
  add("QSort/dp", Version::Dp);
  add("QSort/flat", Version::Flat);
}

DPAGG_BENCH_MAIN()
