// What the red team's memory-order stress programs (mo_*.cu) share: rounds
// of short parent grids in several streams at once, mismatch counting
// across rounds, and the one summary line. They attack 405e661 ("Runtime
// synchronizes at gpu scope with acquire/release only"): a record or block
// state reused while an earlier user still reads it, or read stale, shows as
// a child that sees wrong parameters, runs twice or not at all, or a wrong
// launch result. Each program exits 0 right, 1 wrong, 2 on a CUDA error, and
// prints its seed (DPAGG_SEED=<seed> reproduces the inputs, not the timing).
#ifndef DPAGG_REDTEAM_MEMORYORDER_CUH
#define DPAGG_REDTEAM_MEMORYORDER_CUH

#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <chrono>
#include <string>

namespace mo {

/// \p Default, or MO_ROUNDS from the environment (shorter or longer runs).
inline int rounds(int Default) {
  const char *E = getenv("MO_ROUNDS");
  return E && atoi(E) > 0 ? atoi(E) : Default;
}

/// Spins for about \p Cycles clock cycles: parents and children that leave
/// at different times.
__device__ inline void spin(unsigned Cycles) {
  if (!Cycles)
    return;
  long long T0 = clock64();
  while (clock64() - T0 < (long long)Cycles)
    ;
}

/// Mismatches of one kind, summed over rounds, with the first few printed.
struct Tally {
  const char *What;
  size_t Bad = 0, Checked = 0, Shown = 0;
  explicit Tally(const char *What) : What(What) {}
  template <class T> void check(size_t At, T Got, T Want) {
    ++Checked;
    if (Got == Want)
      return;
    if (++Bad, Shown++ < 8)
      printf("  %s[%zu]: got 0x%llx, want 0x%llx\n", What, At,
             (unsigned long long)Got, (unsigned long long)Want);
  }
  /// \p NBad of \p N checks made on the device failed.
  void add(size_t NBad, size_t N) {
    Bad += NBad;
    Checked += N;
    if (NBad)
      printf("  %s: %zu of %zu failed on the device\n", What, NBad, N);
  }
};

/// Runs \p Rounds rounds of \p Body(round, streams), timing them; then
/// prints "PASS name: ..." or "FAIL name: ..." with every tally and \p Extra.
class Stress {
public:
  gputest::Test T;
  std::vector<cudaStream_t> S;
  std::chrono::steady_clock::time_point Start;

  Stress(const char *Name, int Streams) : T(Name), Name(Name) {
    S.resize(Streams);
    for (auto &X : S)
      CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
    Start = std::chrono::steady_clock::now();
  }

  int finish(std::initializer_list<const Tally *> Ts, const std::string &Extra) {
    double Sec = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                               Start)
                     .count();
    size_t Bad = 0;
    std::string Line;
    for (const Tally *X : Ts) {
      Bad += X->Bad;
      Line += std::string(", ") + X->What + " " + std::to_string(X->Bad) +
              "/" + std::to_string(X->Checked) + " wrong";
    }
    for (auto &X : S)
      CK(cudaStreamDestroy(X));
    printf("%s %s: %s%s, %.2f s\n", Bad ? "FAIL" : "PASS", Name, Extra.c_str(),
           Line.c_str(), Sec);
    return Bad ? 1 : 0;
  }

private:
  const char *Name;
};

/// One round's device buffers, for programs whose launch Id writes its
/// child threads' words at Out[Off[Id]] up to Out[Off[Id + 1]]: Out
/// (Off.back() words) and Err (NIds results) poisoned, the offsets uploaded,
/// Count (NIds counters) zeroed. Out and the offsets are freed with it.
struct Round {
  size_t N;
  uint32_t *Out;
  unsigned long long *Off;

  Round(const std::vector<unsigned long long> &HostOff, unsigned *Count,
        int *Err, size_t NIds)
      : N(HostOff.back()), Out(gputest::alloc<uint32_t>(N)),
        Off(gputest::upload(HostOff)) {
    gputest::poison(Out, N);
    gputest::poison(Err, NIds);
    CK(cudaMemset(Count, 0, NIds * sizeof(unsigned)));
  }
  ~Round() {
    CK(cudaFree(Out));
    CK(cudaFree(Off));
  }
  Round(const Round &) = delete;
  Round &operator=(const Round &) = delete;
};

} // namespace mo

#endif // DPAGG_REDTEAM_MEMORYORDER_CUH
