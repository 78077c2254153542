// Red team (aa1cde1, LaunchSiteAnalysis.cpp nullChecksOnlySkip, DiesInBlock):
// the launching side of a parameter buffer's null check may write a local
// whose lifetime ends after the write in the same block. That is what full
// unrolling leaves: the unrolled launches share clang's dim3 (and by-value
// struct) temporaries, each between its own lifetime markers, and are now
// aggregated (and lowered to V2 where their stream needs it). Wrong
// analysis shows as a child that sees another trip's grid, block or
// argument, a launch that is lost or made twice, or a wrong launch result.
// Each parent thread makes the launches of one mode, each followed by
// cudaGetLastError() into Err; every child thread writes a hash of its
// coordinates and arguments, compared with the CPU's:
//   0 constant trip counts 2..8 (one unrolled loop each, in a __device__
//     helper inlined into the kernel);
//   1 nested unrolled loops (3 x 2), grid and block from both indices;
//   2 by-value structs built in the unrolled body: a 12-byte struct (4
//     trips) and an 80-byte one from global memory (3 trips);
//   3 divergent conditions inside the unrolled body: a per-thread trip
//     limit (break) and a per-thread, per-trip launch condition;
//   4 an unrolled loop of 4 launches inside a loop with a run-time trip
//     count (clang will not unroll a loop of launches by a count alone);
//   5 a non-blocking stream the thread creates (4 unrolled launches);
//   6 cudaStreamFireAndForget, 7 cudaStreamTailLaunch (4 unrolled launches
//     each, V1 <<<>>>);
//   8 hand-written V2 launches into the NULL stream (3 unrolled);
//   9 hand-written V2 launches into cudaStreamFireAndForget (3 unrolled);
//  10 an inlined helper with an unrolled loop into cudaStreamFireAndForget,
//     called twice.
// Named streams (6, 7, 9, 10): clang's V1 launch into them fails on sm_90
// without DPAgg, so a probe kernel first makes ONE such launch (no loop) per
// stream and API in this build; the unrolled launches must do what it did
// (run, result 0; or not run, the probe's error). Everything else must run
// in every build. Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT o1: -O1
// VARIANT on: --dpagg-moldable=on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>
#include <string>

using gputest::hash;

struct S3 {
  uint32_t A, B, C;
};
struct Big {
  uint32_t V[20];
};

constexpr int Stride = 256; // words per launch slot (grid x block <= 192)
constexpr int ParentBlocks = 2, ParentThreads = 64;
constexpr int NP = ParentBlocks * ParentThreads, Slots = 48, NumModes = 11;
constexpr int N4 = 2; // mode 4: 4 * N4 trips

__global__ void leaf(uint32_t *Out, uint32_t Where, uint32_t Salt) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[(size_t)Where * Stride + I] =
      hash(Where, I, blockIdx.x, threadIdx.x, blockDim.x, gridDim.x, Salt);
}
__global__ void leafs(uint32_t *Out, uint32_t Where, S3 X) {
  unsigned I = threadIdx.x;
  Out[(size_t)Where * Stride + I] = hash(Where, I, blockDim.x, X.A, X.B, X.C);
}
__global__ void leafb(uint32_t *Out, uint32_t Where, Big X) {
  unsigned I = threadIdx.x;
  Out[(size_t)Where * Stride + I] =
      hash(Where, I, X.V[I % 20], X.V[(I * 7 + 3) % 20], X.V[19]);
}

__host__ __device__ inline bool launchOn(uint32_t Id, uint32_t Salt, int K) {
  return hash(Id, Salt, K, 0x3du) % 3 != 0;
}
__host__ __device__ inline S3 s3Of(uint32_t Id, uint32_t Salt, int K) {
  return S3{(uint32_t)K, Id, hash(Id, Salt, K)};
}
/// First slot of mode 0's loop of N trips (N = 2..8: slots 0..34).
__host__ __device__ constexpr int countBase(int N) {
  return (N - 1) * N / 2 - 1;
}

template <int N>
__device__ __forceinline__ void counted(uint32_t *Out, int *E, uint32_t W0,
                                        uint32_t Salt) {
#pragma unroll
  for (int K = 0; K < N; ++K) {
    leaf<<<1, 32>>>(Out, W0 + countBase(N) + K, Salt);
    E[countBase(N) + K] = (int)cudaGetLastError();
  }
}
__device__ __forceinline__ void ffHelper(uint32_t *Out, int *E, uint32_t W,
                                         uint32_t Salt) {
#pragma unroll
  for (int K = 0; K < 3; ++K) {
    leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, W + K, Salt);
    E[K] = (int)cudaGetLastError();
  }
}
__device__ __forceinline__ void v2Launch(uint32_t *Out, uint32_t Where,
                                         uint32_t Salt, cudaStream_t St) {
  void *Buf = cudaGetParameterBufferV2((void *)leaf, dim3(1), dim3(32), 0);
  if (Buf) {
    memcpy(Buf, &Out, 8);
    memcpy((char *)Buf + 8, &Where, 4);
    memcpy((char *)Buf + 12, &Salt, 4);
    cudaLaunchDeviceV2(Buf, St);
  }
}

__global__ void parent(int Mode, uint32_t *Out, int *Err, const int *Lim,
                       const Big *G, uint32_t Salt, int NQuads) {
  uint32_t Id = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t W0 = Id * Slots;
  int *E = Err + W0;
  switch (Mode) {
  case 0:
    counted<2>(Out, E, W0, Salt);
    counted<3>(Out, E, W0, Salt);
    counted<4>(Out, E, W0, Salt);
    counted<5>(Out, E, W0, Salt);
    counted<6>(Out, E, W0, Salt);
    counted<7>(Out, E, W0, Salt);
    counted<8>(Out, E, W0, Salt);
    break;
  case 1:
#pragma unroll
    for (int I = 0; I < 3; ++I)
#pragma unroll
      for (int J = 0; J < 2; ++J) {
        leaf<<<I + 1, 32 * (J + 1)>>>(Out, W0 + I * 2 + J, Salt);
        E[I * 2 + J] = (int)cudaGetLastError();
      }
    break;
  case 2:
#pragma unroll
    for (int K = 0; K < 4; ++K) {
      S3 X = s3Of(Id, Salt, K);
      leafs<<<1, 32>>>(Out, W0 + K, X);
      E[K] = (int)cudaGetLastError();
    }
#pragma unroll
    for (int K = 0; K < 3; ++K) {
      Big Y = G[Id];
      Y.V[K] += (uint32_t)K + 1;
      Y.V[19] ^= (uint32_t)K;
      leafb<<<1, 32>>>(Out, W0 + 4 + K, Y);
      E[4 + K] = (int)cudaGetLastError();
    }
    break;
  case 3: {
    int L = Lim[Id];
#pragma unroll
    for (int K = 0; K < 6; ++K) {
      if (K >= L)
        break;
      if (launchOn(Id, Salt, K)) {
        leaf<<<1, 32 * (1 + (K & 1))>>>(Out, W0 + K, Salt);
        E[K] = (int)cudaGetLastError();
      }
    }
    break;
  }
  case 4:
    // clang does not unroll a loop of launches by a count alone
    // (`#pragma unroll 4` with a run-time trip count: "loop not unrolled",
    // the launches are convergent), so by hand: an unrolled loop in a loop.
#pragma unroll 1
    for (int Q = 0; Q < NQuads; ++Q)
#pragma unroll
      for (int K = 0; K < 4; ++K) {
        leaf<<<1, 32>>>(Out, W0 + Q * 4 + K, Salt);
        E[Q * 4 + K] = (int)cudaGetLastError();
      }
    break;
  case 5: {
    cudaStream_t St;
    E[4] = (int)cudaStreamCreateWithFlags(&St, cudaStreamNonBlocking);
#pragma unroll
    for (int K = 0; K < 4; ++K) {
      leaf<<<1, 32, 0, St>>>(Out, W0 + K, Salt);
      E[K] = (int)cudaGetLastError();
    }
    E[5] = (int)cudaStreamDestroy(St);
    break;
  }
  case 6:
#pragma unroll
    for (int K = 0; K < 4; ++K) {
      leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, W0 + K, Salt);
      E[K] = (int)cudaGetLastError();
    }
    break;
  case 7:
#pragma unroll
    for (int K = 0; K < 4; ++K) {
      leaf<<<1, 32, 0, cudaStreamTailLaunch>>>(Out, W0 + K, Salt);
      E[K] = (int)cudaGetLastError();
    }
    break;
  case 8:
#pragma unroll
    for (int K = 0; K < 3; ++K) {
      v2Launch(Out, W0 + K, Salt, 0);
      E[K] = (int)cudaGetLastError();
    }
    break;
  case 9:
#pragma unroll
    for (int K = 0; K < 3; ++K) {
      v2Launch(Out, W0 + K, Salt, cudaStreamFireAndForget);
      E[K] = (int)cudaGetLastError();
    }
    break;
  default:
    ffHelper(Out, E, W0, Salt);
    ffHelper(Out, E + 3, W0 + 3, Salt);
    break;
  }
}

/// One launch in a named stream, not in a loop: what this build does with
/// it (Kind 0: V1 fire-and-forget, 1: V1 tail launch, 2: V2
/// fire-and-forget). Slot 0 of Out, Err[0].
__global__ void probe(int Kind, uint32_t *Out, int *Err, uint32_t Salt) {
  if (Kind == 0)
    leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, 0, Salt);
  else if (Kind == 1)
    leaf<<<1, 32, 0, cudaStreamTailLaunch>>>(Out, 0, Salt);
  else
    v2Launch(Out, 0, Salt, cudaStreamFireAndForget);
  Err[0] = (int)cudaGetLastError();
}

struct Launch {
  int Slot, Grid, Block, Kind; // Kind 0 leaf, 1 leafs, 2 leafb
  S3 X;
  Big Y;
};

/// The launches of (Mode, Id) in the CPU's model, with the result each
/// launch's cudaGetLastError() must give (Err slot, value).
static void plan(int Mode, uint32_t Id, uint32_t Salt, int L, const Big &GId,
                 std::vector<Launch> &Ls, std::vector<std::pair<int, int>> &Es,
                 const int *ProbeErr, const bool *ProbeRan) {
  auto plain = [&](int Slot, int Grid, int Block) {
    Ls.push_back(Launch{Slot, Grid, Block, 0, {}, {}});
    Es.push_back({Slot, 0});
  };
  // Named streams: what the probe of this stream and API did.
  auto named = [&](int Slot, int P) {
    if (ProbeRan[P])
      Ls.push_back(Launch{Slot, 1, 32, 0, {}, {}});
    Es.push_back({Slot, ProbeRan[P] ? 0 : ProbeErr[P]});
  };
  switch (Mode) {
  case 0:
    for (int N = 2; N <= 8; ++N)
      for (int K = 0; K < N; ++K)
        plain(countBase(N) + K, 1, 32);
    break;
  case 1:
    for (int I = 0; I < 3; ++I)
      for (int J = 0; J < 2; ++J)
        plain(I * 2 + J, I + 1, 32 * (J + 1));
    break;
  case 2:
    for (int K = 0; K < 4; ++K) {
      Ls.push_back(Launch{K, 1, 32, 1, s3Of(Id, Salt, K), {}});
      Es.push_back({K, 0});
    }
    for (int K = 0; K < 3; ++K) {
      Big Y = GId;
      Y.V[K] += (uint32_t)K + 1;
      Y.V[19] ^= (uint32_t)K;
      Ls.push_back(Launch{4 + K, 1, 32, 2, {}, Y});
      Es.push_back({4 + K, 0});
    }
    break;
  case 3:
    for (int K = 0; K < 6 && K < L; ++K)
      if (launchOn(Id, Salt, K))
        plain(K, 1, 32 * (1 + (K & 1)));
    break;
  case 4:
    for (int K = 0; K < 4 * N4; ++K)
      plain(K, 1, 32);
    break;
  case 5:
    for (int K = 0; K < 4; ++K)
      plain(K, 1, 32);
    Es.push_back({4, 0});
    Es.push_back({5, 0});
    break;
  case 6:
  case 7:
    for (int K = 0; K < 4; ++K)
      named(K, Mode - 6);
    break;
  case 8:
    for (int K = 0; K < 3; ++K)
      plain(K, 1, 32);
    break;
  case 9:
    for (int K = 0; K < 3; ++K)
      named(K, 2);
    break;
  default:
    for (int K = 0; K < 6; ++K)
      named(K, 0);
    break;
  }
}

static uint32_t childWord(const Launch &La, uint32_t Where, unsigned I,
                          uint32_t Salt) {
  switch (La.Kind) {
  case 0:
    return hash(Where, I, I / La.Block, I % La.Block, La.Block, La.Grid, Salt);
  case 1:
    return hash(Where, I, La.Block, La.X.A, La.X.B, La.X.C);
  default:
    return hash(Where, I, La.Y.V[I % 20], La.Y.V[(I * 7 + 3) % 20],
                La.Y.V[19]);
  }
}

int main() {
  // Unbuffered: a run killed by a timeout still shows how far it got.
  setvbuf(stdout, nullptr, _IONBF, 0);
  // UR10_MODES=3,7: only those modes (all by default).
  const char *OnlyModes = getenv("UR10_MODES");
  gputest::Test T("ur10_unrolled_launches");
  T.pendingLaunches(NP * Slots + 4096);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)NP * Slots * Stride);
  int *Err = gputest::alloc<int>((size_t)NP * Slots);

  // What one launch into each named stream does in this build.
  int ProbeErr[3];
  bool ProbeRan[3];
  const char *ProbeName[3] = {"V1 fire-and-forget", "V1 tail launch",
                              "V2 fire-and-forget"};
  for (int P = 0; P < 3; ++P) {
    uint32_t Salt = (uint32_t)T.R.next();
    gputest::poison(Out, Stride);
    gputest::poison(Err, 1);
    probe<<<1, 1>>>(P, Out, Err, Salt);
    CK_SYNC();
    std::vector<uint32_t> Got = gputest::download(Out, 32);
    ProbeErr[P] = gputest::download(Err, 1)[0];
    int Right = 0;
    for (unsigned I = 0; I < 32; ++I)
      Right += Got[I] == hash(0u, I, 0u, I, 32u, 1u, Salt);
    // A launch that reports success must run, one that fails must not.
    ProbeRan[P] = Right == 32;
    bool Consistent = (ProbeErr[P] == 0) == ProbeRan[P] &&
                      (Right == 32 || Got[0] == 0xffffffffu);
    printf("probe %s: result %d, child %s\n", ProbeName[P], ProbeErr[P],
           ProbeRan[P] ? "ran" : "did not run");
    if (!Consistent) {
      printf("FAIL probe %s: result %d but %d of 32 child words right\n",
             ProbeName[P], ProbeErr[P], Right);
      printf("FAIL ur10_unrolled_launches\n");
      return 1;
    }
  }

  std::vector<int> Lims(NP);
  std::vector<Big> HG(NP);
  for (int I = 0; I < NP; ++I) {
    Lims[I] = T.R.range(0, 6);
    for (int V = 0; V < 20; ++V)
      HG[I].V[V] = (uint32_t)T.R.next();
  }
  int *DLim = gputest::upload(Lims);
  Big *DG = gputest::upload(HG);
  for (int Mode = 0; Mode < NumModes; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    char Key[8];
    snprintf(Key, sizeof Key, ",%d,", Mode);
    if (OnlyModes && !strstr((std::string(",") + OnlyModes + ",").c_str(), Key))
      continue;
    printf("mode %d: running\n", Mode);
    std::vector<uint32_t> Ref((size_t)NP * Slots * Stride, 0xffffffffu);
    std::vector<int> RefErr((size_t)NP * Slots, -1);
    for (uint32_t Id = 0; Id < (uint32_t)NP; ++Id) {
      std::vector<Launch> Ls;
      std::vector<std::pair<int, int>> Es;
      plan(Mode, Id, Salt, Lims[Id], HG[Id], Ls, Es, ProbeErr, ProbeRan);
      for (const Launch &La : Ls) {
        uint32_t Where = Id * Slots + La.Slot;
        for (unsigned I = 0; I < (unsigned)(La.Grid * La.Block); ++I)
          Ref[(size_t)Where * Stride + I] = childWord(La, Where, I, Salt);
      }
      for (auto [Slot, V] : Es)
        RefErr[(size_t)Id * Slots + Slot] = V;
    }
    gputest::poison(Out, Ref.size());
    gputest::poison(Err, RefErr.size());
    parent<<<ParentBlocks, ParentThreads>>>(Mode, Out, Err, DLim, DG, Salt,
                                            N4);
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "mode %d: child words", Mode);
    T.compare(Buf, gputest::download(Out, Ref.size()), Ref);
    snprintf(Buf, sizeof Buf, "mode %d: launch results", Mode);
    T.compare(Buf, gputest::download(Err, RefErr.size()), RefErr);
  }
  CK(cudaFree(DLim));
  CK(cudaFree(DG));
  CK(cudaFree(Out));
  CK(cudaFree(Err));
  return T.finish();
}
