//===- examples/bfs/bfs.cu - BFS with one child grid per frontier vertex --===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Level-synchronous breadth-first search on a random graph with a skewed
// degree distribution (most vertices have a few edges, a few have
// thousands). Every thread of the parent grid owns one frontier vertex and
// launches a child grid over that vertex's edges: the plain dynamic
// parallelism a programmer writes first, with no source changes for DPAgg.
// Built with DPAgg, those launches are aggregated (one per block or warp).
//
//   bfs [vertices [seed]]     default 65536 vertices, seed 1
//
// Prints the graph, then one line with the levels, reached vertices, device
// launches and a checksum of the distances (identical with and without
// DPAgg), then the best GPU time and PASS. Exits 0 only when every distance
// matches a CPU BFS and no device launch failed.
//
//===----------------------------------------------------------------------===//
#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(Call)                                                            \
  do {                                                                         \
    cudaError_t Err = (Call);                                                  \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "bfs: %s:%d: %s failed: %s\n", __FILE__, __LINE__, \
                   #Call, cudaGetErrorString(Err));                            \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

constexpr int Unvisited = -1;
constexpr int ChildBlock = 32;

/// One child grid: the edges [Begin, Begin + Degree) of one frontier vertex.
__global__ void expandEdges(const int *Adj, int Begin, int Degree, int *Dist,
                            int NextLevel, int *Next, int *NextSize) {
  int E = blockIdx.x * blockDim.x + threadIdx.x;
  if (E >= Degree)
    return;
  int V = Adj[Begin + E];
  if (atomicCAS(&Dist[V], Unvisited, NextLevel) == Unvisited)
    Next[atomicAdd(NextSize, 1)] = V;
}

/// The parent grid: one thread per frontier vertex, one launch per thread.
__global__ void visitFrontier(const int *Frontier, int FrontierSize,
                              const int *Offsets, const int *Adj, int *Dist,
                              int Level, int *Next, int *NextSize,
                              int *LaunchErrors) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= FrontierSize)
    return;
  int U = Frontier[I];
  int Begin = Offsets[U];
  int Degree = Offsets[U + 1] - Begin;
  if (Degree == 0)
    return;
  expandEdges<<<(Degree + ChildBlock - 1) / ChildBlock, ChildBlock>>>(
      Adj, Begin, Degree, Dist, Level + 1, Next, NextSize);
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(LaunchErrors, 1);
}

namespace {

struct Graph {
  int N = 0;
  std::vector<int> Offsets; // N + 1 entries (CSR)
  std::vector<int> Adj;
};

/// Deterministic 64-bit LCG, so every build sees the same graph.
struct Rng {
  uint64_t S;
  explicit Rng(uint64_t Seed) : S(Seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint32_t next() {
    S = S * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(S >> 33);
  }
  int below(int N) { return int(next() % uint32_t(N)); }
};

Graph makeGraph(int N, uint64_t Seed) {
  Rng R(Seed);
  Graph G;
  G.N = N;
  G.Offsets.resize(N + 1);
  G.Offsets[0] = 0;
  for (int U = 0; U < N; ++U) {
    int P = R.below(1000), Degree;
    if (U == 0)
      Degree = 64; // the source fans out
    else if (P < 900)
      Degree = R.below(9); // 0..8
    else if (P < 990)
      Degree = 16 + R.below(113); // 16..128
    else
      Degree = 256 + R.below(1793); // 256..2048
    G.Offsets[U + 1] = G.Offsets[U] + Degree;
  }
  G.Adj.resize(G.Offsets[N]);
  for (int &V : G.Adj)
    V = R.below(N);
  return G;
}

std::vector<int> cpuBfs(const Graph &G, int Source) {
  std::vector<int> Dist(G.N, Unvisited), Queue;
  Queue.reserve(G.N);
  Dist[Source] = 0;
  Queue.push_back(Source);
  for (size_t Head = 0; Head < Queue.size(); ++Head) {
    int U = Queue[Head];
    for (int E = G.Offsets[U]; E < G.Offsets[U + 1]; ++E)
      if (Dist[G.Adj[E]] == Unvisited) {
        Dist[G.Adj[E]] = Dist[U] + 1;
        Queue.push_back(G.Adj[E]);
      }
  }
  return Dist;
}

uint64_t checksum(const std::vector<int> &Dist) {
  uint64_t H = 0xcbf29ce484222325ull; // FNV-1a over the distances
  for (int D : Dist) {
    H ^= uint32_t(D + 1);
    H *= 0x100000001b3ull;
  }
  return H;
}

} // namespace

int main(int Argc, char **Argv) {
  int N = Argc > 1 ? std::atoi(Argv[1]) : 1 << 16;
  uint64_t Seed = Argc > 2 ? std::strtoull(Argv[2], nullptr, 0) : 1;
  if (N < 1) {
    std::fprintf(stderr, "usage: bfs [vertices [seed]]\n");
    return 2;
  }
  const int Source = 0;
  Graph G = makeGraph(N, Seed);
  std::vector<int> Want = cpuBfs(G, Source);
  int Levels = 0, Reached = 0, Launches = 0;
  for (int U = 0; U < N; ++U)
    if (Want[U] != Unvisited) {
      ++Reached;
      Levels = Want[U] + 1 > Levels ? Want[U] + 1 : Levels;
      Launches += G.Offsets[U + 1] > G.Offsets[U];
    }
  std::printf("bfs: %d vertices, %zu edges, seed %" PRIu64 "\n", N,
              G.Adj.size(), Seed);

  // Every frontier vertex launches at once: let that many launches pend.
  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                           N + 4096 < (1 << 20) ? N + 4096 : (1 << 20)));
  int *DOffsets, *DAdj, *DDist, *DQueue[2], *DSize, *DErrors;
  CHECK(cudaMalloc(&DOffsets, sizeof(int) * (N + 1)));
  CHECK(cudaMalloc(&DAdj, sizeof(int) * (G.Adj.size() ? G.Adj.size() : 1)));
  CHECK(cudaMalloc(&DDist, sizeof(int) * N));
  CHECK(cudaMalloc(&DQueue[0], sizeof(int) * N));
  CHECK(cudaMalloc(&DQueue[1], sizeof(int) * N));
  CHECK(cudaMalloc(&DSize, sizeof(int)));
  CHECK(cudaMalloc(&DErrors, sizeof(int)));
  CHECK(cudaMemcpy(DOffsets, G.Offsets.data(), sizeof(int) * (N + 1),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(DAdj, G.Adj.data(), sizeof(int) * G.Adj.size(),
                   cudaMemcpyHostToDevice));
  cudaEvent_t Start, Stop;
  CHECK(cudaEventCreate(&Start));
  CHECK(cudaEventCreate(&Stop));

  // Run 3 times (the first pays for module loading); check every run.
  std::vector<int> Got(N);
  float Best = 0;
  bool Ok = true;
  for (int Run = 0; Run < 3 && Ok; ++Run) {
    CHECK(cudaMemset(DDist, 0xff, sizeof(int) * N)); // Unvisited everywhere
    CHECK(cudaMemset(DErrors, 0, sizeof(int)));
    int Zero = 0, Size = 1;
    CHECK(cudaMemcpy(DDist + Source, &Zero, sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(DQueue[0], &Source, sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaEventRecord(Start));
    int Level = 0;
    for (; Size > 0; ++Level) {
      int *Cur = DQueue[Level & 1], *Next = DQueue[(Level + 1) & 1];
      CHECK(cudaMemsetAsync(DSize, 0, sizeof(int)));
      visitFrontier<<<(Size + 127) / 128, 128>>>(Cur, Size, DOffsets, DAdj,
                                                 DDist, Level, Next, DSize,
                                                 DErrors);
      CHECK(cudaGetLastError());
      // A parent grid completes only after all of its child grids.
      CHECK(cudaMemcpy(&Size, DSize, sizeof(int), cudaMemcpyDeviceToHost));
    }
    CHECK(cudaEventRecord(Stop));
    CHECK(cudaEventSynchronize(Stop));
    float Ms;
    CHECK(cudaEventElapsedTime(&Ms, Start, Stop));
    Best = Run == 0 || Ms < Best ? Ms : Best;
    int Errors;
    CHECK(cudaMemcpy(&Errors, DErrors, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(Got.data(), DDist, sizeof(int) * N, cudaMemcpyDeviceToHost));
    if (Errors) {
      std::printf("bfs: FAIL: %d device launches failed in run %d\n", Errors,
                  Run);
      Ok = false;
    }
    for (int U = 0; U < N && Ok; ++U)
      if (Got[U] != Want[U]) {
        std::printf("bfs: FAIL: run %d: distance of vertex %d is %d, want %d\n",
                    Run, U, Got[U], Want[U]);
        Ok = false;
      }
    if (Ok && Level != Levels) {
      std::printf("bfs: FAIL: run %d took %d levels, want %d\n", Run, Level,
                  Levels);
      Ok = false;
    }
  }
  std::printf("bfs: %d levels, %d reached, %d device launches, "
              "checksum 0x%016" PRIx64 "\n",
              Levels, Reached, Launches, checksum(Got));
  if (!Ok)
    return 1;
  std::printf("bfs: best of 3: %.3f ms\n", Best);
  std::printf("bfs: PASS\n");
  return 0;
}
