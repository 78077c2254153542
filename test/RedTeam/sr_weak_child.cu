// Red team of serialization (issue 26 item 1), rule (a) "the child's code
// must be all there to copy": callsBlocker refuses a callee "which another
// unit's definition may replace" (isInterposable), but the child kernel K
// itself is only checked for being a declaration. Here K is defined weak in
// this unit and strong in sr/weak_child_strong.cu; with -fgpu-rdc nvlink
// resolves the launch to the strong definition (as DPAgg's own descriptors
// rely on: Children.cpp, "Kernels of other translation units"). The serial
// copy K.dpagg.serial is this unit's weak body, which is not the code that
// runs. (The aggregated clone K.dpagg is built from the same weak body, so
// the .dpagg/.warp builds may fail too: the same hole in the child
// builder.)
//
// Valid for clang CUDA with -fgpu-rdc (a weak __global__ function is a GNU
// attribute that clang and nvlink honour; the CUDA guide does not document
// weak kernels). Expected: base PASS (the strong child writes hash(2, ...));
// .serial1024/.serialauto FAIL (the weak body writes hash(1, ...)).
//
// FLAGS: test/RedTeam/sr/weak_child_strong.cu
// VARIANT serial1024: -Xarch_device -mllvm=-dpagg-serial-threshold=1024
// VARIANT serialauto: -Xarch_device -mllvm=-dpagg-serial-threshold=auto
#include "../GPU/Inputs/GPUTest.cuh"

#include <ctime>

using gputest::hash;

__global__ void __attribute__((weak)) child(uint32_t *Out, uint32_t Salt) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] =
      hash(1u, Salt, blockIdx.x, threadIdx.x);
}

__global__ void parent(uint32_t *Out, const int *Blocks, const int *Threads,
                       uint32_t Salt) {
  int P = threadIdx.x;
  child<<<Blocks[P], Threads[P]>>>(Out + 4096 * P, Salt);
}

int main() {
  uint64_t Seed = getenv("DPAGG_SEED") ? strtoull(getenv("DPAGG_SEED"), 0, 10)
                                       : (uint64_t)time(nullptr);
  printf("seed %llu\n", (unsigned long long)Seed);
  gputest::Rng R{Seed};
  constexpr int NP = 32;
  std::vector<int> Blocks(NP), Threads(NP);
  for (int P = 0; P < NP; ++P) {
    Blocks[P] = R.range(1, 4);
    Threads[P] = R.chance(0.5) ? R.range(1, 64) : R.range(256, 1024);
  }
  uint32_t Salt = (uint32_t)R.next();
  int *DB = gputest::upload(Blocks), *DT = gputest::upload(Threads);
  uint32_t *Out = gputest::alloc<uint32_t>(4096 * NP);
  CK(cudaMemset(Out, 0xff, 4096 * NP * sizeof(uint32_t)));
  parent<<<1, NP>>>(Out, DB, DT, Salt);
  CK_SYNC();
  std::vector<uint32_t> H = gputest::download(Out, 4096 * NP);
  int Wrong = 0, WeakBody = 0;
  for (int P = 0; P < NP; ++P)
    for (int I = 0; I < 4096; ++I) {
      int B = I / Threads[P], T = I % Threads[P];
      uint32_t Want = B < Blocks[P] ? hash(2u, Salt, B, T) : 0xffffffffu;
      uint32_t Got = H[4096 * P + I];
      if (Got != Want) {
        ++Wrong;
        WeakBody += B < Blocks[P] && Got == hash(1u, Salt, B, T);
      }
    }
  printf("%d wrong words, %d of them written by the weak body\n%s\n", Wrong,
         WeakBody, Wrong ? "FAIL" : "PASS");
  return Wrong ? 1 : 0;
}
