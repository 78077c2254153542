// Red team of in-place tail chains (-dpagg-tail-in-place; TailChainPlan.cpp,
// "In place", rule (10); InPlace.cpp). Attacks rule (10)'s reading of "a
// thread may leave while another may still reach a barrier": its CleanExit
// set holds only blocks with a path to a `ret` that has NO convergent call
// on it, so a thread whose way out passes any convergent operation that is
// not a barrier (__syncwarp, a shuffle, a vote, a call of a convergent
// function) is not counted as leaving, and a block split inside a callee
// (the callee returns early for some threads, K itself has no branch) is
// not seen at all. In place, a thread that leaves waits at the loop's
// barrier (barrier.sync 0, dpagg.inplace.meet); the block's other threads
// then reach the user's __syncthreads (bar.sync 0): the two are the same
// hardware barrier, so together they complete it. The threads that left
// go on to read the record before the launcher has linked, see no link (or
// no record) and leave the kernel for good; every later step runs without
// them. Without DPAgg they exited, and exited threads count as arrived at
// the __syncthreads (platform-facts.md section 3): the program is valid.
//
// Kernels (each its own chain, 128-thread block, Steps steps, from the host):
//   syncwarp  warps 2, 3 write, __syncwarp(), return; warps 0, 1 meet at
//             __syncthreads and exchange through shared memory; thread 0 links
//   shfl      as syncwarp, the leavers exchange with __shfl_xor_sync first
//   ballot    as syncwarp, the leavers vote (__ballot_sync) first
//   callee    K calls a __noinline__ device function in which warps 2, 3
//             return early and warps 0, 1 meet at __syncthreads; K has no
//             branch but the launcher's
//   lead      the launcher's warps (0, 1) are the ones that leave: thread 0
//             links, then warps 0, 1 __syncwarp and return; warps 2, 3 meet
//             at __syncthreads
//   ctrl      control: a plain early return before __syncthreads (rule (10)
//             must refuse it: its link stays a tail link) - PASS everywhere
// Every output word of every step and thread is checked against the CPU.
//
// Expected on the GPU: .base PASS, .noip PASS; .dflt FAIL in syncwarp, shfl,
// ballot, callee and lead (outputs of warps 2, 3 (lead: 0, 1 or 2, 3) from
// step 1 on stay poisoned or hold another step's values), ctrl ok. A
// TIMEOUT in .dflt is the same finding (a barrier mismatch). The .log of
// the .dflt build shows which links went in place.
// H200 (driver 580.159.04, plugin of 2026-11-28 08:53): .base, .noip PASS;
// .dflt and .ptsz FAIL: syncwarp, shfl, ballot, callee 2496 of 5120 words
// poisoned (warps 2, 3 of steps 1..39), lead 2432; ctrl ok.
// Exit 0 right, 1 wrong, 2 CUDA error.
//
// VARIANT ptsz: -Xclang -fgpu-default-stream=per-thread
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int B = 128, Steps = 40;

__device__ __forceinline__ uint32_t val(int Mode, int I, int T, uint32_t Salt) {
  return gputest::hash(Mode, I, T, Salt);
}

// ---- syncwarp
__global__ void kSyncwarp(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T >= 64) {
    Out[I * B + T] = val(1, I, T, Salt);
    __syncwarp();
    return;
  }
  S[T] = val(1, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[63 - T] ^ 1u;
  if (T == 0 && I + 1 < Steps)
    kSyncwarp<<<1, B>>>(Out, I + 1, Salt);
}

// ---- shfl
__global__ void kShfl(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T >= 64) {
    uint32_t V = val(2, I, T, Salt);
    V += __shfl_xor_sync(0xffffffffu, V, 1);
    Out[I * B + T] = V;
    return;
  }
  S[T] = val(2, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[63 - T] ^ 2u;
  if (T == 0 && I + 1 < Steps)
    kShfl<<<1, B>>>(Out, I + 1, Salt);
}

// ---- ballot
__global__ void kBallot(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T >= 64) {
    uint32_t V = val(3, I, T, Salt);
    unsigned M = __ballot_sync(0xffffffffu, V & 1);
    Out[I * B + T] = V ^ M;
    return;
  }
  S[T] = val(3, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[63 - T] ^ 3u;
  if (T == 0 && I + 1 < Steps)
    kBallot<<<1, B>>>(Out, I + 1, Salt);
}

// ---- callee
__device__ __noinline__ void calleePart(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T >= 64) {
    Out[I * B + T] = val(4, I, T, Salt);
    return;
  }
  S[T] = val(4, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[63 - T] ^ 4u;
}
__global__ void kCallee(uint32_t *Out, int I, uint32_t Salt) {
  calleePart(Out, I, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    kCallee<<<1, B>>>(Out, I + 1, Salt);
}

// ---- lead: the launcher's warps leave
__global__ void kLead(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T < 64) {
    Out[I * B + T] = val(5, I, T, Salt);
    if (T == 0 && I + 1 < Steps)
      kLead<<<1, B>>>(Out, I + 1, Salt);
    __syncwarp();
    return;
  }
  S[T - 64] = val(5, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[127 - T] ^ 5u;
}

// ---- ctrl: rule (10) must see this one
__global__ void kCtrl(uint32_t *Out, int I, uint32_t Salt) {
  int T = threadIdx.x;
  __shared__ uint32_t S[64];
  if (T >= 64) {
    Out[I * B + T] = val(6, I, T, Salt);
    return;
  }
  S[T] = val(6, I, T, Salt);
  __syncthreads();
  Out[I * B + T] = S[63 - T] ^ 6u;
  if (T == 0 && I + 1 < Steps)
    kCtrl<<<1, B>>>(Out, I + 1, Salt);
}

static uint32_t hval(int Mode, int I, int T, uint32_t Salt) {
  return gputest::hash(Mode, I, T, Salt);
}

int main() {
  gputest::Test T("ip_exit_conv");
  T.pendingLaunches(4096);
  uint32_t Salt = (uint32_t)T.R.next();
  const char *Names[] = {"", "syncwarp", "shfl", "ballot", "callee", "lead", "ctrl"};
  for (int Mode = 1; Mode <= 6; ++Mode) {
    std::vector<uint32_t> Ref(Steps * B);
    for (int I = 0; I < Steps; ++I)
      for (int X = 0; X < B; ++X) {
        uint32_t V;
        bool Leaver = Mode == 5 ? X < 64 : X >= 64;
        if (Leaver) {
          V = hval(Mode, I, X, Salt);
          if (Mode == 2)
            V += hval(Mode, I, X ^ 1, Salt);
          if (Mode == 3) {
            unsigned M = 0;
            int W0 = X & ~31;
            for (int L = 0; L < 32; ++L)
              M |= (hval(Mode, I, W0 + L, Salt) & 1u) << L;
            V ^= M;
          }
        } else if (Mode == 5) {
          V = hval(Mode, I, 127 - X + 64, Salt) ^ 5u;
        } else {
          V = hval(Mode, I, 63 - X, Salt) ^ (uint32_t)Mode;
        }
        Ref[I * B + X] = V;
      }
    uint32_t *Out = gputest::alloc<uint32_t>(Steps * B);
    gputest::poison(Out, Steps * B);
    switch (Mode) {
    case 1: kSyncwarp<<<1, B>>>(Out, 0, Salt); break;
    case 2: kShfl<<<1, B>>>(Out, 0, Salt); break;
    case 3: kBallot<<<1, B>>>(Out, 0, Salt); break;
    case 4: kCallee<<<1, B>>>(Out, 0, Salt); break;
    case 5: kLead<<<1, B>>>(Out, 0, Salt); break;
    case 6: kCtrl<<<1, B>>>(Out, 0, Salt); break;
    }
    CK_SYNC();
    T.compare(Names[Mode], gputest::download(Out, Steps * B), Ref);
    CK(cudaFree(Out));
  }
  return T.finish();
}
