// Red team of -dpagg-auto-grid (merge df86331, session 10), attack: grids of
// one kernel in flight at once, from the host, in 8 non-blocking streams,
// some at or above the threshold (aggregated per grid: the grid-state table
// keyed by %gridid) and some below (per block: no state), two grids per
// stream back to back, 3 rounds with fresh buffers; every launch passes a
// 160-byte struct and a word its block computed from its block number
// (stored once per block record). Three parents: `direct` (NULL stream),
// `fnf` (cudaStreamFireAndForget), `pinned` (its child has DPAGG_SCOPE_BLOCK:
// stays per block, whatever the grid; the build log must not say "per grid" for
// it). Each child element is a hash of its coordinates and every
// parameter, checked against a CPU model over poisoned output.
// Expected: PASS everywhere.
// Exit 0 right, 1 wrong, 2 CUDA error, 3 HANG.
#include "ag/Ag.cuh"

#if __has_include(<dpagg/dpagg.h>)
#include <dpagg/dpagg.h>
#endif
#ifndef DPAGG_SCOPE_BLOCK
#define DPAGG_SCOPE_BLOCK
#endif

using ag::hash;

__global__ void direct(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, uint32_t Salt) {
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Own[P] = hash(P, Salt, 1u);
  int N = Len[P];
  if (N > 0)
    ag::child<<<(N + 31) / 32, 32>>>(Out + Off[P], N, P, Salt, hash(B, 1u),
                                     ag::bigOf(B, Salt));
}

__global__ void fnf(uint32_t *Out, uint32_t *Own, const int *Len,
                    const int *Off, uint32_t Salt) {
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Own[P] = hash(P, Salt, 2u);
  int N = Len[P];
  if (N > 0)
    ag::child<<<(N + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(
        Out + Off[P], N, P, Salt, hash(B, 2u), ag::bigOf(B, Salt));
}

/// ag::child with DPAGG_SCOPE_BLOCK (the annotation is the launched
/// kernel's): block scope asked by the annotation, not the option, so
/// -dpagg-auto-grid leaves its launches per block.
DPAGG_SCOPE_BLOCK __global__ void childBlock(uint32_t *Out, int N, uint32_t P,
                                             uint32_t Salt, uint32_t BV,
                                             ag::Big S) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = ag::value(P, I, blockDim.x, gridDim.x, Salt, BV, ag::fold(S));
}

__global__ void pinned(uint32_t *Out, uint32_t *Own, const int *Len,
                       const int *Off, uint32_t Salt) {
  uint32_t B = ag::linearBlock();
  uint32_t P = B * blockDim.x + threadIdx.x;
  Own[P] = hash(P, Salt, 3u);
  int N = Len[P];
  if (N > 0)
    childBlock<<<(N + 31) / 32, 32>>>(Out + Off[P], N, P, Salt, hash(B, 3u),
                                      ag::bigOf(B, Salt));
}

struct Job {
  int Kernel;
  dim3 G;
  uint32_t Salt;
  std::vector<int> Len, Off;
  std::vector<uint32_t> Want, WantOwn;
  int *DLen, *DOff;
  uint32_t *Out, *Own;
};

int main() {
  gputest::Test T("ag_streams");
  T.pendingLaunches(1 << 18); // above every launch in flight
  const int NS = 8, Threads = 32;
  const dim3 Sizes[NS] = {dim3(3),    dim3(300),    dim3(127), dim3(128),
                          dim3(1000), dim3(16, 16), dim3(255), dim3(2, 2, 64)};
  std::vector<cudaStream_t> S(NS);
  for (auto &St : S)
    CK(cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking));
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<Job> Jobs;
    for (int I = 0; I < 2 * NS; ++I) {
      Job J;
      J.Kernel = (I + Round) % 3;
      J.G = Sizes[(I + Round) % NS];
      J.Salt = (uint32_t)T.R.next();
      int NP = J.G.x * J.G.y * J.G.z * Threads, Total = 0;
      J.Len.resize(NP);
      J.Off.resize(NP);
      for (int P = 0; P < NP; ++P) {
        J.Len[P] = T.R.chance(0.4) ? T.R.range(1, 70) : 0;
        J.Off[P] = Total;
        Total += J.Len[P];
      }
      J.Want.assign(Total ? Total : 1, 0xffffffffu);
      J.WantOwn.resize(NP);
      uint32_t Tag = J.Kernel + 1;
      for (int P = 0; P < NP; ++P) {
        uint32_t B = P / Threads;
        if (J.Len[P])
          ag::model(J.Want, J.Off[P], J.Len[P], P, 32, J.Salt, hash(B, Tag), B);
        J.WantOwn[P] = hash((uint32_t)P, J.Salt, Tag);
      }
      J.DLen = gputest::upload(J.Len);
      J.DOff = gputest::upload(J.Off);
      J.Out = gputest::alloc<uint32_t>(J.Want.size());
      J.Own = gputest::alloc<uint32_t>(NP);
      gputest::poison(J.Out, J.Want.size());
      gputest::poison(J.Own, NP);
      Jobs.push_back(std::move(J));
    }
    for (int I = 0; I < 2 * NS; ++I) {
      Job &J = Jobs[I];
      cudaStream_t St = S[I % NS];
      if (J.Kernel == 0)
        direct<<<J.G, Threads, 0, St>>>(J.Out, J.Own, J.DLen, J.DOff, J.Salt);
      else if (J.Kernel == 1)
        fnf<<<J.G, Threads, 0, St>>>(J.Out, J.Own, J.DLen, J.DOff, J.Salt);
      else
        pinned<<<J.G, Threads, 0, St>>>(J.Out, J.Own, J.DLen, J.DOff, J.Salt);
      CK(cudaGetLastError());
    }
    ag::waitOrHang("streams", S);
    static const char *Names[] = {"direct", "fnf", "pinned"};
    for (Job &J : Jobs) {
      char What[96];
      snprintf(What, sizeof What, "round %d %s %ux%ux%u out", Round,
               Names[J.Kernel], J.G.x, J.G.y, J.G.z);
      T.compare(What, gputest::download(J.Out, J.Want.size()), J.Want);
      snprintf(What, sizeof What, "round %d %s %ux%ux%u own", Round,
               Names[J.Kernel], J.G.x, J.G.y, J.G.z);
      T.compare(What, gputest::download(J.Own, J.WantOwn.size()), J.WantOwn);
      CK(cudaFree(J.DLen));
      CK(cudaFree(J.DOff));
      CK(cudaFree(J.Out));
      CK(cudaFree(J.Own));
    }
  }
  for (auto &St : S)
    CK(cudaStreamDestroy(St));
  return T.finish();
}
