// Device-side launches of kernels defined in another translation unit
// (Inputs/cross_tu_children.cu). The parents' unit aggregates them with the
// aggregated children that the children's unit publishes; where that unit is
// built without DPAgg (.mixed, .lto_mixed) the descriptor is zero and every
// launch must be made alone; xtu_row_broadcast uses warp-level operations,
// so its 2-D launches must launch alone whatever the build. xtu_warp_vote's
// blocks are one warp written 32x1 and reshaped by a __noinline__ helper
// (issue 21, item 17): only the launches that stay 1-D may be aggregated.
// Built with -foffload-lto too (.lto, .lto_mixed).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/cross_tu_launch.base
// RUN: %gpubin/cross_tu_launch.dpagg
// RUN: %gpubin/cross_tu_launch.warp
// RUN: %gpubin/cross_tu_launch.mixed
// RUN: %gpubin/cross_tu_launch.lto
// RUN: %gpubin/cross_tu_launch.lto_mixed
#include "GPUTest.cuh"

#include <algorithm>

using gputest::hash;

__global__ void xtu_fill(uint32_t *Out, int N, int P, uint32_t Salt);
__global__ void xtu_row_broadcast(uint32_t *Out, int P, uint32_t Salt);
__global__ void xtu_warp_vote(uint32_t *Out, int P, uint32_t Salt);

// Out of the pass's sight: a helper compiled apart that may reshape the block.
__device__ __noinline__ void reshape(dim3 &B, int Rows) {
  if (Rows > 1) {
    B.x = 32 / Rows;
    B.y = Rows;
  }
}

// Every thread launches xtu_warp_vote with 2 blocks of 32 threads, 32x1 as
// written and (32/R) x R after reshape, R = Rows[P] in {1, 2, 4}.
__global__ void hidden_shape_parent(uint32_t *Out, const int *Rows, int NP,
                                    uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  dim3 B(32, 1, 1);
  reshape(B, Rows[P]);
  xtu_warp_vote<<<2, B>>>(Out + P * 64, P, Salt);
}

// Parent thread P launches xtu_fill over Out[Off[P], +Len[P]) with its own
// block size, unless Len[P] is 0.
__global__ void fill_parent(uint32_t *Out, const int *Off, const int *Len,
                            int NP, uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || Len[P] == 0)
    return;
  int N = Len[P], B = 32 * (1 + P % 4);
  xtu_fill<<<(N + B - 1) / B, B>>>(Out + Off[P], N, P, Salt);
}

// Every thread launches xtu_row_broadcast with Rows[P] rows of 32 threads
// and 2 blocks: 1-D when Rows[P] is 1 (at run time), 2-D otherwise.
__global__ void broadcast_parent(uint32_t *Out, const int *Rows, int NP,
                                 uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  xtu_row_broadcast<<<2, dim3(32, Rows[P])>>>(Out + P * 2 * 32 * 4, P, Salt);
}

int main() {
  gputest::Test T("cross_tu_launch");
  const int NP = 2048;
  T.pendingLaunches(2 * NP + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<int> Off(NP), Len(NP), Rows(NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      Len[P] = T.R.chance(.2) ? 0 : T.R.range(1, 300);
      Off[P] = Total;
      Total += Len[P];
      Rows[P] = T.R.chance(.5) ? 1 : T.R.range(2, 4);
    }
    std::vector<uint32_t> RefFill(Total), RefRows(NP * 2 * 32 * 4, ~0u);
    for (int P = 0; P < NP; ++P) {
      int N = Len[P], B = 32 * (1 + P % 4), G = (N + B - 1) / B;
      for (int I = 0; I < N; ++I)
        RefFill[Off[P] + I] = hash(P, I, I / B, I % B, B, G, Salt);
      for (int Blk = 0; Blk < 2; ++Blk)
        for (int Y = 0; Y < Rows[P]; ++Y)
          for (int X = 0; X < 32; ++X) {
            unsigned Tid = Y * 32 + X;
            uint32_t Mine = hash(P, Tid, Y, Salt);
            uint32_t Lead = hash(P, (unsigned)(Y * 32), Y, Salt);
            RefRows[P * 2 * 32 * 4 + Blk * 32 * Rows[P] + Tid] = Mine ^ Lead;
          }
    }
    printf("round %d: %d fill launches over %d elements, %d 2-D launches\n",
           Round, (int)std::count_if(Len.begin(), Len.end(),
                                     [](int L) { return L > 0; }),
           Total,
           (int)std::count_if(Rows.begin(), Rows.end(),
                              [](int R) { return R > 1; }));
    int *DOff = gputest::upload(Off), *DLen = gputest::upload(Len),
        *DRows = gputest::upload(Rows);
    uint32_t *DFill = gputest::alloc<uint32_t>(Total),
             *DOut = gputest::alloc<uint32_t>(RefRows.size());
    gputest::poison(DFill, Total);
    gputest::poison(DOut, RefRows.size());
    fill_parent<<<(NP + 127) / 128, 128>>>(DFill, DOff, DLen, NP, Salt);
    CK_SYNC();
    broadcast_parent<<<(NP + 63) / 64, 64>>>(DOut, DRows, NP, Salt);
    CK_SYNC();
    T.compare("xtu_fill", gputest::download(DFill, Total), RefFill);
    T.compare("xtu_row_broadcast", gputest::download(DOut, RefRows.size()),
              RefRows);
    static const int Choices[] = {1, 2, 4};
    std::vector<int> Hidden(NP);
    for (int &R : Hidden)
      R = Choices[T.R.range(0, 2)];
    std::vector<uint32_t> RefVote((size_t)NP * 64);
    for (int P = 0; P < NP; ++P)
      for (int Blk = 0; Blk < 2; ++Blk) {
        uint32_t Ballot = 0;
        for (unsigned L = 0; L < 32; ++L)
          Ballot |= (hash(P, L, Blk, Salt) & 1u) << L;
        for (unsigned L = 0; L < 32; ++L)
          RefVote[(size_t)P * 64 + Blk * 32 + L] = hash(Ballot, L);
      }
    int *DHidden = gputest::upload(Hidden);
    uint32_t *DVote = gputest::alloc<uint32_t>(RefVote.size());
    gputest::poison(DVote, RefVote.size());
    hidden_shape_parent<<<(NP + 63) / 64, 64>>>(DVote, DHidden, NP, Salt);
    CK_SYNC();
    T.compare("xtu_warp_vote (shape set out of sight)",
              gputest::download(DVote, RefVote.size()), RefVote);
    CK(cudaFree(DHidden));
    CK(cudaFree(DVote));
    for (void *Ptr : {(void *)DOff, (void *)DLen, (void *)DRows, (void *)DFill,
                      (void *)DOut})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
