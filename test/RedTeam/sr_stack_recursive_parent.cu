// Red team of serialization (issue 26 item 1), rule (a)'s frame limit
// (interfaceBlocker: the child's allocas and by-value parameters at most
// 4096 bytes, "the parent's frame grows by it"). A probe: whether it breaks
// depends on how the driver sizes a recursive kernel's stack.
//
// The parent launches into cudaStreamFireAndForget (into the NULL stream the
// order rule refuses a parent with a recursive callee: onceAndOnlyLaunch)
// and calls a recursive device function, so nvlink cannot determine
// its stack size ("Stack size for entry function ... cannot be statically
// determined") and the driver gives each thread cudaLimitStackSize bytes
// (1024 by default; the program sets it to 1024 to be sure). Its recursion
// is shallow and fits. The child keeps a 4,000-byte local array (indexed at
// run time, so it stays in local memory); launched on its own it has a
// static 4,000-byte frame, which the driver provides. Serialized, its copy
// is a function the parent calls (K.dpagg.serial, "4000 bytes stack frame"
// in ptxas -v), so the parent's stack needs about 4 KB more than the 1 KB
// it has: a stack overflow (an illegal-address error or corrupted values)
// that did not exist.
//
// Expected: base, .dpagg, .warp PASS; .serial1024/.serialauto FAIL or
// CUDAERR if the driver sizes a recursive kernel's stack by
// cudaLimitStackSize alone; PASS everywhere if it adds the static frames.
//
// VARIANT serial1024: -Xarch_device -mllvm=-dpagg-serial-threshold=1024
// VARIANT serialauto: -Xarch_device -mllvm=-dpagg-serial-threshold=auto
#include "../GPU/Inputs/GPUTest.cuh"

#include <ctime>

using gputest::hash;

constexpr int Words = 1000; // 4,000 bytes: under the rule's 4,096

__global__ void child(const int *Idx, uint32_t *Out, uint32_t Salt) {
  uint32_t Buf[Words];
  for (int I = 0; I < Words; ++I)
    Buf[I] = hash(Salt, I, threadIdx.x);
  uint32_t Acc = 0;
  for (int K = 0; K < 8; ++K)
    Acc = Acc * 31 + Buf[Idx[threadIdx.x * 8 + K]];
  Out[threadIdx.x] = Acc;
}

__device__ __noinline__ int walk(const int *Tree, int Depth) {
  if (Depth <= 1)
    return Tree[Depth];
  return walk(Tree, Depth - 1) + walk(Tree, Depth - 2);
}

__global__ void parent(const int *Idx, const int *Tree, uint32_t *Out,
                       int *Walk, int Depth, uint32_t Salt, int Threads) {
  Walk[threadIdx.x] = walk(Tree + threadIdx.x, Depth);
  if (threadIdx.x == 0)
    child<<<1, Threads, 0, cudaStreamFireAndForget>>>(Idx, Out, Salt);
}

static int walkHost(const int *Tree, int Depth) {
  if (Depth <= 1)
    return Tree[Depth];
  return walkHost(Tree, Depth - 1) + walkHost(Tree, Depth - 2);
}

int main() {
  uint64_t Seed = getenv("DPAGG_SEED") ? strtoull(getenv("DPAGG_SEED"), 0, 10)
                                       : (uint64_t)time(nullptr);
  printf("seed %llu\n", (unsigned long long)Seed);
  gputest::Rng R{Seed};
  CK(cudaDeviceSetLimit(cudaLimitStackSize, 1024));
  int Threads = R.range(8, 64), Depth = R.range(3, 6);
  uint32_t Salt = (uint32_t)R.next();
  std::vector<int> Idx(64 * 8), Tree(256);
  for (int &V : Idx)
    V = R.range(0, Words - 1);
  for (int &V : Tree)
    V = R.range(0, 1000);
  int *DIdx = gputest::upload(Idx), *DTree = gputest::upload(Tree);
  uint32_t *Out = gputest::alloc<uint32_t>(64);
  int *Walk = gputest::alloc<int>(32);
  CK(cudaMemset(Out, 0xff, 64 * sizeof(uint32_t)));
  CK(cudaMemset(Walk, 0xff, 32 * sizeof(int)));
  parent<<<1, 32>>>(DIdx, DTree, Out, Walk, Depth, Salt, Threads);
  CK_SYNC();
  std::vector<uint32_t> H(64);
  std::vector<int> W(32);
  CK(cudaMemcpy(H.data(), Out, 64 * sizeof(uint32_t), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(W.data(), Walk, 32 * sizeof(int), cudaMemcpyDeviceToHost));
  int Wrong = 0;
  for (int T = 0; T < 64; ++T) {
    uint32_t Want = 0xffffffffu;
    if (T < Threads) {
      Want = 0;
      for (int K = 0; K < 8; ++K)
        Want = Want * 31 + hash(Salt, Idx[T * 8 + K], T);
    }
    Wrong += H[T] != Want;
  }
  for (int T = 0; T < 32; ++T)
    Wrong += W[T] != walkHost(Tree.data() + T, Depth);
  printf("%d child threads, depth %d: %d wrong\n%s\n", Threads, Depth, Wrong,
         Wrong ? "FAIL" : "PASS");
  return Wrong ? 1 : 0;
}
