// Red team of the warp rejoin, a control of rule 3's argument (program
// synchronizations outside the loop, with masks that can equal the
// cohort's): a loop with one exiting block, rejoined, in blocks of 80
// threads (a partial last warp). Right before the loop the lane reads
// __activemask() (M: the same lanes as the rewrite's entering mask, most
// likely); after the loop, with lanes leaving at different trips:
//   __syncwarp(M) and a __shfl_sync(M) of the lowest lane of M's sum,
//   then a 16-lane tile's __syncwarp and a shfl of the partner's (lane ^ 1)
//   sum (explicit masks: a lane at either waits for lanes still in the
//   loop, at ballots of smaller masks).
// (An __activemask() read inside the loop, or cooperative_groups, made the
// launch unanalyzable: "the side of the parameter buffer's null check that
// launches also runs store i32 1, ptr ..."; a missed aggregation, noted.)
// Valid: the lanes of an M read it together and all reach the sync after
// the loop. The check does not depend on which lanes were together: it
// reads M back and checks each lane's value against M's lowest lane.
// Expected: base PASS; dpagg PASS.
#include "rj_common.cuh"
#include <vector>

constexpr int Cap = 8, Blocks = 8, Threads = 80, NP = Blocks * Threads;
constexpr int Poison = -777;

__global__ void child(int *Out, int V) {
  if (threadIdx.x == 0)
    *Out = V;
}
__host__ __device__ inline int trips(int P) { return 1 + (P * 7 + P / 32) % 6; }
__host__ __device__ inline bool skip(int P, int K) { return (P + K) % 3 == 0; }

__global__ void walk(int *Out, int *Sum, int *Mask, int *Low, int *Got) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  int S = 0;
  unsigned M = __activemask();
  for (int K = 0; K < trips(P); ++K) {
    S += K * 5 + P;
    if (skip(P, K))
      continue;
    child<<<1, 1>>>(Out + P * Cap + K, P * 100 + K);
  }
  __syncwarp(M);
  int L = __shfl_sync(M, S, __ffs(M) - 1);
  unsigned Lane = threadIdx.x % 32, TileMask = 0xffffu << (Lane & 16);
  __syncwarp(TileMask);
  int G = __shfl_sync(TileMask, S, Lane ^ 1);
  Sum[P] = S;
  Mask[P] = (int)M;
  Low[P] = L;
  Got[P] = G;
}

static std::vector<int> get(int *D, int N) {
  std::vector<int> H(N);
  CK(cudaMemcpy(H.data(), D, N * sizeof(int), cudaMemcpyDeviceToHost));
  return H;
}

int main() {
  rj::setup();
  std::vector<int> RefOut(NP * Cap, Poison), RefSum(NP, 0);
  for (int P = 0; P < NP; ++P)
    for (int K = 0; K < trips(P); ++K) {
      RefSum[P] += K * 5 + P;
      if (!skip(P, K))
        RefOut[P * Cap + K] = P * 100 + K;
    }
  int *Out, *Sum, *Mask, *Low, *Got;
  std::vector<int> Po(NP * Cap, Poison);
  for (int **D : {&Sum, &Mask, &Low, &Got}) {
    CK(cudaMalloc(D, NP * sizeof(int)));
    CK(cudaMemcpy(*D, Po.data(), NP * sizeof(int), cudaMemcpyHostToDevice));
  }
  CK(cudaMalloc(&Out, NP * Cap * sizeof(int)));
  CK(cudaMemcpy(Out, Po.data(), NP * Cap * sizeof(int), cudaMemcpyHostToDevice));
  walk<<<Blocks, Threads>>>(Out, Sum, Mask, Low, Got);
  CK(cudaGetLastError());
  rj::waitOrDie("walk", 20.0);
  auto HOut = get(Out, NP * Cap), HSum = get(Sum, NP), HMask = get(Mask, NP),
       HLow = get(Low, NP), HGot = get(Got, NP);
  int Bad = 0;
  auto bad = [&](const char *F, int P, int V, int W) {
    if (Bad++ < 8)
      std::printf("  %s[%d] = %d, want %d\n", F, P, V, W);
  };
  for (int K = 0; K < NP * Cap; ++K)
    if (HOut[K] != RefOut[K])
      bad("Out", K, HOut[K], RefOut[K]);
  for (int P = 0; P < NP; ++P) {
    int T = P % Threads, WarpBase = P - T % 32, Lane = T % 32;
    int Width = Threads - (T - Lane) < 32 ? Threads - (T - Lane) : 32;
    unsigned M = (unsigned)HMask[P];
    if (HSum[P] != RefSum[P])
      bad("Sum", P, HSum[P], RefSum[P]);
    if (!(M >> Lane & 1) || (Width < 32 && (M >> Width)))
      bad("Mask", P, HMask[P], 1 << Lane);
    else if (HLow[P] != RefSum[WarpBase + __builtin_ffs(M) - 1])
      bad("Low", P, HLow[P], RefSum[WarpBase + __builtin_ffs(M) - 1]);
    int Partner = P - T % 16 + ((T % 16) ^ 1);
    if (HGot[P] != RefSum[Partner])
      bad("Got", P, HGot[P], RefSum[Partner]);
  }
  std::printf("%s rj_ok_sync_after\n", Bad ? "FAIL" : "PASS");
  return Bad ? 1 : 0;
}
