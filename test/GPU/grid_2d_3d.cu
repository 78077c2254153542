// Children launched with 2-D and 3-D grids and blocks. One child kernel
// reads every .x/.y/.z of blockIdx, threadIdx, blockDim and gridDim through
// a __device__ __noinline__ helper; a second reads only .x directly and is
// launched with plain int configurations. A warp mixes both kernels and all
// shapes, so per-launch dimensions must be reconstructed exactly.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/grid_2d_3d.base
// RUN: %gpubin/grid_2d_3d.dpagg
// RUN: %gpubin/grid_2d_3d.warp
#include "GPUTest.cuh"

using gputest::hash;

// Where this thread is: its linear index in the launch and a hash of all its
// coordinates. Not inlined, so the builtins are read in a callee.
__device__ __noinline__ uint32_t where(int P, uint32_t Salt, int *Lin) {
  int Block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int Thread =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  *Lin = Block * (blockDim.x * blockDim.y * blockDim.z) + Thread;
  return hash(P, blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y,
              threadIdx.z, blockDim.x, blockDim.y, blockDim.z, gridDim.x,
              gridDim.y, gridDim.z, Salt);
}

__global__ void child3d(uint32_t *Out, int P, uint32_t Salt) {
  int Lin;
  uint32_t H = where(P, Salt, &Lin);
  Out[Lin] = H;
}

__global__ void child1d(uint32_t *Out, int P, uint32_t Salt) {
  int Lin = blockIdx.x * blockDim.x + threadIdx.x;
  Out[Lin] = hash(P, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt, 1);
}

// Shape[P] = {kind, gx, gy, gz, bx, by, bz}; kind 0: none, 1: 1-D, 2: 3-D.
__global__ void parent(uint32_t *Out, const int *Off, const int *Shape, int NP,
                       uint32_t Salt) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  const int *S = Shape + 7 * P;
  if (S[0] == 1)
    child1d<<<S[1], S[4]>>>(Out + Off[P], P, Salt);
  else if (S[0] == 2)
    child3d<<<dim3(S[1], S[2], S[3]), dim3(S[4], S[5], S[6])>>>(Out + Off[P],
                                                                P, Salt);
}

int main() {
  gputest::Test T("grid_2d_3d");
  const int NP = 3000;
  T.pendingLaunches(NP + 4096);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<int> Off(NP), Shape(7 * NP);
    int Total = 0;
    for (int P = 0; P < NP; ++P) {
      int *S = &Shape[7 * P];
      double U = T.R.unit();
      S[0] = U < .1 ? 0 : U < .35 ? 1 : 2;
      S[1] = T.R.range(1, 4);
      S[2] = S[0] == 2 ? T.R.range(1, 3) : 1;
      S[3] = S[0] == 2 ? T.R.range(1, 2) : 1;
      S[4] = S[0] == 1 ? T.R.range(1, 96) : T.R.range(1, 8);
      S[5] = S[0] == 2 ? T.R.range(1, 4) : 1;
      S[6] = S[0] == 2 ? T.R.range(1, 4) : 1;
      Off[P] = Total;
      if (S[0])
        Total += S[1] * S[2] * S[3] * S[4] * S[5] * S[6];
    }
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(Total);
    for (int P = 0; P < NP; ++P) {
      const int *S = &Shape[7 * P];
      if (S[0] == 1)
        for (int Bx = 0; Bx < S[1]; ++Bx)
          for (int Tx = 0; Tx < S[4]; ++Tx)
            Ref[Off[P] + Bx * S[4] + Tx] = hash(P, Bx, Tx, S[4], S[1], Salt, 1);
      if (S[0] != 2)
        continue;
      int Lin = 0; // blocks in x, y, z order, threads likewise
      for (int Bz = 0; Bz < S[3]; ++Bz)
        for (int By = 0; By < S[2]; ++By)
          for (int Bx = 0; Bx < S[1]; ++Bx)
            for (int Tz = 0; Tz < S[6]; ++Tz)
              for (int Ty = 0; Ty < S[5]; ++Ty)
                for (int Tx = 0; Tx < S[4]; ++Tx)
                  Ref[Off[P] + Lin++] =
                      hash(P, Bx, By, Bz, Tx, Ty, Tz, S[4], S[5], S[6], S[1],
                           S[2], S[3], Salt);
    }
    int *DOff = gputest::upload(Off), *DShape = gputest::upload(Shape);
    uint32_t *DOut = gputest::alloc<uint32_t>(Total);
    gputest::poison(DOut, Total);
    parent<<<(NP + 63) / 64, 64>>>(DOut, DOff, DShape, NP, Salt);
    CK_SYNC();
    T.compare("out", gputest::download(DOut, Total), Ref);
    CK(cudaFree(DOff));
    CK(cudaFree(DShape));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
