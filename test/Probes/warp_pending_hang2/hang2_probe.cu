// Diagnostic (.gpu/hang2): the first phase of test/GPU/inline_ret_slots.cu
// (probe<<<B, 256>>>, every thread launches mark<<<1, 32>>> under a pending
// limit), with a zero-cost trace: on a watchdog timeout the host copies, on a
// cudaStreamNonBlocking stream (which does not wait for the hung legacy
// stream), the probe's own outputs out of device memory: Err[Id] (poisoned
// to -1; written by each parent thread right after its launch returned),
// Count[Id] (children that finished) and dpagg_warp_phase[] (written only by
// the rt-phase runtime variant: the owner's progress per warp).
// Args: blocks spin limit reps watchdog_s [selftest]
#include "GPUTest.cuh"
#include <cstring>
#include <map>
#include <unistd.h>

// One word per warp of the parent grid, written by the owner (rt-phase only).
extern "C" __device__ unsigned dpagg_warp_phase[65536];
extern "C" __device__ unsigned dpagg_warp_phase[65536] = {};
__device__ long long Spin = 20000;

__global__ void mark(unsigned *Count, unsigned Id) {
  long long Start = clock64();
  long long S = Spin;
  while (clock64() - Start < S)
    ;
  if (threadIdx.x == 0)
    atomicAdd(&Count[Id], 1u);
}

__global__ void probe(unsigned *Count, int *Err) {
  unsigned Id = blockIdx.x * blockDim.x + threadIdx.x;
  mark<<<1, 32>>>(Count, Id);
  Err[Id] = (int)cudaGetLastError();
}

// Self test of the dump path: a kernel that never ends after writing A[0].
__global__ void stuck(int *A, volatile int *Flag) {
  A[threadIdx.x] = 42;
  __threadfence();
  while (!*Flag)
    ;
}

static cudaStream_t NB;
// Copies N bytes from device to pinned host on the non-blocking stream;
// false if the copy did not finish within Ms milliseconds.
static bool peek(void *H, const void *D, size_t N, int Ms) {
  if (cudaMemcpyAsync(H, D, N, cudaMemcpyDeviceToHost, NB) != cudaSuccess)
    return false;
  for (int I = 0; I < Ms; ++I) {
    cudaError_t Q = cudaStreamQuery(NB);
    if (Q == cudaSuccess) return true;
    if (Q != cudaErrorNotReady) { printf("peek: %s\n", cudaGetErrorString(Q)); return false; }
    usleep(1000);
  }
  return false;
}

static void dump(const char *When, int N, int *DErr, unsigned *DCount) {
  static int *HErr; static unsigned *HCount, *HPh;
  int W = N / 32;
  if (!HErr) {
    cudaHostAlloc(&HErr, N * 4, 0); cudaHostAlloc(&HCount, N * 4, 0); cudaHostAlloc(&HPh, W * 4, 0);
  }
  void *DPh = nullptr;
  cudaGetSymbolAddress(&DPh, dpagg_warp_phase);
  bool Ok = peek(HErr, DErr, N * 4, 1000) && peek(HCount, DCount, N * 4, 1000) && peek(HPh, DPh, W * 4, 1000);
  printf("=== dump %s: copy on a non-blocking stream %s ===\n", When, Ok ? "done" : "DID NOT FINISH (1 s)");
  if (!Ok) { fflush(stdout); return; }
  int Returned = 0, ErrHist[4] = {0, 0, 0, 0}, Finished = 0, Lost = 0, Extra = 0, StuckWarps = 0;
  std::map<unsigned, int> PhHist;
  for (int I = 0; I < N; ++I) {
    int E = HErr[I];
    if (E != -1) { ++Returned; ErrHist[E == 0 ? 0 : E == 69 ? 1 : 2]++; }
    Finished += HCount[I] >= 1; Extra += HCount[I] > 1;
    Lost += E == 0 && HCount[I] == 0; // launch reported success, child not finished
  }
  for (int Wp = 0; Wp < W; ++Wp) PhHist[HPh[Wp]]++;
  printf("parent threads returned from the launch: %d of %d (err 0: %d, 69 pending-count: %d, other: %d)\n",
         Returned, N, ErrHist[0], ErrHist[1], ErrHist[2]);
  printf("children finished: %d; returned with success but child not finished: %d; counted twice: %d\n", Finished, Lost, Extra);
  printf("owner phase words (phase:warps):");
  for (auto &P : PhHist) printf(" %x:%d", P.first, P.second);
  printf("\n");
  for (int Wp = 0; Wp < W; ++Wp) {
    unsigned NotRet = 0, Fin = 0, Errs = 0;
    for (int L = 0; L < 32; ++L) {
      int I = Wp * 32 + L;
      NotRet |= (HErr[I] == -1) << L; Fin |= (HCount[I] >= 1) << L; Errs |= (HErr[I] != -1 && HErr[I] != 0) << L;
    }
    if (!NotRet) continue;
    if (++StuckWarps <= 16)
      printf("warp %d (block %d): not returned %08x, returned with error %08x, children finished %08x, owner phase %x\n",
             Wp, Wp / 8, NotRet, Errs, Fin, HPh[Wp]);
  }
  printf("warps with a thread not returned: %d\n", StuckWarps);
  fflush(stdout);
}

int main(int Argc, char **Argv) {
  int Blocks = Argc > 1 ? atoi(Argv[1]) : 64;
  long long SpinV = Argc > 2 ? atoll(Argv[2]) : 20000;
  int Limit = Argc > 3 ? atoi(Argv[3]) : 256;
  int Reps = Argc > 4 ? atoi(Argv[4]) : 1;
  double Wd = Argc > 5 ? atof(Argv[5]) : 3.0;
  bool Self = Argc > 6 && !strcmp(Argv[6], "selftest");
  gputest::Test T("hang2_probe");
  T.pendingLaunches(Limit);
  CK(cudaStreamCreateWithFlags(&NB, cudaStreamNonBlocking));
  const int Threads = 256, N = Blocks * Threads;
  CK(cudaMemcpyToSymbol(Spin, &SpinV, sizeof SpinV));
  unsigned *DCount = gputest::alloc<unsigned>(N);
  int *DErr = gputest::alloc<int>(N);
  if (Self) { // does a copy on a non-blocking stream finish while a kernel hangs?
    int *Flag, *DFlag;
    CK(cudaHostAlloc(&Flag, 4, cudaHostAllocMapped)); *Flag = 0;
    CK(cudaHostGetDevicePointer(&DFlag, Flag, 0));
    gputest::poison(DErr, N);
    CK(cudaDeviceSynchronize());
    stuck<<<1, 32>>>(DErr, DFlag);
    usleep(300000);
    printf("selftest: stuck kernel running: %s\n", cudaStreamQuery(0) == cudaErrorNotReady ? "yes" : "no");
    dump("selftest (expect 32 returned)", N, DErr, DCount);
    *(volatile int *)Flag = 1;
    CK(cudaDeviceSynchronize());
    printf("selftest: released\n");
    return 0;
  }
  for (int R = 0; R < Reps; ++R) {
    CK(cudaMemset(DCount, 0, N * sizeof(unsigned)));
    void *DPh; CK(cudaGetSymbolAddress(&DPh, dpagg_warp_phase));
    CK(cudaMemset(DPh, 0, N / 32 * 4));
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
        dump("first", N, DErr, DCount);
        usleep(500000);
        dump("+0.5 s", N, DErr, DCount);
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
