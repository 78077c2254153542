// Red team of e7a9ca8, rule 5 (the single-launcher refusal lifted for
// nested levels) and rule 2 (grid scope in clones): chains. Each step is a
// grid of 1 or 2 blocks whose thread 0 (threadIdx.x == 0 only: the site the
// cost rule used to refuse) launches the next step of its chain, so every
// level of a chain is its own physical grid of one aggregate with one
// record, ticketed by its last thread. 48 chains of 150..600 steps run at
// once in 16 host streams (many grids, and their group states, in flight
// together: keys by %gridid, slot collisions), plus one chain of 1,500
// steps (below the default pending-launch pool of 2,048, which bounds a
// chain's depth: platform-facts.md section 0). Each step's blocks see the
// value the previous step passed and what every thread of the launching
// block wrote before the barrier (memory as of the launch at least), and
// write one word per block; a lost, late-bound or duplicated step shows.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "ng/Ng.cuh"

constexpr int Threads = 64;

/// Block b of step S of chain C: its word and the value it passes on.
__host__ __device__ inline uint32_t stepValue(int C, int S, unsigned B,
                                              uint32_t In) {
  return hash(C, S, B, In);
}
__host__ __device__ inline unsigned stepBlocks(int C, int S) {
  return 1 + hash(C, S, 77u) % 2;
}

__global__ void step(uint32_t *Out, uint32_t *Scratch, int Chain, int S,
                     int Len, uint32_t In, size_t Stride) {
  __shared__ uint32_t Part[Threads];
  uint32_t V = stepValue(Chain, S, blockIdx.x, In);
  // Every thread of block 0 writes a slice the next step reads.
  uint32_t *Mine = Scratch + ((size_t)Chain * Stride + S) * Threads;
  if (blockIdx.x == 0)
    Mine[threadIdx.x] = hash(V, threadIdx.x);
  Part[threadIdx.x] = (uint32_t)threadIdx.x * V;
  // The previous step's slice (written by every thread of its block 0
  // before its barrier, so before thread 0 launched this step).
  uint32_t Seen = 0;
  if (S > 0) {
    const uint32_t *Prev = Scratch + ((size_t)Chain * Stride + S - 1) * Threads;
    Seen = Prev[threadIdx.x] == hash(In, threadIdx.x) ? 0 : 1;
  }
  __syncthreads();
  if (Seen)
    atomicAdd(&Out[(size_t)Chain * Stride + Len], 1u); // a stale read
  if (threadIdx.x == 0) {
    uint32_t Sum = 0;
    for (int I = 0; I < Threads; ++I)
      Sum += Part[I];
    atomicAdd(&Out[(size_t)Chain * Stride + S], V ^ Sum);
    if (blockIdx.x == 0 && S + 1 < Len)
      step<<<stepBlocks(Chain, S + 1), Threads>>>(Out, Scratch, Chain, S + 1,
                                                  Len, V, Stride);
  }
}

int main() {
  gputest::Test T("ng_chain");
  bool Est = getenv("NG_ESTIMATE");
  constexpr int Chains = 49, Streams = 16;
  std::vector<int> Len(Chains);
  for (int C = 0; C < Chains; ++C)
    Len[C] = C == Chains - 1 ? 1500 : T.R.range(150, 600);
  size_t Stride = 1501 + 1;
  std::vector<uint32_t> Ref((size_t)Chains * Stride, 0);
  // Output words start at 0 (the blocks of a step add into them: a step
  // that runs twice shows).
  for (int C = 0; C < Chains; ++C) {
    uint32_t In = 0x5eed + C;
    for (int S = 0; S < Len[C]; ++S) {
      uint32_t Word = 0, Next = 0;
      for (unsigned B = 0; B < stepBlocks(C, S); ++B) {
        uint32_t V = stepValue(C, S, B, In), Sum = 0;
        for (int I = 0; I < Threads; ++I)
          Sum += (uint32_t)I * V;
        Word += V ^ Sum;
        if (B == 0)
          Next = V;
      }
      Ref[(size_t)C * Stride + S] = Word;
      In = Next;
    }
  }
  printf("%d chains, longest %d steps\n", Chains, Len[Chains - 1]);
  if (Est)
    return T.finish();
  // Every step of every chain is pending until its chain ends.
  T.pendingLaunches(1 << 16);
  uint32_t *Out = gputest::alloc<uint32_t>(Ref.size());
  uint32_t *Scratch = gputest::alloc<uint32_t>((size_t)Chains * Stride * Threads);
  std::vector<cudaStream_t> St(Streams);
  for (auto &S : St)
    CK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  for (int Round = 0; Round < 2; ++Round) {
    CK(cudaMemset(Out, 0, Ref.size() * sizeof(uint32_t)));
    CK(cudaMemset(Scratch, 0, (size_t)Chains * Stride * Threads * 4));
    CK(cudaDeviceSynchronize());
    for (int C = 0; C < Chains; ++C)
      step<<<stepBlocks(C, 0), Threads, 0, St[C % Streams]>>>(
          Out, Scratch, C, 0, Len[C], 0x5eed + C, Stride);
    CK_SYNC();
    T.compare(("round " + std::to_string(Round)).c_str(),
              gputest::download(Out, Ref.size()), Ref);
  }
  for (auto &S : St)
    CK(cudaStreamDestroy(S));
  return T.finish();
}
