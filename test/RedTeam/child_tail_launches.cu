// Red team: an aggregated child is ONE grid made of many original child
// grids, so everything CUDA tracks per grid is shared by them: in particular
// the tail-launch stream (AggregatedChild.cpp rewrites geometry only). Each
// original child grid here makes Blocks tail launches (well under any per-grid
// limit); the aggregate of a warp (32 grids) or block (256 grids) makes 32 or
// 256 times as many from one grid. CUDA bounds the pending tail launches of
// one grid (255 for device graphs; if the same holds for kernels, the
// aggregate's extra tail launches fail and their work is lost). Each tail
// kernel also checks that it sees all of its own grid's writes (which the
// aggregate keeps). Tail launches use the V2 API (clang's V1 <<<>>> into
// cudaStreamTailLaunch fails without DPAgg).
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Parents = 8, Threads = 256, Blocks = 4, Width = 32;

__global__ void fin(const uint32_t *Part, uint32_t *Out, int Id, int Blk,
                    uint32_t Salt) {
  // Runs after the whole child grid: every block's part is written.
  uint32_t H = Salt;
  for (int B = 0; B < Blocks; ++B)
    H = gputest::mix(H, Part[((size_t)Id * Blocks + B) * Width + threadIdx.x]);
  Out[((size_t)Id * Blocks + Blk) * Width + threadIdx.x] = H;
}

__global__ void child(uint32_t *Part, uint32_t *Out, int Id, uint32_t Salt) {
  Part[((size_t)Id * Blocks + blockIdx.x) * Width + threadIdx.x] =
      gputest::hash(Id, blockIdx.x, threadIdx.x, Salt);
  if (threadIdx.x == 0) {
    void *Buf = cudaGetParameterBufferV2((void *)fin, dim3(1), dim3(Width), 0);
    if (Buf) {
      *(const uint32_t **)Buf = Part;
      *(uint32_t **)((char *)Buf + 8) = Out;
      *(int *)((char *)Buf + 16) = Id;
      *(int *)((char *)Buf + 20) = blockIdx.x;
      *(uint32_t *)((char *)Buf + 24) = Salt;
      cudaLaunchDeviceV2(Buf, cudaStreamTailLaunch);
    }
  }
}

__global__ void parent(uint32_t *Part, uint32_t *Out, uint32_t Salt) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<Blocks, Width>>>(Part, Out, Id, Salt);
}

int main() {
  gputest::Test T("child_tail_launches");
  const int N = Parents * Threads;
  T.pendingLaunches(N * (Blocks + 1) + 4096);
  uint32_t Salt = (uint32_t)T.R.next();
  std::vector<uint32_t> Ref((size_t)N * Blocks * Width);
  for (int Id = 0; Id < N; ++Id)
    for (int Blk = 0; Blk < Blocks; ++Blk)
      for (int X = 0; X < Width; ++X) {
        uint32_t H = Salt;
        for (int B = 0; B < Blocks; ++B)
          H = gputest::mix(H, gputest::hash(Id, B, X, Salt));
        Ref[((size_t)Id * Blocks + Blk) * Width + X] = H;
      }
  uint32_t *Part = gputest::alloc<uint32_t>(Ref.size());
  uint32_t *Out = gputest::alloc<uint32_t>(Ref.size());
  gputest::poison(Part, Ref.size());
  gputest::poison(Out, Ref.size());
  parent<<<Parents, Threads>>>(Part, Out, Salt);
  CK_SYNC();
  T.compare("out", gputest::download(Out, Ref.size()), Ref);
  return T.finish();
}
