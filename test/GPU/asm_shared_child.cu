// Issue 21, item 18: a kernel whose inline PTX declares 49,140 bytes of
// .shared memory (with its 8-byte parameter under the 48 KB nvlink takes).
// DPAgg cannot count it; a clone would add a copy of the parameters and the
// runtime's state and go over 48 KB, and nvlink refused the link of the
// DPAgg builds (bb82e36: "uses too much shared data (0xc028 bytes, 0xc000
// max)"), though the kernel is an external leaf that the program launches
// from the host only (published children are built for every such kernel).
// A device-side launch of it (dyn_parent) must stay as written. The build
// itself is the main check; the run compares with a CPU reference.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/asm_shared_child.base
// RUN: %gpubin/asm_shared_child.dpagg
// RUN: %gpubin/asm_shared_child.warp
#include "GPUTest.cuh"

using gputest::hash;

// Each thread stores its value at word T of the assembly's buffer and,
// after a barrier, reads the next thread's, and the last word of the buffer
// (written by thread 0).
__global__ void big_shared(uint32_t *Out, uint32_t Salt) {
  unsigned T = threadIdx.x, N = blockDim.x;
  uint32_t V = hash(blockIdx.x, T, Salt), R, Last;
  asm volatile("{\n\t"
               ".shared .align 4 .b8 asm_big_buf[49140];\n\t"
               ".reg .u32 base, a, b;\n\t"
               ".reg .pred first;\n\t"
               "mov.u32 base, asm_big_buf;\n\t"
               "mad.lo.u32 a, %2, 4, base;\n\t"
               "st.shared.u32 [a], %3;\n\t"
               "setp.eq.u32 first, %2, 0;\n\t"
               "@first st.shared.u32 [asm_big_buf+49136], %3;\n\t"
               "bar.sync 0;\n\t"
               "mad.lo.u32 b, %4, 4, base;\n\t"
               "ld.shared.u32 %0, [b];\n\t"
               "ld.shared.u32 %1, [asm_big_buf+49136];\n\t"
               "bar.sync 0;\n\t"
               "}"
               : "=r"(R), "=r"(Last)
               : "r"(T), "r"(V), "r"((T + 1) % N)
               : "memory");
  Out[blockIdx.x * N + T] = hash(R, Last);
}

__global__ void dyn_parent(uint32_t *Out, uint32_t Salt) {
  unsigned P = blockIdx.x * blockDim.x + threadIdx.x;
  big_shared<<<2, 64>>>(Out + P * 128, Salt + P);
}

int main() {
  gputest::Test T("asm_shared_child");
  const int HostBlocks = 64, Threads = 128, NP = 256;
  T.pendingLaunches(NP + 2048);
  auto Ref = [](uint32_t *Dst, int Blocks, int N, uint32_t Salt) {
    for (int B = 0; B < Blocks; ++B)
      for (int I = 0; I < N; ++I)
        Dst[B * N + I] = hash(hash(B, (I + 1) % N, Salt), hash(B, 0, Salt));
  };
  uint32_t Salt = (uint32_t)T.R.next();
  uint32_t *DHost = gputest::alloc<uint32_t>(HostBlocks * Threads);
  gputest::poison(DHost, HostBlocks * Threads);
  big_shared<<<HostBlocks, Threads>>>(DHost, Salt);
  CK_SYNC();
  std::vector<uint32_t> RefHost(HostBlocks * Threads);
  Ref(RefHost.data(), HostBlocks, Threads, Salt);
  T.compare("host launch", gputest::download(DHost, RefHost.size()), RefHost);

  uint32_t *DDev = gputest::alloc<uint32_t>(NP * 128);
  gputest::poison(DDev, NP * 128);
  dyn_parent<<<NP / 64, 64>>>(DDev, Salt);
  CK_SYNC();
  std::vector<uint32_t> RefDev(NP * 128);
  for (int P = 0; P < NP; ++P)
    Ref(&RefDev[P * 128], 2, 64, Salt + P);
  T.compare("device launch", gputest::download(DDev, RefDev.size()), RefDev);
  CK(cudaFree(DHost));
  CK(cudaFree(DDev));
  return T.finish();
}
