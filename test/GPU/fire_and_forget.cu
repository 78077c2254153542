// Parent threads launch children into cudaStreamFireAndForget with <<<>>>.
// clang lowers device-side <<<>>> to the V1 launch API, which sm_90 rejects
// for the named CDP2 streams (cudaErrorInvalidValue; the child never runs),
// so without DPAgg the output stays poisoned. DPAgg rewrites the launches to
// V2 (and aggregates them), so they run.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/fire_and_forget.dpagg
// RUN: %gpubin/fire_and_forget.warp
// RUN: not %gpubin/fire_and_forget.base
#include "GPUTest.cuh"

using gputest::hash;

__global__ void child(uint32_t *Out, int N, int Parent, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hash(Parent, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x,
                  Salt);
}

__global__ void parent(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, const int *Block, int P,
                       uint32_t Salt) {
  int Pid = blockIdx.x * blockDim.x + threadIdx.x;
  if (Pid >= P)
    return;
  Own[Pid] = hash(Pid, Salt);
  int N = Len[Pid];
  if (N > 0) {
    int B = Block[Pid];
    child<<<(N + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(Out + Off[Pid], N,
                                                              Pid, Salt);
  }
}

int main() {
  gputest::Test T("fire_and_forget");
  const int P = 12000, Rounds = 2;
  T.pendingLaunches(P + 4096);
  for (int Round = 0; Round < Rounds; ++Round) {
    std::vector<int> Len(P), Off(P), Block(P);
    int Total = 0;
    for (int I = 0; I < P; ++I) {
      Len[I] = T.R.chance(0.2) ? 0 : T.R.range(1, 100);
      Block[I] = 32 * T.R.range(1, 3);
      Off[I] = Total;
      Total += Len[I];
    }
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total), RefOwn(P);
    for (int Pid = 0; Pid < P; ++Pid) {
      RefOwn[Pid] = hash(Pid, Salt);
      int B = Block[Pid], G = (Len[Pid] + B - 1) / B;
      for (int I = 0; I < Len[Pid]; ++I)
        Ref[Off[Pid] + I] = hash(Pid, I, I / B, I % B, B, G, Salt);
    }
    int *DLen = gputest::upload(Len), *DOff = gputest::upload(Off),
        *DBlock = gputest::upload(Block);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total),
             *DOwn = gputest::alloc<uint32_t>(P);
    gputest::poison(DOut, Total);
    gputest::poison(DOwn, P);
    parent<<<(P + 127) / 128, 128>>>(DOut, DOwn, DLen, DOff, DBlock, P, Salt);
    CK_SYNC();
    T.compare("parent", gputest::download(DOwn, P), RefOwn);
    T.compare("children", gputest::download(DOut, Total), Ref);
    for (void *Ptr : {(void *)DLen, (void *)DOff, (void *)DBlock, (void *)DOut,
                      (void *)DOwn})
      CK(cudaFree(Ptr));
  }
  return T.finish();
}
