//===- bench/common/Bench.cuh - the benchmarks' Google Benchmark harness -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What every workload of bench/ shares. A workload is one .cu file that
// defines `void dpagg_bench::registerWorkload()` and ends with
// DPAGG_BENCH_MAIN(); registerWorkload calls registerFamily once per version
// of the workload ("BFS/dp", "BFS/flat", "BFS/hand", ...), each with its
// input sizes as Google Benchmark arguments ("BFS/dp/131072").
//
// One configuration (a family and one argument list) runs as follows, in
// runCase:
//   1. a fresh seed (DPAGG_BENCH_SEED in the environment fixes it), reported
//      as the counter `seed`; the workload's factory makes the inputs and
//      the CPU reference from it on the host, then upload() allocates and
//      uploads: untimed;
//   2. warm-up: reset(), run(), then check() compares the output with the
//      CPU reference: untimed. A wrong answer ends the configuration with
//      SkipWithError ("wrong result: ..."), so it reports no time;
//   3. the timed loop: per iteration reset() (untimed), then run() between
//      two cudaEvents on the NULL stream; the elapsed time is the manual
//      iteration time (UseManualTime). Every run() ends with its work on the
//      NULL stream, and the host stream completes a parent grid only after
//      all of its descendant grids, so the stop event waits for all of them;
//   4. check() once more on the last timed iteration's output (a version
//      that is right once and wrong later, e.g. state left behind in a
//      device runtime, fails too);
//   5. counters: median_ms and min_ms over the timed iterations, seed, and
//      what the workload adds (e.g. `launches`: device launches without
//      aggregation).
// DPAGG_BENCH_VERBOSE (any value) prints each configuration's seed and
// counters to stderr once its inputs are made.
// Every CUDA return code goes through CK, which throws CudaError; runCase
// turns any exception into SkipWithError. Any failed configuration makes
// the binary exit with status 1 (after every other configuration has run
// and the JSON is complete); bad arguments exit with 64.
//
// Without a GPU every configuration makes its inputs and reference on the
// CPU and then fails cleanly at its first CUDA call (cudaErrorNoDevice).
//
//===----------------------------------------------------------------------===//
#ifndef DPAGG_BENCH_COMMON_BENCH_CUH
#define DPAGG_BENCH_COMMON_BENCH_CUH

#include <algorithm>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <benchmark/benchmark.h>
#include <cuda_runtime.h>

// The build variant (bench/CMakeLists.txt: -DDPAGG_BENCH_VARIANT_NAME=warp),
// as a string.
#define DPAGG_BENCH_STR2(X) #X
#define DPAGG_BENCH_STR(X) DPAGG_BENCH_STR2(X)
#ifdef DPAGG_BENCH_VARIANT_NAME
#define DPAGG_BENCH_VARIANT DPAGG_BENCH_STR(DPAGG_BENCH_VARIANT_NAME)
#else
#define DPAGG_BENCH_VARIANT "unknown"
#endif

namespace dpagg_bench {

// ---------------- errors ----------------

struct CudaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void check(cudaError_t E, const char *What, const char *File,
                  int Line) {
  if (E == cudaSuccess)
    return;
  const char *F = strrchr(File, '/');
  char Buf[512];
  snprintf(Buf, sizeof Buf, "CUDA error %s (%s) at %s:%d: %s",
           cudaGetErrorName(E), cudaGetErrorString(E), F ? F + 1 : File, Line,
           What);
  throw CudaError(Buf);
}
#define CK(x) ::dpagg_bench::check((x), #x, __FILE__, __LINE__)
// After a host-side <<<>>>: the launch's own error.
#define CK_LAUNCH() CK(cudaGetLastError())

// Set when a configuration failed; main's exit status.
inline bool &anyFailed() {
  static bool F = false;
  return F;
}

// ---------------- device memory ----------------

// A device array of N elements (at least one, so that an empty input still
// has an address); freed with its return code checked (a failure there is
// reported and fails the binary, since a destructor cannot throw).
template <typename T> class DevBuf {
public:
  DevBuf() = default;
  explicit DevBuf(size_t N) : N(N) {
    CK(cudaMalloc(&P, sizeof(T) * std::max<size_t>(N, 1)));
  }
  explicit DevBuf(const std::vector<T> &H) : DevBuf(H.size()) { upload(H); }
  ~DevBuf() { release(); }
  DevBuf(const DevBuf &) = delete;
  DevBuf &operator=(const DevBuf &) = delete;
  DevBuf(DevBuf &&O) noexcept : P(O.P), N(O.N) { O.P = nullptr; }
  DevBuf &operator=(DevBuf &&O) noexcept {
    release();
    P = O.P;
    N = O.N;
    O.P = nullptr;
    return *this;
  }

  T *get() const { return P; }
  operator T *() const { return P; }
  size_t size() const { return N; }

  void upload(const std::vector<T> &H) {
    if (H.size() != N)
      throw std::logic_error("DevBuf::upload: size mismatch");
    if (N)
      CK(cudaMemcpy(P, H.data(), sizeof(T) * N, cudaMemcpyHostToDevice));
  }
  std::vector<T> download() const {
    std::vector<T> H(N);
    if (N)
      CK(cudaMemcpy(H.data(), P, sizeof(T) * N, cudaMemcpyDeviceToHost));
    return H;
  }
  // Every byte set to B (0xff: poison that no right answer leaves behind).
  void fill(int B) {
    CK(cudaMemset(P, B, sizeof(T) * std::max<size_t>(N, 1)));
  }

private:
  void release() {
    if (!P)
      return;
    cudaError_t E = cudaFree(P);
    P = nullptr;
    if (E != cudaSuccess) {
      fprintf(stderr, "dpagg-bench: cudaFree: %s (%s)\n", cudaGetErrorName(E),
              cudaGetErrorString(E));
      anyFailed() = true;
    }
  }
  T *P = nullptr;
  size_t N = 0;
};

// ---------------- randomness ----------------

// The configuration's seed: DPAGG_BENCH_SEED if set (to reproduce a
// failure: the seed is in the JSON), else fresh from std::random_device.
inline uint32_t pickSeed() {
  if (const char *S = getenv("DPAGG_BENCH_SEED")) {
    char *End;
    unsigned long V = strtoul(S, &End, 10);
    if (*S && !*End)
      return (uint32_t)V;
    fprintf(stderr, "dpagg-bench: DPAGG_BENCH_SEED='%s' is not a number\n", S);
    exit(64);
  }
  return std::random_device{}();
}

struct Rng {
  std::mt19937_64 G;
  explicit Rng(uint64_t Seed) : G(Seed) {}
  uint64_t next() { return G(); }
  // Uniform in [0, N); N > 0.
  int below(int N) { return (int)(G() % (uint64_t)N); }
  // Uniform in [Lo, Hi].
  int range(int Lo, int Hi) { return Lo + below(Hi - Lo + 1); }
};

// ---------------- host helpers ----------------

// F(i) for i in [0, N), in contiguous ranges over up to 16 host threads.
template <typename Fn> void parallelFor(long N, Fn F) {
  unsigned NT =
      std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  if (N < 4096)
    NT = 1;
  std::vector<std::thread> Ts;
  for (unsigned T = 0; T < NT; ++T)
    Ts.emplace_back([&, T] {
      long Lo = N * T / NT, Hi = N * (T + 1) / NT;
      for (long I = Lo; I < Hi; ++I)
        F(I);
    });
  for (auto &T : Ts)
    T.join();
}

// "" when Got == Want, else "N of M NAME wrong (first at I: got G, want W)".
template <typename T>
std::string compareExact(const char *Name, const std::vector<T> &Got,
                         const std::vector<T> &Want) {
  if (Got.size() != Want.size())
    return std::string(Name) + ": size differs";
  long Bad = 0, First = -1;
  for (size_t I = 0; I < Got.size(); ++I)
    if (!(Got[I] == Want[I])) {
      if (!Bad)
        First = (long)I;
      ++Bad;
    }
  if (!Bad)
    return "";
  char Buf[256];
  snprintf(Buf, sizeof Buf, "%ld of %zu %s wrong (first at %ld: got %lld, want %lld)",
           Bad, Got.size(), Name, First, (long long)Got[First],
           (long long)Want[First]);
  return Buf;
}

inline std::string format(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
inline std::string format(const char *Fmt, ...) {
  char Buf[512];
  va_list Ap;
  va_start(Ap, Fmt);
  vsnprintf(Buf, sizeof Buf, Fmt, Ap);
  va_end(Ap);
  return Buf;
}

// ---------------- a configuration ----------------

// One configuration's device state, made by the workload's factory.
class Case {
public:
  virtual ~Case() = default;
  // Untimed, once, after the constructor made the inputs and the reference
  // on the host (no CUDA call there): allocate and upload.
  virtual void upload() = 0;
  // Untimed, before every run: restore what run() consumes or overwrites
  // (poison the outputs, reset the frontier, ...).
  virtual void reset() {}
  // Timed: the work, launched on the NULL stream (it may synchronize, e.g.
  // a level-synchronous loop reading a counter back).
  virtual void run() = 0;
  // Untimed, after a run has completed: "" if the output is right, else why
  // not.
  virtual std::string check() = 0;
  // Extra counters for the JSON (e.g. "launches").
  std::map<std::string, double> Info;
};

using Args = std::vector<int64_t>;
using Factory = std::function<std::unique_ptr<Case>(const Args &, Rng &)>;

// What the binary asks of the device before any benchmark runs: the largest
// request of any family (cudaDeviceSetLimit is device-wide, and the heap
// size cannot change once a kernel has used malloc).
struct DeviceLimits {
  size_t PendingLaunches = 0; // cudaLimitDevRuntimePendingLaunchCount
  size_t MallocHeap = 0;      // cudaLimitMallocHeapSize
};
inline DeviceLimits &deviceLimits() {
  static DeviceLimits L;
  return L;
}
inline void needPendingLaunches(size_t N) {
  deviceLimits().PendingLaunches = std::max(deviceLimits().PendingLaunches, N);
}
inline void needMallocHeap(size_t Bytes) {
  deviceLimits().MallocHeap = std::max(deviceLimits().MallocHeap, Bytes);
}

inline void fail(benchmark::State &S, const std::string &Name,
                 const std::string &Why) {
  fprintf(stderr, "dpagg-bench: FAILED %s: %s\n", Name.c_str(), Why.c_str());
  fflush(stderr);
  anyFailed() = true;
  S.SkipWithError(Why.c_str());
}

inline void runCase(benchmark::State &S, const std::string &Family,
                    size_t NArgs, const Factory &Make) {
  Args A;
  std::string Name = Family;
  for (size_t I = 0; I < NArgs; ++I) {
    A.push_back(S.range(I));
    Name += "/" + std::to_string(S.range(I));
  }
  uint32_t Seed = pickSeed();
  S.counters["seed"] = (double)Seed;
  cudaEvent_t Start = nullptr, Stop = nullptr;
  std::vector<double> Ms;
  bool Failed = false;
  try {
    Rng R(Seed);
    std::unique_ptr<Case> C = Make(A, R);
    if (getenv("DPAGG_BENCH_VERBOSE")) { // what the inputs came out as
      fprintf(stderr, "dpagg-bench: %s seed=%u", Name.c_str(), Seed);
      for (auto &KV : C->Info)
        fprintf(stderr, " %s=%.0f", KV.first.c_str(), KV.second);
      fprintf(stderr, "\n");
    }
    C->upload();
    // Warm-up, checked.
    C->reset();
    C->run();
    CK(cudaDeviceSynchronize());
    std::string Why = C->check();
    if (!Why.empty()) {
      fail(S, Name, "wrong result (warm-up): " + Why);
      return;
    }
    CK(cudaEventCreate(&Start));
    CK(cudaEventCreate(&Stop));
    for (auto _ : S) {
      C->reset();
      CK(cudaDeviceSynchronize());
      CK(cudaEventRecord(Start));
      C->run();
      CK(cudaEventRecord(Stop));
      CK(cudaEventSynchronize(Stop));
      float T;
      CK(cudaEventElapsedTime(&T, Start, Stop));
      S.SetIterationTime(T / 1e3);
      Ms.push_back(T);
    }
    CK(cudaDeviceSynchronize());
    Why = C->check();
    if (!Why.empty()) {
      fail(S, Name, "wrong result (last timed iteration): " + Why);
      Failed = true;
    }
    for (auto &KV : C->Info)
      S.counters[KV.first] = KV.second;
    cudaEvent_t A = Start, B = Stop;
    Start = Stop = nullptr;
    CK(cudaEventDestroy(A));
    CK(cudaEventDestroy(B));
  } catch (const std::exception &E) {
    if (!Failed)
      fail(S, Name, E.what());
    Failed = true;
  }
  // After an error: best effort, the context may be gone (the error that
  // got here is the one reported).
  if (Start)
    cudaEventDestroy(Start);
  if (Stop)
    cudaEventDestroy(Stop);
  if (!Failed && !Ms.empty()) {
    std::sort(Ms.begin(), Ms.end());
    S.counters["median_ms"] = Ms[Ms.size() / 2];
    S.counters["min_ms"] = Ms[0];
  }
}

// Registers FAMILY/<args> for every argument list in Configs (all of one
// length), Iterations timed iterations each, manual time in ms.
inline void registerFamily(const std::string &Family, Factory Make,
                           const std::vector<Args> &Configs,
                           int64_t Iterations) {
  size_t NArgs = Configs.empty() ? 0 : Configs[0].size();
  benchmark::internal::Benchmark *B = benchmark::RegisterBenchmark(
      Family.c_str(), [Family, NArgs, Make](benchmark::State &S) {
        runCase(S, Family, NArgs, Make);
      });
  for (const Args &C : Configs) {
    if (C.size() != NArgs)
      throw std::logic_error(Family + ": argument lists of different lengths");
    B->Args(C);
  }
  B->UseManualTime()->Iterations(Iterations)->Unit(benchmark::kMillisecond);
}

// Defined by the workload.
void registerWorkload();

// Context lines of the JSON (and the console): the binary's build variant,
// the GPU and the CUDA versions as the binary sees them; applies the
// device limits. Returns false when no device answers (every configuration
// will then fail at its first CUDA call).
inline bool setUpDevice(const char *Argv0) {
  const char *Self = strrchr(Argv0, '/');
  benchmark::AddCustomContext("dpagg_binary", Self ? Self + 1 : Argv0);
  benchmark::AddCustomContext("dpagg_variant", DPAGG_BENCH_VARIANT);
  try {
    int Rt = 0, Drv = 0, Dev = 0;
    CK(cudaRuntimeGetVersion(&Rt)); // the static runtime: no device needed
    benchmark::AddCustomContext("cuda_runtime_version",
                                format("%d.%d", Rt / 1000, (Rt % 1000) / 10));
    CK(cudaDriverGetVersion(&Drv));
    benchmark::AddCustomContext("cuda_driver_version",
                                format("%d.%d", Drv / 1000, (Drv % 1000) / 10));
    CK(cudaGetDevice(&Dev));
    cudaDeviceProp P;
    CK(cudaGetDeviceProperties(&P, Dev));
    benchmark::AddCustomContext("gpu_name", P.name);
    benchmark::AddCustomContext("gpu_arch", format("sm_%d%d", P.major, P.minor));
    benchmark::AddCustomContext("gpu_sms", std::to_string(P.multiProcessorCount));
    const DeviceLimits &L = deviceLimits();
    if (L.PendingLaunches)
      CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                            L.PendingLaunches));
    if (L.MallocHeap)
      CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, L.MallocHeap));
    return true;
  } catch (const CudaError &E) {
    benchmark::AddCustomContext("gpu_name", "none");
    fprintf(stderr,
            "dpagg-bench: no usable CUDA device (%s); every benchmark will "
            "fail at its first CUDA call\n",
            E.what());
    return false;
  }
}

inline int benchMain(int Argc, char **Argv) {
  benchmark::Initialize(&Argc, Argv);
  if (benchmark::ReportUnrecognizedArguments(Argc, Argv))
    return 64;
  try {
    registerWorkload();
  } catch (const std::exception &E) {
    fprintf(stderr, "dpagg-bench: registration: %s\n", E.what());
    return 70;
  }
  bool Device = setUpDevice(Argv[0]);
  size_t N = benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  if (N == 0) {
    fprintf(stderr, "dpagg-bench: no benchmark matched the filter\n");
    return 64;
  }
  if (!Device || anyFailed()) {
    fprintf(stderr, "dpagg-bench: %s\n",
            Device ? "some benchmarks FAILED (see above)" : "no device: every benchmark FAILED");
    return 1;
  }
  return 0;
}

} // namespace dpagg_bench

#define DPAGG_BENCH_MAIN()                                                     \
  int main(int argc, char **argv) {                                            \
    return ::dpagg_bench::benchMain(argc, argv);                               \
  }

#endif // DPAGG_BENCH_COMMON_BENCH_CUH
