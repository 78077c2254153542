// Red team of in-place tail chains (-dpagg-tail-in-place; TailChainPlan.cpp,
// "In place"; InPlace.cpp): the run-time check (one-block grid, 1-D block,
// child grid 1x1x1, child block and dynamic shared memory the block's) and
// what a step may read of its grid, each in its own chain kernel:
//   grid12   the host launches K with grid (1,2,1) and (1,1,2): two blocks,
//            each block's thread 0 starts a one-block chain (blockIdx.y/z
//            select the chain); the first grid is not one block
//   rows     2-D block (32,2), launcher threadIdx.x == 0 (two launchers per
//            block, one per row): every step launches two children (a tree
//            of 2^7 - 1 grids), each counted by an atomic per step
//   dyn      dynamic shared memory that changes every third step (0, 512,
//            2048 bytes) and a step that reads %dynamic_smem_size (through
//            a sized extern array's loop bound) and blockDim.x
//   bsz      block size 64, 64, 96, 96, 32, ...: in place where equal
//   last     launcher thread B-1, thread 0 returns at once (no barrier in K)
//   local    a local array indexed at run time, filled in full each step
//   heap     malloc/free of a per-thread buffer every step, printf at step 0
//            and the last (2 lines)
//   many     the host launches K with 48 blocks, each block's thread 0
//            starts its own one-block chain
//   devstart a starter kernel's thread launches the chain's head, then a
//            reader into the same (block's NULL) stream: the reader must
//            see the chain's last value (it runs after the head grid and
//            its tail work / in-place steps)
//   events   the chain in stream S1, an event, S2 waits and runs a reader;
//            cudaStreamQuery loop; a captured graph replayed 3 times
// Expected on the GPU: PASS in every build (.base, .dflt, .noip). H200
// (plugin of 2026-11-28 08:53): all PASS. (rows and heap are controls: rows
// is aggregated, heap refused by rule (10) for its printf.)
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Steps = 60;

// ---- grid12: chain index from blockIdx.y + blockIdx.z (first grid only)
__global__ void grid12(uint32_t *Out, int C, int I, uint32_t Salt) {
  int Chain = C + (int)blockIdx.y + (int)blockIdx.z;
  Out[(Chain * Steps + I) * 32 + threadIdx.x] =
      gputest::hash(1, Chain, I, threadIdx.x, Salt, gridDim.x * gridDim.y * gridDim.z == 1);
  if (threadIdx.x == 0 && I + 1 < Steps)
    grid12<<<1, 32>>>(Out, Chain, I + 1, Salt);
}

// ---- rows: 2-D blocks, two launchers each
constexpr int RowDepth = 7;
__global__ void rows(unsigned *Count, uint32_t *Sum, int I, uint32_t Path) {
  unsigned T = threadIdx.x + 32 * threadIdx.y;
  atomicAdd(&Count[I], 1u);
  atomicAdd(&Sum[I], gputest::hash(Path, T) & 0xffffu);
  if (threadIdx.x == 0 && I + 1 < RowDepth)
    rows<<<1, dim3(32, 2)>>>(Count, Sum, I + 1, Path * 2 + threadIdx.y + 1);
}

// ---- dyn
__host__ __device__ inline unsigned dynBytes(int I) {
  return (I / 3) % 3 == 0 ? 0u : (I / 3) % 3 == 1 ? 512u : 2048u;
}
__global__ void dyn(uint32_t *Out, int I, unsigned Bytes, uint32_t Salt) {
  extern __shared__ uint32_t D[];
  unsigned Words = Bytes / 4;
  for (unsigned K = threadIdx.x; K < Words; K += blockDim.x)
    D[K] = gputest::hash(K, I, Salt);
  __syncthreads();
  uint32_t H = gputest::hash(Bytes, blockDim.x);
  for (unsigned K = threadIdx.x; K < Words; K += blockDim.x)
    H = gputest::mix(H, D[Words - 1 - K]);
  unsigned Dyn;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(Dyn)); // (inline asm: rule 9)
  Out[I * 64 + threadIdx.x] = H ^ Dyn;
  if (threadIdx.x == 0 && I + 1 < Steps)
    dyn<<<1, 64, dynBytes(I + 1)>>>(Out, I + 1, dynBytes(I + 1), Salt);
}
// the same without inline asm (so that it can go in place)
__global__ void dyn2(uint32_t *Out, int I, unsigned Bytes, uint32_t Salt) {
  extern __shared__ uint32_t D[];
  unsigned Words = Bytes / 4;
  for (unsigned K = threadIdx.x; K < Words; K += blockDim.x)
    D[K] = gputest::hash(K, I, Salt);
  __syncthreads();
  uint32_t H = gputest::hash(Bytes, blockDim.x);
  for (unsigned K = threadIdx.x; K < Words; K += blockDim.x)
    H = gputest::mix(H, D[Words - 1 - K]);
  Out[I * 64 + threadIdx.x] = H;
  __syncthreads(); // D is rewritten by the next step in place
  if (threadIdx.x == 0 && I + 1 < Steps)
    dyn2<<<1, 64, dynBytes(I + 1)>>>(Out, I + 1, dynBytes(I + 1), Salt);
}

// ---- bsz
__host__ __device__ inline unsigned bszOf(int I) {
  const unsigned S[] = {64, 64, 96, 96, 32, 128, 128, 128};
  return S[I % 8];
}
__global__ void bsz(uint32_t *Out, int I, uint32_t Salt) {
  Out[I * 128 + threadIdx.x] = gputest::hash(5, I, threadIdx.x, blockDim.x, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    bsz<<<1, bszOf(I + 1)>>>(Out, I + 1, Salt);
}

// ---- last
constexpr int LB = 96;
__global__ void last(uint32_t *Out, int I, uint32_t Salt) {
  if (threadIdx.x == 0)
    return;
  Out[I * LB + threadIdx.x] = gputest::hash(6, I, threadIdx.x, Salt);
  if (threadIdx.x == LB - 1 && I + 1 < Steps)
    last<<<1, LB>>>(Out, I + 1, Salt);
}

// ---- local
__global__ void local(uint32_t *Out, int I, int Len, uint32_t Salt) {
  uint32_t A[40];
  for (int K = 0; K < Len; ++K)
    A[K] = gputest::hash(7, I, threadIdx.x, K, Salt);
  uint32_t H = 0;
  for (int K = 0; K < Len; ++K)
    H = gputest::mix(H, A[(K * 3 + threadIdx.x) % Len]);
  Out[I * 32 + threadIdx.x] = H;
  if (threadIdx.x == 0 && I + 1 < Steps)
    local<<<1, 32>>>(Out, I + 1, 20 + (I + 1) % 20, Salt);
}

// ---- heap
__global__ void heap(uint32_t *Out, int I, uint32_t Salt) {
  uint32_t *P = (uint32_t *)malloc(16 * sizeof(uint32_t));
  uint32_t H = 0;
  if (P) {
    for (int K = 0; K < 16; ++K)
      P[K] = gputest::hash(8, I, threadIdx.x, K, Salt);
    for (int K = 15; K >= 0; --K)
      H = gputest::mix(H, P[K]);
    free(P);
  }
  Out[I * 32 + threadIdx.x] = H;
  if (threadIdx.x == 0 && (I == 0 || I == Steps - 1))
    printf("ip_shapes heap: step %d\n", I);
  if (threadIdx.x == 0 && I + 1 < Steps)
    heap<<<1, 32>>>(Out, I + 1, Salt);
}

// ---- many: 48 blocks from the host, each starting a chain
__global__ void manyK(uint32_t *Out, int C, int I, uint32_t Salt) {
  int Chain = C + (int)blockIdx.x;
  Out[(Chain * Steps + I) * 32 + threadIdx.x] = gputest::hash(9, Chain, I, threadIdx.x, Salt);
  if (threadIdx.x == 0 && I + 1 < Steps)
    manyK<<<1, 32>>>(Out, Chain, I + 1, Salt);
}

// ---- devstart / events: a running sum
__global__ void sumK(uint64_t *Acc, uint32_t *Out, int I, int N, uint32_t Salt) {
  __shared__ uint32_t S[32];
  S[threadIdx.x] = gputest::hash(10, I, threadIdx.x, Salt) & 0xffff;
  __syncthreads();
  if (threadIdx.x == 0) {
    uint64_t V = *Acc;
    for (int K = 0; K < 32; ++K)
      V += S[K];
    *Acc = V;
    Out[I] = (uint32_t)V;
    if (I + 1 < N)
      sumK<<<1, 32>>>(Acc, Out, I + 1, N, Salt);
  }
}
__global__ void reader(const uint64_t *Acc, uint64_t *Seen) { *Seen = *Acc; }
__global__ void devstart(uint64_t *Acc, uint32_t *Out, uint64_t *Seen, int N,
                         uint32_t Salt) {
  sumK<<<1, 32>>>(Acc, Out, 0, N, Salt);
  // Observed, so that DPAgg does not aggregate the head per grid.
  if (cudaGetLastError() != cudaSuccess)
    *Seen = 1;
  reader<<<1, 1>>>(Acc, Seen);
}

static uint64_t sumRef(int N, uint32_t Salt, std::vector<uint32_t> *Out) {
  uint64_t V = 0;
  for (int I = 0; I < N; ++I) {
    for (int K = 0; K < 32; ++K)
      V += gputest::hash(10, I, K, Salt) & 0xffff;
    if (Out)
      (*Out)[I] = (uint32_t)V;
  }
  return V;
}

int main() {
  gputest::Test T("ip_shapes");
  T.pendingLaunches(8192);
  uint32_t Salt = (uint32_t)T.R.next();

  { // grid12
    for (int Shape = 0; Shape < 2; ++Shape) {
      size_t N = 2 * Steps * 32;
      std::vector<uint32_t> Ref(N);
      for (int C = 0; C < 2; ++C)
        for (int I = 0; I < Steps; ++I)
          for (int X = 0; X < 32; ++X)
            Ref[(C * Steps + I) * 32 + X] = gputest::hash(1, C, I, X, Salt, I > 0);
      uint32_t *Out = gputest::alloc<uint32_t>(N);
      gputest::poison(Out, N);
      grid12<<<Shape ? dim3(1, 1, 2) : dim3(1, 2, 1), 32>>>(Out, 0, 0, Salt);
      CK_SYNC();
      T.compare(Shape ? "grid112" : "grid121", gputest::download(Out, N), Ref);
      CK(cudaFree(Out));
    }
  }
  { // rows
    unsigned *Count = gputest::alloc<unsigned>(RowDepth);
    uint32_t *Sum = gputest::alloc<uint32_t>(RowDepth);
    CK(cudaMemset(Count, 0, RowDepth * 4));
    CK(cudaMemset(Sum, 0, RowDepth * 4));
    rows<<<1, dim3(32, 2)>>>(Count, Sum, 0, 0);
    CK_SYNC();
    std::vector<unsigned> RefC(RowDepth), RefS(RowDepth, 0);
    for (int I = 0; I < RowDepth; ++I) {
      RefC[I] = 64u << I;
      uint32_t First = (1u << I) - 1; // paths at level I: First .. 2*First
      for (uint32_t P = First; P <= 2 * First; ++P)
        for (unsigned X = 0; X < 64; ++X)
          RefS[I] += gputest::hash(P, X) & 0xffffu;
    }
    T.compare("rows count", gputest::download(Count, RowDepth), RefC);
    T.compare("rows sum", gputest::download(Sum, RowDepth), RefS);
    CK(cudaFree(Count));
    CK(cudaFree(Sum));
  }
  for (int V = 0; V < 2; ++V) { // dyn, dyn2
    size_t N = Steps * 64;
    std::vector<uint32_t> Ref(N);
    for (int I = 0; I < Steps; ++I) {
      unsigned Bytes = dynBytes(I), Words = Bytes / 4;
      for (unsigned X = 0; X < 64; ++X) {
        uint32_t H = gputest::hash(Bytes, 64u);
        for (unsigned K = X; K < Words; K += 64)
          H = gputest::mix(H, gputest::hash(Words - 1 - K, I, Salt));
        Ref[I * 64 + X] = V == 0 ? H ^ Bytes : H;
      }
    }
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    if (V == 0)
      dyn<<<1, 64, 0>>>(Out, 0, 0, Salt);
    else
      dyn2<<<1, 64, 0>>>(Out, 0, 0, Salt);
    CK_SYNC();
    T.compare(V ? "dyn2" : "dyn", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // bsz
    size_t N = Steps * 128;
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    for (int I = 0; I < Steps; ++I)
      for (unsigned X = 0; X < bszOf(I); ++X)
        Ref[I * 128 + X] = gputest::hash(5, I, X, bszOf(I), Salt);
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    bsz<<<1, bszOf(0)>>>(Out, 0, Salt);
    CK_SYNC();
    T.compare("bsz", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // last
    size_t N = Steps * LB;
    std::vector<uint32_t> Ref(N, 0xFFFFFFFFu);
    for (int I = 0; I < Steps; ++I)
      for (int X = 1; X < LB; ++X)
        Ref[I * LB + X] = gputest::hash(6, I, X, Salt);
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    last<<<1, LB>>>(Out, 0, Salt);
    CK_SYNC();
    T.compare("last", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // local
    size_t N = Steps * 32;
    std::vector<uint32_t> Ref(N);
    for (int I = 0; I < Steps; ++I) {
      int Len = I == 0 ? 33 : 20 + I % 20;
      for (int X = 0; X < 32; ++X) {
        std::vector<uint32_t> A(Len);
        for (int K = 0; K < Len; ++K)
          A[K] = gputest::hash(7, I, X, K, Salt);
        uint32_t H = 0;
        for (int K = 0; K < Len; ++K)
          H = gputest::mix(H, A[(K * 3 + X) % Len]);
        Ref[I * 32 + X] = H;
      }
    }
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    local<<<1, 32>>>(Out, 0, 33, Salt);
    CK_SYNC();
    T.compare("local", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // heap
    size_t N = Steps * 32;
    std::vector<uint32_t> Ref(N);
    for (int I = 0; I < Steps; ++I)
      for (int X = 0; X < 32; ++X) {
        uint32_t H = 0;
        for (int K = 15; K >= 0; --K)
          H = gputest::mix(H, gputest::hash(8, I, X, K, Salt));
        Ref[I * 32 + X] = H;
      }
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    heap<<<1, 32>>>(Out, 0, Salt);
    CK_SYNC();
    T.compare("heap", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // many
    const int Chains = 48;
    size_t N = (size_t)Chains * Steps * 32;
    std::vector<uint32_t> Ref(N);
    for (int C = 0; C < Chains; ++C)
      for (int I = 0; I < Steps; ++I)
        for (int X = 0; X < 32; ++X)
          Ref[(C * Steps + I) * 32 + X] = gputest::hash(9, C, I, X, Salt);
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    manyK<<<Chains, 32>>>(Out, 0, 0, Salt);
    CK_SYNC();
    T.compare("many", gputest::download(Out, N), Ref);
    CK(cudaFree(Out));
  }
  { // devstart
    const int N = 500;
    std::vector<uint32_t> RefOut(N);
    uint64_t Want = sumRef(N, Salt, &RefOut);
    uint64_t *Acc = gputest::alloc<uint64_t>(2);
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    gputest::poison(Out, N);
    CK(cudaMemset(Acc, 0, 2 * sizeof(uint64_t)));
    devstart<<<1, 1>>>(Acc, Out, Acc + 1, N, Salt);
    CK_SYNC();
    T.compare("devstart out", gputest::download(Out, N), RefOut);
    T.compare("devstart reader", gputest::download(Acc + 1, 1), std::vector<uint64_t>{Want});
    CK(cudaFree(Acc));
    CK(cudaFree(Out));
  }
  { // events, stream query, graph
    const int N = 700;
    std::vector<uint32_t> RefOut(N);
    uint64_t Want = sumRef(N, Salt, &RefOut);
    cudaStream_t S1, S2;
    CK(cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking));
    cudaEvent_t E;
    CK(cudaEventCreateWithFlags(&E, cudaEventDisableTiming));
    uint64_t *Acc = gputest::alloc<uint64_t>(2);
    uint32_t *Out = gputest::alloc<uint32_t>(N);
    // event + wait
    CK(cudaMemset(Acc, 0, 2 * sizeof(uint64_t)));
    gputest::poison(Out, N);
    sumK<<<1, 32, 0, S1>>>(Acc, Out, 0, N, Salt);
    CK(cudaGetLastError());
    CK(cudaEventRecord(E, S1));
    CK(cudaStreamWaitEvent(S2, E, 0));
    reader<<<1, 1, 0, S2>>>(Acc, Acc + 1);
    CK(cudaGetLastError());
    CK(cudaStreamSynchronize(S2));
    T.compare("event reader", gputest::download(Acc + 1, 1), std::vector<uint64_t>{Want});
    CK_SYNC();
    // stream query, then a host read
    CK(cudaMemset(Acc, 0, 2 * sizeof(uint64_t)));
    CK(cudaDeviceSynchronize());
    sumK<<<1, 32, 0, S1>>>(Acc, Out, 0, N, Salt);
    CK(cudaGetLastError());
    cudaError_t Q;
    while ((Q = cudaStreamQuery(S1)) == cudaErrorNotReady) {
    }
    CK(Q);
    uint64_t Got = 0;
    CK(cudaMemcpy(&Got, Acc, sizeof Got, cudaMemcpyDeviceToHost));
    T.compare("query then read", std::vector<uint64_t>{Got}, std::vector<uint64_t>{Want});
    // a captured graph, replayed
    cudaGraph_t Gr;
    cudaGraphExec_t Ex;
    CK(cudaStreamBeginCapture(S1, cudaStreamCaptureModeThreadLocal));
    CK(cudaMemsetAsync(Acc, 0, 2 * sizeof(uint64_t), S1));
    sumK<<<1, 32, 0, S1>>>(Acc, Out, 0, N, Salt);
    reader<<<1, 1, 0, S1>>>(Acc, Acc + 1);
    CK(cudaStreamEndCapture(S1, &Gr));
    CK(cudaGraphInstantiate(&Ex, Gr, 0));
    for (int R = 0; R < 3; ++R) {
      gputest::poison(Out, N);
      CK(cudaGraphLaunch(Ex, S1));
      CK(cudaStreamSynchronize(S1));
      T.compare("graph out", gputest::download(Out, N), RefOut);
      T.compare("graph reader", gputest::download(Acc + 1, 1), std::vector<uint64_t>{Want});
    }
    CK(cudaGraphExecDestroy(Ex));
    CK(cudaGraphDestroy(Gr));
    CK(cudaEventDestroy(E));
    CK(cudaStreamDestroy(S1));
    CK(cudaStreamDestroy(S2));
    CK(cudaFree(Acc));
    CK(cudaFree(Out));
  }
  return T.finish();
}
