// Red team of the order-free rule (0378548; redalloc): a device
// cudaMalloc/cudaFree "only writes the calling thread's error state"
// (KnownCalls.def STREAM 2), so a launch whose thread also allocates and
// frees is still its thread's only launch (Planner::onceAndOnlyLaunch), and,
// with its result unused, "unobserved": joiners leave before the owner
// launches, and an aggregate CUDA refuses is replayed by the owner, whose
// error state then takes the other threads' failures (runtime/Join.cuh).
// That is invisible only if nothing the thread runs after the launch reports
// the error state. Here cudaFree and a second cudaMalloc run after the
// launch and their codes are recorded: if a real cudaFree/cudaMalloc
// returned an earlier launch error, a thread could see an error for a launch
// that is not its own.
//
// 65,536 parent threads; each cudaMallocs 64 bytes, launches child<<<1,32>>>
// into the per-thread default stream (-fgpu-default-stream=per-thread; the
// .blk builds: the NULL stream), result unused, then cudaFree's its buffer
// and cudaMallocs/cudaFrees another one. The pending-launch pool is 64 slots
// so that launches fail or are dropped. Each child marks its parent. Checked
// per thread: malloc codes and the free code are cudaSuccess, unless the
// thread's own child never ran (the only case where, as written, an earlier
// error of its own could show); printed: how many did.
//
// Prediction: PASS in every build (cudaMalloc measured to return its own
// result; cudaFree assumed to). The remark of the launch site should say it
// is aggregated (per-thread stream: "only launch"). Exit 0 right, 1 wrong,
// 2 CUDA error.
//
// FLAGS: -Xclang -fgpu-default-stream=per-thread
// VARIANT alloc: -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp
// VARIANT noser: -Xarch_device -mllvm=-dpagg-serial-threshold=off
// VARIANT noser_alloc: -Xarch_device -mllvm=-dpagg-serial-threshold=off
// -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp VARIANT grid:
// --dpagg-scope=grid -Xarch_device -mllvm=-dpagg-serial-threshold=off
#include "../GPU/Inputs/GPUTest.cuh"

__global__ void child(int *Ran, int T) {
  if (threadIdx.x == 0)
    Ran[T] = 1;
}

__global__ void parent(int N, int *Ran, int *Codes, void **Sink) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  if (T >= N)
    return;
  void *P = nullptr, *Q = nullptr;
  int M1 = cudaMalloc(&P, 64);
  Sink[T] = P; // as written in every build
  child<<<1, 32>>>(Ran, T);
  int F1 = cudaFree(P);
  int M2 = cudaMalloc(&Q, 48); // local: aggregated in .alloc
  if (Q)
    *(int *)Q = T;
  int F2 = cudaFree(Q);
  Codes[4 * T] = M1;
  Codes[4 * T + 1] = F1;
  Codes[4 * T + 2] = M2;
  Codes[4 * T + 3] = F2;
}

int main() {
  gputest::Test T("ra_ptds_free_order");
  T.pendingLaunches(64);
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, size_t(128) << 20));
  const int N = 65536;
  int *Ran = gputest::alloc<int>(N), *Codes = gputest::alloc<int>(4 * N);
  void **Sink = gputest::alloc<void *>(N);
  for (int Round = 0; Round < 3; ++Round) {
    CK(cudaMemset(Ran, 0, N * sizeof(int)));
    gputest::poison(Codes, 4 * N);
    parent<<<N / 256, 256>>>(N, Ran, Codes, Sink);
    CK_SYNC();
    std::vector<int> R = gputest::download(Ran, N),
                     C = gputest::download(Codes, 4 * N);
    int NotRun = 0, Err = 0, Bad = 0;
    for (int I = 0; I < N; ++I) {
      NotRun += R[I] != 1;
      bool E = C[4 * I] || C[4 * I + 1] || C[4 * I + 2] || C[4 * I + 3];
      Err += E;
      if (E && R[I] == 1 && Bad++ < 5)
        printf("  thread %d: child ran, codes %d %d %d %d\n", I, C[4 * I],
               C[4 * I + 1], C[4 * I + 2], C[4 * I + 3]);
    }
    printf("round %d: %d children did not run, %d threads saw an error, "
           "%d of them for a child that ran\n",
           Round, NotRun, Err, Bad);
    T.compare("threads whose codes show an error not their own",
              std::vector<int>{Bad}, std::vector<int>{0});
  }
  return T.finish();
}
