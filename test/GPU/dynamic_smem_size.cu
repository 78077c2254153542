// Issue 9, class 4: children read special registers through inline asm, as
// cooperative and cuda:: code does to size shared buffers:
//  - %dynamic_smem_size, with per-thread dynamic shared memory sizes (0 to
//    16 KiB); the child sizes a shared buffer by it, fills and sums it, and
//    writes the size; %total_smem_size must be the same for every child
//    launched with the same dynamic size;
//  - %ntid, %nctaid, %ctaid, %tid (x and y) through inline asm, with
//    per-thread grid and block shapes.
// Every value must read as in the child's own launch. An aggregated child
// would see the aggregate's maximum size and shape.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/dynamic_smem_size.base
// RUN: %gpubin/dynamic_smem_size.dpagg
// RUN: %gpubin/dynamic_smem_size.warp
#include "GPUTest.cuh"

#include <map>

using gputest::hash;

__device__ __forceinline__ uint32_t dynSmem() {
  uint32_t V;
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(V));
  return V;
}
__device__ __forceinline__ uint32_t totalSmem() {
  uint32_t V;
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(V));
  return V;
}

// Out[3P..3P+2]: the size read, a hash of the buffer it sized, and
// total - dynamic (the static part as the hardware reports it).
__global__ void sized(uint32_t *Out, int P) {
  extern __shared__ uint32_t Buf[];
  uint32_t Bytes = dynSmem(), Words = Bytes / 4;
  for (uint32_t I = threadIdx.x; I < Words; I += blockDim.x)
    Buf[I] = hash(P, I);
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t H = hash(Words);
    for (uint32_t I = 0; I < Words; ++I)
      H = hash(H, Buf[I]);
    Out[3 * P] = Bytes;
    Out[3 * P + 1] = H;
    Out[3 * P + 2] = totalSmem() - Bytes;
  }
}

__device__ __forceinline__ uint32_t sreg(int Which) {
  uint32_t V = 0;
  switch (Which) {
  case 0: asm volatile("mov.u32 %0, %%ntid.x;" : "=r"(V)); break;
  case 1: asm volatile("mov.u32 %0, %%ntid.y;" : "=r"(V)); break;
  case 2: asm volatile("mov.u32 %0, %%nctaid.x;" : "=r"(V)); break;
  case 3: asm volatile("mov.u32 %0, %%nctaid.y;" : "=r"(V)); break;
  case 4: asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(V)); break;
  case 5: asm volatile("mov.u32 %0, %%ctaid.y;" : "=r"(V)); break;
  case 6: asm volatile("mov.u32 %0, %%tid.x;" : "=r"(V)); break;
  case 7: asm volatile("mov.u32 %0, %%tid.y;" : "=r"(V)); break;
  }
  return V;
}

// Each thread writes its linear index in the grid (computed from the asm
// registers) and a hash of all eight registers.
__global__ void geometry(uint32_t *Out, int P) {
  uint32_t R[8];
  for (int I = 0; I < 8; ++I)
    R[I] = sreg(I);
  uint32_t Block = R[5] * R[2] + R[4], Tid = R[7] * R[0] + R[6];
  uint32_t Lin = Block * (R[0] * R[1]) + Tid;
  Out[Lin] = hash(P, R[0], R[1], R[2], R[3], R[4], R[5], R[6], R[7]);
}

constexpr int GeoSlot = 4 * 4 * 8 * 4; // at most 4x4 blocks of 8x4 threads

__global__ void parent(uint32_t *Sized, uint32_t *Geo, const uint32_t *Seeds,
                       int NP) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P >= NP)
    return;
  uint32_t S = Seeds[P];
  // 0..16 KiB in 16-byte steps, a quarter of them 0.
  unsigned Bytes = S % 4 == 0 ? 0 : 16 * ((S >> 2) % 1025);
  sized<<<1 + (S >> 13) % 2, 32 + 32 * ((S >> 14) % 4), Bytes>>>(Sized, P);
  dim3 G(1 + (S >> 16) % 4, 1 + (S >> 18) % 4), B(1 + (S >> 20) % 8,
                                                   1 + (S >> 23) % 4);
  geometry<<<G, B>>>(Geo + (size_t)P * GeoSlot, P);
}

int main() {
  gputest::Test T("dynamic_smem_size");
  const int Blocks = 32, Threads = 128, NP = Blocks * Threads;
  T.pendingLaunches(2 * NP + 2048);
  uint32_t *DSized = gputest::alloc<uint32_t>(3 * NP),
           *DGeo = gputest::alloc<uint32_t>((size_t)NP * GeoSlot);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<uint32_t> Seeds(NP);
    for (auto &S : Seeds)
      S = (uint32_t)T.R.next();
    std::vector<uint32_t> RefSize(NP), RefHash(NP),
        RefGeo((size_t)NP * GeoSlot, 0xffffffffu);
    for (int P = 0; P < NP; ++P) {
      uint32_t S = Seeds[P];
      uint32_t Bytes = S % 4 == 0 ? 0 : 16 * ((S >> 2) % 1025), W = Bytes / 4;
      uint32_t H = hash(W);
      for (uint32_t I = 0; I < W; ++I)
        H = hash(H, hash(P, I));
      RefSize[P] = Bytes;
      RefHash[P] = H;
      uint32_t Gx = 1 + (S >> 16) % 4, Gy = 1 + (S >> 18) % 4;
      uint32_t Bx = 1 + (S >> 20) % 8, By = 1 + (S >> 23) % 4;
      for (uint32_t By_ = 0; By_ < Gy; ++By_)
        for (uint32_t Bx_ = 0; Bx_ < Gx; ++Bx_)
          for (uint32_t Ty = 0; Ty < By; ++Ty)
            for (uint32_t Tx = 0; Tx < Bx; ++Tx) {
              uint32_t Lin = (By_ * Gx + Bx_) * (Bx * By) + Ty * Bx + Tx;
              RefGeo[(size_t)P * GeoSlot + Lin] =
                  hash(P, Bx, By, Gx, Gy, Bx_, By_, Tx, Ty);
            }
    }
    uint32_t *DSeeds = gputest::upload(Seeds);
    gputest::poison(DSized, 3 * NP);
    gputest::poison(DGeo, (size_t)NP * GeoSlot);
    parent<<<Blocks, Threads>>>(DSized, DGeo, DSeeds, NP);
    CK_SYNC();
    std::vector<uint32_t> Got = gputest::download(DSized, 3 * NP);
    std::vector<uint32_t> GotSize(NP), GotHash(NP), GotStatic(NP),
        WantStatic(NP);
    // %total_smem_size - %dynamic_smem_size: one value per dynamic size.
    std::map<uint32_t, uint32_t> StaticOf;
    for (int P = 0; P < NP; ++P) {
      GotSize[P] = Got[3 * P];
      GotHash[P] = Got[3 * P + 1];
      GotStatic[P] = Got[3 * P + 2];
      StaticOf.emplace(RefSize[P], GotStatic[P]);
      WantStatic[P] = StaticOf[RefSize[P]];
    }
    T.compare("%dynamic_smem_size", GotSize, RefSize);
    T.compare("buffer sized by it", GotHash, RefHash);
    T.compare("%total_smem_size - dynamic, per dynamic size", GotStatic,
              WantStatic);
    T.compare("geometry through asm", gputest::download(DGeo, RefGeo.size()),
              RefGeo);
    CK(cudaFree(DSeeds));
  }
  CK(cudaFree(DSized));
  CK(cudaFree(DGeo));
  return T.finish();
}
