// Red team (session 19) of in-place tail chains after ef699d8 (the loop
// carries its record in %held and its allowance in %left; the link takes
// (Held, Left, Step) and writes the allowance word of the step's parity;
// InPlace.cpp, runtime/inplace.cu): the allowance, where the budget runs out
// in the middle of a chain that holds a record.
//   finite   chains of 80 steps (64 threads, launcher thread 0): one alone
//            (host-launched head), 32 at once (a starter's blocks), one alone
//            again, 32 again. With a small budget (.b1, .b7, .b300) links run
//            out of allowance at every point of a reservation (1, 2, 4, ...,
//            cut at the budget): __dpagg_inplace_link(Held != null, Left 0)
//            finds the budget spent and returns null after Held was non-null;
//            the link is then the tail link, which past the budget launches
//            as written; the next grid takes (and gives back) a record of its
//            own. Every step must run once with its own parameters: per chain
//            a step counter, per step and thread a hash of (chain, step,
//            thread, the parameter P that each link derives from the last).
//   unbounded (only with -DIP_UNBOUNDED, in .bu and .noip_bu): one chain with
//            no end of its own, alone in a fresh process, pool 4096. Each
//            link in place takes one step of allowance, and a reservation is
//            cut at the budget, so the chain makes exactly B links in place
//            (or B tail links in .noip_bu), then launches as written until the
//            pool is full: depth B + 4096 + 1, checked exactly in .bu (in
//            .noip_bu B + 4096 is accepted too: see main). A %left that was
//            not the allowance the record holds (read from the wrong parity,
//            or stale by a step) shows as another depth.
// Expected on the GPU: PASS in every build (.base, .dflt, .noip, .b1, .b7,
// .b300, .bu, .noip_bu). Not run yet (no GPU in session 19's helper).
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT b1: -Xarch_device -mllvm=-dpagg-tail-chain-budget=1
// VARIANT b7: -Xarch_device -mllvm=-dpagg-tail-chain-budget=7
// VARIANT b300: -Xarch_device -mllvm=-dpagg-tail-chain-budget=300
// VARIANT bu: -Xarch_device -mllvm=-dpagg-tail-chain-budget=5000 -DIP_UNBOUNDED=5000
// VARIANT noip_bu: -Xarch_device -mllvm=-dpagg-tail-in-place=false -Xarch_device -mllvm=-dpagg-tail-chain-budget=5000 -DIP_UNBOUNDED=5000 -DIP_TAIL_SLACK
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Len = 80, B = 64, Group = 32, Chains = 2 + 2 * Group;

__host__ __device__ inline uint32_t nextP(uint32_t P, int I) {
  return P * 2654435761u + (uint32_t)I * 40503u + 1u;
}

__device__ int StartErrors;

__global__ void bstep(uint32_t *Out, unsigned *Count, int C, int I,
                      uint32_t P, uint32_t Salt) {
  unsigned T = threadIdx.x;
  if (T == 0)
    atomicAdd(&Count[C], 1u);
  Out[((size_t)C * Len + I) * B + T] = gputest::hash(C, I, T, P, blockDim.x, Salt);
  if (T == 0 && I + 1 < Len)
    bstep<<<1, B>>>(Out, Count, C, I + 1, nextP(P, I + 1), Salt);
}

__global__ void starter(uint32_t *Out, unsigned *Count, int C0, uint32_t Salt) {
  if (threadIdx.x == 0) {
    int C = C0 + (int)blockIdx.x;
    bstep<<<1, B>>>(Out, Count, C, 0, (uint32_t)C * 7u, Salt);
    if (cudaGetLastError() != cudaSuccess) // observed: not aggregated
      atomicAdd(&StartErrors, 1);
  }
}

#ifdef IP_UNBOUNDED
__global__ void walk(unsigned *Depth, unsigned I) {
  if (threadIdx.x == 0) {
    atomicMax(Depth, I + 1);
    walk<<<1, 32>>>(Depth, I + 1);
  }
}
#endif

int main() {
  gputest::Test T("ip_s19_budget");
#ifdef IP_UNBOUNDED
  const unsigned Pool = 4096;
  T.pendingLaunches(Pool);
  unsigned *Depth = gputest::alloc<unsigned>(1);
  CK(cudaMemset(Depth, 0, sizeof(unsigned)));
  walk<<<1, 32>>>(Depth, 0);
  CK_SYNC();
  unsigned D = gputest::download(Depth, 1)[0];
  printf("  unbounded chain: depth %u (budget %d, pool %u)\n", D, IP_UNBOUNDED,
         Pool);
  // In place the whole budget runs in the host-launched head grid, which
  // holds no pending-launch slot: B + Pool + 1 exactly. Tail-linked
  // (.noip_bu) the last tail-launched grid, a device launch, is outstanding
  // while its as-written descendants nest (a grid is pending until it
  // completes), so it may take one slot of the pool: B + Pool there.
  unsigned Want = (unsigned)IP_UNBOUNDED + Pool + 1;
#ifdef IP_TAIL_SLACK
  if (D == Want - 1)
    Want = D;
#endif
  T.compare("unbounded depth", std::vector<unsigned>{D},
            std::vector<unsigned>{Want});
  CK(cudaFree(Depth));
  return T.finish();
#else
  T.pendingLaunches(16384);
  uint32_t Salt = (uint32_t)T.R.next();
  size_t N = (size_t)Chains * Len * B;
  uint32_t *Out = gputest::alloc<uint32_t>(N);
  unsigned *Count = gputest::alloc<unsigned>(Chains);
  gputest::poison(Out, N);
  CK(cudaMemset(Count, 0, Chains * sizeof(unsigned)));
  CK(cudaDeviceSynchronize());
  // one alone, 32 at once, one alone, 32 at once (synchronized between)
  bstep<<<1, B>>>(Out, Count, 0, 0, 0u, Salt);
  CK_SYNC();
  starter<<<Group, 32>>>(Out, Count, 1, Salt);
  CK_SYNC();
  bstep<<<1, B>>>(Out, Count, 1 + Group, 0, (uint32_t)(1 + Group) * 7u, Salt);
  CK_SYNC();
  starter<<<Group, 32>>>(Out, Count, 2 + Group, Salt);
  CK_SYNC();
  std::vector<uint32_t> Ref(N);
  std::vector<unsigned> RefCount(Chains, Len);
  for (int C = 0; C < Chains; ++C) {
    uint32_t P = (uint32_t)C * 7u;
    for (int I = 0; I < Len; ++I) {
      if (I > 0)
        P = nextP(P, I);
      for (unsigned X = 0; X < (unsigned)B; ++X)
        Ref[((size_t)C * Len + I) * B + X] = gputest::hash(C, I, X, P, B, Salt);
    }
  }
  T.compare("counts", gputest::download(Count, Chains), RefCount);
  T.compare("outputs", gputest::download(Out, N), Ref);
  int SE = 0;
  CK(cudaMemcpyFromSymbol(&SE, StartErrors, sizeof SE));
  T.compare("starter errors", std::vector<int>{SE}, std::vector<int>{0});
  CK(cudaFree(Out));
  CK(cudaFree(Count));
  return T.finish();
#endif
}
