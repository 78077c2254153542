// Red team of e7a9ca8, (g) and (h) in runtime/grid.cu: "a logical grid
// completes when the physical aggregate does, after the ticket's aggregate"
// and "whatever CUDA orders after a logical grid still comes after its
// children". node is a 4-ary tree (heap ids, 8 levels, thread t < 4 of a
// node launches child 4 * Id + t + 1), per grid in every grid
// (-dpagg-nested-grid), in its clone too. Observers CUDA guarantees:
//  A. host stream order: round 1's tree (stream s1) reads every word round
//     0's tree wrote; an event on s1 then a checker in stream s2 sums round
//     1's whole tree;
//  B. a parent's later NULL-stream launch: driver's threads 0 and 1 launch a
//     subtree (ids 1..4), then check (NULL stream, same thread: runs after
//     the subtree and all its descendants), which sums the subtree;
//  C. a tail launch: driver's thread 2 launches subtree 5 + b (a second tree,
//     ids offset) and then, by hand through cudaGetParameterBufferV2 /
//     cudaLaunchDeviceV2 (clang's V1 tail launch fails on sm_90), check
//     into cudaStreamTailLaunch: it runs after the driver grid and all its
//     descendants.
// Build also with -Xclang -fgpu-default-stream=per-thread (.ptds: B is then
// the thread's own stream's order). Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Fan = 4, Depth = 8, Threads = 32;
constexpr int Ids = 21845; // sum of 4^k, k = 0..7
constexpr uint32_t Poison = 0xffffffffu;

__host__ __device__ inline bool spawns(int Id, int T, int D, uint32_t Salt) {
  return D + 1 < Depth && T < Fan && hash(Id, T, Salt, 3u) % 8 < 5;
}
__host__ __device__ inline uint32_t word(int Id, int T, int D, uint32_t Salt,
                                         uint32_t Prev) {
  return hash(Id, T, D, Salt, Prev);
}

/// Tree Out (Ids x Threads words); In: the previous round's words or null.
__global__ void node(uint32_t *Out, const uint32_t *In, int Id, int D,
                     uint32_t Salt) {
  int T = threadIdx.x;
  uint32_t Prev = In ? In[(size_t)Id * Threads + T] : 0;
  Out[(size_t)Id * Threads + T] = word(Id, T, D, Salt, Prev);
  if (spawns(Id, T, D, Salt))
    node<<<1, Threads>>>(Out, In, Fan * Id + T + 1, D + 1, Salt);
}

__host__ __device__ inline bool inSubtree(int Id, int Root) {
  while (Id > Root)
    Id = (Id - 1) / Fan;
  return Id == Root;
}

struct CheckArgs {
  const uint32_t *Out;
  int Root;
  uint32_t *Res;
  int Slot;
};
/// Sums the words of Root's subtree (poison where a node never ran).
__global__ void check(CheckArgs A) {
  __shared__ uint32_t Part[256];
  uint32_t S = 0;
  for (int Id = threadIdx.x; Id < Ids; Id += blockDim.x)
    if (inSubtree(Id, A.Root))
      for (int T = 0; T < Threads; ++T)
        S = S * 31 + A.Out[(size_t)Id * Threads + T] + (uint32_t)Id;
  Part[threadIdx.x] = S;
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t H = 0;
    for (int I = 0; I < (int)blockDim.x; ++I)
      H = hash(H, Part[I]);
    A.Res[A.Slot] = H;
  }
}
static uint32_t checkRef(const std::vector<uint32_t> &Out, int Root) {
  std::vector<uint32_t> Part(256, 0);
  for (int Id = 0; Id < Ids; ++Id)
    if (inSubtree(Id, Root))
      for (int T = 0; T < Threads; ++T)
        Part[Id % 256] =
            Part[Id % 256] * 31 + Out[(size_t)Id * Threads + T] + (uint32_t)Id;
  uint32_t H = 0;
  for (int I = 0; I < 256; ++I)
    H = hash(H, Part[I]);
  return H;
}

__device__ cudaError_t tailCheck(CheckArgs A) {
  void *Buf = cudaGetParameterBufferV2((void *)check, dim3(1), dim3(256), 0);
  if (!Buf)
    return cudaErrorLaunchOutOfResources;
  memcpy(Buf, &A, sizeof A);
  return cudaLaunchDeviceV2(Buf, cudaStreamTailLaunch);
}

/// B and C: OutB holds the subtrees 1..4 (threads 0, 1 of blocks 0, 1),
/// OutC the subtrees 1..2 again (thread 2 of blocks 0, 1), another salt.
__global__ void driver(uint32_t *OutB, uint32_t *OutC, uint32_t *Res,
                       uint32_t Salt, unsigned *TailErr) {
  int T = threadIdx.x, B = blockIdx.x;
  if (T < 2) {
    int Root = 1 + 2 * B + T;
    node<<<1, Threads>>>(OutB, nullptr, Root, 1, Salt);
    check<<<1, 256>>>(CheckArgs{OutB, Root, Res, Root});
  } else if (T == 2) {
    int Root = 1 + B;
    node<<<1, Threads>>>(OutC, nullptr, Root, 1, Salt ^ 0xabcdu);
    if (tailCheck(CheckArgs{OutC, Root, Res, 8 + Root}) != cudaSuccess)
      atomicAdd(TailErr, 1u);
  }
}

static void treeRef(std::vector<uint32_t> &Out, const std::vector<uint32_t> *In,
                    int Id, int D, uint32_t Salt, int &Nodes) {
  ++Nodes;
  for (int T = 0; T < Threads; ++T) {
    uint32_t Prev = In ? (*In)[(size_t)Id * Threads + T] : 0;
    Out[(size_t)Id * Threads + T] = word(Id, T, D, Salt, Prev);
  }
  for (int T = 0; T < Threads; ++T)
    if (spawns(Id, T, D, Salt))
      treeRef(Out, In, Fan * Id + T + 1, D + 1, Salt, Nodes);
}

int main() {
  gputest::Test T("ng_host_order");
  bool Est = getenv("NG_ESTIMATE");
  size_t N = (size_t)Ids * Threads;
  uint32_t Salt = (uint32_t)T.R.next();
  // A.
  std::vector<uint32_t> R0(N, Poison), R1(N, Poison);
  int Nodes = 0;
  treeRef(R0, nullptr, 0, 0, Salt, Nodes);
  treeRef(R1, &R0, 0, 0, Salt + 1, Nodes);
  uint32_t SumA = checkRef(R1, 0);
  // B and C.
  std::vector<uint32_t> RB(N, Poison), RC(N, Poison), RRes(16, Poison);
  for (int Root = 1; Root <= 4; ++Root) {
    treeRef(RB, nullptr, Root, 1, Salt, Nodes);
  }
  for (int Root = 1; Root <= 2; ++Root)
    treeRef(RC, nullptr, Root, 1, Salt ^ 0xabcdu, Nodes);
  for (int Root = 1; Root <= 4; ++Root)
    RRes[Root] = checkRef(RB, Root);
  for (int Root = 1; Root <= 2; ++Root)
    RRes[8 + Root] = checkRef(RC, Root);
  printf("%d nodes in all\n", Nodes);
  if (Est)
    return T.finish();
  T.pendingLaunches(1 << 16);

  uint32_t *O0 = gputest::alloc<uint32_t>(N), *O1 = gputest::alloc<uint32_t>(N);
  uint32_t *OB = gputest::alloc<uint32_t>(N), *OC = gputest::alloc<uint32_t>(N);
  uint32_t *Res = gputest::alloc<uint32_t>(16);
  unsigned *TailErr = gputest::alloc<unsigned>(1);
  for (uint32_t *P : {O0, O1, OB, OC})
    gputest::poison(P, N);
  gputest::poison(Res, 16);
  CK(cudaMemset(TailErr, 0, 4));
  cudaStream_t S1, S2;
  cudaEvent_t E;
  CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
  CK(cudaEventCreateWithFlags(&E, cudaEventDisableTiming));
  CK(cudaDeviceSynchronize());
  node<<<1, Threads, 0, S1>>>(O0, nullptr, 0, 0, Salt);
  node<<<1, Threads, 0, S1>>>(O1, O0, 0, 0, Salt + 1);
  CK(cudaEventRecord(E, S1));
  CK(cudaStreamWaitEvent(S2, E, 0));
  check<<<1, 256, 0, S2>>>(CheckArgs{O1, 0, Res, 0});
  driver<<<2, 32, 0, S1>>>(OB, OC, Res, Salt, TailErr);
  CK_SYNC();
  RRes[0] = SumA;
  T.compare("A: round 0 tree", gputest::download(O0, N), R0);
  T.compare("A: round 1 tree (reads round 0)", gputest::download(O1, N), R1);
  T.compare("B: subtrees", gputest::download(OB, N), RB);
  T.compare("C: tail subtrees", gputest::download(OC, N), RC);
  std::vector<unsigned> TE = gputest::download(TailErr, 1);
  printf("tail launches that failed: %u\n", TE[0]);
  T.compare("checker sums (0: A after an event; 1-4: B NULL-stream order; "
            "9-10: C tail launch)",
            gputest::download(Res, 16), RRes);
  return T.finish();
}
