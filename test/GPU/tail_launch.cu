// A parent launches children into cudaStreamTailLaunch that read what the
// whole parent grid wrote, including what it wrote after the launch: a tail
// launch runs only after every block of the parent grid has finished. clang's
// V1 launch into the tail stream fails (the child never runs, the output
// stays poisoned) unless DPAgg rewrites it to V2.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/tail_launch.dpagg
// RUN: %gpubin/tail_launch.warp
// RUN: not %gpubin/tail_launch.base
#include "GPUTest.cuh"

using gputest::hash;

// Threads 0, 1, 128 and 129 of each block tail-launch: two lanes in each of
// two warps. Fewer than 255 tail launches per grid in all.
constexpr int Threads = 256, PerBlock = 4;

// Segment Seg of Out gathers values of A spread over the whole parent grid.
__global__ void gather(const uint32_t *A, uint32_t *Out, int M, int Seg,
                       int N, uint32_t Salt) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < M) {
    uint32_t V = A[(int)(((long long)I * 7919 + (long long)Seg * 104729) % N)];
    Out[(long long)Seg * M + I] =
        V ^ hash(Seg, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
  }
}

__global__ void parent(const uint32_t *In, uint32_t *A, uint32_t *Out, int N,
                       int M, uint32_t Salt) {
  int Gid = blockIdx.x * blockDim.x + threadIdx.x;
  // Four threads launch first, then the grid writes A.
  if ((threadIdx.x & 127) < 2) {
    int Seg = blockIdx.x * PerBlock + (threadIdx.x >> 7) * 2 + (threadIdx.x & 1);
    int B = 32 + 32 * (Seg % 4);
    gather<<<(M + B - 1) / B, B, 0, cudaStreamTailLaunch>>>(A, Out, M, Seg, N,
                                                           Salt);
  }
  __syncthreads();
  if (Gid < N)
    A[Gid] = hash(In[Gid], Gid, Salt);
}

int main() {
  gputest::Test T("tail_launch");
  const int Blocks = 48, N = Blocks * Threads, M = 1000;
  const int Segs = Blocks * PerBlock;
  T.pendingLaunches(Segs + 2048);
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<uint32_t> In(N), A(N), Ref((size_t)Segs * M);
    for (auto &V : In)
      V = (uint32_t)T.R.next();
    uint32_t Salt = (uint32_t)T.R.next();
    for (int I = 0; I < N; ++I)
      A[I] = hash(In[I], I, Salt);
    for (int Seg = 0; Seg < Segs; ++Seg) {
      int B = 32 + 32 * (Seg % 4), G = (M + B - 1) / B;
      for (int I = 0; I < M; ++I)
        Ref[(size_t)Seg * M + I] =
            A[((long long)I * 7919 + (long long)Seg * 104729) % N] ^
            hash(Seg, I / B, I % B, B, G, Salt);
    }
    uint32_t *DIn = gputest::upload(In), *DA = gputest::alloc<uint32_t>(N),
             *DOut = gputest::alloc<uint32_t>(Ref.size());
    gputest::poison(DA, N);
    gputest::poison(DOut, Ref.size());
    parent<<<Blocks, Threads>>>(DIn, DA, DOut, N, M, Salt);
    CK_SYNC();
    T.compare("parent", gputest::download(DA, N), A);
    T.compare("tail", gputest::download(DOut, Ref.size()), Ref);
    CK(cudaFree(DIn));
    CK(cudaFree(DA));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
