// Red team of -dpagg-auto-grid (merge df86331, session 10), attack: parent
// grids whose block count sits at and around the threshold (N = 128 in df86331;
// 256 in main's plugin) in 1, 2 and 3 dimensions (127, 128, 129, 255, 256, 257
// blocks; 16x8, 43x3, 11x11, 4x4x8, 3x6x7, 2x2x32, 1x1x129, 16x16, 5x3x17,
// 4x8x8, 1x257, 1, 1000), where groupsInThisGrid picks per grid
// (>= 128) or per block (< 128) from gridDim.x*y*z, and storedOnce: every
// launch passes a 160-byte struct and a word that its block computed from
// its block number (uniform in the block, different between blocks: each
// block record's common part), the grid salt, and per-thread values. Two
// parents: `direct` (launch, then nothing) and `postponed` (the launch in a
// divergent branch before a __syncthreads, then shared-memory work). Each
// child element is a hash of its coordinates and every parameter, checked
// against a CPU model over poisoned output, after every grid; every parent
// thread writes its own word too. Expected: PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "ag/Ag.cuh"

using ag::hash;

__global__ void direct(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, uint32_t Salt) {
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Own[P] = hash(P, Salt, 1u);
  int N = Len[P];
  if (N > 0)
    ag::child<<<(N + 31) / 32, 32>>>(Out + Off[P], N, P, Salt, hash(B, 7u),
                                     ag::bigOf(B, Salt));
}

__global__ void postponed(uint32_t *Out, uint32_t *Own, const int *Len,
                          const int *Off, uint32_t Salt) {
  __shared__ uint32_t Sh[256];
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Sh[threadIdx.x] = hash(P, Salt, 2u);
  int N = Len[P];
  if (N > 0)
    ag::child<<<(N + 63) / 64, 64>>>(Out + Off[P], N, P, Salt, hash(B, 9u),
                                     ag::bigOf(B, Salt));
  __syncthreads();
  Own[P] = Sh[(threadIdx.x + 1) % blockDim.x];
}

int main() {
  gputest::Test T("ag_grid_sizes");
  T.pendingLaunches(1 << 18); // above every launch of a grid
  // Around 128 (df86331's default) and 256 (main's plugin at 14:29 says
  // 256): N - 1, N, N + 1 blocks in 1, 2 and 3 dimensions.
  const dim3 Grids[] = {
      dim3(127),      dim3(128),       dim3(129),     dim3(16, 8),
      dim3(43, 3),    dim3(11, 11),    dim3(4, 4, 8), dim3(3, 6, 7),
      dim3(2, 2, 32), dim3(1, 1, 129), dim3(1, 128),  dim3(255),
      dim3(256),      dim3(257),       dim3(16, 16),  dim3(5, 3, 17),
      dim3(4, 8, 8),  dim3(1, 257),    dim3(1),       dim3(1000)};
  const unsigned Threads = 64;
  int Round = 0;
  for (int Kernel = 0; Kernel < 2; ++Kernel)
    for (dim3 G : Grids) {
      ++Round;
      uint32_t Salt = (uint32_t)T.R.next();
      int Blocks = G.x * G.y * G.z, NP = Blocks * (int)Threads;
      std::vector<int> Len(NP), Off(NP);
      int Total = 0;
      // A third of the threads launch (a whole block at times, none at
      // others), 1 to 100 elements.
      for (int P = 0; P < NP; ++P) {
        int Blk = P / Threads;
        double F = Blk % 5 == 0 ? 1.0 : Blk % 5 == 1 ? 0.0 : 0.33;
        Len[P] = T.R.chance(F) ? T.R.range(1, 100) : 0;
        Off[P] = Total;
        Total += Len[P];
      }
      std::vector<uint32_t> Want(Total ? Total : 1, 0xffffffffu), WantOwn(NP);
      uint32_t Bx = Kernel ? 64 : 32, Tag = Kernel ? 9u : 7u;
      for (int P = 0; P < NP; ++P) {
        uint32_t B = P / Threads;
        if (Len[P])
          ag::model(Want, Off[P], Len[P], P, Bx, Salt, hash(B, Tag), B);
        uint32_t Q = B * Threads + (P % Threads + 1) % Threads;
        WantOwn[P] = Kernel ? hash(Q, Salt, 2u) : hash((uint32_t)P, Salt, 1u);
      }
      int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off);
      uint32_t *Out = gputest::alloc<uint32_t>(Want.size());
      uint32_t *Own = gputest::alloc<uint32_t>(NP);
      gputest::poison(Out, Want.size());
      gputest::poison(Own, NP);
      if (Kernel)
        postponed<<<G, Threads>>>(Out, Own, DLen, DOff, Salt);
      else
        direct<<<G, Threads>>>(Out, Own, DLen, DOff, Salt);
      ag::waitOrHang(Kernel ? "postponed" : "direct", {0});
      char What[96];
      snprintf(What, sizeof What, "%s %ux%ux%u out",
               Kernel ? "postponed" : "direct", G.x, G.y, G.z);
      T.compare(What, gputest::download(Out, Want.size()), Want);
      snprintf(What, sizeof What, "%s %ux%ux%u own",
               Kernel ? "postponed" : "direct", G.x, G.y, G.z);
      T.compare(What, gputest::download(Own, NP), WantOwn);
      CK(cudaFree(DLen));
      CK(cudaFree(DOff));
      CK(cudaFree(Out));
      CK(cudaFree(Own));
    }
  (void)Round;
  return T.finish();
}
