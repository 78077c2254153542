// Red team (session 19) of in-place tail chains after ef699d8: links in
// shapes other than "if (tid == 0) K<<<...>>>(...)" at the end, where the
// link reads %held, %left and %gen from the loop's phis in another place of
// the body than its end.
//   search  the launcher looks for the next step in a loop over a mask and
//           links from inside the loop, then breaks (the launch is in a
//           loop's body, not in a cycle: once per thread, rule 1), so the
//           steps skip (step numbers I and the parity of the loop's count
//           differ: the record's parity is the loop's, not I's).
//   viaf    the link is in a __forceinline__ device function called with
//           parameters computed in the caller, in the middle of the body,
//           and every thread works after it (an epilogue writing outputs
//           only: the next step must not read what a thread writes after
//           the link, that would race with the child in CUDA).
//   pro     a prologue: every thread writes Buf[T] for the next step, a
//           __syncthreads, then the launcher links; the next step reads its
//           neighbour's Buf[(T+1) % B] (written by another thread before
//           the link: visible to the child in CUDA, and after the loop's
//           barrier in place).
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). Not run
// yet. Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int MaxSteps = 200, B = 64;

// ---- search
__global__ void search(uint32_t *Out, unsigned *Count, const unsigned *Mask,
                       int I, int Seen, uint32_t Salt) {
  unsigned T = threadIdx.x;
  Out[I * B + T] = gputest::hash(21, I, Seen, T, Salt);
  if (T == 0) {
    atomicAdd(Count, 1u);
    for (int K = I + 1; K < MaxSteps; ++K)
      if (Mask[K]) {
        search<<<1, B>>>(Out, Count, Mask, K, Seen + 1, Salt);
        break;
      }
  }
}

// ---- viaf
__device__ __forceinline__ void nextViaf(uint32_t *Out, int I, uint32_t V,
                                         int Steps, uint32_t Salt);
__global__ void viaf(uint32_t *Out, int I, uint32_t V, int Steps,
                     uint32_t Salt) {
  unsigned T = threadIdx.x;
  uint32_t NV = gputest::hash(V, I);
  if (T == 0 && I + 1 < Steps)
    nextViaf(Out, I + 1, NV, Steps, Salt);
  Out[I * B + T] = gputest::hash(22, I, V, T, Salt); // after the link
}
__device__ __forceinline__ void nextViaf(uint32_t *Out, int I, uint32_t V,
                                         int Steps, uint32_t Salt) {
  viaf<<<1, B>>>(Out, I, V, Steps, Salt);
}

// ---- pro
__global__ void pro(uint32_t *Out, uint32_t *Buf, int I, int Steps,
                    uint32_t Salt) {
  unsigned T = threadIdx.x;
  uint32_t Got = I == 0 ? 0u : Buf[(I & 1) * B + (T + 1) % B];
  Out[I * B + T] = gputest::hash(23, I, T, Got, Salt);
  Buf[((I + 1) & 1) * B + T] = gputest::hash(24, I + 1, T, Salt);
  __syncthreads();
  if (T == 0 && I + 1 < Steps)
    pro<<<1, B>>>(Out, Buf, I + 1, Steps, Salt);
}

int main() {
  gputest::Test T("ip_s19_loop");
  T.pendingLaunches(4096);
  uint32_t Salt = (uint32_t)T.R.next();
  uint32_t *Out = gputest::alloc<uint32_t>(MaxSteps * B);
  unsigned *Count = gputest::alloc<unsigned>(1);
  { // search
    std::vector<unsigned> Mask(MaxSteps, 0);
    for (int K = 1; K < MaxSteps; ++K)
      Mask[K] = T.R.chance(0.45);
    unsigned *DMask = gputest::upload(Mask);
    gputest::poison(Out, MaxSteps * B);
    CK(cudaMemset(Count, 0, sizeof(unsigned)));
    search<<<1, B>>>(Out, Count, DMask, 0, 0, Salt);
    CK_SYNC();
    std::vector<uint32_t> Ref(MaxSteps * B, 0xFFFFFFFFu);
    unsigned Steps = 0;
    for (int I = 0, Seen = 0; I < MaxSteps; ++I) {
      if (I > 0 && !Mask[I])
        continue;
      for (unsigned X = 0; X < (unsigned)B; ++X)
        Ref[I * B + X] = gputest::hash(21, I, Seen, X, Salt);
      ++Seen;
      ++Steps;
    }
    T.compare("search outputs", gputest::download(Out, MaxSteps * B), Ref);
    T.compare("search steps", gputest::download(Count, 1),
              std::vector<unsigned>{Steps});
    CK(cudaFree(DMask));
  }
  { // viaf
    const int Steps = 150;
    gputest::poison(Out, MaxSteps * B);
    viaf<<<1, B>>>(Out, 0, 777u, Steps, Salt);
    CK_SYNC();
    std::vector<uint32_t> Ref(MaxSteps * B, 0xFFFFFFFFu);
    uint32_t V = 777u;
    for (int I = 0; I < Steps; ++I) {
      for (unsigned X = 0; X < (unsigned)B; ++X)
        Ref[I * B + X] = gputest::hash(22, I, V, X, Salt);
      V = gputest::hash(V, I);
    }
    T.compare("viaf outputs", gputest::download(Out, MaxSteps * B), Ref);
  }
  { // pro
    const int Steps = 170;
    uint32_t *Buf = gputest::alloc<uint32_t>(2 * B);
    gputest::poison(Out, MaxSteps * B);
    gputest::poison(Buf, 2 * B);
    pro<<<1, B>>>(Out, Buf, 0, Steps, Salt);
    CK_SYNC();
    std::vector<uint32_t> Ref(MaxSteps * B, 0xFFFFFFFFu);
    for (int I = 0; I < Steps; ++I)
      for (unsigned X = 0; X < (unsigned)B; ++X)
        Ref[I * B + X] = gputest::hash(
            23, I, X, I == 0 ? 0u : gputest::hash(24, I, (X + 1) % B, Salt),
            Salt);
    T.compare("pro outputs", gputest::download(Out, MaxSteps * B), Ref);
    CK(cudaFree(Buf));
  }
  CK(cudaFree(Out));
  CK(cudaFree(Count));
  return T.finish();
}
