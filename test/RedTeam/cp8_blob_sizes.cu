// Red team (c1c8943, runtime copyAligned16: gatherEntry, scatterEntry,
// writeHeader and launchV2 copy parameter blobs over 64 bytes in 16-, 8-, 4-
// and 1-byte units, assuming 16-byte aligned buffers on both sides). Children
// whose parameter blob (an 8-byte pointer, an N-byte struct of chars, a
// trailing char) is 65, 67, 68, 72, 79, 80, 81, 97, 129, 257 or 4,096 bytes
// (CUDA's limit), taken through every path that copies a blob:
//  - mode 0: every parameter per thread (the pointer too: one of two equal
//            pointers chosen by the thread): no layout, gatherEntry and the
//            child's scatterEntry copy the whole blob;
//  - mode 1: pointer and char the same for the block: a layout; writeHeader
//            copies the whole blob once into the record (Common), the
//            child's scatterEntry copies Common and then the struct's range;
//  - mode 2: only the pointer uniform: the struct and the char are one range;
//  - mode 5: the struct itself the same for the block (read from global
//            memory at blockIdx.x; its slot bytes 0, the pointer per thread
//            instead): stored once, the child gets it from Common;
//  - mode 3: a child with dynamic shared memory: every other thread asks for
//            46 KB (valid alone, beyond what the aggregated child is given:
//            that launch is made alone, launchV2 copies the blob into CUDA's
//            buffer), the others for 4 KB (aggregated);
//  - mode 4: a __launch_bounds__(128) child launched with 16 x 8 and 8 x 16
//            blocks from a site whose launch is the thread's only one and
//            whose result is unused: the aggregate's 16 x 16 block is refused
//            and the owner replays every joiner (replayRecord: scatterEntry
//            into each joiner's own parameter buffer).
// Each child thread digests every 32nd byte of the struct from its own
// offset, and the trailing char; thread t of launch W writes word
// W * 128 + t. Exit 0 right, 1 wrong, 2 CUDA error.
// VARIANT on: --dpagg-moldable=on
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>

using gputest::hash;
using gputest::mix;

// %dynamic_smem_size without inline assembly (which would keep the child
// from being aggregated): the NVVM intrinsic under its own name.
__device__ unsigned dynSmemSize() __asm("llvm.nvvm.read.ptx.sreg.dynamic_smem_size");

template <int N> struct Bytes {
  unsigned char C[N]; // C[0..3]: the launch's slot W
};

constexpr int ParentBlocks = 2, ParentThreads = 128;
constexpr int NP = ParentBlocks * ParentThreads, Words = 128, NumModes = 6;
constexpr unsigned BigShmem = 46 * 1024, SmallShmem = 4096;

template <int N>
__host__ __device__ inline void fillBytes(Bytes<N> &B, uint32_t W,
                                          uint32_t Salt) {
  for (int I = 0; I < N; ++I)
    B.C[I] = (unsigned char)hash(W, Salt, I);
  B.C[0] = (unsigned char)W, B.C[1] = (unsigned char)(W >> 8);
  B.C[2] = (unsigned char)(W >> 16), B.C[3] = (unsigned char)(W >> 24);
}
template <int N> __host__ __device__ inline uint32_t slotOf(const Bytes<N> &B) {
  return B.C[0] | B.C[1] << 8 | B.C[2] << 16 | (uint32_t)B.C[3] << 24;
}
template <int N>
__host__ __device__ inline uint32_t digest(const Bytes<N> &B, char Tail,
                                           unsigned T, uint32_t Extra) {
  uint32_t H = hash(T, (unsigned char)Tail, Extra);
  for (unsigned I = T % 32; I < (unsigned)N; I += 32)
    H = mix(H, B.C[I] | I << 8);
  return H;
}
__host__ __device__ inline char tailOf(uint32_t W, uint32_t Salt) {
  return (char)hash(W, Salt, 0x7au);
}

template <int N> __global__ void blob(uint32_t *Out, Bytes<N> B, char Tail) {
  Out[(size_t)slotOf(B) * Words + threadIdx.x] =
      digest(B, Tail, threadIdx.x, 0);
}

template <int N>
__global__ void dynBlob(uint32_t *Out, Bytes<N> B, char Tail) {
  extern __shared__ uint32_t Dyn[];
  unsigned Last = dynSmemSize() / 4 - 1 - threadIdx.x;
  Dyn[Last] = hash(threadIdx.x, 0x3au);
  Dyn[threadIdx.x] = hash(threadIdx.x, 0x3bu);
  __syncthreads();
  Out[(size_t)slotOf(B) * Words + threadIdx.x] =
      digest(B, Tail, threadIdx.x, Dyn[Last] ^ Dyn[31 - threadIdx.x]);
}

template <int N>
__global__ void __launch_bounds__(128)
    lbBlob(uint32_t *Out, Bytes<N> B, char Tail) {
  unsigned T = threadIdx.x + blockDim.x * threadIdx.y;
  Out[(size_t)slotOf(B) * Words + T] = digest(B, Tail, T, blockDim.x);
}

template <int N>
__global__ void parent(int Mode, uint32_t *Out, uint32_t *const *OutPair,
                       int *Err, uint32_t Salt, const Bytes<N> *G) {
  uint32_t W = blockIdx.x * blockDim.x + threadIdx.x;
  Bytes<N> B;
  fillBytes(B, W, Salt);
  switch (Mode) {
  case 0:
    blob<N><<<1, 32>>>(OutPair[W & 1], B, tailOf(W, Salt));
    break;
  case 1:
    blob<N><<<1, 32>>>(Out, B, tailOf(blockIdx.x, Salt));
    break;
  case 2:
    blob<N><<<1, 32>>>(Out, B, tailOf(W, Salt));
    break;
  case 5:
    blob<N><<<1, 32>>>(Out + (size_t)W * Words, G[blockIdx.x],
                       tailOf(blockIdx.x, Salt));
    break;
  default:
    dynBlob<N><<<1, 32, (W & 1) ? BigShmem : SmallShmem>>>(
        OutPair[W & 1], B, tailOf(W, Salt));
    break;
  }
  Err[W] = (int)cudaGetLastError();
}

/// The thread's only launch, its result unused (DPAGG_LAUNCH_UNOBSERVED).
template <int N>
__global__ void parentUnobs(uint32_t *Out, uint32_t Salt) {
  uint32_t W = blockIdx.x * blockDim.x + threadIdx.x;
  Bytes<N> B;
  fillBytes(B, W, Salt);
  lbBlob<N><<<1, (W & 1) ? dim3(8, 16) : dim3(16, 8)>>>(Out, B,
                                                        tailOf(W, Salt));
}

template <int N>
static void runSize(gputest::Test &T, uint32_t *Out, uint32_t *const *OutPair,
                    int *Err) {
  for (int Mode = 0; Mode < NumModes; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref((size_t)NP * Words, 0xffffffffu);
    std::vector<Bytes<N>> HG(ParentBlocks);
    for (int I = 0; I < ParentBlocks; ++I)
      fillBytes(HG[I], 0, Salt ^ (0x100u + I));
    Bytes<N> *G = gputest::upload(HG);
    for (uint32_t W = 0; W < (uint32_t)NP; ++W) {
      Bytes<N> B;
      fillBytes(B, W, Salt);
      if (Mode == 5)
        B = HG[W / ParentThreads];
      char Tail =
          tailOf(Mode == 1 || Mode == 5 ? W / ParentThreads : W, Salt);
      unsigned Threads = Mode == 4 ? 128 : 32;
      for (unsigned Th = 0; Th < Threads; ++Th) {
        uint32_t Extra = 0;
        if (Mode == 3) {
          // Dyn[Last] is the thread's own (no other thread writes that
          // far), Dyn[31 - Th] thread 31 - Th's low word.
          Extra = hash(Th, 0x3au) ^ hash(31 - Th, 0x3bu);
        } else if (Mode == 4) {
          Extra = (W & 1) ? 8 : 16;
        }
        Ref[(size_t)W * Words + Th] = digest(B, Tail, Th, Extra);
      }
    }
    gputest::poison(Out, Ref.size());
    gputest::poison(Err, NP);
    if (Mode == 4)
      parentUnobs<N><<<ParentBlocks, ParentThreads>>>(Out, Salt);
    else
      parent<N><<<ParentBlocks, ParentThreads>>>(Mode, Out, OutPair, Err, Salt,
                                                  G);
    CK_SYNC();
    char Buf[64];
    snprintf(Buf, sizeof Buf, "blob %d mode %d: child words", N + 9, Mode);
    T.compare(Buf, gputest::download(Out, Ref.size()), Ref);
    if (Mode != 4) {
      snprintf(Buf, sizeof Buf, "blob %d mode %d: launch results", N + 9,
               Mode);
      T.compare(Buf, gputest::download(Err, NP), std::vector<int>(NP, 0));
    }
    CK(cudaFree(G));
  }
}

int main() {
  gputest::Test T("cp8_blob_sizes");
  T.pendingLaunches(NP + 2048);
  uint32_t *Out = gputest::alloc<uint32_t>((size_t)NP * Words);
  uint32_t **OutPair = gputest::upload(std::vector<uint32_t *>{Out, Out});
  int *Err = gputest::alloc<int>(NP);
  // Blob sizes 8 + N + 1.
  runSize<56>(T, Out, OutPair, Err);   // 65
  runSize<58>(T, Out, OutPair, Err);   // 67
  runSize<59>(T, Out, OutPair, Err);   // 68
  runSize<63>(T, Out, OutPair, Err);   // 72
  runSize<70>(T, Out, OutPair, Err);   // 79
  runSize<71>(T, Out, OutPair, Err);   // 80
  runSize<72>(T, Out, OutPair, Err);   // 81
  runSize<88>(T, Out, OutPair, Err);   // 97
  runSize<120>(T, Out, OutPair, Err);  // 129
  runSize<248>(T, Out, OutPair, Err);  // 257
  runSize<4087>(T, Out, OutPair, Err); // 4096
  CK(cudaFree(Out));
  CK(cudaFree(OutPair));
  CK(cudaFree(Err));
  return T.finish();
}
