// Red team of e7a9ca8, rule 1 (clone sites as unobserved as the kernel's):
// recursive kernels whose launch is NOT their threads' only one, or whose
// threads read the error state, so no site of theirs may go per grid or to
// the last exit, in the kernel or in its clone (the prologue's
// __dpagg_child_* calls are order-free now; nothing else may be):
//  - twoSites: thread 0 launches twoSites (the recursion), thread 1 leaf, and
//    thread 2 both, into its block's NULL stream: CUDA runs that leaf after
//    the twoSites grid before it and all its descendants, so it must see
//    every word of that subtree (thread 1's leaf is unordered: only that it
//    ran is checked);
//  - errState: a recursive kernel whose thread 1 reads cudaPeekAtLastError
//    (must be cudaSuccess: its own state) and thread 0 launches twice in a
//    loop of 1 or 2 trips.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Depth = 7, Fan = 3, Ids = 1093 * 3; // sum 3^k, k = 0..6
constexpr uint32_t Poison = 0xffffffffu;

__host__ __device__ inline bool spawns(int Id, int D, uint32_t Salt, int K) {
  return D + 1 < Depth && hash(Id, Salt, K) % 4 != 0;
}
__host__ __device__ inline int childId(int Id, int K) { return Fan * Id + K + 1; }

/// Leaf: sums the words of the subtree of Root (poison counts as well) into
/// Out[Slot]; for thread 2's leaf every word must be there.
__device__ inline bool inSub(int Id, int Root) {
  while (Id > Root)
    Id = (Id - 1) / Fan;
  return Id == Root;
}
__global__ void leaf(const uint32_t *Words, int Root, uint32_t *Out, int Slot) {
  if (threadIdx.x != 0)
    return;
  uint32_t H = 0;
  for (int Id = 0; Id < Ids; ++Id)
    if (inSub(Id, Root))
      H = hash(H, Words[Id], Id);
  Out[Slot] = H;
}

__global__ void twoSites(uint32_t *Words, uint32_t *Out, int Id, int D,
                         uint32_t Salt) {
  if (threadIdx.x == 0)
    Words[Id] = hash(Id, D, Salt);
  if (threadIdx.x == 0 && spawns(Id, D, Salt, 0))
    twoSites<<<1, 32>>>(Words, Out, childId(Id, 0), D + 1, Salt);
  if (threadIdx.x == 1 && spawns(Id, D, Salt, 1))
    leaf<<<1, 32>>>(Words, childId(Id, 0), Out, 2 * Id + 1);
  if (threadIdx.x == 2 && spawns(Id, D, Salt, 2)) {
    twoSites<<<1, 32>>>(Words, Out, childId(Id, 2), D + 1, Salt);
    leaf<<<1, 32>>>(Words, childId(Id, 2), Out, 2 * Id + 2);
  }
}

__global__ void errState(NgAcc *A, unsigned *Bad, int Id, int D,
                         uint32_t Salt) {
  uint32_t H = hash(Id, D, Salt, ngThread());
  ngRecord(A, D, H);
  if (threadIdx.x == 1 && cudaPeekAtLastError() != cudaSuccess)
    atomicAdd(Bad, 1u);
  if (threadIdx.x == 0) {
    int Trips = 1 + hash(Id, Salt) % 2;
    for (int K = 0; K < Trips; ++K)
      if (spawns(Id, D, Salt, K))
        errState<<<1, 32 + 32 * K>>>(A, Bad, childId(Id, K), D + 1, Salt);
  }
}

static void twoRef(std::vector<uint32_t> &W, std::vector<std::pair<int, int>> &Leaves,
                   int Id, int D, uint32_t Salt) {
  W[Id] = hash(Id, D, Salt);
  if (spawns(Id, D, Salt, 0))
    twoRef(W, Leaves, childId(Id, 0), D + 1, Salt);
  if (spawns(Id, D, Salt, 1))
    Leaves.push_back({childId(Id, 0), 2 * Id + 1}); // may see partial words
  if (spawns(Id, D, Salt, 2)) {
    twoRef(W, Leaves, childId(Id, 2), D + 1, Salt);
    Leaves.push_back({-childId(Id, 2) - 1, 2 * Id + 2}); // ordered: exact
  }
}
static void errRef(NgRef &R, int Id, int D, uint32_t Salt, unsigned Threads) {
  for (unsigned T = 0; T < Threads; ++T)
    R.record(D, hash(Id, D, Salt, T));
  int Trips = 1 + hash(Id, Salt) % 2;
  for (int K = 0; K < Trips; ++K)
    if (spawns(Id, D, Salt, K))
      errRef(R, childId(Id, K), D + 1, Salt, 32 + 32 * K);
}

int main() {
  gputest::Test T("ng_two_sites");
  bool Est = getenv("NG_ESTIMATE");
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> W(Ids, Poison);
  std::vector<std::pair<int, int>> Leaves;
  twoRef(W, Leaves, 0, 0, Salt);
  NgRef ER;
  errRef(ER, 0, 0, Salt, 32);
  printf("%zu leaf launches\n", Leaves.size());
  if (Est)
    return T.finish();
  T.pendingLaunches(1 << 15);
  uint32_t *DW = gputest::alloc<uint32_t>(Ids), *DO = gputest::alloc<uint32_t>(2 * Ids + 2);
  gputest::poison(DW, Ids);
  gputest::poison(DO, 2 * Ids + 2);
  twoSites<<<1, 32>>>(DW, DO, 0, 0, Salt);
  CK_SYNC();
  T.compare("twoSites words", gputest::download(DW, Ids), W);
  // Ordered leaves (thread 2's) must see their whole subtree.
  std::vector<uint32_t> Got = gputest::download(DO, 2 * Ids + 2), Want, Have;
  for (auto [Root, Slot] : Leaves) {
    if (Root >= 0) {
      // Thread 1's leaf: unordered with the subtree; only that it ran.
      Want.push_back(1);
      Have.push_back(Got[Slot] != Poison);
      continue;
    }
    int R = -Root - 1;
    uint32_t H = 0;
    for (int Id = 0; Id < Ids; ++Id) {
      int X = Id;
      while (X > R)
        X = (X - 1) / Fan;
      if (X == R)
        H = gputest::hash(H, W[Id], Id);
    }
    Want.push_back(H);
    Have.push_back(Got[Slot]);
  }
  T.compare("leaves (thread 2's after its subtree; thread 1's ran)", Have, Want);
  NgAcc *A = ngAlloc();
  unsigned *Bad = gputest::alloc<unsigned>(1);
  CK(cudaMemset(Bad, 0, 4));
  errState<<<1, 32>>>(A, Bad, 0, 0, Salt);
  CK_SYNC();
  ngCompare(T, "errState", A, ER, Depth);
  T.compare("errState dirty error states", gputest::download(Bad, 1),
            std::vector<unsigned>{0});
  return T.finish();
}
