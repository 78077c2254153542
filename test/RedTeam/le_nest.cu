// Red team of block scope at the threads' last exit (issue 26, item 3):
// the slot table and nesting. (f) says the slot is the block's alone from
// its entry to its last exit and (d)/(b) that a full table only makes
// blocks launch alone; attack with:
//  - rec: a kernel whose only launch is itself (a 4-ary tree of 6 levels,
//    blocks of 4 and of 33 threads, early returns, node ids heap-style):
//    the host-launched level takes the last exit, the aggregated clone's
//    launches are the clone's own (InClone); every node must run once;
//  - grand -> mid -> leChild: two last-exit kernels nested (mid launched by
//    grand's aggregate, alone or replayed), one module table;
//  - 16 streams of concurrent host grids (2,048 blocks of 64 and 300 of
//    1024), so slots are taken and freed by many grids at once; with
//    .fewslots (-dpagg-block-slots=2) most blocks find the table full and
//    launch alone, with no barrier.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "le/Le.cuh"

constexpr int Fan = 4, Depth = 6;
constexpr int MaxNodes = 5461 + 1; // sum of 4^k, k = 0..6
/// Whether thread T of node Id (at depth D) leaves early, launches.
__host__ __device__ inline bool recLeaves(int Id, int T, uint32_t Salt) {
  return hash(Id, T, Salt, 7) % 5 == 0;
}
__host__ __device__ inline bool recLaunches(int Id, int T, int D,
                                            uint32_t Salt) {
  return D + 1 < Depth && T < Fan && hash(Id, T, Salt) % 3 != 0;
}

__global__ void rec(unsigned *Visits, uint32_t *Own, int Id, int D,
                    uint32_t Salt) {
  int T = leThread();
  if (T == 0)
    atomicAdd(&Visits[Id], 1u);
  if (recLeaves(Id, T, Salt))
    return;
  if (recLaunches(Id, T, D, Salt))
    rec<<<1, blockDim>>>(Visits, Own, Id * Fan + T + 1, D + 1, Salt);
  if (T < Fan)
    atomicAdd(&Own[Id * Fan + T], 1u);
}

/// mid: parent P's thread launches leChild as in le_exits' deep.
__global__ void mid(const uint32_t *In, unsigned *Hits, uint32_t *Out, int Base,
                    int N) {
  int P = leThread();
  if (P >= N)
    return;
  uint32_t V = In[Base + P];
  if (V % 5 == 0)
    return;
  if (V & 1) {
    LeCfg C = leCfg(V, 0);
    leChild<<<C.Grid, C.Block>>>(Hits, Out, Base + P, V);
  }
}
/// grand: thread G launches mid over parents [G * 64, G * 64 + N).
__global__ void grand(const uint32_t *In, unsigned *Hits, uint32_t *Out,
                      const int *Ns, int NG) {
  int G = leParent();
  if (G >= NG || Ns[G] < 0)
    return;
  int N = Ns[G];
  if (N > 0)
    mid<<<1, 64>>>(In, Hits, Out, G * 64, N);
}

__global__ void flat(const uint32_t *In, unsigned *Hits, uint32_t *Out, int NP) {
  int P = leParent();
  if (P >= NP)
    return;
  uint32_t V = In[P];
  if (V % 5 == 0)
    return;
  if (V & 1) {
    LeCfg C = leCfg(V, 0);
    leChild<<<C.Grid, C.Block>>>(Hits, Out, P, V);
  }
}

static void testRec(gputest::Test &T, dim3 Block) {
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<unsigned> Want(MaxNodes, 0), WantOwn(MaxNodes * Fan, 0);
  // Nodes that run: a breadth-first walk of the reference.
  std::vector<std::pair<int, int>> Work = {{0, 0}};
  int Threads = Block.x * Block.y * Block.z;
  while (!Work.empty()) {
    auto [Id, D] = Work.back();
    Work.pop_back();
    ++Want[Id];
    for (int Th = 0; Th < Threads; ++Th) {
      if (recLeaves(Id, Th, Salt))
        continue;
      if (recLaunches(Id, Th, D, Salt))
        Work.push_back({Id * Fan + Th + 1, D + 1});
      if (Th < Fan)
        ++WantOwn[Id * Fan + Th];
    }
  }
  unsigned *DV = gputest::alloc<unsigned>(MaxNodes);
  uint32_t *DO = gputest::alloc<uint32_t>(MaxNodes * Fan);
  CK(cudaMemset(DV, 0, MaxNodes * sizeof(unsigned)));
  CK(cudaMemset(DO, 0, MaxNodes * Fan * sizeof(uint32_t)));
  rec<<<1, Block>>>(DV, DO, 0, 0, Salt);
  CK_SYNC();
  char Tag[64];
  snprintf(Tag, sizeof Tag, "rec (%u,%u,%u) visits", Block.x, Block.y, Block.z);
  T.compare(Tag, gputest::download(DV, MaxNodes), Want);
  snprintf(Tag, sizeof Tag, "rec (%u,%u,%u) own", Block.x, Block.y, Block.z);
  T.compare(Tag, gputest::download(DO, MaxNodes * Fan), WantOwn);
  CK(cudaFree(DV));
  CK(cudaFree(DO));
}

static void testGrand(gputest::Test &T, int NG, int Threads) {
  int NP = NG * 64;
  std::vector<uint32_t> In(NP);
  std::vector<int> Ns(NG);
  std::vector<char> Launch(NP, 0);
  for (auto &V : In)
    V = (uint32_t)T.R.next();
  for (int G = 0; G < NG; ++G) {
    Ns[G] = T.R.range(-8, 64);
    for (int P = 0; P < (Ns[G] > 0 ? Ns[G] : 0); ++P) {
      uint32_t V = In[G * 64 + P];
      Launch[G * 64 + P] = V % 5 != 0 && (V & 1);
    }
  }
  std::vector<unsigned> WantHits;
  std::vector<uint32_t> WantOut;
  leExpect(In, Launch, 0, WantHits, WantOut);
  uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(NP);
  int *DNs = gputest::upload(Ns);
  unsigned *DHits = gputest::alloc<unsigned>(NP);
  gputest::poison(DOut, NP);
  CK(cudaMemset(DHits, 0, NP * sizeof(unsigned)));
  grand<<<(NG + Threads - 1) / Threads, Threads>>>(DIn, DHits, DOut, DNs, NG);
  CK_SYNC();
  char Tag[64];
  snprintf(Tag, sizeof Tag, "grand %d/%d hits", NG, Threads);
  T.compare(Tag, gputest::download(DHits, NP), WantHits);
  snprintf(Tag, sizeof Tag, "grand %d/%d out", NG, Threads);
  T.compare(Tag, gputest::download(DOut, NP), WantOut);
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
  CK(cudaFree(DNs));
  CK(cudaFree(DHits));
}

static void testStreams(gputest::Test &T, int Blocks, int Threads) {
  constexpr int NS = 16;
  int NP = Blocks * Threads;
  std::vector<uint32_t> In((size_t)NP * NS);
  std::vector<char> Launch(In.size());
  for (size_t I = 0; I < In.size(); ++I) {
    In[I] = (uint32_t)T.R.next();
    if (T.R.chance(0.9)) // sparse: most threads leave without launching
      In[I] &= ~1u;
    Launch[I] = In[I] % 5 != 0 && (In[I] & 1);
  }
  // Each stream's grid numbers its parents from 0: expected per stream.
  uint32_t *DIn = gputest::upload(In), *DOut = gputest::alloc<uint32_t>(In.size());
  unsigned *DHits = gputest::alloc<unsigned>(In.size());
  gputest::poison(DOut, In.size());
  CK(cudaMemset(DHits, 0, In.size() * sizeof(unsigned)));
  cudaStream_t S[NS];
  for (auto &X : S)
    CK(cudaStreamCreateWithFlags(&X, cudaStreamNonBlocking));
  for (int I = 0; I < NS; ++I)
    flat<<<Blocks, Threads, 0, S[I]>>>(DIn + (size_t)I * NP,
                                      DHits + (size_t)I * NP,
                                      DOut + (size_t)I * NP, NP);
  CK_SYNC();
  auto Hits = gputest::download(DHits, In.size());
  auto Out = gputest::download(DOut, In.size());
  for (int I = 0; I < NS; ++I) {
    std::vector<uint32_t> SIn(In.begin() + (size_t)I * NP,
                              In.begin() + (size_t)(I + 1) * NP);
    std::vector<char> SL(Launch.begin() + (size_t)I * NP,
                         Launch.begin() + (size_t)(I + 1) * NP);
    std::vector<unsigned> WH;
    std::vector<uint32_t> WO;
    leExpect(SIn, SL, 0, WH, WO);
    char Tag[64];
    snprintf(Tag, sizeof Tag, "streams %dx%d s%d hits", Blocks, Threads, I);
    T.compare(Tag, std::vector<unsigned>(Hits.begin() + (size_t)I * NP, Hits.begin() + (size_t)(I + 1) * NP), WH);
    snprintf(Tag, sizeof Tag, "streams %dx%d s%d out", Blocks, Threads, I);
    T.compare(Tag, std::vector<uint32_t>(Out.begin() + (size_t)I * NP, Out.begin() + (size_t)(I + 1) * NP), WO);
  }
  for (auto &X : S)
    CK(cudaStreamDestroy(X));
  CK(cudaFree(DIn));
  CK(cudaFree(DOut));
  CK(cudaFree(DHits));
}

int main() {
  gputest::Test T("le_nest");
  T.pendingLaunches(1 << 19);
  for (int Round = 0; Round < 2; ++Round) {
    testRec(T, dim3(Fan));
    testRec(T, dim3(33));
    testRec(T, dim3(11, 3));
    testGrand(T, 1, 32);
    testGrand(T, 700, 96);
    testGrand(T, 4000, 1024);
    testStreams(T, 2048, 64);
    testStreams(T, 300, 1024);
  }
  return T.finish();
}
