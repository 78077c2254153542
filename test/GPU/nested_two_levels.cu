// Two levels of device launches: parent -> child -> grandchild. Every child
// thread writes its own result and most launch a grandchild grid whose size
// depends on the child thread, so launches happen both from parent grids and
// from grids that were themselves launched from the device.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/nested_two_levels.base
// RUN: %gpubin/nested_two_levels.dpagg
// RUN: %gpubin/nested_two_levels.warp
#include "GPUTest.cuh"

using gputest::hash;

__global__ void grandchild(uint32_t *Out, int N, int Idx, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(Idx, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x,
                  Salt);
}

// Child thread J of parent P is record MidOff[P] + J; it writes Mid[record]
// and launches a grandchild over Leaf[LeafOff[record], +LeafLen[record]).
__global__ void child(uint32_t *Mid, uint32_t *Leaf, const int *LeafOff,
                      const int *LeafLen, int Base, int M, int P,
                      uint32_t Salt) {
  int J = blockIdx.x * blockDim.x + threadIdx.x;
  if (J >= M)
    return;
  int Idx = Base + J, N = LeafLen[Idx];
  Mid[Idx] = hash(P, J, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
  if (N > 0) {
    int B = 16 + 16 * (Idx % 4);
    grandchild<<<(N + B - 1) / B, B>>>(Leaf + LeafOff[Idx], N, Idx, Salt);
  }
}

__global__ void parent(uint32_t *Mid, uint32_t *Leaf, const int *MidOff,
                       const int *MidLen, const int *MidBlock,
                       const int *LeafOff, const int *LeafLen, int NP,
                       uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP || MidLen[P] == 0)
    return;
  int M = MidLen[P], B = MidBlock[P];
  child<<<(M + B - 1) / B, B>>>(Mid, Leaf, LeafOff, LeafLen, MidOff[P], M, P,
                                Salt);
}

int main() {
  gputest::Test T("nested_two_levels");
  const int NP = 512, MaxMid = 48;
  T.pendingLaunches(NP + NP * MaxMid + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> MidOff(NP), MidLen(NP), MidBlock(NP);
    int Mids = 0;
    for (int P = 0; P < NP; ++P) {
      MidLen[P] = T.R.chance(.1) ? 0 : T.R.range(1, MaxMid);
      MidBlock[P] = T.R.range(8, 48);
      MidOff[P] = Mids;
      Mids += MidLen[P];
    }
    std::vector<int> LeafOff(Mids), LeafLen(Mids);
    int Leaves = 0, Launches = 0;
    for (int I = 0; I < Mids; ++I) {
      LeafLen[I] = T.R.chance(.3) ? 0 : T.R.range(1, 70);
      LeafOff[I] = Leaves;
      Leaves += LeafLen[I];
      Launches += LeafLen[I] > 0;
    }
    printf("round %d: %d child threads, %d grandchild launches\n", Round, Mids,
           Launches);
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> RefMid(Mids), RefLeaf(Leaves);
    for (int P = 0; P < NP; ++P) {
      int B = MidBlock[P], G = (MidLen[P] + B - 1) / B;
      for (int J = 0; J < MidLen[P]; ++J) {
        int Idx = MidOff[P] + J, N = LeafLen[Idx], BL = 16 + 16 * (Idx % 4);
        RefMid[Idx] = hash(P, J, J / B, J % B, B, G, Salt);
        for (int I = 0; I < N; ++I)
          RefLeaf[LeafOff[Idx] + I] =
              hash(Idx, I, I / BL, I % BL, BL, (N + BL - 1) / BL, Salt);
      }
    }
    int *DMidOff = gputest::upload(MidOff), *DMidLen = gputest::upload(MidLen),
        *DMidBlock = gputest::upload(MidBlock),
        *DLeafOff = gputest::upload(LeafOff),
        *DLeafLen = gputest::upload(LeafLen);
    uint32_t *DMid = gputest::alloc<uint32_t>(Mids),
             *DLeaf = gputest::alloc<uint32_t>(Leaves);
    gputest::poison(DMid, Mids);
    gputest::poison(DLeaf, Leaves);
    parent<<<(NP + 63) / 64, 64>>>(DMid, DLeaf, DMidOff, DMidLen, DMidBlock,
                                   DLeafOff, DLeafLen, NP, Salt);
    CK_SYNC();
    T.compare("children", gputest::download(DMid, Mids), RefMid);
    T.compare("grandchildren", gputest::download(DLeaf, Leaves), RefLeaf);
    for (void *Ptr : {(void *)DMidOff, (void *)DMidLen, (void *)DMidBlock,
                      (void *)DLeafOff, (void *)DLeafLen, (void *)DMid,
                      (void *)DLeaf})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
