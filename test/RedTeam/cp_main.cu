// test/RedTeam/cp_main.cu: the host unit of the cp_* programs
// (cp_pool.cuh). Runs ROUNDS rounds (argv[1], default 16): each poisons the
// three units' outputs and error counters, launches the three parents in
// three non-blocking streams at once, waits, and compares every slot with
// its CPU twin (a slot a parent thread does not fill must stay poisoned).
// Claim: "PASS cp_pool" in every build (.base without DPAgg included).
// Diagnostics (cp_isolate.sh), both off by default: CP_UNITS=digits launches
// only those units' parents (e.g. CP_UNITS=2; the others' outputs are not
// checked), CP_STREAMS=1 sends every parent to one stream (serialized).
#include "cp_pool.cuh"
#include <cstring>
#include <vector>

int main(int Argc, char **Argv) {
  int Rounds = Argc > 1 ? std::atoi(Argv[1]) : 16;
  const char *UnitsEnv = std::getenv("CP_UNITS");
  bool Run[3] = {true, true, true};
  if (UnitsEnv && *UnitsEnv)
    for (int U = 0; U < 3; ++U)
      Run[U] = std::strchr(UnitsEnv, '0' + U) != nullptr;
  const char *StreamsEnv = std::getenv("CP_STREAMS");
  bool OneStream = StreamsEnv && std::atoi(StreamsEnv) == 1;
  // A round has about 92,000 device launches in flight at once (unit 0
  // one per parent thread, unit 1 two, unit 2 a middle grid per parent
  // thread and a leaf per 4 slots), far past the default pending-launch
  // limit (2048): without this, .base itself loses launches (measured on
  // an H200, session 16: every build failed with CP_ERR_LAUNCH counts).
  CP_CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 17));
  unsigned *Out[3], *Err;
  for (auto &O : Out)
    CP_CK(cudaMalloc(&O, sizeof(unsigned) * CpSlots));
  CP_CK(cudaMalloc(&Err, sizeof(unsigned) * 3 * CP_ERR_COUNT));
  cudaStream_t S[3];
  for (auto &St : S)
    CP_CK(cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking));
  std::vector<unsigned> Got(CpSlots), Want(CpSlots);
  unsigned HostErr[3 * CP_ERR_COUNT];
  long Bad = 0;
  for (int R = 0; R < Rounds; ++R) {
    unsigned Salt = 0x1234567u + 977u * unsigned(R);
    for (auto &O : Out)
      CP_CK(cudaMemset(O, 0xff, sizeof(unsigned) * CpSlots));
    CP_CK(cudaMemset(Err, 0, sizeof(unsigned) * 3 * CP_ERR_COUNT));
    CP_CK(cudaDeviceSynchronize());
    // Rounds alternate the order in which the units start.
    for (int K = 0; K < 3; ++K) {
      int U = (K + R) % 3;
      if (!Run[U])
        continue;
      unsigned *E = Err + U * CP_ERR_COUNT;
      cudaStream_t St = S[OneStream ? 0 : U];
      if (U == 0)
        cp_parent0<<<CpBlocks, CpThreads, 0, St>>>(Out[0], Salt, E);
      else if (U == 1)
        cp_parent1<<<CpBlocks, CpThreads, 0, St>>>(Out[1], Salt, E);
      else
        cp_parent2<<<CpBlocks, CpThreads, 0, St>>>(Out[2], Salt, E);
      CP_CK(cudaGetLastError());
    }
    for (auto &St : S)
      CP_CK(cudaStreamSynchronize(St));
    CP_CK(cudaDeviceSynchronize());
    CP_CK(cudaMemcpy(HostErr, Err, sizeof(HostErr), cudaMemcpyDeviceToHost));
    for (int U = 0; U < 3; ++U) {
      if (!Run[U])
        continue;
      for (int E = 0; E < CP_ERR_COUNT; ++E)
        if (HostErr[U * CP_ERR_COUNT + E]) {
          std::printf("FAIL cp_pool round %d unit %d: error counter %d = %u\n",
                      R, U, E, HostErr[U * CP_ERR_COUNT + E]);
          ++Bad;
        }
      for (int T = 0; T < CpParents; ++T)
        for (int I = 0; I < CpPer; ++I) {
          unsigned K = unsigned(T * CpPer + I);
          Want[K] = I < cpCount(U, T) ? cpHash(Salt, K) : CpPoison;
        }
      CP_CK(cudaMemcpy(Got.data(), Out[U], sizeof(unsigned) * CpSlots,
                       cudaMemcpyDeviceToHost));
      long Wrong = 0;
      for (int K = 0; K < CpSlots; ++K)
        if (Got[K] != Want[K] && Wrong++ < 4)
          std::printf("FAIL cp_pool round %d unit %d slot %d: got %08x, "
                      "want %08x\n",
                      R, U, K, Got[K], Want[K]);
      if (Wrong)
        std::printf("FAIL cp_pool round %d unit %d: %ld of %d slots wrong\n",
                    R, U, Wrong, CpSlots);
      Bad += Wrong;
    }
  }
  for (auto &St : S)
    CP_CK(cudaStreamDestroy(St));
  for (auto &O : Out)
    CP_CK(cudaFree(O));
  CP_CK(cudaFree(Err));
  if (Bad) {
    std::printf("FAIL cp_pool: %ld wrong in %d rounds\n", Bad, Rounds);
    return 1;
  }
  std::printf("PASS cp_pool: %d rounds of 3 units x %d parents\n", Rounds,
              CpParents);
  return 0;
}
