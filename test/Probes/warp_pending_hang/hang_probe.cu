// Diagnostic (.gpu/hang): the first phase of test/GPU/inline_ret_slots.cu
// (probe<<<B, 256>>>, every thread launches mark<<<1, 32>>> under a pending
// limit), with a host watchdog that, while the probe hangs, reads a per-thread
// phase trace (runtime variant rt-trace, Trace.cuh) and the children's states
// from mapped host memory, prints a summary and exits 3.
// Args: blocks spin limit reps watchdog_s trace(0/1: phases+children, 2: children only)
#include "GPUTest.cuh"
#include <cstring>
#include <thread>
#include <unistd.h>

extern "C" __device__ unsigned long long *dpagg_dbg = nullptr;
extern "C" __device__ unsigned dpagg_dbg_threads = 0;
__device__ unsigned *ChildState = nullptr;
__device__ long long Spin = 20000;

__global__ void mark(unsigned *Count, unsigned Id) {
  volatile unsigned *CS = *(unsigned *volatile *)&ChildState;
  if (CS && threadIdx.x == 0)
    CS[Id] = CS[Id] + 1; // 1: started (2, 3: run twice)
  long long Start = clock64();
  long long S = Spin;
  while (clock64() - Start < S)
    ;
  if (threadIdx.x == 0) {
    atomicAdd(&Count[Id], 1u);
    if (CS)
      CS[Id] = CS[Id] | 0x100; // finished
  }
}

__global__ void probe(unsigned *Count, int *Err) {
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;
  mark<<<1, 32>>>(Count, Id);
  int E = (int)cudaGetLastError();
  Err[Id] = E;
  unsigned long long *P = *(unsigned long long *volatile *)&dpagg_dbg;
  if (P) {
    volatile unsigned long long *S = P + 4ull * Id;
    S[0] = (S[0] & ~0xffffffffull) | 50;
    S[2] = S[2] | (unsigned long long)(E & 0xffff) << 56;
  }
}

static unsigned long long *HDbg;
static unsigned *HChild;
static int NThreads;

static void dump(const char *When) {
  printf("=== watchdog %s ===\n", When);
  if (HChild) {
    int St[4] = {0, 0, 0, 0}, Twice = 0;
    std::vector<int> Started;
    for (int I = 0; I < NThreads; ++I) {
      unsigned V = ((volatile unsigned *)HChild)[I];
      unsigned Runs = V & 0xff;
      Twice += Runs > 1;
      if (!V) St[0]++;
      else if (V & 0x100) St[2]++;
      else { St[1]++; if (Started.size() < 8) Started.push_back(I); }
    }
    printf("children: none %d, started-not-finished %d, finished %d, started>1x %d; unfinished ids:",
           St[0], St[1], St[2], Twice);
    for (int I : Started) printf(" %d", I);
    printf("\n");
  }
  if (!HDbg) return;
  std::vector<int> Hist(64, 0);
  unsigned long long Latest = 0;
  for (int I = 0; I < NThreads; ++I) {
    volatile unsigned long long *S = HDbg + 4ull * I;
    Hist[(unsigned)S[0] & 63]++;
    if (S[1] > Latest) Latest = S[1];
  }
  printf("parent phases (phase:threads):");
  for (int P = 0; P < 64; ++P) if (Hist[P]) printf(" %d:%d", P, Hist[P]);
  printf("\n");
  unsigned long long MaxCall = 0;
  for (int I = 0; I < NThreads; ++I) {
    unsigned long long C = HDbg[4ull * I + 3];
    if ((C >> 8) > (MaxCall >> 8)) MaxCall = C;
  }
  printf("longest device-runtime call: %.3f ms (phase %llu)\n", (MaxCall >> 8) / 1e6, MaxCall & 0xff);
  int Shown = 0;
  for (int Wp = 0; Wp < NThreads / 32 && Shown < 12; ++Wp) {
    bool Done = true;
    for (int L = 0; L < 32; ++L) Done &= (unsigned)HDbg[4ull * (Wp * 32 + L)] == 50;
    if (Done) continue;
    ++Shown;
    volatile unsigned long long *S0 = HDbg + 4ull * Wp * 32;
    printf("warp %d (block %d): members %08llx, owner %llu, N %llu, total %llu; lane phase/took/err/age_ms:",
           Wp, Wp * 32 / 256, S0[0] >> 32, (S0[2] >> 32) & 0xff, (S0[2] >> 24) & 0xff, (S0[2] >> 8) & 0xffff);
    for (int L = 0; L < 32; ++L) {
      volatile unsigned long long *S = HDbg + 4ull * (Wp * 32 + L);
      printf(" %u/%llu/%llu/%.0f", (unsigned)S[0] & 63, S[2] & 0xff, (S[2] >> 40) & 0xffff,
             (Latest - S[1]) / 1e6);
    }
    printf("\n");
  }
  fflush(stdout);
}

int main(int Argc, char **Argv) {
  int Blocks = Argc > 1 ? atoi(Argv[1]) : 64;
  long long SpinV = Argc > 2 ? atoll(Argv[2]) : 20000;
  int Limit = Argc > 3 ? atoi(Argv[3]) : 256;
  int Reps = Argc > 4 ? atoi(Argv[4]) : 1;
  double Wd = Argc > 5 ? atof(Argv[5]) : 4.0;
  int Trace = Argc > 6 ? atoi(Argv[6]) : 0;
  gputest::Test T("hang_probe");
  T.pendingLaunches(Limit);
  const int Threads = 256, N = Blocks * Threads;
  NThreads = N;
  CK(cudaMemcpyToSymbol(Spin, &SpinV, sizeof SpinV));
  if (Trace) {
    CK(cudaHostAlloc(&HChild, N * sizeof(unsigned), cudaHostAllocMapped));
    unsigned *D;
    CK(cudaHostGetDevicePointer(&D, HChild, 0));
    CK(cudaMemcpyToSymbol(ChildState, &D, sizeof D));
  }
  if (Trace == 1) {
    CK(cudaHostAlloc(&HDbg, 32ull * N, cudaHostAllocMapped));
    unsigned long long *D;
    CK(cudaHostGetDevicePointer(&D, HDbg, 0));
    CK(cudaMemcpyToSymbol(dpagg_dbg, &D, sizeof D));
    unsigned NT = N;
    CK(cudaMemcpyToSymbol(dpagg_dbg_threads, &NT, sizeof NT));
  }
  unsigned *DCount = gputest::alloc<unsigned>(N);
  int *DErr = gputest::alloc<int>(N);
  for (int R = 0; R < Reps; ++R) {
    if (HChild) memset(HChild, 0, N * sizeof(unsigned));
    if (HDbg) memset(HDbg, 0, 32ull * N);
    CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
    gputest::poison(DErr, N);
    CK(cudaDeviceSynchronize());
    auto T0 = std::chrono::steady_clock::now();
    probe<<<Blocks, Threads>>>(DCount, DErr);
    CK(cudaGetLastError());
    cudaError_t Q;
    while ((Q = cudaStreamQuery(0)) == cudaErrorNotReady) {
      double S = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
      if (S > Wd) {
        printf("HANG rep %d of %d after %.1f s\n", R, Reps, S);
        dump("first");
        usleep(1000000);
        dump("+1 s");
        fflush(stdout);
        _exit(3);
      }
      usleep(1000);
    }
    CK(Q);
    double Ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T0).count();
    std::vector<int> Err = gputest::download(DErr, N);
    std::vector<unsigned> Want(N);
    int Failed = 0;
    for (int Id = 0; Id < N; ++Id) {
      Failed += Err[Id] != 0;
      Want[Id] = Err[Id] == 0 ? 1 : 0;
    }
    printf("rep %d: %d of %d failed, %.1f ms\n", R, Failed, N, Ms);
    T.compare("children of launches that succeeded", gputest::download(DCount, N), Want);
  }
  return T.finish();
}
