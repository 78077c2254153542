// Issue 9, class 9: a compiler must not change what a program prints, also
// when the program's device launches fail. A recursive quadtree build (one
// launching thread per 128-thread block, four launches per node, depth up
// to 7) runs with the pending-launch limit set to 16, so that many launches
// fail (cudaErrorLaunchPendingCountExceeded) whatever the compiler; the
// program does not check them, like many CDP programs. It runs once directly
// and once as a CUDA graph replayed 20 times.
//
// Which launches fail depends on timing, so the program prints only what
// does not: the seed, and a check that holds whichever launches failed (every
// node is either not built, still poisoned, or has its exact point count, and
// a built node's parent is built). Its stdout must be byte for byte the same
// with and without DPAgg (the last RUN lines compare them): no "dpagg:" lines
// from the device.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/failing_launch_output.base
// RUN: %gpubin/failing_launch_output.dpagg
// RUN: %gpubin/failing_launch_output.warp
// RUN: env DPAGG_SEED=5 %gpubin/failing_launch_output.base > %t.base && env DPAGG_SEED=5 %gpubin/failing_launch_output.dpagg > %t.dpagg && diff %t.base %t.dpagg
// RUN: env DPAGG_SEED=5 %gpubin/failing_launch_output.base > %t.base && env DPAGG_SEED=5 %gpubin/failing_launch_output.warp > %t.warp && diff %t.base %t.warp
#include "GPUTest.cuh"

constexpr int MaxDepth = 7, Threshold = 12, NPts = 8192, Threads = 128;
constexpr int NNodes = ((1 << (2 * (MaxDepth + 1))) - 1) / 3; // 21845

struct Pt {
  float X, Y;
};

// Node Id at depth D covers the square at (X0, Y0) of side Side. Counts the
// points in it; thread 0 writes the count and launches the four quadrants.
__global__ void node(const Pt *Pts, uint32_t *Count, int Id, int D, float X0,
                     float Y0, float Side) {
  __shared__ uint32_t N;
  if (threadIdx.x == 0)
    N = 0;
  __syncthreads();
  uint32_t Mine = 0;
  for (int I = threadIdx.x; I < NPts; I += blockDim.x) {
    Pt P = Pts[I];
    Mine += P.X >= X0 && P.X < X0 + Side && P.Y >= Y0 && P.Y < Y0 + Side;
  }
  atomicAdd(&N, Mine);
  __syncthreads();
  if (threadIdx.x != 0)
    return;
  Count[Id] = N;
  if (N <= Threshold || D == MaxDepth)
    return;
  float H = Side / 2;
  for (int Q = 0; Q < 4; ++Q)
    node<<<1, Threads>>>(Pts, Count, 4 * Id + 1 + Q, D + 1, X0 + (Q & 1) * H,
                         Y0 + (Q >> 1) * H, H); // result not checked
}

// The same recursion on the host: the exact count of every node that could
// be built, and each node's parent (-1 for the root).
static void reference(const std::vector<Pt> &Pts, std::vector<uint32_t> &Ref,
                      std::vector<int> &Parent, int Id, int D, float X0,
                      float Y0, float Side) {
  uint32_t N = 0;
  for (const Pt &P : Pts)
    N += P.X >= X0 && P.X < X0 + Side && P.Y >= Y0 && P.Y < Y0 + Side;
  Ref[Id] = N;
  if (N <= Threshold || D == MaxDepth)
    return;
  float H = Side / 2;
  for (int Q = 0; Q < 4; ++Q) {
    Parent[4 * Id + 1 + Q] = Id;
    reference(Pts, Ref, Parent, 4 * Id + 1 + Q, D + 1, X0 + (Q & 1) * H,
              Y0 + (Q >> 1) * H, H);
  }
}

// Every node is unbuilt (poison) or exact, a built node's parent is built,
// the root is built. Prints only counts that do not depend on timing.
static void check(gputest::Test &T, const char *What,
                  const std::vector<uint32_t> &Got,
                  const std::vector<uint32_t> &Ref,
                  const std::vector<int> &Parent) {
  std::vector<uint32_t> Bad(NNodes, 0), None(NNodes, 0);
  Bad[0] = Got[0] != Ref[0];
  for (int I = 1; I < NNodes; ++I) {
    if (Got[I] == 0xffffffffu)
      continue;
    Bad[I] = Got[I] != Ref[I] || Parent[I] < 0 ||
             Got[Parent[I]] == 0xffffffffu;
  }
  T.compare(What, Bad, None);
}

int main() {
  gputest::Test T("failing_launch_output");
  T.pendingLaunches(16);
  std::vector<Pt> Pts(NPts);
  // Clustered points, so that the tree is deep in places.
  for (int I = 0; I < NPts; ++I) {
    float Cx = (float)(T.R.range(0, 7) * 0.125 + 0.0625);
    float Cy = (float)(T.R.range(0, 7) * 0.125 + 0.0625);
    float R = (float)(T.R.unit() * T.R.unit() * 0.06);
    float A = (float)(T.R.unit() * 6.283185307179586);
    Pts[I] = Pt{fminf(fmaxf(Cx + R * cosf(A), 0.f), 0.999f),
                fminf(fmaxf(Cy + R * sinf(A), 0.f), 0.999f)};
  }
  std::vector<uint32_t> Ref(NNodes, 0xffffffffu);
  std::vector<int> Parent(NNodes, -1);
  reference(Pts, Ref, Parent, 0, 0, 0.f, 0.f, 1.f);
  Pt *DPts = gputest::upload(Pts);
  uint32_t *DCount = gputest::alloc<uint32_t>(NNodes);

  // Direct, three times.
  for (int Round = 0; Round < 3; ++Round) {
    gputest::poison(DCount, NNodes);
    node<<<1, Threads>>>(DPts, DCount, 0, 0, 0.f, 0.f, 1.f);
    CK_SYNC();
    check(T, "tree, direct launch", gputest::download(DCount, NNodes), Ref,
          Parent);
  }

  // Captured in a graph, replayed.
  cudaStream_t S;
  CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  cudaGraph_t G;
  cudaGraphExec_t E;
  CK(cudaStreamBeginCapture(S, cudaStreamCaptureModeGlobal));
  node<<<1, Threads, 0, S>>>(DPts, DCount, 0, 0, 0.f, 0.f, 1.f);
  CK(cudaGetLastError());
  CK(cudaStreamEndCapture(S, &G));
  CK(cudaGraphInstantiate(&E, G, 0));
  gputest::poison(DCount, NNodes);
  for (int I = 0; I < 20; ++I)
    CK(cudaGraphLaunch(E, S));
  CK(cudaStreamSynchronize(S));
  CK_SYNC();
  check(T, "tree, graph replayed 20 times", gputest::download(DCount, NNodes),
        Ref, Parent);
  CK(cudaGraphExecDestroy(E));
  CK(cudaGraphDestroy(G));
  CK(cudaStreamDestroy(S));
  CK(cudaFree(DPts));
  CK(cudaFree(DCount));
  return T.finish();
}
