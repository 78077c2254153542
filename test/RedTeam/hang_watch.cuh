// test/RedTeam/hang_watch.cuh: the host side of the hang kit (hang_build.sh
// includes it into a generated copy of sw_prelude.cu). Defines the device
// pointer the probe runtime writes through (__dpagg_hang_where; the stock
// runtime never reads it) and:
//   hangInit(Blocks, Threads)  maps 2 words per parent lane of pinned host
//                              memory (cudaHostAllocMapped) and points
//                              __dpagg_hang_where at it (HANG_OFF=1: not);
//   hangWait(Name, Round)      after each parent launch: polls
//                              cudaStreamQuery(0) every ms; prints
//                              "hang: NAME rR done T s waits W bypasses B
//                              lanes-in-gateWait..." to stderr; past
//                              HANG_TIMEOUT_S seconds (default 20) dumps the
//                              lanes' states (twice, 1 s apart, to tell a
//                              deadlock from a livelock) and _exit(3)s
//                              without touching CUDA again.
// stderr is unbuffered, so the lines survive the kill. Exit 3 = hang caught.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

extern "C" __device__ unsigned *__dpagg_hang_where = nullptr;

namespace hangkit {
static unsigned *Host;    // 2 words per lane
static size_t Lanes;      // Blocks * warps per block * 32
static int Blocks, WarpsPerBlock;
static double TimeoutS;

static const char *stateName(unsigned S) {
  switch (S) {
  case 0: return "none";
  case 1: return "Enter";
  case 2: return "Inline";
  case 3: return "Clean(peek)";
  case 4: return "CanJoin";
  case 5: return "Form";
  case 6: return "Alone";
  case 7: return "Group";
  case 8: return "PoolAlloc";
  case 9: return "Broadcast";
  case 10: return "PoolFull";
  case 11: return "Sync1";
  case 12: return "Entries";
  case 13: return "Sync2";
  case 14: return "AfterSync2";
  case 15: return "Aggregate";
  case 16: return "ShflTook";
  case 17: return "LaneByLane";
  case 18: return "Returned";
  case 32: return "GateEnter";
  case 33: return "GateWon";
  case 34: return "GateWait";
  case 35: return "GateWaitGot";
  case 36: return "GateWaitBypass";
  case 37: return "GateIn";
  case 38: return "GateInBypassed";
  case 39: return "GetParamV2";
  case 40: return "LaunchDevV2";
  case 41: return "GateLeave";
  case 42: return "OutOfGate";
  }
  return "?";
}

static void snapshot(std::vector<unsigned> &V) {
  V.resize(2 * Lanes);
  volatile unsigned *H = Host;
  for (size_t I = 0; I < 2 * Lanes; ++I)
    V[I] = H[I];
}

/// Lanes still in the runtime: a state other than none and Returned.
static bool busy(unsigned W) {
  unsigned S = W & 0xff;
  return S != 0 && S != 18;
}

static void dump(const char *Name, int Round) {
  std::vector<unsigned> A, B;
  snapshot(A);
  std::this_thread::sleep_for(std::chrono::seconds(1));
  snapshot(B);
  unsigned Newest = 0; // newest timestamp (ticks of ~1.05 ms, 24 bits)
  for (size_t I = 0; I < Lanes; ++I)
    if (B[2 * I] & 0xff)
      Newest = std::max(Newest, B[2 * I] >> 8);
  std::map<unsigned, size_t> LaneHist, LaneHistAll;
  std::map<std::string, size_t> WarpSig;
  std::vector<size_t> Hung;
  size_t Changed = 0, BusyLanes = 0;
  for (size_t W = 0; W < Lanes / 32; ++W) {
    bool Any = false;
    std::string Sig;
    std::map<unsigned, int> InWarp;
    for (int L = 0; L < 32; ++L) {
      size_t I = W * 32 + L;
      LaneHistAll[B[2 * I] & 0xff]++;
      if (A[2 * I] != B[2 * I] || A[2 * I + 1] != B[2 * I + 1])
        ++Changed;
      if (busy(B[2 * I])) {
        Any = true;
        ++BusyLanes;
        LaneHist[B[2 * I] & 0xff]++;
        InWarp[B[2 * I] & 0xff]++;
      }
    }
    if (!Any)
      continue;
    Hung.push_back(W);
    for (auto &P : InWarp)
      Sig += std::string(stateName(P.first)) + "x" +
             std::to_string(P.second) + " ";
    WarpSig[Sig]++;
  }
  fprintf(stderr,
          "hang: TIMEOUT %s round %d after %.0f s: %zu warps with lanes in "
          "the runtime, %zu lanes; %zu lane words changed in 1 s "
          "(0: deadlock, >0: something still moves)\n",
          Name, Round, TimeoutS, Hung.size(), BusyLanes, Changed);
  fprintf(stderr, "hang: every parent lane by last state:\n");
  for (auto &P : LaneHistAll)
    fprintf(stderr, "hang:   %-16s %zu\n", stateName(P.first), P.second);
  fprintf(stderr, "hang: lanes still in the runtime, by state:\n");
  for (auto &P : LaneHist)
    fprintf(stderr, "hang:   %-16s %zu\n", stateName(P.first), P.second);
  fprintf(stderr, "hang: warps by the states of their busy lanes (top 20):\n");
  std::vector<std::pair<size_t, std::string>> Sigs;
  for (auto &P : WarpSig)
    Sigs.push_back({P.second, P.first});
  std::sort(Sigs.rbegin(), Sigs.rend());
  for (size_t I = 0; I < Sigs.size() && I < 20; ++I)
    fprintf(stderr, "hang:   %6zu warps: %s\n", Sigs[I].first,
            Sigs[I].second.c_str());
  int Show = std::getenv("HANG_SHOW") ? std::atoi(std::getenv("HANG_SHOW")) : 6;
  for (size_t K = 0; K < Hung.size() && (int)K < Show; ++K) {
    size_t W = Hung[K];
    fprintf(stderr, "hang: warp %zu (block %zu, warp %zu): lane state/age ms"
                    "/gateWait calls/bypasses:\n", W, W / WarpsPerBlock,
            W % WarpsPerBlock);
    for (int L = 0; L < 32; ++L) {
      size_t I = W * 32 + L;
      unsigned S = B[2 * I] & 0xff;
      double Age = S ? ((Newest - (B[2 * I] >> 8)) & 0xffffff) * 1.048576 : 0;
      fprintf(stderr, "hang:   lane %2d %-16s %9.1f %5u %5u%s\n", L,
              stateName(S), Age, B[2 * I + 1] & 0xffff, B[2 * I + 1] >> 16,
              A[2 * I] != B[2 * I] ? " (moved)" : "");
    }
  }
  fflush(stderr);
}

static void init(int NBlocks, int Threads) {
  Blocks = NBlocks;
  WarpsPerBlock = (Threads + 31) / 32;
  Lanes = (size_t)Blocks * WarpsPerBlock * 32;
  const char *T = std::getenv("HANG_TIMEOUT_S");
  TimeoutS = T && *T ? std::atof(T) : 20.0;
  if (std::getenv("HANG_OFF") && *std::getenv("HANG_OFF") == '1') {
    fprintf(stderr, "hang: probe off (HANG_OFF=1); watchdog %.0f s\n",
            TimeoutS);
    Lanes = 0;
    return;
  }
  if (Lanes > (1u << 20)) {
    fprintf(stderr, "hang: %zu lanes > 2^20: probe off\n", Lanes);
    Lanes = 0;
    return;
  }
  SW_CK(cudaHostAlloc((void **)&Host, 2 * Lanes * sizeof(unsigned),
                      cudaHostAllocMapped));
  std::memset(Host, 0, 2 * Lanes * sizeof(unsigned));
  unsigned *Dev = nullptr;
  SW_CK(cudaHostGetDevicePointer((void **)&Dev, Host, 0));
  SW_CK(cudaMemcpyToSymbol(__dpagg_hang_where, &Dev, sizeof Dev));
  fprintf(stderr, "hang: probe on, %zu lanes mapped; watchdog %.0f s\n", Lanes,
          TimeoutS);
}

static void wait(const char *Name, int Round) {
  auto T0 = std::chrono::steady_clock::now();
  for (;;) {
    cudaError_t E = cudaStreamQuery(0);
    double S = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                             T0).count();
    if (E == cudaSuccess) {
      unsigned long long Waits = 0, Byp = 0, Busy = 0;
      if (Lanes) {
        volatile unsigned *H = Host;
        for (size_t I = 0; I < Lanes; ++I) {
          Waits += H[2 * I + 1] & 0xffff;
          Byp += H[2 * I + 1] >> 16;
          Busy += busy(H[2 * I]);
        }
        std::memset(Host, 0, 2 * Lanes * sizeof(unsigned)); // next kernel
      }
      fprintf(stderr,
              "hang: %s round %d done in %.3f s: gateWait calls %llu, gate "
              "bypasses %llu, lanes not Returned %llu\n",
              Name, Round, S, Waits, Byp, Busy);
      return;
    }
    if (E != cudaErrorNotReady) {
      fprintf(stderr, "hang: %s round %d: cudaStreamQuery: %s\n", Name, Round,
              cudaGetErrorString(E));
      return; // the program's own checks report it
    }
    if (S > TimeoutS) {
      if (Lanes)
        dump(Name, Round);
      else
        fprintf(stderr, "hang: TIMEOUT %s round %d (probe off)\n", Name,
                Round);
      _exit(3);
    }
    usleep(1000);
  }
}
} // namespace hangkit
